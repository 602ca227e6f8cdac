/**
 * The contracts of the temple's readings and the three-card tarot: moon blocks (筊杯), three-card
 * spreads and fortune sticks (灵签). REST bodies and results only: the interface keeps these readings
 * off the MCP connectors.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Locale, localeOf, ModelProvider, NarrativeSource, Phrase, ResultObject, StrictObject } from './common'
import { TarotCardResult, TarotText } from './readings'
import type { Locale as LocaleCode } from '../core/types'
import { MAX_THROWS } from '../core/divination/moon-blocks'
import { SPREAD_KEYS } from '../core/readings/tarot-spread-words'

const Question = Type.String({
  maxLength: 500,
  description: 'The question, at most 500 characters. Echoed in the answer; never stored or logged, and it never influences a draw.',
})

const withLocale = <T extends { locale?: Static<typeof Locale> }>(body: T): Omit<T, 'locale'> & { locale: LocaleCode } => ({
  ...body,
  locale: localeOf(body.locale),
})

// ---- Moon blocks

export const MoonBlocksRequest = StrictObject({
  question: Type.Optional(Question),
  throws: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_THROWS, default: 1, description: 'How many throws, 1-3 (default 1).' })),
  locale: Type.Optional(Locale),
})
export type MoonBlocksInput = { question?: string; throws: number; locale: LocaleCode }
export const toMoonBlocksInput = (body: Static<typeof MoonBlocksRequest>): MoonBlocksInput => ({
  ...withLocale(body),
  throws: body.throws ?? 1,
})

const NamedCode = (codes: readonly string[], description: string) =>
  ResultObject(
    {
      code: Type.Union(codes.map((c) => Type.Literal(c))),
      en: Type.String(),
      zh: Type.String(),
      name: Type.String({ description: 'In the request locale.' }),
    },
    { description },
  )

const BlockResult = ResultObject(
  {
    face: Type.Union([Type.Literal('flat'), Type.Literal('round')], { description: 'The face that lies up.' }),
    en: Type.String(),
    zh: Type.String(),
    name: Type.String({ description: 'In the request locale.' }),
  },
  { description: 'One block as it fell.' },
)

export const MoonBlocksResult = ResultObject(
  {
    question: Type.Optional(Type.String({ description: 'The question as asked (trimmed); absent when none or blank.' })),
    throws: Type.Array(
      ResultObject(
        {
          number: Type.Integer({ minimum: 1, maximum: MAX_THROWS }),
          blocks: Type.Array(BlockResult, { minItems: 2, maxItems: 2 }),
          outcome: ResultObject(
            {
              ...NamedCode(['holy', 'laughing', 'negative'], '').properties,
              hanzi: Type.String({ description: '聖筊, 笑筊 or 陰筊, as temples write it.' }),
              meaning: Phrase('What the outcome means.'),
            },
            { description: '聖筊 (holy: one flat, one round; yes), 笑筊 (laughing: both flat; unclear), 陰筊 (negative: both round; no).' },
          ),
        },
        { description: 'One throw of the two blocks.' },
      ),
    ),
    summary: ResultObject(
      {
        holy: Type.Integer({ minimum: 0 }),
        laughing: Type.Integer({ minimum: 0 }),
        negative: Type.Integer({ minimum: 0 }),
        verdict: Type.Union(
          ['firm-yes', 'yes', 'no', 'unclear', 'mixed'].map((v) => Type.Literal(v)),
          {
            description:
              'firm-yes: three holy in a row; yes: every throw holy; no: every throw negative; unclear: every throw laughing; mixed: otherwise.',
          },
        ),
        text: Phrase('What the throws mean together.'),
      },
      { description: 'The throws read together.' },
    ),
    probabilities: ResultObject(
      { holy: Type.Number(), laughing: Type.Number(), negative: Type.Number() },
      { description: 'The chance of each outcome with two fair blocks: ½, ¼, ¼.' },
    ),
    disclaimer: Phrase('Entertainment-only notice.'),
  },
  { description: 'Moon blocks: each throw and what the throws mean together.' },
)

// ---- Three-card tarot

const SpreadKey = Type.Union(
  SPREAD_KEYS.map((key) => Type.Literal(key)),
  { description: 'The spread (default `past-present-future`).' },
)

export const TarotSpreadRequest = StrictObject({
  spread: Type.Optional(SpreadKey),
  cards: Type.Optional(
    Type.Array(
      StrictObject({
        cardId: Type.Integer({ minimum: 0, maximum: 77, description: 'Card 0-77, as in `POST /api/v1/tarot`.' }),
        reversed: Type.Boolean({ description: 'Orientation.' }),
      }),
      {
        minItems: 3,
        maxItems: 3,
        description: 'Three distinct cards in position order, for a client that draws on its own device; drawn when omitted.',
      },
    ),
  ),
  question: Type.Optional(Question),
  model: Type.Optional(ModelProvider),
  locale: Type.Optional(Locale),
})
export type TarotSpreadInput = Omit<Static<typeof TarotSpreadRequest>, 'locale' | 'spread'> & {
  spread: (typeof SPREAD_KEYS)[number]
  locale: LocaleCode
}
export const toTarotSpreadInput = (body: Static<typeof TarotSpreadRequest>): TarotSpreadInput => ({
  ...withLocale(body),
  spread: body.spread ?? 'past-present-future',
})

export const TarotSpreadResult = ResultObject(
  {
    spread: ResultObject({ key: SpreadKey, name: TarotText('The spread’s name.') }),
    positions: Type.Array(
      ResultObject({
        key: Type.String({
          description:
            'The position’s code (past, present, future, situation, action, outcome, mind, body, spirit, you, partner, relationship, option-a, option-b, advice).',
        }),
        name: TarotText('The position’s name.'),
        meaning: TarotText('What the position asks about.'),
        card: TarotCardResult,
      }),
      { minItems: 3, maxItems: 3, description: 'The three positions in order, each with its card.' },
    ),
    summary: ResultObject(
      {
        majorArcana: Type.Integer({ minimum: 0, maximum: 3 }),
        suits: Type.Array(
          ResultObject({
            key: Type.Union([Type.Literal('wands'), Type.Literal('cups'), Type.Literal('swords'), Type.Literal('pentacles')]),
            count: Type.Integer({ minimum: 1, maximum: 3 }),
            name: TarotText('The suit’s name.'),
            element: TarotText('The suit’s element.'),
          }),
        ),
        reversed: Type.Integer({ minimum: 0, maximum: 3 }),
      },
      { description: 'What practitioners note of a spread: the major arcana, the suits with their elements, the reversals.' },
    ),
    drawn: Type.Boolean({ description: 'True when the cards were drawn (no `cards` given).' }),
    question: Type.Optional(Type.String({ description: 'The question as addressed (trimmed); absent when none or blank.' })),
    interpretation: Type.Object(
      {
        en: Type.String({ description: 'The three cards read together, in English.' }),
        zh: Type.String({ description: 'The three cards read together, in Chinese.' }),
        source: NarrativeSource,
        model: Type.Optional(Type.String({ description: 'The provider’s model id, when a model wrote it.' })),
      },
      { description: 'The reading of the three cards together in English, Chinese and, under its tag, any other request locale.' },
    ),
    disclaimer: Type.String({ description: 'Entertainment-only notice, in the request’s locale.' }),
  },
  { description: 'A three-card spread and its interpretation.' },
)

// ---- Fortune sticks

export const FortuneStickRequest = StrictObject({
  set: Type.Optional(Type.Union([Type.Literal('guandi')], { description: 'The set of slips (default `guandi`, the 關帝 set of 100).' })),
  confirm: Type.Optional(
    Type.Union([Type.Literal('three-holy'), Type.Literal('one-holy'), Type.Literal('none')], {
      description:
        'How the moon blocks confirm the stick: `three-holy` (default without `stick`): three 聖筊 in a row, on 笑筊 or 陰筊 the stick goes back and another is drawn; `one-holy`: one 聖筊; `none`: the first stick stands (the default, and the only value allowed, with `stick`).',
    }),
  ),
  stick: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Fixes the slip (1-100) for a client that drew and confirmed on its own device.',
    }),
  ),
  question: Type.Optional(Question),
  model: Type.Optional(ModelProvider),
  locale: Type.Optional(Locale),
})
export type FortuneStickInput = Omit<Static<typeof FortuneStickRequest>, 'locale' | 'set' | 'confirm'> & {
  set: 'guandi'
  confirm: 'three-holy' | 'one-holy' | 'none'
  locale: LocaleCode
}
export const toFortuneStickInput = (body: Static<typeof FortuneStickRequest>): FortuneStickInput => ({
  ...withLocale(body),
  set: body.set ?? 'guandi',
  confirm: body.confirm ?? (body.stick === undefined ? 'three-holy' : 'none'),
})

const LabelWithCode = (description: string) =>
  ResultObject(
    { code: Type.String(), en: Type.String(), zh: Type.String(), name: Type.String({ description: 'In the request locale.' }) },
    { description },
  )

export const FortuneStickResult = ResultObject(
  {
    set: LabelWithCode('The set of slips.'),
    confirm: Type.String({ description: 'The confirmation asked for.' }),
    question: Type.Optional(Type.String({ description: 'The question as asked (trimmed); absent when none or blank.' })),
    drawn: Type.Boolean({ description: 'True when the service drew the stick (no `stick` given).' }),
    attempts: Type.Array(
      ResultObject({
        attempt: Type.Integer({ minimum: 1 }),
        stick: Type.Integer({ minimum: 1, maximum: 100 }),
        throws: Type.Array(
          ResultObject({
            faces: Type.Array(Type.Union([Type.Literal('flat'), Type.Literal('round')]), { minItems: 2, maxItems: 2 }),
            outcome: Type.Union([Type.Literal('holy'), Type.Literal('laughing'), Type.Literal('negative')]),
            hanzi: Type.String({ description: '聖筊, 笑筊 or 陰筊.' }),
            name: Type.String({ description: 'The outcome in the request locale.' }),
          }),
        ),
        stood: Type.Boolean({ description: 'True for the stick that stood (the last attempt, unless the cap was reached).' }),
      }),
      { description: 'Every stick drawn, in order, with each throw of the blocks for it.' },
    ),
    maxSticks: Type.Integer({ description: 'The most sticks drawn in one call (50).' }),
    capReached: Type.Boolean({ description: 'True when no stick stood within `maxSticks` attempts; `slip` is then null.' }),
    ritual: Phrase('What happened: which stick stood at which attempt, or that the cap was reached.'),
    slip: Type.Union([
      ResultObject(
        {
          number: Type.Integer({ minimum: 1, maximum: 100 }),
          code: Type.String({ description: 'The stem-branch code the set gives the slip (甲甲 … 癸癸).' }),
          grade: ResultObject(
            {
              characters: Type.String({ description: 'The grade as the set prints it (上上 … 下下).' }),
              code: Type.String(),
              en: Type.String(),
              zh: Type.String(),
              name: Type.String({ description: 'In the request locale.' }),
            },
            {
              description:
                'The grade Taiwan’s temples print for the slip (雷雨師一百籤); other editions’ grades are in `provenance.variants`.',
            },
          ),
          poem: Type.Array(Type.String(), {
            minItems: 4,
            maxItems: 4,
            description: 'The poem (詩曰), four lines, exactly as the source has it.',
          }),
          jieyue: Type.String({ description: 'The set’s own 解曰, as the source has it.' }),
          shengyi: Type.String({ description: 'The set’s own 聖意, as the source has it.' }),
          explanation: Phrase('This service’s own short modern explanation of the slip.'),
          provenance: ResultObject({
            source: Type.String({ description: 'The page of the source text (Wikisource, 護國嘉濟江東王靈籤).' }),
            variants: Type.Array(Type.String(), {
              description: 'Where the Quanzhou (B) and Taiwan (C) editions differ from the text given.',
            }),
            notes: Type.Array(Type.String(), { description: 'Notes on the transcription.' }),
          }),
        },
        { description: 'The slip that stood.' },
      ),
      Type.Null(),
    ]),
    interpretation: Type.Object(
      {
        en: Type.String(),
        zh: Type.String(),
        source: NarrativeSource,
        model: Type.Optional(Type.String({ description: 'The provider’s model id, when a model wrote it.' })),
      },
      {
        description:
          'The reading of the slip in English, Chinese and, under its tag, any other request locale: the template (the slip’s texts and this service’s explanation) or the named model’s.',
      },
    ),
    disclaimer: Phrase('Entertainment-only notice.'),
  },
  { description: 'A fortune stick: every attempt of the ritual and the slip that stood.' },
)
