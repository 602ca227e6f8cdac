/**
 * Running a capability for a transport: validate → defaults → run, metered on admission → refund
 * on a failure after admission → telemetry. Both transports call this, so a call is counted,
 * refunded and recorded the same way whether it arrived over REST or MCP.
 *
 * When a call is metered (admitted against the daily quota): just before its first model call
 * (narratives, image readings), or once its calculation has succeeded when it makes none. So a
 * request the calculation refuses (an impossible date such as 1990-02-30, an unknown city, a bad
 * image) costs no quota statement at all, like a schema-invalid one, while a model is never asked
 * for a call that was not admitted. Admission is still one atomic statement per admitted call
 * (src/store): the count stays exact whatever the concurrency.
 *
 * A caller that follows the call as it runs (a streamed REST answer, MCP progress) passes an
 * `AnswerSink`: it hears of the call only once the call is admitted and its model asked, so
 * everything refused before (validation, key, quota, an unconfigured model) stays a plain error.
 */
import { narratorForKey } from '../ai/narrator'
import type { NarrationObserver, Narrator } from '../ai/types'
import { SCHEMA_VERSION } from '../config'
import { AppError } from '../core/errors'
import { localeOfTag } from '../core/locale'
import { localizeError, messageIn } from '../core/messages'
import type { Locale } from '../core/types'
import type { Deps } from '../deps'
import { requestLogger } from '../log'
import { toAppError } from '../store/common'
import { quotaDayAt, type QuotaDay } from '../store/quota-day'
import type { KeyPrincipal, QuotaDecision } from '../store/types'
import type { Capability, Surface } from './define'
import { assertValid } from './validation'

export interface Caller {
  principal: KeyPrincipal | null
  /** Already shortened to product/version (see `shortUserAgent`). */
  userAgent: string | null
  protocolVersion: string | null
  /** For the request's log lines only: telemetry never stores it. */
  requestId: string
}

export interface Metering {
  limit: number
  remaining: number
  /** Seconds until the count resets (next 00:00 UTC). */
  resetSeconds: number
}

export type Execution = { ok: true; value: unknown; metering: Metering | null } | { ok: false; error: AppError; metering: Metering | null }

/** Whole seconds from `now` to the reset of its quota day (at least 1). */
export const secondsToReset = (now: Date, quota: QuotaDay): number => Math.max(1, Math.ceil((quota.resetAt - now.getTime()) / 1000))

const meteringOf = (decision: QuotaDecision, now: Date, quota: QuotaDay): Metering => ({
  limit: decision.limit,
  remaining: Math.max(0, decision.limit - decision.used),
  resetSeconds: secondsToReset(now, quota),
})

/**
 * The narrator a metered call sees: every model call is admitted first (`admit` consumes the quota
 * or throws QUOTA_EXCEEDED), so nothing reaches a provider for a call over the limit.
 */
function admittingNarrator(narrator: Narrator, admit: () => Promise<void>): Narrator {
  const images = narrator.images
  return {
    narrate: async (request, signal, observer) => {
      await admit()
      return narrator.narrate(request, signal, observer)
    },
    narrateBoth: async (request, signal, observer) => {
      await admit()
      return narrator.narrateBoth(request, signal, observer)
    },
    ...(images
      ? {
          images: {
            available: images.available,
            face: async (image, locale, context) => {
              await admit()
              return images.face(image, locale, context)
            },
            aura: async (image, locale, context) => {
              await admit()
              return images.aura(image, locale, context)
            },
            coupleFace: async (input, locale, context) => {
              await admit()
              return images.coupleFace(input, locale, context)
            },
          },
        }
      : {}),
  }
}

/**
 * Who follows one call while it runs (a streamed REST answer, MCP progress). `begun` comes once the
 * call is admitted and its model is asked (or its template given), with the metering figures after
 * admission; it may come more than once (a reading with several model calls). `partial` is the
 * answer without its narrative, `text` and `restart` the narrative as it is written.
 */
export interface AnswerSink {
  begun(metering: Metering | null): void
  partial(answer: unknown): void
  text(piece: string, locale: Locale): void
  restart(locale: Locale): void
  /**
   * Whether part of the answer has already reached the caller (a stream that sent its `result`). Such
   * a call stays counted when its caller goes away: else a client could read the result and the
   * narrative and leave just before the end to have the reading, and its model call, for free.
   */
  delivered?(): boolean
}

/**
 * The narrator a followed call sees: every narration reports to the sink as it is written, and an
 * image reading (which stays whole) reports that its model was asked.
 */
function observingNarrator(narrator: Narrator, sink: AnswerSink, meteringNow: () => Metering | null): Narrator {
  const observer: NarrationObserver = {
    begun: () => sink.begun(meteringNow()),
    text: (piece, locale) => sink.text(piece, locale),
    restart: (locale) => sink.restart(locale),
  }
  const asked = <T>(read: () => Promise<T>): Promise<T> => {
    sink.begun(meteringNow())
    return read()
  }
  const images = narrator.images
  return {
    narrate: (request, signal) => narrator.narrate(request, signal, observer),
    narrateBoth: (request, signal) => narrator.narrateBoth(request, signal, observer),
    ...(images
      ? {
          images: {
            available: images.available,
            face: (image, locale, context) => asked(() => images.face(image, locale, context)),
            aura: (image, locale, context) => asked(() => images.aura(image, locale, context)),
            coupleFace: (input, locale, context) => asked(() => images.coupleFace(input, locale, context)),
          },
        }
      : {}),
  }
}

