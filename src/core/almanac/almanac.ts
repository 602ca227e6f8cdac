/**
 * The almanac (黄历) of a civil date, from lunar-typescript 1.8.6 computed in its default 'chs'
 * language (never `I18n.setLanguage`, which is process-global) and translated with `./glossary`.
 *
 * Conventions (each also named in the result's `source`):
 * - 宜/忌: the library's lookup table, which its author derived from a popular online almanac
 *   (6tail, https://6tail.cn/calendar/lunar.yiji.html: "从 tools.2345.com 爬取了10多年的宜忌数据 …
 *   制作了一个宜忌数据表"), i.e. the common almanac-app tradition, not the 宜忌等第 of
 *   《钦定协纪辨方书》. Months are counted from the day of the 节 (`getDayYi(1)`: "以节交接当天起算月"),
 *   which suits a date-only almanac.
 * - 福神: by day stem per the 福神方位歌 "甲乙东南是福神，丙丁正东是堪宜，戊北己南庚辛坤，壬在乾方癸在西"
 *   (lunar-typescript `getDayPositionFuDesc(1)`, the same table as tyme4ts `getMascotDirection()`).
 *   The library's default (sect 2, 西北 on a 丙 day) follows another table; we do not use it.
 * - Year pillar from 立春 (the 干支 calendar, consistent with the month and day pillars); the lunar
 *   date, its year name and the zodiac year follow the lunar new year, as printed almanacs do.
 * - Solar terms and lunar months are the library's, computed in Beijing time (UTC+8), the
 *   reference of the official Chinese calendar.
 * - The twelve two-hour periods start with 子 at 23:00 the evening before; pillars by 五鼠遁 from the
 *   day stem, gods and luck from the library's 黄道/黑道 hour table.
 *
 * Speed: `Lunar.fromSolar` rebuilds a `LunarYear` (~570 µs) whenever the year differs from the
 * previous call (its cache holds one year). Rather than monkey-patching the library, `lunarOf`
 * repeats `Lunar.fromSolar`'s month search over a bounded per-year memo of `LunarYear` objects and
 * calls the public `Lunar` constructor. Tables that depend only on pillars (宜忌, 吉神/凶煞, hours)
 * are memoized by pillar, so a day costs little more than building its `Lunar`.
 */
import type { Lunar, LunarYear } from 'lunar-typescript'
import { lunarLibrary } from './lunar-library'
import { AppError } from '../errors'
import { LOCALES } from '../locale'
import type { Locale } from '../types'
import { ANIMAL_NAMES, BRANCH_NAMES, BRANCHES, STEMS, STEM_NAMES, cycleIndexOfName, plainPinyin, type Element } from '../bazi'
import { NAYIN_ORDER } from '../bazi'
import { activityCodeOf } from './activity-codes'
import { almanacSource, clashDisplay, lunarDateDisplay } from './displays'
import { DATE_REFUSALS, dateLabel } from './refusals'
import { LIBRARY_KEY_FIXES, MANSION_ANIMAL_FIXES, ordinalEn, WEEKDAY } from './glossary'
import { WEEKDAY_ROWS } from './term-names'
import {
  ACTIVITIES,
  ANIMALS,
  DAY_GOD_PATHS,
  DAY_GODS,
  DIRECTIONS,
  DUTY_OFFICERS,
  FESTIVALS,
  FETUS_POSITIONS,
  LUMINARIES,
  MANSION_ANIMALS,
  MANSIONS,
  NAYIN,
  PALACES,
  PENGZU,
  SOLAR_TERMS,
  SPIRITS,
  ganzhiReading,
  rowName,
  type TermTable,
} from './term-tables'

/** Earliest and latest supported civil dates (the span the service's solar-term tables cover). */
const ALMANAC_MIN_DATE = '1800-01-01'
const ALMANAC_MAX_DATE = '2200-12-31'

/** A label in both languages plus `name` in the request's locale. */
export interface AlmanacTerm {
  name: string
  en: string
  zh: string
}

/** An activity (宜/忌): a term with its stable code (./activity-codes), e.g. `weddings` for 嫁娶. */
export interface ActivityTerm extends AlmanacTerm {
  code: string
}

