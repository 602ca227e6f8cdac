/** Kids fortune: REST `POST /api/v1/kids` (metered). Schemas in src/contracts/guidance.ts. */
import { localeOf, withLabelsInLocale } from '../contracts/common'
import { dailyInputOf, KidsRequest, KidsResult, type KidsRequestInput, type KidsResultValue } from '../contracts/guidance'
import { dailyAlmanac } from '../core/almanac/almanac'
import { kidsDay, parseParentDayMaster } from '../core/daily/kids'
import { kidsNarrativeTemplate } from '../core/daily/narrative-templates'
import { defineCapability, modelBacked } from '../pipeline/define'
import { narratedAnswer } from './shared/narrate'
import { chartAndReadingDate } from './shared/reading-day'
import { bodyForRest } from '../presenters/rest-shape'

export const kids = defineCapability<KidsRequestInput, Record<string, unknown>>({
  name: 'kids',
  operationId: 'getKidsReading',
  summary: 'Kids fortune: the child’s chart, the day and a positive narrative',
  description:
    'The child’s chart, current-day data and an encouraging narrative about strengths and gentle suggestions (never negative predictions or health claims), including the parent–child day-master relation when `parentDayMaster` is given.',
  output: withLabelsInLocale(KidsResult),
  annotations: modelBacked('Kids fortune'),
  rest: {
    path: '/api/v1/kids',
    example: { childName: 'Mei', date: '2018-03-09', time: '08:15', city: 'Shanghai', parentDayMaster: '甲', locale: 'en' },
    input: KidsRequest,
    toInput: (body) => {
      // A stem (甲) or a stem with its element (甲木) only: a 400 before the call is counted.
      parseParentDayMaster(body.parentDayMaster, localeOf(body.locale))
      return { ...dailyInputOf(body), childName: body.childName, parentDayMaster: body.parentDayMaster }
    },
  },
  run: async (input, ctx) => {
    const { chart, readingDate } = chartAndReadingDate(input, ctx.now)
    const almanac = dailyAlmanac(readingDate, input.locale)
    const day = kidsDay({ chart, almanac, parentDayMaster: parseParentDayMaster(input.parentDayMaster), locale: input.locale })
    const template = kidsNarrativeTemplate(day, input.childName, input.locale)
    const request = {
      kind: 'kids' as const,
      locale: input.locale,
      model: input.model,
      // The name is needed to write the narrative; it is never stored in the database or logged (the
      // operator's opt-in READINGS_LOG_FILE keeps a model's facts, the name among them: src/ai/retention.ts).
      facts: {
        childName: input.childName,
        date: readingDate,
        dayMaster: { element: day.dayMaster.element.name, image: day.dayMaster.image.text, strengths: day.dayMaster.strengths.text },
        today: { strength: day.today.strength.text, suggestion: day.today.suggestion.text },
        luckyColours: day.luckyColours.map((c) => c.name),
        ...(day.parentRelation ? { parentRelation: day.parentRelation.description.text } : {}),
      },
      template,
    }
    return narratedAnswer(ctx, request, (narrative) => {
      // Labels in the locale only, the chart in its REST shape.
      const body = {
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
        ...(narrative ? { narrative } : {}),
      } as KidsResultValue
      return bodyForRest(body, input.locale, { chart })
    })
  },
})
