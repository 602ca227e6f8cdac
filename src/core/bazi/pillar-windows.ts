/**
 * Cuts a span of instants into windows over which the pillars a birth gets stay the same: the
 * engine under the reverse lookup and the unknown-hour candidates.
 *
 * The pillars change only (docs/domain.md, "Pillars from the birth instant", "True solar time" and
 * "The 子 hour (23:00) schools") at (a) a jie instant (year and month pillars, compared in UTC), (b) a
 * two-hour boundary of the driving clock (odd hours: 23:00, 01:00 … 21:00), (c) the day change of
 * the chosen 子时 rule (23:00 for `next-day`, already an hour boundary; 00:00 for `same-day`), and
 * (d) for the civil clock, wherever the UTC offset changes (the wall clock jumps). Every such
 * instant in the span is computed exactly, the span is cut there, and the pillars of each piece are
 * read at its midpoint with the very functions the chart uses (`yearMonthFromJie(jieAtOrBefore)`,
 * `dayHourFromWall`), so a window agrees with the chart by construction; adjacent pieces with the
 * same key are merged.
 *
 * True solar time = UTC + longitude × 4 min + equation of time (solar-time.ts); it is strictly
 * increasing (the equation of time changes by < 30 s a day), so a driving-clock boundary is one
 * instant, found by fixed-point iteration t = w − λ·4 min − EoT(t) (contraction factor < 4·10⁻⁴).
 */
import type { ZiHourRule } from '../types'
import type { PlaceClock } from '../time/place-clock'
import { msToWall } from '../time/offsets'
import { equationOfTimeSeconds } from '../time/solar-time'
import { jieAtOrBefore, jieBetween } from '../time/solar-terms'
import type { DrivingClockKind, SolarTermInstant } from '../time/types'
import { dayHourFromWall, yearMonthFromJie } from './calendar'

const HOUR_MS = 3_600_000
/** Offsets are sampled this often to find their changes (no zone changes its offset twice within 12 h). */
const OFFSET_SAMPLE_MS = 12 * HOUR_MS

export interface DrivingContext {
  place: PlaceClock
  /** True solar time requested (it applies only with a longitude). */
  trueSolarTime: boolean
  ziHour: ZiHourRule
}

export const drivingClockOf = (ctx: DrivingContext): DrivingClockKind =>
  ctx.trueSolarTime && ctx.place.longitude !== null ? 'true-solar' : 'civil'

/** What a birth at one instant gets. */
interface PillarSample {
  yearCycle: number
  monthCycle: number
  dayCycle: number
  hourCycle: number
  offsetSeconds: number
}

type BoundaryKind = 'solar-term' | 'day-change' | 'hour' | 'offset-change' | 'civil-day' | 'range'
export interface Boundary {
  kind: BoundaryKind
  /** The jie, for `solar-term`. */
  term?: SolarTermInstant
}

export interface PillarWindow {
  startMs: number
  endMs: number
  /** The pillars inside (read at the first piece's midpoint). */
  sample: PillarSample
  startBoundary: Boundary
  endBoundary: Boundary
}

export type KeyField = 'year' | 'month' | 'day' | 'hour' | 'offset'

/** Reads the driving clock (as UTC-based wall ms) at an instant. */
function drivingWallMs(ctx: DrivingContext, utcMs: number): number {
  if (drivingClockOf(ctx) === 'true-solar') return utcMs + ctx.place.longitude! * 240_000 + equationOfTimeSeconds(utcMs) * 1000
  return utcMs + ctx.place.offsetSecondsAt(utcMs) * 1000
}

function sampleAt(ctx: DrivingContext, utcMs: number): PillarSample {
  const ym = yearMonthFromJie(jieAtOrBefore(utcMs))
  const dh = dayHourFromWall(msToWall(drivingWallMs(ctx, utcMs)), ctx.ziHour, true)
  return {
    yearCycle: ym.yearCycle,
    monthCycle: ym.monthCycle,
    dayCycle: dh.dayCycle,
    hourCycle: dh.hourCycle!,
    offsetSeconds: ctx.place.offsetSecondsAt(utcMs),
  }
}

/** Instants in (a, b) where the zone's offset changes, each exact to the second. */
function offsetChangesBetween(ctx: DrivingContext, a: number, b: number): number[] {
  if (ctx.place.fixedOffsetSeconds !== null || !ctx.place.zone) return []
  const changes: number[] = []
  let previousMs = a
  let previous = ctx.place.offsetSecondsAt(a)
  for (let t = a + OFFSET_SAMPLE_MS; ; t += OFFSET_SAMPLE_MS) {
    const probe = Math.min(t, b)
    const value = ctx.place.offsetSecondsAt(probe)
    if (value !== previous) {
      // Binary search on whole seconds: the last second with the old offset, then the change.
      let lo = Math.floor(previousMs / 1000)
      let hi = Math.ceil(probe / 1000)
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2)
        if (ctx.place.offsetSecondsAt(mid * 1000) === previous) lo = mid
        else hi = mid
      }
      if (hi * 1000 > a && hi * 1000 < b) changes.push(hi * 1000)
      previous = value
    }
    previousMs = probe
    if (probe >= b) break
  }
  return changes
}

