/** One-card tarot: REST `POST /api/v1/tarot` (metered) and MCP `draw_tarot_card` (readings connector). Schemas in src/contracts/readings.ts. */
import { TarotRequest, TarotResult, TarotToolArgs, toTarotInput, type TarotRequestInput } from '../contracts/readings'
import { drawTarot, drawnCardIn, type TarotDraw } from '../core/readings/tarot'
import { READING_DISCLAIMER } from '../core/readings/disclaimer'
import type { Locale } from '../core/types'
import { defineCapability, modelBacked } from '../pipeline/define'
import { narrateBilingualReading } from './shared/narrate'
import { cryptoTarotRandom } from './shared/random'

/**
 * The facts the model narrates: the card as drawn, never the randomness or the caller. In English and
 * Chinese always (the two languages of `interpretation.en` / `.zh`); for another locale, the card's
 * name, keywords and meaning in it too, under `inLocale`.
 */
const factsOf = (draw: TarotDraw) => {
  const card = drawnCardIn(draw.card.id, draw.card.reversed, 'en')
  const own = draw.locale === 'en' || draw.locale === 'zh' ? undefined : draw.locale
  return {
    card: {
      id: card.id,
      name: card.name,
      arcana: card.arcana,
      suit: card.suit ? { en: card.suit.en, zh: card.suit.zh, element: card.suit.element } : null,
      rank: card.rank,
      orientation: card.reversed ? 'reversed' : 'upright',
      keywords: card.keywords,
      meaning: card.meaning,
    },
    ...(own
      ? { inLocale: { locale: own, name: draw.card.name[own], keywords: draw.card.keywords[own], meaning: draw.card.meaning[own] } }
      : {}),
  }
}

export const tarot = defineCapability<TarotRequestInput, unknown>({
  name: 'draw_tarot_card',
  operationId: 'drawTarotCard',
  summary: 'One-card tarot with a bilingual interpretation',
  description:
    'Draws one card (or uses the given `cardId` and `reversed`; each omitted part is drawn at random, independently, with a cryptographic source) and interprets it in English and Chinese, addressed to the question when there is one. The interpretation uses the configured external model, else the embedded template (labelled in `interpretation.source`). One card only. With `locale` other than `en` or `zh` (`zh-TW`, `zh-HK`, `ja`, `ko`, `vi`), the card and the disclaimer are in that locale and the interpretation has that locale beside English and Chinese.',
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
    // The interpretation in English and Chinese (the contract's two members) and, for another locale,
    // in that locale beside them: the narrator writes the third with the two (each in its own call to
    // a model, or the template's text in that locale).
    const interpretation = await narrateBilingualReading(ctx, {
      kind: 'tarot',
      locale: input.locale,
      model: input.model,
      facts: factsOf(draw),
      question: draw.question,
      template: draw.template,
    })
    return {
      card: draw.card,
      drawn: draw.drawn,
      ...(draw.question !== undefined ? { question: draw.question } : {}),
      interpretation,
      disclaimer: READING_DISCLAIMER.in(input.locale),
    }
  },
})
