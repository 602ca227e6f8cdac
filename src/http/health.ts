/**
 * /healthz (liveness) and /readyz (readiness, what a load balancer routes on). Neither needs a key
 * nor counts against a quota. src/app.ts also answers them for a request with no Host header (a
 * balancer's plain HTTP/1.0 check), through the same two functions.
 */
import { Elysia } from 'elysia'
import { SCHEMA_VERSION, SERVICE_NAME, SERVICE_VERSION } from '../config'
import { AppError } from '../core/errors'
import type { Deps } from '../deps'
import { errorResponse, jsonResponse } from '../transport/responses'
import { requestIdOf } from '../transport/request-id'

/**
 * Liveness: 200 while the process serves, even when the store is down (restarting would not bring a
 * database back); the store's state is reported, and /readyz is what to route on.
 */
export async function healthAnswer(deps: Deps): Promise<Response> {
  const database = await deps.store.healthy()
  return jsonResponse({
    status: database ? 'ok' : 'degraded',
    service: SERVICE_NAME,
    version: SERVICE_VERSION,
    schemaVersion: SCHEMA_VERSION,
    database: database ? 'ok' : 'unreachable',
    runtime: { bun: Bun.version, icu: process.versions.icu ?? null, tz: process.versions.tz ?? null },
  })
}

/**
 * Readiness: 503 STORE_UNAVAILABLE while the store cannot be reached (a load balancer sends keyed
 * traffic elsewhere), 200 again as soon as it answers.
 */
export async function readinessAnswer(deps: Deps, requestId: string): Promise<Response> {
  if (await deps.store.healthy()) return jsonResponse({ status: 'ready', database: 'ok' })
  return errorResponse(new AppError('STORE_UNAVAILABLE', 'The accounts store cannot be reached; keyed calls answer 503 until it is back.', { retryAfterSeconds: 2 }), requestId)
}

export const healthRoutes = (deps: Deps) =>
  new Elysia({ name: 'health' })
    .get('/healthz', () => healthAnswer(deps), { detail: { summary: 'Health check', tags: ['Service'], security: [] } })
    .get('/readyz', ({ request }) => readinessAnswer(deps, requestIdOf(request)), {
      detail: { summary: 'Readiness check (503 while the accounts store is unreachable)', tags: ['Service'], security: [] },
    })
