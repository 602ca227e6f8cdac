/**
 * Hidden stems (藏干) of the twelve branches, main (本气), middle (中气) and residual (余气) qi.
 * Table of 《渊海子平》/《三命通会》 as used by lunar-typescript (`LunarUtil.ZHI_HIDE_GAN`) and
 * most software; the test suite checks it against that table.
 */
export type HiddenStemRole = 'main' | 'middle' | 'residual'

/** Stem indices per branch index, in role order (main, middle, residual). */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9], // 子: 癸
  [5, 9, 7], // 丑: 己 癸 辛
  [0, 2, 4], // 寅: 甲 丙 戊
  [1], // 卯: 乙
  [4, 1, 9], // 辰: 戊 乙 癸
  [2, 6, 4], // 巳: 丙 庚 戊
  [3, 5], // 午: 丁 己
  [5, 3, 1], // 未: 己 丁 乙
  [6, 8, 4], // 申: 庚 壬 戊
  [7], // 酉: 辛
  [4, 7, 3], // 戌: 戊 辛 丁
  [8, 0], // 亥: 壬 甲
]

export const HIDDEN_STEM_ROLE_ORDER: readonly HiddenStemRole[] = ['main', 'middle', 'residual']

/**
 * Weights of the hidden stems used for element strength. Schools differ (some use days of the
 * month each qi rules, e.g. 寅 = 戊7 丙7 甲16); this service uses the common simplified ratio
 * 本气 : 中气 : 余气 = 0.6 : 0.3 : 0.1 (two-stem branches 0.7 : 0.3, single-stem 1.0), named
 * `main-middle-residual-60-30-10` in `conventions`.
 */
export const HIDDEN_STEM_WEIGHTS: readonly (readonly number[])[] = HIDDEN_STEMS.map((stems) =>
  stems.length === 1 ? [1] : stems.length === 2 ? [0.7, 0.3] : [0.6, 0.3, 0.1],
)
export const HIDDEN_STEM_WEIGHTS_NAME = 'main-middle-residual-60-30-10'
