/** Phone-number energy (八星 digit pairs): REST `POST /api/v1/number-energy` (metered) and MCP `analyze_number_energy` (readings connector). Schemas in src/contracts/readings.ts. */
import { withLabelsInLocale } from '../contracts/common'
import {
  NumberEnergyRequest,
  NumberEnergyResult,
  NumberEnergyToolArgs,
  toNumberEnergyInput,
  type NumberEnergyRequestInput,
} from '../contracts/readings'
import { analyzeNumberEnergy, numberEnergyTemplateNarrative, type NumberEnergyReading } from '../core/readings/number-energy'
import { defineCapability, modelBacked } from '../pipeline/define'
import { labelsWithCodes } from '../presenters/labels'
import { withOptionalNarrative } from './shared/narrate'

/** Facts for the narrator: the stars and the score, never the phone number itself (privacy). */
const factsOf = (r: NumberEnergyReading) => ({
  score: r.score,
  summary: r.summary,
  pairs: r.pairs.map((p) => ({
    position: p.position,
    star: p.star,
    level: p.level,
    nature: p.nature,
    modifiers: p.modifiers,
    weight: p.weight,
  })),
  starCounts: r.starCounts,
  dominantStars: r.dominantStars,
  method: r.method.formula,
  ...(r.personal && { personal: r.personal }),
})

export const numberEnergy = defineCapability<NumberEnergyRequestInput, unknown>({
  name: 'analyze_number_energy',
  operationId: 'analyzeNumberEnergy',
  summary: 'Phone-number energy by digit pairs (八星)',
  description:
    'Reads every adjacent digit pair of a phone number with the eight-star (八星) number-energy rules — 天医, 生气, 延年, 伏位, 绝命, 五鬼, 六煞, 祸害 — with levels, the 0 and 5 rules and a transparent score. Uses digit-pair rules, not birth-date life-path numerology.',
  output: withLabelsInLocale(NumberEnergyResult),
  annotations: modelBacked('Analyze number energy', { idempotent: true }),
  rest: {
    path: '/api/v1/number-energy',
    example: { phone: '138-1234-5678', countryCode: '+86', locale: 'en', includeAi: false },
    input: NumberEnergyRequest,
    toInput: toNumberEnergyInput(true),
  },
  mcp: {
    connector: 'readings',
    tool: 'analyze_number_energy',
    input: NumberEnergyToolArgs,
    description:
      'Phone-number energy by the eight-star (八星) digit-pair rules (天医, 生气, 延年, 伏位, 绝命, 五鬼, 六煞, 祸害): each pair with its star and level, the 0 and 5 rules, a 0-100 score. Use for a phone or other digit string; not for birth-date numerology. Example: {"phone":"138-1234-5678","countryCode":"+86"}',
    toInput: toNumberEnergyInput(false),
  },
  run: async (input, ctx) => {
    const result = analyzeNumberEnergy({
      phone: input.phone,
      countryCode: input.countryCode,
      dayMasterGan: input.dayMasterGan,
      birthYear: input.birthYear,
      sex: input.sex,
      locale: input.locale,
    })
    const request = () => ({
      kind: 'number-energy' as const,
      locale: input.locale,
      model: input.model,
      facts: factsOf(result),
      template: numberEnergyTemplateNarrative(result),
    })
    // Labels in the locale only (the same answer on both surfaces).
    return withOptionalNarrative(ctx, input.includeAi, result, request, (body) => labelsWithCodes(body, input.locale))
  },
})
