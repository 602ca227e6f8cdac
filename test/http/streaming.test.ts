/**
 * Streamed answers (`Accept: text/event-stream`) through the real server on a real port, with the
 * real narrator and a streaming stand-in provider on loopback: the events of every model-backed
 * reading in two locales, `done` equal to the JSON answer, the `result` before the model has written,
 * heartbeats, a model failure midway, clients that go away (the provider's connection closed, the
 * call counted once its result reached the client), and the errors that stay plain JSON.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { createNarrator } from '../../src/ai/narrator'
import { restCapabilities } from '../../src/operations/index'
import { quotaDayAt } from '../../src/store/quota-day'
import { wantsEventStream } from '../../src/transport/event-stream'
import { createTestApp } from '../support/app'
import { allEvents, eventsOf, narrativeTexts, type StreamEvent } from '../support/event-stream'
import { fakeAiConfig, startFakeOpenAI, type FakeReply } from '../support/fake-openai'
import { FACE_READING, fakeImage } from '../support/image-fixtures'

const fake = startFakeOpenAI()
const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake, { timeoutMs: 10_000 })), config: { streamHeartbeatMs: 150 } })
const templateOnly = createTestApp({ narrator: createNarrator(fakeAiConfig(fake, { providers: [] })) })
let base = ''
let templateBase = ''
afterAll(async () => {
  await t.close()
  await templateOnly.close()
  await fake.stop()
})
beforeEach(async () => {
  fake.reset()
  base ||= await t.listen()
  templateBase ||= await templateOnly.listen()
})

const STREAM = { accept: 'text/event-stream' }

function post(path: string, body: unknown, key?: string, headers: Record<string, string> = {}, signal?: AbortSignal, at = base) {
  return fetch(at + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: JSON.stringify(body),
    signal,
  })
}

let accounts = 0
/** A key of a fresh account, and a reading of how many calls that account has used today. */
function account(limit = 100) {
  const name = `stream-${++accounts}`
  const key = t.createKey(limit, name)
  const used = () => t.store.usage(quotaDayAt(t.deps.clock().getTime()).day, name)[0]?.used ?? 0
  return { key, used }
}

/** Polls until `read()` gives `expected` (the pipeline meters a stopped call just after the stream ends). */
async function eventually<T>(read: () => T, expected: T, timeoutMs = 3_000): Promise<void> {
  const started = performance.now()
  while (read() !== expected && performance.now() - started < timeoutMs) await Bun.sleep(20)
  expect(read()).toBe(expected)
}

/** Each model-backed reading with a narrative, its narrative member and a request body. */
const READINGS = [
  { path: '/api/v1/daily', member: 'narrative', body: { date: '1988-07-01', time: '12:00', city: 'Beijing', readingDate: '2026-11-21' } },
  { path: '/api/v1/kids', member: 'narrative', body: { childName: 'Mei', date: '2018-03-09', time: '08:15', city: 'Shanghai' } },
  {
    path: '/api/v1/compatibility',
    member: 'narrative',
    body: {
      person1: { date: '1988-07-01', time: '12:00', city: 'Beijing' },
      person2: { date: '1990-05-15', time: '14:30', city: 'Shanghai' },
    },
  },
  { path: '/api/v1/number-energy', member: 'narrative', body: { phone: '138-1234-5678', countryCode: '+86', includeAi: true } },
  { path: '/api/v1/tarot', member: 'interpretation', body: { cardId: 12, reversed: true, question: 'What should I focus on?' } },
  {
    path: '/api/v1/tarot/three-card',
    member: 'interpretation',
    body: {
      spread: 'situation-action-outcome',
      cards: [
        { cardId: 9, reversed: false },
        { cardId: 50, reversed: true },
        { cardId: 64, reversed: false },
      ],
      question: 'How should I handle the new project?',
    },
  },
  { path: '/api/v1/fortune-stick', member: 'interpretation', body: { stick: 62, question: 'How will the new job go?' } },
  { path: '/api/v1/name', member: 'narrative', body: { surname: '陈', givenName: '小明', school: 'chinese' } },
  { path: '/api/v1/yearly', member: 'narrative', body: { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'male', year: 2026 } },
]

