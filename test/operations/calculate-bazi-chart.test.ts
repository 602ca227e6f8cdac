/**
 * The Bazi chart through the real entry points: every reference fixture through POST /api/v1/bazi
 * (both clocks × both 23:00 rules), the MCP tool on the public connector, REST/MCP parity, the
 * daily block, locales and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import fixtures from '../fixtures/bazi-cases.json'
import { createTestApp, toolJson } from '../support/app'
import { SIXTY_CYCLE } from '../../src/core/bazi'
import type { FixtureCase } from '../core/bazi/support'

const cases = (fixtures as unknown as { cases: FixtureCase[] }).cases
const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z') })
const key = t.createKey(100_000)
afterAll(() => t.close())

const chart = async (body: unknown) => {
  const res = await t.post('/api/v1/bazi', body, key)
  return { status: res.status, body: (await res.json()) as any }
}
/** The hidden stems' roles, in the order REST writes the hidden stems (role order). */
const ROLES = ['main', 'middle', 'residual']
/** A luck pillar's annual pillars: as the full chart lists them, or (REST) the years' own pillars from its startYear. */
const annualOf = (p: any): string[] =>
  p.annual
    ? p.annual.map((a: any) => a.ganzhi)
    : Array.from({ length: 10 }, (_, i) => SIXTY_CYCLE[(((p.startYear + i - 4) % 60) + 60) % 60])
/** The facts both chart shapes carry: pillars, luck and annual pillars, warnings, the main conventions. */
const factsOf = (b: any) => ({
  pillars: four(b),
  hidden: ['year', 'month', 'day', 'hour'].map(
    (p) => b.chart.pillars[p]?.branch.hiddenStems.map((h: any, i: number) => [h.char, h.tenGod.code, h.role?.code ?? ROLES[i]]) ?? null,
  ),
  luck: b.luck && b.luck.pillars.map((p: any) => [p.ganzhi, p.tenGod.code, p.startYear, p.startAge, annualOf(p)]),
  annualTenGods:
    b.luck &&
    b.luck.pillars.flatMap((p: any) =>
      p.annual
        ? p.annual.map((a: any) => a.tenGod.code)
        : annualOf(p).map((a) => b.luck.pillars.find((l: any) => l.ganzhi[0] === a[0]).tenGod.code),
    ),
  warnings: b.warnings,
  conventions: [b.conventions.ziHour, b.conventions.clock, b.conventions.yearBoundary, b.conventions.luckStartMethod],
})
const four = (b: any) => {
  const p = b.chart.pillars
  return [p.year.ganzhi, p.month.ganzhi, p.day.ganzhi, p.hour?.ganzhi ?? null]
}

describe('POST /api/v1/bazi: every reference fixture, both clocks, both 23:00 rules', () => {
  for (const c of cases) {
    it(c.id, async () => {
      for (const clock of ['trueSolar', 'civilClock'] as const) {
        for (const rule of ['nextDay23', 'sameDay23'] as const) {
          const { status, body } = await chart({
            date: c.input.date,
            time: c.input.time,
            latitude: c.input.latitude,
            longitude: c.input.longitude,
            timezone: c.input.utcOffset,
            trueSolarTime: clock === 'trueSolar',
            ziHour: rule === 'nextDay23' ? 'next-day' : 'same-day',
          })
          expect(status).toBe(200)
          expect([clock, rule, ...four(body)]).toEqual([clock, rule, ...Object.values(c.expected[clock][rule])])
          expect(body.conventions.ziHour).toBe(rule === 'nextDay23' ? 'next-day' : 'same-day')
        }
      }
    })
  }
})

