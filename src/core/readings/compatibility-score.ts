/**
 * Compatibility (合婚) score of two Four Pillars charts, from their pillars alone. Pure and
 * symmetric: swapping the two people gives the same score and the same components.
 *
 * No canonical scoring exists (docs/domain.md, "Compatibility scoring": saju-api uses element balance, day-master relation,
 * branch harmony and clash; AngusHsu/lunar-mcp-server a 0-10 scale; 1518.com `hehun_score`). This
 * service adds five transparent components whose maxima sum to 100; every component's points are
 * integers, so the breakdown adds up to the score exactly.
 *
 * 1. Day-master relation (日主关系, max 25), the elements of the two day stems in the five-element
 *    cycles (ganzhi.ts `generates`/`controls`): 相生 (one generates the other) 25, 比和 (same
 *    element) 15, 相克 (one controls the other) 8. Sex is not part of the request, so the traditional
 *    reading of 克 as husband/wife star (官/财) cannot be applied; 克 is scored as tension.
 * 2. Day branches (日支 = 夫妻宫, spouse palaces, max 25) and 3. year branches (年支, the zodiac
 *    animals, max 15) share one relation table, as fractions of the component's maximum:
 *    start 0.48 (neutral); 六合 +0.52; 三合 (same trine, 申子辰 亥卯未 寅午戌 巳酉丑, i.e. branch
 *    indices equal mod 4, with or without the middle branch) +0.36; 六冲 −0.48; 相刑 −0.24;
 *    自刑 −0.16; 六害 −0.24; 相破 −0.12. Several may apply (巳申 = 六合 + 刑 + 破); the sum is clamped
 *    to 0-1 and points = round(max × sum). Relations from interactions.ts (《三命通会》 tables).
 * 4. Stem combinations across the charts (天干五合, max 15): the two day stems combining
 *    (甲己 乙庚 丙辛 丁壬 戊癸, the classic 日干相合) 10; every other combination between a stem of one
 *    chart and a stem of the other +2; capped at 15.
 * 5. Element complementarity (五行互补, max 20, 10 per direction): what each chart needs is its
 *    favourable elements (喜用, strength.ts `assessStrength`, a 扶抑 assessment); the other chart's
 *    supply is the share of its weighted element tally (strength.ts `weightElements`, month ×2)
 *    in those elements, relative to the fair share |needs| / 5. Points = round(10 × clamp(relative
 *    − 0.5, 0, 1)): half the fair share or less 0, the fair share 5, 1.5 × the fair share or more 10.
 */
import type { Locale } from '../types'
import { ELEMENTS, STEMS, type Element, animalName, branchName, controls, elementName, generates, stemName, stemOf } from '../bazi'
import { assessStrength, branchInteractions, stemInteractions, weightElements, type ElementTally } from '../bazi'
import type { InteractionCode } from '../bazi'
import type { StemBranch } from '../bazi'
import {
  BRANCH_RELATION_NAMES,
  type BranchRelation,
  COMPONENT_NAMES,
  type CompatibilitySentences,
  type ComponentCode,
  PILLAR_KEYS,
  type PillarKey,
  STEM_POSITION_NAMES,
  compatibilitySentences,
} from './compatibility-words'
import { type Label, labelOf } from './phrases'
import { type Phrase, type Values, fill, phraseOf } from '../sentence'

export type { BranchRelation, ComponentCode } from './compatibility-words'

/** A sentence of the answer in `en`, `zh` and `locale`, each from its own table. */
const say = (pick: (s: CompatibilitySentences) => string, slotsOf: (l: Locale) => Values, locale: Locale): Phrase =>
  phraseOf(compatibilitySentences, pick, slotsOf, locale)

export interface CompatibilityPillars {
  year: StemBranch
  month: StemBranch
  day: StemBranch
  /** Absent when the birth time is unknown. */
  hour?: StemBranch
}

export interface BreakdownComponent {
  code: ComponentCode
  label: Label
  points: number
  maximum: number
  reason: Phrase
  /** Facts behind the points (relation codes, characters, shares). */
  details: Record<string, unknown>
}

export const COMPONENT_MAXIMA: Readonly<Record<ComponentCode, number>> = {
  'day-master': 25,
  'day-branch': 25,
  'year-branch': 15,
  'stem-combination': 15,
  'element-complementarity': 20,
}

