/**
 * The stroke count of one character as name analysis counts it (docs/domain.md,
 * "Name analysis: strokes"): a numeral 一 to 十 by its value; a reviewed override (`STROKE_OVERRIDES`);
 * otherwise the full form of its Kangxi radical plus its residual strokes (`kRSKangXi`, Unihan 15.0),
 * which counts 氵 as 水 4, 艹 as 艸 6, 阝 as 邑 7 or 阜 8 and every other reduced radical in full. Kana
 * (Japanese school) by `kanaStrokes`. Nothing unknown is ever counted as zero: the caller refuses it.
 */
import { isKana, kanaStrokes } from './kana'
import { kangxiPlace } from './kangxi-table'
import { radicalCharacter, radicalStrokes } from './radicals'
import { STROKE_OVERRIDES } from './stroke-overrides'
import type { StrokeRule } from './terms'

/** 一 to 十 count by the number they write (四 4, not the formula's 5; 十 10, not 2). */
const NUMERALS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 }

export interface StrokeCount {
  strokes: number
  rule: StrokeRule
  /** The Kangxi radical (number, full-form character, its strokes) and the residual; null for kana. */
  radical: { number: number; character: string; strokes: number } | null
  residual: number | null
}

/** The count of one character (its counting form), or undefined when the tables do not know it. */
export function strokeCount(char: string): StrokeCount | undefined {
  if (isKana(char)) {
    const strokes = kanaStrokes(char)
    return strokes === undefined ? undefined : { strokes, rule: 'kana', radical: null, residual: null }
  }
  const place = kangxiPlace(char.codePointAt(0)!)
  if (!place) return undefined
  const radical = { number: place.radical, character: radicalCharacter(place.radical), strokes: radicalStrokes(place.radical) }
  const numeral = NUMERALS[char]
  if (numeral !== undefined) return { strokes: numeral, rule: 'numeral', radical, residual: place.residual }
  const override = STROKE_OVERRIDES[char]
  if (override) return { strokes: override.strokes, rule: 'override', radical, residual: place.residual }
  return { strokes: radical.strokes + place.residual, rule: 'radical-formula', radical, residual: place.residual }
}
