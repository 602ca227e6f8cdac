/**
 * Error messages in the request's locale, through the real app: the code, the status and the
 * details (paths) are the same in every locale; only `message` is worded in the locale, with no text
 * in another language. A request whose locale cannot be read (absent, or not one of the tags) is
 * answered in English, as before.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { createNarrator } from '../../src/ai/narrator'
import { LOCALES } from '../../src/core/locale'
import { MESSAGE_IDS, messageIn } from '../../src/core/messages'
import { CAPABILITIES } from '../../src/operations/index'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { foreignTextIn } from '../support/locale-text'

const t = createTestApp()
const fake = startFakeOpenAI()
const withModel = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
afterAll(async () => {
  await t.close()
  await withModel.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

/** A message's words: member names in backticks, quoted literals, codes and numbers are the same in every language. */
const wordsOf = (message: string) =>
  message
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"|'[^']*'|“[^”]*”|「[^」]*」/g, ' ')
    .replace(/\b(openai|deepseek|JSON|OPENAI_API_KEY|OPENAI_BASE_URL)\b/g, ' ')

const foreign = (message: string, locale: Locale) => foreignTextIn(wordsOf(message), locale)

/** Technical tokens messages keep as they are: the date format, base64 and its alphabet, data:, MiB, image formats and fields. */
const technical = (m: string) =>
  m.replace(
    /\bYYYY-MM-DD\b|\bbase64\b|A-Z a-z 0-9|\bdata:|\bMiB\b|image\/\w+|\bJPEG|\bPNG|\bWebP|\b(image|mimeType|imageA|mimeA|imageB|mimeB)\b/g,
    ' ',
  )

/** Several invalid bodies: a bad pattern and an out-of-range hour, an unknown member, a bad enum, a number out of range, a wrong type. */
const BAD_BODIES = [
  { date: '1990/01/01', time: '25:00', extra: 1 },
  { birth_date: '1990-01-01' },
  { date: '1990-01-01', sex: 'x' },
  { date: '1990-01-01', latitude: 100, longitude: 10 },
  { date: '1990-01-01', timezone: true },
  { date: 19900101 },
]

describe('INVALID_REQUEST in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: same code, status and paths as English; the message in ${locale}`, async () => {
      const key = t.createKey()
      for (const body of BAD_BODIES) {
        const english = await t.post('/api/v1/bazi', body, key)
        const res = await t.post('/api/v1/bazi', { ...body, locale }, key)
        expect(res.status).toBe(english.status)
        const [en, local] = [(await english.json()).error, (await res.json()).error]
        expect(local.code).toBe('INVALID_REQUEST')
        expect(local.details.errors.map((e: { path: string }) => e.path)).toEqual(en.details.errors.map((e: { path: string }) => e.path))
        if (locale === 'en') expect(local.message).toBe(en.message)
        else expect(local.message).not.toBe(en.message)
        expect([body, local.message, foreign(local.message, locale)]).toEqual([body, local.message, undefined])
        for (const e of local.details.errors) expect([e.message, foreign(e.message, locale)]).toEqual([e.message, undefined])
      }
    })
  }

  it('a locale tag accepted as the same words it like its locale; an unknown one leaves English', async () => {
    const key = t.createKey()
    const message = async (locale: string) =>
      (await (await t.post('/api/v1/bazi', { date: '1990/01/01', locale }, key)).json()).error.message
    expect(await message('zh-Hant')).toBe(await message('zh-TW'))
    expect(await message('zh-MO')).toBe(await message('zh-HK'))
    expect(await message('fr')).toStartWith('Invalid request: ')
  })

  it('the MCP tool answers with the same message as REST', async () => {
    const client = await t.mcpClient('/mcp')
    const result = await client.callTool({ name: 'get_daily_almanac', arguments: { date: 'tomorrow', locale: 'ko' } })
    expect(result.isError).toBe(true)
    const text = (result.content as { text: string }[])[0].text
    expect(text).toContain('잘못된 요청입니다')
    await client.close()
  })
})

