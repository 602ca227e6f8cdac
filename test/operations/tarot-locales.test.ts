/**
 * Tarot in every locale through the real entry points: every card, upright and reversed, in each of
 * the seven locales (1,092 REST answers through `app.handle`, in process), then the MCP tool with a
 * real client in each locale. Each answer is valid against its schema and every string is in the
 * language it should be: a member named by a locale (the card's `en`/`zh` in an en or zh answer, the
 * interpretation's `en`/`zh`, kept beside the requested locale by contract) in that locale, every
 * other text in the request's locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import Ajv2020 from 'ajv/dist/2020'
import type { Narrator } from '../../src/ai/types'
import { TarotResult } from '../../src/contracts/readings'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { misplacedTexts } from '../support/locale-text'

/** Members holding codes, numbers or the caller's own words, not the answer's. */
const NOT_TEXT = new Set(['key', 'arcana', 'ekelenNameShort', 'source', 'model', 'question'])
/** Questions whose topics (English and Chinese patterns) bring in each of the template's topic sentences. */
const QUESTIONS = [
  undefined,
  'Will my health improve?',
  '要不要起诉他？',
  'How will my money do?',
  'Does he love me?',
  '新工作怎么样',
  'Should I go?',
  'What now?',
]

const compiled = TypeCompiler.Compile(TarotResult)

/** The locale members of a text of the card: en and zh for either, else the requested one alone. */
const shown = (locale: Locale) => (locale === 'en' || locale === 'zh' ? ['en', 'zh'] : [locale])

describe('POST /api/v1/tarot: every card, both orientations, in every locale', () => {
  const t = createTestApp()
  const key = t.createKey(10_000)
  afterAll(() => t.close())
  const answers = new Map<Locale, any[]>()

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const list: any[] = []
      let n = 0 // the same question for the same draw in every locale
      for (let cardId = 0; cardId < 78; cardId++) {
        for (const reversed of [false, true]) {
          const question = QUESTIONS[n++ % QUESTIONS.length]
          const response = await t.post('/api/v1/tarot', { cardId, reversed, locale, ...(question ? { question } : {}) }, key)
          expect(response.status).toBe(200)
          list.push(await response.json())
        }
      }
      answers.set(locale, list)
    }
  })

  it('answers all 1,092 draws, each valid against the published schema', () => {
    expect([...answers.values()].flat()).toHaveLength(78 * 2 * 7)
    for (const [locale, list] of answers) {
      for (const body of list) {
        const errors = [...compiled.Errors(body)].map((e) => `${e.path}: ${e.message}`)
        expect({ locale, id: body.card.id, errors }).toEqual({ locale, id: body.card.id, errors: [] })
      }
    }
  })

  it('writes every text in its language: the card and disclaimer in the locale, the interpretation in en, zh and the locale', () => {
    for (const [locale, list] of answers) {
      const problems = list.flatMap((body) => misplacedTexts(body, locale, NOT_TEXT))
      expect({ locale, problems: problems.slice(0, 5) }).toEqual({ locale, problems: [] })
    }
  })

  it('shows the card in en and zh for those locales, and in the requested locale alone for the others', () => {
    for (const [locale, list] of answers) {
      for (const { card, interpretation } of list) {
        for (const text of [card.name, card.orientation, card.keywords, card.meaning]) expect(Object.keys(text)).toEqual(shown(locale))
        expect(Object.keys(card.rank)).toEqual(['value', ...shown(locale)])
        if (card.suit) {
          expect(Object.keys(card.suit)).toEqual(['key', ...shown(locale), 'element'])
          expect(Object.keys(card.suit.element)).toEqual(shown(locale))
        }
        const extra = locale === 'en' || locale === 'zh' ? [] : [locale]
        expect(Object.keys(interpretation)).toEqual(['en', 'zh', ...extra, 'source'])
        for (const member of ['en', 'zh', ...extra]) expect(interpretation[member].length).toBeGreaterThan(100)
      }
    }
  })

  it('gives the 78 cards 78 different names in every locale', () => {
    for (const [locale, list] of answers) {
      for (const member of shown(locale)) {
        const names = new Set(list.map((body) => body.card.name[member]))
        expect({ locale, member, names: names.size }).toEqual({ locale, member, names: 78 })
      }
    }
  })

  it('names the card in the interpretation of its own locale, with that locale’s meaning', () => {
    for (const locale of ['zh-TW', 'zh-HK', 'ja', 'ko', 'vi'] as const) {
      for (const { card, interpretation } of answers.get(locale)!) {
        expect(interpretation[locale]).toContain(card.name[locale])
        expect(interpretation[locale]).toContain(card.meaning[locale])
      }
    }
  })

  it('answers the same en and zh interpretation whatever the locale', () => {
    const en = answers.get('en')!
    for (const locale of LOCALES) {
      answers.get(locale)!.forEach((body, i) => {
        expect(body.interpretation.en).toBe(en[i].interpretation.en)
        expect(body.interpretation.zh).toBe(en[i].interpretation.zh)
      })
    }
  })

  it('takes an alias tag as its locale (zh-Hant is zh-TW, zh-MO is zh-HK)', async () => {
    for (const [tag, locale] of [
      ['zh-Hant', 'zh-TW'],
      ['zh-MO', 'zh-HK'],
    ] as const) {
      const body = (await (await t.post('/api/v1/tarot', { cardId: 36, reversed: false, locale: tag }, key)).json()) as any
      expect(body.card.name).toEqual({ [locale]: '聖杯王牌' })
      expect(Object.keys(body.interpretation)).toEqual(['en', 'zh', locale, 'source'])
    }
  })
})

