/**
 * The authorization server of the keyed connector through the real app: metadata, registration,
 * PKCE, exact redirect URIs, codes, resource binding, expiry, refresh-token rotation and reuse,
 * the registration limit, the consent page's cross-site check, deny, Connected apps and
 * Disconnect, and the database holding nothing secret. Each rule here fails if the rule is dropped.
 */
import { afterEach, describe, expect, it } from 'bun:test'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../../src/config'
import { quotaDayAt } from '../../src/store/quota-day'
import {
  authorizeUrl,
  connectedClient,
  consent,
  Jar,
  jsonOf,
  oauthApp,
  PASSWORD,
  pkce,
  readingsCall,
  REDIRECT,
  register,
  RESOURCE,
  token,
} from './helpers'

const apps: Awaited<ReturnType<typeof oauthApp>>[] = []
const open = async (config: Partial<Config> = {}) => {
  const a = await oauthApp({ config })
  apps.push(a)
  return a
}
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close()
})

describe('metadata', () => {
  it('RFC 8414 and OpenID discovery agree: exact issuer, S256 only, iss in the redirect, public clients, DCR and CIMD', async () => {
    const { t } = await open()
    const rfc = await jsonOf(t, '/.well-known/oauth-authorization-server')
    const oidc = await jsonOf(t, '/.well-known/openid-configuration')
    expect(rfc.status).toBe(200)
    expect(oidc.body).toEqual(rfc.body)
    expect(rfc.body.issuer).toBe('http://localhost')
    expect(rfc.body.code_challenge_methods_supported).toEqual(['S256'])
    expect(rfc.body.authorization_response_iss_parameter_supported).toBe(true)
    expect(rfc.body.token_endpoint_auth_methods_supported).toContain('none')
    expect(rfc.body.registration_endpoint).toBe('http://localhost/oauth/register')
    expect(rfc.body.client_id_metadata_document_supported).toBe(true)
    expect(rfc.body.scopes_supported).toContain('readings')
    expect(rfc.body.response_types_supported).toEqual(['code'])
    // Sender-constrained tokens would be checked as plain bearer tokens by the connector: not offered.
    expect(rfc.body.dpop_signing_alg_values_supported).toBeUndefined()
  })

  it('the protected resource names this server as its authorization server', async () => {
    const { t } = await open()
    const prm = await jsonOf(t, '/.well-known/oauth-protected-resource/mcp/readings')
    expect(prm.body.authorization_servers).toEqual(['http://localhost'])
    expect(prm.body.resource).toBe(RESOURCE)
  })

  it('PUBLIC_BASE_URL is the issuer whatever the Host, behind a proxy', async () => {
    const { t } = await open({ publicBaseUrl: 'https://bazi.example.com' })
    const rfc = await jsonOf(t, '/.well-known/oauth-authorization-server')
    expect(rfc.body.issuer).toBe('https://bazi.example.com')
    expect(rfc.body.token_endpoint).toBe('https://bazi.example.com/oauth/token')
  })

  it('one origin however the Host writes it; any number of ports keeps a handful of providers, and a dropped one comes back', async () => {
    const { t } = await open()
    const issuerAt = async (host: string) =>
      (await jsonOf(t, '/.well-known/oauth-authorization-server', { headers: { host } })).body.issuer as string
    expect(await issuerAt('LOCALHOST:80')).toBe('http://localhost')
    expect(await issuerAt('localhost:0000000000001')).toBe('http://localhost:1')
    const prm = await jsonOf(t, '/.well-known/oauth-protected-resource/mcp/readings', { headers: { host: 'LocalHost:080' } })
    expect(prm.body.authorization_servers).toEqual(['http://localhost'])
    // A flow begun before 300 other ports came, finished after: the provider is made again as it was.
    const reg = await register(t)
    const { verifier, challenge } = pkce()
    for (let port = 2; port <= 300; port++) expect(await issuerAt(`localhost:${port}`)).toBe(new URL(`http://localhost:${port}`).origin)
    expect(t.app.decorator.oauth.providerCount()).toBeLessThanOrEqual(8)
    const { location } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, challenge))
    const code = new URL(location!).searchParams.get('code')!
    for (let port = 301; port <= 320; port++) await issuerAt(`localhost:${port}`)
    const tokens = await token(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: reg.body.client_id,
      code_verifier: verifier,
    })
    expect(tokens.status).toBe(200)
    expect((await readingsCall(t, tokens.body.access_token)).status).toBe(200)
    expect(t.app.decorator.oauth.providerCount()).toBeLessThanOrEqual(8)
  })

  it('a Host off the allow-list gets no metadata naming it', async () => {
    const { t } = await open()
    const res = await jsonOf(t, 'http://evil.example/.well-known/oauth-authorization-server')
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain('"issuer"')
  })
})

