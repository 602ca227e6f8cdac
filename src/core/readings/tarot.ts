/**
 * One-card tarot: the draw and the embedded template interpretation.
 *
 * Pure: the randomness is an input (`TarotRandom`), so the core never touches a random source,
 * the clock or I/O. The tarot operation supplies a cryptographic source; tests
 * supply scripted ones. `cardId` and `reversed` are independent request fields: each part that
 * the request omits is drawn, each part it gives is kept, and the result says which were drawn.
 *
 * The template interpretation is what the narrator returns when no model is configured
 * (`source: 'template'`); with a model it is the fallback and the model's reference. It is written
 * from the card, its orientation and the question's topic, never from the question's words (so an
 * English text never quotes a Chinese question), and it is framed as entertainment and reflection.
 */
import { invalidRequest, AppError } from '../errors'
import type { Localized } from '../locale'
import type { Bilingual, Locale } from '../types'
import { DECK_SIZE, TAROT_DECK, type TarotCard } from './tarot-deck'
import { deckIn, type CardWords } from './tarot-localized'
import { ORIENTATION_NAMES, type SuitKey } from './tarot-names'
import { templateSentences, type TemplateSentences } from './tarot-template-text'
import { fill, PUNCTUATION } from '../sentence'

/** The API's limit on `question` (characters). */
const MAX_QUESTION_LENGTH = 500

/** Where the randomness comes from. Each method is called at most once per draw. */
export interface TarotRandom {
  /** A uniformly distributed integer in 0..77. */
  cardIndex(): number
  /** An unbiased bit, independent of `cardIndex`. */
  reversed(): boolean
}

export interface TarotDrawRequest {
  /** 0-77; omitted = drawn. */
  cardId?: number
  /** omitted = drawn. */
  reversed?: boolean
  /** The user's question (max 500 characters); blank = none. */
  question?: string
  locale: Locale
}

/**
 * A text of the answer in the locales it shows (`shownLocales`): `en` and `zh` for an answer in
 * either, the requested locale's alone for any other.
 */
type LocaleTexts<T = string> = Partial<Localized<T>>

/**
 * The locales a tarot answer's card shows: English and Chinese together for `en` and `zh` (the
 * contract's bilingual card, unchanged), else the requested locale alone, so a reader of Japanese,
 * Korean, Vietnamese or Traditional Chinese reads the card in their own script only.
 */
const shownLocales = (locale: Locale): readonly Locale[] => (locale === 'en' || locale === 'zh' ? ['en', 'zh'] : [locale])

/** The drawn card as the response shows it: the meaning and keywords of the drawn orientation only. */
interface DrawnCard {
  id: number
  name: LocaleTexts
  arcana: TarotCard['arcana']
  /** null for the major arcana. */
  suit: (LocaleTexts & { key: SuitKey; element: LocaleTexts }) | null
  rank: LocaleTexts & { value: number }
  ekelenNameShort: string
  reversed: boolean
  /** "Upright" / "正位" or "Reversed" / "逆位" (正位置/逆位置, 정방향/역방향, Xuôi/Ngược). */
  orientation: LocaleTexts
  keywords: LocaleTexts<readonly string[]>
  meaning: LocaleTexts
}

export interface TarotDraw {
  card: DrawnCard
  /** Which parts were drawn at random (true) rather than fixed by the request (false). */
  drawn: { card: boolean; orientation: boolean }
  /** The trimmed question, when one was given. */
  question?: string
  locale: Locale
  /** The question's topic as the template read it (drives which advice the template gives). */
  topic: QuestionTopic
  /** The embedded template interpretation in English, Chinese and the request's locale. */
  template: Bilingual & LocaleTexts
}

/**
 * Draws one card. Parts given in the request are kept; omitted parts come from `random`, each
 * independently (the card source is never asked for the orientation and vice versa).
 */
export function drawTarot(request: TarotDrawRequest, random: TarotRandom): TarotDraw {
  const locale = request.locale
  const question = normaliseQuestion(request.question)

  let cardId: number
  const cardDrawn = request.cardId === undefined
  if (cardDrawn) {
    cardId = random.cardIndex()
    // A broken source is a server fault, not the caller's: never silently clamp or wrap it.
    if (!Number.isInteger(cardId) || cardId < 0 || cardId >= DECK_SIZE) {
      throw new AppError('INTERNAL', 'The random source returned a card index outside 0-77.')
    }
  } else {
    cardId = request.cardId as number
    if (!Number.isInteger(cardId) || cardId < 0 || cardId >= DECK_SIZE) {
      throw invalidRequest('cardId must be an integer from 0 to 77.', { field: 'cardId', value: cardId })
    }
  }

  const orientationDrawn = request.reversed === undefined
  const reversed = orientationDrawn ? random.reversed() === true : request.reversed === true

  const card = TAROT_DECK[cardId]
  const topic = questionTopic(question)
  const template: Bilingual & LocaleTexts = tarotInterpretationTemplate(card, reversed, question, topic)
  if (locale !== 'en' && locale !== 'zh') template[locale] = templateIn(card, reversed, question, topic, locale)
  return {
    card: toDrawnCard(card, reversed, locale),
    drawn: { card: cardDrawn, orientation: orientationDrawn },
    ...(question === undefined ? {} : { question }),
    locale,
    topic,
    template,
  }
}

