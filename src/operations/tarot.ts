/** One-card tarot: REST `POST /api/v1/tarot` (metered) and MCP `draw_tarot_card` (readings connector). */
import { Type } from '@sinclair/typebox'
import { BilingualText, NarrativeSource, Locale, ModelProvider, ResultObject, StrictObject } from '../contracts/common'
import { drawTarot, type TarotDraw } from '../core/readings/tarot'
import { defineCapability } from '../pipeline/define'
import { cryptoTarotRandom } from '../pipeline/tarot-random'

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


const TarotCardResult = ResultObject(
  {
    id: Type.Integer({ minimum: 0, maximum: 77, description: 'Card id 0-77: 0-21 majors (RWS order, 8 Strength, 11 Justice), 22-35 Wands, 36-49 Cups, 50-63 Swords, 64-77 Pentacles.' }),
    name: BilingualText('Card name, e.g. "The Tower" / "塔", "Ace of Cups" / "圣杯王牌".'),
    arcana: Type.Union([Type.Literal('major'), Type.Literal('minor')], { description: 'Major or minor arcana.' }),
    suit: Type.Union(
      [
        Type.Object(
          {
            key: Type.Union([Type.Literal('wands'), Type.Literal('cups'), Type.Literal('swords'), Type.Literal('pentacles')]),
            en: Type.String(),
            zh: Type.String({ description: '权杖, 圣杯, 宝剑 or 钱币.' }),
            element: BilingualText('Classical element of the suit (fire, water, air, earth).'),
          },
          { additionalProperties: true },
        ),
        Type.Null(),
      ],
      { description: 'Suit of a minor arcanum; null for the majors.' },
    ),
    rank: Type.Object(
      {
        value: Type.Integer({ description: '0-21 for the majors (their number); 1-14 for the minors (Ace 1 … King 14).' }),
        en: Type.String({ description: 'Roman numeral for the majors ("0", "I" … "XXI"); Ace, Two … King for the minors.' }),
        zh: Type.String({ description: '零, 一 … 二十一 for the majors; 王牌, 二 … 国王 for the minors.' }),
      },
      { description: 'Rank within the arcana or suit.' },
    ),
    ekelenNameShort: Type.String({ description: 'The card’s `name_short` in the ekelen/tarot-api dataset (ar00-ar21; wa|cu|sw|pe + ac|02..10|pa|kn|qu|ki).' }),
    reversed: Type.Boolean({ description: 'True when the card lies reversed.' }),
    orientation: BilingualText('"Upright" / "正位" or "Reversed" / "逆位".'),
    keywords: Type.Object(
      { en: Type.Array(Type.String()), zh: Type.Array(Type.String()) },
      { description: 'Keywords of the drawn orientation, paired across the two languages.' },
    ),
    meaning: BilingualText('Meaning of the card in the drawn orientation.'),
  },
  { description: 'The card as drawn.' },
)

export const TarotResult = ResultObject(
  {
    card: TarotCardResult,
    drawn: Type.Object(
      {
        card: Type.Boolean({ description: 'True when the card was drawn at random (no `cardId` given).' }),
        orientation: Type.Boolean({ description: 'True when the orientation was drawn at random (no `reversed` given).' }),
      },
      { description: 'Which parts were drawn with the cryptographic random source rather than fixed by the request.' },
    ),
    question: Type.Optional(Type.String({ description: 'The question as addressed (trimmed); absent when none or blank.' })),
    interpretation: Type.Object(
      {
        en: Type.String({ description: 'Interpretation in English.' }),
        zh: Type.String({ description: 'Interpretation in Chinese.' }),
        source: NarrativeSource,
        model: Type.Optional(Type.String({ description: 'The provider’s model id, when a model wrote it.' })),
      },
      { description: 'Interpretation of the card (and the question, when given) in both languages.' },
    ),
    disclaimer: Type.String({ description: 'Entertainment-only notice, in the request’s locale.' }),
  },
  { description: 'One tarot card and its bilingual interpretation.' },
)

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
  annotations: { title: 'Draw tarot card', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: { path: '/api/v1/tarot', input: TarotRequest, toInput },
  mcp: { connector: 'readings', tool: 'draw_tarot_card', input: TarotRequest, toInput },
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
