/** Phone-number energy (八星 digit pairs): REST `POST /api/v1/number-energy` (metered) and MCP `analyze_number_energy` (readings connector). */
import { Type } from '@sinclair/typebox'
import { Locale, ModelProvider, PendingResult, Sex, StemString, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'

const members = {
  // The digit count (6 to 15) is checked after formatting characters are removed, by the core.
  phone: Type.String({
    description: 'Phone number: 6 to 15 digits after spaces, dashes, dots and brackets are removed; any other character is refused.',
    examples: ['138-1234-5678'],
  }),
  countryCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'Country calling code, digits with an optional leading +, e.g. +86. When the phone starts with it, it is analysed without it.' })),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  includeAi: Type.Optional(Type.Boolean({ description: 'Add a model-written narrative (REST default true; MCP default false).' })),
  dayMasterGan: Type.Optional(StemString('Day master (a heavenly stem, e.g. 甲) for a personal reading of the number’s elements.')),
  birthYear: Type.Optional(Type.Integer({ description: 'Birth year, for personalisation.' })),
  sex: Type.Optional(Sex),
}

export const NumberEnergyRequest = StrictObject(members)

export interface NumberEnergyRequestInput {
  phone: string
  countryCode?: string
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  includeAi: boolean
  dayMasterGan?: string
  birthYear?: number
  sex?: 'male' | 'female'
}

const toInput = (includeAiDefault: boolean) => (body: any): NumberEnergyRequestInput => ({
  phone: body.phone,
  countryCode: body.countryCode,
  locale: body.locale ?? 'en',
  model: body.model,
  includeAi: body.includeAi ?? includeAiDefault,
  dayMasterGan: body.dayMasterGan,
  birthYear: body.birthYear,
  sex: body.sex,
})

export const numberEnergy = defineCapability<NumberEnergyRequestInput, unknown>({
  name: 'analyze_number_energy',
  operationId: 'analyzeNumberEnergy',
  summary: 'Phone-number energy by digit pairs (八星)',
  description:
    'Reads every adjacent digit pair of a phone number with the eight-star (八星) number-energy rules — 天医, 生气, 延年, 伏位, 绝命, 五鬼, 六煞, 祸害 — with levels, the 0 and 5 rules and a transparent score. Uses digit-pair rules, not birth-date life-path numerology.',
  output: PendingResult('pairs, stars, score, summary, optional narrative.'),
  annotations: { title: 'Analyze number energy', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  rest: { path: '/api/v1/number-energy', input: NumberEnergyRequest, toInput: toInput(true) },
  mcp: { connector: 'readings', tool: 'analyze_number_energy', input: NumberEnergyRequest, toInput: toInput(false) },
  run: notImplemented('Number energy'),
})