// 1. Day master ---------------------------------------------------------------------------------

type DayMasterPairRelation = 'generating' | 'same' | 'controlling'
const DAY_MASTER_POINTS: Readonly<Record<DayMasterPairRelation, number>> = { generating: 25, same: 15, controlling: 8 }

/**
 * How a sentence names a day stem: English by its pinyin and "Yang Wood" name, Chinese and Japanese
 * by the character, Korean and Vietnamese by its reading (갑, Giáp); `{…Element}` slots follow.
 */
const stemInSentence = (s: number, l: Locale) => (l === 'en' ? `${STEMS[s].pinyin} (${STEMS[s].en})` : stemName(s, l))

const dayMasterComponent = (a: number, b: number, locale: Locale): BreakdownComponent => {
  const ea = STEMS[a].element
  const eb = STEMS[b].element
  let relation: DayMasterPairRelation
  let reason: Phrase
  if (ea === eb) {
    relation = 'same'
    reason = say(
      (s) => s.sameElement,
      (l) => ({ element: elementName(ea, l), a: stemInSentence(a, l), b: stemInSentence(b, l) }),
      locale,
    )
  } else {
    const generating = generates(ea) === eb || generates(eb) === ea
    relation = generating ? 'generating' : 'controlling'
    const forward = generating ? generates(ea) === eb : controls(ea) === eb
    const [from, to] = forward ? [a, b] : [b, a]
    const slotsOf = (l: Locale): Values => ({
      from: stemInSentence(from, l),
      to: stemInSentence(to, l),
      fromElement: elementName(STEMS[from].element, l),
      toElement: elementName(STEMS[to].element, l),
    })
    reason = say((s) => (generating ? s.generating : s.controlling), slotsOf, locale)
  }
  return {
    code: 'day-master',
    label: labelOf(COMPONENT_NAMES, 'day-master', locale),
    points: DAY_MASTER_POINTS[relation],
    maximum: COMPONENT_MAXIMA['day-master'],
    reason,
    details: { relation, dayMasters: [STEMS[a].zh, STEMS[b].zh], elements: [ea, eb] },
  }
}

// 2-3. Branch relations -------------------------------------------------------------------------

/** Fractions of the component maximum (module comment, items 2-3). */
const BRANCH_BASE = 0.48
const BRANCH_RELATION_WEIGHT: Readonly<Record<BranchRelation, number>> = {
  'six-combination': 0.52,
  trine: 0.36,
  'six-clash': -0.48,
  punishment: -0.24,
  'self-punishment': -0.16,
  harm: -0.24,
  destruction: -0.12,
}

const FROM_INTERACTION: Partial<Record<InteractionCode, BranchRelation>> = {
  'six-combination': 'six-combination',
  'six-clash': 'six-clash',
  punishment: 'punishment',
  'self-punishment': 'self-punishment',
  harm: 'harm',
  destruction: 'destruction',
}

/** Relations between two branches (indices 0-11), in BRANCH_RELATION_WEIGHT order. */
export const branchRelations = (a: number, b: number): BranchRelation[] => {
  const found = new Set<BranchRelation>()
  for (const i of branchInteractions([
    { label: 'person1', branch: a },
    { label: 'person2', branch: b },
  ])) {
    const r = FROM_INTERACTION[i.code]
    if (r) found.add(r)
  }
  // Trines are the branches four apart (申子辰 = 8, 0, 4 …); interactions.ts reports only the
  // half combinations that include the middle branch, while 合婚 counts any two of a trine.
  if (a !== b && (a - b) % 4 === 0) found.add('trine')
  return (Object.keys(BRANCH_RELATION_WEIGHT) as BranchRelation[]).filter((r) => found.has(r))
}

