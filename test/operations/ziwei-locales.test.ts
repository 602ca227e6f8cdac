/**
 * The Zi Wei chart in every locale, through the real entry points: `POST /api/v1/ziwei` and the MCP
 * tool `calculate_ziwei_chart` (on with MCP_ZIWEI_TOOL, through a real SDK client), over births
 * generated from a seed. Every answer validates against its schema (TypeBox for REST, ajv against the
 * advertised output schema for MCP) and carries no text in another language (`foreignTextsOf`); the
 * tricky terms of each tradition come out as its readers write them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import { Value } from '@sinclair/typebox/value'
import type { Client } from '@modelcontextprotocol/client'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { ZiweiRestResult } from '../../src/contracts/ziwei'
import { createTestApp } from '../support/app'
import { CODE_KEYS, foreignTextIn, foreignTextsOf } from '../support/locale-text'
import { seededRandom as random } from '../support/seeded-random'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z'), env: { MCP_ZIWEI_TOOL: '1' } })
const key = t.createKey(100_000)
afterAll(() => t.close())

/**
 * Members that hold codes or data rather than words, beyond the helper's: the conventions' option
 * values (`true-solar`, `next-day`, `split`, `lunar-new-year`), the detail level, a warning's
 * `alternative` (clock readings, pillars and codes), and `location`, the place as the gazetteer
 * names it (the geography's own locale tests check it). `school` is checked apart, below (en and zh
 * keep their English line).
 */
const SKIP = new Set([
  ...CODE_KEYS,
  'clock',
  'drivingClock',
  'ziHour',
  'leapMonth',
  'yearStart',
  'start',
  'detail',
  'alternative',
  'location',
  'school',
])

/**
 * The school line in the request's words. en and zh keep the line they always had (English, naming
 * 紫微斗数全书 and 四化): answers in both stay byte for byte, and the zh golden pins it.
 */
const schoolForeign = (school: string, locale: Locale) => (locale === 'en' || locale === 'zh' ? undefined : foreignTextIn(school, locale))

/** What of an answer is not in its locale; en keeps its SEX_UNKNOWN sentence as it was (it names 大限 and 博士). */
const foreignIn = (answer: any, locale: Locale) =>
  foreignTextsOf(locale === 'en' ? { ...answer, warnings: answer.warnings.filter((w: any) => w.code !== 'SEX_UNKNOWN') } : answer, locale, {
    skipKeys: SKIP,
  })

const PLACES = [
  { latitude: 39.9042, longitude: 116.4074 },
  { latitude: 25.033, longitude: 121.5654 },
  { latitude: 35.6762, longitude: 139.6503 },
  { latitude: 37.5665, longitude: 126.978 },
  { latitude: 21.0278, longitude: 105.8342 },
  { latitude: 22.3193, longitude: 114.1694 },
  { timezone: 8 },
  { timezone: 'Asia/Ho_Chi_Minh' },
]

/** Births across a century: every hour of the day, leap months and both year starts among them, a few without sex. */
function births(seed: number, count: number) {
  const next = random(seed)
  const pad = (n: number) => String(n).padStart(2, '0')
  return Array.from({ length: count }, (_, i) => {
    const sex = next() < 0.2 ? undefined : next() < 0.5 ? 'male' : 'female'
    return {
      date: `${1930 + Math.floor(next() * 95)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
      time: `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`,
      ...PLACES[Math.floor(next() * PLACES.length)],
      ...(sex ? { sex } : {}),
      ...(i % 3 === 0 ? { yearStart: 'spring-begins' } : {}),
    }
  })
}

const post = async (body: unknown) => {
  const res = await t.post('/api/v1/ziwei', body, key)
  return { status: res.status, body: (await res.json()) as any }
}

describe('POST /api/v1/ziwei in every locale', () => {
  it.each([...LOCALES])('%s: schema-valid answers, every word in the locale', async (locale) => {
    for (const birth of births(LOCALES.indexOf(locale) + 7, 8)) {
      const { status, body } = await post({ ...birth, locale, readingDate: '2026-11-21' })
      expect([status, body.error]).toEqual([200, undefined])
      expect([...Value.Errors(ZiweiRestResult, body)].slice(0, 3)).toEqual([])
      expect(body.chart.palaces).toHaveLength(12)
      expect(foreignIn(body, locale)).toEqual([])
      expect(schoolForeign(body.conventions.school, locale)).toBeUndefined()
    }
  })

  it.each([...LOCALES])('%s: the hour candidates too', async (locale) => {
    const { status, body } = await post({ date: '1990-05-15', latitude: 37.5665, longitude: 126.978, hourCandidates: true, locale })
    expect(status).toBe(200)
    expect([...Value.Errors(ZiweiRestResult, body)].slice(0, 3)).toEqual([])
    expect(foreignIn(body, locale)).toEqual([])
  })

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: what to fix, in the locale', async (locale) => {
    // The members to send are named as the API spells them (`time`, `hourCandidates: true`): identifiers, not words.
    const words = (message: string) => message.replace(/`[^`]*`/g, '')
    const noTime = await post({ date: '1990-05-15', latitude: 37.5665, longitude: 126.978, locale })
    expect(noTime.status).toBe(400)
    expect(noTime.body.error.message).toContain('`hourCandidates: true`')
    expect(foreignTextIn(words(noTime.body.error.message), locale)).toBeUndefined()
    for (const readingDate of ['1980-01-01', '2026-02-30']) {
      const { status, body } = await post({
        date: '1990-05-15',
        time: '10:00',
        latitude: 37.5665,
        longitude: 126.978,
        locale,
        readingDate,
      })
      expect([status, body.error.message]).toEqual([400, expect.stringContaining(readingDate)])
      expect(foreignTextIn(words(body.error.message), locale)).toBeUndefined()
    }
  })

  it('names the same chart in each locale, codes unchanged', async () => {
    const birth = { date: '1988-07-01', time: '12:00', latitude: 30.5728, longitude: 104.0668, sex: 'female', readingDate: '2026-11-21' }
    const answers = await Promise.all(LOCALES.map((locale) => post({ ...birth, locale })))
    const codesOf = (body: any) => JSON.stringify(body.chart, (k, v) => (k === 'name' && typeof v === 'string' ? undefined : v))
    for (const { body } of answers) expect(codesOf(body)).toBe(codesOf(answers[0].body))
    const names = new Set(answers.map(({ body }) => body.chart.palaces.find((p: any) => p.isLife).name.name))
    // 命宫 命宮 (zh-TW = zh-HK, ja) 명궁 Mệnh Life.
    expect([...names].sort()).toEqual(['Life', 'Mệnh', '命宫', '命宮', '명궁'])
  })
})

