/** The integer day counts agree with `Date` everywhere a chart could reach and far beyond. */
import { describe, expect, it } from 'bun:test'
import { daysFromCivil, utcFields } from '../../../src/core/time/day-count'
import { formatWall } from '../../../src/core/time/civil-date'
import { wallToMs } from '../../../src/core/time/offsets'
import { lcg } from '../../../bench/lib/stats'

const DAY_MS = 86_400_000
/** The reference: a `Date` built field by field (setUTCFullYear keeps years 0-99). */
const dateMs = (year: number, month: number, day: number, hour = 0, minute = 0) => {
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  d.setUTCHours(hour, minute, 0, 0)
  return d.getTime()
}

describe('day counts', () => {
  it('daysFromCivil matches Date for every day from -5000 to 5000 (sampled) and every day of 1899-2201', () => {
    const rand = lcg(17)
    for (let k = 0; k < 200_000; k++) {
      const year = Math.floor(rand() * 10_000) - 5000
      const month = 1 + Math.floor(rand() * 12)
      const day = 1 + Math.floor(rand() * 28)
      expect(daysFromCivil(year, month, day) * DAY_MS).toBe(dateMs(year, month, day))
    }
    for (let ms = dateMs(1899, 1, 1); ms < dateMs(2202, 1, 1); ms += DAY_MS) {
      const d = new Date(ms)
      expect(daysFromCivil(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()) * DAY_MS).toBe(ms)
    }
  })

  it('rolls months and days over as Date does (month 0, 13, 14; day 0, 31 of a 30-day month)', () => {
    for (const [y, m, d] of [
      [2024, 0, 15],
      [2024, 13, 1],
      [2023, 14, 29],
      [2024, 3, 0],
      [2024, 4, 31],
      [0, 1, 1],
      [99, 12, 31],
      [-1, 2, 29],
    ]) {
      expect(daysFromCivil(y, m, d) * DAY_MS).toBe(dateMs(y, m, d))
    }
  })

  it('utcFields matches the getUTC* fields for random instants over ±5000 years, and for day edges', () => {
    const rand = lcg(29)
    const span = dateMs(5000, 1, 1) - dateMs(-5000, 1, 1)
    const check = (ms: number) => {
      const d = new Date(ms)
      expect(utcFields(ms)).toEqual({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
      })
    }
    for (let k = 0; k < 200_000; k++) check(dateMs(-5000, 1, 1) + Math.floor((rand() * span) / 1000) * 1000)
    for (const ms of [0, -1000, DAY_MS - 1000, -DAY_MS, dateMs(1900, 3, 1) - 1000, dateMs(2000, 2, 29), dateMs(2100, 3, 1) - 1000])
      check(ms)
  })

  it('wallToMs and formatWall keep their meaning (fractional seconds, rounding to the second)', () => {
    expect(wallToMs({ year: 1990, month: 5, day: 15, hour: 14, minute: 30, second: 12.5 })).toBe(dateMs(1990, 5, 15, 14, 30) + 12_500)
    expect(wallToMs({ year: 45, month: 3, day: 1, hour: 0, minute: 0, second: 0 })).toBe(dateMs(45, 3, 1))
    expect(formatWall(dateMs(1990, 5, 15, 14, 30) + 59_600)).toBe('1990-05-15T14:31:00')
    expect(formatWall(dateMs(1999, 12, 31, 23, 59) + 59_500)).toBe('2000-01-01T00:00:00')
    expect(formatWall(dateMs(800, 2, 29, 6, 5) + 7_000)).toBe('0800-02-29T06:05:07')
  })
})

describe('msToWall', () => {
  it('reads the same fields as a Date, fractional milliseconds and instants before 1970 included', async () => {
    const { msToWall } = await import('../../../src/core/time/offsets')
    const rand = lcg(41)
    for (let k = 0; k < 100_000; k++) {
      const ms = (rand() - 0.5) * 2e13 // ±317 years around 1970, fractional
      const d = new Date(ms)
      const whole = Math.floor(ms / 1000) * 1000
      expect(msToWall(ms)).toEqual({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds() + (ms - whole) / 1000,
      })
    }
  })
})
