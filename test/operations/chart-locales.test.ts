/**
 * The chart in every locale, through the real entry points: for seeded generated births (with and
 * without time, place, offset and sex; with the daily block, hour candidates and a reading date),
 * `POST /api/v1/bazi` and the MCP tool `calculate_bazi_chart` at both detail levels, the practitioner
 * routes (`/api/v1/bazi/reverse`, `/api/v1/solar-terms`) in each of the seven locales: every answer
 * validates against its schema (OpenAPI for REST, the advertised outputSchema for MCP) and holds no
 * text in another language (`foreignTextsOf`). Then the terms a practitioner of each tradition checks
 * first, in the answers themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { Client } from '@modelcontextprotocol/client'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { glossary, solarTermName, SOLAR_TERM_CODES } from '../../src/core/bazi'
import { createTestApp, toolJson } from '../support/app'
import { CODE_KEYS, foreignTextsOf } from '../support/locale-text'

// The public connector's per-address limit raised: this file makes several hundred tool calls.
const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z'), env: { PUBLIC_MCP_CALLS_PER_MINUTE: '100000' } })
const key = t.createKey(1_000_000)
let client: Client
const rest = new Map<string, ReturnType<Ajv2020['compile']>>()
let toolSchema: ReturnType<Ajv2020['compile']>

beforeAll(async () => {
  const document = (await (await t.handle('/openapi.json')).json()) as any
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  for (const [path, item] of Object.entries<any>(document.paths)) {
    const schema = item.post?.responses?.['200']?.content?.['application/json']?.schema
    if (schema) rest.set(path, ajv.compile(schema))
  }
  client = await t.mcpClient('/mcp')
  const tool = (await client.listTools()).tools.find((x) => x.name === 'calculate_bazi_chart')!
  toolSchema = new Ajv2020({ strict: true, allErrors: true }).compile(tool.outputSchema as object)
})
afterAll(async () => {
  await client?.close()
  t.close()
})

/** A seeded source (LCG), so every run draws the same births. */
function seeded(seed: number) {
  let s = seed >>> 0
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  }
}

/** Coordinates only (place names are data, not words of a language); a few births by offset or with nothing. */
const PLACES = [
  { latitude: 35.6762, longitude: 139.6503 }, // Tokyo
  { latitude: 37.5665, longitude: 126.978 }, // Seoul
  { latitude: 21.0285, longitude: 105.8542 }, // Hanoi
  { latitude: 25.033, longitude: 121.5654 }, // Taipei
  { latitude: 22.3193, longitude: 114.1694 }, // Hong Kong
  { latitude: 39.9042, longitude: 116.4074 }, // Beijing
  { latitude: 51.5072, longitude: -0.1276 }, // London
  { latitude: 40.7128, longitude: -74.006 }, // New York
  { latitude: -33.8688, longitude: 151.2093 }, // Sydney
  { timezone: 7 },
  { timezone: 'Asia/Seoul' },
  {},
] as const

interface Birth {
  date: string
  time?: string
  sex?: 'male' | 'female'
  latitude?: number
  longitude?: number
  timezone?: number | string
}

/** Twenty births 1950-2030: one in five without a time, one in six without sex. */
const BIRTHS: Birth[] = (() => {
  const r = seeded(23_2026)
  return Array.from({ length: 20 }, () => {
    const pad = (n: number) => String(n).padStart(2, '0')
    const date = `${r.int(1950, 2030)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`
    const time = r.next() < 0.8 ? `${pad(r.int(0, 23))}:${pad(r.int(0, 59))}` : undefined
    const sex = r.next() < 0.84 ? r.pick(['male', 'female'] as const) : undefined
    return { date, ...(time ? { time } : {}), ...(sex ? { sex } : {}), ...r.pick(PLACES) }
  })
})()

/**
 * The answer without what is no text of a language: place names (the gazetteer's, in Latin script or
 * Han) and values that are codes by contract (kebab-case codes, element codes, the verdict's and
 * element lists' codes). `foreignTextsOf` skips the members named in CODE_KEYS besides.
 */
