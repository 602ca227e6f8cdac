/**
 * A place without a date: where it is, which clock it keeps (an IANA zone with its history, or one
 * fixed UTC offset) and its longitude for true solar time. The practitioner tools (reverse lookup,
 * hour candidates, the solar-term list) read offsets at many instants, so the place is resolved once
 * and the offset is then read per instant.
 *
 * Resolution is the chart's own (`resolveBirthMoment`: coordinates win over a city, an explicit
 * numeric `timezone` overrides the zone's offset), so a window or a term shown in local time here is
 * the local time the chart operation reads for the same place.
 */
import { AppError } from '../errors'
import type { Locale, Warning } from '../types'
import { formatOffset, offsetSecondsAt } from './offsets'
import { checkZoneName, unplacedLocation } from './locate'
import { resolveBirthMoment } from './resolve-moment'
import type { ResolvedLocation } from './types'
import { utcFields } from './day-count'

export interface PlaceInput {
  city?: string
  latitude?: number
  longitude?: number
  /** UTC offset in hours (as in birth details), or an IANA zone name where the caller allows one. */
  timezone?: number | string
}

export interface PlaceClock {
  /** The resolved place; `utcOffset` is null here (it depends on the instant: see `offsetSecondsAt`). */
  location: ResolvedLocation
  /** Longitude for true solar time; null when only an offset or a zone is known. */
  longitude: number | null
  /** IANA zone whose history gives the offset, when no fixed offset overrides it. */
  zone: string | null
  /** The fixed offset (seconds) when `timezone` was a number. */
  fixedOffsetSeconds: number | null
  /** True when an offset can be read (a zone or a fixed offset). */
  hasOffset: boolean
  /** Offset in force at an instant, seconds east of UTC. Throws when `hasOffset` is false. */
  offsetSecondsAt: (utcMs: number) => number
  /** Place warnings worth passing on: approximate city match, the Xinjiang alternative zone. */
  warnings: Warning[]
}

/** Any date works for resolving a place: only the location part of the resolved moment is used. */
const REFERENCE_DATE = '2000-01-01'
const PLACE_WARNINGS = new Set(['APPROXIMATE_LOCATION', 'ALTERNATIVE_TIME_ZONE', 'LOCATION_MISMATCH'])

export function resolvePlaceClock(place: PlaceInput, locale: Locale): PlaceClock {
  const zoneName = typeof place.timezone === 'string' ? place.timezone : null
  if (zoneName !== null) checkZoneName(zoneName, locale)
  const numeric = typeof place.timezone === 'number' ? place.timezone : undefined
  const hasPlace = place.city !== undefined || place.latitude !== undefined || place.longitude !== undefined
  const moment =
    hasPlace || numeric !== undefined
      ? resolveBirthMoment(
          { date: REFERENCE_DATE, city: place.city, latitude: place.latitude, longitude: place.longitude, timezone: numeric },
          { locale, trueSolarTime: true },
        ) // only the place is used, not the moment's clocks
      : null
  const location: ResolvedLocation = moment ? { ...moment.location, utcOffset: null } : unplacedLocation(zoneName ? 'timezone' : 'none')
  if (zoneName) location.timeZone = zoneName
  const fixedOffsetSeconds = numeric !== undefined ? Math.round(numeric * 3600) : null
  const zone = fixedOffsetSeconds === null ? location.timeZone : null
  const hasOffset = fixedOffsetSeconds !== null || zone !== null
  return {
    location,
    longitude: location.longitude,
    zone,
    fixedOffsetSeconds,
    hasOffset,
    offsetSecondsAt: (utcMs) => {
      if (fixedOffsetSeconds !== null) return fixedOffsetSeconds
      if (zone) return offsetSecondsAt(utcMs, zone)
      throw new AppError('INVALID_REQUEST', 'The place has no UTC offset: send a city, coordinates or a timezone.')
    },
    warnings: (moment?.warnings ?? []).filter((w) => PLACE_WARNINGS.has(w.code)),
  }
}

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
const pad2 = (n: number) => TWO[n] ?? String(n).padStart(2, '0')
const pad4 = (n: number) => (n >= 1000 && n <= 9999 ? String(n) : String(n).padStart(4, '0'))

/** `YYYY-MM-DDTHH:MM:SS` of a wall reading held as UTC-based ms (whole seconds expected). */
export function formatWallSeconds(wallMs: number): string {
  const d = utcFields(wallMs)
  return `${pad4(d.year)}-${pad2(d.month)}-${pad2(d.day)}T${pad2(d.hour)}:${pad2(d.minute)}:${pad2(d.second)}`
}

/** An instant to the second: UTC (`…Z`) and, with an offset, local civil time with that offset appended. */
export function formatInstant(
  utcMs: number,
  offsetSeconds: number | null,
): { utc: string; local: string | null; utcOffset: number | null } {
  const whole = Math.round(utcMs / 1000) * 1000
  return {
    utc: `${formatWallSeconds(whole)}Z`,
    local: offsetSeconds === null ? null : `${formatWallSeconds(whole + offsetSeconds * 1000)}${formatOffset(offsetSeconds)}`,
    utcOffset: offsetSeconds === null ? null : Math.round((offsetSeconds / 3600) * 10000) / 10000,
  }
}
