/** The yearly outlook (流年): REST `POST /api/v1/yearly` (metered; no MCP tool: the interface keeps it off the connectors). Schemas in src/contracts/yearly.ts. */
import { withLabelsInLocale } from '../contracts/common'
import { YearlyRequest, YearlyResult, yearlyInputOf, type YearlyInput } from '../contracts/yearly'
import { calculateChartEssentials } from '../core/bazi'
import { AppError } from '../core/errors'
import { birthYearOf, yearlyNarrativeTemplate, yearlyOutlook, yearlyRefusals } from '../core/yearly'
import { defineCapability, modelBacked } from '../pipeline/define'
import { yearlyForRest } from '../presenters/rest-shape'
import { withOptionalNarrative } from './shared/narrate'
import { currentYear, factsOf, placeClock } from './shared/yearly'

export const yearly = defineCapability<YearlyInput, unknown>({
  name: 'yearly',
  operationId: 'getYearlyOutlook',
  summary: 'Yearly outlook (流年): the year and its twelve months against the chart, on the exact clock',
  description:
    'A person’s Bazi year from 立春 to 立春 (to the second, in UTC and at the birth place): the year pillar and its ten gods, the luck pillar in force (and its change within the year), 太岁 relations with each natal branch by palace, interactions and named conditions (岁运并临, 伏吟, 反吟, 天克地冲), the year’s stars and 岁君 god, whether the year favours or strains the chart and why, and the twelve months (流月) with their boundaries and interactions; a narrative (the embedded template, or a model’s when `model` names one).',
  output: withLabelsInLocale(YearlyResult),
  annotations: modelBacked('Yearly outlook', { idempotent: true }),
  rest: {
    path: '/api/v1/yearly',
    example: { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'male', year: 2026, locale: 'en' },
    input: YearlyRequest,
    toInput: yearlyInputOf,
  },
  run: async (input, ctx) => {
    const chart = calculateChartEssentials({
      ...input.birth,
      sex: input.sex,
      ziHour: input.ziHour,
      trueSolarTime: input.trueSolarTime,
      locale: input.locale,
      includeDaily: false,
    })
    const clock = placeClock(input, chart)
    const year = input.year ?? currentYear(ctx.now, clock.offsetAt)
    const birthYear = birthYearOf(chart)
    if (year < birthYear)
      throw new AppError('INVALID_REQUEST', yearlyRefusals.text(input.locale, 'year.before-birth', { year, birthYear }), {
        field: 'year',
        year,
        birthYear,
      })
    const outlook = yearlyOutlook({ chart, year, locale: input.locale, offsetAt: clock.offsetAt, clockKey: clock.key })
    const c = chart.chart
    const result = {
      ...outlook,
      natal: {
        pillars: {
          year: c.pillars.year.ganzhi,
          month: c.pillars.month.ganzhi,
          day: c.pillars.day.ganzhi,
          hour: c.pillars.hour?.ganzhi ?? null,
        },
        dayMaster: c.dayMaster,
        strength: {
          verdict: c.strength.verdictTerm,
          ratio: c.strength.ratio,
          favourable: c.strength.favourable,
          reason: c.strength.reason,
        },
      },
      warnings: chart.warnings,
      conventions: {
        ziHour: input.ziHour,
        clock: chart.time.drivingClock,
        yearBoundary: 'lichun-instant',
        monthBoundary: 'jie-instant',
        yearGods: 'tongshu-twelve-from-year-branch',
        favour: 'chart-favourable-elements',
      },
    }
    // Shaped around the narrative, so a streamed answer sends the year before the model writes.
    return withOptionalNarrative(
      ctx,
      input.includeNarrative,
      result,
      () => ({
        kind: 'yearly',
        locale: input.locale,
        model: input.model,
        // Serialised when a model is asked (the prompt and the retention log write them as JSON); the
        // embedded template never reads them, so they are not built for it.
        facts: { toJSON: () => factsOf(outlook, chart, input.locale) },
        template: yearlyNarrativeTemplate(outlook, chart, input.locale),
      }),
      (body) => yearlyForRest(body, input.locale),
    )
  },
})