/** Card `cardId` (0-77) as drawn, in the locales an answer in `locale` shows. */
export const drawnCardIn = (cardId: number, reversed: boolean, locale: Locale): DrawnCard =>
  toDrawnCard(TAROT_DECK[cardId], reversed, locale)

/** The card in the locales the answer shows, members in the order the contract has always had. */
function toDrawnCard(card: TarotCard, reversed: boolean, locale: Locale): DrawnCard {
  const locales = shownLocales(locale)
  const side = reversed ? 'reversed' : 'upright'
  const each = <T>(of: (words: CardWords, locale: Locale) => T): LocaleTexts<T> =>
    Object.fromEntries(locales.map((shown) => [shown, of(deckIn(shown)[card.id], shown)]))
  return {
    id: card.id,
    name: each((words) => words.name),
    arcana: card.arcana,
    suit: card.suit && {
      key: card.suit.key,
      ...each((words) => words.suit!.name),
      element: each((words) => words.suit!.element),
    },
    rank: { value: card.rank.value, ...each((words) => words.rank) },
    ekelenNameShort: card.ekelenNameShort,
    reversed,
    orientation: each((_, shown) => ORIENTATION_NAMES[side][shown]),
    keywords: each((words) => words[side].keywords),
    meaning: each((words) => words[side].meaning),
  }
}

/** The question trimmed (blank = none), refused over 500 characters (counted in code points). */
export function normaliseQuestion(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const question = raw.trim()
  if (question === '') return undefined
  // Counted in code points, so this never refuses what a UTF-16-counting schema accepted.
  if ([...question].length > MAX_QUESTION_LENGTH) {
    throw invalidRequest(`question must be at most ${MAX_QUESTION_LENGTH} characters.`, { field: 'question' })
  }
  return question
}

// ---------------------------------------------------------------------------------------------
// Question topic
// ---------------------------------------------------------------------------------------------

export type QuestionTopic = 'none' | 'general' | 'love' | 'work' | 'money' | 'health' | 'legal' | 'decision'

/**
 * Topics in priority order: the three that need a "not professional advice" caveat come first, so
 * a question that touches health and love still gets the health caveat. Patterns cover English and
 * Chinese; anything unmatched is `general`.
 */
const TOPIC_PATTERNS: readonly [QuestionTopic, RegExp][] = [
  [
    'health',
    /\b(health|ill|illness|sick|disease|pregnan\w*|doctor|medic\w*|surgery|symptom\w*|cancer|diagnos\w*|therapy)\b|健康|病|医生|医院|怀孕|手术|症状|癌|治疗|吃药/i,
  ],
  ['legal', /\b(lawsuit|court|legal|lawyer|attorney|sue|visa|custody|divorce)\b|官司|法院|法律|律师|诉讼|起诉|签证|离婚|抚养权/i],
  [
    'money',
    /\b(money|financ\w*|invest\w*|stocks?|shares|crypto|bitcoin|debt|loan|mortgage|salary|income|savings?|lottery|rich)\b|钱|财运|财务|理财|投资|股票|基金|币|债|贷款|房贷|工资|薪水|收入|彩票/i,
  ],
  [
    'love',
    /\b(love|relationship|partner|boyfriend|girlfriend|husband|wife|marr\w*|dating|date|crush|romance|romantic|ex|soulmate|breakup)\b|爱情|感情|恋|对象|男朋友|女朋友|男友|女友|老公|老婆|丈夫|妻子|结婚|婚姻|桃花|暗恋|复合|分手|喜欢/i,
  ],
  [
    'work',
    /\b(job|work|career|boss|interview|promotion|business|colleague|project|study|studies|exam|school|university|startup|company)\b|工作|事业|职业|老板|上司|面试|升职|跳槽|生意|创业|同事|项目|考试|学业|学习|公司|考研/i,
  ],
  ['decision', /\b(should|whether|choose|choice|decide|decision)\b|要不要|该不该|应不应该|是否|选择|决定|还是/i],
]

export function questionTopic(question: string | undefined): QuestionTopic {
  if (question === undefined) return 'none'
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(question)) return topic
  return 'general'
}

// ---------------------------------------------------------------------------------------------
// Template interpretation
// ---------------------------------------------------------------------------------------------

/** FNV-1a, 32 bit: a stable choice among phrasings so the same draw always reads the same. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const pick = <T>(options: readonly T[], seed: number, salt: number): T => options[(seed + salt * 7919) % options.length]

/** How a language puts the card's words into the template's sentences. */
interface SentenceStyle {
  /** The card's name and orientation as the opening line says it. */
  card(card: TarotCard, words: CardWords, reversed: boolean): string
  /** The card's number as the place note says it (a minor's only for the numbered cards 2-9). */
  rank(card: TarotCard, words: CardWords): string
}

