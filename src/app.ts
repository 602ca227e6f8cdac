/**
 * The application: REST under /api/v1, the two MCP connectors, /openapi.json, /docs, /healthz and
 * /readyz, the home page, the settings page, with one error mapping for everything Elysia itself rejects. No `.listen()` here: tests drive it
 * with `app.handle(request)`, `src/serve.ts` puts it on a port.
 */
import { Elysia } from 'elysia'
import { AppError } from './core/errors'
import type { Deps } from './deps'
import { requestLogger } from './log'
import { apiDocumentation, docsRoutes } from './http/docs'
import { healthAnswer, healthRoutes, readinessAnswer } from './http/health'
import { errorResponse } from './transport/responses'
import { bodyExceeds, declaresMoreThan, tooLarge } from './transport/request'
import { restRoutes } from './http/v1'
import { clientAddressOf } from './transport/connection'
import { REQUEST_ID_HEADER, requestIdOf } from './transport/request-id'
import { toAppError } from './store/common'
import { restCapabilities } from './operations/index'
import { METADATA_PATHS, protectedResourceMetadata } from './mcp/protected-resource'
import { settingsRoutes } from './web/settings'
import { homeRoutes } from './web/home'
import { AUTHORIZATION_SERVER_METADATA_PATHS, createOAuthServer } from './oauth/server'
import { pickLocale } from './web/i18n'
import { viewOf } from './web/pages'
import { oauthErrorPage } from './web/oauth-pages'

/** Body limits by path: the image routes take the large limit, everything else the JSON one. */
function bodyLimits(deps: Deps) {
  const imagePaths = new Set(
    restCapabilities()
      .filter((c) => c.rest!.largeBody)
      .map((c) => c.rest!.path),
  )
  return {
    of: (pathname: string) => (imagePaths.has(pathname) ? deps.config.maxImageBodyBytes : deps.config.maxBodyBytes),
    /** The MCP connectors answer their own 413, as a JSON-RPC error. */
    ownedByMcp: (pathname: string) => MCP_PATHS.has(pathname),
  }
}

const MCP_PATHS = new Set(['/mcp', '/mcp/readings'])

/**
 * 413 without reading the body. The connection stays open: Bun has already sent `100 Continue` to
 * a client that asked (it does so before any handler runs), so the client may be sending the body
 * right now, and closing the socket under it resets the connection before the client reads the
 * answer. Open, the runtime discards the rest of the body as it does after any early answer (401,
 * 404), and a client such as curl stops sending as soon as it reads the 413.
 */
function payloadTooLarge(limit: number, requestId: string): Response {
  return errorResponse(tooLarge(limit), requestId)
}

/**
 * Before any route: the request id on every response, a Host that is no host name refused, and a
 * body declared larger than its route accepts refused before any key check or read (the runtime's
 * own ceiling sits far above every route limit: src/serve.ts).
 */
function screenRequest(deps: Deps) {
  const limits = bodyLimits(deps)
  return ({ request, set }: { request: Request; set: { headers: Record<string, string | number> } }) => {
    // Every response carries the request id (Elysia merges `set.headers` into each response).
    const requestId = requestIdOf(request)
    set.headers[REQUEST_ID_HEADER] = requestId
    // Bun leaves `request.url` relative when the Host header is not a host name (`a@b`,
    // `user:pw@localhost`), and every handler parses the URL: refuse such a request once, here, as
    // the client's error instead of failing with a 500 on every route.
    if (!URL.canParse(request.url)) {
      // HTTP/1.0 allows a request with no Host header at all, and a load balancer's plain health
      // check sends exactly that (HAProxy's `option httpchk`): the two health routes answer it,
      // every other route still refuses it.
      if (request.headers.get('host') === null && (request.method === 'GET' || request.method === 'HEAD')) {
        const path = request.url.split('?', 1)[0]
        if (path === '/readyz') return readinessAnswer(deps, requestId)
        if (path === '/healthz') return healthAnswer(deps)
      }
      return errorResponse(new AppError('INVALID_REQUEST', 'The Host header is not a valid host name.'), requestId)
    }
    if (declaresMoreThan(request, deps.config.maxBodyBytes)) {
      const pathname = new URL(request.url).pathname
      const limit = limits.of(pathname)
      if (!limits.ownedByMcp(pathname) && declaresMoreThan(request, limit)) return payloadTooLarge(limit, requestId)
    }
  }
}

