/**
 * One OpenAI-compatible Chat Completions provider (OpenAI itself, DeepSeek, or any compatible server
 * behind a base URL), through the official `openai` client. Split into pure mappers, tested offline,
 * and a thin class that only sends the request:
 * - `toChatRequest()` builds the Chat Completions body (text, images as data URLs, response format);
 * - `fromChatResponse()` reads the first choice;
 * - `providerErrorToAppError()` maps every client failure to the service's closed error set.
 *
 * Privacy: nothing here logs. The SDK's own logger is forced off (`logLevel: 'off'`) so that an
 * `OPENAI_LOG=debug` in the environment cannot make it print request bodies (prompts, images).
 */
import OpenAI from 'openai'
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions'
import type { ImageMimeType } from '../contracts/common'
import { AppError } from '../core/errors'
import { localizableError } from '../core/messages'
import type { AiConfig, ProviderConfig } from '../config/ai'
import type { ModelProviderName } from '../contracts/common'
import type { AiOptions } from './types'

export interface ChatImage {
  /** A short caption sent just before the image (e.g. "Portrait A"), so the model can tell images apart. */
  caption?: string
  mimeType: ImageMimeType
  /** Already validated strict base64. */
  base64: string
}

type ChatResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name: string; schema: Record<string, unknown> }

export interface ChatRequest {
  model: string
  system: string
  user: string
  images?: readonly ChatImage[]
  responseFormat?: ChatResponseFormat
}

export interface ChatResult {
  /** The text of the first choice; null when the model returned none (refusal, filter). */
  content: string | null
  /** OpenAI's structured-output safety refusal, when the model declined. */
  refusal: string | null
  finishReason: string | null
  /** The model id the provider reports having used. */
  model: string
  requestId?: string
}

/**
 * Builds the Chat Completions body. No `max_tokens`/`temperature`: reasoning models reject them and
 * the prompts already bound the length, so leaving them out is what works across compatible servers.
 */
export function toChatRequest(request: ChatRequest): ChatCompletionCreateParamsNonStreaming {
  const images = request.images ?? []
  const userContent: string | ChatCompletionContentPart[] =
    images.length === 0
      ? request.user
      : [
          { type: 'text', text: request.user },
          ...images.flatMap((image): ChatCompletionContentPart[] => [
            ...(image.caption ? [{ type: 'text' as const, text: image.caption }] : []),
            { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.base64}` } },
          ]),
        ]

  const body: ChatCompletionCreateParamsNonStreaming = {
    model: request.model,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: userContent },
    ],
  }
  const format = request.responseFormat
  if (format?.type === 'json_object') body.response_format = { type: 'json_object' }
  if (format?.type === 'json_schema') {
    body.response_format = { type: 'json_schema', json_schema: { name: format.name, schema: format.schema, strict: true } }
  }
  return body
}

/** Reads the first choice. A response without choices is invalid output: 503 MODEL_UNAVAILABLE. */
export function fromChatResponse(completion: ChatCompletion, provider: ModelProviderName): ChatResult {
  const choice = completion.choices?.[0]
  if (!choice?.message) {
    throw localizableError('MODEL_UNAVAILABLE', 'model.no-answer', { provider }, { provider, reason: 'INVALID_OUTPUT' })
  }
  const content = typeof choice.message.content === 'string' ? choice.message.content : null
  return {
    content,
    refusal: choice.message.refusal ?? null,
    finishReason: choice.finish_reason ?? null,
    model: completion.model,
    requestId: (completion as { _request_id?: string | null })._request_id ?? undefined,
  }
}

const retryAfterSeconds = (headers: Headers | undefined): number | undefined => {
  const ms = Number(headers?.get('retry-after-ms'))
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000)
  const seconds = Number(headers?.get('retry-after'))
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds)
  return undefined
}

/**
 * Maps a client failure to the closed error set. The provider's own error text is never copied into
 * the message (it may echo input); the details carry only the provider name, HTTP status and request id.
 * - unreachable, timed out, cancelled, 408/409/429/5xx: 503 MODEL_UNAVAILABLE (transient; the SDK has
 *   already retried once);
 * - other 4xx (bad key, unknown model, unsupported parameter): 500 INTERNAL, because it is this
 *   server's configuration that needs fixing, and a 503 would tell clients to just try again.
 */
export function providerErrorToAppError(error: unknown, provider: ModelProviderName): AppError {
  if (error instanceof AppError) return error
  if (error instanceof OpenAI.APIUserAbortError) {
    return localizableError('MODEL_UNAVAILABLE', 'model.cancelled', { provider }, { provider, reason: 'CANCELLED' })
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return localizableError('MODEL_UNAVAILABLE', 'model.timeout', { provider }, { provider, reason: 'TIMEOUT' })
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return localizableError('MODEL_UNAVAILABLE', 'model.unreachable', { provider }, { provider, reason: 'UNREACHABLE' })
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status
    const requestId = error.requestID ?? undefined
    const base = { provider, providerStatus: status, ...(requestId ? { providerRequestId: requestId } : {}) }
    if (status === 429) {
      const retryAfter = retryAfterSeconds(error.headers)
      return localizableError(
        'MODEL_UNAVAILABLE',
        'model.rate-limited',
        { provider },
        {
          ...base,
          reason: 'RATE_LIMITED',
          ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
        },
      )
    }
    if (status === undefined || status >= 500 || status === 408 || status === 409) {
      return localizableError(
        'MODEL_UNAVAILABLE',
        'model.unavailable',
        { provider },
        {
          ...base,
          reason: 'PROVIDER_ERROR',
        },
      )
    }
    return new AppError('INTERNAL', `The ${provider} model rejected the request; the server's model configuration needs attention`, {
      ...base,
      reason: 'PROVIDER_REJECTED',
    })
  }
  if (error instanceof OpenAI.OpenAIError) {
    return new AppError('INTERNAL', `The ${provider} model client is misconfigured`, { provider, reason: 'CLIENT_ERROR' })
  }
  // Anything else (a body that is not JSON, a proxy's HTML page…) is unreadable output from the provider.
  return localizableError('MODEL_UNAVAILABLE', 'model.unreadable', { provider }, { provider, reason: 'INVALID_OUTPUT' })
}

