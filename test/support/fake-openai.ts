/**
 * A fake OpenAI-compatible Chat Completions server: a real HTTP server on loopback (Bun.serve on an
 * ephemeral port), so the real `openai` client talks to it over real sockets. Each test scripts the
 * replies in order (`fake.script(...)`) and inspects what was sent (`fake.requests`, raw text kept so a
 * test can count how often an image appears). An unscripted request gets an obvious, non-retried 500.
 * A request that asks for a streamed completion (`stream: true`) gets its reply as Server-Sent Events
 * (chunks, then `[DONE]`); a `stream` reply writes its pieces over time and can fail midway, and
 * `fake.closed()` tells when a client closed a request's connection before its reply was complete.
 *
 * Usage:
 *   const fake = startFakeOpenAI(); afterAll(() => fake.stop())
 *   beforeEach(() => fake.reset())
 *   fake.script({ type: 'text', content: 'Hello' })
 */
import { type AiConfig, parseAiConfig } from '../../src/config/ai'

export type FakeReply =
  /** A normal completion whose message content is `content`. */
  | { type: 'text'; content: string; model?: string; finishReason?: string }
  /** A completion whose content is `JSON.stringify(value)` (a structured reading). */
  | { type: 'json'; value: unknown; model?: string }
  /** OpenAI's structured-output safety refusal (`message.refusal`, content null). */
  | { type: 'refusal'; refusal: string }
  /** An HTTP error status with an OpenAI-style error body. */
  | { type: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** No answer for `ms` (longer than the client's timeout), then a normal one. */
  | { type: 'hang'; ms?: number }
  /** Any body at all (e.g. a 200 that is not JSON). */
  | { type: 'raw'; body: string; status?: number; contentType?: string }
  /**
   * A streamed completion written over time: nothing for `silenceMs`, then each piece `intervalMs`
   * after the last; `error` ends it with a provider error event in place of the finish (a failure
   * midway), `cut` ends the body there, with no finish and no `[DONE]` (a connection closed early).
   */
  | { type: 'stream'; pieces: string[]; silenceMs?: number; intervalMs?: number; model?: string; end?: 'finish' | 'error' | 'cut' }

export interface RecordedRequest {
  method: string
  path: string
  headers: Headers
  /** The request body exactly as received. */
  raw: string
  /** The parsed JSON body (undefined when not JSON). */
  body: any
  /** When the client closed the connection before the reply was complete (`performance.now()`); null while open or answered. */
  closedAt: number | null
}

export interface FakeOpenAI {
  /** Base URL for the client, including `/v1`. */
  readonly url: string
  readonly requests: RecordedRequest[]
  /** Queue replies, answered in order. */
  script(...replies: FakeReply[]): void
  /** Forget queued replies and recorded requests. */
  reset(): void
  /** Replies still queued (a test can check that all were used). */
  pending(): number
  /** Resolves with the recorded request whose connection the client closed early (the next one to close, or one already closed). */
  closed(timeoutMs?: number): Promise<RecordedRequest>
  stop(): Promise<void>
}

const completion = (content: string | null, options: { model?: string; refusal?: string; finishReason?: string } = {}) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: options.model ?? 'fake-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: options.refusal ?? null },
      finish_reason: options.finishReason ?? 'stop',
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
})

