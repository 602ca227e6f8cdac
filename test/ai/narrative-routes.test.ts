/**
 * Narratives through a real REST route (compatibility, the first narrative route wired) with the
 * real narrator and the fake provider: model selection, prompt contents, error mapping and refunds.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { createNarrator } from '../../src/ai/narrator'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'

const fake = startFakeOpenAI()
const withModel = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
const templateOnly = createTestApp({ narrator: createNarrator(fakeAiConfig(fake, { providers: [] })) })
afterAll(async () => {
  await withModel.close()
  await templateOnly.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

const body = (extra: Record<string, unknown> = {}) => ({
  person1: { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4, timezone: 8 },
  person2: { date: '1992-11-03', time: '08:00', latitude: 31.2, longitude: 121.5, timezone: 8 },
  ...extra,
})
const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'))

describe('POST /api/v1/compatibility narratives', () => {
  it('model omitted, a provider configured: the model narrates the computed score', async () => {
    fake.script({ type: 'text', content: 'Two steady charts that support each other.', model: 'fake-text-v1' })
    const res = await withModel.post('/api/v1/compatibility', body(), withModel.createKey())
    expect(res.status).toBe(200)
    const result = await res.json()
    expect(result.narrative).toEqual({
      text: 'Two steady charts that support each other.',
      locale: 'en',
      source: 'openai',
      model: 'fake-text-v1',
    })
    // The prompt holds the facts the service computed: the score and the day pillars.
    const prompt = fake.requests[0].body.messages[1].content as string
    expect(prompt).toContain(`"score": ${result.score}`)
    expect(prompt).toContain(result.person1.chart.pillars.day.ganzhi)
    // …and never the birth details themselves.
    expect(prompt).not.toContain('1990-05-15')
  })

  it('no provider configured: the template, source "template", no provider call', async () => {
    const res = await templateOnly.post('/api/v1/compatibility', body({ locale: 'zh' }), templateOnly.createKey())
    expect(res.status).toBe(200)
    const { narrative } = await res.json()
    expect(narrative.source).toBe('template')
    expect(narrative.locale).toBe('zh')
    expect(fake.requests).toHaveLength(0)
  })

  it('a model that is not configured: 400 MODEL_NOT_CONFIGURED naming the configured ones, not counted', async () => {
    const key = withModel.createKey()
    const res = await withModel.post('/api/v1/compatibility', body({ model: 'deepseek' }), key)
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(error.details.configured).toEqual(['openai'])
    expect(remaining(res)).toBe(100)
  })

  it('no provider at all and a model asked for: 400 that says the template is used when model is omitted', async () => {
    const res = await templateOnly.post('/api/v1/compatibility', body({ model: 'openai' }), templateOnly.createKey())
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(error.message).toContain('template')
    expect(error.details.configured).toEqual([])
  })

  it('provider 500s: 503 MODEL_UNAVAILABLE with Retry-After, and the quota is refunded', async () => {
    const key = withModel.createKey()
    fake.script({ type: 'status', status: 500 }, { type: 'status', status: 503 })
    const res = await withModel.post('/api/v1/compatibility', body(), key)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).not.toBeNull()
    expect((await res.json()).error.code).toBe('MODEL_UNAVAILABLE')
    expect(remaining(res)).toBe(100)
  })

  it('includeNarrative false: no provider call at all', async () => {
    const res = await withModel.post('/api/v1/compatibility', body({ includeNarrative: false }), withModel.createKey())
    expect(res.status).toBe(200)
    expect((await res.json()).narrative).toBeUndefined()
    expect(fake.requests).toHaveLength(0)
  })
})
