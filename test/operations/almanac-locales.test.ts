/**
 * The almanac in all seven locales through the real entry points, over 40 seeded dates 1900-2100
 * (plus a leap month, 除夕 and 春节, a solar-term day): MCP `get_daily_almanac` (the SDK client; its
 * structuredContent validated against the outputSchema it advertises), the almanac of REST
 * `/api/v1/daily` (validated against its part of the OpenAPI schema: the rest of that body, the
 * guidance and the narrative, belongs to the daily reading's own tests) and `POST /api/v1/almanac/select`
 * (the body validated against the OpenAPI document).
 * Every answer is schema-valid and holds no text in another language (`foreignTextsOf`); the terms
 * whose form is the point are checked in the answers themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { Client } from '@modelcontextprotocol/client'
import { dailyAlmanac } from '../../src/core/almanac/almanac'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { CODE_KEYS, foreignTextsOf } from '../support/locale-text'
import { seededRandom } from '../support/seeded-random'

const t = createTestApp({ env: { PUBLIC_MCP_CALLS_PER_MINUTE: '100000' } })
const key = t.createKey(1_000_000)
let mcp: Client
let validateTool: ReturnType<Ajv2020['compile']>
const restValidators = new Map<string, ReturnType<Ajv2020['compile']>>()

beforeAll(async () => {
  mcp = await t.mcpClient('/mcp')
  const tool = (await mcp.listTools()).tools.find((x) => x.name === 'get_daily_almanac')!
  validateTool = new Ajv2020({ strict: true, allErrors: true }).compile(tool.outputSchema as object)
  const document = (await (await t.handle('/openapi.json')).json()) as any
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const bodySchema = (path: string) => document.paths[path].post.responses['200'].content['application/json'].schema
  restValidators.set('/api/v1/almanac/select', ajv.compile(bodySchema('/api/v1/almanac/select')))
  restValidators.set('daily almanac', ajv.compile(bodySchema('/api/v1/daily').properties.today.properties.almanac))
})
afterAll(async () => {
  await mcp.close()
  await t.close()
})

/** Deterministic dates (mulberry32 over the days of 1900-01-01 .. 2100-12-31) and four chosen ones. */
const seededDates = (count: number, seed: number): string[] => {
  const random = seededRandom(seed)
  const first = Date.UTC(1900, 0, 1)
  const days = (Date.UTC(2100, 11, 31) - first) / 86_400_000
  return Array.from({ length: count }, () => new Date(first + Math.floor(random() * (days + 1)) * 86_400_000).toISOString().slice(0, 10))
}
const DATES = [...seededDates(40, 23), '2023-03-22', '2025-01-28', '2025-01-29', '2025-03-05']

/** Members holding enumerated codes in the selection answer (`match: "any"`, `verdict: "favourable"`, `clashesWith: ["year"]`). */
const SELECTION_CODE_KEYS = new Set([...CODE_KEYS, 'match', 'verdict', 'clashesWith'])

const almanacTool = async (date: string, locale: Locale) => {
  const result = (await mcp.callTool({ name: 'get_daily_almanac', arguments: { date, locale } })) as any
  if (result.isError) throw new Error(`${date} ${locale}: ${result.content?.[0]?.text}`)
  if (!validateTool(result.structuredContent)) throw new Error(`${date} ${locale}: ${JSON.stringify(validateTool.errors?.slice(0, 3))}`)
  expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent)
  return result.structuredContent.data
}

