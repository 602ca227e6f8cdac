/**
 * What the SQLite and PostgreSQL stores compute the same way outside SQL, so that both answer
 * identically: the telemetry summary, the public rate-limit bucket id and its wait, and the check
 * that a snapshot lands in an empty store.
 */
import { AppError, isAppError } from '../core/errors'
import type { TelemetrySummaryRow } from './types'

/** The secret under which rate-limit keys (client addresses) are hashed: no address is stored. */
export const PUBLIC_RATE_LIMIT_SECRET = 'public-rate-limit-secret'
/** The settings row holding where the last server started on this store is reached (not a secret). */
export const SERVER_URL_SETTING = 'server-url'

/**
 * HMAC-SHA256 as base64url with Bun's native hasher (the same bytes as node:crypto's createHmac,
 * without loading that module at start-up): rate-limit buckets, sign-in throttle subjects and
 * integration ids.
 */
export const hmacSha256 = (secret: string, message: string): string =>
  new Bun.CryptoHasher('sha256', secret).update(message).digest('base64url')

export const publicBucketId = (secret: string, rateLimitKey: string): string => hmacSha256(secret, rateLimitKey).slice(0, 22)

/** Whole seconds until a bucket holding `tokens` (as of now) has `cost`: at least 1. */
export const secondsUntilTokens = (tokens: number, cost: number, perMinute: number): number =>
  Math.max(1, Math.ceil(((cost - tokens) * 60_000) / perMinute / 1000))

/** Tokens in a bucket after refilling from `updatedMs` to `nowMs`, capped at `perMinute`. */
export const refilledTokens = (tokens: number, updatedMs: number, nowMs: number, perMinute: number): number =>
  Math.min(perMinute, tokens + (Math.max(0, nowMs - updatedMs) * perMinute) / 60_000)

/** Calls, failures and p50/p95 per operation and transport; `rows` sorted by operation, transport, latency. */
export function summariseTelemetry(
  rows: Iterable<{ operation: string; transport: string; success: number | boolean; latency_ms: number }>,
): TelemetrySummaryRow[] {
  const groups = new Map<string, { operation: string; transport: string; latencies: number[]; failures: number }>()
  for (const row of rows) {
    const id = `${row.operation}\u0000${row.transport}`
    let g = groups.get(id)
    if (!g) groups.set(id, (g = { operation: row.operation, transport: row.transport, latencies: [], failures: 0 }))
    g.latencies.push(row.latency_ms)
    if (!row.success) g.failures++
  }
  const pick = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return [...groups.values()].map((g) => ({
    operation: g.operation,
    transport: g.transport,
    calls: g.latencies.length,
    failures: g.failures,
    p50Ms: pick(g.latencies, 0.5),
    p95Ms: pick(g.latencies, 0.95),
  }))
}

/** What a snapshot's target already holds of the rows that make a store in use. */
export interface HeldRows {
  accounts: number
  settings: number
  oauth: number
}

/**
 * Refuses a target that is in use: one holding an account, a secret or an OAuth artefact (a server
 * has run on it), so that a copy never mixes with rows of its own.
 */
export function requireEmptyTarget(held: HeldRows): void {
  if (held.accounts === 0 && held.settings === 0 && held.oauth === 0) return
  const what = `${held.accounts} account(s), ${held.settings} secret(s), ${held.oauth} OAuth artefact(s)`
  throw new AppError('INVALID_REQUEST', `the target store is not empty (it holds ${what}); migrate-store copies only into an empty store`)
}

/**
 * The store cannot be reached (server down, network cut, a call past its deadline). Transports answer
 * it with 503 STORE_UNAVAILABLE and Retry-After; it never means a request was wrong.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError'
  /** Seconds a client should wait before trying again. */
  readonly retryAfterSeconds = 2
}

export const isStoreUnavailable = (error: unknown): error is StoreUnavailableError => error instanceof StoreUnavailableError

/**
 * An AppError as it is; a store that cannot be reached is 503 STORE_UNAVAILABLE (retry shortly); any
 * other unexpected error becomes a generic INTERNAL, its text never reaching the client.
 */
export const toAppError = (error: unknown): AppError => {
  if (isAppError(error)) return error
  if (isStoreUnavailable(error)) {
    return new AppError(
      'STORE_UNAVAILABLE',
      'The accounts store is unreachable right now; retry in a few seconds.',
      { retryAfterSeconds: error.retryAfterSeconds },
      { cause: error },
    )
  }
  return new AppError('INTERNAL', 'The service failed to complete this request. Try again later.', undefined, { cause: error })
}
