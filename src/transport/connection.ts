/**
 * What both transports need to know about the connection a request arrived on: the client's address
 * (for the public MCP rate limit) and a way to let one request outlive the idle timeout. `app.ts`
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
      const forwarded = request.headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
      if (forwarded?.length) return forwarded[forwarded.length - 1]
    }
    return server()?.requestIP(request)?.address ?? 'local'
  }
}
