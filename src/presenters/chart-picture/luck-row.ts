/** The luck pillars (大运) in a row, the decade in force marked, and the year pillar of the reading year. */
import { branchOf, stemOf, type Element } from '../../core/bazi'
import { elementName, GRID, MARGIN, type CurrentYear, type Drawn, type PictureContext } from './context'
import { rect, text, wrapWords } from './svg'
import { fillIn } from './text'

/** A pillar's two elements, stem and branch. */
export const elementsOf = (ganzhi: string): [Element, Element] => [stemOf(ganzhi[0])!.element, branchOf(ganzhi[1])!.element]

/** A pillar's two characters, each in its element's colour, with the two elements written under them. */
function ganzhiPair(ctx: PictureContext, cx: number, y: number, ganzhi: string): string {
  const [stem, branch] = elementsOf(ganzhi)
  return (
    text(cx - 17, y + 30, ganzhi[0], `t30 ${stem} m b`) +
    text(cx + 17, y + 30, ganzhi[1], `t30 ${branch} m b`) +
    text(cx, y + 48, `${elementName(stem, ctx.locale)} ${elementName(branch, ctx.locale)}`, 't12 mu m')
  )
}

const BOX_TOP = 54
const BOX_HEIGHT = 150
const YEAR_BOX = 170

/** Box faces already drawn: the same pillar, ten god, width and mark look the same in every picture. */
const faces = new Map<string, string>()

/**
 * The part of a box that depends only on the pillar, its ten god, the box's width and whether it is
 * marked: frame, characters, elements, ten god, drawn at the origin. Kept (at most a few thousand:
 * 60 pillars × their ten gods × widths × themes × locales), since a row repeats across pictures.
 */
function boxFace(ctx: PictureContext, width: number, ganzhi: string, tenGod: string, current: boolean): string {
  const key = `${ctx.colours.background}|${ctx.locale}|${width}|${current ? 1 : 0}|${ganzhi}|${tenGod}`
  let face = faces.get(key)
  if (face === undefined) {
    const { colours } = ctx
    const cx = width / 2
    const frame = current ? ` rx="8" stroke="${colours.accent}" stroke-width="3"` : ` rx="8" stroke="${colours.rule}" stroke-width="1"`
    const lines = wrapWords(tenGod, 13, width - 10).slice(0, 2)
    face =
      rect(0, 0, width, BOX_HEIGHT, colours.panel, frame) +
      ganzhiPair(ctx, cx, 4, ganzhi) +
      lines.map((line, i) => text(cx, 74 + i * 16, line, 't13 tx m')).join('')
    if (faces.size > 5000) faces.clear()
    faces.set(key, face)
  }
  return face
}

/** One box at (x, y): its face, then a first and a second line below (age and year, which vary). */
function box(
  ctx: PictureContext,
  x: number,
  y: number,
  width: number,
  pillar: { ganzhi: string; tenGod: string; first: string; second: string },
  current: boolean,
  attributes: string,
): string {
  const w = Math.round(width)
  const cx = w / 2
  return `<g${attributes} transform="translate(${Math.round(x)} ${Math.round(y)})">${boxFace(ctx, w, pillar.ganzhi, pillar.tenGod, current)}${text(cx, 118, pillar.first, 't13 mu m')}${text(cx, 137, pillar.second, 't13 mu m')}</g>`
}

export function luckRow(ctx: PictureContext, y: number, thisYear: CurrentYear): Drawn {
  const { words, chart } = ctx
  const out: string[] = []
  const luck = chart.luck
  const heading = luck
    ? `${words.luck}  ${fillIn(words.luckStart, { age: luck.start.nominalAge, year: luck.start.moment.slice(0, 4) })}`
    : words.luck
  out.push(text(MARGIN, y + 24, heading, 't20 tx b'))
  const yearX = GRID - MARGIN - YEAR_BOX
  const yearLabel = fillIn(words.thisYear, { year: thisYear.year })
  out.push(
    box(
      ctx,
      yearX,
      y + BOX_TOP,
      YEAR_BOX,
      { ganzhi: thisYear.ganzhi, tenGod: thisYear.tenGod, first: yearLabel, second: '' },
      true,
      ` data-year="${thisYear.year}"`,
    ),
  )
  if (!luck) {
    out.push(text(MARGIN, y + BOX_TOP + 40, words.noLuck, 't16 mu'))
    return { svg: out.join(''), height: BOX_TOP + BOX_HEIGHT }
  }
  const gap = 6
  const width = (yearX - MARGIN - 18 - gap * (luck.pillars.length - 1)) / luck.pillars.length
  luck.pillars.forEach((pillar, i) => {
    const x = MARGIN + i * (width + gap)
    const current = pillar.startYear <= thisYear.year && thisYear.year <= pillar.endYear
    const info = {
      ganzhi: pillar.ganzhi,
      tenGod: pillar.tenGod.name,
      first: fillIn(words.luckAge, { age: pillar.startAge }),
      second: String(pillar.startYear),
    }
    out.push(box(ctx, x, y + BOX_TOP, width, info, current, ` data-luck-index="${pillar.index}" class="luck${current ? ' current' : ''}"`))
    if (current) out.push(text(x + width / 2, y + BOX_TOP - 6, words.now, 't13 ac m b'))
  })
  return { svg: out.join(''), height: BOX_TOP + BOX_HEIGHT }
}
