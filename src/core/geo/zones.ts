/**
 * Coordinates → IANA zone: `@photostructure/tz-lookup` (CC0, timezone-boundary-builder /
 * © OpenStreetMap contributors; ~0.2 µs per lookup) plus the China policy of geo notes §3:
 * every point in mainland China uses Beijing time (Asia/Shanghai), Xinjiang included (Asia/Urumqi
 * is offered as the alternative); points tz-lookup puts across a border but whose nearest
 * gazetteer place (≤ 20 km) is in mainland China are corrected (Dandong → Asia/Pyongyang,
 * geo notes §5).
 */
import tzLookup from '@photostructure/tz-lookup'
import type { CoordinateZone } from './types'

/** Zones tzdata uses for mainland China; Harbin/Chongqing/Kashgar are links to these. */
const MAINLAND_ZONES = new Set(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Harbin', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Kashgar'])
const XINJIANG_ZONES = new Set(['Asia/Urumqi', 'Asia/Kashgar'])

/** Country of the nearest gazetteer place within `maxKm`, or null (set by the gazetteer when loaded). */
type NearestCountry = (lat: number, lon: number, maxKm: number) => string | null
let nearestCountry: NearestCountry = () => null

/** Lets the gazetteer plug in its nearest-place search without a circular import. */
export function setNearestCountryLookup(fn: NearestCountry): void {
  nearestCountry = fn
}

export function zoneForCoordinates(latitude: number, longitude: number): CoordinateZone {
  const raw = tzLookup(latitude, longitude)
  if (MAINLAND_ZONES.has(raw)) {
    return {
      timeZone: 'Asia/Shanghai',
      alternativeTimeZone: XINJIANG_ZONES.has(raw) ? 'Asia/Urumqi' : null,
      corrected: raw !== 'Asia/Shanghai',
    }
  }
  if (nearestCountry(latitude, longitude, 20) === 'CN') {
    return { timeZone: 'Asia/Shanghai', alternativeTimeZone: null, corrected: true }
  }
  return { timeZone: raw, alternativeTimeZone: null, corrected: false }
}
