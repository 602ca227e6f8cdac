/**
 * Number energy and compatibility in every locale, through the real entry points (REST `app.handle`
 * and the MCP client on /mcp/readings), over seeded inputs: phone numbers of 6-15 digits with and
 * without country codes, with and without the personal fields; pairs of births with and without a
 * time or a place. Every answer validates against its published schema (the OpenAPI 200 body for
 * REST, the tool's `outputSchema` for MCP) and holds no text in another language
 * (`test/support/locale-text.ts`). Then a test per tricky term.
 *
 * The compatibility answer embeds both charts, whose words are the chart area's; they are checked
 * here too, as part of the answer a reader gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { Client } from '@modelcontextprotocol/client'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { foreignTextIn, foreignTextsOf } from '../support/locale-text'
import { seededRandom as random } from '../support/seeded-random'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z') })
const key = t.createKey(1_000_000, 'readings-locales')
let client: Client
const ajv = new Ajv2020({ strict: false, allErrors: true })
const rest = new Map<string, ReturnType<Ajv2020['compile']>>()
const tools = new Map<string, ReturnType<Ajv2020['compile']>>()

beforeAll(async () => {
  const document = (await (await t.handle('/openapi.json')).json()) as any
  for (const path of ['/api/v1/number-energy', '/api/v1/compatibility'])
    rest.set(path, ajv.compile(document.paths[path].post.responses['200'].content['application/json'].schema))
  client = await t.mcpClient('/mcp/readings', key)
  for (const tool of (await client.listTools()).tools) tools.set(tool.name, ajv.compile(tool.outputSchema as object))
})
afterAll(async () => {
  await client?.close()
  await t.close()
})

const seedOf = (locale: Locale) => [...locale].reduce((s, c) => s * 31 + c.charCodeAt(0), 7)

const COUNTRY_CODES = ['86', '1', '81', '82', '84', '852', '886', '44']
const STEMS = '甲乙丙丁戊己庚辛壬癸'

/** Phone requests: 6-15 digits, formatted or not, with a country code in the number, in the request, both or neither. */
function phoneRequests(locale: Locale, count: number) {
  const next = random(seedOf(locale))
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!
  return Array.from({ length: count }, (_, i) => {
    const length = 6 + Math.floor(next() * 10)
    const digits = Array.from({ length }, () => Math.floor(next() * 10)).join('')
    const code = pick(COUNTRY_CODES)
    const variant = i % 4
    const inNumber = variant === 0 || variant === 1
    const phone = inNumber && length + code.length <= 15 ? `+${code} ${digits.slice(0, 3)}-${digits.slice(3)}` : digits
    return {
      phone,
      ...(variant === 0 || variant === 2 ? { countryCode: `+${code}` } : {}),
      ...(i % 3 === 0 ? { dayMasterGan: pick([...STEMS]) } : {}),
      ...(i % 3 === 1 ? { birthYear: 1930 + Math.floor(next() * 90), sex: pick(['male', 'female'] as const) } : {}),
      ...(i % 5 === 2 ? { birthYear: 1990 } : {}),
    }
  })
}

