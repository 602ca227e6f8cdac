/**
 * The chart's own warnings: where the pillars are uncertain, each warning gives the other reading
 * (docs/domain.md, "Warnings near boundaries"). Messages are in the request's locale and contain no
 * ganzhi: those go in `alternative`.
 */
import type { Locale, Warning, ZiHourRule } from '../types'
import { fill, sentence } from '../sentence'
import { solarTermName } from '../time/solar-term-names'
import { formatWallMinutes, pad2 } from '../time/civil-date'
import { jieAtOrBefore, jieBetween } from '../time/solar-terms'
import type { ResolvedMoment, SolarTermInstant, WallClock } from '../time/types'
import { addMinutesToWall, dayHourFromWall, shiftMonths, yearMonthFromJie, type DayHour, type YearMonth } from './calendar'
import { SIXTY_CYCLE } from './ganzhi'
import { jieView } from './chart-labels'
import type { PillarSet } from './chart-types'

// The messages in every locale (ja/ko/vi written for this service; zh-TW/zh-HK from zh, `../sentence`).
const TIME_UNKNOWN = sentence({
  en: 'Birth time unknown: three pillars only; no hour pillar, life or body palace.',
  zh: '出生时间未知：只排三柱，无时柱、命宫、身宫。',
  ja: '出生時刻が不明のため三柱のみで、時柱・命宮・身宮はありません。',
  ko: '출생 시각을 몰라 삼주만 세우며 시주·명궁·신궁은 없습니다.',
  vi: 'Không rõ giờ sinh: chỉ lập ba trụ; không có Trụ Giờ, Mệnh Cung, Thân Cung.',
})
const TERM_ON_BIRTH_DAY = sentence({
  en: ' A solar term falls on the birth day, so the month pillar depends on the time; both candidates are listed.',
  zh: '出生当日交节，月柱取决于时间，两种可能均列出。',
  ja: '出生日に節入りがあり、月柱は時刻によって変わるため、両方の候補を示します。',
  ko: ' 출생일에 절입이 있어 월주가 시각에 따라 달라지므로 두 후보를 모두 제시합니다.',
  vi: ' Ngày sinh có tiết khí giao, nên Trụ Tháng tùy vào giờ sinh; cả hai khả năng đều được liệt kê.',
})
const OFFSET_UNKNOWN = sentence({
  en: 'The UTC offset of the birth place is unknown and a solar term falls within the possible span (UTC-12 to UTC+14), so the year or month pillar is uncertain; every candidate is listed. Give a place or a timezone to decide.',
  zh: '出生地的时区未知，且可能时间范围（UTC-12 至 UTC+14）内有节气交接，年柱或月柱不确定；所有可能均已列出。请提供出生地或时区。',
  ja: '出生地のUTCオフセットが不明で、ありうる範囲（UTC-12～UTC+14）に節入りがあるため、年柱または月柱が確定しません。候補をすべて示します。出生地かタイムゾーンを指定してください。',
  ko: '출생지의 UTC 오프셋을 알 수 없고 가능한 범위(UTC-12~UTC+14) 안에 절입이 있어 연주 또는 월주가 확정되지 않습니다. 모든 후보를 제시합니다. 출생지나 시간대를 알려 주세요.',
  vi: 'Không rõ độ lệch UTC của nơi sinh và có một tiết khí giao trong khoảng có thể (UTC-12 đến UTC+14), nên Trụ Năm hoặc Trụ Tháng chưa chắc chắn; mọi khả năng đều được liệt kê. Hãy cho biết nơi sinh hoặc múi giờ.',
})
const NEAR_TERM = sentence({
  en: 'The birth is {minutes} min {side} the solar term {term}; the {pillars} would differ on the other side. Check the birth time.',
  zh: '出生时间距{term}交节{minutes}分钟（{side}），另一侧的{pillars}不同，请核对出生时间。',
  ja: '出生時刻は{term}の節入りの{minutes}分{side}です。反対側では{pillars}が変わります。出生時刻を確認してください。',
  ko: '출생 시각이 {term} 절입 {minutes}분 {side}입니다. 반대쪽이면 {pillars}가 달라지므로 출생 시각을 확인해 주세요.',
  vi: 'Giờ sinh cách lúc giao tiết {term} {minutes} phút ({side}); ở phía bên kia, {pillars} sẽ khác. Hãy kiểm tra lại giờ sinh.',
})
const BEFORE_TERM = sentence({ en: 'before', zh: '节前', ja: '前', ko: '전', vi: 'trước tiết' })
const AFTER_TERM = sentence({ en: 'after', zh: '节后', ja: '後', ko: '후', vi: 'sau tiết' })
const YEAR_AND_MONTH = sentence({
  en: 'year and month pillars',
  zh: '年柱和月柱',
  ja: '年柱と月柱',
  ko: '연주와 월주',
  vi: 'Trụ Năm và Trụ Tháng',
})
const MONTH_ONLY = sentence({ en: 'month pillar', zh: '月柱', ja: '月柱', ko: '월주', vi: 'Trụ Tháng' })
const NEAR_BOUNDARY = sentence({
  en: 'The {clock} time is {minutes} min from {boundary}, a {kind} boundary; the pillars on the other side are given as the alternative.',
  zh: '{clock}距{boundary}{kind}{minutes}分钟，另一侧的四柱见 alternative。',
  ja: '{clock}は{boundary}（{kind}）から{minutes}分しか離れていません。反対側の四柱を alternative に示します。',
  ko: '{clock} {boundary}({kind})에서 {minutes}분 떨어져 있습니다. 반대쪽의 사주는 alternative에 있습니다.',
  vi: '{clock} cách {boundary} ({kind}) {minutes} phút; tứ trụ ở phía bên kia được nêu trong alternative.',
})
// Korean carries its subject particle in the clock's name (진태양시가, 시계 시각이).
const TRUE_SOLAR = sentence({ en: 'true solar', zh: '真太阳时', ja: '真太陽時', ko: '진태양시가', vi: 'Giờ mặt trời thực' })
const CIVIL = sentence({ en: 'civil', zh: '钟表时间', ja: '時計の時刻', ko: '시계 시각이', vi: 'Giờ đồng hồ' })
const DAY_BOUNDARY = sentence({
  en: 'day and hour',
  zh: '（日柱与时柱交界）',
  ja: '日柱と時柱の境目',
  ko: '일주와 시주의 경계',
  vi: 'ranh giới ngày và canh giờ',
})
const HOUR_BOUNDARY = sentence({
  en: 'two-hour',
  zh: '（时辰交界）',
  ja: '時辰の境目',
  ko: '시진의 경계',
  vi: 'ranh giới giữa hai canh giờ',
})

