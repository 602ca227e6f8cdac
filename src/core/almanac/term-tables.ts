/**
 * Each almanac dictionary as one `TermTable`: its English (`./glossary`) and its name in every other
 * locale (the curated rows of `./activity-names` and `./term-names`; the names shared with the chart,
 * zodiac animals, nayin, solar terms, stems and branches, from the chart's own per-locale tables in
 * `core/bazi`; the composed 胎神 positions and the sentences of `./locale-texts`). `zh` is always the
 * library's own term. The almanac builds each term once per locale (`./almanac` caches them).
 */
import { toTraditional } from '../traditional'
import type { Locale } from '../types'
import { ANIMAL_NAMES, BRANCHES, NAYIN_ORDER, branchName, cycleIndexOfName, cycleParts, glossary, solarTermName, stemName } from '../bazi'
import { ACTIVITY_HK, ACTIVITY_ROWS, type Row } from './activity-names'
import {
  ACTIVITY_EN,
  DAY_GOD_EN,
  DAY_GOD_PATH_EN,
  DIRECTION_EN,
  DUTY_OFFICER_EN,
  FESTIVAL_EN,
  LUCK_EN,
  LUMINARY_EN,
  MANSION_ANIMAL_EN,
  MANSION_EN,
  PALACE_EN,
  PENGZU_EN,
  SOLAR_TERM_EN,
  SPIRIT_EN,
  fetusGodEn,
  parseFetusPosition,
} from './glossary'
import { FETUS_OBJECT_HK, FETUS_OBJECT_ROWS, PENGZU_WRITTEN } from './locale-texts'
import {
  DAY_GOD_PATH_ROWS,
  DAY_GOD_ROWS,
  DIRECTION_ROWS,
  DUTY_OFFICER_ROWS,
  FESTIVAL_ROWS,
  LUCK_ROWS,
  LUMINARY_ROWS,
  MANSION_ANIMAL_ROWS,
  MANSION_ROWS,
  PALACE_ROWS,
  SPIRIT_ROWS,
} from './term-names'

/** The locales whose names come from a table rather than from the library (`zh`) or `./glossary` (`en`). */
export type TableLocale = Exclude<Locale, 'en' | 'zh'>

type Lookup = Readonly<Record<string, string | undefined>>

/** A dictionary of the almanac: English and the name in each other locale of a library term. */
export interface TermTable {
  readonly en: (zh: string) => string | undefined
  readonly nameIn: (zh: string, locale: TableLocale) => string | undefined
}

const ROW_COLUMN: Record<TableLocale, 0 | 1 | 2 | 3> = { 'zh-TW': 0, 'zh-HK': 0, ja: 1, ko: 2, vi: 3 }

/** A row's term in `locale` (zh-HK: its override, else zh-TW's form). */
export const rowName = (row: Row | undefined, locale: TableLocale, hk?: string): string | undefined =>
  (locale === 'zh-HK' ? hk : undefined) ?? row?.[ROW_COLUMN[locale]]

const fromRows = (en: Lookup, rows: Readonly<Record<string, Row>>, hk: Lookup = {}): TermTable => ({
  en: (zh) => en[zh],
  nameIn: (zh, locale) => rowName(rows[zh], locale, hk[zh]),
})

export const ACTIVITIES = fromRows(ACTIVITY_EN, ACTIVITY_ROWS, ACTIVITY_HK)
export const SPIRITS = fromRows(SPIRIT_EN, SPIRIT_ROWS)
export const DUTY_OFFICERS = fromRows(DUTY_OFFICER_EN, DUTY_OFFICER_ROWS)
export const DAY_GODS = fromRows(DAY_GOD_EN, DAY_GOD_ROWS)
export const DAY_GOD_PATHS = fromRows(DAY_GOD_PATH_EN, DAY_GOD_PATH_ROWS)
export const LUCKS = fromRows(LUCK_EN, LUCK_ROWS)
export const MANSIONS = fromRows(MANSION_EN, MANSION_ROWS)
export const LUMINARIES = fromRows(LUMINARY_EN, LUMINARY_ROWS)
export const MANSION_ANIMALS = fromRows(MANSION_ANIMAL_EN, MANSION_ANIMAL_ROWS)
export const DIRECTIONS = fromRows(DIRECTION_EN, DIRECTION_ROWS)
export const FESTIVALS = fromRows(FESTIVAL_EN, FESTIVAL_ROWS)

/** 四象 by their direction (东 …), as the library's GONG table gives them. */
export const PALACE_DIRECTIONS = fromRows(PALACE_EN, PALACE_ROWS)

/** 四象 as the library names them (东方青龙 …), by their direction (PALACE_EN, PALACE_ROWS). */
export const PALACES: TermTable = {
  en: (zh) => (zh.length === 4 && zh[1] === '方' ? (PALACE_EN as Lookup)[zh[0]!] : undefined),
  nameIn: (zh, locale) => (zh.length === 4 && zh[1] === '方' ? rowName((PALACE_ROWS as Record<string, Row>)[zh[0]!], locale) : undefined),
}

