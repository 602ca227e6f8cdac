/**
 * A REST answer streamed as Server-Sent Events (the HTML standard's `text/event-stream`), for a caller
 * who sends `Accept: text/event-stream` to a route whose capability may call a model:
 *
 *   event: result     the answer without its narrative, as soon as it is computed
 *   event: narrative  `{"delta","locale"}`, each piece of text as the model writes it (a template: all
 *                     of it at once); `{"delta":"","locale","restart":true}` voids that locale's text
 *                     so far (the model's first text was refused and it writes again)
 *   event: done       the whole answer, byte for byte the JSON body of the same request unstreamed
 *   event: error      in place of `done` when the call fails once the stream has begun: the JSON
 *                     error body (code, message, details, requestId)
 *
 * and a comment line (`: heartbeat`) after every `heartbeatMs` of silence. The stream begins (status
 * 200, headers sent) only once the call is admitted and its model asked: everything refused before
 * (validation, key, quota, an unconfigured model) is the usual JSON error with its status. Events
 * written before the `result` (a reading that narrates before handing over its partial answer) are
 * held back until it, so the order is always result, narrative…, done.
 */
import type { AppError } from '../core/errors'
import type { Locale } from '../core/types'
import type { AnswerSink, Metering } from '../pipeline/execute'
import { errorBodyOf, meteringHeaders } from './responses'

const EVENT_STREAM_TYPE = 'text/event-stream'

/** One q-valued media range of an Accept header. */
const qualityOf = (accept: string, type: string): number | null => {
  for (const range of accept.split(',')) {
    const [name, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    if (name !== type) continue
    const q = parameters.find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    return Number.isFinite(value) ? value : 0
  }
  return null
}

/**
 * Whether the caller asked for a stream: `text/event-stream` named in Accept (q > 0) and preferred to
 * `application/json` (JSON named with the same weight, as MCP clients send both, stays JSON).
 */
export function wantsEventStream(accept: string | null): boolean {
  if (!accept) return false
  const stream = qualityOf(accept, EVENT_STREAM_TYPE)
  if (stream === null || stream <= 0) return false
  const json = qualityOf(accept, 'application/json')
  return json === null || json < stream
}

const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`

/** One streamed answer: the pipeline's `AnswerSink`, and the Response that carries it. */
export class AnswerEventStream implements AnswerSink {
  /** Aborted when the client goes away (it cancelled the stream): the call is stopped with it. */
  readonly clientGone: AbortSignal
  /** Resolves once the call has been admitted and its model asked: the stream may begin. */
  readonly begins: Promise<void>
  private begin!: () => void
  private started = false
  private metering: Metering | null = null
  private partialAnswer: { value: unknown } | null = null
  private resultSent = false
  private resultReachedClient = false
  private held: string[] = []
  private closed = false
  private readonly encoder = new TextEncoder()
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null
  private heartbeat: ReturnType<typeof setTimeout> | null = null
  private readonly gone = new AbortController()
  private readonly body: ReadableStream<Uint8Array>

  constructor(private readonly heartbeatMs: number) {
    this.clientGone = this.gone.signal
    this.begins = new Promise((resolve) => {
      this.begin = resolve
    })
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller
      },
      // Asked for more once the connection has taken what was queued: the result, once sent, has left.
      pull: () => {
        if (this.resultSent && !this.closed) this.resultReachedClient = true
      },
      cancel: () => this.close(true),
    })
  }

  begun(metering: Metering | null): void {
    if (this.started) return
    this.started = true
    this.metering = metering
    this.heartbeat = setTimeout(() => this.beat(), this.heartbeatMs)
    this.flushResult()
    this.begin()
  }

  partial(answer: unknown): void {
    this.partialAnswer ??= { value: answer }
    this.flushResult()
  }

  text(piece: string, locale: Locale): void {
    this.send(frame('narrative', JSON.stringify({ delta: piece, locale })))
  }

  restart(locale: Locale): void {
    this.send(frame('narrative', JSON.stringify({ delta: '', locale, restart: true })))
  }

  /** The last event: the whole answer as the JSON body would carry it. */
  done(answer: unknown): void {
    // A call that never handed over its partial answer (an image reading stays whole) has its
    // `result` now: the whole answer.
    this.partialAnswer ??= { value: answer }
    this.flushResult()
    this.send(frame('done', JSON.stringify(answer)))
    this.close(false)
  }

  /** The last event when the call failed after the stream began. */
  fail(error: AppError, requestId: string): void {
    this.flushResult()
    // The held narrative of a reading that never handed over its partial answer is of no use now.
    this.held = []
    this.write(frame('error', JSON.stringify(errorBodyOf(error, requestId))))
    this.close(false)
  }

  /** Whether the connection took the `result` off the stream while the client was there (the call then stays counted if it leaves). */
  delivered(): boolean {
    return this.resultReachedClient
  }

  /** The 200 response carrying the stream; call once the stream has begun. */
  response(extraHeaders: Record<string, string>): Response {
    return new Response(this.body, {
      headers: {
        'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`,
        // Every event as it is written: no cache may keep it, no proxy may buffer it (nginx reads
        // X-Accel-Buffering; the README's proxy examples pass it through).
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        ...meteringHeaders(this.metering),
        ...extraHeaders,
      },
    })
  }

  /** Sends the held `result` (the partial answer, else the whole one) once the stream has begun. */
  private flushResult(): void {
    if (this.resultSent || !this.started || !this.partialAnswer) return
    this.resultSent = true
    this.write(frame('result', JSON.stringify(this.partialAnswer.value)))
    // Sent: an open stream keeps no copy of it while the model writes.
    this.partialAnswer = null
    for (const held of this.held) this.write(held)
    this.held = []
  }

  private send(text: string): void {
    if (this.resultSent) this.write(text)
    else this.held.push(text)
  }

  private write(text: string): void {
    if (this.closed || !this.controller) return
    this.controller.enqueue(this.encoder.encode(text))
    this.heartbeat?.refresh()
  }

  private beat(): void {
    if (this.closed) return
    this.write(': heartbeat\n\n')
  }

  private close(byClient: boolean): void {
    if (this.closed) return
    this.closed = true
    if (this.heartbeat) clearTimeout(this.heartbeat)
    if (byClient) this.gone.abort()
    else this.controller?.close()
  }
}
