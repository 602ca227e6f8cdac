/**
 * The HTTP face of the two MCP connectors. Before a message reaches the SDK: the key in the URL is
 * refused, Host and Origin are checked against the allow-list (DNS-rebinding protection), the
 * readings connector authenticates the bearer key, the body is read within its limit and parsed,
 * and the public connector rate-limits tools/call per client address. After: a tools/call that hit
 * the daily limit becomes HTTP 429 with a JSON-RPC error, and metered calls get RateLimit headers.
 * Every refusal here is a JSON-RPC error object (with `data.code` from the service's error codes).
 */
import { Elysia } from 'elysia'
import { AppError, isAppError } from '../core/errors'
import type { Deps } from '../deps'
import { requestLogger } from '../log'
import type { Connector } from '../pipeline/define'
import type { Metering } from '../pipeline/execute'
import { toAppError } from '../store/common'
import type { ClientAddress, ExtendTimeout } from '../transport/connection'
import { meteringHeaders } from '../transport/responses'
import { authenticate, callerOf, readJsonBody, refuseKeyInUrl } from '../transport/request'
import { requireAllowedHost, requireAllowedOrigin } from '../transport/allowed-host'
import { requestIdOf } from '../transport/request-id'
import type { KeyPrincipal } from '../store/types'
import { invalidParams, isToolCall, jsonRpcError, messagesOf, protocolVersionOf, withRequestId, type JsonRpcId } from './json-rpc'
import { rateLimitKey } from '../limits/public-rate-limit'
import { readingsChallenge, resourceOf } from './protected-resource'
import { accessTokenChecker } from '../oauth/access-tokens'
import { CallsUnderWay } from './calls-under-way'
import { createConnector, type Connector_, type ExchangeState } from './server'

/** Methods the tool servers answer themselves (notifications included: they get no answer at all). */
const SERVED_METHODS = new Set<unknown>([
  'initialize',
  'tools/list',
  'tools/call',
  'ping',
  'prompts/list',
  'prompts/get',
  'resources/list',
  'resources/read',
  'notifications/initialized',
  'notifications/cancelled',
  'server/discover',
])

/**
 * The keyed connector takes an API key (`bz_…`, unchanged) or an access token of this service's
 * authorization server bound to this connector (src/oauth/access-tokens.ts), charged alike.
 */
async function authenticateReadings(
  request: Request,
  deps: Deps,
  checkAccessToken: ReturnType<typeof accessTokenChecker>,
): Promise<KeyPrincipal> {
  const token = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token || token.startsWith('bz_')) return authenticate(request, deps)
  let check: Awaited<ReturnType<typeof checkAccessToken>>
  try {
    check = await checkAccessToken(token, resourceOf(request, deps))
  } catch (error) {
    throw toAppError(error)
  }
  if ('principal' in check) return check.principal
  if (check.problem === 'insufficient_scope') {
    throw new AppError('FORBIDDEN', 'The access token does not grant the "readings" scope. Authorize again asking for it.', {
      reason: 'INSUFFICIENT_SCOPE',
    })
  }
  throw new AppError('UNAUTHORIZED', 'Invalid, expired or revoked access token, or one issued for another resource. Authorize again.')
}

/**
 * The keyed connector's 401 points an OAuth client at its protected-resource metadata; a token
 * without the `readings` scope gets 403 with `error="insufficient_scope"` (RFC 6750 §3.1).
 */
function challengeHeaders(error: AppError, request: Request, deps: Deps): Record<string, string> {
  if (error.code === 'UNAUTHORIZED') return { 'WWW-Authenticate': readingsChallenge(request, deps) }
  if (error.code === 'FORBIDDEN' && error.details?.reason === 'INSUFFICIENT_SCOPE')
    return { 'WWW-Authenticate': readingsChallenge(request, deps, 'insufficient_scope') }
  return {}
}

/** The answer with the call's RateLimit headers, when it was metered. */
function withMetering(response: Response, metering: Metering | null): Response {
  if (!metering) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(meteringHeaders(metering))) headers.set(name, value)
  return new Response(response.body, { status: response.status, headers })
}

