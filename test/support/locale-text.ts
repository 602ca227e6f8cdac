/**
 * "No text in another language": what a string of an answer in one locale may not contain.
 *
 * - Han characters are allowed in `ko`, `vi` and `en` text only as ganzhi (the ten stems and twelve
 *   branches, which stay in their characters as codes) or in a string the caller says is a place name
 *   the data has only in Han (`allowHan`).
 * - Kana only in `ja`; hangul only in `ko`.
 * - No Simplified-only character in `zh-TW`/`zh-HK` (OpenCC's Simplified→Traditional character table,
 *   less the characters both standards write: 干 丑 后 台 里 …, and less those OpenCC's own conversion to
 *   the locale's standard keeps: Hong Kong's 温 脱 悦, Taiwan's 群 秘); no Simplified-only and non-Japanese
 *   character in `ja` (OpenCC's table, less the shinjitai both share: 国, 会 …, checked with OpenCC's
 *   `jp` conversion).
 * - No English words in `zh*`, `ja`, `ko`, `vi` text other than codes: a Latin word of three or more
 *   letters is refused in Han/hangul text unless it is one of `LATIN_ALLOWED`; in Vietnamese (Latin
 *   script) a word of `ENGLISH_WORDS` is refused.
 */
import * as OpenCC from 'opencc-js'
import ST from 'opencc-js/dict/STCharacters'
import type { Locale } from '../../src/core/types'

const STEMS_AND_BRANCHES = new Set('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥')
/** Characters OpenCC converts but Traditional text also writes (a stem, a branch, a surname, another word). */
const SHARED_WITH_TRADITIONAL = new Set('干丑后台里余谷云卷系范松制准冬回面才只斗几了征向布千占升合吊朴凶舍折伙采志注表咸沈游姜秋郁')
const SIMPLIFIED_CONVERTED = new Set(
  (ST as unknown as string)
    .split('|')
    .map((row) => row.split(' ')[0]!)
    .filter((c) => !SHARED_WITH_TRADITIONAL.has(c)),
)
const toJapanese = OpenCC.Converter({ from: 'cn', to: 'jp' })
/**
 * OpenCC's conversion to each Traditional standard: a character it keeps unchanged is that standard's
 * own form, not a Simplified one (Hong Kong writes 温, 脱, 悦, 卧, 醖, 着; Taiwan writes
 * 群 and 秘), though the character table lists a Traditional alternative for it. Found by the tarot's
 * converted meanings (群体, 秘密, 温暖, 解脱, 喜悦).
 */
const toStandard = {
  'zh-TW': OpenCC.Converter({ from: 'cn', to: 'tw' }),
  'zh-HK': OpenCC.Converter({ from: 'cn', to: 'hk' }),
}

const HAN = /\p{Script=Han}/u
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HANGUL = /\p{Script=Hangul}/u

/** Latin words Han, kana and hangul text may carry: units, clock and zone notation. */
export const LATIN_ALLOWED = new Set(['UTC', 'GMT', 'IANA', 'LMT', 'km', 'AM', 'PM', 'MCP', 'API'])
/** Common English words; one of them in Vietnamese text means an English phrase was left in it. */
export const ENGLISH_WORDS = new Set(
  'the and of is are your you with for this that day year month hour from not have has will be to in on at it its by as an or but luck good bad wood fire earth metal water pillar master chart strong weak element favourable unfavourable today'.split(
    ' ',
  ),
)

export interface ForeignTextOptions {
  /** The string is a place name (Han may be all the data has). */
  allowHan?: boolean
}

/** Why `text` is not wholly in `locale`, or `undefined` when it is. */
export function foreignTextIn(text: string, locale: Locale, options: ForeignTextOptions = {}): string | undefined {
  if (locale !== 'ja' && KANA.test(text)) return 'kana'
  if (locale !== 'ko' && HANGUL.test(text)) return 'hangul'
  if ((locale === 'en' || locale === 'ko' || locale === 'vi') && !options.allowHan) {
    const han = [...text].filter((c) => HAN.test(c) && !STEMS_AND_BRANCHES.has(c))
    if (han.length > 0) return `Han characters ${han.join('')}`
  }
  if (locale === 'zh-TW' || locale === 'zh-HK') {
    const simplified = [...text].filter((c) => SIMPLIFIED_CONVERTED.has(c) && toStandard[locale](c) !== c)
    if (simplified.length > 0) return `Simplified characters ${simplified.join('')}`
  }
  if (locale === 'ja') {
    const simplified = [...text].filter((c) => SIMPLIFIED_CONVERTED.has(c) && toJapanese(c) !== c)
    if (simplified.length > 0) return `Simplified characters ${simplified.join('')}`
  }
  if (locale !== 'en') {
    const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
    const english =
      locale === 'vi'
        ? words.filter((w) => ENGLISH_WORDS.has(w.toLowerCase()))
        : words.filter((w) => w.length >= 3 && !LATIN_ALLOWED.has(w) && !/^[A-Z]{2,}\d*$/.test(w))
    if (english.length > 0) return `English words ${english.join(' ')}`
  }
  return undefined
}

/**
 * Every string of a JSON answer that is not in `locale`, with its path. Members that hold codes, not
 * words, are skipped by name (`code`, `ganzhi`, ids, dates…); `placeKeys` name members holding place
 * names, checked with `allowHan`.
 */
export function foreignTextsOf(
  value: unknown,
  locale: Locale,
  options: { skipKeys?: ReadonlySet<string>; placeKeys?: ReadonlySet<string> } = {},
  path = '',
): string[] {
  const skip = options.skipKeys ?? CODE_KEYS
  if (typeof value === 'string') {
    const why = foreignTextIn(value, locale, { allowHan: options.placeKeys?.has(path.split('.').at(-1) ?? '') })
    return why ? [`${path}: ${why} in ${JSON.stringify(value.slice(0, 120))}`] : []
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => foreignTextsOf(v, locale, options, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : foreignTextsOf(v, locale, options, path ? `${path}.${k}` : k)))
  return []
}

/** Members that hold codes, identifiers or the other language by contract (`en`/`zh` of a bilingual text). */
export const CODE_KEYS: ReadonlySet<string> = new Set([
  'code',
  'codes',
  'ganzhi',
  'char',
  'stem',
  'branch',
  'xun',
  'voidBranches',
  'requestId',
  'id',
  'date',
  'time',
  'timezone',
  'zone',
  'locale',
  'en',
  'zh',
  'source',
  'model',
])
