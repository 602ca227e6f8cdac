/**
 * The 24 solar terms (二十四节气) as exact UTC instants, 1800–2200.
 *
 * Why a table: the year and month pillars change at the 节 (jie) instants, compared as absolute
 * instants (docs/domain.md, "Pillars from the birth instant"), so every chart needs "the latest jie at or before this instant". The
 * instants come from full VSOP87 with nutation and aberration (scripts/build-solar-terms.ts) and are
 * decoded once at module load into a Float64Array; every lookup is a binary search.
 *
 * Index convention (src/core/time/types.ts): 0 = 立春 at 315° … even indices are jie, odd are qi
 * (中气), 23 = 大寒 at 300°.
 */
import { AppError } from '../errors'
import { lastIndexAtOrBefore } from '../sorted'
import type { SolarTermInstant } from './types'
import { FIRST_TERM_INDEX, FIRST_TERM_UTC_SECONDS, TERM_GAPS_SECONDS } from './solar-terms-data'

/** Chinese and English names, index 0 = 立春. English follows the common (HKO / Wikipedia) renderings. */
export const SOLAR_TERM_NAMES: readonly { zh: string; en: string }[] = [
  { zh: '立春', en: 'Start of Spring' },
  { zh: '雨水', en: 'Rain Water' },
  { zh: '惊蛰', en: 'Awakening of Insects' },
  { zh: '春分', en: 'Spring Equinox' },
  { zh: '清明', en: 'Clear and Bright' },
  { zh: '谷雨', en: 'Grain Rain' },
  { zh: '立夏', en: 'Start of Summer' },
  { zh: '小满', en: 'Grain Buds' },
  { zh: '芒种', en: 'Grain in Ear' },
  { zh: '夏至', en: 'Summer Solstice' },
  { zh: '小暑', en: 'Minor Heat' },
  { zh: '大暑', en: 'Major Heat' },
  { zh: '立秋', en: 'Start of Autumn' },
  { zh: '处暑', en: 'End of Heat' },
  { zh: '白露', en: 'White Dew' },
  { zh: '秋分', en: 'Autumn Equinox' },
  { zh: '寒露', en: 'Cold Dew' },
  { zh: '霜降', en: "Frost's Descent" },
  { zh: '立冬', en: 'Start of Winter' },
  { zh: '小雪', en: 'Minor Snow' },
  { zh: '大雪', en: 'Major Snow' },
  { zh: '冬至', en: 'Winter Solstice' },
  { zh: '小寒', en: 'Minor Cold' },
  { zh: '大寒', en: 'Major Cold' },
]

/** Decoded table: instants (ms) and their term indices, ascending. */
const TERM_MS = new Float64Array(TERM_GAPS_SECONDS.length + 1)
const TERM_INDEX = new Uint8Array(TERM_GAPS_SECONDS.length + 1)
{
  let seconds = FIRST_TERM_UTC_SECONDS
  TERM_MS[0] = seconds * 1000
  TERM_INDEX[0] = FIRST_TERM_INDEX
  for (let i = 0; i < TERM_GAPS_SECONDS.length; i++) {
    seconds += TERM_GAPS_SECONDS[i]
    TERM_MS[i + 1] = seconds * 1000
    TERM_INDEX[i + 1] = (FIRST_TERM_INDEX + i + 1) % 24
  }
}

/**
 * Supported range: dates 1800-01-01..2200-12-31 (startMs..endMs); `termInstant` accepts Gregorian
 * years firstYear..lastYear; instant lookups accept [tableStartMs, tableEndMs).
 */
export const SOLAR_TERM_RANGE = {
  firstYear: 1800,
  lastYear: 2200,
  /** 1800-01-01T00:00:00Z. */
  startMs: Date.UTC(1800, 0, 1),
  /** 2201-01-01T00:00:00Z (exclusive). */
  endMs: Date.UTC(2201, 0, 1),
  /** The first and last instants in the table (大雪 1799, 立春 2201). */
  tableStartMs: TERM_MS[0],
  tableEndMs: TERM_MS[TERM_MS.length - 1],
} as const

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function outOfRange(what: string): AppError {
  return new AppError(
    'DATE_OUT_OF_RANGE',
    `${what} is outside the supported range ${SOLAR_TERM_RANGE.firstYear}-01-01..${SOLAR_TERM_RANGE.lastYear}-12-31 (UTC).`,
    { supportedRange: { from: `${SOLAR_TERM_RANGE.firstYear}-01-01`, to: `${SOLAR_TERM_RANGE.lastYear}-12-31` } },
  )
}

/**
 * Lookups accept any instant the table brackets (大雪 1799 .. 立春 2201), so that a birth on
 * 1800-01-01 read at UTC+14 (1799-12-31T10:00Z) still resolves; dates themselves are limited to
 * 1800..2200 by the caller.
 */
