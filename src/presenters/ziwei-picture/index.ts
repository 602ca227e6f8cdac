/**
 * The Zi Wei Dou Shu chart as one picture: a self-contained SVG string in the traditional 4 × 4
 * square, the twelve palaces on the outer ring in their fixed branch places (巳 午 未 申 across the
 * top, 辰 卯 down the left, 酉 戌 down the right, 寅 丑 子 亥 across the bottom) and the birth data in
 * the centre; below it, every warning. Pure, like the Bazi picture beside it (src/presenters/
 * chart-picture, whose document, style sheet and words for the birth moment it shares): the chart the
 * core computed and the options in, text out; no DOM, no I/O, no external reference.
 *
 * Every text sits in its palace's cell: the cell grows to the lines it holds (flow.ts), and each row
 * of the square is as tall as its fullest cell. With the fortune layers (`readingDate`), the current
 * decade's and year's palaces are outlined and tagged, and their 四化 are drawn apart from the birth
 * year's (outlined signs with the layer's mark).
 */
import { BRANCHES } from '../../core/bazi'
import type { Locale, Sex } from '../../core/types'
import type { LeapMonthRule, YearStart } from '../../core/ziwei'
import { svgDocument } from '../chart-picture/document'
import { PALETTES, rect, text, warningSign, type Theme } from '../chart-picture/svg'
import { PICTURE_TEXT } from '../chart-picture/text'
import type { ZiweiPictureChart } from './chart'
import { centreLines } from './centre'
import { describeZiwei } from './describe'
import { breakText, drawLines, flow, heightOf, type Line, textChip } from './flow'
import { footLines, type LayerMutagens, type MutagenCode, type PalaceContext, type PalaceMarks, starLines } from './palace'
import { ZIWEI_PICTURE_TEXT } from './text'

export { ZIWEI_PICTURE_TEXT } from './text'
export type { ZiweiPictureChart } from './chart'

export interface ZiweiPictureOptions {
  locale: Locale
  theme: Theme
  /** Rendered width in px; the drawing is laid out on a 1200-unit grid and scaled to it. */
  width: number
  sex?: Sex
  leapMonth: LeapMonthRule
  yearStart: YearStart
  /** Which layers the marks and 四化 show: the birth year's alone, with the decade's, or with the year's; both when absent. */
  layer?: 'birth' | 'decade' | 'year'
}

const GRID = 1200
const MARGIN = 16
const CELL = (GRID - 2 * MARGIN) / 4
const PAD = 14
const MIN_ROW = 190

/** Column and row of each branch (子 = 0 … 亥 = 11) on the square. */
const PLACE: [number, number][] = [
  [2, 3], // 子
  [1, 3], // 丑
  [0, 3], // 寅
  [0, 2], // 卯
  [0, 1], // 辰
  [0, 0], // 巳
  [1, 0], // 午
  [2, 0], // 未
  [3, 0], // 申
  [3, 1], // 酉
  [3, 2], // 戌
  [3, 3], // 亥
]

/** The 四化 colours (禄 green, 权 orange, 科 blue, 忌 red), readable on each theme; the sign always says which. */
const MUTAGEN_COLOURS: Record<Theme, Record<MutagenCode, string>> = {
  light: { lu: '#2e7d32', quan: '#b45309', ke: '#1565c0', ji: '#b0003a' },
  dark: { lu: '#7bc67e', quan: '#ffb36b', ke: '#6fb4ff', ji: '#ff7a9a' },
}

const styles = new Map<Theme, string>()
/** The picture's own rules after the shared sheet: the 四化 signs, the tags, the frames. */
function ziweiStyle(theme: Theme): string {
  let sheet = styles.get(theme)
  if (!sheet) {
    const p = PALETTES[theme]
    const rules = Object.entries(MUTAGEN_COLOURS[theme]).map(
      ([m, colour]) => `.f-${m}{fill:${colour}}.o-${m}{fill:${p.background};stroke:${colour};stroke-width:1.5}.c-${m}{fill:${colour}}`,
    )
    rules.push(
      `.on-sign{fill:${p.background};font-weight:bold}.tag{fill:none;stroke:${p.accent};stroke-width:1.2}`,
      `.cell{fill:${p.panel};stroke:${p.rule};stroke-width:1}.cell.life{stroke:${p.accent};stroke-width:2.5}`,
      `.mark{fill:none;stroke:${p.accent};stroke-width:3}.mark.year{stroke-dasharray:10 6}`,
    )
    sheet = `<style>${rules.join('')}</style>`
    styles.set(theme, sheet)
  }
  return sheet
}

/** The current layers' 四化 by star, and the marks on the decade's and year's palaces. */
function layerMarks(
  chart: ZiweiPictureChart,
  layer: ZiweiPictureOptions['layer'],
): { mutagens: LayerMutagens; marks: Map<number, PalaceMarks> } {
  const mutagens: LayerMutagens = new Map()
  const marks = new Map<number, PalaceMarks>()
  const l = chart.layers
  if (!l || layer === 'birth') return { mutagens, marks }
  const add = (layer: 'decade' | 'year', list: { mutagen: string; star: string }[]) => {
    for (const m of list) mutagens.set(m.star, [...(mutagens.get(m.star) ?? []), { layer, mutagen: m.mutagen as MutagenCode }])
  }
  if (l.decade && layer !== 'year') {
    add('decade', l.decade.mutagens)
    marks.set(l.decade.branch, { decade: { from: l.decade.from, to: l.decade.to } })
  }
  if (layer === 'decade') return { mutagens, marks }
  add('year', l.year.mutagens)
  marks.set(l.year.branch, { ...marks.get(l.year.branch), year: Number(l.readingDate.slice(0, 4)) })
  return { mutagens, marks }
}