const branchComponent = (code: 'day-branch' | 'year-branch', a: number, b: number, locale: Locale): BreakdownComponent => {
  const maximum = COMPONENT_MAXIMA[code]
  const relations = branchRelations(a, b)
  const fraction = Math.min(1, Math.max(0, BRANCH_BASE + relations.reduce((s, r) => s + BRANCH_RELATION_WEIGHT[r], 0)))
  const points = Math.round(maximum * fraction)
  const isDay = code === 'day-branch'
  const slotsOf = (l: Locale): Values => {
    const s = compatibilitySentences(l)
    const names = { a: branchName(a, l), b: branchName(b, l), animalA: animalName(a, l), animalB: animalName(b, l) }
    return {
      what: isDay ? s.dayBranches : s.yearBranches,
      pair: fill(isDay ? s.dayPair : s.yearPair, names),
      state: a === b ? s.sameBranch : s.noRelation,
      relations: relations.map((r) => BRANCH_RELATION_NAMES[l][r]).join(s.relationSeparator),
    }
  }
  return {
    code,
    label: labelOf(COMPONENT_NAMES, code, locale),
    points,
    maximum,
    reason: say((s) => (relations.length === 0 ? s.branchesNeutral : s.branchesRelated), slotsOf, locale),
    details: { branches: [branchName(a, 'zh'), branchName(b, 'zh')], relations },
  }
}

// 4. Stem combinations --------------------------------------------------------------------------

const DAY_STEM_COMBINATION_POINTS = 10
const OTHER_STEM_COMBINATION_POINTS = 2

const pillarsOf = (c: CompatibilityPillars): [PillarKey, StemBranch][] =>
  PILLAR_KEYS.filter((k) => c[k] !== undefined).map((k) => [k, c[k]!])

const stemCombinationComponent = (c1: CompatibilityPillars, c2: CompatibilityPillars, locale: Locale): BreakdownComponent => {
  const members = [
    ...pillarsOf(c1).map(([k, p]) => ({ label: `1:${k}`, stem: p.stem })),
    ...pillarsOf(c2).map(([k, p]) => ({ label: `2:${k}`, stem: p.stem })),
  ]
  const across = stemInteractions(members).filter((i) => i.code === 'stem-combination' && i.members[0][0] !== i.members[1][0])
  const combos = across.map((i) => {
    // Order each combination as (person-1 pillar, person-2 pillar) so the details do not depend on input order of the detector.
    const inOrder = i.members[0].startsWith('1:')
    const [m1, m2] = inOrder ? i.members : [i.members[1], i.members[0]]
    const characters = inOrder ? i.characters : [...i.characters].reverse().join('')
    return { pillars: [m1.slice(2) as PillarKey, m2.slice(2) as PillarKey], characters, element: i.element! }
  })
  const dayCombo = combos.some((c) => c.pillars[0] === 'day' && c.pillars[1] === 'day')
  const others = combos.length - (dayCombo ? 1 : 0)
  const points = Math.min(
    COMPONENT_MAXIMA['stem-combination'],
    (dayCombo ? DAY_STEM_COMBINATION_POINTS : 0) + OTHER_STEM_COMBINATION_POINTS * others,
  )
  const slotsOf = (l: Locale): Values => {
    const s = compatibilitySentences(l)
    const positions = STEM_POSITION_NAMES[l]
    // The characters of a combination (庚乙) as the locale writes stems (갑기, Giáp Kỷ).
    const characters = (chars: string) => [...chars].map((c) => stemName(stemOf(c)!.index, l)).join(s.combinationStemSeparator)
    const list = combos.map((c) =>
      fill(s.stemCombination, {
        a: positions[c.pillars[0]],
        b: positions[c.pillars[1]],
        characters: characters(c.characters),
        element: elementName(c.element, l),
      }),
    )
    return { count: combos.length, list: list.join(s.stemCombinationSeparator), ending: dayCombo ? s.dayMastersCombine : s.dayMastersApart }
  }
  const pick = (s: CompatibilitySentences) =>
    combos.length === 0 ? s.noStemCombination : combos.length > 1 ? s.stemCombinationsMany : s.stemCombinationsOne
  return {
    code: 'stem-combination',
    label: labelOf(COMPONENT_NAMES, 'stem-combination', locale),
    points,
    maximum: COMPONENT_MAXIMA['stem-combination'],
    reason: say(pick, slotsOf, locale),
    details: { dayMastersCombine: dayCombo, combinations: combos },
  }
}

// 5. Element complementarity --------------------------------------------------------------------

const tallyOf = (c: CompatibilityPillars) =>
  weightElements(
    pillarsOf(c).map(([, p]) => p),
    1,
  )
const strengthOf = (c: CompatibilityPillars) => assessStrength(pillarsOf(c).map(([, p]) => p))
const round2 = (n: number) => Math.round(n * 100) / 100

