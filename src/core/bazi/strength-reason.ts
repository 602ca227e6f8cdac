/**
 * Why a chart's strength verdict and favourable elements are what they are, in the request's
 * language: the figures the verdict rests on and the rule that turned them into it
 * (docs/domain.md, "Chart attributes": the weighted-support-ratio method and its thresholds).
 *
 * The words are the glossary's: ten-god groups (比劫 印星 食伤 财星 官杀; ja 官星 as 四柱推命 says;
 * ko 비겁 인성 식상 재성 관성; vi Tỷ Kiếp, Ấn Tinh …), verdicts (身强/身強, 신강, Thân Vượng …) and the
 * favourable elements as 喜神 (ja 喜神, ko 희신, vi hỷ thần).
 */
import type { Locale } from '../types'
import { fill, sentence } from '../sentence'
import type { Element } from './ganzhi'
import { LABELS } from './chart-labels'
import { groupElements, STRONG_AT, WEAK_AT, type StrengthAssessment } from './strength'

const VERDICT = {
  strong: sentence({ en: 'strong (≥ {at})', zh: '身强（≥ {at}）', ja: '身強（≥ {at}）', ko: '신강(≥ {at})', vi: 'Thân Vượng (≥ {at})' }),
  weak: sentence({ en: 'weak (≤ {at})', zh: '身弱（≤ {at}）', ja: '身弱（≤ {at}）', ko: '신약(≤ {at})', vi: 'Thân Nhược (≤ {at})' }),
  balanced: sentence({ en: 'balanced ({at})', zh: '中和（{at}）', ja: '中和（{at}）', ko: '중화({at})', vi: 'Trung Hòa ({at})' }),
}
const FIGURES = sentence({
  en: 'Companion ({c}) + resource ({r}) = {support} of {total} (ratio {ratio}): {verdict}.',
  zh: '比劫（{c}）+印星（{r}）= {support}/{total}（比例 {ratio}）：{verdict}。',
  ja: '比劫（{c}）+印星（{r}）= {support}/{total}（比率 {ratio}）：{verdict}。',
  ko: '비겁({c}) + 인성({r}) = {support}/{total}(비율 {ratio}): {verdict}.',
  vi: 'Tỷ Kiếp ({c}) + Ấn Tinh ({r}) = {support}/{total} (tỷ lệ {ratio}): {verdict}.',
})
const SUPPORTED = sentence({
  en: ' Ratio ≥ 0.5: support is enough, so output ({o}), wealth ({w}) and officer ({f}) are favourable.',
  zh: '比例≥0.5，日主得助已足，喜食伤（{o}）、财星（{w}）、官杀（{f}）。',
  ja: '比率が0.5以上で日主は十分に助けを得ているため、食傷（{o}）・財星（{w}）・官星（{f}）が喜神。',
  ko: ' 비율이 0.5 이상으로 일간이 충분히 도움을 받고 있으므로 식상({o}), 재성({w}), 관성({f})이 희신입니다.',
  vi: ' Tỷ lệ ≥ 0.5: nhật chủ đã đủ trợ lực, nên Thực Thương ({o}), Tài Tinh ({w}) và Quan Sát ({f}) là hỷ thần.',
})
const NEEDS_SUPPORT = sentence({
  en: ' Ratio < 0.5: the day master needs support, so resource ({r}) and companion ({c}) are favourable.',
  zh: '比例<0.5，日主需扶助，喜印星（{r}）、比劫（{c}）。',
  ja: '比率が0.5未満で日主は扶助を要するため、印星（{r}）・比劫（{c}）が喜神。',
  ko: ' 비율이 0.5 미만으로 일간에 도움이 필요하므로 인성({r}), 비겁({c})이 희신입니다.',
  vi: ' Tỷ lệ < 0.5: nhật chủ cần được phù trợ, nên Ấn Tinh ({r}) và Tỷ Kiếp ({c}) là hỷ thần.',
})

export function strengthReason(s: StrengthAssessment, dayMaster: Element, locale: Locale): string {
  const name = (e: Element) => LABELS[locale].element[e].name
  const g = groupElements(dayMaster)
  const at = s.verdict === 'strong' ? STRONG_AT : s.verdict === 'weak' ? WEAK_AT : `${WEAK_AT}–${STRONG_AT}`
  const verdict = fill(VERDICT[s.verdict].in(locale), { at })
  const figures = fill(FIGURES.in(locale), {
    c: name(g.companion),
    r: name(g.resource),
    support: s.support,
    total: s.total,
    ratio: s.ratio,
    verdict,
  })
  // The sentence follows the elements the assessment chose, so text and list never disagree.
  const favourable = s.favourableElements.includes(g.output)
    ? fill(SUPPORTED.in(locale), { o: name(g.output), w: name(g.wealth), f: name(g.officer) })
    : fill(NEEDS_SUPPORT.in(locale), { r: name(g.resource), c: name(g.companion) })
  return figures + favourable
}
