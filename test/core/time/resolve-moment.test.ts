import { describe, expect, it } from 'bun:test'
import fixtures from '../../fixtures/bazi-cases.json'
import { AppError } from '../../../src/core/errors'
import type { BirthDetails } from '../../../src/core/types'
import { resolveBirthMoment } from '../complete-options'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return e instanceof AppError ? e.code : 'not-app-error'
  }
  return 'no-error'
}
const tstMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`)
const warningCodes = (details: BirthDetails, locale: 'en' | 'zh' = 'en') =>
  resolveBirthMoment(details, { locale }).warnings.map((w) => w.code)

describe('bazi-cases.json fixtures', () => {
  for (const c of fixtures.cases) {
    const i = c.input
    // A fixture without a zone states the offset explicitly; with a zone, coordinates must find it.
    const details: BirthDetails = { date: i.date, time: i.time, latitude: i.latitude, longitude: i.longitude }
    if (i.timeZone === null) details.timezone = i.utcOffset
    it(`${c.id}: UTC instant, true solar time (±2 s), equation of time (±0.05 min)`, () => {
      const m = resolveBirthMoment(details, {})
      expect(m.times.utc).toBe(c.utc)
      expect(m.location.utcOffset).toBe(i.utcOffset)
      if (i.timeZone) expect(m.location.timeZone).toBe(i.timeZone)
      expect(Math.abs(tstMs(m.times.trueSolar!) - tstMs(c.trueSolarTime))).toBeLessThanOrEqual(2000)
      expect(Math.abs(m.times.equationOfTimeMinutes! - c.equationOfTimeMinutes)).toBeLessThanOrEqual(0.05)
      expect(m.drivingClock.kind).toBe('true-solar')
      const w = m.drivingClock.wall
      const drivingMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + w.second * 1000
      expect(Math.abs(drivingMs - tstMs(c.trueSolarTime))).toBeLessThanOrEqual(2000)
    })
  }

  it('reports the jie distances the notes give (e.g. 5 min after 立春 1988)', () => {
    const m = resolveBirthMoment({ date: '1988-02-04', time: '04:48', latitude: 21.3069, longitude: -157.8583 })
    expect(m.location.timeZone).toBe('Pacific/Honolulu')
    expect(m.boundaries.previousJie!.nameZh).toBe('立春')
    expect(m.boundaries.nextJie!.nameZh).toBe('惊蛰')
    expect(m.boundaries.minutesToNearestJie!).toBeGreaterThan(-5.5)
    expect(m.boundaries.minutesToNearestJie!).toBeLessThan(-4)
    expect(m.boundaries.minutesSincePreviousJie).toBe(-m.boundaries.minutesToNearestJie!)
    expect(m.boundaries.minutesUntilNextJie!).toBeGreaterThan(29 * 24 * 60)
  })
})

describe('validation', () => {
  it('rejects impossible dates with INVALID_DATE and a clear message', () => {
    expect(codeOf(() => resolveBirthMoment({ date: '2023-02-29', time: '10:00', timezone: 8 }))).toBe('INVALID_DATE')
    try {
      resolveBirthMoment({ date: '2023-02-29', timezone: 8 })
    } catch (e) {
      expect((e as Error).message).toContain('2023-02 has 28 days')
    }
    expect(codeOf(() => resolveBirthMoment({ date: '2024-02-29', timezone: 8 }))).toBe('no-error')
    expect(codeOf(() => resolveBirthMoment({ date: '1900-02-29', timezone: 8 }))).toBe('INVALID_DATE')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-13-01', timezone: 8 }))).toBe('INVALID_DATE')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-1-01', timezone: 8 }))).toBe('INVALID_DATE')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', time: '24:00', timezone: 8 }))).toBe('INVALID_DATE')
  })
  it('rejects dates outside 1800..2200 with DATE_OUT_OF_RANGE', () => {
    expect(codeOf(() => resolveBirthMoment({ date: '1799-12-31', timezone: 8 }))).toBe('DATE_OUT_OF_RANGE')
    expect(codeOf(() => resolveBirthMoment({ date: '2201-01-01', timezone: 8 }))).toBe('DATE_OUT_OF_RANGE')
    expect(codeOf(() => resolveBirthMoment({ date: '1800-01-01', time: '00:00' }))).toBe('no-error')
    expect(codeOf(() => resolveBirthMoment({ date: '2200-12-31', time: '23:59' }))).toBe('no-error')
  })
  it('rejects out-of-range numbers and half coordinates', () => {
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', latitude: 91, longitude: 0 }))).toBe('INVALID_REQUEST')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', latitude: 10 }))).toBe('INVALID_REQUEST')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', timezone: 15 }))).toBe('INVALID_REQUEST')
  })
  it('localises messages', () => {
    try {
      resolveBirthMoment({ date: '2023-02-29' }, { locale: 'zh' })
    } catch (e) {
      expect((e as Error).message).toContain('不是有效日期')
    }
  })
})

describe('offset policy', () => {
  const beijing = { latitude: 39.9042, longitude: 116.4074 }
  it('Beijing 1988-07-01 12:00 is UTC+9 from coordinates', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', time: '12:00', ...beijing })
    expect(m.location.utcOffset).toBe(9)
    expect(m.times.utc).toBe('1988-07-01T03:00:00Z')
    expect(m.location.resolvedFrom).toBe('coordinates')
  })
  it('an explicit timezone overrides the zone offset; coordinates still drive solar time', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', time: '12:00', ...beijing, timezone: 8 })
    expect(m.location.utcOffset).toBe(8)
    expect(m.times.utc).toBe('1988-07-01T04:00:00Z')
    expect(m.drivingClock.kind).toBe('true-solar')
    expect(m.times.longitudeCorrectionMinutes).toBeCloseTo(116.4074 * 4 - 480, 3)
    const differs = m.warnings.find((w) => w.code === 'EXPLICIT_OFFSET_DIFFERS')
    expect(differs?.alternative).toMatchObject({ utcOffset: 9, utc: '1988-07-01T03:00:00Z' })
  })
  it('gap: NONEXISTENT_LOCAL_TIME with the post-change reading', () => {
    const m = resolveBirthMoment({ date: '1986-05-04', time: '02:30', ...beijing })
    expect(m.times.utc).toBe('1986-05-03T18:30:00Z')
    const w = m.warnings.find((x) => x.code === 'NONEXISTENT_LOCAL_TIME')
    expect(w?.alternative).toMatchObject({ utcOffset: 9, utc: '1986-05-03T17:30:00Z' })
  })
  it('overlap: AMBIGUOUS_LOCAL_TIME with the second occurrence', () => {
    const m = resolveBirthMoment({ date: '1986-09-14', time: '01:30', ...beijing })
    expect(m.times.utc).toBe('1986-09-13T16:30:00Z')
    const w = m.warnings.find((x) => x.code === 'AMBIGUOUS_LOCAL_TIME')
    expect(w?.alternative).toMatchObject({ utcOffset: 8, utc: '1986-09-13T17:30:00Z' })
  })
  it('warns for China before October 1949 and for any zone before 1900', () => {
    expect(warningCodes({ date: '1948-05-01', time: '10:00', ...beijing })).toContain('UNRELIABLE_TZ_DATA')
    expect(warningCodes({ date: '1950-05-01', time: '10:00', ...beijing })).not.toContain('UNRELIABLE_TZ_DATA')
    expect(warningCodes({ date: '1890-05-01', time: '10:00', latitude: 51.5, longitude: -0.12 })).toContain('UNRELIABLE_TZ_DATA')
    expect(warningCodes({ date: '1910-05-01', time: '10:00', latitude: 51.5, longitude: -0.12 })).not.toContain('UNRELIABLE_TZ_DATA')
    // An explicit offset answers the caution
    expect(warningCodes({ date: '1948-05-01', time: '10:00', ...beijing, timezone: 8 })).not.toContain('UNRELIABLE_TZ_DATA')
  })
  it('warns that sources disagree for CN 1988-04-10..17', () => {
    const m = resolveBirthMoment({ date: '1988-04-12', time: '12:00', ...beijing })
    const w = m.warnings.find((x) => x.code === 'TZ_SOURCES_DISAGREE')
    expect(w?.alternative).toMatchObject({ utcOffset: 9, utc: '1988-04-12T03:00:00Z' })
    expect(warningCodes({ date: '1988-04-18', time: '12:00', ...beijing })).not.toContain('TZ_SOURCES_DISAGREE')
    expect(warningCodes({ date: '1988-04-09', time: '12:00', ...beijing })).not.toContain('TZ_SOURCES_DISAGREE')
  })
  it('Xinjiang: Beijing time with the Asia/Urumqi reading as alternative', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', time: '12:00', latitude: 43.8256, longitude: 87.6168 })
    expect(m.location.timeZone).toBe('Asia/Shanghai')
    expect(m.location.utcOffset).toBe(9)
    const w = m.warnings.find((x) => x.code === 'ALTERNATIVE_TIME_ZONE')
    expect(w?.alternative).toMatchObject({ timeZone: 'Asia/Urumqi', utcOffset: 6, utc: '1988-07-01T06:00:00Z' })
  })
  it('New York hybrid: 2024-02-04 04:00 EST is after 立春 as an instant', () => {
    const m = resolveBirthMoment({ date: '2024-02-04', time: '04:00', latitude: 40.7128, longitude: -74.006 })
    expect(m.times.utc).toBe('2024-02-04T09:00:00Z')
    expect(m.boundaries.previousJie!.nameZh).toBe('立春')
    expect(m.drivingClock.wall.hour).toBe(3) // TST ≈ 03:50
  })
})

describe('unknowns', () => {
  it('no place and no offset: LOCATION_UNKNOWN, civil clock, UTC-12..UTC+14 span', () => {
    const m = resolveBirthMoment({ date: '2024-02-04', time: '12:00' })
    expect(m.warnings.map((w) => w.code)).toContain('LOCATION_UNKNOWN')
    expect(m.instantMs).toBeNull()
    expect(m.times.utc).toBeNull()
    expect(m.location.utcOffset).toBeNull()
    expect(m.drivingClock.kind).toBe('civil')
    expect(m.drivingClock.wall).toMatchObject({ hour: 12, minute: 0 })
    expect(m.instantRange).toEqual({ earliestMs: Date.UTC(2024, 1, 3, 22), latestMs: Date.UTC(2024, 1, 5, 0) })
    // 立春 2024 is 08:27Z: inside the span
    expect(m.boundaries.jieInsideUnknownOffsetSpan.map((j) => j.nameZh)).toEqual(['立春'])
    expect(m.boundaries.minutesToNearestJie).toBeNull()
    expect(Math.abs(m.boundaries.minutesToHourBoundary!)).toBe(60) // 11:00 and 13:00 tie
  })
  it('a span without a jie leaves the list empty', () => {
    const m = resolveBirthMoment({ date: '2024-06-15', time: '12:00' })
    expect(m.boundaries.jieInsideUnknownOffsetSpan).toEqual([])
    expect(m.boundaries.previousJie!.nameZh).toBe('芒种')
  })
  it('unknown time is never noon: timeKnown false, the civil day as range', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', latitude: 39.9042, longitude: 116.4074 })
    expect(m.timeKnown).toBe(false)
    expect(m.instantMs).toBeNull()
    expect(m.times.civil).toBe('1988-07-01')
    expect(m.times.trueSolar).toBeNull()
    expect(m.instantRange).toEqual({ earliestMs: Date.UTC(1988, 5, 30, 15), latestMs: Date.UTC(1988, 6, 1, 14, 59) })
    expect(m.drivingClock.wall).toMatchObject({ hour: 0, minute: 0, second: 0 })
    expect(m.boundaries.minutesToHourBoundary).toBeNull()
  })
  it('timezone only: instant known, civil clock, no solar time', () => {
    const m = resolveBirthMoment({ date: '2000-01-01', time: '08:00', timezone: 5.5 })
    expect(m.times.utc).toBe('2000-01-01T02:30:00Z')
    expect(m.location.resolvedFrom).toBe('timezone')
    expect(m.drivingClock.kind).toBe('civil')
    expect(m.times.trueSolar).toBeNull()
  })
  it('trueSolarTime: false uses the civil clock', () => {
    const m = resolveBirthMoment({ date: '2000-01-01', time: '23:30', latitude: 39.9042, longitude: 116.4074 }, { trueSolarTime: false })
    expect(m.drivingClock.kind).toBe('civil')
    expect(m.boundaries.minutesToHourBoundary).toBe(-30)
    expect(resolveBirthMoment({ date: '2000-01-01', time: '22:50', timezone: 8 }).boundaries.minutesToHourBoundary).toBe(10)
    expect(m.boundaries.minutesToDayBoundary).toBe(-30) // 23:00 and 00:00 tie: the past one
  })
})

describe('city resolution', () => {
  it('Beijing by name, 1988-07-01 12:00 → UTC+9, coordinates from the gazetteer', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', time: '12:00', city: '北京' })
    expect(m.location).toMatchObject({
      resolvedFrom: 'city',
      name: 'Beijing',
      nameZh: '北京',
      country: 'CN',
      timeZone: 'Asia/Shanghai',
      utcOffset: 9,
    })
    expect(m.drivingClock.kind).toBe('true-solar')
  })
  it('Ürümqi by name carries the Xinjiang-time reading', () => {
    const m = resolveBirthMoment({ date: '1988-07-01', time: '12:00', city: 'Urumqi' }, { locale: 'zh' })
    const w = m.warnings.find((x) => x.code === 'ALTERNATIVE_TIME_ZONE')
    expect(w?.alternative).toMatchObject({ timeZone: 'Asia/Urumqi', utcOffset: 6 })
    expect(w?.message).toContain('北京时间')
  })
  it('a district folded into its city warns APPROXIMATE_LOCATION', () => {
    expect(warningCodes({ date: '2000-01-01', time: '12:00', city: '罗湖区' })).toContain('APPROXIMATE_LOCATION')
  })
  it('ambiguous and unknown cities throw', () => {
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', city: 'Portland' }))).toBe('LOCATION_AMBIGUOUS')
    expect(codeOf(() => resolveBirthMoment({ date: '2000-01-01', city: 'Qwzxtplk' }))).toBe('LOCATION_NOT_FOUND')
  })
  it('coordinates win over a city and are named after the nearest place', () => {
    const m = resolveBirthMoment({ date: '2000-01-01', time: '12:00', city: 'Portland', latitude: 51.5072, longitude: -0.1276 })
    expect(m.location).toMatchObject({ resolvedFrom: 'coordinates', name: 'London', country: 'GB', timeZone: 'Europe/London' })
  })
})