function assertInRange(utcMs: number): void {
  if (!Number.isFinite(utcMs) || utcMs < SOLAR_TERM_RANGE.tableStartMs || utcMs >= SOLAR_TERM_RANGE.tableEndMs) {
    throw outOfRange(Number.isFinite(utcMs) ? `The instant ${isoDay(utcMs)}` : 'The instant')
  }
}

/** Position `i` in the table as a `SolarTermInstant`. */
function termAt(i: number): SolarTermInstant {
  const index = TERM_INDEX[i]
  const name = SOLAR_TERM_NAMES[index]
  return {
    index,
    isJie: index % 2 === 0,
    nameZh: name.zh,
    nameEn: name.en,
    solarLongitude: (315 + 15 * index) % 360,
    utcMs: TERM_MS[i],
  }
}

/** Largest table position whose instant is <= utcMs (the caller guarantees one exists). */
const lastAtOrBefore = (utcMs: number): number => lastIndexAtOrBefore(TERM_MS, utcMs)

/** The latest jie (节, month boundary) at or before the instant. Its index 0 (立春) starts the year. */
export function jieAtOrBefore(utcMs: number): SolarTermInstant {
  assertInRange(utcMs)
  let i = lastAtOrBefore(utcMs)
  if (TERM_INDEX[i] % 2 === 1) i--
  return termAt(i)
}

/**
 * The jie nearest to the instant among the given neighbours, in signed minutes (positive: the jie is
 * ahead). A tie goes to the previous jie. Computed once here for the time pipeline's distances and the
 * chart's NEAR_SOLAR_TERM warning.
 */
export function nearestJie(utcMs: number, previous: SolarTermInstant, next: SolarTermInstant): { minutes: number; jie: SolarTermInstant } {
  const toPrevious = (previous.utcMs - utcMs) / 60_000
  const toNext = (next.utcMs - utcMs) / 60_000
  return Math.abs(toPrevious) <= Math.abs(toNext) ? { minutes: toPrevious, jie: previous } : { minutes: toNext, jie: next }
}

/** The first jie strictly after the instant. */
export function jieAfter(utcMs: number): SolarTermInstant {
  assertInRange(utcMs)
  let i = lastAtOrBefore(utcMs) + 1
  if (TERM_INDEX[i] % 2 === 1) i++
  return termAt(i)
}

/** The latest term (jie or qi) at or before the instant. */
export function termAtOrBefore(utcMs: number): SolarTermInstant {
  assertInRange(utcMs)
  return termAt(lastAtOrBefore(utcMs))
}

/** Every term (jie and qi) with startMs <= instant < endMs, ascending. The span is clamped to the table. */
export function termsBetween(startMs: number, endMs: number): SolarTermInstant[] {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) throw outOfRange('The span')
  if (endMs <= SOLAR_TERM_RANGE.tableStartMs || startMs > SOLAR_TERM_RANGE.tableEndMs)
    throw outOfRange(`The span ${isoDay(startMs)}..${isoDay(endMs)}`)
  const result: SolarTermInstant[] = []
  let i = startMs <= TERM_MS[0] ? 0 : lastAtOrBefore(startMs)
  if (TERM_MS[i] < startMs) i++
  for (; i < TERM_MS.length && TERM_MS[i] < endMs; i++) result.push(termAt(i))
  return result
}

/** Jie only, with startMs <= instant < endMs. */
export function jieBetween(startMs: number, endMs: number): SolarTermInstant[] {
  return termsBetween(startMs, endMs).filter((t) => t.isJie)
}

/**
 * The term `index` (0 = 立春 … 23 = 大寒) that falls in Gregorian year `gregorianYear` (UTC).
 * Each term occurs once per Gregorian year; 小寒 (22) and 大寒 (23) fall in January, so
 * `termInstant(2024, 22)` is 小寒 of January 2024, which precedes `termInstant(2024, 0)` (立春).
 */
export function termInstant(gregorianYear: number, index: number): SolarTermInstant {
  if (!Number.isInteger(index) || index < 0 || index > 23) {
    throw new AppError('INVALID_REQUEST', `Solar term index must be an integer 0..23, got ${index}.`)
  }
  if (!Number.isInteger(gregorianYear) || gregorianYear < SOLAR_TERM_RANGE.firstYear || gregorianYear > SOLAR_TERM_RANGE.lastYear) {
    throw outOfRange(`The year ${gregorianYear}`)
  }
  const yearStart = Date.UTC(gregorianYear, 0, 1)
  const yearEnd = Date.UTC(gregorianYear + 1, 0, 1)
  // Terms advance ~15.2 days apart; scan the ≤ 25 positions of this year.
  let i = lastAtOrBefore(yearStart)
  for (; i < TERM_MS.length && TERM_MS[i] < yearEnd; i++) {
    if (TERM_MS[i] >= yearStart && TERM_INDEX[i] === index) return termAt(i)
  }
  throw new AppError('INTERNAL', `Solar term ${index} of ${gregorianYear} missing from the table.`)
}
