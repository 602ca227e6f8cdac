/** Daily reading for a person: REST `POST /api/v1/daily` (metered). Schemas in src/contracts/guidance.ts. */
import { withLabelsInLocale } from '../contracts/common'
import { DailyRequest, DailyResult, dailyInputOf, type DailyRequestInput, type DailyResultValue } from '../contracts/guidance'
import { dailyAlmanac, type Almanac } from '../core/almanac/almanac'
import { dailyGuidance, LIFE_AREAS, type DailyGuidance } from '../core/daily/guidance'
import { dailyNarrativeTemplate } from '../core/daily/narrative-templates'
import { defineCapability, modelBacked } from '../pipeline/define'
import { narratedAnswer } from './shared/narrate'
import { chartAndReadingDate } from './shared/reading-day'
import { almanacForRest, bodyForRest } from '../presenters/rest-shape'

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

export const daily = defineCapability<DailyRequestInput, Record<string, unknown>>({
  name: 'daily',
  operationId: 'getDailyReading',
  summary: 'Daily reading: chart, the day’s almanac and guidance, and a narrative',
  description:
    'The person’s chart, the current day (almanac and personal guidance) and a narrative written from the computed data (by the configured model, else the embedded template).',
  output: withLabelsInLocale(DailyResult),
  annotations: modelBacked('Daily reading'),
  rest: {
    path: '/api/v1/daily',
    example: { date: '1988-07-01', time: '12:00', city: 'Beijing', locale: 'en', readingDate: '2026-11-21' },
    input: DailyRequest,
    toInput: dailyInputOf,
  },
  run: async (input, ctx) => {
    const { chart, readingDate } = chartAndReadingDate(input, ctx.now)
    const almanac = dailyAlmanac(readingDate, input.locale)
    const guidance = dailyGuidance({ chart, almanac, sex: input.sex, locale: input.locale })
    const request = {
      kind: 'daily' as const,
      locale: input.locale,
      model: input.model,
      facts: factsOf(almanac, guidance),
      template: dailyNarrativeTemplate(guidance, almanac),
    }
    return narratedAnswer(ctx, request, (narrative) => {
      // Labels in the locale only, the chart in its REST shape; the almanac (each hour with its own
      // 宜/忌) is the same in every answer for that day: its REST shape is kept per day, not walked again.
      const body = { chart, today: { date: readingDate, almanac, guidance }, ...(narrative ? { narrative } : {}) } as DailyResultValue
      const shaped = bodyForRest({ ...body, today: { ...body.today, almanac: null } }, input.locale, { chart })
      shaped.today.almanac = almanacForRest(almanac, input.locale)
      return shaped
    })
  },
})
