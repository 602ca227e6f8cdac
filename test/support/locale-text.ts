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
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'

const STEMS_AND_BRANCHES = new Set('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥')
/** Characters OpenCC converts but Traditional text also writes (a stem, a branch, a surname, another word). */
const SHARED_WITH_TRADITIONAL = new Set(
  // 床 灶 吃: the standard forms of Taiwan's 《國字標準字體》 and Hong Kong's 《常用字字形表》 (安床, 作灶 in
  // the 農民曆 and the 通勝; OpenCC's table maps them to the variants 牀 竈 喫).
  '干丑后台里余谷云卷系范松制准冬回面才只斗几了征向布千占升合吊朴凶舍折伙采志注表咸沈游姜秋郁床灶吃',
)
/** Hong Kong's own standard forms that OpenCC's character table lists as Simplified (醖釀 in Hong Kong, 醞釀 in Taiwan). */
const HONG_KONG_FORMS = new Set('醖')
const SIMPLIFIED_CONVERTED = new Set(
  ST.split('|')
    .map((row) => row.split(' ')[0]!)
    .filter((c) => !SHARED_WITH_TRADITIONAL.has(c)),
)
const toJapanese = OpenCC.Converter({ from: 'cn', to: 'jp' })
/**
 * Characters OpenCC's `jp` table turns into an older form although Japanese writes them as they are:
 * 猪 (亥's animal, いのしし; 豬 is the pre-war form); 据 (据える) and 雇 (雇用), 常用漢字 both; 厨 (厨房,
 * the Zi Wei star 天厨: the form of JIS X 0208 level 1 and of Japanese print; OpenCC gives 廚).
 */
const JAPANESE_FORMS = new Set('猪据雇携厨叶') // 携 as in 連携, 携帯 (OpenCC gives 攜); 叶 as in 叶う (a jōyō kanji)
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

/**
 * Latin words Han, kana and hangul text may carry: units, clock and zone notation; the request and
 * answer members a message tells the reader to use (`timezone`, `alternative`: JSON names, codes);
 * the libraries the conventions cite as sources (`astronomia`, `lunar-typescript`).
 */
export const LATIN_ALLOWED = new Set([
  'UTC',
  'GMT',
  'IANA',
  'LMT',
  'km',
  'AM',
  'PM',
  'MCP',
  'API',
  'timezone',
  'alternative',
  'astronomia',
  'lunar-typescript',
  // The Zi Wei placement library its conventions name (conventions.school).
  'iztro',
])
/**
 * A JSON member a message points to, as a path (`conventions.shensha`) or a camelCase name (`fromYear`):
 * an identifier, removed before the check.
 */
const MEMBER_PATH = /\b[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+\b|\b[a-z]+[A-Z][A-Za-z]*\b(?!\()/g
/** A library's function call a source cites (`getYun(gender, 2)`, in the chart's zh conventions): code, removed before the check. */
const FUNCTION_CALL = /\b[a-z]+[A-Z][A-Za-z]*\([^)]*\)/g
/** IANA zone names (`Asia/Shanghai`, `America/Argentina/Buenos_Aires`): identifiers, not words; removed before the check. */
const IANA_ZONE = /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z0-9_+\-/]+/g
/** Request members a message may name as they are sent (`timezone`, `birth_time` …). */
const ARGUMENT_NAMES =
  /\b(timezone|latitude|longitude|locale|city|birth_city|birth_time|birth_date|date|time|sex|zi_hour|true_solar_time|readingDate|reading_date|ziHour|trueSolarTime|detail|phone|countryCode|parentDayMaster|childName)\b/g
/** An IANA zone name (Asia/Shanghai, America/Argentina/Buenos_Aires, Etc/GMT-8). */
const ZONE_NAME = /\b[A-Z][A-Za-z_]+\/[A-Za-z_/+-]+[0-9]*\b/g
/** A string that is a code, not words: `next-day`, `summary`, `element:stem-unfavourable`, `Asia/Shanghai`. */
const CODE_VALUE = /^([a-z0-9]+(-[a-z0-9]+)*(:[a-z0-9]+(-[a-z0-9]+)*)*|[A-Z][A-Za-z_]+\/[A-Za-z_/+-]+[0-9]*)$/

