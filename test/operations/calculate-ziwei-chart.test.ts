/**
 * The Zi Wei chart through the real entry points: POST /api/v1/ziwei (schema-valid answers in both
 * locales, agreement with POST /api/v1/bazi, hour candidates, errors, metering, interleaved
 * concurrent requests) and the MCP tool `calculate_ziwei_chart` (off by default on the public
 * connector, as the published interface lists its tools; on with MCP_ZIWEI_TOOL), through real SDK
 * clients with ajv against the advertised output schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import { Value } from '@sinclair/typebox/value'
import type { Client } from '@modelcontextprotocol/client'
import { ZiweiRestResult } from '../../src/contracts/ziwei'
import { LOCALES } from '../../src/core/locale'
import { createTestApp } from '../support/app'
import { foreignTextIn } from '../support/locale-text'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z'), env: { MCP_ZIWEI_TOOL: '1' } })
const key = t.createKey(100_000)
afterAll(() => t.close())

const post = async (body: unknown, k = key) => {
  const res = await t.post('/api/v1/ziwei', body, k)
  return { status: res.status, body: (await res.json()) as any, headers: res.headers }
}

const BIRTHS = [
  { date: '1988-07-01', time: '12:00', city: 'Chengdu', sex: 'female' },
  { date: '2000-08-16', time: '03:30', latitude: 43.8256, longitude: 87.6168, sex: 'male' }, // Urumqi on Beijing time
  { date: '1990-05-15', time: '23:40', city: 'Beijing', sex: 'male', ziHour: 'same-day' },
  { date: '2023-04-10', time: '00:20', latitude: 40.4168, longitude: -3.7038, sex: 'female' }, // a leap month (闰二月), Madrid
  { date: '1955-01-02', time: '06:10', timezone: 8 },
  {
    date: '2071-11-30',
    time: '19:59',
    city: 'New York',
    sex: 'female',
    trueSolarTime: false,
    yearStart: 'spring-begins',
    leapMonth: 'next',
  },
]

describe('POST /api/v1/ziwei', () => {
  it('answers schema-valid charts in both locales, with layers on a reading date', async () => {
    for (const birth of BIRTHS) {
      for (const locale of ['en', 'zh']) {
        const { status, body } = await post({ ...birth, locale, readingDate: birth.date < '2026' ? '2026-11-21' : '2080-06-01' })
        expect([status, body.error]).toEqual([200, undefined])
        expect([...Value.Errors(ZiweiRestResult, body)].slice(0, 3)).toEqual([])
        expect(body.chart.palaces).toHaveLength(12)
        expect(body.chart.palaces.filter((p: any) => p.isLife)).toHaveLength(1)
        const name = body.chart.palaces.find((p: any) => p.isLife).name
        expect(name).toEqual(locale === 'zh' ? { code: 'life', name: '命宫' } : { code: 'life', name: 'Life' })
        expect(body.layers.year.mutagens).toHaveLength(4)
        if (birth.sex) expect(body.layers.decade).not.toBeNull()
        else expect(body.warnings.map((w: any) => w.code)).toContain('SEX_UNKNOWN')
      }
    }
  })

  it('agrees with POST /api/v1/bazi on the day, the hour branch and the clocks', async () => {
    for (const birth of BIRTHS) {
      const { body: zw } = await post(birth)
      const { leapMonth: _l, yearStart: _y, ...baziBirth } = birth as Record<string, unknown>
      const bazi = (await (await t.post('/api/v1/bazi', baziBirth, key)).json()) as any
      expect(zw.bazi.pillars).toEqual({
        year: bazi.chart.pillars.year.ganzhi,
        month: bazi.chart.pillars.month.ganzhi,
        day: bazi.chart.pillars.day.ganzhi,
        hour: bazi.chart.pillars.hour.ganzhi,
      })
      expect(zw.chart.hourBranch).toBe(bazi.chart.pillars.hour.ganzhi[1])
      // The Bazi REST chart says its driving clock once, as conventions.clock.
      expect(zw.time).toEqual({ ...bazi.time, drivingClock: bazi.conventions.clock })
      expect(zw.bazi.lunarDate).toBe(bazi.chart.lunarDate.name)
    }
  })

  it("agrees with POST /api/v1/bazi on the lunar date of the chart's day near 23:00 and 00:00 and far from the zone's meridian", async () => {
    // Places whose solar time stands far from their zone's clock, and times around the day change.
    const places = [
      { latitude: 43.8256, longitude: 87.6168 }, // Urumqi on Beijing time: solar time ~2 h behind
      { latitude: 39.4704, longitude: 75.9898 }, // Kashgar: ~3 h behind
      { latitude: 40.4168, longitude: -3.7038 }, // Madrid on CET: ~1 h 15 min behind
      { latitude: 45.7489, longitude: 126.6425 }, // Harbin: ~26 min ahead
      { city: 'Beijing' },
    ]
    let seed = 36
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pad = (n: number) => String(n).padStart(2, '0')
    let moved = 0
    for (let i = 0; i < 40; i++) {
      const day = new Date(Date.UTC(1930 + Math.floor(random() * 120), 0, 1) + Math.floor(random() * 365) * 86_400_000)
      const minutes = (22 * 60 + Math.floor(random() * 180)) % (24 * 60) // 22:00 … 00:59
      const birth = {
        date: day.toISOString().slice(0, 10),
        time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
        ...places[i % places.length],
        ziHour: random() < 0.5 ? 'next-day' : 'same-day',
        locale: ['en', 'zh', 'ja', 'ko', 'vi', 'zh-TW'][i % 6],
      }
      const { body: zw } = await post(birth)
      const bazi = (await (await t.post('/api/v1/bazi', birth, key)).json()) as any
      const { monthUsed: _m, ...zwLunar } = zw.chart.lunarDate
      const { yearGanzhi: _y, ...baziLunar } = bazi.chart.lunarDate
      expect([birth, baziLunar]).toEqual([birth, zwLunar])
      // The civil date's lunar date is there, labelled, exactly when the chart's day is another day.
      if (zw.chart.dayDate === birth.date) expect(bazi.chart.civilLunarDate).toBeUndefined()
      else {
        moved++
        expect(bazi.chart.civilLunarDate.name).not.toBe(bazi.chart.lunarDate.name)
      }
    }
    expect(moved).toBeGreaterThan(5)
  })

  it('puts a leap-month birth by the leapMonth rule', async () => {
    const base = { date: '2023-04-10', time: '10:00', city: 'Beijing', sex: 'female' } // 闰二月二十
    const [split, current, next] = await Promise.all(['split', 'current', 'next'].map((leapMonth) => post({ ...base, leapMonth })))
    expect(split.body.chart.lunarDate).toMatchObject({ month: 2, day: 20, isLeapMonth: true, monthUsed: 3 })
    expect(current.body.chart.lunarDate.monthUsed).toBe(2)
    expect(next.body.chart.lunarDate.monthUsed).toBe(3)
    expect(current.body.chart.lifePalace).not.toBe(split.body.chart.lifePalace)
    expect(next.body.chart.lifePalace).toBe(split.body.chart.lifePalace)
  })

  it("without time: a 400 that says Zi Wei needs the hour; with hourCandidates, every hour's 命宫 and main stars", async () => {
    const missing = await post({ date: '1990-05-15', city: 'Beijing' })
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toContain('needs the birth hour')
    const { status, body } = await post({ date: '1990-05-15', city: 'Beijing', hourCandidates: true, locale: 'zh' })
    expect(status).toBe(200)
    expect([...Value.Errors(ZiweiRestResult, body)].slice(0, 3)).toEqual([])
    expect(body.hourCandidates.candidates.length).toBeGreaterThanOrEqual(12)
    // Each candidate is the chart a birth inside its window gets.
    for (const c of body.hourCandidates.candidates.filter((c: any) => c.firstMinute && c.firstMinute !== c.lastMinute)) {
      const { body: chart } = await post({ date: '1990-05-15', time: c.firstMinute, city: 'Beijing', locale: 'zh' })
      const life = chart.chart.palaces.find((p: any) => p.isLife)
      expect([chart.bazi.pillars.hour, life.ganzhi, life.majorStars.map((s: any) => s.code)]).toEqual([
        c.hour,
        c.lifePalace,
        c.majorStars.map((s: any) => s.code),
      ])
    }
    const noPlace = await post({ date: '1990-05-15', hourCandidates: true })
    expect(noPlace.status).toBe(400)
    const withTime = await post({ date: '1990-05-15', time: '10:00', city: 'Beijing', hourCandidates: true })
    expect([withTime.status, withTime.body.error.message]).toEqual([400, expect.stringContaining('leave out `time`')])
    const inKorean = await post({ date: '1990-05-15', time: '10:00', city: 'Beijing', hourCandidates: true, locale: 'ko' })
    expect(inKorean.body.error.message).toContain('`time` 또는 `hourCandidates` 중 하나를 빼 주세요')
  })

  it('lists the hours where the driving clock stands a day or more from the civil one (UTC+14 at 180° W, UTC−12 at 180° E), each the chart of a birth inside it', async () => {
    for (const place of [
      { latitude: 0, longitude: -179.9, timezone: 14 },
      { latitude: 0, longitude: 179.9, timezone: -12 },
    ]) {
      for (const date of ['1990-05-15', '1800-01-01', '2200-12-31']) {
        const { status, body } = await post({ date, ...place, hourCandidates: true })
        expect([date, place, status]).toEqual([date, place, 200])
        for (const c of body.hourCandidates.candidates.filter((c: any) => c.firstMinute && c.firstMinute !== c.lastMinute).slice(0, 4)) {
          const { body: chart } = await post({ date, time: c.firstMinute, ...place })
          expect([date, c.firstMinute, chart.chart.palaces.find((p: any) => p.isLife).ganzhi]).toEqual([date, c.firstMinute, c.lifePalace])
        }
      }
    }
  })

  it('with hourCandidates, checks the date before listing hours: an impossible or out-of-range date is a 400, not a 500', async () => {
    const impossible = await post({ date: '2100-02-29', city: 'Tokyo', hourCandidates: true, locale: 'ja' })
    expect([impossible.status, impossible.body.error.code, impossible.body.error.details.field]).toEqual([400, 'INVALID_DATE', 'date'])
    expect(impossible.body.error.message).toContain('2100年2月は28日まで')
    const early = await post({ date: '0001-01-01', timezone: 8, hourCandidates: true })
    expect([early.status, early.body.error.code]).toEqual([400, 'DATE_OUT_OF_RANGE'])
  })

  it('refuses bad input with a 400 naming what to fix', async () => {
    for (const body of [
      { date: '1990-05-15', time: '14:30', city: 'Beijing', leapMonth: 'sometimes' },
      { date: '1990-05-15', time: '14:30', city: 'Beijing', yearStart: 'winter' },
      { date: '1990-02-30', time: '14:30', city: 'Beijing' },
      { date: '1990-05-15', time: '14:30', city: 'Beijing', readingDate: '1980-01-01' },
      { date: '1990-05-15', time: '14:30', city: 'Beijing', colour: 'red' },
    ]) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect(res.body.error.message.length).toBeGreaterThan(20)
    }
  })

  it('refuses a reading date outside 1800..2200 with DATE_OUT_OF_RANGE, in the locale, not a 500', async () => {
    for (const [readingDate, locale] of [
      ['0000-01-01', 'en'],
      ['1799-12-31', 'ja'],
      ['2201-01-01', 'vi'],
    ] as const) {
      const res = await post({ date: '1970-01-01', time: '13:00', city: 'Tokyo', locale, readingDate })
      expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
        400,
        'DATE_OUT_OF_RANGE',
        { field: 'readingDate', min: '1800-01-01', max: '2200-12-31' },
      ])
      expect(res.body.error.message).toContain(readingDate)
    }
    expect((await post({ date: '1970-01-01', time: '13:00', city: 'Tokyo', readingDate: '2200-12-31' })).status).toBe(200)
  })

  it('is metered like the chart: one call each, refusals free, 401 without a key', async () => {
    const k = t.createKey(2)
    const first = await post({ date: '1990-05-15', time: '14:30', city: 'Beijing' }, k)
    expect(first.headers.get('RateLimit-Remaining')).toBe('1')
    expect((await post({ date: '1990-05-15', city: 'Beijing' }, k)).status).toBe(400)
    const second = await post({ date: '1990-05-15', time: '14:30', city: 'Beijing' }, k)
    expect(second.headers.get('RateLimit-Remaining')).toBe('0')
    expect((await post({ date: '1990-05-15', time: '14:30', city: 'Beijing' }, k)).status).toBe(429)
    expect((await t.post('/api/v1/ziwei', { date: '1990-05-15', time: '14:30' })).status).toBe(401)
  })

  it('gives interleaved concurrent requests in different locales and settings the answers they get one by one', async () => {
    const requests = BIRTHS.flatMap((b, i) =>
      (['en', 'zh'] as const).map((locale, j) => ({
        ...b,
        locale,
        leapMonth: ['split', 'current', 'next'][(i + j) % 3],
        yearStart: (i + j) % 2 ? 'spring-begins' : 'lunar-new-year',
        readingDate: '2030-01-15',
      })),
    )
    const oneByOne: unknown[] = []
    for (const r of requests) oneByOne.push((await post(r)).body.chart)
    const together = await Promise.all([...requests, ...requests].map((r) => post(r)))
    expect(together.map((r) => r.body.chart)).toEqual([...oneByOne, ...oneByOne])
  })
})

describe('MCP calculate_ziwei_chart', () => {
  let client: Client
  let validate: ReturnType<Ajv2020['compile']>
  beforeAll(async () => {
    client = await t.mcpClient('/mcp')
    const tool = (await client.listTools()).tools.find((x) => x.name === 'calculate_ziwei_chart')!
    validate = new Ajv2020({ strict: true, allErrors: true }).compile(tool.outputSchema as object)
  })
  afterAll(() => client?.close())

  it('is not on the public connector unless the operator turns it on', async () => {
    const plain = createTestApp()
    const c = await plain.mcpClient('/mcp')
    expect((await c.listTools()).tools.map((x) => x.name)).not.toContain('calculate_ziwei_chart')
    await c.close()
    plain.close()
    expect((await client.listTools()).tools.map((x) => x.name)).toContain('calculate_ziwei_chart')
  })

  it('answers schema-valid summaries and full charts in both locales, the current decade and year included', async () => {
    for (const detail of ['summary', 'full']) {
      for (const locale of ['en', 'zh']) {
        const result = (await client.callTool({
          name: 'calculate_ziwei_chart',
          arguments: { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Chengdu', sex: 'female', locale, detail },
        })) as any
        expect(result.isError).toBeFalsy()
        const valid = validate(result.structuredContent)
        if (!valid) throw new Error(JSON.stringify(validate.errors))
        expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent)
        const s = result.structuredContent
        if (detail === 'summary') {
          expect(s.palaces).toHaveLength(12)
          expect(s.current.year.palace).toBeString()
          expect(s.current.decade.ages).toMatch(/^\d+-\d+$/)
          expect(s.lifePalace).toContain(locale === 'zh' ? '命宫' : 'Life')
        } else {
          expect(s.chart.palaces).toHaveLength(12)
          expect(s.layers.readingDate).toBe('2026-11-21')
        }
      }
    }
  })

  it('says what to fix: no time, bad arguments', async () => {
    const noTime = (await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: '1988-07-01', birth_city: 'Chengdu' },
    })) as any
    expect(noTime.isError).toBe(true)
    expect(noTime.content[0].text).toContain('needs the birth hour')
    const bad = (await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: '1988-07-01', birth_time: '25:00' },
    })) as any
    expect(bad.isError).toBe(true)
    // A reading date is refused under the tool's own name for it, before any work.
    for (const [reading_date, code] of [
      ['2026-02-30', 'INVALID_DATE'],
      ['2300-01-01', 'DATE_OUT_OF_RANGE'],
    ]) {
      const refused = (await client.callTool({
        name: 'calculate_ziwei_chart',
        arguments: { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Chengdu', reading_date },
      })) as any
      expect(refused.isError).toBe(true)
      expect(refused.content[0].text).toStartWith(`${code}: `)
      expect(refused.content[0].text).toContain(`\`reading_date\``)
      expect(refused.content[0].text).toContain(reading_date)
    }
  })

  it("the Bazi summary names the chart day's lunar date as the Zi Wei summary does, and the civil date's beside it", async () => {
    // 23:30 in Guangzhou: true solar time ~23:03, the day pillar's day is the next one under the 23:00 rule.
    const birth = { birth_date: '2001-09-09', birth_time: '23:30', birth_city: 'Guangzhou', locale: 'zh' }
    const bazi = ((await client.callTool({ name: 'calculate_bazi_chart', arguments: birth })) as any).structuredContent
    const zw = ((await client.callTool({ name: 'calculate_ziwei_chart', arguments: birth })) as any).structuredContent
    expect(bazi.lunarDate).toBe(zw.lunarDate)
    expect([bazi.lunarDate, bazi.civilLunarDate]).toEqual(['七月廿三', '七月廿二'])
    const sameDay = { ...birth, birth_time: '12:00' }
    const plain = ((await client.callTool({ name: 'calculate_bazi_chart', arguments: sameDay })) as any).structuredContent
    expect([plain.lunarDate, plain.civilLunarDate]).toEqual(['七月廿二', undefined])
  })

  it('without reading_date, a birth after today answers the chart and leaves the layers out with a note', async () => {
    // The test clock reads 2026-11-21; a birth a year later has no current decade or year.
    for (const [detail, locale] of [
      ['summary', 'en'],
      ['full', 'zh'],
      ['summary', 'ja'],
    ]) {
      const result = (await client.callTool({
        name: 'calculate_ziwei_chart',
        arguments: { birth_date: '2027-11-21', birth_time: '08:00', birth_city: 'Chengdu', sex: 'male', locale, detail },
      })) as any
      expect(result.isError).toBeFalsy()
      const valid = validate(result.structuredContent)
      if (!valid) throw new Error(JSON.stringify(validate.errors))
      const s = result.structuredContent
      const note = s.warnings.find((w: any) => w.code === 'BIRTH_AFTER_TODAY')
      expect(note.message).toContain('2026-11-21')
      if (detail === 'summary') {
        expect(s.palaces).toHaveLength(12)
        expect(s.current).toBeNull()
      } else {
        expect(s.chart.palaces).toHaveLength(12)
        expect(s.layers).toBeNull()
      }
    }
    // The note in every locale, written for its readers (zh-TW and zh-HK converted from zh).
    for (const locale of LOCALES) {
      const result = (await client.callTool({
        name: 'calculate_ziwei_chart',
        arguments: { birth_date: '2027-11-21', birth_time: '08:00', birth_city: 'Chengdu', sex: 'male', locale },
      })) as any
      const note = result.structuredContent.warnings.find((w: any) => w.code === 'BIRTH_AFTER_TODAY').message
      expect(foreignTextIn(note.replace('2026-11-21', ''), locale), `${locale}: ${note}`).toBeUndefined()
    }
    // The day of the birth is not after today: layers as usual, no note.
    const sameDay = (await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: '2026-11-21', birth_time: '08:00', birth_city: 'Chengdu', sex: 'male' },
    })) as any
    expect(sameDay.structuredContent.current.year.palace).toBeString()
    expect(sameDay.structuredContent.warnings.map((w: any) => w.code)).not.toContain('BIRTH_AFTER_TODAY')
    // A reading date the caller sends before the birth is still refused, under its own name.
    const refused = (await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: '2027-11-21', birth_time: '08:00', birth_city: 'Chengdu', reading_date: '2026-11-21' },
    })) as any
    expect(refused.isError).toBe(true)
    expect(refused.content[0].text).toContain('before the birth')
  })
})
