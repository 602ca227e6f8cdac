/**
 * The 24 solar terms' names in every locale, index 0 = 立春 … 23 = 大寒 (the index convention of
 * `./types`). Curated by hand, not converted:
 *
 * - `zh`, `en`: `SOLAR_TERM_NAMES` (`./solar-terms`; English after the Hong Kong Observatory).
 * - `zh-TW`, `zh-HK`: the Central Weather Administration's (中央氣象署) and the Hong Kong
 *   Observatory's (香港天文台) lists: 驚蟄, 穀雨, 小滿, 芒種, 處暑; both standards agree on all 24.
 * - `ja`: 国立天文台 『暦要項』 (二十四節気) with the 常用漢字 forms 啓蟄, 小満, 処暑.
 * - `ko`: 한국천문연구원 (KASI) 24절기: 입춘 우수 경칩 … 대한.
 * - `vi`: the Sino-Vietnamese names of the Vietnamese lịch vạn niên (Lập Xuân, Vũ Thủy, Kinh Trập …).
 */
import type { Locale } from '../types'
import { SOLAR_TERM_NAMES } from './solar-terms'

const ZH_TW = [
  '立春',
  '雨水',
  '驚蟄',
  '春分',
  '清明',
  '穀雨',
  '立夏',
  '小滿',
  '芒種',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '處暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
  '冬至',
  '小寒',
  '大寒',
] as const
const JA = [
  '立春',
  '雨水',
  '啓蟄',
  '春分',
  '清明',
  '穀雨',
  '立夏',
  '小満',
  '芒種',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '処暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
  '冬至',
  '小寒',
  '大寒',
] as const
const KO = [
  '입춘',
  '우수',
  '경칩',
  '춘분',
  '청명',
  '곡우',
  '입하',
  '소만',
  '망종',
  '하지',
  '소서',
  '대서',
  '입추',
  '처서',
  '백로',
  '추분',
  '한로',
  '상강',
  '입동',
  '소설',
  '대설',
  '동지',
  '소한',
  '대한',
] as const
const VI = [
  'Lập Xuân',
  'Vũ Thủy',
  'Kinh Trập',
  'Xuân Phân',
  'Thanh Minh',
  'Cốc Vũ',
  'Lập Hạ',
  'Tiểu Mãn',
  'Mang Chủng',
  'Hạ Chí',
  'Tiểu Thử',
  'Đại Thử',
  'Lập Thu',
  'Xử Thử',
  'Bạch Lộ',
  'Thu Phân',
  'Hàn Lộ',
  'Sương Giáng',
  'Lập Đông',
  'Tiểu Tuyết',
  'Đại Tuyết',
  'Đông Chí',
  'Tiểu Hàn',
  'Đại Hàn',
] as const

/**
 * The 24 names in each locale, index 0 = 立春.
 * @public Shared with the other areas (the almanac's solar terms).
 */
export const SOLAR_TERM_NAMES_BY_LOCALE: Readonly<Record<Locale, readonly string[]>> = {
  en: SOLAR_TERM_NAMES.map((n) => n.en),
  zh: SOLAR_TERM_NAMES.map((n) => n.zh),
  'zh-TW': ZH_TW,
  'zh-HK': ZH_TW,
  ja: JA,
  ko: KO,
  vi: VI,
}

/** The name of solar term `index` (0 = 立春 … 23 = 大寒) in `locale`. */
export const solarTermName = (index: number, locale: Locale): string => SOLAR_TERM_NAMES_BY_LOCALE[locale][index]