const CODE_LISTS = new Set(['missing', 'missingIncludingHidden', 'favourableElements', 'unfavourableElements', 'verdict'])
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)+$/
function wordsOnly(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return CODE_LISTS.has(key) ? [] : value.map((v) => wordsOnly(v, key))
  if (typeof value === 'string') return CODE_LISTS.has(key) || (key === 'element' && !value.includes(' ')) || KEBAB.test(value) ? '' : value
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (k === 'location' && v && typeof v === 'object') out[k] = { ...(v as object), name: null, nameZh: null, admin1: null, country: null }
    else if (k === 'birth' && v && typeof v === 'object') out[k] = { ...(v as object), place: null }
    else out[k] = wordsOnly(v, k)
  }
  return out
}

const foreign = (json: unknown, locale: Locale) => foreignTextsOf(wordsOnly(json), locale, { skipKeys: CODE_KEYS })

/** Words OpenCC would get wrong in the field's Traditional text (test/core/traditional.test.ts). */
const WRONG_TRADITIONAL = /衝|醜|藏幹|陰乾|捲舌/

async function post(path: string, body: unknown) {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  expect({ path, status: res.status, body: res.status === 200 ? 'ok' : json }).toEqual({ path, status: 200, body: 'ok' })
  const validate = rest.get(path)!
  if (!validate(json)) throw new Error(`${path}: ${JSON.stringify(validate.errors?.slice(0, 5))}`)
  return json
}

async function tool(args: Record<string, unknown>) {
  const result = (await client.callTool({ name: 'calculate_bazi_chart', arguments: args })) as any
  if (result.isError) throw new Error(`calculate_bazi_chart ${JSON.stringify(args)}: ${result.content?.[0]?.text}`)
  const json = toolJson(result)
  if (!toolSchema(json)) throw new Error(`calculate_bazi_chart: ${JSON.stringify(toolSchema.errors?.slice(0, 5))}`)
  return json
}

const toolArgs = (b: Birth) => ({
  birth_date: b.date,
  ...(b.time ? { birth_time: b.time } : {}),
  ...(b.sex ? { sex: b.sex } : {}),
  ...(b.latitude !== undefined ? { latitude: b.latitude, longitude: b.longitude } : {}),
  ...(b.timezone !== undefined ? { timezone: b.timezone } : {}),
})

describe('the chart in every locale: schema-valid, one language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: POST /api/v1/bazi and calculate_bazi_chart (summary, full) over 20 generated births`, async () => {
      const problems: string[] = []
      for (const [i, b] of BIRTHS.entries()) {
        const hasPlace = b.latitude !== undefined || b.timezone !== undefined
        const body = {
          ...b,
          locale,
          ...(i % 2 === 0 ? { includeDaily: true, readingDate: '2026-02-04' } : {}),
          ...(!b.time && hasPlace ? { hourCandidates: true } : {}),
          ...(i % 3 === 0 ? { trueSolarTime: false, ziHour: 'same-day' } : {}),
        }
        const answers: [string, unknown][] = [[`REST ${JSON.stringify(body)}`, await post('/api/v1/bazi', body)]]
        for (const detail of ['summary', 'full'])
          answers.push([`MCP ${detail} ${b.date}`, await tool({ ...toolArgs(b), locale, detail, include_daily: i % 2 === 1 })])
        for (const [what, json] of answers) {
          problems.push(...foreign(json, locale).map((p) => `${what}: ${p}`))
          if (locale === 'zh-TW' || locale === 'zh-HK') {
            const wrong = JSON.stringify(json).match(WRONG_TRADITIONAL)
            if (wrong) problems.push(`${what}: ${wrong[0]}`)
          }
        }
      }
      expect(problems).toEqual([])
    }, 60_000)

    it(`${locale}: the practitioner routes (reverse lookup, solar terms)`, async () => {
      const problems: string[] = []
      for (const b of BIRTHS.filter((x) => x.time && x.latitude !== undefined).slice(0, 3)) {
        const chart = await post('/api/v1/bazi', { ...b, locale: 'en' })
        const p = chart.chart.pillars
        const year = Number(b.date.slice(0, 4))
        const found = await post('/api/v1/bazi/reverse', {
          pillars: { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour.ganzhi },
          latitude: b.latitude,
          longitude: b.longitude,
          fromYear: year - 1,
          toYear: year + 1,
          locale,
        })
        expect(found.windows.length).toBeGreaterThan(0)
        problems.push(...foreign(found, locale).map((x) => `reverse ${b.date}: ${x}`))
        const terms = await post('/api/v1/solar-terms', { year, latitude: b.latitude, longitude: b.longitude, locale })
        expect(terms.terms).toHaveLength(24)
        problems.push(...foreign(terms, locale).map((x) => `solar terms ${year}: ${x}`))
        for (const term of terms.terms) expect(term.term.name).toBe(solarTermName(SOLAR_TERM_CODES.indexOf(term.term.code), locale))
      }
      expect(problems).toEqual([])
    }, 60_000)
  }

  it('the check can fail: an English label in a Korean answer, Simplified in a Taiwanese one', () => {
    expect(foreign({ chart: { strength: { verdictTerm: { code: 'strong', name: 'Strong' } } } }, 'ko')).not.toEqual([])
    expect(foreign({ zodiac: '龙' }, 'zh-TW')).not.toEqual([])
    expect(foreign({ nayin: '大驿土' }, 'vi')).not.toEqual([])
  })
})

