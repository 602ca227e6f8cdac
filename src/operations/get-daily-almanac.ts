/** The almanac (黄历) for a civil date: MCP `get_daily_almanac` on the public connector. */
import { Type } from '@sinclair/typebox'
import { DateString, Locale, PendingResult, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented, pureCalculation } from './define'

export const AlmanacToolArgs = StrictObject({
  date: DateString('Civil date YYYY-MM-DD (no time zone needed).', ['2025-05-07']),
  locale: Type.Optional(Locale),
})

export interface AlmanacRequestInput {
  date: string
  locale: 'en' | 'zh'
}

export const getDailyAlmanac = defineCapability<AlmanacRequestInput, unknown>({
  name: 'get_daily_almanac',
  operationId: 'getDailyAlmanac',
  summary: 'Chinese almanac (黄历) for a date',
  description:
    'Use for a date-only request: day pillar, lunar date, suitable and unsuitable activities, auspicious directions (joy, wealth, fortune, nobles), zodiac clash, duty officer, lunar mansion and the twelve two-hour periods. Not for personalized Bazi (use calculate_bazi_chart or get_daily_bazi_guidance).',
  output: PendingResult('`data` with activities.suitable, activities.unsuitable, lunar_date, day_pillar, zodiac_clash, auspicious_directions and more.'),
  annotations: pureCalculation('Get daily almanac'),
  mcp: {
    connector: 'public',
    tool: 'get_daily_almanac',
    input: AlmanacToolArgs,
    toInput: (args) => ({ date: args.date, locale: args.locale ?? 'en' }),
  },
  run: notImplemented('The daily almanac'),
})
