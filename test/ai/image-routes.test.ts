/**
 * The image readings through the real REST routes (auth, body limits, validation, quota) with the
 * real narrator talking to the fake provider over loopback.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_IMAGE_BYTES } from '../../src/ai/images'
import { createNarrator } from '../../src/ai/narrator'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { AURA_READING, COUPLE_READING, FACE_READING, fakeImage } from '../support/image-fixtures'

const fake = startFakeOpenAI()
const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
const noVision = createTestApp()
afterAll(async () => {
  await t.close()
  await noVision.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

const jpeg = fakeImage('image/jpeg', 150, 'face-photo')
const png = fakeImage('image/png', 150, 'second-photo')
const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'))
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1

describe('POST /api/v1/face and /api/v1/aura', () => {
  it('a reading: 200, counted once, the image sent to the provider exactly once', async () => {
    const key = t.createKey()
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    const res = await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, key)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ locale: 'en', source: 'openai', reading: { elementType: { element: 'earth', label: 'Earth type' } } })
    expect(body.refusal).toBeUndefined()
    expect(remaining(res)).toBe(99)
    expect(fake.requests).toHaveLength(1)
    expect(occurrences(fake.requests[0].raw, jpeg)).toBe(1)
  })

  it('a refusal is a 200 with the reason, in the locale', async () => {
    const key = t.createKey()
    fake.script({ type: 'json', value: { reading: null, refusal: { reason: 'NO_FACE' } } })
    const res = await t.post('/api/v1/aura', { image: png, mimeType: 'image/png', locale: 'zh' }, key)
    expect(res.status).toBe(200)
    expect((await res.json()).refusal).toEqual({ reason: 'NO_FACE', message: '照片中没有找到人脸。请发送一张清晰的单人正面照。' })
  })

  it('aura reading in English', async () => {
    const key = t.createKey()
    fake.script({ type: 'json', value: { reading: AURA_READING, refusal: null } })
    const res = await t.post('/api/v1/aura', { image: jpeg, mimeType: 'image/jpeg' }, key)
    expect(res.status).toBe(200)
    expect((await res.json()).reading.energyLevel).toEqual({ level: 'high', label: 'High' })
  })

  it.each([
    [
      'a provider 500 (after the client retry)',
      [
        { type: 'status', status: 500 },
        { type: 'status', status: 500 },
      ],
      503,
      'MODEL_UNAVAILABLE',
    ],
    [
      'a provider 429',
      [
        { type: 'status', status: 429 },
        { type: 'status', status: 429 },
      ],
      503,
      'MODEL_UNAVAILABLE',
    ],
    [
      'malformed JSON twice',
      [
        { type: 'text', content: '{oops' },
        { type: 'text', content: '{oops' },
      ],
      503,
      'MODEL_UNAVAILABLE',
    ],
    ['a rejected provider key', [{ type: 'status', status: 401 }], 500, 'INTERNAL'],
  ] as const)('%s: %i %s and the call is not counted', async (_, replies, status, code) => {
    const key = t.createKey()
    fake.script(...(replies as unknown as never[]))
    const res = await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, key)
    expect(res.status).toBe(status)
    expect((await res.json()).error.code).toBe(code)
    expect(remaining(res)).toBe(100)
    // The refund is real: the next successful call is the first one counted.
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    expect(remaining(await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, key))).toBe(99)
  })

  it('a provider timeout: 503, not counted', async () => {
    const timeoutApp = createTestApp({ narrator: createNarrator(fakeAiConfig(fake, { timeoutMs: 100, maxRetries: 0 })) })
    try {
      const key = timeoutApp.createKey()
      fake.script({ type: 'hang', ms: 2_000 })
      const res = await timeoutApp.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, key)
      expect(res.status).toBe(503)
      expect((await res.json()).error.details.reason).toBe('TIMEOUT')
      expect(remaining(res)).toBe(100)
    } finally {
      await timeoutApp.close()
    }
  })

  it('no vision provider configured: 503 MODEL_UNAVAILABLE, not counted', async () => {
    const key = noVision.createKey(100, 'no-vision')
    const res = await noVision.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, key)
    expect(res.status).toBe(503)
    const body = await res.json()
    expect(body.error.code).toBe('MODEL_UNAVAILABLE')
    expect(body.error.message).toContain('vision')
    // Refused before admission (no model call was possible): no quota statement, no quota figures.
    expect(res.headers.get('ratelimit-remaining')).toBeNull()
    expect(noVision.store.usage('2026-11-21', 'no-vision')[0].used).toBe(0)
    // Retrying cannot help until the operator configures a model: no Retry-After.
    expect(body.error.details.reason).toBe('NOT_CONFIGURED')
    expect(res.headers.get('retry-after')).toBeNull()
  })

  it('a vision provider that fails for now: 503 MODEL_UNAVAILABLE with Retry-After', async () => {
    fake.script({ type: 'status', status: 503 }, { type: 'status', status: 503 })
    const res = await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg' }, t.createKey())
    expect(res.status).toBe(503)
    expect((await res.json()).error.details.reason).toBe('PROVIDER_ERROR')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('4 MiB decoded passes; one byte more is 400 IMAGE_TOO_LARGE, without a model call', async () => {
    const key = t.createKey()
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    const atLimit = await t.post('/api/v1/face', { image: fakeImage('image/jpeg', MAX_IMAGE_BYTES), mimeType: 'image/jpeg' }, key)
    expect(atLimit.status).toBe(200)
    const over = await t.post('/api/v1/face', { image: fakeImage('image/jpeg', MAX_IMAGE_BYTES + 1), mimeType: 'image/jpeg' }, key)
    expect(over.status).toBe(400)
    expect((await over.json()).error).toMatchObject({ code: 'IMAGE_TOO_LARGE', details: { field: 'image', bytes: MAX_IMAGE_BYTES + 1 } })
    expect(fake.requests).toHaveLength(1)
  })

  it('a signature that does not match mimeType: 400 IMAGE_TYPE_MISMATCH', async () => {
    const res = await t.post('/api/v1/face', { image: png, mimeType: 'image/webp' }, t.createKey())
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      code: 'IMAGE_TYPE_MISMATCH',
      details: { declared: 'image/webp', detected: 'image/png' },
    })
  })

  it('base64 with a line break: 400 INVALID_REQUEST naming the field', async () => {
    const res = await t.post('/api/v1/face', { image: `${jpeg.slice(0, 20)}\n${jpeg.slice(20)}`, mimeType: 'image/jpeg' }, t.createKey())
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'image' } })
    expect(fake.requests).toHaveLength(0)
  })

  it('a body beyond the image-route limit: 413 JSON error', async () => {
    const small = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)), config: { maxImageBodyBytes: 4_096 } })
    try {
      const res = await small.post('/api/v1/face', { image: fakeImage('image/jpeg', 8_000), mimeType: 'image/jpeg' }, small.createKey())
      expect(res.status).toBe(413)
      expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
    } finally {
      await small.close()
    }
  })
})

describe('POST /api/v1/couple-face', () => {
  it('form A (one group photo): reading of both people and their harmony', async () => {
    fake.script({ type: 'json', value: { reading: COUPLE_READING, refusal: null } })
    const res = await t.post('/api/v1/couple-face', { image: jpeg, mimeType: 'image/jpeg' }, t.createKey())
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.form).toBe('group')
    expect(body.reading.harmony).toMatchObject({ level: 'good', label: 'Good' })
    expect(occurrences(fake.requests[0].raw, jpeg)).toBe(1)
  })

  it('form B (two portraits): each image sent exactly once', async () => {
    fake.script({ type: 'json', value: { reading: null, refusal: { reason: 'MULTIPLE_FACES' } } })
    const res = await t.post(
      '/api/v1/couple-face',
      { imageA: jpeg, mimeA: 'image/jpeg', imageB: png, mimeB: 'image/png', locale: 'en' },
      t.createKey(),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ form: 'portraits', refusal: { reason: 'MULTIPLE_FACES' } })
    expect(occurrences(fake.requests[0].raw, jpeg)).toBe(1)
    expect(occurrences(fake.requests[0].raw, png)).toBe(1)
  })

  it.each([
    ['both forms', { image: jpeg, mimeType: 'image/jpeg', imageA: jpeg, mimeA: 'image/jpeg', imageB: png, mimeB: 'image/png' }],
    ['neither form', { locale: 'en' }],
    ['an incomplete form B', { imageA: jpeg, mimeA: 'image/jpeg' }],
  ])('%s: 400 saying which fields belong to which form, not counted', async (_, body) => {
    const key = t.createKey()
    const res = await t.post('/api/v1/couple-face', body, key)
    expect(res.status).toBe(400)
    const error = (await res.json()).error
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('`image` + `mimeType`')
    expect(error.message).toContain('`imageA` + `mimeA` + `imageB` + `mimeB`')
    expect(fake.requests).toHaveLength(0)
    // Rejected before metering: the next good call is the first one counted.
    fake.script({ type: 'json', value: { reading: COUPLE_READING, refusal: null } })
    expect(remaining(await t.post('/api/v1/couple-face', { image: jpeg, mimeType: 'image/jpeg' }, key))).toBe(99)
  })

  it('form B with a mismatched second portrait: 400 naming imageB', async () => {
    const res = await t.post('/api/v1/couple-face', { imageA: jpeg, mimeA: 'image/jpeg', imageB: png, mimeB: 'image/jpeg' }, t.createKey())
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'IMAGE_TYPE_MISMATCH', details: { field: 'imageB' } })
  })
})

describe('images are never stored', () => {
  it('after readings and failures, the database files hold neither the image nor its marker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazi-images-'))
    const dbPath = join(dir, 'bazi.sqlite')
    const app = createTestApp({ dbPath, narrator: createNarrator(fakeAiConfig(fake)) })
    const photo = fakeImage('image/jpeg', 4_000, 'UNIQUE-MARKER-7f3a')
    try {
      const key = app.createKey()
      fake.script(
        { type: 'json', value: { reading: FACE_READING, refusal: null } },
        { type: 'status', status: 500 },
        { type: 'status', status: 500 },
      )
      expect((await app.post('/api/v1/face', { image: photo, mimeType: 'image/jpeg' }, key)).status).toBe(200)
      expect((await app.post('/api/v1/aura', { image: photo, mimeType: 'image/jpeg' }, key)).status).toBe(503)
    } finally {
      await app.close()
    }
    try {
      const files = [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter(existsSync)
      expect(files.length).toBeGreaterThan(0)
      for (const file of files) {
        const bytes = readFileSync(file)
        expect(bytes.includes(Buffer.from(photo.slice(0, 64)))).toBe(false)
        expect(bytes.includes(Buffer.from('UNIQUE-MARKER-7f3a'))).toBe(false)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