describe('quota and model errors in every locale', () => {
  it('QUOTA_EXCEEDED: the message in the locale, the details as in English', async () => {
    for (const locale of LOCALES) {
      const key = t.createKey(1)
      expect((await t.post('/api/v1/tarot', { cardId: 1, locale }, key)).status).toBe(200)
      const res = await t.post('/api/v1/tarot', { cardId: 1, locale }, key)
      expect(res.status).toBe(429)
      const error = (await res.json()).error
      expect(error.code).toBe('QUOTA_EXCEEDED')
      expect(error.details.limit).toBe(1)
      expect([locale, foreign(error.message, locale)]).toEqual([locale, undefined])
      if (locale === 'en') expect(error.message).toStartWith('Daily limit of 1 reading calls reached for this account.')
    }
  })

  it('MODEL_UNAVAILABLE from the provider’s client is worded in the locale; the reason stays a code', async () => {
    for (const locale of LOCALES) {
      fake.reset()
      fake.script({ type: 'status', status: 500 }, { type: 'status', status: 500 })
      const res = await withModel.post('/api/v1/number-energy', { phone: '13912345608', includeAi: true, locale }, withModel.createKey())
      expect(res.status).toBe(503)
      const error = (await res.json()).error
      expect(error.details).toMatchObject({
        provider: 'openai',
        reason: 'PROVIDER_ERROR',
      })
      expect(error.message).toBe(messageIn(locale, 'model.unavailable', { provider: 'openai' }))
      expect([locale, foreign(error.message, locale)]).toEqual([locale, undefined])
    }
  })

  it('MODEL_NOT_CONFIGURED names the configured providers in the locale', async () => {
    const res = await withModel.post(
      '/api/v1/number-energy',
      { phone: '13912345608', includeAi: true, model: 'deepseek', locale: 'vi' },
      withModel.createKey(),
    )
    expect(res.status).toBe(400)
    const error = (await res.json()).error
    expect(error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(error.message).toBe(
      "Máy chủ này chưa cấu hình nhà cung cấp mô hình 'deepseek'; đã cấu hình: openai. Hãy dùng một trong số đó hoặc bỏ `model`.",
    )
  })
})

describe('image errors in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: an empty image, an unknown type and bytes that are no image are refused in the locale`, async () => {
      const key = withModel.createKey()
      const cases = [
        [{ image: '', mimeType: 'image/jpeg' }, 'INVALID_REQUEST'],
        [{ image: 'AAAA', mimeType: 'image/tiff' }, 'INVALID_REQUEST'],
        [{ image: 'AAAAAAAAAAAAAAAAAAAA', mimeType: 'image/png' }, 'IMAGE_TYPE_MISMATCH'],
      ] as const
      for (const [body, code] of cases) {
        const res = await withModel.post('/api/v1/face', { ...body, locale }, key)
        const error = (await res.json()).error
        expect([body, error.code]).toEqual([body, code])
        expect([body, foreign(technical(error.message), locale)]).toEqual([body, undefined])
      }
      expect(fake.requests).toHaveLength(0)
    })
  }

  it('couple-face: both forms, neither, or half a form is refused in the locale, with the same details as in English', async () => {
    const key = withModel.createKey()
    const bodies = [{ image: 'AAAA', mimeType: 'image/png', imageA: 'AAAA' }, {}, { imageA: 'AAAA', mimeA: 'image/png' }]
    for (const body of bodies) {
      const english = (await (await withModel.post('/api/v1/couple-face', body, key)).json()).error
      for (const locale of LOCALES) {
        const error = (await (await withModel.post('/api/v1/couple-face', { ...body, locale }, key)).json()).error
        expect(error.code).toBe('INVALID_REQUEST')
        // The same details, but the field messages, which are worded in the locale.
        const shape = (d: { errors?: { path: string }[] }) => ({ ...d, errors: d.errors?.map((e) => e.path) })
        expect(shape(error.details)).toEqual(shape(english.details))
        if (locale === 'en') expect(error.message).toBe(english.message)
        expect([locale, error.message, foreign(technical(error.message), locale)]).toEqual([locale, error.message, undefined])
      }
    }
    // The messages of the operation's own check (after the schema's): one help text in each language.
    expect(messageIn('ja', 'couple.none')).toBe(
      '画像が送られていません。形式はどちらか一つだけ送ってください。形式 A（二人一緒の写真 1 枚）= `image` + `mimeType`、形式 B（一人ずつの写真 2 枚）= `imageA` + `mimeA` + `imageB` + `mimeB`。',
    )
  })
})

