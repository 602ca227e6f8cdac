/**
 * Client ID Metadata Documents: the client's id is an HTTPS URL whose document the server fetches.
 * A loopback HTTPS server (a certificate made for the test, trusted through the test-only CA
 * setting) stands in for the client's site; loopback fetches are allowed only under the test-only
 * flag, and without it the guard refuses before connecting. Raw HTTP drives the flow, since the
 * MCP client refuses a non-public metadata URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Config } from '../../src/config'
import { addressAllowed, outboundFetch } from '../../src/oauth/outbound-fetch'
import { authorizeUrl, consent, Jar, oauthApp, pkce, readingsCall, REDIRECT, token } from './helpers'

let dir: string
let cert: string
let server: ReturnType<typeof Bun.serve>
let base: string
const fetched: string[] = []
const documents = new Map<string, unknown>()

/** A one-day self-signed certificate (EC P-256) for one IP address or DNS name, made with openssl in `dir`. */
function selfSignedCertificate(kind: 'ip' | 'dns', name: string): { cert: string; key: string } {
  const [keyPath, certPath] = [join(dir, `${name}-key.pem`), join(dir, `${name}-cert.pem`)]
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    keyPath,
    '-out',
    certPath,
    '-subj',
    `/CN=${name}`,
    '-addext',
    `subjectAltName=${kind === 'ip' ? 'IP' : 'DNS'}:${name}`,
  ])
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
  return { cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8') }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bazi-cimd-'))
  const made = selfSignedCertificate('ip', '127.0.0.1')
  cert = made.cert
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    tls: made,
    fetch(request) {
      const path = new URL(request.url).pathname
      fetched.push(path)
      const doc = documents.get(path)
      return doc === undefined ? new Response('not found', { status: 404 }) : Response.json(doc)
    },
  })
  base = `https://127.0.0.1:${server.port}`
})

afterAll(() => {
  server?.stop(true)
  rmSync(dir, { recursive: true, force: true })
})

const publish = (path: string, extra: Record<string, unknown> = {}) => {
  const clientId = `${base}${path}`
  documents.set(path, {
    client_id: clientId,
    client_name: 'Metadata Document Client',
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    ...extra,
  })
  return clientId
}

async function withApp(config: Partial<Config>, fn: (a: Awaited<ReturnType<typeof oauthApp>>) => Promise<void>) {
  const a = await oauthApp({ config })
  try {
    await fn(a)
  } finally {
    await a.close()
  }
}

describe('Client ID Metadata Documents', () => {
  it('a client named by its document URL connects without registering, and reads', async () => {
    const clientId = publish('/good.json')
    await withApp({ oauthFetchAllowLoopback: true, oauthFetchCa: cert }, async ({ t }) => {
      const { verifier, challenge } = pkce()
      const { html, location } = await consent(new Jar(t), authorizeUrl(clientId, challenge))
      expect(html).toContain('Metadata Document Client')
      expect(html).toContain(clientId)
      const code = new URL(location!).searchParams.get('code')!
      const tokens = await token(t, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      })
      expect(tokens.status).toBe(200)
      expect((await readingsCall(t, tokens.body.access_token)).status).toBe(200)
    })
  })

  it('without the test-only flag a loopback document is never fetched: the error shows on our page', async () => {
    const clientId = publish('/unreachable.json')
    await withApp({ oauthFetchCa: cert }, async ({ t }) => {
      const res = await new Jar(t).get(authorizeUrl(clientId, pkce().challenge))
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      expect(await res.text()).toContain('invalid_client')
      expect(fetched).not.toContain('/unreachable.json')
    })
  })

  it('a document whose redirect URI is plain HTTP on a public host is refused', async () => {
    const clientId = publish('/http-redirect.json', { redirect_uris: ['http://app.example/cb'] })
    await withApp({ oauthFetchAllowLoopback: true, oauthFetchCa: cert }, async ({ t }) => {
      const url = authorizeUrl(clientId, pkce().challenge, { redirect_uri: 'http://app.example/cb' })
      const res = await new Jar(t).get(url)
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
    })
  })

  it('a document over the size limit is refused', async () => {
    const clientId = publish('/large.json', { client_name: 'x'.repeat(6000) })
    await withApp({ oauthFetchAllowLoopback: true, oauthFetchCa: cert }, async ({ t }) => {
      const res = await new Jar(t).get(authorizeUrl(clientId, pkce().challenge))
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
    })
  })
})