const ANIMAL_INDEX = new Map(BRANCHES.map((b) => [b.animal.zh, b.index]))
/** The twelve zodiac animals (鼠 …), named by the chart's table (its ja 竜, its vi Mèo for 卯 …). */
export const ANIMALS: TermTable = {
  en: (zh) => {
    const i = ANIMAL_INDEX.get(zh)
    return i === undefined ? undefined : ANIMAL_NAMES.en[i]
  },
  nameIn: (zh, locale) => {
    const i = ANIMAL_INDEX.get(zh)
    return i === undefined ? undefined : ANIMAL_NAMES[locale][i]
  },
}

const NAYIN_CODE = new Map<string, string>(NAYIN_ORDER.map(([code, zh]) => [zh, code]))
const NAYIN_EN = new Map<string, string>(NAYIN_ORDER.map(([, zh, en]) => [zh, en]))
/** The thirty nayin, named by the chart's glossary. */
export const NAYIN: TermTable = {
  en: (zh) => NAYIN_EN.get(zh),
  nameIn: (zh, locale) => {
    const code = NAYIN_CODE.get(zh)
    return code === undefined ? undefined : (glossary.GLOSSARY.nayin as Record<string, glossary.GlossaryEntry>)[code]?.names[locale]
  },
}

const SOLAR_TERM_INDEX = new Map(Object.keys(SOLAR_TERM_EN).map((zh, i) => [zh, i]))
/** The 24 solar terms: the almanac's English (unchanged), the chart's names elsewhere (啓蟄, 경칩, Kinh Trập …). */
export const SOLAR_TERMS: TermTable = {
  en: (zh) => (SOLAR_TERM_EN as Lookup)[zh],
  nameIn: (zh, locale) => {
    const i = SOLAR_TERM_INDEX.get(zh)
    return i === undefined ? undefined : solarTermName(i, locale)
  },
}

/** 彭祖百忌: written for ja/ko/vi; Traditional Chinese through the domain-aware converter (安床 → 安牀 in Hong Kong). */
export const PENGZU: TermTable = {
  en: (zh) => (PENGZU_EN as Lookup)[zh],
  nameIn: (zh, locale) => {
    if (!(zh in PENGZU_EN)) return undefined
    if (locale === 'zh-TW' || locale === 'zh-HK') return toTraditional(zh, locale)
    return PENGZU_WRITTEN[zh as keyof typeof PENGZU_WRITTEN][locale]
  },
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A 胎神 position in `locale`, composed like the English one; undefined when a part is unknown. */
const fetusGodName = (zh: string, locale: TableLocale): string | undefined => {
  const parsed = parseFetusPosition(zh)
  if (!parsed) return undefined
  const objects = parsed.objects.map((o) => rowName(FETUS_OBJECT_ROWS[o], locale, FETUS_OBJECT_HK[o])!)
  const place = parsed.place
  const dir = place && rowName((DIRECTION_ROWS as Record<string, Row>)[place.direction], locale)
  if (place && !dir) return undefined
  const centre = place?.direction === '中'
  switch (locale) {
    case 'zh-TW':
    case 'zh-HK':
      return `${parsed.occupies ? '占' : ''}${objects.join('')}${place ? ` ${place.inside ? '房內' : '外'}${dir}` : ''}`
    case 'ja':
      return `${objects.join('・')}${place ? `（${place.inside ? `室内の${centre ? '中央' : dir}` : `外の${dir}`}）` : ''}`
    case 'ko':
      return `${objects.join('·')}${place ? ` (${place.inside ? `방 안 ${centre ? '가운데' : `${dir}쪽`}` : `바깥 ${dir}쪽`})` : ''}`
    case 'vi':
      return `${capitalise(objects.join(', '))}${place ? ` (${place.inside ? (centre ? 'giữa phòng' : `trong phòng, hướng ${dir}`) : `bên ngoài, hướng ${dir}`})` : ''}`
  }
}

/** 胎神 positions (LunarUtil.POSITION_TAI_DAY), composed from their objects and place. */
export const FETUS_POSITIONS: TermTable = { en: fetusGodEn, nameIn: fetusGodName }

/** The pillar `ganzhi` as a reader of `locale` names it: 丙子, 병자, Bính Tý (English: Bing-Zi, see `./almanac`). */
export const ganzhiReading = (ganzhi: string, locale: TableLocale): string => {
  const cycle = cycleIndexOfName(ganzhi)
  if (cycle === undefined || locale === 'zh-TW' || locale === 'zh-HK' || locale === 'ja') return ganzhi
  const { stem, branch } = cycleParts(cycle)
  return locale === 'ko'
    ? `${stemName(stem, locale)}${branchName(branch, locale)}`
    : `${stemName(stem, locale)} ${branchName(branch, locale)}`
}
