/**
 * Birth details → resolved moment: the place, the instant with its historical offset, every clock
 * (civil, UTC, local mean, true solar), the clock that drives the day and hour pillars, the
 * distances to the boundaries that decide the pillars, and honest warnings.
 *
 * Rules (docs/domain.md, "Place and offset" and "True solar time"):
 * - location: coordinates win over a city name, a city that disagrees with them is reported (locate.ts);
 * - offset: an explicit `timezone`, else the zone's historical offset, else unknown and never
 *   invented (offset-in-force.ts); the possible instants then span UTC-12..UTC+14;
 * - an unknown time stays unknown (never noon): the instant becomes a range over the civil day;
 * - the driving clock is local true solar time when a longitude is known (and not switched off),
 *   else the civil clock.
 */
import type { BirthDetails, Locale, Warning } from '../types'
import { fill } from '../sentence'
import { APPROXIMATE, NO_PLACE, NO_PLACE_NO_OFFSET, OTHER_PLACES, PLACE_SEPARATOR, ZONE_DIFFERS, placeNameIn } from './warning-texts'
import { formatUtc, formatWall, pad2, parseCivilTime, requireCivilDate } from './civil-date'
import { MAX_OFFSET_HOURS, MIN_OFFSET_HOURS, locate, validateNumbers } from './locate'
import { offsetHours, offsetInForce } from './offset-in-force'
import { formatOffset, msToWall, standardOffsetSecondsAt, wallToMs, zonedWallToUtc } from './offsets'
import { equationOfTimeSeconds, localMeanTimeMs } from './solar-time'
import { jieAfter, jieAtOrBefore, jieBetween, nearestJie } from './solar-terms'
import type { BoundaryDistances, DrivingClockKind, ResolveMomentOptions, ResolvedLocation, ResolvedMoment, WallClock } from './types'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

