/**
 * The one way the service writes a sentence or a refusal in every locale, whatever the area.
 *
 * A text is written by hand in `en`, `zh` (Simplified), `ja`, `ko` and `vi` (`Written`: the compiler
 * names a locale left out); `zh-TW` and `zh-HK` are the Simplified text through `toTraditional`
 * (OpenCC behind the domain's terms), converted once per table and locale on first use, never per
 * request, so a text costs the same in every locale after that. A text is a template: `{name}` is a
 * hole filled per answer (`fill`), `{name|을/를}` a hole followed by a Korean particle pair. Holes are
 * ASCII, which OpenCC passes through unchanged.
 *
 * Three shapes of the same thing, each area's texts in its own folder (its `texts.ts`, `refusals.ts`…):
 * - `sentence({ en, zh, ja, ko, vi })`: one text (a refusal, a warning);
 * - `sentences({ key: { en, zh, ja, ko, vi }, … })`: texts keyed by their role, each written side by
 *   side in every locale, said as a `Phrase` (the request's locale with its English and Chinese);
 * - `sentenceTables({ en: {…}, zh: {…}, … })`: a table written per locale, for lists and nested
 *   texts (the tarot's templates, the pipeline's messages keyed by id).
 * Labels (terms named by a code) are not sentences: they are curated per locale (`core/locale.ts`).
 */
import { toTraditional, type TraditionalLocale } from './traditional'
import type { Locale } from './types'

/** The locales whose texts are written by hand; `zh-TW` and `zh-HK` are converted from `zh`. */
type WrittenLocale = Exclude<Locale, TraditionalLocale>

/** A text (or a table of texts) as written by hand in every locale but the two converted from `zh`. */
export type Written<T = string> = Readonly<Record<WrittenLocale, T>>

const isTraditional = (locale: Locale): locale is TraditionalLocale => locale === 'zh-TW' || locale === 'zh-HK'

/** Every string of a table converted, deep (arrays and records of strings), its shape kept. */
const convertDeep = <T>(value: T, locale: TraditionalLocale): T => {
  if (typeof value === 'string') return toTraditional(value, locale) as T
  if (Array.isArray(value)) return value.map((v) => convertDeep(v, locale)) as T
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, convertDeep(v, locale)])) as T
}

/**
 * One table per locale: `en`, `zh`, `ja`, `ko`, `vi` as written; `zh-TW` and `zh-HK` the `zh` table
 * through `toTraditional`, converted on first use and kept (`traditionalSource` replaces the `zh` table
 * as the source where `zh` keeps a text its recorded answers fix, e.g. an English formula).
 */
export function sentenceTables<T>(written: Written<T>, traditionalSource: T = written.zh): (locale: Locale) => T {
  const converted: Partial<Record<TraditionalLocale, T>> = {}
  return (locale) => (isTraditional(locale) ? (converted[locale] ??= convertDeep(traditionalSource, locale)) : written[locale])
}

/** One text in every locale. */
export interface Sentence {
  in(locale: Locale): string
}

/**
 * One text, written in every locale. `traditionalFrom`: the Simplified text to convert instead of
 * `zh`, when `zh` cites something that is no Chinese (a library's function call) and the Traditional
 * answers leave it out.
 */
export function sentence(written: Written, traditionalFrom: string = written.zh): Sentence {
  const tables = sentenceTables<string>(written, traditionalFrom)
  return { in: tables }
}

/** A sentence as the core returns it: the request's locale (`text`) with its English and Simplified Chinese. */
export interface Phrase {
  text: string
  en: string
  zh: string
}

/** A label filled into a sentence: its English, its Chinese and its `name` in the request's locale. */
export interface LabelValue {
  readonly en: string
  readonly zh: string
  readonly name: string
}

/** What a `{name}` hole is filled with: the same in every language (a number, a ganzhi, a clock time) or a label. */
export type Value = string | number | LabelValue
export type Values = Readonly<Record<string, Value>>

/** Which of a label's names a hole takes: `name` is the request's locale. */
type Language = 'en' | 'zh' | 'name'

const DIGIT_CLOSED = new Set('013678')

/**
 * Whether Korean text ends in a syllable closed by a final consonant (받침), brackets and spaces
 * skipped: `{theme|을/를}` takes the first form after one. Digits read as Sino-Korean numerals
 * (0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 close; 2 이, 4 사, 5 오, 9 구 do not).
 */
export const endsClosed = (text: string): boolean => {
  const trimmed = text.replace(/\([^()]*\)$/, '').replace(/[\s).」』]+$/, '')
  const last = trimmed.at(-1) ?? ''
  // % reads 퍼센트, which ends open.
  if (last === '%') return false
  const code = last.charCodeAt(0)
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0
  return DIGIT_CLOSED.has(last)
}

const HOLE = /\{(\w+)(?:\|([^{}|/]+)\/([^{}|/]+))?\}/g

interface Hole {
  name: string
  /** The Korean particle after a closed syllable, and after an open one. */
  particle?: readonly [closed: string, open: string]
  /** The hole as written, shown when no value is given. */
  written: string
}

/** A template cut at its holes once: literal text around them (one more than `holes`). */
interface Cut {
  texts: string[]
  holes: Hole[]
}

function cut(template: string): Cut {
  const texts: string[] = []
  const holes: Hole[] = []
  let last = 0
  for (const match of template.matchAll(HOLE)) {
    texts.push(template.slice(last, match.index))
    const [written, name, closed, open] = match as unknown as [string, string, string | undefined, string | undefined]
    holes.push({ name, written, particle: closed === undefined ? undefined : [closed, open!] })
    last = match.index + written.length
  }
  texts.push(template.slice(last))
  return { texts, holes }
}

