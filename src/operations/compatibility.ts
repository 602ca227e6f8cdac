/** Compatibility of two charts: REST `POST /api/v1/compatibility` (metered) and MCP `calculate_bazi_compatibility` (readings connector). */
import { Type } from '@sinclair/typebox'
import { BilingualText, BirthDetails, Locale, ModelProvider, NarrativeResult, ResultObject, StrictObject } from '../contracts/common'
import { calculateCompatibility, compatibilityTemplateNarrative, type CompatibilityResult as CompatibilityCoreResult } from '../core/readings/compatibility'
import type { BirthDetails as BirthDetailsInput } from '../core/types'
import { defineCapability } from '../pipeline/define'

export const CompatibilityRequest = StrictObject({
  person1: BirthDetails,
  person2: BirthDetails,
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  includeNarrative: Type.Optional(Type.Boolean({ description: 'Add a narrative (REST default true; MCP default false).' })),
})

export interface CompatibilityRequestInput {
  person1: BirthDetailsInput
  person2: BirthDetailsInput
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  includeNarrative: boolean
}

const toInput = (includeNarrativeDefault: boolean) => (body: any): CompatibilityRequestInput => ({
  person1: body.person1,
  person2: body.person2,
  locale: body.locale ?? 'en',
  model: body.model,
  includeNarrative: body.includeNarrative ?? includeNarrativeDefault,
})



const ComponentCode = Type.Union(
  ['day-master', 'day-branch', 'year-branch', 'stem-combination', 'element-complementarity'].map((c) => Type.Literal(c)),
  { description: 'day-master (日主关系, max 25), day-branch (夫妻宫, max 25), year-branch (年支生肖, max 15), stem-combination (天干五合, max 15), element-complementarity (五行互补, max 20).' },
)

const Component = Type.Object(
  {
    code: ComponentCode,
    label: BilingualText('Name of the component.'),
    points: Type.Integer({ minimum: 0, description: 'Points given (integer; the points of all components add up to `score`).' }),
    maximum: Type.Integer({ minimum: 1, description: 'Largest possible points of this component.' }),
    reason: BilingualText('Why these points: the relation found, in both languages.'),
    details: Type.Object({}, { additionalProperties: true, description: 'Facts behind the points: relation codes, characters, element shares.' }),
  },
  { additionalProperties: true, description: 'One scored component.' },
)

const Chart = ResultObject(
  {
    chart: Type.Object({}, { additionalProperties: true, description: 'Pillars, day master, elements, strength, interactions… as in the chart operation (POST /api/v1/bazi).' }),
    location: Type.Object({}, { additionalProperties: true, description: 'How the place was resolved.' }),
    time: Type.Object({}, { additionalProperties: true, description: 'Every clock used (civil, UTC, true solar).' }),
    conventions: Type.Object({}, { additionalProperties: true, description: 'Schools and methods applied.' }),
    warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true }), { description: 'Boundary, time-zone and location warnings.' }),
  },
  { description: 'One person’s Four Pillars chart, computed as by POST /api/v1/bazi (true solar time, 子时 next-day school).' },
)

export const CompatibilityResult = ResultObject(
  {
    locale: Locale,
    score: Type.Integer({ minimum: 0, maximum: 100, description: 'Compatibility 0-100: the sum of the breakdown’s points; the same when the two people are swapped.' }),
    rating: Type.Object(
      {
        code: Type.Union(['excellent', 'good', 'fair', 'challenging'].map((c) => Type.Literal(c)), { description: 'excellent ≥ 80, good ≥ 65, fair ≥ 50, challenging below.' }),
        en: Type.String(),
        zh: Type.String(),
        name: Type.String({ description: 'The rating in the request’s locale.' }),
      },
      { description: 'Band of the score.' },
    ),
    breakdown: Type.Array(Component, { description: 'The five components, each with its points, maximum and bilingual reason.' }),
    method: Type.Object(
      {
        summary: BilingualText('How the score is built.'),
        components: Type.Array(Type.Object({ code: ComponentCode, maximum: Type.Integer(), rule: BilingualText('The scoring rule of the component.') })),
        ratingBands: BilingualText('The score bands of `rating`.'),
      },
      { description: 'The scoring, documented.' },
    ),
    summary: BilingualText('Summary: score, rating, strongest and weakest components.'),
    person1: Chart,
    person2: Chart,
    narrative: Type.Optional(
      NarrativeResult('Present when `includeNarrative` is true (REST default true; MCP default false).'),
    ),
  },
  { description: 'Compatibility of two charts with a transparent, symmetric score.' },
)

/** Facts for the narrator: the score and what it is made of, and the pillars; never the birth details. */
const factsOf = (r: CompatibilityCoreResult) => ({
  score: r.score,
  rating: { en: r.rating.en, zh: r.rating.zh },
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
  output: CompatibilityResult,
  annotations: { title: 'Calculate Bazi compatibility', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  rest: { path: '/api/v1/compatibility', input: CompatibilityRequest, toInput: toInput(true) },
  mcp: { connector: 'readings', tool: 'calculate_bazi_compatibility', input: CompatibilityRequest, toInput: toInput(false) },
  run: async (input, ctx) => {
    const result = calculateCompatibility({ person1: input.person1, person2: input.person2, locale: input.locale })
    if (!input.includeNarrative) return result
    const narrative = await ctx.narrator.narrate(
      {
        kind: 'compatibility',
        locale: input.locale,
        ...(input.model ? { model: input.model } : {}),
        facts: factsOf(result),
        template: compatibilityTemplateNarrative(result),
      },
      ctx.signal,
    )
    return { ...result, narrative }
  },
})