interface AlmanacPillar {
  /** The two characters, e.g. 丙子. */
  ganzhi: string
  /** `ganzhi` in the request's locale: 丙子, Bing-Zi, 병자, Bính Tý. */
  name: string
  /** Romanised with its meaning, e.g. "Bing-Zi (Yang Fire Rat)". */
  en: string
  /** `name`: the stem, branch and animal in the request's locale (the chart's tables). */
  stem: { name: string; zh: string; en: string; element: Element }
  branch: { name: string; zh: string; en: string; element: Element; animal: AlmanacTerm }
  nayin: AlmanacTerm
}

export interface AlmanacHour {
  /** Two-character pillar of the period, e.g. 戊子. */
  ganzhi: string
  name: string
  /** Civil clock span, e.g. 23:00-01:00 for 子 (starting the evening before). */
  start: string
  end: string
  animal: AlmanacTerm
  /** 黄道/黑道 god ruling the period. */
  god: AlmanacTerm
  path: AlmanacTerm
  auspicious: boolean
}

export interface Almanac {
  date: string
  locale: Locale
  weekday: AlmanacTerm
  lunar_date: {
    /** Lunar year number (the Gregorian year in which its new year falls). */
    year: number
    /** 1..12. */
    month: number
    is_leap_month: boolean
    day: number
    /** Year name of the lunar year, by the lunar new year (e.g. 乙巳). */
    year_ganzhi: string
    /** In the request's locale: 乙巳年四月初十, "Day 10 of the 4th lunar month, Yi-Si year", 음력 을사년 4월 10일 … */
    display: string
    zh: string
  }
  /** Animal of the lunar year (by the lunar new year). */
  zodiac_year: AlmanacTerm
  /** Year pillar from 立春. */
  year_pillar: AlmanacPillar
  /** Month pillar from the day of the 节. */
  month_pillar: AlmanacPillar
  day_pillar: AlmanacPillar
  /** The solar term whose instant (Beijing time) falls on this date, else null. */
  solar_term: AlmanacTerm | null
  /** The main traditional lunar festivals falling on this date (春节 元宵 … 除夕); empty on most days. */
  festivals: AlmanacTerm[]
  activities: { suitable: ActivityTerm[]; unsuitable: ActivityTerm[] }
  zodiac_clash: {
    animal: AlmanacTerm
    pillar: { ganzhi: string; name: string }
    sha_direction: AlmanacTerm
    /** 冲马(庚午)煞南, "Clashes with the Horse (Geng-Wu); sha lies South", 沖馬(庚午)煞南 … (./displays). */
    display: string
  }
  auspicious_directions: {
    joy: AlmanacTerm
    wealth: AlmanacTerm
    fortune: AlmanacTerm
    yang_noble: AlmanacTerm
    yin_noble: AlmanacTerm
  }
  duty_officer: AlmanacTerm
  day_god: AlmanacTerm & { path: AlmanacTerm; auspicious: boolean }
  lunar_mansion: AlmanacTerm & { luminary: AlmanacTerm; animal: AlmanacTerm; palace: AlmanacTerm; auspicious: boolean }
  pengzu_taboos: { stem: AlmanacTerm; branch: AlmanacTerm }
  fetus_god: AlmanacTerm
  lucky_gods: AlmanacTerm[]
  unlucky_spirits: AlmanacTerm[]
  hours: AlmanacHour[]
  source: { library: string; activities: string; fortune_direction: string }
}

// The library is loaded on first use (./lunar-library.ts), in its default language, never switched
// afterwards (the setting is process-global).

// ---------------------------------------------------------------------------------------------
// Date validation

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]

/**
 * Parses `YYYY-MM-DD` into a proleptic Gregorian date, rejecting anything that is not a real date
 * (the library silently accepts 2026-02-30) and dates outside the supported range. `field` names
 * the request member in the error (`date`, or the reading date's own name on its surface); the
 * message is in `locale` (./displays).
 */