// Templates come from the tables, a bounded set: each is cut once, so filling it is a few
// concatenations. The bound only guards against a caller filling texts it made itself.
const CUT_LIMIT = 8192
const cuts = new Map<string, Cut>()
const cutOf = (template: string): Cut => {
  let c = cuts.get(template)
  if (!c) {
    c = cut(template)
    if (cuts.size < CUT_LIMIT) cuts.set(template, c)
  }
  return c
}

/**
 * `template` with every hole filled from `values` (a label by its name in `language`), and a Korean
 * particle pair decided on the filled value. A hole with no value stays as written, visible rather than
 * a failed answer (`test/locales/every-answer.test.ts` finds none left in any answer).
 */
export function fill(template: string, values: Values = {}, language: Language = 'name'): string {
  const { texts, holes } = cutOf(template)
  let out = texts[0]!
  for (let i = 0; i < holes.length; i++) {
    const hole = holes[i]!
    const value = values[hole.name]
    if (value === undefined) {
      out += hole.written + texts[i + 1]
      continue
    }
    const text = typeof value === 'object' ? value[language] : String(value)
    out += (hole.particle ? text + hole.particle[endsClosed(text) ? 0 : 1] : text) + texts[i + 1]
  }
  return out
}

/** A phrase from one template per locale, each filled with that locale's values. */
export function phraseOf<T>(
  tables: (locale: Locale) => T,
  pick: (table: T) => string,
  valuesOf: (locale: Locale) => Values,
  locale: Locale,
): Phrase {
  const en = fill(pick(tables('en')), valuesOf('en'))
  const zh = fill(pick(tables('zh')), valuesOf('zh'))
  const text = locale === 'en' ? en : locale === 'zh' ? zh : fill(pick(tables(locale)), valuesOf(locale))
  return { en, zh, text }
}

/** Texts keyed by their role, each written in every locale; each locale's table built once, on first use. */
class Sentences<K extends string> {
  private readonly tables: (locale: Locale) => Readonly<Record<K, string>>
  constructor(readonly written: Readonly<Record<K, Written>>) {
    const byLocale = (locale: WrittenLocale) => {
      const table = {} as Record<K, string>
      for (const key in written) table[key] = written[key][locale]
      return table
    }
    const perLocale = { en: byLocale('en'), zh: byLocale('zh'), ja: byLocale('ja'), ko: byLocale('ko'), vi: byLocale('vi') }
    this.tables = sentenceTables<Readonly<Record<K, string>>>(perLocale)
  }

  /** Every text of the table in `locale`. */
  in(locale: Locale): Readonly<Record<K, string>> {
    return this.tables(locale)
  }

  /** The text `key` with its values: in `locale`, in English and in Simplified Chinese. */
  say(locale: Locale, key: K, values: Values = {}): Phrase {
    const en = fill(this.tables('en')[key], values, 'en')
    const zh = fill(this.tables('zh')[key], values, 'zh')
    const text = locale === 'en' ? en : locale === 'zh' ? zh : fill(this.tables(locale)[key], values)
    return { text, en, zh }
  }

  /** The text `key` with its values, in `locale` only (a refusal, a warning). */
  text(locale: Locale, key: K, values: Values = {}): string {
    return fill(this.tables(locale)[key], values)
  }

  /** The text `key` as a value to fill into another text. */
  value(locale: Locale, key: K, values: Values = {}): LabelValue {
    const { text, en, zh } = this.say(locale, key, values)
    return { en, zh, name: text }
  }
}

export const sentences = <K extends string>(written: Readonly<Record<K, Written>>) => new Sentences(written)

/** Punctuation and list joining of a locale's running text: chosen here, once, for every area and presenter. */
export interface Punctuation {
  /** Between the items of a list of names in running text ("green and blue", 绿色、蓝色). */
  list: (items: readonly string[]) => string
  /** Between the items of a bare enumeration, no "and" (a summary's list of names: ", ", 、). */
  enumeration: string
  /** Between two clauses or two facts of one line (a period's god and its path: ", ", ，, 、). */
  comma: string
  /** Between a label and what follows it. */
  colon: string
  /** Between the sentences of a paragraph. */
  sentenceGap: string
}

const joinWith = (between: string, last: string) => (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(between)}${last}${items[items.length - 1]}`

const CHINESE: Punctuation = { list: (items) => items.join('、'), enumeration: '、', comma: '，', colon: '：', sentenceGap: '' }
const WESTERN = { enumeration: ', ', comma: ', ', colon: ': ', sentenceGap: ' ' } as const

/**
 * English and Vietnamese join the last item with "and"/"và"; Korean lists with commas; Chinese with
 * 、; Japanese names in running text with ・ (中黒), keeping 、 for enumerations and clauses.
 */
export const PUNCTUATION: Readonly<Record<Locale, Punctuation>> = {
  en: { ...WESTERN, list: joinWith(', ', ' and ') },
  zh: CHINESE,
  'zh-TW': CHINESE,
  'zh-HK': CHINESE,
  ja: { ...CHINESE, list: (items) => items.join('・'), comma: '、' },
  ko: { ...WESTERN, list: (items) => items.join(', ') },
  vi: { ...WESTERN, list: joinWith(', ', ' và ') },
}
