/**
 * Stroke counts of kana for the Japanese school (docs/domain.md,
 * "Name analysis: Japanese school"): this project's table of the school handwriting forms (the forms taught in Japanese
 * primary schools), a small kana counted as its full-size form, the voiced mark ゛ as 2 strokes and
 * the semi-voiced mark ゜ as 1 (が = か 3 + 2 = 5, ぱ = は 3 + 1 = 4), the long-vowel mark ー as 1.
 * Handbooks differ on a few (そ 1 or 2, ゆ 2 or 3): the counts here are the school forms' and stated.
 */

const HIRAGANA =
  'あ3い2う2え2お3か3き4く1け3こ2さ3し1す2せ3そ1た4ち2つ1て1と2な4に3ぬ2ね2の1は3ひ1ふ4へ1ほ4' +
  'ま3み2む3め2も3や3ゆ2よ2ら2り2る1れ2ろ1わ2を3ん1'
const KATAKANA =
  'ア2イ2ウ3エ3オ3カ2キ3ク2ケ3コ2サ3シ3ス2セ2ソ2タ3チ3ツ3テ3ト2ナ2ニ2ヌ2ネ4ノ1ハ2ヒ2フ1ヘ1ホ4' +
  'マ2ミ3ム2メ2モ3ヤ2ユ2ヨ3ラ2リ2ル2レ1ロ3ワ2ヲ3ン2ー1'
const SMALL = 'ぁあぃいぅうぇえぉおっつゃやゅゆょよゎわァアィイゥウェエォオッツャヤュユョヨヮワヵカヶケ'

const BASE: ReadonlyMap<string, number> = (() => {
  const table = new Map<string, number>()
  for (const [, kana, strokes] of (HIRAGANA + KATAKANA).matchAll(/(\D)(\d)/g)) table.set(kana!, Number(strokes))
  for (let i = 0; i < SMALL.length; i += 2) table.set(SMALL[i]!, table.get(SMALL[i + 1]!)!)
  return table
})()

/** Strokes of the marks a kana decomposes into (NFD): ゛ and ゜. */
const MARKS: Readonly<Record<string, number>> = { '\u3099': 2, '\u309a': 1 }

/** Whether a character is hiragana or katakana (with the long-vowel mark). */
export const isKana = (char: string): boolean => /^[\u3041-\u3096\u30a1-\u30fa\u30fc]$/.test(char)

/** The strokes of one kana (voiced forms included), or undefined for one the table does not hold (ゐ, ゑ …). */
export function kanaStrokes(char: string): number | undefined {
  const [base, ...marks] = [...char.normalize('NFD')]
  const strokes = BASE.get(base!)
  if (strokes === undefined) return undefined
  return marks.reduce((sum, mark) => sum + (MARKS[mark] ?? Number.NaN), strokes)
}
