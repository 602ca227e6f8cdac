/**
 * The sentences of daily guidance, the kids reading and their template narratives in every locale.
 *
 * A sentence is a pattern written by hand in English, Simplified Chinese, Japanese (四柱推命 terms),
 * Korean (사주 terms) and Vietnamese (Tứ Trụ terms), with `{name}` marking a value filled in per
 * answer (an element, a ten god, a span of years). The Traditional patterns (`zh-TW`, `zh-HK`) are the
 * Simplified ones through `toTraditional` (OpenCC behind the domain's terms): free text, converted once
 * per table and locale on first use, never per request; the values filled into them are labels,
 * already in the locale. So every answer costs the same in every locale: one table lookup and one fill.
 */
import type { Localized } from '../locale'
import { toTraditional } from '../traditional'
import type { Locale } from '../types'

/** A pattern in each language written by hand; `zh-TW` and `zh-HK` are converted from `zh`. */
export type Written = Readonly<Record<'en' | 'zh' | 'ja' | 'ko' | 'vi', string>>

/** A sentence in the request's locale (`text`) with its English and Simplified Chinese. */
export interface Phrase {
  text: string
  en: string
  zh: string
}

/**
 * What a pattern's `{name}` is filled with: the same in every language (a number, a ganzhi, a clock
 * time) or a label with its English, its Chinese and its `name` in the request's locale.
 */
export type Value = string | number | LabelValue
export interface LabelValue {
  readonly en: string
  readonly zh: string
  readonly name: string
}
export type Values = Readonly<Record<string, Value>>

const PLACEHOLDER = /\{(\w+)\}/g

/** A pattern cut at its placeholders once, so filling it is a few concatenations (no regex per answer). */
interface Compiled {
  /** The text around the placeholders: one more than `keys`. */
  parts: string[]
  keys: string[]
}

function compile(pattern: string): Compiled {
  const parts: string[] = []
  const keys: string[] = []
  let last = 0
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    parts.push(pattern.slice(last, match.index))
    keys.push(match[1]!)
    last = match.index! + match[0].length
  }
  parts.push(pattern.slice(last))
  return { parts, keys }
}

/** The pattern with each `{name}` replaced by its value in `language` (`name`: the request's locale). */
function fill({ parts, keys }: Compiled, values: Values, language: 'en' | 'zh' | 'name'): string {
  let out = parts[0]!
  for (let i = 0; i < keys.length; i++) {
    const value = values[keys[i]!]
    if (value === undefined) throw new Error(`No value for {${keys[i]}} in "${parts.join('{…}')}"`)
    out += (typeof value === 'object' ? value[language] : String(value)) + parts[i + 1]
  }
  return out
}

/** A table of sentences keyed by their role, with each locale's patterns built once, on first use. */
class Sentences<K extends string> {
  private readonly built: Partial<Localized<Readonly<Record<K, string>>>> = {}
  private readonly compiled: Partial<Localized<Readonly<Record<K, Compiled>>>> = {}
  constructor(readonly written: Readonly<Record<K, Written>>) {}

  /** Every pattern of the table in `locale` (Traditional: converted from Simplified, once). */
  in(locale: Locale): Readonly<Record<K, string>> {
    const cached = this.built[locale]
    if (cached) return cached
    const out = {} as Record<K, string>
    for (const key in this.written) {
      const zh = this.written[key].zh
      out[key] = locale === 'zh-TW' || locale === 'zh-HK' ? toTraditional(zh, locale) : this.written[key][locale]
    }
    this.built[locale] = out
    return out
  }

  private compiledIn(locale: Locale): Readonly<Record<K, Compiled>> {
    const cached = this.compiled[locale]
    if (cached) return cached
    const patterns = this.in(locale)
    const out = {} as Record<K, Compiled>
    for (const key in patterns) out[key] = compile(patterns[key])
    this.compiled[locale] = out
    return out
  }

  /** The sentence `key` with its values: in `locale`, in English and in Simplified Chinese. */
  say(locale: Locale, key: K, values: Values = {}): Phrase {
    const en = fill(this.compiledIn('en')[key], values, 'en')
    const zh = fill(this.compiledIn('zh')[key], values, 'zh')
    const text = locale === 'en' ? en : locale === 'zh' ? zh : fill(this.compiledIn(locale)[key], values, 'name')
    return { text, en, zh }
  }

  /** The sentence `key` as a value to fill into another sentence. */
  value(locale: Locale, key: K, values: Values = {}): LabelValue {
    const { text, en, zh } = this.say(locale, key, values)
    return { en, zh, name: text }
  }
}

export const sentences = <K extends string>(written: Readonly<Record<K, Written>>) => new Sentences(written)

/** Punctuation and list joining of a locale's running text. */
export interface Punctuation {
  /** Between the items of a list of names ("green and blue", 绿色、蓝色). */
  list: (items: readonly string[]) => string
  /** Between a label and what follows it. */
  colon: string
  /** Between the sentences of a paragraph. */
  sentenceGap: string
}

const joinWith = (between: string, last: string) => (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(between)}${last}${items[items.length - 1]}`

const CJK: Punctuation = { list: (items) => items.join('、'), colon: '：', sentenceGap: '' }

/**
 * English and Vietnamese join the last item with "and"/"và"; Korean lists with commas; Chinese with
 * 、; Japanese names with ・ (中黒), keeping 、 for the clauses around them.
 */
export const PUNCTUATION: Localized<Punctuation> = {
  en: { list: joinWith(', ', ' and '), colon: ': ', sentenceGap: ' ' },
  zh: CJK,
  'zh-TW': CJK,
  'zh-HK': CJK,
  ja: { ...CJK, list: (items) => items.join('・') },
  ko: { list: (items) => items.join(', '), colon: ': ', sentenceGap: ' ' },
  vi: { list: joinWith(', ', ' và '), colon: ': ', sentenceGap: ' ' },
}
