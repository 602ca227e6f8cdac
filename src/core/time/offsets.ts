/**
 * Civil wall time + IANA zone → UTC instant with the offset in force at that moment.
 *
 * Why Intl and not a bundled tz table: the runtime's ICU carries the full tzdata history (China's
 * 1986–91 DST, Hong Kong/Taiwan/Macau wartime offsets, Singapore/Malaysia +07:30, US/EU rules) and
 * works inside `bun build --compile` with no files (docs/domain.md, "Place and offset"). The technique:
 * read the zone's offset at a UTC instant by formatting that instant in the zone and rebuilding the
 * wall clock as if it were UTC; for a wall time, try the offsets in force a day before and a day
 * after and keep those that round-trip — two survivors = overlap (DST end), none = gap (DST start).
 *
 * Pitfalls handled: `Date.UTC` maps years 0–99 to 19xx, so walls are rebuilt with `setUTCFullYear`;
 * `timeZoneName: 'longOffset'` drops the seconds of local mean time offsets (Shanghai LMT +08:05:43),
 * so the offset is computed from the formatted seconds instead.
 *
 * Policy for gaps and overlaps (docs/domain.md, "Place and offset"; AstroWay; Temporal's 'compatible'): a time in a
 * gap is read with the offset in force before the change; a repeated time is the first occurrence.
 */
import { AppError } from '../errors'
import { lastIndexAtOrBefore } from '../sorted'
import { daysFromCivil, utcFields } from './day-count'
import type { WallClock } from './types'

const DAY_MS = 86_400_000

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The standard Temporal global when the runtime has it (not yet in Node 20); Intl is the fallback. */
interface TemporalZoned {
  offsetNanoseconds: number
  epochMilliseconds: number
  getTimeZoneTransition(direction: 'next'): TemporalZoned | null
}
const TEMPORAL = (
  globalThis as { Temporal?: { Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): TemporalZoned } } } }
).Temporal

/**
 * Where Temporal is available, each zone's offsets over the charts' range (1800-2200, plus two days
 * either side for the readings a day before and after) are read once, on the zone's first use, as
 * the list of its transitions (Temporal's `getTimeZoneTransition`, the same ICU tzdata), so that a
 * reading is a binary search instead of a Temporal call (~0.4 µs, three per chart). Outside the
 * range offsets are read directly. A zone costs ~2 ms once and ~10 bytes per transition (≤ ~800).
 */
const TABLE_FROM_MS = Date.UTC(1799, 11, 29)
const TABLE_TO_MS = Date.UTC(2201, 0, 3)
/** offsets[k] (seconds) is in force from starts[k] (ms) until starts[k + 1]; starts[0] = TABLE_FROM_MS. */
interface OffsetTable {
  starts: Float64Array
  offsets: Int32Array
}
const offsetTables = new Map<string, OffsetTable>()

function offsetTableFor(timeZone: string, temporal: NonNullable<typeof TEMPORAL>): OffsetTable {
  let table = offsetTables.get(timeZone)
  if (table) return table
  let zoned: TemporalZoned | null = temporal.Instant.fromEpochMilliseconds(TABLE_FROM_MS).toZonedDateTimeISO(timeZone)
  const starts = [TABLE_FROM_MS]
  const offsets = [Math.round(zoned.offsetNanoseconds / 1e9)]
  while ((zoned = zoned.getTimeZoneTransition('next')) && zoned.epochMilliseconds <= TABLE_TO_MS) {
    starts.push(zoned.epochMilliseconds)
    offsets.push(Math.round(zoned.offsetNanoseconds / 1e9))
  }
  table = { starts: Float64Array.from(starts), offsets: Int32Array.from(offsets) }
  offsetTables.set(timeZone, table)
  return table
}

/** The offset in force at `whole` (a whole second inside the table's range) from the zone's table. */
function tabledOffsetSeconds(table: OffsetTable, whole: number): number {
  return table.offsets[lastIndexAtOrBefore(table.starts, whole)]
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      throw new AppError('INVALID_REQUEST', `Unknown IANA time zone "${timeZone}".`, { timeZone })
    }
    formatters.set(timeZone, f)
  }
  return f
}

/** True when the runtime knows the IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

/**
 * Wall clock as UTC milliseconds (the "local ms" of a wall reading). Seconds may be fractional.
 * Counted in integer arithmetic (day-count.ts), so years 0–99 are not mapped to 19xx as `Date.UTC` does.
 */
export function wallToMs(wall: WallClock): number {
  return daysFromCivil(wall.year, wall.month, wall.day) * DAY_MS + wall.hour * 3_600_000 + wall.minute * 60_000 + wall.second * 1000
}

/** Inverse of wallToMs. */
export function msToWall(ms: number): WallClock {
  const f = utcFields(ms)
  const wholeSecondMs = Math.floor(ms / 1000) * 1000
  return { year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, second: f.second + (ms - wholeSecondMs) / 1000 }
}

/** Reads an integer from `s` starting at `i` until a non-digit; returns [value, nextIndex]. */
function readInt(s: string, i: number): [number, number] {
  let v = 0
  let c = s.charCodeAt(i)
  while (c >= 48 && c <= 57) {
    v = v * 10 + (c - 48)
    c = s.charCodeAt(++i)
  }
  return [v, i]
}

/**
 * The zone's UTC offset in seconds at a UTC instant (DST included; LMT to the second).
 * Parses `format()` output ("M/D/YYYY AD, HH:MM:SS"), which is ~2× faster than formatToParts.
 */
