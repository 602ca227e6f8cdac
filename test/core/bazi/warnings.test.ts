/** Unknown time, unknown place, boundary warnings. */
import { describe, expect, it } from 'bun:test'
import { calculateChart } from '../complete-options'

const codes = (r: ReturnType<typeof calculateChart>) => r.warnings.map((w) => w.code)

describe('unknown birth time', () => {
  it('gives three pillars, hour null, BIRTH_TIME_UNKNOWN, no life/body palace, never an invented noon', () => {
    const r = calculateChart({ date: '2008-08-08', latitude: 39.9, longitude: 116.4 })
    expect(r.chart.pillars.hour).toBeNull()
    expect([r.chart.pillars.year.ganzhi, r.chart.pillars.month.ganzhi, r.chart.pillars.day.ganzhi]).toEqual(['戊子', '庚申', '庚辰'])
    expect(codes(r)).toContain('BIRTH_TIME_UNKNOWN')
    expect(r.chart.palaces.life).toBeNull()
    expect(r.chart.palaces.body).toBeNull()
    expect(r.time.utc).toBeNull()
    expect(r.time.timeKnown).toBe(false)
    expect(r.chart.interactions.every((i) => !i.members.includes('hour'))).toBe(true)
  })
  it('on a jie day lists both month candidates (立春 2024-02-04 16:27 Beijing)', () => {
    const r = calculateChart({ date: '2024-02-04', latitude: 39.9, longitude: 116.4 })
    const w = r.warnings.find((x) => x.code === 'BIRTH_TIME_UNKNOWN')!
    const alt = w.alternative as { candidates: { year: string; month: string }[] }
    expect(alt.candidates.map((c) => c.year + c.month)).toEqual(['癸卯乙丑', '甲辰丙寅'])
  })
  it('luck pillars without a time are marked approximate', () => {
    const r = calculateChart({ date: '1998-07-31', timezone: 8, sex: 'male' })
    expect(r.luck!.precision).toBe('approximate')
    expect(r.luck!.pillars[0].ganzhi).toBe('庚申')
  })
})

describe('unknown place', () => {
  it('no place, no offset: civil clock, LOCATION_UNKNOWN, location.resolvedFrom none', () => {
    const r = calculateChart({ date: '2008-08-08', time: '20:08' })
    expect(r.location.resolvedFrom).toBe('none')
    expect(r.location.utcOffset).toBeNull()
    expect(r.time.drivingClock).toBe('civil')
    expect(codes(r)).toContain('LOCATION_UNKNOWN')
    expect(codes(r)).not.toContain('OFFSET_UNKNOWN_PILLARS')
    expect(r.chart.pillars.hour!.ganzhi).toBe('丙戌')
  })
  it('a jie inside UTC-12..+14 of the civil time gives OFFSET_UNKNOWN_PILLARS with both candidates', () => {
    // 立春 2024 = 08:27Z; 10:00 civil could be 20:00Z Feb 3 .. 22:00Z Feb 4.
    const r = calculateChart({ date: '2024-02-04', time: '10:00' })
    const w = r.warnings.find((x) => x.code === 'OFFSET_UNKNOWN_PILLARS')!
    const alt = w.alternative as { candidates: { year: string; month: string }[] }
    expect(alt.candidates.map((c) => c.year + c.month)).toEqual(['癸卯乙丑', '甲辰丙寅'])
    // Main pillars assume UTC+8 (02:00Z, before 立春), named in conventions.
    expect(r.chart.pillars.year.ganzhi + r.chart.pillars.month.ganzhi).toBe('癸卯乙丑')
    expect(r.conventions.unknownOffsetAssumption).toBe('UTC+8')
  })
  it('offset only: civil clock with the offset fixing the instant', () => {
    const r = calculateChart({ date: '2024-02-04', time: '10:00', timezone: -5 })
    expect(r.location.resolvedFrom).toBe('timezone')
    expect(r.time.utc).toBe('2024-02-04T15:00:00Z')
    expect(r.chart.pillars.year.ganzhi + r.chart.pillars.month.ganzhi).toBe('甲辰丙寅')
    expect(codes(r)).not.toContain('OFFSET_UNKNOWN_PILLARS')
  })
})

