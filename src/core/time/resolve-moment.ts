/**
 * Birth details → resolved moment: the place, the instant with its historical offset, every clock
 * (civil, UTC, local mean, true solar), the clock that drives the day and hour pillars, the
 * distances to the boundaries that decide the pillars, and honest warnings.
 *
 * Rules (domain notes §1; issue 3):
 * - location: coordinates win over a city name (they are more precise); a city goes through the
 *   offline gazetteer; coordinates give the zone through tz-lookup + the China policy;
 * - offset: an explicit `timezone` is the offset in force and overrides the zone's offset
 *   (coordinates still drive solar time); otherwise the zone's historical offset (Intl/tzdata);
 *   with neither, the offset is unknown and never invented (LOCATION_UNKNOWN), and the possible
 *   instants span UTC-12..UTC+14;
 * - an unknown time stays unknown (never noon): the instant becomes a range over the civil day;
 * - the driving clock is local true solar time when a longitude is known (and not switched off),
 *   else the civil clock.
 */
import { AppError } from '../errors'
import type { BirthDetails, Locale, Warning } from '../types'
import { nearestPlace, resolveCity } from '../geo/gazetteer'
import { zoneForCoordinates } from '../geo/zones'
import type { Place } from '../geo/types'
import { formatOffset, msToWall, offsetSecondsAt, wallToMs, zonedWallToUtc } from './offsets'
import { equationOfTimeSeconds, localMeanTimeMs } from './solar-time'
import { SOLAR_TERM_RANGE, jieAfter, jieAtOrBefore, jieBetween } from './solar-terms'
import type {
  BoundaryDistances,
  DrivingClockKind,
  ResolveMomentOptions,
  ResolvedLocation,
  ResolvedMoment,
  WallClock,
} from './types'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
/** Offsets in use worldwide run from UTC-12 to UTC+14. */
const MIN_OFFSET_HOURS = -12
const MAX_OFFSET_HOURS = 14

// Formatting runs several times per chart: a table for 0-99 and a plain String for four-digit years
// avoid most `padStart` calls (~1 µs per chart, BENCHMARKS.md); anything else falls back to padStart.
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
const pad2 = (n: number) => TWO_DIGITS[n] ?? String(n).padStart(2, '0')
const pad4 = (n: number) => (n >= 1000 && n <= 9999 ? String(n) : String(n).padStart(4, '0'))

/** "YYYY-MM-DDTHH:MM:SS" of a wall-ms reading, rounded to the second. */
function formatWall(ms: number): string {
  const w = new Date(Math.round(ms / 1000) * 1000)
  return `${pad4(w.getUTCFullYear())}-${pad2(w.getUTCMonth() + 1)}-${pad2(w.getUTCDate())}T${pad2(w.getUTCHours())}:${pad2(w.getUTCMinutes())}:${pad2(w.getUTCSeconds())}`
}
const formatUtc = (ms: number) => `${formatWall(ms)}Z`

const round = (x: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Parses and validates `YYYY-MM-DD` as a real Gregorian date within the supported range. */
export function parseCivilDate(date: string, locale: Locale = 'en'): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) {
    throw new AppError('INVALID_DATE', t(locale, `The date "${String(date).slice(0, 20)}" is not in YYYY-MM-DD form.`, `日期“${String(date).slice(0, 20)}”不是 YYYY-MM-DD 格式。`), { field: 'date' })
  }
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12) {
    throw new AppError('INVALID_DATE', t(locale, `${date} is not a real date: month ${month} does not exist.`, `${date} 不是有效日期：没有 ${month} 月。`), { field: 'date' })
  }
  const maxDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]
  if (day < 1 || day > maxDay) {
    throw new AppError(
      'INVALID_DATE',
      t(locale, `${date} is not a real date: ${year}-${pad2(month)} has ${maxDay} days.`, `${date} 不是有效日期：${year} 年 ${month} 月只有 ${maxDay} 天。`),
      { field: 'date' },
    )
  }
  if (year < SOLAR_TERM_RANGE.firstYear || year > SOLAR_TERM_RANGE.lastYear) {
    throw new AppError(
      'DATE_OUT_OF_RANGE',
      t(locale, `${date} is outside the supported range ${SOLAR_TERM_RANGE.firstYear}-01-01..${SOLAR_TERM_RANGE.lastYear}-12-31.`, `${date} 超出支持范围（${SOLAR_TERM_RANGE.firstYear}-01-01 至 ${SOLAR_TERM_RANGE.lastYear}-12-31）。`),
      { field: 'date', supportedRange: { from: `${SOLAR_TERM_RANGE.firstYear}-01-01`, to: `${SOLAR_TERM_RANGE.lastYear}-12-31` } },
    )
  }
  return { year, month, day }
}

