/**
 * Name analysis through the real entry point (`app.handle`): the answer for each school, the
 * refusals (unknown character named, hangul or kana where characters are needed), metering (one
 * call per success, none for a refusal), the narrative (template by default, the model's facts
 * without the name), and the route kept off the MCP connectors.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import type { NarrativeRequest, Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { createNarrator } from '../../src/ai/narrator'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'

const DAY = '2026-11-21'

const recording = () => {
  const requests: NarrativeRequest[] = []
  const narrator: Narrator = {
    narrate: (r, s) => (requests.push(r), templateNarrator.narrate(r, s)),
    narrateBoth: (r, s) => (requests.push(r), templateNarrator.narrateBoth(r, s)),
  }
  return { narrator, requests }
}

describe('POST /api/v1/name', () => {
  const rec = recording()
  const t = createTestApp({ narrator: rec.narrator })
  const key = t.createKey(100, 'name-rest')
  const used = () => t.store.usage(DAY, 'name-rest')[0]?.used ?? 0
  afterAll(() => t.close())
  const post = async (body: Record<string, unknown>) => {
    const res = await t.post('/api/v1/name', body, key)
    return { status: res.status, body: (await res.json()) as any }
  }

  it('reads a Chinese name: Traditional forms, five grids, 三才, a template narrative; metered once', async () => {
    const before = used()
    const { status, body } = await post({ surname: '陈', givenName: '小明' })
    expect(status).toBe(200)
    expect(body.characters.map((c: any) => [c.character, c.form, c.strokes])).toEqual([
      ['陈', '陳', 16],
      ['小', '小', 3],
      ['明', '明', 8],
    ])
    expect(body.characters[0].radical).toEqual({ number: 170, character: '阜', strokes: 8 })
    expect(body.grids.map((g: any) => [g.code, g.number])).toEqual([
      ['heaven', 17],
      ['person', 19],
      ['earth', 11],
      ['outer', 9],
      ['total', 27],
    ])
    expect(body.sancai.verdict.code).toBe('excellent')
    expect(body.narrative.source).toBe('template')
    expect(body.narrative.text).toContain('Person grid 19')
    expect(used()).toBe(before + 1)
  })

  it('sends the model the counts, never the name', async () => {
    rec.requests.length = 0
    await post({ name: '欧阳娜娜', locale: 'zh' })
    const facts = JSON.stringify(rec.requests[0]!.facts)
    expect(rec.requests[0]!.kind).toBe('name')
    for (const char of '欧阳娜歐陽') expect(facts).not.toContain(char)
    expect(JSON.stringify(rec.requests[0]!.template)).not.toContain('娜')
  })

  it('refuses an unknown character by name, in the request locale, and does not meter it', async () => {
    const before = used()
    const { status, body } = await post({ surname: '王', givenName: '𠀀明', locale: 'zh' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_REQUEST')
    expect(body.error.message).toContain('𠀀')
    expect(body.error.message).toContain('笔画表')
    expect(body.error.details).toMatchObject({ field: 'givenName', character: '𠀀', codePoint: 'U+20000' })
    expect(used()).toBe(before)
  })

  it('asks for hanja when a Korean name comes in hangul only, in Korean', async () => {
    const { status, body } = await post({ name: '김민준', school: 'korean', locale: 'ko' })
    expect(status).toBe(400)
    expect(body.error.message).toContain('한자')
  })

  it('asks for kanji when the Chinese school gets kana', async () => {
    const { status, body } = await post({ surname: '山田', givenName: 'さくら', locale: 'ja' })
    expect(status).toBe(400)
    expect(body.error.message).toContain('漢字')
  })

  it('refuses a request with both `name` and the parts, and one with neither', async () => {
    expect((await post({ name: '陈小明', surname: '陈', givenName: '小明' })).status).toBe(400)
    expect((await post({ school: 'chinese' })).status).toBe(400)
    expect((await post({ surname: '陈' })).status).toBe(400)
  })

  it('refuses unknown members and a wrong school (schema)', async () => {
    expect((await post({ name: '陈小明', nickname: 'x' })).status).toBe(400)
    expect((await post({ name: '陈小明', school: 'vietnamese' })).status).toBe(400)
  })

  it('is not a tool on either MCP connector', async () => {
    const { CAPABILITIES } = await import('../../src/operations')
    const name = CAPABILITIES.find((c) => c.operationId === 'analyzeName')!
    expect(name.mcp).toBeUndefined()
  })
})

describe('POST /api/v1/name with a model', () => {
  const fake = startFakeOpenAI()
  const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
  afterAll(async () => {
    t.close()
    await fake.stop()
  })

  it('`model` names the provider: its narrative of the computed grids, the name never in the prompt', async () => {
    fake.script({ type: 'text', content: 'A name whose main grid is steady.', model: 'fake-text-v1' })
    const res = await t.post('/api/v1/name', { surname: '陈', givenName: '小明', model: 'openai' }, t.createKey())
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(body.narrative).toEqual({ text: 'A name whose main grid is steady.', locale: 'en', source: 'openai', model: 'fake-text-v1' })
    const prompt = (fake.requests[0]!.body.messages as { content: string }[]).map((m) => m.content).join('\n')
    expect(prompt).toContain('"reading": 19')
    for (const char of '陈陳小明') expect(prompt).not.toContain(char)
  })

  it('a provider failure is a 503 and the call is refunded', async () => {
    const key = t.createKey()
    fake.script({ type: 'status', status: 500 }, { type: 'status', status: 503 })
    const res = await t.post('/api/v1/name', { surname: '陈', givenName: '小明', model: 'openai' }, key)
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('ratelimit-remaining'))).toBe(100)
  })
})

describe('refusals of /api/v1/name in every locale', () => {
  const t = createTestApp()
  const key = t.createKey(1000)
  afterAll(() => t.close())
  // A word of each locale's refusal: the message is in the request's language.
  const WORD: Record<string, string> = {
    en: 'stroke table',
    zh: '笔画表',
    'zh-TW': '筆畫表',
    'zh-HK': '筆畫表',
    ja: '画数表',
    ko: '획수표',
    vi: 'bảng số nét',
  }

  it.each(Object.keys(WORD))('%s: an unknown character is named in the locale', async (locale) => {
    const res = await t.post('/api/v1/name', { surname: '王', givenName: '小𠀀', locale }, key)
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as any
    expect(error.message).toContain('𠀀')
    expect(error.message).toContain(WORD[locale]!)
    expect(error.details).toEqual({ field: 'givenName', character: '𠀀', codePoint: 'U+20000' })
  })

  it.each([
    [{ name: '佐藤太郎', school: 'japanese' }, 'name', /surname.*givenName/],
    [{ surname: '王', givenName: '小明明' }, 'givenName', /at most 2/],
    [{ surname: '金', givenName: '民俊', school: 'korean', hangul: '김민' }, 'hangul', /2 syllables/],
    [{ surname: '陈', givenName: '小明', hangul: '진소명' }, 'hangul', /Korean school/],
    [{ surname: '王', givenName: '明', birth: { date: '1990-02-30' } }, 'birth.date', /./],
    [{ surname: '王', givenName: '  ' }, 'givenName', /no character/],
    [{ name: '王 小 明' }, 'name', /more than one space/],
    [{ name: '王' }, 'name', /single character/],
  ] as const)('%j is refused on %s', async (body, field, message) => {
    const res = await t.post('/api/v1/name', body, key)
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as any
    expect(error.details.field).toBe(field)
    expect(error.message).toMatch(message)
  })

  it('a name split at a space, in the Japanese school too', async () => {
    const res = await t.post('/api/v1/name', { name: '佐藤 さくら', school: 'japanese' }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect([body.surname, body.givenName, body.split]).toEqual(['佐藤', 'さくら', 'space'])
  })
})
