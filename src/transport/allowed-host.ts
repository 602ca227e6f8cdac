/**
 * The one Host rule (DNS-rebinding protection, MCP spec 2025-06-18 "Security Warning"): a request is
 * answered only under a host name the operator allows (`ALLOWED_HOSTS`), so neither a connector nor
 * a metadata document nor an OAuth issuer ever answers under, or names, a host an attacker chose.
 * Used by the connectors (with their Origin), the protected-resource metadata and the OAuth issuer.
 */
import { AppError } from '../core/errors'

/** The host name of a `Host` header (or `host:port`), lowercased, IPv6 in brackets; null when it is none. */
function hostNameOf(hostHeader: string): string | null {
  // Two Host headers arrive joined ("a, b"), which is no host name.
  return URL.canParse(`http://${hostHeader}`) ? new URL(`http://${hostHeader}`).hostname : null
}

/**
 * The request's host name when `allowed` holds it; else 400 (no host name) or 403. In-process
 * requests (`app.handle`) carry no Host header: the URL's host stands in.
 */
export function requireAllowedHost(request: Request, allowed: ReadonlySet<string>): string {
  const host = hostNameOf(request.headers.get('host') ?? new URL(request.url).host)
  if (host === null) throw new AppError('INVALID_REQUEST', 'The Host header is not a valid host name.')
  if (!allowed.has(host))
    throw new AppError('FORBIDDEN', `Host "${host}" is not allowed on this server. The operator can add it to ALLOWED_HOSTS.`)
  return host
}

/** A browser's `Origin`, when sent, must name an allowed host too: a page elsewhere cannot drive the connector. */
export function requireAllowedOrigin(request: Request, allowed: ReadonlySet<string>): void {
  const origin = request.headers.get('origin')
  if (origin === null) return
  const host = URL.canParse(origin) ? new URL(origin).hostname : null
  if (host === null || host === '') throw new AppError('FORBIDDEN', 'The Origin header is not a valid origin.')
  if (!allowed.has(host))
    throw new AppError(
      'FORBIDDEN',
      `Origin "${origin.slice(0, 100)}" is not allowed on this server. The operator can add its host to ALLOWED_HOSTS.`,
    )
}
