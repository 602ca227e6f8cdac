/**
 * Labels in the requested locale only. The core writes every label bilingually (`{code, zh, en,
 * name}`, `{name, en, zh}`, phrases `{text, en, zh}`), where `name`/`text` is already the requested
 * locale's; a reader needs that one language once. These walkers drop the other copies.
 *
 * - `withCodes` (REST bodies, MCP `detail: "full"`): a coded label becomes `{code, name}` (codes are
 *   stable, so a client can map them to any language); other extra members stay; an uncoded label or
 *   phrase with nothing else becomes its name or text.
 * - `namesOnly` (MCP summaries, the almanac tool): every label and phrase becomes its name or text,
 *   or `{name, …extras}` when it carries more than its words.
 *
 * Only labels are touched: an object qualifies when it has string `en` and `zh` next to a string
 * `name` or `text`, or next to other members (it then gets a `name` in place of its two languages), or
 * is exactly a bilingual text `{en, zh}` (then the locale's member is kept, English for a locale it
 * lacks) or a text in every locale (`Localized`: its locale's member).
 * A stem or branch view `{char, pinyin, en, name}` loses `en` (it repeats `name` in English, and
 * `char` is the Chinese).
 */
import type { Locale } from '../core/types'
import { LOCALES } from '../core/locale'

const LOCALE_COUNT = LOCALES.length

type Mode = 'withCodes' | 'namesOnly'

// One walk over every answer on the hot path (it was a fifth of a REST chart call's CPU): plain loops,
// no per-object key list or drop set, and the common case (an object that is no label) kept apart.
function relabel(value: unknown, locale: Locale, mode: Mode): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const items = new Array(value.length)
    for (let i = 0; i < value.length; i++) items[i] = relabel(value[i], locale, mode)
    return items
  }
  const record = value as Record<string, unknown>
  const en = record.en
  const bilingual = typeof en === 'string' && typeof record.zh === 'string'
  const worded = typeof record.name === 'string' ? 'name' : typeof record.text === 'string' ? 'text' : null
  if (!bilingual) {
    // A stem or branch view `{char, pinyin, en, name}` loses `en`; anything else keeps every member.
    const dropEn = worded === 'name' && typeof en === 'string' && typeof record.char === 'string'
    const out: Record<string, unknown> = {}
    let kept = 0
    for (const key in record) {
      if (dropEn && key === 'en') continue
      out[key] = relabel(record[key], locale, mode)
      kept++
    }
    return dropEn && kept === 1 ? out.name : out
  }
  let size = 0
  for (const _ in record) size++
  // A text in both languages only (an area not yet written in every locale) reads in English outside
  // en and zh, as `inLocale` does; a text in every locale (`Localized`) is its locale's member.
  if (size === 2) return record[locale] ?? en
  if (size === LOCALE_COUNT && typeof record.vi === 'string' && typeof record.ja === 'string') return record[locale]
  // A label written only in both languages next to other members (`{code, zh, en}`, `{element, zh,
  // en, count}`) is named in the locale, in place of its two languages.
  if (worded === null) {
    const named: Record<string, unknown> = {}
    for (const key in record)
      if (key === 'en') named.name = record[locale] ?? en
      else if (key !== 'zh') named[key] = record[key]
    return relabel(named, locale, mode)
  }
  const dropCode = mode === 'namesOnly' && typeof record.code === 'string'
  const out: Record<string, unknown> = {}
  let kept = 0
  for (const key in record) {
    if (key === 'en' || key === 'zh' || (dropCode && key === 'code')) continue
    out[key] = relabel(record[key], locale, mode)
    kept++
  }
  return kept === 1 ? out[worded] : out
}

/** REST bodies and MCP full answers: coded labels as `{code, name}`, other labels as their name. */
export const labelsWithCodes = <T>(value: T, locale: Locale): unknown => relabel(value, locale, 'withCodes')

/** MCP summaries: every label as its name in the locale (or `{name, …extras}`). */
export const labelsAsNames = (value: unknown, locale: Locale): unknown => relabel(value, locale, 'namesOnly')
