/** One-card tarot: REST `POST /api/v1/tarot` (metered) and MCP `draw_tarot_card` (readings connector). Schemas in src/contracts/readings.ts. */
import { TarotRequest, TarotResult, TarotToolArgs, toTarotInput, type TarotRequestInput } from '../contracts/readings'
import { drawTarot, type TarotDraw } from '../core/readings/tarot'
import { defineCapability, modelBacked } from '../pipeline/define'
import { cryptoTarotRandom } from './shared/tarot-random'

const DISCLAIMER = {
  en: 'For entertainment and personal reflection only; not medical, legal, financial or other professional advice.',
  zh: '仅供娱乐与个人反思，不构成医疗、法律、财务或其他专业建议。',
}

/** The facts the model narrates: the card as drawn, never the randomness or the caller. */
const factsOf = (draw: TarotDraw) => ({
  card: {
    id: draw.card.id,
    name: draw.card.name,
    arcana: draw.card.arcana,
    suit: draw.card.suit ? { en: draw.card.suit.en, zh: draw.card.suit.zh, element: draw.card.suit.element } : null,
    rank: draw.card.rank,
    orientation: draw.card.reversed ? 'reversed' : 'upright',
    keywords: draw.card.keywords,
    meaning: draw.card.meaning,
  },
})

export const tarot = defineCapability<TarotRequestInput, unknown>({
  name: 'draw_tarot_card',
  operationId: 'drawTarotCard',
  summary: 'One-card tarot with a bilingual interpretation',
  description:
    'Draws one card (or uses the given `cardId` and `reversed`; each omitted part is drawn at random, independently, with a cryptographic source) and interprets it in English and Chinese, addressed to the question when there is one. The interpretation uses the configured external model, else the embedded template (labelled in `interpretation.source`). One card only.',
  output: TarotResult,
  annotations: modelBacked('Draw tarot card'),
  rest: {
    path: '/api/v1/tarot',
    example: { question: 'What should I focus on this month?', locale: 'en' },
    input: TarotRequest,
    toInput: toTarotInput,
  },
  mcp: {
    connector: 'readings',
    tool: 'draw_tarot_card',
    input: TarotToolArgs,
    description:
      'Draws one tarot card (or the given cardId/reversed; omitted parts at random) and interprets it in English and Chinese, for the question when given. One card only; not for spreads. Example: {"question":"What should I focus on this month?"}',
    toInput: toTarotInput,
  },
  run: async (input, ctx) => {
    const draw = drawTarot(
      { cardId: input.cardId, reversed: input.reversed, question: input.question, locale: input.locale },
      cryptoTarotRandom(),
    )
    const narrative = await ctx.narrator.narrateBoth(
      {
        kind: 'tarot',
        locale: input.locale,
        ...(input.model ? { model: input.model } : {}),
        facts: factsOf(draw),
        ...(draw.question !== undefined ? { question: draw.question } : {}),
        template: draw.template,
      },
      ctx.signal,
    )
    return {
      card: draw.card,
      drawn: draw.drawn,
      ...(draw.question !== undefined ? { question: draw.question } : {}),
      interpretation: {
        en: narrative.en,
        zh: narrative.zh,
        source: narrative.source,
        ...(narrative.model ? { model: narrative.model } : {}),
      },
      disclaimer: DISCLAIMER[input.locale],
    }
  },
})
