/**
 * Query and key normalisation, shared by the build script (keys) and the runtime (queries) so both
 * sides agree exactly (docs/domain.md, "Place names and zones").
 *
 * - Latin: NFKD, accents stripped, a few letters NFKD leaves alone folded (ø, ß, ł, đ, æ, œ, ı),
 *   lower case, only [a-z0-9] kept: "Xi'an" = "Xian" = "xi an"; "Ürümqi" = "urumqi".
 * - Han: NFKC, traditional → simplified through a character map, everything but Han letters and
 *   digits dropped (spaces, dots, middle dots).
 * - Kana and hangul (Japanese and Korean names: ソウル, 서울, ソウル特別市): NFKC, Han characters through
 *   the same map, everything but Han, kana, hangul, the prolonged sound mark and digits dropped.
 */

const HAN = /\p{Script=Han}/u
const KANA_HANGUL = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const COMBINING = /\p{M}/gu
const NON_ALNUM = /[^a-z0-9]/g
const NON_HAN_OR_DIGIT = /[^\p{Script=Han}0-9]/gu
const FOLD: Record<string, string> = { ø: 'o', ß: 'ss', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd' }
const FOLD_RE = /[øßłđæœıþð]/g

export const hasHan = (s: string) => HAN.test(s)
export const hasKanaOrHangul = (s: string) => KANA_HANGUL.test(s)

const NON_SCRIPT_OR_DIGIT = /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー0-9]/gu

/** The key of a Japanese (kana) or Korean (hangul) name. */
export function scriptKey(s: string, toSimplified: CharMap): string {
  let out = ''
  for (const c of s.normalize('NFKC')) out += toSimplified(c)
  return out.replace(NON_SCRIPT_OR_DIGIT, '')
}

/**
 * Letters only Vietnamese writes among the Latin scripts: ă, đ, ơ, ư, a hook above, a tilde on e/i/u/y,
 * and the circumflex, breve or horn combined with a tone mark. (A bare dot below is not enough:
 * Yoruba writes ọ and ẹ, as in Lọndọnu.) Vietnamese has no f, j, w or z, and short syllables.
 */
const VIETNAMESE_LETTER = /[ăđơưảẻỉỏủỷẩẳểổởửẽĩũỹẫẵễỗỡữấầậắằặếềệốồộớờợứừự]/i
const VIETNAMESE_WORDS = /^[^\sfjwzFJWZ]{1,7}(\s[^\sfjwzFJWZ]{1,7})*$/
export const isVietnamese = (s: string) => VIETNAMESE_LETTER.test(s) && VIETNAMESE_WORDS.test(s.normalize('NFC'))

export function latinKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replace(FOLD_RE, (c) => FOLD[c])
    .replace(NON_ALNUM, '')
}

export type CharMap = (c: string) => string

export function hanKey(s: string, toSimplified: CharMap): string {
  let out = ''
  for (const c of s.normalize('NFKC')) out += toSimplified(c)
  return out.replace(NON_HAN_OR_DIGIT, '')
}

/** Chinese administrative suffixes stripped on a miss (longest first). */
export const HAN_SUFFIXES = ['特别行政区', '自治州', '自治县', '自治区', '地区', '市', '县', '区', '省', '镇', '乡', '盟', '旗']