/** The first three keywords in a list: Japanese enumerates words with 、 (its ・ is for names). */
const keywordList = (words: readonly string[], locale: Locale): string =>
  locale === 'ja' ? words.join(PUNCTUATION.ja.enumeration) : PUNCTUATION[locale].list(words)

/** The English name as it reads mid-sentence: "the Ace of Cups", "the Wheel of Fortune", "The Fool", "Strength". */
const nameInSentence = (card: TarotCard): string => (card.arcana === 'minor' || card.id === 10 ? `the ${card.name.en}` : card.name.en)

/** Chinese: 塔（逆位）, the orientation in full-width brackets; the major's number in Chinese numerals. */
const chineseStyle: SentenceStyle = {
  card: (_, words, reversed) => `${words.name}（${ORIENTATION_NAMES[reversed ? 'reversed' : 'upright'].zh}）`,
  rank: (_, words) => words.rank,
}

const STYLES: Readonly<Record<Locale, SentenceStyle>> = {
  en: {
    card: (card, _, reversed) => (reversed ? `${nameInSentence(card)}, reversed` : nameInSentence(card)),
    rank: (card) => (card.arcana === 'major' ? card.rank.en : card.rank.en.toLowerCase()),
  },
  zh: chineseStyle,
  'zh-TW': chineseStyle,
  'zh-HK': chineseStyle,
  ja: {
    card: (_, words, reversed) => `${words.name}（${ORIENTATION_NAMES[reversed ? 'reversed' : 'upright'].ja}）`,
    rank: (card, words) => (card.arcana === 'major' ? words.rank : String(card.rank.value)),
  },
  ko: {
    card: (_, words, reversed) => `${words.name}(${ORIENTATION_NAMES[reversed ? 'reversed' : 'upright'].ko})`,
    rank: (card, words) => (card.arcana === 'major' ? words.rank : String(card.rank.value)),
  },
  vi: {
    card: (_, words, reversed) => `${words.name} (chiều ${ORIENTATION_NAMES[reversed ? 'reversed' : 'upright'].vi.toLowerCase()})`,
    rank: (card, words) => (card.arcana === 'major' ? words.rank : String(card.rank.value)),
  },
}

/** A card's name and orientation as the template's sentences say it in `locale` ("the Tower, reversed", 塔（逆位）). */
export const cardInSentence = (cardId: number, reversed: boolean, locale: Locale): string =>
  STYLES[locale].card(TAROT_DECK[cardId], deckIn(locale)[cardId], reversed)

/** What the card's place in the deck adds: a major arcanum, an Ace, a court card, a Ten or a numbered card. */
function placeSentence(card: TarotCard, sentences: TemplateSentences): string {
  if (card.suit === null) return sentences.place.major
  if (card.rank.value === 1) return sentences.place.ace
  if (card.rank.value >= 11) return sentences.place.court
  if (card.rank.value === 10) return sentences.place.ten
  return sentences.place.numbered
}

/**
 * The embedded interpretation in one locale: opening, the card's meaning for the drawn orientation,
 * its themes, what its place in the deck adds, the orientation, a line for the question's topic, a
 * reflection prompt and the entertainment disclaimer. Deterministic in (card, orientation, question):
 * every locale picks the same phrasings.
 */
function templateIn(card: TarotCard, reversed: boolean, question: string | undefined, topic: QuestionTopic, locale: Locale): string {
  const seed = fnv1a(`${card.id}|${reversed ? 1 : 0}|${question ?? ''}`)
  const sentences = templateSentences(locale)
  const style = STYLES[locale]
  const words = deckIn(locale)[card.id]
  const side = reversed ? words.reversed : words.upright
  const keywords = side.keywords
  const values = {
    card: style.card(card, words, reversed),
    rank: style.rank(card, words),
    theme: card.suit ? sentences.suitTheme[card.suit.key] : '',
    keywords: keywordList(keywords.slice(0, 3), locale),
    k0: keywords[0],
    k1: keywords[1] ?? keywords[0],
    k: keywords[keywords.length - 1],
  }
  const templates: (string | undefined)[] = [
    pick(question !== undefined ? sentences.openingAsked : sentences.opening, seed, 1),
    pick(sentences.themes, seed, 2),
    placeSentence(card, sentences),
    reversed ? pick(sentences.reversedNote, seed, 3) : undefined,
    topic === 'none' ? undefined : sentences.topic[topic],
    pick(sentences.reflection, seed, 4),
    sentences.disclaimer,
  ]
  const [opening, ...rest] = templates.filter((text): text is string => text !== undefined).map((text) => fill(text, values))
  return [opening, side.meaning, ...rest].join(PUNCTUATION[locale].sentenceGap)
}

/** The embedded interpretation in English and Chinese (the contract's `interpretation.en` and `.zh`). */
export function tarotInterpretationTemplate(
  card: TarotCard,
  reversed: boolean,
  question?: string,
  topic: QuestionTopic = questionTopic(question),
): Bilingual {
  return { en: templateIn(card, reversed, question, topic, 'en'), zh: templateIn(card, reversed, question, topic, 'zh') }
}
