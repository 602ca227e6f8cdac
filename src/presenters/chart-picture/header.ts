/** The header's four lines (sex and title, birth moment and place, clock and 子 rule, lunar date and zodiac), for either layout. */
import { placeNameOf, type PictureContext } from './context'
import { signed, solarCorrectionMinutes } from './document'
import { fillIn } from './text'

export function headerLines(ctx: PictureContext): { title: string; born: string; clock: string; lunar: string } {
  const { chart, words } = ctx
  const { time, location } = chart
  const sex = chart.luck?.sex
  const civil = time.civil.replace('T', ' ')
  const name = placeNameOf(ctx)
  const place = name
    ? [name, location.country].filter(Boolean).join(', ') + (location.timeZone ? ` (${location.timeZone})` : '')
    : words.placeUnknown
  const born = [fillIn(words.born, { date: civil }), time.timeKnown ? null : words.timeUnknown, place].filter(Boolean).join(words.separator)
  const clock =
    time.trueSolar && time.drivingClock === 'true-solar' && time.timeKnown
      ? fillIn(words.trueSolar, { time: time.trueSolar.slice(11, 16), minutes: signed(solarCorrectionMinutes(time.civil, time.trueSolar)) })
      : words.civilClock
  const zi = words.ziHour[chart.conventions.ziHour as 'next-day' | 'same-day'] ?? ''
  const { lunarDate, civilLunarDate } = chart.chart
  // Both lunar dates, each labelled, when the day pillar's day is not the civil one (the Zi Wei chart reads the first).
  const lunar = civilLunarDate
    ? fillIn(words.lunarOfChartDay, { year: lunarDate.yearGanzhi, date: lunarDate.name }) +
      words.separator +
      fillIn(words.lunarOfCivilDay, { date: civilLunarDate.name })
    : fillIn(words.lunar, { year: lunarDate.yearGanzhi, date: lunarDate.name })
  const zodiac = fillIn(words.zodiac, { animal: chart.chart.zodiac.name })
  return {
    title: `${words.sex[sex ?? 'unknown']}${words.separator}${words.title}`,
    born,
    clock: [clock, zi].join(words.separator),
    lunar: [lunar, zodiac].join(words.separator),
  }
}
