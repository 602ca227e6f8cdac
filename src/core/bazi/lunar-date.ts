/**
 * Chinese lunar (农历) date of a civil date, with leap months. The month table is generated from
 * lunar-typescript 1.8.6 (`LunarYear.getMonths()`: new moons and 中气 in Beijing time, the official
 * rule of the Chinese calendar) by scripts/build-lunar-months.ts and decoded once at module load:
 * building a LunarYear per request costs ~0.6 ms, a lookup here is a binary search over ~5000 months.
 * The tests compare it with `Solar.getLunar()`.
 */
import { FIRST_LUNAR_YEAR, FIRST_MONTH_JDN, MONTH_ALPHABET, MONTH_CODES } from './lunar-months-data'
import { julianDayNumber } from './calendar'
import { lastIndexAtOrBefore } from '../sorted'
import type { Locale } from '../types'

const COUNT = MONTH_CODES.length
const START_JDN = new Int32Array(COUNT + 1)
const LUNAR_YEAR = new Int16Array(COUNT)
/** 1..12, negative for a leap month. */
const LUNAR_MONTH = new Int8Array(COUNT)
{
  let jdn = FIRST_MONTH_JDN
  let year = FIRST_LUNAR_YEAR
  for (let i = 0; i < COUNT; i++) {
    const v = MONTH_ALPHABET.indexOf(MONTH_CODES[i])
    const month = (v % 12) + 1
    const leap = v % 24 >= 12
    if (month === 1 && !leap && i > 0) year++
    START_JDN[i] = jdn
    LUNAR_YEAR[i] = year
    LUNAR_MONTH[i] = leap ? -month : month
    jdn += v >= 24 ? 30 : 29
  }
  START_JDN[COUNT] = jdn
}

export interface LunarDate {
  year: number
  month: number
  day: number
  isLeapMonth: boolean
}

const MONTH_ZH = ['', '正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊']
const DAY_ZH = (d: number) =>
  d === 10
    ? '初十'
    : d === 20
      ? '二十'
      : d === 30
        ? '三十'
        : ['初', '十', '廿', '三'][Math.floor(d / 10)] + ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'][d % 10]

/** Lunar date of a Gregorian civil date in 1800-01-01..2200-12-31. */
export const lunarDateOf = (year: number, month: number, day: number): LunarDate => {
  const jdn = julianDayNumber(year, month, day)
  if (jdn < START_JDN[0] || jdn >= START_JDN[COUNT]) throw new RangeError(`lunar date table does not cover ${year}-${month}-${day}`)
  const lo = lastIndexAtOrBefore(START_JDN, jdn, COUNT)
  const m = LUNAR_MONTH[lo]
  return { year: LUNAR_YEAR[lo], month: Math.abs(m), day: jdn - START_JDN[lo] + 1, isLeapMonth: m < 0 }
}

/** "闰四月初八", "正月十五". */
export const lunarDateZh = (d: LunarDate) => `${d.isLeapMonth ? '闰' : ''}${MONTH_ZH[d.month]}月${DAY_ZH(d.day)}`
/** "leap month 4, day 8", "month 1, day 15". */
export const lunarDateEn = (d: LunarDate) => `${d.isLeapMonth ? 'leap month' : 'month'} ${d.month}, day ${d.day}`

const MONTH_TW = ['', '正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '臘']
/** "閏四月初八", "臘月三十": the Simplified form's words in Traditional characters (閏, 臘). */
const lunarDateTraditional = (d: LunarDate) => `${d.isLeapMonth ? '閏' : ''}${MONTH_TW[d.month]}月${DAY_ZH(d.day)}`

/** Vietnamese names month 1 tháng Giêng and month 12 tháng Chạp; the others by number. */
const viMonth = (m: number) => (m === 1 ? 'Giêng' : m === 12 ? 'Chạp' : String(m))

/**
 * The lunar date in `locale`, as each tradition writes a 旧暦/음력/âm lịch date:
 * - ja "閏4月8日" (旧暦 dates in Arabic numerals, 閏 for a leap month, as 国立天文台's 暦 tables print them);
 * - ko "윤4월 8일" (음력 dates, 윤 for a leap month: 표준국어대사전 "윤달");
 * - vi "ngày 8 tháng 4 nhuận", "ngày 15 tháng Giêng" (tháng Giêng = month 1, tháng Chạp = month 12).
 *
 * @public Shared with the other areas (the Zi Wei chart's lunar date).
 */
export const lunarDateName = (d: LunarDate, locale: Locale): string => {
  switch (locale) {
    case 'en':
      return lunarDateEn(d)
    case 'zh':
      return lunarDateZh(d)
    case 'zh-TW':
    case 'zh-HK':
      return lunarDateTraditional(d)
    case 'ja':
      return `${d.isLeapMonth ? '閏' : ''}${d.month}月${d.day}日`
    case 'ko':
      return `${d.isLeapMonth ? '윤' : ''}${d.month}월 ${d.day}일`
    case 'vi':
      return `ngày ${d.day} tháng ${viMonth(d.month)}${d.isLeapMonth ? ' nhuận' : ''}`
  }
}
