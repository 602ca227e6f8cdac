/**
 * The Four Pillars chart: REST `POST /api/v1/bazi` (metered) and MCP `calculate_bazi_chart` on the
 * public connector. Both surfaces map to the same core input; schemas in src/contracts/chart.ts.
 */
import type { Static } from '@sinclair/typebox'
import {
  BaziChartRestResult,
  BaziChartResult,
  BaziChartToolResult,
  BaziRequest,
  BaziToolArgs,
  type ChartRequestInput,
} from '../contracts/chart'
import {
  birthDetailsOf,
  birthDetailsOfToolArgs,
  chartOptionsOfToolArgs,
  DEFAULT_DETAIL,
  localeOf,
  resolveChartOptions,
  withLabelsInLocale,
} from '../contracts/common'
import { checkReadingDate } from '../contracts/guidance'
import { calculateChart, type ChartResult } from '../core/bazi'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { chartForTool, currentPeriods, readingDateOf } from '../presenters/chart-summary'
import { assertCandidatesPossible, hourCandidatesView } from './shared/hour-candidates'
import { chartForRest } from '../presenters/rest-shape'

/** Both surfaces' defaults, applied once: the shared chart options, and no daily block. */
const chartInputOf = (body: Static<typeof BaziRequest>): ChartRequestInput => {
  checkReadingDate(body.readingDate, 'readingDate', localeOf(body.locale))
  return { ...birthDetailsOf(body), ...resolveChartOptions(body), includeDaily: body.includeDaily ?? false, readingDate: body.readingDate }
}

export const calculateBaziChart = defineCapability<ChartRequestInput, ReturnType<typeof chartForRest> | ReturnType<typeof chartForTool>>({
  name: 'calculate_bazi_chart',
  operationId: 'calculateBaziChart',
  summary: 'Four Pillars (Bazi) chart with True Solar Time',
  description:
    'Computes a complete Four Pillars chart, labels in the request locale: year and month pillars from the birth instant against the exact solar terms, day and hour pillars from local true solar time (or the civil clock), ten gods, hidden stems, nayin, growth stages, symbolic stars, interactions, element balance, and luck pillars when `sex` is given. Unknown time or place is reported, never invented.',
  output: withLabelsInLocale(BaziChartResult),
  annotations: pureCalculation('Calculate Bazi chart'),
  rest: {
    path: '/api/v1/bazi',
    example: { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female', locale: 'en' },
    input: BaziRequest,
    output: withLabelsInLocale(BaziChartRestResult),
    toInput: (body) => ({ ...chartInputOf(body), hourCandidates: body.hourCandidates ?? false }),
  },
  mcp: {
    connector: 'public',
    tool: 'calculate_bazi_chart',
    input: BaziToolArgs,
    output: BaziChartToolResult,
    view: 'ui://bazi-service/chart.html',
    description:
      'Four Pillars (Bazi) chart of a birth, true solar time applied: a person\'s chart, luck pillars or current year, not a day\'s almanac or advice. Pass only what the user stated; omit an unknown time or place, never infer or guess (warnings report gaps and boundaries). Example: {"birth_date":"1990-05-15","birth_time":"14:30","birth_city":"Beijing","sex":"female"}',
    // The tool's snake_case arguments, mapped onto the same core input and defaults as REST.
    toInput: (args) => {
      checkReadingDate(args.reading_date, 'reading_date', localeOf(args.locale))
      return {
        ...birthDetailsOfToolArgs(args),
        ...chartOptionsOfToolArgs(args),
        includeDaily: args.include_daily ?? false,
        readingDate: args.reading_date,
        detail: args.detail ?? DEFAULT_DETAIL,
      }
    },
  },
  // The daily block's default day is today in the birth place's zone (else UTC), from the request's clock.
  // MCP readers get the answer at the requested detail level, labels in the locale only; REST gets
  // its body (each repeated part once) and, when asked, the hour candidates.
  run: (input, ctx) => {
    const { detail, ...options } = input
    if (options.hourCandidates) assertCandidatesPossible(options)
    const result: ChartResult & { hourCandidates?: ReturnType<typeof hourCandidatesView> } = calculateChart({
      ...options,
      nowMs: ctx.now.getTime(),
    })
    if (ctx.surface !== 'mcp') {
      if (options.hourCandidates) result.hourCandidates = hourCandidatesView(options)
      // The year and luck pillar in force on the reading date (default today), as the MCP summary has them.
      return {
        ...chartForRest(result, input.locale),
        current: currentPeriods(result, readingDateOf(result, input.readingDate, ctx.now), input.locale),
      }
    }
    return chartForTool(result, { detail: detail ?? DEFAULT_DETAIL, locale: input.locale, readingDate: input.readingDate, now: ctx.now })
  },
})
