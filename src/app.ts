/**
 * The application: REST under /api/v1, the two MCP connectors, /openapi.json, /docs and /healthz,
 * with one error mapping for everything Elysia itself rejects. No `.listen()` here: tests drive it
 * with `app.handle(request)`, `src/serve.ts` puts it on a port.
 */
import { openapi } from '@elysiajs/openapi'
import { Type } from '@sinclair/typebox'
import { Elysia } from 'elysia'
import { SCHEMA_VERSION, SERVICE_NAME, SERVICE_VERSION } from './config'
import { AppError } from './core/errors'
import { requestLogger, type Deps } from './deps'
import { DOCS_HTML, scalarBundle } from './http/docs'
import { errorResponse, jsonResponse } from './transport/responses'
import { bodyExceeds, declaresMoreThan, tooLarge } from './transport/request'
import { errorContent, RESPONSE_HEADERS, restRoutes } from './http/v1'
import { clientAddressOf } from './transport/connection'
import { REQUEST_ID_HEADER, requestIdOf } from './transport/request-id'
import { toAppError } from './pipeline/execute'
import { restCapabilities } from './operations/index'
import { settingsRoutes } from './web/settings'

const API_DESCRIPTION = `Bazi (Four Pillars of Destiny) charts with True Solar Time, the Chinese almanac, daily guidance, compatibility, phone-number energy, one-card tarot and AI image readings.

Every operation needs \`Authorization: Bearer <key>\` (account holders create keys on the account settings page, \`/settings/api-keys\`; operators can also use \`bazi-service keys create\`) and counts against the account's daily limit (reset at 00:00 UTC; see the RateLimit-* headers). Errors are \`{"error":{"code","message","details","requestId"}}\`.

MCP connectors (Streamable HTTP, stateless): \`/mcp\` (public: get_daily_almanac, calculate_bazi_chart, get_daily_bazi_guidance) and \`/mcp/readings\` (bearer key: calculate_bazi_compatibility, draw_tarot_card, analyze_number_energy).

Data handling: birth data, phone numbers, questions, images and readings are used only to compute the response and are never stored or logged. Results are for entertainment and personal reflection only, not medical, legal, financial or other professional advice.

Contains data from GeoNames (https://www.geonames.org), licensed CC BY 4.0; modified (filtered, merged with Chinese names). Time-zone boundaries: timezone-boundary-builder / © OpenStreetMap contributors.`

const HEADER_REF = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } }
const HEALTH_BODY = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { description: '`degraded` while the accounts store cannot be reached.' }),
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
/** Refused by `onRequest` on any route, these included. */
const BAD_HOST = errorContent('The Host header is not a valid host name.')