describe('the whole flow with raw HTTP', () => {
  it('registers, signs in, consents, redirects with code, state and iss; the token reads and is charged to the account', async () => {
    const { t, alice } = await open()
    const c = await connectedClient(t)
    const back = new URL(c.location)
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('iss')).toBe('http://localhost')
    expect(back.searchParams.get('state')).toBe('st4te')
    expect(c.tokens.token_type).toBe('Bearer')
    expect(c.tokens.expires_in).toBe(600)
    expect(c.tokens.scope).toBe('readings')
    expect(typeof c.tokens.refresh_token).toBe('string')
    const day = quotaDayAt(t.deps.clock().getTime()).day
    const before = t.store.usage(day, 'alice')[0].used
    const call = await readingsCall(t, c.tokens.access_token)
    expect(call.status).toBe(200)
    expect(call.message.result.isError).toBeFalsy()
    expect(t.store.usage(day, 'alice')[0].used).toBe(before + 1)
    expect(alice.name).toBe('alice')
  })

  it('the consent page names the app, where it returns and what it asks for', async () => {
    const { t } = await open()
    const reg = await register(t, { client_name: '<b>Evil</b> Helper' })
    const { html } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, pkce().challenge), 'deny')
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt; Helper')
    expect(html).toContain('127.0.0.1:8123')
    expect(html).toContain('readings')
    expect(html).toContain('Allow')
  })

  it('deny: back to the client with error=access_denied and iss, no code', async () => {
    const { t } = await open()
    const reg = await register(t)
    const { location } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, pkce().challenge), 'deny')
    const back = new URL(location!)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('iss')).toBe('http://localhost')
    expect(back.searchParams.get('code')).toBeNull()
  })
})

describe('PKCE', () => {
  it('no code_challenge: refused, no code', async () => {
    const { t } = await open()
    const reg = await register(t)
    const res = await new Jar(t).get(authorizeUrl(reg.body.client_id, null))
    const location = new URL(res.headers.get('location')!)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toContain('PKCE')
    expect(location.searchParams.get('code')).toBeNull()
  })

  it('code_challenge_method=plain: refused', async () => {
    const { t } = await open()
    const reg = await register(t)
    const { verifier } = pkce()
    const res = await new Jar(t).get(authorizeUrl(reg.body.client_id, null, { code_challenge: verifier, code_challenge_method: 'plain' }))
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request')
  })

  it('a wrong code_verifier at the token endpoint: invalid_grant', async () => {
    const { t } = await open()
    const reg = await register(t)
    const { challenge } = pkce()
    const { location } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, challenge))
    const code = new URL(location!).searchParams.get('code')!
    const res = await token(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: reg.body.client_id,
      code_verifier: pkce().verifier,
    })
    expect(res.body.error).toBe('invalid_grant')
  })
})

