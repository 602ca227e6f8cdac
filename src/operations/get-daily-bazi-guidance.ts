/** Deterministic personal guidance for a day: MCP `get_daily_bazi_guidance` on the public connector. */
import { Type } from '@sinclair/typebox'
import { DateString, Latitude, Locale, Longitude, ResultObject, Sex, StrictObject, TimePattern, UtcOffsetHours, ZiHour } from '../contracts/common'
import { dailyAlmanac, parseAlmanacDate, type Almanac } from '../core/almanac/almanac'
import { calculateChart, type ChartResult } from '../core/bazi'
import { dailyGuidance, type DailyGuidance } from '../core/daily/guidance'
import { invalidRequest } from '../core/errors'
import type { Locale as LocaleCode, Sex as SexCode, ZiHourRule } from '../core/types'
import { AlmanacSchema } from './get-daily-almanac'
import { BaziChartResult } from './calculate-bazi-chart'
import { defineCapability, pureCalculation } from './define'

export const GuidanceToolArgs = StrictObject({
  birth_date: DateString('Birth date YYYY-MM-DD.'),
  birth_time: Type.String({ pattern: TimePattern, description: 'Local civil birth time HH:MM (24-hour), as stated by the user.' }),
  birth_city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Birth city, instead of coordinates.' })),
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  timezone: Type.Optional(UtcOffsetHours),
  reading_date: DateString('The day to read, YYYY-MM-DD.', ['2026-11-21']),
  locale: Type.Optional(Locale),
  sex: Type.Optional(Sex),
  ziHour: Type.Optional(ZiHour),
})

