/**
 * The contract between the time-and-place pipeline (`src/core/time`, `src/core/geo`) and its
 * consumers (the chart, the almanac, daily guidance). Pure data shapes; no behaviour.
 *
 * Pipeline (docs/domain.md, "Pillars from the birth instant"): civil date-time + place → UTC instant with the historical offset →
 * year/month pillars from the instant against solar-term instants (compared in UTC, never in local
 * or Beijing wall time) → day/hour pillars from the driving clock (local true solar time by default,
 * the civil clock on request).
 */
import type { Locale, Warning } from '../types'

/** A wall-clock reading with no zone attached. `second` may be fractional. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

export interface CivilDate {
  year: number
  month: number
  day: number
}

/** One of the 24 solar terms at its exact instant. */
export interface SolarTermInstant {
  /** 0 = 立春 (Sun at 315°), 1 = 雨水, 2 = 惊蛰 … 23 = 大寒; even indices are the 节 (jie) that start a month. */
  index: number
  /** True for the 12 jie (month boundaries). */
  isJie: boolean
  nameZh: string
  nameEn: string
  /** Apparent geocentric ecliptic longitude of the Sun at the term, degrees (315 for 立春). */
  solarLongitude: number
  /** The instant, milliseconds since the Unix epoch (UTC). */
  utcMs: number
}

type LocationSource = 'city' | 'coordinates' | 'timezone' | 'none'

export interface ResolvedLocation {
  resolvedFrom: LocationSource
  /** Place name (English) when resolved from a city or the nearest gazetteer place to coordinates. */
  name: string | null
  nameZh: string | null
  /** The name in the request's locale (ja, ko, vi, zh-TW, zh-HK) when the data has one; absent otherwise. */
  localName?: string
  admin1: string | null
  /** ISO 3166-1 alpha-2. */
  country: string | null
  latitude: number | null
  longitude: number | null
  /** IANA zone; null when only an explicit offset (or nothing) is known. */
  timeZone: string | null
  /** Hours east of UTC in force at the birth moment (DST included), e.g. 9 for Beijing 1988-07-01; null when unknown. */
  utcOffset: number | null
  /** True when a city query matched only approximately (parent-city alias, district folded into its city). */
  approximate: boolean
  /** Other places of the queried name, far from the chosen one (a city query only; absent when none). */
  otherPlacesNamed?: OtherPlace[]
}

/** A place that shares the queried name with the chosen one. */
export interface OtherPlace {
  name: string
  nameZh: string | null
  localName?: string
  admin1: string | null
  country: string
  latitude: number
  longitude: number
}

/** Report of every clock involved, as ISO-like strings (no zone suffix on wall clocks). */
interface MomentTimes {
  /** As entered: `YYYY-MM-DDTHH:MM`, or `YYYY-MM-DD` when the time is unknown. */
  civil: string
  /** `YYYY-MM-DDTHH:MM:SSZ`; null when the time or the offset is unknown. */
  utc: string | null
  /** Local mean time at the longitude, `YYYY-MM-DDTHH:MM:SS`; null without longitude or instant. */
  localMean: string | null
  /** Local apparent (true) solar time, `YYYY-MM-DDTHH:MM:SS`; null without longitude or instant. */
  trueSolar: string | null
  /** Apparent minus mean solar time, minutes (full-precision equation of time). */
  equationOfTimeMinutes: number | null
  /**
   * Local mean time minus standard time, minutes (longitude × 4 min − the zone's standard offset):
   * what the distance from the zone's meridian does, apart from daylight-saving time.
   */
  longitudeCorrectionMinutes: number | null
  /** Minutes daylight-saving time added to the civil clock (0 under standard time); null when the zone or the offset is unknown. */
  daylightSavingMinutes: number | null
}

export type DrivingClockKind = 'true-solar' | 'civil'

export interface BoundaryDistances {
  /** The latest jie at or before the instant (month boundary; 立春 for the year) and the next one. */
  previousJie: SolarTermInstant | null
  nextJie: SolarTermInstant | null
  /** The jie nearest to the instant (`previousJie` on a tie) with the signed, unrounded minutes to it; null without an instant. */
  nearestJie: { jie: SolarTermInstant; minutes: number } | null
  /** Signed minutes from the instant to the nearest jie, to 3 decimals (negative: the jie is in the past). */
  minutesToNearestJie: number | null
  /** Minutes from `previousJie` to the instant (≥ 0); null without an instant. */
  minutesSincePreviousJie?: number | null
  /** Minutes from the instant to `nextJie` (> 0); null without an instant. */
  minutesUntilNextJie?: number | null
  /** When the offset is unknown: every jie inside the span of possible instants (UTC-12..UTC+14). */
  jieInsideUnknownOffsetSpan: SolarTermInstant[]
  /** Signed minutes on the driving clock to the nearest two-hour (时辰) boundary: 23:00, 01:00, 03:00 … */
  minutesToHourBoundary: number | null
  /** Signed minutes on the driving clock to the nearest of 23:00 and 00:00 (day-pillar boundaries of the two schools). */
  minutesToDayBoundary: number | null
}

export interface ResolvedMoment {
  location: ResolvedLocation
  times: MomentTimes
  timeKnown: boolean
  /** The birth instant, ms since epoch; null when the time or the offset is unknown. */
  instantMs: number | null
  /**
   * The span of instants the input can mean: the civil day when the time is unknown, and/or
   * UTC-12..UTC+14 when the offset is unknown. Null when `instantMs` is known.
   */
  instantRange: { earliestMs: number; latestMs: number } | null
  /** Which clock drives the day and hour pillars, and its reading. `wall` time fields are 0 when the time is unknown. */
  drivingClock: { kind: DrivingClockKind; wall: WallClock }
  boundaries: BoundaryDistances
  /** Time-and-place warnings: LOCATION_UNKNOWN, NONEXISTENT_LOCAL_TIME, AMBIGUOUS_LOCAL_TIME, UNRELIABLE_TZ_DATA, TZ_SOURCES_DISAGREE, ALTERNATIVE_TIME_ZONE, APPROXIMATE_LOCATION, LOCATION_MISMATCH. */
  warnings: Warning[]
}

export interface ResolveMomentOptions {
  /** Day/hour from local true solar time when a longitude is known (the service's default is true). */
  trueSolarTime: boolean
  locale: Locale
}
