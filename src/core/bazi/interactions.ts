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

const STEM_COMBINATION: Record<string, Element> = { '0-5': 'earth', '1-6': 'metal', '2-7': 'water', '3-8': 'wood', '4-9': 'fire' }
const STEM_CLASH = new Set(['0-6', '1-7', '2-8', '3-9'])
const SIX_COMBINATION: Record<string, Element> = { '0-1': 'earth', '2-11': 'wood', '3-10': 'fire', '4-9': 'metal', '5-8': 'water', '6-7': 'earth' }
const HARM = new Set(['0-7', '1-6', '2-5', '3-4', '8-11', '9-10'])
const DESTRUCTION = new Set(['0-9', '3-6', '1-4', '7-10', '2-11', '5-8'])
const PUNISHMENT = new Set(['2-5', '5-8', '2-8', '1-10', '7-10', '1-7', '0-3'])
const SELF_PUNISHMENT = new Set([4, 6, 9, 11])
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

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)

const make = <L extends string>(code: InteractionCode, members: L[], characters: string, element?: Element): Interaction<L> => {
  const g = INTERACTIONS[code]
  const result: Interaction<L> = { code, zh: g.zh, en: g.en, members, characters }
  if (element) result.element = element
  return result
}

/** Pairwise stem combinations and clashes. */
export const stemInteractions = <L extends string>(members: readonly StemMember<L>[]): Interaction<L>[] => {
  const out: Interaction<L>[] = []
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i]
      const b = members[j]
      const k = key(a.stem, b.stem)
      const chars = STEMS[a.stem].zh + STEMS[b.stem].zh
      const element = STEM_COMBINATION[k]
      if (element) out.push(make('stem-combination', [a.label, b.label], chars, element))
      if (STEM_CLASH.has(k)) out.push(make('stem-clash', [a.label, b.label], chars))
    }
  }
  return out
}

/** Branch interactions: pairwise (六合 六冲 刑 自刑 害 破 半合) and three-member (三合 三会). */
export const branchInteractions = <L extends string>(members: readonly BranchMember<L>[]): Interaction<L>[] => {
  const out: Interaction<L>[] = []
  const chars = (ms: BranchMember<L>[]) => ms.map((m) => BRANCHES[m.branch].zh).join('')
  // Three-member groups first: a full 三合 makes its pairs redundant as 半合.
  const fullTrines = new Set<number>()
  TRINES.forEach(([x, y, z, element], t) => {
    const group = [x, y, z].map((b) => members.find((m) => m.branch === b))
    if (group.every(Boolean)) {
      fullTrines.add(t)
      const ms = group as BranchMember<L>[]
      out.push(make('three-combination', ms.map((m) => m.label), chars(ms), element))
    }
  })
  for (const [x, y, z, element] of DIRECTIONAL) {
    const group = [x, y, z].map((b) => members.find((m) => m.branch === b))
    if (group.every(Boolean)) {
      const ms = group as BranchMember<L>[]
      out.push(make('directional-combination', ms.map((m) => m.label), chars(ms), element))
    }
  }
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i]
      const b = members[j]
      const pair = [a.label, b.label]
      const c = chars([a, b])
      if (a.branch === b.branch) {
        if (SELF_PUNISHMENT.has(a.branch)) out.push(make('self-punishment', pair, c))
        continue
      }
      const k = key(a.branch, b.branch)
      if (SIX_COMBINATION[k]) out.push(make('six-combination', pair, c, SIX_COMBINATION[k]))
      if ((a.branch - b.branch + 12) % 12 === 6) out.push(make('six-clash', pair, c))
      if (PUNISHMENT.has(k)) out.push(make('punishment', pair, c))
      if (HARM.has(k)) out.push(make('harm', pair, c))
      if (DESTRUCTION.has(k)) out.push(make('destruction', pair, c))
      TRINES.forEach(([x, y, z, element], t) => {
        if (fullTrines.has(t)) return
        const set = [a.branch, b.branch]
        if (set.includes(y) && (set.includes(x) || set.includes(z))) out.push(make('half-combination', pair, c, element))
      })
    }
  }
  return out
}
