/**
 * Sentences of the number-energy and compatibility answers in every locale: templates with named
 * `{slots}`, one table of templates per locale, filled per request.
 *
 * Why templates rather than functions: the Traditional Chinese sentences are the Simplified ones
 * through `toTraditional` (OpenCC behind the domain dictionary), and converting is too slow for a
 * request (once per table). A table of template strings can be converted once, on first
 * use, and then filled like any other; the slots (ASCII) pass through OpenCC unchanged.
 *
 * A slot may name a Korean particle pair, `{theme|을/를}`: the first form after a syllable closed by a
 * final consonant (받침), the second otherwise, decided on the filled value (digits read as
 * Sino-Korean numerals: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 close; 2 이, 4 사, 5 오, 9 구 do not; % is 퍼센트).
 */
import { LOCALES, type GlossarySection, type Localized } from '../locale'
import { toTraditional, type TraditionalLocale } from '../traditional'
import type { Bilingual, Locale } from '../types'

/** A sentence as the core returns it: both contract languages and `text` in the request's locale. */
export interface Phrase extends Bilingual {
  text: string
}

/** A label as the core returns it: both contract languages and `name` in the request's locale. */
export interface Label extends Bilingual {
  name: string
}

type SlotValue = string | number
export type Slots = Readonly<Record<string, SlotValue>>

const SLOT = /\{(\w+)(?:\|([^{}|/]+)\/([^{}|/]+))?\}/g
const DIGIT_CLOSED = new Set('013678')

/** Whether Korean text ends in a syllable closed by a final consonant (brackets and spaces skipped). */
export const endsClosed = (text: string): boolean => {
  const trimmed = text.replace(/\([^()]*\)$/, '').replace(/[\s).」』]+$/, '')
  const last = trimmed.at(-1) ?? ''
  // % reads 퍼센트, which ends open.
  if (last === '%') return false
  const code = last.charCodeAt(0)
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0
  return DIGIT_CLOSED.has(last)
}

/** `template` with every `{slot}` replaced by its value (and `{slot|A/B}` followed by its particle). */
export function fill(template: string, slots: Slots): string {
  return template.replace(SLOT, (_, name: string, closed?: string, open?: string) => {
    const value = slots[name]
    if (value === undefined) throw new Error(`no value for {${name}} in "${template}"`)
    const text = String(value)
    return closed === undefined ? text : text + (endsClosed(text) ? closed : open)
  })
}

/** A table's strings, deep (arrays and records of strings). */
type Strings = string | readonly Strings[] | { readonly [key: string]: Strings }

const convertDeep = <T extends Strings>(value: T, locale: TraditionalLocale): T => {
  if (typeof value === 'string') return toTraditional(value, locale) as T
  if (Array.isArray(value)) return value.map((v) => convertDeep(v, locale)) as unknown as T
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertDeep(v as Strings, locale)])) as T
}

/**
 * One sentence table per locale: `en`, `zh`, `ja`, `ko`, `vi` as written; `zh-TW` and `zh-HK` the
 * `zh` table through `toTraditional`, converted on first use and kept (`traditionalSource` replaces
 * the `zh` table as the source where `zh` keeps a text its recorded answers fix, e.g. an English formula).
 */
export function sentenceTables<T extends { readonly [key: string]: Strings }>(
  written: Omit<Localized<T>, TraditionalLocale>,
  traditionalSource: T = written.zh,
): (locale: Locale) => T {
  const converted: Partial<Record<TraditionalLocale, T>> = {}
  return (locale) => {
    if (locale === 'zh-TW' || locale === 'zh-HK') return (converted[locale] ??= convertDeep(traditionalSource, locale))
    return written[locale]
  }
}

/** A phrase from one template per locale, each filled with that locale's slots. */
export function phraseOf<T>(
  tables: (locale: Locale) => T,
  pick: (table: T) => string,
  slotsOf: (locale: Locale) => Slots,
  locale: Locale,
): Phrase {
  const en = fill(pick(tables('en')), slotsOf('en'))
  const zh = fill(pick(tables('zh')), slotsOf('zh'))
  const text = locale === 'en' ? en : locale === 'zh' ? zh : fill(pick(tables(locale)), slotsOf(locale))
  return { en, zh, text }
}

/**
 * A template narrative: English and Chinese (the narrator's contract) and the reading's own locale,
 * the three languages a reading's phrases hold.
 */
export type NarrativeTemplate = Bilingual & Partial<Localized>

/** A term table: per locale, every code's name (written by hand, typed on the code union). */
export type TermTable<C extends string> = Localized<Readonly<Record<C, string>>>

/** The label of `code` from a curated table. */
export const labelOf = <C extends string>(table: TermTable<C>, code: C, locale: Locale): Label => ({
  en: table.en[code],
  zh: table.zh[code],
  name: table[locale][code],
})

/** A term table as `docs/glossary.md` lists it. */
export const glossaryTerms = <C extends string>(table: TermTable<C>, codes: readonly C[]): GlossarySection['terms'] =>
  codes.map((code) => ({ code, names: Object.fromEntries(LOCALES.map((l) => [l, table[l][code]])) as Localized }))

/** A `zh-HK` table: the `zh-TW` one, with Hong Kong's own forms where its standard differs. */
export const withHongKong = <T extends object>(names: Omit<Localized<T>, 'zh-HK'>, hk: Partial<T> = {}): Localized<T> => ({
  ...names,
  'zh-HK': { ...names['zh-TW'], ...hk },
})
