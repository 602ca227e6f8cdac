/**
 * Compatibility of two people: both Four Pillars charts (bazi/chart.ts `calculateChart`, the same
 * pipeline as the chart operation, defaults included: true solar time, 子时 school A) and the
 * symmetric five-component score of `compatibility-score.ts`, whose module comment documents the
 * scoring. The response carries the same documentation in `method`.
 */
import { calculateChart, type ChartResult, cycleParts, elementName, stemName, stemOf } from '../bazi'
import { AppError, isAppError } from '../errors'
import type { BirthDetails, Locale } from '../types'
import {
  type BreakdownComponent,
  type CompatibilityMethod,
  type CompatibilityPillars,
  RATING_BANDS,
  compatibilityMethod,
  scoreCompatibility,
} from './compatibility-score'
import { COMPONENT_NAMES, type CompatibilitySentences, RATING_NAMES, compatibilitySentences } from './compatibility-words'
import { type Label, type NarrativeTemplate, labelOf } from './phrases'
import { type Phrase, type Values, fill, phraseOf } from '../sentence'

export interface CompatibilityInput {
  person1: BirthDetails
  person2: BirthDetails
  locale: Locale
}

export interface CompatibilityReading {
  locale: Locale
  /** Integer 0-100: the sum of the breakdown's points. */
  score: number
  rating: Label & { code: (typeof RATING_BANDS)[number]['code'] }
  breakdown: BreakdownComponent[]
  method: CompatibilityMethod
  summary: Phrase
  person1: ChartResult
  person2: ChartResult
}

type Who = 'person1' | 'person2'

/** A chart, with any input error naming the person it belongs to. */
const chartOf = (who: Who, details: BirthDetails, locale: Locale): ChartResult => {
  try {
    // The service's chart conventions: the compatibility request has no options for them.
    const chart = calculateChart({ ...details, ziHour: 'next-day', trueSolarTime: true, locale, includeDaily: false })
    // A compatibility request takes no sex and its answer no luck pillars: the chart's SEX_UNKNOWN
    // would ask for something the caller cannot send here.
    chart.warnings = chart.warnings.filter((w) => w.code !== 'SEX_UNKNOWN')
    return chart
  } catch (e) {
    if (!isAppError(e)) throw e
    const field = typeof e.details?.field === 'string' ? `${who}.${e.details.field}` : who
    throw new AppError(e.code, `${who}: ${e.message}`, { ...e.details, field, person: who }, { cause: e })
  }
}

const pillarsOf = (r: ChartResult): CompatibilityPillars => {
  const p = r.chart.pillars
  return {
    year: cycleParts(p.year.cycle),
    month: cycleParts(p.month.cycle),
    day: cycleParts(p.day.cycle),
    ...(p.hour && { hour: cycleParts(p.hour.cycle) }),
  }
}

/** The band of a score (RATING_BANDS, documented in `method.ratingBands`). */
const ratingOf = (score: number, locale: Locale): CompatibilityReading['rating'] => {
  const band = RATING_BANDS.find((b) => score >= b.min)!
  return { code: band.code, ...labelOf(RATING_NAMES, band.code, locale) }
}

export const calculateCompatibility = (input: CompatibilityInput): CompatibilityReading => {
  const { locale } = input
  const person1 = chartOf('person1', input.person1, locale)
  const person2 = chartOf('person2', input.person2, locale)
  const { score, breakdown } = scoreCompatibility(pillarsOf(person1), pillarsOf(person2), locale)
  const rating = ratingOf(score, locale)
  return {
    locale,
    score,
    rating,
    breakdown,
    method: compatibilityMethod(locale),
    summary: summarise(score, rating.code, breakdown, person1, person2, locale),
    person1,
    person2,
  }
}

const share = (c: BreakdownComponent) => c.points / c.maximum

/**
 * A day master as the summary names it: English by pinyin and "Yang Wood" name, Chinese by the
 * character (the recorded answers), the others by the stem and its element (庚金, 경금, Canh Kim).
 */
const dayMasterIn = (r: ChartResult, l: Locale) => {
  const stem = stemOf(r.chart.dayMaster)!
  if (l === 'en') return `${r.chart.dayMasterDetail.pinyin} (${r.chart.dayMasterDetail.en})`
  if (l === 'zh' || l === 'zh-TW' || l === 'zh-HK') return r.chart.dayMaster
  const element = elementName(stem.element, l)
  return l === 'vi' ? `${stemName(stem.index, l)} ${element}` : `${stemName(stem.index, l)}${element}`
}

/** A phrase or label of the reading in `en`, `zh` or the reading's own locale (the three it holds). */
const textIn = (p: Phrase | Label, l: Locale) => (l === 'en' ? p.en : l === 'zh' ? p.zh : 'text' in p ? p.text : p.name)

const summarise = (
  score: number,
  rating: CompatibilityReading['rating']['code'],
  breakdown: BreakdownComponent[],
  p1: ChartResult,
  p2: ChartResult,
  locale: Locale,
): Phrase => {
  // Strongest and weakest components by share of their maximum; ties keep breakdown order.
  const ranked = [...breakdown].sort((a, b) => share(b) - share(a))
  const best = ranked[0]
  const worst = ranked[ranked.length - 1]
  const hourKnown = p1.chart.pillars.hour && p2.chart.pillars.hour
  const slotsOf = (l: Locale): Values => {
    const s = compatibilitySentences(l)
    return {
      score,
      rating: RATING_NAMES[l][rating],
      dm1: dayMasterIn(p1, l),
      dm2: dayMasterIn(p2, l),
      best: COMPONENT_NAMES[l][best.code],
      bestPoints: best.points,
      bestMaximum: best.maximum,
      worst: COMPONENT_NAMES[l][worst.code],
      worstPoints: worst.points,
      worstMaximum: worst.maximum,
      hourNote: hourKnown ? '' : s.hourUnknown,
    }
  }
  return phraseOf(compatibilitySentences, (s) => s.summary, slotsOf, locale)
}

/** The template narrative in one of the reading's three languages. */
const narrativeIn = (r: CompatibilityReading, l: Locale): string => {
  const s: CompatibilitySentences = compatibilitySentences(l)
  const lines = r.breakdown.map((c) =>
    fill(s.narrativeLine, { label: textIn(c.label, l), points: c.points, maximum: c.maximum, reason: textIn(c.reason, l) }),
  )
  return [textIn(r.summary, l), ...lines].join('\n')
}

/** The embedded template narrative (used when no model is configured), from the same facts, in English, Chinese and the reading's locale. */
export const compatibilityTemplateNarrative = (r: CompatibilityReading): NarrativeTemplate => ({
  en: narrativeIn(r, 'en'),
  zh: narrativeIn(r, 'zh'),
  [r.locale]: narrativeIn(r, r.locale),
})
