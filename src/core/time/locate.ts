/**
 * The birth place: coordinates, a city or nothing, checked and turned into a `ResolvedLocation`
 * (docs/domain.md, "Place and offset"). Coordinates win over a city name (they are more precise); a
 * city goes through the offline gazetteer; coordinates give the zone through tz-lookup + the China
 * policy.
 */
import { AppError } from '../errors'
import type { BirthDetails, Locale } from '../types'
import { nearestPlace, resolveCity } from '../geo/gazetteer'
import { zoneForCoordinates } from '../geo/zones'
import type { Place } from '../geo/types'
import type { OtherPlace, ResolvedLocation } from './types'
import { inLocale as t } from '../locale'

/** Offsets in use worldwide run from UTC-12 to UTC+14. */
export const MIN_OFFSET_HOURS = -12
export const MAX_OFFSET_HOURS = 14

export function validateNumbers(details: BirthDetails, locale: Locale): void {
  const { latitude, longitude, timezone } = details
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'Send latitude and longitude together.', '纬度和经度需要同时提供。'), { field: latitude === undefined ? 'latitude' : 'longitude' })
  }
  if (latitude !== undefined && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'latitude must be between -90 and 90.', '纬度必须在 -90 到 90 之间。'), { field: 'latitude' })
  }
  if (longitude !== undefined && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'longitude must be between -180 and 180.', '经度必须在 -180 到 180 之间。'), { field: 'longitude' })
  }
  if (timezone !== undefined && !(Number.isFinite(timezone) && timezone >= MIN_OFFSET_HOURS && timezone <= MAX_OFFSET_HOURS)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'timezone must be a UTC offset in hours between -12 and 14.', 'timezone 必须是 -12 到 14 之间的 UTC 偏移小时数。'), { field: 'timezone' })
  }
}

/** A namesake of the chosen place, as the answer lists it. */
const otherPlace = (p: Place): OtherPlace => ({ name: p.name, nameZh: p.nameZh, admin1: p.admin1, country: p.country, latitude: p.latitude, longitude: p.longitude })

export interface PlaceInfo {
  location: ResolvedLocation
  alternativeTimeZone: string | null
}

export function locate(details: BirthDetails, locale: Locale): PlaceInfo {
  const { latitude, longitude, city, timezone } = details
  if (latitude !== undefined && longitude !== undefined) {
    const zone = zoneForCoordinates(latitude, longitude)
    const near = nearestPlace(latitude, longitude, 30)
    return {
      location: {
        resolvedFrom: 'coordinates',
        name: near?.name ?? null,
        nameZh: near?.nameZh ?? null,
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
      location: {
        resolvedFrom: 'city',
        name: place.name,
        nameZh: place.nameZh,
        admin1: place.admin1,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        utcOffset: null,
        approximate: place.approximate,
        ...(others.length ? { otherPlacesNamed: others.map(otherPlace) } : {}),
      },
      alternativeTimeZone: place.alternativeTimeZone,
    }
  }
  return {
    location: {
      resolvedFrom: timezone !== undefined ? 'timezone' : 'none',
      name: null,
      nameZh: null,
      admin1: null,
      country: null,
      latitude: null,
      longitude: null,
      timeZone: null,
      utcOffset: null,
      approximate: false,
    },
    alternativeTimeZone: null,
  }
}
