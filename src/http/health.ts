/**
 * /healthz (liveness) and /readyz (readiness, what a load balancer routes on). Neither needs a key
 * nor counts against a quota. src/app.ts also answers them for a request with no Host header (a
 * balancer's plain HTTP/1.0 check), through the same two functions.
 */
import { Type } from '@sinclair/typebox'
import { Elysia } from 'elysia'
import { SCHEMA_VERSION, SERVICE_NAME, SERVICE_VERSION } from '../config'
import { AppError } from '../core/errors'
import type { Deps } from '../deps'
import { errorResponse, jsonResponse } from '../transport/responses'
import { requestIdOf } from '../transport/request-id'
import { errorContent } from './v1'

const HEADER_REF = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } }
const HEALTH_BODY = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
    description: '`degraded` while the accounts store cannot be reached.',
  }),
  service: Type.String({ description: 'Service name.' }),
  version: Type.String({ description: 'Service version.' }),
  schemaVersion: Type.String({ description: 'Contract version label.' }),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')], { description: 'State of the accounts store.' }),
  runtime: Type.Object({}, { additionalProperties: true, description: 'Runtime versions (Bun, ICU, time-zone data).' }),
})
const READY_BODY = Type.Object({
  status: Type.Literal('ready', { description: 'Always `ready` in a 200.' }),
  database: Type.Literal('ok', { description: 'State of the accounts store.' }),
})
/** Refused by the app's request screen on any route, these included (when a Host header is sent and is no host name). */
const BAD_HOST = errorContent('The Host header is not a valid host name.')

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
  return errorResponse(
    new AppError('STORE_UNAVAILABLE', 'The accounts store cannot be reached; keyed calls answer 503 until it is back.', {
      retryAfterSeconds: 2,
    }),
    requestId,
  )
}

export const healthRoutes = (deps: Deps) =>
  new Elysia({ name: 'health' })
    .get('/healthz', () => healthAnswer(deps), {
      detail: {
        operationId: 'getHealth',
        summary: 'Health check',
        description:
          'Liveness: 200 while the process serves, even when the accounts store is down (`status: "degraded"`, `database: "unreachable"`); route traffic on /readyz instead. No key, not counted.',
        tags: ['Service'],
        security: [],
        responses: {
          200: {
            description: 'The process is serving; the store state is reported.',
            headers: HEADER_REF,
            content: { 'application/json': { schema: HEALTH_BODY } },
          },
          400: BAD_HOST,
        },
      },
    })
    .get('/readyz', ({ request }) => readinessAnswer(deps, requestIdOf(request)), {
      detail: {
        operationId: 'getReadiness',
        summary: 'Readiness check (503 while the accounts store is unreachable)',
        description:
          "Readiness for keyed traffic: 200 when the accounts store answers, 503 STORE_UNAVAILABLE (with Retry-After) while it cannot be reached. No key, not counted. A plain HTTP/1.0 check without a Host header (a load balancer's) is answered too.",
        tags: ['Service'],
        security: [],
        responses: {
          200: {
            description: 'Ready: the accounts store answers.',
            headers: HEADER_REF,
            content: { 'application/json': { schema: READY_BODY } },
          },
          400: BAD_HOST,
          503: errorContent(
            'STORE_UNAVAILABLE: the accounts store cannot be reached; keyed calls answer 503 until it is back.',
            'Retry-After',
          ),
        },
      },
    })
