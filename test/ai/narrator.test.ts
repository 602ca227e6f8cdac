import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAiConfig } from '../../src/config/ai'
import { createNarrator, narratorForKey, resolveProvider } from '../../src/ai/narrator'
import { createRetentionLog } from '../../src/ai/retention'
import type { NarrativeRequest } from '../../src/ai/types'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { rejection } from '../support/errors'

const fake = startFakeOpenAI()
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const request = (extra: Partial<NarrativeRequest> = {}): NarrativeRequest => ({
  kind: 'daily',
  locale: 'en',
  facts: { dayMaster: { stem: '丙', element: 'fire' }, todayPillar: '庚申', score: 72 },
  template: { en: 'Template narrative.', zh: '模板叙述。' },
  ...extra,
})

describe('provider selection', () => {
  it('no provider configured and no model asked: the template, labelled as such, without any request', async () => {
    const narrator = createNarrator(parseAiConfig({}))
    expect(await narrator.narrate(request({ locale: 'zh' }))).toEqual({ text: '模板叙述。', locale: 'zh', source: 'template' })
    expect(await narrator.narrateBoth(request())).toEqual({ en: 'Template narrative.', zh: '模板叙述。', source: 'template' })
    expect(fake.requests).toHaveLength(0)
  })

  it('a model asked for when none is configured: 400 MODEL_NOT_CONFIGURED saying the template is used when model is omitted', async () => {
    const error = await rejection(createNarrator(parseAiConfig({})).narrate(request({ model: 'openai' })))
    expect(error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(error.status).toBe(400)
    expect(error.message).toContain('no model provider is')
    expect(error.message).toContain('template')
    expect(error.details).toEqual({ field: 'model', requested: 'openai', configured: [], whenOmitted: 'template' })
  })

  it('a model that is not configured: 400 naming the configured ones', async () => {
    const error = await rejection(createNarrator(fakeAiConfig(fake)).narrate(request({ model: 'deepseek' })))
    expect(error.code).toBe('MODEL_NOT_CONFIGURED')
    expect(error.message).toContain("'deepseek' is not configured")
    expect(error.message).toContain('configured: openai')
    expect(error.details).toEqual({ field: 'model', requested: 'deepseek', configured: ['openai'], whenOmitted: 'openai' })
    expect(fake.requests).toHaveLength(0)
  })

  it('omitted model: the first configured provider; named model: that one', () => {
    const providers = [{ name: 'openai' as const }, { name: 'deepseek' as const }]
    expect(resolveProvider(providers, undefined)?.name).toBe('openai')
    expect(resolveProvider(providers, 'deepseek')?.name).toBe('deepseek')
    expect(resolveProvider([{ name: 'deepseek' as const }], undefined)?.name).toBe('deepseek')
    expect(resolveProvider([], undefined)).toBeUndefined()
  })
})

describe('narratives through the real client and the fake provider', () => {
  it('a normal narrative: text, source and model; the prompt carries the computed facts', async () => {
    fake.script({ type: 'text', content: '  Today the Metal Monkey day sharpens your focus.  ', model: 'fake-text-2026' })
    const narrative = await createNarrator(fakeAiConfig(fake)).narrate(request())
    expect(narrative).toEqual({
      text: 'Today the Metal Monkey day sharpens your focus.',
      locale: 'en',
      source: 'openai',
      model: 'fake-text-2026',
    })
    expect(fake.requests).toHaveLength(1)
    const sent = fake.requests[0]
    expect(sent.path).toBe('/v1/chat/completions')
    expect(sent.headers.get('authorization')).toBe('Bearer test-openai-key')
    expect(sent.body.model).toBe('fake-text')
    expect(sent.body.messages[1].content).toContain('"todayPillar": "庚申"')
    expect(sent.body.messages[1].content).toContain('"score": 72')
    expect(sent.body.response_format).toBeUndefined()
  })

  it('deepseek when asked for by name, with its own key and model', async () => {
    fake.script({ type: 'text', content: 'DeepSeek narrative.' })
    const narrative = await createNarrator(fakeAiConfig(fake, { providers: ['openai', 'deepseek'] })).narrate(
      request({ model: 'deepseek' }),
    )
    expect(narrative.source).toBe('deepseek')
    expect(fake.requests[0].headers.get('authorization')).toBe('Bearer test-deepseek-key')
    expect(fake.requests[0].body.model).toBe('fake-deepseek')
  })

  it('narrateBoth (tarot): one English and one Chinese call', async () => {
    fake.script({ type: 'text', content: 'The Star, upright: hope.' }, { type: 'text', content: '星星正位：希望。' })
    const both = await createNarrator(fakeAiConfig(fake)).narrateBoth(request({ kind: 'tarot', question: 'What should I focus on?' }))
    expect(both.source).toBe('openai')
    const systems = fake.requests.map((r) => r.body.messages[0].content as string)
    expect(systems.some((s) => s.includes('English only'))).toBe(true)
    expect(systems.some((s) => s.includes('只用简体中文'))).toBe(true)
    // Requests run in parallel: match the answers to the languages by what was asked.
    expect([both.en, both.zh].sort()).toEqual(['The Star, upright: hope.', '星星正位：希望。'].sort())
    for (const r of fake.requests) expect(r.body.messages[1].content).toContain('<question>\nWhat should I focus on?\n</question>')
  })

  it('empty output is asked once more, then succeeds', async () => {
    fake.script({ type: 'text', content: '   ' }, { type: 'text', content: 'Second try.' })
    expect((await createNarrator(fakeAiConfig(fake)).narrate(request())).text).toBe('Second try.')
    expect(fake.requests).toHaveLength(2)
  })

  it('Chinese characters in an English narrative are invalid output: asked once more', async () => {
    fake.script({ type: 'text', content: 'Your day master 丙 shines.' }, { type: 'text', content: 'Your Bing Fire day master shines.' })
    expect((await createNarrator(fakeAiConfig(fake)).narrate(request())).text).toBe('Your Bing Fire day master shines.')
    fake.script({ type: 'text', content: '丙火日主。' })
    expect((await createNarrator(fakeAiConfig(fake)).narrate(request({ locale: 'zh' }))).text).toBe('丙火日主。')
  })

  it('invalid output twice (empty, then a safety refusal): 503 MODEL_UNAVAILABLE', async () => {
    fake.script({ type: 'text', content: '' }, { type: 'refusal', refusal: 'I cannot help with that.' })
    const error = await rejection(createNarrator(fakeAiConfig(fake)).narrate(request()))
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.details).toEqual({ provider: 'openai', reason: 'INVALID_OUTPUT' })
  })

  it('a provider 500 is retried once by the client, then 503 MODEL_UNAVAILABLE', async () => {
    fake.script({ type: 'status', status: 500 }, { type: 'status', status: 500 })
    const error = await rejection(createNarrator(fakeAiConfig(fake)).narrate(request()))
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.status).toBe(503)
    expect(error.details).toMatchObject({ provider: 'openai', providerStatus: 500, reason: 'PROVIDER_ERROR' })
    expect(fake.requests).toHaveLength(2)
  })

  it('a 500 then a success: the one retry recovers', async () => {
    fake.script({ type: 'status', status: 502 }, { type: 'text', content: 'Recovered.' })
    expect((await createNarrator(fakeAiConfig(fake)).narrate(request())).text).toBe('Recovered.')
  })

  it('a provider 429: 503 with the provider Retry-After', async () => {
    fake.script({ type: 'status', status: 429, headers: { 'retry-after-ms': '', 'retry-after': '20' } })
    const error = await rejection(createNarrator(fakeAiConfig(fake, { maxRetries: 0 })).narrate(request()))
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.details).toMatchObject({ reason: 'RATE_LIMITED', providerStatus: 429, retryAfterSeconds: 20 })
  })

  it('a provider that does not answer in time: 503 TIMEOUT after one retry', async () => {
    // The provider would answer after 15 s; two 100 ms attempts (and the SDK's short back-off) end
    // far sooner, with room for a loaded machine. Waiting for the provider cannot pass the bound.
    fake.script({ type: 'hang', ms: 15_000 }, { type: 'hang', ms: 15_000 })
    const started = performance.now()
    const error = await rejection(createNarrator(fakeAiConfig(fake, { timeoutMs: 100 })).narrate(request()))
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.details).toEqual({ provider: 'openai', reason: 'TIMEOUT' })
    expect(fake.requests).toHaveLength(2)
    expect(performance.now() - started).toBeLessThan(8_000)
  })

  it('a rejected key (401): 500 INTERNAL (server configuration), not retried', async () => {
    fake.script({ type: 'status', status: 401, message: 'Incorrect API key provided: test-ope***' })
    const error = await rejection(createNarrator(fakeAiConfig(fake)).narrate(request()))
    expect(error.code).toBe('INTERNAL')
    expect(error.details).toMatchObject({ providerStatus: 401, reason: 'PROVIDER_REJECTED' })
    expect(error.message).not.toContain('Incorrect API key')
    expect(fake.requests).toHaveLength(1)
  })

  it('a 200 whose body is not JSON: 503', async () => {
    fake.script({ type: 'raw', body: '<html>proxy error</html>' })
    expect((await rejection(createNarrator(fakeAiConfig(fake)).narrate(request()))).code).toBe('MODEL_UNAVAILABLE')
  })

  it('a provider that cannot be reached: 503 UNREACHABLE', async () => {
    const config = parseAiConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
    const error = await rejection(createNarrator({ ...config, maxRetries: 0 }).narrate(request()))
    expect(error.details).toEqual({ provider: 'openai', reason: 'UNREACHABLE' })
  })
})

