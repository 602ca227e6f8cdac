/**
 * The ten heavenly stems (天干), twelve earthly branches (地支), five elements (五行) and the
 * sixty-pair cycle (六十甲子): the base tables every Bazi and almanac module shares.
 *
 * Sources: element and yin/yang assignments are the standard ones of 《渊海子平》 and every modern
 * textbook (甲乙木 丙丁火 戊己土 庚辛金 壬癸水; 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土). English
 * names follow the usual translation conventions (Yang Wood, Rat …); pinyin with tone marks.
 */

export type Element = 'wood' | 'fire' | 'earth' | 'metal' | 'water'
type Polarity = 'yang' | 'yin'

export const ELEMENTS: readonly Element[] = ['wood', 'fire', 'earth', 'metal', 'water']

export const ELEMENT_INFO: Record<Element, { zh: string; en: string; pinyin: string }> = {
  wood: { zh: '木', en: 'Wood', pinyin: 'mù' },
  fire: { zh: '火', en: 'Fire', pinyin: 'huǒ' },
  earth: { zh: '土', en: 'Earth', pinyin: 'tǔ' },
  metal: { zh: '金', en: 'Metal', pinyin: 'jīn' },
  water: { zh: '水', en: 'Water', pinyin: 'shuǐ' },
}

export interface StemInfo {
  index: number
  zh: string
  pinyin: string
  element: Element
  polarity: Polarity
  /** e.g. "Yang Wood". */
  en: string
}

export interface BranchInfo {
  index: number
  zh: string
  pinyin: string
  element: Element
  polarity: Polarity
  animal: { en: string; zh: string }
  /** e.g. "Rat (Zi)". */
  en: string
}

const STEM_ROWS: [string, string, Element][] = [
  ['甲', 'jiǎ', 'wood'],
  ['乙', 'yǐ', 'wood'],
  ['丙', 'bǐng', 'fire'],
  ['丁', 'dīng', 'fire'],
  ['戊', 'wù', 'earth'],
  ['己', 'jǐ', 'earth'],
  ['庚', 'gēng', 'metal'],
  ['辛', 'xīn', 'metal'],
  ['壬', 'rén', 'water'],
  ['癸', 'guǐ', 'water'],
]

export const STEMS: readonly StemInfo[] = STEM_ROWS.map(([zh, pinyin, element], index) => {
  const polarity: Polarity = index % 2 === 0 ? 'yang' : 'yin'
  return {
    index,
    zh,
    pinyin,
    element,
    polarity,
    en: `${polarity === 'yang' ? 'Yang' : 'Yin'} ${ELEMENT_INFO[element].en}`,
  }
})

const BRANCH_ROWS: [string, string, Element, string, string][] = [
  ['子', 'zǐ', 'water', 'Rat', '鼠'],
  ['丑', 'chǒu', 'earth', 'Ox', '牛'],
  ['寅', 'yín', 'wood', 'Tiger', '虎'],
  ['卯', 'mǎo', 'wood', 'Rabbit', '兔'],
  ['辰', 'chén', 'earth', 'Dragon', '龙'],
  ['巳', 'sì', 'fire', 'Snake', '蛇'],
  ['午', 'wǔ', 'fire', 'Horse', '马'],
  ['未', 'wèi', 'earth', 'Goat', '羊'],
  ['申', 'shēn', 'metal', 'Monkey', '猴'],
  ['酉', 'yǒu', 'metal', 'Rooster', '鸡'],
  ['戌', 'xū', 'earth', 'Dog', '狗'],
  ['亥', 'hài', 'water', 'Pig', '猪'],
]

/** A pinyin syllable as English text shows it: tone marks stripped, first letter capitalised (xū → Xu). */
export const plainPinyin = (pinyin: string): string => {
  const toneless = pinyin.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return toneless.charAt(0).toUpperCase() + toneless.slice(1)
}

export const BRANCHES: readonly BranchInfo[] = BRANCH_ROWS.map(([zh, pinyin, element, animalEn, animalZh], index) => ({
  index,
  zh,
  pinyin,
  element,
  // 子寅辰午申戌 are yang, 丑卯巳未酉亥 yin (by position in the cycle).
  polarity: index % 2 === 0 ? 'yang' : 'yin',
  animal: { en: animalEn, zh: animalZh },
  en: `${animalEn} (${plainPinyin(pinyin)})`,
}))

const STEM_BY_CHAR = new Map(STEMS.map((s) => [s.zh, s]))

export const stemOf = (char: string): StemInfo | undefined => STEM_BY_CHAR.get(char)
const BRANCH_BY_CHAR = new Map(BRANCHES.map((b) => [b.zh, b]))
export const branchOf = (char: string): BranchInfo | undefined => BRANCH_BY_CHAR.get(char)

/** Index 0..59 in the sexagenary cycle (0 = 甲子). */
export type CycleIndex = number

/** Stem and branch indices of cycle position `n` (any integer; reduced mod 60). */
export const cycleParts = (n: number): { stem: number; branch: number } => {
  const i = ((n % 60) + 60) % 60
  return { stem: i % 10, branch: i % 12 }
}

/** Cycle position of a stem/branch pair; -1 when the parities differ (no such pair exists). */
export const cycleIndexOf = (stem: number, branch: number): CycleIndex => {
  if ((stem - branch) % 2 !== 0) return -1
  // Chinese remainder: n ≡ stem (mod 10), n ≡ branch (mod 12).
  for (let n = stem; n < 60; n += 10) if (n % 12 === branch) return n
  return -1
}

/** The 60 pairs as two-character strings, 甲子 … 癸亥. */
export const SIXTY_CYCLE: readonly string[] = Array.from({ length: 60 }, (_, n) => {
  const { stem, branch } = cycleParts(n)
  return STEMS[stem].zh + BRANCHES[branch].zh
})

const CYCLE_BY_NAME = new Map(SIXTY_CYCLE.map((name, n) => [name, n]))

/** Cycle position of a two-character pair like "甲辰"; undefined for anything else. */
export const cycleIndexOfName = (ganzhi: string): CycleIndex | undefined => CYCLE_BY_NAME.get(ganzhi)

/** 五行相生 generating cycle: wood → fire → earth → metal → water → wood. */
export const generates = (a: Element): Element => ELEMENTS[(ELEMENTS.indexOf(a) + 1) % 5]
/** 五行相克 controlling cycle: wood → earth → water → fire → metal → wood. */
export const controls = (a: Element): Element => ELEMENTS[(ELEMENTS.indexOf(a) + 2) % 5]
