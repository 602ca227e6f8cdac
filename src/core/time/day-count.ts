/**
 * Day counts of the proleptic Gregorian calendar, in integer arithmetic: what `Date`'s UTC fields
 * give, without building a `Date` (several readings and formattings per chart, each a `Date` and
 * six field reads before).
 *
 * Date → day number: Fliegel & Van Flandern, "A machine algorithm for processing calendar dates",
 * Communications of the ACM 11 (1968) 657; months outside 1..12 roll over into the next or previous
 * year, as `Date.setUTCFullYear` does. Day number → date: the same authors' inverse (as given by
 * E. G. Richards, "Mapping Time", 1998). The Julian day number of 1970-01-01 is 2,440,588.
 * test/core/time/day-count.test.ts checks both against `Date` over ±5,000 years.
 */

const UNIX_EPOCH_JDN = 2_440_588
const DAY_MS = 86_400_000

/** Days from 1970-01-01 to a proleptic Gregorian date (negative before). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12)
  const y = year + 4800 - a
  const m = month + 12 * a - 3
  return (
    day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045 - UNIX_EPOCH_JDN
  )
}

/** The Julian day number of the day a day count from 1970-01-01 names (the day that begins at noon). */
export const julianDayOfDays = (days: number): number => days + UNIX_EPOCH_JDN

/** The date and time fields of a UTC millisecond count, as `Date`'s getUTC* give them (whole milliseconds). */
export function utcFields(utcMs: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const ms = Math.trunc(utcMs) // a Date's time value is truncated to whole milliseconds
  const days = Math.floor(ms / DAY_MS)
  let rest = ms - days * DAY_MS
  const hour = Math.floor(rest / 3_600_000)
  rest -= hour * 3_600_000
  const minute = Math.floor(rest / 60_000)
  rest -= minute * 60_000
  const a = days + UNIX_EPOCH_JDN + 32044
  const b = Math.floor((4 * a + 3) / 146097)
  const c = a - Math.floor((146097 * b) / 4)
  const d = Math.floor((4 * c + 3) / 1461)
  const e = c - Math.floor((1461 * d) / 4)
  const m = Math.floor((5 * e + 2) / 153)
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    hour,
    minute,
    second: Math.floor(rest / 1000),
  }
}