/** The areas' own refusals (time zones, reading dates, the number, the day master, Zi Wei's hour): said in every locale, zh included. */
const AREA_REFUSALS: [string, Record<string, unknown>][] = [
  ['/api/v1/bazi', { date: '1990-05-15', time: '10:00', timezone: 'Mars/Base' }],
  ['/api/v1/bazi', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2026-02-30' }],
  ['/api/v1/daily', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2226-02-01' }],
  ['/api/v1/number-energy', { phone: '12a45678' }],
  ['/api/v1/kids', { childName: 'Mei', date: '2018-03-09', time: '08:15', timezone: 8, parentDayMaster: '木' }],
  ['/api/v1/ziwei', { date: '1990-05-15', timezone: 8 }],
  ['/api/v1/ziwei', { date: '1990-05-15', time: '10:00', timezone: 8, hourCandidates: true }],
  ['/api/v1/ziwei', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '1980-01-01' }],
  ['/api/v1/ziwei', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2300-01-01' }],
  ['/api/v1/bazi/picture', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2026-02-30' }],
  ['/api/v1/bazi/picture', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2300-01-01' }],
  ['/api/v1/ziwei/picture', { date: '1990-05-15', time: '10:00', timezone: 8, readingDate: '2026-02-30' }],
  ['/api/v1/ziwei/picture', { date: '1990-05-15', timezone: 8 }],
]

describe("the areas' own refusals in every locale", () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: same code, status and details as English; the message in ${locale}`, async () => {
      const key = t.createKey()
      for (const [path, body] of AREA_REFUSALS) {
        const english = await t.post(path, body, key)
        const res = await t.post(path, { ...body, locale }, key)
        const [en, local] = [(await english.json()).error, (await res.json()).error]
        expect([path, body, res.status, local.code, local.details]).toEqual([path, body, english.status, en.code, en.details])
        expect(res.status).toBe(400)
        expect([body, local.message]).not.toEqual([body, en.message])
        const words = local.message.replace(/[甲乙丙丁戊己庚辛壬癸][木火土金水]?/g, ' ').replace(/\b(phone|timezone|IANA|UTC)\b/g, ' ')
        expect([body, local.message, foreign(words, locale)]).toEqual([body, local.message, undefined])
      }
    })
  }
})

describe('the message table', () => {
  it('has every message in every locale, each filled completely by its parameters, in its language', () => {
    const params = {
      summary: 'x',
      end: '.',
      field: '`f`',
      known: 'k',
      expected: 'e',
      example: '1',
      max: 2,
      min: 1,
      s: 's',
      literals: '"a"',
      hint: 'h',
      types: 't',
      type: 't',
      detail: 'd',
      limit: 5,
      seconds: 9,
      model: 'm',
      configured: 'openai',
      provider: 'openai',
      allowed: 'image/png',
      bytes: 9,
      detected: 'image/png',
      mimeField: '`m`',
      declared: 'image/jpeg',
      sent: 'image, imageA',
      missing: 'mimeA',
      argument: '`a`',
      prompt: '`p`',
      arguments: '`a`',
      locales: '"en"',
      count: 3,
    }
    for (const locale of LOCALES) {
      for (const id of MESSAGE_IDS) {
        const text = messageIn(locale, id, params)
        expect([locale, id, /\{\w+\}/.test(text)]).toEqual([locale, id, false])
        expect([locale, id, foreign(technical(text).replace(/\b[a-z]\b/g, ' '), locale)]).toEqual([locale, id, undefined])
      }
    }
  })
})

describe('a bad format names an example, never the pattern', () => {
  /** Every `pattern` in an input schema, with its path: the other locales' format message shows the schema's first example. */
  const patternsOf = (schema: unknown, path: string): { path: string; examples: unknown }[] => {
    if (schema === null || typeof schema !== 'object') return []
    const s = schema as Record<string, unknown>
    const here = typeof s.pattern === 'string' ? [{ path, examples: s.examples }] : []
    return [...here, ...Object.entries(s).flatMap(([k, v]) => patternsOf(v, `${path}/${k}`))]
  }

  it('every patterned member of every REST body and tool argument has an example', () => {
    const inputs = CAPABILITIES.flatMap((c) => [
      ...(c.rest ? [[`${c.name} (REST)`, c.rest.input] as const] : []),
      ...(c.mcp ? [[`${c.name} (MCP)`, c.mcp.input] as const] : []),
    ])
    const patterns = inputs.flatMap(([name, input]) => patternsOf(input, name))
    expect(patterns.length).toBeGreaterThan(20)
    expect(patterns.filter((p) => !(Array.isArray(p.examples) && p.examples.length > 0)).map((p) => p.path)).toEqual([])
  })

  it.each(['ja', 'zh', 'vi'] as const)('%s: an IANA zone of the wrong shape is shown an example zone', async (locale) => {
    const res = await t.post('/api/v1/bazi', { date: '1990-05-15', time: '10:00', timezone: '+08:00', locale }, t.createKey())
    const { error } = (await res.json()) as any
    expect(error.details.errors[0].message).toContain('Asia/Shanghai')
    expect(error.message).not.toContain('[A-Za-z]')
  })
})