/**
 * Without the sex the luck pillars' direction is unknown (docs/domain.md, "Luck pillars"): they are
 * left out, never guessed, and the chart says so wherever they would be.
 */
const SEX_UNKNOWN = sentence({
  en: 'No sex given: the luck pillars run forward or backward by the sex and the year stem, so they are left out rather than guessed. Give the sex to get them.',
  zh: '未提供性别：大运的顺逆取决于性别与年干阴阳，因此不排大运（不作猜测）。提供性别即可排出大运。',
  ja: '性別の指定なし：大運の順行・逆行は性別と年干の陰陽で決まるため、推測せずに大運を省きます。性別を指定すると大運を示します。',
  ko: '성별 미입력: 대운의 순행·역행은 성별과 연간의 음양으로 정해지므로, 추측하지 않고 대운을 생략합니다. 성별을 알려 주시면 대운을 제시합니다.',
  vi: 'Chưa cho biết giới tính: chiều thuận nghịch của Đại vận tùy vào giới tính và âm dương của Can năm, nên Đại vận được bỏ trống, không phỏng đoán. Hãy cho biết giới tính để lập Đại vận.',
})

/** The warning of a chart whose luck pillars are left out for want of the sex. */
export const sexUnknownWarning = (locale: Locale): Warning => ({ code: 'SEX_UNKNOWN', message: SEX_UNKNOWN.in(locale) })

/** Minutes that count as "near": 30 around a jie, 10 around an hour or day boundary. */
const NEAR_JIE_MINUTES = 30
const NEAR_HOUR_MINUTES = 10

const pillarSetOf = (ym: YearMonth, dayCycle: number, hourCycle: number | null): PillarSet => ({
  year: SIXTY_CYCLE[ym.yearCycle],
  month: SIXTY_CYCLE[ym.monthCycle],
  day: SIXTY_CYCLE[dayCycle],
  hour: hourCycle === null ? null : SIXTY_CYCLE[hourCycle],
})

/** What the warnings read: the moment, the pillars chosen and the rule they were chosen by. */
export interface ChartWarningContext {
  moment: ResolvedMoment
  ym: YearMonth
  dh: DayHour
  ziHour: ZiHourRule
  locale: Locale
}

/** The chart's warnings in their fixed order (after the time pipeline's). */
export function chartWarnings(c: ChartWarningContext): Warning[] {
  return [...birthTimeUnknown(c), ...offsetUnknownPillars(c), ...nearSolarTerm(c), ...nearHourBoundary(c)]
}

/** No time: three pillars; when a jie falls on the birth day, both month candidates. */
function birthTimeUnknown({ moment, dh, locale }: ChartWarningContext): Warning[] {
  if (moment.timeKnown) return []
  const alt: Record<string, unknown> = {}
  let jieInDay: SolarTermInstant[] = []
  if (moment.instantRange && moment.location.utcOffset !== null) {
    jieInDay = jieBetween(moment.instantRange.earliestMs, moment.instantRange.latestMs)
    if (jieInDay.length > 0) {
      const before = yearMonthFromJie(jieAtOrBefore(moment.instantRange.earliestMs))
      const after = yearMonthFromJie(jieInDay[jieInDay.length - 1])
      alt.jie = jieView(jieInDay[0], locale)
      alt.candidates = [pillarSetOf(before, dh.dayCycle, null), pillarSetOf(after, dh.dayCycle, null)]
    }
  }
  return [
    {
      code: 'BIRTH_TIME_UNKNOWN',
      message: TIME_UNKNOWN.in(locale) + (jieInDay.length ? TERM_ON_BIRTH_DAY.in(locale) : ''),
      ...(jieInDay.length ? { alternative: alt } : {}),
    },
  ]
}

