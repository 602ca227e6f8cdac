/**
 * The chart as one picture: a self-contained SVG string in the traditional 排盘 layout (header, four
 * columns year → hour, element balance, luck pillars, warnings). Pure: the chart the core computed
 * and the options in, text out; no DOM, no I/O, no external reference (no URL, web font or script),
 * so the same string can be served, rasterised or drawn inside an assistant's view.
 *
 * Every word is in the request locale: the chart's labels already are (`name`), the picture's own
 * words come from `PICTURE_TEXT`. Colours follow the elements, and every coloured character has its
 * element written next to it, so nothing is said by colour alone.
 */
import { ELEMENTS, type ChartResult, type Element, type PillarView } from '../../core/bazi'
import type { Locale, WarningCode } from '../../core/types'
import { elementName, GRID, MARGIN, POSITIONS, type CurrentYear, type PictureContext } from './context'
import { describeChart } from './describe'
import { luckRow } from './luck-row'
import { signed, solarCorrectionMinutes, svgDocument } from './document'
import { PALETTES, rect, text, textWidth, warningSign, type Theme } from './svg'
import { fillIn, PICTURE_TEXT, type PictureText } from './text'

export { PICTURE_TEXT } from './text'
export { describeChart } from './describe'
export type { Theme } from './svg'
export type { CurrentYear } from './context'

export interface PictureOptions {
  locale: Locale
  theme: Theme
  /** Rendered width in px; the drawing is laid out on a 1200-unit grid and scaled to it. */
  width: number
  /** The reading date's year pillar (`currentYearOf`): it picks the current luck pillar and the year shown. */
  currentYear: CurrentYear
}

const LABEL_WIDTH = 150
const COLUMN_WIDTH = (GRID - 2 * MARGIN - LABEL_WIDTH) / 4
/**
 * The pillars a warning puts in doubt: their column headings carry the warning sign too, so the
 * doubt is seen where the pillar is, not only in the list below.
 */
const DOUBTED: Partial<Record<WarningCode, readonly (typeof POSITIONS)[number][]>> = {
  NEAR_SOLAR_TERM: ['year', 'month'],
  OFFSET_UNKNOWN_PILLARS: ['year', 'month'],
  NEAR_HOUR_BOUNDARY: ['day', 'hour'],
  NONEXISTENT_LOCAL_TIME: ['day', 'hour'],
  AMBIGUOUS_LOCAL_TIME: ['day', 'hour'],
  BIRTH_TIME_UNKNOWN: ['hour'],
  LOCATION_UNKNOWN: ['day', 'hour'],
}

/** The header: sex, civil birth moment and place, the clock and 子时 rule used, lunar date and zodiac. */
function header(ctx: PictureContext, y: number): { svg: string; height: number } {
  const { chart, words, colours } = ctx
  const { time, location } = chart
  const sex = chart.luck?.sex
  const civil = time.civil.replace('T', ' ')
  const place = location.name
    ? [location.name, location.country].filter(Boolean).join(', ') + (location.timeZone ? ` (${location.timeZone})` : '')
    : words.placeUnknown
  const born = [fillIn(words.born, { date: civil }), time.timeKnown ? null : words.timeUnknown, place].filter(Boolean).join(words.separator)
  const clock =
    time.trueSolar && time.drivingClock === 'true-solar' && time.timeKnown
      ? fillIn(words.trueSolar, { time: time.trueSolar.slice(11, 16), minutes: signed(solarCorrectionMinutes(time.civil, time.trueSolar)) })
      : words.civilClock
  const zi = words.ziHour[chart.conventions.ziHour as 'next-day' | 'same-day'] ?? ''
  const { lunarDate, civilLunarDate } = chart.chart
  // Both lunar dates, each labelled, when the day pillar's day is not the civil one (the Zi Wei chart reads the first).
  const lunar = civilLunarDate
    ? fillIn(words.lunarOfChartDay, { year: lunarDate.yearGanzhi, date: lunarDate.name }) +
      words.separator +
      fillIn(words.lunarOfCivilDay, { date: civilLunarDate.name })
    : fillIn(words.lunar, { year: lunarDate.yearGanzhi, date: lunarDate.name })
  const zodiac = fillIn(words.zodiac, { animal: chart.chart.zodiac.name })
  const svg = [
    text(MARGIN, y + 30, `${words.sex[sex ?? 'unknown']}${words.separator}${words.title}`, 't28 tx b'),
    text(MARGIN, y + 62, born, 't18 tx'),
    text(MARGIN, y + 90, [clock, zi].join(words.separator), 't18 mu'),
    text(MARGIN, y + 118, [lunar, zodiac].join(words.separator), 't18 mu'),
  ]
  return { svg: svg.join(''), height: 136 }
}

