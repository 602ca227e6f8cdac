/**
 * The Zi Wei vocabulary: one stable ASCII code per term, iztro's Chinese name of it (how the adapter
 * reads iztro's answer back into codes: `fromIztro`), and the names per locale, one table per locale
 * (`NAMES`: zh here, en in names-en.ts). iztro's own translations are not used (its English
 * romanises 午 as "woo", prints brightness as "[+3]" and calls 紫微 "emperor"). Adding a locale is one
 * more table of code → name for each kind, registered in `NAMES`; test/core/ziwei/labels.test.ts
 * checks that every table names every code.
 *
 * Codes: stars and spirits by their pinyin; palaces, brightness, 四化 and the 五行局 by meaning;
 * growth stages share the Bazi glossary's codes. A code is unique within its kind (a palace lists its
 * stars by kind, so the minor star 天钺 `tian-yue` and the adjective star 天月 `tian-yue` never meet
 * in one list).
 */
import { glossary } from '../bazi'
import type { Locale } from '../types'
import type { Kind } from './kinds'
import { EN } from './names-en'

export type { Kind } from './kinds'

export interface LabelTable {
  kind: Kind
  /** Every code, in the table's order. */
  codes: readonly string[]
  /** iztro's Chinese (zh-CN) name → code. */
  fromZh: Map<string, string>
  /** Code → its Chinese name (the zh locale's table). */
  zh: Record<string, string>
}

/** Rows `[code, zh]`: the code and the Chinese name iztro prints (also the zh locale's name). */
const table = (kind: Kind, rows: readonly (readonly [string, string])[]): LabelTable => {
  const fromZh = new Map<string, string>()
  const zh: Record<string, string> = {}
  for (const [code, name] of rows) {
    if (zh[code]) throw new Error(`duplicate Zi Wei code ${code}`)
    zh[code] = name
    fromZh.set(name, code)
  }
  return { kind, codes: rows.map(([code]) => code), fromZh, zh }
}

/** The fourteen major stars (十四主星). */
export const MAJOR_STARS = table('major', [
  ['zi-wei', '紫微'],
  ['tian-ji', '天机'],
  ['tai-yang', '太阳'],
  ['wu-qu', '武曲'],
  ['tian-tong', '天同'],
  ['lian-zhen', '廉贞'],
  ['tian-fu', '天府'],
  ['tai-yin', '太阴'],
  ['tan-lang', '贪狼'],
  ['ju-men', '巨门'],
  ['tian-xiang', '天相'],
  ['tian-liang', '天梁'],
  ['qi-sha', '七杀'],
  ['po-jun', '破军'],
])

/** The fourteen minor stars (六吉 六煞 禄存 天马). */
export const MINOR_STARS = table('minor', [
  ['zuo-fu', '左辅'],
  ['you-bi', '右弼'],
  ['wen-chang', '文昌'],
  ['wen-qu', '文曲'],
  ['tian-kui', '天魁'],
  ['tian-yue', '天钺'],
  ['lu-cun', '禄存'],
  ['tian-ma', '天马'],
  ['qing-yang', '擎羊'],
  ['tuo-luo', '陀罗'],
  ['huo-xing', '火星'],
  ['ling-xing', '铃星'],
  ['di-kong', '地空'],
  ['di-jie', '地劫'],
])

/** The adjective (杂曜) stars iztro places in a natal chart. */
export const ADJECTIVE_STARS = table('adjective', [
  ['hong-luan', '红鸾'],
  ['tian-xi', '天喜'],
  ['tian-yao', '天姚'],
  ['xian-chi', '咸池'],
  ['tian-xing', '天刑'],
  ['jie-shen', '解神'],
  ['nian-jie', '年解'],
  ['yin-sha', '阴煞'],
  ['tian-guan', '天官'],
  ['tian-fu', '天福'],
  ['tian-ku', '天哭'],
  ['tian-xu', '天虚'],
  ['long-chi', '龙池'],
  ['feng-ge', '凤阁'],
  ['gu-chen', '孤辰'],
  ['gua-su', '寡宿'],
  ['fei-lian', '蜚廉'],
  ['po-sui', '破碎'],
  ['tai-fu', '台辅'],
  ['feng-gao', '封诰'],
  ['tian-wu', '天巫'],
  ['tian-yue', '天月'],
  ['san-tai', '三台'],
  ['ba-zuo', '八座'],
  ['en-guang', '恩光'],
  ['tian-gui', '天贵'],
  ['tian-cai', '天才'],
  ['tian-shou', '天寿'],
  ['jie-kong', '截空'],
  ['xun-kong', '旬空'],
  ['kong-wang', '空亡'],
  ['jie-lu', '截路'],
  ['yue-de', '月德'],
  ['tian-shang', '天伤'],
  ['tian-shi', '天使'],
  ['tian-chu', '天厨'],
  ['tian-kong', '天空'],
  ['hua-gai', '华盖'],
  ['tian-de', '天德'],
  ['jie-sha', '劫杀'],
  ['xun-zhong', '旬中'],
])