export function createApp(deps: Deps) {
  const app = new Elysia({ name: 'bazi-service' })

  const clientAddress = clientAddressOf(deps.config.trustProxy, () => app.server)
  // Body limits by path: the image routes take the large limit, everything else the JSON one. The
  // MCP connectors answer their own 413, as a JSON-RPC error.
  const imagePaths = new Set(restCapabilities().filter((c) => c.rest!.largeBody).map((c) => c.rest!.path))
  const MCP_PATHS = new Set(['/mcp', '/mcp/readings'])
  const bodyLimitOf = (pathname: string) => (imagePaths.has(pathname) ? deps.config.maxImageBodyBytes : deps.config.maxBodyBytes)
  /**
   * 413 without reading the body. The connection stays open: Bun has already sent `100 Continue` to
   * a client that asked (it does so before any handler runs), so the client may be sending the body
   * right now, and closing the socket under it resets the connection before the client reads the
   * answer. Open, the runtime discards the rest of the body as it does after any early answer (401,
   * 404), and a client such as curl stops sending as soon as it reads the 413.
   */
  const payloadTooLarge = (limit: number, requestId: string) => errorResponse(tooLarge(limit), requestId)

  // In-process requests (tests) have no server and no timeout to extend.
  const extendTimeout = (request: Request, seconds: number) => app.server?.timeout(request, seconds)

  // The MCP connectors are built on first use: evaluating the MCP SDK (its zod schemas) was ~40 % of
  // the start-up before the first /healthz answer (BENCHMARKS.md, issue 17). `warmMcp` builds them
  // ahead of traffic once the service is up (src/serve.ts).
  let mcpApp: Promise<{ handle(request: Request): Promise<Response> }> | null = null
  const warmMcp = () => (mcpApp ??= import('./mcp/route').then(({ mcpRoutes }) => mcpRoutes(deps, clientAddress, extendTimeout)))
  const mcp = ({ request }: { request: Request }) => warmMcp().then((connectors) => connectors.handle(request))

  return app
    // Bun leaves `request.url` relative when the Host header is not a host name (`a@b`,
    // `user:pw@localhost`), and every handler parses the URL: refuse such a request once, here, as
    // the client's error instead of failing with a 500 on every route.
    .onRequest(({ request, set }) => {
      // Every response carries the request id (Elysia merges `set.headers` into each response).
      const requestId = requestIdOf(request)
      set.headers[REQUEST_ID_HEADER] = requestId
      if (!URL.canParse(request.url)) return errorResponse(new AppError('INVALID_REQUEST', 'The Host header is not a valid host name.'), requestId)
      // A body declared larger than its route accepts is refused here, before any route, key check
      // or read (the runtime's own ceiling sits far above every route limit: src/serve.ts).
      if (declaresMoreThan(request, deps.config.maxBodyBytes)) {
        const pathname = new URL(request.url).pathname
        const limit = bodyLimitOf(pathname)
        if (!MCP_PATHS.has(pathname) && declaresMoreThan(request, limit)) return payloadTooLarge(limit, requestId)
      }
    })
    .onError(async ({ code, error, request }) => {
      // Errors Elysia raises itself, before or around our handlers, get the same JSON shape.
      const requestId = requestIdOf(request)
      if (error instanceof AppError) return errorResponse(error, requestId)
      if (code === 'NOT_FOUND') {
        // A chunked body to an unknown path is counted up to the JSON limit: too large is a 413 there too.
        if (await bodyExceeds(request, deps.config.maxBodyBytes)) return payloadTooLarge(deps.config.maxBodyBytes, requestId)
        return errorResponse(new AppError('NOT_FOUND', `No route for ${request.method} ${new URL(request.url).pathname}. See /openapi.json.`), requestId)
      }
      if (code === 'PARSE') return errorResponse(new AppError('INVALID_REQUEST', 'The request body could not be parsed.'), requestId)
      const appError = toAppError(error)
      if (appError.code === 'INTERNAL') requestLogger(deps.log, requestId).error('unhandled error', { code: String(code) })
      return errorResponse(appError, requestId)
    })
    .get(
      '/healthz',
      // Liveness: 200 while the process serves, even when the store is down (restarting would not
      // bring a database back); the store's state is reported, and /readyz is what to route on.
      async () => {
        const database = await deps.store.healthy()
        return jsonResponse({
          status: database ? 'ok' : 'degraded',
          service: SERVICE_NAME,
          version: SERVICE_VERSION,
          schemaVersion: SCHEMA_VERSION,
          database: database ? 'ok' : 'unreachable',
          runtime: { bun: Bun.version, icu: process.versions.icu ?? null, tz: process.versions.tz ?? null },
        })
      },
      {
        detail: {
          operationId: 'getHealth',
          summary: 'Health check',
          description: 'Liveness: 200 while the process serves, even when the accounts store is down (`status: "degraded"`, `database: "unreachable"`); route traffic on /readyz instead. No key, not counted.',
          tags: ['Service'],
          security: [],
          responses: {
            200: { description: 'The process is serving; the store state is reported.', headers: HEADER_REF, content: { 'application/json': { schema: HEALTH_BODY } } },
            400: BAD_HOST,
          },
        },
      },
    )
    .get(
      '/readyz',
      // Readiness: 503 STORE_UNAVAILABLE while the store cannot be reached (a load balancer sends
      // keyed traffic elsewhere), 200 again as soon as it answers.
      async ({ request }) => {
        if (await deps.store.healthy()) return jsonResponse({ status: 'ready', database: 'ok' })
        return errorResponse(
          new AppError('STORE_UNAVAILABLE', 'The accounts store cannot be reached; keyed calls answer 503 until it is back.', { retryAfterSeconds: 2 }),
          requestIdOf(request),
        )
      },
      {
        detail: {
          operationId: 'getReadiness',
          summary: 'Readiness check (503 while the accounts store is unreachable)',
          description: 'Readiness for keyed traffic: 200 when the accounts store answers, 503 STORE_UNAVAILABLE (with Retry-After) while it cannot be reached. No key, not counted.',
          tags: ['Service'],
          security: [],
          responses: {
            200: { description: 'Ready: the accounts store answers.', headers: HEADER_REF, content: { 'application/json': { schema: READY_BODY } } },
            400: BAD_HOST,
            503: errorContent('STORE_UNAVAILABLE: the accounts store cannot be reached; keyed calls answer 503 until it is back.', 'Retry-After'),
          },
        },
      },
    )
    .use(
      openapi({
        path: '/docs-internal',
        specPath: '/openapi.json',
        provider: null,
        openapiVersion: '3.1.0',
        exclude: { paths: ['/docs', '/docs/scalar.js', '/docs-internal'] },
        documentation: {
          openapi: '3.1.0',
          info: {
            title: 'bazi-service',
            version: SCHEMA_VERSION,
            description: API_DESCRIPTION,
            contact: { name: 'The operator of this bazi-service instance' },
            license: { name: 'MIT', identifier: 'MIT' },
          },
          // Relative: the document is served by the server it describes, whatever its address.
          servers: [{ url: '/', description: 'This server' }],
          tags: [
            { name: 'Bazi', description: 'Charts and daily readings' },
            { name: 'Calendar', description: 'Solar terms, date selection' },
            { name: 'Readings', description: 'Compatibility, number energy, tarot, kids and image readings' },
            { name: 'Service', description: 'Health' },
          ],
          components: { headers: RESPONSE_HEADERS, securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key from the account settings page (`/settings/api-keys`) or `bazi-service keys create`.' } } },
          security: [{ bearerAuth: [] }],
        } as never,
      } as never),
    )
    .get('/docs', () => new Response(DOCS_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } }), { detail: { hide: true } })
    .get(
      '/docs/scalar.js',
      () => new Response(scalarBundle(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } }),
      { detail: { hide: true } },
    )
    .use(restRoutes(deps, extendTimeout))
    .all('/mcp', mcp, { parse: 'none', detail: { hide: true } })
    .all('/mcp/readings', mcp, { parse: 'none', detail: { hide: true } })
    .decorate('warmMcp', warmMcp)
    .use(settingsRoutes(deps, { clientAddress }))
}

export type App = ReturnType<typeof createApp>