interface Row {
  key: keyof PictureText['rows'] | 'heading'
  height: number
}

const ROWS: Row[] = [
  { key: 'heading', height: 40 },
  { key: 'tenGod', height: 34 },
  { key: 'stem', height: 92 },
  { key: 'branch', height: 92 },
  { key: 'hidden', height: 84 },
  { key: 'stage', height: 30 },
  { key: 'self', height: 30 },
  { key: 'nayin', height: 30 },
  { key: 'void', height: 30 },
  { key: 'shensha', height: 100 },
]

/** A big character coloured by its element, the element's name written under it. */
function bigCharacter(ctx: PictureContext, x: number, y: number, char: string, element: Element): string {
  return text(x, y + 58, char, `t60 ${element} m b`) + text(x, y + 82, elementName(element, ctx.locale), `t15 ${element} m`)
}

const faces = new Map<string, string>()

/**
 * The cells of a pillar that follow from its two characters and the day master alone (ten god,
 * stem, branch, hidden stems, life stages, nayin): the same in every chart with that pillar in that
 * column, so kept (at most 60 pillars × 10 day masters × 4 columns per theme and locale).
 */
function pillarFace(
  ctx: PictureContext,
  pillar: PillarView,
  position: (typeof POSITIONS)[number],
  x: number,
  top: Record<string, number>,
): string {
  const sex = ctx.chart.luck?.sex ?? 'unknown'
  const key = `${ctx.colours.background}|${ctx.locale}|${position}|${top.tenGod}|${position === 'day' ? sex : ''}|${ctx.chart.chart.dayMaster}|${pillar.ganzhi}`
  let face = faces.get(key)
  if (face !== undefined) return face
  const { words } = ctx
  const cx = x + COLUMN_WIDTH / 2
  const plain = 't16 tx m'
  const out: string[] = []
  const tenGod = position === 'day' ? words.dayMaster[sex] : pillar.stem.tenGod.name
  out.push(text(cx, top.tenGod + 23, tenGod, position === 'day' ? 't16 ac m b' : 't16 tx m b'))
  out.push(bigCharacter(ctx, cx, top.stem, pillar.stem.char, pillar.stem.element.code as Element))
  out.push(bigCharacter(ctx, cx, top.branch, pillar.branch.char, pillar.branch.element.code as Element))
  pillar.branch.hiddenStems.forEach((hidden, i) => {
    const line = top.hidden + 22 + i * 26
    out.push(text(x + 14, line, hidden.char, `t18 ${hidden.element.code} b`))
    out.push(text(x + 38, line, `${hidden.element.name}${words.separator}${hidden.tenGod.name}`, 't14 tx'))
  })
  out.push(text(cx, top.stage + 21, pillar.growthStage.dayMaster.name, plain))
  out.push(text(cx, top.self + 21, pillar.growthStage.self.name, plain))
  out.push(text(cx, top.nayin + 21, pillar.nayin.name, plain))
  face = out.join('')
  if (faces.size > 20_000) faces.clear()
  faces.set(key, face)
  return face
}