/**
 * Common English words; one of them in Vietnamese text means an English phrase was left in it. Not
 * "an", "to", "in": they are Vietnamese words too (an 安 in An táng, bình an; to "big"; in "print").
 */
export const ENGLISH_WORDS = new Set(
  'the and of is are your you with for this that day year month hour from not have has will be on at it its by as or but luck good bad wood fire earth metal water pillar master chart strong weak element favourable unfavourable today'.split(
    ' ',
  ),
)

/** Vietnamese words spelled like one of `ENGLISH_WORDS` (an toàn "safe", to "big", in "to print", day "to turn"). */
const VIETNAMESE_HOMOGRAPHS = new Set(['an', 'to', 'in', 'day'])

export interface ForeignTextOptions {
  /** The string is a place name (Han may be all the data has). */
  allowHan?: boolean
}

/** Why `text` is not wholly in `locale`, or `undefined` when it is. */
export function foreignTextIn(raw: string, locale: Locale, options: ForeignTextOptions = {}): string | undefined {
  const text = raw.replace(IANA_ZONE, '').replace(MEMBER_PATH, '').replace(FUNCTION_CALL, '')
  if (locale !== 'ja' && KANA.test(text)) return 'kana'
  if (locale !== 'ko' && HANGUL.test(text)) return 'hangul'
  if ((locale === 'en' || locale === 'ko' || locale === 'vi') && !options.allowHan) {
    const han = [...text].filter((c) => HAN.test(c) && !STEMS_AND_BRANCHES.has(c))
    if (han.length > 0) return `Han characters ${han.join('')}`
  }
  if (locale === 'zh-TW' || locale === 'zh-HK') {
    const simplified = [...text].filter(
      (c) => SIMPLIFIED_CONVERTED.has(c) && toStandard[locale](c) !== c && !(locale === 'zh-HK' && HONG_KONG_FORMS.has(c)),
    )
    if (simplified.length > 0) return `Simplified characters ${simplified.join('')}`
  }
  if (locale === 'ja') {
    const simplified = [...text].filter((c) => SIMPLIFIED_CONVERTED.has(c) && toJapanese(c) !== c && !JAPANESE_FORMS.has(c))
    if (simplified.length > 0) return `Simplified characters ${simplified.join('')}`
  }
  if (locale !== 'en') {
    if (CODE_VALUE.test(text)) return undefined
    const words =
      text
        .replace(ZONE_NAME, ' ')
        .replace(ARGUMENT_NAMES, ' ')
        // Whole Latin-script words: a Vietnamese word is one word with its diacritics (toàn, not "to"
        // and "n", which read as the English "to"); a word with a letter beyond A-Z is no English word.
        .match(/\p{Script=Latin}[\p{Script=Latin}'’-]*/gu)
        ?.filter((w) => /^[A-Za-z'’-]+$/.test(w))
        // A trailing hyphen belongs to notation, not the word (UTC-12 reads as UTC).
        .map((w) => w.replace(/-+$/, '')) ?? []
    const english =
      locale === 'vi'
        ? // "an" (安: An táng, Bình An) is a Vietnamese word as well as an English one.
          words.filter((w) => w.toLowerCase() !== 'an' && ENGLISH_WORDS.has(w.toLowerCase()) && !VIETNAMESE_HOMOGRAPHS.has(w.toLowerCase()))
        : words.filter((w) => w.length >= 3 && !LATIN_ALLOWED.has(w) && !/^[A-Z]{2,}\d*$/.test(w) && !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(w))
    if (english.length > 0) return `English words ${english.join(' ')}`
  }
  return undefined
}

/**
 * Members that hold place names, as the data has them: the English name, the Chinese name, the region
 * (the answer's own `localName` is checked by the gazetteer's tests, since a place may have no name
 * in the locale and keep its English one).
 */
const PLACE_PATH =
  /(^|\.)(location|otherPlacesNamed|candidates|suggestions|place|places|birthPlace)(\[\d+\])?(\.[A-Za-z]+(\[\d+\])?)*\.(name|nameZh|admin1|admin1Zh|localName|country)$/

/**
 * Every string of a JSON answer that is not in `locale`, with its path. Members that hold codes, not
 * words, are skipped by name (`code`, `ganzhi`, ids, dates…); members holding place names are skipped
 * by path (`PLACE_PATH`); `placeKeys` names further members whose Han is a place name.
 */
export function foreignTextsOf(
  value: unknown,
  locale: Locale,
  options: { skipKeys?: ReadonlySet<string>; placeKeys?: ReadonlySet<string> } = {},
  path = '',
): string[] {
  const skip = options.skipKeys ?? CODE_KEYS
  if (typeof value === 'string') {
    if (PLACE_PATH.test(path)) return []
    const why = foreignTextIn(value, locale, { allowHan: options.placeKeys?.has(path.split('.').at(-1) ?? '') })
    return why ? [`${path}: ${why} in ${JSON.stringify(value.slice(0, 120))}`] : []
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => foreignTextsOf(v, locale, options, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : foreignTextsOf(v, locale, options, path ? `${path}.${k}` : k)))
  return []
}

const LOCALE_KEYS: ReadonlySet<string> = new Set(LOCALES)

/**
 * Every string of an answer that is not in the language its place calls for, with its path: a member
 * named by a locale (a bilingual reading's `en`/`zh`, the request locale's text beside them) in that
 * locale, every other text in `locale`. `notText` names the members that hold codes or the caller's words.
 */
export function misplacedTexts(value: unknown, locale: Locale, notText: ReadonlySet<string>, path = ''): string[] {
  if (typeof value === 'string') {
    const why = foreignTextIn(value, locale)
    return why ? [`${path} (${locale}): ${why} in ${JSON.stringify(value.slice(0, 80))}`] : []
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => misplacedTexts(item, locale, notText, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, member]) =>
      notText.has(key) ? [] : misplacedTexts(member, LOCALE_KEYS.has(key) ? (key as Locale) : locale, notText, `${path}.${key}`),
    )
  }
  return []
}

/**
 * A fortune-stick answer with the poem's quotation (「…」 in the Chinese and Japanese narratives) left
 * out of its interpretation: the poem's characters are the source's, whatever the locale's standard
 * (咨嗟, 冨), so a locale check reads around them.
 */
export const withoutQuotedPoem = (answer: any) => ({
  ...answer,
  interpretation: Object.fromEntries(
    Object.entries(answer.interpretation ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/「[^」]*」/g, '') : v]),
  ),
})

/** Members that hold codes, identifiers or the other language by contract (`en`/`zh` of a bilingual text). */
export const CODE_KEYS: ReadonlySet<string> = new Set([
  'code',
  'codes',
  'ganzhi',
  // Characters by contract in every locale: a moon-block outcome as temples write it (聖筊); a fortune
  // slip's poem, 解曰, 聖意 and grade as the set prints them, and its sources and variant notes.
  'hanzi',
  'poem',
  'jieyue',
  'shengyi',
  'characters',
  'provenance',
  // Codes: the faces of a throw of the blocks, the confirmation asked for (a throw's `outcome` is a
  // code in a fortune stick's attempts, which the check lets pass, but words in the moon blocks' answer).
  'faces',
  'confirm',
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
  'sources',
  'model',
  // Enumerated values (kebab-case or single English words that are codes by contract): the answer's
  // detail level, a pillar's position and a star's source, the clocks and rules applied.
  'detail',
  'position',
  'from',
  'on',
  'members',
  'precision',
  'kind',
  'resolvedFrom',
  'clock',
  'drivingClock',
  'ziHour',
  'method',
  'timeZone',
  'sex',
])
