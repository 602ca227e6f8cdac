/**
 * Symbolic stars (神煞) per pillar. Schools list dozens of stars and differ on their reference
 * pillar; this service uses one documented standard set (`conventions.shensha`), with the rules of
 * 《三命通会》·卷二-卷三 as commonly tabulated:
 *
 * - Stem-based, looked up from the day stem and the year stem (日干/年干), marked on any pillar's branch:
 *   天乙贵人 (甲戊庚牛羊, 乙己鼠猴乡, 丙丁猪鸡位, 壬癸兔蛇藏, 辛逢马虎), 太极贵人, 文昌.
 * - Day-stem only (日干): 禄神 (甲禄在寅 …), 羊刃 (阳刃 of the yang stems: 甲卯 丙午 戊午 庚酉 壬子;
 *   the yin-stem 刃 is disputed and omitted).
 * - Branch-based, from the year branch and the day branch by trine (三合局), marked on the other
 *   pillars' branches: 驿马, 桃花 (咸池), 华盖, 将星, 劫煞, 亡神.
 * - Year-branch only: 红鸾, 天喜, 孤辰, 寡宿.
 * - Month-branch, marked on stems or branches: 天德 (正丁二申宫, 三壬四辛同, 五亥六甲上, 七癸八寅逢,
 *   九丙十居乙, 子巳丑庚中), 月德 (寅午戌丙, 申子辰壬, 亥卯未甲, 巳酉丑庚).
 *
 * A pillar outside the chart (the year of a yearly outlook) carries the stars the same rules give
 * on its stem and branch (`starsOnOuterPillar`); the outlook also reads 灾煞 (申子辰 in 午, 寅午戌 in 子,
 * 巳酉丑 in 卯, 亥卯未 in 酉: the branch clashing the trine's 将星) from the year and day branch
 * (`disasterShaFrom`), a star of the year that the chart's set does not place.
 */
import { SHENSHA, type ShenshaCode } from './glossary'

export type PillarPosition = 'year' | 'month' | 'day' | 'hour'

export interface PillarStemsBranches {
  position: PillarPosition
  stem: number
  branch: number
}

export interface ShenshaHit {
  code: ShenshaCode
  zh: string
  en: string
  /** What the star was looked up from, e.g. "day stem 甲". */
  from: PillarPosition
  /** Whether the stem or the branch of the pillar carries it. */
  on: 'stem' | 'branch'
}

const NOBLEMAN: number[][] = [
  [1, 7],
  [0, 8],
  [11, 9],
  [11, 9],
  [1, 7],
  [0, 8],
  [1, 7],
  [6, 2],
  [3, 5],
  [3, 5],
]
const SUPREME: number[][] = [
  [0, 6],
  [0, 6],
  [3, 9],
  [3, 9],
  [4, 10, 1, 7],
  [4, 10, 1, 7],
  [2, 11],
  [2, 11],
  [5, 8],
  [5, 8],
]
const ACADEMIC = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3]
const PROSPERITY = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0]
const BLADE: (number | null)[] = [3, null, 6, null, 6, null, 9, null, 0, null]
/** Trine group of a branch: 0 申子辰, 1 寅午戌, 2 巳酉丑, 3 亥卯未. */
const TRINE_GROUP = [0, 2, 1, 3, 0, 2, 1, 3, 0, 2, 1, 3]
const HORSE = [2, 8, 11, 5]
const PEACH = [9, 3, 6, 0]
const CANOPY = [4, 10, 1, 7]
const GENERAL = [0, 6, 9, 3]
const ROBBERY = [5, 11, 2, 8]
const DISASTER = [6, 0, 3, 9]
const DEATH_SPIRIT = [11, 5, 8, 2]
/** 天德 by month branch (子..亥): stem index (kind 's') or branch index (kind 'b'). */
const HEAVENLY_VIRTUE: ['s' | 'b', number][] = [
  ['b', 5], // 子 → 巳
  ['s', 6], // 丑 → 庚
  ['s', 3], // 寅 → 丁
  ['b', 8], // 卯 → 申
  ['s', 8], // 辰 → 壬
  ['s', 7], // 巳 → 辛
  ['b', 11], // 午 → 亥
  ['s', 0], // 未 → 甲
  ['s', 9], // 申 → 癸
  ['b', 2], // 酉 → 寅
  ['s', 2], // 戌 → 丙
  ['s', 1], // 亥 → 乙
]
/** 月德 by month trine group: 申子辰 壬, 寅午戌 丙, 巳酉丑 庚, 亥卯未 甲. */
const MONTHLY_VIRTUE = [8, 2, 6, 0]
/** 孤辰/寡宿 by year-branch season group (亥子丑, 寅卯辰, 巳午未, 申酉戌). */
const LONELY = [2, 5, 8, 11]
const WIDOW = [10, 1, 4, 7]
const seasonGroup = (branch: number) => Math.floor(((branch + 1) % 12) / 3)

const hit = (code: ShenshaCode, from: PillarPosition, on: 'stem' | 'branch'): ShenshaHit => ({
  code,
  zh: SHENSHA[code].zh,
  en: SHENSHA[code].en,
  from,
  on,
})

/** A pillar that carries stars: a natal one, or one outside the chart (`position` null: the year's). */
type StarBearer = { position: PillarPosition | null; stem: number; branch: number }

/** Adds a hit unless the pillar already carries that star on the same part. */
const add = (list: ShenshaHit[], h: ShenshaHit) => {
  for (const x of list) if (x.code === h.code && x.on === h.on) return
  list.push(h)
}