/** The cells of one known pillar: its face, then void and symbolic stars (which depend on the other pillars). */
function pillarCells(
  ctx: PictureContext,
  pillar: PillarView,
  position: (typeof POSITIONS)[number],
  x: number,
  top: Record<string, number>,
): string {
  const cx = x + COLUMN_WIDTH / 2
  let out = pillarFace(ctx, pillar, position, x, top) + text(cx, top.void + 21, pillar.voidBranches.join(' '), 't16 tx m')
  const stars = pillar.shensha.map((s) => s.name)
  const shown = stars.length > 4 ? [...stars.slice(0, 3), `+${stars.length - 3}`] : stars
  shown.forEach((name, i) => {
    out += text(cx, top.shensha + 20 + i * 22, name, 't14 mu m')
  })
  return out
}

/** The hour column when the time is unknown: drawn as unknown, nothing invented. */
function unknownHourCells(ctx: PictureContext, x: number, top: Record<string, number>): string {
  const cx = x + COLUMN_WIDTH / 2
  const grey = 't60 mu m'
  return [
    text(cx, top.tenGod + 23, ctx.words.hourUnknown, 't16 wa m b'),
    text(cx, top.stem + 58, '?', grey),
    text(cx, top.branch + 58, '?', grey),
    ...(['hidden', 'stage', 'self', 'nayin', 'void', 'shensha'] as const).map((row) => text(cx, top[row] + 21, ctx.words.none, 't16 mu m')),
  ].join('')
}

/** The rows' tops from `y` down, and the grid's height. */
function rowTops(y: number): { top: Record<string, number>; height: number } {
  const top: Record<string, number> = {}
  let cursor = y
  for (const row of ROWS) {
    top[row.key] = cursor
    cursor += row.height
  }
  return { top, height: cursor - y }
}

const frames = new Map<string, string>()

/**
 * The grid without its contents: panel, rules, row labels, column headings. The same for every
 * chart of a theme and locale, so drawn once each.
 */
function gridFrame(ctx: PictureContext, y: number): string {
  const key = `${ctx.colours.background}|${ctx.locale}|${y}`
  let frame = frames.get(key)
  if (frame === undefined) {
    const { colours, words } = ctx
    const { top, height } = rowTops(y)
    const out: string[] = [
      rect(MARGIN, y, GRID - 2 * MARGIN, height, colours.panel, ' rx="10"'),
      rect(MARGIN, y, GRID - 2 * MARGIN, ROWS[0].height, colours.band, ' rx="10"'),
    ]
    for (const row of ROWS.slice(1)) {
      out.push(rect(MARGIN + 12, top[row.key], GRID - 2 * MARGIN - 24, 1, colours.rule))
      const labelY = top[row.key] + Math.min(row.height, 34) / 2 + 6 + (row.height > 60 ? row.height / 2 - 17 : 0)
      out.push(text(MARGIN + 14, labelY, words.rows[row.key as keyof PictureText['rows']], 't15 mu'))
    }
    POSITIONS.forEach((position, i) => {
      const x = MARGIN + LABEL_WIDTH + i * COLUMN_WIDTH
      out.push(text(x + COLUMN_WIDTH / 2, y + 27, words.columns[position], 't18 tx m b'))
      if (i > 0) out.push(rect(x, y + ROWS[0].height, 1, height - ROWS[0].height - 8, colours.rule))
    })
    frame = out.join('')
    frames.set(key, frame)
  }
  return frame
}

/** The four columns with their row labels. */
function pillarGrid(ctx: PictureContext, y: number): { svg: string; height: number } {
  const { colours, words, chart } = ctx
  const { top, height } = rowTops(y)
  const out: string[] = [gridFrame(ctx, y)]
  POSITIONS.forEach((position, i) => {
    const x = MARGIN + LABEL_WIDTH + i * COLUMN_WIDTH
    const doubts = chart.warnings.filter((w) => DOUBTED[w.code]?.includes(position)).map((w) => w.code)
    if (doubts.length) {
      const signX = x + COLUMN_WIDTH / 2 + textWidth(words.columns[position], 18) / 2 + 8
      out.push(`<g data-doubted-by="${[...new Set(doubts)].join(' ')}">${warningSign(Math.round(signX), y + 12, colours.warning)}</g>`)
    }
    const pillar = chart.chart.pillars[position]
    out.push(`<g data-pillar="${position}">${pillar ? pillarCells(ctx, pillar, position, x, top) : unknownHourCells(ctx, x, top)}</g>`)
  })
  return { svg: out.join(''), height }
}

