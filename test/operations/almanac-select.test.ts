/**
 * POST /api/v1/almanac/select against the almanac as computed (the one behind MCP get_daily_almanac,
 * whose answer is its compact form, and REST /api/v1/daily) for every day of a
 * 366-day range: exactly the days listing the activity as suitable
 * and not unsuitable, reasons equal to the almanac's, ranking by the stated points, auspicious hours
 * equal to the almanac's 黄道 hours with the library's own hourly 宜/忌; the person's clashes; codes
 * and errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import { Solar } from 'lunar-typescript'
import { ACTIVITY_CODES, SELECTABLE_ACTIVITY_CODES } from '../../src/core/almanac/activity-codes'
import { dailyAlmanac } from '../../src/core/almanac/almanac'
import { almanacTermInventory } from '../../src/core/almanac/term-inventory'
import { createTestApp, toolJson } from '../support/app'

const t = createTestApp({ env: { PUBLIC_MCP_CALLS_PER_MINUTE: '10000' } })
const key = t.createKey(100_000)
let mcp: Client
beforeAll(async () => {
  mcp = await t.mcpClient('/mcp')
})
afterAll(async () => {
  await mcp.close()
  t.close()
})

const select = async (body: unknown) => {
  const res = await t.post('/api/v1/almanac/select', body, key)
  return { status: res.status, body: (await res.json()) as any }
}
// The almanac with every label's codes and both languages (the MCP tool answers its compact form).
const almanacOf = async (date: string, locale: 'en' | 'zh' = 'en') => JSON.parse(JSON.stringify(dailyAlmanac(date, locale)))
const datesBetween = (from: string, to: string) => {
  const out: string[] = []
  for (let t0 = Date.parse(`${from}T00:00:00Z`); t0 <= Date.parse(`${to}T00:00:00Z`); t0 += 86_400_000)
    out.push(new Date(t0).toISOString().slice(0, 10))
  return out
}
const OFFICER_POINTS: Record<string, number> = { 除: 1, 危: 1, 定: 1, 执: 1, 成: 1, 开: 1, 建: 0, 满: 0, 平: 0, 收: 0, 闭: -1, 破: -1 }
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'

describe('activity codes', () => {
  it('every activity the library can emit has a unique kebab-case code; the almanac carries it', async () => {
    const inventory = almanacTermInventory().activities
    for (const zh of inventory) expect([zh, ACTIVITY_CODES[zh] ?? null]).toEqual([zh, expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)])
    const codes = Object.values(ACTIVITY_CODES)
    expect(new Set(codes).size).toBe(codes.length)
    expect(SELECTABLE_ACTIVITY_CODES).toContain('weddings')
    expect(SELECTABLE_ACTIVITY_CODES).not.toContain('none')
    expect(SELECTABLE_ACTIVITY_CODES).not.toContain('nothing-else-is-advised')
    const almanac = await almanacOf('2025-05-07', 'zh')
    expect(almanac.activities.suitable[0]).toEqual({ code: 'weddings', name: '嫁娶', en: 'Weddings', zh: '嫁娶' })
    for (const a of [...almanac.activities.suitable, ...almanac.activities.unsuitable]) expect(a.code).toBe(ACTIVITY_CODES[a.zh])
    // The MCP tool lists the same activities, by name in the request locale.
    const tool = toolJson(await mcp.callTool({ name: 'get_daily_almanac', arguments: { date: '2025-05-07', locale: 'zh' } })).data
    expect(tool.activities.suitable).toEqual(almanac.activities.suitable.map((a: any) => a.name))
  })

  it('are listed in OpenAPI as the enum of `activities`', async () => {
    const doc = (await (await t.handle('/openapi.json')).json()) as any
    const schema = doc.paths['/api/v1/almanac/select'].post.requestBody.content['application/json'].schema
    expect(schema.properties.activities.items.enum).toEqual([...SELECTABLE_ACTIVITY_CODES])
  })
})

describe('date selection ≡ the almanac operation, every day of a 366-day range', () => {
  const from = '2025-03-01'
  const to = '2026-03-01'
  const dates = datesBetween(from, to)
  let result: any
  const almanacs = new Map<string, any>()
  beforeAll(async () => {
    expect(dates).toHaveLength(366)
    result = (await select({ from, to, activities: ['weddings'] })).body
    for (const d of dates) almanacs.set(d, await almanacOf(d))
  })

  it('selects exactly the days listing the activity as suitable and not unsuitable', () => {
    expect(result.daysChecked).toBe(366)
    const expected = dates.filter((d) => {
      const a = almanacs.get(d)
      return (
        a.activities.suitable.some((x: any) => x.code === 'weddings') && !a.activities.unsuitable.some((x: any) => x.code === 'weddings')
      )
    })
    expect(expected.length).toBeGreaterThan(20)
    expect(result.days.map((d: any) => d.date).sort()).toEqual(expected)
    expect(result.excluded).toEqual([])
    expect(result.person).toBeNull()
  })

  it('gives the almanac’s own reasons, the stated points, and ranks by them', () => {
    for (const day of result.days) {
      const a = almanacs.get(day.date)
      expect(day.dayPillar).toBe(a.day_pillar.ganzhi)
      expect(day.reasons.dayGod).toMatchObject({
        name: a.day_god.name,
        yellowPath: a.day_god.auspicious,
        points: a.day_god.auspicious ? 2 : 0,
      })
      expect(day.reasons.dutyOfficer).toMatchObject({ name: a.duty_officer.name, points: OFFICER_POINTS[a.duty_officer.zh] })
      expect(day.reasons.luckyGods.gods.map((g: any) => g.name)).toEqual(a.lucky_gods.map((g: any) => g.name))
      expect(day.score).toBe(day.reasons.dayGod.points + day.reasons.dutyOfficer.points + 0.5 * a.lucky_gods.length)
      expect(day.activities).toEqual([{ code: 'weddings', name: 'Weddings' }])
    }
    for (let i = 1; i < result.days.length; i++) {
      const [p, q] = [result.days[i - 1], result.days[i]]
      expect(q.rank).toBe(i + 1)
      expect(p.score > q.score || (p.score === q.score && p.date < q.date)).toBe(true)
    }
  })

  it('lists the day’s 黄道 hours with the library’s own hourly 宜/忌 (LunarTime.getYi/getJi)', () => {
    for (const day of result.days) {
      const a = almanacs.get(day.date)
      expect(day.auspiciousHours.map((h: any) => h.ganzhi)).toEqual(a.hours.filter((h: any) => h.auspicious).map((h: any) => h.ganzhi))
      const [y, m, d] = day.date.split('-').map(Number)
      for (const h of day.auspiciousHours) {
        const index = BRANCHES.indexOf(h.ganzhi[1])
        const time = Solar.fromYmdHms(y, m, d, index === 0 ? 0 : 2 * index - 1, 0, 0).getLunar()
        expect(time.getTimeInGanZhi()).toBe(h.ganzhi)
        const codes = (list: string[]) => list.filter((x) => x !== '无').map((x) => ACTIVITY_CODES[x])
        expect(h.suitable.map((x: any) => x.code)).toEqual(codes(time.getTimeYi()))
        expect(h.unsuitable.map((x: any) => x.code)).toEqual(codes(time.getTimeJi()))
        expect(h.suitsRequested).toBe(time.getTimeYi().includes('嫁娶') && !time.getTimeJi().includes('嫁娶'))
      }
    }
  })

  it('with a person, leaves out exactly the days clashing with their year or day branch, saying which', async () => {
    const person = { date: '1990-05-15', time: '10:00', city: 'Beijing' }
    const chart = (await (await t.post('/api/v1/bazi', person, key)).json()) as any
    const yearBranch = BRANCHES.indexOf(chart.chart.pillars.year.ganzhi[1])
    const dayBranch = BRANCHES.indexOf(chart.chart.pillars.day.ganzhi[1])
    const withPerson = (await select({ from, to, activities: ['weddings'], person })).body
    expect(withPerson.person).toEqual({ yearPillar: chart.chart.pillars.year.ganzhi, dayPillar: chart.chart.pillars.day.ganzhi })
    const clash = (b: number, p: number) => (b - p + 12) % 12 === 6
    for (const day of result.days) {
      const b = BRANCHES.indexOf(day.dayPillar[1])
      const which = [...(clash(b, yearBranch) ? ['year'] : []), ...(clash(b, dayBranch) ? ['day'] : [])]
      const kept = withPerson.days.some((x: any) => x.date === day.date)
      const excluded = withPerson.excluded.find((x: any) => x.date === day.date)
      expect([day.date, kept, excluded?.clashesWith ?? []]).toEqual([day.date, which.length === 0, which])
    }
    expect(withPerson.excluded.length).toBeGreaterThan(0)
    expect(withPerson.days.length + withPerson.excluded.length).toBe(result.days.length)
  })
})

describe('POST /api/v1/almanac/select: options and errors', () => {
  it('match any vs all over two activities, labels in the locale', async () => {
    const body = { from: '2026-01-01', to: '2026-02-28', activities: ['weddings', 'moving-house'], locale: 'zh' }
    const all = (await select(body)).body
    const any = (await select({ ...body, match: 'any' })).body
    expect(any.days.length).toBeGreaterThan(all.days.length)
    for (const d of all.days) expect(d.activities.map((a: any) => a.code)).toEqual(['weddings', 'moving-house'])
    for (const d of any.days) expect(d.activities.length).toBeGreaterThan(0)
    expect(all.activities).toEqual([
      { code: 'weddings', name: '嫁娶' },
      { code: 'moving-house', name: '移徙' },
    ])
  })

  it('the person’s day pillar follows their 子时 rule and clock, as in their chart', async () => {
    const person = { date: '1988-08-02', time: '23:30', latitude: 39.9, longitude: 120, timezone: 8 }
    const body = { from: '2026-01-01', to: '2026-01-31', activities: ['weddings'], person }
    for (const options of [
      {},
      { ziHour: 'same-day' },
      { ziHour: 'same-day', trueSolarTime: false },
      { ziHour: 'next-day', trueSolarTime: false },
    ]) {
      const chart = (await (await t.post('/api/v1/bazi', { ...person, ...options }, key)).json()) as any
      const res = await select({ ...body, ...options })
      expect(res.status).toBe(200)
      expect(res.body.person).toEqual({ yearPillar: chart.chart.pillars.year.ganzhi, dayPillar: chart.chart.pillars.day.ganzhi })
    }
    // Domain notes §2: 1988-08-02 23:30 is 庚寅 under the 23:00 rule, 己丑 under the midnight rule.
    expect((await select({ ...body, trueSolarTime: false })).body.person.dayPillar).toBe('庚寅')
    expect((await select({ ...body, trueSolarTime: false, ziHour: 'same-day' })).body.person.dayPillar).toBe('己丑')
  })

  it('an unknown activity code is a 400 listing every valid code', async () => {
    const { status, body } = await select({ from: '2026-01-01', to: '2026-01-31', activities: ['weddings', 'wedding'] })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_REQUEST')
    expect(body.error.message).toContain('wedding')
    expect(body.error.details.unknown).toEqual(['wedding'])
    expect(body.error.details.validCodes).toEqual([...SELECTABLE_ACTIVITY_CODES])
  })

  it('refuses bad ranges and bodies', async () => {
    const cases: [unknown, string][] = [
      [{ from: '2026-01-01', to: '2027-01-02', activities: ['weddings'] }, 'INVALID_REQUEST'],
      [{ from: '2026-01-02', to: '2026-01-01', activities: ['weddings'] }, 'INVALID_REQUEST'],
      [{ from: '2026-02-30', to: '2026-03-01', activities: ['weddings'] }, 'INVALID_DATE'],
      [{ from: '1799-12-01', to: '1800-01-01', activities: ['weddings'] }, 'DATE_OUT_OF_RANGE'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: [] }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: ['weddings', 'weddings'] }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31' }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: ['weddings'], person: { date: '1990-05-15', tz: 8 } }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: ['weddings'], match: 'most' }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: ['weddings'], ziHour: 'midnight' }, 'INVALID_REQUEST'],
      [{ from: '2026-01-01', to: '2026-01-31', activities: [42] }, 'INVALID_REQUEST'],
      [{ from: '2200-12-01', to: '2201-01-01', activities: ['weddings'] }, 'DATE_OUT_OF_RANGE'],
    ]
    for (const [body, code] of cases) {
      const res = await select(body)
      expect([JSON.stringify(body), res.status, res.body.error.code]).toEqual([JSON.stringify(body), 400, code])
    }
    // A bad date names the member that holds it, as the reading date does.
    const badFrom = await select({ from: '2026-02-30', to: '2026-03-01', activities: ['weddings'] })
    expect(badFrom.body.error).toMatchObject({
      message: 'Invalid `from` "2026-02-30": no such day in the calendar.',
      details: { field: 'from' },
    })
    const lateTo = await select({ from: '2200-12-01', to: '2201-01-01', activities: ['weddings'] })
    expect(lateTo.body.error).toMatchObject({
      message: '`to` 2201-01-01 is outside the supported range 1800-01-01..2200-12-31.',
      details: { field: 'to' },
    })
    const twice = await select({ from: '2026-01-01', to: '2026-01-31', activities: ['weddings', 'travel', 'weddings'] })
    expect(twice.body.error.details).toEqual({ field: 'activities', repeated: ['weddings'] })
    // A deeply nested item is refused as a wrong type, never hashed (TypeBox's uniqueItems would overflow the stack).
    const deep = '['.repeat(15_000) + ']'.repeat(15_000)
    const nested = await t.post(
      '/api/v1/almanac/select',
      `{"from":"2026-01-01","to":"2026-01-31","activities":[${deep},${deep},"weddings"]}`,
      key,
    )
    expect([nested.status, ((await nested.json()) as any).error.code]).toEqual([400, 'INVALID_REQUEST'])
    const long = await select({ from: '2024-01-01', to: '2025-01-01', activities: ['weddings'] })
    expect(long.body.error.details).toMatchObject({ field: 'to', days: 367, maxDays: 366 })
    expect(long.body.error.message).toContain('at most 366')
    const backwards = await select({ from: '2026-01-02', to: '2026-01-01', activities: ['weddings'], locale: 'zh' })
    expect(backwards.body.error.message).toContain('早于')
    const leap = await select({ from: '2024-01-01', to: '2024-12-31', activities: ['weddings'] })
    expect([leap.status, leap.body.daysChecked]).toEqual([200, 366])
    const ok = await select({ from: '2025-01-01', to: '2025-12-31', activities: ['weddings'] })
    expect(ok.status).toBe(200)
    expect(ok.body.daysChecked).toBe(365)
  })
})

describe('hourly suitability on REST (/api/v1/daily)', () => {
  it('each of the twelve hours lists its own 宜/忌 with codes, equal to the library’s LunarTime.getYi/getJi', async () => {
    const res = await t.post('/api/v1/daily', { date: '1990-05-15', time: '10:00', city: 'Beijing', readingDate: '2025-05-07' }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    const hours = body.today.almanac.hours
    expect(hours).toHaveLength(12)
    const codes = (list: string[]) => list.filter((x) => x !== '无').map((x) => ACTIVITY_CODES[x])
    for (const [i, h] of hours.entries()) {
      const time = Solar.fromYmdHms(2025, 5, 7, i === 0 ? 0 : 2 * i - 1, 0, 0).getLunar()
      expect(h.ganzhi).toBe(time.getTimeInGanZhi())
      expect(h.activities.suitable.map((x: any) => x.code)).toEqual(codes(time.getTimeYi()))
      expect(h.activities.unsuitable.map((x: any) => x.code)).toEqual(codes(time.getTimeJi()))
    }
    expect(hours.some((h: any) => h.activities.suitable.length > 0)).toBe(true)
    // The MCP almanac tool keeps its compact hours.
    const tool = await almanacOf('2025-05-07')
    expect(tool.hours[0].activities).toBeUndefined()
  })
})
