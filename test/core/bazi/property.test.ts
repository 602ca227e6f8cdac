/**
 * Property test: any valid input in the supported range gives a well-formed chart (or an AppError),
 * with internally consistent pillars: month stem by 五虎遁 from the year stem, hour stem by 五鼠遁 from
 * the day (next day at 23:00), luck pillars consecutive in the cycle.
 */
import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import { calculateChart } from '../complete-options'
import { cycleIndexOfName } from '../../../src/core/bazi/ganzhi'
import { isAppError } from '../../../src/core/errors'

const pad = (n: number) => String(n).padStart(2, '0')
const input = fc.record({
  year: fc.integer({ min: 1801, max: 2199 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })), { nil: undefined }),
  place: fc.oneof(
    fc.constant({}),
    fc.record({ timezone: fc.integer({ min: -12, max: 14 }) }),
    fc.record({ latitude: fc.double({ min: -60, max: 70, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  ),
  sex: fc.option(fc.constantFrom('male' as const, 'female' as const), { nil: undefined }),
  ziHour: fc.constantFrom('next-day' as const, 'same-day' as const),
  trueSolarTime: fc.boolean(),
})

describe('calculateChart properties', () => {
  it('well-formed, consistent charts for random inputs 1801-2199', () => {
    fc.assert(
      fc.property(input, (i) => {
        let r
        try {
          r = calculateChart({
            date: `${i.year}-${pad(i.month)}-${pad(i.day)}`,
            time: i.time ? `${pad(i.time[0])}:${pad(i.time[1])}` : undefined,
            ...i.place,
            sex: i.sex,
            ziHour: i.ziHour,
            trueSolarTime: i.trueSolarTime,
          })
        } catch (error) {
          // Only documented errors (e.g. coordinates in the open ocean without a zone) may escape.
          expect(isAppError(error)).toBe(true)
          return
        }
        const p = r.chart.pillars
        const y = cycleIndexOfName(p.year.ganzhi)!
        const m = cycleIndexOfName(p.month.ganzhi)!
        const d = cycleIndexOfName(p.day.ganzhi)!
        // 五虎遁: month stem = (year stem × 2 + 2 + month index) mod 10, month index from the 寅 month.
        const monthIndex = ((m % 12) - 2 + 12) % 12
        expect(m % 10).toBe((((y % 10) % 5) * 2 + 2 + monthIndex) % 10)
        expect(p.hour === null).toBe(i.time === undefined)
        if (p.hour) {
          const h = cycleIndexOfName(p.hour.ganzhi)!
          const stemDay = r.time.drivingClock && p.hour.branch.char === '子' && i.ziHour === 'same-day' && isLate(r) ? d + 1 : d
          expect(h % 10).toBe((((stemDay % 10) % 5) * 2 + (h % 12)) % 10)
        }
        expect(r.chart.dayMaster).toBe(p.day.ganzhi[0])
        if (r.luck) {
          const step = r.luck.direction.code === 'forward' ? 1 : -1
          r.luck.pillars.forEach((lp, k) => expect(cycleIndexOfName(lp.ganzhi)).toBe((((m + step * (k + 1)) % 60) + 60) % 60))
          expect(r.luck.start.nominalAge).toBeGreaterThanOrEqual(1)
          expect(r.luck.start.nominalAge).toBeLessThanOrEqual(12)
        }
      }),
      { numRuns: 300, seed: 20261121 },
    )
  })
})

/** True when the driving clock reads 23:xx (the 子 hour that opens the next day). */
function isLate(r: ReturnType<typeof calculateChart>): boolean {
  const clock = r.time.drivingClock === 'true-solar' ? r.time.trueSolar! : r.time.civil
  return clock.slice(11, 13) === '23'
}
