/**
 * Rules that hold on every settings request: cross-site POSTs are refused with 403 and change
 * nothing; every response carries the security headers; nothing about sign-ins reaches the logs.
 */
import { describe, expect, it, setDefaultTimeout } from 'bun:test'
import { isSameOriginPost } from '../../src/web/request-guard'
import { appsClosedAfterEach, Browser, formTokenOf, loginToken, newKeyOf, PASSWORD, signedIn, useLink } from './helpers'

// These tests hash and verify passwords with the real argon2id (deliberately slow): a loaded
// machine needs more than bun's 5 s default.
setDefaultTimeout(30_000)

const app = appsClosedAfterEach()

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

/** Header sets that must be refused: another site, or no proof of origin at all. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost' },
  'Sec-Fetch-Site: none': { 'sec-fetch-site': 'none' },
  'same-origin claimed with a foreign Origin': { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
  'no Sec-Fetch-Site, foreign Origin': { origin: 'https://evil.example' },
  'no Sec-Fetch-Site, Origin: null': { origin: 'null' },
  'no Sec-Fetch-Site, no Origin': {},
}

describe('cross-site requests', () => {
  it('the rule itself: Sec-Fetch-Site first, Origin where it is absent, Origin null only beside same-origin', () => {
    const check = (headers: Record<string, string>, url = 'http://localhost/settings/login') =>
      isSameOriginPost(new Request(url, { method: 'POST', headers }), false)
    expect(check({ 'sec-fetch-site': 'same-origin', origin: 'null' })).toBe(true)
    expect(check({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' })).toBe(true)
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true)
    expect(check({ origin: 'http://localhost' })).toBe(true)
    expect(check({ origin: 'https://localhost' })).toBe(false) // another scheme is another origin
    for (const headers of Object.values(CROSS_SITE)) expect(check(headers)).toBe(false)
  })

  for (const [name, headers] of Object.entries(CROSS_SITE)) {
    it(`refuses every POST with 403 and changes nothing (${name})`, async () => {
      const t = app()
      const browser = await signedIn(t, 'alice')
      const page = await (await browser.get('/settings/api-keys')).text()
      const existing = t.store.createKey('alice', 'keep', 0)
      const attacker = new Browser(t)
      attacker.cookie = browser.cookie // SameSite aside: what if the cookie did travel?

      const create = await attacker.post('/settings/api-keys', { formToken: formTokenOf(page), label: 'evil' }, headers)
      const revoke = await attacker.post('/settings/api-keys/revoke', { id: existing.record.id }, headers)
      const logout = await attacker.post('/settings/logout', {}, headers)
      const login = await new Browser(t).post('/settings/login', { account: 'alice', password: PASSWORD }, headers)
      const linkBrowser = new Browser(t)
      await useLink(linkBrowser, loginToken(t, 'bob'))
      const password = await linkBrowser.post(
        '/settings/password',
        { password: 'attacker chosen password', repeat: 'attacker chosen password' },
        headers,
      )
      for (const res of [create, revoke, logout, login, password]) {
        expect(res.status).toBe(403)
        expect(res.headers.get('set-cookie')).toBeNull()
        expect(await res.text()).toContain('Request refused')
      }
      expect(t.store.listKeys('alice').map((k) => [k.label, k.revokedAt])).toEqual([['keep', null]])
      expect((await browser.get('/settings/api-keys')).status).toBe(200) // still signed in
      expect(t.store.findAccount('bob')!.hasPassword).toBe(false)
      // The same form token still works from the page itself.
      expect(
        newKeyOf(await (await browser.post('/settings/api-keys', { formToken: formTokenOf(page), label: 'mine' })).text()),
      ).not.toBeNull()
    })
  }

  it('accepts a client without Fetch Metadata whose Origin is this server (including behind a trusted HTTPS proxy)', async () => {
    const t = app({ env: { TRUST_PROXY: '1' } })
    await signedIn(t, 'alice')
    const plain = await new Browser(t, 'http://localhost').post(
      '/settings/login',
      { account: 'alice', password: PASSWORD },
      { origin: 'http://localhost' },
    )
    expect(plain.status).toBe(303)
    const proxied = await new Browser(t, 'http://bazi.example.com', { 'x-forwarded-proto': 'https' }).post(
      '/settings/login',
      { account: 'alice', password: PASSWORD },
      { origin: 'https://bazi.example.com' },
    )
    expect(proxied.status).toBe(303)
  })
})

describe('security headers', () => {
  it('are on every settings response: pages, redirects, errors, refusals and assets', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const page = await (await browser.get('/settings/api-keys')).text()
    const id = t.store.createKey('alice', null, 0).record.id
    const responses: [string, Response][] = [
      ['login', await new Browser(t).get('/settings/login')],
      ['no session', await new Browser(t).get('/settings/api-keys')],
      ['unknown link', await new Browser(t).get('/settings/link?token=nope')],
      ['link page', await new Browser(t).get(`/settings/link?token=${loginToken(t, 'dave')}`)],
      ['link', await useLink(new Browser(t), loginToken(t, 'carol'))],
      ['keys', await browser.get('/settings/api-keys')],
      ['created', await browser.post('/settings/api-keys', { formToken: formTokenOf(page), label: 'h' })],
      ['confirm', await browser.get(`/settings/api-keys/revoke?id=${id}`)],
      ['not found', await browser.get('/settings/nope')],
      ['bad login', await new Browser(t).post('/settings/login', { account: 'x', password: 'y' })],
      ['cross-site', await new Browser(t).post('/settings/login', {}, { 'sec-fetch-site': 'cross-site' })],
      ['not a form', await browser.post('/settings/api-keys', {}, { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })],
      ['stylesheet', await new Browser(t).get('/settings/assets/settings.css')],
      ['script', await new Browser(t).get('/settings/assets/settings.js')],
    ]
    for (const [name, res] of responses) {
      expect({ name, csp: res.headers.get('content-security-policy') }).toEqual({ name, csp: CSP })
      expect({ name, cache: res.headers.get('cache-control') }).toEqual({
        name,
        cache: name === 'stylesheet' || name === 'script' ? 'no-cache' : 'no-store',
      })
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('pages hold no inline script and no inline style (the CSP would block them)', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const page = await (await browser.get('/settings/api-keys')).text()
    const created = await (await browser.post('/settings/api-keys', { formToken: formTokenOf(page), label: 'x' })).text()
    for (const html of [page, created, await (await new Browser(t).get('/settings/login')).text()]) {
      expect(html.match(/<script\b[^>]*>/g) ?? []).toEqual(
        html.includes('<script') ? ['<script src="/settings/assets/settings.js" defer>'] : [],
      )
      expect(html).not.toMatch(/<script[^>]*>[^<]+<\/script>/)
      expect(html).not.toMatch(/\sstyle=|<style|\son[a-z]+=/)
    }
  })
})

describe('logs', () => {
  it('hold nothing about sessions, passwords or sign-in attempts', async () => {
    const lines: string[] = []
    const log = {
      info: (m: string, f?: object) => lines.push(JSON.stringify([m, f])),
      error: (m: string, f?: object) => lines.push(JSON.stringify([m, f])),
    }
    const t = app({ log, env: { TRUST_PROXY: '1' } })
    const token = loginToken(t, 'alice')
    const browser = new Browser(t, 'http://localhost', { 'x-forwarded-for': '192.0.2.1' })
    await useLink(browser, token)
    await browser.post('/settings/password', { password: PASSWORD, repeat: PASSWORD })
    const cookie = browser.cookie!
    for (let i = 0; i < 12; i++)
      await new Browser(t, 'http://localhost', { 'x-forwarded-for': '192.0.2.1' }).post('/settings/login', {
        account: 'alice',
        password: `wrong ${i} guess here`,
      })
    await browser.post('/settings/logout', {})
    await useLink(new Browser(t), token)
    const text = lines.join('\n')
    for (const secret of [token, PASSWORD, cookie.split('=')[1], 'wrong 3 guess', '192.0.2.1', 'alice', 'sign'])
      expect(text).not.toContain(secret)
    expect(lines).toEqual([])
  })
})