describe('MCP calculate_ziwei_chart in every locale', () => {
  let client: Client
  let validate: ReturnType<Ajv2020['compile']>
  beforeAll(async () => {
    client = await t.mcpClient('/mcp')
    const tool = (await client.listTools()).tools.find((x) => x.name === 'calculate_ziwei_chart')!
    validate = new Ajv2020({ strict: true, allErrors: true }).compile(tool.outputSchema as object)
  })
  afterAll(() => client?.close())

  const call = async (args: Record<string, unknown>) => {
    const result = (await client.callTool({ name: 'calculate_ziwei_chart', arguments: args })) as any
    expect(result.isError, result.content?.[0]?.text).toBeFalsy()
    if (!validate(result.structuredContent)) throw new Error(JSON.stringify(validate.errors))
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent)
    return result.structuredContent
  }

  it('advertises the seven locales', async () => {
    const tool = (await client.listTools()).tools.find((x) => x.name === 'calculate_ziwei_chart')!
    expect((tool.inputSchema as any).properties.locale.enum).toEqual([...LOCALES])
  })

  it.each([...LOCALES])('%s: schema-valid summaries and full charts, every word in the locale', async (locale) => {
    for (const [i, birth] of births(LOCALES.indexOf(locale) + 101, 6).entries()) {
      const { date, time, sex, yearStart: _, ...place } = birth as Record<string, any>
      const args = { birth_date: date, birth_time: time, ...place, ...(sex ? { sex } : {}), locale, detail: i % 2 ? 'full' : 'summary' }
      const answer = await call(args)
      expect(foreignIn(answer, locale)).toEqual([])
      expect(schoolForeign(answer.conventions.school, locale)).toBeUndefined()
    }
  })

  it('accepts the locale aliases as their locales', async () => {
    const args = { birth_date: '1988-07-01', birth_time: '12:00', latitude: 22.3193, longitude: 114.1694, sex: 'male' }
    for (const [alias, locale] of [
      ['zh-Hant', 'zh-TW'],
      ['zh-MO', 'zh-HK'],
      ['zh-CN', 'zh'],
    ] as const)
      expect(await call({ ...args, locale: alias })).toEqual(await call({ ...args, locale }))
  })
})

