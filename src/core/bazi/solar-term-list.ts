/**
 * The 24 solar terms of a Gregorian year with the pillars the 节 start: the same VSOP87 instants
 * (UTC, to the second) every chart compares birth instants against (`./solar-terms`).
 *
 * A year's list is the 24 terms whose instants fall in that Gregorian year: 小寒 and 大寒 in
 * January … 冬至 in December. No term falls within two weeks of 1 January (小寒 ≈ 5 Jan, 冬至 ≈
 * 22 Dec), so the list is the same whether the year is read in UTC or in any local clock.
 *
 * Each 节 (jie, even index) starts a month pillar (立春 → 寅 month …, 小寒 → 丑 month), and 立春
 * also starts the year pillar (《渊海子平》; docs/domain.md, "Year boundary: 立春"; calendar.ts `yearMonthFromJie`); the 中气 (odd index)
 * start nothing.
 */
import { SIXTY_CYCLE } from './ganzhi'
import { yearMonthFromJie } from './calendar'
import { termInstant } from '../time/solar-terms'
import type { SolarTermInstant } from '../time/types'

/** Stable kebab-case codes, index 0 = 立春; from the English names in `SOLAR_TERM_NAMES`. */
export const SOLAR_TERM_CODES: readonly string[] = [
  'start-of-spring',
  'rain-water',
  'awakening-of-insects',
  'spring-equinox',
  'clear-and-bright',
  'grain-rain',
  'start-of-summer',
  'grain-buds',
  'grain-in-ear',
  'summer-solstice',
  'minor-heat',
  'major-heat',
  'start-of-autumn',
  'end-of-heat',
  'white-dew',
  'autumn-equinox',
  'cold-dew',
  'frosts-descent',
  'start-of-winter',
  'minor-snow',
  'major-snow',
  'winter-solstice',
  'minor-cold',
  'major-cold',
]

export interface TermOfYear {
  term: SolarTermInstant
  code: string
  /** The month pillar a jie starts (null for a qi). */
  monthPillar: string | null
  /** The year pillar 立春 starts (null for every other term). */
  yearPillar: string | null
}

/** The 24 terms of `year` (1800..2200), in time order. */
export function solarTermsOfYear(year: number): TermOfYear[] {
  const terms = Array.from({ length: 24 }, (_, index) => termInstant(year, index)).sort((a, b) => a.utcMs - b.utcMs)
  return terms.map((term) => {
    const ym = term.isJie ? yearMonthFromJie(term) : null
    return {
      term,
      code: SOLAR_TERM_CODES[term.index],
      monthPillar: ym ? SIXTY_CYCLE[ym.monthCycle] : null,
      yearPillar: ym && term.index === 0 ? SIXTY_CYCLE[ym.yearCycle] : null,
    }
  })
}
