/** Compatibility of two charts: REST `POST /api/v1/compatibility` (metered) and MCP `calculate_bazi_compatibility` (readings connector). */
import { Type } from '@sinclair/typebox'
import { BirthDetails, Locale, ModelProvider, PendingResult, StrictObject } from '../contracts/common'
import type { BirthDetails as BirthDetailsInput } from '../core/types'
import { defineCapability, notImplemented } from './define'

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

export const compatibility = defineCapability<CompatibilityRequestInput, unknown>({
  name: 'calculate_bazi_compatibility',
  operationId: 'calculateBaziCompatibility',
  summary: 'Bazi compatibility of two people with a transparent score',
  description:
    'Both charts, a 0-100 score and its breakdown (day-master relation, spouse palaces, zodiac years, stem combinations, element complementarity), each component with its points, maximum and reason; a narrative when asked.',
  output: PendingResult('person1/person2 charts, score, breakdown, method, optional narrative.'),
  annotations: { title: 'Calculate Bazi compatibility', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  rest: { path: '/api/v1/compatibility', input: CompatibilityRequest, toInput: toInput(true) },
  mcp: { connector: 'readings', tool: 'calculate_bazi_compatibility', input: CompatibilityRequest, toInput: toInput(false) },
  run: notImplemented('Compatibility'),
})
