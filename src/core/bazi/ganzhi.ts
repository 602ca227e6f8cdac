/**
 * The ten heavenly stems (天干), twelve earthly branches (地支), five elements (五行) and the
 * sixty-pair cycle (六十甲子): the base tables every Bazi and almanac module shares.
 *
 * Sources: element and yin/yang assignments are the standard ones of 《渊海子平》 and every modern
 * textbook (甲乙木 丙丁火 戊己土 庚辛金 壬癸水; 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土). English
 * names follow the usual translation conventions (Yang Wood, Rat …); pinyin with tone marks.
 */

import type { Localized } from '../locale'
import type { Locale } from '../types'

export type Element = 'wood' | 'fire' | 'earth' | 'metal' | 'water'
export type Polarity = 'yang' | 'yin'

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

// ---------------------------------------------------------------------------------------------
// Names per locale: the shared basic tables every area (chart, almanac, guidance, readings) uses.
//
// Sources, curated by hand (not converted):
// - ko: the hangul readings of the characters (표준국어대사전; @gracefullight/saju, MIT): 갑 을 병 …,
//   자 축 인 …; elements 목 화 토 금 수; 양/음; the twelve animals 쥐 소 호랑이 … (띠).
// - vi: the Sino-Vietnamese readings (Hán-Việt; iztro's vi-VN locale, MIT): Giáp Ất Bính …, Tý Sửu
//   Dần …; Mộc Hỏa Thổ Kim Thủy; Dương/Âm; the Vietnamese zodiac (con giáp), whose 卯 is the cat
//   (Mèo), not the rabbit.
// - ja: the characters themselves as 四柱推命 writes them (the 干支 are shown as characters; the kun
//   readings きのえ … ね うし … are the 訓読み of 『広辞苑』); the twelve animals in 常用漢字
//   forms (兎, 竜, 猿, 鶏, 犬, 猪: 亥 is the wild boar in Japan).
// - zh-TW, zh-HK: the characters; animals in Traditional forms (龍 馬 雞 豬; 教育部重編國語辭典).
// ---------------------------------------------------------------------------------------------

const HAN_STEMS = STEM_ROWS.map((r) => r[0])
const HAN_BRANCHES = BRANCH_ROWS.map((r) => r[0])

/** The ten stems' names, index 0 = 甲. English keeps its "Yang Wood" names (the answers' `en`). */
export const STEM_NAMES: Localized<readonly string[]> = {
  en: STEMS.map((s) => s.en),
  zh: HAN_STEMS,
  'zh-TW': HAN_STEMS,
  'zh-HK': HAN_STEMS,
  ja: HAN_STEMS,
  ko: ['갑', '을', '병', '정', '무', '기', '경', '신', '임', '계'],
  vi: ['Giáp', 'Ất', 'Bính', 'Đinh', 'Mậu', 'Kỷ', 'Canh', 'Tân', 'Nhâm', 'Quý'],
}

/** The twelve branches' names, index 0 = 子. English keeps "Rat (Zi)". */
export const BRANCH_NAMES: Localized<readonly string[]> = {
  en: BRANCHES.map((b) => b.en),
  zh: HAN_BRANCHES,
  'zh-TW': HAN_BRANCHES,
  'zh-HK': HAN_BRANCHES,
  ja: HAN_BRANCHES,
  ko: ['자', '축', '인', '묘', '진', '사', '오', '미', '신', '유', '술', '해'],
  vi: ['Tý', 'Sửu', 'Dần', 'Mão', 'Thìn', 'Tỵ', 'Ngọ', 'Mùi', 'Thân', 'Dậu', 'Tuất', 'Hợi'],
}

export const ELEMENT_NAMES: Localized<Record<Element, string>> = {
  en: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
  zh: { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  'zh-TW': { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  'zh-HK': { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  ja: { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  ko: { wood: '목', fire: '화', earth: '토', metal: '금', water: '수' },
  vi: { wood: 'Mộc', fire: 'Hỏa', earth: 'Thổ', metal: 'Kim', water: 'Thủy' },
}

export const POLARITY_NAMES: Localized<Record<Polarity, string>> = {
  en: { yang: 'Yang', yin: 'Yin' },
  zh: { yang: '阳', yin: '阴' },
  'zh-TW': { yang: '陽', yin: '陰' },
  'zh-HK': { yang: '陽', yin: '陰' },
  ja: { yang: '陽', yin: '陰' },
  ko: { yang: '양', yin: '음' },
  vi: { yang: 'Dương', yin: 'Âm' },
}

const TRADITIONAL_ANIMALS = ['鼠', '牛', '虎', '兔', '龍', '蛇', '馬', '羊', '猴', '雞', '狗', '豬']
/** The zodiac animals (生肖), index 0 = 子. */
export const ANIMAL_NAMES: Localized<readonly string[]> = {
  en: BRANCHES.map((b) => b.animal.en),
  zh: BRANCHES.map((b) => b.animal.zh),
  'zh-TW': TRADITIONAL_ANIMALS,
  'zh-HK': TRADITIONAL_ANIMALS,
  ja: ['鼠', '牛', '虎', '兎', '竜', '蛇', '馬', '羊', '猿', '鶏', '犬', '猪'],
  ko: ['쥐', '소', '호랑이', '토끼', '용', '뱀', '말', '양', '원숭이', '닭', '개', '돼지'],
  vi: ['Chuột', 'Trâu', 'Hổ', 'Mèo', 'Rồng', 'Rắn', 'Ngựa', 'Dê', 'Khỉ', 'Gà', 'Chó', 'Lợn'],
}

/** A stem's name in `locale` (甲 → "Yang Wood", 甲, 갑, Giáp). */
export const stemName = (stem: number, locale: Locale): string => STEM_NAMES[locale][stem]
/** A branch's name in `locale` (子 → "Rat (Zi)", 子, 자, Tý). */
export const branchName = (branch: number, locale: Locale): string => BRANCH_NAMES[locale][branch]
/** An element's name in `locale` (wood → Wood, 木, 목, Mộc). */
export const elementName = (element: Element, locale: Locale): string => ELEMENT_NAMES[locale][element]
/** Yang or yin in `locale` (the picture's font script collects them). */
export const polarityName = (polarity: Polarity, locale: Locale): string => POLARITY_NAMES[locale][polarity]
/** The zodiac animal of a branch in `locale` (卯 → Rabbit, 兔, 兎, 토끼, Mèo). */
export const animalName = (branch: number, locale: Locale): string => ANIMAL_NAMES[locale][branch]