describe('Zi Wei terms each tradition writes its own way', () => {
  // A 庚午 year (after the lunar new year of 1990-01-27): 太阳 化禄, 武曲 化权, 太阴 化科, 天同 化忌 (docs/domain.md 四化 table).
  const birth = { date: '1990-03-10', time: '08:00', latitude: 39.9042, longitude: 116.4074, sex: 'male' }
  let client: Client
  beforeAll(async () => {
    client = await t.mcpClient('/mcp')
  })
  afterAll(() => client?.close())
  const summary = async (locale: Locale) => {
    const { date, time, ...rest } = birth
    const r = (await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: date, birth_time: time, ...rest, locale },
    })) as any
    return r.structuredContent as { palaces: { stars: string[]; minor?: string[] }[] }
  }
  const allStars = (s: Awaited<ReturnType<typeof summary>>) => s.palaces.flatMap((p) => [...p.stars, ...(p.minor ?? [])]).join(' ')
  const rest = async (locale: Locale) => (await post({ ...birth, locale })).body

  it('化祿 in Taiwan and Hong Kong, 化禄 in Japan, 化禄 in mainland China', async () => {
    const tw = allStars(await summary('zh-TW'))
    expect(tw).toContain('太陽(')
    expect(tw).toContain('化祿')
    expect(tw).toContain('化權')
    expect(tw).not.toMatch(/化禄|化权/)
    expect(allStars(await summary('zh-HK'))).toBe(tw)
    const ja = allStars(await summary('ja'))
    expect(ja).toContain('化禄')
    expect(ja).toContain('化権')
    expect(ja).not.toMatch(/化祿|化權|化化/)
    const zh = allStars(await summary('zh'))
    expect(zh).toContain('化禄')
    expect(zh).toContain('化权')
  })

  it('ko: 자미 천기 태양 …, brightness and 四化 as words', async () => {
    const ko = allStars(await summary('ko'))
    for (const star of ['자미', '천기', '태양', '무곡', '천동', '염정', '천부', '태음', '탐랑', '거문', '천상', '천량', '칠살', '파군'])
      expect(ko).toContain(star)
    expect(ko).toContain('화록')
    expect(ko).not.toMatch(/\[[+-]?\d\]/)
    expect((await rest('ko')).chart.palaces.find((p: any) => p.isLife).name.name).toBe('명궁')
  })

  it('vi: Tử Vi, Thiên Cơ …, Hóa Lộc, brightness Miếu … Hãm', async () => {
    const vi = allStars(await summary('vi'))
    for (const star of [
      'Tử Vi',
      'Thiên Cơ',
      'Thái Dương',
      'Vũ Khúc',
      'Thiên Đồng',
      'Liêm Trinh',
      'Thiên Phủ',
      'Thái Âm',
      'Tham Lang',
      'Cự Môn',
    ])
      expect(vi).toContain(star)
    expect(vi).toContain('Hóa Lộc')
    const body = await rest('vi')
    const brightness = new Set<string>(
      body.chart.palaces.flatMap((p: any) => p.majorStars.map((s: any) => s.brightness?.name)).filter(Boolean),
    )
    for (const b of brightness) expect(['Miếu', 'Vượng', 'Đắc', 'Lợi', 'Bình', 'Bất Đắc', 'Hãm']).toContain(b)
  })

  it('the 五行局 and the lunar date in each locale', async () => {
    const bodies = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await rest(l)] as const)))
    const bureau = bodies.en.chart.bureau.code as string
    const expected: Record<string, Record<Locale, string>> = {
      'water-2': {
        en: 'Water Bureau 2',
        zh: '水二局',
        'zh-TW': '水二局',
        'zh-HK': '水二局',
        ja: '水二局',
        ko: '수이국',
        vi: 'Thủy Nhị Cục',
      },
      'wood-3': { en: 'Wood Bureau 3', zh: '木三局', 'zh-TW': '木三局', 'zh-HK': '木三局', ja: '木三局', ko: '목삼국', vi: 'Mộc Tam Cục' },
      'metal-4': { en: 'Metal Bureau 4', zh: '金四局', 'zh-TW': '金四局', 'zh-HK': '金四局', ja: '金四局', ko: '금사국', vi: 'Kim Tứ Cục' },
      'earth-5': {
        en: 'Earth Bureau 5',
        zh: '土五局',
        'zh-TW': '土五局',
        'zh-HK': '土五局',
        ja: '土五局',
        ko: '토오국',
        vi: 'Thổ Ngũ Cục',
      },
      'fire-6': { en: 'Fire Bureau 6', zh: '火六局', 'zh-TW': '火六局', 'zh-HK': '火六局', ja: '火六局', ko: '화육국', vi: 'Hỏa Lục Cục' },
    }
    for (const locale of LOCALES) expect(bodies[locale].chart.bureau.name).toBe(expected[bureau][locale])
    // 1990-03-10 is the 14th of the second lunar month.
    expect(bodies.ja.chart.lunarDate.name).toBe('2月14日')
    expect(bodies.ko.chart.lunarDate.name).toBe('2월 14일')
    expect(bodies.vi.chart.lunarDate.name).toBe('ngày 14 tháng 2')
  })

  it('the warning for a chart without sex, in each locale', async () => {
    const { sex: _, ...noSex } = birth
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const body = (await post({ ...noSex, locale })).body
      const warning = body.warnings.find((w: any) => w.code === 'SEX_UNKNOWN')
      expect(foreignTextIn(warning.message, locale)).toBeUndefined()
      if (locale === 'zh-TW' || locale === 'zh-HK') expect(warning.message).toContain('未提供性別')
    }
  })
})