/** Driving-clock readings (wall ms) at which the pillars can change: odd hours, and 00:00 under `same-day`. */
function clockBoundariesBetween(ctx: DrivingContext, wallFrom: number, wallTo: number): number[] {
  const out: number[] = []
  for (let h = Math.ceil(wallFrom / HOUR_MS); h * HOUR_MS < wallTo; h++) {
    const hourOfDay = ((h % 24) + 24) % 24
    if (hourOfDay % 2 === 1 || (hourOfDay === 0 && ctx.ziHour === 'same-day')) out.push(h * HOUR_MS)
  }
  return out
}

/** The instant at which true solar time reads `wallMs`. */
function trueSolarInverse(longitude: number, wallMs: number): number {
  let t = wallMs - longitude * 240_000
  for (let i = 0; i < 6; i++) {
    const next = wallMs - longitude * 240_000 - equationOfTimeSeconds(t) * 1000
    if (Math.abs(next - t) < 0.01) return next
    t = next
  }
  return t
}

/** Every instant in (a, b) at which a pillar or the offset may change, ascending and unique. */
function cutPoints(ctx: DrivingContext, a: number, b: number): number[] {
  const points: number[] = []
  for (const jie of jieBetween(a, b)) if (jie.utcMs > a) points.push(jie.utcMs)
  const offsetChanges = offsetChangesBetween(ctx, a, b)
  points.push(...offsetChanges)
  if (drivingClockOf(ctx) === 'true-solar') {
    const lon = ctx.place.longitude!
    for (const w of clockBoundariesBetween(ctx, drivingWallMs(ctx, a), drivingWallMs(ctx, b))) {
      const t = trueSolarInverse(lon, w)
      if (t > a && t < b) points.push(t)
    }
  } else {
    // The civil clock is linear within each constant-offset piece.
    const edges = [a, ...offsetChanges, b]
    for (let i = 0; i + 1 < edges.length; i++) {
      const o = ctx.place.offsetSecondsAt(edges[i]) * 1000
      for (const w of clockBoundariesBetween(ctx, edges[i] + o, edges[i + 1] + o)) {
        const t = w - o
        if (t > a && t < b) points.push(t)
      }
    }
  }
  points.sort((x, y) => x - y)
  return points.filter((p, i) => i === 0 || p !== points[i - 1])
}

const keyOf = (s: PillarSample, fields: readonly KeyField[]) =>
  fields
    .map((f) =>
      f === 'year' ? s.yearCycle : f === 'month' ? s.monthCycle : f === 'day' ? s.dayCycle : f === 'hour' ? s.hourCycle : s.offsetSeconds,
    )
    .join('|')

/** Which boundary separates two samples (by precedence: term, day, hour, offset), over the key's fields. */
function boundaryBetween(before: PillarSample, after: PillarSample, cutMs: number, fields: readonly KeyField[]): Boundary {
  const has = (f: KeyField) => fields.includes(f)
  if ((has('year') || has('month')) && (before.monthCycle !== after.monthCycle || before.yearCycle !== after.yearCycle)) {
    return { kind: 'solar-term', term: jieAtOrBefore(cutMs) }
  }
  if (has('day') && before.dayCycle !== after.dayCycle) return { kind: 'day-change' }
  if (has('hour') && before.hourCycle !== after.hourCycle) return { kind: 'hour' }
  return { kind: 'offset-change' }
}

/**
 * Windows of [a, b) with constant values of `fields`, the span's own edges labelled `edgeStart` and
 * `edgeEnd`.
 */
export function pillarWindows(
  ctx: DrivingContext,
  a: number,
  b: number,
  fields: readonly KeyField[],
  edgeStart: Boundary,
  edgeEnd: Boundary,
): PillarWindow[] {
  if (!(b > a)) return []
  const points = [a, ...cutPoints(ctx, a, b), b]
  const windows: PillarWindow[] = []
  let lastKey = ''
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i]
    const end = points[i + 1]
    const sample = sampleAt(ctx, start + (end - start) / 2)
    const key = keyOf(sample, fields)
    const current = windows[windows.length - 1]
    if (current && key === lastKey) {
      current.endMs = end
      continue
    }
    if (current) {
      const boundary = boundaryBetween(current.sample, sample, start, fields)
      current.endBoundary = boundary
      windows.push({ startMs: start, endMs: end, sample, startBoundary: boundary, endBoundary: edgeEnd })
    } else {
      windows.push({ startMs: start, endMs: end, sample, startBoundary: edgeStart, endBoundary: edgeEnd })
    }
    lastKey = key
  }
  return windows
}
