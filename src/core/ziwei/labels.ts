/**
 * The Zi Wei vocabulary: one stable ASCII code per term (codes.ts), iztro's Chinese name of it (how
 * the adapter reads iztro's answer back into codes: `fromIztro`), and the names per locale, one
 * hand-curated table per locale (names-*.ts, each citing its sources and what it changed from
 * iztro's locale files). iztro is always run in zh-CN (library.ts) and its own translations are never
 * shown. Adding a locale is one more `Names` table registered in `NAMES`; the compiler names any term
 * it leaves out, and test/core/ziwei/labels.test.ts checks every table.
 */
import type { Locale } from '../types'
import { CODES, type Names } from './codes'
import type { Kind } from './kinds'
import { EN } from './names-en'
import { JA } from './names-ja'
import { KO } from './names-ko'
import { VI } from './names-vi'
import { ZH } from './names-zh'
import { ZH_HK } from './names-zh-hk'
import { ZH_TW } from './names-zh-tw'

export type { Names } from './codes'

export interface LabelTable {
  kind: Kind
  /** Every code, in the table's order. */
  codes: readonly string[]
  /** iztro's Chinese (zh-CN) name → code. */
  fromZh: Map<string, string>
  /** Code → its Chinese name (the zh locale's table). */
  zh: Record<string, string>
}

/** The table of one kind: its codes (codes.ts) and the Chinese names iztro prints (names-zh.ts). */
const table = (kind: Kind): LabelTable => {
  const zh = ZH[kind] as Record<string, string>
  const fromZh = new Map<string, string>()
  for (const code of CODES[kind]) fromZh.set(zh[code], code)
  return { kind, codes: CODES[kind], fromZh, zh }
}

export const MAJOR_STARS = table('major')
export const MINOR_STARS = table('minor')
export const ADJECTIVE_STARS = table('adjective')
export const BOSHI_SPIRITS = table('boshi')
export const JIANGQIAN_SPIRITS = table('jiangqian')
export const SUIQIAN_SPIRITS = table('suiqian')
export const LIFE_STAGES = table('lifeStage')
export const PALACES = table('palace')
export const BRIGHTNESS = table('brightness')
export const MUTAGENS = table('mutagen')
export const MUTAGEN_ORDER = MUTAGENS.codes
export const FIVE_ELEMENT_BUREAUS = table('bureau')

/** The code of a name iztro printed in Chinese; an unknown name is a library change the tests must catch. */
export function fromIztro(t: LabelTable, zh: string): string {
  const code = t.fromZh.get(zh)
  if (code === undefined) throw new Error(`iztro printed an unknown Zi Wei term: ${zh}`)
  return code
}

/** The names of each locale, one table per locale: code → name for each kind. */
export const NAMES: Record<Locale, Names> = { en: EN, zh: ZH, 'zh-TW': ZH_TW, 'zh-HK': ZH_HK, ja: JA, ko: KO, vi: VI }

/** A code's name in a locale. */
export const nameOf = (t: LabelTable, code: string, locale: Locale): string => (NAMES[locale][t.kind] as Record<string, string>)[code]

/** A label `{code, name}` in a locale. */
export const labelOf = (t: LabelTable, code: string, locale: Locale) => ({ code, name: nameOf(t, code, locale) })

/** The table of a star code that may be major or minor (命主, 身主, a 四化's star). */
export const starTableOf = (code: string): LabelTable => (MAJOR_STARS.zh[code] ? MAJOR_STARS : MINOR_STARS)
