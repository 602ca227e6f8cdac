/**
 * The birth place: coordinates, a city or nothing, checked and turned into a `ResolvedLocation`
 * (docs/domain.md, "Place and offset"). Coordinates win over a city name (they are more precise),
 * and a city that disagrees with them is reported (LOCATION_MISMATCH); a
 * city goes through the offline gazetteer; coordinates give the zone through tz-lookup + the China
 * policy.
 */
import { AppError } from '../errors'
import type { BirthDetails, Locale, Warning } from '../types'
import { haversineKm, lookupPlace, nearestPlace, resolveCity } from '../geo/gazetteer'
import { zoneForCoordinates } from '../geo/zones'
import type { Place } from '../geo/types'
import { isValidTimeZone } from './offsets'
import type { OtherPlace, ResolvedLocation } from './types'
import { LATITUDE_AND_LONGITUDE, LATITUDE_RANGE, LONGITUDE_RANGE, TIMEZONE_RANGE, ZONE_IS_OFFSET, ZONE_UNKNOWN } from './error-texts'
import { fill } from '../sentence'
import { CITY_FAR, CITY_NOT_FOUND, placeNameIn } from './warning-texts'
import { localNameIn } from '../geo/place-name'

/** Offsets in use worldwide run from UTC-12 to UTC+14. */
export const MIN_OFFSET_HOURS = -12
export const MAX_OFFSET_HOURS = 14

export function validateNumbers(details: BirthDetails, locale: Locale): void {
  const { latitude, longitude, timezone } = details
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new AppError('INVALID_REQUEST', LATITUDE_AND_LONGITUDE.in(locale), {
      field: latitude === undefined ? 'latitude' : 'longitude',
    })
  }
  if (latitude !== undefined && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new AppError('INVALID_REQUEST', LATITUDE_RANGE.in(locale), {
      field: 'latitude',
    })
  }
  if (longitude !== undefined && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new AppError('INVALID_REQUEST', LONGITUDE_RANGE.in(locale), {
      field: 'longitude',
    })
  }
  if (typeof timezone === 'string') checkZoneName(timezone, locale)
  else if (timezone !== undefined && !(Number.isFinite(timezone) && timezone >= MIN_OFFSET_HOURS && timezone <= MAX_OFFSET_HOURS)) {
    throw new AppError('INVALID_REQUEST', TIMEZONE_RANGE.in(locale), { field: 'timezone' })
  }
}

/**
 * A `timezone` sent as a string names an IANA zone. The runtime's Intl also takes offset strings
 * ("+23:59"), which would slip past the -12..14 hour range of a fixed offset: that one is sent as a
 * number.
 */
export function checkZoneName(zoneName: string, locale: Locale): void {
  const zone = zoneName.slice(0, 60)
  if (/^[+\-\u2212]/.test(zoneName)) throw new AppError('INVALID_REQUEST', fill(ZONE_IS_OFFSET.in(locale), { zone }), { field: 'timezone' })
  if (!isValidTimeZone(zoneName)) throw new AppError('INVALID_REQUEST', fill(ZONE_UNKNOWN.in(locale), { zone }), { field: 'timezone' })
}

/** A location with no place: only a zone or an offset was given (`timezone`), or nothing (`none`). */
export const unplacedLocation = (resolvedFrom: 'timezone' | 'none'): ResolvedLocation => ({
  resolvedFrom,
  name: null,
  nameZh: null,
  admin1: null,
  country: null,
  latitude: null,
  longitude: null,
  timeZone: null,
  utcOffset: null,
  approximate: false,
})

/** A namesake of the chosen place, as the answer lists it. */
const otherPlace = (p: Place, locale: Locale): OtherPlace => ({
  name: p.name,
  nameZh: p.nameZh,
  ...localNameMember(p, locale),
  admin1: p.admin1,
  country: p.country,
  latitude: p.latitude,
  longitude: p.longitude,
})

/** `localName`: the place's name in the request's locale, when the data has one beyond `name` and `nameZh`. */
function localNameMember(place: Place, locale: Locale): { localName?: string } {
  const localName = localNameIn(place, locale)
  return localName ? { localName } : {}
}

export interface PlaceInfo {
  location: ResolvedLocation
  alternativeTimeZone: string | null
  /** LOCATION_MISMATCH when a city sent with coordinates is not where they point. */
  warnings: Warning[]
}

/** A city this far from the coordinates sent with it is another place (a city's own extent stays well inside). */
const CITY_MISMATCH_KM = 100

/**
 * Coordinates win over a city name, but never silently: a city that names no place, or no place
 * near the coordinates, is reported (LOCATION_MISMATCH) with the city's own reading as the
 * alternative, so the client sees which one was used and can correct the other.
 */
function cityMismatch(city: string, latitude: number, longitude: number, locale: Locale): Warning[] {
  const shown = city.slice(0, 100)
  const lookup = lookupPlace(city)
  const places = [...(lookup.best ? [lookup.best] : []), ...(lookup.status === 'ambiguous' ? lookup.candidates : [])]
  if (lookup.status === 'not_found' || places.length === 0) {
    return [
      {
        code: 'LOCATION_MISMATCH',
        message: fill(CITY_NOT_FOUND.in(locale), { shown, lat: latitude, lon: longitude }),
      },
    ]
  }
  const distances = places.map((p) => haversineKm(p.latitude, p.longitude, latitude, longitude))
  if (Math.min(...distances) <= CITY_MISMATCH_KM) return []
  const place = lookup.status === 'ok' ? places[0] : places[distances.indexOf(Math.min(...distances))]
  const km = Math.round(haversineKm(place.latitude, place.longitude, latitude, longitude))
  return [
    {
      code: 'LOCATION_MISMATCH',
      message: fill(CITY_FAR.in(locale), {
        lat: latitude,
        lon: longitude,
        km,
        shown,
        place: placeNameIn(locale, place.name, place.nameZh, localNameIn(place, locale)),
        country: place.country,
      }),
      alternative: {
        city: place.name,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        distanceKm: km,
      },
    },
  ]
}

export function locate(details: BirthDetails, locale: Locale): PlaceInfo {
  const { latitude, longitude, city, timezone } = details
  if (latitude !== undefined && longitude !== undefined) {
    const zone = zoneForCoordinates(latitude, longitude)
    const near = nearestPlace(latitude, longitude, 30)
    return {
      warnings: city !== undefined && city.trim() !== '' ? cityMismatch(city, latitude, longitude, locale) : [],
      location: {
        resolvedFrom: 'coordinates',
        name: near?.name ?? null,
        nameZh: near?.nameZh ?? null,
        ...(near ? localNameMember(near, locale) : {}),
        admin1: near?.admin1 ?? null,
        country: near?.country ?? null,
        latitude,
        longitude,
        timeZone: zone.timeZone,
        utcOffset: null,
        approximate: false,
      },
      alternativeTimeZone: zone.alternativeTimeZone,
    }
  }
  if (city !== undefined && city.trim() !== '') {
    const { place, others } = resolveCity(city, locale)
    return {
      warnings: [],
      location: {
        resolvedFrom: 'city',
        name: place.name,
        nameZh: place.nameZh,
        ...localNameMember(place, locale),
        admin1: place.admin1,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        utcOffset: null,
        approximate: place.approximate,
        ...(others.length ? { otherPlacesNamed: others.map((p) => otherPlace(p, locale)) } : {}),
      },
      alternativeTimeZone: place.alternativeTimeZone,
    }
  }
  return { warnings: [], location: unplacedLocation(timezone !== undefined ? 'timezone' : 'none'), alternativeTimeZone: null }
}
