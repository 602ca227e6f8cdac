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
import type { Bilingual } from '../types'
import { BRANCHES, ELEMENTS, ELEMENT_INFO, STEMS, type Element, controls, generates } from '../bazi'
import { assessStrength, branchInteractions, stemInteractions, weightElements, type ElementTally } from '../bazi'
import type { InteractionCode } from '../bazi'
import type { StemBranch } from '../bazi'

export interface CompatibilityPillars {
  year: StemBranch
  month: StemBranch
  day: StemBranch
  /** Absent when the birth time is unknown. */
  hour?: StemBranch
}

export type ComponentCode = 'day-master' | 'day-branch' | 'year-branch' | 'stem-combination' | 'element-complementarity'

export interface BreakdownComponent {
  code: ComponentCode
  label: Bilingual
  points: number
  maximum: number
  reason: Bilingual
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

const elementLabel = (e: Element) => `${ELEMENT_INFO[e].en}`
const stemLabelEn = (s: number) => `${STEMS[s].pinyin} (${STEMS[s].en})`

const dayMasterComponent = (a: number, b: number): BreakdownComponent => {
  const ea = STEMS[a].element
  const eb = STEMS[b].element
  let relation: DayMasterPairRelation
  let reason: Bilingual
  if (ea === eb) {
    relation = 'same'
    reason = {
      en: `Both day masters are ${elementLabel(ea)} (${stemLabelEn(a)} and ${stemLabelEn(b)}): same element (bi he), companionship and shared ways, with some rivalry.`,
      zh: `两人日主同为${ELEMENT_INFO[ea].zh}（${STEMS[a].zh}、${STEMS[b].zh}）：比和，志趣相投，亦有竞争。`,
    }
  } else if (generates(ea) === eb || generates(eb) === ea) {
    relation = 'generating'
    const [from, to] = generates(ea) === eb ? [a, b] : [b, a]
    const ef = STEMS[from].element
    const et = STEMS[to].element
    reason = {
      en: `${stemLabelEn(from)} generates ${stemLabelEn(to)} (${elementLabel(ef)} produces ${elementLabel(et)}): a nourishing relation (xiang sheng).`,
      zh: `${STEMS[from].zh}${ELEMENT_INFO[ef].zh}生${STEMS[to].zh}${ELEMENT_INFO[et].zh}：相生，一方滋养另一方。`,
    }
  } else {
    relation = 'controlling'
    const [from, to] = controls(ea) === eb ? [a, b] : [b, a]
    const ef = STEMS[from].element
    const et = STEMS[to].element
    reason = {
      en: `${stemLabelEn(from)} controls ${stemLabelEn(to)} (${elementLabel(ef)} restrains ${elementLabel(et)}): a relation of tension (xiang ke) that needs give and take.`,
      zh: `${STEMS[from].zh}${ELEMENT_INFO[ef].zh}克${STEMS[to].zh}${ELEMENT_INFO[et].zh}：相克，需要彼此包容。`,
    }
  }
  return {
    code: 'day-master',
    label: { en: 'Day-master relation', zh: '日主关系' },
    points: DAY_MASTER_POINTS[relation],
    maximum: COMPONENT_MAXIMA['day-master'],
    reason,
    details: { relation, dayMasters: [STEMS[a].zh, STEMS[b].zh], elements: [ea, eb] },
  }
}

// 2-3. Branch relations -------------------------------------------------------------------------

export type BranchRelation = 'six-combination' | 'trine' | 'six-clash' | 'punishment' | 'self-punishment' | 'harm' | 'destruction'

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

const BRANCH_RELATION_LABEL: Record<BranchRelation, Bilingual> = {
  'six-combination': { en: 'six combination (liu he)', zh: '六合' },
  trine: { en: 'three harmony (san he, same trine)', zh: '三合' },
  'six-clash': { en: 'clash (chong)', zh: '六冲' },
  punishment: { en: 'punishment (xing)', zh: '相刑' },
  'self-punishment': { en: 'self punishment (zi xing)', zh: '自刑' },
  harm: { en: 'harm (hai)', zh: '六害' },
  destruction: { en: 'destruction (po)', zh: '相破' },
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

const branchComponent = (code: 'day-branch' | 'year-branch', a: number, b: number): BreakdownComponent => {
  const maximum = COMPONENT_MAXIMA[code]
  const relations = branchRelations(a, b)
  const fraction = Math.min(1, Math.max(0, BRANCH_BASE + relations.reduce((s, r) => s + BRANCH_RELATION_WEIGHT[r], 0)))
  const points = Math.round(maximum * fraction)
  const ba = BRANCHES[a]
  const bb = BRANCHES[b]
  const isDay = code === 'day-branch'
  const whatEn = isDay ? 'spouse palaces (day branches)' : 'zodiac years'
  const whatZh = isDay ? '夫妻宫（日支）' : '年支生肖'
  const pairEn = isDay ? `${ba.en} and ${bb.en}` : `${ba.animal.en} and ${bb.animal.en}`
  const pairZh = isDay ? `${ba.zh}、${bb.zh}` : `${ba.zh}${ba.animal.zh}、${bb.zh}${bb.animal.zh}`
  const reason: Bilingual =
    relations.length === 0
      ? {
          en: `The ${whatEn} ${pairEn} ${a === b ? 'are the same branch' : 'neither combine nor clash'}: neutral.`,
          zh: `${whatZh}${pairZh}${a === b ? '相同' : '无合无冲'}：中性。`,
        }
      : {
          en: `The ${whatEn} ${pairEn} form ${relations.map((r) => BRANCH_RELATION_LABEL[r].en).join(' + ')}.`,
          zh: `${whatZh}${pairZh}：${relations.map((r) => BRANCH_RELATION_LABEL[r].zh).join('、')}。`,
        }
  return {
    code,
    label: isDay ? { en: 'Spouse palaces (day branches)', zh: '夫妻宫（日支）' } : { en: 'Zodiac years (year branches)', zh: '年支生肖' },
    points,
    maximum,
    reason,
    details: { branches: [ba.zh, bb.zh], relations },
  }
}

// 4. Stem combinations --------------------------------------------------------------------------

const DAY_STEM_COMBINATION_POINTS = 10
const OTHER_STEM_COMBINATION_POINTS = 2

const PILLAR_KEYS = ['year', 'month', 'day', 'hour'] as const
type PillarKey = (typeof PILLAR_KEYS)[number]
const PILLAR_LABEL: Record<PillarKey, Bilingual> = {
  year: { en: 'year', zh: '年干' },
  month: { en: 'month', zh: '月干' },
  day: { en: 'day', zh: '日干' },
  hour: { en: 'hour', zh: '时干' },
}

const pillarsOf = (c: CompatibilityPillars): [PillarKey, StemBranch][] =>
  PILLAR_KEYS.filter((k) => c[k] !== undefined).map((k) => [k, c[k]!])

const stemCombinationComponent = (c1: CompatibilityPillars, c2: CompatibilityPillars): BreakdownComponent => {
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
  const listEn = combos
    .map((c) => `${PILLAR_LABEL[c.pillars[0]].en}–${PILLAR_LABEL[c.pillars[1]].en} (${elementLabel(c.element)})`)
    .join(', ')
  const listZh = combos
    .map((c) => `${PILLAR_LABEL[c.pillars[0]].zh}与${PILLAR_LABEL[c.pillars[1]].zh}${c.characters}合${ELEMENT_INFO[c.element].zh}`)
    .join('；')
  const reason: Bilingual =
    combos.length === 0
      ? { en: 'No heavenly stem of one chart combines with a stem of the other.', zh: '两人天干之间没有五合。' }
      : {
          en:
            `${combos.length} stem combination${combos.length > 1 ? 's' : ''} across the charts: ${listEn}` +
            (dayCombo ? '; the day masters themselves combine, the classic sign of mutual attraction.' : '.'),
          zh: `两人天干五合 ${combos.length} 处：${listZh}${dayCombo ? '；日干相合，为合婚中最重要的相吸之象。' : '。'}`,
        }
  return {
    code: 'stem-combination',
    label: { en: 'Stem combinations across the charts', zh: '天干五合' },
    points,
    maximum: COMPONENT_MAXIMA['stem-combination'],
    reason,
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

const elementList = (es: readonly Element[], lang: 'en' | 'zh') =>
  lang === 'en' ? es.map((e) => ELEMENT_INFO[e].en).join(', ') : es.map((e) => ELEMENT_INFO[e].zh).join('')

const complementarityComponent = (c1: CompatibilityPillars, c2: CompatibilityPillars): BreakdownComponent => {
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
  const verdictEn = (n: number) => (n >= 7 ? 'supplies them well' : n >= 4 ? 'supplies them in part' : 'supplies little of them')
  const verdictZh = (n: number) => (n >= 7 ? '补益充足' : n >= 4 ? '有所补益' : '补益较少')
  return {
    code: 'element-complementarity',
    label: { en: 'Element complementarity', zh: '五行互补' },
    points: to1.points + to2.points,
    maximum: COMPONENT_MAXIMA['element-complementarity'],
    reason: {
      en:
        `Person 1 needs ${elementList(s1.favourableElements, 'en')}; person 2's chart is ${Math.round(to1.share * 100)}% those elements and ${verdictEn(to1.points)}. ` +
        `Person 2 needs ${elementList(s2.favourableElements, 'en')}; person 1's chart is ${Math.round(to2.share * 100)}% those elements and ${verdictEn(to2.points)}.`,
      zh:
        `甲方喜${elementList(s1.favourableElements, 'zh')}，乙方八字中此类五行占 ${Math.round(to1.share * 100)}%，${verdictZh(to1.points)}；` +
        `乙方喜${elementList(s2.favourableElements, 'zh')}，甲方八字中此类五行占 ${Math.round(to2.share * 100)}%，${verdictZh(to2.points)}。`,
    },
    details: { toPerson1: dir(1, s1, to1), toPerson2: dir(2, s2, to2) },
  }
}

/** Rating bands of this service, highest first: the first band whose minimum the score reaches. */
export const RATING_BANDS = [
  { code: 'excellent', min: 80, en: 'Excellent', zh: '上佳' },
  { code: 'good', min: 65, en: 'Good', zh: '良好' },
  { code: 'fair', min: 50, en: 'Fair', zh: '尚可' },
  { code: 'challenging', min: 0, en: 'Challenging', zh: '需多磨合' },
] as const

// Whole score -----------------------------------------------------------------------------------

export interface CompatibilityScore {
  score: number
  breakdown: BreakdownComponent[]
}

export const scoreCompatibility = (c1: CompatibilityPillars, c2: CompatibilityPillars): CompatibilityScore => {
  const breakdown = [
    dayMasterComponent(c1.day.stem, c2.day.stem),
    branchComponent('day-branch', c1.day.branch, c2.day.branch),
    branchComponent('year-branch', c1.year.branch, c2.year.branch),
    stemCombinationComponent(c1, c2),
    complementarityComponent(c1, c2),
  ]
  return { score: breakdown.reduce((s, c) => s + c.points, 0), breakdown }
}

export const COMPATIBILITY_METHOD: {
  summary: Bilingual
  components: { code: ComponentCode; maximum: number; rule: Bilingual }[]
  ratingBands: Bilingual
} = {
  ratingBands: {
    en: 'Rating: excellent from 80, good from 65, fair from 50, challenging below 50.',
    zh: '评级：80 分以上上佳，65 分以上良好，50 分以上尚可，50 分以下需多磨合。',
  },
  summary: {
    en: 'score = sum of five integer components whose maxima add up to 100; the score is symmetric in the two people. This weighting is this service’s own (no canonical 合婚 score exists).',
    zh: '总分 = 五项整数分之和，满分合计 100；两人互换结果不变。权重为本服务自定（合婚并无统一评分）。',
  },
  components: [
    {
      code: 'day-master',
      maximum: 25,
      rule: {
        en: 'Day stems by the five-element cycles: one generates the other 25, same element 15, one controls the other 8.',
        zh: '日干五行：相生 25，比和 15，相克 8。',
      },
    },
    {
      code: 'day-branch',
      maximum: 25,
      rule: {
        en: 'Day branches (spouse palaces): from 0.48 × maximum, six combination +0.52, same trine +0.36, clash −0.48, punishment −0.24, self punishment −0.16, harm −0.24, destruction −0.12; clamped to 0-1, × 25, rounded.',
        zh: '日支（夫妻宫）：基准 0.48，六合 +0.52，三合 +0.36，六冲 −0.48，相刑 −0.24，自刑 −0.16，六害 −0.24，相破 −0.12；限定于 0-1 后乘 25 取整。',
      },
    },
    {
      code: 'year-branch',
      maximum: 15,
      rule: {
        en: 'Year branches (zodiac animals): the same relation table as the day branches, × 15, rounded.',
        zh: '年支（生肖）：与日支同一关系表，乘 15 取整。',
      },
    },
    {
      code: 'stem-combination',
      maximum: 15,
      rule: {
        en: 'Stem combinations (Jia-Ji, Yi-Geng, Bing-Xin, Ding-Ren, Wu-Gui) between the two charts: day stems combining 10, each other combination +2, at most 15.',
        zh: '两人天干五合（甲己、乙庚、丙辛、丁壬、戊癸）：日干相合 10 分，其余每处 +2，最高 15。',
      },
    },
    {
      code: 'element-complementarity',
      maximum: 20,
      rule: {
        en: "Each chart's favourable elements (support-ratio strength assessment) against the other chart's weighted element share, relative to the fair share (favourable count / 5): 10 × clamp(relative − 0.5, 0, 1) per direction, rounded.",
        zh: '各自喜用五行（扶抑强弱判断）在对方八字加权五行中所占比例，相对于平均份额（喜用数 / 5）：每方向 10 × clamp(相对值 − 0.5, 0, 1) 取整。',
      },
    },
  ],
}
