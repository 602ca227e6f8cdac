/**
 * The Four Pillars chart for birth details: the time-and-place pipeline (`resolveBirthMoment`)
 * followed by `chartFromMoment` (or `chartEssentialsFromMoment`). These are the functions the operations call.
 */
import type { BirthDetails, Locale, Sex, ZiHourRule } from '../types'
import { resolveBirthMoment } from '../time/resolve-moment'
import { chartEssentialsFromMoment, chartFromMoment } from './chart-from-moment'
import type { ChartEssentials, ChartOptions, ChartResult } from './chart-types'
import type { ResolvedMoment } from '../time/types'

/** Complete chart input: the operations decide every default (the core restates none). */
export type ChartInput = BirthDetails & {
  /** Absent: no luck pillars. */
  sex?: Sex
  ziHour: ZiHourRule
  /** Day and hour pillars from local true solar time when a longitude is known (the service's default is true). */
  trueSolarTime: boolean
  locale: Locale
  includeDaily: boolean
  /** YYYY-MM-DD: the day of the daily block. */
  readingDate?: string
  /** YYYY-MM-DD supplied by the operation from its clock when readingDate is absent; the core never reads the clock. */
  today?: string
  /** The caller's clock reading (ms) for the daily block's default day: today in the birth place's zone, else UTC. */
  nowMs?: number
}

/**
 * Time-pipeline warnings whose alternative is another UTC offset (a repeated or skipped local hour,
 * disagreeing sources, Xinjiang time, an explicit offset that differs from the zone's): the chart
 * adds the pillars that offset would give, so the caller sees whether the doubt matters.
 */
const OFFSET_ALTERNATIVE_CODES = new Set([
  'NONEXISTENT_LOCAL_TIME',
  'AMBIGUOUS_LOCAL_TIME',
  'TZ_SOURCES_DISAGREE',
  'ALTERNATIVE_TIME_ZONE',
  'EXPLICIT_OFFSET_DIFFERS',
])

export function calculateChart(input: ChartInput): ChartResult {
  return chartOf(input, chartFromMoment)
}

/** A chart's essentials (`ChartEssentials`): what a reading built on the chart reads, and no more. */
export function calculateChartEssentials(input: ChartInput): ChartEssentials {
  return chartOf(input, chartEssentialsFromMoment)
}

function chartOf<C extends ChartEssentials>(input: ChartInput, fromMoment: (moment: ResolvedMoment, options: ChartOptions) => C): C {
  const locale = input.locale
  const details = {
    date: input.date,
    time: input.time,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    timezone: input.timezone,
  }
  const resolveOptions = { trueSolarTime: input.trueSolarTime, locale }
  const moment = resolveBirthMoment(details, resolveOptions)
  const result = fromMoment(moment, {
    sex: input.sex,
    ziHour: input.ziHour,
    locale,
    includeDaily: input.includeDaily,
    readingDate: input.readingDate,
    today: input.today,
    nowMs: input.nowMs,
  })
  if (input.time) {
    result.warnings = result.warnings.map((warning) => {
      const alternative = warning.alternative as { utcOffset?: unknown } | undefined
      if (!OFFSET_ALTERNATIVE_CODES.has(warning.code) || typeof alternative?.utcOffset !== 'number') return warning
      const other = chartEssentialsFromMoment(resolveBirthMoment({ ...details, timezone: alternative.utcOffset }, resolveOptions), {
        ziHour: input.ziHour,
        locale,
        includeDaily: false,
      })
      const p = other.chart.pillars
      return {
        ...warning,
        alternative: {
          ...alternative,
          pillars: { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour?.ganzhi ?? null },
        },
      }
    })
  }
  return result
}
