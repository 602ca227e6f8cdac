/**
 * Stem and branch interactions (刑冲合会害破), standard tables of 《三命通会》 and 《渊海子平》:
 * - 天干五合: 甲己 earth, 乙庚 metal, 丙辛 water, 丁壬 wood, 戊癸 fire.
 * - 天干相冲 (四冲): 甲庚, 乙辛, 丙壬, 丁癸 (戊己 sit in the centre and clash with nothing).
 * - 地支六合: 子丑 earth, 寅亥 wood, 卯戌 fire, 辰酉 metal, 巳申 water, 午未 earth.
 * - 地支三合: 申子辰 water, 亥卯未 wood, 寅午戌 fire, 巳酉丑 metal; 半合 = two of the three with
 *   the middle (旺) branch present (生旺 or 旺墓 half); a pair without the middle (拱合) is not reported.
 * - 地支三会: 寅卯辰 wood, 巳午未 fire, 申酉戌 metal, 亥子丑 water (all three present).
 * - 地支六冲: branches six apart.
 * - 刑: 寅巳申 (无恩之刑), 丑戌未 (恃势之刑), 子卯 (无礼之刑), reported pairwise; 自刑 辰辰 午午 酉酉 亥亥.
 *   `punishmentSetOf` names the set a pair belongs to (the yearly outlook's 太岁 relations).
 * - 六害: 子未 丑午 寅巳 卯辰 申亥 酉戌.  - 破: 子酉 卯午 辰丑 未戌 寅亥 巳申.
 *
 * The detectors work on labelled members so other modules can mix charts (compatibility) or add a
 * day's pillar (daily guidance).
 */
import type { Element } from './ganzhi'
import { BRANCHES, STEMS } from './ganzhi'
import { INTERACTIONS, type InteractionCode } from './glossary'

export interface StemMember<L extends string = string> {
  label: L
  stem: number
}
export interface BranchMember<L extends string = string> {
  label: L
  branch: number
}

export interface Interaction<L extends string = string> {
  code: InteractionCode
  zh: string
  en: string
  /** Labels of the members taking part (e.g. pillar positions), in input order. */
  members: L[]
  /** The characters, e.g. "申子辰". */
  characters: string
  /** Element the combination produces (合化), where one is defined. */
  element?: Element
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)

const STEM_COMBINATION: Record<string, Element> = { '0-5': 'earth', '1-6': 'metal', '2-7': 'water', '3-8': 'wood', '4-9': 'fire' }
const STEM_CLASH = new Set(['0-6', '1-7', '2-8', '3-9'])
const SIX_COMBINATION: Record<string, Element> = {
  '0-1': 'earth',
  '2-11': 'wood',
  '3-10': 'fire',
  '4-9': 'metal',
  '5-8': 'water',
  '6-7': 'earth',
}
const HARM = new Set(['0-7', '1-6', '2-5', '3-4', '8-11', '9-10'])
const DESTRUCTION = new Set(['0-9', '3-6', '1-4', '7-10', '2-11', '5-8'])
/** The three punishment sets (《三命通会》·论三刑): 寅巳申 无恩之刑, 丑戌未 恃势之刑, 子卯 无礼之刑. */
const PUNISHMENT_SETS: readonly { code: PunishmentSetCode; branches: readonly number[] }[] = [
  { code: 'ungrateful', branches: [2, 5, 8] },
  { code: 'bullying', branches: [1, 10, 7] },
  { code: 'uncivil', branches: [0, 3] },
]
export type PunishmentSetCode = 'ungrateful' | 'bullying' | 'uncivil' | 'self'
const PUNISHMENT_SET_OF_PAIR = new Map<string, PunishmentSetCode>(
  PUNISHMENT_SETS.flatMap(({ code, branches }) =>
    branches.flatMap((a, i) => branches.slice(i + 1).map((b) => [key(a, b), code] as [string, PunishmentSetCode])),
  ),
)
const SELF_PUNISHMENT = new Set([4, 6, 9, 11])

/** The punishment set two branches form (`self` for 辰辰 午午 酉酉 亥亥), or null when they do not punish each other. */
export const punishmentSetOf = (a: number, b: number): PunishmentSetCode | null =>
  a === b ? (SELF_PUNISHMENT.has(a) ? 'self' : null) : (PUNISHMENT_SET_OF_PAIR.get(key(a, b)) ?? null)