describe('redirect URIs', () => {
  it.each([
    ['not registered', 'https://attacker.example/cb'],
    ['another loopback port', 'http://127.0.0.1:9999/callback'],
    ['a longer path', 'http://127.0.0.1:8123/callback/x'],
  ])('%s: the error is shown on our page, never redirected to', async (_name, uri) => {
    const { t } = await open()
    const reg = await register(t)
    const res = await new Jar(t).get(authorizeUrl(reg.body.client_id, pkce().challenge, { redirect_uri: uri }))
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    const html = await res.text()
    expect(html).toContain('The app could not be connected')
    expect(html).toContain('/settings/assets/settings.css')
    expect(html).toContain('redirect_uri')
  })

  it.each([
    ['plain HTTP on a public host', 'http://app.example/cb', 'is plain HTTP on a host that is not loopback: use HTTPS'],
    ['a custom scheme', 'myapp://callback', 'is neither HTTPS nor HTTP on a loopback address (scheme myapp:)'],
    ['HTTPS on loopback', 'https://127.0.0.1/cb', 'is HTTPS on a loopback address: a loopback redirect uses http://'],
  ])('registration refuses %s, saying why', async (_name, uri, why) => {
    const { t } = await open()
    const res = await register(t, { redirect_uris: ['https://claude.ai/api/mcp/auth_callback', uri] })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_redirect_uri')
    // The description says what is wrong and which URI, not that it "did not match" a registration.
    expect(res.body.error_description).toBe(
      `redirect_uris must be HTTPS URLs, or plain HTTP on a loopback address (127.0.0.1, [::1], localhost): ${uri} ${why}`,
    )
  })

  it('registration takes HTTPS and loopback HTTP', async () => {
    const { t } = await open()
    const res = await register(t, {
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback', 'http://[::1]:3000/cb'],
      application_type: 'web',
    })
    expect(res.status).toBe(201)
  })

  it('registration is limited per client address: 429 after the limit', async () => {
    const { t } = await open({ oauthRegistrationsPerMinute: 3 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await register(t)).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('the registration limit holds on every path the endpoint answers (trailing slash, letter case, a query)', async () => {
    const { t } = await open({ oauthRegistrationsPerMinute: 1 })
    expect((await register(t)).status).toBe(201)
    const body = JSON.stringify({ redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', application_type: 'native' })
    // The router takes the first four as the registration endpoint; the last two are no endpoint at all.
    const expected = {
      '/oauth/register/': 429,
      '/oauth/REGISTER': 429,
      '/oauth/Register/': 429,
      '/oauth/register?x=1': 429,
      '/oauth//register': 404,
      '/oauth/register%2F': 404,
    }
    for (const [path, status] of Object.entries(expected)) {
      const res = await jsonOf(t, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect([path, res.status]).toEqual([path, status])
      expect(res.body.client_id).toBeUndefined()
      if (status === 429) {
        expect(res.body.error).toBe('too_many_requests')
        expect(Number(res.res.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
  })
})

describe('codes', () => {
  it('a code used twice: the second exchange fails and the tokens of the first stop working', async () => {
    const { t } = await open()
    const c = await connectedClient(t)
    const again = await token(t, {
      grant_type: 'authorization_code',
      code: c.code,
      redirect_uri: REDIRECT,
      client_id: c.clientId,
      code_verifier: c.verifier,
    })
    expect(again.body.error).toBe('invalid_grant')
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(401)
  })

  it('a code for another client: invalid_grant', async () => {
    const { t } = await open()
    const other = await register(t)
    const reg = await register(t)
    const { verifier, challenge } = pkce()
    const { location } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, challenge))
    const res = await token(t, {
      grant_type: 'authorization_code',
      code: new URL(location!).searchParams.get('code')!,
      redirect_uri: REDIRECT,
      client_id: other.body.client_id,
      code_verifier: verifier,
    })
    expect(res.body.error).toBe('invalid_grant')
  })
})

describe('access tokens on the keyed connector', () => {
  it('no token: 401 with the challenge; a made-up token: 401 invalid_token', async () => {
    const { t } = await open()
    const none = await readingsCall(t, null)
    expect(none.status).toBe(401)
    expect(none.res.headers.get('www-authenticate')).toContain('resource_metadata=')
    const bogus = await readingsCall(t, 'A'.repeat(43))
    expect(bogus.status).toBe(401)
    expect(bogus.res.headers.get('www-authenticate')).toContain('error="invalid_token"')
  })

  it('a token for another resource: 401 with the challenge', async () => {
    const { t } = await open()
    // The same server under another allowed host name is another issuer and resource.
    const reg = await jsonOf(t, 'http://127.0.0.1/oauth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', application_type: 'native' }),
    })
    const { verifier, challenge } = pkce()
    const jar = new Jar(t, 'http://127.0.0.1')
    const url = `http://127.0.0.1${authorizeUrl(reg.body.client_id, challenge, { resource: 'http://127.0.0.1/mcp/readings' })}`
    const { location } = await consent(jar, url)
    const tokens = await jsonOf(t, 'http://127.0.0.1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(location!).searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: reg.body.client_id,
        code_verifier: verifier,
      }).toString(),
    })
    expect(tokens.body.access_token).toBeString()
    const elsewhere = await readingsCall(t, tokens.body.access_token)
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.res.headers.get('www-authenticate')).toContain('error="invalid_token"')
  })

  it('asking for a resource this server does not serve: invalid_target, no code', async () => {
    const { t } = await open()
    const reg = await register(t)
    const res = await new Jar(t).get(authorizeUrl(reg.body.client_id, pkce().challenge, { resource: 'https://other.example/mcp' }))
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_target')
  })

  it('a token without the readings scope: 403 insufficient_scope with the challenge', async () => {
    const { t } = await open()
    const reg = await register(t)
    const { verifier, challenge } = pkce()
    const { location } = await consent(new Jar(t), authorizeUrl(reg.body.client_id, challenge, { scope: 'openid' }))
    const tokens = await token(t, {
      grant_type: 'authorization_code',
      code: new URL(location!).searchParams.get('code')!,
      redirect_uri: REDIRECT,
      client_id: reg.body.client_id,
      code_verifier: verifier,
    })
    expect(tokens.body.scope).toBe('')
    const call = await readingsCall(t, tokens.body.access_token)
    expect(call.status).toBe(403)
    expect(call.res.headers.get('www-authenticate')).toContain('error="insufficient_scope"')
    expect(call.res.headers.get('www-authenticate')).toContain('scope="readings"')
  })

  it('an expired token: 401', async () => {
    const { t } = await open({ oauthAccessTokenTtlSeconds: 1 })
    const c = await connectedClient(t)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(200)
    await Bun.sleep(2100)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(401)
  })

  it('API keys keep working beside tokens', async () => {
    const { t } = await open()
    const key = t.createKey(100, 'bob')
    expect((await readingsCall(t, key)).status).toBe(200)
  })
})

describe('refresh tokens', () => {
  it('rotate on use; a reused refresh token kills the whole grant', async () => {
    const { t } = await open()
    const c = await connectedClient(t)
    const first = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    expect(first.status).toBe(200)
    expect(first.body.refresh_token).not.toBe(c.tokens.refresh_token)
    expect((await readingsCall(t, first.body.access_token)).status).toBe(200)

    const reused = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    expect(reused.body.error).toBe('invalid_grant')
    expect((await readingsCall(t, first.body.access_token)).status).toBe(401)
    const next = await token(t, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: c.clientId })
    expect(next.body.error).toBe('invalid_grant')
  })
})

