/**
 * The codes of the Zi Wei terms, one ordered list per kind, and the shape of a locale's names: one
 * `code → name` table per kind, typed on the kind's codes, so the compiler names any term a locale
 * leaves out (src/core/ziwei/names-*.ts).
 *
 * Codes: stars and spirits by their pinyin; palaces, brightness, 四化 and the 五行局 by meaning;
 * growth stages share the Bazi glossary's codes. A code is unique within its kind (a palace lists its
 * stars by kind, so the minor star 天钺 `tian-yue` and the adjective star 天月 `tian-yue` never meet
 * in one list).
 */
import { glossary } from '../bazi'
import type { Locale } from '../types'
import type { Kind } from './kinds'

/** The fourteen major stars (十四主星). */
const MAJOR_STAR_CODES = [
  'zi-wei',
  'tian-ji',
  'tai-yang',
  'wu-qu',
  'tian-tong',
  'lian-zhen',
  'tian-fu',
  'tai-yin',
  'tan-lang',
  'ju-men',
  'tian-xiang',
  'tian-liang',
  'qi-sha',
  'po-jun',
] as const

/** The fourteen minor stars (六吉 六煞 禄存 天马). */
const MINOR_STAR_CODES = [
  'zuo-fu',
  'you-bi',
  'wen-chang',
  'wen-qu',
  'tian-kui',
  'tian-yue',
  'lu-cun',
  'tian-ma',
  'qing-yang',
  'tuo-luo',
  'huo-xing',
  'ling-xing',
  'di-kong',
  'di-jie',
] as const

/** The adjective (杂曜) stars iztro places in a natal chart. */
const ADJECTIVE_STAR_CODES = [
  'hong-luan',
  'tian-xi',
  'tian-yao',
  'xian-chi',
  'tian-xing',
  'jie-shen',
  'nian-jie',
  'yin-sha',
  'tian-guan',
  'tian-fu',
  'tian-ku',
  'tian-xu',
  'long-chi',
  'feng-ge',
  'gu-chen',
  'gua-su',
  'fei-lian',
  'po-sui',
  'tai-fu',
  'feng-gao',
  'tian-wu',
  'tian-yue',
  'san-tai',
  'ba-zuo',
  'en-guang',
  'tian-gui',
  'tian-cai',
  'tian-shou',
  'jie-kong',
  'xun-kong',
  'kong-wang',
  'jie-lu',
  'yue-de',
  'tian-shang',
  'tian-shi',
  'tian-chu',
  'tian-kong',
  'hua-gai',
  'tian-de',
  'jie-sha',
  'xun-zhong',
] as const

/** The twelve 博士 spirits. */
const BOSHI_CODES = [
  'bo-shi',
  'li-shi',
  'qing-long',
  'xiao-hao',
  'jiang-jun',
  'zou-shu',
  'fei-lian',
  'xi-shen',
  'bing-fu',
  'da-hao',
  'fu-bing',
  'guan-fu',
] as const

/** The twelve 将前 spirits (from the year branch's 将星). */
const JIANGQIAN_CODES = [
  'jiang-xing',
  'pan-an',
  'sui-yi',
  'xi-shen',
  'hua-gai',
  'jie-sha',
  'zai-sha',
  'tian-sha',
  'zhi-bei',
  'xian-chi',
  'yue-sha',
  'wang-shen',
] as const

/** The twelve 岁前 spirits (from the year branch's 岁建). */
const SUIQIAN_CODES = [
  'sui-jian',
  'hui-qi',
  'sang-men',
  'guan-suo',
  'guan-fu',
  'xiao-hao',
  'da-hao',
  'long-de',
  'bai-hu',
  'tian-de',
  'diao-ke',
  'bing-fu',
] as const

/** The twelve life stages (长生十二神): the Bazi glossary's growth stages, their codes and order. */
const LIFE_STAGE_CODES = glossary.GROWTH_STAGE_ORDER

/**
 * The life stages named as the Bazi glossary names the growth stages in `locale`: the same twelve
 * terms. Japanese and Korean Zi Wei write 临官 as 臨官 / 임관 where 四柱推命 and 사주 write
 * 建禄 / 건록, so those two tables keep their own names (names-ja.ts, names-ko.ts).
 */
export const growthStageNames = (locale: Locale): Record<(typeof LIFE_STAGE_CODES)[number], string> =>
  Object.fromEntries(LIFE_STAGE_CODES.map((code) => [code, glossary.GROWTH_STAGES[code].names[locale]])) as Record<
    (typeof LIFE_STAGE_CODES)[number],
    string
  >

/** The twelve palaces, in the order they run from 命宫 (against the branches). */
const PALACE_CODES = [
  'life',
  'siblings',
  'spouse',
  'children',
  'wealth',
  'health',
  'travel',
  'friends',
  'career',
  'property',
  'fortune',
  'parents',
] as const

/** Brightness (庙旺得利平不陷), strongest (temple) to weakest (fallen). */
const BRIGHTNESS_CODES = ['temple', 'prosperous', 'gained', 'beneficial', 'neutral', 'weak', 'fallen'] as const

/** The four transformations (四化): prosperity, power, fame, obstacle. */
const MUTAGEN_CODES = ['lu', 'quan', 'ke', 'ji'] as const

/** The five element bureaus (五行局); the number is the age the first decade starts at. */
const BUREAU_CODES = ['water-2', 'wood-3', 'metal-4', 'earth-5', 'fire-6'] as const

/** Every kind's codes, in their tables' order. */
export const CODES = {
  major: MAJOR_STAR_CODES,
  minor: MINOR_STAR_CODES,
  adjective: ADJECTIVE_STAR_CODES,
  boshi: BOSHI_CODES,
  jiangqian: JIANGQIAN_CODES,
  suiqian: SUIQIAN_CODES,
  lifeStage: LIFE_STAGE_CODES,
  palace: PALACE_CODES,
  brightness: BRIGHTNESS_CODES,
  mutagen: MUTAGEN_CODES,
  bureau: BUREAU_CODES,
} as const satisfies Record<Kind, readonly string[]>

/** One locale's names of every term: a `code → name` table per kind, typed on the kind's codes. */
export type Names = { [K in Kind]: Record<(typeof CODES)[K][number], string> }