/** The tarot readings and the fortune stick write English and Chinese (and a third locale) in parallel: one reply per text. */
const callsOf = (path: string, locale: string) => {
  const both = path.startsWith('/api/v1/tarot') || path === '/api/v1/fortune-stick'
  return both ? (locale === 'en' || locale === 'zh' ? 2 : 3) : 1
}
const PIECES: Record<string, string[]> = {
  en: ['The day ', 'favours steady ', 'work.'],
  zh: ['今天', '宜稳步', '前行。'],
}
const streamReply = (locale: string, extra: Partial<Extract<FakeReply, { type: 'stream' }>> = {}): FakeReply => ({
  type: 'stream',
  // Tarot's parallel texts may be asked in either order: Latin text is valid in every locale.
  pieces: PIECES[locale] ?? PIECES.en,
  intervalMs: 20,
  model: 'fake-stream-1',
  ...extra,
})
const script = (path: string, locale: string) => {
  const calls = callsOf(path, locale)
  for (let i = 0; i < calls; i++) fake.script(streamReply(calls > 1 ? 'en' : locale))
}

const eventNames = (events: StreamEvent[]) => events.filter((e) => e.event !== 'comment').map((e) => e.event)
const dataOf = (events: StreamEvent[], name: string) => events.find((e) => e.event === name)!.data