describe('consent and Connected apps', () => {
  it('every authorization is confirmed, for web clients too: a second one shows the consent page, prompt=none gets consent_required, and after the settings sign-out no code comes without signing in', async () => {
    const { t } = await open()
    const web = 'https://claude.ai/api/mcp/auth_callback'
    const reg = await register(t, { redirect_uris: [web], application_type: 'web' })
    const url = (extra: Record<string, string> = {}) => authorizeUrl(reg.body.client_id, pkce().challenge, { redirect_uri: web, ...extra })
    const jar = new Jar(t)
    const first = await consent(jar, url())
    expect(new URL(first.location!).searchParams.get('code')).toBeTruthy()
    const codeIn = (res: Response) => new URL(res.headers.get('location') ?? 'http://none/').searchParams.get('code')
    // Signed in, the provider's session alive: still the consent page, no code.
    const again = await jar.follow(await jar.get(url()))
    expect([again.status, codeIn(again)]).toEqual([200, null])
    expect(await again.text()).toContain('action="/oauth/interaction/')
    const silent = await jar.follow(await jar.get(url({ prompt: 'none' })))
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe('consent_required')
    expect(codeIn(silent)).toBeNull()
    // Signed out of the settings page: the provider's session is still in the browser, and gives nothing.
    expect((await jar.post('/settings/logout', {})).status).toBe(303)
    const afterSignOut = await jar.follow(await jar.get(url()))
    expect([afterSignOut.status, codeIn(afterSignOut)]).toEqual([200, null])
    expect(await afterSignOut.text()).toContain('name="password"')
    expect(codeIn(await jar.follow(await jar.get(url({ prompt: 'none' }))))).toBeNull()
  })

  it('prompt=none answers as the README says: login_required while the authorization server has no session in the browser, even for a holder signed in to the settings page; consent_required once it has one', async () => {
    const { t } = await open()
    const web = 'https://claude.ai/api/mcp/auth_callback'
    const reg = await register(t, { redirect_uris: [web], application_type: 'web' })
    const url = (extra: Record<string, string> = {}) => authorizeUrl(reg.body.client_id, pkce().challenge, { redirect_uri: web, ...extra })
    const errorOf = (res: Response) => new URL(res.headers.get('location') ?? 'http://none/').searchParams.get('error')
    const jar = new Jar(t)
    expect((await jar.post('/settings/login', { account: 'alice', password: PASSWORD })).status).toBe(303)
    expect((await jar.get('/settings/api-keys')).status).toBe(200)
    expect(errorOf(await jar.follow(await jar.get(url({ prompt: 'none' }))))).toBe('login_required')
    await consent(jar, url())
    expect(errorOf(await jar.follow(await jar.get(url({ prompt: 'none' }))))).toBe('consent_required')
    const readme = await Bun.file(new URL('../../README.md', import.meta.url)).text()
    expect(readme).toContain(
      'a silent request (`prompt=none`) is refused: `login_required` while the authorization server has no session of its own in that browser',
    )
  })

  it('a cross-site POST to the consent page is refused and answers nothing', async () => {
    const { t } = await open()
    const reg = await register(t)
    const jar = new Jar(t)
    const { html } = await consent(jar, authorizeUrl(reg.body.client_id, pkce().challenge), 'deny')
    // The consent above was denied through the page; a new request is attacked instead.
    const { challenge } = pkce()
    const start = await jar.follow(await jar.get(authorizeUrl(reg.body.client_id, challenge)))
    const page = await start.text()
    const action = /<form method="post" action="(\/oauth\/interaction\/[^"]+)"/.exec(page)![1]
    const forged = await jar.post(action, { decision: 'allow' }, { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' })
    expect(forged.status).toBe(403)
    expect(forged.headers.get('location')).toBeNull()
    // The page still asks: nothing was decided.
    const still = await jar.get(action)
    expect(still.status).toBe(200)
    expect(html).toContain('Deny')
  })

  it('Connected apps lists the app; Disconnect (POST, same-site only) ends its tokens from the next request on', async () => {
    const { t } = await open()
    const c = await connectedClient(t)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(200)
    const page = await c.jar.get('/settings/connected-apps')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Test Client')
    expect(html).toContain('127.0.0.1:8123')
    // Used once above: the last-use column has a time, not "never".
    expect(html).not.toContain('<td class="when">never</td>')
    const grant = /name="grant" value="([0-9a-f]{64})"/.exec(html)![1]

    const forged = await c.jar.post(
      '/settings/connected-apps/disconnect',
      { grant },
      { 'sec-fetch-site': 'cross-site', origin: 'https://a.example' },
    )
    expect(forged.status).toBe(403)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(200)

    const done = await c.jar.post('/settings/connected-apps/disconnect', { grant })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/settings/connected-apps?m=app-disconnected')
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(401)
    const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    expect(refresh.body.error).toBe('invalid_grant')
    expect(await (await c.jar.get('/settings/connected-apps?m=app-disconnected')).text()).toContain('The app is disconnected')
  })

  it('a consent URL opened in another browser: its page and its Allow answer 404, and nothing is issued', async () => {
    const { t } = await open()
    const now = t.deps.clock().getTime()
    const bob = t.store.createAccount('bob', 100, now)
    t.store.setPasswordHash(bob.id, t.store.accountCredentials('alice')!.passwordHash!, now)
    const reg = await register(t)
    // The attacker starts a flow and sends its consent URL to bob.
    const attacker = new Jar(t)
    const start = await attacker.follow(await attacker.get(authorizeUrl(reg.body.client_id, pkce().challenge)))
    const next = /name="next" value="([^"]+)"/.exec(await start.text())![1]
    const uid = next.split('/').pop()!
    const victim = new Jar(t)
    const signedIn = await victim.post('/settings/login', { account: 'bob', password: 'correct horse battery staple', next })
    expect(signedIn.headers.get('location')).toBe(next)
    const page = await victim.get(next)
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('Allow')
    const decided = await victim.post(next, { decision: 'allow' })
    expect(decided.status).toBe(404)
    expect(decided.headers.get('location')).toBeNull()
    // The victim's own interaction cookie (signed, for another uid), a bare uid, a bad signature: no better.
    await victim.follow(await victim.get(authorizeUrl(reg.body.client_id, pkce().challenge)))
    expect(victim.cookies.get('_interaction')).not.toBe(uid)
    expect((await victim.post(next, { decision: 'allow' })).status).toBe(404)
    const sig = attacker.cookies.get('_interaction.sig')!
    victim.cookies.set('_interaction', uid)
    expect((await victim.post(next, { decision: 'allow' })).status).toBe(404)
    victim.cookies.set('_interaction.sig', 'x'.repeat(sig.length))
    expect((await victim.post(next, { decision: 'allow' })).status).toBe(404)
    // The browser that started it is shown the page.
    await attacker.post('/settings/login', { account: 'alice', password: 'correct horse battery staple', next })
    expect((await attacker.get(next)).status).toBe(200)
    // Resumed there, the interaction has no result: no code comes back, and bob granted nothing.
    const resumed = await attacker.follow(await attacker.get(`/oauth/authorize/${uid}`))
    expect(resumed.headers.get('location') ?? '').not.toContain('code=')
    expect(t.store.listOAuthGrants(bob.id, Date.now())).toEqual([])
  })

  it("another account cannot disconnect alice's app", async () => {
    const { t } = await open()
    const c = await connectedClient(t)
    const html = await (await c.jar.get('/settings/connected-apps')).text()
    const grant = /name="grant" value="([0-9a-f]{64})"/.exec(html)![1]
    const bob = t.store.createAccount('bob', 100, t.deps.clock().getTime())
    t.store.setPasswordHash(bob.id, t.store.accountCredentials('alice')!.passwordHash!, t.deps.clock().getTime())
    const jar = new Jar(t)
    await jar.post('/settings/login', { account: 'bob', password: 'correct horse battery staple' })
    const res = await jar.post('/settings/connected-apps/disconnect', { grant })
    expect(res.status).toBe(404)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(200)
  })
})