describe('retention (opt-in)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-retention-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('off by default: nothing written even for a keyed reading', async () => {
    fake.script({ type: 'text', content: 'Narrative.' })
    await narratorForKey(createNarrator(fakeAiConfig(fake)), 'key_1').narrate(request())
    expect(readdirSync(dir)).toEqual([])
  })

  it('on: keyed readings write inputs and outputs as JSON lines; unkeyed ones nothing', async () => {
    const file = join(dir, 'readings.jsonl')
    const config = { ...fakeAiConfig(fake), retention: { file, maxBytes: 1_000_000, maxFiles: 2 } }
    const narrator = createNarrator(config)
    fake.script({ type: 'text', content: 'Unkeyed.' }, { type: 'text', content: 'Keyed narrative.' })
    await narrator.narrate(request())
    await narratorForKey(narrator, 'key_42').narrate(request())
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ keyId: 'key_42', kind: 'daily', locale: 'en', provider: 'openai', output: 'Keyed narrative.' })
    expect(lines[0].input.facts.todayPillar).toBe('庚申')
  })

  it('rotates by size, keeping maxFiles old files', async () => {
    const file = join(dir, 'rotating.jsonl')
    const log = createRetentionLog({ file, maxBytes: 300, maxFiles: 2 })
    for (let i = 0; i < 12; i++) {
      await log.record({ keyId: 'k', kind: 'daily', locale: 'en', provider: 'openai', model: 'm', input: { i }, output: 'x'.repeat(60) })
    }
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('rotating'))
      .sort()
    expect(files).toEqual(['rotating.jsonl', 'rotating.jsonl.1', 'rotating.jsonl.2'])
    for (const f of files) expect(readFileSync(join(dir, f)).length).toBeLessThanOrEqual(300)
    // The newest entry is in the live file.
    expect(readFileSync(file, 'utf8')).toContain('"i":11')
  })
})