describe('boundary warnings', () => {
  it('NEAR_SOLAR_TERM within 30 min of a jie, with the pillars on the other side (2 min before 立春 1949)', () => {
    const r = calculateChart({ date: '1949-02-04', time: '11:21', timezone: 8, longitude: 116.4074, latitude: 39.9 })
    expect(r.chart.pillars.year.ganzhi + r.chart.pillars.month.ganzhi).toBe('戊子乙丑')
    const w = r.warnings.find((x) => x.code === 'NEAR_SOLAR_TERM')!
    expect((w.alternative as { pillars: { year: string; month: string } }).pillars).toMatchObject({ year: '己丑', month: '丙寅' })
  })
  it('NEAR_SOLAR_TERM after a jie points back to the previous month (3 min after 小暑 2052 Chengdu)', () => {
    const r = calculateChart({ date: '2052-07-06', time: '16:42', timezone: 8, longitude: 104.0665, latitude: 30.66 })
    expect(r.chart.pillars.month.ganzhi).toBe('丁未')
    const w = r.warnings.find((x) => x.code === 'NEAR_SOLAR_TERM')!
    expect((w.alternative as { pillars: { month: string } }).pillars.month).toBe('丙午')
  })
  it('no NEAR_SOLAR_TERM far from a jie', () => {
    expect(codes(calculateChart({ date: '2008-08-20', time: '12:00', timezone: 8 }))).not.toContain('NEAR_SOLAR_TERM')
  })
  it('NEAR_HOUR_BOUNDARY within 10 min of an hour boundary, with the other hour', () => {
    const r = calculateChart({ date: '2008-08-08', time: '20:55', timezone: 8 })
    expect(r.chart.pillars.hour!.ganzhi).toBe('丙戌')
    const w = r.warnings.find((x) => x.code === 'NEAR_HOUR_BOUNDARY')!
    expect((w.alternative as { pillars: { hour: string } }).pillars.hour).toBe('丁亥')
  })
  it('NEAR_HOUR_BOUNDARY at 23:05 gives the 22:xx side and the other 23:00 school', () => {
    const r = calculateChart({ date: '1988-08-02', time: '23:05', timezone: 8 })
    expect(r.chart.pillars.day.ganzhi + r.chart.pillars.hour!.ganzhi).toBe('庚寅丙子')
    const alt = r.warnings.find((x) => x.code === 'NEAR_HOUR_BOUNDARY')!.alternative as {
      pillars: { day: string; hour: string }
      otherZiHourRule: { ziHour: string; pillars: { day: string; hour: string } }
    }
    expect(alt.pillars.day + alt.pillars.hour).toBe('己丑乙亥')
    expect(alt.otherZiHourRule.ziHour).toBe('same-day')
    expect(alt.otherZiHourRule.pillars.day + alt.otherZiHourRule.pillars.hour).toBe('己丑丙子')
  })
  it('no NEAR_HOUR_BOUNDARY mid-hour', () => {
    expect(codes(calculateChart({ date: '2008-08-08', time: '20:08', timezone: 8 }))).not.toContain('NEAR_HOUR_BOUNDARY')
  })
})

describe('offset doubts from the time pipeline carry the pillars of the other offset', () => {
  it('1989-09-17 01:20 Beijing occurs twice: first (+9) 丙子 hour, the +8 reading gives 丁丑', () => {
    const r = calculateChart({ date: '1989-09-17', time: '01:20', latitude: 39.9042, longitude: 116.4074 })
    expect(r.chart.pillars.hour!.ganzhi).toBe('丙子')
    const w = r.warnings.find((x) => x.code === 'AMBIGUOUS_LOCAL_TIME')!
    expect(w.alternative).toMatchObject({ utcOffset: 8, pillars: { year: '己巳', month: '癸酉', day: '庚辰', hour: '丁丑' } })
  })
  it('Ürümqi 1990-06-01 12:00: Beijing time (+9, TST ≈ 08:52) gives 甲辰; the Xinjiang-time reading (+6, TST ≈ 11:52) gives 丙午', () => {
    const r = calculateChart({ date: '1990-06-01', time: '12:00', city: 'Urumqi' })
    expect(r.chart.pillars.hour!.ganzhi).toBe('甲辰')
    const w = r.warnings.find((x) => x.code === 'ALTERNATIVE_TIME_ZONE')!
    expect(w.alternative).toMatchObject({ utcOffset: 6, pillars: { day: '丁酉', hour: '丙午' } })
  })
})

describe('no time and no place', () => {
  it('three pillars, both candidates for a jie inside the whole span, both warnings', () => {
    const r = calculateChart({ date: '2024-02-04' })
    expect(codes(r)).toEqual(expect.arrayContaining(['LOCATION_UNKNOWN', 'BIRTH_TIME_UNKNOWN', 'OFFSET_UNKNOWN_PILLARS']))
    expect(r.chart.pillars.hour).toBeNull()
    const alt = r.warnings.find((x) => x.code === 'OFFSET_UNKNOWN_PILLARS')!.alternative as {
      candidates: { year: string; month: string; hour: null }[]
    }
    expect(alt.candidates.map((c) => c.year + c.month)).toEqual(['癸卯乙丑', '甲辰丙寅'])
    expect(alt.candidates.every((c) => c.hour === null)).toBe(true)
  })
  it('the daily block takes `today` from the caller when no readingDate is given', () => {
    const r = calculateChart({ date: '2024-02-04', includeDaily: true, today: '2000-01-01' })
    expect(r.daily).toMatchObject({ date: '2000-01-01', ganzhi: '戊午' })
  })
})