export const parseAlmanacDate = (date: string, field = 'date', locale: Locale = 'en'): { year: number; month: number; day: number } => {
  const m = DATE_PATTERN.exec(date)
  if (!m) throw new AppError('INVALID_DATE', DATE_REFUSALS.text(locale, 'format', { ...dateLabel(field, locale), date }), { field })
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new AppError('INVALID_DATE', DATE_REFUSALS.text(locale, 'noSuchDay', { ...dateLabel(field, locale), date }), { field })
  }
  if (date < ALMANAC_MIN_DATE || date > ALMANAC_MAX_DATE) {
    throw new AppError(
      'DATE_OUT_OF_RANGE',
      DATE_REFUSALS.text(locale, 'outOfRange', { ...dateLabel(field, locale), date, from: ALMANAC_MIN_DATE, to: ALMANAC_MAX_DATE }),
      {
        field,
        min: ALMANAC_MIN_DATE,
        max: ALMANAC_MAX_DATE,
      },
    )
  }
  return { year, month, day }
}

/**
 * Marks a value that is shared between results (memoised, cached) as read-only, by type only.
 * Deliberately not `Object.freeze`: frozen objects push JSC's `JSON.stringify` off its fast path,
 * and every response that embeds them serialises 1.7-4× slower.
 */
const shared = <T>(value: T): Readonly<T> => value

// ---------------------------------------------------------------------------------------------
// Library access with a per-year memo

const YEAR_CACHE_LIMIT = 512
const yearCache = new Map<number, LunarYear>()

/** `LunarYear` of a Gregorian year, memoized (least recently used evicted beyond the limit). */
const lunarYearOf = (year: number): LunarYear => {
  let ly = yearCache.get(year)
  if (ly) {
    // Refresh recency: Map keeps insertion order, so re-inserting marks it most recent.
    yearCache.delete(year)
  } else {
    ly = new (lunarLibrary().LunarYear)(year)
    if (yearCache.size >= YEAR_CACHE_LIMIT) yearCache.delete(yearCache.keys().next().value as number)
  }
  yearCache.set(year, ly)
  return ly
}

/** Same search as `Lunar.fromSolar` (lunar-typescript 1.8.6), over the memoized `LunarYear`. */
export const lunarOf = (year: number, month: number, day: number, hour = 0): Lunar => {
  const { Lunar, Solar } = lunarLibrary()
  const solar = Solar.fromYmdHms(year, month, day, hour, 0, 0)
  const ly = lunarYearOf(year)
  for (const lm of ly.getMonths()) {
    const days = solar.subtract(Solar.fromJulianDay(lm.getFirstJulianDay()))
    if (days < lm.getDayCount()) {
      return new Lunar(lm.getYear(), lm.getMonth(), days + 1, hour, 0, 0, solar, ly)
    }
  }
  throw new AppError('INTERNAL', `No lunar month found for ${year}-${month}-${day}.`)
}

// ---------------------------------------------------------------------------------------------
// Terms. Everything below is memoized per locale so that a day costs little beyond its `Lunar`:
// terms per dictionary, and whole blocks per pillar (a day's clash, directions, taboos and hours
// depend only on its pillar; 宜忌 on the month and day pillars).

const fix = (zh: string): string => LIBRARY_KEY_FIXES[zh] ?? zh

type PerLocale<V> = Record<Locale, Map<string, V>>
const perLocale = <V>(): PerLocale<V> => Object.fromEntries(LOCALES.map((l) => [l, new Map<string, V>()])) as PerLocale<V>

/** 除夕 as the library names it, read once on the first almanac (the library loads then). */
let chuXiName: string | null = null
const chuXi = (): string => (chuXiName ??= lunarLibrary().I18n.getMessage('jr.chuXi'))

const termCaches = new Map<TermTable, PerLocale<AlmanacTerm>>()

/**
 * The shared term for `zh` in `table`, built once per locale. A missing entry falls back to the
 * English, then to the Chinese, so a library upgrade never breaks a request; the glossary tests
 * (every term the library's tables hold, in every locale) make sure none is missing.
 */