export interface ProviderClientOptions {
  timeoutMs: number
  maxRetries: number
  /** Injected fetch (tests); default: the runtime's. */
  fetch?: typeof fetch
}

/** A placeholder credential for key-less local servers: the SDK refuses to build a client without one. */
const KEYLESS_PLACEHOLDER = 'not-needed'

/** What a streamed completion has gathered so far: the text, and what the chunks said about it. */
interface StreamedAnswer {
  content: string
  refusal: string | null
  finishReason: string | null
  model: string
}

/** Adds one chunk of a streamed completion to the answer; returns the text it carried ('' for none). */
function gatherChunk(answer: StreamedAnswer, chunk: ChatCompletionChunk): string {
  if (!answer.model && chunk.model) answer.model = chunk.model
  const choice = chunk.choices?.[0]
  if (!choice) return '' // e.g. the closing usage chunk
  if (choice.finish_reason) answer.finishReason = choice.finish_reason
  if (choice.delta?.refusal) answer.refusal = (answer.refusal ?? '') + choice.delta.refusal
  const text = choice.delta?.content ?? ''
  answer.content += text
  return text
}

export class OpenAIChatProvider {
  readonly name: ModelProviderName
  private readonly client: OpenAI
  private readonly timeoutMs: number

  constructor(
    readonly config: ProviderConfig,
    options: ProviderClientOptions,
  ) {
    this.name = config.name
    this.timeoutMs = options.timeoutMs
    this.client = new OpenAI({
      apiKey: config.apiKey ?? KEYLESS_PLACEHOLDER,
      // Explicit so the SDK never falls back to OPENAI_BASE_URL from the environment for the deepseek provider.
      baseURL: config.baseURL ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      logLevel: 'off',
      organization: null,
      project: null,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
  }

  async complete(request: ChatRequest, signal?: AbortSignal): Promise<ChatResult> {
    let completion: ChatCompletion
    try {
      completion = await this.client.chat.completions.create(toChatRequest(request), signal ? { signal } : undefined)
    } catch (error) {
      throw providerErrorToAppError(error, this.name)
    }
    return fromChatResponse(completion, this.name)
  }

  /**
   * A streamed completion (`stream: true`): each piece of text is handed to `onText` as it arrives,
   * and the whole answer is returned at the end. The client's timeout (and its one retry) covers the
   * wait for the answer to begin; the text then has the same time again to be written, or the call
   * times out. An abort by `signal` (the caller went away) closes the connection to the provider at once.
   */
  async stream(request: ChatRequest, onText: (text: string) => void, signal?: AbortSignal): Promise<ChatResult> {
    const writing = new AbortController()
    const combined = signal ? AbortSignal.any([signal, writing.signal]) : writing.signal
    const answer: StreamedAnswer = { content: '', refusal: null, finishReason: null, model: '' }
    let deadline: ReturnType<typeof setTimeout> | undefined
    try {
      const { data, response, request_id } = await this.client.chat.completions
        .create({ ...toChatRequest(request), stream: true }, { signal: combined })
        .withResponse()
      // A compatible server that does not stream answers the whole completion as JSON: read it so.
      if (!/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
        const whole = fromChatResponse((await response.json()) as ChatCompletion, this.name)
        if (whole.content) onText(whole.content)
        return { ...whole, ...(request_id ? { requestId: request_id } : {}) }
      }
      deadline = setTimeout(() => writing.abort(), this.timeoutMs)
      for await (const chunk of data) {
        const text = gatherChunk(answer, chunk)
        if (text) onText(text)
      }
      // The SDK ends the iteration quietly when the request is aborted, or when the body ends early:
      // a cut-off text is no answer (a complete one ends with a finish reason).
      if (combined.aborted) throw new OpenAI.APIUserAbortError()
      if (answer.finishReason === null)
        throw localizableError(
          'MODEL_UNAVAILABLE',
          'model.unreadable',
          { provider: this.name },
          { provider: this.name, reason: 'INVALID_OUTPUT' },
        )
      return { ...answer, ...(request_id ? { requestId: request_id } : {}) }
    } catch (error) {
      if (writing.signal.aborted && !signal?.aborted) throw providerErrorToAppError(new OpenAI.APIConnectionTimeoutError(), this.name)
      throw providerErrorToAppError(error, this.name)
    } finally {
      clearTimeout(deadline)
    }
  }
}

/** The configured providers as clients, in order of preference. */
export const createProviders = (config: AiConfig, options: AiOptions = {}): OpenAIChatProvider[] =>
  config.providers.map(
    (provider) => new OpenAIChatProvider(provider, { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, fetch: options.fetch }),
  )
