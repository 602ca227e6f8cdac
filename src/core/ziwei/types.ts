/** The shapes of the Zi Wei core: its complete input, the natal chart in codes, the fortune layers. */
import type { ChartResult, LunarDate } from '../bazi'
import type { BirthDetails, Locale, Sex, Warning, ZiHourRule } from '../types'

export type LeapMonthRule = 'split' | 'current' | 'next'
export type YearStart = 'lunar-new-year' | 'spring-begins'

/** Complete input: the operations decide every default. */
export interface ZiweiInput extends BirthDetails {
  /** Absent: no decades, life stages or 博士 spirits (their direction depends on it), never guessed. */
  sex?: Sex
  ziHour: ZiHourRule
  trueSolarTime: boolean
  locale: Locale
  leapMonth: LeapMonthRule
  yearStart: YearStart
  /** YYYY-MM-DD: the day of the fortune layers; absent: no layers, unless `nowMs` is given. */
  readingDate?: string
  /** The caller's clock reading (ms): without `readingDate`, the layers are read today in the birth place's zone (UTC without one). */
  nowMs?: number
}

export interface ZiweiStar {
  code: string
  /** Brightness code (庙旺得利平不陷), null where the school gives none. */
  brightness: string | null
  /** Birth-year 四化 code, null when the star has none. */
  mutagen: string | null
}

export interface ZiweiPalace {
  /** Palace code (life, siblings …). */
  palace: string
  stem: number
  branch: number
  isLife: boolean
  isBody: boolean
  major: ZiweiStar[]
  minor: ZiweiStar[]
  adjective: string[]
  lifeStage: string | null
  boshi: string | null
  jiangqian: string
  suiqian: string
  /** The decade this palace rules (nominal ages), null without the sex. */
  decade: { from: number; to: number } | null
}

export interface ZiweiChart {
  /** The civil date iztro was given: the day pillar's date on the driving clock. */
  dayDate: string
  /** The lunar date of that day, and the month the stars were placed by (the leap-month rule applied). */
  lunarDate: LunarDate & { monthUsed: number }
  hourBranch: number
  /** Cycle position of the year pillar the chart uses (lunar year, or the 立春 year). */
  yearCycle: number
  lifeBranch: number
  bodyBranch: number
  lifeMaster: string
  bodyMaster: string
  bureau: string
  /** In branch order from 寅. */
  palaces: ZiweiPalace[]
  layers: ZiweiLayers | null
  /** The Bazi chart of the same moment (clocks, location, warnings, pillars). */
  bazi: ChartResult
  /** The Bazi chart's warnings (boundaries, offsets) and SEX_UNKNOWN. */
  warnings: Warning[]
}

export interface DayChartInput {
  /** YYYY-MM-DD of the day (after the 子-hour rule). */
  dayDate: string
  hourBranch: number
  sex?: Sex
  leapMonth: LeapMonthRule
  /** The 立春 year's cycle position, or null for the lunar year. */
  springYearCycle: number | null
}

export interface ZiweiLayer {
  /** Branch of the natal palace the layer's 命宫 falls on. */
  branch: number
  /** Natal palace code there. */
  palace: string
  /** The layer's stem and branch (the decade palace's, the year's, the month's, the day's). */
  cycle: number
  /** The stem's 四化: star code per transformation (lu, quan, ke, ji). */
  mutagens: { mutagen: string; star: string }[]
}

export interface ZiweiLayers {
  readingDate: string
  /** 虚岁 on the reading date (lunar years, birth year counted as 1). */
  nominalAge: number
  /** Null without the sex (its direction is unknown), or past the twelfth decade. */
  decade: (ZiweiLayer & { from: number; to: number; childhood: boolean }) | null
  year: ZiweiLayer
  month: ZiweiLayer
  day: ZiweiLayer
}

/** The natal chart alone (no layers, no Bazi chart). */
export type NatalChart = Omit<ZiweiChart, 'layers' | 'bazi' | 'warnings'>
