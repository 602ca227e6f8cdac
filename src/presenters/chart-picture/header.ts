/** The header's four lines (sex and title, birth moment and place, clock and 子 rule, lunar date and zodiac), for either layout. */
import { placeNameOf, type PictureContext } from './context'
import { fillIn } from './text'

/** Minutes from the civil clock to true solar time, from the two wall readings the core gives. */
function solarCorrectionMinutes(civil: string, trueSolar: string): number {
  const minutes = (wall: string) => Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`) / 60_000
  return Math.round(minutes(trueSolar) - minutes(civil))
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0')

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
  const lunar = fillIn(words.lunar, { year: chart.chart.lunarDate.yearGanzhi, date: chart.chart.lunarDate.name })
  const zodiac = fillIn(words.zodiac, { animal: chart.chart.zodiac.name })
  return {
    title: `${words.sex[sex ?? 'unknown']}${words.separator}${words.title}`,
    born,
    clock: [clock, zi].join(words.separator),
    lunar: [lunar, zodiac].join(words.separator),
  }
}