/** Trines: [birth, peak (middle), tomb] branches and the element. */
const TRINES: [number, number, number, Element][] = [
  [8, 0, 4, 'water'],
  [11, 3, 7, 'wood'],
  [2, 6, 10, 'fire'],
  [5, 9, 1, 'metal'],
]
const DIRECTIONAL: [number, number, number, Element][] = [
  [2, 3, 4, 'wood'],
  [5, 6, 7, 'fire'],
  [8, 9, 10, 'metal'],
  [11, 0, 1, 'water'],
]

interface PairRule {
  code: InteractionCode
  element?: Element
  /** Index of the trine a 半合 belongs to (suppressed when the full 三合 is present). */
  trine?: number
}

// Pair tables precomputed once: the detectors then do one array lookup per pair.
const STEM_PAIRS: PairRule[][][] = STEMS.map((a) =>
  STEMS.map((b) => {
    const k = key(a.index, b.index)
    const rules: PairRule[] = []
    if (STEM_COMBINATION[k]) rules.push({ code: 'stem-combination', element: STEM_COMBINATION[k] })
    if (STEM_CLASH.has(k)) rules.push({ code: 'stem-clash' })
    return rules
  }),
)
const BRANCH_PAIRS: PairRule[][][] = BRANCHES.map((a) =>
  BRANCHES.map((b) => {
    const rules: PairRule[] = []
    if (a.index === b.index) {
      if (SELF_PUNISHMENT.has(a.index)) rules.push({ code: 'self-punishment' })
      return rules
    }
    const k = key(a.index, b.index)
    if (SIX_COMBINATION[k]) rules.push({ code: 'six-combination', element: SIX_COMBINATION[k] })
    if ((a.index - b.index + 12) % 12 === 6) rules.push({ code: 'six-clash' })
    if (PUNISHMENT_SET_OF_PAIR.has(k)) rules.push({ code: 'punishment' })
    if (HARM.has(k)) rules.push({ code: 'harm' })
    if (DESTRUCTION.has(k)) rules.push({ code: 'destruction' })
    TRINES.forEach(([x, y, z, element], t) => {
      const pair = [a.index, b.index]
      if (pair.includes(y) && (pair.includes(x) || pair.includes(z))) rules.push({ code: 'half-combination', element, trine: t })
    })
    return rules
  }),
)

// The two characters of every pair, written once (each interaction names its pair's characters).
const STEM_PAIR_CHARS: readonly (readonly string[])[] = STEMS.map((a) => STEMS.map((b) => a.zh + b.zh))
const BRANCH_PAIR_CHARS: readonly (readonly string[])[] = BRANCHES.map((a) => BRANCHES.map((b) => a.zh + b.zh))

/** Whether two stems clash (天干相冲: 甲庚 乙辛 丙壬 丁癸). */
export const stemsClash = (a: number, b: number): boolean => STEM_PAIRS[a][b].some((r) => r.code === 'stem-clash')

const BRANCH_PAIR_CODES: readonly (readonly InteractionCode[])[][] = BRANCH_PAIRS.map((row) => row.map((rules) => rules.map((r) => r.code)))
/**
 * The relations two branches form as a pair (六合 六冲 刑 自刑 害 破 半合), in the order the detector
 * lists them: what `branchInteractions` finds for these two members alone.
 */
export const branchPairCodes = (a: number, b: number): readonly InteractionCode[] => BRANCH_PAIR_CODES[a][b]

const make = <L extends string>(code: InteractionCode, members: L[], characters: string, element?: Element): Interaction<L> => {
  const g = INTERACTIONS[code]
  const result: Interaction<L> = { code, zh: g.zh, en: g.en, members, characters }
  if (element) result.element = element
  return result
}

/**
 * How `interactionsOfSubject` writes what it finds, in its reader's own shape (the yearly outlook's,
 * named once per answer rather than in each of its some seventy interactions); `null` leaves it out.
 */
export type InteractionBuilder<L extends string, T> = (
  code: InteractionCode,
  members: L[],
  characters: string,
  element?: Element,
) => T | null

/**
 * Calls `visit` for each three-member group whose branches are all `present` (a bit per branch):
 * the 三合 first, then the 三会; returns the full trines as bits (their 半合 pairs are not reported).
 */
