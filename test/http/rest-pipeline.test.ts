/**
 * The REST pipeline through the real app: key handling, body handling, validation messages and
 * routing, for every REST operation of the spec.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'

const t = createTestApp()
const key = t.createKey()
afterAll(() => t.close())

/** A valid body per route, so each auth/body check below isolates one failure. */
const VALID: Record<string, unknown> = {
  '/api/v1/bazi': { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4 },
  '/api/v1/daily': { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4, readingDate: '2026-11-21' },
  '/api/v1/number-energy': { phone: '13812345678' },
  '/api/v1/tarot': { cardId: 3, reversed: false },
  '/api/v1/compatibility': { person1: { date: '1990-05-15' }, person2: { date: '1991-06-16' } },
  '/api/v1/kids': { childName: 'Mei', date: '2018-03-01', parentDayMaster: '甲' },
  '/api/v1/face': { image: 'aGVsbG8=', mimeType: 'image/png' },
  '/api/v1/aura': { image: 'aGVsbG8=', mimeType: 'image/png' },
  '/api/v1/couple-face': { image: 'aGVsbG8=', mimeType: 'image/png' },
}
const ROUTES = Object.keys(VALID)

const errorOf = async (res: Response) => {
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = (await res.json()) as { error: { code: string; message: string; details?: any } }
  expect(typeof body.error.message).toBe('string')
  expect(body.error.message.length).toBeGreaterThan(10)
  return body.error
}

