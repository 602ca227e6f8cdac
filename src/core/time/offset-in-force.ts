/**
 * The UTC offset in force at the birth (docs/domain.md, "Place and offset"): an explicit `timezone`
 * overrides the zone's offset (coordinates still drive solar time); otherwise the zone's historical
 * offset (Intl/tzdata); with neither, the offset is unknown and never invented. Every doubt about
 * the offset becomes a warning whose alternative is the other reading.
 */
import type { Locale, Warning } from '../types'
import { fill } from '../sentence'
import { AMBIGUOUS, BEFORE_1900, CHINA_1988_DST, CHINA_BEFORE_1949, NONEXISTENT, OFFSET_DIFFERS, XINJIANG_TIME } from './warning-texts'
import { formatUtc } from './civil-date'
import { formatOffset, offsetSecondsAt, wallToMs, zonedWallToUtc, type ZonedReading } from './offsets'
import type { CivilDate, ResolvedLocation, WallClock } from './types'

/** Hours of an offset in seconds, to four decimals. */
export const offsetHours = (seconds: number) => Math.round((seconds / 3600) * 10_000) / 10_000

/** The zone's offset (hours) at an instant; for consumers that need "now" in a zone. */
const zoneOffsetHoursAt = (utcMs: number, timeZone: string) => offsetHours(offsetSecondsAt(utcMs, timeZone))

/** The civil date (`YYYY-MM-DD`) at an instant in an IANA zone, in UTC when there is none. */
export function civilDateAt(utcMs: number, timeZone: string | null): string {
  const offsetMs = timeZone ? zoneOffsetHoursAt(utcMs, timeZone) * 3_600_000 : 0
  return new Date(utcMs + offsetMs).toISOString().slice(0, 10)
}

/** Mainland China zones (the policy maps every mainland point to Asia/Shanghai). */
const isChinaZone = (zone: string | null, country: string | null) => country === 'CN' || zone === 'Asia/Shanghai' || zone === 'Asia/Urumqi'

/**
 * The PRC unified civil time on Beijing time from 1949; before that China had five zones that
 * tzdata does not model (docs/domain.md, "Historical offsets in China"; xudaniel/mingli-fengshui#4).
 */
const PRC_BEIJING_TIME_FROM = { year: 1949, month: 10, day: 1 }
/** tzdata's rules before 1900 are mostly local mean time guesses (tz-link: "reliable only since 1970", less so before 1900). */
const TZDATA_RELIABLE_FROM_YEAR = 1900

const beforeDate = (d: CivilDate, ref: CivilDate) =>
  d.year !== ref.year ? d.year < ref.year : d.month !== ref.month ? d.month < ref.month : d.day < ref.day

/** What the offset decision needs to know about the birth. */
export interface OffsetQuery {
  location: ResolvedLocation
  alternativeTimeZone: string | null
  /** `timezone` from the request, in seconds; null when absent. */
  explicitOffsetSeconds: number | null
  wall: WallClock
  /** The civil text (`YYYY-MM-DD[THH:MM]`) as the warnings quote it. */
  civil: string
  timeKnown: boolean
  locale: Locale
}

/** The offset in force (seconds; null when unknown) and the warnings its decision raises, in order. */
export function offsetInForce(q: OffsetQuery): { offsetSeconds: number | null; warnings: Warning[] } {
  const zone = q.location.timeZone
  if (q.explicitOffsetSeconds !== null) {
    const warnings = zone && q.timeKnown ? explicitOffsetWarnings(q, zone, q.explicitOffsetSeconds) : []
    return { offsetSeconds: q.explicitOffsetSeconds, warnings }
  }
  if (!zone) return { offsetSeconds: null, warnings: [] }
  const zoned = zonedWallToUtc(q.wall, zone)
  const warnings = [
    ...(q.timeKnown ? localTimeWarnings(q, zone, zoned) : []),
    ...tzDataWarnings(q, zone, zoned),
    ...(q.alternativeTimeZone ? [alternativeZoneWarning(q, q.alternativeTimeZone, zoned)] : []),
  ]
  return { offsetSeconds: zoned.offsetSeconds, warnings }
}

