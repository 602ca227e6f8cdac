/**
 * 발음오행 (the element of a Korean syllable by its initial consonant), an option of the Korean
 * school (docs/domain.md, "Name analysis: Korean school"). Two conventions disagree on the
 * labials and the laryngeals: the 訓民正音解例本 (1446) gives ㅇㅎ water and ㅁㅂㅍ earth; the
 * convention most 성명학 books use (after the 韻解本) gives ㅇㅎ earth and ㅁㅂㅍ water. Both agree
 * on ㄱㅋ wood, ㄴㄷㄹㅌ fire, ㅅㅈㅊ metal. Tense consonants count as their plain ones (ㄲ as ㄱ).
 */
import type { Element } from '../bazi'
import type { SoundConvention } from './terms'

/** The 19 initial consonants in Unicode order: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
const GROUP_OF_INITIAL = 'KKTTTTLLLSSGSSSKTLG' // velar, tongue, lips, teeth, throat

const ELEMENTS_BY_CONVENTION: Readonly<Record<SoundConvention, Record<string, Element>>> = {
  unhae: { K: 'wood', T: 'fire', G: 'earth', S: 'metal', L: 'water' },
  haerye: { K: 'wood', T: 'fire', L: 'earth', S: 'metal', G: 'water' },
}

/** Whether a character is a precomposed hangul syllable. */
export const isHangulSyllable = (char: string): boolean => /^[\uac00-\ud7a3]$/.test(char)

/** The initial consonant of a hangul syllable and its element under a convention. */
export function soundElement(syllable: string, convention: SoundConvention): { initial: string; element: Element } {
  const index = Math.floor((syllable.codePointAt(0)! - 0xac00) / 588)
  return { initial: INITIALS[index]!, element: ELEMENTS_BY_CONVENTION[convention][GROUP_OF_INITIAL[index]!]! }
}