/** Errors Elysia raises itself, before or around our handlers, get the same JSON shape. */
function mapFrameworkError(deps: Deps) {
  return async ({ code, error, request }: { code: unknown; error: unknown; request: Request }) => {
    const requestId = requestIdOf(request)
    if (error instanceof AppError) return errorResponse(error, requestId)
    if (code === 'NOT_FOUND') {
      // A chunked body to an unknown path is counted up to the JSON limit: too large is a 413 there too.
      if (await bodyExceeds(request, deps.config.maxBodyBytes)) return payloadTooLarge(deps.config.maxBodyBytes, requestId)
      return errorResponse(
        new AppError('NOT_FOUND', `No route for ${request.method} ${new URL(request.url).pathname}. See /openapi.json.`),
        requestId,
      )
    }
    if (code === 'PARSE') return errorResponse(new AppError('INVALID_REQUEST', 'The request body could not be parsed.'), requestId)
    const appError = toAppError(error)
    if (appError.code === 'INTERNAL') requestLogger(deps.log, requestId).error('unhandled error', { code: String(code) })
    return errorResponse(appError, requestId)
  }
}

export function createApp(deps: Deps) {
  const app = new Elysia({ name: 'bazi-service' })
  const clientAddress = clientAddressOf(deps.config.trustProxy, () => app.server)
  // In-process requests (tests) have no server and no timeout to extend.
  const extendTimeout = (request: Request, seconds: number) => app.server?.timeout(request, seconds)

  // The MCP connectors are built on first use: evaluating the MCP SDK (its zod schemas) was the
  // largest part of start-up before the first /healthz answer. `warmMcp` builds them ahead of
  // traffic once the service is up (src/serve.ts).
  let mcpApp: Promise<{ handle(request: Request): Promise<Response> }> | null = null
  const warmMcp = () => (mcpApp ??= import('./mcp/route').then(({ mcpRoutes }) => mcpRoutes(deps, clientAddress, extendTimeout)))
  const mcp = ({ request }: { request: Request }) => warmMcp().then((connectors) => connectors.handle(request))
  const allowedHosts = new Set(deps.config.allowedHosts)
  // The OAuth authorization server of the keyed connector (src/oauth): its endpoints under /oauth
  // and its metadata are forwarded to oidc-provider; sign-in, consent and Connected apps are pages
  // of the settings page.
  const oauth = createOAuthServer(deps, {
    errorPage: (acceptLanguage, error, description) =>
      String(oauthErrorPage(viewOf(pickLocale(acceptLanguage), '/settings/login'), error, description)),
  })
  const toOAuth = ({ request }: { request: Request }) => oauth.forward(request, clientAddress(request))

  return app
    .onRequest(screenRequest(deps))
    .onError(mapFrameworkError(deps))
    .use(healthRoutes(deps))
    .use(apiDocumentation())
    .use(docsRoutes())
    .use(restRoutes(deps, extendTimeout))
    .all('/mcp', mcp, { parse: 'none', detail: { hide: true } })
    .all('/mcp/readings', mcp, { parse: 'none', detail: { hide: true } })
    .get(METADATA_PATHS[0], ({ request }) => protectedResourceMetadata(request, deps, allowedHosts), { detail: { hide: true } })
    .get(METADATA_PATHS[1], ({ request }) => protectedResourceMetadata(request, deps, allowedHosts), { detail: { hide: true } })
    .get(AUTHORIZATION_SERVER_METADATA_PATHS[0], toOAuth, { detail: { hide: true } })
    .get(AUTHORIZATION_SERVER_METADATA_PATHS[1], toOAuth, { detail: { hide: true } })
    .decorate('warmMcp', warmMcp)
    .decorate('oauth', oauth)
    .use(homeRoutes(deps, { clientAddress }))
    .use(settingsRoutes(deps, { clientAddress, oauth }))
    .all('/oauth/*', toOAuth, { parse: 'none', detail: { hide: true } })
}
