/**
 * Every answer of every operation and MCP tool, in every locale but English, over generated births
 * and dates: it validates against its schema (OpenAPI for REST bodies, the advertised `outputSchema`
 * for tools) and holds no text in another language (`test/support/locale-text.ts`: no Han in ko/vi
 * but ganzhi, no kana outside ja, no hangul outside ko, no Simplified-only characters in zh-TW/zh-HK,
 * no English words). The members that carry another language by contract (a tarot interpretation's
 * `en` and `zh`), codes and place names as the data has them are skipped by name and path.
 *
 * The areas' own tests check their terms in depth; this one sweeps every surface, so a text left in
 * one language anywhere shows up here with its path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { Client } from '@modelcontextprotocol/client'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { CODE_KEYS, foreignTextsOf, withoutQuotedPoem } from '../support/locale-text'
import { seededRandom as random } from '../support/seeded-random'

const LOCALES: Locale[] = ['zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi']
/** A question about work as a reader of that language asks it (the tarot answer repeats it). */
const QUESTION: Record<Locale, string> = {
  en: 'Work?',
  zh: '工作如何？',
  'zh-TW': '工作如何？',
  'zh-HK': '工作如何？',
  ja: '仕事は？',
  ko: '일은 어떨까요?',
  vi: 'Công việc thế nào?',
}
/** A child's name as a parent of that language writes it (the kids reading repeats it). */
const CHILD_NAME: Record<Locale, string> = { en: 'Mei', zh: '小美', 'zh-TW': '小美', 'zh-HK': '小美', ja: 'はな', ko: '하나', vi: 'Hoa' }
const t = createTestApp({
  now: new Date('2026-11-21T12:00:00Z'),
  config: { ziweiMcpTool: true, publicToolCallsPerMinute: 1_000_000 },
} as Parameters<typeof createTestApp>[0])
const key = t.createKey(10_000_000)
let publicClient: Client
let readingsClient: Client
const ajv = new Ajv2020({ strict: false, allErrors: true })
const restValidators = new Map<string, ReturnType<Ajv2020['compile']>>()
const toolValidators = new Map<string, ReturnType<Ajv2020['compile']>>()

beforeAll(async () => {
  const document = (await (await t.handle('/openapi.json')).json()) as any
  for (const [path, item] of Object.entries<any>(document.paths)) {
    const schema = item.post?.responses?.['200']?.content?.['application/json']?.schema
    if (schema) restValidators.set(path, ajv.compile(schema))
  }
  publicClient = await t.mcpClient('/mcp')
  readingsClient = await t.mcpClient('/mcp/readings', key)
  for (const client of [publicClient, readingsClient])
    for (const tool of (await client.listTools()).tools) toolValidators.set(tool.name, ajv.compile(tool.outputSchema as object))
})
afterAll(async () => {
  await publicClient?.close()
  await readingsClient?.close()
  t.close()
})

const PLACES = [
  { latitude: 39.9042, longitude: 116.4074 },
  { city: 'Taipei' },
  { city: '서울' },
  { city: '東京' },
  { city: 'Hà Nội' },
  { latitude: 40.7128, longitude: -74.006 },
  { city: 'Hong Kong' },
  {},
]
function births(seed: number, count: number) {
  const next = random(seed)
  const pad = (n: number) => String(n).padStart(2, '0')
  return Array.from({ length: count }, (_, i) => {
    const year = 1920 + Math.floor(next() * 100)
    const date = `${year}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`
    const time = i % 5 === 4 ? undefined : `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`
    const sex = i % 3 === 2 ? undefined : next() < 0.5 ? 'male' : 'female'
    return { date, ...(time ? { time } : {}), ...PLACES[i % PLACES.length], ...(sex ? { sex } : {}) }
  })
}
const asTool = (b: Record<string, unknown>) => {
  const { date, time, city, ...rest } = b
  return { birth_date: date, ...(time ? { birth_time: time } : {}), ...(city ? { birth_city: city } : {}), ...rest }
}

