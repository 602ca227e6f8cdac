/**
 * The Zi Wei vocabulary: one stable ASCII code per term, and its name per locale. iztro's own
 * English is not used (it romanises 午 as "woo", prints brightness as "[+3]" and calls 紫微 "emperor");
 * the service reads iztro's Chinese back into these codes (`fromIztro`) and names them itself. Adding
 * a locale is one more member in each row's names.
 *
 * English: stars and spirits by their pinyin (the convention of English Zi Wei texts); palaces,
 * brightness, 四化 and the 五行局 by meaning. Growth stages share the Bazi glossary's codes and names.
 * Codes are unique within their table (a palace lists its stars by kind, so the minor star 天钺
 * `tian-yue` and the adjective star 天月 `tian-yue` never meet in one list).
 */
import { GROWTH_STAGE_ORDER, GROWTH_STAGES } from '../bazi/glossary'
import type { Locale } from '../types'

type Names = Record<Locale, string>
export interface LabelTable {
  /** Code → names per locale. */
  names: Record<string, Names>
  /** iztro's Chinese (zh-CN) name → code. */
  fromZh: Map<string, string>
}

/** Rows `[code, zh, en]`; iztro prints the zh. */
const table = (rows: readonly (readonly [string, string, string])[]): LabelTable => {
  const names: Record<string, Names> = {}
  const fromZh = new Map<string, string>()
  for (const [code, zh, en] of rows) {
    if (names[code]) throw new Error(`duplicate Zi Wei code ${code}`)
    names[code] = { zh, en }
    fromZh.set(zh, code)
  }
  return { names, fromZh }
}

/** Pinyin rows: the code is the pinyin, the English name its Title Case with spaces. */
const pinyinRows = (rows: readonly (readonly [string, string])[]) =>
  rows.map(([code, zh]) => [code, zh, code.split('-').filter((p) => !/^\d+$/.test(p)).map((p) => p[0].toUpperCase() + p.slice(1)).join(' ')] as const)

/** The fourteen major stars (十四主星). */
export const MAJOR_STARS = table(
  pinyinRows([
    ['zi-wei', '紫微'], ['tian-ji', '天机'], ['tai-yang', '太阳'], ['wu-qu', '武曲'], ['tian-tong', '天同'], ['lian-zhen', '廉贞'], ['tian-fu', '天府'],
    ['tai-yin', '太阴'], ['tan-lang', '贪狼'], ['ju-men', '巨门'], ['tian-xiang', '天相'], ['tian-liang', '天梁'], ['qi-sha', '七杀'], ['po-jun', '破军'],
  ]),
)

/** The fourteen minor stars (六吉 六煞 禄存 天马). */
export const MINOR_STARS = table(
  pinyinRows([
    ['zuo-fu', '左辅'], ['you-bi', '右弼'], ['wen-chang', '文昌'], ['wen-qu', '文曲'], ['tian-kui', '天魁'], ['tian-yue', '天钺'], ['lu-cun', '禄存'],
    ['tian-ma', '天马'], ['qing-yang', '擎羊'], ['tuo-luo', '陀罗'], ['huo-xing', '火星'], ['ling-xing', '铃星'], ['di-kong', '地空'], ['di-jie', '地劫'],
  ]),
)

/** The adjective (杂曜) stars iztro places in a natal chart. */
export const ADJECTIVE_STARS = table(
  pinyinRows([
    ['hong-luan', '红鸾'], ['tian-xi', '天喜'], ['tian-yao', '天姚'], ['xian-chi', '咸池'], ['tian-xing', '天刑'], ['jie-shen', '解神'], ['nian-jie', '年解'],
    ['yin-sha', '阴煞'], ['tian-guan', '天官'], ['tian-fu', '天福'], ['tian-ku', '天哭'], ['tian-xu', '天虚'], ['long-chi', '龙池'], ['feng-ge', '凤阁'],
    ['gu-chen', '孤辰'], ['gua-su', '寡宿'], ['fei-lian', '蜚廉'], ['po-sui', '破碎'], ['tai-fu', '台辅'], ['feng-gao', '封诰'], ['tian-wu', '天巫'],
    ['tian-yue', '天月'], ['san-tai', '三台'], ['ba-zuo', '八座'], ['en-guang', '恩光'], ['tian-gui', '天贵'], ['tian-cai', '天才'], ['tian-shou', '天寿'],
    ['jie-kong', '截空'], ['xun-kong', '旬空'], ['kong-wang', '空亡'], ['jie-lu', '截路'], ['yue-de', '月德'], ['tian-shang', '天伤'], ['tian-shi', '天使'],
    ['tian-chu', '天厨'], ['tian-kong', '天空'], ['hua-gai', '华盖'], ['tian-de', '天德'], ['jie-sha', '劫杀'], ['xun-zhong', '旬中'],
  ]),
)

