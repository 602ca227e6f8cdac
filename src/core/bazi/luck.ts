/**
 * Luck pillars (大运) and annual pillars (流年).
 *
 * Direction (《三命通会》·论大运): yang year stem + male or yin year stem + female → forward (顺行)
 * from the month pillar; otherwise backward (逆行).
 *
 * Start (起运), method `minutes-to-jie-3-days-per-year`: the time from birth to the next jie
 * (forward) or from the previous jie (backward), converted at 3 days = 1 year (《三命通会》
 * "三日折一年", hence 1 day = 4 months, 1 时辰 = 10 days), computed on whole minutes:
 * 4320 min = 1 year, 360 min = 1 month, 12 min = 1 day, each remaining minute = 2 hours. This is
 * lunar-typescript `getYun(gender, 2)` and agrees with tyme4ts' default provider to the day (docs/domain.md,
 * "Luck pillars": 1998-07-31 14:10 male → 2y 5m 25d, first 大运 庚申, nominal age 4). The jie instants are
 * this service's exact UTC instants, so results can differ from Beijing-time libraries by minutes.
 *
 * Calendar years and nominal ages follow lunar-typescript `DaYun`: the first luck pillar starts in
 * the Gregorian year of the start moment, each lasts ten years, nominal age (虚岁) = year − birth
 * year + 1.
 */
import type { WallClock } from '../time/types'
import { daysInMonth } from '../time/civil-date'
import { addMinutesToWall, julianDayNumber, dateOfJulianDayNumber } from './calendar'

export interface LuckStartSpan {
  years: number
  months: number
  days: number
  hours: number
}

/** Converts the birth-to-jie distance to the start span (3 days = 1 year, on whole minutes). */
export const luckStartSpan = (distanceMs: number): LuckStartSpan => {
  let minutes = Math.floor(Math.abs(distanceMs) / 60000)
  const years = Math.floor(minutes / 4320)
  minutes -= years * 4320
  const months = Math.floor(minutes / 360)
  minutes -= months * 360
  const days = Math.floor(minutes / 12)
  minutes -= days * 12
  return { years, months, days, hours: minutes * 2 }
}

/** Calendar addition of a span to a wall clock (years, then months with day clamping, then days and hours). */
export const addSpan = (wall: WallClock, span: LuckStartSpan): WallClock => {
  const totalMonths = wall.year * 12 + (wall.month - 1) + span.years * 12 + span.months
  const year = Math.floor(totalMonths / 12)
  const month = (totalMonths % 12) + 1
  const day = Math.min(wall.day, daysInMonth(year, month))
  const shifted = dateOfJulianDayNumber(julianDayNumber(year, month, day) + span.days)
  // Built member by member (addMinutesToWall reads only these): a spread here showed in the chart's CPU profile.
  return addMinutesToWall(
    { year: shifted.year, month: shifted.month, day: shifted.day, hour: wall.hour, minute: wall.minute, second: wall.second },
    span.hours * 60,
  )
}

/** The sexagenary cycle (0..59) of the `index`-th luck pillar (1-based): the month pillar's
 * neighbours, forward or backward. */
export const luckPillarCycle = (monthCycle: number, forward: boolean, index: number): number =>
  (((monthCycle + (forward ? index : -index)) % 60) + 60) % 60

/** Forward when the year stem's polarity and the sex agree (yang-male, yin-female). */
export const isForward = (yearStem: number, sex: 'male' | 'female') => (yearStem % 2 === 0) === (sex === 'male')
