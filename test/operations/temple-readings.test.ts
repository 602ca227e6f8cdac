/**
 * Moon blocks, three-card tarot and fortune sticks through the real entry points
 * (`app.handle`): every locale schema-valid with each text in its language, the template and a
 * stand-in model's narrative (a loopback OpenAI-compatible server), one metered call per request
 * however many throws or cards, the refusals, and none of them on the MCP connectors.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { createNarrator } from '../../src/ai/narrator'
import { parseAiConfig } from '../../src/config/ai'
import { FortuneStickResult, MoonBlocksResult, TarotSpreadResult } from '../../src/contracts/divination'
import { LOCALES } from '../../src/core/locale'
import { SPREAD_KEYS } from '../../src/core/readings/tarot-spread-words'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { startFakeOpenAI } from '../support/fake-openai'
import { slipExplanations } from '../../src/core/divination/guandi-explanations'
import { foreignTextIn, misplacedTexts, withoutQuotedPoem } from '../support/locale-text'

const NOT_TEXT = new Set([
  'poem',
  'jieyue',
  'shengyi',
  'characters',
  'provenance',
  'faces',
  'confirm',
  'key',
  'code',
  'face',
  'hanzi',
  'arcana',
  'ekelenNameShort',
  'source',
  'model',
  'question',
  'verdict',
])
const CJK = /[\u3400-\u9fff]/

const blocksSchema = TypeCompiler.Compile(MoonBlocksResult)
const spreadSchema = TypeCompiler.Compile(TarotSpreadResult)
const sticksSchema = TypeCompiler.Compile(FortuneStickResult)
const errorsOf = (schema: { Errors: (value: unknown) => Iterable<{ path: string; message: string }> }, body: unknown) =>
  [...schema.Errors(body)].map((e) => `${e.path}: ${e.message}`)

describe('POST /api/v1/moon-blocks', () => {
  const t = createTestApp()
  const key = t.createKey(1000, 'blocks')
  const used = () => t.store.usage('2026-11-21', 'blocks')[0]?.used ?? 0
  afterAll(() => t.close())

  it('answers 1-3 throws in every locale, schema-valid, each text in its language, metered once per call', async () => {
    for (const locale of LOCALES) {
      for (const throws of [1, 2, 3]) {
        const before = used()
        const response = await t.post('/api/v1/moon-blocks', { throws, locale, question: 'Should I move?' }, key)
        expect(response.status).toBe(200)
        const body = (await response.json()) as any
        expect(errorsOf(blocksSchema, body)).toEqual([])
        expect(body.throws).toHaveLength(throws)
        expect(misplacedTexts(body, locale, NOT_TEXT)).toEqual([])
        for (const t of body.throws)
          expect(t.outcome.code).toBe(
            t.blocks[0].face === t.blocks[1].face ? (t.blocks[0].face === 'flat' ? 'laughing' : 'negative') : 'holy',
          )
        expect(body.probabilities).toEqual({ holy: 0.5, laughing: 0.25, negative: 0.25 })
        expect(used()).toBe(before + 1)
      }
    }
  })

  it('throws once by default and echoes the question', async () => {
    const body = (await (await t.post('/api/v1/moon-blocks', { question: '  要不要去？ ' }, key)).json()) as any
    expect(body.throws).toHaveLength(1)
    expect(body.question).toBe('要不要去？')
  })

  it('refuses too many throws, a fraction, an unknown member and an overlong question, in the request locale, unmetered', async () => {
    const before = used()
    for (const body of [{ throws: 4 }, { throws: 0 }, { throws: 1.5 }, { throw: 2 }, { question: 'x'.repeat(501) }]) {
      const response = await t.post('/api/v1/moon-blocks', body, key)
      expect(response.status).toBe(400)
      expect(((await response.json()) as any).error.code).toBe('INVALID_REQUEST')
    }
    const zh = (await (await t.post('/api/v1/moon-blocks', { throws: 9, locale: 'zh' }, key)).json()) as any
    expect(CJK.test(zh.error.message)).toBe(true)
    expect(used()).toBe(before)
  })
})

describe('POST /api/v1/tarot/three-card', () => {
  const t = createTestApp()
  const key = t.createKey(1000, 'spread')
  const used = () => t.store.usage('2026-11-21', 'spread')[0]?.used ?? 0
  afterAll(() => t.close())

  it('lays out every spread in every locale: schema-valid, three distinct cards, texts in their languages, one call each', async () => {
    for (const locale of LOCALES) {
      for (const spread of SPREAD_KEYS) {
        const before = used()
        const response = await t.post('/api/v1/tarot/three-card', { spread, locale, question: 'How will my work go?' }, key)
        expect(response.status).toBe(200)
        const body = (await response.json()) as any
        expect(errorsOf(spreadSchema, body)).toEqual([])
        expect(new Set(body.positions.map((p: any) => p.card.id)).size).toBe(3)
        expect(body.drawn).toBe(true)
        expect(misplacedTexts(body, locale, NOT_TEXT)).toEqual([])
        const extra = locale === 'en' || locale === 'zh' ? [] : [locale]
        expect(Object.keys(body.interpretation)).toEqual(['en', 'zh', ...extra, 'source'])
        expect(CJK.test(body.interpretation.en)).toBe(false)
        expect(used()).toBe(before + 1)
      }
    }
  })

  it('keeps three fixed cards in order, defaults to past-present-future and reads them together', async () => {
    const cards = [
      { cardId: 16, reversed: true },
      { cardId: 17, reversed: false },
      { cardId: 19, reversed: false },
    ]
    const body = (await (await t.post('/api/v1/tarot/three-card', { cards }, key)).json()) as any
    expect(body.spread.key).toBe('past-present-future')
    expect(body.positions.map((p: any) => [p.key, p.card.id, p.card.reversed])).toEqual([
      ['past', 16, true],
      ['present', 17, false],
      ['future', 19, false],
    ])
    expect(body.drawn).toBe(false)
    expect(body.summary).toMatchObject({ majorArcana: 3, reversed: 1, suits: [] })
    expect(body.interpretation.en).toContain('The Tower, reversed')
    expect(body.interpretation.en).toContain('The Star')
    expect(body.interpretation.en).toContain('All three cards are major arcana')
    expect(body.interpretation.source).toBe('template')
  })

  it('refuses duplicate cards, two cards, an out-of-range card and an unknown spread, unmetered', async () => {
    const before = used()
    const dup = await t.post(
      '/api/v1/tarot/three-card',
      {
        locale: 'ja',
        cards: [
          { cardId: 3, reversed: false },
          { cardId: 3, reversed: true },
          { cardId: 4, reversed: false },
        ],
      },
      key,
    )
    expect(dup.status).toBe(400)
    const dupBody = (await dup.json()) as any
    expect(dupBody.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'cards', duplicate: 3 } })
    expect(dupBody.error.message).toContain('重複')
    for (const body of [
      {
        cards: [
          { cardId: 3, reversed: false },
          { cardId: 4, reversed: true },
        ],
      },
      {
        cards: [
          { cardId: 3, reversed: false },
          { cardId: 4, reversed: true },
          { cardId: 78, reversed: true },
        ],
      },
      { cards: [{ cardId: 3 }, { cardId: 4, reversed: true }, { cardId: 5, reversed: true }] },
      { spread: 'celtic-cross' },
    ]) {
      const response = await t.post('/api/v1/tarot/three-card', body, key)
      expect(response.status).toBe(400)
    }
    expect(used()).toBe(before)
  })

  it('says what to fix, in the request locale, when `cards` holds the wrong count', async () => {
    const two = [
      { cardId: 3, reversed: false },
      { cardId: 4, reversed: true },
    ]
    const expected: Record<string, string> = {
      en: '`cards` must hold exactly 3 items',
      zh: '`cards` 必须正好包含 3 项',
      ja: '`cards` はちょうど 3 個の要素にしてください',
      ko: '`cards`에는 정확히 3개의 항목이 있어야 합니다',
      vi: '`cards` phải có đúng 3 phần tử',
    }
    for (const [locale, message] of Object.entries(expected)) {
      const response = await t.post('/api/v1/tarot/three-card', { cards: two, locale }, key)
      expect(response.status).toBe(400)
      expect(((await response.json()) as any).error.message).toContain(message)
    }
  })
})

describe('POST /api/v1/tarot/three-card with a stand-in model (loopback OpenAI-compatible server)', () => {
  const fake = startFakeOpenAI()
  afterAll(() => fake.stop())

  it('asks once per language with the three cards and the question as facts, and reports the model', async () => {
    const t = createTestApp({
      narrator: createNarrator(parseAiConfig({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'fake-model' })),
    })
    const key = t.createKey(10, 'model')
    fake.script({ type: 'text', content: 'Three cards, one story.' }, { type: 'text', content: '三张牌，一个故事。' })
    const cards = [
      { cardId: 0, reversed: false },
      { cardId: 36, reversed: true },
      { cardId: 77, reversed: false },
    ]
    const response = await t.post(
      '/api/v1/tarot/three-card',
      { cards, spread: 'you-partner-relationship', question: 'Are we good together?', model: 'openai' },
      key,
    )
    const body = (await response.json()) as any
    const usedCalls = t.store.usage('2026-11-21', 'model')[0]?.used ?? 0
    await t.close()
    expect(response.status).toBe(200)
    expect(body.interpretation.source).toBe('openai')
    expect(body.interpretation.model).toBe('fake-model')
    expect(new Set([body.interpretation.en, body.interpretation.zh])).toEqual(new Set(['Three cards, one story.', '三张牌，一个故事。']))
    expect(fake.requests).toHaveLength(2)
    const prompt = fake.requests.map((r) => r.raw).join('\n')
    expect(prompt).toContain('Are we good together?')
    expect(prompt).toContain('The Fool')
    expect(prompt).toContain('King of Pentacles')
    expect(prompt).toContain('one story')
    expect(usedCalls).toBe(1)
  })
})

describe('POST /api/v1/fortune-stick', () => {
  const t = createTestApp()
  const key = t.createKey(1000, 'sticks')
  const used = () => t.store.usage('2026-11-21', 'sticks')[0]?.used ?? 0
  afterAll(() => t.close())

  it('answers every locale and confirmation schema-valid, each text in its language, metered once however many sticks and throws', async () => {
    for (const locale of LOCALES) {
      for (const confirm of ['three-holy', 'one-holy', 'none']) {
        const before = used()
        const response = await t.post('/api/v1/fortune-stick', { confirm, locale, question: 'Will the move go well?' }, key)
        expect(response.status).toBe(200)
        const body = (await response.json()) as any
        expect(errorsOf(sticksSchema, body)).toEqual([])
        // The poem is quoted as the set writes it (咨嗟 in a Hong Kong answer): the check reads around it.
        expect(misplacedTexts(withoutQuotedPoem(body), locale, NOT_TEXT)).toEqual([])
        const last = body.attempts.at(-1)
        if (!body.capReached) {
          expect(last.stood).toBe(true)
          expect(body.slip.number).toBe(last.stick)
          expect(last.throws.map((x: any) => x.outcome)).toEqual(
            new Array({ 'three-holy': 3, 'one-holy': 1, none: 0 }[confirm]).fill('holy'),
          )
        }
        for (const failed of body.attempts.slice(0, -1)) expect(failed.throws.at(-1).outcome).not.toBe('holy')
        const extra = locale === 'en' || locale === 'zh' ? [] : [locale]
        expect(Object.keys(body.interpretation)).toEqual(['en', 'zh', ...extra, 'source'])
        expect(used()).toBe(before + 1)
      }
    }
  })

  it('reads a fixed stick: the poem, 解曰 and 聖意 as the source has them, quoted in the Chinese and Japanese narrative', async () => {
    for (const locale of ['zh', 'zh-TW', 'ja'] as const) {
      const body = (await (await t.post('/api/v1/fortune-stick', { stick: 1, locale }, key)).json()) as any
      expect(body.slip).toMatchObject({ number: 1, code: '甲甲', grade: { characters: '大吉' } })
      expect(body.slip.poem).toEqual(['巍巍獨步向雲間', '玉殿千官第一班', '冨貴榮華天付汝', '福如東海壽如山'])
      expect(body.attempts).toEqual([{ attempt: 1, stick: 1, throws: [], stood: true }])
      expect(body.drawn).toBe(false)
      expect(body.interpretation[locale]).toContain('巍巍獨步向雲間，玉殿千官第一班，冨貴榮華天付汝，福如東海壽如山')
    }
  })

  it('refuses an out-of-range stick, an unknown set or confirmation, and a fixed stick with a confirmation, unmetered', async () => {
    const before = used()
    for (const body of [
      { stick: 101 },
      { stick: 0 },
      { stick: 2.5 },
      { set: 'guanyin' },
      { confirm: 'twice' },
      { stick: 3, confirm: 'one-holy' },
    ]) {
      const response = await t.post('/api/v1/fortune-stick', body, key)
      expect(response.status).toBe(400)
      expect(((await response.json()) as any).error.code).toBe('INVALID_REQUEST')
    }
    const zh = (await (await t.post('/api/v1/fortune-stick', { stick: 3, confirm: 'three-holy', locale: 'zh' }, key)).json()) as any
    expect(zh.error).toMatchObject({ details: { field: 'confirm' } })
    expect(zh.error.message).toContain('客户端')
    expect(used()).toBe(before)
  })

  it('writes every slip’s explanation in the language of each locale (not only the slips a random draw reaches)', () => {
    for (const locale of LOCALES) {
      const misplaced = slipExplanations(locale).flatMap((text, i) => {
        const why = foreignTextIn(text, locale)
        return why ? [`slip ${i + 1} (${locale}): ${why}`] : []
      })
      expect(misplaced).toEqual([])
    }
  })

  it('names the one set there is, in the request locale, when `set` names another', async () => {
    for (const [locale, words] of [
      ['en', 'must be one of "guandi"'],
      ['vi', 'phải là một trong các giá trị "guandi"'],
      ['ko', '"guandi" 중 하나여야 합니다'],
    ]) {
      const response = await t.post('/api/v1/fortune-stick', { set: 'guanyin', locale }, key)
      expect(response.status).toBe(400)
      expect(((await response.json()) as any).error).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringContaining(words) })
    }
  })
})

describe('POST /api/v1/fortune-stick with a stand-in model (loopback OpenAI-compatible server)', () => {
  const fake = startFakeOpenAI()
  afterAll(() => fake.stop())

  it('asks once per language with the slip as facts and reports the model', async () => {
    const t = createTestApp({
      narrator: createNarrator(parseAiConfig({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'fake-model' })),
    })
    const key = t.createKey(10, 'model')
    fake.script({ type: 'text', content: 'The slip counsels patience.' }, { type: 'text', content: '此签劝你耐心。' })
    const response = await t.post('/api/v1/fortune-stick', { stick: 13, question: 'When will things change?', model: 'openai' }, key)
    const body = (await response.json()) as any
    const usedCalls = t.store.usage('2026-11-21', 'model')[0]?.used ?? 0
    await t.close()
    expect(response.status).toBe(200)
    expect(body.interpretation).toMatchObject({ source: 'openai', model: 'fake-model' })
    expect(new Set([body.interpretation.en, body.interpretation.zh])).toEqual(new Set(['The slip counsels patience.', '此签劝你耐心。']))
    const prompt = fake.requests.map((r) => r.raw).join('\n')
    expect(prompt).toContain('When will things change?')
    expect(prompt).toContain('君今庚甲未亨通')
    expect(fake.requests).toHaveLength(2)
    expect(usedCalls).toBe(1)
  })
})

describe('the model readings when the model fails or is not configured', () => {
  const fake = startFakeOpenAI()
  afterAll(() => fake.stop())
  const bodies = {
    '/api/v1/tarot/three-card': { spread: 'mind-body-spirit', question: 'What now?', model: 'openai', locale: 'ko' },
    '/api/v1/fortune-stick': { confirm: 'one-holy', question: 'What now?', model: 'openai', locale: 'vi' },
  }

  it('answer 503 MODEL_UNAVAILABLE and refund the call, as the other readings do', async () => {
    const t = createTestApp({
      narrator: createNarrator(parseAiConfig({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'fake-model' })),
    })
    const key = t.createKey(10, 'failing-model')
    try {
      for (const [path, body] of Object.entries(bodies)) {
        fake.reset()
        // Every language's call fails (the three calls run side by side): nothing to interpret.
        for (let i = 0; i < 6; i++) fake.script({ type: 'status', status: 500 })
        const response = await t.post(path, body, key)
        expect([path, response.status]).toEqual([path, 503])
        expect(((await response.json()) as any).error.code).toBe('MODEL_UNAVAILABLE')
        expect([path, response.headers.get('ratelimit-remaining')]).toEqual([path, '10'])
      }
      expect(t.store.usage('2026-11-21', 'failing-model')[0]?.used ?? 0).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('refuse a model the server has not configured with 400 MODEL_NOT_CONFIGURED, unmetered', async () => {
    // The real narrator with no provider configured (the default test app's template narrator ignores `model`).
    const t = createTestApp({ narrator: createNarrator(parseAiConfig({})) })
    const key = t.createKey(10, 'no-model')
    try {
      for (const [path, body] of Object.entries(bodies)) {
        const response = await t.post(path, body, key)
        expect([path, response.status]).toEqual([path, 400])
        expect(((await response.json()) as any).error.code).toBe('MODEL_NOT_CONFIGURED')
      }
      expect(t.store.usage('2026-11-21', 'no-model')[0]?.used ?? 0).toBe(0)
    } finally {
      await t.close()
    }
  })
})

describe('the temple readings are REST only', () => {
  const t = createTestApp()
  const key = t.createKey(100)
  afterAll(() => t.close())

  it('lists none of them on either MCP connector', async () => {
    for (const path of ['/mcp', '/mcp/readings'] as const) {
      const client = await t.mcpClient(path, key)
      const names = (await client.listTools()).tools.map((tool) => tool.name)
      await client.close()
      for (const name of ['throw_moon_blocks', 'draw_tarot_spread', 'draw_fortune_stick']) expect(names).not.toContain(name)
    }
  })
})
