/**
 * Golden responses: a fixed set of requests through the real app (REST, MCP, errors, schema
 * documents) compared with the answers recorded in `test/fixtures/golden/`. It pins behaviour
 * across refactors that must not change it.
 *
 * - Response bodies (status, content type, body text) are compared byte for byte, except an error's
 *   `requestId`, which is new on every request.
 * - Schema documents (`/openapi.json`, `tools/list`) are compared after resolving local `$ref`s, so
 *   defining a shared shape once under `$defs` is not a change of behaviour.
 *
 * After an intended change of behaviour, re-record with `UPDATE_GOLDEN=1 bun test test/golden` and
 * review the diff of the fixtures like code.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTestApp } from '../support/app'
import { fakeImage } from '../support/image-fixtures'

const GOLDEN_DIR = join(import.meta.dir, '../fixtures/golden')
const UPDATE = process.env.UPDATE_GOLDEN === '1'

const t = createTestApp()
const key = t.createKey(100_000, 'golden')
afterAll(() => t.close())

const BIRTH = { date: '1988-07-01', time: '12:00', city: 'Beijing' }
const PERSON2 = { date: '1990-03-15', time: '08:30', latitude: 31.23, longitude: 121.47, timezone: 8 }

type Case = {
  name: string
  method?: 'GET' | 'POST'
  path: string
  body?: unknown
  auth?: boolean
  headers?: Record<string, string>
  schema?: boolean
}

const rest = (name: string, path: string, body: unknown, extra: Partial<Case> = {}): Case => ({ name, path, body, auth: true, ...extra })
const rpc = (name: string, path: '/mcp' | '/mcp/readings', method: string, params: unknown, extra: Partial<Case> = {}): Case => ({
  name,
  path,
  body: { jsonrpc: '2.0', id: 1, method, params },
  auth: path === '/mcp/readings',
  headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
  ...extra,
})
const tool = (name: string, path: '/mcp' | '/mcp/readings', toolName: string, args: unknown) =>
  rpc(name, path, 'tools/call', { name: toolName, arguments: args })

const CASES: Case[] = [
  // REST: every operation, with the options that change its answer.
  rest('bazi-full', '/api/v1/bazi', { ...BIRTH, sex: 'female', locale: 'en', readingDate: '2026-11-21' }),
  rest('bazi-zh-same-day-lmt', '/api/v1/bazi', {
    date: '1990-05-15',
    time: '23:30',
    city: 'Urumqi',
    sex: 'male',
    locale: 'zh',
    ziHour: 'same-day',
    trueSolarTime: false,
    readingDate: '2026-11-21',
  }),
  rest('bazi-no-time', '/api/v1/bazi', { date: '2001-02-04', locale: 'en' }),
  rest('bazi-coordinates-daily', '/api/v1/bazi', {
    date: '1986-06-01',
    time: '01:30',
    latitude: 39.9,
    longitude: 116.4,
    includeDaily: true,
    readingDate: '2026-11-21',
  }),
  rest('bazi-near-term', '/api/v1/bazi', { date: '2024-02-04', time: '16:27', city: 'Shanghai', sex: 'male' }),
  rest('daily', '/api/v1/daily', { ...BIRTH, locale: 'en', readingDate: '2026-11-21' }),
  rest('daily-zh', '/api/v1/daily', { ...PERSON2, locale: 'zh', readingDate: '2025-05-07' }),
  rest('yearly', '/api/v1/yearly', { ...BIRTH, sex: 'male', year: 2026, locale: 'en' }),
  rest('yearly-zh-no-time', '/api/v1/yearly', { date: '1984-02-04', city: 'Hong Kong', sex: 'female', year: 2031, locale: 'zh' }),
  rest('kids', '/api/v1/kids', { childName: 'Mei', ...BIRTH, parentDayMaster: '甲', locale: 'en' }),
  rest('compatibility', '/api/v1/compatibility', { person1: BIRTH, person2: PERSON2, locale: 'en', includeNarrative: true }),
  rest('compatibility-zh', '/api/v1/compatibility', {
    person1: { date: '1975-11-30' },
    person2: { date: '1979-01-01', time: '06:00', city: 'Guangzhou' },
    locale: 'zh',
    includeNarrative: false,
  }),
  rest('number-energy', '/api/v1/number-energy', {
    phone: '138-1234-5678',
    countryCode: '+86',
    includeAi: false,
    dayMasterGan: '甲',
    birthYear: 1990,
    sex: 'female',
  }),
  rest('number-energy-template', '/api/v1/number-energy', { phone: '13912345608', locale: 'zh', includeAi: true }),
  rest('name', '/api/v1/name', {
    surname: '欧阳',
    givenName: '娜娜',
    locale: 'zh',
    birth: { date: '1990-05-15', time: '14:30', city: 'Beijing' },
  }),
  rest('name-korean', '/api/v1/name', { surname: '金', givenName: '民俊', school: 'korean', hangul: '김민준', locale: 'ko' }),
  rest('tarot', '/api/v1/tarot', { cardId: 17, reversed: true, question: 'What should I focus on?', locale: 'en' }),
  rest('tarot-zh', '/api/v1/tarot', { cardId: 40, reversed: false, locale: 'zh' }),
  rest('tarot-three-card', '/api/v1/tarot/three-card', {
    spread: 'situation-action-outcome',
    cards: [
      { cardId: 9, reversed: false },
      { cardId: 50, reversed: true },
      { cardId: 64, reversed: false },
    ],
    question: 'How should I handle the new project?',
    locale: 'en',
  }),
  rest('tarot-three-card-ko', '/api/v1/tarot/three-card', {
    spread: 'you-partner-relationship',
    cards: [
      { cardId: 6, reversed: false },
      { cardId: 37, reversed: true },
      { cardId: 38, reversed: false },
    ],
    locale: 'ko',
  }),
  rest('fortune-stick-fixed', '/api/v1/fortune-stick', { stick: 62, question: 'How will the new job go?', locale: 'en' }),
  rest('fortune-stick-fixed-zh-tw', '/api/v1/fortune-stick', { stick: 13, locale: 'zh-TW' }),
  rest('error-fortune-stick-confirm', '/api/v1/fortune-stick', { stick: 13, confirm: 'three-holy', locale: 'ja' }),
  rest('error-three-card-duplicate', '/api/v1/tarot/three-card', {
    cards: [
      { cardId: 1, reversed: false },
      { cardId: 1, reversed: true },
      { cardId: 2, reversed: false },
    ],
    locale: 'zh',
  }),
  rest('error-moon-blocks-throws', '/api/v1/moon-blocks', { throws: 4 }),
  rest('face-no-model', '/api/v1/face', { image: fakeImage('image/png'), mimeType: 'image/png' }),
  rest('aura-no-model', '/api/v1/aura', { image: fakeImage('image/jpeg'), mimeType: 'image/jpeg' }),
  rest('couple-face-no-model', '/api/v1/couple-face', { image: fakeImage('image/webp'), mimeType: 'image/webp' }),
  rest('ziwei', '/api/v1/ziwei', { ...BIRTH, sex: 'female', locale: 'zh', readingDate: '2026-11-21' }),
  rest('ziwei-no-sex-leap', '/api/v1/ziwei', {
    date: '2023-04-10',
    time: '23:30',
    city: 'Urumqi',
    locale: 'en',
    leapMonth: 'current',
    yearStart: 'spring-begins',
  }),
  // Practitioner tools.
  rest('bazi-hour-candidates', '/api/v1/bazi', { date: '2000-08-16', city: 'Urumqi', hourCandidates: true }),
  rest('bazi-reverse', '/api/v1/bazi/reverse', {
    pillars: { year: '甲辰', month: '丙寅', day: '戊戌', hour: '甲寅' },
    latitude: 40.7128,
    longitude: -74.006,
    fromYear: 2020,
    toYear: 2030,
  }),
  rest('solar-terms-zh', '/api/v1/solar-terms', { year: 1988, city: 'Beijing', locale: 'zh' }),
  rest('almanac-select', '/api/v1/almanac/select', {
    from: '2026-01-01',
    to: '2026-01-31',
    activities: ['weddings', 'moving-house'],
    match: 'any',
    person: BIRTH,
  }),
  // REST errors.
  rest('error-impossible-date', '/api/v1/bazi', { date: '1990-02-30' }),
  rest('error-malformed-json', '/api/v1/bazi', '{"date":'),
  rest('error-schema', '/api/v1/bazi', { date: '1990/01/01', time: '25:00', extra: 1 }),
  rest('error-out-of-range', '/api/v1/bazi', { date: '1700-01-01' }),
  rest('error-unknown-city', '/api/v1/bazi', { date: '1990-01-01', time: '10:00', city: 'Nowhereville Xyz' }),
  rest('error-ambiguous-city', '/api/v1/bazi', { date: '1990-01-01', time: '10:00', city: 'Springfield' }),
  rest('error-no-key', '/api/v1/bazi', BIRTH, { auth: false }),
  rest('error-key-in-url', '/api/v1/bazi?api_key=bz_abc', BIRTH),
  rest('error-bad-tarot', '/api/v1/tarot', { cardId: 78 }),
  rest('error-bad-phone', '/api/v1/number-energy', { phone: 'abc' }),
  rest('error-name-unknown-character', '/api/v1/name', { surname: '王', givenName: '𠀀' }),
  rest('error-reverse-five-tigers', '/api/v1/bazi/reverse', { pillars: { year: '甲辰', month: '戊寅', day: '戊戌' }, city: 'Beijing' }),
  { name: 'error-method', method: 'GET', path: '/api/v1/bazi', auth: true },
  { name: 'error-not-found', method: 'GET', path: '/api/v1/nothing-here' },
  // MCP, public and keyed.
  rpc('mcp-public-list', '/mcp', 'tools/list', {}, { schema: true }),
  rpc('mcp-readings-list', '/mcp/readings', 'tools/list', {}, { schema: true }),
  tool('mcp-chart', '/mcp', 'calculate_bazi_chart', {
    birth_date: '1988-07-01',
    birth_time: '12:00',
    birth_city: 'Beijing',
    sex: 'female',
    reading_date: '2026-11-21',
  }),
  tool('mcp-chart-zh', '/mcp', 'calculate_bazi_chart', {
    birth_date: '1990-05-15',
    birth_time: '23:30',
    latitude: 43.8,
    longitude: 87.6,
    timezone: 8,
    locale: 'zh',
    zi_hour: 'same-day',
  }),
  tool('mcp-almanac', '/mcp', 'get_daily_almanac', { date: '2025-05-07' }),
  tool('mcp-almanac-zh', '/mcp', 'get_daily_almanac', { date: '2026-02-17', locale: 'zh' }),
  tool('mcp-guidance', '/mcp', 'get_daily_bazi_guidance', {
    birth_date: '1988-07-01',
    birth_time: '12:00',
    birth_city: 'Beijing',
    reading_date: '2026-11-21',
  }),
  tool('mcp-guidance-sex', '/mcp', 'get_daily_bazi_guidance', {
    birth_date: '1992-12-12',
    birth_time: '06:45',
    birth_city: 'Chengdu',
    reading_date: '2026-11-21',
    sex: 'male',
    locale: 'zh',
  }),
  tool('mcp-error-date', '/mcp', 'calculate_bazi_chart', { birth_date: '1990-02-30' }),
  tool('mcp-error-schema', '/mcp', 'get_daily_almanac', { date: 'tomorrow' }),
  tool('mcp-compatibility', '/mcp/readings', 'calculate_bazi_compatibility', { person1: BIRTH, person2: { date: '1990-03-15' } }),
  tool('mcp-tarot', '/mcp/readings', 'draw_tarot_card', { cardId: 5, reversed: false }),
  tool('mcp-number-energy', '/mcp/readings', 'analyze_number_energy', { phone: '13812345678' }),
  { name: 'openapi', method: 'GET', path: '/openapi.json', schema: true },
]

/** Inlines local `$ref`s (`#/$defs/…`, `#/components/schemas/…`) and drops the definitions. */
function resolveRefs(node: unknown, root: any, depth = 0): unknown {
  if (depth > 64) throw new Error('reference cycle')
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, depth))
  if (!node || typeof node !== 'object') return node
  const obj = node as Record<string, unknown>
  const localRoot = obj.$defs ? obj : root
  if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/')) {
    const target = obj.$ref
      .slice(2)
      .split('/')
      .reduce((at: any, part) => at?.[part], obj.$ref.startsWith('#/$defs/') ? localRoot : root)
    if (target === undefined) throw new Error(`unresolved ${obj.$ref}`)
    const { $ref: _ref, ...rest } = obj
    return resolveRefs({ ...(target as object), ...rest }, root, depth + 1)
  }
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(obj)) {
    if (name === '$defs' || name === '$id') continue
    out[name] = resolveRefs(value, localRoot, depth)
  }
  return out
}