export const term = (table: TermTable, zh: string, locale: Locale): AlmanacTerm => {
  let caches = termCaches.get(table)
  if (!caches) termCaches.set(table, (caches = perLocale()))
  let t = caches[locale].get(zh)
  if (!t) {
    const en = table.en(zh) ?? zh
    const name = locale === 'zh' ? zh : locale === 'en' ? en : (table.nameIn(zh, locale) ?? en)
    t = shared({ name, en, zh })
    caches[locale].set(zh, t)
  }
  return t
}

const weekdayCache = perLocale<AlmanacTerm>()
/** The day of the week (0 = Sunday) in `locale`. */
const weekdayOf = (index: number, locale: Locale): AlmanacTerm => {
  let t = weekdayCache[locale].get(String(index))
  if (!t) {
    const { en, zh } = WEEKDAY[index]
    const name = locale === 'en' ? en : locale === 'zh' ? zh : rowName(WEEKDAY_ROWS[index], locale)!
    t = shared({ name, en, zh })
    weekdayCache[locale].set(String(index), t)
  }
  return t
}

/** A pillar's name in `locale`: 丙子 (zh, zh-TW, zh-HK, ja), Bing-Zi (en), 병자 (ko), Bính Tý (vi). */
const pillarName = (ganzhi: string, locale: Locale): string =>
  locale === 'zh' ? ganzhi : locale === 'en' ? romaniseGanzhi(ganzhi) : ganzhiReading(ganzhi, locale)

const ROMAN_GANZHI: readonly string[] = Array.from(
  { length: 60 },
  (_, n) => `${plainPinyin(STEMS[n % 10].pinyin)}-${plainPinyin(BRANCHES[n % 12].pinyin)}`,
)

/** Bing-Zi for 丙子. */
export const romaniseGanzhi = (ganzhi: string): string => {
  const cycle = cycleIndexOfName(ganzhi)
  return cycle === undefined ? ganzhi : ROMAN_GANZHI[cycle]
}

const pillarCache = perLocale<AlmanacPillar>()

const pillarOf = (ganzhi: string, locale: Locale): AlmanacPillar => {
  let p = pillarCache[locale].get(ganzhi)
  if (p) return p
  const cycle = cycleIndexOfName(ganzhi)
  if (cycle === undefined) throw new AppError('INTERNAL', `Unexpected pillar ${ganzhi}.`)
  const stem = STEMS[cycle % 10]
  const branch = BRANCHES[cycle % 12]
  const roman = ROMAN_GANZHI[cycle]
  p = shared({
    ganzhi,
    name: locale === 'en' ? roman : pillarName(ganzhi, locale),
    en: `${roman} (${stem.en} ${branch.animal.en})`,
    stem: shared({ name: STEM_NAMES[locale][stem.index], zh: stem.zh, en: stem.en, element: stem.element }),
    branch: shared({
      name: BRANCH_NAMES[locale][branch.index],
      zh: branch.zh,
      en: branch.en,
      element: branch.element,
      animal: shared({ name: ANIMAL_NAMES[locale][branch.index], en: branch.animal.en, zh: branch.animal.zh }),
    }),
    nayin: term(NAYIN, NAYIN_ORDER[Math.floor(cycle / 2)][1], locale),
  })
  pillarCache[locale].set(ganzhi, p)
  return p
}

const NONE = '无'

type Activities = Almanac['activities']

const activityTermCache = perLocale<ActivityTerm>()
/** An activity with its stable code (./activity-codes) first, then the usual term. */
export const activityTerm = (zh: string, locale: Locale): ActivityTerm => {
  let t = activityTermCache[locale].get(zh)
  if (!t) {
    t = shared({ code: activityCodeOf(zh), ...term(ACTIVITIES, zh, locale) })
    activityTermCache[locale].set(zh, t)
  }
  return t
}
/** 宜/忌 depend only on the month and day pillars (≤ 3,600 pairs per locale). */
const activitiesCache = perLocale<Activities>()
const activitiesOf = (monthGanzhi: string, dayGanzhi: string, locale: Locale): Activities => {
  const key = monthGanzhi + dayGanzhi
  let v = activitiesCache[locale].get(key)
  if (!v) {
    const terms = (list: string[]) => shared(list.filter((x) => x !== NONE).map((x) => activityTerm(x, locale))) as ActivityTerm[]
    const { LunarUtil } = lunarLibrary()
    v = shared({
      suitable: terms(LunarUtil.getDayYi(monthGanzhi, dayGanzhi)),
      unsuitable: terms(LunarUtil.getDayJi(monthGanzhi, dayGanzhi)),
    })
    activitiesCache[locale].set(key, v)
  }
  return v
}

