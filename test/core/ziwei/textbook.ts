/**
 * An independent textbook implementation of the Zi Wei placement rules (docs/domain.md, "Zi Wei Dou
 * Shu: placement rules"), written from the rules, not from iztro, to check the library's placement.
 * Branches 子 = 0 … 亥 = 11; stems 甲 = 0 … 癸 = 9; lunar months 1-12, days 1-30.
 */
const mod = (n: number, m: number) => ((n % m) + m) % m

/** Nayin element of each pair of the sixty cycle (海中金 甲子乙丑, 炉中火 丙寅丁卯 …). */
const NAYIN_ELEMENTS = '金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水'
/** 五行局 number by nayin element: 水二 木三 金四 土五 火六. */
const BUREAU: Record<string, number> = { 水: 2, 木: 3, 金: 4, 土: 5, 火: 6 }
export const BUREAU_CODES: Record<number, string> = { 2: 'water-2', 3: 'wood-3', 4: 'metal-4', 5: 'earth-5', 6: 'fire-6' }

const cycleOf = (stem: number, branch: number) => {
  for (let n = stem; n < 60; n += 10) if (n % 12 === branch) return n
  throw new Error('no such pair')
}

/** 五虎遁: the stem of the palace on `branch` for a year stem. */
export const palaceStem = (yearStem: number, branch: number) => mod((yearStem % 5) * 2 + 2 + mod(branch - 2, 12), 10)

export const lifeBranch = (month: number, hourBranch: number) => mod(2 + month - 1 - hourBranch, 12)
export const bodyBranch = (month: number, hourBranch: number) => mod(2 + month - 1 + hourBranch, 12)

export function bureauOf(yearStem: number, life: number): number {
  const element = NAYIN_ELEMENTS[Math.floor(cycleOf(palaceStem(yearStem, life), life) / 2)]
  return BUREAU[element]
}

/** 紫微: the smallest multiple q·局 at or above the day; from 寅 count q palaces, then move the difference (odd back, even forward). */
export function ziweiBranch(day: number, bureau: number): number {
  const q = Math.ceil(day / bureau)
  const diff = q * bureau - day
  const base = 2 + q - 1
  return mod(diff % 2 === 1 ? base - diff : base + diff, 12)
}

/** Positions (branches) of the fourteen major stars, by their codes. */
export function majorStars(day: number, bureau: number): Record<string, number> {
  const z = ziweiBranch(day, bureau)
  const f = mod(4 - z, 12) // 天府 mirrors 紫微 about the 寅-申 axis
  return {
    'zi-wei': z,
    'tian-ji': mod(z - 1, 12),
    'tai-yang': mod(z - 3, 12),
    'wu-qu': mod(z - 4, 12),
    'tian-tong': mod(z - 5, 12),
    'lian-zhen': mod(z - 8, 12),
    'tian-fu': f,
    'tai-yin': mod(f + 1, 12),
    'tan-lang': mod(f + 2, 12),
    'ju-men': mod(f + 3, 12),
    'tian-xiang': mod(f + 4, 12),
    'tian-liang': mod(f + 5, 12),
    'qi-sha': mod(f + 6, 12),
    'po-jun': mod(f + 10, 12),
  }
}

/** 命主 by the 命宫 branch; 身主 by the year branch. */
const LIFE_MASTER = [
  'tan-lang',
  'ju-men',
  'lu-cun',
  'wen-qu',
  'lian-zhen',
  'wu-qu',
  'po-jun',
  'wu-qu',
  'lian-zhen',
  'wen-qu',
  'lu-cun',
  'ju-men',
]
const BODY_MASTER = [
  'huo-xing',
  'tian-xiang',
  'tian-liang',
  'tian-tong',
  'wen-chang',
  'tian-ji',
  'huo-xing',
  'tian-xiang',
  'tian-liang',
  'tian-tong',
  'wen-chang',
  'tian-ji',
]
export const lifeMaster = (life: number) => LIFE_MASTER[life]
export const bodyMaster = (yearBranch: number) => BODY_MASTER[yearBranch]
