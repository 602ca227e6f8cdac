/**
 * Compatibility through the real entry points: REST (`app.handle`) and the MCP client on
 * /mcp/readings with a key. Each successful call is metered once; refused calls are not.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp, toolJson } from '../support/app'

const CJK = /[\u3400-\u9fff]/
const DAY = '2026-11-21'
const A = { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4, timezone: 8 }
const B = { date: '1992-08-02', time: '08:10', latitude: 31.23, longitude: 121.47, timezone: 8 }

describe('POST /api/v1/compatibility', () => {
  const t = createTestApp()
  const key = t.createKey(100, 'compat-rest')
  const used = () => t.store.usage(DAY, 'compat-rest')[0]?.used ?? 0
  afterAll(() => t.close())

  it('returns both charts, an integer score equal to the breakdown sum, the method and a narrative by default', async () => {
    const before = used()
    const res = await t.post('/api/v1/compatibility', { person1: A, person2: B }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(Number.isInteger(body.score)).toBe(true)
    expect(body.breakdown.map((c: any) => c.code)).toEqual([
      'day-master',
      'day-branch',
      'year-branch',
      'stem-combination',
      'element-complementarity',
    ])
    expect(body.breakdown.reduce((s: number, c: any) => s + c.points, 0)).toBe(body.score)
    for (const c of body.breakdown) {
      expect(c.points).toBeLessThanOrEqual(c.maximum)
      // Labels and texts in the request locale only.
      expect(typeof c.reason).toBe('string')
      expect(c.reason).not.toMatch(CJK)
    }
    expect(body.rating).toEqual({ code: body.rating.code, name: expect.any(String) })
    expect(JSON.stringify(body)).not.toMatch(/"(zh|en)":/)
    expect(body.person1.chart.pillars.day.ganzhi).toBe('庚辰')
    expect(body.person2.chart.pillars.day.ganzhi).toBe('庚戌')
    // Hand-checked: both day masters 庚 (same element) 15; spouse palaces 辰戌 clash 0; years 午申
    // (庚午, 壬申) neutral 0.48 × 15 → 7; stems 庚辛庚癸 vs 壬丁庚庚 combine nowhere across → 0.
    expect(body.breakdown.slice(0, 4).map((c: any) => c.points)).toEqual([15, 0, 7, 0])
    expect(body.rating.code).toBe(body.score >= 50 ? 'fair' : 'challenging')
    expect(body.method.components).toHaveLength(5)
    expect(body.narrative).toMatchObject({ source: 'template', locale: 'en' })
    expect(body.narrative.text).toContain('Compatibility')
    expect(used()).toBe(before + 1)
  })

  it('gives the same score with the two people swapped', async () => {
    const ab = (await (await t.post('/api/v1/compatibility', { person1: A, person2: B, includeNarrative: false }, key)).json()) as any
    const ba = (await (await t.post('/api/v1/compatibility', { person1: B, person2: A, includeNarrative: false }, key)).json()) as any
    expect(ba.score).toBe(ab.score)
    expect(ba.breakdown.map((c: any) => c.points)).toEqual(ab.breakdown.map((c: any) => c.points))
    expect(ab.narrative).toBeUndefined()
  })

  it('writes the narrative in Chinese for locale zh', async () => {
    const body = (await (await t.post('/api/v1/compatibility', { person1: A, person2: B, locale: 'zh' }, key)).json()) as any
    expect(body.narrative.text).toContain('合婚得分')
    expect(body.rating.name).toMatch(CJK)
    expect(Object.keys(body.rating).sort()).toEqual(['code', 'name'])
    for (const c of body.breakdown) expect(c.reason).toMatch(CJK)
  })

  it('refuses a wrong date naming the person, without using quota', async () => {
    const before = used()
    const res = await t.post('/api/v1/compatibility', { person1: A, person2: { date: '1991-02-30' } }, key)
    expect(res.status).toBe(400)
    const err = (await res.json()) as any
    expect(err.error.code).toBe('INVALID_DATE')
    expect(err.error.message).toStartWith('person2: ')
    expect(used()).toBe(before)
  })

  it('refuses extra members in a person', async () => {
    const res = await t.post('/api/v1/compatibility', { person1: { ...A, name: 'Ann' }, person2: B }, key)
    expect(res.status).toBe(400)
  })
})

describe('calculate_bazi_compatibility on /mcp/readings', () => {
  const t = createTestApp()
  const key = t.createKey(100, 'compat-mcp')
  const used = () => t.store.usage(DAY, 'compat-mcp')[0]?.used ?? 0
  afterAll(() => t.close())

  it('returns the score without a narrative by default, the same as REST, and counts each call once', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const before = used()
    const result = (await client.callTool({ name: 'calculate_bazi_compatibility', arguments: { person1: A, person2: B } })) as any
    expect(result.isError).toBeFalsy()
    const viaMcp = toolJson(result)
    expect(viaMcp.narrative).toBeUndefined()
    expect(used()).toBe(before + 1)
    const viaRest = await (await t.post('/api/v1/compatibility', { person1: A, person2: B, includeNarrative: false }, key)).json()
    expect(viaMcp).toEqual(viaRest)
    expect(used()).toBe(before + 2)

    const withNarrative = toolJson(
      await client.callTool({ name: 'calculate_bazi_compatibility', arguments: { person1: A, person2: B, includeNarrative: true } }),
    )
    expect(withNarrative.narrative.source).toBe('template')
    expect(used()).toBe(before + 3)
  })

  it('reports a bad person as a tool error and does not count it', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const before = used()
    const result = (await client.callTool({
      name: 'calculate_bazi_compatibility',
      arguments: { person1: A, person2: { date: '1991-13-01' } },
    })) as any
    expect(result.isError).toBe(true)
    expect(JSON.stringify(result.content)).toContain('person2')
    expect(used()).toBe(before)
  })
})