/** 天乙贵人, 太极贵人, 文昌 looked up from `ref`'s stem, on the branch of `p`. */
const stemStars = (list: ShenshaHit[], p: StarBearer, ref: PillarStemsBranches) => {
  if (NOBLEMAN[ref.stem].includes(p.branch)) add(list, hit('nobleman', ref.position, 'branch'))
  if (SUPREME[ref.stem].includes(p.branch)) add(list, hit('supreme-nobleman', ref.position, 'branch'))
  if (ACADEMIC[ref.stem] === p.branch) add(list, hit('academic-star', ref.position, 'branch'))
}

/** The trine stars looked up from `ref`'s branch, on the branch of another pillar `p`. */
const trineStars = (list: ShenshaHit[], p: StarBearer, ref: PillarStemsBranches) => {
  if (ref.position === p.position) return
  const g = TRINE_GROUP[ref.branch]
  if (HORSE[g] === p.branch) add(list, hit('travelling-horse', ref.position, 'branch'))
  if (PEACH[g] === p.branch) add(list, hit('peach-blossom', ref.position, 'branch'))
  if (CANOPY[g] === p.branch) add(list, hit('canopy', ref.position, 'branch'))
  if (GENERAL[g] === p.branch) add(list, hit('general-star', ref.position, 'branch'))
  if (ROBBERY[g] === p.branch) add(list, hit('robbery-sha', ref.position, 'branch'))
  if (DEATH_SPIRIT[g] === p.branch) add(list, hit('death-spirit', ref.position, 'branch'))
}

/**
 * The symbolic stars each pillar carries. Pillars may omit the hour (unknown time). The rules are
 * applied in a fixed order (day stem before year stem, year branch before day branch), which is the
 * order of each pillar's list; plain loops and helpers rather than per-pillar arrays and closures
 * (a chart calls this once, and it showed in the CPU profile: BENCHMARKS.md, "The hot path").
 */
export const shenshaOf = (pillars: readonly PillarStemsBranches[]): Map<PillarPosition, ShenshaHit[]> => {
  const result = new Map<PillarPosition, ShenshaHit[]>()
  const refs = referencesOf(pillars)
  for (const p of pillars) result.set(p.position, starsOn(p, refs))
  return result
}

/** The natal pillars the stars are looked up from, and what they give once per chart. */
interface References {
  year: PillarStemsBranches
  month: PillarStemsBranches
  day: PillarStemsBranches
  virtue: ['s' | 'b', number]
  lonely: number
  widow: number
}

const referencesOf = (pillars: readonly PillarStemsBranches[]): References => {
  const year = pillars.find((p) => p.position === 'year')!
  const month = pillars.find((p) => p.position === 'month')!
  const day = pillars.find((p) => p.position === 'day')!
  return {
    year,
    month,
    day,
    virtue: HEAVENLY_VIRTUE[month.branch],
    lonely: LONELY[seasonGroup(year.branch)],
    widow: WIDOW[seasonGroup(year.branch)],
  }
}

/** The stars one pillar carries (`p.position` null: a pillar outside the chart, such as the year's). */
function starsOn(p: StarBearer, refs: References): ShenshaHit[] {
  const { year, month, day } = refs
  const list: ShenshaHit[] = []
  stemStars(list, p, day)
  stemStars(list, p, year)
  if (PROSPERITY[day.stem] === p.branch) add(list, hit('prosperity-star', 'day', 'branch'))
  if (BLADE[day.stem] === p.branch) add(list, hit('goat-blade', 'day', 'branch'))
  trineStars(list, p, year)
  trineStars(list, p, day)
  if (p.position !== 'year') {
    if ((3 - year.branch + 12) % 12 === p.branch) add(list, hit('red-phoenix', 'year', 'branch'))
    if ((9 - year.branch + 12) % 12 === p.branch) add(list, hit('heavenly-joy', 'year', 'branch'))
    if (refs.lonely === p.branch) add(list, hit('lonely-star', 'year', 'branch'))
    if (refs.widow === p.branch) add(list, hit('widow-star', 'year', 'branch'))
  }
  const [virtueKind, virtueValue] = refs.virtue
  if (virtueKind === 's' ? p.stem === virtueValue : p.branch === virtueValue)
    add(list, hit('heavenly-virtue', 'month', virtueKind === 's' ? 'stem' : 'branch'))
  if (MONTHLY_VIRTUE[TRINE_GROUP[month.branch]] === p.stem) add(list, hit('monthly-virtue', 'month', 'stem'))
  return list
}

/**
 * The stars of the chart's set that a pillar outside the chart (the year's) carries, by the same rules
 * as `shenshaOf`, looked up from the natal pillars (`natal` in order year, month, day[, hour]).
 */
export const starsOnOuterPillar = (natal: readonly PillarStemsBranches[], stem: number, branch: number): ShenshaHit[] =>
  starsOn({ position: null, stem, branch }, referencesOf(natal))

/** The natal pillars (year and day branch) from which `branch` is 灾煞. */
export const disasterShaFrom = (natal: readonly PillarStemsBranches[], branch: number): PillarPosition[] =>
  natal.filter((p) => (p.position === 'year' || p.position === 'day') && DISASTER[TRINE_GROUP[p.branch]] === branch).map((p) => p.position)

export const SHENSHA_SET_NAME = 'sanming-tonghui-17'
