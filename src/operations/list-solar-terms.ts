/** The 24 solar terms of a year: REST `POST /api/v1/solar-terms` (metered). Schemas in src/contracts/practitioner.ts. */
import { SolarTermsRequest, SolarTermsResult, solarTermsInputOf, type SolarTermsInput } from '../contracts/practitioner'
import type { Locale } from '../core/types'
import { formatInstant, resolvePlaceClock } from '../core/time/place-clock'
import { solarTermsOfYear } from '../core/bazi'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { instantView, locationView, termLabel } from '../presenters/practitioner-views'

const SOURCE: Record<Locale, string> = {
  en: 'Instants of apparent solar longitude 15°·k from full VSOP87 with nutation and aberration (astronomia), ΔT applied, rounded to the second; the same table every chart compares birth instants with. Local times use the offset in force at each instant (IANA time-zone history).',
  zh: '节气时刻为太阳视黄经 15° 整数倍之时，按完整 VSOP87（含章动、光行差，astronomia）并计 ΔT，精确到秒；与排盘所用节气表相同。当地时间按各时刻当时的时区偏移（IANA 时区历史）。',
}

export function solarTermsResult(input: SolarTermsInput) {
  const hasPlace = input.city !== undefined || input.latitude !== undefined || input.longitude !== undefined || input.timezone !== undefined
  const place = hasPlace ? resolvePlaceClock(input, input.locale) : null
  return {
    year: input.year,
    location: place ? locationView(place) : null,
    terms: solarTermsOfYear(input.year).map((t) => ({
      term: termLabel(t.term, input.locale),
      index: t.term.index,
      kind: t.term.isJie ? 'jie' : 'qi',
      solarLongitude: t.term.solarLongitude,
      instant: place ? instantView(place, t.term.utcMs) : formatInstant(t.term.utcMs, null),
      monthPillar: t.monthPillar,
      yearPillar: t.yearPillar,
    })),
    warnings: place?.warnings ?? [],
    source: SOURCE[input.locale],
  }
}

export const listSolarTerms = defineCapability<SolarTermsInput, ReturnType<typeof solarTermsResult>>({
  name: 'solar_terms',
  operationId: 'listSolarTerms',
  summary: 'The 24 solar terms of a year, to the second',
  description:
    'The 24 solar terms (二十四节气) whose instants fall in a Gregorian year (1800-2200): each instant in UTC to the second and, given a place or timezone, in local civil time with the UTC offset then in force, with the month pillar each jie (节) starts and the year pillar 立春 starts. These are the instants the chart compares birth instants with.',
  output: SolarTermsResult,
  annotations: pureCalculation('List solar terms'),
  rest: {
    path: '/api/v1/solar-terms',
    example: { year: 2026, timezone: 'Asia/Shanghai', locale: 'en' },
    input: SolarTermsRequest,
    toInput: solarTermsInputOf,
  },
  run: (input) => solarTermsResult(input),
})