/** The twelve 博士 spirits. */
export const BOSHI_SPIRITS = table(
  pinyinRows([
    ['bo-shi', '博士'], ['li-shi', '力士'], ['qing-long', '青龙'], ['xiao-hao', '小耗'], ['jiang-jun', '将军'], ['zou-shu', '奏书'],
    ['fei-lian', '飞廉'], ['xi-shen', '喜神'], ['bing-fu', '病符'], ['da-hao', '大耗'], ['fu-bing', '伏兵'], ['guan-fu', '官府'],
  ]),
)

/** The twelve 将前 spirits (from the year branch's 将星). */
export const JIANGQIAN_SPIRITS = table(
  pinyinRows([
    ['jiang-xing', '将星'], ['pan-an', '攀鞍'], ['sui-yi', '岁驿'], ['xi-shen', '息神'], ['hua-gai', '华盖'], ['jie-sha', '劫煞'],
    ['zai-sha', '灾煞'], ['tian-sha', '天煞'], ['zhi-bei', '指背'], ['xian-chi', '咸池'], ['yue-sha', '月煞'], ['wang-shen', '亡神'],
  ]),
)

/** The twelve 岁前 spirits (from the year branch's 岁建). */
export const SUIQIAN_SPIRITS = table(
  pinyinRows([
    ['sui-jian', '岁建'], ['hui-qi', '晦气'], ['sang-men', '丧门'], ['guan-suo', '贯索'], ['guan-fu', '官符'], ['xiao-hao', '小耗'],
    ['da-hao', '大耗'], ['long-de', '龙德'], ['bai-hu', '白虎'], ['tian-de', '天德'], ['diao-ke', '吊客'], ['bing-fu', '病符'],
  ]),
)

/** The twelve life stages (长生十二神): the Bazi growth stages' codes and names. */
export const LIFE_STAGES = table(GROWTH_STAGE_ORDER.map((code) => [code, GROWTH_STAGES[code].zh, GROWTH_STAGES[code].en] as const))

/** The twelve palaces, in the order they run from 命宫 (against the branches). */
export const PALACES = table([
  ['life', '命宫', 'Life'],
  ['siblings', '兄弟', 'Siblings'],
  ['spouse', '夫妻', 'Spouse'],
  ['children', '子女', 'Children'],
  ['wealth', '财帛', 'Wealth'],
  ['health', '疾厄', 'Health'],
  ['travel', '迁移', 'Travel'],
  ['friends', '仆役', 'Friends'],
  ['career', '官禄', 'Career'],
  ['property', '田宅', 'Property'],
  ['fortune', '福德', 'Fortune and Virtue'],
  ['parents', '父母', 'Parents'],
])

/** Brightness (庙旺得利平不陷), strongest (temple) to weakest (fallen). */
export const BRIGHTNESS = table([
  ['temple', '庙', 'Temple'],
  ['prosperous', '旺', 'Prosperous'],
  ['gained', '得', 'Gained'],
  ['beneficial', '利', 'Beneficial'],
  ['neutral', '平', 'Neutral'],
  ['weak', '不', 'Not gained'],
  ['fallen', '陷', 'Fallen'],
])

/** The four transformations (四化): prosperity, power, fame, obstacle. */
export const MUTAGENS = table([
  ['lu', '禄', 'Hua Lu'],
  ['quan', '权', 'Hua Quan'],
  ['ke', '科', 'Hua Ke'],
  ['ji', '忌', 'Hua Ji'],
])
export const MUTAGEN_ORDER = Object.keys(MUTAGENS.names)

/** The five element bureaus (五行局); the number is the age the first decade starts at. */
export const FIVE_ELEMENT_BUREAUS = table([
  ['water-2', '水二局', 'Water Bureau 2'],
  ['wood-3', '木三局', 'Wood Bureau 3'],
  ['metal-4', '金四局', 'Metal Bureau 4'],
  ['earth-5', '土五局', 'Earth Bureau 5'],
  ['fire-6', '火六局', 'Fire Bureau 6'],
])

/** The code of a name iztro printed in Chinese; an unknown name is a library change the tests must catch. */
export function fromIztro(t: LabelTable, zh: string): string {
  const code = t.fromZh.get(zh)
  if (code === undefined) throw new Error(`iztro printed an unknown Zi Wei term: ${zh}`)
  return code
}
