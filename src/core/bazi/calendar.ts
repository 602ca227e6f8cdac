/**
 * The four pillars from first principles (no calendar library on the hot path).
 *
 * - Year: the Bazi year starts at the 立春 instant (《渊海子平》; docs/domain.md, "Year boundary: 立春"), so the year of a
 *   moment is the year of the latest jie at or before it, except that 小寒 (the January jie) still
 *   belongs to the previous Bazi year. Cycle position (year − 4) mod 60 (4 CE was 甲子).
 * - Month: the latest jie at or before the instant (立春 → 寅 month … 小寒 → 丑 month); stem by
 *   五虎遁 (甲己之年丙作首 …). Both rules together make the month pillars run through the sixty
 *   cycle without a break, so month cycle = (12 × (year − 1984) + monthIndex + 2) mod 60
 *   (1984 甲子 year, its 寅 month 丙寅 = position 2).
 * - Day: the date on the driving clock, cycle position (JDN + 49) mod 60 (2000-01-01, JDN 2451545,
 *   is 戊午 = 54; checked against lunar-typescript in the tests).
 * - Hour: two-hour branches from 23:00 (子 = 23:00-00:59 …); stem by 五鼠遁 (甲己还加甲 …) from the
 *   day the 子 hour opens, i.e. from the next day for 23:00-23:59 in every school.
 */
import type { ZiHourRule } from '../types'
import { daysFromCivil, julianDayOfDays, utcFields } from '../time/day-count'
import type { CivilDate, SolarTermInstant, WallClock } from '../time/types'
import { cycleIndexOf } from './ganzhi'

const mod = (n: number, m: number) => ((n % m) + m) % m

/** Julian day number (integer, the day that begins at noon) of a proleptic Gregorian date (Fliegel & Van Flandern 1968, in src/core/time/day-count.ts). */
export const julianDayNumber = (year: number, month: number, day: number): number => julianDayOfDays(daysFromCivil(year, month, day))

/** Inverse of julianDayNumber (through the day count's inverse, at the day's 00:00 UTC). */
export const dateOfJulianDayNumber = (jdn: number): CivilDate => {
  const { year, month, day } = utcFields((jdn - julianDayOfDays(0)) * 86_400_000)
  return { day, month, year }
}

/** Day pillar cycle position of a civil date. */
export const dayCycleOfJdn = (jdn: number): number => mod(jdn + 49, 60)
export const dayCycleOfDate = (year: number, month: number, day: number): number => dayCycleOfJdn(julianDayNumber(year, month, day))

/** Bazi year cycle position. */
export const yearCycleOf = (baziYear: number): number => mod(baziYear - 4, 60)

/** Month index 0..11 (0 = 寅 month, started by 立春) of a jie term index (0, 2, … 22). */
const monthIndexOfJie = (jieIndex: number): number => jieIndex >> 1

/** The Bazi year a jie opens a month of: its UTC year, except 小寒 (index 22, early January). */
const baziYearOfJie = (jie: SolarTermInstant): number => {
  const year = utcFields(jie.utcMs).year
  return jie.index === 22 ? year - 1 : year
}

const monthCycleOf = (baziYear: number, monthIndex: number): number => mod(12 * (baziYear - 1984) + monthIndex + 2, 60)

export interface YearMonth {
  baziYear: number
  monthIndex: number
  yearCycle: number
  monthCycle: number
}

/** Year and month pillars in force from `jie` (the latest jie at or before the instant) until the next jie. */
export const yearMonthFromJie = (jie: SolarTermInstant): YearMonth => {
  const baziYear = baziYearOfJie(jie)
  const monthIndex = monthIndexOfJie(jie.index)
  return { baziYear, monthIndex, yearCycle: yearCycleOf(baziYear), monthCycle: monthCycleOf(baziYear, monthIndex) }
}

/** Year and month `steps` months after (negative: before) the given ones. */
export const shiftMonths = (ym: YearMonth, steps: number): YearMonth => {
  const total = ym.baziYear * 12 + ym.monthIndex + steps
  const baziYear = Math.floor(total / 12)
  const monthIndex = mod(total, 12)
  return { baziYear, monthIndex, yearCycle: yearCycleOf(baziYear), monthCycle: monthCycleOf(baziYear, monthIndex) }
}

/** Hour branch index of a clock hour: 23 and 0 → 子 (0), 1-2 → 丑 … */
const hourBranchOf = (hour: number): number => Math.floor((hour + 1) / 2) % 12

/** 五鼠遁: the 子-hour stem of a day with stem `dayStem` is 甲 for 甲/己 days, 丙 for 乙/庚 … */
export const hourStemOf = (dayStem: number, hourBranch: number): number => ((dayStem % 5) * 2 + hourBranch) % 10

export interface DayHour {
  /** The civil date whose day pillar applies (the driving-clock date, advanced at 23:00 under `next-day`). */
  dayDate: CivilDate
  dayCycle: number
  /** Null when the time is unknown. */
  hourCycle: number | null
}

/** Day and hour pillars from a driving-clock reading. */
export const dayHourFromWall = (wall: WallClock, ziHour: ZiHourRule, timeKnown: boolean): DayHour => {
  const jdn = julianDayNumber(wall.year, wall.month, wall.day)
  if (!timeKnown) return { dayDate: { year: wall.year, month: wall.month, day: wall.day }, dayCycle: dayCycleOfJdn(jdn), hourCycle: null }
  const late = wall.hour === 23
  const dayJdn = late && ziHour === 'next-day' ? jdn + 1 : jdn
  const dayCycle = dayCycleOfJdn(dayJdn)
  const branch = hourBranchOf(wall.hour)
  // The 子 hour that opens at 23:00 belongs to the next day for the hour stem in both schools (docs/domain.md, "The 子 hour (23:00) schools").
  const stemDay = late ? dayCycleOfJdn(jdn + 1) : dayCycle
  const hourCycle = cycleIndexOf(hourStemOf(stemDay % 10, branch), branch)
  return { dayDate: dateOfJulianDayNumber(dayJdn), dayCycle, hourCycle }
}

/** Adds minutes to a wall clock reading (pure calendar arithmetic, no zone). */
export const addMinutesToWall = (wall: WallClock, minutes: number): WallClock => {
  const totalMs =
    (julianDayNumber(wall.year, wall.month, wall.day) * 86400 + wall.hour * 3600 + wall.minute * 60 + wall.second) * 1000 +
    Math.round(minutes * 60000)
  const jdn = Math.floor(totalMs / 86400000)
  let rest = (totalMs - jdn * 86400000) / 1000
  const { year, month, day } = dateOfJulianDayNumber(jdn)
  const hour = Math.floor(rest / 3600)
  rest -= hour * 3600
  const minute = Math.floor(rest / 60)
  return { year, month, day, hour, minute, second: rest - minute * 60 }
}
