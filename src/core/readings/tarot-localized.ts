/**
 * The deck in every locale: each card's name, suit, element, rank, keywords and meanings as a reader of
 * that locale reads them.
 *
 * - en, zh: the deck's own text (`tarot-deck.ts`), unchanged.
 * - ja, ko, vi: the names of `tarot-names.ts` and the keywords and meanings of `tarot-text-*.ts`.
 * - zh-TW, zh-HK: the hand-curated names of `tarot-names.ts`; the keywords and meanings are the zh
 *   text converted by `toTraditional` (free text, behind the domain dictionary).
 *
 * Each locale's 78 cards are built once, on first use, and frozen, so a draw costs the same in every
 * locale (only the first draw in zh-TW or zh-HK pays for loading OpenCC's dictionaries).
 */
import type { Locale } from '../types'
import { toTraditional } from '../traditional'
import { TAROT_DECK, type TarotCard } from './tarot-deck'
import type { LocaleCardText } from './tarot-deck-types'
import { MAJOR_NAMES, MINOR_RANK_NAMES, SUIT_ELEMENTS, SUIT_NAMES, minorName } from './tarot-names'
import { JA_TEXT } from './tarot-text-ja'
import { KO_TEXT } from './tarot-text-ko'
import { VI_TEXT } from './tarot-text-vi'

/** One orientation of a card in one locale. */
interface OrientationWords {
  keywords: readonly string[]
  meaning: string
}

/** A card in one locale. */
export interface CardWords {
  name: string
  /** null for the major arcana. */
  suit: { name: string; element: string } | null
  /** The rank as the locale writes it: the major's numeral (Roman, or Chinese in Chinese), or Ace … King. */
  rank: string
  upright: OrientationWords
  reversed: OrientationWords
}

const WRITTEN: Readonly<Record<'ja' | 'ko' | 'vi', readonly LocaleCardText[]>> = { ja: JA_TEXT, ko: KO_TEXT, vi: VI_TEXT }

/** The deck's own en or zh text of a card. */
function ownWords(card: TarotCard, language: 'en' | 'zh'): CardWords {
  const side = (entry: TarotCard['upright']): OrientationWords => ({ keywords: entry.keywords[language], meaning: entry.meaning[language] })
  return {
    name: card.name[language],
    suit: card.suit ? { name: card.suit[language], element: card.suit.element[language] } : null,
    rank: card.rank[language],
    upright: side(card.upright),
    reversed: side(card.reversed),
  }
}

/** The name, suit and rank of a card in a locale other than en and zh, from the curated tables. */
function curatedLabels(card: TarotCard, locale: Exclude<Locale, 'en' | 'zh'>): Pick<CardWords, 'name' | 'suit' | 'rank'> {
  // Chinese writes the majors' numbers in Chinese numerals (the same characters in Traditional); the
  // other locales print the Roman numeral of the card, as their RWS editions do.
  const chinese = locale === 'zh-TW' || locale === 'zh-HK'
  if (card.suit === null) return { name: MAJOR_NAMES[card.id][locale], suit: null, rank: chinese ? card.rank.zh : card.rank.en }
  const key = card.suit.key
  return {
    name: minorName(key, card.rank.value, locale),
    suit: { name: SUIT_NAMES[key][locale], element: SUIT_ELEMENTS[key][locale] },
    rank: MINOR_RANK_NAMES[card.rank.value - 1][locale],
  }
}

function buildDeckIn(locale: Locale): readonly CardWords[] {
  if (locale === 'en' || locale === 'zh') return TAROT_DECK.map((card) => ownWords(card, locale))
  if (locale === 'zh-TW' || locale === 'zh-HK') {
    const convert = (side: TarotCard['upright']): OrientationWords => ({
      keywords: side.keywords.zh.map((keyword) => toTraditional(keyword, locale)),
      meaning: toTraditional(side.meaning.zh, locale),
    })
    return TAROT_DECK.map((card) => ({ ...curatedLabels(card, locale), upright: convert(card.upright), reversed: convert(card.reversed) }))
  }
  const texts = WRITTEN[locale]
  return TAROT_DECK.map((card) => ({ ...curatedLabels(card, locale), ...texts[card.id] }))
}

const deckCache: Partial<Record<Locale, readonly CardWords[]>> = {}

/** The 78 cards in `locale`, indexed by card id (built on first use, then shared and frozen). */
export function deckIn(locale: Locale): readonly CardWords[] {
  return (deckCache[locale] ??= Object.freeze(buildDeckIn(locale).map((card) => Object.freeze(card))))
}