/** Offset unknown and a jie inside the possible span: every candidate year and month. */
function offsetUnknownPillars({ moment, dh, locale }: ChartWarningContext): Warning[] {
  const span = moment.boundaries.jieInsideUnknownOffsetSpan
  if (moment.location.utcOffset !== null || span.length === 0) return []
  const earliest = moment.instantRange?.earliestMs ?? span[0].utcMs - 1
  const candidates: PillarSet[] = [pillarSetOf(yearMonthFromJie(jieAtOrBefore(earliest)), dh.dayCycle, dh.hourCycle)]
  for (const j of span) candidates.push(pillarSetOf(yearMonthFromJie(j), dh.dayCycle, dh.hourCycle))
  return [
    {
      code: 'OFFSET_UNKNOWN_PILLARS',
      message: OFFSET_UNKNOWN.in(locale),
      alternative: { jie: span.map((j) => jieView(j, locale)), candidates },
    },
  ]
}

/** The instant within NEAR_JIE_MINUTES of a jie: the year/month on the other side. */
function nearSolarTerm({ moment, ym, dh, locale }: ChartWarningContext): Warning[] {
  const nearest = moment.boundaries.nearestJie
  if (moment.instantMs === null || !nearest || Math.abs(nearest.minutes) > NEAR_JIE_MINUTES) return []
  const { minutes, jie } = nearest
  const otherYm = minutes > 0 ? yearMonthFromJie(jie) : shiftMonths(ym, -1)
  const yearToo = otherYm.yearCycle !== ym.yearCycle
  return [
    {
      code: 'NEAR_SOLAR_TERM',
      message: fill(NEAR_TERM.in(locale), {
        minutes: Math.abs(Math.round(minutes)),
        side: (minutes > 0 ? BEFORE_TERM : AFTER_TERM).in(locale),
        term: solarTermName(jie.index, locale),
        pillars: (yearToo ? YEAR_AND_MONTH : MONTH_ONLY).in(locale),
      }),
      alternative: { jie: jieView(jie, locale), pillars: pillarSetOf(otherYm, dh.dayCycle, dh.hourCycle) },
    },
  ]
}

/** The driving clock within NEAR_HOUR_MINUTES of an hour or day boundary: the pillars across it. */
function nearHourBoundary({ moment, ym, ziHour, locale }: ChartWarningContext): Warning[] {
  if (!moment.timeKnown) return []
  const near = nearClockBoundary(moment, moment.drivingClock.wall, ziHour, ym)
  if (!near) return []
  const trueSolar = moment.drivingClock.kind === 'true-solar'
  return [
    {
      code: 'NEAR_HOUR_BOUNDARY',
      message: fill(NEAR_BOUNDARY.in(locale), {
        clock: (trueSolar ? TRUE_SOLAR : CIVIL).in(locale),
        minutes: near.minutes,
        boundary: near.boundary,
        kind: (near.isDay ? DAY_BOUNDARY : HOUR_BOUNDARY).in(locale),
      }),
      alternative: near.alternative,
    },
  ]
}

/** Near an hour boundary on the driving clock: the pillars across it. */
function nearClockBoundary(moment: ResolvedMoment, wall: WallClock, ziHour: ZiHourRule, ym: YearMonth) {
  const b = moment.boundaries
  const candidates = [b.minutesToHourBoundary, b.minutesToDayBoundary].filter(
    (m): m is number => m !== null && Math.abs(m) <= NEAR_HOUR_MINUTES,
  )
  if (candidates.length === 0) return null
  const minutes = candidates.reduce((a, c) => (Math.abs(c) < Math.abs(a) ? c : a))
  // Step to just across the boundary: at it when it is ahead (a boundary minute belongs to the
  // period it opens), one second before it when it is behind.
  const across = addMinutesToWall(wall, minutes > 0 ? minutes + 1 / 60 : minutes - 1 / 60)
  const boundaryWall = addMinutesToWall(wall, minutes)
  const boundaryHour = Math.round(boundaryWall.hour + boundaryWall.minute / 60) % 24
  const other = dayHourFromWall(across, ziHour, true)
  const alternative: Record<string, unknown> = {
    clockReading: formatWallMinutes(across),
    pillars: pillarSetOf(ym, other.dayCycle, other.hourCycle),
  }
  const isDay = boundaryHour === 23 || boundaryHour === 0
  if (isDay) {
    // Around midnight the 23:00 schools disagree too: give the other school's reading of the actual time.
    const otherRule: ZiHourRule = ziHour === 'next-day' ? 'same-day' : 'next-day'
    const o = dayHourFromWall(wall, otherRule, true)
    alternative.otherZiHourRule = { ziHour: otherRule, pillars: pillarSetOf(ym, o.dayCycle, o.hourCycle) }
  }
  return { minutes: Math.abs(Math.round(minutes)), boundary: `${pad2(boundaryHour)}:00`, isDay, alternative }
}