describe('the sign-in on the way', () => {
  it('arrived from another site without the session cookie: one same-site hop to the same page, never a code; from our own page, the sign-in', async () => {
    const { t } = await open()
    const reg = await register(t)
    const jar = new Jar(t)
    await jar.post('/settings/login', { account: 'alice', password: 'correct horse battery staple' })
    // The cross-site navigation: the provider's cookies go along (Lax), the Strict session does not.
    const strict = jar.cookies.get('bazi_session')!
    jar.cookies.delete('bazi_session')
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }
    const start = await jar.get(authorizeUrl(reg.body.client_id, pkce().challenge), crossSite)
    const interaction = new URL(start.headers.get('location')!, 'http://localhost').pathname
    expect(interaction).toStartWith('/oauth/interaction/')
    const hop = await jar.get(interaction, crossSite)
    const page = await hop.text()
    expect([hop.status, hop.headers.get('location')]).toEqual([200, null])
    // A new navigation to the page (not a reload of this URL), marked so that it is never hopped again.
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${interaction}?hop=1">`)
    expect(page).toContain(`<a href="${interaction}?hop=1">Continue</a>`)
    expect(page).not.toContain('action="/oauth/interaction/')
    // A browser that reports the hop itself as cross-site and still sends no session: the sign-in, not another hop.
    const again = await jar.get(`${interaction}?hop=1`, crossSite)
    expect([again.status, again.headers.get('location')]).toEqual([303, `/settings/login?next=${encodeURIComponent(interaction)}`])
    // The hop's own request is same-origin and carries the session: the consent page.
    jar.cookies.set('bazi_session', strict)
    const consentPage = await jar.get(`${interaction}?hop=1`, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })
    expect(consentPage.status).toBe(200)
    expect(await consentPage.text()).toContain(`action="${interaction}"`)
    // Without a session at all, a same-origin arrival is sent to sign in (no loop of hops).
    jar.cookies.delete('bazi_session')
    const signIn = await jar.get(interaction, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })
    expect([signIn.status, signIn.headers.get('location')]).toEqual([303, `/settings/login?next=${encodeURIComponent(interaction)}`])
  })

  it('continues only to a consent page: any other `next` lands on the key page', async () => {
    const { t } = await open()
    for (const next of ['https://attacker.example/', '//attacker.example/x', '/settings/api-keys/../../x', '/oauth/interaction/../token']) {
      const jar = new Jar(t)
      const res = await jar.post('/settings/login', { account: 'alice', password: 'correct horse battery staple', next })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/settings/api-keys')
    }
    const jar = new Jar(t)
    const res = await jar.post('/settings/login', {
      account: 'alice',
      password: 'correct horse battery staple',
      next: '/oauth/interaction/abcdefghijKLMNOP_-12',
    })
    expect(res.headers.get('location')).toBe('/oauth/interaction/abcdefghijKLMNOP_-12')
  })

  it('a failed sign-in keeps the way back to the consent page', async () => {
    const { t } = await open()
    const res = await new Jar(t).post('/settings/login', {
      account: 'alice',
      password: 'wrong password here',
      next: '/oauth/interaction/abcdefghijKLMNOP_-12',
    })
    expect(res.status).toBe(401)
    expect(await res.text()).toContain('name="next" value="/oauth/interaction/abcdefghijKLMNOP_-12"')
  })

  it('an unknown or answered interaction: 404 on our page', async () => {
    const { t } = await open()
    const unknown = await new Jar(t).get('/oauth/interaction/abcdefghijKLMNOP_-12')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This request has expired')
  })

  it('the consent page speaks Chinese to a browser that prefers it', async () => {
    const { t } = await open()
    const reg = await register(t)
    const jar = new Jar(t)
    const start = await jar.follow(await jar.get(authorizeUrl(reg.body.client_id, pkce().challenge)))
    const next = /name="next" value="([^"]+)"/.exec(await start.text())![1]
    await jar.post('/settings/login', { account: 'alice', password: 'correct horse battery staple', next })
    const page = await jar.get(next, { 'accept-language': 'zh-CN,zh;q=0.9' })
    const html = await page.text()
    expect(html).toContain('连接应用')
    expect(html).toContain('允许')
    // Its form may lead to the app's redirect origin, and nowhere else.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:8123;")
  })
})