/**
 * The locale of the request's words, read before validation so even a refusal is worded in it:
 * the body's (or tool arguments') `locale` when it is one of the accepted tags, English otherwise.
 */
function requestLocaleOf(input: unknown): Locale {
  const tag = input && typeof input === 'object' && !Array.isArray(input) ? (input as { locale?: unknown }).locale : undefined
  return localeOfTag(tag) ?? 'en'
}

/** Where it failed: the stack's call sites only, never its message lines (a message can span lines and echo user input). */
const stackFrames = (thrown: unknown): string[] =>
  String((thrown as Error)?.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 5)

export async function executeCapability(
  capability: Capability,
  surface: Surface,
  rawInput: unknown,
  deps: Deps,
  caller: Caller,
  options: { metered: boolean; signal?: AbortSignal; sink?: AnswerSink },
): Promise<Execution> {
  const started = performance.now()
  const now = deps.clock()
  let metering = null as Metering | null // set by `admit`, inside a closure
  let quotaDay = null as string | null
  const principal = caller.principal
  const locale = requestLocaleOf(rawInput)
  const finish = (execution: Execution): Execution => {
    // Telemetry is batched by the store and never holds up or fails a call (a store outage loses it).
    void deps.store
      .recordTelemetry({
        at: now.getTime(),
        operation: capability.name,
        transport: surface,
        success: execution.ok,
        latencyMs: Math.round((performance.now() - started) * 1000) / 1000,
        schemaVersion: SCHEMA_VERSION,
        protocolVersion: caller.protocolVersion,
        userAgent: caller.userAgent,
        integrationId: principal ? deps.integrationId(principal.keyId) : null,
      })
      .catch(() => {})
    deps.metrics?.observeCall(capability.name, surface, execution.ok ? 200 : execution.error.status, (performance.now() - started) / 1000)
    return execution
  }

  try {
    const spec = surface === 'rest' ? capability.rest : capability.mcp
    if (!spec) throw new AppError('NOT_FOUND', `${capability.name} is not available over ${surface}`)
    assertValid(spec.input, rawInput, locale)
    const input = spec.toInput(rawInput)

    if (options.metered && !principal) throw new AppError('UNAUTHORIZED', messageIn(locale, 'auth.key-needed'))
    // Admission, at most once per call, however many model calls ask for it at once (one shared
    // promise); a refusal is kept, so a run that swallowed it still fails.
    let admission: Promise<void> | null = options.metered ? null : Promise.resolve()
    const decide = async (): Promise<void> => {
      const quota = quotaDayAt(now.getTime())
      // One atomic statement on the shared store. If it fails (store unreachable) nothing was
      // counted, so nothing is refunded: quotaDay is set only once the call is counted.
      const decision = await deps.store.consumeQuota(principal!.accountId, quota.day, principal!.dailyLimit)
      metering = meteringOf(decision, now, quota)
      if (decision.allowed) {
        quotaDay = quota.day
        return
      }
      deps.metrics?.quotaRejected(capability.name, surface)
      throw new AppError('QUOTA_EXCEEDED', messageIn(locale, 'quota.exceeded', { limit: decision.limit, seconds: metering.resetSeconds }), {
        limit: decision.limit,
        used: decision.used,
        retryAfterSeconds: metering.resetSeconds,
        resetsAt: new Date(quota.resetAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      })
    }
    const admit = () => (admission ??= decide())

    // The key id reaches the narrator only for the opt-in retention log of keyed readings.
    const keyed = principal ? narratorForKey(deps.narrator, principal.keyId) : deps.narrator
    // Admission comes first, then the sink hears that the model is asked: a call refused by the
    // quota has told a follower nothing yet, so its refusal can still be a plain error.
    const { sink } = options
    const observed = sink ? observingNarrator(keyed, sink, () => metering) : keyed
    const narrator = options.metered ? admittingNarrator(observed, admit) : observed
    const partial = sink ? (answer: unknown) => sink.partial(answer) : undefined
    const value = await capability.run(input, { now, narrator, surface, signal: options.signal, partial })
    await admit()
    return finish({ ok: true, value, metering })
  } catch (thrown) {
    // A message the thrower could not word in the request's locale (the model provider's client) is worded here.
    const error = localizeError(toAppError(thrown), locale)
    // Log where it failed, never the message: library messages can echo user input (a birth date).
    if (error.code === 'INTERNAL')
      requestLogger(deps.log, caller.requestId).error('operation failed', { operation: capability.name, at: stackFrames(thrown) })
    // Only successful calls use quota: a call that fails after admission (the service or the model
    // provider failed) is given back.
    // A caller who went away after part of the answer reached it keeps the call counted (`AnswerSink.delivered`).
    const deliveredThenLeft = options.signal?.aborted === true && options.sink?.delivered?.() === true
    if (quotaDay !== null && principal && !deliveredThenLeft) {
      try {
        await deps.store.refundQuota(principal.accountId, quotaDay)
        if (metering) metering = { ...metering, remaining: metering.remaining + 1 }
      } catch {
        // The store went away between the count and the refund: the failed call stays counted
        // (one call over-counted at worst, never one admitted beyond the limit).
        requestLogger(deps.log, caller.requestId).error('quota refund failed', { operation: capability.name })
      }
    }
    return finish({ ok: false, error, metering })
  }
}
