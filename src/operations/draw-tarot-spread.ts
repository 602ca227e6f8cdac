/**
 * Three-card tarot: REST `POST /api/v1/tarot/three-card` (metered once per call). No MCP tool: the
 * interface keeps the spreads off the connectors. Schemas in src/contracts/divination.ts; the draw
 * and the template in src/core/readings/tarot-spread.ts.
 */
import { TarotSpreadRequest, TarotSpreadResult, toTarotSpreadInput, type TarotSpreadInput } from '../contracts/divination'
import { READING_DISCLAIMER } from '../core/readings/disclaimer'
import { drawnCardIn } from '../core/readings/tarot'
import { drawSpread, type SpreadDraw } from '../core/readings/tarot-spread'
import { POSITION_NAMES, SPREAD_NAMES } from '../core/readings/tarot-spread-words'
import { defineCapability, modelBacked } from '../pipeline/define'
import { narrateBilingualReading } from './shared/narrate'
import { cryptoSpreadRandom } from './shared/random'

/**
 * The facts the model narrates: the spread, each position with its card as drawn, and the counts,
 * in English and Chinese; for another locale the cards' words in it too, under `inLocale`.
 */
const factsOf = (draw: SpreadDraw) => {
  const own = draw.locale === 'en' || draw.locale === 'zh' ? undefined : draw.locale
  return {
    spread: { key: draw.spread.key, en: SPREAD_NAMES.en[draw.spread.key], zh: SPREAD_NAMES.zh[draw.spread.key] },
    positions: draw.positions.map((position) => {
      const card = drawnCardIn(position.card.id, position.card.reversed, 'en')
      return {
        position: { key: position.key, en: POSITION_NAMES.en[position.key], zh: POSITION_NAMES.zh[position.key] },
        card: {
          id: card.id,
          name: card.name,
          arcana: card.arcana,
          suit: card.suit ? { en: card.suit.en, zh: card.suit.zh, element: card.suit.element } : null,
          orientation: card.reversed ? 'reversed' : 'upright',
          keywords: card.keywords,
          meaning: card.meaning,
        },
        ...(own ? { inLocale: { locale: own, name: position.card.name[own], keywords: position.card.keywords[own] } } : {}),
      }
    }),
    summary: { majorArcana: draw.summary.majorArcana, reversed: draw.summary.reversed, suits: draw.summary.suits.map((s) => s.key) },
  }
}

export const tarotSpread = defineCapability<TarotSpreadInput, unknown>({
  name: 'draw_tarot_spread',
  operationId: 'drawTarotSpread',
  summary: 'Three-card tarot spread with a bilingual interpretation',
  description:
    'Lays out a three-card spread (`past-present-future` by default; `situation-action-outcome`, `mind-body-spirit`, `you-partner-relationship`, `option-a-option-b-advice`): three distinct cards drawn without replacement with a cryptographic source, each upright or reversed at random, or the three given in `cards`. Each position has its meaning and its card; the summary counts the major arcana, the suits with their elements and the reversals. The interpretation reads the three cards together, in English and Chinese (and the request locale beside them), by the configured model when there is one, else the embedded template. Metered once per call. REST only.',
  output: TarotSpreadResult,
  annotations: modelBacked('Draw a three-card tarot spread'),
  rest: {
    path: '/api/v1/tarot/three-card',
    example: { spread: 'past-present-future', question: 'Where is my work heading this year?', locale: 'en' },
    input: TarotSpreadRequest,
    toInput: toTarotSpreadInput,
  },
  run: async (input, ctx) => {
    const draw = drawSpread(
      { spread: input.spread, cards: input.cards, question: input.question, locale: input.locale },
      cryptoSpreadRandom(),
    )
    const interpretation = await narrateBilingualReading(ctx, {
      kind: 'tarot-spread',
      locale: input.locale,
      model: input.model,
      facts: factsOf(draw),
      question: draw.question,
      template: draw.template,
    })
    return {
      spread: draw.spread,
      positions: draw.positions,
      summary: draw.summary,
      drawn: draw.drawn,
      ...(draw.question !== undefined ? { question: draw.question } : {}),
      interpretation,
      disclaimer: READING_DISCLAIMER.in(input.locale),
    }
  },
})
