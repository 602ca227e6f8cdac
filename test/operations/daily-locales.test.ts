/**
 * Daily guidance, the daily reading and the kids reading in every locale, through the real entry
 * points (REST `app.handle`, the MCP tool with a real client), over seeded births and reading dates:
 * each answer validates against its published schema and holds no text in another language.
 *
 * The guidance, kids and narrative parts are this area's and are checked whole. The embedded chart
 * is the chart's (branch loc-chart) and the embedded almanac the almanac's (branch loc-almanac):
 * they are checked too, as they arrive in these answers, except the chart's birth place (a place name
 * the data may have only in one script) and `warnings[].message`, which name what the user sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import type { Client } from '@modelcontextprotocol/client'
import type { Locale } from '../../src/core/types'
import { LOCALES } from '../../src/core/locale'
import { createTestApp } from '../support/app'
import { CODE_KEYS, foreignTextsOf } from '../support/locale-text'
import { seededRandom as random } from '../support/seeded-random'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z') } as Parameters<typeof createTestApp>[0])
const key = t.createKey(10_000_000)
let client: Client
const ajv = new Ajv2020({ strict: false, allErrors: true })
let validateDaily: ReturnType<Ajv2020['compile']>
let validateKids: ReturnType<Ajv2020['compile']>
let validateGuidance: ReturnType<Ajv2020['compile']>

beforeAll(async () => {
  const document = (await (await t.handle('/openapi.json')).json()) as any
  const schemaOf = (path: string) => document.paths[path].post.responses['200'].content['application/json'].schema
  validateDaily = ajv.compile(schemaOf('/api/v1/daily'))
  validateKids = ajv.compile(schemaOf('/api/v1/kids'))
  client = await t.mcpClient('/mcp')
  const tool = (await client.listTools()).tools.find((x) => x.name === 'get_daily_bazi_guidance')!
  validateGuidance = ajv.compile(tool.outputSchema as object)
})
afterAll(async () => {
  await client?.close()
  t.close()
})

const pad = (n: number) => String(n).padStart(2, '0')
/** Births with time, coordinates and sometimes sex, and a reading date for each. */
function cases(seed: number, count: number) {
  const next = random(seed)
  return Array.from({ length: count }, (_, i) => ({
    birth: {
      date: `${1930 + Math.floor(next() * 90)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
      time: `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`,
      latitude: Math.round((next() * 120 - 50) * 100) / 100,
      longitude: Math.round((next() * 340 - 170) * 100) / 100,
      ...(i % 3 === 2 ? {} : { sex: next() < 0.5 ? 'male' : 'female' }),
    },
    readingDate: `${2000 + Math.floor(next() * 40)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
    parent: i % 4 === 3 ? undefined : '甲乙丙丁戊己庚辛壬癸'[Math.floor(next() * 10)],
  }))
}

const CHILD_NAME: Record<Locale, string> = { en: 'Mei', zh: '小美', 'zh-TW': '小美', 'zh-HK': '小美', ja: 'はな', ko: '하나', vi: 'Hoa' }
/** The chart's birth place (a place name as the gazetteer has it) and the chart's warnings, which quote the request. */
const SKIP = new Set([...CODE_KEYS, 'place', 'message'])
const inLocale = (answer: unknown, locale: Locale) => foreignTextsOf(answer, locale, { skipKeys: SKIP }).slice(0, 6)

async function post(path: string, body: Record<string, unknown>, validate: ReturnType<Ajv2020['compile']>) {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  expect({ path, status: res.status }).toEqual({ path, status: 200 })
  if (!validate(json)) throw new Error(`${path} ${JSON.stringify(body)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  return json
}

describe.each(LOCALES)('daily, kids and guidance in %s', (locale) => {
  const people = cases(locale.length * 131 + locale.charCodeAt(locale.length - 1), 6)

  it('REST /api/v1/daily and /api/v1/kids: schema-valid, in the locale only, the narrative in the locale', async () => {
    for (const { birth, readingDate, parent } of people) {
      const daily = await post('/api/v1/daily', { ...birth, locale, readingDate }, validateDaily)
      expect({ birth, readingDate, foreign: inLocale(daily, locale) }).toEqual({ birth, readingDate, foreign: [] })
      expect(daily.narrative).toMatchObject({ locale, source: 'template' })
      expect(daily.narrative.text.length).toBeGreaterThan(80)
      const body = { childName: CHILD_NAME[locale], ...birth, locale, readingDate, ...(parent ? { parentDayMaster: parent } : {}) }
      const kids = await post('/api/v1/kids', body, validateKids)
      expect({ birth, foreign: inLocale(kids, locale) }).toEqual({ birth, foreign: [] })
      expect(kids.narrative.text).toContain(CHILD_NAME[locale])
      expect(kids.parentRelation === null).toBe(parent === undefined)
    }
  }, 60_000)

  it('MCP get_daily_bazi_guidance, summary and full: schema-valid and in the locale only', async () => {
    for (const { birth, readingDate } of people) {
      const { date, time, sex, ...place } = birth as Record<string, unknown>
      const args = { birth_date: date, birth_time: time, ...place, ...(sex ? { sex } : {}), reading_date: readingDate, locale }
      for (const detail of ['summary', 'full']) {
        const result = (await client.callTool({ name: 'get_daily_bazi_guidance', arguments: { ...args, detail } })) as any
        expect(result.isError ?? false).toBe(false)
        if (!validateGuidance(result.structuredContent)) throw new Error(JSON.stringify(validateGuidance.errors?.slice(0, 3)))
        expect({ detail, readingDate, foreign: inLocale(result.structuredContent, locale) }).toEqual({ detail, readingDate, foreign: [] })
      }
    }
  }, 60_000)
})

/** bench/tokens.ts's ten births (time, place, sex across the century and ten zones). */
const BENCH_BIRTHS = [
  { birth_date: '1930-03-14', birth_time: '06:20', latitude: 39.9042, longitude: 116.4074, sex: 'male' },
  { birth_date: '1941-08-30', birth_time: '23:40', latitude: 31.2304, longitude: 121.4737, sex: 'female' },
  { birth_date: '1952-12-07', birth_time: '11:05', latitude: 51.5072, longitude: -0.1276, sex: 'male' },
  { birth_date: '1963-05-21', birth_time: '17:55', latitude: 40.7128, longitude: -74.006, sex: 'female' },
  { birth_date: '1974-10-02', birth_time: '03:15', latitude: 35.6762, longitude: 139.6503, sex: 'male' },
  { birth_date: '1988-07-01', birth_time: '12:00', latitude: 30.5728, longitude: 104.0668, sex: 'female' },
  { birth_date: '1991-02-04', birth_time: '08:30', latitude: 22.3193, longitude: 114.1694, sex: 'male' },
  { birth_date: '2003-11-19', birth_time: '20:10', latitude: -33.8688, longitude: 151.2093, sex: 'female' },
  { birth_date: '2012-06-09', birth_time: '14:45', latitude: 19.076, longitude: 72.8777, sex: 'male' },
  { birth_date: '2020-01-25', birth_time: '00:30', latitude: 37.7749, longitude: -122.4194, sex: 'female' },
]

describe('the MCP guidance summary’s token budget (o200k_base)', () => {
  it.each(LOCALES)('%s: at most 2,000 tokens, for the ten births of bench/tokens.ts', async (locale) => {
    // An app of its own: the public connector allows 120 calls a minute per address.
    const app = createTestApp({ now: new Date('2026-11-21T12:00:00Z') } as Parameters<typeof createTestApp>[0])
    const mcp = await app.mcpClient('/mcp')
    try {
      const counts: number[] = []
      for (const birth of BENCH_BIRTHS) {
        const result = (await mcp.callTool({
          name: 'get_daily_bazi_guidance',
          arguments: { ...birth, reading_date: '2026-11-21', locale },
        })) as any
        counts.push(countTokens(JSON.stringify(result.structuredContent)))
      }
      expect(Math.max(...counts)).toBeLessThanOrEqual(2_000)
    } finally {
      await mcp.close()
      app.close()
    }
  })
})

describe('refusals in the request’s locale', () => {
  it('a parentDayMaster that is no stem: 400 said in the locale', async () => {
    const body = { childName: 'Mei', date: '2018-03-09', time: '08:15', latitude: 31.23, longitude: 121.47, parentDayMaster: '木' }
    const messages: Partial<Record<Locale, string>> = {}
    for (const locale of LOCALES) {
      const res = await t.post('/api/v1/kids', { ...body, locale }, key)
      expect(res.status).toBe(400)
      const json = (await res.json()) as any
      expect(json.error.details.allowed).toContain('甲木')
      messages[locale] = json.error.message
      // The accepted values (甲, 甲木 …) are what the request sends, characters in every locale.
      const words = json.error.message.replace(/[甲乙丙丁戊己庚辛壬癸][木火土金水]?/g, '')
      expect({ locale, foreign: foreignTextsOf(words, locale) }).toEqual({ locale, foreign: [] })
    }
    expect(messages.zh).toContain('须为天干字')
    expect(messages.en).toStartWith('parentDayMaster must be a heavenly stem')
    expect(messages.ja).toContain('天干の一字（甲 乙 丙 丁 戊 己 庚 辛 壬 癸）')
    expect(messages['zh-TW']).toContain('須為天干字')
    expect(messages.ko).toContain('천간 한 글자')
    expect(messages.vi).toContain('thiên can')
  })

  it('the guidance tool without a birth place, and with an impossible reading date', async () => {
    const noPlace = { birth_date: '1990-05-15', birth_time: '14:30', reading_date: '2025-05-07' }
    const textOf = async (args: Record<string, unknown>) => {
      const result = (await client.callTool({ name: 'get_daily_bazi_guidance', arguments: args })) as any
      expect(result.isError).toBe(true)
      return result.content[0].text as string
    }
    expect(await textOf({ ...noPlace, locale: 'ko' })).toContain('출생지를 latitude와 longitude')
    expect(await textOf({ ...noPlace, locale: 'zh' })).toContain('请以 latitude 和 longitude（或 birth_city）给出出生地')
    const badDate = { birth_date: '1990-05-15', birth_time: '14:30', latitude: 31.23, longitude: 121.47, reading_date: '2025-02-30' }
    expect(await textOf({ ...badDate, locale: 'zh' })).toStartWith('INVALID_DATE: `reading_date`“2025-02-30”无效：历法中没有这一天。\n')
    const vi = await textOf({ ...badDate, locale: 'vi' })
    expect(vi).not.toBe(await textOf(badDate))
    expect(foreignTextsOf(vi.replace(/^[A-Z_]+: /, ''), 'vi')).toEqual([])
  })
})
