/**
 * How the Zi Wei picture fits text into a palace: words and signs ("chips") are laid out left to
 * right and wrapped onto the next line when the next one would cross the cell's edge; a text wider
 * than the cell breaks at its spaces, and a word with none (Chinese, Japanese) between characters.
 * The picture measures no glyph (no DOM, no font metrics), so widths are estimated on the generous
 * side (`measure`), and the cell grows to the lines it holds: text never leaves its cell.
 */
import { text } from '../chart-picture/svg'

/** One thing drawn on a line: its width and type size (user units), and how to draw it at a left edge and a baseline. */
export interface Chip {
  width: number
  size: number
  draw: (x: number, baseline: number) => string
}

/** Chips that stay on one line when they can (a star, its brightness and its 四化). */
export type Unit = Chip[]

export interface Line {
  chips: Chip[]
  /** From the line's top to the next line's. */
  height: number
}

const GAP = 6

/** Wide characters: CJK ideographs, kana, hangul, fullwidth forms and CJK punctuation. */
const isWide = (c: number) => c >= 0x2e80
const NARROW = new Set([..."iljtfrI.,:;!|'’·"])
const BROAD = new Set([...'mwMW'])

/**
 * Em widths of a text, counted each time: a loop over a few characters, and nothing of a chart (its
 * birth line among its texts) is kept once the picture is drawn.
 */
function emsOf(value: string): number {
  let units = 0
  for (const ch of value) {
    const c = ch.codePointAt(0)!
    if (isWide(c)) units += 1
    else if (ch === ' ') units += 0.3
    else if (NARROW.has(ch)) units += 0.34
    else if (BROAD.has(ch)) units += 0.88
    else if (ch !== ch.toLowerCase()) units += 0.7
    else units += 0.6
  }
  return units
}

/**
 * A text's width at `size`, erring wide: the sans faces' Latin averages ~0.55 em, capitals and m/w
 * more; CJK and hangul are 1 em. Bold takes 6 % more.
 */
export const measure = (value: string, size: number, bold = false): number => emsOf(value) * size * (bold ? 1.06 : 1)

/** A text as a chip (`classes` as the shared style sheet names them: `t16 tx b` …). */
export function textChip(value: string, size: number, classes: string, extra = ''): Chip {
  return { width: measure(value, size, classes.includes(' b')), size, draw: (x, baseline) => text(x, baseline, value, classes, extra) }
}

/**
 * The pieces of a text no wider than `maxWidth` each: at its spaces, and inside a run of wide
 * characters between any two of them (the way Chinese and Japanese lines break).
 */
export function breakText(value: string, size: number, maxWidth: number, bold = false): string[] {
  if (measure(value, size, bold) <= maxWidth) return [value]
  const tokens = value.match(/[\u2e80-\uffff](?:[，。、：；）」』\uff09])?|[^\s\u2e80-\uffff]+|\s+/gu) ?? [value]
  const pieces: string[] = []
  let line = ''
  for (const token of tokens) {
    const candidate = line + token
    if (line.trim() && measure(candidate.trimEnd(), size, bold) > maxWidth) {
      pieces.push(line.trimEnd())
      line = token.trimStart()
    } else line = candidate
  }
  if (line.trim()) pieces.push(line.trimEnd())
  return pieces
}

/** A text as chips no wider than `maxWidth`, each a unit of its own (they wrap where they break). */
export function textUnits(value: string, size: number, classes: string, maxWidth: number): Unit[] {
  return breakText(value, size, maxWidth, classes.includes(' b')).map((piece) => [textChip(piece, size, classes)])
}

/**
 * Units onto lines of at most `maxWidth`: a unit goes on the current line if it fits, else on the
 * next; a unit wider than a whole line is split into its chips. `newLine` units always start a line.
 */
export function flow(units: { unit: Unit; newLine?: boolean }[], maxWidth: number): Line[] {
  const lines: Chip[][] = []
  let current: Chip[] = []
  let used = 0
  const place = (chip: Chip) => {
    const needed = (current.length ? GAP : 0) + chip.width
    if (current.length && used + needed > maxWidth) {
      lines.push(current)
      current = []
      used = 0
    }
    used += (current.length ? GAP : 0) + chip.width
    current.push(chip)
  }
  for (const { unit, newLine } of units) {
    const width = unit.reduce((sum, c, i) => sum + c.width + (i ? GAP : 0), 0)
    if (current.length && (newLine || used + GAP + width > maxWidth)) {
      lines.push(current)
      current = []
      used = 0
    }
    for (const chip of unit) place(chip)
  }
  if (current.length) lines.push(current)
  return lines.map((chips) => ({ chips, height: Math.ceil(Math.max(...chips.map((c) => c.size)) * 1.32) }))
}

/** The lines drawn from `top` down at left edge `x`: each chip on the line's baseline. */
export function drawLines(lines: Line[], x: number, top: number): string {
  const out: string[] = []
  let y = top
  for (const line of lines) {
    const size = Math.max(...line.chips.map((c) => c.size))
    const baseline = y + size
    let left = x
    for (const chip of line.chips) {
      out.push(chip.draw(left, baseline))
      left += chip.width + GAP
    }
    y += line.height
  }
  return out.join('')
}

export const heightOf = (lines: Line[]) => lines.reduce((sum, l) => sum + l.height, 0)
