/**
 * Coordinates → IANA zone: `@photostructure/tz-lookup` (CC0, timezone-boundary-builder /
 * © OpenStreetMap contributors; ~0.2 µs per lookup) plus the China policy
 * (docs/domain.md, "Place names and zones"): every point in mainland China uses Beijing time
 * (Asia/Shanghai), Xinjiang included (Asia/Urumqi is offered as the alternative); points tz-lookup puts across a border but whose nearest
 * gazetteer place (≤ 20 km) is in mainland China are corrected (Dandong → Asia/Pyongyang).
 */
import tzLookup from '@photostructure/tz-lookup'
import { nearestCountry } from './gazetteer'
import type { CoordinateZone } from './types'

/** Zones tzdata uses for mainland China; Harbin/Chongqing/Kashgar are links to these. */
const MAINLAND_ZONES = new Set(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Harbin', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Kashgar'])
const XINJIANG_ZONES = new Set(['Asia/Urumqi', 'Asia/Kashgar'])

/** Hong Kong, Macau and Taiwan keep their own zones; tz-lookup is right about them. */
const SEPARATE_ZONES = new Set(['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei'])
/** Mainland China's bounding box; outside it the nearest-place check is skipped. */
const inChinaBox = (lat: number, lon: number) => lat >= 18 && lat <= 54 && lon >= 73 && lon <= 135

export function zoneForCoordinates(latitude: number, longitude: number): CoordinateZone {
  const raw = tzLookup(latitude, longitude)
  if (MAINLAND_ZONES.has(raw)) {
    return {
      timeZone: 'Asia/Shanghai',
      alternativeTimeZone: XINJIANG_ZONES.has(raw) ? 'Asia/Urumqi' : null,
      corrected: raw !== 'Asia/Shanghai',
    }
  }
  if (inChinaBox(latitude, longitude) && !SEPARATE_ZONES.has(raw) && nearestCountry(latitude, longitude, 20) === 'CN') {
    return { timeZone: 'Asia/Shanghai', alternativeTimeZone: null, corrected: true }
  }
  return { timeZone: raw, alternativeTimeZone: null, corrected: false }
}
