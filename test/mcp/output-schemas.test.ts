/**
 * Every tool's `structuredContent` validates against the `outputSchema` it advertises in tools/list,
 * checked with a JSON Schema 2020-12 validator (ajv), for all six tools, at both detail
 * levels where a tool has them, in both locales, over births across the century (with and without
 * time, place and sex). Through the real SDK client on both connectors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { Client } from '@modelcontextprotocol/client'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z') })
const key = t.createKey(1_000_000)
let publicClient: Client
let readingsClient: Client
const validators = new Map<string, ReturnType<Ajv2020['compile']>>()

beforeAll(async () => {
  publicClient = await t.mcpClient('/mcp')
  readingsClient = await t.mcpClient('/mcp/readings', key)
  // strict: an unknown keyword or a dangling $ref in an advertised schema fails the compilation.
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  for (const client of [publicClient, readingsClient]) {
    for (const tool of (await client.listTools()).tools) validators.set(tool.name, ajv.compile(tool.outputSchema as object))
  }
})
afterAll(async () => {
  await publicClient?.close()
  await readingsClient?.close()
  t.close()
})

/** Births 1930-2020 in ten zones; some without time, place or sex. */
const BIRTHS = [
  { birth_date: '1930-03-14', birth_time: '06:20', latitude: 39.9042, longitude: 116.4074, sex: 'male' },
  { birth_date: '1941-08-30', birth_time: '23:40', latitude: 31.2304, longitude: 121.4737, sex: 'female' },
  { birth_date: '1952-12-07', birth_time: '11:05', birth_city: 'London', sex: 'male' },
  { birth_date: '1963-05-21', birth_time: '17:55', latitude: 40.7128, longitude: -74.006 },
  { birth_date: '1974-10-02', birth_time: '03:15', timezone: 9, sex: 'male' },
  { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Chengdu', sex: 'female' },
  { birth_date: '1991-02-04', birth_time: '08:30', latitude: 22.3193, longitude: 114.1694, sex: 'male' },
  { birth_date: '2003-11-19', latitude: -33.8688, longitude: 151.2093, sex: 'female' },
  { birth_date: '2012-06-09', birth_time: '14:45', latitude: 19.076, longitude: 72.8777, sex: 'male' },
  { birth_date: '2020-01-25' },
]

const expectValid = (tool: string, structured: unknown) => {
  const validate = validators.get(tool)!
  const valid = validate(structured)
  if (!valid) throw new Error(`${tool}: ${JSON.stringify(validate.errors?.slice(0, 5))}`)
  expect(valid).toBe(true)
}

async function callValid(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as any
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${result.content?.[0]?.text}`)
  expectValid(name, result.structuredContent)
  expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent)
  return result.structuredContent
}

describe('structuredContent validates against the advertised outputSchema (ajv, JSON Schema 2020-12)', () => {
  it('compiles every output schema of both connectors strictly', () => {
    expect([...validators.keys()].sort()).toEqual([
      'analyze_number_energy',
      'calculate_bazi_chart',
      'calculate_bazi_compatibility',
      'draw_tarot_card',
      'get_daily_almanac',
      'get_daily_bazi_guidance',
    ])
  })

  it('calculate_bazi_chart: both detail levels, both locales, with and without the daily block', async () => {
    for (const [i, birth] of BIRTHS.entries()) {
      for (const detail of ['summary', 'full', undefined]) {
        for (const locale of ['en', 'zh']) {
          const args = {
            ...birth,
            locale,
            ...(detail ? { detail } : {}),
            ...(i % 3 === 0 ? { include_daily: true, reading_date: '2026-11-21' } : {}),
          }
          const chart = await callValid(publicClient, 'calculate_bazi_chart', args)
          expect(chart.detail).toBe(detail ?? 'summary')
        }
      }
    }
  }, 60_000)

  it('a schema that does not fit is caught (the check can fail)', () => {
    const validate = validators.get('calculate_bazi_chart')!
    expect(validate({ detail: 'summary', pillars: {} })).toBe(false)
    expect(validate({ detail: 'full', chart: { pillars: { year: { ganzhi: 1 } } }, warnings: [] })).toBe(false)
    expect(validators.get('get_daily_almanac')!({ data: { activities: { suitable: [{ name: 'x' }], unsuitable: [] } } })).toBe(false)
  })

  it("get_daily_bazi_guidance: both levels; its chart summary is the chart tool's", async () => {
    for (const birth of BIRTHS.filter((b) => b.birth_time && (b.latitude !== undefined || b.birth_city || b.timezone !== undefined))) {
      for (const detail of ['summary', 'full']) {
        for (const locale of ['en', 'zh']) {
          const guidance = await callValid(publicClient, 'get_daily_bazi_guidance', {
            ...birth,
            reading_date: '2026-02-03',
            locale,
            detail,
          })
          expect(guidance.detail).toBe(detail)
          // The guidance's chart validates against calculate_bazi_chart's schema at the same level.
          expectValid('calculate_bazi_chart', { ...guidance.chart, detail })
        }
      }
    }
  }, 60_000)

  it('get_daily_almanac: dates across the century, both locales', async () => {
    for (const date of ['1900-01-31', '1930-03-14', '1952-12-07', '1988-07-01', '2024-02-04', '2026-02-17', '2033-12-22', '2100-06-01']) {
      for (const locale of ['en', 'zh']) await callValid(publicClient, 'get_daily_almanac', { date, locale })
    }
  })

  it('the three reading tools', async () => {
    for (let i = 0; i < 6; i++) {
      const person = (b: (typeof BIRTHS)[number]) => ({
        date: b.birth_date,
        ...(b.birth_time ? { time: b.birth_time } : {}),
        ...(b.latitude !== undefined ? { latitude: b.latitude, longitude: b.longitude } : {}),
      })
      await callValid(readingsClient, 'calculate_bazi_compatibility', {
        person1: person(BIRTHS[i]),
        person2: person(BIRTHS[i + 3]),
        locale: i % 2 ? 'zh' : 'en',
        includeNarrative: i % 2 === 0,
      })
      await callValid(readingsClient, 'draw_tarot_card', {
        cardId: (i * 23) % 78,
        reversed: i % 2 === 1,
        question: 'What should I focus on?',
      })
      await callValid(readingsClient, 'analyze_number_energy', {
        phone: ['13812345678', '+8613700001111', '15011112222'][i % 3],
        includeAi: i === 0,
        ...(i % 2 ? { dayMasterGan: '甲', birthYear: 1990, sex: 'male' } : {}),
      })
    }
  }, 60_000)
})
