/**
 * The REST adapter: one POST route per capability with a REST surface, all through the same
 * pipeline — key in URL refused → bearer auth → JSON body within the route's limit → validation →
 * quota → run. Routes are generated from the capability definitions, so the OpenAPI document can
 * never drift from what is served.
 */
import { Elysia } from 'elysia'
import { ErrorBody } from '../contracts/common'
import { AppError } from '../core/errors'
import type { Deps } from '../deps'
import { MediaAnswer, type Capability } from '../pipeline/define'
import { executeCapability } from '../pipeline/execute'
import { restCapabilities } from '../operations/index'
import { errorResponse, jsonResponse, meteringHeaders } from '../transport/responses'
import type { ExtendTimeout } from '../transport/connection'
import { authenticate, callerOf, readJsonBody, refuseKeyInUrl } from '../transport/request'
import { requestIdOf } from '../transport/request-id'

/**
 * The response headers the service sends, documented once under `components.headers` and referenced
 * from each response that carries them (src/transport/responses.ts sets them).
 */
export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      "This request's id: the client's own `X-Request-Id` when it is a sane token (1-128 of `A-Z a-z 0-9 . _ : -`), otherwise a new UUID. Also in every error body (`error.requestId`); quote it when reporting a problem.",
    schema: { type: 'string', maxLength: 128 },
  },
  'RateLimit-Limit': {
    description: "The account's daily call limit (shared by all of its keys, REST and MCP).",
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': { description: 'Calls left today after this one.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until the limit resets (00:00 UTC).', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  'WWW-Authenticate': { description: 'The authentication scheme to use: `Bearer`.', schema: { type: 'string' } },
} as const

type HeaderName = keyof typeof RESPONSE_HEADERS
const headerRefs = (...names: HeaderName[]) =>
  Object.fromEntries(['X-Request-Id' as HeaderName, ...names].map((name) => [name, { $ref: `#/components/headers/${name}` }]))
const RATE_LIMIT: HeaderName[] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']

export const errorContent = (description: string, ...headers: HeaderName[]) => ({
  description,
  headers: headerRefs(...headers),
  content: { 'application/json': { schema: ErrorBody } },
})

/** The 200 response of a route that answers a file: one entry per media type, binary or text. */
const mediaContent = (media: Record<string, string>) => ({
  description: Object.values(media).join(' '),
  headers: headerRefs(...RATE_LIMIT),
  content: Object.fromEntries(
    Object.keys(media).map((type) => [type, { schema: { type: 'string', ...(type.startsWith('image/svg') ? {} : { format: 'binary' }) } }]),
  ),
})

/** OpenAPI tag of a REST path. */
const tagOf = (path: string) => {
  const area = path.split('/')[3]
  if (area === 'bazi' || area === 'daily') return 'Bazi'
  if (area === 'solar-terms' || area === 'almanac') return 'Calendar'
  return 'Readings'
}

/** Whether the capability may call a model provider over REST (a narrative, a tarot text, an image reading). */
const mayCallModel = (capability: Capability) =>
  capability.annotations.openWorldHint || 'model' in ((capability.rest!.input as { properties?: object }).properties ?? {})

const SOURCE_PARAMETER = {
  name: 'source',
  in: 'query',
  required: false,
  description: 'Informational only: where the call comes from (an integration or app name). It does not change the answer.',
  schema: { type: 'string', maxLength: 100 },
}

