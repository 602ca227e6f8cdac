/**
 * The Four Pillars chart: REST `POST /api/v1/bazi` (metered) and MCP `calculate_bazi_chart` on the
 * public connector. Both surfaces map to the same core input; schemas in src/contracts/chart.ts.
 */
import type { Static } from '@sinclair/typebox'
import { BaziChartRestResult, BaziChartResult, BaziRequest, BaziToolArgs, type ChartRequestInput } from '../contracts/chart'
import { birthDetailsOf, birthDetailsOfToolArgs, resolveChartOptions } from '../contracts/common'
import { calculateChart, type ChartResult } from '../core/bazi'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { assertCandidatesPossible, hourCandidatesView } from './shared/hour-candidates'

/** Both surfaces' defaults, applied once: the shared chart options, and no daily block. */
const chartInputOf = (body: Static<typeof BaziRequest>): ChartRequestInput => ({
  ...birthDetailsOf(body),
  ...resolveChartOptions(body),
  includeDaily: body.includeDaily ?? false,
  readingDate: body.readingDate,
})

export const calculateBaziChart = defineCapability<ChartRequestInput, ChartResult>({
  name: 'calculate_bazi_chart',
  operationId: 'calculateBaziChart',
  summary: 'Four Pillars (Bazi) chart with True Solar Time',
  description:
    'Computes a complete, bilingual Four Pillars chart: year and month pillars from the birth instant against the exact solar terms, day and hour pillars from local true solar time (or the civil clock), ten gods, hidden stems, nayin, growth stages, symbolic stars, interactions, element balance, and luck pillars when `sex` is given. Unknown time or place is reported, never invented.',
  output: BaziChartResult,
  annotations: pureCalculation('Calculate Bazi chart'),
  rest: {
    path: '/api/v1/bazi',
    input: BaziRequest,
    output: BaziChartRestResult,
    toInput: (body) => ({ ...chartInputOf(body), hourCandidates: body.hourCandidates ?? false }),
  },
  mcp: {
    connector: 'public',
    tool: 'calculate_bazi_chart',
    input: BaziToolArgs,
    description:
      'Four Pillars (Bazi) chart with True Solar Time correction for a birth date, time and place. Give only what the user actually stated: leave out birth_time, the place or the timezone when unknown — never infer or guess them (unknown details are reported in `warnings`, and the hour pillar is left out without a time). Coordinates (or birth_city) give true solar time and the historical UTC offset; `timezone` is the UTC offset in hours in force at birth.',
    // The tool's snake_case argument names, mapped onto the REST body's, then the same defaults.
    toInput: (args) => chartInputOf({ ...birthDetailsOfToolArgs(args), ...args, includeDaily: args.include_daily, readingDate: args.reading_date }),
  },
  // The daily block's default day is today in the birth place's zone (else UTC), from the request's clock.
  run: (input, ctx) => {
    if (input.hourCandidates) assertCandidatesPossible(input)
    const result: ChartResult & { hourCandidates?: ReturnType<typeof hourCandidatesView> } = calculateChart({ ...input, nowMs: ctx.now.getTime() })
    if (input.hourCandidates) result.hourCandidates = hourCandidatesView(input)
    return result
  },
})