export function mcpRoutes(deps: Deps, clientAddress: ClientAddress, extendTimeout: ExtendTimeout) {
  const connectors: Record<Connector, Connector_> = {
    public: createConnector('public', deps),
    readings: createConnector('readings', deps),
  }
  const allowedHosts = new Set(deps.config.allowedHosts)
  const limiter = deps.publicRateLimit
  const checkAccessToken = accessTokenChecker(deps.store)
  const calls = new CallsUnderWay()

  async function handle(connector: Connector, request: Request): Promise<Response> {
    let id: JsonRpcId = null
    const requestId = requestIdOf(request)
    try {
      const url = new URL(request.url)
      refuseKeyInUrl(url)
      if (request.method !== 'POST') {
        throw new AppError(
          'METHOD_NOT_ALLOWED',
          `${request.method} is not supported: this is a stateless MCP endpoint; send JSON-RPC messages with POST.`,
          { allow: 'POST' },
        )
      }
      requireAllowedHost(request, allowedHosts)
      requireAllowedOrigin(request, allowedHosts)
      let principal: KeyPrincipal | null = null
      if (connector === 'readings') principal = await authenticateReadings(request, deps, checkAccessToken)

      let body: unknown
      try {
        body = await readJsonBody(request, deps.config.maxBodyBytes)
      } catch (error) {
        if (isAppError(error) && error.details?.reason === 'MALFORMED_JSON') return jsonRpcError(error, null, requestId, {}, -32700)
        throw error
      }
      const message = body as { id?: unknown; method?: unknown } | null
      if (message && typeof message === 'object' && (typeof message.id === 'string' || typeof message.id === 'number')) id = message.id

      const paramsError = messagesOf(body)
        .map(invalidParams)
        .find((e) => e !== null)
      if (paramsError) return jsonRpcError(new AppError('INVALID_REQUEST', paramsError), id, requestId, {}, -32602)

      // Every tool call counts, including each one inside a batch (else a batch would bypass the limit).
      const toolCalls = messagesOf(body).filter(isToolCall).length
      if (connector === 'public' && toolCalls > 0) {
        const retryAfterSeconds = await limiter.take(rateLimitKey(clientAddress(request)), deps.clock().getTime(), toolCalls)
        if (retryAfterSeconds > 0) {
          throw new AppError(
            'RATE_LIMITED',
            `Too many tool calls from this address: at most ${deps.config.publicToolCallsPerMinute} per minute. Retry in ${retryAfterSeconds} s.`,
            {
              retryAfterSeconds,
            },
          )
        }
      }

      // Tool calls on the keyed connector may wait on a model (tarot, narratives).
      if (connector === 'readings' && toolCalls > 0) {
        extendTimeout(request, deps.config.modelRequestTimeoutSeconds)
      }
      if (principal) calls.cancelNamedIn(principal.keyId, messagesOf(body))
      const state: ExchangeState = {
        caller: callerOf(request, principal, protocolVersionOf(request, body)),
        quotaExceeded: null,
        metering: null,
        calls,
      }
      let response = await connectors[connector].handler.fetch(request, {
        parsedBody: body,
        authInfo: { token: '', clientId: principal?.keyId ?? 'anonymous', scopes: [], extra: { state } },
      })
      // The SDK's own errors get the request id too. Only answers that may hold one are read: a
      // refusal (4xx/5xx), or any message whose method the tools do not serve (Method not found).
      // A served tools/call, tools/list or initialize answers as it came.
      if (response.status >= 400 || messagesOf(body).some((m) => !SERVED_METHODS.has((m as { method?: unknown } | null)?.method))) {
        response = await withRequestId(response, requestId)
      }
      // A single call over the limit becomes HTTP 429 (and one the store could not count, 503). In a batch, other calls may have succeeded and
      // been counted: their results must reach the client, so a batch keeps its per-call results
      // (the refused call is an isError result with QUOTA_EXCEEDED).
      if (state.quotaExceeded && !Array.isArray(body)) {
        void response.body?.cancel().catch(() => {}) // a stream begun for the refused call is not read
        return jsonRpcError(state.quotaExceeded, id, requestId, meteringHeaders(state.metering))
      }
      return withMetering(response, state.metering)
    } catch (error) {
      const appError = toAppError(error)
      if (appError.code === 'INTERNAL') requestLogger(deps.log, requestId).error('mcp exchange failed', { connector })
      return jsonRpcError(appError, id, requestId, connector === 'readings' ? challengeHeaders(appError, request, deps) : {})
    }
  }

  return new Elysia({ name: 'mcp' })
    .all('/mcp', ({ request }) => handle('public', request), { parse: 'none', detail: { hide: true } })
    .all('/mcp/readings', ({ request }) => handle('readings', request), { parse: 'none', detail: { hide: true } })
}