const PLACES = [{ city: 'Beijing' }, { latitude: 25.03, longitude: 121.56, timezone: 8 }, { city: 'Tokyo' }, {}, { city: 'Hanoi' }]
/** Pairs of births: dates 1930-2019, a time four times out of five, a place or none. */
function birthPairs(locale: Locale, count: number) {
  const next = random(seedOf(locale) + 1)
  const pad = (n: number) => String(n).padStart(2, '0')
  const birth = (i: number) => ({
    date: `${1930 + Math.floor(next() * 90)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
    ...(i % 5 === 4 ? {} : { time: `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}` }),
    ...PLACES[i % PLACES.length],
  })
  return Array.from({ length: count }, (_, i) => ({ person1: birth(i), person2: birth(i + 2) }))
}
const asToolPerson = ({ date, time, city, ...rest }: Record<string, unknown>) => ({
  birth_date: date,
  ...(time ? { birth_time: time } : {}),
  ...(city ? { birth_city: city } : {}),
  ...rest,
})

async function restAnswer(path: string, body: Record<string, unknown>) {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  expect({ path, body, status: res.status }).toEqual({ path, body, status: 200 })
  const validate = rest.get(path)!
  expect({ body, errors: validate(json) ? null : validate.errors?.slice(0, 3) }).toEqual({ body, errors: null })
  return json
}
async function toolAnswer(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as any
  expect({ args, error: result.isError ? result.content?.[0]?.text : null }).toEqual({ args, error: null })
  const validate = tools.get(name)!
  expect({ args, errors: validate(result.structuredContent) ? null : validate.errors?.slice(0, 3) }).toEqual({ args, errors: null })
  return result.structuredContent
}
/** The compatibility answer's own words, less the two charts. */
const ownWords = ({ person1: _1, person2: _2, ...rest }: Record<string, unknown>) => rest
/**
 * English the recorded zh answers hold and must keep (English and Chinese answers stay byte for byte what they were): the number
 * energy's formula and the "clamp(…)" of one compatibility rule. zh-TW and zh-HK have them in words.
 */
const RECORDED_IN_ZH = [/^method\.formula: English words /, /^method\.components\[4\]\.rule: English words clamp in /]
const expectInLocale = (what: unknown, answer: unknown, locale: Locale) => {
  const foreign = foreignTextsOf(answer, locale).filter((f) => locale !== 'zh' || !RECORDED_IN_ZH.some((r) => r.test(f)))
  expect({ what, foreign: foreign.slice(0, 6) }).toEqual({ what, foreign: [] })
}

describe.each(LOCALES.filter((l) => l !== 'en'))('readings in %s', (locale) => {
  it('number energy: REST and MCP over seeded phone numbers, schema-valid, every word in the locale', async () => {
    for (const request of phoneRequests(locale, 16)) {
      const body = await restAnswer('/api/v1/number-energy', { ...request, locale, includeAi: true })
      expect(body.locale).toBe(locale)
      expect(body.narrative).toMatchObject({ source: 'template', locale })
      expectInLocale(request, body, locale)
      const answer = await toolAnswer('analyze_number_energy', { ...request, locale })
      expectInLocale(request, answer, locale)
      // Both surfaces give the same analysis in the same words.
      const { narrative: _, ...withoutNarrative } = body
      expect(answer).toEqual(withoutNarrative)
    }
  }, 60_000)

  it('compatibility: REST and MCP over seeded pairs of births, schema-valid, every word in the locale', async () => {
    for (const pair of birthPairs(locale, 6)) {
      const body = await restAnswer('/api/v1/compatibility', { ...pair, locale, includeNarrative: true })
      expect(body.narrative).toMatchObject({ source: 'template', locale })
      expectInLocale(pair, body, locale)
      const args = { person1: asToolPerson(pair.person1), person2: asToolPerson(pair.person2), locale }
      const answer = await toolAnswer('calculate_bazi_compatibility', args)
      expectInLocale(pair, answer, locale)
      expect(answer.breakdown).toEqual(body.breakdown)
    }
  }, 60_000)
})

describe('tricky terms', () => {
  const energy = async (locale: string, request: Record<string, unknown>) =>
    (await (await t.post('/api/v1/number-energy', { ...request, locale, includeAi: true }, key)).json()) as any
  const compatibility = async (locale: string, person1: object, person2: object) =>
    (await (await t.post('/api/v1/compatibility', { person1, person2, locale, includeNarrative: true }, key)).json()) as any

  it('zh-TW and zh-HK name the stars in Traditional characters: 禍害 絕命 生氣 天醫', async () => {
    // 13 31 天医, 14 41 生气, 12 21 绝命, 17 71 祸害
    for (const locale of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-MO']) {
      const body = await energy(locale, { phone: '131412171' })
      expect(body.pairs.map((p: any) => p.star.name)).toEqual(['天醫', '天醫', '生氣', '生氣', '絕命', '絕命', '禍害', '禍害'])
    }
  })

  it('zh-TW keeps 凶 for the ill-omened (OpenCC alone writes 兇) and writes 沖 in a clash', async () => {
    // The trailing 0 hides the last 31 (天医): an auspicious star turned adverse.
    const body = await energy('zh-TW', { phone: '13131310' })
    expect(body.summary).toContain('凶')
    expect(body.narrative.text).toContain('吉星化凶')
    expect(JSON.stringify(body)).not.toContain('兇')
    // 辰 and 戌 clash: day pillars 庚辰 (1990-05-15) and 庚戌 (1992-08-02).
    const pair = await compatibility(
      'zh-TW',
      { date: '1990-05-15', time: '14:30', city: 'Beijing' },
      { date: '1992-08-02', time: '08:10', city: 'Shanghai' },
    )
    const dayBranch = pair.breakdown.find((c: any) => c.code === 'day-branch')
    expect(dayBranch.reason).toBe('夫妻宮（日支）辰、戌：六沖。')
    expect(JSON.stringify(ownWords(pair))).not.toMatch(/衝|无|冲/)
  })

  it('Japanese writes 生気, 絶命 and 六殺, 本命卦 and 東四命/西四命, and 印星 for the resource family', async () => {
    const body = await energy('ja', { phone: '14121629', dayMasterGan: '甲', birthYear: 1990, sex: 'male' })
    // 14 41 生气, 12 21 绝命, 16 六煞, 62 延年, 29 六煞
    expect(body.pairs.map((p: any) => p.star.name)).toEqual(['生気', '生気', '絶命', '絶命', '六殺', '延年', '六殺'])
    expect(body.personal.lifeTrigram.summary).toMatch(/^本命卦 \d（.卦、[東西]四命）/)
    expect(body.personal.dayMaster.elements.find((e: any) => e.relation === 'resource').relationLabel).toBe('印星（日主を生じる）')
  })

  it('Korean reads the stars and stems in hangul, with the particle the last syllable takes', async () => {
    const body = await energy('ko', { phone: '13131310', dayMasterGan: '丙' })
    expect(body.pairs[0].star.name).toBe('천의')
    expect(body.personal.dayMaster.elementLabel).toBe('병화')
    // 천의 ends open: 천의를; a closed syllable takes 을 (지혜를 나타냅니다 / 천의를 숨겨).
    expect(body.narrative.text).toContain('숫자 0이 천의를 숨겨')
    expect(body.narrative.text).toContain('지혜를 나타냅니다')
    const pair = await compatibility(
      'ko',
      { date: '1988-07-01', time: '12:00', city: 'Beijing' },
      { date: '1990-05-15', time: '14:30', city: 'Shanghai' },
    )
    // Day masters 丁 and 庚: 정화가 경금을 극합니다 (화 ends open → 가, 금 closed → 을).
    expect(pair.breakdown[0].reason).toMatch(/^[갑-힣]{2}[이가] [갑-힣]{2}[을를] (생|극)합니다/)
    const [, first, particle1, second, particle2] = pair.breakdown[0].reason.match(/^([갑-힣]{2})([이가]) ([갑-힣]{2})([을를])/)!
    const closed = (w: string) => (w.charCodeAt(w.length - 1) - 0xac00) % 28 !== 0
    expect(particle1).toBe(closed(first) ? '이' : '가')
    expect(particle2).toBe(closed(second) ? '을' : '를')
  })

  it('Vietnamese uses the Sino-Vietnamese terms: Thiên Y, Tuyệt Mệnh, Lục Xung, Mão as the cat', async () => {
    const body = await energy('vi', { phone: '13121312' })
    expect(body.pairs.map((p: any) => p.star.name)).toEqual([
      'Thiên Y',
      'Thiên Y',
      'Tuyệt Mệnh',
      'Tuyệt Mệnh',
      'Thiên Y',
      'Thiên Y',
      'Tuyệt Mệnh',
    ])
    const clash = await compatibility(
      'vi',
      { date: '1990-05-15', time: '14:30', city: 'Beijing' },
      { date: '1992-08-02', time: '08:10', city: 'Shanghai' },
    )
    expect(clash.breakdown.find((c: any) => c.code === 'day-branch').reason).toBe(
      'Ở cung phu thê (chi ngày), Thìn và Tuất tạo thành Lục Xung.',
    )
    // 1975 is 乙卯, the year of the cat in Vietnam.
    const cat = await compatibility('vi', { date: '1975-11-30' }, { date: '1979-01-01', time: '06:00', city: 'Guangzhou' })
    expect(cat.breakdown.find((c: any) => c.code === 'year-branch').reason).toContain('Mão (Mèo)')
  })

  it('refuses a bad phone, country code, day master or year in the locale', async () => {
    const refusals = [
      { phone: '12a45678' },
      { phone: '12345' },
      { phone: '13812345678', dayMasterGan: '子' },
      { phone: '13812345678', birthYear: 1700 },
    ]
    for (const locale of LOCALES) {
      for (const request of refusals) {
        const res = await t.post('/api/v1/number-energy', { ...request, locale, includeAi: false }, key)
        const { error } = (await res.json()) as any
        expect(res.status).toBe(400)
        // The request members keep their names in every locale.
        const words = error.message.replace(/\b(phone|countryCode|dayMasterGan|birthYear)\b/g, '')
        if (locale === 'en') expect(error.message).toMatch(/^(phone|dayMasterGan|birthYear) (must|contains) /)
        else expect({ locale, request, why: foreignTextIn(words, locale) }).toEqual({ locale, request, why: undefined })
      }
    }
    const ja = (await (await t.post('/api/v1/number-energy', { phone: '12345', locale: 'ja' }, key)).json()) as any
    expect(ja.error.message).toBe('phone は空白・ハイフン・ピリオド・括弧を除いて 6〜15 桁にしてください（いまは 5 桁）。')
    const zh = (await (await t.post('/api/v1/number-energy', { phone: '12345', locale: 'zh' }, key)).json()) as any
    expect(zh.error.message).toBe('phone 去掉空格、连字符、点和括号后须为 6 至 15 位数字；现为 5 位。')
    const tw = (await (await t.post('/api/v1/number-energy', { phone: '12345', locale: 'zh-TW' }, key)).json()) as any
    expect(tw.error.message).toBe('phone 去掉空格、連字元、點和括號後須為 6 至 15 位數字；現為 5 位。')
  })

  it('the method and the formula are in the locale, the zh formula still the recorded English one', async () => {
    expect((await energy('ja', { phone: '13812345678' })).method.formula).toStartWith('スコア = 50 + 50 × Σ 点数')
    expect((await energy('zh-TW', { phone: '13812345678' })).method.formula).toStartWith('得分 = 四捨五入(')
    expect((await energy('zh', { phone: '13812345678' })).method.formula).toStartWith('score = round(')
    const ko = await compatibility('ko', { date: '1990-05-15' }, { date: '1992-08-02' })
    expect(ko.method.components.find((c: any) => c.code === 'element-complementarity').rule).not.toContain('clamp')
  })
})
