/** Lean views shared by the practitioner operations: place, instants, boundaries, windows. */
import type { Locale } from '../core/types'
import { SOLAR_TERM_CODES, solarTermName, type Boundary, type PillarWindow } from '../core/bazi'
import { formatInstant, formatWallSeconds, type PlaceClock } from '../core/time/place-clock'
import type { SolarTermInstant } from '../core/time/types'

export const termLabel = (term: SolarTermInstant, locale: Locale) => ({
  code: SOLAR_TERM_CODES[term.index],
  name: solarTermName(term.index, locale),
})

export const locationView = (place: PlaceClock) => ({
  resolvedFrom: place.location.resolvedFrom,
  name: place.location.name,
  country: place.location.country,
  latitude: place.location.latitude,
  longitude: place.location.longitude,
  timeZone: place.zone,
  fixedUtcOffset: place.fixedOffsetSeconds === null ? null : Math.round((place.fixedOffsetSeconds / 3600) * 10000) / 10000,
})

export const instantView = (place: PlaceClock, utcMs: number) =>
  formatInstant(utcMs, place.hasOffset ? place.offsetSecondsAt(Math.round(utcMs / 1000) * 1000) : null)

export const boundaryView = (b: Boundary, locale: Locale) => (b.term ? { kind: b.kind, term: termLabel(b.term, locale) } : { kind: b.kind })

const MINUTE_MS = 60_000

/**
 * The first and last whole minutes of civil time inside a window (the times a user can enter), as
 * wall ms; null when the window holds no whole minute. The offset is read at each end.
 */
export function wholeMinutes(place: PlaceClock, w: { startMs: number; endMs: number }): { first: number | null; last: number | null } {
  const so = place.offsetSecondsAt(w.startMs) * 1000
  const eo = place.offsetSecondsAt(w.endMs - 1) * 1000
  const firstWall = Math.ceil((w.startMs + so) / MINUTE_MS) * MINUTE_MS
  const lastWall = Math.floor((w.endMs - 1 + eo) / MINUTE_MS) * MINUTE_MS
  const firstOk = firstWall - so < w.endMs
  const lastOk = lastWall - eo >= w.startMs
  return { first: firstOk ? firstWall : null, last: lastOk ? lastWall : null }
}

export const minuteText = (wallMs: number | null) => (wallMs === null ? null : formatWallSeconds(wallMs).slice(0, 16))

export const windowView = (place: PlaceClock, w: PillarWindow, locale: Locale) => {
  const minutes = wholeMinutes(place, w)
  return {
    start: instantView(place, w.startMs),
    end: instantView(place, w.endMs),
    startBoundary: boundaryView(w.startBoundary, locale),
    endBoundary: boundaryView(w.endBoundary, locale),
    firstMinute: minuteText(minutes.first),
    lastMinute: minuteText(minutes.last),
    minutes: Math.round(((w.endMs - w.startMs) / MINUTE_MS) * 1000) / 1000,
  }
}