/** Every label of an answer, as `{code, name}` pairs found anywhere in it. */
function labels(value: unknown, out: { code: string; name: string }[] = []): { code: string; name: string }[] {
  if (Array.isArray(value)) for (const v of value) labels(v, out)
  else if (value && typeof value === 'object') {
    const r = value as Record<string, unknown>
    if (typeof r.code === 'string' && typeof r.name === 'string') out.push({ code: r.code, name: r.name })
    for (const v of Object.values(r)) labels(v, out)
  }
  return out
}

describe('the terms a practitioner checks first', () => {
  /** The REST answers of all twenty births in `locale`: every label they carry, by code. */
  async function namesIn(locale: Locale): Promise<Map<string, Set<string>>> {
    const names = new Map<string, Set<string>>()
    for (const b of BIRTHS) {
      const json = await post('/api/v1/bazi', { ...b, locale })
      for (const { code, name } of labels(json)) names.set(code, (names.get(code) ?? new Set()).add(name))
      for (const w of json.chart.pillars.year.shensha) names.set(w.code, (names.get(w.code) ?? new Set()).add(w.name))
    }
    return names
  }

  it('ja: 印綬 for 正印, 偏官 for 七杀, 建禄 among the stages; 啓蟄, 小満, 処暑', async () => {
    const names = await namesIn('ja')
    expect(names.get('direct-resource')).toEqual(new Set(['印綬']))
    expect(names.get('seven-killings')).toEqual(new Set(['偏官']))
    expect(names.get('coming-of-age')).toEqual(new Set(['建禄']))
    expect([2, 7, 13].map((i) => solarTermName(i, 'ja'))).toEqual(['啓蟄', '小満', '処暑'])
    const terms = await post('/api/v1/solar-terms', { year: 2026, locale: 'ja' })
    expect(terms.terms.map((x: any) => x.term.name)).toEqual(expect.arrayContaining(['啓蟄', '小満', '処暑']))
  }, 30_000)

  it('zh-TW: 六沖 and 沖 in the clash words, 藏干 and 丑 kept, never 衝/醜', async () => {
    expect(glossary.INTERACTIONS['six-clash'].names['zh-TW']).toBe('地支六沖')
    expect(glossary.INTERACTIONS['stem-clash'].names['zh-TW']).toBe('天干相沖')
    // 1990-12-15 12:00: a 子 month and a 午 hour, so the lines name the clash.
    const withClash = await tool({ birth_date: '1990-12-15', birth_time: '12:00', timezone: 8, locale: 'zh-TW', detail: 'summary' })
    expect(withClash.interactions.join(' ')).toContain('地支六沖 子午')
    expect(JSON.stringify(withClash)).not.toMatch(/衝|醜|藏幹/)
    // 藏干 stays 藏干 where the conventions' sources name it; 丑 stays 丑 as a branch's name.
    const full = await tool({ birth_date: '1997-01-20', birth_time: '02:00', timezone: 8, locale: 'zh-TW', detail: 'full' })
    expect(full.conventions.sources.join(' ')).toContain('藏干')
    expect([full.chart.pillars.year.branch?.name, full.chart.pillars.hour.branch?.name]).toContain('丑')
  })

  it('ko: 정관, 편재, 식신 among the ten gods, 건록 among the stages', async () => {
    const names = await namesIn('ko')
    expect(names.get('direct-officer')).toEqual(new Set(['정관']))
    expect(names.get('indirect-wealth')).toEqual(new Set(['편재']))
    expect(names.get('eating-god')).toEqual(new Set(['식신']))
    expect(names.get('coming-of-age')).toEqual(new Set(['건록']))
  }, 30_000)

  it('vi: Chính Quan, Thất Sát, Thực Thần', async () => {
    const names = await namesIn('vi')
    expect(names.get('direct-officer')).toEqual(new Set(['Chính Quan']))
    expect(names.get('seven-killings')).toEqual(new Set(['Thất Sát']))
    expect(names.get('eating-god')).toEqual(new Set(['Thực Thần']))
  }, 30_000)

  it('nayin of 戊申/己酉: Đại Trạch Thổ (vi), 대역토 (ko), 大駅土 (ja), 大驛土 (zh-TW)', async () => {
    // 2028 is a 戊申 year and 2029 a 己酉 year (立春 to 立春).
    for (const [date, ganzhi] of [
      ['2028-06-01', '戊申'],
      ['2029-06-01', '己酉'],
    ]) {
      const want = { vi: 'Đại Trạch Thổ', ko: '대역토', ja: '大駅土', 'zh-TW': '大驛土' } as const
      for (const [locale, nayin] of Object.entries(want)) {
        const json = await tool({ birth_date: date, locale, detail: 'summary' })
        expect({ locale, ganzhi: json.pillars.year.ganzhi, nayin: json.pillars.year.nayin }).toEqual({ locale, ganzhi, nayin })
      }
    }
  })
})

