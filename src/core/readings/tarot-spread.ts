/**
 * Three-card tarot: five spreads, three distinct cards drawn without replacement, each upright or
 * reversed at random (or all three fixed by the request), and a template reading of the three
 * together. Rules: docs/domain.md, "Three-card tarot".
 *
 * Pure: the randomness is an input (`SpreadRandom`). Drawing without replacement is a partial
 * Fisher-Yates shuffle: the n-th card is a uniform index among the 78 - n cards still in the deck, so
 * every ordered triple of distinct cards is equally likely. The question is echoed and its topic read
 * for the template's advice line; it never reaches the draw.
 */
import { invalidRequest, AppError } from '../errors'
import type { Localized } from '../locale'
import type { Bilingual, Locale } from '../types'
import { fill, PUNCTUATION } from '../sentence'
import { readingRefusals } from './refusals'
import { cardInSentence, drawnCardIn, normaliseQuestion, questionTopic, type QuestionTopic } from './tarot'
import { DECK_SIZE, TAROT_DECK } from './tarot-deck'
import { deckIn } from './tarot-localized'
import { SUIT_ELEMENTS, SUIT_NAMES, type SuitKey } from './tarot-names'
import { POSITION_NAMES, SPREAD_NAMES, SPREAD_POSITIONS, spreadSentences, type PositionKey, type SpreadKey } from './tarot-spread-words'
import { templateSentences } from './tarot-template-text'

const SPREAD_SIZE = 3

/** Where the randomness comes from: an index among the cards left, and each card's orientation. */
export interface SpreadRandom {
  /** A uniformly distributed integer in 0..remaining-1. */
  cardIndex(remaining: number): number
  /** An unbiased bit, independent of the cards. */
  reversed(): boolean
}

interface FixedCard {
  cardId: number
  reversed: boolean
}

export interface SpreadRequest {
  spread: SpreadKey
  /** Three distinct cards; omitted = drawn. */
  cards?: readonly FixedCard[]
  question?: string
  locale: Locale
}

type LocaleTexts = Partial<Localized>
const shownLocales = (locale: Locale): readonly Locale[] => (locale === 'en' || locale === 'zh' ? ['en', 'zh'] : [locale])
const textsOf = (locale: Locale, of: (shown: Locale) => string): LocaleTexts =>
  Object.fromEntries(shownLocales(locale).map((shown) => [shown, of(shown)]))

export interface SpreadDraw {
  spread: { key: SpreadKey; name: LocaleTexts }
  positions: { key: PositionKey; name: LocaleTexts; meaning: LocaleTexts; card: ReturnType<typeof drawnCardIn> }[]
  summary: {
    majorArcana: number
    suits: { key: SuitKey; count: number; name: LocaleTexts; element: LocaleTexts }[]
    reversed: number
  }
  drawn: boolean
  question?: string
  topic: QuestionTopic
  locale: Locale
  template: Bilingual & Partial<Localized>
}

/** The three cards: the request's (checked: distinct) or drawn without replacement. */
function cardsOf(request: SpreadRequest, random: SpreadRandom): FixedCard[] {
  if (request.cards !== undefined) {
    const cards = request.cards
    if (cards.length !== SPREAD_SIZE) throw invalidRequest('cards must hold exactly three cards.', { field: 'cards' })
    const seen = new Set<number>()
    for (const card of cards) {
      if (!Number.isInteger(card.cardId) || card.cardId < 0 || card.cardId >= DECK_SIZE) {
        throw invalidRequest('Each cardId must be an integer from 0 to 77.', { field: 'cards', value: card.cardId })
      }
      if (seen.has(card.cardId)) {
        throw invalidRequest(readingRefusals.text(request.locale, 'cards.duplicate', { cardId: card.cardId }), {
          field: 'cards',
          duplicate: card.cardId,
        })
      }
      seen.add(card.cardId)
    }
    return cards.map((card) => ({ cardId: card.cardId, reversed: card.reversed === true }))
  }
  const deck = Array.from({ length: DECK_SIZE }, (_, id) => id)
  const drawn: FixedCard[] = []
  for (let n = 0; n < SPREAD_SIZE; n++) {
    const index = random.cardIndex(deck.length)
    // A broken source is a server fault, not the caller's: never silently clamp or wrap it.
    if (!Number.isInteger(index) || index < 0 || index >= deck.length) {
      throw new AppError('INTERNAL', 'The random source returned a card index outside the cards left.')
    }
    const [cardId] = deck.splice(index, 1)
    drawn.push({ cardId, reversed: random.reversed() === true })
  }
  return drawn
}

