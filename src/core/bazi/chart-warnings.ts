/**
 * The chart's own warnings: where the pillars are uncertain, each warning gives the other reading
 * (docs/domain.md, "Warnings near boundaries"). English messages contain no Chinese outside quoted
 * ganzhi codes, which go in `alternative`.
 */
import type { Locale, Warning, ZiHourRule } from '../types'
import { inLocale as msg } from '../locale'
import { formatWallMinutes, pad2 } from '../time/civil-date'
import { jieAtOrBefore, jieBetween } from '../time/solar-terms'
import type { ResolvedMoment, SolarTermInstant, WallClock } from '../time/types'
import { addMinutesToWall, dayHourFromWall, shiftMonths, yearMonthFromJie, type DayHour, type YearMonth } from './calendar'
import { SIXTY_CYCLE } from './ganzhi'
import { jieView } from './chart-labels'
import type { PillarSet } from './chart-types'

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
      message: msg(
        locale,
        'Birth time unknown: three pillars only; no hour pillar, life or body palace.' +
          (jieInDay.length
            ? ' A solar term falls on the birth day, so the month pillar depends on the time; both candidates are listed.'
            : ''),
        '出生时间未知：只排三柱，无时柱、命宫、身宫。' + (jieInDay.length ? '出生当日交节，月柱取决于时间，两种可能均列出。' : ''),
      ),
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
      message: msg(
        locale,
        'The UTC offset of the birth place is unknown and a solar term falls within the possible span (UTC-12 to UTC+14), so the year or month pillar is uncertain; every candidate is listed. Give a place or a timezone to decide.',
        '出生地的时区未知，且可能时间范围（UTC-12 至 UTC+14）内有节气交接，年柱或月柱不确定；所有可能均已列出。请提供出生地或时区。',
      ),
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
      message: msg(
        locale,
        `The birth is ${Math.abs(Math.round(minutes))} min ${minutes > 0 ? 'before' : 'after'} the solar term ${jie.nameEn}; the ${yearToo ? 'year and month pillars' : 'month pillar'} would differ on the other side. Check the birth time.`,
        `出生时间距${jie.nameZh}交节${Math.abs(Math.round(minutes))}分钟（${minutes > 0 ? '节前' : '节后'}），另一侧的${yearToo ? '年柱和月柱' : '月柱'}不同，请核对出生时间。`,
      ),
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
      message: msg(
        locale,
        `The ${trueSolar ? 'true solar' : 'civil'} time is ${near.minutes} min from ${near.boundary}, a ${near.isDay ? 'day and hour' : 'two-hour'} boundary; the pillars on the other side are given as the alternative.`,
        `${trueSolar ? '真太阳时' : '钟表时间'}距${near.boundary}${near.isDay ? '（日柱与时柱交界）' : '（时辰交界）'}${near.minutes}分钟，另一侧的四柱见 alternative。`,
      ),
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