/** The core's own refusals (the schema's are the pipeline's, checked where it is tested). */
describe('refusals in the request locale', () => {
  const refusal = async (path: string, body: unknown) => {
    const res = await t.post(path, body, key)
    expect(res.status).toBeGreaterThanOrEqual(400)
    return ((await res.json()) as any).error.message as string
  }

  it('an impossible date, impossible pillars, a reversed year range: in each locale, no other language', async () => {
    const problems: string[] = []
    for (const locale of LOCALES) {
      const messages = [
        await refusal('/api/v1/bazi', { date: '1990-02-30', locale }),
        await refusal('/api/v1/bazi/reverse', { pillars: { year: '甲辰', month: '甲寅', day: '戊戌' }, timezone: 8, locale }),
        await refusal('/api/v1/bazi/reverse', {
          pillars: { year: '甲辰', month: '丙寅', day: '戊戌' },
          timezone: 8,
          fromYear: 2020,
          toYear: 2000,
          locale,
        }),
      ]
      for (const m of messages) {
        const why = foreignTextsOf(m, locale)
        if (why.length) problems.push(`${locale}: ${why.join('; ')}`)
      }
      if (locale === 'ko') expect(messages[0]).toBe('1990-02-30은(는) 실제 날짜가 아닙니다. 1990년 2월은 28일까지입니다.')
      if (locale === 'vi') expect(messages[1]).toContain('Ngũ Hổ Độn, tháng Dần của năm Giáp là 丙寅')
    }
    expect(problems).toEqual([])
  })
})
