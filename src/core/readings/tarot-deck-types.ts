/**
 * The authored text of one tarot card, as the per-suit data files write it. The deck module
 * (`tarot-deck.ts`) adds the numbering, names and aliases; the data files hold only what is
 * specific to each card.
 *
 * All keywords and meanings were written for this project. A. E. Waite's *The Pictorial Key to the
 * Tarot* (Rider, 1911; public domain) informed the traditional sense of each card; no modern
 * copyrighted text was copied.
 */

/** Keywords and a short meaning for one orientation, in both languages. */
export interface OrientationText {
  /** English keywords (3-4 short phrases). */
  keywords: string[]
  /** Chinese keywords, in the same order as the English ones. */
  keywordsZh: string[]
  /** English meaning, 2-3 sentences. */
  en: string
  /** Chinese meaning, 2-3 sentences. */
  zh: string
}

export interface CardText {
  upright: OrientationText
  reversed: OrientationText
}

/** A major arcanum's text plus its names. */
export interface MajorCardText extends CardText {
  en: string
  zh: string
}

/** One orientation of a card in one language: its keywords and its meaning. */
interface LocaleOrientationText {
  keywords: readonly string[]
  meaning: string
}

/** A card's text in one language (the per-locale files `tarot-text-*.ts`). */
export interface LocaleCardText {
  upright: LocaleOrientationText
  reversed: LocaleOrientationText
}

/** An entry of a per-locale file: upright keywords (`|`-separated), meaning, reversed keywords, meaning. */
type LocaleCardEntry = readonly [uprightKeywords: string, upright: string, reversedKeywords: string, reversed: string]

/** The per-locale files' compact entries as card texts (keywords split once, at module load). */
export const localeCardTexts = (entries: readonly LocaleCardEntry[]): readonly LocaleCardText[] =>
  entries.map(([uprightKeywords, upright, reversedKeywords, reversed]) => ({
    upright: { keywords: uprightKeywords.split('|'), meaning: upright },
    reversed: { keywords: reversedKeywords.split('|'), meaning: reversed },
  }))