const round = (x: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

export function resolveBirthMoment(details: BirthDetails, options: ResolveMomentOptions): ResolvedMoment {
  const { locale } = options
  const date = requireCivilDate(details.date, locale)
  const time = details.time !== undefined && details.time !== '' ? parseCivilTime(details.time, locale) : null
  validateNumbers(details, locale)

  const place = locate(details, locale)
  const { location, warnings: placeWarnings } = place
  // A zone name sent as `timezone` replaces the place's zone (its historical offsets decide, and the
  // place's alternative zone no longer applies); a number is a fixed offset.
  const sentZone = typeof details.timezone === 'string' ? details.timezone : null
  const placeZone = location.timeZone
  if (sentZone) location.timeZone = sentZone
  const alternativeTimeZone = sentZone ? null : place.alternativeTimeZone
  const explicitOffsetSeconds = typeof details.timezone === 'number' ? Math.round(details.timezone * 3600) : null
  const wall: WallClock = { year: date.year, month: date.month, day: date.day, hour: time?.hour ?? 0, minute: time?.minute ?? 0, second: 0 }
  const localMs = wallToMs(wall)
  const civil = time ? `${details.date}T${pad2(time.hour)}:${pad2(time.minute)}` : details.date

  const offset = offsetInForce({ location, alternativeTimeZone, explicitOffsetSeconds, wall, civil, timeKnown: time !== null, locale })
  const zoneWarnings = sentZone && placeZone && placeZone !== sentZone && time ? sentZoneWarnings(sentZone, placeZone, wall, locale) : []
  const warnings: Warning[] = [...placeWarnings, ...locationWarnings(location, details.city, locale), ...zoneWarnings, ...offset.warnings]
  const offsetSeconds = offset.offsetSeconds
  const instantMs = offsetSeconds !== null && time ? localMs - offsetSeconds * 1000 : null
  location.utcOffset = offsetSeconds !== null ? offsetHours(offsetSeconds) : null

  const instantRange =
    instantMs === null
      ? possibleInstants(localMs, time !== null, offsetSeconds, explicitOffsetSeconds !== null ? null : location.timeZone)
      : null
  const clocks = solarClocks(instantMs, location.longitude)
  // Daylight-saving time is reported apart from the longitude correction: the offset used (the
  // zone's, or an explicit one) above the zone's standard offset (docs/domain.md, "True solar time").
  // With no birth time the day's start at the offset in force stands in for the instant: the
  // offset of the day is known, and so is what DST did to it.
  const dayInstantMs = instantMs ?? (offsetSeconds !== null ? localMs - offsetSeconds * 1000 : null)
  const dstSeconds =
    dayInstantMs !== null && location.timeZone !== null && offsetSeconds !== null
      ? Math.max(0, offsetSeconds - standardOffsetSecondsAt(dayInstantMs, location.timeZone))
      : null
  const longitudeCorrectionMinutes =
    location.longitude !== null && offsetSeconds !== null
      ? round(location.longitude * 4 - (offsetSeconds - (dstSeconds ?? 0)) / 60, 4)
      : null

  const drivingKind: DrivingClockKind = options.trueSolarTime && clocks.trueSolarMs !== null ? 'true-solar' : 'civil'
  const drivingWall = drivingKind === 'true-solar' && clocks.trueSolarMs !== null ? msToWall(clocks.trueSolarMs) : wall

  return {
    location,
    times: {
      civil,
      utc: instantMs !== null ? formatUtc(instantMs) : null,
      localMean: clocks.localMean,
      trueSolar: clocks.trueSolar,
      equationOfTimeMinutes: clocks.eotSeconds !== null ? round(clocks.eotSeconds / 60, 4) : null,
      longitudeCorrectionMinutes,
      daylightSavingMinutes: dstSeconds === null ? null : dstSeconds / 60,
    },
    timeKnown: time !== null,
    instantMs,
    instantRange,
    drivingClock: { kind: drivingKind, wall: drivingWall },
    boundaries: boundaryDistances(instantMs, instantRange, time ? drivingWall : null),
    warnings,
  }
}

/** EXPLICIT_OFFSET_DIFFERS for a sent zone whose offset at the birth differs from the place's zone's. */
function sentZoneWarnings(sentZone: string, placeZone: string, wall: WallClock, locale: Locale): Warning[] {
  const sent = zonedWallToUtc(wall, sentZone)
  const other = zonedWallToUtc(wall, placeZone)
  if (sent.offsetSeconds === other.offsetSeconds) return []
  return [
    {
      code: 'EXPLICIT_OFFSET_DIFFERS',
      message: fill(ZONE_DIFFERS.in(locale), {
        sent: sentZone,
        sentOffset: formatOffset(sent.offsetSeconds),
        place: placeZone,
        placeOffset: formatOffset(other.offsetSeconds),
      }),
      alternative: { timeZone: placeZone, utcOffset: offsetHours(other.offsetSeconds), utc: formatUtc(other.utcMs) },
    },
  ]
}

/** "Name, Region, CC" for a warning: whichever parts are known. */
const placeLine = (name: string | null, admin1: string | null, country: string | null) => [name, admin1, country].filter(Boolean).join(', ')

/** LOCATION_UNKNOWN (no place), OTHER_PLACES_NAMED (a city that has namesakes) and APPROXIMATE_LOCATION (a city matched loosely). */
function locationWarnings(location: ResolvedLocation, city: string | undefined, locale: Locale): Warning[] {
  const warnings: Warning[] = []
  if (location.resolvedFrom === 'none') {
    warnings.push({
      code: 'LOCATION_UNKNOWN',
      message: NO_PLACE_NO_OFFSET.in(locale),
    })
  } else if (location.resolvedFrom === 'timezone') {
    warnings.push({
      code: 'LOCATION_UNKNOWN',
      message: NO_PLACE.in(locale),
    })
  }
  if (location.otherPlacesNamed) {
    // Every place in the reader's language: the chosen one as the others (서울 beside 서울, not Seoul).
    const chosen = placeLine(
      placeNameIn(locale, location.name ?? '', location.nameZh, location.localName),
      location.admin1,
      location.country,
    )
    const others = location.otherPlacesNamed
      .map((p) => placeLine(placeNameIn(locale, p.name, p.nameZh, p.localName), p.admin1, p.country))
      .join(PLACE_SEPARATOR[locale])
    warnings.push({
      code: 'OTHER_PLACES_NAMED',
      message: fill(OTHER_PLACES.in(locale), { city: String(city).slice(0, 100), chosen, others }),
    })
  }
  if (location.approximate) {
    warnings.push({
      code: 'APPROXIMATE_LOCATION',
      message: fill(APPROXIMATE.in(locale), {
        city: String(city).slice(0, 100),
        place: placeNameIn(locale, location.name ?? '', location.nameZh, location.localName),
      }),
    })
  }
  return warnings
}

/**
 * Span of possible instants when the time and/or the offset is unknown: the civil day (00:00-23:59)
 * or the entered time, read at every offset (unknown), at the fixed offset, or in the zone.
 */
function possibleInstants(
  localMs: number,
  timeKnown: boolean,
  offsetSeconds: number | null,
  zone: string | null,
): ResolvedMoment['instantRange'] {
  const firstLocal = localMs // 00:00, or the entered time
  const lastLocal = timeKnown ? localMs : localMs + 24 * HOUR_MS - MINUTE_MS // 23:59 when the time is unknown
  if (offsetSeconds === null) {
    return { earliestMs: firstLocal - MAX_OFFSET_HOURS * HOUR_MS, latestMs: lastLocal - MIN_OFFSET_HOURS * HOUR_MS }
  }
  if (!zone) return { earliestMs: firstLocal - offsetSeconds * 1000, latestMs: lastLocal - offsetSeconds * 1000 }
  return { earliestMs: zonedWallToUtc(msToWall(firstLocal), zone).utcMs, latestMs: zonedWallToUtc(msToWall(lastLocal), zone).utcMs }
}

/** Local mean and true solar time at the birth longitude (docs/domain.md, "True solar time"); nulls when the instant or the longitude is unknown. */
function solarClocks(instantMs: number | null, longitude: number | null) {
  if (instantMs === null || longitude === null) return { eotSeconds: null, localMean: null, trueSolar: null, trueSolarMs: null }
  const eotSeconds = equationOfTimeSeconds(instantMs)
  const lmt = localMeanTimeMs(instantMs, longitude)
  const trueSolarMs = lmt + eotSeconds * 1000
  return { eotSeconds, localMean: formatWall(lmt), trueSolar: formatWall(trueSolarMs), trueSolarMs }
}

/** Signed minutes from `minuteOfDay` to the nearest of the given boundaries (minutes of day, may be outside 0..1440). */
function nearestSigned(minuteOfDay: number, boundaries: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY
  for (const b of boundaries) {
    const d = b - minuteOfDay
    if (Math.abs(d) < Math.abs(best)) best = d
  }
  return round(best, 3)
}
/** 时辰 boundaries at odd hours, with the neighbouring days' 23:00 and 01:00. */
const HOUR_BOUNDARIES = [-60, 60, 180, 300, 420, 540, 660, 780, 900, 1020, 1140, 1260, 1380, 1500]
/** Day boundaries of the two 子时 schools: 23:00 (next-day) and 00:00 (same-day). */
const DAY_BOUNDARIES = [-60, 0, 1380, 1440]

/** Distances to the jie around the instant (or the span) and to the hour and day boundaries of the driving clock. */
function boundaryDistances(
  instantMs: number | null,
  instantRange: ResolvedMoment['instantRange'],
  drivingWall: WallClock | null,
): BoundaryDistances {
  const boundaries: BoundaryDistances = {
    previousJie: null,
    nextJie: null,
    nearestJie: null,
    minutesToNearestJie: null,
    minutesSincePreviousJie: null,
    minutesUntilNextJie: null,
    jieInsideUnknownOffsetSpan: [],
    minutesToHourBoundary: null,
    minutesToDayBoundary: null,
  }
  if (instantMs !== null) {
    const previous = jieAtOrBefore(instantMs)
    const next = jieAfter(instantMs)
    boundaries.previousJie = previous
    boundaries.nextJie = next
    boundaries.nearestJie = nearestJie(instantMs, previous, next)
    boundaries.minutesToNearestJie = round(boundaries.nearestJie.minutes, 3)
    boundaries.minutesSincePreviousJie = round((instantMs - previous.utcMs) / MINUTE_MS, 3)
    boundaries.minutesUntilNextJie = round((next.utcMs - instantMs) / MINUTE_MS, 3)
  } else if (instantRange) {
    boundaries.previousJie = jieAtOrBefore(instantRange.earliestMs)
    boundaries.nextJie = jieAfter(instantRange.earliestMs)
    boundaries.jieInsideUnknownOffsetSpan = jieBetween(instantRange.earliestMs, instantRange.latestMs + 1)
  }
  if (drivingWall) {
    const minuteOfDay = drivingWall.hour * 60 + drivingWall.minute + drivingWall.second / 60
    boundaries.minutesToHourBoundary = nearestSigned(minuteOfDay, HOUR_BOUNDARIES)
    boundaries.minutesToDayBoundary = nearestSigned(minuteOfDay, DAY_BOUNDARIES)
  }
  return boundaries
}
