/**
 * Test helpers: a `ResolvedMoment` built directly from a fixture's independently computed instant
 * and true solar time, so the chart can be tested without the time-and-place pipeline.
 */
import type { ResolvedMoment, WallClock } from '../../../src/core/time/types'
import { jieAfter, jieAtOrBefore } from '../../../src/core/time/solar-terms'

export interface FixtureCase {
  id: string
  tags: string[]
  note: string | null
  input: { date: string; time: string; utcOffset: number; longitude: number; latitude: number; place: string; timeZone: string | null }
  utc: string
  trueSolarTime: string
  equationOfTimeMinutes: number
  expected: Record<
    'trueSolar' | 'civilClock',
    Record<'nextDay23' | 'sameDay23', { year: string; month: string; day: string; hour: string }>
  >
}

export const parseWall = (text: string): WallClock => {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?/.exec(text)!
  return { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], second: m[6] ? +m[6] : 0 }
}

const minutesOfDay = (w: WallClock) => w.hour * 60 + w.minute + w.second / 60

/** Signed minutes to the nearest odd-hour boundary (23:00, 01:00 …). */
export const toHourBoundary = (w: WallClock) => {
  const m = minutesOfDay(w)
  let best = Infinity
  for (let h = -1; h <= 25; h += 2) {
    const d = h * 60 - m
    if (Math.abs(d) < Math.abs(best)) best = d
  }
  return best
}
/** Signed minutes to the nearest 23:00 or 00:00 (either day). */
export const toDayBoundary = (w: WallClock) => {
  const m = minutesOfDay(w)
  let best = Infinity
  for (const b of [-60, 0, 1380, 1440]) {
    const d = b - m
    if (Math.abs(d) < Math.abs(best)) best = d
  }
  return best
}

export const momentOf = (opts: {
  instantMs: number
  wall: WallClock
  clock: 'true-solar' | 'civil'
  civil: string
  utcOffset: number
  longitude: number | null
}): ResolvedMoment => {
  const prev = jieAtOrBefore(opts.instantMs)
  const next = jieAfter(opts.instantMs)
  const toPrev = (prev.utcMs - opts.instantMs) / 60000
  const toNext = (next.utcMs - opts.instantMs) / 60000
  return {
    location: {
      resolvedFrom: opts.longitude === null ? 'timezone' : 'coordinates',
      name: null,
      nameZh: null,
      admin1: null,
      country: null,
      latitude: null,
      longitude: opts.longitude,
      timeZone: null,
      utcOffset: opts.utcOffset,
      approximate: false,
    },
    times: {
      civil: opts.civil,
      utc: new Date(opts.instantMs).toISOString().slice(0, 19) + 'Z',
      localMean: null,
      trueSolar: null,
      equationOfTimeMinutes: null,
      longitudeCorrectionMinutes: null,
      daylightSavingMinutes: null,
    },
    timeKnown: true,
    instantMs: opts.instantMs,
    instantRange: null,
    drivingClock: { kind: opts.clock, wall: opts.wall },
    boundaries: {
      previousJie: prev,
      nextJie: next,
      nearestJie: Math.abs(toPrev) <= Math.abs(toNext) ? { jie: prev, minutes: toPrev } : { jie: next, minutes: toNext },
      minutesToNearestJie: Math.abs(toPrev) < Math.abs(toNext) ? toPrev : toNext,
      jieInsideUnknownOffsetSpan: [],
      minutesToHourBoundary: toHourBoundary(opts.wall),
      minutesToDayBoundary: toDayBoundary(opts.wall),
    },
    warnings: [],
  }
}

export const fixtureMoment = (c: FixtureCase, clock: 'trueSolar' | 'civilClock'): ResolvedMoment =>
  momentOf({
    instantMs: Date.parse(c.utc),
    wall: clock === 'trueSolar' ? parseWall(c.trueSolarTime) : parseWall(`${c.input.date} ${c.input.time}`),
    clock: clock === 'trueSolar' ? 'true-solar' : 'civil',
    civil: `${c.input.date}T${c.input.time}`,
    utcOffset: c.input.utcOffset,
    longitude: c.input.longitude,
  })

/** Civil wall time + fixed offset (hours) → instant. */
export const instantOf = (date: string, time: string, offsetHours: number) => Date.parse(`${date}T${time}:00Z`) - offsetHours * 3600000
