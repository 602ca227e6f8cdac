/**
 * Tarot through the real entry points: REST (`app.handle`) and the MCP client on /mcp/readings with
 * a key. Validation is the platform schema's; these tests check the spec's edges reach the caller
 * as 400s, that fixed parts stay fixed, drawn parts are labelled, and each call is metered once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { createApp } from '../../src/app'
import type { Narrator } from '../../src/ai/types'
import { loadConfig } from '../../src/config'
import { createDeps } from '../../src/deps'
import { silentLogger } from '../../src/log'
import { SqliteStore } from '../../src/store/sqlite-store'
import { TAROT_DECK } from '../../src/core/readings/tarot-deck'
import { parseAiConfig } from '../../src/config/ai'
import { createNarrator } from '../../src/ai/narrator'
import { startFakeOpenAI } from '../support/fake-openai'

const NOW = new Date('2026-11-21T12:00:00Z')
const CJK = /[\u3400-\u9fff]/

function harness(narrator?: Narrator) {
  const config = loadConfig({ BAZI_DB: ':memory:' })
  const store = new SqliteStore(':memory:')
  const deps = createDeps(config, { store, log: silentLogger, clock: () => NOW, ...(narrator ? { narrator } : {}) })
  const app = createApp(deps)
  store.createAccount('tarot-test', 100, NOW.getTime())
  const { key } = store.createKey('tarot-test', 'tests', NOW.getTime())
  const used = () => store.usage(NOW.toISOString().slice(0, 10), 'tarot-test')[0]?.used ?? 0
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.handle(
      new Request('http://localhost/api/v1/tarot', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
        body: JSON.stringify(body),
      }),
    )
  return { app, store, key, used, post }
}

describe('POST /api/v1/tarot', () => {
  const h = harness()
  afterAll(() => h.store.close())

  it('returns the fixed card with a bilingual template interpretation and counts one call', async () => {
    const before = h.used()
    const response = await h.post({ cardId: 16, reversed: true, question: 'Should I change jobs this year?' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as any
    expect(body.card).toMatchObject({ id: 16, name: { en: 'The Tower', zh: '塔' }, arcana: 'major', suit: null, reversed: true })
    expect(body.card.meaning).toEqual(TAROT_DECK[16].reversed.meaning)
    expect(body.card.keywords).toEqual(TAROT_DECK[16].reversed.keywords)
    expect(body.drawn).toEqual({ card: false, orientation: false })
    expect(body.question).toBe('Should I change jobs this year?')
    expect(body.interpretation.source).toBe('template')
    expect(body.interpretation.en).toContain('The Tower, reversed')
    expect(body.interpretation.zh).toContain('塔（逆位）')
    expect(CJK.test(body.interpretation.en)).toBe(false)
    expect(body.disclaimer).toContain('entertainment')
    expect(h.used()).toBe(before + 1)
  })

  it('draws both parts when neither is given and labels them as drawn', async () => {
    const response = await h.post({})
    expect(response.status).toBe(200)
    const body = (await response.json()) as any
    expect(body.drawn).toEqual({ card: true, orientation: true })
    expect(Number.isInteger(body.card.id) && body.card.id >= 0 && body.card.id <= 77).toBe(true)
    expect(typeof body.card.reversed).toBe('boolean')
    expect(body.card.name).toEqual(TAROT_DECK[body.card.id].name)
    expect('question' in body).toBe(false)
  })

  it('draws only the omitted part', async () => {
    const cardOnly = (await (await h.post({ reversed: false })).json()) as any
    expect(cardOnly.drawn).toEqual({ card: true, orientation: false })
    expect(cardOnly.card.reversed).toBe(false)
    const orientationOnly = (await (await h.post({ cardId: 40 })).json()) as any
    expect(orientationOnly.drawn).toEqual({ card: false, orientation: true })
    expect(orientationOnly.card.name).toEqual({ en: 'Five of Cups', zh: '圣杯五' })
  })

  it('gives the Chinese disclaimer for locale zh', async () => {
    const body = (await (await h.post({ cardId: 0, reversed: false, locale: 'zh' })).json()) as any
    expect(body.disclaimer).toMatch(/仅供娱乐/)
    expect(body.interpretation.en).toContain('The Fool')
  })

  it.each([
    ['cardId 78', { cardId: 78 }],
    ['cardId -1', { cardId: -1 }],
    ['cardId 1.5', { cardId: 1.5 }],
    ['cardId as a string', { cardId: '3' }],
    ['reversed as a string', { reversed: 'yes' }],
    ['a question of 501 characters', { question: 'q'.repeat(501) }],
    ['an unknown model', { model: 'gpt-x' }],
    ['an unknown member', { cardId: 3, spread: 'celtic-cross' }],
  ])('refuses %s with 400 and does not count it', async (_label, body) => {
    const before = h.used()
    const response = await h.post(body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as any
    expect(error.error.code).toBe('INVALID_REQUEST')
    expect(h.used()).toBe(before)
  })

  it('accepts a question of exactly 500 characters', async () => {
    const response = await h.post({ cardId: 2, reversed: false, question: 'q'.repeat(500) })
    expect(response.status).toBe(200)
  })

  it('needs a key', async () => {
    const response = await h.post({ cardId: 1 }, { authorization: '' })
    expect(response.status).toBe(401)
  })
})

describe('POST /api/v1/tarot with a model', () => {
  it('passes the card facts, the question and the template to the narrator and labels its source', async () => {
    const seen: any[] = []
    const narrator: Narrator = {
      narrate: async () => {
        throw new Error('tarot asks for both languages')
      },
      narrateBoth: async (request) => {
        seen.push(request)
        return { en: 'Model text.', zh: '模型文字。', source: 'openai', model: 'gpt-test' }
      },
    }
    const h = harness(narrator)
    const body = (await (await h.post({ cardId: 55, reversed: false, question: 'What now?', model: 'openai' })).json()) as any
    h.store.close()
    expect(body.interpretation).toEqual({ en: 'Model text.', zh: '模型文字。', source: 'openai', model: 'gpt-test' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ kind: 'tarot', model: 'openai', question: 'What now?' })
    expect(seen[0].facts.card).toMatchObject({ id: 55, orientation: 'upright', name: { en: 'Six of Swords', zh: '宝剑六' } })
    expect(seen[0].template.en).toContain('Six of Swords')
  })
})

describe('POST /api/v1/tarot with a configured provider (fake OpenAI-compatible server on loopback)', () => {
  const fake = startFakeOpenAI()
  afterAll(() => fake.stop())

  it('asks the model once per language, fencing the question, and reports the model as the source', async () => {
    const h = harness(createNarrator(parseAiConfig({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'fake-model' })))
    fake.script({ type: 'text', content: 'The Star invites hope.' }, { type: 'text', content: '星星带来希望。' })
    const response = await h.post({ cardId: 17, reversed: false, question: 'Will things get better?' })
    const body = (await response.json()) as any
    const used = h.used()
    h.store.close()
    expect(response.status).toBe(200)
    expect(body.interpretation.source).toBe('openai')
    expect(body.interpretation.model).toBe('fake-model')
    expect(new Set([body.interpretation.en, body.interpretation.zh])).toEqual(new Set(['The Star invites hope.', '星星带来希望。']))
    expect(fake.requests).toHaveLength(2)
    const prompt = fake.requests.map((r) => r.raw).join('\n')
    expect(prompt).toContain('Will things get better?')
    expect(prompt).toContain('The Star')
    expect(used).toBe(1)
  })
})

describe('draw_tarot_card on /mcp/readings', () => {
  const h = harness()
  let client: Client

  beforeAll(async () => {
    client = new Client({ name: 'tarot-test', version: '1.0.0' })
    const transport = new StreamableHTTPClientTransport(new URL('http://localhost/mcp/readings'), {
      fetch: (url, init) => h.app.handle(new Request(url, init)),
      requestInit: { headers: { authorization: `Bearer ${h.key}` } },
    })
    await client.connect(transport)
  })
  afterAll(async () => {
    await client.close()
    h.store.close()
  })

  it('is listed with its schemas and a not-idempotent annotation, without using quota', async () => {
    const before = h.used()
    const { tools } = await client.listTools()
    const tool = tools.find((t) => t.name === 'draw_tarot_card')
    expect(tool).toBeDefined()
    expect(tool!.annotations).toMatchObject({ idempotentHint: false, destructiveHint: false })
    expect((tool!.inputSchema as any).properties.cardId).toMatchObject({ minimum: 0, maximum: 77 })
    expect((tool!.outputSchema as any).properties.card).toBeDefined()
    expect(h.used()).toBe(before)
  })

  it('returns the fixed card as structured content and counts the call once', async () => {
    const before = h.used()
    const result = (await client.callTool({
      name: 'draw_tarot_card',
      arguments: { cardId: 8, reversed: false, question: '我该如何面对压力？' },
    })) as any
    expect(result.isError).toBeFalsy()
    const value = result.structuredContent
    expect(value.card).toMatchObject({ id: 8, name: { en: 'Strength', zh: '力量' }, reversed: false })
    expect(value.drawn).toEqual({ card: false, orientation: false })
    expect(value.interpretation.source).toBe('template')
    expect(CJK.test(value.interpretation.en)).toBe(false)
    expect(JSON.parse(result.content[0].text)).toEqual(value)
    expect(h.used()).toBe(before + 1)
  })

  it('gives the same result as REST for the same fixed input', async () => {
    const args = { cardId: 70, reversed: true, question: 'How do I handle this project?', locale: 'zh' }
    const viaMcp = ((await client.callTool({ name: 'draw_tarot_card', arguments: args })) as any).structuredContent
    const viaRest = await (await h.post(args)).json()
    expect(viaMcp).toEqual(viaRest)
  })

  it('draws when arguments are omitted', async () => {
    const result = (await client.callTool({ name: 'draw_tarot_card', arguments: {} })) as any
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent.drawn).toEqual({ card: true, orientation: true })
  })

  it('answers cardId 78 and a 501-character question with isError, uncounted', async () => {
    const before = h.used()
    for (const args of [{ cardId: 78 }, { question: 'x'.repeat(501) }]) {
      const result = (await client.callTool({ name: 'draw_tarot_card', arguments: args })) as any
      expect(result.isError).toBe(true)
      expect(result.content[0].text).toContain('INVALID_REQUEST')
    }
    expect(h.used()).toBe(before)
  })
})