describe('privacy', () => {
  it('no token, code or cookie value of the flow is in the database files', async () => {
    const { t, dir } = await open()
    const c = await connectedClient(t)
    const refreshed = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    await readingsCall(t, refreshed.body.access_token)
    t.store.db.exec('PRAGMA wal_checkpoint(FULL)')
    const secrets = [
      c.code,
      c.tokens.access_token,
      c.tokens.refresh_token,
      refreshed.body.access_token,
      refreshed.body.refresh_token,
      c.registration.registration_access_token,
      ...[...c.jar.cookies].filter(([name]) => !name.endsWith('.sig')).map(([, value]) => value),
    ]
    expect(secrets.every((s) => typeof s === 'string' && s.length >= 20)).toBe(true)
    expect(secrets.length).toBeGreaterThan(7)
    const files = readdirSync(dir).map((name) => readFileSync(join(dir, name)).toString('latin1'))
    for (const secret of secrets) for (const file of files) expect(file.includes(secret)).toBe(false)
    const rows = t.store.db.query('SELECT model FROM oauth_artifacts').all() as { model: string }[]
    expect([...new Set(rows.map((r) => r.model))].sort()).toEqual([
      'AccessToken',
      'AuthorizationCode',
      'Client',
      'Grant',
      'RefreshToken',
      'RegistrationAccessToken',
      'Session',
    ])
  })
})
