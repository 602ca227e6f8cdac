/** The shapes of daily guidance and the small label helpers its rules share. */
import type { Almanac, AlmanacHour, AlmanacTerm } from '../almanac/almanac'
import type { Locale, Sex } from '../types'
import { glossary, type ChartResult } from '../bazi'
import { ELEMENT_INFO, elementName, type Element } from '../bazi'
import type { Term } from '../bazi'
import type { LifeArea } from './labels'
import type { Phrase } from '../sentence'

export type { LifeArea } from './labels'
export type { Phrase } from '../sentence'
export const LIFE_AREAS: readonly LifeArea[] = ['career', 'wealth', 'relationships', 'health']

export interface Reason extends Phrase {
  /** Stable rule identifier, e.g. `ten-god:direct-officer`, `clash:day`. */
  rule: string
  delta: number
}

export interface AreaRating {
  area: Term
  /** 1 (difficult) … 5 (very favourable). */
  score: number
  reasons: Reason[]
}

export interface GuidanceItem extends Phrase {
  source: 'almanac' | 'chart'
  /** The life area the item serves, when it has one. */
  area?: LifeArea
  /** For almanac activities: the activity's label. */
  activity?: AlmanacTerm
}

export interface DailyGuidance {
  readingDate: string
  method: string
  dayMaster: { char: string; element: Term; strength: Term }
  dayPillar: { ganzhi: string; name: string; tenGod: Term; group: Term; stemElement: Term; branchElement: Term }
  elementInterplay: {
    favourable: Term[]
    unfavourable: Term[]
    dayStem: { element: Term; favourable: boolean }
    dayBranch: { element: Term; favourable: boolean }
    summary: Phrase
  }
  interactions: (Term & { rule: string; natal: Term | null; characters: string; effect: Phrase })[]
  /** Luck (大运) and annual (流年) pillars in force; null without `sex` (the luck direction needs it). */
  periods: {
    luckPillar: { ganzhi: string; tenGod: Term; startYear: number; endYear: number; favourable: boolean } | null
    annualPillar: { year: number; ganzhi: string; tenGod: Term; favourable: boolean }
  } | null
  ratings: Record<LifeArea, AreaRating>
  overall: number
  suitable: GuidanceItem[]
  avoid: GuidanceItem[]
  lucky: {
    colours: (Term & { element: Term })[]
    directions: (AlmanacTerm & { why: Phrase })[]
    hours: (Pick<AlmanacHour, 'ganzhi' | 'name' | 'start' | 'end'> & { why: Phrase })[]
  }
}

export interface GuidanceInput {
  /** A chart from `calculateChart` (any locale; labels are rebuilt in `locale`). */
  chart: ChartResult
  /** The reading day's almanac from `dailyAlmanac`. */
  almanac: Almanac
  sex?: Sex
  locale: Locale
}

/** What a rule does to each life area. */
export type Deltas = Partial<Record<LifeArea, number>>

export const termOf = (entry: { code: string; zh: string; en: string }, locale: Locale): Term => glossary.term(entry, locale)
/** An element as a term, named in `locale` by the chart's table (木, 목, Mộc). */
export const elementTerm = (e: Element, locale: Locale): Term => ({
  code: e,
  zh: ELEMENT_INFO[e].zh,
  en: ELEMENT_INFO[e].en,
  name: elementName(e, locale),
})
