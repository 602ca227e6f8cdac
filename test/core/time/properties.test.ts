import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import { Planet } from 'astronomia/planetposition'
import vsop87Bearth from 'astronomia/data/vsop87Bearth'
import eqtime from 'astronomia/eqtime'
import deltat from 'astronomia/deltat'
import { msToWall, offsetSecondsAt, zonedWallToUtc } from '../../../src/core/time/offsets'
import { SOLAR_TERM_RANGE, jieAfter, jieAtOrBefore } from '../../../src/core/time/solar-terms'
import { equationOfTimeSeconds } from '../../../src/core/time/solar-time'

const ZONES = [
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Pacific/Apia',
  'Asia/Singapore',
  'Europe/Dublin',
  'America/St_Johns',
]
const instant = fc.integer({ min: Date.UTC(1900, 0, 2), max: Date.UTC(2099, 11, 30) })

describe('offsets: every real instant round-trips through its wall clock', () => {
  it('wall time of an instant resolves back to it (or names it as the other reading of an overlap)', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        const utcMs = Math.floor(ms / 1000) * 1000
        const wall = msToWall(utcMs + offsetSecondsAt(utcMs, zone) * 1000)
        const r = zonedWallToUtc(wall, zone)
        expect(r.kind).not.toBe('gap')
        expect(r.utcMs === utcMs || r.alternative?.utcMs === utcMs).toBe(true)
      }),
      { numRuns: 400 },
    )
  })
})

describe('solar terms: the bracketing jie are consecutive', () => {
  it('jieAtOrBefore(t) <= t < jieAfter(t), two terms apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: SOLAR_TERM_RANGE.startMs, max: SOLAR_TERM_RANGE.endMs - 1 }), (t) => {
        const before = jieAtOrBefore(t)
        const after = jieAfter(t)
        expect(before.utcMs).toBeLessThanOrEqual(t)
        expect(after.utcMs).toBeGreaterThan(t)
        expect(before.isJie && after.isJie).toBe(true)
        expect(after.index).toBe((before.index + 2) % 24)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('equation of time within 1 s of the ephemeris', () => {
  const earth = new Planet(vsop87Bearth)
  it('matches astronomia eqtime.e (VSOP87) at random instants 1800-2200', () => {
    let worst = 0
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 11, 31) }), (ms) => {
        const jd = ms / 86400000 + 2440587.5
        const jde = jd + deltat.deltaT(2000 + (jd - 2451545) / 365.25) / 86400
        const ephemeris = ((eqtime.e(jde, earth) * 180) / Math.PI) * 240
        worst = Math.max(worst, Math.abs(equationOfTimeSeconds(ms) - ephemeris))
      }),
      { numRuns: 150 },
    )
    expect(worst).toBeLessThan(1)
  })
})
