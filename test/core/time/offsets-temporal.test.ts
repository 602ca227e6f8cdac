/**
 * offsetSecondsAt reads offsets through Temporal where the runtime has it (a hot-path fix, see
 * BENCHMARKS.md). It must agree exactly with the Intl reading it replaced: checked here against an
 * independent formatToParts reading, on instants spread over 1700-2300 in every zone and ±1 s
 * around transitions (local mean time seconds included).
 */
import { describe, expect, it } from 'bun:test'
import { offsetSecondsAt } from '../../../src/core/time/offsets'

const intlFormatters = new Map<string, Intl.DateTimeFormat>()
/** The offset from Intl alone: format the instant in the zone, rebuild the wall clock as UTC. */
function intlOffsetSeconds(utcMs: number, timeZone: string): number {
  let f = intlFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    intlFormatters.set(timeZone, f)
  }
  const whole = Math.floor(utcMs / 1000) * 1000
  const parts = Object.fromEntries(f.formatToParts(whole).map((p) => [p.type, p.value]))
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year)
  const d = new Date(0)
  d.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day))
  d.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0)
  return Math.round((d.getTime() - whole) / 1000)
}

const ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Africa/Monrovia',
  'UTC',
]

describe('offsetSecondsAt (Temporal where available) agrees with Intl', () => {
  it('on random instants 1700-2300 in sample zones', () => {
    let seed = 17
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const lo = Date.UTC(1700, 0, 1)
    const hi = Date.UTC(2300, 0, 1)
    for (const zone of ZONES) {
      for (let i = 0; i < 200; i++) {
        const t = lo + Math.floor(rand() * (hi - lo))
        expect([zone, t, offsetSecondsAt(t, zone)]).toEqual([zone, t, intlOffsetSeconds(t, zone)])
      }
    }
  })

  it('±1 s around transitions (found by bisection on Intl), including LMT offsets with seconds', () => {
    let checked = 0
    for (const zone of ZONES) {
      // Scan 1850-2050 in 30-day steps; bisect each change of offset to the second.
      let prevT = Date.UTC(1850, 0, 1)
      let prev = intlOffsetSeconds(prevT, zone)
      for (let t = prevT + 30 * 86_400_000; t < Date.UTC(2050, 0, 1); t += 30 * 86_400_000) {
        const now = intlOffsetSeconds(t, zone)
        if (now !== prev) {
          let a = prevT
          let b = t
          while (b - a > 1000) {
            const mid = Math.floor((a + b) / 2000) * 1000
            if (intlOffsetSeconds(mid, zone) === prev) a = mid
            else b = mid
          }
          for (const at of [a - 1000, a, b, b + 1000]) {
            expect([zone, at, offsetSecondsAt(at, zone)]).toEqual([zone, at, intlOffsetSeconds(at, zone)])
            checked++
          }
        }
        prevT = t
        prev = now
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})

// offsetSecondsAt reads 1800-2200 from a per-zone table of Temporal's transitions (offsets.ts): it
// must give what a direct Temporal reading gives, through the rule-based years after 2037 as well.
const TEMPORAL = (globalThis as { Temporal?: any }).Temporal
describe.skipIf(!TEMPORAL)('offsetSecondsAt from its transition table agrees with direct Temporal readings', () => {
  const direct = (ms: number, zone: string) =>
    Math.round(TEMPORAL.Instant.fromEpochMilliseconds(Math.floor(ms / 1000) * 1000).toZonedDateTimeISO(zone).offsetNanoseconds / 1e9)
  it('every ~10 days over 1799-2201 and ±1 s around every transition, in sample zones', () => {
    let seed = 29
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const lo = Date.UTC(1799, 11, 20)
    const hi = Date.UTC(2201, 0, 10)
    const step = 10 * 86_400_000
    const mismatches: string[] = []
    let checked = 0
    for (const zone of [...ZONES, 'America/Santiago', 'Africa/Casablanca', 'Asia/Tehran', 'Europe/Moscow']) {
      for (let t = lo; t < hi; t += step) {
        const at = t + Math.floor(rand() * step)
        if (offsetSecondsAt(at, zone) !== direct(at, zone)) mismatches.push(`${zone} ${at}`)
        checked++
      }
      let zoned = TEMPORAL.Instant.fromEpochMilliseconds(lo).toZonedDateTimeISO(zone)
      while ((zoned = zoned.getTimeZoneTransition('next')) && zoned.epochMilliseconds < hi) {
        for (const d of [-1001, -1000, -1, 0, 1, 999, 1000]) {
          const at = zoned.epochMilliseconds + d
          if (offsetSecondsAt(at, zone) !== direct(at, zone)) mismatches.push(`${zone} ${at}`)
          checked++
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(checked).toBeGreaterThan(250_000)
  })
})
