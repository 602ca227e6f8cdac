/**
 * POST /api/v1/solar-terms through the real app: instants against the VSOP87 table the chart uses,
 * against independent reference values and the reference fixtures, local times with historical
 * offsets, the month pillars the jie start (checked against the chart operation on both sides of
 * each jie), and bad input.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import fixtures from '../fixtures/bazi-cases.json'
import type { FixtureCase } from '../core/bazi/support'
import { createTestApp } from '../support/app'
import { termAtOrBefore } from '../../src/core/time/solar-terms'

const t = createTestApp()
const key = t.createKey(100_000)
afterAll(() => t.close())

const terms = async (body: unknown) => {
  const res = await t.post('/api/v1/solar-terms', body, key)
  return { status: res.status, body: (await res.json()) as any }
}
const ms = (iso: string) => Date.parse(iso)

describe('POST /api/v1/solar-terms', () => {
  it.each([1800, 1801, 1900, 1949, 1986, 2000, 2024, 2100, 2199, 2200])(
    '%i: 24 terms in time order, each the chart’s own VSOP87 instant',
    async (year) => {
      const { status, body } = await terms({ year })
      expect(status).toBe(200)
      expect(body.terms).toHaveLength(24)
      expect(body.location).toBeNull()
      const instants = body.terms.map((x: any) => ms(x.instant.utc))
      expect([...instants].sort((a, b) => a - b)).toEqual(instants)
      expect(new Set(body.terms.map((x: any) => x.index)).size).toBe(24)
      for (const x of body.terms) {
        expect(new Date(ms(x.instant.utc)).getUTCFullYear()).toBe(year)
        // The very instant the chart compares birth instants with (the table is whole seconds).
        const table = termAtOrBefore(ms(x.instant.utc))
        expect(table.index).toBe(x.index)
        expect(table.utcMs).toBe(ms(x.instant.utc))
        expect(x.instant.local).toBeNull()
        expect(x.kind).toBe(x.index % 2 === 0 ? 'jie' : 'qi')
        expect(x.solarLongitude).toBe((315 + 15 * x.index) % 360)
        expect(x.monthPillar === null).toBe(x.kind === 'qi')
        expect(x.yearPillar === null).toBe(x.index !== 0)
      }
      expect(body.terms[0].term.code).toBe('minor-cold')
      expect(body.terms[23].term.code).toBe('winter-solstice')
    },
  )

  it('matches independent values within 60 s (domain notes: tyme4ts, lunar-typescript; Beijing time)', async () => {
    const { body } = await terms({ year: 2024, timezone: 8 })
    const at = (code: string) => body.terms.find((x: any) => x.term.code === code)
    expect(Math.abs(ms(at('start-of-spring').instant.utc) - ms('2024-02-04T16:27:07+08:00'))).toBeLessThanOrEqual(60_000)
    expect(Math.abs(ms(at('awakening-of-insects').instant.utc) - ms('2024-03-05T10:22:45+08:00'))).toBeLessThanOrEqual(60_000)
    expect(at('start-of-spring')).toMatchObject({ monthPillar: '丙寅', yearPillar: '甲辰', instant: { utcOffset: 8 } })
    expect(at('start-of-spring').instant.local).toMatch(/^2024-02-04T16:2[67]:\d\d\+08:00$/)
    const { body: b2026 } = await terms({ year: 2026, timezone: 'Asia/Shanghai' })
    const lichun = b2026.terms.find((x: any) => x.index === 0)
    expect(Math.abs(ms(lichun.instant.utc) - ms('2026-02-04T04:02:08+08:00'))).toBeLessThanOrEqual(60_000)
    expect(lichun).toMatchObject({ monthPillar: '庚寅', yearPillar: '丙午' })
  })

  it('agrees with every reference fixture: the month and year pillars in force at each case’s instant are those the latest jie started', async () => {
    const cases = (fixtures as unknown as { cases: FixtureCase[] }).cases
    const cache = new Map<number, any[]>()
    const list = async (year: number) => {
      if (!cache.has(year)) cache.set(year, (await terms({ year })).body.terms)
      return cache.get(year)!
    }
    for (const c of cases) {
      const instant = ms(c.utc)
      const year = new Date(instant).getUTCFullYear()
      const jie = [...(year > 1800 ? await list(year - 1) : []), ...(await list(year))].filter(
        (x) => x.kind === 'jie' && ms(x.instant.utc) <= instant,
      )
      const latest = jie[jie.length - 1]
      expect([c.id, latest.monthPillar]).toEqual([c.id, c.expected.trueSolar.nextDay23.month])
      const lichun = jie.filter((x) => x.index === 0).pop()
      expect([c.id, lichun.yearPillar]).toEqual([c.id, c.expected.trueSolar.nextDay23.year])
    }
  })

  it('each jie’s month pillar is the chart’s on its far side, and the previous month holds one minute before (Beijing 1988, DST +09:00)', async () => {
    const { body } = await terms({ year: 1988, city: 'Beijing' })
    expect(body.location).toMatchObject({ resolvedFrom: 'city', timeZone: 'Asia/Shanghai' })
    const summer = body.terms.find((x: any) => x.term.code === 'grain-in-ear')
    expect(summer.instant.utcOffset).toBe(9)
    expect(summer.instant.local).toMatch(/\+09:00$/)
    for (const x of body.terms.filter((y: any) => y.kind === 'jie')) {
      const local = x.instant.local as string
      const minute = ms(x.instant.utc) - (ms(x.instant.utc) % 60_000)
      const wall = (instantMs: number) => new Date(instantMs + x.instant.utcOffset * 3_600_000).toISOString()
      const after = wall(minute + 60_000)
      const before = wall(minute)
      const chart = async (iso: string) =>
        (await (await t.post('/api/v1/bazi', { date: iso.slice(0, 10), time: iso.slice(11, 16), city: 'Beijing' }, key)).json()) as any
      const a = await chart(after)
      const b = await chart(before)
      expect([local, a.chart.pillars.month.ganzhi]).toEqual([local, x.monthPillar])
      expect([local, b.chart.pillars.month.ganzhi]).not.toEqual([local, x.monthPillar])
    }
  })

  it('gives local time with the offset in force for an IANA zone or a fixed offset, and labels in the locale', async () => {
    const ny = await terms({ year: 2024, timezone: 'America/New_York', locale: 'zh' })
    const offsets = new Set(ny.body.terms.map((x: any) => x.instant.utcOffset))
    expect([...offsets].sort((a: any, b: any) => a - b)).toEqual([-5, -4])
    expect(ny.body.terms[0].term).toEqual({ code: 'minor-cold', name: '小寒' })
    expect(ny.body.location).toMatchObject({ timeZone: 'America/New_York', fixedUtcOffset: null })
    const fixed = await terms({ year: 2024, timezone: 5.5 })
    expect(fixed.body.terms.every((x: any) => x.instant.utcOffset === 5.5 && x.instant.local.endsWith('+05:30'))).toBe(true)
    const lmt = await terms({ year: 1850, timezone: 'Asia/Shanghai' })
    expect(lmt.body.terms[0].instant.local).toMatch(/\+08:05:43$/)
  })

  it('refuses bad input with 400 and a clear code', async () => {
    for (const body of [
      {},
      { year: 1799 },
      { year: 2201 },
      { year: 2024.5 },
      { year: '2024' },
      { year: 2024, extra: 1 },
      { year: 2024, timezone: 15 },
    ]) {
      const res = await terms(body)
      expect([JSON.stringify(body), res.status, res.body.error.code]).toEqual([JSON.stringify(body), 400, 'INVALID_REQUEST'])
    }
    const zone = await terms({ year: 2024, timezone: 'Mars/Olympus' })
    expect(zone.status).toBe(400)
    expect(zone.body.error.message).toContain('Mars/Olympus')
    // Offset strings that the runtime's Intl would take are not zone names: out of range or not,
    // a fixed offset goes as a number of hours (-12 to 14).
    for (const offset of ['+23:59', '+14:01', '-05:00', '+08']) {
      const res = await terms({ year: 1800, timezone: offset })
      // Refused by the request schema (a zone name starts with a letter), naming the member.
      expect([offset, res.status, res.body.error.code, res.body.error.details?.errors?.[0]?.path]).toEqual([
        offset,
        400,
        'INVALID_REQUEST',
        '/timezone',
      ])
      expect(res.body.error.message).toContain('number of hours')
    }
    const city = await terms({ year: 2024, city: 'Xqzzyville' })
    expect(city.status).toBe(400)
    expect(city.body.error.code).toBe('LOCATION_NOT_FOUND')
    const nokey = await t.post('/api/v1/solar-terms', { year: 2024 })
    expect(nokey.status).toBe(401)
  })
})
