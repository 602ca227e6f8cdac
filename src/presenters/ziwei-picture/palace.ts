/**
 * One palace of the Zi Wei picture: its major stars (each on its own line, with brightness and 四化),
 * the minor stars, the adjective stars in smaller type, then at the foot the life-stage and 博士
 * spirits, the decade's ages, the marks of the current decade and year, and the palace's name (命宫
 * in the accent colour, 身宫 marked) with its stem and branch. Every 四化 is a sign that says which
 * (禄 权 科 忌) in its colour: filled for the birth year, outlined with the layer's sign for the
 * decade's and the year's, so nothing is said by colour alone.
 */
import { BRANCHES, STEMS } from '../../core/bazi'
import type { Locale } from '../../core/types'
import type { ZiweiStar } from '../../core/ziwei'
import * as L from '../../core/ziwei/labels'
import type { ZiweiPalace } from '../../core/ziwei/types'
import { escapeXml } from '../chart-picture/svg'
import { type Chip, flow, type Line, measure, textChip, textUnits, type Unit } from './flow'
import type { ZiweiPictureText } from './text'

export type MutagenCode = 'lu' | 'quan' | 'ke' | 'ji'
export type LayerName = 'decade' | 'year'

/** The 四化 of the current layers: star code → the layers' transformations of it. */
export type LayerMutagens = Map<string, { layer: LayerName; mutagen: MutagenCode }[]>

export interface PalaceMarks {
  /** This palace is the current decade's 命宫 (its ages), or the current year's. */
  decade?: { from: number; to: number }
  year?: number
}

export interface PalaceContext {
  locale: Locale
  words: ZiweiPictureText
  layerMutagens: LayerMutagens
}

const round = (n: number) => Math.round(n)

/** A 四化 sign: filled (birth year) or outlined with the layer's sign (decade, year); classes of the picture's own style. */
export function mutagenChip(words: ZiweiPictureText, mutagen: MutagenCode, layer: LayerName | null, size = 14): Chip {
  const label = layer ? `${words.layerSign[layer]}${words.mutagen[mutagen]}` : words.mutagen[mutagen]
  const width = measure(label, size) + 8
  return {
    width,
    size,
    draw: (x, baseline) => {
      const box = `<rect x="${round(x)}" y="${round(baseline - size * 1.02)}" width="${round(width)}" height="${round(size * 1.3)}" rx="3" class="${layer ? `o-${mutagen}` : `f-${mutagen}`}"/>`
      const glyphs = `<text x="${round(x + width / 2)}" y="${round(baseline)}" class="t${size} m ${layer ? `c-${mutagen}` : 'on-sign'}" data-mutagen="${mutagen}"${layer ? ` data-layer="${layer}"` : ''}>${escapeXml(label)}</text>`
      return box + glyphs
    },
  }
}

/** A star as one unit: name, brightness, the birth year's 四化 and the current layers'. */
function starUnit(ctx: PalaceContext, table: L.LabelTable, star: ZiweiStar, size: number, classes: string, maxWidth: number): Unit {
  const { locale, words } = ctx
  const chips: Chip[] = textUnits(L.nameOf(table, star.code, locale), size, classes, maxWidth).flat()
  if (star.brightness)
    chips.push(textChip(L.nameOf(L.BRIGHTNESS, star.brightness, locale), Math.max(12, size - 5), `t${Math.max(12, size - 5)} mu`))
  if (star.mutagen) chips.push(mutagenChip(words, star.mutagen as MutagenCode, null))
  for (const m of ctx.layerMutagens.get(star.code) ?? []) chips.push(mutagenChip(words, m.mutagen, m.layer))
  return chips
}

/** The lines from the top of a palace: major stars, minor stars, adjective stars. */
export function starLines(ctx: PalaceContext, palace: ZiweiPalace, maxWidth: number): Line[] {
  const major = palace.major.map((s) => ({ unit: starUnit(ctx, L.MAJOR_STARS, s, 20, 't20 tx b', maxWidth), newLine: true }))
  const minor = palace.minor.map((s, i) => ({ unit: starUnit(ctx, L.MINOR_STARS, s, 16, 't16 tx', maxWidth), newLine: i === 0 }))
  const adjective = palace.adjective.flatMap((code, i) =>
    textUnits(L.nameOf(L.ADJECTIVE_STARS, code, ctx.locale), 13, 't13 mu', maxWidth).map((unit, j) => ({
      unit,
      newLine: i === 0 && j === 0,
    })),
  )
  return flow([...major, ...minor, ...adjective], maxWidth)
}

/** A tag in a box (身宫, the current decade and year): outlined in the accent colour. */
function tagChip(label: string, size: number): Chip {
  const width = measure(label, size) + 10
  return {
    width,
    size,
    draw: (x, baseline) =>
      `<rect x="${round(x)}" y="${round(baseline - size * 1.02)}" width="${round(width)}" height="${round(size * 1.3)}" rx="4" class="tag"/>` +
      `<text x="${round(x + width / 2)}" y="${round(baseline)}" class="t${size} m ac b">${escapeXml(label)}</text>`,
  }
}

/** The lines at the foot of a palace: spirits and decade, the current layers' marks, the name with its stem and branch. */
export function footLines(ctx: PalaceContext, palace: ZiweiPalace, marks: PalaceMarks, maxWidth: number): Line[] {
  const { locale, words } = ctx
  const units: { unit: Unit; newLine?: boolean }[] = []
  const spirits = [
    palace.lifeStage && L.nameOf(L.LIFE_STAGES, palace.lifeStage, locale),
    palace.boshi && L.nameOf(L.BOSHI_SPIRITS, palace.boshi, locale),
  ].filter((s): s is string => Boolean(s))
  for (const spirit of spirits) for (const unit of textUnits(spirit, 14, 't14 mu', maxWidth)) units.push({ unit })
  if (palace.decade) units.push({ unit: [textChip(`${palace.decade.from}–${palace.decade.to}`, 15, 't15 tx')] })
  const tags: Chip[] = []
  if (marks.decade) tags.push(tagChip(`${words.decade} ${marks.decade.from}–${marks.decade.to}`, 14))
  if (marks.year !== undefined) tags.push(tagChip(`${words.year} ${marks.year}`, 14))
  tags.forEach((tag, i) => units.push({ unit: [tag], newLine: i === 0 }))
  const name = L.nameOf(L.PALACES, palace.palace, locale)
  const nameUnits = textUnits(name, 20, palace.isLife ? 't20 ac b' : 't20 tx b', maxWidth)
  nameUnits.forEach((unit, i) => units.push({ unit, newLine: i === 0 }))
  if (palace.isBody) units.push({ unit: [tagChip(words.body, 14)] })
  units.push({ unit: [textChip(STEMS[palace.stem].zh + BRANCHES[palace.branch].zh, 20, 't20 tx')] })
  return flow(units, maxWidth)
}
