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
import type { Bilingual, Locale } from '../types'
import { DECK_SIZE, TAROT_DECK, type BilingualKeywords, type TarotCard, type TarotSuit } from './tarot-deck'

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

/** The drawn card as the response shows it: the meaning and keywords of the drawn orientation only. */
interface DrawnCard extends Pick<TarotCard, 'id' | 'name' | 'arcana' | 'suit' | 'rank' | 'ekelenNameShort'> {
  reversed: boolean
  /** "Upright" / "正位" or "Reversed" / "逆位". */
  orientation: Bilingual
  keywords: BilingualKeywords
  meaning: Bilingual
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
  /** The embedded template interpretation in both languages. */
  template: Bilingual
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
  return {
    card: toDrawnCard(card, reversed),
    drawn: { card: cardDrawn, orientation: orientationDrawn },
    ...(question === undefined ? {} : { question }),
    locale,
    topic,
    template: tarotInterpretationTemplate(card, reversed, question, topic),
  }
}

const ORIENTATION_LABEL: Record<'upright' | 'reversed', Bilingual> = {
  upright: { en: 'Upright', zh: '正位' },
  reversed: { en: 'Reversed', zh: '逆位' },
}

function toDrawnCard(card: TarotCard, reversed: boolean): DrawnCard {
  const side = reversed ? card.reversed : card.upright
  return {
    id: card.id,
    name: card.name,
    arcana: card.arcana,
    suit: card.suit,
    rank: card.rank,
    ekelenNameShort: card.ekelenNameShort,
    reversed,
    orientation: ORIENTATION_LABEL[reversed ? 'reversed' : 'upright'],
    keywords: side.keywords,
    meaning: side.meaning,
  }
}