const sseData = (text: string): string =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .filter(Boolean)
    .pop() ?? text

async function answer(c: Case): Promise<{ status: number; contentType: string; body: string }> {
  const headers: Record<string, string> = { ...(c.headers ?? {}) }
  if (c.auth) headers.authorization = `Bearer ${key}`
  const method = c.method ?? 'POST'
  if (method === 'POST') headers['content-type'] = 'application/json'
  const res = await t.handle(c.path, {
    method,
    headers,
    body: method === 'POST' ? (typeof c.body === 'string' ? c.body : JSON.stringify(c.body)) : undefined,
  })
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0]
  let body = await res.text()
  if (c.schema) {
    const doc = JSON.parse(contentType === 'text/event-stream' ? sseData(body) : body)
    body = JSON.stringify(resolveRefs(doc, doc), null, 1)
  } else {
    body = body.replace(/,?"requestId":"[^"]*"/g, '')
  }
  // The transport framing (a JSON body or one SSE event) is not part of the pinned behaviour; the message is.
  const rpc = c.path.startsWith('/mcp') && (contentType === 'text/event-stream' || contentType === 'application/json')
  return {
    status: res.status,
    contentType: c.schema ? 'schema' : rpc ? 'rpc' : contentType,
    body: contentType === 'text/event-stream' && !c.schema ? sseData(body) : body,
  }
}

describe('golden responses', () => {
  if (UPDATE) mkdirSync(GOLDEN_DIR, { recursive: true })
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const got = await answer(c)
    const file = join(GOLDEN_DIR, `${c.name}.txt`)
    const recorded = `${got.status} ${got.contentType}\n${got.body}\n`
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`no golden answer for ${c.name}: record with UPDATE_GOLDEN=1`)
      writeFileSync(file, recorded)
      return
    }
    expect(recorded).toBe(readFileSync(file, 'utf8'))
  })
})
