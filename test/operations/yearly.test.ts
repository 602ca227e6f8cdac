/**
 * The yearly outlook through the real entry points: REST `POST /api/v1/yearly` on `app.handle`, with
 * the template narrative and with a stand-in model on loopback, metering, errors in the request's
 * locale, the default year at the birth place, and its absence from the MCP connectors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import { createNarrator } from '../../src/ai/narrator'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'

const DAY = '2026-11-21'
const BIRTH = { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4, timezone: 'Asia/Shanghai', sex: 'male' }

describe('POST /api/v1/yearly', () => {
  const t = createTestApp({ now: new Date(`${DAY}T12:00:00Z`) })
  const key = t.createKey(1000, 'yearly')
  const used = () => t.store.usage(DAY, 'yearly')[0]?.used ?? 0
  let validate: ReturnType<Ajv2020['compile']>
  beforeAll(async () => {
    const document = (await (await t.handle('/openapi.json')).json()) as any
    validate = new Ajv2020({ strict: false, allErrors: true }).compile(
      document.paths['/api/v1/yearly'].post.responses['200'].content['application/json'].schema,
    )
  })
  afterAll(() => t.close())

  it('answers the year, its twelve months and a template narrative, schema-valid, labels in the locale, metered once', async () => {
    const before = used()
    const res = await t.post('/api/v1/yearly', { ...BIRTH, year: 2026 }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(validate(body)).toBe(true)
    expect(body.pillar.ganzhi).toBe('丙午')
    expect(body.start).toMatchObject({ utc: '2026-02-03T20:02:07Z', local: '2026-02-04T04:02:07+08:00', term: { index: 0 } })
    expect(body.months).toHaveLength(12)
    expect(body.months.map((m: any) => m.ganzhi).join('')).toBe('庚寅辛卯壬辰癸巳甲午乙未丙申丁酉戊戌己亥庚子辛丑')
    expect(body.natal.pillars).toEqual({ year: '庚午', month: '辛巳', day: '庚辰', hour: '癸未' })
    // Every interaction's code is named once, in the locale, and no name is given that no interaction uses.
    const codes = [...body.interactions, ...body.months.flatMap((m: any) => m.interactions)].map((i: any) => i.code)
    expect(Object.keys(body.interactionNames).sort()).toEqual([...new Set(codes)].sort())
    expect(body.interactionNames['six-clash'] ?? body.interactionNames['stem-combination']).toMatch(/^[A-Z]/)
    // The months' verdicts, each said once with its name and reason.
    expect(body.monthVerdicts.map((v: any) => v.verdict.code)).toEqual(
      ['favours', 'mixed', 'strains'].filter((v) => body.months.some((m: any) => m.balance.verdict === v)),
    )
    for (const v of body.monthVerdicts) expect(v.reason).toContain(body.natal.strength.favourable[0].name)
    // 1990 庚午 against 2026 丙午: the same branch (值太岁) and 午午 自刑.
    expect(body.taiSui.offended).toBe(true)
    expect(body.taiSui.pillars[0].relations.map((r: any) => r.code)).toEqual(['meets', 'punishes'])
    expect(body.taiSui.pillars[0].relations[1].punishment).toEqual({ code: 'self', name: 'Self Punishment' })
    expect(body.taiSui.yearGod).toEqual({ code: 'tai-sui', name: 'Tai Sui (Grand Duke)' })
    expect(body.luck.inForce.ganzhi).toBe('甲申')
    expect(body.nominalAge).toBe(37)
    expect(JSON.stringify(body)).not.toMatch(/"(zh|en)":/)
    expect(body.narrative).toMatchObject({ source: 'template', locale: 'en' })
    expect(body.narrative.text).toContain('2026 is a 丙午 year')
    expect(body.narrative.text).toContain('Meets Tai Sui')
    expect(used()).toBe(before + 1)
  })

  it('writes the narrative in the request locale, from the same facts', async () => {
    const zh = (await (await t.post('/api/v1/yearly', { ...BIRTH, year: 2026, locale: 'zh' }, key)).json()) as any
    expect(zh.narrative.text).toContain('2026年为丙午年')
    expect(zh.narrative.text).toContain('值太岁')
    const ja = (await (await t.post('/api/v1/yearly', { ...BIRTH, year: 2026, locale: 'ja' }, key)).json()) as any
    expect(ja.narrative.text).toContain('値太歳')
    expect(ja.taiSui.pillars[0].palace.name).toBe('祖先と家庭')
    const tw = (await (await t.post('/api/v1/yearly', { ...BIRTH, year: 2026, locale: 'zh-TW' }, key)).json()) as any
    expect(tw.narrative.text).toContain('值太歲')
    expect(tw.taiSui.pillars[0].relations[0].name).toBe('值太歲')
  })

  it('leaves the narrative out when asked, and the answer is otherwise the same', async () => {
    const withText = (await (await t.post('/api/v1/yearly', { ...BIRTH, year: 2030 }, key)).json()) as any
    const without = (await (await t.post('/api/v1/yearly', { ...BIRTH, year: 2030, includeNarrative: false }, key)).json()) as any
    expect(without.narrative).toBeUndefined()
    const { narrative: _n, ...rest } = withText
    expect(without).toEqual(rest)
  })

  it('without a birth time: no hour pillar anywhere, and a note saying so', async () => {
    const { time: _t, ...noTime } = BIRTH
    const body = (await (await t.post('/api/v1/yearly', { ...noTime, year: 2026 }, key)).json()) as any
    expect(validate(body)).toBe(true)
    expect(body.natal.pillars.hour).toBeNull()
    expect(body.taiSui.pillars.map((p: any) => p.pillar)).toEqual(['year', 'month', 'day'])
    expect(JSON.stringify([body.interactions, body.months.map((m: any) => m.interactions)])).not.toContain('"hour"')
    expect(body.notes.map((n: any) => n.code)).toEqual(['HOUR_UNKNOWN', 'LUCK_START_APPROXIMATE'])
  })

  it('without sex: no luck pillar and a note; without a place: instants in UTC only', async () => {
    const body = (await (await t.post('/api/v1/yearly', { date: '1990-05-15', time: '14:30', year: 2026 }, key)).json()) as any
    expect(validate(body)).toBe(true)
    expect(body.luck).toBeNull()
    expect(body.start.local).toBeNull()
    expect(body.notes.map((n: any) => n.code)).toEqual(['SEX_UNKNOWN', 'PLACE_CLOCK_UNKNOWN'])
    expect(body.narrative.text).toContain('UTC')
  })

  it('an explicit offset gives the local instants at that offset', async () => {
    const body = (await (
      await t.post('/api/v1/yearly', { date: '1990-05-15', time: '14:30', timezone: 5.5, year: 2026 }, key)
    ).json()) as any
    expect(body.start.local).toBe('2026-02-04T01:32:07+05:30')
  })

  it('defaults the year to the current year at the birth place', async () => {
    const late = createTestApp({ now: new Date('2026-12-31T20:00:00Z') })
    const k = late.createKey(10)
    const beijing = (await (await late.post('/api/v1/yearly', { ...BIRTH, includeNarrative: false }, k)).json()) as any
    const newYork = (await (
      await late.post(
        '/api/v1/yearly',
        { ...BIRTH, timezone: 'America/New_York', latitude: 40.7, longitude: -74, includeNarrative: false },
        k,
      )
    ).json()) as any
    expect([beijing.year, newYork.year]).toEqual([2027, 2026])
    late.close()
  })

  it('refuses a year before the birth year (400, in the request locale) and counts nothing', async () => {
    const before = used()
    const res = await t.post('/api/v1/yearly', { ...BIRTH, year: 1989, locale: 'zh' }, key)
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as any
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toBe('所问年份 1989 早于出生年份 1990：请改为 1990 或之后的年份。')
    expect(error.details).toMatchObject({ field: 'year', year: 1989, birthYear: 1990 })
    expect(used()).toBe(before)
    const birthYear = await t.post('/api/v1/yearly', { ...BIRTH, year: 1990, includeNarrative: false }, key)
    expect(birthYear.status).toBe(200)
  })

  it('refuses a year outside 1800-2200, a fractional year, an unknown member and a bad date with JSON errors', async () => {
    for (const [body, code] of [
      [{ ...BIRTH, year: 2201 }, 'INVALID_REQUEST'],
      [{ ...BIRTH, year: 1799 }, 'INVALID_REQUEST'],
      [{ ...BIRTH, year: 2026.5 }, 'INVALID_REQUEST'],
      [{ ...BIRTH, year: '2026' }, 'INVALID_REQUEST'],
      [{ ...BIRTH, years: 2026 }, 'INVALID_REQUEST'],
      [{ ...BIRTH, date: '1990-02-30' }, 'INVALID_DATE'],
      [{ ...BIRTH, model: 'gpt-4' }, 'INVALID_REQUEST'],
    ] as const) {
      const res = await t.post('/api/v1/yearly', body, key)
      const { error } = (await res.json()) as any
      expect({ body, status: res.status }).toEqual({ body, status: 400 })
      expect({ body, code: error.code }).toEqual({ body, code })
      expect(error.message.length).toBeGreaterThan(10)
    }
  })

  it('answers the last supported year (2200, ending at 立春 2201)', async () => {
    const res = await t.post('/api/v1/yearly', { date: '2150-01-01', year: 2200, includeNarrative: false }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(body.end.utc.slice(0, 4)).toBe('2201')
    expect(body.months[11].start.term.index).toBe(22)
  })

  it('needs a key, and is not a tool on either MCP connector', async () => {
    const res = await t.post('/api/v1/yearly', { ...BIRTH, year: 2026 })
    expect(res.status).toBe(401)
    for (const path of ['/mcp', '/mcp/readings'] as const) {
      const client = await t.mcpClient(path, path === '/mcp' ? undefined : key)
      const names = (await client.listTools()).tools.map((tool) => tool.name)
      expect(names.some((n) => n.includes('year'))).toBe(false)
      await client.close()
    }
  })
})

describe('POST /api/v1/yearly with a model', () => {
  const fake = startFakeOpenAI()
  const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
  afterAll(async () => {
    t.close()
    await fake.stop()
  })
  beforeEach(() => fake.reset())

  it('the model narrates the computed facts; the prompt carries them, never the birth details', async () => {
    fake.script({ type: 'text', content: 'A year of the Fire Horse that asks for steadiness.', model: 'fake-text-v1' })
    const res = await t.post('/api/v1/yearly', { ...BIRTH, year: 2026, model: 'openai' }, t.createKey())
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(body.narrative).toEqual({
      text: 'A year of the Fire Horse that asks for steadiness.',
      locale: 'en',
      source: 'openai',
      model: 'fake-text-v1',
    })
    const [system, user] = fake.requests[0].body.messages.map((m: any) => m.content as string)
    expect(system).toContain('Tai Sui relations by palace')
    expect(system).toContain('if something is not in the facts, do not invent it')
    expect(user).toContain('"ganzhi": "丙午"')
    expect(user).toContain('Meets Tai Sui')
    // Every interaction named in the request's locale, as the answer's `interactionNames` say it.
    for (const i of [...body.interactions, ...body.months.flatMap((m: any) => m.interactions)])
      expect(user).toContain(`${body.interactionNames[i.code]} ${i.characters} (${i.members.join(', ')})`)
    expect(user).not.toContain('undefined')
    for (const m of body.months) expect(user).toContain(m.ganzhi)
    expect(user).not.toContain('1990-05-15')
    expect(user).not.toContain('14:30')
  })

  it('a failing model: 503 and the call is refunded', async () => {
    const key = t.createKey()
    fake.script({ type: 'status', status: 500 }, { type: 'status', status: 500 })
    const res = await t.post('/api/v1/yearly', { ...BIRTH, year: 2026, model: 'openai' }, key)
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('ratelimit-remaining'))).toBe(100)
  })
})
