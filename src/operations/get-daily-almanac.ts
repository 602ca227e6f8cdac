/** The almanac (黄历) for a civil date: MCP `get_daily_almanac` on the public connector. */
import { AlmanacToolArgs, AlmanacToolResult, type AlmanacRequestInput } from '../contracts/almanac'
import { localeOf } from '../contracts/common'
import { dailyAlmanac, type Almanac } from '../core/almanac/almanac'
import { defineCapability, pureCalculation } from '../pipeline/define'

export const getDailyAlmanac = defineCapability<AlmanacRequestInput, { data: Almanac }>({
  name: 'get_daily_almanac',
  operationId: 'getDailyAlmanac',
  summary: 'Chinese almanac (黄历) for a date',
  description:
    'Use for a date-only request: day pillar, lunar date, suitable and unsuitable activities, auspicious directions (joy, wealth, fortune, nobles), zodiac clash, duty officer, lunar mansion and the twelve two-hour periods. Not for personalized Bazi (use calculate_bazi_chart or get_daily_bazi_guidance).',
  output: AlmanacToolResult,
  annotations: pureCalculation('Get daily almanac'),
  mcp: {
    connector: 'public',
    tool: 'get_daily_almanac',
    input: AlmanacToolArgs,
    toInput: (args) => ({ date: args.date, locale: localeOf(args.locale) }),
  },
  run: (input) => ({ data: dailyAlmanac(input.date, input.locale) }),
})
