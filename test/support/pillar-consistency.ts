/**
 * Shared by the reverse-lookup and hour-candidate tests: generated places and moments (places far
 * from their zone's meridian, dates near solar terms, China's 1986-1991 daylight saving time), and a
 * chart reader that sends a civil minute to the chart exactly as a user would.
 */
import { calculateChart } from '../../src/core/bazi'
import { zonedWallToUtc, msToWall } from '../../src/core/time/offsets'
import { resolvePlaceClock, type PlaceClock } from '../../src/core/time/place-clock'
import { termInstant } from '../../src/core/time/solar-terms'
import type { ZiHourRule } from '../../src/core/types'

export interface PlaceSpec {
  city?: string
  latitude?: number
  longitude?: number
  timezone?: number
}

/** Deterministic pseudo-random numbers (LCG), so failures reproduce. */
export function random(seed: number) {
  let s = seed
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  }
}

/** Places far from their zone's meridian (Urumqi and Kashgar on Beijing time, Spain on CET, Alaska, India's half hour …). */
export const PLACES: PlaceSpec[] = [
  { latitude: 43.8256, longitude: 87.6168 }, // Urumqi, Asia/Shanghai, ~2 h 10 min behind the clock
  { latitude: 39.4704, longitude: 75.9898 }, // Kashgar
  { latitude: 39.9042, longitude: 116.4074 }, // Beijing (China DST 1986-1991)
  { latitude: 31.2304, longitude: 121.4737 }, // Shanghai
  { latitude: 42.8782, longitude: -8.5448 }, // Santiago de Compostela, CET ~1 h 35 min ahead of the sun
  { latitude: 40.4168, longitude: -3.7038 }, // Madrid
  { latitude: 40.7128, longitude: -74.006 }, // New York (US DST)
  { latitude: 61.2181, longitude: -149.9003 }, // Anchorage
  { latitude: 28.6139, longitude: 77.209 }, // New Delhi, +05:30
  { latitude: -33.8688, longitude: 151.2093 }, // Sydney (southern DST)
  { latitude: 51.5074, longitude: -0.1278 }, // London
  { latitude: 1.3521, longitude: 103.8198 }, // Singapore (+07:30 history)
  { latitude: 22.3193, longitude: 114.1694 }, // Hong Kong
  { latitude: -54.8019, longitude: -68.303 }, // Ushuaia
  { city: 'Urumqi' },
  { city: 'Beijing' },
  { latitude: 43.8256, longitude: 87.6168, timezone: 6 }, // Urumqi on Xinjiang time
  { timezone: 8 }, // no longitude: the civil clock drives
  { latitude: 35.6762, longitude: 139.6503, timezone: 9 },
]

export const pad2 = (n: number) => String(n).padStart(2, '0')
export const wallText = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 16)

/** A generated birth: a civil date and time at a place. */
export interface Moment {
  date: string
  time: string
}

/** Days China's clocks changed in 1986-1991 (tzdata asia: Rule PRC). */
export const CHINA_DST_CHANGE_DAYS = [
  '1986-05-04',
  '1986-09-14',
  '1987-04-12',
  '1987-09-13',
  '1988-04-17',
  '1988-09-11',
  '1989-04-16',
  '1989-09-17',
  '1990-04-15',
  '1990-09-16',
  '1991-04-14',
  '1991-09-15',
]

/** Moments: uniform 1800-2200, near a jie (± 3 h), and in China's DST summers 1986-1991 (and their change days). */
export function momentOf(r: ReturnType<typeof random>, place: PlaceClock): Moment {
  const kind = r.next()
  let instant: number
  if (kind < 0.1) {
    // A day on which China's clocks changed (tzdata: 1986-05-04 … 1991-09-15), at any time.
    const day = r.pick(CHINA_DST_CHANGE_DAYS)
    instant = Date.parse(`${day}T00:00:00Z`) + r.int(-10 * 60, 30 * 60) * 60_000
  } else if (kind < 0.4) {
    const year = r.int(1801, 2199)
    const index = r.int(0, 23)
    instant = termInstant(year, index).utcMs + r.int(-180, 180) * 60_000
  } else if (kind < 0.7) {
    const year = r.int(1986, 1991)
    instant = Date.UTC(year, r.int(3, 8), r.int(1, 28), r.int(0, 23), r.int(0, 59))
  } else {
    instant = Date.UTC(r.int(1801, 2199), r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59))
  }
  const offset = place.hasOffset ? place.offsetSecondsAt(instant) * 1000 : 8 * 3_600_000
  const wall = Math.floor((instant + offset) / 60_000) * 60_000
  return { date: wallText(wall).slice(0, 10), time: wallText(wall).slice(11, 16) }
}

export interface ChartOptions {
  trueSolarTime: boolean
  ziHour: ZiHourRule
}

/** The four pillars the chart operation gives for a civil date and time at the place. */
export function chartPillars(place: PlaceSpec, date: string, time: string | undefined, options: ChartOptions, timezone?: number) {
  const r = calculateChart({
    date,
    time,
    ...place,
    ...(timezone !== undefined ? { timezone } : {}),
    ...options,
    locale: 'en',
    includeDaily: false,
  })
  const p = r.chart.pillars
  return { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour?.ganzhi ?? null, utc: r.time.utc }
}

/**
 * The pillars for a birth at an instant, entered as a user would: the local civil minute (offset in
 * force at that instant); only when that civil minute is a repeated one and the instant is its
 * second occurrence is the offset sent explicitly (the chart otherwise reads the first occurrence).
 */
export function chartAtInstant(spec: PlaceSpec, clock: PlaceClock, instantMs: number, options: ChartOptions) {
  const offsetSeconds = clock.offsetSecondsAt(instantMs)
  const wall = instantMs + offsetSeconds * 1000
  const text = wallText(wall)
  let timezone: number | undefined
  if (clock.zone && clock.fixedOffsetSeconds === null && zonedWallToUtc(msToWall(wall), clock.zone).utcMs !== instantMs)
    timezone = offsetSeconds / 3600
  return chartPillars(spec, text.slice(0, 10), text.slice(11, 16), options, timezone)
}

export const placeClockOf = (spec: PlaceSpec) => resolvePlaceClock(spec, 'en')
