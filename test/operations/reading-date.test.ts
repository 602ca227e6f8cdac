/**
 * One rule for the reading date on every operation that takes one, used or not (the chart's
 * `readingDate` without `includeDaily`): an existing day from 1800-01-01 to 2200-12-31, else the same
 * 400 naming the member as sent, before the call is counted.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())

const birth = { date: '1990-05-15', time: '10:00', city: 'Beijing' }
const REST: [string, Record<string, unknown>][] = [
  ['/api/v1/bazi', birth],
  ['/api/v1/bazi', { ...birth, includeDaily: true }],
  ['/api/v1/daily', birth],
  ['/api/v1/kids', { ...birth, childName: 'Mei' }],
]
const MCP: [string, Record<string, unknown>][] = [
  ['calculate_bazi_chart', { birth_date: '1990-05-15' }],
  ['calculate_bazi_chart', { birth_date: '1990-05-15', include_daily: true }],
  ['get_daily_bazi_guidance', { birth_date: '1990-05-15', birth_time: '10:00', birth_city: 'Beijing' }],
]
const BAD: [string, string, string][] = [
  ['2026-02-30', 'INVALID_DATE', 'Invalid `{field}` "2026-02-30": no such day in the calendar.'],
  ['2026-13-01', 'INVALID_DATE', 'Invalid `{field}` "2026-13-01": no such day in the calendar.'],
  ['1700-01-01', 'DATE_OUT_OF_RANGE', '`{field}` 1700-01-01 is outside the supported range 1800-01-01..2200-12-31.'],
  ['2300-01-01', 'DATE_OUT_OF_RANGE', '`{field}` 2300-01-01 is outside the supported range 1800-01-01..2200-12-31.'],
]

describe('readingDate over REST', () => {
  for (const [path, body] of REST) {
    it.each(BAD)(
      `${path} ${JSON.stringify(body).slice(0, 40)}: readingDate %s → 400 %s, not counted`,
      async (readingDate, code, message) => {
        const key = t.createKey(1)
        const res = await t.post(path, { ...body, readingDate }, key)
        expect(res.status).toBe(400)
        const { error } = await res.json()
        expect(error).toMatchObject({ code, message: message.replace('{field}', 'readingDate'), details: { field: 'readingDate' } })
        expect(res.headers.get('ratelimit-remaining')).toBeNull()
      },
    )
  }
})

describe('reading_date over MCP', () => {
  for (const [tool, args] of MCP) {
    it.each(BAD)(`${tool} ${JSON.stringify(args).slice(0, 40)}: reading_date %s → %s`, async (readingDate, code, message) => {
      const client = await t.mcpClient('/mcp')
      const result = (await client.callTool({ name: tool, arguments: { ...args, reading_date: readingDate } })) as any
      expect(result.isError).toBe(true)
      expect(result.content[0].text).toStartWith(`${code}: ${message.replace('{field}', 'reading_date')}`)
      await client.close()
    })
  }
})