const supplyPoints = (needs: readonly Element[], giver: ElementTally) => {
  const total = ELEMENTS.reduce((s, e) => s + giver[e], 0)
  const share = total > 0 ? needs.reduce((s, e) => s + giver[e], 0) / total : 0
  const relative = share / (needs.length / ELEMENTS.length)
  return { share: round2(share), relative: round2(relative), points: Math.round(10 * Math.min(1, Math.max(0, relative - 0.5))) }
}

const verdictOf = (s: CompatibilitySentences, points: number) =>
  points >= 7 ? s.suppliesWell : points >= 4 ? s.suppliesInPart : s.suppliesLittle

const complementarityComponent = (c1: CompatibilityPillars, c2: CompatibilityPillars, locale: Locale): BreakdownComponent => {
  const s1 = strengthOf(c1)
  const s2 = strengthOf(c2)
  const t1 = tallyOf(c1)
  const t2 = tallyOf(c2)
  const to1 = supplyPoints(s1.favourableElements, t2)
  const to2 = supplyPoints(s2.favourableElements, t1)
  const dir = (who: 1 | 2, s: typeof s1, supply: typeof to1) => ({
    needs: s.favourableElements,
    dayMasterVerdict: s.verdict,
    suppliedShare: supply.share,
    relativeToFairShare: supply.relative,
    points: supply.points,
    from: who === 1 ? 'person2' : 'person1',
  })
  const slotsOf = (l: Locale): Values => {
    const s = compatibilitySentences(l)
    const needs = (es: readonly Element[]) => es.map((e) => elementName(e, l)).join(s.elementSeparator)
    return {
      needs1: needs(s1.favourableElements),
      pct1: Math.round(to1.share * 100),
      verdict1: verdictOf(s, to1.points),
      needs2: needs(s2.favourableElements),
      pct2: Math.round(to2.share * 100),
      verdict2: verdictOf(s, to2.points),
    }
  }
  return {
    code: 'element-complementarity',
    label: labelOf(COMPONENT_NAMES, 'element-complementarity', locale),
    points: to1.points + to2.points,
    maximum: COMPONENT_MAXIMA['element-complementarity'],
    reason: say((s) => s.complementarity, slotsOf, locale),
    details: { toPerson1: dir(1, s1, to1), toPerson2: dir(2, s2, to2) },
  }
}

/** Rating bands of this service, highest first: the first band whose minimum the score reaches. */
export const RATING_BANDS = [
  { code: 'excellent', min: 80 },
  { code: 'good', min: 65 },
  { code: 'fair', min: 50 },
  { code: 'challenging', min: 0 },
] as const

// Whole score -----------------------------------------------------------------------------------

export interface CompatibilityScore {
  score: number
  breakdown: BreakdownComponent[]
}

export const scoreCompatibility = (c1: CompatibilityPillars, c2: CompatibilityPillars, locale: Locale): CompatibilityScore => {
  const breakdown = [
    dayMasterComponent(c1.day.stem, c2.day.stem, locale),
    branchComponent('day-branch', c1.day.branch, c2.day.branch, locale),
    branchComponent('year-branch', c1.year.branch, c2.year.branch, locale),
    stemCombinationComponent(c1, c2, locale),
    complementarityComponent(c1, c2, locale),
  ]
  return { score: breakdown.reduce((s, c) => s + c.points, 0), breakdown }
}

export interface CompatibilityMethod {
  summary: Phrase
  components: { code: ComponentCode; maximum: number; rule: Phrase }[]
  ratingBands: Phrase
}

const noSlots = (): Values => ({})
const methods = new Map<Locale, CompatibilityMethod>()

/** The scoring, documented in the answer (`method`): the same for every request, so built once per locale. */
export const compatibilityMethod = (locale: Locale): CompatibilityMethod => {
  let method = methods.get(locale)
  if (!method) {
    method = {
      ratingBands: say((s) => s.ratingBands, noSlots, locale),
      summary: say((s) => s.method, noSlots, locale),
      components: (Object.keys(COMPONENT_MAXIMA) as ComponentCode[]).map((code) => ({
        code,
        maximum: COMPONENT_MAXIMA[code],
        rule: say((s) => s.rules[code], noSlots, locale),
      })),
    }
    methods.set(locale, method)
  }
  return method
}
