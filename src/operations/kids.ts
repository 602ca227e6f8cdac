/** Kids fortune: REST `POST /api/v1/kids` (metered). */
import { Type } from '@sinclair/typebox'
import { birthDetailsMembers, chartOptionMembers, DateString, Locale, ModelProvider, ResultObject, StemString, StrictObject } from '../contracts/common'
import type { Narrative } from '../ai/types'
import { dailyAlmanac, type Almanac } from '../core/almanac/almanac'
import type { ChartResult } from '../core/bazi'
import { kidsDay, parseParentDayMaster, type KidsDay } from '../core/daily/kids'
import { kidsNarrativeTemplate } from '../core/daily/narrative-templates'
import { BaziChartResult } from './calculate-bazi-chart'
import { chartAndReadingDate, dailyInputOf, NarrativeSchema } from './daily'
import { defineCapability } from './define'
import { AlmanacPillarSchema } from './get-daily-almanac'

export const KidsRequest = StrictObject({
  childName: Type.String({ minLength: 1, maxLength: 50, description: 'The child’s name or nickname, 1 to 50 characters. Used only in the narrative; never stored.' }),
  ...birthDetailsMembers,
  parentDayMaster: Type.Optional(StemString('The parent’s day master: a heavenly stem as its character (甲 … 癸) or with its element (甲木).')),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the child’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

export interface KidsRequestInput {
  childName: string
  birth: { date: string; time?: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  parentDayMaster?: string
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  readingDate?: string
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
  trueSolarTime: boolean
}

const Term = (description: string) =>
  ResultObject({ code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String({ description: 'In the request locale.' }) }, { description })
const Phrase = (description: string) =>
  ResultObject({ text: Type.String({ description: 'In the request locale.' }), en: Type.String(), zh: Type.String() }, { description })

export const KidsResult = ResultObject(
  {
    chart: BaziChartResult,
    dayMaster: ResultObject(
      { char: Type.String(), element: Term('Element.'), image: Phrase('The day master’s classic image (甲 a tall tree, 丙 the sun …).'), strengths: Phrase('Strengths.') },
      { description: 'The child’s day master, told as strengths.' },
    ),
    today: ResultObject(
      {
        date: Type.String({ description: 'The reading date, YYYY-MM-DD.' }),
        lunarDate: ResultObject({ display: Type.String(), zh: Type.String() }, { description: 'Lunar date of the day.' }),
        dayPillar: AlmanacPillarSchema('The day’s pillar.'),
        tenGod: Term('Ten god of the day stem for the child.'),
        strength: Phrase('What the day invites.'),
        suggestion: Phrase('A gentle suggestion.'),
        luckyColours: Type.Array(ResultObject({ code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String(), element: Term('Element.') })),
      },
      { description: 'Current-day data, positive by design (no ratings or warnings).' },
    ),
    parentRelation: Type.Union(
      [
        ResultObject({
          parentDayMaster: Type.String(),
          parentElement: Term('Element.'),
          relation: Term('same, parent-nourishes, child-nourishes, parent-shapes or child-shapes.'),
          description: Phrase('The relation, told kindly.'),
        }),
        Type.Null(),
      ],
      { description: 'Parent–child day-master relation; null without `parentDayMaster`.' },
    ),
    narrative: NarrativeSchema,
  },
  { description: 'Child chart, current-day data and a positive narrative.' },
)

export interface KidsResultValue {
  chart: ChartResult
  dayMaster: KidsDay['dayMaster']
  today: {
    date: string
    lunarDate: { display: string; zh: string }
    dayPillar: Almanac['day_pillar']
    tenGod: KidsDay['today']['tenGod']
    strength: KidsDay['today']['strength']
    suggestion: KidsDay['today']['suggestion']
    luckyColours: KidsDay['luckyColours']
  }
  parentRelation: KidsDay['parentRelation']
  narrative: Narrative
}

export const kids = defineCapability<KidsRequestInput, KidsResultValue>({
  name: 'kids',
  operationId: 'getKidsReading',
  summary: 'Kids fortune: the child’s chart, the day and a positive narrative',
  description:
    'The child’s chart, current-day data and an encouraging narrative about strengths and gentle suggestions (never negative predictions or health claims), including the parent–child day-master relation when `parentDayMaster` is given.',
  output: KidsResult,
  annotations: { title: 'Kids fortune', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: {
    path: '/api/v1/kids',
    input: KidsRequest,
    toInput: (body) => {
      // A stem (甲) or a stem with its element (甲木) only: a 400 before the call is counted.
      parseParentDayMaster(body.parentDayMaster)
      return { ...dailyInputOf(body), childName: body.childName, parentDayMaster: body.parentDayMaster }
    },
  },
  run: async (input, ctx) => {
    const { chart, readingDate } = chartAndReadingDate(input, ctx.now)
    const almanac = dailyAlmanac(readingDate, input.locale)
    const day = kidsDay({ chart, almanac, parentDayMaster: parseParentDayMaster(input.parentDayMaster), locale: input.locale })
    const template = kidsNarrativeTemplate(day, input.childName)
    const narrative = await ctx.narrator.narrate(
      {
        kind: 'kids',
        locale: input.locale,
        ...(input.model ? { model: input.model } : {}),
        // The name is needed to write the narrative; it is never stored or logged.
        facts: {
          childName: input.childName,
          date: readingDate,
          dayMaster: { element: day.dayMaster.element.name, image: day.dayMaster.image.text, strengths: day.dayMaster.strengths.text },
          today: { strength: day.today.strength.text, suggestion: day.today.suggestion.text },
          luckyColours: day.luckyColours.map((c) => c.name),
          ...(day.parentRelation ? { parentRelation: day.parentRelation.description.text } : {}),
        },
        template,
      },
      ctx.signal,
    )
    return {
      chart,
      dayMaster: day.dayMaster,
      today: {
        date: readingDate,
        lunarDate: { display: almanac.lunar_date.display, zh: almanac.lunar_date.zh },
        dayPillar: almanac.day_pillar,
        tenGod: day.today.tenGod,
        strength: day.today.strength,
        suggestion: day.today.suggestion,
        luckyColours: day.luckyColours,
      },
      parentRelation: day.parentRelation,
      narrative,
    }
  },
})
