/**
 * 胎元, 胎息, 命宫, 身宫. Formulas as implemented by lunar-typescript (`EightChar.getTaiYuan/
 * getTaiXi/getMingGong/getShenGong`), which follow 《三命通会》 (胎元: 月干进一位, 月支进三位; 命宫:
 * 从子起正月逆数至生月, 再从生月顺数至生时 …; stems of 命宫/身宫 by 五虎遁 from the year stem).
 * Recomputed here from stem/branch indices so no lunar objects are built per call; the tests compare
 * them with lunar-typescript.
 */
import { cycleIndexOf } from './ganzhi'

/** 五合 partner stem and 六合 partner branch. */
const COMBINE_STEM = (stem: number) => (stem + 5) % 10
const SIX_COMBINE_BRANCH = [1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]

/** Month branch / hour branch in 寅 = 1 … 丑 = 12 numbering (lunar-typescript `MONTH_ZHI`). */
const fromYin = (branch: number) => ((branch + 10) % 12) + 1
const toBranch = (fromYinNumber: number) => (fromYinNumber + 1) % 12

/** 五虎遁 stem for a palace branch given the year stem (lunar-typescript's `(yearGan + 1) * 2 + offset`). */
const palaceStem = (yearStem: number, offset: number) => {
  let gan = (yearStem + 1) * 2 + offset
  while (gan > 10) gan -= 10
  return gan - 1
}

export const conceptionPalace = (monthStem: number, monthBranch: number) => cycleIndexOf((monthStem + 1) % 10, (monthBranch + 3) % 12)

export const conceptionBreath = (dayStem: number, dayBranch: number) => cycleIndexOf(COMBINE_STEM(dayStem), SIX_COMBINE_BRANCH[dayBranch])

export const lifePalace = (yearStem: number, monthBranch: number, hourBranch: number) => {
  let offset = fromYin(monthBranch) + fromYin(hourBranch)
  offset = (offset >= 14 ? 26 : 14) - offset
  return cycleIndexOf(palaceStem(yearStem, offset), toBranch(offset))
}

export const bodyPalace = (yearStem: number, monthBranch: number, hourBranch: number) => {
  // lunar-typescript numbers the hour branch from 子 = 1 here (unlike 命宫).
  let offset = fromYin(monthBranch) + hourBranch + 1
  if (offset > 12) offset -= 12
  return cycleIndexOf(palaceStem(yearStem, offset), toBranch(offset))
}