interface Spirits {
  lucky: AlmanacTerm[]
  unlucky: AlmanacTerm[]
}
/** 吉神/凶煞 depend only on the month branch and the day pillar (≤ 720 pairs per locale). */
const spiritsCache = perLocale<Spirits>()
const spiritsOf = (monthZhiIndex: number, dayGanzhi: string, locale: Locale): Spirits => {
  const key = monthZhiIndex + dayGanzhi
  let v = spiritsCache[locale].get(key)
  if (!v) {
    const terms = (list: string[]) =>
      shared(
        list
          .map(fix)
          .filter((x) => x !== NONE)
          .map((x) => term(SPIRITS, x, locale)),
      ) as AlmanacTerm[]
    const { LunarUtil } = lunarLibrary()
    v = {
      lucky: terms(LunarUtil.getDayJiShen(monthZhiIndex, dayGanzhi)),
      unlucky: terms(LunarUtil.getDayXiongSha(monthZhiIndex, dayGanzhi)),
    }
    spiritsCache[locale].set(key, v)
  }
  return v
}

const pad2 = (n: number) => String(n).padStart(2, '0')

type DayBlock = Pick<Almanac, 'day_pillar' | 'zodiac_clash' | 'auspicious_directions' | 'pengzu_taboos' | 'fetus_god' | 'hours'>

/**
 * Everything that depends only on the day pillar (60 entries per locale): 冲煞, the directions of
 * the gods (by day stem), 彭祖百忌, 胎神 and the twelve periods (五鼠遁 stems, 黄道 gods by the day
 * branch, from the library's hour getters).
 */
const dayBlockCache = perLocale<DayBlock>()
const dayBlockOf = (lunar: Lunar, locale: Locale): DayBlock => {
  const dayGanzhi = lunar.getDayInGanZhi()
  let block = dayBlockCache[locale].get(dayGanzhi)
  if (block) return block

  // 冲: the pillar opposite the day's (天干相冲 + 地支六冲), e.g. 丙子 → 庚午 马; 煞: 东/南/西/北.
  const clashPillar = lunar.getDayChongGan() + lunar.getDayChong()
  const clashAnimal = term(ANIMALS, lunar.getDayChongShengXiao(), locale)
  const sha = term(DIRECTIONS, lunar.getDaySha(), locale)

  const hours: AlmanacHour[] = []
  for (let i = 0; i < 12; i++) {
    // i = 0 is the 子 period (its 00:00 half has the same pillar as 23:00 the evening before under
    // the next-day rule); then 1:00 丑, 3:00 寅 … 21:00 亥.
    // Same values as the library's LunarTime (getTimes()), which would rebuild LunarYears.
    const solar = lunar.getSolar()
    const t = lunarOf(solar.getYear(), solar.getMonth(), solar.getDay(), i === 0 ? 0 : 2 * i - 1)
    const ganzhi = t.getTimeInGanZhi()
    hours.push(
      shared({
        ganzhi,
        name: pillarName(ganzhi, locale),
        start: `${pad2((2 * i + 23) % 24)}:00`,
        end: `${pad2((2 * i + 1) % 24)}:00`,
        animal: term(ANIMALS, t.getTimeShengXiao(), locale),
        god: term(DAY_GODS, t.getTimeTianShen(), locale),
        path: term(DAY_GOD_PATHS, t.getTimeTianShenType(), locale),
        auspicious: t.getTimeTianShenLuck() === '吉',
      }),
    )
  }

  const clashName = pillarName(clashPillar, locale)
  block = shared({
    day_pillar: pillarOf(dayGanzhi, locale),
    zodiac_clash: shared({
      animal: clashAnimal,
      pillar: shared({ ganzhi: clashPillar, name: clashName }),
      sha_direction: sha,
      display: clashDisplay({ animal: clashAnimal.name, ganzhi: clashPillar, reading: clashName, sha: sha.name }, locale),
    }),
    auspicious_directions: shared({
      joy: term(DIRECTIONS, lunar.getDayPositionXiDesc(), locale),
      wealth: term(DIRECTIONS, lunar.getDayPositionCaiDesc(), locale),
      // Sect 1 = the 福神方位歌 table (see the module comment); the library's default is sect 2.
      fortune: term(DIRECTIONS, lunar.getDayPositionFuDesc(1), locale),
      yang_noble: term(DIRECTIONS, lunar.getDayPositionYangGuiDesc(), locale),
      yin_noble: term(DIRECTIONS, lunar.getDayPositionYinGuiDesc(), locale),
    }),
    pengzu_taboos: shared({ stem: term(PENGZU, lunar.getPengZuGan(), locale), branch: term(PENGZU, lunar.getPengZuZhi(), locale) }),
    fetus_god: term(FETUS_POSITIONS, lunar.getDayPositionTai(), locale),
    hours: shared(hours) as AlmanacHour[],
  })
  dayBlockCache[locale].set(dayGanzhi, block)
  return block
}

