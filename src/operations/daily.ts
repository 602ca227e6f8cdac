/** Daily reading for a person: REST `POST /api/v1/daily` (metered). */
import { Type } from '@sinclair/typebox'
import { birthDetailsMembers, chartOptionMembers, DateString, Locale, ModelProvider, NarrativeResult, ResultObject, StrictObject } from '../contracts/common'
import type { Narrative } from '../ai/types'
import { dailyAlmanac, parseAlmanacDate, type Almanac } from '../core/almanac/almanac'
import { withHourActivities } from '../core/almanac/hour-activities'
import { calculateChart, type ChartResult } from '../core/bazi/chart'
import { dailyGuidance, LIFE_AREAS, type DailyGuidance } from '../core/daily/guidance'
import { dailyNarrativeTemplate } from '../core/daily/narrative-templates'
import { BaziChartResult } from './calculate-bazi-chart'
import { defineCapability } from './define'
import { AlmanacSchema } from './get-daily-almanac'
import { DailyGuidanceSchema } from './get-daily-bazi-guidance'

export const DailyRequest = StrictObject({
  ...birthDetailsMembers,
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the person’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

export interface DailyRequestInput {
  birth: { date: string; time?: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  readingDate?: string
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
  trueSolarTime: boolean
}

/** The narrative object of the readings: `text` in `locale`, who wrote it, and the model when one did. */
export const NarrativeSchema = NarrativeResult('Narrative written from the computed data.')

/**
 * The person and options of a daily-type request (daily, kids) with the defaults applied. A bad
 * reading date is a 400 here, before the call is counted.
 */
export function dailyInputOf(body: Record<string, any>): DailyRequestInput {
  if (body.readingDate !== undefined) parseAlmanacDate(body.readingDate)
  return {
    birth: { date: body.date, time: body.time, city: body.city, latitude: body.latitude, longitude: body.longitude, timezone: body.timezone },
    locale: body.locale ?? 'en',
    model: body.model,
    readingDate: body.readingDate,
    sex: body.sex,
    ziHour: body.ziHour ?? 'next-day',
    trueSolarTime: body.trueSolarTime ?? true,
  }
}

export const DailyResult = ResultObject(
  {
    chart: BaziChartResult,
    today: ResultObject(
      {
        date: Type.String({ description: 'The reading date, YYYY-MM-DD.' }),
        almanac: AlmanacSchema,
        guidance: DailyGuidanceSchema,
      },
      { description: 'The current day: its almanac and the personal guidance (deterministic, as get_daily_bazi_guidance).' },
    ),
    narrative: NarrativeSchema,
  },
  { description: 'Chart, current-day reading and narrative.' },
)

export interface DailyResultValue {
  chart: ChartResult
  today: { date: string; almanac: Almanac; guidance: DailyGuidance }
  narrative: Narrative
}

/**
 * The chart without the `daily` block (used only to find "today in the person's zone"), so `chart`
 * equals what `/api/v1/bazi` and `calculate_bazi_chart` return for the same birth details.
 */
export function chartAndReadingDate(
  input: Pick<DailyRequestInput, 'birth' | 'locale' | 'readingDate' | 'sex' | 'ziHour' | 'trueSolarTime'>,
  now: Date,
): { chart: ChartResult; readingDate: string } {
  const full = calculateChart({
    ...input.birth,
    sex: input.sex,
    ziHour: input.ziHour,
    trueSolarTime: input.trueSolarTime,
    locale: input.locale,
    includeDaily: input.readingDate === undefined,
    nowMs: now.getTime(),
  })
  const { daily, ...chart } = full
  const readingDate = input.readingDate ?? daily?.date
  if (!readingDate) throw new Error('calculateChart gave no daily block for the default reading date')
  return { chart, readingDate }
}

/** Facts for the narrator: what the template narrates, in the request's locale; no birth details. */
const factsOf = (almanac: Almanac, g: DailyGuidance) => ({
  readingDate: g.readingDate,
  lunarDate: almanac.lunar_date.display,
  dayPillar: { ganzhi: g.dayPillar.ganzhi, tenGod: g.dayPillar.tenGod.name },
  dayMaster: { element: g.dayMaster.element.name, strength: g.dayMaster.strength.name },
  dayGod: { name: almanac.day_god.name, path: almanac.day_god.path.name },
  dutyOfficer: almanac.duty_officer.name,
  zodiacClash: almanac.zodiac_clash.display,
  elementInterplay: g.elementInterplay.summary.text,
  interactions: g.interactions.map((i) => i.effect.text),
  ratings: Object.fromEntries(LIFE_AREAS.map((a) => [a, { score: g.ratings[a].score, reasons: g.ratings[a].reasons.map((r) => r.text) }])),
  suitable: g.suitable.map((i) => i.text),
  avoid: g.avoid.map((i) => i.text),
  lucky: {
    colours: g.lucky.colours.map((c) => c.name),
    directions: g.lucky.directions.map((d) => d.name),
    hours: g.lucky.hours.map((h) => `${h.start}-${h.end}`),
  },
})

export const daily = defineCapability<DailyRequestInput, DailyResultValue>({
  name: 'daily',
  operationId: 'getDailyReading',
  summary: 'Daily reading: chart, the day’s almanac and guidance, and a narrative',
  description:
    'The person’s chart, the current day (almanac and personal guidance) and a narrative written from the computed data (by the configured model, else the embedded template).',
  output: DailyResult,
  annotations: { title: 'Daily reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: {
    path: '/api/v1/daily',
    input: DailyRequest,
    toInput: dailyInputOf,
  },
  run: async (input, ctx) => {
    const { chart, readingDate } = chartAndReadingDate(input, ctx.now)
    const almanac = dailyAlmanac(readingDate, input.locale)
    const guidance = dailyGuidance({ chart, almanac, sex: input.sex, locale: input.locale })
    const narrative = await ctx.narrator.narrate(
      {
        kind: 'daily',
        locale: input.locale,
        ...(input.model ? { model: input.model } : {}),
        facts: factsOf(almanac, guidance),
        template: dailyNarrativeTemplate(guidance, almanac),
      },
      ctx.signal,
    )
    return { chart, today: { date: readingDate, almanac: withHourActivities(almanac, input.locale), guidance }, narrative }
  },
})
