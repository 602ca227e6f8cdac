/**
 * Attributes that follow from a stem, a branch or a cycle position alone: nayin (纳音), xun (旬) and
 * void branches (空亡), twelve growth stages (长生十二宫).
 */
import { SIXTY_CYCLE } from './ganzhi'
import { GLOSSARY, GROWTH_STAGE_ORDER, NAYIN_ORDER, type GlossaryEntry, type GrowthStageCode } from './glossary'

/** Nayin index 0..29 of a cycle position: one sound per consecutive pair (甲子乙丑 海中金 …; 《三命通会》·论纳音). */
const nayinIndexOf = (cycle: number): number => Math.floor((((cycle % 60) + 60) % 60) / 2)

export const nayinOf = (cycle: number): GlossaryEntry => GLOSSARY.nayin[NAYIN_ORDER[nayinIndexOf(cycle)][0]]

/** Element of each nayin, from the last character of its name (海中金 → metal). */
const NAYIN_ELEMENT_BY_CHAR: Record<string, 'wood' | 'fire' | 'earth' | 'metal' | 'water'> = {
  木: 'wood',
  火: 'fire',
  土: 'earth',
  金: 'metal',
  水: 'water',
}
export const nayinElementOf = (cycle: number) => NAYIN_ELEMENT_BY_CHAR[NAYIN_ORDER[nayinIndexOf(cycle)][1].slice(-1)]

/**
 * Xun (旬): the decade of the cycle the position belongs to, named by its 甲 position; the two
 * branches the decade's ten stems do not reach are its void branches (空亡, 《三命通会》·论空亡).
 */
export const xunOf = (cycle: number): { xun: string; voidBranches: [number, number] } => {
  const start = Math.floor((((cycle % 60) + 60) % 60) / 10) * 10
  const startBranch = start % 12
  return { xun: SIXTY_CYCLE[start], voidBranches: [(startBranch + 10) % 12, (startBranch + 11) % 12] }
}

/**
 * Branch where each stem's 长生 (Birth) stage falls. Yang stems go forward through the branches,
 * yin stems backward (阳顺阴逆). 戊 follows 丙 and 己 follows 丁 (火土同宫), the school of
 * 《渊海子平》 and lunar-typescript (`LunarUtil.CHANG_SHENG_OFFSET`).
 */
const BIRTH_BRANCH = [11, 6, 2, 9, 2, 9, 5, 0, 8, 3] // 甲亥 乙午 丙寅 丁酉 戊寅 己酉 庚巳 辛子 壬申 癸卯

/** Growth stage of `stem` on `branch`. */
export const growthStageOf = (stem: number, branch: number): GrowthStageCode => {
  const start = BIRTH_BRANCH[stem]
  const steps = stem % 2 === 0 ? branch - start : start - branch
  return GROWTH_STAGE_ORDER[((steps % 12) + 12) % 12]
}
