/**
 * Whether a model's text is in the script of the language asked for: a narrative or a reading in
 * another script is invalid output, asked for once more (narrator.ts, image-readings.ts). Ganzhi
 * stay in their characters in every language (甲子 is a code), so the stems and branches are allowed
 * in Korean and Vietnamese text; English text keeps the house rule of no Han at all.
 */
import type { Locale } from '../core/types'

const HAN = /\p{Script=Han}/u
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HANGUL = /\p{Script=Hangul}/u
/** Han other than the ten stems and twelve branches. */
const HAN_BEYOND_GANZHI = /(?![甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥])\p{Script=Han}/u

/** True when `text` carries a script the locale's readers do not write. */
export function inForeignScript(text: string, locale: Locale): boolean {
  switch (locale) {
    case 'en':
      return HAN.test(text)
    case 'ja':
      return HANGUL.test(text)
    case 'ko':
      return KANA.test(text) || HAN_BEYOND_GANZHI.test(text)
    case 'vi':
      return KANA.test(text) || HANGUL.test(text) || HAN_BEYOND_GANZHI.test(text)
    default:
      return KANA.test(text) || HANGUL.test(text)
  }
}