describe.each(ROUTES)('%s', (path) => {
  it('refuses a missing key with 401, WWW-Authenticate and a reconnect message', async () => {
    const res = await t.post(path, VALID[path])
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toStartWith('Bearer')
    const error = await errorOf(res)
    expect(error.code).toBe('UNAUTHORIZED')
    expect(error.message).toMatch(/reconnect/i)
  })

  it('refuses malformed, unknown and near-miss keys with 401', async () => {
    for (const authorization of ['Basic abc', 'Bearer', `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, 'Bearer bz_short']) {
      const res = await t.handle(path, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(VALID[path]),
      })
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED')
    }
  })

  it('refuses a key in the URL with 400, even with a valid header', async () => {
    for (const param of ['key', 'api_key', 'apikey', 'access_token']) {
      const res = await t.post(`${path}?${param}=${key}`, VALID[path], key)
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('KEY_IN_URL')
      expect(error.message).not.toContain(key)
    }
  })

  it('accepts the informational `source` query parameter', async () => {
    const res = await t.post(`${path}?source=test-suite`, { ...(VALID[path] as object), unexpected: 1 }, key)
    expect(res.status).toBe(400)
    // Only the body member is refused; the query parameter is not mentioned.
    const paths = (await errorOf(res)).details.errors.map((e: any) => e.path)
    expect(paths).toContain('/unexpected')
    expect(paths.join()).not.toContain('source')
  })

  it('holds `source` to its published maxLength: 100 characters pass, 101 are refused with 400 naming it, uncounted', async () => {
    const document = (await (await t.handle('/openapi.json')).json()) as any
    const published = document.paths[path].post.parameters.find((p: any) => p.name === 'source').schema.maxLength
    expect(published).toBe(100)
    const ok = await t.post(`${path}?source=${'字'.repeat(published)}`, { ...(VALID[path] as object), unexpected: 1 }, key)
    const okPaths = (await errorOf(ok)).details.errors.map((e: any) => e.path)
    expect(okPaths).toContain('/unexpected')
    expect(okPaths.join()).not.toContain('source')
    const long = await t.post(`${path}?source=${'a'.repeat(published + 1)}`, VALID[path] as object, key)
    expect(long.status).toBe(400)
    const error = await errorOf(long)
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('"source"')
    expect(error.message).toContain('at most 100')
    expect(long.headers.get('ratelimit-remaining')).toBeNull()
  })

  it('gives wrong content type, malformed JSON, an empty and an oversized body their own errors', async () => {
    const wrongType = await t.handle(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: JSON.stringify(VALID[path]),
    })
    expect(wrongType.status).toBe(415)
    expect((await errorOf(wrongType)).code).toBe('UNSUPPORTED_MEDIA_TYPE')

    const malformed = await t.post(path, '{"date": "1990-05-15",', key)
    expect(malformed.status).toBe(400)
    const malformedError = await errorOf(malformed)
    expect(malformedError.code).toBe('INVALID_REQUEST')
    expect(malformedError.message).toMatch(/not valid JSON/)

    const empty = await t.post(path, '', key)
    expect(empty.status).toBe(400)
    expect((await errorOf(empty)).message).toMatch(/empty/)

    const huge = await t.post(path, JSON.stringify({ pad: 'x'.repeat(13 * 1024 * 1024) }), key)
    expect(huge.status).toBe(413)
    expect((await errorOf(huge)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses non-object bodies and unknown members with 400 naming the field', async () => {
    for (const body of ['[]', '42', '"text"', 'null']) {
      const res = await t.post(path, body, key)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('INVALID_REQUEST')
    }
    const res = await t.post(path, { ...(VALID[path] as object), __proto__: { polluted: true }, colour: 'red' }, key)
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.details.errors.map((e: any) => e.path)).toContain('/colour')
    expect(({} as any).polluted).toBeUndefined()
  })

  it('answers other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await t.handle(path, { method, headers: { authorization: `Bearer ${key}` } })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect((await errorOf(res)).code).toBe('METHOD_NOT_ALLOWED')
    }
  })
})

describe('validation messages name the failing field and the rule', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['/api/v1/bazi', { time: '12:00' }, '/date', /required/],
    ['/api/v1/bazi', { date: '1990-5-15' }, '/date', /format/],
    ['/api/v1/bazi', { date: '1990-05-15', time: '24:00' }, '/time', /HH:MM/],
    ['/api/v1/bazi', { date: '1990-05-15', time: '23:60' }, '/time', /HH:MM/],
    ['/api/v1/bazi', { date: '1990-05-15', latitude: 90.0001 }, '/latitude', /-90 to 90/],
    ['/api/v1/bazi', { date: '1990-05-15', longitude: -180.5 }, '/longitude', /-180 to 180/],
    ['/api/v1/bazi', { date: '1990-05-15', timezone: 14.5 }, '/timezone', /-12 to 14/],
    ['/api/v1/bazi', { date: '1990-05-15', timezone: -12.01 }, '/timezone', /-12 to 14/],
    ['/api/v1/bazi', { date: '1990-05-15', city: 'x'.repeat(101) }, '/city', /100 characters/],
    ['/api/v1/bazi', { date: '1990-05-15', includeDaily: 'yes' }, '/includeDaily', /boolean/],
    ['/api/v1/bazi', { date: '1990-05-15', latitude: '39.9' }, '/latitude', /number/],
    ['/api/v1/daily', { date: '1990-05-15', locale: 'fr' }, '/locale', /"en", "zh"/],
    ['/api/v1/daily', { date: '1990-05-15', model: 'gpt' }, '/model', /"openai", "deepseek"/],
    ['/api/v1/tarot', { cardId: 78 }, '/cardId', /0 to 77/],
    ['/api/v1/tarot', { cardId: -1 }, '/cardId', /0 to 77/],
    ['/api/v1/tarot', { cardId: 1.5 }, '/cardId', /integer/],
    ['/api/v1/tarot', { cardId: '3' }, '/cardId', /integer/],
    ['/api/v1/tarot', { question: 'q'.repeat(501) }, '/question', /500 characters/],
    ['/api/v1/number-energy', {}, '/phone', /required/],
    ['/api/v1/number-energy', { phone: '13812345678', dayMasterGan: '甲木火' }, '/dayMasterGan', /2 characters/],
    ['/api/v1/number-energy', { phone: '13812345678', birthYear: 1990.5 }, '/birthYear', /integer/],
    ['/api/v1/number-energy', { phone: '13812345678', sex: 'other' }, '/sex', /"male", "female"/],
    ['/api/v1/compatibility', { person1: { date: '1990-05-15' } }, '/person2', /required/],
    [
      '/api/v1/compatibility',
      { person1: { date: '1990-05-15', name: 'A' }, person2: { date: '1991-06-16' } },
      '/person1/name',
      /not an allowed member/,
    ],
    ['/api/v1/compatibility', { person1: { time: '10:00' }, person2: { date: '1991-06-16' } }, '/person1/date', /required/],
    ['/api/v1/kids', { childName: '', date: '2018-03-01' }, '/childName', /at least 1 character/],
    ['/api/v1/kids', { childName: 'x'.repeat(51), date: '2018-03-01' }, '/childName', /50 characters/],
    ['/api/v1/kids', { childName: 'Mei', date: '2018-03-01', parentDayMaster: '甲木木' }, '/parentDayMaster', /2 characters/],
    ['/api/v1/face', { image: 'aGVsbG8=', mimeType: 'image/gif' }, '/mimeType', /"image\/jpeg", "image\/png", "image\/webp"/],
    ['/api/v1/aura', { mimeType: 'image/png' }, '/image', /required/],
    ['/api/v1/couple-face', { image: 'aGVsbG8=', mimeType: 'image/png', imageA: 'aGVsbG8=' }, '', /exactly one form/],
    ['/api/v1/couple-face', {}, '', /exactly one form/],
    ['/api/v1/couple-face', { imageA: 'aGVsbG8=', mimeA: 'image/png', imageB: 'aGVsbG8=' }, '', /exactly one form/],
  ]
  it.each(cases)('%s %j', async (path, body, field, rule) => {
    const res = await t.post(path, body, key)
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.details.errors.some((e: any) => e.path === field && rule.test(e.message))).toBe(true)
    expect(error.message).toMatch(rule)
  })
})

describe('routing', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const res = await t.handle('/api/v1/nothing-here', { method: 'POST' })
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('NOT_FOUND')
  })

  it('serves a health check without a key', async () => {
    const res = await t.handle('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', version: expect.any(String), database: 'ok', schemaVersion: '2026-08-20' })
  })
})

describe('cheaper failures: a request the calculation refuses is not metered', () => {
  // Each of these passes the schema; the calculation refuses it. With a key whose account has no
  // calls left, only a 400 proves the quota was never consulted (a quota check first would be 429).
  const REFUSED: [string, unknown, string][] = [
    ['/api/v1/bazi', { date: '1990-02-30', time: '14:30', latitude: 39.9, longitude: 116.4 }, 'INVALID_DATE'],
    ['/api/v1/bazi', { date: '2023-02-29' }, 'INVALID_DATE'],
    ['/api/v1/daily', { date: '1990-02-30', readingDate: '2026-11-21' }, 'INVALID_DATE'],
    ['/api/v1/compatibility', { person1: { date: '1990-05-15' }, person2: { date: '1991-02-29' } }, 'INVALID_DATE'],
    ['/api/v1/face', { image: 'aGVsbG8=', mimeType: 'image/png' }, 'IMAGE_TYPE_MISMATCH'],
  ]
  const spent = t.createKey(0)

  for (const [path, body, code] of REFUSED) {
    it(`${path} ${JSON.stringify(body).slice(0, 60)} → 400 ${code}, not 429, with no quota figures`, async () => {
      const res = await t.post(path, body, spent)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe(code)
      expect(res.headers.get('ratelimit-remaining')).toBeNull()
    })
  }

  it('the same valid request is refused with 429 at the limit (the refusals above were not luck)', async () => {
    const res = await t.post('/api/v1/bazi', VALID['/api/v1/bazi'], spent)
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('QUOTA_EXCEEDED')
  })

  it('a refused request leaves the count where it was; a valid one counts once', async () => {
    const limited = t.createKey(3, 'cheap-failures')
    for (const [path, body] of REFUSED) expect((await t.post(path, body, limited)).status).toBe(400)
    const ok = await t.post('/api/v1/bazi', VALID['/api/v1/bazi'], limited)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('ratelimit-remaining')).toBe('2')
    expect(t.store.usage(new Date('2026-11-21T12:00:00Z').toISOString().slice(0, 10), 'cheap-failures')[0].used).toBe(1)
  })
})