/** Parses `HH:MM` (00:00..23:59). */
export function parseCivilTime(time: string, locale: Locale = 'en'): { hour: number; minute: number } {
  const m = /^(\d{2}):(\d{2})$/.exec(time)
  const hour = m ? Number(m[1]) : NaN
  const minute = m ? Number(m[2]) : NaN
  if (!m || hour > 23 || minute > 59) {
    throw new AppError('INVALID_DATE', t(locale, `The time "${String(time).slice(0, 20)}" is not a 24-hour HH:MM time (00:00-23:59).`, `时间“${String(time).slice(0, 20)}”不是 24 小时制 HH:MM（00:00-23:59）。`), { field: 'time' })
  }
  return { hour, minute }
}

const t = (locale: Locale, en: string, zh: string) => (locale === 'zh' ? zh : en)

const offsetHours = (seconds: number) => round(seconds / 3600, 4)

function validateNumbers(details: BirthDetails, locale: Locale): void {
  const { latitude, longitude, timezone } = details
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'Send latitude and longitude together.', '纬度和经度需要同时提供。'), { field: latitude === undefined ? 'latitude' : 'longitude' })
  }
  if (latitude !== undefined && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'latitude must be between -90 and 90.', '纬度必须在 -90 到 90 之间。'), { field: 'latitude' })
  }
  if (longitude !== undefined && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'longitude must be between -180 and 180.', '经度必须在 -180 到 180 之间。'), { field: 'longitude' })
  }
  if (timezone !== undefined && !(Number.isFinite(timezone) && timezone >= MIN_OFFSET_HOURS && timezone <= MAX_OFFSET_HOURS)) {
    throw new AppError('INVALID_REQUEST', t(locale, 'timezone must be a UTC offset in hours between -12 and 14.', 'timezone 必须是 -12 到 14 之间的 UTC 偏移小时数。'), { field: 'timezone' })
  }
}

interface PlaceInfo {
  location: ResolvedLocation
  alternativeTimeZone: string | null
}

function locate(details: BirthDetails, locale: Locale): PlaceInfo {
  const { latitude, longitude, city, timezone } = details
  if (latitude !== undefined && longitude !== undefined) {
    const zone = zoneForCoordinates(latitude, longitude)
    const near = nearestPlace(latitude, longitude, 30)
    return {
      location: {
        resolvedFrom: 'coordinates',
        name: near?.name ?? null,
        nameZh: near?.nameZh ?? null,
        admin1: near?.admin1 ?? null,
        country: near?.country ?? null,
        latitude,
        longitude,
        timeZone: zone.timeZone,
        utcOffset: null,
        approximate: false,
      },
      alternativeTimeZone: zone.alternativeTimeZone,
    }
  }
  if (city !== undefined && city.trim() !== '') {
    const place: Place = resolveCity(city, locale)
    return {
      location: {
        resolvedFrom: 'city',
        name: place.name,
        nameZh: place.nameZh,
        admin1: place.admin1,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        utcOffset: null,
        approximate: place.approximate,
      },
      alternativeTimeZone: place.alternativeTimeZone,
    }
  }
  return {
    location: {
      resolvedFrom: timezone !== undefined ? 'timezone' : 'none',
      name: null,
      nameZh: null,
      admin1: null,
      country: null,
      latitude: null,
      longitude: null,
      timeZone: null,
      utcOffset: null,
      approximate: false,
    },
    alternativeTimeZone: null,
  }
}

/** Mainland China zones (the policy maps every mainland point to Asia/Shanghai). */
const isChinaZone = (zone: string | null, country: string | null) => country === 'CN' || zone === 'Asia/Shanghai' || zone === 'Asia/Urumqi'

/**
 * The PRC unified civil time on Beijing time from 1949; before that China had five zones that
 * tzdata does not model (domain notes §1.1, xudaniel/mingli-fengshui#4).
 */
const PRC_BEIJING_TIME_FROM = { year: 1949, month: 10, day: 1 }
/** tzdata's rules before 1900 are mostly local mean time guesses (tz-link: "reliable only since 1970", less so before 1900). */
const TZDATA_RELIABLE_FROM_YEAR = 1900

const beforeDate = (d: { year: number; month: number; day: number }, ref: { year: number; month: number; day: number }) =>
  d.year !== ref.year ? d.year < ref.year : d.month !== ref.month ? d.month < ref.month : d.day < ref.day

