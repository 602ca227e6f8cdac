/**
 * The 214 Kangxi radicals and their stroke counts in full form (docs/domain.md,
 * "Name analysis: strokes"). Name analysis counts a character's radical in its full form whatever
 * shape it takes in the character: 氵 as 水 4, 扌 as 手 4, 忄 as 心 4, 犭 as 犬 4, 王 as 玉 5, 礻 as 示 5, 艹
 * as 艸 6, 月 as 肉 6 where the radical is 肉 (130), 衤 as 衣 6, 罒 as 网 6, 耂 as 老 6, 辶 as 辵 7, 阝 on the
 * right as 邑 7 and on the left as 阜 8. Counting the radical by its number does exactly that: the
 * number names the full form, whose strokes are its place in the 康熙字典's order of radicals.
 */

/** The radicals in their full form, in the dictionary's order (radical n at index n − 1). */
const KANGXI_RADICALS =
  '一丨丶丿乙亅二亠人儿入八冂冖冫几凵刀力勹匕匚匸十卜卩厂厶又口囗土士夂夊夕大女子宀寸小尢尸屮山巛工己巾干幺广廴廾弋弓彐彡彳' +
  '心戈戶手支攴文斗斤方无日曰月木欠止歹殳毋比毛氏气水火爪父爻爿片牙牛犬玄玉瓜瓦甘生用田疋疒癶白皮皿目矛矢石示禸禾穴立' +
  '竹米糸缶网羊羽老而耒耳聿肉臣自至臼舌舛舟艮色艸虍虫血行衣襾見角言谷豆豕豸貝赤走足身車辛辰辵邑酉釆里金長門阜隶隹雨靑非' +
  '面革韋韭音頁風飛食首香馬骨高髟鬥鬯鬲鬼魚鳥鹵鹿麥麻黃黍黑黹黽鼎鼓鼠鼻齊齒龍龜龠'

/** The first radical of each stroke count: radicals 1-6 have 1 stroke, 7-29 have 2 … 214 has 17. */
const FIRST_OF_STROKE_COUNT = [1, 7, 30, 61, 95, 118, 147, 167, 176, 187, 195, 201, 205, 209, 211, 212, 214]

/** Strokes of radical `n` (1-214) in its full form. */
export function radicalStrokes(n: number): number {
  let strokes = 0
  while (strokes < FIRST_OF_STROKE_COUNT.length && FIRST_OF_STROKE_COUNT[strokes]! <= n) strokes++
  return strokes
}

const RADICAL_CHARACTERS: readonly string[] = [...KANGXI_RADICALS]

/** The full-form character of radical `n`. */
export const radicalCharacter = (n: number): string => RADICAL_CHARACTERS[n - 1]!

/**
 * The written strokes of each radical's reduced form, where it has one whose count differs (氵 3 for
 * 水 4 …): what a modern count (Unihan `kTotalStrokes`) gives for the component, so the build
 * script can tell a reduced form from a count the formula gets wrong. The rule itself never uses it.
 */
export const REDUCED_FORM_STROKES: Readonly<Partial<Record<number, number>>> = {
  61: 3, // 忄
  64: 3, // 扌
  85: 3, // 氵
  94: 3, // 犭
  96: 4, // 王
  113: 4, // 礻
  122: 5, // 罒
  125: 4, // 耂
  130: 4, // 月 (肉)
  140: 3, // 艹
  145: 5, // 衤
  162: 3, // 辶
  163: 2, // 阝 right (邑)
  170: 2, // 阝 left (阜)
}
