/**
 * Types shared by every pure core module. Plain TypeScript only: no schema library, no I/O.
 * The request schemas in `src/contracts/` produce objects of these shapes after validation.
 */

/** The locales of answers (`core/locale.ts`). */
export type Locale = 'en' | 'zh' | 'zh-TW' | 'zh-HK' | 'ja' | 'ko' | 'vi'
export type Sex = 'male' | 'female'

/** 23:00-24:00 convention. `next-day`: the day pillar changes at 23:00 (school A, default); `same-day`: at 00:00. */
export type ZiHourRule = 'next-day' | 'same-day'

/** Birth details as the API takes them (every field but `date` optional). */
export interface BirthDetails {
  /** Civil date YYYY-MM-DD at the birth place. */
  date: string
  /** Civil wall time HH:MM at the birth place; absent = unknown (never replaced by noon). */
  time?: string
  city?: string
  latitude?: number
  longitude?: number
  /**
   * The clock of the birth: a number is the UTC offset in hours in force at the birth moment
   * (-12..14, fixed); a string is an IANA zone name whose historical offset at that moment is used.
   * Either overrides the place's zone; coordinates still drive solar time.
   */
  timezone?: number | string
}

/** A bilingual text. Every human-readable label in a result has both, whatever the locale. */
export interface Bilingual {
  en: string
  zh: string
}

/** Warning codes are a closed set so clients can branch on them. */
export type WarningCode =
  | 'BIRTH_TIME_UNKNOWN'
  | 'LOCATION_UNKNOWN'
  | 'OFFSET_UNKNOWN_PILLARS'
  | 'NEAR_SOLAR_TERM'
  | 'NEAR_HOUR_BOUNDARY'
  | 'NONEXISTENT_LOCAL_TIME'
  | 'AMBIGUOUS_LOCAL_TIME'
  | 'UNRELIABLE_TZ_DATA'
  | 'TZ_SOURCES_DISAGREE'
  | 'ALTERNATIVE_TIME_ZONE'
  | 'APPROXIMATE_LOCATION'
  | 'OTHER_PLACES_NAMED'
  | 'LOCATION_MISMATCH'
  | 'EXPLICIT_OFFSET_DIFFERS'
  | 'SEX_UNKNOWN'
  | 'BIRTH_AFTER_TODAY'

export interface Warning {
  code: WarningCode
  /** In the request's locale. */
  message: string
  /** The other reading when there is one (other pillars, other offset, other instant…). */
  alternative?: unknown
}