describe('draw_tarot_card in every locale (MCP client on /mcp/readings)', () => {
  const t = createTestApp()
  const key = t.createKey(1_000)
  let client: Client
  let validate: ReturnType<Ajv2020['compile']>

  beforeAll(async () => {
    client = await t.mcpClient('/mcp/readings', key)
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'draw_tarot_card')!
    validate = new Ajv2020({ strict: true, allErrors: true }).compile(tool.outputSchema as object)
  })
  afterAll(async () => {
    await client.close()
    await t.close()
  })

  it.each([...LOCALES])('answers in %s, drawn at random, valid against the advertised output schema', async (locale) => {
    for (const question of [undefined, 'Should I take the new job?', '我们的感情会好吗？']) {
      const result = (await client.callTool({ name: 'draw_tarot_card', arguments: { locale, ...(question ? { question } : {}) } })) as any
      expect(result.isError).toBeFalsy()
      const value = result.structuredContent
      expect(validate(value) ? [] : validate.errors).toEqual([])
      expect(JSON.parse(result.content[0].text)).toEqual(value)
      expect(value.drawn).toEqual({ card: true, orientation: true })
      expect(Object.keys(value.card.name)).toEqual(shown(locale))
      expect(misplacedTexts(value, locale, NOT_TEXT)).toEqual([])
    }
  })
})

describe('the interpretation in a third locale with a model', () => {
  it('asks the narrator for the locale beside en and zh, with the card in that locale among the facts', async () => {
    const seen: any[] = []
    const narrator: Narrator = {
      narrate: async () => {
        throw new Error('the third locale comes with en and zh, from narrateBoth')
      },
      narrateBoth: async (request) => {
        seen.push(request)
        return { en: 'Model text.', zh: '模型文字。', ja: 'モデルが書いた解釈。', source: 'openai', model: 'gpt-test' }
      },
    }
    const t = createTestApp({ narrator })
    const key = t.createKey()
    const body = (await (await t.post('/api/v1/tarot', { cardId: 40, reversed: true, locale: 'ja', model: 'openai' }, key)).json()) as any
    await t.close()
    expect(body.interpretation).toEqual({
      en: 'Model text.',
      zh: '模型文字。',
      ja: 'モデルが書いた解釈。',
      source: 'openai',
      model: 'gpt-test',
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ kind: 'tarot', locale: 'ja', model: 'openai' })
    expect(seen[0].facts.card.name).toEqual({ en: 'Five of Cups', zh: '圣杯五' })
    expect(seen[0].facts.inLocale).toMatchObject({ locale: 'ja', name: 'カップの5', keywords: ['受け入れ', '前に進む', '許し', '回復'] })
    expect(seen[0].template.ja).toContain('カップの5（逆位置）')
    expect(body.disclaimer).toContain('娯楽')
  })

  it('asks for en and zh only when the locale is one of them', async () => {
    const narrator: Narrator = {
      narrate: async () => {
        throw new Error('an en or zh answer needs no third narrative')
      },
      narrateBoth: async () => ({ en: 'Model text.', zh: '模型文字。', source: 'openai', model: 'gpt-test' }),
    }
    const t = createTestApp({ narrator })
    const key = t.createKey()
    for (const locale of ['en', 'zh']) {
      const response = await t.post('/api/v1/tarot', { cardId: 1, locale, model: 'openai' }, key)
      expect(response.status).toBe(200)
    }
    await t.close()
  })
})
