/**
 * The luck pillars (大运) of a chart: direction by year stem polarity and sex, start by the distance
 * to the jie, 3 days = 1 year (docs/domain.md, "Luck pillars"; the rule itself in luck.ts).
 */
import type { Locale, Sex } from '../types'
import { formatUtc, formatWallMinutes } from '../time/civil-date'
import { jieAfter, jieAtOrBefore } from '../time/solar-terms'
import { wallToMs } from '../time/offsets'
import type { WallClock } from '../time/types'
import { nayinOf } from './cycle-attributes'
import { LUCK_DIRECTIONS, term } from './glossary'
import { addSpan, isForward, luckPillars, luckStartSpan } from './luck'
import { LABELS, jieView } from './chart-labels'
import type { LuckView } from './chart-types'

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

export function luckView(q: LuckQuery): LuckView {
  const { locale, civil } = q
  const l = LABELS[locale]
  const forward = isForward(q.yearStem, q.sex)
  const birthMs = q.instantMs ?? q.assumedMs
  const jie = forward ? jieAfter(birthMs) : jieAtOrBefore(birthMs)
  const startSpan = luckStartSpan(jie.utcMs - birthMs)
  const startWall = addSpan(civil, startSpan)
  const birthYear = civil.year
  const core = luckPillars({ monthCycle: q.monthCycle, forward, startYear: startWall.year, birthYear, dayMasterStem: q.dayMasterStem })
  return {
    sex: q.sex,
    direction: term(LUCK_DIRECTIONS[forward ? 'forward' : 'backward'], locale),
    method: 'minutes-to-jie-3-days-per-year',
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
    pillars: core.map((p) => ({
      index: p.index,
      ganzhi: p.ganzhi,
      tenGod: l.tenGod[p.stemTenGod],
      nayin: term(nayinOf(p.cycle), locale),
      startYear: p.startYear,
      endYear: p.endYear,
      startAge: p.startAge,
      endAge: p.endAge,
      annual: p.annual.map((a) => ({ year: a.year, ganzhi: a.ganzhi, nominalAge: a.nominalAge, tenGod: l.tenGod[a.tenGod] })),
    })),
    precision: q.instantMs !== null ? 'exact' : 'approximate',
  }
}