export interface GuidanceRequestInput {
  birth: { date: string; time: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  readingDate: string
  locale: 'en' | 'zh'
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
}

// ---- Output schema (shapes of `DailyGuidance` in src/core/daily/guidance.ts).

const Term = (description: string) =>
  ResultObject(
    { code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String({ description: 'In the request locale.' }) },
    { description },
  )
const PhraseMembers = {
  text: Type.String({ description: 'In the request locale.' }),
  en: Type.String(),
  zh: Type.String(),
}
const Phrase = (description: string) => ResultObject(PhraseMembers, { description })
const Reason = ResultObject(
  { rule: Type.String({ description: 'Stable rule id, e.g. ten-god:direct-officer, six-clash:day, day-god:yellow-path.' }), delta: Type.Number(), ...PhraseMembers },
  { description: 'A rule that moved the rating, by how much, and why.' },
)
const AreaRating = (description: string) =>
  ResultObject(
    { area: Term('Life area.'), score: Type.Integer({ minimum: 1, maximum: 5, description: '1 difficult … 5 very favourable; 3 + the sum of the reasons, rounded and clamped.' }), reasons: Type.Array(Reason) },
    { description },
  )
const Item = ResultObject(
  {
    source: Type.Union([Type.Literal('almanac'), Type.Literal('chart')]),
    area: Type.Optional(Type.String({ description: 'career, wealth, relationships or health.' })),
    ...PhraseMembers,
  },
  { description: 'A suggestion, from the almanac (an activity) or from the chart.' },
)

export const DailyGuidanceSchema = ResultObject(
  {
    readingDate: Type.String(),
    method: Type.String({ description: 'Rule set, documented in the service (day-pillar-rules-v1).' }),
    dayMaster: ResultObject({ char: Type.String(), element: Term('Element.'), strength: Term('Strength verdict.') }),
    dayPillar: ResultObject(
      { ganzhi: Type.String(), name: Type.String(), tenGod: Term('Ten god of the day stem against the day master.'), group: Term('Ten-god group.'), stemElement: Term('Element.'), branchElement: Term('Element.') },
      { description: 'The reading day’s pillar.' },
    ),
    elementInterplay: ResultObject(
      {
        favourable: Type.Array(Term('Element.')),
        unfavourable: Type.Array(Term('Element.')),
        dayStem: ResultObject({ element: Term('Element.'), favourable: Type.Boolean() }),
        dayBranch: ResultObject({ element: Term('Element.'), favourable: Type.Boolean() }),
        summary: Phrase('Summary.'),
      },
      { description: 'The day’s elements against the chart’s favourable and unfavourable elements.' },
    ),
    interactions: Type.Array(
      ResultObject({ code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String(), rule: Type.String(), characters: Type.String(), effect: Phrase('What it means today.') }),
      { description: 'Interactions of the day with the natal pillars (clash, combination, punishment, harm, destruction).' },
    ),
    periods: Type.Union([
      ResultObject({
        luckPillar: Type.Union([ResultObject({ ganzhi: Type.String(), tenGod: Term('Ten god.'), startYear: Type.Integer(), endYear: Type.Integer(), favourable: Type.Boolean() }), Type.Null()]),
        annualPillar: ResultObject({ year: Type.Integer(), ganzhi: Type.String(), tenGod: Term('Ten god.'), favourable: Type.Boolean() }),
      }),
      Type.Null(),
    ], { description: 'Luck (大运) and annual (流年) pillars in force; null without `sex`.' }),
    ratings: ResultObject(
      { career: AreaRating('Career.'), wealth: AreaRating('Wealth.'), relationships: AreaRating('Relationships.'), health: AreaRating('Health.') },
      { description: 'Ratings 1-5 with the reasons that produced them.' },
    ),
    overall: Type.Number({ description: 'Mean of the four ratings.' }),
    suitable: Type.Array(Item, { description: 'Personal suitable list: the almanac’s 宜 filtered by the chart, and chart suggestions.' }),
    avoid: Type.Array(Item, { description: 'Personal avoid list: the almanac’s 忌, 宜 items the chart advises against today, and chart cautions.' }),
    lucky: ResultObject(
      {
        colours: Type.Array(ResultObject({ code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String(), element: Term('Element.') })),
        directions: Type.Array(ResultObject({ name: Type.String(), en: Type.String(), zh: Type.String(), why: Phrase('Why.') })),
        hours: Type.Array(ResultObject({ ganzhi: Type.String(), name: Type.String(), start: Type.String(), end: Type.String(), why: Phrase('Why.') })),
      },
      { description: 'Lucky colours (favourable elements), directions (almanac gods, favourable element) and hours (黄道 hours not clashing the day branch).' },
    ),
  },
  { description: 'Deterministic personal guidance for the reading day.' },
)

export const GuidanceToolResult = ResultObject(
  {
    readingDate: Type.String(),
    chart: BaziChartResult,
    almanac: AlmanacSchema,
    guidance: DailyGuidanceSchema,
  },
  { description: 'The chart (same as calculate_bazi_chart), the reading day’s almanac and the guidance.' },
)

export interface GuidanceResult {
  readingDate: string
  chart: ChartResult
  almanac: Almanac
  guidance: DailyGuidance
}

/** Chart, almanac and guidance for a person and a day: shared by this tool and `/api/v1/daily`. */
export function computeGuidance(input: {
  birth: { date: string; time?: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  readingDate: string
  locale: LocaleCode
  sex?: SexCode
  ziHour: ZiHourRule
  trueSolarTime?: boolean
}): GuidanceResult {
  const chart = calculateChart({ ...input.birth, sex: input.sex, ziHour: input.ziHour, trueSolarTime: input.trueSolarTime ?? true, locale: input.locale, includeDaily: false })
  const almanac = dailyAlmanac(input.readingDate, input.locale)
  const guidance = dailyGuidance({ chart, almanac, sex: input.sex, locale: input.locale })
  return { readingDate: input.readingDate, chart, almanac, guidance }
}

export const getDailyBaziGuidance = defineCapability<GuidanceRequestInput, GuidanceResult>({
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
    toInput: (args) => {
      const hasCoordinates = args.latitude !== undefined && args.longitude !== undefined
      if (args.latitude !== undefined !== (args.longitude !== undefined)) {
        throw invalidRequest('Give latitude and longitude together, or neither.')
      }
      if (!hasCoordinates && args.birth_city === undefined && args.timezone === undefined) {
        throw invalidRequest('Daily guidance needs complete birth details: give the birth place as latitude and longitude (or birth_city), or at least the UTC offset in `timezone`. Ask the user; do not guess.')
      }
      parseAlmanacDate(args.reading_date) // INVALID_DATE / DATE_OUT_OF_RANGE before any work
      return {
        birth: { date: args.birth_date, time: args.birth_time, city: args.birth_city, latitude: args.latitude, longitude: args.longitude, timezone: args.timezone },
        readingDate: args.reading_date,
        locale: args.locale ?? 'en',
        sex: args.sex,
        ziHour: args.ziHour ?? 'next-day',
      }
    },
  },
  run: (input) => computeGuidance(input),
})
