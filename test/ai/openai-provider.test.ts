import { describe, expect, it } from 'bun:test'
import OpenAI from 'openai'
import type { ChatCompletion } from 'openai/resources/chat/completions'
import { fromChatResponse, providerErrorToAppError, toChatRequest } from '../../src/ai/openai-provider'
import { AppError } from '../../src/core/errors'

describe('toChatRequest', () => {
  it('text only: a system and a user message, no sampling parameters', () => {
    expect(toChatRequest({ model: 'm', system: 'S', user: 'U' })).toEqual({
      model: 'm',
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
      ],
    })
  })

  it('images become data-URL parts after the text, each once, with captions', () => {
    const body = toChatRequest({
      model: 'v',
      system: 'S',
      user: 'U',
      images: [
        { mimeType: 'image/jpeg', base64: 'AAAA', caption: 'Portrait A' },
        { mimeType: 'image/png', base64: 'BBBB', caption: 'Portrait B' },
      ],
    })
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'U' },
        { type: 'text', text: 'Portrait A' },
        { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
        { type: 'text', text: 'Portrait B' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,BBBB' } },
      ],
    })
  })

  it('response formats: strict json_schema, or json_object', () => {
    const schema = { type: 'object', properties: {}, required: [], additionalProperties: false }
    expect(
      toChatRequest({ model: 'm', system: 'S', user: 'U', responseFormat: { type: 'json_schema', name: 'face_reading', schema } })
        .response_format,
    ).toEqual({
      type: 'json_schema',
      json_schema: { name: 'face_reading', schema, strict: true },
    })
    expect(toChatRequest({ model: 'm', system: 'S', user: 'U', responseFormat: { type: 'json_object' } }).response_format).toEqual({
      type: 'json_object',
    })
  })
})

describe('fromChatResponse', () => {
  const completion = (message: object, finish = 'stop') =>
    ({
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'gpt-x',
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
    }) as unknown as ChatCompletion

  it('reads content, refusal, finish reason and model', () => {
    expect(fromChatResponse(completion({ role: 'assistant', content: 'Hi', refusal: null }), 'openai')).toEqual({
      content: 'Hi',
      refusal: null,
      finishReason: 'stop',
      model: 'gpt-x',
      requestId: undefined,
    })
    expect(fromChatResponse(completion({ role: 'assistant', content: null, refusal: 'no' }), 'openai')).toMatchObject({
      content: null,
      refusal: 'no',
    })
  })

  it('no choices is invalid output: 503', () => {
    const error = (() => {
      try {
        fromChatResponse({ id: 'x', model: 'm', choices: [] } as unknown as ChatCompletion, 'deepseek')
      } catch (e) {
        return e as AppError
      }
    })()
    expect(error?.code).toBe('MODEL_UNAVAILABLE')
    expect(error?.details).toEqual({ provider: 'deepseek', reason: 'INVALID_OUTPUT' })
  })
})

describe('providerErrorToAppError', () => {
  const status = (code: number, headers: Record<string, string> = {}) =>
    OpenAI.APIError.generate(
      code,
      { error: { message: 'secret prompt echoed by provider' } },
      undefined,
      new Headers({ 'x-request-id': 'req_1', ...headers }),
    )

  it.each([
    [429, 'MODEL_UNAVAILABLE', 503, 'RATE_LIMITED'],
    [500, 'MODEL_UNAVAILABLE', 503, 'PROVIDER_ERROR'],
    [502, 'MODEL_UNAVAILABLE', 503, 'PROVIDER_ERROR'],
    [503, 'MODEL_UNAVAILABLE', 503, 'PROVIDER_ERROR'],
    [408, 'MODEL_UNAVAILABLE', 503, 'PROVIDER_ERROR'],
    [400, 'INTERNAL', 500, 'PROVIDER_REJECTED'],
    [401, 'INTERNAL', 500, 'PROVIDER_REJECTED'],
    [403, 'INTERNAL', 500, 'PROVIDER_REJECTED'],
    [404, 'INTERNAL', 500, 'PROVIDER_REJECTED'],
  ] as const)('HTTP %i → %s (%i)', (code, appCode, httpStatus, reason) => {
    const error = providerErrorToAppError(status(code), 'openai')
    expect(error.code).toBe(appCode)
    expect(error.status).toBe(httpStatus)
    expect(error.details).toMatchObject({ provider: 'openai', providerStatus: code, providerRequestId: 'req_1', reason })
    expect(error.message).not.toContain('secret prompt')
  })

  it('429 carries the provider Retry-After', () => {
    expect(providerErrorToAppError(status(429, { 'retry-after': '7' }), 'openai').details?.retryAfterSeconds).toBe(7)
    expect(providerErrorToAppError(status(429, { 'retry-after-ms': '1500' }), 'openai').details?.retryAfterSeconds).toBe(2)
  })

  it('connection failures, timeouts and cancellations → 503', () => {
    expect(providerErrorToAppError(new OpenAI.APIConnectionTimeoutError(), 'openai').details?.reason).toBe('TIMEOUT')
    expect(providerErrorToAppError(new OpenAI.APIConnectionError({ message: 'x' }), 'deepseek').details?.reason).toBe('UNREACHABLE')
    expect(providerErrorToAppError(new OpenAI.APIUserAbortError(), 'openai').details?.reason).toBe('CANCELLED')
    for (const e of [new OpenAI.APIConnectionTimeoutError(), new OpenAI.APIConnectionError({}), new OpenAI.APIUserAbortError()]) {
      expect(providerErrorToAppError(e, 'openai').status).toBe(503)
    }
  })

  it('an unreadable body → 503; a client-side OpenAIError → 500; AppErrors pass through', () => {
    expect(providerErrorToAppError(new SyntaxError('Unexpected token <'), 'openai').code).toBe('MODEL_UNAVAILABLE')
    expect(providerErrorToAppError(new OpenAI.OpenAIError('Missing credentials'), 'openai').code).toBe('INTERNAL')
    const own = new AppError('IMAGE_TOO_LARGE', 'x')
    expect(providerErrorToAppError(own, 'openai')).toBe(own)
  })
})
