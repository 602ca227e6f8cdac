/** The chart's options and result shapes. */
import type { Locale, Sex, Warning, ZiHourRule } from '../types'
import type { ResolvedMoment } from '../time/types'
import type { Element } from './ganzhi'
import type { Term } from './glossary'
import type { Interaction } from './interactions'
import type { PillarPosition } from './shensha'
import type { assessStrength } from './strength'
import type { DayMember } from './day-interactions'
import type { branchView, jieView, PillarView, StemView, stemView } from './chart-labels'

/** Complete chart options: the operations decide every default (the core restates none). */
export interface ChartOptions {
  /** Absent: no luck pillars (their direction needs it). */
  sex?: Sex
  ziHour: ZiHourRule
  locale: Locale
  includeDaily: boolean
  /** YYYY-MM-DD; the day of the daily block. */
  readingDate?: string
  /** YYYY-MM-DD supplied by the operation from its clock when readingDate is absent (the core never reads the clock). */
  today?: string
  /**
   * The caller's clock reading (ms since epoch) when neither readingDate nor today is given: the
   * daily block then uses today's date in the birth place's IANA zone, else in UTC.
   */
  nowMs?: number
}

export interface Pillars {
  year: PillarView
  month: PillarView
  day: PillarView
  hour: PillarView | null
}

/** Ganzhi strings of the four pillars (hour null when unknown): the compact form used in warnings. */
export interface PillarSet {
  year: string
  month: string
  day: string
  hour: string | null
}

export interface PalaceView {
  label: Term
  ganzhi: string
  nayin: Term
}

export interface ChartResult {
  chart: {
    pillars: Pillars
    /** The day stem character, e.g. "庚". */
    dayMaster: string
    dayMasterDetail: ReturnType<typeof stemView>
    elements: {
      visible: Record<Element, number>
      weighted: Record<Element, number>
      missing: Element[]
      missingIncludingHidden: Element[]
    }
    strength: ReturnType<typeof assessStrength> & { verdictTerm: Term; favourable: Term[]; unfavourable: Term[]; reason: string }
    /** The lunar date of the day the day pillar belongs to (the driving clock after the 子-hour rule). */
    lunarDate: LunarDateView
    /** The civil birth date's lunar date, only when it differs from `lunarDate`. */
    civilLunarDate?: LunarDateView
    zodiac: { code: string; zh: string; en: string; name: string; lunarYear: { code: string; zh: string; en: string; name: string } }
    palaces: {
      conception: PalaceView
      conceptionBreath: PalaceView
      life: PalaceView | null
      body: PalaceView | null
    }
    interactions: (Interaction<PillarPosition> & { name: string })[]
  }
  location: ResolvedMoment['location']
  time: ResolvedMoment['times'] & { drivingClock: 'true-solar' | 'civil'; timeKnown: boolean }
  conventions: Record<string, unknown>
  warnings: Warning[]
  luck: LuckView | null
  daily?: DailyView
}

/**
 * What a reading built on the chart reads of it (the yearly outlook): the pillars, the day master and
 * its strength, the luck pillars' direction, start and first pillar, the place, the times, the
 * conventions and the warnings. `calculateChartEssentials` computes just this; a whole `ChartResult`
 * is one too.
 */
export interface ChartEssentials {
  chart: Pick<ChartResult['chart'], 'pillars' | 'dayMaster' | 'strength'>
  location: ChartResult['location']
  time: ChartResult['time']
  conventions: ChartResult['conventions']
  warnings: Warning[]
  luck: LuckEssentials | null
}

/**
 * The luck pillars' direction, start and first pillar at least: each next one follows ten years on,
 * its cycle stepped by the direction. Its `pillars` are read-only, so a function that looks a year up
 * among all ten (`luckPillarInForce`, which takes a `LuckView`) does not take it.
 */
type LuckEssentials = Omit<LuckView, 'pillars'> & { readonly pillars: readonly LuckView['pillars'][number][] }

export interface LuckView {
  sex: Sex
  direction: Term
  method: string
  /** How the ages below are counted (nominal, 虚岁). */
  ageReckoning: Term
  start: {
    /** Civil wall time at the birth place's offset, `YYYY-MM-DDTHH:MM`. */
    moment: string
    years: number
    months: number
    days: number
    hours: number
    nominalAge: number
    /** The start instant, UTC (`YYYY-MM-DDTHH:MM:SSZ`); null when the birth instant is unknown. */
    utc: string | null
    /** The jie the distance was measured to. */
    jie: ReturnType<typeof jieView>
  }
  pillars: {
    index: number
    ganzhi: string
    tenGod: Term
    nayin: Term
    startYear: number
    endYear: number
    startAge: number
    endAge: number
    annual: { year: number; ganzhi: string; nominalAge: number; tenGod: Term }[]
  }[]
  /** Set when the birth time or offset is unknown: the start is computed from an assumed instant. */
  precision: 'exact' | 'approximate'
}

export interface DailyView {
  date: string
  ganzhi: string
  stem: StemView
  branch: ReturnType<typeof branchView>
  tenGod: Term
  /** Interactions of the day's stem and branch with the natal pillars (only those involving the day). */
  interactions: (Interaction<DayMember> & { name: string })[]
}

/** A lunar date as a chart reports it. */
interface LunarDateView {
  year: number
  month: number
  day: number
  isLeapMonth: boolean
  zh: string
  en: string
  name: string
  yearGanzhi: string
}
