/**
 * `hourCandidates: true` on `POST /api/v1/bazi` without a time: the hour pillars the civil date can
 * hold at the place, each with its window of civil clock time (see src/core/bazi/hour-candidates.ts).
 */
import { AppError } from '../../core/errors'
import { drivingClockOf, glossary, hourCandidates, parseCivilDate, SIXTY_CYCLE } from '../../core/bazi'
import { resolvePlaceClock } from '../../core/time/place-clock'
import type { BirthDetails, Locale, ZiHourRule } from '../../core/types'
import { boundaryView, instantView, minuteText, termLabel, wholeMinutes } from '../../presenters/practitioner-views'

export interface HourCandidatesRequest extends BirthDetails {
  trueSolarTime: boolean
  ziHour: ZiHourRule
  locale: Locale
}

/** Refuses a request the candidates cannot answer, before the call is counted. */
export function assertCandidatesPossible(input: HourCandidatesRequest): void {
  if (input.time !== undefined) {
    throw new AppError(
      'INVALID_REQUEST',
      'hourCandidates lists the possible hours of a birth whose time is unknown: leave out `time`, or leave out `hourCandidates`.',
      { field: 'hourCandidates' },
    )
  }
  if (input.city === undefined && input.latitude === undefined && input.timezone === undefined) {
    throw new AppError(
      'INVALID_REQUEST',
      'hourCandidates needs the birth place (city or latitude/longitude) or a timezone offset: the clock times of the hours depend on them.',
      { field: 'hourCandidates' },
    )
  }
}

export function hourCandidatesView(input: HourCandidatesRequest) {
  const place = resolvePlaceClock(
    { city: input.city, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone },
    input.locale,
  )
  const date = parseCivilDate(input.date)!
  const list = hourCandidates({ date, place, trueSolarTime: input.trueSolarTime, ziHour: input.ziHour, locale: input.locale })
  const god = (code: keyof typeof glossary.TEN_GODS) => ({
    code,
    name: glossary.TEN_GODS[code].names[input.locale],
  })
  return {
    date: input.date,
    clock: drivingClockOf({ place, trueSolarTime: input.trueSolarTime, ziHour: input.ziHour }),
    ziHour: input.ziHour,
    candidates: list.map((c) => {
      const minutes = wholeMinutes(place, c.window)
      return {
        hour: SIXTY_CYCLE[c.hourCycle],
        day: SIXTY_CYCLE[c.dayCycle],
        year: SIXTY_CYCLE[c.yearCycle],
        month: SIXTY_CYCLE[c.monthCycle],
        tenGod: god(c.tenGod),
        start: instantView(place, c.window.startMs),
        end: instantView(place, c.window.endMs),
        startBoundary: boundaryView(c.window.startBoundary, input.locale),
        endBoundary: boundaryView(c.window.endBoundary, input.locale),
        firstMinute: minuteText(minutes.first)?.slice(11) ?? null,
        lastMinute: minuteText(minutes.last)?.slice(11) ?? null,
        dayChange: c.dayChange ? { instant: instantView(place, c.dayChange.atMs), day: SIXTY_CYCLE[c.dayChange.dayCycle] } : null,
        monthChange: c.monthChange
          ? {
              term: termLabel(c.monthChange.term, input.locale),
              instant: instantView(place, c.monthChange.term.utcMs),
              year: SIXTY_CYCLE[c.monthChange.yearCycle],
              month: SIXTY_CYCLE[c.monthChange.monthCycle],
            }
          : null,
      }
    }),
  }
}
