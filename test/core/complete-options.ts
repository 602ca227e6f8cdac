/**
 * The core takes complete options; most core tests only care about a few of them. These wrappers
 * fill the rest with the service's defaults (the same values the operations pass), so a test names
 * only what it is about.
 */
import { calculateChart as calculateChartComplete, type ChartInput as CompleteChartInput } from '../../src/core/bazi/chart'
import { chartFromMoment as chartFromMomentComplete } from '../../src/core/bazi/chart-from-moment'
import type { ChartOptions } from '../../src/core/bazi/chart-types'
import { resolveBirthMoment as resolveBirthMomentComplete } from '../../src/core/time/resolve-moment'
import type { BirthDetails } from '../../src/core/types'
import type { ResolveMomentOptions, ResolvedMoment } from '../../src/core/time/types'

export type ChartInput = BirthDetails & Partial<Omit<CompleteChartInput, keyof BirthDetails>>

export const calculateChart = (input: ChartInput) =>
  calculateChartComplete({
    ...input,
    ziHour: input.ziHour ?? 'next-day',
    trueSolarTime: input.trueSolarTime ?? true,
    locale: input.locale ?? 'en',
    includeDaily: input.includeDaily ?? false,
  })

export const chartFromMoment = (moment: ResolvedMoment, options: Partial<ChartOptions> = {}) =>
  chartFromMomentComplete(moment, {
    ...options,
    ziHour: options.ziHour ?? 'next-day',
    locale: options.locale ?? 'en',
    includeDaily: options.includeDaily ?? false,
  })

export const resolveBirthMoment = (details: BirthDetails, options: Partial<ResolveMomentOptions> = {}) =>
  resolveBirthMomentComplete(details, { trueSolarTime: options.trueSolarTime ?? true, locale: options.locale ?? 'en' })
