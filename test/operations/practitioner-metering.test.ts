/**
 * The practitioner tools are metered REST operations like the others: a key is required,
 * each successful call counts against the account's daily limit (RateLimit-* headers), a refused
 * call is refunded, the limit answers 429, and none of them is an MCP tool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import { createTestApp } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())

const CALLS: [string, unknown, unknown][] = [
  [
    '/api/v1/bazi/reverse',
    { pillars: { year: '甲辰', month: '丙寅', day: '戊戌', hour: '甲寅' }, latitude: 40.7128, longitude: -74.006 },
    { pillars: { year: '甲辰', month: '丁寅', day: '戊戌' }, timezone: 8 },
  ],
  ['/api/v1/solar-terms', { year: 2024, timezone: 'Asia/Shanghai' }, { year: 1799 }],
  [
    '/api/v1/almanac/select',
    { from: '2026-01-01', to: '2026-01-31', activities: ['weddings'] },
    { from: '2026-01-01', to: '2026-01-31', activities: ['wedding'] },
  ],
  ['/api/v1/bazi', { date: '2000-08-16', city: 'Urumqi', hourCandidates: true }, { date: '2000-02-30', hourCandidates: true }],
]

describe('practitioner tools: metering', () => {
  for (const [path, good, bad] of CALLS) {
    it(`${path}: key required, success counted, refusal refunded, 429 at the limit`, async () => {
      const key = t.createKey(2)
      expect((await t.post(path, good)).status).toBe(401)
      const refused = await t.post(path, bad, key)
      expect(refused.status).toBe(400)
      const first = await t.post(path, good, key)
      expect(first.status).toBe(200)
      expect(first.headers.get('RateLimit-Remaining')).toBe('1') // the refused call was refunded
      const second = await t.post(path, good, key)
      expect(second.status).toBe(200)
      expect(second.headers.get('RateLimit-Remaining')).toBe('0')
      const third = await t.post(path, good, key)
      expect(third.status).toBe(429)
      expect(((await third.json()) as any).error.code).toBe('QUOTA_EXCEEDED')
    })
  }
})

describe('practitioner tools: no new MCP tools', () => {
  let publicClient: Client
  let readingsClient: Client
  beforeAll(async () => {
    publicClient = await t.mcpClient('/mcp')
    readingsClient = await t.mcpClient('/mcp/readings', t.createKey(100))
  })
  afterAll(async () => {
    await publicClient.close()
    await readingsClient.close()
  })

  it('the connectors keep exactly the contract’s tools', async () => {
    const names = async (c: Client) => (await c.listTools()).tools.map((x) => x.name).sort()
    expect(await names(publicClient)).toEqual(['calculate_bazi_chart', 'get_daily_almanac', 'get_daily_bazi_guidance'])
    for (const name of await names(readingsClient)) expect(name).not.toMatch(/reverse|solar|select|candidate/)
  })
})
