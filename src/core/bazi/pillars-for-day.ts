/**
 * Pillars of a calendar day, for the almanac and daily guidance (no birth involved).
 *
 * Day pillar: the civil date's sexagenary day (calendar.ts). Year and month pillars: those in force
 * at the END of the date in Beijing time (UTC+8), i.e. the day on which a jie falls already counts
 * in the new month. This is the convention of printed almanacs (黄历) and of lunar-typescript's
 * day-level `getMonthInGanZhi()` (as opposed to the `…Exact` variants, which switch at the instant).
 */
import { jieAtOrBefore } from '../time/solar-terms'
import { existingCivilDate } from '../time/civil-date'
import { dayCycleOfDate, julianDayNumber, yearMonthFromJie } from './calendar'
import { SIXTY_CYCLE } from './ganzhi'

export interface DayPillars {
  date: string
  year: string
  month: string
  day: string
  yearCycle: number
  monthCycle: number
  dayCycle: number
  /** The Bazi (立春-based) year. */
  baziYear: number
  /** 0 = 寅 month (from 立春) … 11 = 丑 month. */
  monthIndex: number
}

const UNIX_EPOCH_JDN = 2440588

export function pillarsForDay(date: string): DayPillars {
  const d = existingCivilDate(date, 'date', 'date')
  const jdn = julianDayNumber(d.year, d.month, d.day)
  // 24:00 of the date at UTC+8 = 16:00Z of the same date; the jie at or before the last millisecond.
  const endOfDayMs = (jdn - UNIX_EPOCH_JDN) * 86_400_000 + 16 * 3_600_000 - 1
  const ym = yearMonthFromJie(jieAtOrBefore(endOfDayMs))
  const dayCycle = dayCycleOfDate(d.year, d.month, d.day)
  return {
    date,
    year: SIXTY_CYCLE[ym.yearCycle],
    month: SIXTY_CYCLE[ym.monthCycle],
    day: SIXTY_CYCLE[dayCycle],
    yearCycle: ym.yearCycle,
    monthCycle: ym.monthCycle,
    dayCycle,
    baziYear: ym.baziYear,
    monthIndex: ym.monthIndex,
  }
}
