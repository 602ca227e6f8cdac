/**
 * Unknown birth hour: every hour pillar a birth on a civil date at a place can have, each with its
 * window of local civil clock time. The windows are cut from the civil day [00:00, 24:00) by the
 * same engine as the reverse lookup, so they cover the day without gap or overlap and agree with
 * the chart minute by minute. True solar time is turned back into clock time at that place and
 * date (docs/domain.md, "True solar time"): in Urumqi (on Beijing time, ~2 h 10 min ahead of the sun) the 子 hour runs from about
 * 01:10 to 03:10 on the clock, not 23:00 to 01:00.
 *
 * Twelve windows, or thirteen when the civil day holds parts of two days' 子 or 亥 hours (the civil
 * clock always does: 00:00-01:00 is one day's 子 hour, 23:00-24:00 the next day's); a civil day
 * made 25 hours long by a DST change can hold fourteen. One window per hour pillar: where the
 * same-day rule changes the day at 00:00 inside a 子 hour, the window says so (`dayChange`).
 */
import type { Locale } from '../types'
import { wallToMs, zonedWallToUtc } from '../time/offsets'
import type { PlaceClock } from '../time/place-clock'
import { jieAtOrBefore, jieBetween } from '../time/solar-terms'
import type { SolarTermInstant } from '../time/types'
import type { ZiHourRule } from '../types'
import { dateOfJulianDayNumber, julianDayNumber, yearMonthFromJie } from './calendar'
import { cycleParts } from './ganzhi'
import { pillarWindows, type DrivingContext, type PillarWindow } from './pillar-windows'
import { tenGodOf } from './ten-gods'
import type { TenGodCode } from './glossary'

export interface HourCandidate {
  window: PillarWindow
  hourCycle: number
  dayCycle: number
  yearCycle: number
  monthCycle: number
  tenGod: TenGodCode
  /** A jie inside the window: the year and month pillars from it on. */
  monthChange: { term: SolarTermInstant; yearCycle: number; monthCycle: number } | null
  /**
   * Under `same-day`, the day pillar changes at 00:00 on the driving clock, inside a 子 hour: the
   * instant and the day pillar from then on (the ten god above is against the first day's stem).
   */
  dayChange: { atMs: number; dayCycle: number } | null
}

export interface HourCandidatesInput {
  date: { year: number; month: number; day: number }
  place: PlaceClock
  trueSolarTime: boolean
  ziHour: ZiHourRule
  locale: Locale
}

/** The instant the chart reads for civil 00:00 of a date at the place (a nonexistent 00:00 with the pre-change offset, as the chart does). */
function midnightUtc(place: PlaceClock, d: { year: number; month: number; day: number }): number {
  const wall = { ...d, hour: 0, minute: 0, second: 0 }
  if (place.fixedOffsetSeconds !== null) return wallToMs(wall) - place.fixedOffsetSeconds * 1000
  return zonedWallToUtc(wall, place.zone!).utcMs
}

export function hourCandidates(input: HourCandidatesInput): HourCandidate[] {
  const ctx: DrivingContext = { place: input.place, trueSolarTime: input.trueSolarTime, ziHour: input.ziHour }
  const next = dateOfJulianDayNumber(julianDayNumber(input.date.year, input.date.month, input.date.day) + 1)
  const a = midnightUtc(input.place, input.date)
  const b = midnightUtc(input.place, next)
  // Cut by day and hour, then join the two parts of a 子 hour split by the same-day rule's 00:00
  // day change: one hour pillar, one candidate, with the day change inside reported.
  const parts = pillarWindows(ctx, a, b, ['day', 'hour'], { kind: 'civil-day' }, { kind: 'civil-day' })
  const joined: { window: PillarWindow; dayChange: { atMs: number; dayCycle: number } | null }[] = []
  for (const part of parts) {
    const last = joined[joined.length - 1]
    if (last && last.window.sample.hourCycle === part.sample.hourCycle) {
      last.dayChange = { atMs: part.startMs, dayCycle: part.sample.dayCycle }
      last.window = { ...last.window, endMs: part.endMs, endBoundary: part.endBoundary }
    } else {
      joined.push({ window: part, dayChange: null })
    }
  }
  return joined.map(({ window, dayChange }) => {
    const ym = yearMonthFromJie(jieAtOrBefore(window.startMs))
    const jie = jieBetween(window.startMs + 1, window.endMs)[0]
    const after = jie ? yearMonthFromJie(jie) : null
    const s = window.sample
    return {
      window,
      hourCycle: s.hourCycle,
      dayCycle: s.dayCycle,
      yearCycle: ym.yearCycle,
      monthCycle: ym.monthCycle,
      tenGod: tenGodOf(cycleParts(s.dayCycle).stem, cycleParts(s.hourCycle).stem),
      monthChange: jie && after ? { term: jie, yearCycle: after.yearCycle, monthCycle: after.monthCycle } : null,
      dayChange,
    }
  })
}
