/**
 * REST bodies: every 200 body validates against the schema OpenAPI documents for it
 * (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses), labels are `{code, name}` in the request locale
 * with no second language (the tarot's bilingual interpretation excepted: the contract asks for it),
 * and `POST /api/v1/bazi` with time, place and sex stays within 12 KB for births across the century in
 * every locale (among them the largest answers found: cities with namesakes, a crowded chart) while
 * keeping its facts (ten luck pillars, the fixed field paths). bench/tokens.ts measures many more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z') })
const key = t.createKey(1_000_000)
afterAll(() => t.close())

const ajv = new Ajv2020({ strict: false, allErrors: true })
const validators = new Map<string, ReturnType<Ajv2020['compile']>>()
beforeAll(async () => {
  const document = (await (await t.handle('/openapi.json')).json()) as any
  for (const [path, item] of Object.entries<any>(document.paths)) {
    const schema = item.post?.responses?.['200']?.content?.['application/json']?.schema
    if (schema) validators.set(path, ajv.compile(schema))
  }
})

const post = async (path: string, body: unknown) => {
  const res = await t.post(path, body, key)
  const text = await res.text()
  expect(res.status).toBe(200)
  const json = JSON.parse(text)
  const validate = validators.get(path)!
  if (!validate(json)) throw new Error(`${path}: ${JSON.stringify(validate.errors?.slice(0, 5))}`)
  return { json, bytes: Buffer.byteLength(text) }
}

/** Objects that still carry both languages (a label not reduced to `{code, name}`). */
const bilingualLeft = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => bilingualLeft(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const here = typeof record.en === 'string' && typeof record.zh === 'string' ? [path] : []
  return [...here, ...Object.entries(record).flatMap(([k, v]) => bilingualLeft(v, `${path}.${k}`))]
}

const BIRTHS = [
  { date: '1930-03-14', time: '06:20', latitude: 39.9042, longitude: 116.4074, sex: 'male' },
  { date: '1941-08-30', time: '23:40', latitude: 31.2304, longitude: 121.4737, sex: 'female' },
  { date: '1952-12-07', time: '11:05', city: 'London', sex: 'male' },
  { date: '1963-05-21', time: '17:55', latitude: 40.7128, longitude: -74.006, sex: 'female' },
  { date: '1974-10-02', time: '03:15', latitude: 35.6762, longitude: 139.6503, sex: 'male' },
  { date: '1988-07-01', time: '12:00', city: 'Chengdu', sex: 'female' },
  { date: '1991-02-04', time: '08:30', latitude: 22.3193, longitude: 114.1694, sex: 'male' },
  { date: '2003-11-19', time: '20:10', latitude: -33.8688, longitude: 151.2093, sex: 'female' },
  { date: '2012-06-09', time: '14:45', latitude: 19.076, longitude: 72.8777, sex: 'male' },
  { date: '2020-01-25', time: '00:30', latitude: 37.7749, longitude: -122.4194, sex: 'female' },
  // The largest bodies of a sweep of 424 births: thirteen interactions, five stars on one pillar, and
  // a city with namesakes (its warning and otherPlacesNamed); a Paris birth with four namesakes.
  { date: '2001-06-02', time: '04:21', city: 'San Francisco', sex: 'male' },
  { date: '1929-04-21', time: '12:41', city: 'Paris', sex: 'male' },
]
const LOCALES = ['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi']

describe('REST bodies: labels in the locale, no duplication, within 12 KB', () => {
  it('POST /api/v1/bazi with time, place and sex: ≤ 12 KB, every fact kept, OpenAPI-valid, every locale', async () => {
    for (const birth of BIRTHS) {
      for (const locale of LOCALES) {
        const { json, bytes } = await post('/api/v1/bazi', { ...birth, locale })
        expect(bytes).toBeLessThanOrEqual(12 * 1024)
        expect(bilingualLeft(json)).toEqual([])
        for (const p of ['year', 'month', 'day', 'hour']) expect(json.chart.pillars[p].ganzhi).toHaveLength(2)
        expect(json.chart.pillars.day.stem.tenGod.code).toBe('day-master')
        if (locale === 'en' || locale === 'zh')
          expect(json.chart.pillars.day.stem.tenGod.name).toBe(locale === 'zh' ? '日主' : 'Day Master')
        expect(json.luck.pillars).toHaveLength(10)
        for (const [i, p] of json.luck.pillars.entries()) if (i > 0) expect(p.startYear).toBe(json.luck.pillars[i - 1].startYear + 10)
        // The ten luck pillars run through the ten stems: every annual pillar's ten god is readable.
        expect(new Set(json.luck.pillars.map((p: any) => p.ganzhi[0])).size).toBe(10)
      }
    }
  }, 60_000)

  it('keeps the warning codes and `alternative` members', async () => {
    const { json } = await post('/api/v1/bazi', { date: '2024-02-04', time: '16:20', timezone: 8, sex: 'male' })
    const near = json.warnings.find((w: any) => w.code === 'NEAR_SOLAR_TERM')
    expect(json.chart.pillars.year.ganzhi).toBe('癸卯')
    expect(near.alternative.pillars).toMatchObject({ year: '甲辰', month: '丙寅' })
  })

  it('daily, kids, compatibility and number energy: OpenAPI-valid, one language', async () => {
    for (const locale of ['en', 'zh']) {
      for (const [path, body] of [
        ['/api/v1/daily', { ...BIRTHS[5], locale, readingDate: '2026-11-21' }],
        ['/api/v1/kids', { ...BIRTHS[8], childName: 'Mia', parentDayMaster: '甲', locale }],
        [
          '/api/v1/compatibility',
          { person1: { date: '1990-05-15', time: '14:30', city: 'Beijing' }, person2: { date: '1992-03-02' }, locale },
        ],
        [
          '/api/v1/number-energy',
          { phone: '+86 138-1530-0419', countryCode: '+86', dayMasterGan: '甲', birthYear: 1990, sex: 'male', locale },
        ],
      ] as const) {
        const { json } = await post(path, body)
        expect({ path, left: bilingualLeft(json) }).toEqual({ path, left: [] })
      }
    }
  }, 60_000)

  it('the tarot keeps its bilingual interpretation (the contract asks for it)', async () => {
    const { json } = await post('/api/v1/tarot', { cardId: 16, reversed: false })
    expect(typeof json.interpretation.en).toBe('string')
    expect(typeof json.interpretation.zh).toBe('string')
  })

  it('the schema check can fail', () => {
    expect(validators.get('/api/v1/bazi')!({ chart: { pillars: { year: { ganzhi: 5 } } } })).toBe(false)
  })
})
