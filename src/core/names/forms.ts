/**
 * The form a character is counted on (docs/domain.md, "Name analysis: forms"): the Traditional
 * form for the Chinese school (Simplified input converted per character by OpenCC's character
 * table `STCharacters`, its first choice, which is what OpenCC's `cn` → `t` converter gives for one
 * character; the surnames whose conversion depends on the sense decided by `SURNAME_FORMS`), the
 * 旧字体 for the Japanese school (新字体 converted by OpenCC's Japanese table), the hanja as given for
 * the Korean school. Every character keeps the form used and how it was reached, so the answer shows it.
 */
import SIMPLIFIED_TO_TRADITIONAL from 'opencc-js/dict/STCharacters'
import SHINJITAI_TO_KYUJITAI from 'opencc-js/dict/JPShinjitaiCharacters'

export type NameSchool = 'chinese' | 'japanese' | 'korean'

/** How the counted form was reached: as given, converted, or by the surname table. */
export type FormSource = 'as-given' | 'converted' | 'surname-table'

export interface CountingForm {
  form: string
  source: FormSource
  /** Other Traditional characters a Simplified one can stand for: send one of them to count it instead. */
  alternatives: string[]
}

/**
 * Simplified surnames whose Traditional form depends on the sense (后 the surname stays 后, 後 is
 * "after"; 叶 the surname is 葉 …), with the other forms the character can stand for. The rule,
 * chosen by this project: a surname takes the form it is written with in Taiwan and Hong Kong
 * (后 于 余 范 沈 干 岳 郁 党 种 unchanged, 葉 鍾 雲 for 叶 钟 云; 朴 is the Korean surname, never 樸);
 * the alternatives are in the answer so a caller whose surname is the other one sends that form.
 */
const SURNAME_FORMS: Readonly<Record<string, { form: string; alternatives: string[] }>> = {
  后: { form: '后', alternatives: ['後'] },
  于: { form: '于', alternatives: ['於'] },
  余: { form: '余', alternatives: ['餘'] },
  范: { form: '范', alternatives: ['範'] },
  沈: { form: '沈', alternatives: ['瀋'] },
  叶: { form: '葉', alternatives: ['叶'] },
  钟: { form: '鍾', alternatives: ['鐘'] },
  干: { form: '干', alternatives: ['乾', '幹'] },
  云: { form: '雲', alternatives: ['云'] },
  岳: { form: '岳', alternatives: ['嶽'] },
  郁: { form: '郁', alternatives: ['鬱'] },
  党: { form: '党', alternatives: ['黨'] },
  种: { form: '种', alternatives: ['種'] },
  朴: { form: '朴', alternatives: ['樸'] },
}

/** Simplified characters of given names that stand for more than one Traditional one: the converter's choice is kept, the others listed. */
const GIVEN_NAME_ALTERNATIVES: Readonly<Record<string, string[]>> = {
  后: ['后'],
  于: ['于'],
  余: ['余'],
  范: ['范'],
  沈: ['瀋'],
  叶: ['叶'],
  钟: ['鐘'],
  干: ['乾', '干'],
  云: ['云'],
  杰: ['杰'],
  发: ['髮'],
  台: ['台', '颱'],
  里: ['里'],
  松: ['鬆'],
  历: ['曆'],
  复: ['複'],
  岳: ['岳'],
  郁: ['郁'],
}

/**
 * OpenCC's character tables as maps, built on first use: per character they give what OpenCC's
 * converters give (the tests compare every code point of the table's ranges), without loading the
 * phrase dictionaries (20 MB of heap for `cn` → `t`) that a character on its own never uses.
 */
type CharacterTable = ReadonlyMap<string, string>
let simplifiedToTraditional: CharacterTable | undefined
let shinjitaiToKyujitai: CharacterTable | undefined
const characterTable = (dictionary: string): CharacterTable =>
  new Map(
    dictionary.split('|').map((row) => {
      const [from, to] = row.split(' ')
      return [from!, to!] as const
    }),
  )

/** The Traditional form of one character of a Chinese name. */
function chineseForm(char: string, inSurname: boolean): CountingForm {
  const surname = inSurname ? SURNAME_FORMS[char] : undefined
  // The table decided, whether it kept the character (后) or chose a form (叶 → 葉).
  if (surname) return { form: surname.form, source: 'surname-table', alternatives: surname.alternatives }
  simplifiedToTraditional ??= characterTable(SIMPLIFIED_TO_TRADITIONAL)
  const form = simplifiedToTraditional.get(char) ?? char
  const alternatives = form === char ? [] : (GIVEN_NAME_ALTERNATIVES[char] ?? [])
  return { form, source: form === char ? 'as-given' : 'converted', alternatives }
}

/** The 旧字体 of one kanji (新字体 in, 旧字体 out: 沢 → 澤, 国 → 國); kana pass through. */
function japaneseForm(char: string): CountingForm {
  shinjitaiToKyujitai ??= characterTable(SHINJITAI_TO_KYUJITAI)
  const form = shinjitaiToKyujitai.get(char) ?? char
  return { form, source: form === char ? 'as-given' : 'converted', alternatives: [] }
}

/** The form a character is counted on in `school`; `inSurname` decides the Chinese surname table. */
export function countingForm(char: string, school: NameSchool, inSurname: boolean): CountingForm {
  if (school === 'chinese') return chineseForm(char, inSurname)
  if (school === 'japanese') return japaneseForm(char)
  return { form: char, source: 'as-given', alternatives: [] }
}

/**
 * The two-character surnames recognised when only a full name is sent, in Simplified and
 * Traditional (and the Korean 복성 in hanja). Any other name: the first character is the surname.
 */
const COMPOUND_SURNAMES = new Set(
  (
    '欧阳 歐陽 司马 司馬 诸葛 諸葛 上官 东方 東方 皇甫 尉迟 尉遲 公孙 公孫 慕容 长孙 長孫 夏侯 令狐 宇文 司徒 独孤 獨孤 ' +
    '端木 南宫 南宮 西门 西門 轩辕 軒轅 澹台 澹臺 公冶 申屠 太史 闻人 聞人 呼延 赫连 赫連 百里 东郭 東郭 钟离 鍾離 ' +
    '宗政 濮阳 濮陽 淳于 单于 單于 仲孙 仲孫 万俟 萬俟 司空 司寇 巫马 巫馬 公西 漆雕 乐正 樂正 公良 拓跋 宰父 ' +
    '谷梁 穀梁 段干 东门 東門 梁丘 左丘 第五 羊舌 微生 公羊 鲜于 鮮于 呼延 慕容'
  ).split(' '),
)

/** A full name split into surname and given name: a listed compound surname, else the first character. */
export function splitFullName(name: readonly string[]): { surname: string[]; givenName: string[] } {
  const two = name.slice(0, 2).join('')
  const surnameLength = name.length > 2 && COMPOUND_SURNAMES.has(two) ? 2 : 1
  return { surname: name.slice(0, surnameLength), givenName: name.slice(surnameLength) }
}
