/**
 * Labels in the requested locale only. The core writes every label bilingually (`{code, zh, en,
 * name}`, `{name, en, zh}`, phrases `{text, en, zh}`), where `name`/`text` is already the requested
 * locale's; a reader needs that one language once (issue 18). These walkers drop the other copies.
 *
 * - `withCodes` (REST bodies, MCP `detail: "full"`): a coded label becomes `{code, name}` (codes are
 *   stable, so a client can map them to any language); other extra members stay; an uncoded label or
 *   phrase with nothing else becomes its name or text.
 * - `namesOnly` (MCP summaries, the almanac tool): every label and phrase becomes its name or text,
 *   or `{name, …extras}` when it carries more than its words.
 *
 * Only labels are touched: an object qualifies when it has string `en` and `zh` next to a string
 * `name` or `text`, or next to other members (it then gets a `name` in place of its two languages), or
 * is exactly a bilingual text `{en, zh}` (then the locale's member is kept).
 * A stem or branch view `{char, pinyin, en, name}` loses `en` (it repeats `name` in English, and
 * `char` is the Chinese).
 */
import type { Locale } from '../../core/types'

type Mode = 'withCodes' | 'namesOnly'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function relabel(value: unknown, locale: Locale, mode: Mode): unknown {
  if (Array.isArray(value)) return value.map((item) => relabel(item, locale, mode))
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  const bilingual = typeof value.en === 'string' && typeof value.zh === 'string'
  if (bilingual && keys.length === 2) return value[locale]
  // A label written only in both languages next to other members (`{code, zh, en}`, `{element, zh,
  // en, count}`) is named in the locale, in place of its two languages.
  if (bilingual && typeof value.name !== 'string' && typeof value.text !== 'string') {
    const named: Record<string, unknown> = {}
    for (const key of keys) if (key === 'en') named.name = value[locale]; else if (key !== 'zh') named[key] = value[key]
    return relabel(named, locale, mode)
  }
  const worded = typeof value.name === 'string' ? 'name' : typeof value.text === 'string' ? 'text' : null
  const drop = new Set<string>()
  if (worded && bilingual) {
    drop.add('en').add('zh')
    if (mode === 'namesOnly' && typeof value.code === 'string') drop.add('code')
  } else if (worded === 'name' && typeof value.char === 'string' && typeof value.en === 'string') {
    drop.add('en')
  }
  const out: Record<string, unknown> = {}
  for (const key of keys) if (!drop.has(key)) out[key] = relabel(value[key], locale, mode)
  if (worded && drop.size && Object.keys(out).length === 1) return out[worded]
  return out
}

/** REST bodies and MCP full answers: coded labels as `{code, name}`, other labels as their name. */
export const labelsWithCodes = <T>(value: T, locale: Locale): unknown => relabel(value, locale, 'withCodes')

/** MCP summaries: every label as its name in the locale (or `{name, …extras}`). */
export const labelsAsNames = (value: unknown, locale: Locale): unknown => relabel(value, locale, 'namesOnly')
