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
}

/**
 * `traditionalFrom`: the Simplified text to convert instead of `zh`, when `zh` cites something that
 * is no Chinese (a library's function call) and the Traditional answers leave it out.
 */
export function sentence(written: Written, traditionalFrom: string = written.zh): Sentence {
  let tw: string | undefined
  let hk: string | undefined
  return {
    in(locale) {
      if (locale === 'zh-TW') return (tw ??= toTraditional(traditionalFrom, 'zh-TW'))
      if (locale === 'zh-HK') return (hk ??= toTraditional(traditionalFrom, 'zh-HK'))
      return written[locale]
    },
  }
}

/** The template `s` in `locale` with its `{name}` holes filled from `values`. */
export const fill = (s: Sentence, locale: Locale, values: Record<string, string | number>): string =>
  s.in(locale).replace(/\{(\w+)\}/g, (hole, name: string) => (name in values ? String(values[name]) : hole))