/** Signed minutes from `minuteOfDay` to the nearest of the given boundaries (minutes of day, may be outside 0..1440). */
function nearestSigned(minuteOfDay: number, boundaries: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY
  for (const b of boundaries) {
    const d = b - minuteOfDay
    if (Math.abs(d) < Math.abs(best)) best = d
  }
  return round(best, 3)
}
/** 时辰 boundaries at odd hours, with the neighbouring days' 23:00 and 01:00. */
const HOUR_BOUNDARIES = [-60, 60, 180, 300, 420, 540, 660, 780, 900, 1020, 1140, 1260, 1380, 1500]
/** Day boundaries of the two 子时 schools: 23:00 (next-day) and 00:00 (same-day). */
const DAY_BOUNDARIES = [-60, 0, 1380, 1440]

export function resolveBirthMoment(details: BirthDetails, options: ResolveMomentOptions = {}): ResolvedMoment {
  const locale: Locale = options.locale ?? 'en'
  const useTrueSolar = options.trueSolarTime ?? true
  const date = parseCivilDate(details.date, locale)
  const time = details.time !== undefined && details.time !== '' ? parseCivilTime(details.time, locale) : null
  validateNumbers(details, locale)

  const { location, alternativeTimeZone } = locate(details, locale)
  const warnings: Warning[] = []
  const zone = location.timeZone
  const explicitOffsetSeconds = details.timezone !== undefined ? Math.round(details.timezone * 3600) : null
  const wall: WallClock = { ...date, hour: time?.hour ?? 0, minute: time?.minute ?? 0, second: 0 }
  const localMs = wallToMs(wall)
  const civil = time ? `${details.date}T${pad2(time.hour)}:${pad2(time.minute)}` : details.date

  if (location.resolvedFrom === 'none') {
    warnings.push({
      code: 'LOCATION_UNKNOWN',
      message: t(
        locale,
        'No place and no UTC offset were given, so the birth instant is unknown (it could be anywhere from UTC-12 to UTC+14) and true solar time cannot be computed. Send a city or coordinates, or a timezone offset.',
        '未提供出生地点或时区偏移，无法确定出生的确切时刻（可能在 UTC-12 至 UTC+14 之间），也无法计算真太阳时。请提供城市或经纬度，或时区偏移。',
      ),
    })
  } else if (location.resolvedFrom === 'timezone') {
    warnings.push({
      code: 'LOCATION_UNKNOWN',
      message: t(
        locale,
        'No place was given: the UTC offset fixes the instant, but true solar time needs a longitude, so the civil clock drives the day and hour pillars.',
        '未提供出生地点：时区偏移确定了时刻，但真太阳时需要经度，因此日柱和时柱按民用时钟计算。',
      ),
    })
  }
  if (location.approximate) {
    warnings.push({
      code: 'APPROXIMATE_LOCATION',
      message: t(
        locale,
        `"${String(details.city).slice(0, 100)}" matched only approximately (${location.name}); send coordinates for an exact true solar time.`,
        `“${String(details.city).slice(0, 100)}”只能近似匹配（${location.nameZh ?? location.name}）；如需精确的真太阳时，请提供经纬度。`,
      ),
    })
  }

  /** Offset in force at the given wall time (ms) under the chosen policy, or null when unknown. */
  let offsetSeconds: number | null = null
  let instantMs: number | null = null

  if (explicitOffsetSeconds !== null) {
    offsetSeconds = explicitOffsetSeconds
    if (zone) {
      const zoned = zonedWallToUtc(wall, zone)
      if (time && zoned.offsetSeconds !== explicitOffsetSeconds) {
        warnings.push({
          code: 'EXPLICIT_OFFSET_DIFFERS',
          message: t(
            locale,
            `The timezone offset you sent (${formatOffset(explicitOffsetSeconds)}) differs from the offset the time-zone database gives for ${zone} at that moment (${formatOffset(zoned.offsetSeconds)}); your offset is used.`,
            `您提供的时区偏移（${formatOffset(explicitOffsetSeconds)}）与时区数据库中 ${zone} 在该时刻的偏移（${formatOffset(zoned.offsetSeconds)}）不同；已采用您提供的偏移。`,
          ),
          alternative: { timeZone: zone, utcOffset: offsetHours(zoned.offsetSeconds), utc: formatUtc(zoned.utcMs) },
        })
      }
    }
  } else if (zone) {
    const zoned = zonedWallToUtc(wall, zone)
    offsetSeconds = zoned.offsetSeconds
    if (time && zoned.kind === 'gap' && zoned.alternative) {
      warnings.push({
        code: 'NONEXISTENT_LOCAL_TIME',
        message: t(
          locale,
          `${civil} does not exist in ${zone} (clocks were moved forward); it is read with the offset before the change (${formatOffset(zoned.offsetSeconds)}).`,
          `${civil} 在 ${zone} 不存在（时钟拨快）；按调整前的偏移（${formatOffset(zoned.offsetSeconds)}）计算。`,
        ),
        alternative: { utcOffset: offsetHours(zoned.alternative.offsetSeconds), utc: formatUtc(zoned.alternative.utcMs) },
      })
    }
    if (time && zoned.kind === 'overlap' && zoned.alternative) {
      warnings.push({
        code: 'AMBIGUOUS_LOCAL_TIME',
        message: t(
          locale,
          `${civil} occurred twice in ${zone} (clocks were moved back); the first occurrence (${formatOffset(zoned.offsetSeconds)}) is used.`,
          `${civil} 在 ${zone} 出现两次（时钟拨慢）；采用第一次（${formatOffset(zoned.offsetSeconds)}）。`,
        ),
        alternative: { utcOffset: offsetHours(zoned.alternative.offsetSeconds), utc: formatUtc(zoned.alternative.utcMs) },
      })
    }
    const china = isChinaZone(zone, location.country)
    if (date.year < TZDATA_RELIABLE_FROM_YEAR || (china && beforeDate(date, PRC_BEIJING_TIME_FROM))) {
      warnings.push({
        code: 'UNRELIABLE_TZ_DATA',
        message: china
          ? t(
              locale,
              `Before October 1949 China used several time zones that the time-zone database does not model; the offset ${formatOffset(zoned.offsetSeconds)} for ${zone} may be wrong. If you know the offset in use, send it as timezone.`,
              `1949 年 10 月以前中国使用多个时区，时区数据库未收录；${zone} 的偏移 ${formatOffset(zoned.offsetSeconds)} 可能不准确。如知道当时使用的偏移，请以 timezone 提供。`,
            )
          : t(
              locale,
              `The time-zone database is unreliable before 1900; the offset ${formatOffset(zoned.offsetSeconds)} for ${zone} may be wrong. If you know the offset in use, send it as timezone.`,
              `时区数据库在 1900 年以前不可靠；${zone} 的偏移 ${formatOffset(zoned.offsetSeconds)} 可能不准确。如知道当时使用的偏移，请以 timezone 提供。`,
            ),
      })
    }
    // tzdata starts China's 1988 DST on April 17; timeanddate and several Chinese sources say April 10
    // (domain notes §1.1).
    if (china && zone === 'Asia/Shanghai' && time) {
      const start = wallToMs({ year: 1988, month: 4, day: 10, hour: 2, minute: 0, second: 0 })
      const end = wallToMs({ year: 1988, month: 4, day: 17, hour: 2, minute: 0, second: 0 })
      if (localMs >= start && localMs < end) {
        const otherOffset = 9 * 3600
        warnings.push({
          code: 'TZ_SOURCES_DISAGREE',
          message: t(
            locale,
            'Sources disagree on when daylight saving time began in China in 1988: the time-zone database says April 17, several Chinese sources say April 10. The database reading (+08:00) is used; if daylight time was in force, send timezone 9.',
            '关于 1988 年中国夏令时的开始日期，资料不一致：时区数据库为 4 月 17 日，部分中国资料为 4 月 10 日。当前采用数据库（+08:00）；如当时已实行夏令时，请提供 timezone 9。',
          ),
          alternative: { utcOffset: 9, utc: formatUtc(localMs - otherOffset * 1000) },
        })
      }
    }
    if (alternativeTimeZone) {
      const other = zonedWallToUtc(wall, alternativeTimeZone)
      warnings.push({
        code: 'ALTERNATIVE_TIME_ZONE',
        message: t(
          locale,
          `Official records in Xinjiang use Beijing time (${formatOffset(zoned.offsetSeconds)}), which is used here; local "Xinjiang time" (${alternativeTimeZone}, ${formatOffset(other.offsetSeconds)}) is also common. If the birth time was recorded in Xinjiang time, send timezone ${offsetHours(other.offsetSeconds)}.`,
          `新疆的官方记录使用北京时间（${formatOffset(zoned.offsetSeconds)}），此处采用北京时间；当地也常用“新疆时间”（${alternativeTimeZone}，${formatOffset(other.offsetSeconds)}）。如出生时间按新疆时间记录，请提供 timezone ${offsetHours(other.offsetSeconds)}。`,
        ),
        alternative: { timeZone: alternativeTimeZone, utcOffset: offsetHours(other.offsetSeconds), utc: time ? formatUtc(other.utcMs) : null },
      })
    }
  }

  if (offsetSeconds !== null && time) instantMs = localMs - offsetSeconds * 1000
  location.utcOffset = offsetSeconds !== null ? offsetHours(offsetSeconds) : null

  // Span of possible instants when the time and/or the offset is unknown.
  let instantRange: ResolvedMoment['instantRange'] = null
  if (instantMs === null) {
    const firstLocal = localMs // 00:00, or the entered time
    const lastLocal = time ? localMs : localMs + 24 * HOUR_MS - MINUTE_MS // 23:59 when the time is unknown
    if (offsetSeconds === null) {
      instantRange = { earliestMs: firstLocal - MAX_OFFSET_HOURS * HOUR_MS, latestMs: lastLocal - MIN_OFFSET_HOURS * HOUR_MS }
    } else if (explicitOffsetSeconds !== null || !zone) {
      instantRange = { earliestMs: firstLocal - offsetSeconds * 1000, latestMs: lastLocal - offsetSeconds * 1000 }
    } else {
      instantRange = { earliestMs: zonedWallToUtc(msToWall(firstLocal), zone).utcMs, latestMs: zonedWallToUtc(msToWall(lastLocal), zone).utcMs }
    }
  }

  // Clocks.
  const longitude = location.longitude
  let eotSeconds: number | null = null
  let localMean: string | null = null
  let trueSolar: string | null = null
  let trueSolarMs: number | null = null
  if (instantMs !== null && longitude !== null) {
    eotSeconds = equationOfTimeSeconds(instantMs)
    const lmt = localMeanTimeMs(instantMs, longitude)
    trueSolarMs = lmt + eotSeconds * 1000
    localMean = formatWall(lmt)
    trueSolar = formatWall(trueSolarMs)
  }
  const longitudeCorrectionMinutes =
    longitude !== null && offsetSeconds !== null ? round(longitude * 4 - offsetSeconds / 60, 4) : null

  const drivingKind: DrivingClockKind = useTrueSolar && trueSolarMs !== null ? 'true-solar' : 'civil'
  const drivingWall = drivingKind === 'true-solar' && trueSolarMs !== null ? msToWall(trueSolarMs) : wall

  // Boundaries.
  const boundaries: BoundaryDistances = {
    previousJie: null,
    nextJie: null,
    minutesToNearestJie: null,
    minutesSincePreviousJie: null,
    minutesUntilNextJie: null,
    jieInsideUnknownOffsetSpan: [],
    minutesToHourBoundary: null,
    minutesToDayBoundary: null,
  }
  if (instantMs !== null) {
    const previous = jieAtOrBefore(instantMs)
    const next = jieAfter(instantMs)
    boundaries.previousJie = previous
    boundaries.nextJie = next
    const toPrevious = (previous.utcMs - instantMs) / MINUTE_MS
    const toNext = (next.utcMs - instantMs) / MINUTE_MS
    boundaries.minutesToNearestJie = round(Math.abs(toPrevious) <= Math.abs(toNext) ? toPrevious : toNext, 3)
    boundaries.minutesSincePreviousJie = round(-toPrevious, 3)
    boundaries.minutesUntilNextJie = round(toNext, 3)
  } else if (instantRange) {
    boundaries.previousJie = jieAtOrBefore(instantRange.earliestMs)
    boundaries.nextJie = jieAfter(instantRange.earliestMs)
    boundaries.jieInsideUnknownOffsetSpan = jieBetween(instantRange.earliestMs, instantRange.latestMs + 1)
  }
  if (time) {
    const minuteOfDay = drivingWall.hour * 60 + drivingWall.minute + drivingWall.second / 60
    boundaries.minutesToHourBoundary = nearestSigned(minuteOfDay, HOUR_BOUNDARIES)
    boundaries.minutesToDayBoundary = nearestSigned(minuteOfDay, DAY_BOUNDARIES)
  }

  return {
    location,
    times: {
      civil,
      utc: instantMs !== null ? formatUtc(instantMs) : null,
      localMean,
      trueSolar,
      equationOfTimeMinutes: eotSeconds !== null ? round(eotSeconds / 60, 4) : null,
      longitudeCorrectionMinutes,
    },
    timeKnown: time !== null,
    instantMs,
    instantRange,
    drivingClock: { kind: drivingKind, wall: drivingWall },
    boundaries,
    warnings,
  }
}

/** The zone's offset (hours) at an instant; exported for consumers that need "now" in a zone. */
export const zoneOffsetHoursAt = (utcMs: number, timeZone: string) => offsetHours(offsetSecondsAt(utcMs, timeZone))
