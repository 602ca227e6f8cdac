/**
 * The picture laid out for a narrow screen. Below NARROW_BELOW px the 1200-unit layout would only
 * shrink (at 360 px its smallest words would be under 4 px high), so the picture is drawn on a
 * 360-unit grid instead, never scaled below 1: the four pillars in two blocks of two (year and
 * month, then day and hour), the elements one per line, the luck pillars as a list, every text at
 * 12 units or more and wrapped or fitted to its room. The same chart, the same words and colours.
 */
import { ELEMENTS, type Element, type PillarView } from '../../core/bazi'
import type { WarningCode } from '../../core/types'
import { elementName, type CurrentYear, type Drawn, type PictureContext, POSITIONS, verdictFigures } from './context'
import { headerLines } from './header'
import { rect, text, textWidth, warningSign } from './svg'
import { fillIn, type PictureText } from './text'

/** Requested widths below this are drawn with the narrow layout: the wide one keeps its 12-unit words at 11 px or more from 1100 px up. */
export const NARROW_BELOW = 1100
/** The narrow layout's grid: at the smallest width the service draws (360 px) one unit is one pixel. */
export const NARROW_GRID = 360
/** No text of the narrow layout is smaller than this (in units, so in px at 360 and more). */
const NARROW_MIN_TEXT = 12
const M = 12
const INNER = NARROW_GRID - 2 * M
const LABEL = 76
const COLUMN = (INNER - LABEL) / 2
const SIZES = [12, 13, 14, 15, 16, 17, 18, 20] as const

/** The largest size (down to NARROW_MIN_TEXT) at which `value` fits `maxWidth`. */
function fittedSize(value: string, size: number, maxWidth: number): number {
  for (const s of [...SIZES].reverse()) if (s <= size && textWidth(value, s) <= maxWidth) return s
  return NARROW_MIN_TEXT
}