type Mansion = Almanac['lunar_mansion']
const mansionCache = perLocale<Mansion>()
const mansionOf = (lunar: Lunar, locale: Locale): Mansion => {
  const xiu = lunar.getXiu()
  let m = mansionCache[locale].get(xiu)
  if (!m) {
    m = shared({
      ...term(MANSIONS, xiu, locale),
      luminary: term(LUMINARIES, lunar.getZheng(), locale),
      animal: term(MANSION_ANIMALS, MANSION_ANIMAL_FIXES[xiu] ?? lunar.getAnimal(), locale),
      palace: term(PALACES, `${lunar.getGong()}方${lunar.getShou()}`, locale),
      auspicious: lunar.getXiuLuck() === '吉',
    })
    mansionCache[locale].set(xiu, m)
  }
  return m
}

type DayGod = Almanac['day_god']
const dayGodCache = perLocale<DayGod>()
const dayGodOf = (lunar: Lunar, locale: Locale): DayGod => {
  const god = lunar.getDayTianShen()
  let g = dayGodCache[locale].get(god)
  if (!g) {
    g = shared({
      ...term(DAY_GODS, god, locale),
      path: term(DAY_GOD_PATHS, lunar.getDayTianShenType(), locale),
      auspicious: lunar.getDayTianShenLuck() === '吉',
    })
    dayGodCache[locale].set(god, g)
  }
  return g
}

// ---------------------------------------------------------------------------------------------
// Displays and sources

/**
 * The main lunar festivals, as `Lunar.getFestivals()` (table by lunar month-day, leap months have
 * none; 除夕 on the last day of the 12th month), without its `next(1)`, which would rebuild years.
 */
const festivalsOf = (lunar: Lunar, locale: Locale): AlmanacTerm[] => {
  const list: AlmanacTerm[] = []
  const f = lunarLibrary().LunarUtil.FESTIVAL[`${lunar.getMonth()}-${lunar.getDay()}`]
  if (f) list.push(term(FESTIVALS, f, locale))
  if (Math.abs(lunar.getMonth()) === 12 && lunar.getDay() >= 29) {
    const next = lunar.getSolar().next(1)
    if (lunarOf(next.getYear(), next.getMonth(), next.getDay()).getYear() !== lunar.getYear()) list.push(term(FESTIVALS, chuXi(), locale))
  }
  return list
}

const enDisplayOfLunarDate = (lunar: Lunar) => {
  const month = Math.abs(lunar.getMonth())
  const leap = lunar.getMonth() < 0 ? 'leap ' : ''
  return `Day ${lunar.getDay()} of the ${leap}${ordinalEn(month)} lunar month, ${romaniseGanzhi(lunar.getYearInGanZhi())} year`
}

