/**
 * Driving the authorization server like its clients and a browser do, through the real app
 * (`app.handle`, or a real port): discovery, registration, PKCE, the authorization request, the
 * settings page's sign-in and the consent page (with a cookie jar holding every cookie, the
 * provider's included), the token endpoint, and calls to the keyed connector.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp, readRpc, type TestApp, type TestAppOptions } from '../support/app'

export const PASSWORD = 'correct horse battery staple'
export const REDIRECT = 'http://127.0.0.1:8123/callback'

/** A form post of the page itself, as Chromium sends it (see test/web/helpers.ts). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'null' } as const

/** A test app on a SQLite file with one account `alice` (password set) and its id. */
export async function oauthApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-oauth-test-'))
  const t = createTestApp({ dbPath: join(dir, 'bazi.sqlite'), ...options })
  const now = t.deps.clock().getTime()
  const alice = t.store.createAccount('alice', 100, now)
  t.store.setPasswordHash(alice.id, await Bun.password.hash(PASSWORD, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 }), now)
  return {
    t,
    alice,
    dir,
    async close() {
      await t.app.decorator.oauth.stop()
      await t.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A browser's cookie jar over the app: every Set-Cookie kept by name, sent back on every request. */
export class Jar {
  cookies = new Map<string, string>()
  constructor(
    readonly t: TestApp,
    readonly base = 'http://localhost',
  ) {}

  private remember(res: Response) {
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      if (/Max-Age=0|expires=Thu, 01 Jan 1970/i.test(set)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(eq + 1))
    }
  }

  private header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.app.handle(new Request(new URL(url, this.base), { headers: { ...this.header(), ...headers } }))
    this.remember(res)
    return res
  }

  async post(url: string, form: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
    const res = await this.t.app.handle(
      new Request(new URL(url, this.base), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...this.header(), ...headers },
        body: new URLSearchParams(form).toString(),
      }),
    )
    this.remember(res)
    return res
  }

  /** Follows same-site redirects; stops at the first answer that is not one, or that leaves this server. */
  async follow(res: Response): Promise<Response> {
    let current = res
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      const location = new URL(current.headers.get('location')!, this.base)
      if (location.origin !== new URL(this.base).origin) return current
      current = await this.get(location.href)
    }
    return current
  }
}

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export async function jsonOf(t: TestApp, url: string, init: RequestInit = {}): Promise<{ status: number; body: any; res: Response }> {
  const res = await t.app.handle(new Request(new URL(url, 'http://localhost'), init))
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: res.status, body, res }
}

/** Dynamic client registration (RFC 7591) of a public client. */
export async function register(t: TestApp, metadata: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return jsonOf(t, '/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      client_name: 'Test Client',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      application_type: 'native',
      ...metadata,
    }),
  })
}

export const RESOURCE = 'http://localhost/mcp/readings'

export function authorizeUrl(clientId: string, challenge: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'readings',
    resource: RESOURCE,
    state: 'st4te',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  })
  return `/oauth/authorize?${params}`
}

/**
 * The browser's part: the authorization request, the settings sign-in, the consent page, the
 * decision; returns the final redirect to the client (its Location) or the last answer.
 */
export async function consent(jar: Jar, url: string, decision: 'allow' | 'deny' = 'allow', account = 'alice') {
  const toLogin = await jar.follow(await jar.get(url))
  let page = toLogin
  if (page.status === 200 && new URL(page.url || 'http://localhost/').pathname !== '/oauth/interaction') {
    const html = await page.text()
    const next = /name="next" value="([^"]+)"/.exec(html)?.[1]
    if (next) page = await jar.follow(await jar.post('/settings/login', { account, password: PASSWORD, next }))
    else page = new Response(html, { status: page.status, headers: page.headers })
  }
  const html = await page.text()
  const action = /<form method="post" action="(\/oauth\/interaction\/[^"]+)"/.exec(html)?.[1]
  if (!action) return { html, location: null as string | null, status: page.status }
  const decided = await jar.follow(await jar.post(action, { decision }))
  return { html, location: decided.headers.get('location'), status: decided.status }
}

export async function token(t: TestApp, form: Record<string, string>) {
  return jsonOf(t, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

/** The whole flow for a fresh DCR client: its id, the tokens, the verifier. */
export async function connectedClient(t: TestApp) {
  const reg = await register(t)
  const clientId = reg.body.client_id as string
  const { verifier, challenge } = pkce()
  const jar = new Jar(t)
  const { location } = await consent(jar, authorizeUrl(clientId, challenge))
  const code = new URL(location!).searchParams.get('code')!
  const tokens = await token(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: verifier,
    resource: RESOURCE,
  })
  return { clientId, code, verifier, jar, tokens: tokens.body, location: location!, registration: reg.body }
}

/** tools/call on the keyed connector with a bearer token; the response and its JSON-RPC message. */
export async function readingsCall(t: TestApp, bearer: string | null) {
  const res = await t.app.handle(
    new Request('http://localhost/mcp/readings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'analyze_number_energy', arguments: { phone: '138-1234-5678' } },
      }),
    }),
  )
  return { res, status: res.status, message: res.status === 200 ? await readRpc(res) : await res.json().catch(() => null) }
}
