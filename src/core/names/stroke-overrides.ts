/**
 * The reviewed overrides of the stroke formula (docs/domain.md, "Name analysis: strokes").
 *
 * The formula (full-form radical + the 康熙字典's residual strokes) counts a few characters one
 * stroke short of their written form: the residuals of 求 and 泰 (under 水), and of the characters
 * built on 此 (紫 柴 雌) or 正 (政 整), are one fewer than the written form has. None of these
 * characters writes its radical in a reduced form, so the reduced-form rule cannot explain the
 * difference; the stroke lists of name analysis count the written form, and so does this table.
 *
 * Candidates come from `bun scripts/build-kangxi-strokes.ts --review`: every character of Big5,
 * JIS X 0208 and KS X 1001 whose formula count is below Unihan 15.0's written count
 * (`kTotalStrokes`, Taiwan value) by more than its radical's reduced form explains (about 110).
 * Those found in names were reviewed one by one; each entry names its source (the written count of
 * Unihan 15.0) and its `kRSKangXi`. The others (rare characters: 丗 佌 呰 …) keep the formula.
 */

/** Where an override's count comes from. */
type OverrideSource = 'unihan-total-strokes'

export interface StrokeOverride {
  strokes: number
  source: OverrideSource
  /** The character's `kRSKangXi` (radical.residual), whose formula count the override replaces. */
  kRSKangXi: string
}

const written = (strokes: number, kRSKangXi: string): StrokeOverride => ({ strokes, source: 'unihan-total-strokes', kRSKangXi })

/** Character (Traditional form) → its reviewed count. */
export const STROKE_OVERRIDES: Readonly<Record<string, StrokeOverride>> = {
  求: written(7, '85.2'),
  泰: written(10, '85.5'),
  政: written(9, '66.4'),
  整: written(16, '66.11'),
  紫: written(12, '120.5'),
  柴: written(10, '75.5'),
  雌: written(14, '172.5'),
  砦: written(11, '112.5'),
  些: written(8, '7.5'),
  斌: written(12, '67.7'),
  毓: written(14, '80.9'),
  露: written(21, '173.12'),
  鷺: written(24, '196.12'),
  致: written(10, '133.3'),
  興: written(16, '134.9'),
  御: written(12, '60.8'),
  卸: written(9, '26.6'),
  滕: written(15, '85.10'),
  禦: written(17, '113.11'),
  繡: written(19, '120.12'),
  緻: written(16, '120.9'),
  嘯: written(16, '30.12'),
  簫: written(19, '118.12'),
  晸: written(13, '72.8'),
  鵡: written(19, '196.7'),
  虜: written(13, '141.6'),
  毒: written(9, '80.4'),
}
