/**
 * The provider's streamed completion against the loopback stand-in: the pieces handed on as they
 * arrive, the whole text at the end, a server that answers whole JSON instead, and the ways a stream
 * ends early (the caller's abort, the writing deadline, a failure midway, a cut connection), none
 * of which may pass for a complete text.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { createProviders } from '../../src/ai/openai-provider'
import type { AppError } from '../../src/core/errors'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'

const fake = startFakeOpenAI()
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const provider = (timeoutMs = 2_000) => createProviders(fakeAiConfig(fake, { timeoutMs, maxRetries: 0 }))[0]
const REQUEST = { model: 'fake-text', system: 'S', user: 'U' }
const failureOf = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise
  } catch (error) {
    return error as AppError
  }
  throw new Error('expected a failure')
}

describe('OpenAIChatProvider.stream', () => {
  it('asks for a stream and hands each piece on as it arrives; the result is the whole text', async () => {
    fake.script({ type: 'stream', pieces: ['One ', 'two ', 'three.'], intervalMs: 60, model: 'fake-stream-2' })
    const pieces: [string, number][] = []
    const started = performance.now()
    const result = await provider().stream(REQUEST, (text) => pieces.push([text, performance.now() - started]))
    expect(fake.requests[0].body.stream).toBe(true)
    expect(pieces.map(([text]) => text)).toEqual(['One ', 'two ', 'three.'])
    // Handed on as written, not all at the end.
    expect(pieces[2][1] - pieces[0][1]).toBeGreaterThanOrEqual(80)
    expect(result).toMatchObject({ content: 'One two three.', refusal: null, finishReason: 'stop', model: 'fake-stream-2' })
  })

  it('a server that answers the whole completion as JSON is read as one piece', async () => {
    fake.script({ type: 'hang', ms: 0 })
    const pieces: string[] = []
    const result = await provider().stream(REQUEST, (text) => pieces.push(text))
    expect(pieces).toEqual(['too late'])
    expect(result.content).toBe('too late')
  })

  it('a refusal is reported, with no text', async () => {
    fake.script({ type: 'refusal', refusal: 'I cannot help with that.' })
    const result = await provider().stream(REQUEST, () => {})
    expect(result).toMatchObject({ content: '', refusal: 'I cannot help with that.' })
  })

  it('the caller aborting midway: 503 CANCELLED, and the provider sees its connection closed', async () => {
    fake.script({ type: 'stream', pieces: ['a ', 'b ', 'c ', 'd ', 'e '], intervalMs: 200 })
    const caller = new AbortController()
    const failure = failureOf(provider().stream(REQUEST, () => caller.abort(), caller.signal))
    const error = await failure
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.details).toEqual({ provider: 'openai', reason: 'CANCELLED' })
    const closed = await fake.closed(2_000)
    expect(closed.closedAt).not.toBeNull()
  })

  it('a text not written within the timeout: 503 TIMEOUT, not a cut-off text', async () => {
    fake.script({ type: 'stream', pieces: ['a ', 'b ', 'c ', 'd '], intervalMs: 150 })
    const error = await failureOf(provider(250).stream(REQUEST, () => {}))
    expect(error.details).toEqual({ provider: 'openai', reason: 'TIMEOUT' })
  })

  it('a provider error midway: 503; a body that ends without a finish: 503 INVALID_OUTPUT, never the text so far', async () => {
    fake.script({ type: 'stream', pieces: ['a ', 'b '], end: 'error' })
    expect((await failureOf(provider().stream(REQUEST, () => {}))).code).toBe('MODEL_UNAVAILABLE')
    fake.script({ type: 'stream', pieces: ['a ', 'b '], end: 'cut' })
    const cut = await failureOf(provider().stream(REQUEST, () => {}))
    expect(cut.code).toBe('MODEL_UNAVAILABLE')
    expect(cut.details).toEqual({ provider: 'openai', reason: 'INVALID_OUTPUT' })
  })
})
