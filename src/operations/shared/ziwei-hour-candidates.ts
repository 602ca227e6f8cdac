/**
 * The Zi Wei chart without a birth time, `hourCandidates: true`: every hour the date can hold at the
 * place (the Bazi hour candidates, `./hour-candidates`), each with its 命宫, 五行局 and major stars.
 */
import type { ZiweiRequestInput } from '../../contracts/ziwei'
import {
  BRANCHES,
  STEMS,
  dateOfJulianDayNumber,
  dayCycleOfDate,
  formatCivilDate,
  julianDayNumber,
  parseCivilDate,
  SIXTY_CYCLE,
  cycleIndexOfName,
} from '../../core/bazi'
import { ziweiLabels as L, ziweiOfDay } from '../../core/ziwei'
import { ziweiSchool } from '../../presenters/ziwei'
import { assertCandidatesPossible, hourCandidatesView } from './hour-candidates'

/**
 * The date near the civil date whose day pillar is `day`: the candidates' days are read on the
 * driving clock, which can stand up to about 27 hours from the civil one (a UTC+14 offset at
 * longitude −180 puts solar time 26 hours behind, the equation of time and the 23:00 rule add the
 * rest), so two days either way; a day pillar recurs only every 60 days, so the match is unique.
 */
function dateOfDay(civil: string, day: string): string {
  const d = parseCivilDate(civil)!
  const jdn = julianDayNumber(d.year, d.month, d.day)
  for (const offset of [0, 1, -1, 2, -2]) {
    const c = dateOfJulianDayNumber(jdn + offset)
    if (SIXTY_CYCLE[dayCycleOfDate(c.year, c.month, c.day)] === day) return formatCivilDate(c)
  }
  throw new Error(`no date near ${civil} has the day pillar ${day}`)
}

/** No time, `hourCandidates: true`: every hour the date can hold at the place, with its 命宫 and major stars there. */
export function ziweiHourCandidates(input: ZiweiRequestInput) {
  assertCandidatesPossible(input)
  const view = hourCandidatesView(input)
  return {
    hourCandidates: {
      date: view.date,
      clock: view.clock,
      candidates: view.candidates.map((c) => {
        const chart = ziweiOfDay({
          dayDate: dateOfDay(input.date, c.day),
          hourBranch: cycleIndexOfName(c.hour)! % 12,
          sex: input.sex,
          leapMonth: input.leapMonth,
          springYearCycle: input.yearStart === 'spring-begins' ? cycleIndexOfName(c.year)! : null,
        })
        const life = chart.palaces.find((p) => p.isLife)!
        return {
          hour: c.hour,
          start: c.start,
          end: c.end,
          firstMinute: c.firstMinute,
          lastMinute: c.lastMinute,
          lifePalace: STEMS[life.stem].zh + BRANCHES[life.branch].zh,
          bureau: L.labelOf(L.FIVE_ELEMENT_BUREAUS, chart.bureau, input.locale),
          majorStars: life.major.map((s) => L.labelOf(L.MAJOR_STARS, s.code, input.locale)),
        }
      }),
    },
    conventions: {
      ziHour: input.ziHour,
      clock: view.clock,
      leapMonth: input.leapMonth,
      yearStart: input.yearStart,
      school: ziweiSchool(input.locale),
    },
    warnings: [],
  }
}