function forEachGroup(present: number, visit: (code: InteractionCode, triple: [number, number, number], element: Element) => void): number {
  let fullTrines = 0
  for (let t = 0; t < TRINES.length; t++) {
    const [x, y, z, element] = TRINES[t]
    const mask = (1 << x) | (1 << y) | (1 << z)
    if ((present & mask) !== mask) continue
    fullTrines |= 1 << t
    visit('three-combination', [x, y, z], element)
  }
  for (const [x, y, z, element] of DIRECTIONAL) {
    const mask = (1 << x) | (1 << y) | (1 << z)
    if ((present & mask) === mask) visit('directional-combination', [x, y, z], element)
  }
  return fullTrines
}

/** Pairwise stem combinations and clashes. */
export const stemInteractions = <L extends string>(members: readonly StemMember<L>[]): Interaction<L>[] => {
  const out: Interaction<L>[] = []
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i]
      const b = members[j]
      for (const r of STEM_PAIRS[a.stem][b.stem]) out.push(make(r.code, [a.label, b.label], STEM_PAIR_CHARS[a.stem][b.stem], r.element))
    }
  return out
}

/** A three-member group's labels and its branches' characters, in the members' order. */
const labelsOf = <L extends string>(members: readonly { label: L }[]): L[] => members.map((m) => m.label)
const groupCharacters = (members: readonly { branch: number }[]): string => members.map((m) => BRANCHES[m.branch].zh).join('')

/** Branch interactions: pairwise (六合 六冲 刑 自刑 害 破 半合) and three-member (三合 三会). */
export const branchInteractions = <L extends string>(members: readonly BranchMember<L>[]): Interaction<L>[] => {
  const out: Interaction<L>[] = []
  let present = 0
  for (const m of members) present |= 1 << m.branch
  const firstWith = (b: number) => members.find((m) => m.branch === b)!
  const group = (code: InteractionCode, bs: [number, number, number], element: Element) => {
    // Members in input order (e.g. year, month, day), whatever the order of the classical triple.
    const ms = bs.map(firstWith).sort((x, y) => members.indexOf(x) - members.indexOf(y))
    out.push(make(code, labelsOf(ms), groupCharacters(ms), element))
  }
  // Three-member groups first: a full 三合 makes its pairs redundant as 半合.
  const fullTrines = forEachGroup(present, group)
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i]
      const b = members[j]
      for (const r of BRANCH_PAIRS[a.branch][b.branch]) {
        if (r.trine !== undefined && fullTrines & (1 << r.trine)) continue
        out.push(make(r.code, [a.label, b.label], BRANCH_PAIR_CHARS[a.branch][b.branch], r.element))
      }
    }
  return out
}

/** A pillar as the detectors of one pillar against others read it. */
export interface PillarMember<L extends string = string> {
  label: L
  stem: number
  branch: number
}

/**
 * The interactions one pillar (`subject`, a year or month of the yearly outlook) takes part in
 * against `others`: exactly what `stemInteractions` then `branchInteractions` give for
 * `[...others, subject]`, kept to those the subject is in (tested against them), without building the
 * member lists, the pairs of the others among themselves or a group the subject is not in. The yearly
 * outlook asks this thirteen times an answer against the same natal and luck pillars.
 */
export function interactionsOfSubject<L extends string, T>(
  others: readonly PillarMember<L>[],
  subject: PillarMember<L>,
  build: InteractionBuilder<L, T>,
): T[] {
  const out: T[] = []
  const add = (found: T | null) => {
    if (found !== null) out.push(found)
  }
  const { stem, branch } = subject
  for (const o of others)
    for (const r of STEM_PAIRS[o.stem][stem]) add(build(r.code, [o.label, subject.label], STEM_PAIR_CHARS[o.stem][stem], r.element))
  let present = 1 << branch
  // The subject is in a group only as the first member with its branch (as `branchInteractions` takes them).
  let shared = false
  for (const o of others) {
    present |= 1 << o.branch
    if (o.branch === branch) shared = true
  }
  const group = (code: InteractionCode, triple: [number, number, number], element: Element) => {
    if (shared || !triple.includes(branch)) return
    const firsts: number[] = []
    for (const b of triple) if (b !== branch) firsts.push(others.findIndex((o) => o.branch === b))
    firsts.sort((x, y) => x - y)
    const members = [others[firsts[0]], others[firsts[1]], subject]
    add(build(code, labelsOf(members), groupCharacters(members), element))
  }
  const fullTrines = forEachGroup(present, group)
  for (const o of others)
    for (const r of BRANCH_PAIRS[o.branch][branch]) {
      if (r.trine !== undefined && fullTrines & (1 << r.trine)) continue
      add(build(r.code, [o.label, subject.label], BRANCH_PAIR_CHARS[o.branch][branch], r.element))
    }
  return out
}
