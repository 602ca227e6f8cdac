/**
 * The Four Pillars chart for birth details: the time-and-place pipeline (`resolveBirthMoment`)
 * followed by `chartFromMoment`. This is the function the operations call.
 */
import type { BirthDetails, Locale, Sex, ZiHourRule } from '../types'
import { resolveBirthMoment } from '../time/resolve-moment'
import { chartFromMoment, type ChartResult } from './chart-from-moment'

export type ChartInput = BirthDetails & {
  sex?: Sex
  ziHour?: ZiHourRule
  /** Default true: day and hour pillars from local true solar time when a longitude is known. */
  trueSolarTime?: boolean
  locale?: Locale
  includeDaily?: boolean
  /** YYYY-MM-DD: the day of the daily block. */
  readingDate?: string
  /** YYYY-MM-DD supplied by the operation from its clock when readingDate is absent; the core never reads the clock. */
  today?: string
  /** The caller's clock reading (ms) for the daily block's default day: today in the birth place's zone, else UTC. */
  nowMs?: number
}

export function calculateChart(input: ChartInput): ChartResult {
  const locale = input.locale ?? 'en'
  const moment = resolveBirthMoment(
    { date: input.date, time: input.time, city: input.city, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone },
    { trueSolarTime: input.trueSolarTime ?? true, locale },
  )
  return chartFromMoment(moment, {
    sex: input.sex,
    ziHour: input.ziHour,
    locale,
    includeDaily: input.includeDaily,
    readingDate: input.readingDate,
    today: input.today,
    nowMs: input.nowMs,
  })
}

export type { ChartResult, ChartOptions, PillarView, PillarSet, Pillars, LuckView, DailyView } from './chart-from-moment'
export { chartFromMoment } from './chart-from-moment'
