/**
 * The labels of the number-energy, compatibility and tarot answers: term tables curated per locale
 * and typed on their codes, their glossary listing. Their sentences are written the one way of
 * `core/sentence.ts` (`sentenceTables`, `phraseOf`, `fill` with its Korean particle pairs).
 */
import { LOCALES, type GlossarySection, type Localized } from '../locale'
import type { Bilingual, Locale } from '../types'

/** A label as the core returns it: both contract languages and `name` in the request's locale. */
export interface Label extends Bilingual {
  name: string
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