describe('what a client address can make the server fetch', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address, accept: 'text/html' })
  // The stand-in is loopback; each request names its client address through a trusted proxy.
  const loopback = () => ({ oauthFetchAllowLoopback: true, oauthFetchCa: cert, trustProxy: true })

  it('each address pays for the documents it has fetched: over its limit, 429 and no fetch; a cached document costs nothing', async () => {
    const [a, b, c] = ['/limit-a.json', '/limit-b.json', '/limit-c.json'].map((path) => publish(path))
    await withApp({ ...loopback(), oauthMetadataFetchesPerMinute: 2 }, async ({ t }) => {
      const jar = new Jar(t)
      const ask = async (clientId: string, address = '198.51.100.7') =>
        (await jar.get(authorizeUrl(clientId, pkce().challenge), from(address))).status
      expect(await ask(a)).toBe(303)
      expect(await ask(a)).toBe(303) // cached: not fetched, not counted
      expect(await ask(b)).toBe(303)
      const refused = await jar.get(authorizeUrl(c, pkce().challenge), from('198.51.100.7'))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.headers.get('location')).toBeNull()
      expect(await refused.text()).toContain('too_many_requests')
      expect(fetched.filter((p) => p.startsWith('/limit-'))).toEqual(['/limit-a.json', '/limit-b.json'])
      // Another address has its own allowance.
      expect(await ask(c, '198.51.100.8')).toBe(303)
      expect(fetched.filter((p) => p.startsWith('/limit-'))).toEqual(['/limit-a.json', '/limit-b.json', '/limit-c.json'])
    })
  })

  it('a document that failed is not fetched again for a minute, whoever asks', async () => {
    const missing = `${base}/missing.json`
    await withApp({ ...loopback(), oauthMetadataFetchesPerMinute: 100 }, async ({ t }) => {
      for (const address of ['198.51.100.7', '198.51.100.8', '198.51.100.9']) {
        const res = await new Jar(t).get(authorizeUrl(missing, pkce().challenge), from(address))
        expect(res.status).toBe(400)
        expect(await res.text()).toContain('invalid_client')
      }
      expect(fetched.filter((p) => p === '/missing.json')).toEqual(['/missing.json'])
    })
  })
})

describe('the outbound fetch guard', () => {
  it.each([
    ['10.1.2.3', false],
    ['192.168.1.1', false],
    ['172.16.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a00:1', false],
    ['::ffff:8.8.8.8', true],
    // IPv4-compatible IPv6 (::/96, deprecated): refused whatever it carries, dotted or hex.
    ['::127.0.0.1', false],
    ['::169.254.169.254', false],
    ['::a00:1', false],
    ['::8.8.8.8', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
  ])('%s allowed: %p', (address, allowed) => {
    expect(addressAllowed(address, false)).toBe(allowed)
  })

  it('a failed URL is refused without a fetch for the remembered time, then fetched again', async () => {
    let now = 0
    const get = outboundFetch({ allowLoopback: true, ca: cert, timeoutMs: 2500, maxBytes: 5 * 1024, failureMemoryMs: 60_000 }, () => now)
    const url = `${base}/gone.json`
    expect((await get(url)).status).toBe(404)
    now += 59_999
    await expect(get(url)).rejects.toThrow('failed recently')
    now += 1
    expect((await get(url)).status).toBe(404)
    expect(fetched.filter((p) => p === '/gone.json')).toEqual(['/gone.json', '/gone.json'])
  })

  it('the test-only flag allows loopback and nothing else', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true)
    expect(addressAllowed('::1', true)).toBe(true)
    expect(addressAllowed('10.0.0.1', true)).toBe(false)
    expect(addressAllowed('192.168.0.1', true)).toBe(false)
  })
})

describe('the outbound fetch connects to the address it checked (no DNS rebinding)', () => {
  /** A loopback HTTPS server whose certificate names `docs.example` only, a name no resolver here knows. */
  function namedServer() {
    const made = selfSignedCertificate('dns', 'docs.example')
    const namedCert = made.cert
    const hosts: (string | null)[] = []
    const named = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      tls: made,
      fetch(request) {
        hosts.push(request.headers.get('host'))
        return Response.json({ client_id: 'x' })
      },
    })
    return { named, namedCert, hosts }
  }

  it('resolves once, connects to that address with the name in Host and as the TLS name, and refuses a name that resolves to a special address', async () => {
    const { named, namedCert, hosts } = namedServer()
    try {
      const answers: string[][] = [['127.0.0.1'], ['10.0.0.7']]
      const asked: string[] = []
      const resolve = async (host: string) => {
        asked.push(host)
        return answers.shift() ?? ['10.0.0.7']
      }
      const get = outboundFetch({ allowLoopback: true, ca: namedCert, timeoutMs: 2500, maxBytes: 5 * 1024, failureMemoryMs: 0, resolve })
      const url = `https://docs.example:${named.port}/client.json`
      // The system resolver does not know docs.example: an answer proves the fetch went to the checked address.
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ client_id: 'x' })
      expect(asked).toEqual(['docs.example'])
      expect(hosts).toEqual([`docs.example:${named.port}`])
      // The same name, now answering a private address (a rebinding): refused before any connection.
      await expect(get(url)).rejects.toThrow('special-use address')
      expect(hosts).toHaveLength(1)
    } finally {
      named.stop(true)
    }
  })

  it('still checks the certificate for the name, not for the address', async () => {
    const { named, namedCert } = namedServer()
    try {
      const get = outboundFetch({
        allowLoopback: true,
        ca: namedCert,
        timeoutMs: 2500,
        maxBytes: 5 * 1024,
        failureMemoryMs: 0,
        resolve: async () => ['127.0.0.1'],
      })
      await expect(get(`https://other.example:${named.port}/client.json`)).rejects.toThrow()
      expect((await get(`https://docs.example:${named.port}/client.json`)).status).toBe(200)
    } finally {
      named.stop(true)
    }
  })
})
