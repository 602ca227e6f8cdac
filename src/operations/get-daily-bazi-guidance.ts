/** Deterministic personal guidance for a day: MCP `get_daily_bazi_guidance` on the public connector. */
import { birthDetailsOfToolArgs, chartOptionsOfToolArgs, DEFAULT_DETAIL } from '../contracts/common'
import {
  checkReadingDate,
  GuidanceToolArgs,
  GuidanceToolResult,
  type GuidanceRequestInput,
  type GuidanceResult,
} from '../contracts/guidance'
import { dailyAlmanac } from '../core/almanac/almanac'
import { calculateChart } from '../core/bazi'
import { dailyGuidance } from '../core/daily/guidance'
import { invalidRequest } from '../core/errors'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { guidanceSummary } from '../presenters/guidance-summary'
import { labelsWithCodes } from '../presenters/labels'

/** Chart, almanac and guidance for a person and a day. */
function computeGuidance(input: GuidanceRequestInput): GuidanceResult {
  const chart = calculateChart({
    ...input.birth,
    sex: input.sex,
    ziHour: input.ziHour,
    trueSolarTime: input.trueSolarTime,
    locale: input.locale,
    includeDaily: false,
  })
  const almanac = dailyAlmanac(input.readingDate, input.locale)
  const guidance = dailyGuidance({ chart, almanac, sex: input.sex, locale: input.locale })
  return { readingDate: input.readingDate, chart, almanac, guidance }
}

export const getDailyBaziGuidance = defineCapability<GuidanceRequestInput, unknown>({
  name: 'get_daily_bazi_guidance',
  operationId: 'getDailyBaziGuidance',
  summary: 'Deterministic daily guidance for a person',
  description:
    'Personal guidance for one day from a Bazi chart: the day pillar and its ten god, element interplay, clashes and combinations with the natal branches, ratings for career, wealth, relationships and health with their reasons, suitable and avoid lists, lucky colours, directions and hours. Needs complete birth details (date, time, and coordinates, a city or a UTC offset) and a reading date; deterministic, no AI. Not for a date-only almanac request (use get_daily_almanac).',
  output: GuidanceToolResult,
  annotations: pureCalculation('Get daily Bazi guidance'),
  mcp: {
    connector: 'public',
    tool: 'get_daily_bazi_guidance',
    input: GuidanceToolArgs,
    output: GuidanceToolResult,
    description:
      'One day\'s guidance from a person\'s Bazi chart: day pillar, clashes with natal pillars, ratings (career, wealth, relationships, health) with reasons, suitable/avoid, lucky colours, directions, hours. Needs birth date, time and place (coordinates, birth_city or timezone) as stated; ask, never guess. Not for a date-only almanac. Example: {"birth_date":"1988-07-01","birth_time":"12:00","birth_city":"Chengdu","reading_date":"2026-11-21"}',
    toInput: (args) => {
      const hasCoordinates = args.latitude !== undefined && args.longitude !== undefined
      if ((args.latitude !== undefined) !== (args.longitude !== undefined)) {
        throw invalidRequest('Give latitude and longitude together, or neither.')
      }
      if (!hasCoordinates && args.birth_city === undefined && args.timezone === undefined) {
        throw invalidRequest(
          'Daily guidance needs complete birth details: give the birth place as latitude and longitude (or birth_city), or at least the UTC offset in `timezone`. Ask the user; do not guess.',
        )
      }
      checkReadingDate(args.reading_date, 'reading_date') // before any work
      return {
        birth: { ...birthDetailsOfToolArgs(args), time: args.birth_time },
        readingDate: args.reading_date,
        ...chartOptionsOfToolArgs(args),
        detail: args.detail ?? DEFAULT_DETAIL,
      }
    },
  },
  // MCP-only: the answer at the requested detail level, labels in the locale only.
  run: (input) => {
    const result = computeGuidance(input)
    if (input.detail === 'full') return { detail: input.detail, ...(labelsWithCodes(result, input.locale) as object) }
    return { detail: input.detail, ...guidanceSummary(result, input.locale) }
  },
})
