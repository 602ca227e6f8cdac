/**
 * Why a chart's strength verdict and favourable elements are what they are, in the request's
 * language: the figures the verdict rests on and the rule that turned them into it
 * (docs/domain.md, "Chart attributes": the weighted-support-ratio method and its thresholds).
 */
import { inLocale } from '../locale'
import type { Locale } from '../types'
import type { Element } from './ganzhi'
import { LABELS } from './chart-labels'
import { groupElements, STRONG_AT, WEAK_AT, type StrengthAssessment } from './strength'

export function strengthReason(s: StrengthAssessment, dayMaster: Element, locale: Locale): string {
  const name = (e: Element) => LABELS[locale].element[e].name
  const g = groupElements(dayMaster)
  const range = `${WEAK_AT}–${STRONG_AT}`
  const verdict =
    s.verdict === 'strong'
      ? inLocale(locale, `strong (≥ ${STRONG_AT})`, `身强（≥ ${STRONG_AT}）`)
      : s.verdict === 'weak'
        ? inLocale(locale, `weak (≤ ${WEAK_AT})`, `身弱（≤ ${WEAK_AT}）`)
        : inLocale(locale, `balanced (${range})`, `中和（${range}）`)
  const figures = inLocale(
    locale,
    `Companion (${name(g.companion)}) + resource (${name(g.resource)}) = ${s.support} of ${s.total} (ratio ${s.ratio}): ${verdict}.`,
    `比劫（${name(g.companion)}）+印星（${name(g.resource)}）= ${s.support}/${s.total}（比例 ${s.ratio}）：${verdict}。`,
  )
  // The sentence follows the elements the assessment chose, so text and list never disagree.
  const favourable = s.favourableElements.includes(g.output)
    ? inLocale(
        locale,
        ` Ratio ≥ 0.5: support is enough, so output (${name(g.output)}), wealth (${name(g.wealth)}) and officer (${name(g.officer)}) are favourable.`,
        `比例≥0.5，日主得助已足，喜食伤（${name(g.output)}）、财星（${name(g.wealth)}）、官杀（${name(g.officer)}）。`,
      )
    : inLocale(
        locale,
        ` Ratio < 0.5: the day master needs support, so resource (${name(g.resource)}) and companion (${name(g.companion)}) are favourable.`,
        `比例<0.5，日主需扶助，喜印星（${name(g.resource)}）、比劫（${name(g.companion)}）。`,
      )
  return figures + favourable
}
