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
export function escapeXml(value: string): string {
  // Most labels need no escaping: a plain scan first (a regular expression per label was the
  // largest single cost of a picture).
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c === 38 || c === 60 || c === 62 || c === 34 || c === 39)
      return value.replace(SPECIALS, (ch) =>
        ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&apos;',
      )
  }
  return value
}
const SPECIALS = /[&<>"']/g

/** Whole user units: a 1200-unit grid needs no finer step, and integers print much faster than decimals. */
const round = (n: number) => Math.round(n)

/**
 * A text with its look named by classes of `styleSheet` (`t16` size, `m` centred, `b` bold, `tx`
 * `mu` `ac` `wa` or an element code for the colour): a third of the bytes of repeated attributes,
 * and less to build per picture.
 */
export const text = (x: number, y: number, value: string, classes: string, extra = ''): string =>
  `<text x="${round(x)}" y="${round(y)}" class="${classes}"${extra}>${escapeXml(value)}</text>`

const SIZES = [12, 13, 14, 15, 16, 17, 18, 20, 28, 30, 60]
const sheets = new Map<Theme, string>()

/** The picture's one `<style>`: sizes, anchor, weight, and the theme's colours by role and element. */
export function styleSheet(theme: Theme): string {
  let sheet = sheets.get(theme)
  if (!sheet) {
    const p = PALETTES[theme]
    const rules = [
      ...SIZES.map((size) => `.t${size}{font-size:${size}px}`),
      '.m{text-anchor:middle}.b{font-weight:bold}',
      `.tx{fill:${p.text}}.mu{fill:${p.muted}}.ac{fill:${p.accent}}.wa{fill:${p.warning}}`,
      ...Object.entries(p.element).map(([element, colour]) => `.${element}{fill:${colour}}`),
    ]
    sheet = `<style>${rules.join('')}</style>`
    sheets.set(theme, sheet)
  }
  return sheet
}

/**
 * Bold for a renderer with only a Regular face (the PNG's embedded subsets), which would draw bold
 * as regular: bold text also gets a stroke of its own colour, 4 % of its size, round joins.
 */
export function syntheticBoldRules(theme: Theme): string {
  const p = PALETTES[theme]
  const colours: [string, string][] = [['tx', p.text], ['mu', p.muted], ['ac', p.accent], ['wa', p.warning], ...Object.entries(p.element)]
  return `<style>.b{stroke-linejoin:round}${SIZES.map((size) => `.b.t${size}{stroke-width:${Math.round(size * 4) / 100}px}`).join('')}${colours.map(([name, colour]) => `.b.${name}{stroke:${colour}}`).join('')}</style>`
}

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

const wrapped = new Map<string, string[]>()

/**
 * Words put on lines of at most `maxWidth` px (a label longer than a column breaks at its spaces).
 * The labels wrapped are table words (ten gods), so the remembered answers stay few.
 */
export function wrapWords(value: string, size: number, maxWidth: number): string[] {
  const key = `${size}|${maxWidth}|${value}`
  let lines = wrapped.get(key)
  if (!lines) {
    if (wrapped.size > 2000) wrapped.clear()
    lines = wrapLines(value, size, maxWidth)
    wrapped.set(key, lines)
  }
  return lines
}

function wrapLines(value: string, size: number, maxWidth: number): string[] {
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
