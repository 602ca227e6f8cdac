/** Compatibility of two charts: REST `POST /api/v1/compatibility` (metered) and MCP `calculate_bazi_compatibility` (readings connector). Schemas in src/contracts/readings.ts. */
import { withLabelsInLocale } from '../contracts/common'
import {
  compatibilityBodyOfToolArgs,
  CompatibilityRequest,
  CompatibilityResult,
  CompatibilityToolArgs,
  toCompatibilityInput,
  type CompatibilityRequestInput,
} from '../contracts/readings'
import { calculateCompatibility, compatibilityTemplateNarrative, type CompatibilityReading } from '../core/readings/compatibility'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { withOptionalNarrative } from './shared/narrate'
import { bodyForRest } from '../presenters/rest-shape'

/** Facts for the narrator: the score and what it is made of, and the pillars; never the birth details. */
const factsOf = (r: CompatibilityReading) => ({
  score: r.score,
  rating: { en: r.rating.en, zh: r.rating.zh, name: r.rating.name },
  breakdown: r.breakdown.map((c) => ({ code: c.code, label: c.label, points: c.points, maximum: c.maximum, reason: c.reason })),
  pillars: [r.person1, r.person2].map((p) => ({
    year: p.chart.pillars.year.ganzhi,
    month: p.chart.pillars.month.ganzhi,
    day: p.chart.pillars.day.ganzhi,
    hour: p.chart.pillars.hour?.ganzhi ?? null,
    dayMaster: p.chart.dayMaster,
  })),
})

export const compatibility = defineCapability<CompatibilityRequestInput, unknown>({
  name: 'calculate_bazi_compatibility',
  operationId: 'calculateBaziCompatibility',
  summary: 'Bazi compatibility of two people with a transparent score',
  description:
    'Both charts, a 0-100 score and its breakdown (day-master relation, spouse palaces, zodiac years, stem combinations, element complementarity), each component with its points, maximum and reason; a narrative when asked.',
  output: withLabelsInLocale(CompatibilityResult),
  annotations: pureCalculation('Calculate Bazi compatibility'),
  rest: {
    path: '/api/v1/compatibility',
    example: {
      person1: { date: '1988-07-01', time: '12:00', city: 'Beijing' },
      person2: { date: '1990-05-15', time: '14:30', city: 'Shanghai' },
      locale: 'en',
    },
    input: CompatibilityRequest,
    toInput: toCompatibilityInput(true),
  },
  mcp: {
    connector: 'readings',
    tool: 'calculate_bazi_compatibility',
    input: CompatibilityToolArgs,
    description:
      'Bazi compatibility of two people: both charts, a symmetric 0-100 score with its breakdown (day masters, spouse palaces, zodiac years, stem combinations, elements), a narrative when asked. Pass only stated birth details. Example: {"person1":{"birth_date":"1990-05-15","birth_time":"14:30","birth_city":"Beijing"},"person2":{"birth_date":"1992-03-02"}}',
    toInput: (args) => toCompatibilityInput(false)(compatibilityBodyOfToolArgs(args)),
  },
  run: async (input, ctx) => {
    const result = calculateCompatibility({ person1: input.person1, person2: input.person2, locale: input.locale })
    const request = () => ({
      kind: 'compatibility' as const,
      locale: input.locale,
      model: input.model,
      facts: factsOf(result),
      template: compatibilityTemplateNarrative(result),
    })
    // Labels in the locale only, both charts in their REST shape (the same answer on both surfaces).
    return withOptionalNarrative(ctx, input.includeNarrative, result, request, (body) =>
      bodyForRest(body, input.locale, { person1: result.person1, person2: result.person2 }),
    )
  },
})
