/** One-card tarot: REST `POST /api/v1/tarot` (metered) and MCP `draw_tarot_card` (readings connector). */
import { Type } from '@sinclair/typebox'
import { Locale, ModelProvider, PendingResult, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'

export const TarotRequest = StrictObject({
  cardId: Type.Optional(Type.Integer({ minimum: 0, maximum: 77, description: 'Card 0-77 (0-21 majors in Rider-Waite-Smith order, then Wands, Cups, Swords, Pentacles). Drawn at random when omitted.' })),
  reversed: Type.Optional(Type.Boolean({ description: 'Orientation. Drawn at random when omitted (independently of the card).' })),
  question: Type.Optional(Type.String({ maxLength: 500, description: 'The question to address, at most 500 characters. Never stored.' })),
  model: Type.Optional(ModelProvider),
  locale: Type.Optional(Locale),
})

export interface TarotRequestInput {
  cardId?: number
  reversed?: boolean
  question?: string
  model?: 'openai' | 'deepseek'
  locale: 'en' | 'zh'
}

const toInput = (body: any): TarotRequestInput => ({
  cardId: body.cardId,
  reversed: body.reversed,
  question: body.question,
  model: body.model,
  locale: body.locale ?? 'en',
})

export const tarot = defineCapability<TarotRequestInput, unknown>({
  name: 'draw_tarot_card',
  operationId: 'drawTarotCard',
  summary: 'One-card tarot with a bilingual interpretation',
  description:
    'Draws one card (or uses the given `cardId` and `reversed`; each omitted part is drawn at random, independently, with a cryptographic source) and interprets it in English and Chinese, addressed to the question when there is one. The interpretation uses the configured external model, else the embedded template (labelled in `interpretation.source`). One card only.',
  output: PendingResult('card, drawn, question, interpretation.'),
  annotations: { title: 'Draw tarot card', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: { path: '/api/v1/tarot', input: TarotRequest, toInput },
  mcp: { connector: 'readings', tool: 'draw_tarot_card', input: TarotRequest, toInput },
  run: notImplemented('Tarot'),
})
