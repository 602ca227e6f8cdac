/**
 * The 78-card tarot deck with stable ids 0-77 (docs/domain.md, "Tarot deck order"):
 *   0-21  major arcana in Rider-Waite-Smith order (VIII Strength, XI Justice);
 *   22-35 Wands, 36-49 Cups, 50-63 Swords, 64-77 Pentacles, each Ace, 2-10, Page, Knight, Queen, King.
 * Every card keeps the `name_short` of ekelen/tarot-api (ISC) as `ekelenNameShort`, so data keyed by
 * that widely reused dataset can be joined without relying on its non-canonical array order.
 * Chinese names follow Brhiza/mingyu `src/utils/tarot.ts` (suits 权杖/圣杯/宝剑/钱币).
 *
 * Built once at module load from the authored per-suit text; frozen so no request can mutate it.
 */
import type { Bilingual } from '../types'
import type { CardText, OrientationText } from './tarot-deck-types'
import { MAJOR_ARCANA } from './tarot-deck-majors'
import { WANDS } from './tarot-deck-wands'
import { CUPS } from './tarot-deck-cups'
import { SWORDS } from './tarot-deck-swords'
import { PENTACLES } from './tarot-deck-pentacles'
import { MINOR_RANK_NAMES, SUIT_ELEMENTS, SUIT_NAMES, type SuitKey } from './tarot-names'

type Arcana = 'major' | 'minor'

export interface TarotSuit {
  key: SuitKey
  en: string
  zh: string
  /** The classical element of the suit (Golden Dawn attribution, followed by Waite). */
  element: Bilingual
}

interface TarotRank {
  /** 0-21 for the majors (the card's own number); 1-14 for the minors (Ace 1 … King 14). */
  value: number
  /** "0", "I" … "XXI" for the majors; "Ace", "Two" … "King" for the minors. */
  en: string
  /** 零, 一 … 二十一 for the majors; 王牌, 二 … 国王 for the minors. */
  zh: string
}

interface BilingualKeywords {
  en: string[]
  zh: string[]
}

interface TarotOrientationEntry {
  keywords: BilingualKeywords
  meaning: Bilingual
}

export interface TarotCard {
  /** 0-77, the request's `cardId`. */
  id: number
  name: Bilingual
  arcana: Arcana
  /** null for the major arcana. */
  suit: TarotSuit | null
  rank: TarotRank
  /** ekelen/tarot-api `name_short`: ar00-ar21; wa|cu|sw|pe + ac|02..10|pa|kn|qu|ki. */
  ekelenNameShort: string
  upright: TarotOrientationEntry
  reversed: TarotOrientationEntry
}

export const DECK_SIZE = 78

/** Suits in id order (22-35, 36-49, 50-63, 64-77). */
export const SUITS: readonly TarotSuit[] = (['wands', 'cups', 'swords', 'pentacles'] as const).map((key) => ({
  key,
  en: SUIT_NAMES[key].en,
  zh: SUIT_NAMES[key].zh,
  element: { en: SUIT_ELEMENTS[key].en, zh: SUIT_ELEMENTS[key].zh },
}))

const SUIT_TEXT: Record<SuitKey, readonly CardText[]> = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
}

/** ekelen's two-letter suit prefixes. */
const EKELEN_SUIT: Record<SuitKey, string> = { wands: 'wa', cups: 'cu', swords: 'sw', pentacles: 'pe' }

/** ekelen's rank suffixes, Ace to King. */
const EKELEN_RANK = ['ac', '02', '03', '04', '05', '06', '07', '08', '09', '10', 'pa', 'kn', 'qu', 'ki']

/** Minor ranks in deck order: English name, Chinese name (the names of `tarot-names.ts`), ekelen suffix. */
const MINOR_RANKS: readonly { en: string; zh: string; ekelen: string }[] = MINOR_RANK_NAMES.map((names, index) => ({
  en: names.en,
  zh: names.zh,
  ekelen: EKELEN_RANK[index],
}))

const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
]
const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九']

/** 0-21 as Chinese numerals: 零, 一 … 十, 十一 … 二十一. */
const zhNumber = (n: number): string => {
  if (n <= 10) return n === 10 ? '十' : ZH_DIGITS[n]
  const tens = Math.floor(n / 10)
  const ones = n % 10
  return `${tens === 1 ? '' : ZH_DIGITS[tens]}十${ones === 0 ? '' : ZH_DIGITS[ones]}`
}

const orientationEntry = (text: OrientationText): TarotOrientationEntry => ({
  keywords: { en: [...text.keywords], zh: [...text.keywordsZh] },
  meaning: { en: text.en, zh: text.zh },
})

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const member of Object.values(value)) deepFreeze(member)
    Object.freeze(value)
  }
  return value
}

const buildDeck = (): TarotCard[] => {
  const deck: TarotCard[] = MAJOR_ARCANA.map((major, number) => ({
    id: number,
    name: { en: major.en, zh: major.zh },
    arcana: 'major',
    suit: null,
    rank: { value: number, en: ROMAN[number], zh: zhNumber(number) },
    ekelenNameShort: `ar${String(number).padStart(2, '0')}`,
    upright: orientationEntry(major.upright),
    reversed: orientationEntry(major.reversed),
  }))
  for (const suit of SUITS) {
    SUIT_TEXT[suit.key].forEach((text, index) => {
      const rank = MINOR_RANKS[index]
      deck.push({
        id: deck.length,
        name: { en: `${rank.en} of ${suit.en}`, zh: `${suit.zh}${rank.zh}` },
        arcana: 'minor',
        suit,
        rank: { value: index + 1, en: rank.en, zh: rank.zh },
        ekelenNameShort: `${EKELEN_SUIT[suit.key]}${rank.ekelen}`,
        upright: orientationEntry(text.upright),
        reversed: orientationEntry(text.reversed),
      })
    })
  }
  return deck
}

/** The deck, indexed by id. */
export const TAROT_DECK: readonly TarotCard[] = deepFreeze(buildDeck())
