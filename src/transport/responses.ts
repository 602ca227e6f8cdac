/**
 * The REST mapping of `AppError`, done once: status from the code table, the one body shape
 * `{"error":{"code","message","details"?,"requestId"}}`, and the headers some codes require. The MCP
 * route uses the headers too.
 */
import { AppError } from '../core/errors'
import type { Metering } from '../pipeline/execute'
import { REQUEST_ID_HEADER } from './request-id'

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const

export const meteringHeaders = (metering: Metering | null): Record<string, string> =>
  metering
    ? {
        'RateLimit-Limit': String(metering.limit),
        'RateLimit-Remaining': String(metering.remaining),
        'RateLimit-Reset': String(metering.resetSeconds),
      }
    : {}

/** Headers a code carries whatever the route. */
export function errorHeaders(error: AppError): Record<string, string> {
  switch (error.code) {
    case 'UNAUTHORIZED':
      return { 'WWW-Authenticate': 'Bearer realm="bazi-service", error="invalid_token"' }
    case 'QUOTA_EXCEEDED':
    case 'RATE_LIMITED':
      return { 'Retry-After': String(error.details?.retryAfterSeconds ?? 60) }
    case 'METHOD_NOT_ALLOWED':
      return { Allow: String(error.details?.allow ?? 'POST') }
    case 'MODEL_UNAVAILABLE':
      // No model configured: retrying cannot help until the operator configures one, so no
      // Retry-After. A provider outage: its own wait when it gave one (a 429), else a short pause.
      if (error.details?.reason === 'NOT_CONFIGURED') return {}
      return { 'Retry-After': String(error.details?.retryAfterSeconds ?? 30) }
    case 'STORE_UNAVAILABLE':
      return { 'Retry-After': String(error.details?.retryAfterSeconds ?? 2) }
    case 'SERVER_BUSY':
      return { 'Retry-After': String(error.details?.retryAfterSeconds ?? 1) }
    default:
      return {}
  }
}

export function errorResponse(error: AppError, requestId: string, metering: Metering | null = null): Response {
  // The id comes last, so the members clients already read keep their order.
  const body = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details && error.code !== 'METHOD_NOT_ALLOWED' ? { details: error.details } : {}),
      requestId,
    },
  }
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { ...JSON_HEADERS, ...errorHeaders(error), ...meteringHeaders(metering), [REQUEST_ID_HEADER]: requestId },
  })
}

export const jsonResponse = (value: unknown, headers: Record<string, string> = {}, status = 200): Response =>
  new Response(JSON.stringify(value), { status, headers: { ...JSON_HEADERS, ...headers } })
