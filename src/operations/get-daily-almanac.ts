/** The almanac (黄历) for a civil date: MCP `get_daily_almanac` on the public connector. */
import { AlmanacToolArgs, AlmanacToolResult, type AlmanacRequestInput } from '../contracts/almanac'
import { localeOf } from '../contracts/common'
import { dailyAlmanac } from '../core/almanac/almanac'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { compactAlmanac, type CompactAlmanac } from '../presenters/almanac-compact'

export const getDailyAlmanac = defineCapability<AlmanacRequestInput, { data: CompactAlmanac }>({
  name: 'get_daily_almanac',
  operationId: 'getDailyAlmanac',
  summary: 'Chinese almanac (黄历) for a date',
  description:
    'Chinese almanac (黄历) of a date. Use for a date-only request: day pillar, lunar date, suitable and unsuitable activities, auspicious directions, zodiac clash, duty officer, lunar mansion, the twelve hours. Not for personalized Bazi (calculate_bazi_chart, get_daily_bazi_guidance). Example: {"date":"2025-05-07","locale":"zh"}',
  output: AlmanacToolResult,
  annotations: pureCalculation('Get daily almanac'),
  mcp: {
    connector: 'public',
    tool: 'get_daily_almanac',
    input: AlmanacToolArgs,
    toInput: (args) => ({ date: args.date, locale: localeOf(args.locale) }),
  },
  // The almanac is an MCP-only capability: its one answer is the compact form, labels in the locale.
  run: (input) => ({ data: compactAlmanac(dailyAlmanac(input.date, input.locale), input.locale) }),
})
