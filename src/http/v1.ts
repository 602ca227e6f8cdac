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
import { AnswerEventStream, wantsEventStream } from '../transport/event-stream'
import { errorResponse, jsonResponse, meteringHeaders } from '../transport/responses'
import type { ExtendTimeout } from '../transport/connection'
import { authenticate, callerOf, checkSourceParameter, readJsonBody, refuseKeyInUrl, SOURCE_MAX_LENGTH } from '../transport/request'
import { REQUEST_ID_HEADER, requestIdOf } from '../transport/request-id'
import type { KeyPrincipal } from '../store/types'

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

/** Whether the route can answer as a stream (`Accept: text/event-stream`): a JSON answer that may wait on a model. */
const streams = (capability: Capability) => !capability.rest!.media && mayCallModel(capability)

/** The narrative member a streamed answer's `result` leaves out: `interpretation` (the tarot readings, the fortune stick) or `narrative`; none for an image reading. */
const narrativeMemberOf = (capability: Capability): string | null => {
  const members = ((capability.rest!.output ?? capability.output) as { properties?: object }).properties ?? {}
  return 'interpretation' in members ? 'interpretation' : 'narrative' in members ? 'narrative' : null
}

/** The 200 response as Server-Sent Events (src/transport/event-stream.ts), beside the JSON one. */
const eventStreamContent = (capability: Capability) => {
  const member = narrativeMemberOf(capability)
  return {
    schema: {
      type: 'string',
      description: [
        'Sent instead of the JSON answer when the request has `Accept: text/event-stream` (Server-Sent Events; `Cache-Control: no-cache`, `X-Accel-Buffering: no`). The events, in order:',
        member
          ? `- \`result\`: sent as soon as the deterministic part is computed, before the model writes: the JSON answer without \`${member}\` (the same members otherwise);`
          : '- `result`: the whole JSON answer, once the model has written it (a structured reading is not sent in pieces, so no `narrative` events follow);',
        '- `narrative`: one per piece of text as the model writes it, `{"delta": string, "locale": string}` (the pieces of one locale joined are its text in the answer); with no model, one event with the whole template text per language. `{"delta": "", "locale": string, "restart": true}` voids that locale\'s text so far: the model\'s first text was refused and it writes again;',
        '- `done`: last, the complete answer, byte for byte the JSON body of the same request without streaming;',
        '- `error`: in place of `done` when the call fails after the stream began: the JSON error body (`{"error": {"code", "message", "details"?, "requestId"}}`), metered as the JSON error would be (a model failure is not counted).',
        'A comment line (`: heartbeat`) is sent after every 15 s of silence. Errors found before the stream begins (invalid data, key, quota, a model not configured) are the JSON error responses below, with their status. A client that closes the connection stops the model call; the call is then not counted.',
      ].join('\n'),
    },
    example: member
      ? `event: result\ndata: {…the answer without ${member}…}\n\nevent: narrative\ndata: {"delta":"The day ","locale":"en"}\n\nevent: narrative\ndata: {"delta":"favours steady work.","locale":"en"}\n\nevent: done\ndata: {…the whole answer…}\n\n`
      : ': heartbeat\n\nevent: result\ndata: {…the whole answer…}\n\nevent: done\ndata: {…the whole answer…}\n\n',
  }
}

const SOURCE_PARAMETER = {
  name: 'source',
  in: 'query',
  required: false,
  description: 'Informational only: where the call comes from (an integration or app name). It does not change the answer.',
  schema: { type: 'string', maxLength: SOURCE_MAX_LENGTH },
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
          content: {
            'application/json': { schema: capability.rest!.output ?? capability.output },
            ...(streams(capability) ? { 'text/event-stream': eventStreamContent(capability) } : {}),
          },
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

/**
 * The call as a stream of events (src/transport/event-stream.ts). The response is returned once the
 * call has been admitted and its model asked, or once it has ended without (then as a plain JSON
 * error when it failed); the events that follow are written as the call goes on.
 */
async function streamRest(capability: Capability, request: Request, body: unknown, deps: Deps, principal: KeyPrincipal): Promise<Response> {
  const requestId = requestIdOf(request)
  const stream = new AnswerEventStream(deps.config.streamHeartbeatMs)
  const running = executeCapability(capability, 'rest', body, deps, callerOf(request, principal, null), {
    metered: true,
    // The client closing the connection, or cancelling the stream once it has begun, stops the call.
    signal: AbortSignal.any([request.signal, stream.clientGone]),
    sink: stream,
  })
  const ended = await Promise.race([stream.begins.then(() => null), running])
  if (ended && !ended.ok) return errorResponse(ended.error, requestId, ended.metering)
  if (ended) stream.begun(ended.metering)
  void running.then((execution) => (execution.ok ? stream.done(execution.value) : stream.fail(execution.error, requestId)))
  return stream.response({ [REQUEST_ID_HEADER]: requestId })
}

async function handleRest(
  capability: Capability,
  request: Request,
  deps: Deps,
  bodyLimit: number,
  extendTimeout: ExtendTimeout,
): Promise<Response> {
  const url = new URL(request.url)
  refuseKeyInUrl(url)
  const principal = await authenticate(request, deps)
  checkSourceParameter(url)
  const body = await readJsonBody(request, bodyLimit)
  // Only now, with a valid key and the whole body in hand: extended earlier, an unauthenticated or
  // slow-sending client could hold the connection for the model timeout instead of the idle timeout.
  if (capability.annotations.openWorldHint) extendTimeout(request, deps.config.modelRequestTimeoutSeconds)
  if (streams(capability) && wantsEventStream(request.headers.get('accept'))) return streamRest(capability, request, body, deps, principal)
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