const chunk = (delta: Record<string, unknown>, options: { model?: string; finishReason?: string | null } = {}) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: options.model ?? 'fake-model',
    choices: [{ index: 0, delta, finish_reason: options.finishReason ?? null, logprobs: null }],
  })}\n\n`

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/** A scripted reply as a streamed completion: its text in chunks, written over time for a `stream` reply. */
function streamedReply(reply: FakeReply, recorded: RecordedRequest, stopping: AbortSignal, requestSignal: AbortSignal): Response {
  const encoder = new TextEncoder()
  const gone = AbortSignal.any([stopping, requestSignal])
  const markClosed = () => {
    if (recorded.closedAt === null && !finished) recorded.closedAt = performance.now()
  }
  let finished = false
  requestSignal.addEventListener('abort', markClosed)
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text))
      const model = 'model' in reply ? reply.model : undefined
      write(chunk({ role: 'assistant', content: '' }, { model }))
      if (reply.type === 'refusal') write(chunk({ refusal: reply.refusal }, { model }))
      else if (reply.type === 'stream') {
        await sleep(reply.silenceMs ?? 0, gone)
        for (const [index, piece] of reply.pieces.entries()) {
          if (index > 0) await sleep(reply.intervalMs ?? 0, gone)
          if (gone.aborted) return
          write(chunk({ content: piece }, { model }))
        }
        if (reply.end === 'error') {
          write(`data: ${JSON.stringify({ error: { message: 'fake: the model failed midway', type: 'server_error' } })}\n\n`)
          finished = true
          return controller.close()
        }
        if (reply.end === 'cut') {
          finished = true
          return controller.close()
        }
      } else {
        const content = reply.type === 'json' ? JSON.stringify(reply.value) : reply.type === 'text' ? reply.content : ''
        // Three pieces, as a model would write them.
        const third = Math.ceil(content.length / 3)
        for (let i = 0; i < content.length; i += third) write(chunk({ content: content.slice(i, i + third) }, { model }))
      }
      const finishReason = reply.type === 'text' ? (reply.finishReason ?? 'stop') : 'stop'
      write(chunk({}, { model, finishReason }))
      write('data: [DONE]\n\n')
      finished = true
      controller.close()
    },
    cancel: markClosed,
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_fake_stream' } })
}

export function startFakeOpenAI(): FakeOpenAI {
  const queue: FakeReply[] = []
  const requests: RecordedRequest[] = []
  const stopping = new AbortController()
  let sequence = 0

  const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'content-type': 'application/json', 'x-request-id': `req_fake_${++sequence}`, ...headers },
    })

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const raw = await request.text()
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        body = undefined
      }
      const recorded: RecordedRequest = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: request.headers,
        raw,
        body,
        closedAt: null,
      }
      requests.push(recorded)
      const reply = queue.shift()
      if (!reply)
        return json({ error: { message: 'fake-openai: no scripted reply for this request', type: 'server_error' } }, 500, {
          'x-should-retry': 'false',
        })
      const streamed = (body as { stream?: unknown } | undefined)?.stream === true
      if (streamed && reply.type !== 'status' && reply.type !== 'raw' && reply.type !== 'hang')
        return streamedReply(reply, recorded, stopping.signal, request.signal)
      switch (reply.type) {
        case 'text':
          return json(completion(reply.content, { model: reply.model, finishReason: reply.finishReason }))
        case 'json':
          return json(completion(JSON.stringify(reply.value), { model: reply.model }))
        case 'refusal':
          return json(completion(null, { refusal: reply.refusal }))
        case 'status':
          return json(
            { error: { message: reply.message ?? `fake status ${reply.status}`, type: 'fake_error', code: null, param: null } },
            reply.status,
            // Retry immediately by default so tests of the SDK's one retry stay fast.
            { 'retry-after-ms': '0', ...reply.headers },
          )
        case 'hang':
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, reply.ms ?? 5_000)
            stopping.signal.addEventListener('abort', () => {
              clearTimeout(timer)
              resolve()
            })
          })
          return json(completion('too late'))
        case 'stream':
          return json(completion(reply.pieces.join(''), { model: reply.model }))
        case 'raw':
          return new Response(reply.body, {
            status: reply.status ?? 200,
            headers: { 'content-type': reply.contentType ?? 'application/json' },
          })
      }
    },
  })

  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0
      requests.length = 0
    },
    pending: () => queue.length,
    async closed(timeoutMs = 5_000) {
      const started = performance.now()
      while (performance.now() - started < timeoutMs) {
        const request = requests.find((r) => r.closedAt !== null)
        if (request) return request
        await Bun.sleep(10)
      }
      throw new Error(`fake-openai: no request was closed by its client within ${timeoutMs} ms`)
    },
    async stop() {
      stopping.abort()
      await server.stop(true)
    },
  }
}

/**
 * An AI config whose providers all point at the fake server: `openai` by default, or the providers
 * named. Short timeout so a scripted hang costs well under a second.
 */
export function fakeAiConfig(
  fake: FakeOpenAI,
  options: { providers?: ('openai' | 'deepseek')[]; timeoutMs?: number; maxRetries?: number; env?: Record<string, string> } = {},
): AiConfig {
  const names = options.providers ?? ['openai']
  const env: Record<string, string> = { ...options.env }
  if (names.includes('openai'))
    Object.assign(env, {
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'test-openai-key',
      OPENAI_MODEL: 'fake-text',
      OPENAI_VISION_MODEL: 'fake-vision',
    })
  if (names.includes('deepseek'))
    Object.assign(env, { DEEPSEEK_BASE_URL: fake.url, DEEPSEEK_API_KEY: 'test-deepseek-key', DEEPSEEK_MODEL: 'fake-deepseek' })
  return { ...parseAiConfig(env), timeoutMs: options.timeoutMs ?? 2_000, maxRetries: options.maxRetries ?? 1 }
}
