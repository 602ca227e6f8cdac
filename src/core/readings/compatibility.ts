/**
 * Compatibility of two people: both Four Pillars charts (bazi/chart.ts `calculateChart`, the same
 * pipeline as the chart operation, defaults included: true solar time, 子时 school A) and the
 * symmetric five-component score of `compatibility-score.ts`, whose module comment documents the
 * scoring. The response carries the same documentation in `method`.
 */
import { calculateChart, type ChartResult } from '../bazi'
import { cycleParts } from '../bazi'
import { AppError, isAppError } from '../errors'
import type { Bilingual, BirthDetails, Locale } from '../types'
import {
  COMPATIBILITY_METHOD,
  RATING_BANDS,
  type BreakdownComponent,
  type CompatibilityPillars,
  scoreCompatibility,
} from './compatibility-score'

export interface CompatibilityInput {
  person1: BirthDetails
  person2: BirthDetails
  locale: Locale
}

export interface CompatibilityReading {
  locale: Locale
  /** Integer 0-100: the sum of the breakdown's points. */
  score: number
  rating: { code: (typeof RATING_BANDS)[number]['code']; en: string; zh: string; name: string }
  breakdown: BreakdownComponent[]
  method: typeof COMPATIBILITY_METHOD
  summary: Bilingual
  person1: ChartResult
  person2: ChartResult
}

type Who = 'person1' | 'person2'

/** A chart, with any input error naming the person it belongs to. */
const chartOf = (who: Who, details: BirthDetails, locale: Locale): ChartResult => {
  try {
    // The service's chart conventions: the compatibility request has no options for them.
    return calculateChart({ ...details, ziHour: 'next-day', trueSolarTime: true, locale, includeDaily: false })
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
  return { code: band.code, en: band.en, zh: band.zh, name: locale === 'zh' ? band.zh : band.en }
}

export const calculateCompatibility = (input: CompatibilityInput): CompatibilityReading => {
  const { locale } = input
  const person1 = chartOf('person1', input.person1, locale)
  const person2 = chartOf('person2', input.person2, locale)
  const { score, breakdown } = scoreCompatibility(pillarsOf(person1), pillarsOf(person2))
  const rating = ratingOf(score, locale)
  return {
    locale,
    score,
    rating,
    breakdown,
    method: COMPATIBILITY_METHOD,
    summary: summarise(score, rating, breakdown, person1, person2),
    person1,
    person2,
  }
}

const share = (c: BreakdownComponent) => c.points / c.maximum
const dm = (r: ChartResult) => `${r.chart.dayMasterDetail.pinyin} (${r.chart.dayMasterDetail.en})`

const summarise = (
  score: number,
  rating: CompatibilityReading['rating'],
  breakdown: BreakdownComponent[],
  p1: ChartResult,
  p2: ChartResult,
): Bilingual => {
  // Strongest and weakest components by share of their maximum; ties keep breakdown order.
  const ranked = [...breakdown].sort((a, b) => share(b) - share(a))
  const best = ranked[0]
  const worst = ranked[ranked.length - 1]
  const hourNote: Bilingual =
    p1.chart.pillars.hour && p2.chart.pillars.hour
      ? { en: '', zh: '' }
      : {
          en: ' One or both birth times are unknown, so the hour pillar is left out of the comparison.',
          zh: '有出生时间未知，时柱未参与比较。',
        }
  return {
    en:
      `Compatibility ${score}/100 (${rating.en}). Day masters ${dm(p1)} and ${dm(p2)}. ` +
      `Strongest: ${best.label.en} (${best.points}/${best.maximum}); weakest: ${worst.label.en} (${worst.points}/${worst.maximum}).${hourNote.en}`,
    zh:
      `合婚得分 ${score}/100（${rating.zh}）。日主${p1.chart.dayMaster}与${p2.chart.dayMaster}。` +
      `最佳：${best.label.zh}（${best.points}/${best.maximum}）；最弱：${worst.label.zh}（${worst.points}/${worst.maximum}）。${hourNote.zh}`,
  }
}

/** The embedded template narrative (used when no model is configured), from the same facts. */
export const compatibilityTemplateNarrative = (r: CompatibilityReading): Bilingual => ({
  en: [r.summary.en, ...r.breakdown.map((c) => `${c.label.en} (${c.points}/${c.maximum}): ${c.reason.en}`)].join('\n'),
  zh: [r.summary.zh, ...r.breakdown.map((c) => `${c.label.zh}（${c.points}/${c.maximum}）：${c.reason.zh}`)].join('\n'),
})