function normaliseQuestion(raw: string | undefined): string | undefined {
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

const joinEn = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`

const joinZh = (words: readonly string[]): string => words.join('、')

const SUIT_THEME: Record<TarotSuit['key'], Bilingual> = {
  wands: {
    en: 'Wands belong to fire: drive, ambition and creative energy, so look first at where your enthusiasm is going.',
    zh: '权杖属火，关乎行动力、志向与创造的热情，不妨先看看你的热情正流向何处。',
  },
  cups: {
    en: 'Cups belong to water: feelings, relationships and intuition, so the heart of the matter is likely emotional.',
    zh: '圣杯属水，关乎情感、关系与直觉，这件事的核心多半在情感层面。',
  },
  swords: {
    en: 'Swords belong to air: thoughts, words and decisions, so clarity of mind is the key here.',
    zh: '宝剑属风，关乎思想、言语与决断，此处的关键在于头脑的清明。',
  },
  pentacles: {
    en: 'Pentacles belong to earth: work, the body and practical matters, so think in concrete, everyday steps.',
    zh: '钱币属土，关乎工作、身体与实际事务，请从具体而日常的步骤着手。',
  },
}

/** What the card's place in the deck adds: a major arcanum, an Ace, a court card or a numbered card. */
function placeNote(card: TarotCard): Bilingual {
  if (card.arcana === 'major') {
    return {
      en: `As one of the major arcana (number ${card.rank.en}), it points to a larger chapter of your life rather than a passing event.`,
      zh: `作为大阿尔卡那中的第${card.rank.zh}号牌，它指向人生中更大的篇章，而非一时的小事。`,
    }
  }
  const suit = card.suit as TarotSuit
  const theme = SUIT_THEME[suit.key]
  if (card.rank.value === 1) {
    return {
      en: `Aces mark a seed or a beginning. ${theme.en}`,
      zh: `王牌象征种子与开端。${theme.zh}`,
    }
  }
  if (card.rank.value >= 11) {
    return {
      en: `Court cards often stand for a person in your life, or an attitude you could take on yourself. ${theme.en}`,
      zh: `宫廷牌常常代表你身边的某个人，或是你可以采取的某种态度。${theme.zh}`,
    }
  }
  if (card.rank.value === 10) {
    return {
      en: `Tens close a cycle, for better or worse, and prepare the next one. ${theme.en}`,
      zh: `数字十代表一个循环的终结，无论好坏，都在为下一个循环做准备。${theme.zh}`,
    }
  }
  return {
    en: `As the ${card.rank.en.toLowerCase()} of its suit, it describes a stage along the way rather than the whole story. ${theme.en}`,
    zh: `作为该花色中的第${card.rank.zh}张牌，它描述的是途中的一个阶段，而非故事的全部。${theme.zh}`,
  }
}

/** The English name as it reads mid-sentence: "the Ace of Cups", "the Wheel of Fortune", "The Fool", "Strength". */
function nameInSentence(card: TarotCard): string {
  if (card.arcana === 'minor' || card.id === 10) return `the ${card.name.en}`
  return card.name.en
}

function openingLine(card: TarotCard, reversed: boolean, hasQuestion: boolean, seed: number): Bilingual {
  const nameEn = reversed ? `${nameInSentence(card)}, reversed` : nameInSentence(card)
  const nameZh = `${card.name.zh}（${reversed ? '逆位' : '正位'}）`
  const withQuestion: readonly Bilingual[] = [
    { en: `For your question, the card that came up is ${nameEn}.`, zh: `针对你的问题，抽到的是${nameZh}。` },
    { en: `You asked, and the deck answered with ${nameEn}.`, zh: `你提出了问题，牌面给出的回应是${nameZh}。` },
    { en: `The card drawn for what you asked is ${nameEn}.`, zh: `为你所问之事抽出的牌是${nameZh}。` },
  ]
  const withoutQuestion: readonly Bilingual[] = [
    { en: `Your card is ${nameEn}.`, zh: `你抽到的牌是${nameZh}。` },
    { en: `Your single card this time is ${nameEn}.`, zh: `这一次的单张牌是${nameZh}。` },
    { en: `The card that turned up is ${nameEn}.`, zh: `翻开的这张牌是${nameZh}。` },
  ]
  return pick(hasQuestion ? withQuestion : withoutQuestion, seed, 1)
}

function themesLine(card: TarotCard, reversed: boolean, seed: number): Bilingual {
  const keywords = (reversed ? card.reversed : card.upright).keywords
  const en = joinEn(keywords.en.slice(0, 3))
  const zh = joinZh(keywords.zh.slice(0, 3))
  const options: readonly Bilingual[] = [
    { en: `Its themes are ${en}.`, zh: `它的主题是${zh}。` },
    { en: `The words that go with it here are ${en}.`, zh: `与它相伴的关键词是${zh}。` },
    { en: `Think of ${en}.`, zh: `可以联想到${zh}。` },
  ]
  return pick(options, seed, 2)
}

function orientationNote(reversed: boolean, seed: number): Bilingual | undefined {
  if (!reversed) return undefined
  const options: readonly Bilingual[] = [
    {
      en: 'Reversed, its energy is blocked, turned inward or overdone; read it as a prompt to look at what is getting in the way.',
      zh: '逆位时，这张牌的能量或受阻、或内敛、或过度，可以把它当作一个提醒，看看是什么挡住了路。',
    },
    {
      en: 'A reversed card is not a bad omen; it asks you to look at the same theme from its more difficult side.',
      zh: '逆位并非凶兆，它邀请你从较为艰难的一面来看同一个主题。',
    },
  ]
  return pick(options, seed, 3)
}

/** A sentence addressed to the question's topic, built from the card's first keywords. Worded so it
 * reads naturally whether the keywords are hopeful or difficult (The Sun and The Tower alike). */
function topicLine(card: TarotCard, reversed: boolean, topic: QuestionTopic): Bilingual | undefined {
  const keywords = (reversed ? card.reversed : card.upright).keywords
  const k0 = { en: keywords.en[0], zh: keywords.zh[0] }
  const k1 = { en: keywords.en[1] ?? keywords.en[0], zh: keywords.zh[1] ?? keywords.zh[0] }
  switch (topic) {
    case 'love':
      return {
        en: `In matters of the heart, bring its theme of ${k0.en} and ${k1.en} to the relationship: notice how it shows up between you, and talk about it openly.`,
        zh: `在感情方面，把「${k0.zh}」与「${k1.zh}」这一主题放进关系里看一看：它在你们之间如何体现，并坦诚地聊一聊。`,
      }
    case 'work':
      return {
        en: `For work or study, ask how ${k0.en} and ${k1.en} describe where you stand, and what one practical step follows from that.`,
        zh: `在工作或学业上，问问自己「${k0.zh}」与「${k1.zh}」如何描述了你眼下的处境，由此可以迈出哪一个务实的步骤。`,
      }
    case 'decision':
      return {
        en: `If you are weighing a choice, ask which option deals more honestly with ${k0.en}; the card reflects, it does not decide for you.`,
        zh: `如果你正在权衡一个选择，想一想哪个选项更坦诚地面对了「${k0.zh}」；牌只是一面镜子，不会替你做决定。`,
      }
    case 'money':
      return {
        en: `On money matters, take the card as a mood to reflect on (${k0.en}), not as a forecast; this reading is not financial advice.`,
        zh: `关于钱财，请把这张牌当作一种可供反思的心境（${k0.zh}），而非预测；本解读不构成任何理财建议。`,
      }
    case 'health':
      return {
        en: 'On health, a card can only invite reflection; please rely on a qualified medical professional for anything that concerns your body or mind.',
        zh: '关于健康，牌面只能引发思考；凡涉及身心状况，请以专业医疗人员的意见为准。',
      }
    case 'legal':
      return {
        en: 'On legal matters, a card can only invite reflection; for decisions with legal consequences, please consult a qualified professional.',
        zh: '关于法律事务，牌面只能引发思考；涉及法律后果的决定，请咨询具备资质的专业人士。',
      }
    case 'general':
      return {
        en: `Applied to your question, look at where ${k0.en} is shaping the situation; that is where your attention is best spent.`,
        zh: `放到你的问题上，看看「${k0.zh}」在哪里影响着局面，那里最值得你投入注意力。`,
      }
    case 'none':
      return undefined
  }
}

function reflectionLine(card: TarotCard, reversed: boolean, seed: number): Bilingual {
  const keywords = (reversed ? card.reversed : card.upright).keywords
  const k = { en: keywords.en[keywords.en.length - 1], zh: keywords.zh[keywords.zh.length - 1] }
  const options: readonly Bilingual[] = [
    {
      en: `A question to sit with: where does ${k.en} show up in your life right now?`,
      zh: `不妨想一想：此刻「${k.zh}」在你的生活中体现在哪里？`,
    },
    {
      en: `Ask yourself what ${k.en} would mean for you in practice this week.`,
      zh: `问问自己：这一周里，「${k.zh}」对你而言具体意味着什么？`,
    },
    {
      en: `Ask yourself what you would do differently if you took ${k.en} seriously.`,
      zh: `问问自己：如果认真对待「${k.zh}」，你会有什么不同的做法？`,
    },
  ]
  return pick(options, seed, 4)
}

const DISCLAIMER: Bilingual = {
  en: 'This reading is for entertainment and personal reflection only.',
  zh: '本解读仅供娱乐与个人反思之用。',
}

/**
 * The embedded interpretation: opening, the card's meaning for the drawn orientation, its themes,
 * what its place in the deck adds, the orientation, a line for the question's topic, a reflection
 * prompt and the entertainment disclaimer. Deterministic in (card, orientation, question).
 */
export function tarotInterpretationTemplate(
  card: TarotCard,
  reversed: boolean,
  question?: string,
  topic: QuestionTopic = questionTopic(question),
): Bilingual {
  const seed = fnv1a(`${card.id}|${reversed ? 1 : 0}|${question ?? ''}`)
  const meaning = (reversed ? card.reversed : card.upright).meaning
  const parts: (Bilingual | undefined)[] = [
    openingLine(card, reversed, question !== undefined, seed),
    meaning,
    themesLine(card, reversed, seed),
    placeNote(card),
    orientationNote(reversed, seed),
    topicLine(card, reversed, topic),
    reflectionLine(card, reversed, seed),
    DISCLAIMER,
  ]
  const present = parts.filter((part): part is Bilingual => part !== undefined)
  return {
    en: present.map((part) => part.en).join(' '),
    zh: present.map((part) => part.zh).join(''),
  }
}
