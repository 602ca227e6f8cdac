/**
 * `hourCandidates: true` on `POST /api/v1/bazi` without a time: the hour pillars the civil date can
 * hold at the place, each with its window of civil clock time (see src/core/bazi/hour-candidates.ts).
 */
import { AppError } from '../../core/errors'
import { drivingClockOf, glossary, hourCandidates, SIXTY_CYCLE } from '../../core/bazi'
import { requireCivilDate } from '../../core/time/civil-date'
import { sentence } from '../../core/sentence'
import { resolvePlaceClock } from '../../core/time/place-clock'
import type { BirthDetails, Locale, ZiHourRule } from '../../core/types'
import { boundaryView, instantView, minuteText, termLabel, wholeMinutes } from '../../presenters/practitioner-views'

export interface HourCandidatesRequest extends BirthDetails {
  trueSolarTime: boolean
  ziHour: ZiHourRule
  locale: Locale
}

const TIME_GIVEN = sentence({
  en: 'hourCandidates lists the possible hours of a birth whose time is unknown: leave out `time`, or leave out `hourCandidates`.',
  zh: 'hourCandidates 列出出生时间不详时可能的时辰：请去掉 `time`，或去掉 `hourCandidates`。',
  ja: 'hourCandidates は出生時刻が不明なときに取りうる時柱を並べます。`time` か `hourCandidates` のどちらかを外してください。',
  ko: 'hourCandidates는 출생 시각을 모를 때 가능한 시주를 나열합니다. `time` 또는 `hourCandidates` 중 하나를 빼 주세요.',
  vi: 'hourCandidates liệt kê các giờ có thể có khi không biết giờ sinh: hãy bỏ `time`, hoặc bỏ `hourCandidates`.',
})

const PLACE_NEEDED = sentence({
  en: 'hourCandidates needs the birth place (city or latitude/longitude) or a timezone offset: the clock times of the hours depend on them.',
  zh: 'hourCandidates 需要出生地（city 或 latitude/longitude）或时区偏移（timezone）：各时辰的起止时刻取决于它们。',
  ja: 'hourCandidates には出生地（city または latitude/longitude）か時差（timezone）が必要です。各時辰の時計の時刻はそれで決まります。',
  ko: 'hourCandidates에는 출생지(city 또는 latitude/longitude)나 시간대 오프셋(timezone)이 필요합니다. 각 시진의 시계 시각이 그에 따라 정해집니다.',
  vi: 'hourCandidates cần nơi sinh (city hoặc latitude/longitude) hoặc độ lệch múi giờ (timezone): giờ đồng hồ của từng canh giờ tùy thuộc vào chúng.',
})

/** Refuses a request the candidates cannot answer, before the call is counted. */
export function assertCandidatesPossible(input: HourCandidatesRequest): void {
  if (input.time !== undefined) {
    throw new AppError('INVALID_REQUEST', TIME_GIVEN.in(input.locale), { field: 'hourCandidates' })
  }
  if (input.city === undefined && input.latitude === undefined && input.timezone === undefined) {
    throw new AppError('INVALID_REQUEST', PLACE_NEEDED.in(input.locale), { field: 'hourCandidates' })
  }
}

export function hourCandidatesView(input: HourCandidatesRequest) {
  const place = resolvePlaceClock(
    { city: input.city, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone },
    input.locale,
  )
  // Zi Wei reaches here before any chart has checked the date: an impossible or out-of-range date is refused here.
  const date = requireCivilDate(input.date, input.locale)
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