export function offsetSecondsAt(utcMs: number, timeZone: string): number {
  const whole = Math.floor(utcMs / 1000) * 1000
  const formatter = formatterFor(timeZone) // also validates the zone name (AppError when unknown)
  // Where the runtime has Temporal (Bun does; same ICU tzdata as Intl), read the offset directly:
  // ~0.3 µs instead of ~1.5 µs for format + parse, identical results (checked on 445 zones,
  // 1700-2300, and ±1 s around every transition 1800-2200; see BENCHMARKS.md).
  if (TEMPORAL) {
    if (whole >= TABLE_FROM_MS && whole < TABLE_TO_MS) return tabledOffsetSeconds(offsetTableFor(timeZone, TEMPORAL), whole)
    return Math.round(TEMPORAL.Instant.fromEpochMilliseconds(whole).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e9)
  }
  const s = formatter.format(whole)
  let i = 0
  let month: number, day: number, year: number, hour: number, minute: number, second: number
  ;[month, i] = readInt(s, i)
  ;[day, i] = readInt(s, i + 1)
  ;[year, i] = readInt(s, i + 1)
  const bc = s.charCodeAt(i + 1) === 66 // "BC"
  i = s.indexOf(',', i) + 2
  ;[hour, i] = readInt(s, i)
  ;[minute, i] = readInt(s, i + 1)
  ;[second] = readInt(s, i + 1)
  const d = new Date(0)
  d.setUTCFullYear(bc ? 1 - year : year, month - 1, day)
  d.setUTCHours(hour, minute, second, 0)
  return Math.round((d.getTime() - whole) / 1000)
}

type LocalTimeKind = 'unique' | 'gap' | 'overlap'

/** ICU's long zone names in daylight time: "China Daylight Time", "British Summer Time". */
const DAYLIGHT_NAME = /daylight|summer/i
const nameFormatters = new Map<string, Intl.DateTimeFormat>()

/** ICU's generic names ("GMT+03:00") say nothing about daylight time (war-time double summer time has only these). */
const GENERIC_NAME = /GMT[+-]/

/**
 * The zone's standard offset (daylight-saving time removed) at a UTC instant, seconds. It is the
 * local year's smaller offset (January or July, so either hemisphere; the local year, so a zone
 * that moved across the date line, Apia in 2011, is judged on its new side), unless the offset in
 * force is higher and ICU names it standard time: then that offset is standard, which keeps a
 * permanent change of standard offset within a year, or Ireland's summer "Irish Standard Time",
 * from counting as DST. A generic name counts as daylight time (docs/domain.md, "True solar time").
 */
export function standardOffsetSecondsAt(utcMs: number, timeZone: string): number {
  const offset = offsetSecondsAt(utcMs, timeZone)
  const year = new Date(utcMs + offset * 1000).getUTCFullYear()
  const yearMinimum = Math.min(offsetSecondsAt(Date.UTC(year, 0, 1, 12), timeZone), offsetSecondsAt(Date.UTC(year, 6, 1, 12), timeZone))
  if (offset <= yearMinimum) return offset
  let names = nameFormatters.get(timeZone)
  if (!names) nameFormatters.set(timeZone, (names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })))
  const name = names.format(utcMs)
  return DAYLIGHT_NAME.test(name) || GENERIC_NAME.test(name) ? yearMinimum : offset
}

export interface ZonedReading {
  /** The instant chosen (gap: pre-change offset; overlap: first occurrence). */
  utcMs: number
  /** Offset applied, seconds east of UTC. */
  offsetSeconds: number
  kind: LocalTimeKind
  /**
   * The other reading. Gap: the wall time read with the post-change offset. Overlap: the second
   * occurrence. Absent when unique.
   */
  alternative?: { utcMs: number; offsetSeconds: number }
}

/** Resolves a wall clock in an IANA zone to an instant with the historical offset. */
export function zonedWallToUtc(wall: WallClock, timeZone: string): ZonedReading {
  const local = wallToMs(wall)
  const before = offsetSecondsAt(local - DAY_MS, timeZone)
  const after = offsetSecondsAt(local + DAY_MS, timeZone)
  const fits = (offset: number) => offsetSecondsAt(local - offset * 1000, timeZone) === offset
  if (before === after) {
    if (fits(before)) return { utcMs: local - before * 1000, offsetSeconds: before, kind: 'unique' }
    // Two transitions within two days (rare, e.g. zone rule changes): fall back to the offset there.
    const here = offsetSecondsAt(local - before * 1000, timeZone)
    return { utcMs: local - here * 1000, offsetSeconds: here, kind: 'unique' }
  }
  const beforeFits = fits(before)
  const afterFits = fits(after)
  if (beforeFits && afterFits) {
    // Overlap: the larger offset gives the earlier instant, i.e. the first occurrence.
    const first = Math.max(before, after)
    const second = Math.min(before, after)
    return {
      utcMs: local - first * 1000,
      offsetSeconds: first,
      kind: 'overlap',
      alternative: { utcMs: local - second * 1000, offsetSeconds: second },
    }
  }
  if (beforeFits) return { utcMs: local - before * 1000, offsetSeconds: before, kind: 'unique' }
  if (afterFits) return { utcMs: local - after * 1000, offsetSeconds: after, kind: 'unique' }
  return {
    utcMs: local - before * 1000,
    offsetSeconds: before,
    kind: 'gap',
    alternative: { utcMs: local - after * 1000, offsetSeconds: after },
  }
}

/** "+08:00", "-03:30", "+08:05:43". */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+'
  const abs = Math.abs(offsetSeconds)
  const h = Math.floor(abs / 3600)
  const m = Math.floor((abs % 3600) / 60)
  const s = abs % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${sign}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`
}