/** The twelve 博士 spirits. */
export const BOSHI_SPIRITS = table('boshi', [
  ['bo-shi', '博士'],
  ['li-shi', '力士'],
  ['qing-long', '青龙'],
  ['xiao-hao', '小耗'],
  ['jiang-jun', '将军'],
  ['zou-shu', '奏书'],
  ['fei-lian', '飞廉'],
  ['xi-shen', '喜神'],
  ['bing-fu', '病符'],
  ['da-hao', '大耗'],
  ['fu-bing', '伏兵'],
  ['guan-fu', '官府'],
])

/** The twelve 将前 spirits (from the year branch's 将星). */
export const JIANGQIAN_SPIRITS = table('jiangqian', [
  ['jiang-xing', '将星'],
  ['pan-an', '攀鞍'],
  ['sui-yi', '岁驿'],
  ['xi-shen', '息神'],
  ['hua-gai', '华盖'],
  ['jie-sha', '劫煞'],
  ['zai-sha', '灾煞'],
  ['tian-sha', '天煞'],
  ['zhi-bei', '指背'],
  ['xian-chi', '咸池'],
  ['yue-sha', '月煞'],
  ['wang-shen', '亡神'],
])

/** The twelve 岁前 spirits (from the year branch's 岁建). */
export const SUIQIAN_SPIRITS = table('suiqian', [
  ['sui-jian', '岁建'],
  ['hui-qi', '晦气'],
  ['sang-men', '丧门'],
  ['guan-suo', '贯索'],
  ['guan-fu', '官符'],
  ['xiao-hao', '小耗'],
  ['da-hao', '大耗'],
  ['long-de', '龙德'],
  ['bai-hu', '白虎'],
  ['tian-de', '天德'],
  ['diao-ke', '吊客'],
  ['bing-fu', '病符'],
])

/** The twelve life stages (长生十二神): the Bazi growth stages' codes and names. */
export const LIFE_STAGES = table(
  'lifeStage',
  glossary.GROWTH_STAGE_ORDER.map((code) => [code, glossary.GROWTH_STAGES[code].zh] as const),
)

/** The twelve palaces, in the order they run from 命宫 (against the branches). */
export const PALACES = table('palace', [
  ['life', '命宫'],
  ['siblings', '兄弟'],
  ['spouse', '夫妻'],
  ['children', '子女'],
  ['wealth', '财帛'],
  ['health', '疾厄'],
  ['travel', '迁移'],
  ['friends', '仆役'],
  ['career', '官禄'],
  ['property', '田宅'],
  ['fortune', '福德'],
  ['parents', '父母'],
])

/** Brightness (庙旺得利平不陷), strongest (temple) to weakest (fallen). */
export const BRIGHTNESS = table('brightness', [
  ['temple', '庙'],
  ['prosperous', '旺'],
  ['gained', '得'],
  ['beneficial', '利'],
  ['neutral', '平'],
  ['weak', '不'],
  ['fallen', '陷'],
])

/** The four transformations (四化): prosperity, power, fame, obstacle. */
export const MUTAGENS = table('mutagen', [
  ['lu', '禄'],
  ['quan', '权'],
  ['ke', '科'],
  ['ji', '忌'],
])
export const MUTAGEN_ORDER = MUTAGENS.codes

/** The five element bureaus (五行局); the number is the age the first decade starts at. */
export const FIVE_ELEMENT_BUREAUS = table('bureau', [
  ['water-2', '水二局'],
  ['wood-3', '木三局'],
  ['metal-4', '金四局'],
  ['earth-5', '土五局'],
  ['fire-6', '火六局'],
])

/** The code of a name iztro printed in Chinese; an unknown name is a library change the tests must catch. */
export function fromIztro(t: LabelTable, zh: string): string {
  const code = t.fromZh.get(zh)
  if (code === undefined) throw new Error(`iztro printed an unknown Zi Wei term: ${zh}`)
  return code
}

/** The names of each locale, one table per locale: code → name for each kind. */
export const NAMES: Record<Locale, Record<Kind, Record<string, string>>> = {
  zh: {
    major: MAJOR_STARS.zh,
    minor: MINOR_STARS.zh,
    adjective: ADJECTIVE_STARS.zh,
    boshi: BOSHI_SPIRITS.zh,
    jiangqian: JIANGQIAN_SPIRITS.zh,
    suiqian: SUIQIAN_SPIRITS.zh,
    lifeStage: LIFE_STAGES.zh,
    palace: PALACES.zh,
    brightness: BRIGHTNESS.zh,
    mutagen: MUTAGENS.zh,
    bureau: FIVE_ELEMENT_BUREAUS.zh,
  },
  en: EN,
}

/** A code's name in a locale. */
export const nameOf = (t: LabelTable, code: string, locale: Locale): string => NAMES[locale][t.kind][code]

/** A label `{code, name}` in a locale. */
export const labelOf = (t: LabelTable, code: string, locale: Locale) => ({ code, name: nameOf(t, code, locale) })

/** The table of a star code that may be major or minor (命主, 身主, a 四化's star). */
export const starTableOf = (code: string): LabelTable => (MAJOR_STARS.zh[code] ? MAJOR_STARS : MINOR_STARS)
