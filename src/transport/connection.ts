/**
 * What both transports need to know about the connection a request arrived on: the client's address
 * (for the public MCP rate limit), a way to let one request outlive the idle timeout, and the
 * scheme and origin the client used (for the settings page's cookies and links, and the addresses
 * the MCP protected-resource metadata gives). `app.ts`
 * builds both from the running server; in-process requests (tests) have neither.
 */

/** Lets one request outlive the connection idle timeout (model-backed operations wait on a provider). */
export type ExtendTimeout = (request: Request, seconds: number) => void

/** The client's address as the service sees it (the trusted proxy's last hop when `TRUST_PROXY` is on). */
export type ClientAddress = (request: Request) => string

interface RequestIpSource {
  requestIP(request: Request): { address: string } | null
}

export function clientAddressOf(trustProxy: boolean, server: () => RequestIpSource | null | undefined): ClientAddress {
  return (request) => {
    if (trustProxy) {
      // The address the trusted proxy saw is the one it appended last.
      const forwarded = request.headers
        .get('x-forwarded-for')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (forwarded?.length) return forwarded[forwarded.length - 1]
    }
    return server()?.requestIP(request)?.address ?? 'local'
  }
}

/**
 * Whether the client reached us over HTTPS: directly, or through a reverse proxy that says so in
 * `X-Forwarded-Proto` (believed only with TRUST_PROXY, as the client address is).
 */
export function cameOverHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (!trustProxy) return false
  // A proxy chain appends; the first value is what the client used at the outermost proxy.
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

/**
 * This server's origin as the client sees it: scheme (see above) and the Host it asked for, in the
 * form a browser writes an Origin (host name in lower case, no default port, the port's digits
 * without leading zeros), so `LOCALHOST:80` and `localhost` name one origin.
 */
export function ownOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  const origin = `${cameOverHttps(request, trustProxy) ? 'https' : 'http'}://${host}`
  return URL.canParse(origin) ? new URL(origin).origin : origin
}
