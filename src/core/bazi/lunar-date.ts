/**
 * Chinese lunar (农历) date of a civil date, with leap months. The month table comes from
 * lunar-typescript (`LunarYear.getMonths()`, new moons and 中气 in Beijing time, the official
 * Chinese calendar rule), but building a `LunarYear` costs ~0.6 ms, so each year's month list is
 * extracted once and memoized here as plain numbers. Lookups are then a short scan.
 */
import { LunarYear, Solar } from 'lunar-typescript'
import { julianDayNumber } from './calendar'

interface MonthRow {
  /** Lunar year the month belongs to. */
  year: number
  /** 1..12; negative for a leap month (lunar-typescript's convention). */
  month: number
  dayCount: number
  firstJdn: number
}

const MONTHS_BY_YEAR = new Map<number, MonthRow[]>()

const monthsOf = (gregorianYear: number): MonthRow[] => {
  let rows = MONTHS_BY_YEAR.get(gregorianYear)
  if (!rows) {
    rows = LunarYear.fromYear(gregorianYear)
      .getMonths()
      .map((m) => {
        const s = Solar.fromJulianDay(m.getFirstJulianDay())
        return { year: m.getYear(), month: m.getMonth(), dayCount: m.getDayCount(), firstJdn: julianDayNumber(s.getYear(), s.getMonth(), s.getDay()) }
      })
    MONTHS_BY_YEAR.set(gregorianYear, rows)
  }
  return rows
}

export interface LunarDate {
  year: number
  month: number
  day: number
  isLeapMonth: boolean
}

const MONTH_ZH = ['', '正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊']
const DAY_ZH = (d: number) =>
  d === 10 ? '初十' : d === 20 ? '二十' : d === 30 ? '三十' : ['初', '十', '廿', '三'][Math.floor(d / 10)] + ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'][d % 10]

/** Lunar date of a Gregorian civil date (same search as lunar-typescript `Lunar.fromSolar`). */
export const lunarDateOf = (year: number, month: number, day: number): LunarDate => {
  const jdn = julianDayNumber(year, month, day)
  for (const m of monthsOf(year)) {
    const offset = jdn - m.firstJdn
    if (offset >= 0 && offset < m.dayCount) return { year: m.year, month: Math.abs(m.month), day: offset + 1, isLeapMonth: m.month < 0 }
  }
  throw new Error(`no lunar month found for ${year}-${month}-${day}`)
}

/** "闰四月初八", "正月十五". */
export const lunarDateZh = (d: LunarDate) => `${d.isLeapMonth ? '闰' : ''}${MONTH_ZH[d.month]}月${DAY_ZH(d.day)}`
/** "leap month 4, day 8", "month 1, day 15". */
export const lunarDateEn = (d: LunarDate) => `${d.isLeapMonth ? 'leap month' : 'month'} ${d.month}, day ${d.day}`
