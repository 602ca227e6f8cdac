/** The few SVG pieces the chart picture is made of: escaped text, boxes, the themes' colours. */
import type { Element } from '../../core/bazi'

export type Theme = 'light' | 'dark'

export interface Palette {
  background: string
  panel: string
  band: string
  text: string
  muted: string
  rule: string
  accent: string
  warning: string
  warningFill: string
  element: Record<Element, string>
}

/** Wood green, fire red, earth ochre, metal gold, water blue (the 排盘 convention), readable on each theme. */
export const PALETTES: Record<Theme, Palette> = {
  light: {
    background: '#ffffff',
    panel: '#f7f5f0',
    band: '#ece7dc',
    text: '#1f1d1a',
    muted: '#5f5a52',
    rule: '#d6cfc2',
    accent: '#7a3e9d',
    warning: '#9a4d00',
    warningFill: '#fff4e0',
    element: { wood: '#2e7d32', fire: '#c62828', earth: '#8a5a19', metal: '#a67c00', water: '#1565c0' },
  },
  dark: {
    background: '#17181b',
    panel: '#202226',
    band: '#2b2e33',
    text: '#ece9e4',
    muted: '#a8a39b',
    rule: '#3d4047',
    accent: '#c9a2e6',
    warning: '#ffb454',
    warningFill: '#3a2c17',
    element: { wood: '#7bc67e', fire: '#ff7a70', earth: '#d9a35f', metal: '#f0cf5a', water: '#6fb4ff' },
  },
}

/** Text for XML content and attribute values. */
export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'))

export interface TextStyle {
  size: number
  fill: string
  anchor?: 'start' | 'middle' | 'end'
  weight?: 'normal' | 'bold'
}

const round = (n: number) => Math.round(n * 10) / 10

export const text = (x: number, y: number, value: string, style: TextStyle, extra = ''): string =>
  `<text x="${round(x)}" y="${round(y)}" font-size="${style.size}" fill="${style.fill}"${style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : ''}${style.weight === 'bold' ? ' font-weight="bold"' : ''}${extra}>${escapeXml(value)}</text>`

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = ''): string =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${extra}/>`

/** A warning sign drawn as a path (no glyph of a symbol font needed): a triangle with "!". */
export const warningSign = (x: number, y: number, colour: string): string =>
  `<path d="M${x} ${y + 14}l8-14 8 14z" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linejoin="round"/><path d="M${x + 8} ${y + 5}v4.5M${x + 8} ${y + 11}v0.8" stroke="${colour}" stroke-width="1.8" stroke-linecap="round"/>`

/**
 * A rough width of a text in px: CJK characters are square, Latin letters about half as wide. The
 * picture never measures glyphs (no DOM, no font metrics), so layouts leave room for the estimate.
 */
export const textWidth = (value: string, size: number): number => {
  let units = 0
  for (const ch of value) units += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56
  return units * size
}

/** Words put on lines of at most `maxWidth` px (a label longer than a column breaks at its spaces). */
export function wrapWords(value: string, size: number, maxWidth: number): string[] {
  if (textWidth(value, size) <= maxWidth || !value.includes(' ')) return [value]
  const lines: string[] = []
  let line = ''
  for (const word of value.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}
