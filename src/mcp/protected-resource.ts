/**
 * The keyed connector as an OAuth protected resource (MCP authorization, 2025-11-25: "Authorization
 * Server Discovery"): its RFC 9728 metadata at the path-inserted well-known address
 * `/.well-known/oauth-protected-resource/mcp/readings` (and at the root form, which clients try
 * next), and the `WWW-Authenticate` challenge of its 401 that points a client at that metadata and
 * names the scope to ask for.
 *
 * The resource's identifier is its canonical URL: `PUBLIC_BASE_URL` when the operator set it (behind
 * a proxy, the address clients use), else the origin the request came to (HTTPS behind a proxy only
 * with TRUST_PROXY, as everywhere).
 */
import type { Deps } from '../deps'
import { requireAllowedHost } from '../transport/allowed-host'
import { ownOrigin } from '../transport/connection'
import { JSON_HEADERS } from '../transport/responses'

/** The one scope of the keyed connector: its reading tools, charged to the account's daily limit. */
const READINGS_SCOPE = 'readings'

const RESOURCE_PATH = '/mcp/readings'
export const METADATA_PATHS = ['/.well-known/oauth-protected-resource/mcp/readings', '/.well-known/oauth-protected-resource'] as const

const baseOf = (request: Request, deps: Deps): string =>
  (deps.config.publicBaseUrl ?? ownOrigin(request, deps.config.trustProxy)).replace(/\/+$/, '')

/** The keyed connector's canonical URL, as a client names it in `resource` (RFC 8707). */
export const resourceOf = (request: Request, deps: Deps): string => `${baseOf(request, deps)}${RESOURCE_PATH}`

/**
 * The challenge of a 401 on the keyed connector. `error="invalid_token"` only when a credential was
 * sent (RFC 6750 §3.1: a request without one gets no error code).
 */
export function readingsChallenge(request: Request, deps: Deps, error: 'invalid_token' | 'insufficient_scope' = 'invalid_token'): string {
  const sent = request.headers.has('authorization')
  return `Bearer realm="bazi-service", resource_metadata="${baseOf(request, deps)}${METADATA_PATHS[0]}", scope="${READINGS_SCOPE}"${sent ? `, error="${error}"` : ''}`
}

/**
 * The metadata document (RFC 9728 §2). Public and the same for every caller, so any origin may read
 * it (browser-based clients fetch it cross-site). The Host must be one the server answers to, as on
 * the connectors themselves, so the document never names a host an attacker chose.
 */
export function protectedResourceMetadata(request: Request, deps: Deps, allowedHosts: Set<string>): Response {
  if (!deps.config.publicBaseUrl) requireAllowedHost(request, allowedHosts)
  const base = baseOf(request, deps)
  const document = {
    resource: resourceOf(request, deps),
    resource_name: 'Bazi readings',
    // This service is its own authorization server (src/oauth), at the same origin.
    authorization_servers: [base],
    bearer_methods_supported: ['header'],
    scopes_supported: [READINGS_SCOPE],
    resource_documentation: `${base}/docs`,
  }
  return new Response(JSON.stringify(document), {
    // The scheme can follow X-Forwarded-Proto (TRUST_PROXY): a cache must keep one copy per scheme.
    headers: { ...JSON_HEADERS, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300', Vary: 'X-Forwarded-Proto' },
  })
}