/** The lunar date in a locale beyond en and zh (./displays), with the year name as the locale reads it. */
const otherDisplayOfLunarDate = (lunar: Lunar, locale: Exclude<Locale, 'en' | 'zh'>) => {
  const month = lunar.getMonth()
  const yearGz = lunar.getYearInGanZhi()
  return lunarDateDisplay(
    { year: lunar.getYear(), month: Math.abs(month), day: lunar.getDay(), isLeapMonth: month < 0 },
    { ganzhi: yearGz, reading: ganzhiReading(yearGz, locale) },
    locale,
  )
}

// ---------------------------------------------------------------------------------------------

/**
 * The almanac of a civil date (`YYYY-MM-DD`, no time zone: an almanac page is per calendar day).
 * Throws `AppError('INVALID_DATE')` for anything that is not a real date and
 * `AppError('DATE_OUT_OF_RANGE')` outside 1800-01-01..2200-12-31. The result and its nested
 * objects are shared (recent days are cached): copy before mutating.
 */
export const dailyAlmanac = (date: string, locale: Locale = 'en'): Almanac => {
  // Most requests ask for today or a nearby day: answer repeats from a small LRU of whole results.
  const cached = dayCache[locale].get(date)
  if (cached) {
    dayCache[locale].delete(date)
    dayCache[locale].set(date, cached)
    return cached
  }
  const result = computeAlmanac(date, locale)
  if (dayCache[locale].size >= DAY_CACHE_LIMIT) dayCache[locale].delete(dayCache[locale].keys().next().value as string)
  dayCache[locale].set(date, result)
  return result
}

const DAY_CACHE_LIMIT = 1024
const dayCache = perLocale<Almanac>()

const computeAlmanac = (date: string, locale: Locale): Almanac => {
  const { year, month, day } = parseAlmanacDate(date, 'date', locale)
  if (lunarLibrary().I18n.getLanguage() !== 'chs') {
    // Someone switched the library's global language; our keys would no longer match.
    throw new AppError('INTERNAL', 'The calendar library is not in its Chinese mode.')
  }
  const lunar = lunarOf(year, month, day)
  const monthGz = lunar.getMonthInGanZhi()
  const dayGz = lunar.getDayInGanZhi()
  const block = dayBlockOf(lunar, locale)
  const spirits = spiritsOf(lunar.getMonthZhiIndex(), dayGz, locale)
  const jieQi = lunar.getJieQi()
  const lunarMonth = lunar.getMonth()
  const zhDisplay = `${lunar.getYearInGanZhi()}年${lunar.getMonthInChinese()}月${lunar.getDayInChinese()}`

  return shared({
    date,
    locale,
    weekday: weekdayOf(lunar.getWeek(), locale),
    lunar_date: shared({
      year: lunar.getYear(),
      month: Math.abs(lunarMonth),
      is_leap_month: lunarMonth < 0,
      day: lunar.getDay(),
      year_ganzhi: lunar.getYearInGanZhi(),
      display: locale === 'zh' ? zhDisplay : locale === 'en' ? enDisplayOfLunarDate(lunar) : otherDisplayOfLunarDate(lunar, locale),
      zh: zhDisplay,
    }),
    zodiac_year: term(ANIMALS, lunar.getYearShengXiao(), locale),
    year_pillar: pillarOf(lunar.getYearInGanZhiByLiChun(), locale),
    month_pillar: pillarOf(monthGz, locale),
    day_pillar: block.day_pillar,
    solar_term: jieQi ? term(SOLAR_TERMS, jieQi, locale) : null,
    festivals: shared(festivalsOf(lunar, locale)) as AlmanacTerm[],
    activities: activitiesOf(monthGz, dayGz, locale),
    zodiac_clash: block.zodiac_clash,
    auspicious_directions: block.auspicious_directions,
    duty_officer: term(DUTY_OFFICERS, lunar.getZhiXing(), locale),
    day_god: dayGodOf(lunar, locale),
    lunar_mansion: mansionOf(lunar, locale),
    pengzu_taboos: block.pengzu_taboos,
    fetus_god: block.fetus_god,
    lucky_gods: spirits.lucky,
    unlucky_spirits: spirits.unlucky,
    hours: block.hours,
    source: almanacSource(locale),
  }) as Almanac
}