describe('every model-backed reading streams', () => {
  it('the table below covers every REST route that may call a model and answers JSON (a new reading must be added)', () => {
    const streaming = restCapabilities()
      .filter((c) => !c.rest!.media && !c.rest!.largeBody)
      .filter((c) => c.annotations.openWorldHint || 'model' in ((c.rest!.input as { properties?: object }).properties ?? {}))
      .map((c) => c.rest!.path)
    expect(streaming.sort()).toEqual(READINGS.map((r) => r.path).sort())
  })

  for (const reading of READINGS)
    for (const locale of ['en', 'zh'])
      it(`${reading.path} in ${locale}: result, narrative pieces, done equal to the JSON answer`, async () => {
        const { key } = account()
        const body = { ...reading.body, locale }
        script(reading.path, locale)
        const res = await post(reading.path, body, key, STREAM)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
        expect(res.headers.get('cache-control')).toBe('no-cache')
        expect(res.headers.get('x-accel-buffering')).toBe('no')
        expect(res.headers.get('ratelimit-remaining')).toBe('99')
        const events = await allEvents(res)
        const names = eventNames(events)
        expect(names[0]).toBe('result')
        expect(names.at(-1)).toBe('done')
        expect(names.slice(1, -1).every((n) => n === 'narrative')).toBe(true)
        expect(names.filter((n) => n === 'narrative').length).toBeGreaterThanOrEqual(3)

        const done = JSON.parse(dataOf(events, 'done'))
        const result = JSON.parse(dataOf(events, 'result'))
        // The result is the answer without its narrative: the same members, in the same order.
        const { [reading.member]: narrative, ...rest } = done
        expect(narrative).toBeDefined()
        expect(dataOf(events, 'result')).toBe(JSON.stringify(rest))
        expect(Object.keys(result)).toEqual(Object.keys(rest))
        // The pieces of each locale, joined, are its text in the answer.
        const texts = narrativeTexts(events)
        if (reading.member === 'narrative') {
          expect(narrative).toMatchObject({ text: texts[locale], locale, source: 'openai', model: 'fake-stream-1' })
          expect(texts[locale]).toBe(PIECES[locale].join(''))
        } else {
          expect(narrative.en).toBe(texts.en)
          expect(narrative.zh).toBe(texts.zh)
        }

        // The same request unstreamed: byte for byte the `done` event's data.
        script(reading.path, locale)
        const plain = await post(reading.path, body, key)
        expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8')
        expect(await plain.text()).toBe(dataOf(events, 'done'))
      })

  it('no model configured: one narrative event with the whole template narrative (tarot: one per language)', async () => {
    const key = templateOnly.createKey()
    const daily = await allEvents(await post('/api/v1/daily', { ...READINGS[0].body, locale: 'ja' }, key, STREAM, undefined, templateBase))
    expect(eventNames(daily)).toEqual(['result', 'narrative', 'done'])
    expect(JSON.parse(dataOf(daily, 'narrative'))).toEqual({ delta: JSON.parse(dataOf(daily, 'done')).narrative.text, locale: 'ja' })
    const tarot = await allEvents(await post('/api/v1/tarot', { cardId: 1, locale: 'vi' }, key, STREAM, undefined, templateBase))
    expect(eventNames(tarot)).toEqual(['result', 'narrative', 'narrative', 'narrative', 'done'])
    const { interpretation } = JSON.parse(dataOf(tarot, 'done'))
    expect(narrativeTexts(tarot)).toEqual({ en: interpretation.en, zh: interpretation.zh, vi: interpretation.vi })
    expect(fake.requests).toHaveLength(0)
  })

  it('a reading asked without its narrative: result then done, the same answer', async () => {
    const key = templateOnly.createKey()
    const body = { ...READINGS[3].body, includeAi: false }
    const events = await allEvents(await post('/api/v1/number-energy', body, key, STREAM, undefined, templateBase))
    expect(eventNames(events)).toEqual(['result', 'done'])
    expect(dataOf(events, 'result')).toBe(dataOf(events, 'done'))
    expect(await (await post('/api/v1/number-energy', body, key, {}, undefined, templateBase)).text()).toBe(dataOf(events, 'done'))
  })

  it('an image reading stays whole: its whole answer as result, then done, equal to the JSON answer', async () => {
    const { key } = account()
    const body = { image: fakeImage('image/jpeg', 150, 'face-photo'), mimeType: 'image/jpeg' }
    // The vision model's structured answer comes whole (not streamed).
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    const events = await allEvents(await post('/api/v1/face', body, key, STREAM))
    expect(eventNames(events)).toEqual(['result', 'done'])
    expect(dataOf(events, 'result')).toBe(dataOf(events, 'done'))
    expect(JSON.parse(dataOf(events, 'done'))).toMatchObject({ source: 'openai', reading: { elementType: { element: 'earth' } } })
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    expect(await (await post('/api/v1/face', body, key)).text()).toBe(dataOf(events, 'done'))
  })

  it('Accept: a stream only when text/event-stream is named, wanted (q > 0) and preferred to JSON', () => {
    const cases: [string | null, boolean][] = [
      ['text/event-stream', true],
      ['Text/Event-Stream; charset=utf-8', true],
      ['application/json;q=0.5, text/event-stream', true],
      ['application/json, text/event-stream', false],
      ['text/event-stream;q=0', false],
      ['text/event-stream;q=0.4, application/json', false],
      ['*/*', false],
      ['application/json', false],
      [null, false],
    ]
    for (const [accept, wanted] of cases) expect([accept, wantsEventStream(accept)]).toEqual([accept, wanted])
  })

  it('Accept negotiation: JSON named as high as the stream stays JSON; a route that calls no model answers JSON', async () => {
    const { key } = account()
    fake.script(streamReply('en'))
    const both = await post('/api/v1/daily', READINGS[0].body, key, { accept: 'application/json, text/event-stream' })
    expect(both.headers.get('content-type')).toBe('application/json; charset=utf-8')
    await both.text()
    const chart = await post('/api/v1/bazi', { date: '1990-05-15' }, key, STREAM)
    expect(chart.status).toBe(200)
    expect(chart.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })
})

describe('timing, heartbeats and failures', () => {
  it('the result is sent before the model has written anything, and heartbeats while it is silent', async () => {
    const { key } = account()
    fake.script(streamReply('en', { silenceMs: 1_000 }))
    const started = performance.now()
    const res = await post('/api/v1/daily', READINGS[0].body, key, STREAM)
    const events: StreamEvent[] = []
    for await (const event of eventsOf(res)) events.push(event)
    const result = events.find((e) => e.event === 'result')!
    const firstText = events.find((e) => e.event === 'narrative')!
    // The stand-in writes its first piece after 1 s of silence: the result came well before.
    expect(result.at - started).toBeLessThan(800)
    expect(firstText.at - started).toBeGreaterThanOrEqual(1_000)
    // Heartbeats (every 150 ms here, 15 s in service) while the model was silent.
    const beats = events.filter((e) => e.event === 'comment' && e.at < firstText.at)
    expect(beats.length).toBeGreaterThanOrEqual(3)
    expect(beats[0].data).toBe('heartbeat')
  })

  it('a model failure midway: an error event (the JSON error body), refunded as the JSON path refunds it', async () => {
    const { key, used } = account()
    fake.script(streamReply('en', { end: 'error' }))
    const res = await post('/api/v1/daily', READINGS[0].body, key, { ...STREAM, 'x-request-id': 'stream-failure-1' })
    expect(res.status).toBe(200)
    const events = await allEvents(res)
    expect(eventNames(events)).toEqual(['result', 'narrative', 'narrative', 'narrative', 'error'])
    const { error } = JSON.parse(dataOf(events, 'error'))
    expect(error).toMatchObject({
      code: 'MODEL_UNAVAILABLE',
      details: { provider: 'openai', reason: 'PROVIDER_ERROR' },
      requestId: 'stream-failure-1',
    })
    await eventually(used, 0)

    // The JSON path: the same failure, the same error object, the same refund.
    fake.script(streamReply('en', { end: 'error' }))
    const plain = await post('/api/v1/daily', READINGS[0].body, key, { 'x-request-id': 'stream-failure-1' })
    expect(plain.status).toBe(503)
    expect(await plain.json()).toEqual({ error })
    expect(used()).toBe(0)
  })

  it('a first text in the wrong script is written again: a restart event voids it', async () => {
    const { key } = account()
    fake.script(streamReply('en', { pieces: ['Today ', '甲子 means', ' nothing.'] }), streamReply('en'))
    const events = await allEvents(await post('/api/v1/daily', READINGS[0].body, key, STREAM))
    const restarts = events.filter((e) => e.event === 'narrative' && JSON.parse(e.data).restart)
    expect(restarts.map((e) => JSON.parse(e.data))).toEqual([{ delta: '', locale: 'en', restart: true }])
    expect(narrativeTexts(events).en).toBe(PIECES.en.join(''))
    expect(JSON.parse(dataOf(events, 'done')).narrative.text).toBe(PIECES.en.join(''))
  })
})

describe('a client that goes away stops the model call', () => {
  const slow = () => streamReply('en', { pieces: Array.from({ length: 40 }, (_, i) => `word${i} `), intervalMs: 100 })

  it('streaming: the provider sees its connection closed within a second; the call stays counted (its result and narrative reached the client)', async () => {
    const { key, used } = account()
    fake.script(slow())
    const client = new AbortController()
    const res = await post('/api/v1/daily', READINGS[0].body, key, STREAM, client.signal)
    let leftAt = 0
    try {
      for await (const event of eventsOf(res))
        if (event.event === 'narrative') {
          leftAt = performance.now()
          client.abort()
        }
    } catch {
      // the aborted read
    }
    const closed = await fake.closed(3_000)
    expect(closed.closedAt! - leftAt).toBeLessThan(1_000)
    // Unlike a JSON caller, who leaves with nothing, this client already read the result and part of
    // the narrative: given back, leaving just before `done` would have the reading for free.
    await Bun.sleep(500)
    expect(used()).toBe(1)
  })

  it('plain JSON: the same', async () => {
    const { key, used } = account()
    fake.script(slow())
    const client = new AbortController()
    const pending = post('/api/v1/daily', READINGS[0].body, key, {}, client.signal).catch(() => null)
    while (fake.requests.length === 0) await Bun.sleep(20)
    await Bun.sleep(300)
    const leftAt = performance.now()
    client.abort()
    await pending
    const closed = await fake.closed(3_000)
    expect(closed.closedAt! - leftAt).toBeLessThan(1_000)
    await eventually(used, 0)
  })
})

describe('errors before the stream begins are plain JSON with their status', () => {
  const daily = READINGS[0]
  it('validation: 400', async () => {
    const res = await post(daily.path, { ...daily.body, date: 19880701 }, account().key, STREAM)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect((await res.json()).error.code).toBe('INVALID_REQUEST')
  })
  it('no key: 401', async () => {
    const res = await post(daily.path, daily.body, undefined, STREAM)
    expect(res.status).toBe(401)
    expect((await res.json()).error.code).toBe('UNAUTHORIZED')
  })
  it('quota: 429 with Retry-After, and the model is never asked', async () => {
    const { key } = account(1)
    fake.script(streamReply('en'))
    await allEvents(await post(daily.path, daily.body, key, STREAM))
    const requests = fake.requests.length
    const res = await post(daily.path, daily.body, key, STREAM)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeTruthy()
    expect((await res.json()).error.code).toBe('QUOTA_EXCEEDED')
    expect(fake.requests.length).toBe(requests)
  })
  it('a model this server has not configured: 400, not counted', async () => {
    const { key, used } = account()
    const res = await post(daily.path, { ...daily.body, model: 'deepseek' }, key, STREAM)
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(used()).toBe(0)
  })
})
