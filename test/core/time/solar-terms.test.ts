import { describe, expect, it } from 'bun:test'
import { Solar } from 'lunar-typescript'
import fixtures from '../../fixtures/bazi-cases.json'
import { AppError } from '../../../src/core/errors'
import {
  SOLAR_TERM_NAMES,
  SOLAR_TERM_RANGE,
  jieAfter,
  jieAtOrBefore,
  termAtOrBefore,
  termInstant,
  termsBetween,
} from '../../../src/core/time/solar-terms'

const BEIJING_MS = 8 * 3600_000
const utc = (iso: string) => Date.parse(iso)
/** A Beijing wall time `YYYY-MM-DD HH:MM:SS` as a UTC instant. */
const beijing = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`) - BEIJING_MS

describe('published term instants', () => {
  const cases: [string, number, number, number][] = [
    // [label, year, index, expected UTC ms]; published values (domain notes §1, HKO / tyme4ts)
    ['立春 2024 = 2024-02-04T08:27:07Z', 2024, 0, utc('2024-02-04T08:27:07Z')],
    ['立春 2026 = 04:02:08 Beijing', 2026, 0, beijing('2026-02-04 04:02:08')],
    ['惊蛰 2024 = 10:22:45 Beijing', 2024, 2, beijing('2024-03-05 10:22:45')],
    ['冬至 2023 = 11:27:20 Beijing (2023-12-22)', 2023, 21, beijing('2023-12-22 11:27:20')],
  ]
  for (const [label, year, index, expected] of cases) {
    it(label, () => {
      const term = termInstant(year, index)
      expect(Math.abs(term.utcMs - expected)).toBeLessThanOrEqual(10_000)
    })
  }

  it('solar longitudes and names follow the index', () => {
    expect(termInstant(2024, 0)).toMatchObject({ index: 0, isJie: true, nameZh: '立春', nameEn: 'Start of Spring', solarLongitude: 315 })
    expect(termInstant(2024, 3)).toMatchObject({ nameZh: '春分', solarLongitude: 0, isJie: false })
    expect(termInstant(2024, 23)).toMatchObject({ nameZh: '大寒', solarLongitude: 300 })
    expect(SOLAR_TERM_NAMES).toHaveLength(24)
  })

  it('小寒 and 大寒 of a year fall in its January', () => {
    expect(new Date(termInstant(2024, 22).utcMs).toISOString().slice(0, 7)).toBe('2024-01')
    expect(new Date(termInstant(2024, 23).utcMs).toISOString().slice(0, 7)).toBe('2024-01')
  })
})

describe('fixture term instants (ephemeris within ~60 s)', () => {
  const noted = fixtures.cases
    .map((c) => c.note && /(\d+) min (after|before) (\S+) (\S+Z)/.exec(c.note))
    .filter((m): m is RegExpExecArray => Boolean(m))
  it('has notes to check', () => expect(noted.length).toBeGreaterThan(10))
  for (const m of noted) {
    it(`${m[3]} ${m[4]}`, () => {
      const instant = utc(m[4])
      const term = termAtOrBefore(instant + 90_000)
      expect(term.nameZh).toBe(m[3])
      expect(Math.abs(term.utcMs - instant)).toBeLessThanOrEqual(60_000)
    })
  }
})

describe('cross-check with lunar-typescript (Beijing time converted to UTC)', () => {
  const keys = SOLAR_TERM_NAMES.map((n) => n.zh)
  for (const year of [1801, 1850, 1901, 1949, 1988, 2024, 2057, 2099, 2150, 2199]) {
    it(`${year}: 立春..大雪 within 60 s`, () => {
      const table = Solar.fromYmd(year, 7, 1).getLunar().getJieQiTable() as Record<string, Solar>
      let worst = 0
      for (let index = 0; index < 24; index++) {
        // Under Chinese keys the table holds 冬至 of the previous December and the January terms of
        // the year itself; 立春..大雪 (0..20) are this Gregorian year's.
        if (index > 20) continue
        const s = table[keys[index]]
        const theirs = beijing(s.toYmdHms())
        worst = Math.max(worst, Math.abs(termInstant(year, index).utcMs - theirs))
      }
      expect(worst).toBeLessThanOrEqual(60_000)
    })
  }
})

describe('lookups', () => {
  const lichun2024 = termInstant(2024, 0).utcMs
  it('jie at or before and after an instant', () => {
    expect(jieAtOrBefore(lichun2024).nameZh).toBe('立春')
    expect(jieAtOrBefore(lichun2024 - 1).nameZh).toBe('小寒')
    expect(jieAfter(lichun2024).nameZh).toBe('惊蛰')
    expect(jieAfter(lichun2024 - 1).nameZh).toBe('立春')
    // 雨水 is a qi: the jie before it is still 立春
    expect(jieAtOrBefore(termInstant(2024, 1).utcMs + 1).nameZh).toBe('立春')
  })

  it('termsBetween returns every term in the span in order', () => {
    const terms = termsBetween(utc('2024-01-01T00:00:00Z'), utc('2025-01-01T00:00:00Z'))
    expect(terms).toHaveLength(24)
    expect(terms[0].nameZh).toBe('小寒')
    expect(terms.at(-1)!.nameZh).toBe('冬至')
    for (let i = 1; i < terms.length; i++) expect(terms[i].utcMs).toBeGreaterThan(terms[i - 1].utcMs)
    expect(termsBetween(lichun2024, lichun2024 + 1)).toHaveLength(1)
    expect(termsBetween(lichun2024 + 1, lichun2024 + 86400_000)).toHaveLength(0)
  })

  it('covers 1800-01-01 .. 2200-12-31 and rejects outside', () => {
    expect(jieAtOrBefore(SOLAR_TERM_RANGE.startMs).nameZh).toBe('大雪')
    expect(jieAfter(SOLAR_TERM_RANGE.endMs - 1).nameZh).toBe('小寒')
    // UTC+14 on 1800-01-01 is still inside the table
    expect(jieAtOrBefore(SOLAR_TERM_RANGE.startMs - 14 * 3600_000).nameZh).toBe('大雪')
    expect(() => jieAtOrBefore(SOLAR_TERM_RANGE.tableStartMs - 1)).toThrow(AppError)
    expect(() => jieAfter(SOLAR_TERM_RANGE.tableEndMs)).toThrow(AppError)
    expect(() => termInstant(1799, 0)).toThrow(AppError)
    expect(() => termInstant(2201, 0)).toThrow(AppError)
    try {
      termInstant(2201, 0)
    } catch (e) {
      expect((e as AppError).code).toBe('DATE_OUT_OF_RANGE')
    }
    expect(termInstant(1800, 22).nameZh).toBe('小寒')
    expect(termInstant(2200, 21).nameZh).toBe('冬至')
  })

  it('terms are 14-16 days apart across the whole table', () => {
    const all = termsBetween(SOLAR_TERM_RANGE.tableStartMs, SOLAR_TERM_RANGE.tableEndMs + 1)
    expect(all.length).toBeGreaterThan(9600)
    for (let i = 1; i < all.length; i++) {
      const days = (all[i].utcMs - all[i - 1].utcMs) / 86400_000
      expect(days > 14 && days < 16.1).toBe(true)
      expect(all[i].index).toBe((all[i - 1].index + 1) % 24)
    }
  })
})
