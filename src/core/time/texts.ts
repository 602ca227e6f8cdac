/**
 * Sentences in every locale for the time pipeline's and the chart's messages (warnings, clock and
 * day-change descriptions, the strength reason).
 *
 * `en`, `zh`, `ja`, `ko` and `vi` are written by hand; `zh-TW` and `zh-HK` are the `zh` sentence
 * through `toTraditional` (OpenCC behind the domain's terms), converted once per sentence on first
 * use and cached: a message costs the same in every locale after that. A sentence is a template
 * with `{name}` holes filled per call (numbers, offsets, zone names, term names already in the
 * locale): the holes are ASCII, which OpenCC passes through unchanged.
 */
import { toTraditional } from '../traditional'
import type { Locale } from '../types'

/** A sentence as written by hand: every locale but the two converted from `zh`. */
export type Written = Record<Exclude<Locale, 'zh-TW' | 'zh-HK'>, string>

/** A sentence in every locale; `zh-TW`/`zh-HK` converted on first use. */
export interface Sentence {
  in(locale: Locale): string
  /** The sentence of `locale` cut at its `{name}` holes once: literal text at even places, hole names at odd ones. */
  parts(locale: Locale): readonly string[]
}

/** `"a {x} b"` → `["a ", "x", " b"]`: filling it is then a few concatenations, not a regular expression per call. */
const cut = (text: string): string[] => text.split(/\{(\w+)\}/)

/**
 * `traditionalFrom`: the Simplified text to convert instead of `zh`, when `zh` cites something that
 * is no Chinese (a library's function call) and the Traditional answers leave it out.
 */
export function sentence(written: Written, traditionalFrom: string = written.zh): Sentence {
  let tw: string | undefined
  let hk: string | undefined
  const cutByLocale: Partial<Record<Locale, string[]>> = {}
  const text = (locale: Locale): string => {
    if (locale === 'zh-TW') return (tw ??= toTraditional(traditionalFrom, 'zh-TW'))
    if (locale === 'zh-HK') return (hk ??= toTraditional(traditionalFrom, 'zh-HK'))
    return written[locale]
  }
  return { in: text, parts: (locale) => (cutByLocale[locale] ??= cut(text(locale))) }
}

/** The template `s` in `locale` with its `{name}` holes filled from `values` (a hole with no value stays as written). */
export function fill(s: Sentence, locale: Locale, values: Record<string, string | number>): string {
  const parts = s.parts(locale)
  let out = parts[0]!
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!
    out += (name in values ? String(values[name]) : `{${name}}`) + parts[i + 1]!
  }
  return out
}
