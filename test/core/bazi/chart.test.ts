import { describe, expect, it } from 'bun:test'
import fixtures from '../../fixtures/bazi-cases.json'
import { calculateChart } from '../complete-options'
import type { FixtureCase } from './support'

const cases = (fixtures as unknown as { cases: FixtureCase[] }).cases
const four = (r: ReturnType<typeof calculateChart>) => {
  const p = r.chart.pillars
  return [p.year.ganzhi, p.month.ganzhi, p.day.ganzhi, p.hour?.ganzhi ?? null]
}

describe('calculateChart: every reference fixture through the time-and-place pipeline', () => {
  for (const c of cases) {
    for (const clock of ['trueSolar', 'civilClock'] as const) {
      for (const rule of ['nextDay23', 'sameDay23'] as const) {
        it(`${c.id} ${clock} ${rule}`, () => {
          const r = calculateChart({
            date: c.input.date,
            time: c.input.time,
            latitude: c.input.latitude,
            longitude: c.input.longitude,
            timezone: c.input.utcOffset,
            trueSolarTime: clock === 'trueSolar',
            ziHour: rule === 'nextDay23' ? 'next-day' : 'same-day',
          })
          expect(four(r)).toEqual(Object.values(c.expected[clock][rule]))
          expect(r.time.utc).toBe(c.utc)
        })
      }
    }
  }
})

describe('known charts', () => {
  it('2008-08-08 20:08 Beijing (116.4 E) is 戊子 庚申 庚辰 丙戌', () => {
    const r = calculateChart({ date: '2008-08-08', time: '20:08', latitude: 39.9, longitude: 116.4, timezone: 8 })
    expect(four(r)).toEqual(['戊子', '庚申', '庚辰', '丙戌'])
    expect(r.chart.dayMaster).toBe('庚')
  })
  it('New York 2024-02-04 04:00 EST (74.0 W) is 甲辰 丙寅 戊戌 甲寅 (instant after 立春, TST ≈ 03:50)', () => {
    const r = calculateChart({ date: '2024-02-04', time: '04:00', latitude: 40.71, longitude: -74.0 })
    expect(r.location.utcOffset).toBe(-5)
    expect(four(r)).toEqual(['甲辰', '丙寅', '戊戌', '甲寅'])
    expect(r.time.trueSolar!.slice(11, 13)).toBe('03')
  })
  it('Beijing 1988-07-01 12:00 civil (DST, UTC+9) at 116.4 E is 戊辰 戊午 丁巳 乙巳 by true solar time (10:42)', () => {
    const r = calculateChart({ date: '1988-07-01', time: '12:00', latitude: 39.9, longitude: 116.4 })
    expect(r.location.utcOffset).toBe(9)
    expect(four(r)).toEqual(['戊辰', '戊午', '丁巳', '乙巳'])
    // 03:00Z + 116.4 × 4 min = 10:45:36 mean time, equation of time ≈ −3.8 min → 10:41:48 ≈ 10:42.
    const [h, m, sec] = r.time.trueSolar!.slice(11, 19).split(':').map(Number)
    expect(Math.abs(h * 60 + m + sec / 60 - (10 * 60 + 42))).toBeLessThan(1)
    // By the civil clock it is the 午 hour instead.
    const civil = calculateChart({ date: '1988-07-01', time: '12:00', latitude: 39.9, longitude: 116.4, trueSolarTime: false })
    expect(four(civil)).toEqual(['戊辰', '戊午', '丁巳', '丙午'])
  })
})
