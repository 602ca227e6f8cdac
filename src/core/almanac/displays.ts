/**
 * The almanac's display lines and sources in every locale: the clash line (冲煞), the lunar date, and
 * the conventions the result names (`source`). en and zh are the service's original wording
 * (unchanged); ja, ko and vi are written for their readers; zh-TW and zh-HK take the Simplified
 * sentences through `toTraditional` (free text, converted once per locale on first use).
 */
import { sentenceTables, type Written } from '../sentence'
import type { Locale } from '../types'
import { lunarDateName, type LunarDate } from '../bazi'

/** Names of the clash's parts in the request's locale. */
export interface ClashParts {
  /** The clashed animal. */
  animal: string
  /** The clashed pillar's two characters (庚午). */
  ganzhi: string
  /** The clashed pillar as the locale reads it (Geng-Wu, 경오, Canh Ngọ; the characters elsewhere). */
  reading: string
  /** The sha's direction. */
  sha: string
}

/**
 * The clash line as each locale's almanac prints it: 冲马(庚午)煞南 (沖 in Traditional: 《教育部重編國語辭典》
 * 沖犯, 沖煞), 馬（庚午）と沖、煞は南, 충 말(경오), 살 남, Xung tuổi Ngựa (Canh Ngọ), sát hướng Nam.
 */
export const clashDisplay = (c: ClashParts, locale: Locale): string => {
  switch (locale) {
    case 'en':
      return `Clashes with the ${c.animal} (${c.reading}); sha lies ${c.sha}`
    case 'zh':
      return `冲${c.animal}(${c.ganzhi})煞${c.sha}`
    case 'zh-TW':
    case 'zh-HK':
      return `沖${c.animal}(${c.ganzhi})煞${c.sha}`
    case 'ja':
      return `${c.animal}（${c.ganzhi}）と沖、煞は${c.sha}`
    case 'ko':
      return `충 ${c.animal}(${c.reading}), 살 ${c.sha}`
    case 'vi':
      return `Xung tuổi ${c.animal} (${c.reading}), sát hướng ${c.sha}`
  }
}

/**
 * The lunar date with its year name, for the locales beyond en and zh (whose lines `./almanac` keeps):
 * 乙巳年四月初十 (Traditional: 閏, 臘), 旧暦乙巳年4月10日, 음력 을사년 4월 10일, Ngày 10 tháng 4 năm Ất Tỵ;
 * the month and day as the chart's `lunarDateName` writes them.
 */
export const lunarDateDisplay = (date: LunarDate, year: { ganzhi: string; reading: string }, locale: Locale): string => {
  const md = lunarDateName(date, locale)
  switch (locale) {
    case 'ja':
      return `旧暦${year.ganzhi}年${md}`
    case 'ko':
      return `음력 ${year.reading}년 ${md}`
    case 'vi':
      return `${md.charAt(0).toUpperCase()}${md.slice(1)} năm ${year.reading}`
    default:
      return `${year.ganzhi}年${md}`
  }
}

export interface AlmanacSource {
  library: string
  activities: string
  fortune_direction: string
}

const ALMANAC_LIBRARY = 'lunar-typescript 1.8.6'

const ZH_SOURCE: AlmanacSource = {
  library: ALMANAC_LIBRARY,
  activities:
    '宜忌取自 lunar-typescript（6tail）宜忌数据表（作者据流行网络黄历整理，属通行黄历应用一派，非《钦定协纪辨方书》宜忌等第）；以节交接当天起算月。',
  fortune_direction:
    '福神方位按日干，依《福神方位歌》“甲乙东南是福神，丙丁正东是堪宜，戊北己南庚辛坤，壬在乾方癸在西”（lunar-typescript 流派1，与 tyme4ts 同）。',
}

const WRITTEN_SOURCES: Omit<Written<AlmanacSource>, 'zh'> = {
  en: {
    library: ALMANAC_LIBRARY,
    activities:
      'Suitable/unsuitable activities from the lunar-typescript (6tail) lookup table, derived from a popular online almanac (the common almanac-app tradition, not the graded lists of the Qinding Xieji Bianfang Shu); months counted from the day of each jie solar term.',
    fortune_direction:
      'Fortune god (Fu Shen) direction by day stem per the verse "Jia and Yi southeast, Bing and Ding due east, Wu north, Ji south, Geng and Xin southwest, Ren northwest, Gui west" (lunar-typescript sect 1, as tyme4ts).',
  },
  ja: {
    library: ALMANAC_LIBRARY,
    activities:
      '宜忌は lunar-typescript（6tail）の宜忌表による（作者が広く使われるネット暦から整理したもので、通行の暦アプリの系統。『欽定協紀弁方書』の宜忌等第ではない）。月は節入りの日から数える。',
    fortune_direction:
      '福神の方位は日干により、「福神方位歌」（甲乙は東南、丙丁は正東、戊は北、己は南、庚辛は坤、壬は乾、癸は西）に従う（lunar-typescript の流派1、tyme4ts と同じ）。',
  },
  ko: {
    library: ALMANAC_LIBRARY,
    activities:
      '마땅한 일과 꺼리는 일은 lunar-typescript(6tail)의 의기표를 따른다(작자가 널리 쓰이는 온라인 책력에서 정리한 것으로, 통용 책력 앱의 계통이며 『흠정협기변방서』의 등급이 아니다). 달은 절기가 드는 날부터 센다.',
    fortune_direction:
      '복신 방위는 일간에 따라 「복신방위가」(갑을은 동남, 병정은 정동, 무는 북, 기는 남, 경신은 서남, 임은 서북, 계는 서)를 따른다(lunar-typescript 유파 1, tyme4ts와 같음).',
  },
  vi: {
    library: ALMANAC_LIBRARY,
    activities:
      'Việc nên làm và kiêng kỵ theo bảng nghi kỵ của lunar-typescript (6tail), do tác giả tổng hợp từ một trang lịch trực tuyến phổ biến (truyền thống của các ứng dụng lịch thông dụng, không phải thứ bậc nghi kỵ của Khâm định Hiệp kỷ biện phương thư); tháng tính từ ngày giao tiết.',
    fortune_direction:
      'Hướng Phúc thần theo can ngày, theo bài ca "Giáp Ất Đông Nam, Bính Đinh Chính Đông, Mậu Bắc, Kỷ Nam, Canh Tân Tây Nam, Nhâm Tây Bắc, Quý Tây" (lunar-typescript phái 1, như tyme4ts).',
  },
}

/** The almanac's `source` in `locale` (zh-TW and zh-HK converted from zh once, `core/sentence.ts`). */
export const almanacSource = sentenceTables<AlmanacSource>({ ...WRITTEN_SOURCES, zh: ZH_SOURCE })
