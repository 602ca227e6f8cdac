import { describe, expect, it } from 'bun:test'
import { formatOffset, isValidTimeZone, msToWall, offsetSecondsAt, wallToMs, zonedWallToUtc } from '../../../src/core/time/offsets'
import type { WallClock } from '../../../src/core/time/types'

const wall = (iso: string): WallClock => {
  const [d, tm = '00:00'] = iso.split('T')
  const [year, month, day] = d.split('-').map(Number)
  const [hour, minute, second = 0] = tm.split(':').map(Number)
  return { year, month, day, hour, minute, second }
}
const hours = (seconds: number) => seconds / 3600

describe('historical offsets (domain notes §1.1; tzdata via ICU)', () => {
  const table: [string, string, number][] = [
    ['Asia/Shanghai', '1988-07-01T12:00', 9], // China DST 1986-91
    ['Asia/Shanghai', '1985-07-01T12:00', 8],
    ['Asia/Shanghai', '1986-05-04T03:30', 9],
    ['Asia/Shanghai', '1986-05-04T01:30', 8],
    ['Asia/Shanghai', '1991-09-01T12:00', 9],
    ['Asia/Shanghai', '1992-07-01T12:00', 8],
    ['Asia/Shanghai', '1941-07-01T12:00', 9],
    ['Asia/Shanghai', '1988-04-12T12:00', 8], // tzdata: DST from April 17 in 1988
    ['Asia/Shanghai', '1988-04-20T12:00', 9],
    ['Asia/Urumqi', '1988-07-01T12:00', 6],
    ['America/New_York', '1990-07-04T12:00', -4],
    ['America/New_York', '1990-01-04T12:00', -5],
    ['Europe/London', '1970-01-15T12:00', 1], // British Standard Time 1968-71
    ['Europe/London', '1975-01-15T12:00', 0],
    ['Asia/Singapore', '1975-07-01T12:00', 7.5],
    ['Asia/Kuala_Lumpur', '1975-07-01T12:00', 7.5],
    ['Asia/Kuala_Lumpur', '1985-07-01T12:00', 8],
    ['Asia/Hong_Kong', '1943-07-01T12:00', 9],
    ['Asia/Hong_Kong', '1975-07-01T12:00', 9],
    ['Asia/Taipei', '1975-07-01T12:00', 9],
    ['Asia/Macau', '1975-07-01T12:00', 9],
    ['Asia/Kolkata', '1993-03-12T12:00', 5.5],
    ['Australia/Sydney', '2024-01-15T12:00', 11],
    ['America/Sao_Paulo', '1986-12-25T23:15', -2],
  ]
  for (const [zone, at, expected] of table) {
    it(`${zone} ${at} → UTC${expected >= 0 ? '+' : ''}${expected}`, () => {
      const r = zonedWallToUtc(wall(at), zone)
      expect(hours(r.offsetSeconds)).toBe(expected)
      expect(r.utcMs).toBe(wallToMs(wall(at)) - expected * 3600_000)
    })
  }

  it('keeps the seconds of local mean time (Shanghai 1900 = +08:05:43)', () => {
    const r = zonedWallToUtc(wall('1900-01-01T12:00'), 'Asia/Shanghai')
    expect(r.offsetSeconds).toBe(8 * 3600 + 5 * 60 + 43)
    expect(formatOffset(r.offsetSeconds)).toBe('+08:05:43')
  })
})

describe('gaps and overlaps', () => {
  it('Beijing 1986-05-04 02:30 does not exist: pre-change offset, post-change alternative', () => {
    const r = zonedWallToUtc(wall('1986-05-04T02:30'), 'Asia/Shanghai')
    expect(r.kind).toBe('gap')
    expect(hours(r.offsetSeconds)).toBe(8)
    expect(new Date(r.utcMs).toISOString()).toBe('1986-05-03T18:30:00.000Z')
    expect(hours(r.alternative!.offsetSeconds)).toBe(9)
  })
  it('Beijing 1986-09-14 01:30 occurs twice: first occurrence (+9), then +8', () => {
    const r = zonedWallToUtc(wall('1986-09-14T01:30'), 'Asia/Shanghai')
    expect(r.kind).toBe('overlap')
    expect(hours(r.offsetSeconds)).toBe(9)
    expect(new Date(r.utcMs).toISOString()).toBe('1986-09-13T16:30:00.000Z')
    expect(new Date(r.alternative!.utcMs).toISOString()).toBe('1986-09-13T17:30:00.000Z')
  })
  it('Beijing 1988-09-11 01:30 → 16:30Z (+9) or 17:30Z (+8)', () => {
    const r = zonedWallToUtc(wall('1988-09-11T01:30'), 'Asia/Shanghai')
    expect(r.kind).toBe('overlap')
    expect(new Date(r.utcMs).toISOString()).toBe('1988-09-10T16:30:00.000Z')
  })
  it('New York 2024-03-10 02:30 gap and 2024-11-03 01:30 overlap', () => {
    const gap = zonedWallToUtc(wall('2024-03-10T02:30'), 'America/New_York')
    expect(gap.kind).toBe('gap')
    expect(hours(gap.offsetSeconds)).toBe(-5)
    const overlap = zonedWallToUtc(wall('2024-11-03T01:30'), 'America/New_York')
    expect(overlap.kind).toBe('overlap')
    expect(hours(overlap.offsetSeconds)).toBe(-4)
    expect(hours(overlap.alternative!.offsetSeconds)).toBe(-5)
  })
  it('London 2024-03-31 01:30 gap; an ordinary time is unique', () => {
    expect(zonedWallToUtc(wall('2024-03-31T01:30'), 'Europe/London').kind).toBe('gap')
    expect(zonedWallToUtc(wall('2024-03-31T03:30'), 'Europe/London').kind).toBe('unique')
  })
})

describe('helpers', () => {
  it('wallToMs handles years < 100 and round-trips', () => {
    const w = wall('0050-03-01T10:20:30')
    expect(new Date(wallToMs(w)).getUTCFullYear()).toBe(50)
    expect(msToWall(wallToMs(w))).toEqual(w)
  })
  it('offsetSecondsAt reads DST and quarter-hour offsets', () => {
    const at = Date.UTC(1988, 6, 1, 4)
    expect(offsetSecondsAt(at, 'Asia/Shanghai')).toBe(9 * 3600)
    expect(offsetSecondsAt(at, 'Asia/Kathmandu')).toBe(5.75 * 3600) // +05:45 since 1986
  })
  it('validates zone names', () => {
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true)
    expect(isValidTimeZone('Asia/Beijing')).toBe(false)
  })
})
