/**
 * Civil dates and clock readings as text: the one parser of `YYYY-MM-DD` and `HH:MM`, and the
 * formatters of dates, wall-clock readings and UTC instants. Proleptic Gregorian calendar
 * (docs/domain.md, "Dates and clocks").
 *
 * `parseCivilDate` is strict and silent (null for anything that is not an existing date); callers
 * that must explain a rejection use `requireCivilDate` (birth dates: every reason spelled out, plus
 * the supported range) or `existingCivilDate` (reading and almanac dates: one message).
 */
import { AppError } from '../errors'
import type { Locale } from '../types'
import { SOLAR_TERM_RANGE } from './solar-terms'
import { utcFields } from './day-count'
import type { CivilDate, WallClock } from './types'
import { fill } from '../sentence'
import { DATE_OUT_OF_RANGE, DATE_SHAPE, NO_SUCH_DAY, NO_SUCH_MONTH, TIME_SHAPE } from './error-texts'

// Formatting runs several times per chart: a table for 0-99 and a plain String for four-digit years
// avoid most `padStart` calls (~1 µs per chart, BENCHMARKS.md); anything else falls back to padStart.
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
export const pad2 = (n: number) => TWO_DIGITS[n] ?? String(n).padStart(2, '0')
const pad4 = (n: number) => (n >= 1000 && n <= 9999 ? String(n) : String(n).padStart(4, '0'))

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
/** Days in a month of the proleptic Gregorian calendar. */
export const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1])

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The value of `count` ASCII digits of `text` from `at`; -1 when any is not a digit (what `\d` matches). */
const digitsAt = (text: string, at: number, count: number): number => {
  let value = 0
  for (let i = at; i < at + count; i++) {
    const d = text.charCodeAt(i) - 48
    if (!(d >= 0 && d <= 9)) return -1
    value = value * 10 + d
  }
  return value
}

/**
 * The three numbers of a `YYYY-MM-DD` text, unchecked; null when the shape is wrong. Strings are
 * read character by character (what CIVIL_DATE accepts, at a fraction of a regular expression's
 * cost: it runs twice per chart); anything else goes through CIVIL_DATE as before.
 */
const civilDateParts = (text: string): CivilDate | null => {
  if (typeof text !== 'string') {
    const m = CIVIL_DATE.exec(text)
    return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null
  }
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null
  const year = digitsAt(text, 0, 4)
  const month = digitsAt(text, 5, 2)
  const day = digitsAt(text, 8, 2)
  return year < 0 || month < 0 || day < 0 ? null : { year, month, day }
}
const isRealDate = (d: CivilDate) => d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month)

/** Parses `YYYY-MM-DD`; null for anything else, including impossible dates like 02-30. No range check. */
export const parseCivilDate = (text: string): CivilDate | null => {
  const d = civilDateParts(text)
  return d && isRealDate(d) ? d : null
}

/** `parseCivilDate` that throws INVALID_DATE (`Invalid <what> "…"`) on `field` when the text is no existing date. */
export function existingCivilDate(text: string, field: string, what: string): CivilDate {
  const d = parseCivilDate(text)
  if (!d) throw new AppError('INVALID_DATE', `Invalid ${what} "${text}": expected an existing date YYYY-MM-DD.`, { field })
  return d
}

/**
 * A birth date: `parseCivilDate` plus the supported range of the solar-term table, throwing an
 * error that says exactly what is wrong (shape, month, day or range) in the request's locale.
 */
export function requireCivilDate(date: string, locale: Locale): CivilDate {
  const d = civilDateParts(date)
  if (!d) {
    throw new AppError('INVALID_DATE', fill(DATE_SHAPE.in(locale), { date: String(date).slice(0, 20) }), { field: 'date' })
  }
  const { year, month } = d
  if (month < 1 || month > 12) {
    throw new AppError('INVALID_DATE', fill(NO_SUCH_MONTH.in(locale), { date, month }), { field: 'date' })
  }
  if (!isRealDate(d)) {
    const maxDay = daysInMonth(year, month)
    throw new AppError('INVALID_DATE', fill(NO_SUCH_DAY.in(locale), { date, yearMonth: `${year}-${pad2(month)}`, year, month, maxDay }), {
      field: 'date',
    })
  }
  requireSupportedYear(date, year, 'date', locale)
  return d
}

/** Throws DATE_OUT_OF_RANGE on `field` when `year` is outside the solar-term table (1800..2200). */
export function requireSupportedYear(date: string, year: number, field: string, locale: Locale): void {
  if (year >= SOLAR_TERM_RANGE.firstYear && year <= SOLAR_TERM_RANGE.lastYear) return
  const from = `${SOLAR_TERM_RANGE.firstYear}-01-01`
  const to = `${SOLAR_TERM_RANGE.lastYear}-12-31`
  throw new AppError('DATE_OUT_OF_RANGE', fill(DATE_OUT_OF_RANGE.in(locale), { date, from, to }), { field, supportedRange: { from, to } })
}

/** Parses `HH:MM` (00:00..23:59), throwing INVALID_DATE on `time` otherwise. */
export function parseCivilTime(time: string, locale: Locale): { hour: number; minute: number } {
  // `HH:MM` read character by character for strings (as civilDateParts), the pattern otherwise.
  const m = typeof time === 'string' ? null : /^(\d{2}):(\d{2})$/.exec(time)
  const shaped = typeof time === 'string' ? time.length === 5 && time.charCodeAt(2) === 58 : m !== null
  const hour = !shaped ? -1 : m ? Number(m[1]) : digitsAt(time, 0, 2)
  const minute = !shaped ? -1 : m ? Number(m[2]) : digitsAt(time, 3, 2)
  if (hour < 0 || minute < 0 || hour > 23 || minute > 59) {
    throw new AppError('INVALID_DATE', fill(TIME_SHAPE.in(locale), { time: String(time).slice(0, 20) }), { field: 'time' })
  }
  return { hour, minute }
}

/** `YYYY-MM-DD`. */
export const formatCivilDate = (d: CivilDate): string => `${pad4(d.year)}-${pad2(d.month)}-${pad2(d.day)}`

/** `YYYY-MM-DDTHH:MM` of a wall-clock reading (seconds dropped). */
export const formatWallMinutes = (w: WallClock): string => `${formatCivilDate(w)}T${pad2(w.hour)}:${pad2(w.minute)}`

/** Reads `YYYY-MM-DDTHH:MM` or `YYYY-MM-DD` (00:00) back into a wall clock; the text must come from this module. */
export const wallOfCivilText = (civil: string): WallClock => {
  const d = parseCivilDate(civil.slice(0, 10))!
  const hasTime = civil.length >= 16
  return {
    year: d.year,
    month: d.month,
    day: d.day,
    hour: hasTime ? Number(civil.slice(11, 13)) : 0,
    minute: hasTime ? Number(civil.slice(14, 16)) : 0,
    second: 0,
  }
}

/** `YYYY-MM-DDTHH:MM:SS` of a wall-ms reading (a wall clock counted as if it were UTC), rounded to the second. */
export function formatWall(ms: number): string {
  const w = utcFields(Math.round(ms / 1000) * 1000)
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`
}

/** `YYYY-MM-DDTHH:MM:SSZ` of an instant, rounded to the second. */
export const formatUtc = (ms: number) => `${formatWall(ms)}Z`