async function rest(path: string, body: Record<string, unknown>) {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  if (res.status !== 200) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(json)}`)
  const validate = restValidators.get(path)!
  if (!validate(json)) throw new Error(`${path} ${JSON.stringify(body)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  return json
}
async function tool(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as any
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${result.content?.[0]?.text}`)
  const validate = toolValidators.get(name)!
  if (!validate(result.structuredContent)) throw new Error(`${name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  return result.structuredContent
}
/**
 * Members whose Chinese (zh) text was English before the other locales came and stays so, because
 * English and Chinese answers are kept byte for byte (the golden files pin them): the Zi Wei school
 * line names its library and document. The new locales have their own words there.
 */
const PINNED_IN_ZH = /^conventions\.school: /
/** A template's hole left unfilled (`fill` in `core/sentence.ts` leaves one as written rather than fail the answer). */
const UNFILLED_HOLE = /\{\w+(?:\|[^{}|/]+\/[^{}|/]+)?\}/
const expectInLocale = (what: string, answer: unknown, locale: Locale) => {
  const foreign = foreignTextsOf(answer, locale).filter((f) => !(locale === 'zh' && PINNED_IN_ZH.test(f)))
  expect({ what, foreign: foreign.slice(0, 8) }).toEqual({ what, foreign: [] })
  expect({ what, unfilled: JSON.stringify(answer).match(UNFILLED_HOLE)?.[0] ?? null }).toEqual({ what, unfilled: null })
}

describe.each(LOCALES)('every answer in %s', (locale) => {
  const people = births(locale.length * 7919 + locale.charCodeAt(locale.length - 1), 8)

  it('REST: chart, daily, yearly, kids, compatibility, Zi Wei, solar terms, reverse lookup, date selection', async () => {
    for (const [i, birth] of people.entries()) {
      const readingDate = `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`
      expectInLocale('bazi', await rest('/api/v1/bazi', { ...birth, locale, readingDate }), locale)
      expectInLocale('daily', await rest('/api/v1/daily', { ...birth, locale, readingDate }), locale)
      expectInLocale('kids', await rest('/api/v1/kids', { childName: CHILD_NAME[locale], ...birth, locale }), locale)
      const other = people[(i + 1) % people.length]!
      const pair = { person1: strip(birth), person2: strip(other), locale, includeNarrative: true }
      expectInLocale('compatibility', await rest('/api/v1/compatibility', pair), locale)
      if (birth.time) expectInLocale('ziwei', await rest('/api/v1/ziwei', { ...birth, locale, readingDate }), locale)
      const year = Number(birth.date.slice(0, 4)) + 10 + i * 9
      expectInLocale('yearly', await rest('/api/v1/yearly', { ...birth, locale, year }), locale)
    }
    expectInLocale('solar-terms', await rest('/api/v1/solar-terms', { year: 1950 + people.length, city: 'Taipei', locale }), locale)
    const reverse = {
      pillars: { year: '甲辰', month: '丙寅', day: '戊戌', hour: '甲寅' },
      latitude: 25.03,
      longitude: 121.56,
      fromYear: 2020,
      toYear: 2030,
      locale,
    }
    expectInLocale('reverse', await rest('/api/v1/bazi/reverse', reverse), locale)
    const select = {
      from: '2026-03-01',
      to: '2026-03-31',
      activities: ['weddings', 'moving-house'],
      match: 'any',
      person: strip(people[0]!),
      locale,
    }
    expectInLocale('almanac-select', await rest('/api/v1/almanac/select', select), locale)
  }, 120_000)

  it('REST: number energy and tarot', async () => {
    const next = random(locale.length)
    for (let i = 0; i < 8; i++) {
      const phone = String(Math.floor(next() * 1e11)).padStart(11, '1')
      expectInLocale('number-energy', await rest('/api/v1/number-energy', { phone, locale, includeAi: true }), locale)
      const card = { cardId: Math.floor(next() * 78), reversed: next() < 0.5, question: QUESTION[locale], locale }
      expectInLocale('tarot', await rest('/api/v1/tarot', card), locale)
    }
  }, 60_000)

  it('REST: name analysis in the three schools, with and without a birth', async () => {
    // The name's own characters (as sent, the form counted, the radical) are the name, not text of the locale.
    const nameKeys = new Set([...CODE_KEYS, 'character', 'form', 'alternatives', 'surname', 'givenName', 'syllable', 'initial'])
    const expectName = (what: string, answer: unknown) => {
      const foreign = foreignTextsOf(answer, locale, { skipKeys: nameKeys })
      expect({ what, foreign: foreign.slice(0, 8) }).toEqual({ what, foreign: [] })
      expect({ what, unfilled: JSON.stringify(answer).match(UNFILLED_HOLE)?.[0] ?? null }).toEqual({ what, unfilled: null })
    }
    const names = [
      { name: '陈小明', school: 'chinese' },
      { name: '歐陽娜娜', school: 'chinese' },
      { surname: '佐藤', givenName: 'さくら', school: 'japanese' },
      { surname: '西野', givenName: '七海', school: 'japanese' },
      { surname: '金', givenName: '民俊', school: 'korean', hangul: '김민준' },
    ]
    for (const [i, body] of names.entries()) {
      expectName(`name ${i}`, await rest('/api/v1/name', { ...body, locale }))
      const birth = strip(people[i % people.length]!)
      expectName(`name ${i} with birth`, await rest('/api/v1/name', { ...body, birth, locale }))
    }
  }, 60_000)

  it('REST: moon blocks, three-card tarot and fortune sticks', async () => {
    for (const throws of [1, 2, 3]) {
      expectInLocale('moon-blocks', await rest('/api/v1/moon-blocks', { throws, question: QUESTION[locale], locale }), locale)
    }
    for (const spread of [
      'past-present-future',
      'situation-action-outcome',
      'mind-body-spirit',
      'you-partner-relationship',
      'option-a-option-b-advice',
    ]) {
      expectInLocale('three-card', await rest('/api/v1/tarot/three-card', { spread, question: QUESTION[locale], locale }), locale)
    }
    for (const confirm of ['three-holy', 'one-holy', 'none']) {
      const answer = await rest('/api/v1/fortune-stick', { confirm, question: QUESTION[locale], locale })
      expectInLocale('fortune-stick', withoutQuotedPoem(answer), locale)
    }
    for (const stick of [1, 50, 56, 77, 100])
      expectInLocale('fortune-stick', withoutQuotedPoem(await rest('/api/v1/fortune-stick', { stick, locale })), locale)
  }, 60_000)

  it('MCP: every tool at every detail level', async () => {
    for (const [i, birth] of people.entries()) {
      const args = { ...asTool(birth), locale }
      for (const detail of ['summary', 'full']) {
        expectInLocale(`chart ${detail}`, await tool(publicClient, 'calculate_bazi_chart', { ...args, detail }), locale)
        if (birth.time && (birth.city || birth.latitude !== undefined))
          expectInLocale(
            `guidance ${detail}`,
            await tool(publicClient, 'get_daily_bazi_guidance', { ...args, detail, reading_date: `2026-0${1 + (i % 9)}-10` }),
            locale,
          )
        if (birth.time) expectInLocale(`ziwei ${detail}`, await tool(publicClient, 'calculate_ziwei_chart', { ...args, detail }), locale)
      }
      expectInLocale('almanac', await tool(publicClient, 'get_daily_almanac', { date: birth.date, locale }), locale)
      const pair = { person1: asTool(strip(birth)), person2: asTool(strip(people[(i + 3) % people.length]!)), locale }
      expectInLocale('compatibility', await tool(readingsClient, 'calculate_bazi_compatibility', pair), locale)
      expectInLocale('tarot', await tool(readingsClient, 'draw_tarot_card', { cardId: (i * 11) % 78, locale }), locale)
      expectInLocale('number energy', await tool(readingsClient, 'analyze_number_energy', { phone: `1391234${5600 + i}`, locale }), locale)
    }
  }, 120_000)
})

/** A compatibility person: the birth details without the chart options. */
function strip(birth: Record<string, unknown>) {
  const { sex: _sex, ...person } = birth
  return person
}