/** Element balance: visible count and weighted share per element, missing ones marked in words. */
function elementBalance(ctx: PictureContext, y: number): { svg: string; height: number } {
  const { colours, words, chart, locale } = ctx
  const { visible, weighted, missing } = chart.chart.elements
  const total = ELEMENTS.reduce((sum, e) => sum + weighted[e], 0) || 1
  const out: string[] = [text(MARGIN, y + 24, words.elements, 't20 tx b')]
  const slot = (GRID - 2 * MARGIN) / 5
  ELEMENTS.forEach((element, i) => {
    const x = MARGIN + i * slot
    const colour = colours.element[element]
    const absent = missing.includes(element)
    out.push(
      text(x, y + 56, `${elementName(element, locale)} ${visible[element]}${absent ? ` (${words.missing})` : ''}`, `t17 ${element} b`),
    )
    out.push(rect(x, y + 66, slot - 24, 10, colours.band, ' rx="5"'))
    out.push(rect(x, y + 66, Math.max(2, ((slot - 24) * weighted[element]) / total), 10, colour, ' rx="5"'))
    out.push(text(x, y + 96, fillIn(words.weighted, { value: weighted[element] }), 't14 mu'))
  })
  const strength = chart.chart.strength
  const verdict = [
    fillIn(words.strength, { verdict: strength.verdictTerm.name }),
    fillIn(words.favourable, { elements: strength.favourable.map((t) => t.name).join(' ') }),
  ].join(words.separator)
  out.push(text(MARGIN, y + 126, verdict, 't16 tx'))
  return { svg: out.join(''), height: 140 }
}

/** Every warning of the chart, each with a drawn sign and its words in the locale. */
function warningList(ctx: PictureContext, y: number): { svg: string; height: number } {
  const { colours, words, chart } = ctx
  const codes = [...new Set(chart.warnings.map((w) => w.code))]
  if (codes.length === 0) return { svg: '', height: 0 }
  const height = 44 + codes.length * 28
  const out: string[] = [
    rect(MARGIN, y, GRID - 2 * MARGIN, height, colours.warningFill, ` rx="10" stroke="${colours.warning}" stroke-width="1.5"`),
    warningSign(MARGIN + 14, y + 12, colours.warning),
    text(MARGIN + 40, y + 27, words.warnings, 't18 wa b'),
  ]
  codes.forEach((code, i) => out.push(text(MARGIN + 40, y + 56 + i * 28, words.warning[code] ?? code, 't16 tx', ` data-warning="${code}"`)))
  return { svg: out.join(''), height }
}

/** The chart as a standalone SVG document (UTF-8 text). */
export function renderChartPicture(chart: ChartResult, options: PictureOptions): string {
  const ctx: PictureContext = { chart, locale: options.locale, words: PICTURE_TEXT[options.locale], colours: PALETTES[options.theme] }
  const parts: string[] = []
  let y = 8
  for (const section of [
    header,
    pillarGrid,
    elementBalance,
    (c: PictureContext, at: number) => luckRow(c, at, options.currentYear),
    warningList,
  ]) {
    const drawn = section(ctx, y)
    if (drawn.height === 0) continue
    parts.push(drawn.svg)
    y += drawn.height + 20
  }
  const height = y + 4
  const scaledHeight = Math.round((height * options.width) / GRID)
  const summary = describeChart(chart, options.locale, options.currentYear)
  return svgDocument({ ...options, grid: GRID, height, scaledHeight, summary, parts })
}