describe('POST /api/v1/bazi', () => {
  it('resolves a city and reports location and clocks (New York 2024-02-04 04:00 → 甲辰 丙寅 戊戌 甲寅)', async () => {
    const { status, body } = await chart({ date: '2024-02-04', time: '04:00', latitude: 40.7128, longitude: -74.006 })
    expect(status).toBe(200)
    expect(four(body)).toEqual(['甲辰', '丙寅', '戊戌', '甲寅'])
    expect(body.location).toMatchObject({ resolvedFrom: 'coordinates', timeZone: 'America/New_York', utcOffset: -5 })
    expect(body.time.utc).toBe('2024-02-04T09:00:00Z')
    expect(body.conventions.clock).toBe('true-solar')
    expect(typeof body.time.equationOfTimeMinutes).toBe('number')
  })
  it('unknown time: hour null and BIRTH_TIME_UNKNOWN', async () => {
    const { body } = await chart({ date: '1990-05-15', city: 'Beijing' })
    expect(body.chart.pillars.hour).toBeNull()
    expect(body.warnings.map((w: any) => w.code)).toContain('BIRTH_TIME_UNKNOWN')
  })
  it('includeDaily uses readingDate, else today in the birth zone', async () => {
    const a = await chart({ date: '1998-07-31', time: '14:10', timezone: 8, includeDaily: true, readingDate: '2025-05-07' })
    expect(a.body.daily).toMatchObject({ date: '2025-05-07', ganzhi: '丙子' }) // lunar-typescript getDayInGanZhi()
    expect(a.body.daily.tenGod.code).toBe('direct-resource') // 丙 vs 己 day master
    expect(a.body.daily.interactions.map((i: any) => i.code + ':' + i.members.join('-'))).toContain('harm:month-today') // 未 month, 子 day
    // 2026-11-21T20:00Z is already 2026-11-22 in Shanghai, still 2026-11-21 in UTC.
    const b = await chart({ date: '1998-07-31', time: '14:10', city: 'Shanghai', includeDaily: true })
    expect(b.body.daily.date).toBe('2026-11-22')
    const c = await chart({ date: '1998-07-31', time: '14:10', includeDaily: true })
    expect(c.body.daily.date).toBe('2026-11-21')
    const d = await chart({ date: '1998-07-31', time: '14:10', timezone: 8 })
    expect(d.body.daily).toBeUndefined()
  })
  it('luck pillars with sex', async () => {
    const { body } = await chart({ date: '1998-07-31', time: '14:10', timezone: 8, sex: 'male' })
    expect(body.luck.pillars[0].ganzhi).toBe('庚申')
    expect(body.luck.start.nominalAge).toBe(4)
  })
  it('locale zh gives Chinese names; en has no Chinese outside character fields', async () => {
    const zh = await chart({ date: '2008-08-08', time: '20:08', city: 'Beijing', locale: 'zh', sex: 'female' })
    expect(zh.body.chart.pillars.day.stem.tenGod.name).toBe('日主')
    expect(zh.body.warnings.every((w: any) => /[\u4e00-\u9fff]/.test(w.message))).toBe(true)
  })
  it('rejects impossible dates and bad members with 400', async () => {
    expect((await chart({ date: '2023-02-30', time: '10:00' })).status).toBe(400)
    expect((await chart({ date: '2023-02-03', time: '24:00' })).status).toBe(400)
    expect((await chart({ date: '2023-02-03', ziHour: 'midnight' })).status).toBe(400)
    expect((await chart({ date: '2023-02-03', includeDaily: true, readingDate: '2023-13-01' })).status).toBe(400)
  })
  it('needs a key', async () => {
    const res = await t.post('/api/v1/bazi', { date: '2000-01-01' })
    expect(res.status).toBe(401)
  })
})