function explicitOffsetWarnings(q: OffsetQuery, zone: string, explicit: number): Warning[] {
  const zoned = zonedWallToUtc(q.wall, zone)
  if (zoned.offsetSeconds === explicit) return []
  return [
    {
      code: 'EXPLICIT_OFFSET_DIFFERS',
      message: fill(OFFSET_DIFFERS.in(q.locale), { sent: formatOffset(explicit), zone, db: formatOffset(zoned.offsetSeconds) }),
      alternative: { timeZone: zone, utcOffset: offsetHours(zoned.offsetSeconds), utc: formatUtc(zoned.utcMs) },
    },
  ]
}

/** A skipped or repeated local time (DST changes). */
function localTimeWarnings(q: OffsetQuery, zone: string, zoned: ZonedReading): Warning[] {
  if (!zoned.alternative || zoned.kind === 'unique') return []
  const alternative = { utcOffset: offsetHours(zoned.alternative.offsetSeconds), utc: formatUtc(zoned.alternative.utcMs) }
  if (zoned.kind === 'gap') {
    return [
      {
        code: 'NONEXISTENT_LOCAL_TIME',
        message: fill(NONEXISTENT.in(q.locale), { civil: q.civil, zone, offset: formatOffset(zoned.offsetSeconds) }),
        alternative,
      },
    ]
  }
  return [
    {
      code: 'AMBIGUOUS_LOCAL_TIME',
      message: fill(AMBIGUOUS.in(q.locale), { civil: q.civil, zone, offset: formatOffset(zoned.offsetSeconds) }),
      alternative,
    },
  ]
}

/** Offsets the time-zone database is known to get wrong or that sources dispute. */
function tzDataWarnings(q: OffsetQuery, zone: string, zoned: ZonedReading): Warning[] {
  const warnings: Warning[] = []
  const china = isChinaZone(zone, q.location.country)
  if (q.wall.year < TZDATA_RELIABLE_FROM_YEAR || (china && beforeDate(q.wall, PRC_BEIJING_TIME_FROM))) {
    warnings.push({
      code: 'UNRELIABLE_TZ_DATA',
      message: fill((china ? CHINA_BEFORE_1949 : BEFORE_1900).in(q.locale), { offset: formatOffset(zoned.offsetSeconds), zone }),
    })
  }
  if (china && zone === 'Asia/Shanghai' && q.timeKnown) warnings.push(...china1988DstWarnings(q))
  return warnings
}

/**
 * tzdata starts China's 1988 DST on April 17; timeanddate and several Chinese sources say April 10
 * (docs/domain.md, "Historical offsets in China").
 */
function china1988DstWarnings(q: OffsetQuery): Warning[] {
  const localMs = wallToMs(q.wall)
  const start = wallToMs({ year: 1988, month: 4, day: 10, hour: 2, minute: 0, second: 0 })
  const end = wallToMs({ year: 1988, month: 4, day: 17, hour: 2, minute: 0, second: 0 })
  if (localMs < start || localMs >= end) return []
  const otherOffset = 9 * 3600
  return [
    {
      code: 'TZ_SOURCES_DISAGREE',
      message: CHINA_1988_DST.in(q.locale),
      alternative: { utcOffset: 9, utc: formatUtc(localMs - otherOffset * 1000) },
    },
  ]
}

/** Xinjiang: Beijing time is official, local "Xinjiang time" common. */
function alternativeZoneWarning(q: OffsetQuery, alternativeTimeZone: string, zoned: ZonedReading): Warning {
  const other = zonedWallToUtc(q.wall, alternativeTimeZone)
  return {
    code: 'ALTERNATIVE_TIME_ZONE',
    message: fill(XINJIANG_TIME.in(q.locale), {
      beijing: formatOffset(zoned.offsetSeconds),
      zone: alternativeTimeZone,
      other: formatOffset(other.offsetSeconds),
      hours: offsetHours(other.offsetSeconds),
    }),
    alternative: {
      timeZone: alternativeTimeZone,
      utcOffset: offsetHours(other.offsetSeconds),
      utc: q.timeKnown ? formatUtc(other.utcMs) : null,
    },
  }
}