interface Cell {
  branch: number
  top: Line[]
  foot: Line[]
}

/** Every warning of the chart with a drawn sign and its short words (the Bazi picture's), wrapped to the width. */
function warningBox(chart: ZiweiPictureChart, locale: Locale, theme: Theme, y: number): { svg: string; height: number } {
  const words = PICTURE_TEXT[locale]
  const codes = [...new Set(chart.warnings.map((w) => w.code))]
  if (codes.length === 0) return { svg: '', height: 0 }
  const width = GRID - 2 * MARGIN
  const units = codes.flatMap((code) =>
    breakText(words.warning[code] ?? code, 16, width - 60).map((piece, i) => ({
      unit: [textChip(piece, 16, 't16 tx', ` data-warning="${code}"`)],
      newLine: i === 0,
    })),
  )
  const lines = flow(units, width - 60)
  const height = 48 + heightOf(lines)
  const colours = PALETTES[theme]
  return {
    svg: [
      `<g data-cell="warnings">`,
      rect(MARGIN, y, width, height, colours.warningFill, ` rx="10" stroke="${colours.warning}" stroke-width="1.5" data-frame="warnings"`),
      warningSign(MARGIN + 14, y + 12, colours.warning),
      text(MARGIN + 40, y + 27, words.warnings, 't18 wa b'),
      drawLines(lines, MARGIN + 40, y + 38),
      '</g>',
    ].join(''),
    height,
  }
}

/** The chart as a standalone SVG document (UTF-8 text). */
export function renderZiweiPicture(chart: ZiweiPictureChart, options: ZiweiPictureOptions): string {
  const { mutagens, marks } = layerMarks(chart, options.layer)
  const ctx: PalaceContext = { locale: options.locale, words: ZIWEI_PICTURE_TEXT[options.locale], layerMutagens: mutagens }
  const inner = CELL - 2 * PAD
  const cells: Cell[] = chart.palaces.map((p) => ({
    branch: p.branch,
    top: starLines(ctx, p, inner),
    foot: footLines(ctx, p, marks.get(p.branch) ?? {}, inner),
  }))
  const centre = centreLines(chart, options, 2 * CELL - 4 * PAD)
  // Each row as tall as its fullest cell; the two middle rows also hold the centre between them.
  const rows = [0, 0, 0, 0].map(() => MIN_ROW)
  for (const c of cells) {
    const row = PLACE[c.branch][1]
    rows[row] = Math.max(rows[row], Math.ceil(2 * PAD + heightOf(c.top) + 12 + heightOf(c.foot)))
  }
  const centreNeed = Math.ceil(2 * PAD + 16 + heightOf(centre))
  if (rows[1] + rows[2] < centreNeed) {
    const extra = centreNeed - rows[1] - rows[2]
    rows[1] += Math.ceil(extra / 2)
    rows[2] += Math.ceil(extra / 2)
  }
  const top = MARGIN
  const rowTop = (r: number) => top + rows.slice(0, r).reduce((a, b) => a + b, 0)
  const parts: string[] = []
  for (const c of cells) {
    const [col, row] = PLACE[c.branch]
    const x = MARGIN + col * CELL
    const y = rowTop(row)
    const palace = chart.palaces.find((p) => p.branch === c.branch)!
    const mark = marks.get(c.branch)
    parts.push(
      `<g data-branch="${BRANCHES[c.branch].zh}" data-palace="${palace.palace}"${mark?.decade ? ' data-decade=""' : ''}${mark?.year !== undefined ? ' data-year=""' : ''}>`,
      `<rect x="${x}" y="${y}" width="${CELL}" height="${rows[row]}" class="cell${palace.isLife ? ' life' : ''}" data-frame=""/>`,
      mark?.decade ? `<rect x="${x + 4}" y="${y + 4}" width="${CELL - 8}" height="${rows[row] - 8}" class="mark decade"/>` : '',
      mark?.year !== undefined ? `<rect x="${x + 7}" y="${y + 7}" width="${CELL - 14}" height="${rows[row] - 14}" class="mark year"/>` : '',
      drawLines(c.top, x + PAD, y + PAD),
      drawLines(c.foot, x + PAD, y + rows[row] - PAD - heightOf(c.foot)),
      '</g>',
    )
  }
  const cy = rowTop(1)
  const colours = PALETTES[options.theme]
  parts.push(
    `<g data-cell="centre">`,
    rect(MARGIN + CELL, cy, 2 * CELL, rows[1] + rows[2], colours.background, ` stroke="${colours.rule}" data-frame="centre"`),
    drawLines(centre, MARGIN + CELL + 2 * PAD, cy + PAD + 8),
    '</g>',
  )
  let height = rowTop(4) + 16
  const warnings = warningBox(chart, options.locale, options.theme, height)
  if (warnings.height) {
    parts.push(warnings.svg)
    height += warnings.height + 16
  }
  return svgDocument({
    locale: options.locale,
    theme: options.theme,
    width: options.width,
    grid: GRID,
    height,
    scaledHeight: Math.round((height * options.width) / GRID),
    summary: describeZiwei(chart, options),
    parts,
    extraStyle: ziweiStyle(options.theme),
  })
}
