/**
 * Ten gods (十神): the relation of any stem to the day master, from the five-element cycles and
 * polarity (《渊海子平》·论十神; every modern textbook):
 * same element → 比肩/劫财, day master generates it → 食神/伤官, day master controls it → 偏财/正财,
 * it controls the day master → 七杀/正官, it generates the day master → 偏印/正印;
 * the first of each pair when the polarities agree, the second when they differ.
 */
import { ELEMENTS, STEMS } from './ganzhi'
import { TEN_GOD_ORDER, type TenGodCode } from './glossary'

/** Element distance in the generating cycle from the day master's element to the other's (0..4). */
const relationOf = (dayMasterStem: number, otherStem: number): number => {
  const a = ELEMENTS.indexOf(STEMS[dayMasterStem].element)
  const b = ELEMENTS.indexOf(STEMS[otherStem].element)
  return (b - a + 5) % 5
}

// relation 0 same, 1 DM generates it (output), 2 DM controls it (wealth), 3 it controls DM (officer),
// 4 it generates DM (resource): exactly the pair order of TEN_GOD_ORDER.
const TABLE: TenGodCode[][] = STEMS.map((dm) =>
  STEMS.map((other) => TEN_GOD_ORDER[2 * relationOf(dm.index, other.index) + (dm.polarity === other.polarity ? 0 : 1)]),
)

/** Ten god of `otherStem` (0..9) relative to the day master `dayMasterStem` (0..9). */
export const tenGodOf = (dayMasterStem: number, otherStem: number): TenGodCode => TABLE[dayMasterStem][otherStem]

/** Ten god from stem characters, e.g. tenGodOfChars('甲', '庚') → 'seven-killings'. */
export const tenGodOfChars = (dayMaster: string, other: string): TenGodCode | undefined => {
  const a = STEMS.findIndex((s) => s.zh === dayMaster)
  const b = STEMS.findIndex((s) => s.zh === other)
  return a < 0 || b < 0 ? undefined : TABLE[a][b]
}

export type TenGodGroup = 'companion' | 'output' | 'wealth' | 'officer' | 'resource'
const GROUPS: TenGodGroup[] = ['companion', 'output', 'wealth', 'officer', 'resource']

/** The five-way group (比劫 食伤 财 官杀 印) of a ten god. */
export const tenGodGroupOf = (code: TenGodCode): TenGodGroup => GROUPS[TEN_GOD_ORDER.indexOf(code) >> 1]