/** Lays out a spread: the cards in their positions, the spread's counts and the template reading. */
export function drawSpread(request: SpreadRequest, random: SpreadRandom): SpreadDraw {
  const { spread, locale } = request
  const question = normaliseQuestion(request.question)
  const cards = cardsOf(request, random)
  const keys = SPREAD_POSITIONS[spread]
  const topic = questionTopic(question)
  const template: Bilingual & Partial<Localized> = {
    en: spreadTemplate(spread, cards, question !== undefined, topic, 'en'),
    zh: spreadTemplate(spread, cards, question !== undefined, topic, 'zh'),
  }
  if (locale !== 'en' && locale !== 'zh') template[locale] = spreadTemplate(spread, cards, question !== undefined, topic, locale)
  return {
    spread: { key: spread, name: textsOf(locale, (l) => SPREAD_NAMES[l][spread]) },
    positions: cards.map((card, i) => ({
      key: keys[i],
      name: textsOf(locale, (l) => POSITION_NAMES[l][keys[i]]),
      meaning: textsOf(locale, (l) => spreadSentences(l).position[keys[i]]),
      card: drawnCardIn(card.cardId, card.reversed, locale),
    })),
    summary: summaryOf(cards, locale),
    drawn: request.cards === undefined,
    ...(question === undefined ? {} : { question }),
    topic,
    locale,
    template,
  }
}

/** The counts practitioners note: major arcana, each suit present (with its element), reversals. */
function summaryOf(cards: readonly FixedCard[], locale: Locale): SpreadDraw['summary'] {
  const suits = new Map<SuitKey, number>()
  for (const { cardId } of cards) {
    const suit = TAROT_DECK[cardId].suit
    if (suit) suits.set(suit.key, (suits.get(suit.key) ?? 0) + 1)
  }
  return {
    majorArcana: cards.filter(({ cardId }) => TAROT_DECK[cardId].arcana === 'major').length,
    suits: [...suits].map(([key, count]) => ({
      key,
      count,
      name: textsOf(locale, (l) => SUIT_NAMES[key][l]),
      element: textsOf(locale, (l) => SUIT_ELEMENTS[key][l]),
    })),
    reversed: cards.filter((card) => card.reversed).length,
  }
}

/**
 * The template reading in one locale, the three cards read together: the spread, the three cards in
 * their places in one sentence, how the spread ties them into one story, the balance of major arcana,
 * suits and reversals, the question's topic line, a reflection and the disclaimer.
 */
function spreadTemplate(spread: SpreadKey, cards: readonly FixedCard[], asked: boolean, topic: QuestionTopic, locale: Locale): string {
  const s = spreadSentences(locale)
  const tarot = templateSentences(locale)
  const positions = SPREAD_POSITIONS[spread]
  const words = deckIn(locale)
  const slots: Record<string, string> = { spread: SPREAD_NAMES[locale][spread] }
  cards.forEach((card, i) => {
    const side = card.reversed ? words[card.cardId].reversed : words[card.cardId].upright
    slots[`p${i + 1}`] = POSITION_NAMES[locale][positions[i]]
    slots[`c${i + 1}`] = cardInSentence(card.cardId, card.reversed, locale)
    slots[`k${i + 1}`] = side.keywords[0]
  })
  const majors = cards.filter(({ cardId }) => TAROT_DECK[cardId].arcana === 'major').length
  const reversals = cards.filter((card) => card.reversed).length
  const sentences = [
    fill(asked ? s.openingAsked : s.opening, slots),
    fill(s.cards, slots),
    fill(s.together[spread], slots),
    s.majors[majors],
    suitSentence(cards, locale),
    reversals === 0 ? undefined : s.reversals[reversals - 1],
    // The one-card template's topic and reflection lines, their keywords taken from the three cards.
    topic === 'none' ? undefined : fill(tarot.topic[topic], { k0: slots.k1, k1: slots.k2, k: slots.k3 }),
    fill(tarot.reflection[cards.reduce((sum, card) => sum + card.cardId, 0) % tarot.reflection.length], { k: slots.k3 }),
    tarot.disclaimer,
  ]
  return sentences.filter((text): text is string => text !== undefined).join(PUNCTUATION[locale].sentenceGap)
}

/** The suit two or three cards share, when one does. */
function suitSentence(cards: readonly FixedCard[], locale: Locale): string | undefined {
  const counts = new Map<SuitKey, number>()
  for (const { cardId } of cards) {
    const suit = TAROT_DECK[cardId].suit
    if (suit) counts.set(suit.key, (counts.get(suit.key) ?? 0) + 1)
  }
  const shared = [...counts].find(([, count]) => count >= 2)
  if (!shared) return undefined
  const [suit, count] = shared
  const s = spreadSentences(locale)
  return fill(count === 3 ? s.threeOfSuit : s.twoOfSuit, { suit: SUIT_NAMES[suit][locale], element: SUIT_ELEMENTS[suit][locale] })
}