const restDetail = (capability: Capability) => ({
  operationId: capability.operationId,
  summary: capability.summary,
  description: capability.rest!.description ?? capability.description,
  tags: [tagOf(capability.rest!.path)],
  security: [{ bearerAuth: [] }],
  parameters: [SOURCE_PARAMETER],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: capability.rest!.input,
        examples: { [capability.operationId]: { summary: `A valid ${capability.operationId} request`, value: capability.rest!.example } },
      },
    },
  },
  responses: {
    200: capability.rest!.media
      ? mediaContent(capability.rest!.media)
      : {
          description: 'The computed result.',
          headers: headerRefs(...RATE_LIMIT),
          content: { 'application/json': { schema: capability.rest!.output ?? capability.output } },
        },
    400: errorContent('Invalid request data (the message and `details.errors` name the failing fields), or a key sent in the URL.'),
    401: errorContent('Missing, invalid or revoked API key; reconnect with a valid key.', 'WWW-Authenticate'),
    413: errorContent('Request body too large (PAYLOAD_TOO_LARGE, with the limit in `details.limitBytes`).'),
    415: errorContent('Request body is not JSON (send `Content-Type: application/json`).'),
    429: errorContent('Daily request limit reached; stop retrying until the next UTC day (see Retry-After).', 'Retry-After', ...RATE_LIMIT),
    // A call that failed after it was admitted is refunded, and its answer carries the figures.
    500: errorContent('Service error (refunded when it had been counted; the RateLimit-* headers then show the figures).', ...RATE_LIMIT),
    503: errorContent(
      mayCallModel(capability)
        ? 'Not counted against the limit. STORE_UNAVAILABLE: the accounts store cannot be reached (Retry-After). MODEL_UNAVAILABLE: the model provider failed or timed out (Retry-After), or no model is configured for what this call needs (`details.reason` NOT_CONFIGURED, no Retry-After: retrying cannot help).'
        : capability.rest!.media
          ? 'Not counted against the limit. STORE_UNAVAILABLE: the accounts store cannot be reached (Retry-After). SERVER_BUSY: too many PNG pictures are being drawn right now; retry after Retry-After, or ask for SVG.'
          : 'STORE_UNAVAILABLE: the accounts store cannot be reached; retry after Retry-After. Not counted against the limit.',
      'Retry-After',
      ...RATE_LIMIT,
    ),
  },
})

async function handleRest(
  capability: Capability,
  request: Request,
  deps: Deps,
  bodyLimit: number,
  extendTimeout: ExtendTimeout,
): Promise<Response> {
  refuseKeyInUrl(new URL(request.url))
  const principal = await authenticate(request, deps)
  const body = await readJsonBody(request, bodyLimit)
  // Only now, with a valid key and the whole body in hand: extended earlier, an unauthenticated or
  // slow-sending client could hold the connection for the model timeout instead of the idle timeout.
  if (capability.annotations.openWorldHint) extendTimeout(request, deps.config.modelRequestTimeoutSeconds)
  const execution = await executeCapability(capability, 'rest', body, deps, callerOf(request, principal, null), {
    metered: true,
    signal: request.signal,
  })
  if (!execution.ok) return errorResponse(execution.error, requestIdOf(request), execution.metering)
  // A file answer (an image) passes through as its bytes; every other answer, and every error, is JSON.
  if (execution.value instanceof MediaAnswer) {
    const { contentType, body } = execution.value
    // Opened directly in a browser, an SVG is a document: nothing in it may load or run (its own
    // inline <style> aside).
    const headers = {
      'content-type': contentType,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...meteringHeaders(execution.metering),
    }
    return new Response(body as BodyInit, { headers })
  }
  return jsonResponse(execution.value, meteringHeaders(execution.metering))
}

export function restRoutes(deps: Deps, extendTimeout: ExtendTimeout) {
  const app = new Elysia({ name: 'http.v1' })
  for (const capability of restCapabilities()) {
    const { path, largeBody } = capability.rest!
    const limit = largeBody ? deps.config.maxImageBodyBytes : deps.config.maxBodyBytes
    app.post(path, ({ request }) => handleRest(capability, request, deps, limit, extendTimeout), {
      parse: 'none',
      detail: restDetail(capability) as never,
    })
    app.all(
      path,
      ({ request }) => {
        throw new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}: use POST with a JSON body.`, {
          allow: 'POST',
        })
      },
      { parse: 'none', detail: { hide: true } },
    )
  }
  return app
}