const valid = (schema: string, json: unknown) => {
  const validate = restValidators.get(schema)!
  if (!validate(json)) throw new Error(`${schema}: ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  return json as any
}

const rest = async (path: string, body: unknown) => {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  expect(res.status, JSON.stringify(json).slice(0, 300)).toBe(200)
  return json
}

const dailyAlmanacRest = async (readingDate: string, locale: Locale) =>
  valid(
    'daily almanac',
    (await rest('/api/v1/daily', { date: '1990-05-15', time: '10:00', city: 'Beijing', readingDate, locale })).today.almanac,
  )

describe('the almanac in every locale, 44 dates each', () => {
  it('MCP get_daily_almanac: valid against its outputSchema, every text in the locale', async () => {
    const foreign: string[] = []
    for (const locale of LOCALES)
      for (const date of DATES)
        foreign.push(...foreignTextsOf(await almanacTool(date, locale), locale).map((f) => `${locale} ${date} ${f}`))
    expect(foreign).toEqual([])
  })

  it('REST /api/v1/daily: its almanac (each hour with its own 宜/忌) in the locale, valid against its OpenAPI schema', async () => {
    const foreign: string[] = []
    for (const locale of LOCALES)
      for (const date of DATES) {
        const almanac = await dailyAlmanacRest(date, locale)
        expect(almanac.hours).toHaveLength(12)
        foreign.push(...foreignTextsOf(almanac, locale).map((f) => `${locale} ${date} ${f}`))
      }
    expect(foreign).toEqual([])
  })

  it('REST /api/v1/almanac/select: days, reasons, hours and excluded days in the locale, valid against OpenAPI', async () => {
    const foreign: string[] = []
    const starts = DATES.slice(0, 6)
    for (const locale of LOCALES)
      for (const from of starts) {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10)
        const body = valid(
          '/api/v1/almanac/select',
          await rest('/api/v1/almanac/select', {
            from,
            to,
            activities: ['weddings', 'moving-house', 'opening-a-business'],
            match: 'any',
            person: { date: '1990-05-15', time: '10:00', city: 'Beijing' },
            locale,
          }),
        )
        expect(body.days.length + body.excluded.length).toBeGreaterThan(0)
        foreign.push(...foreignTextsOf(body, locale, { skipKeys: SELECTION_CODE_KEYS }).map((f) => `${locale} ${from} ${f}`))
      }
    expect(foreign).toEqual([])
  })
})

describe('the tricky terms in the answers', () => {
  /** The first day from 2025-01-01 whose almanac satisfies `test`. */
  const firstDay = (test: (a: ReturnType<typeof dailyAlmanac>) => boolean): string => {
    for (let d = Date.UTC(2025, 0, 1); ; d += 86_400_000) {
      const date = new Date(d).toISOString().slice(0, 10)
      if (test(dailyAlmanac(date, 'zh'))) return date
    }
  }

  it('the duty officer 收 is 納 in Japanese, 收 in Taiwan and Hong Kong, 수 in Korean, Thu in Vietnamese', async () => {
    const date = firstDay((a) => a.duty_officer.zh === '收')
    expect((await almanacTool(date, 'zh')).duty_officer).toBe('收')
    expect((await almanacTool(date, 'ja')).duty_officer).toBe('納')
    expect((await almanacTool(date, 'zh-TW')).duty_officer).toBe('收')
    expect((await almanacTool(date, 'zh-HK')).duty_officer).toBe('收')
    expect((await almanacTool(date, 'ko')).duty_officer).toBe('수')
    expect((await almanacTool(date, 'vi')).duty_officer).toBe('Thu')
  })

  it('安床 is 安床 in Taiwan and 安牀 in Hong Kong, in the day’s list and under the same code on REST', async () => {
    const date = firstDay((a) => a.activities.suitable.some((x) => x.zh === '安床'))
    expect((await almanacTool(date, 'zh-TW')).activities.suitable).toContain('安床')
    const hk = (await almanacTool(date, 'zh-HK')).activities.suitable
    expect(hk).toContain('安牀')
    expect(hk).not.toContain('安床')
    const restHk = await dailyAlmanacRest(date, 'zh-HK')
    expect(restHk.activities.suitable).toContainEqual({ code: 'placing-a-bed', name: '安牀' })
    const restTw = await dailyAlmanacRest(date, 'zh-TW')
    expect(restTw.activities.suitable).toContainEqual({ code: 'placing-a-bed', name: '安床' })
  })

  it('the clash takes 沖 in Traditional (zh-TW, zh-HK), 冲 stays in Simplified', async () => {
    const date = '2025-05-07' // 丙子 day: 冲马(庚午)煞南
    expect((await dailyAlmanacRest(date, 'zh')).zodiac_clash.display).toBe('冲马(庚午)煞南')
    for (const locale of ['zh-TW', 'zh-HK'] as const) {
      const clash = (await dailyAlmanacRest(date, locale)).zodiac_clash
      expect(clash.display).toBe('沖馬(庚午)煞南')
      expect(clash.animal).toBe('馬')
    }
    const selection = await rest('/api/v1/almanac/select', { from: date, to: date, activities: ['weddings'], locale: 'zh-TW' })
    expect(selection.source).toContain('沖：地支六沖')
    expect(selection.source).not.toContain('衝')
    expect((await dailyAlmanacRest(date, 'ja')).zodiac_clash.display).toBe('馬（庚午）と沖、煞は南')
    expect((await dailyAlmanacRest(date, 'ko')).zodiac_clash.display).toBe('충 말(경오), 살 남')
    expect((await dailyAlmanacRest(date, 'vi')).zodiac_clash.display).toBe('Xung tuổi Ngựa (Canh Ngọ), sát hướng Nam')
  })

  it('the lunar date and pillars read as each locale reads them (leap month 2023-03-22)', async () => {
    const lunar = async (locale: Locale) => (await almanacTool('2023-03-22', locale)).lunar_date.display
    expect(await lunar('zh-TW')).toBe('癸卯年閏二月初一')
    expect(await lunar('ja')).toBe('旧暦癸卯年閏2月1日')
    expect(await lunar('ko')).toBe('음력 계묘년 윤2월 1일')
    expect(await lunar('vi')).toBe('Ngày 1 tháng 2 nhuận năm Quý Mão')
    const ko = await almanacTool('2025-05-07', 'ko')
    expect(ko.day_pillar).toMatchObject({ ganzhi: '丙子', name: '병자' })
    expect((await almanacTool('2025-05-07', 'vi')).day_pillar).toMatchObject({ ganzhi: '丙子', name: 'Bính Tý' })
    expect((await almanacTool('2025-05-07', 'ja')).day_pillar.name).toBeUndefined()
  })

  it('an impossible or out-of-range date is refused in the request locale', async () => {
    const result = (await mcp.callTool({ name: 'get_daily_almanac', arguments: { date: '2026-02-30', locale: 'ja' } })) as any
    expect(result.isError).toBe(true)
    expect(result.content[0].text).toContain('日付「2026-02-30」は無効です。暦にない日付です。')
    const res = await t.post(
      '/api/v1/almanac/select',
      { from: '2200-12-01', to: '2201-01-01', activities: ['weddings'], locale: 'vi' },
      key,
    )
    expect(((await res.json()) as any).error).toMatchObject({
      code: 'DATE_OUT_OF_RANGE',
      message: '`to` 2201-01-01 nằm ngoài phạm vi hỗ trợ (1800-01-01 đến 2200-12-31).',
    })
  })

  it('the unknown-code refusal is in the request locale, codes as sent', async () => {
    const res = await t.post('/api/v1/almanac/select', { from: '2025-01-01', to: '2025-01-31', activities: ['flying'], locale: 'ja' }, key)
    expect(res.status).toBe(400)
    const body = (await res.json()) as any
    expect(body.error.message).toBe('不明な行事コード：flying。有効なコードは details.validCodes にあります。')
  })
})