describe('calculate_bazi_chart on /mcp', () => {
  let client: Client
  beforeAll(async () => {
    client = await t.mcpClient('/mcp')
  })
  afterAll(() => client?.close())

  it('is listed with read-only annotations and a description that forbids guessing', async () => {
    const { tools } = await client.listTools()
    const tool = tools.find((x) => x.name === 'calculate_bazi_chart')!
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false })
    expect(tool.description).toMatch(/never infer or guess/)
    expect(tool.outputSchema).toBeDefined()
  })
  it('returns the same chart as REST for the same input (parity)', async () => {
    const inputs = [
      {
        rest: { date: '1988-07-01', time: '12:00', latitude: 39.9042, longitude: 116.4074, sex: 'male' },
        mcp: { birth_date: '1988-07-01', birth_time: '12:00', latitude: 39.9042, longitude: 116.4074, sex: 'male' },
      },
      { rest: { date: '2024-02-04', time: '10:00' }, mcp: { birth_date: '2024-02-04', birth_time: '10:00' } },
      {
        rest: { date: '1990-05-15', city: 'Guangzhou', locale: 'zh', ziHour: 'same-day' },
        mcp: { birth_date: '1990-05-15', birth_city: 'Guangzhou', locale: 'zh', zi_hour: 'same-day' },
      },
      {
        rest: { date: '1998-07-31', time: '14:10', timezone: 8, includeDaily: true, readingDate: '2025-05-07' },
        mcp: { birth_date: '1998-07-31', birth_time: '14:10', timezone: 8, include_daily: true, reading_date: '2025-05-07' },
      },
    ]
    for (const { rest, mcp } of inputs) {
      // detail "full": everything computed, labels in the locale only; the same facts as REST, whose
      // body writes the repeated parts once.
      const result = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...mcp, detail: 'full' } })) as any
      expect(result.isError).toBeFalsy()
      const body = (await chart(rest)).body
      const full = toolJson(result)
      expect(full.detail).toBe('full')
      expect(factsOf(full)).toEqual(factsOf(body))
      expect(full.location).toEqual(body.location)
      // REST says the driving clock once, as conventions.clock.
      expect(full.time).toEqual({ ...body.time, drivingClock: body.conventions.clock })
      expect(full.chart.pillars.day.stem.tenGod).toEqual(body.chart.pillars.day.stem.tenGod)
      // The summary (default) carries the same pillars.
      const summary = toolJson((await client.callTool({ name: 'calculate_bazi_chart', arguments: mcp })) as any)
      expect(summary.detail).toBe('summary')
      expect(['year', 'month', 'day', 'hour'].map((p) => summary.pillars[p]?.ganzhi ?? null)).toEqual(four(body))
    }
    const known = toolJson(
      (await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...inputs[0].mcp, detail: 'full' } })) as any,
    )
    expect(four(known)).toEqual(['戊辰', '戊午', '丁巳', '乙巳'])
  })
  it('summary: every fact a reader needs, once, in the request locale', async () => {
    const args = {
      birth_date: '1988-07-01',
      birth_time: '12:00',
      latitude: 39.9042,
      longitude: 116.4074,
      sex: 'male',
      reading_date: '2026-11-21',
    }
    const s = toolJson((await client.callTool({ name: 'calculate_bazi_chart', arguments: args })) as any)
    expect(s.pillars.year).toEqual({
      ganzhi: '戊辰',
      tenGod: 'Hurting Officer',
      hiddenStems: { 戊: 'Hurting Officer', 乙: 'Indirect Resource', 癸: 'Seven Killings' },
      nayin: 'Wood of the Great Forest',
    })
    expect(s.pillars.day.tenGod).toBe('Day Master')
    expect(s.dayMaster).toEqual({ stem: '丁', element: 'Fire', polarity: 'Yin' })
    expect(Object.keys(s.elements.visible).sort()).toEqual(['earth', 'fire', 'metal', 'water', 'wood'])
    expect(s.strength.verdict).toBeString()
    // Beside the verdict, the figures it is computed on (the strength weighting, not elements.weighted):
    // support of total is the ratio, and the weights add up to the total.
    const full = toolJson((await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, detail: 'full' } })) as any)
    expect(s.strength.weights).toEqual(full.chart.strength.weights)
    expect(s.strength.weights).not.toEqual(s.elements.weighted)
    expect([s.strength.support, s.strength.total, s.strength.ratio]).toEqual([3.9, 8, 0.49])
    const sum = Object.values(s.strength.weights as Record<string, number>).reduce((a, b) => a + b, 0)
    expect(Math.abs(sum - s.strength.total)).toBeLessThan(0.051)
    expect(s.luck.pillars).toHaveLength(10)
    expect(s.luck.pillars[0]).toContainAllKeys(['ganzhi', 'tenGod', 'startAge', 'startYear'])
    expect(s.luck.start.moment).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(s.luck.current.startYear).toBeLessThanOrEqual(2026)
    expect(s.luck.current.endYear).toBeGreaterThanOrEqual(2026)
    expect(s.currentYear).toEqual({ year: 2026, ganzhi: '丙午', tenGod: 'Rob Wealth' })
    expect(s.conventions).toEqual({ ziHour: 'next-day', clock: 'true-solar' })
    expect(s.birth).toMatchObject({ civil: '1988-07-01T12:00', utcOffset: 9, timeZone: 'Asia/Shanghai' })
    expect(s.birth.trueSolar).toMatch(/^1988-07-01T10:4\d:\d\d$/)
    // No bilingual labels, no codes, no pinyin, no annual pillars.
    const text = JSON.stringify(s)
    expect(text).not.toMatch(/"(zh|en|code|pinyin|annual)":/)
    const zh = toolJson((await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, locale: 'zh' } })) as any)
    expect(zh.pillars.year.tenGod).toBe('伤官')
    expect(zh.dayMaster).toEqual({ stem: '丁', element: '火', polarity: '阴' })
  })
  it("takes the service's own options in snake_case only (zi_hour, true_solar_time)", async () => {
    const base = { birth_date: '1990-05-15', birth_time: '23:30', latitude: 39.9, longitude: 116.4 }
    const nextDay = toolJson(
      (await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...base, true_solar_time: false } })) as any,
    )
    expect(nextDay.conventions).toEqual({ ziHour: 'next-day', clock: 'civil' })
    const sameDay = toolJson(
      (await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...base, zi_hour: 'same-day', true_solar_time: false } })) as any,
    )
    expect(sameDay.conventions).toEqual({ ziHour: 'same-day', clock: 'civil' })
    expect(sameDay.pillars.day.ganzhi).not.toBe(nextDay.pillars.day.ganzhi)
    for (const camel of [{ ziHour: 'same-day' }, { trueSolarTime: false }]) {
      const refused = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...base, ...camel } })) as any
      expect(refused.isError).toBe(true)
      expect(refused.content[0].text).toMatch(/not an allowed member/)
    }
  })
  it('bad arguments come back as isError', async () => {
    const result = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { birth_date: '2023-02-30' } })) as any
    expect(result.isError).toBe(true)
  })
})
