/**
 * Without `sex` the luck pillars are left out, and every answer that leaves them out says why with
 * the warning SEX_UNKNOWN, in the request's locale: the REST chart, the MCP summary and full chart,
 * the daily reading, the kids reading and the MCP guidance. Zi Wei keeps one SEX_UNKNOWN (its own,
 * about the decades); compatibility, which takes no sex, asks for none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import { LOCALES } from '../../src/core/locale'
import { createTestApp, toolJson } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z'), config: { ziweiMcpTool: true } } as Parameters<typeof createTestApp>[0])
const key = t.createKey(100_000)
let client: Client
beforeAll(async () => {
  client = await t.mcpClient('/mcp')
})
afterAll(async () => {
  await client?.close()
  t.close()
})

const BIRTH = { date: '1990-05-15', time: '14:30', city: 'Seoul' }
const post = async (path: string, body: unknown) => {
  const res = await t.post(path, body, key)
  expect(res.status).toBe(200)
  return (await res.json()) as any
}
const codes = (warnings: { code: string }[]) => warnings.map((w) => w.code).filter((c) => c === 'SEX_UNKNOWN')

describe('the luck pillars left out for want of the sex', () => {
  it.each(LOCALES)(
    '%s: the REST chart and the MCP summary and full chart warn, with a message in the locale; with the sex, no warning',
    async (locale) => {
      const rest = await post('/api/v1/bazi', { ...BIRTH, locale })
      expect(rest.luck).toBeNull()
      const warning = rest.warnings.find((w: any) => w.code === 'SEX_UNKNOWN')
      expect(warning?.message.length).toBeGreaterThan(10)
      const messages = new Set<string>()
      for (const other of LOCALES) messages.add((await post('/api/v1/bazi', { ...BIRTH, locale: other })).warnings.at(-1).message)
      // One sentence per locale (zh-TW and zh-HK may share theirs).
      expect(messages.size).toBeGreaterThanOrEqual(LOCALES.length - 1)
      const args = { birth_date: BIRTH.date, birth_time: BIRTH.time, birth_city: BIRTH.city, locale }
      for (const detail of ['summary', 'full']) {
        const answer = toolJson(await client.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, detail } }))
        expect(answer.warnings.filter((w: any) => w.code === 'SEX_UNKNOWN').map((w: any) => w.message)).toEqual([warning.message])
      }
      const withSex = await post('/api/v1/bazi', { ...BIRTH, sex: 'male', locale })
      expect(withSex.luck).not.toBeNull()
      expect(codes(withSex.warnings)).toEqual([])
    },
  )

  it('the daily and kids readings and the MCP guidance warn too; compatibility does not; Zi Wei warns once', async () => {
    expect(codes((await post('/api/v1/daily', BIRTH)).chart.warnings)).toEqual(['SEX_UNKNOWN'])
    expect(codes((await post('/api/v1/kids', { ...BIRTH, childName: 'Mei' })).chart.warnings)).toEqual(['SEX_UNKNOWN'])
    const guidance = toolJson(
      await client.callTool({
        name: 'get_daily_bazi_guidance',
        arguments: { birth_date: BIRTH.date, birth_time: BIRTH.time, birth_city: BIRTH.city, reading_date: '2026-11-21' },
      }),
    )
    expect(codes(guidance.chart.warnings)).toEqual(['SEX_UNKNOWN'])
    const pair = await post('/api/v1/compatibility', { person1: BIRTH, person2: { date: '1992-03-02' } })
    expect([...codes(pair.person1.warnings), ...codes(pair.person2.warnings)]).toEqual([])
    const ziwei = await post('/api/v1/ziwei', BIRTH)
    expect(codes(ziwei.warnings)).toEqual(['SEX_UNKNOWN'])
    expect(ziwei.warnings.find((w: any) => w.code === 'SEX_UNKNOWN').message).toContain('大限')
  })
})
