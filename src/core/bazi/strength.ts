/**
 * Five-element counts and day-master strength.
 *
 * Method `weighted-support-ratio` (a simplified 扶抑 assessment, the approach of 《子平真诠》·论用神:
 * a strong day master wants draining/controlling, a weak one wants support):
 * - every visible stem except the day master weighs 1; every branch contributes its hidden stems
 *   with the weights of hidden-stems.ts; the month branch counts double because the month governs
 *   the season (得令, 《子平真诠》 "月令乃提纲之府");
 * - support = weight of the companion (比劫, same element) and resource (印, generating element)
 *   groups; ratio = support / total;
 * - ratio ≥ 0.55 strong, ≤ 0.45 weak, otherwise balanced (thresholds chosen by this service);
 * - favourable elements: for a strong or balanced-high day master (ratio ≥ 0.5) output, wealth
 *   and officer elements; otherwise resource and companion. The rest are unfavourable.
 */
import { BRANCHES, ELEMENTS, STEMS, type Element, generates, controls } from './ganzhi'
import { HIDDEN_STEMS, HIDDEN_STEM_WEIGHTS } from './hidden-stems'
import type { TenGodGroup } from './ten-gods'

export interface StemBranch {
  stem: number
  branch: number
}

export type ElementTally = Record<Element, number>

const round2 = (n: number) => Math.round(n * 100) / 100

/** The verdict's thresholds on the support ratio (chosen by this service; docs/domain.md, "Chart attributes"). */
export const STRONG_AT = 0.55
export const WEAK_AT = 0.45

// The tallies add into five numbers indexed like ELEMENTS, from element indices looked up once,
// instead of into a record keyed by element name (a keyed store per addition); each element's sum
// adds the same terms in the same order as before, so the figures are bit-for-bit the same.
const STEM_ELEMENT = STEMS.map((s) => ELEMENTS.indexOf(s.element))
const BRANCH_ELEMENT = BRANCHES.map((b) => ELEMENTS.indexOf(b.element))
const HIDDEN_STEM_ELEMENTS = HIDDEN_STEMS.map((stems) => stems.map((s) => STEM_ELEMENT[s]))
const tallyOf = (t: Float64Array, map: (n: number) => number): ElementTally => ({
  wood: map(t[0]),
  fire: map(t[1]),
  earth: map(t[2]),
  metal: map(t[3]),
  water: map(t[4]),
})
const same = (n: number) => n

/** Counts of the visible characters (stems and the branch's own element). */
export const countVisibleElements = (pillars: readonly StemBranch[]): ElementTally => {
  const t = new Float64Array(5)
  for (const p of pillars) {
    t[STEM_ELEMENT[p.stem]]++
    t[BRANCH_ELEMENT[p.branch]]++
  }
  return tallyOf(t, same)
}

/** Weighted tally: stems 1 each (except `skipStemPosition`), branches by hidden-stem weights; the branch at `monthPosition` counts double when given. */
export const weightElements = (pillars: readonly StemBranch[], monthPosition = -1, skipStemPosition = -1): ElementTally => {
  const t = new Float64Array(5)
  for (let i = 0; i < pillars.length; i++) {
    const p = pillars[i]
    if (i !== skipStemPosition) t[STEM_ELEMENT[p.stem]] += 1
    const factor = i === monthPosition ? 2 : 1
    const elements = HIDDEN_STEM_ELEMENTS[p.branch]
    const weights = HIDDEN_STEM_WEIGHTS[p.branch]
    for (let k = 0; k < elements.length; k++) t[elements[k]] += weights[k] * factor
  }
  return tallyOf(t, round2)
}

/** Element of each ten-god group relative to a day-master element. */
export const groupElements = (dayMaster: Element): Record<TenGodGroup, Element> => ({
  companion: dayMaster,
  output: generates(dayMaster),
  wealth: controls(dayMaster),
  officer: ELEMENTS.find((e) => controls(e) === dayMaster)!,
  resource: ELEMENTS.find((e) => generates(e) === dayMaster)!,
})

export interface StrengthAssessment {
  method: 'weighted-support-ratio'
  weights: ElementTally
  support: number
  total: number
  ratio: number
  verdict: 'strong' | 'weak' | 'balanced'
  favourableElements: Element[]
  unfavourableElements: Element[]
}

/**
 * Day-master strength. `pillars` in order year, month, day[, hour]; the day master is pillars[2].stem.
 */
export const assessStrength = (pillars: readonly StemBranch[]): StrengthAssessment => {
  const dm = STEMS[pillars[2].stem].element
  const weights = weightElements(pillars, 1, 2)
  const g = groupElements(dm)
  const total = ELEMENTS.reduce((s, e) => s + weights[e], 0)
  const support = weights[g.companion] + weights[g.resource]
  // Decided on the ratio as the answer shows it (two decimals): 4 of 8 is 0.5 even when the
  // floating-point sums make it 0.4999…, so the verdict and the favourable elements agree with the
  // figures beside them.
  const ratio = round2(total > 0 ? support / total : 0)
  const verdict = ratio >= STRONG_AT ? 'strong' : ratio <= WEAK_AT ? 'weak' : 'balanced'
  const favourable = ratio >= 0.5 ? [g.output, g.wealth, g.officer] : [g.resource, g.companion]
  return {
    method: 'weighted-support-ratio',
    weights,
    support: round2(support),
    total: round2(total),
    ratio,
    verdict,
    favourableElements: favourable,
    unfavourableElements: ELEMENTS.filter((e) => !favourable.includes(e)),
  }
}
