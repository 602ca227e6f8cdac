/**
 * The only way the authorization server reaches out: fetching a client's Client ID Metadata
 * Document (its `client_id` is an HTTPS URL). oidc-provider's own guard against special-use
 * addresses relies on undici internals that Bun does not have, so this one is ours: the host name
 * is resolved first and refused when any of its addresses is loopback, private, link-local or
 * otherwise special (unless `allowLoopback`, for tests that stand a loopback server in), redirects
 * are not followed, the answer must come within the timeout and stay within the size limit.
 *
 * The connection goes to the address that was checked, not to the name: the name is resolved once,
 * and the request is sent to that address with the name in `Host` and as the TLS server name (so
 * the certificate is still checked for the name). A DNS answer that changes between the check and
 * the connection (DNS rebinding) therefore cannot send the fetch to an address the check would have
 * refused.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

export interface OutboundFetchOptions {
  /** Tests only: loopback addresses (127.0.0.0/8, ::1) are allowed. Private ranges never are. */
  allowLoopback: boolean
  /** Tests only: an extra certificate authority (PEM) to trust. */
  ca: string | null
  timeoutMs: number
  maxBytes: number
  /** A URL whose fetch failed (refused, unreachable, not 200) is not fetched again for this long. */
  failureMemoryMs: number
  /** Tests only: resolves a host name to its addresses (default: the system resolver). */
  resolve?: (host: string) => Promise<string[]>
}

const systemResolve = async (host: string): Promise<string[]> => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)

/** Failed URLs remembered at once (the oldest forgotten first). */
const FAILURES_KEPT = 1000

const SPECIAL_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]
const SPECIAL_V6: [string, number][] = [
  // IPv4-compatible IPv6 (deprecated by RFC 4291; some stacks still route it to the IPv4 address
  // it carries), the unspecified address and loopback among them.
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
]

// Two lists: a BlockList judges an IPv4 address as IPv4-mapped IPv6 too, so a mapped range in one
// list with the IPv4 ranges would match every IPv4 address.
const special4 = new BlockList()
for (const [net, prefix] of SPECIAL_V4) special4.addSubnet(net, prefix, 'ipv4')
const special6 = new BlockList()
for (const [net, prefix] of SPECIAL_V6) special6.addSubnet(net, prefix, 'ipv6')

const isLoopback = (address: string): boolean => address === '::1' || /^127\./.test(address) || /^::ffff:127\./i.test(address)

/** Whether a fetch may connect to this address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true
  const family = isIP(address)
  if (family === 0) return false
  // An IPv4-mapped IPv6 address in dotted form is judged as the IPv4 address it carries (in hex
  // form it falls in ::ffff:0:0/96 and is refused).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return !special4.check(mapped[1], 'ipv4')
  return family === 4 ? !special4.check(address, 'ipv4') : !special6.check(address, 'ipv6')
}

const refused = (reason: string) => Object.assign(new Error(`outbound fetch refused: ${reason}`), { code: 'OUTBOUND_REFUSED' })

/** The `fetch` helper for oidc-provider's configuration: the guarded fetch, failures remembered a while. */
export function outboundFetch(options: OutboundFetchOptions, now: () => number = Date.now) {
  const failed = new Map<string, number>()
  const remember = (key: string) => {
    failed.delete(key)
    failed.set(key, now() + options.failureMemoryMs)
    for (const oldest of failed.keys()) {
      if (failed.size <= FAILURES_KEPT) break
      failed.delete(oldest)
    }
  }
  return async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const key = String(url)
    const until = failed.get(key)
    if (until !== undefined && until > now()) throw refused('failed recently')
    try {
      const response = await guardedFetch(options, key, init)
      if (response.status === 200) failed.delete(key)
      else remember(key)
      return response
    } catch (error) {
      remember(key)
      throw error
    }
  }
}

/** One fetch: HTTPS only, no special-use address, no redirect, within the timeout and the size limit. */
async function guardedFetch(options: OutboundFetchOptions, url: string, init: RequestInit): Promise<Response> {
  const target = new URL(url)
  if (target.protocol !== 'https:') throw refused('only https')
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host)
  if (addresses.length === 0 || !addresses.every((a) => addressAllowed(a, options.allowLoopback))) throw refused('special-use address')
  // Pinned: to a checked address (IPv4 first: a server without IPv6 routes still reaches a name that
  // has both), the name in Host and as the TLS server name.
  const address = addresses.find((a) => isIP(a) === 4) ?? addresses[0]!
  const pinned = new URL(target)
  pinned.hostname = isIP(address) === 6 ? `[${address}]` : address
  const headers = new Headers(init.headers)
  headers.set('host', target.host)
  const response = await fetch(pinned, {
    ...init,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
    tls: { serverName: host, ...(options.ca ? { ca: options.ca } : {}) },
  } as RequestInit)
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > options.maxBytes) {
    await response.body?.cancel()
    throw refused('too large')
  }
  // Read within the limit here, so the library's own check sees a complete, bounded body.
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > options.maxBytes) throw refused('too large')
    chunks.push(chunk)
  }
  const answered = new Headers(response.headers)
  answered.delete('content-length')
  answered.delete('content-encoding')
  return new Response(Buffer.concat(chunks), { status: response.status, headers: answered })
}
