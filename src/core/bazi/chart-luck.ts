/**
 * The luck pillars (大运) of a chart: direction by year stem polarity and sex, start by the distance
 * to the jie, 3 days = 1 year (docs/domain.md, "Luck pillars"; the rule itself in luck.ts).
 */
import type { Locale, Sex } from '../types'
import type { Localized } from '../locale'
import { formatUtc, formatWallMinutes } from '../time/civil-date'
import { jieAfter, jieAtOrBefore } from '../time/solar-terms'
import { wallToMs } from '../time/offsets'
import type { WallClock } from '../time/types'
import { yearCycleOf } from './calendar'
import { SIXTY_CYCLE } from './ganzhi'
import { AGE_RECKONINGS, LUCK_DIRECTIONS, term, type Term } from './glossary'
import { addSpan, isForward, luckPillarCycle, luckStartSpan } from './luck'
import { LABELS, NAYIN_TERMS, jieView, perLocale } from './chart-labels'
import { tenGodOf } from './ten-gods'
import type { LuckView } from './chart-types'

/**
 * The ten-god term of each stem against each day master, per locale, indexed [dayMaster][stem] and
 * built once: the hundred lookups of a chart's luck and annual pillars read an array instead of a
 * record keyed by the ten god's code (ten-gods.ts for the rule).
 */
const tenGodTermsFor = (locale: Locale): Term[][] =>
  Array.from({ length: 10 }, (_, dm) => Array.from({ length: 10 }, (_, stem) => LABELS[locale].tenGod[tenGodOf(dm, stem)]))
const TEN_GOD_TERMS: Localized<Term[][]> = perLocale(tenGodTermsFor)

/** A chart lists ten luck pillars (a hundred years). */
export const LUCK_PILLARS = 10
const YEARS_PER_PILLAR = 10

/**
 * The luck pillars (ten in a chart) with their ten annual pillars each, built straight into the response's
 * shape in one pass (the stem of a cycle n is n mod 10; consecutive years are consecutive cycles).
 */
function luckPillarViews(q: LuckQuery, forward: boolean, firstYear: number, count: number): LuckView['pillars'] {
  const tenGodOfStem = TEN_GOD_TERMS[q.locale][q.dayMasterStem]
  const nayin = NAYIN_TERMS[q.locale]
  const birthYear = q.civil.year
  const pillars: LuckView['pillars'] = new Array(count)
  for (let i = 0; i < count; i++) {
    const cycle = luckPillarCycle(q.monthCycle, forward, i + 1)
    const startYear = firstYear + YEARS_PER_PILLAR * i
    const annual: LuckView['pillars'][number]['annual'] = new Array(YEARS_PER_PILLAR)
    let yearCycle = yearCycleOf(startYear)
    for (let k = 0; k < YEARS_PER_PILLAR; k++) {
      const year = startYear + k
      annual[k] = { year, ganzhi: SIXTY_CYCLE[yearCycle], nominalAge: year - birthYear + 1, tenGod: tenGodOfStem[yearCycle % 10] }
      yearCycle = yearCycle === 59 ? 0 : yearCycle + 1
    }
    pillars[i] = {
      index: i + 1,
      ganzhi: SIXTY_CYCLE[cycle],
      tenGod: tenGodOfStem[cycle % 10],
      nayin: nayin[cycle],
      startYear,
      endYear: startYear + YEARS_PER_PILLAR - 1,
      startAge: startYear - birthYear + 1,
      endAge: startYear - birthYear + YEARS_PER_PILLAR,
      annual,
    }
  }
  return pillars
}

export interface LuckQuery {
  sex: Sex
  yearStem: number
  monthCycle: number
  dayMasterStem: number
  /** The birth instant; null when unknown. */
  instantMs: number | null
  /** The instant the start is measured from when the birth instant is unknown. */
  assumedMs: number
  /** The civil birth reading at the birth place's offset. */
  civil: WallClock
  locale: Locale
}

/** The luck pillars' direction, start and the first `count` pillars (a chart lists `LUCK_PILLARS`). */
export function luckView(q: LuckQuery, count: number = LUCK_PILLARS): LuckView {
  const { locale, civil } = q
  const forward = isForward(q.yearStem, q.sex)
  const birthMs = q.instantMs ?? q.assumedMs
  const jie = forward ? jieAfter(birthMs) : jieAtOrBefore(birthMs)
  const startSpan = luckStartSpan(jie.utcMs - birthMs)
  const startWall = addSpan(civil, startSpan)
  const birthYear = civil.year
  return {
    sex: q.sex,
    direction: term(LUCK_DIRECTIONS[forward ? 'forward' : 'backward'], locale),
    method: 'minutes-to-jie-3-days-per-year',
    ageReckoning: term(AGE_RECKONINGS.nominal, locale),
    start: {
      moment: formatWallMinutes(startWall),
      years: startSpan.years,
      months: startSpan.months,
      days: startSpan.days,
      hours: startSpan.hours,
      nominalAge: startWall.year - birthYear + 1,
      // The same span after the birth instant (null when the instant itself is unknown).
      utc: q.instantMs !== null ? formatUtc(q.instantMs + wallToMs(startWall) - wallToMs(civil)) : null,
      jie: jieView(jie, locale),
    },
    pillars: luckPillarViews(q, forward, startWall.year, count),
    precision: q.instantMs !== null ? 'exact' : 'approximate',
  }
}

/** The luck pillar in force in a Bazi year (立春-based); null before the first starts or after the last ends. */
export const luckPillarInForce = (luck: LuckView, baziYear: number): LuckView['pillars'][number] | null =>
  luck.pillars.find((p) => p.startYear <= baziYear && baziYear <= p.endYear) ?? null