/** `value` on lines of at most `maxWidth` at `size`: at spaces, or between characters in a text without them (CJK). */
function linesOf(value: string, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  const words = value.includes(' ') ? value.split(' ') : [...value]
  const joiner = value.includes(' ') ? ' ' : ''
  for (const word of words) {
    const candidate = line ? `${line}${joiner}${word}` : word
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** A text fitted to `maxWidth`: its class's size lowered as far as NARROW_MIN_TEXT. */
function fitted(x: number, y: number, value: string, size: number, rest: string, maxWidth: number): string {
  return text(x, y, value, `t${fittedSize(value, size, maxWidth)} ${rest}`)
}

/** Lines of text from `y`, `step` apart; the height they take. */
function paragraph(x: number, y: number, value: string, size: number, rest: string, maxWidth: number, step: number): Drawn {
  const lines = linesOf(value, size, maxWidth)
  return { svg: lines.map((line, i) => text(x, y + i * step, line, `t${size} ${rest}`)).join(''), height: lines.length * step }
}

function narrowHeader(ctx: PictureContext, y: number): Drawn {
  const { title, born, clock, lunar } = headerLines(ctx)
  const out: string[] = []
  let cursor = y + 22
  for (const [value, size, rest, step] of [
    [title, 18, 'tx b', 24],
    [born, 13, 'tx', 18],
    [clock, 13, 'mu', 18],
    [lunar, 13, 'mu', 18],
  ] as const) {
    const drawn = paragraph(M, cursor, value, size, rest, INNER, step)
    out.push(drawn.svg)
    cursor += drawn.height + (size === 18 ? 2 : 0)
  }
  return { svg: out.join(''), height: cursor - y - 6 }
}

type RowKey = keyof PictureText['rows']
const ROWS: { key: RowKey; height: number }[] = [
  { key: 'tenGod', height: 30 },
  { key: 'stem', height: 84 },
  { key: 'branch', height: 84 },
  { key: 'hidden', height: 80 },
  { key: 'stage', height: 26 },
  { key: 'self', height: 26 },
  { key: 'nayin', height: 26 },
  { key: 'void', height: 26 },
  { key: 'shensha', height: 84 },
]
const HEADING = 34

/** A big character in its element's colour, the element written under it. */
const bigCharacter = (ctx: PictureContext, cx: number, y: number, char: string, element: Element) =>
  text(cx, y + 56, char, `t60 ${element} m b`) + text(cx, y + 76, elementName(element, ctx.locale), `t14 ${element} m`)

/** One pillar's cells in a column starting at `x`. */
function pillarCells(
  ctx: PictureContext,
  pillar: PillarView,
  position: (typeof POSITIONS)[number],
  x: number,
  top: Record<RowKey, number>,
) {
  const { words } = ctx
  const cx = x + COLUMN / 2
  const width = COLUMN - 8
  const sex = ctx.chart.luck?.sex ?? 'unknown'
  const out: string[] = []
  const tenGod = position === 'day' ? words.dayMaster[sex] : pillar.stem.tenGod.name
  out.push(fitted(cx, top.tenGod + 21, tenGod, 15, position === 'day' ? 'ac m b' : 'tx m b', width))
  out.push(bigCharacter(ctx, cx, top.stem, pillar.stem.char, pillar.stem.element.code as Element))
  out.push(bigCharacter(ctx, cx, top.branch, pillar.branch.char, pillar.branch.element.code as Element))
  pillar.branch.hiddenStems.forEach((hidden, i) => {
    const line = top.hidden + 20 + i * 24
    out.push(text(x + 6, line, hidden.char, `t16 ${hidden.element.code} b`))
    out.push(fitted(x + 26, line, `${hidden.element.name}${words.separator}${hidden.tenGod.name}`, 13, 'tx', COLUMN - 30))
  })
  out.push(fitted(cx, top.stage + 18, pillar.growthStage.dayMaster.name, 14, 'tx m', width))
  out.push(fitted(cx, top.self + 18, pillar.growthStage.self.name, 14, 'tx m', width))
  out.push(fitted(cx, top.nayin + 18, pillar.nayin.name, 14, 'tx m', width))
  out.push(fitted(cx, top.void + 18, pillar.voidBranches.join(' '), 14, 'tx m', width))
  const stars = pillar.shensha.map((s) => s.name)
  const shown = stars.length > 4 ? [...stars.slice(0, 3), `+${stars.length - 3}`] : stars
  shown.forEach((name, i) => out.push(fitted(cx, top.shensha + 18 + i * 19, name, 13, 'mu m', width)))
  return out.join('')
}

/** The hour column when the time is unknown: drawn as unknown, nothing invented. */
function unknownHourCells(ctx: PictureContext, x: number, top: Record<RowKey, number>): string {
  const cx = x + COLUMN / 2
  return [
    fitted(cx, top.tenGod + 21, ctx.words.hourUnknown, 15, 'wa m b', COLUMN - 8),
    text(cx, top.stem + 56, '?', 't60 mu m'),
    text(cx, top.branch + 56, '?', 't60 mu m'),
    ...(['hidden', 'stage', 'self', 'nayin', 'void', 'shensha'] as const).map((row) => text(cx, top[row] + 18, ctx.words.none, 't14 mu m')),
  ].join('')
}

/** Two pillars side by side with the row labels, as a block of the narrow grid. */
function pillarBlock(
  ctx: PictureContext,
  y: number,
  positions: readonly (typeof POSITIONS)[number][],
  doubted: (position: string) => WarningCode[],
): Drawn {
  const { colours, words, chart } = ctx
  const top = {} as Record<RowKey, number>
  let cursor = y + HEADING
  for (const row of ROWS) {
    top[row.key] = cursor
    cursor += row.height
  }
  const height = cursor - y + 6
  const out = [rect(M, y, INNER, height, colours.panel, ' rx="8"'), rect(M, y, INNER, HEADING, colours.band, ' rx="8"')]
  for (const row of ROWS) {
    out.push(rect(M + 6, top[row.key], INNER - 12, 1, colours.rule))
    const label = linesOf(words.rows[row.key], 12, LABEL - 8).slice(0, 2)
    const middle = top[row.key] + Math.min(row.height, 30) / 2 + 5 - (label.length - 1) * 7
    label.forEach((line, i) => out.push(text(M + 6, middle + i * 14, line, 't12 mu')))
  }
  positions.forEach((position, i) => {
    const x = M + LABEL + i * COLUMN
    const cx = x + COLUMN / 2
    out.push(text(cx, y + 23, words.columns[position], 't16 tx m b'))
    const doubts = doubted(position)
    if (doubts.length) {
      const signX = Math.round(cx + textWidth(words.columns[position], 16) / 2 + 6)
      out.push(`<g data-doubted-by="${doubts.join(' ')}">${warningSign(signX, y + 9, colours.warning)}</g>`)
    }
    if (i > 0) out.push(rect(x, y + HEADING, 1, height - HEADING - 6, colours.rule))
    const pillar = chart.chart.pillars[position]
    out.push(`<g data-pillar="${position}">${pillar ? pillarCells(ctx, pillar, position, x, top) : unknownHourCells(ctx, x, top)}</g>`)
  })
  return { svg: out.join(''), height }
}

/** Element balance: one element a line (count, the verdict's weight as a bar and a figure), then the verdict. */
function narrowElements(ctx: PictureContext, y: number): Drawn {
  const { colours, words, chart, locale } = ctx
  const { visible, missing } = chart.chart.elements
  const { strength } = chart.chart
  const weights = strength.weights
  const total = ELEMENTS.reduce((sum, e) => sum + weights[e], 0) || 1
  const out = [text(M, y + 18, words.elements, 't16 tx b')]
  ELEMENTS.forEach((element, i) => {
    const line = y + 44 + i * 24
    const absent = missing.includes(element)
    out.push(
      fitted(M, line, `${elementName(element, locale)} ${visible[element]}${absent ? ` (${words.missing})` : ''}`, 14, `${element} b`, 122),
    )
    out.push(rect(M + 126, line - 9, 112, 8, colours.band, ' rx="4"'))
    out.push(rect(M + 126, line - 9, Math.max(2, (112 * weights[element]) / total), 8, colours.element[element], ' rx="4"'))
    out.push(fitted(M + 246, line, fillIn(words.weighted, { value: weights[element] }), 12, 'mu', INNER - 246))
  })
  const verdict = [
    `${fillIn(words.strength, { verdict: strength.verdictTerm.name })} (${verdictFigures(strength)})`,
    fillIn(words.favourable, { elements: strength.favourable.map((t) => t.name).join(' ') }),
  ].join(words.separator)
  const lines = paragraph(M, y + 44 + 5 * 24 + 4, verdict, 13, 'tx', INNER, 18)
  out.push(lines.svg)
  return { svg: out.join(''), height: 44 + 5 * 24 + lines.height }
}

/** A pillar's two characters in their elements' colours, the elements written after them. */
function ganzhiLine(ctx: PictureContext, x: number, y: number, ganzhi: string, element: [Element, Element], maxWidth: number): string {
  const names = `${elementName(element[0], ctx.locale)} ${elementName(element[1], ctx.locale)}`
  return (
    text(x, y, ganzhi[0], `t16 ${element[0]} b`) +
    text(x + 17, y, ganzhi[1], `t16 ${element[1]} b`) +
    fitted(x + 38, y, names, 12, 'mu', maxWidth - 38)
  )
}

/** The luck pillars as a list (age, year, pillar, its elements and ten god), the decade in force framed, then the reading year. */
function narrowLuck(ctx: PictureContext, y: number, thisYear: CurrentYear, elementsOf: (ganzhi: string) => [Element, Element]): Drawn {
  const { colours, words, chart } = ctx
  const luck = chart.luck
  const heading = luck
    ? `${words.luck}  ${fillIn(words.luckStart, { age: luck.start.nominalAge, year: luck.start.moment.slice(0, 4) })}`
    : words.luck
  const out = [fitted(M, y + 18, heading, 16, 'tx b', INNER)]
  let cursor = y + 30
  if (!luck) {
    const drawn = paragraph(M, cursor + 16, words.noLuck, 13, 'mu', INNER, 18)
    out.push(drawn.svg)
    cursor += drawn.height + 8
  } else {
    for (const pillar of luck.pillars) {
      const current = pillar.startYear <= thisYear.year && thisYear.year <= pillar.endYear
      if (current) out.push(rect(M, cursor, INNER, 24, colours.panel, ` rx="6" stroke="${colours.accent}" stroke-width="2"`))
      const attributes = ` data-luck-index="${pillar.index}" class="luck${current ? ' current' : ''}"`
      const line = cursor + 17
      out.push(
        `<g${attributes}>${fitted(M + 6, line, fillIn(words.luckAge, { age: pillar.startAge }), 13, current ? 'ac b' : 'tx', 58)}${text(M + 66, line, String(pillar.startYear), 't12 mu')}${ganzhiLine(ctx, M + 106, line, pillar.ganzhi, elementsOf(pillar.ganzhi), 110)}${fitted(M + 220, line, pillar.tenGod.name, 13, 'tx', INNER - 222)}</g>`,
      )
      cursor += 26
    }
  }
  const line = cursor + 22
  out.push(rect(M, cursor + 4, INNER, 26, colours.panel, ` rx="6" stroke="${colours.accent}" stroke-width="2"`))
  out.push(
    `<g data-year="${thisYear.year}">${fitted(M + 6, line, fillIn(words.thisYear, { year: thisYear.year }), 13, 'ac b', 94)}${ganzhiLine(ctx, M + 106, line, thisYear.ganzhi, elementsOf(thisYear.ganzhi), 110)}${fitted(M + 220, line, thisYear.tenGod, 13, 'tx', INNER - 222)}</g>`,
  )
  return { svg: out.join(''), height: cursor + 32 - y }
}

/** Every warning of the chart, each in its words, wrapped. */
function narrowWarnings(ctx: PictureContext, y: number, codes: WarningCode[]): Drawn {
  if (codes.length === 0) return { svg: '', height: 0 }
  const { colours, words } = ctx
  const body: string[] = []
  let cursor = y + 48
  for (const code of codes) {
    const lines = linesOf(words.warning[code] ?? code, 13, INNER - 24)
    lines.forEach((line, i) => body.push(text(M + 12, cursor + i * 18, line, 't13 tx', i === 0 ? ` data-warning="${code}"` : '')))
    cursor += lines.length * 18 + 4
  }
  const height = cursor - y - 6
  return {
    svg: [
      rect(M, y, INNER, height, colours.warningFill, ` rx="8" stroke="${colours.warning}" stroke-width="1.5"`),
      warningSign(M + 10, y + 10, colours.warning),
      text(M + 34, y + 24, words.warnings, 't16 wa b'),
      ...body,
    ].join(''),
    height,
  }
}

/** What the narrow layout shares with the wide one: the doubted pillars, the warnings listed, a pillar's elements. */
interface NarrowInputs {
  doubted: (position: string) => WarningCode[]
  warningCodes: WarningCode[]
  elementsOf: (ganzhi: string) => [Element, Element]
}

/** The sections of the narrow layout, top to bottom. */
export function narrowSections(
  ctx: PictureContext,
  thisYear: CurrentYear,
  inputs: NarrowInputs,
): ((c: PictureContext, y: number) => Drawn)[] {
  return [
    narrowHeader,
    (c, y) => pillarBlock(c, y, ['year', 'month'], inputs.doubted),
    (c, y) => pillarBlock(c, y, ['day', 'hour'], inputs.doubted),
    narrowElements,
    (c, y) => narrowLuck(c, y, thisYear, inputs.elementsOf),
    (c, y) => narrowWarnings(c, y, inputs.warningCodes),
  ]
}
