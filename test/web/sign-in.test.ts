/** Getting in: sign-in links, choosing a password, signing in and out, sessions and their cookies. */
import { describe, expect, it, setDefaultTimeout } from 'bun:test'
import { Elysia } from 'elysia'
import type { TestApp } from '../support/app'
import { settingsRoutes } from '../../src/web/settings'
import { argon2idHasher, type PasswordHasher } from '../../src/web/passwords'
import { appsClosedAfterEach, Browser, loginToken, PASSWORD, SAME_ORIGIN, signedIn, useLink } from './helpers'

// These tests hash and verify passwords with the real argon2id (deliberately slow): a loaded
// machine needs more than bun's 5 s default.
setDefaultTimeout(30_000)

const app = appsClosedAfterEach()

const MINUTE = 60_000

describe('sign-in links', () => {
  it('work once: pressing the page’s button starts a password-setup session and leaves the token behind; a reuse gets 410', async () => {
    const t = app()
    const token = loginToken(t, 'alice')
    const browser = new Browser(t)
    const first = await useLink(browser, token)
    expect(first.status).toBe(303)
    // The next URL carries no token.
    expect(first.headers.get('location')).toBe('/settings/password')
    expect(browser.cookie).toStartWith('bazi_session=')
    // A password-setup session may only choose a password.
    expect((await browser.get('/settings/api-keys')).headers.get('location')).toBe('/settings/password')
    const form = await browser.get('/settings/password')
    expect(form.status).toBe(200)
    const formPage = await form.text()
    for (const name of ['New password', 'Repeat password', 'Set password']) expect(formPage).toContain(name)

    const again = await useLink(new Browser(t), token)
    expect(again.status).toBe(410)
    const body = await again.text()
    expect(body).toContain('already been used')
    expect(body).toContain('bazi-service accounts login-link NAME')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('survive link previews: HEAD and GET of the link (a chat preview, a mail scanner, curl -I) use nothing up', async () => {
    const t = app()
    const token = loginToken(t, 'alice')
    const url = `http://localhost/settings/link?token=${token}`
    for (let i = 0; i < 2; i++) {
      const head = await t.app.handle(new Request(url, { method: 'HEAD' }))
      expect(head.headers.get('set-cookie')).toBeNull()
      const preview = await t.app.handle(new Request(url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } }))
      expect(preview.status).toBe(200)
      expect(preview.headers.get('set-cookie')).toBeNull()
      const page = await preview.text()
      // The page only offers the button: a form posting the token back to this site.
      expect(page).toContain('<form method="post" action="/settings/link" class="card">')
      expect(page).toContain(`<input type="hidden" name="token" value="${token}">`)
      expect(page).toContain('<button type="submit">Continue</button>')
    }
    // The person then presses the button: the link still works, once.
    const browser = new Browser(t)
    expect((await useLink(browser, token)).status).toBe(303)
    expect(browser.cookie).toStartWith('bazi_session=')
    expect((await useLink(new Browser(t), token)).status).toBe(410)
  })

  it('are used only by a POST from this site: a cross-site post of the token is refused and uses nothing', async () => {
    const t = app()
    const token = loginToken(t, 'alice')
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ]
    for (const headers of refused) {
      const res = await new Browser(t).post('/settings/link', { token }, headers)
      expect(res.status).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    expect((await useLink(new Browser(t), token)).status).toBe(303)
  })

  it('answer 404 for an unknown or malformed token and 410 once expired, each with the command for a new link', async () => {
    const t = app()
    for (const query of ['?token=short', '']) {
      const res = await new Browser(t).get(`/settings/link${query}`)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('bazi-service accounts login-link NAME')
    }
    for (const token of ['A'.repeat(43), 'short', '']) {
      const res = await new Browser(t).post('/settings/link', { token })
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('bazi-service accounts login-link NAME')
    }
    const token = loginToken(t, 'bob', 30 * MINUTE)
    t.setNow(new Date(t.deps.clock().getTime() + 30 * MINUTE))
    const expired = await useLink(new Browser(t), token)
    expect(expired.status).toBe(410)
    const body = await expired.text()
    expect(body).toContain('expired')
    expect(body).toContain('bazi-service accounts login-link NAME')
  })
})

describe('choosing a password', () => {
  it('accepts 15 to 256 characters, refuses 14 and 257 and a mismatch, and stores only an argon2id hash', async () => {
    const t = app()
    const tryPassword = async (account: string, password: string, repeat = password) => {
      const browser = new Browser(t)
      await useLink(browser, loginToken(t, account))
      return browser.post('/settings/password', { password, repeat })
    }
    const short = await tryPassword('a14', 'x'.repeat(14))
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('at least 15 characters')
    const long = await tryPassword('a257', 'x'.repeat(257))
    expect(long.status).toBe(400)
    expect(await long.text()).toContain('at most 256 characters')
    const mismatch = await tryPassword('amis', 'x'.repeat(20), 'y'.repeat(20))
    expect(mismatch.status).toBe(400)
    expect(t.store.findAccount('a14')!.hasPassword).toBe(false)

    // Characters are counted as people count them: 15 emoji are 15 characters (30 UTF-16 units).
    expect((await tryPassword('a15', '🔑'.repeat(15))).status).toBe(303)
    expect((await tryPassword('a15b', '🔑'.repeat(14))).status).toBe(400)
    const ok = await tryPassword('a256', 'z'.repeat(256))
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/settings/api-keys?m=password-set')
    const stored = t.store.accountCredentials('a256')!.passwordHash!
    expect(stored).toStartWith('$argon2id$')
    expect(stored).not.toContain('zzzz')
    expect(await Bun.password.verify('z'.repeat(256), stored)).toBe(true)
  })

  it('a new password (the same command as a reset) ends every other session of the account', async () => {
    const t = app()
    const laptop = await signedIn(t, 'alice')
    const copied = laptop.cookie
    expect((await laptop.get('/settings/api-keys')).status).toBe(200)
    const phone = await signedIn(t, 'alice') // a second link and a new password
    expect((await phone.get('/settings/api-keys')).status).toBe(200)
    const stale = new Browser(t)
    stale.cookie = copied
    const res = await stale.get('/settings/api-keys')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/settings/login')
  })
})

describe('signing in and out', () => {
  it('a good pair lands on the key page with a new session id; a bad pair gets one generic 401 message', async () => {
    const t = app()
    await signedIn(t, 'alice')
    const browser = new Browser(t)
    const form = await browser.get('/settings/login')
    const formPage = await form.text()
    for (const name of ['>Account<', '>Password<', 'Sign in']) expect(formPage).toContain(name)

    const wrongPassword = await browser.post('/settings/login', { account: 'alice', password: 'not the password at all' })
    const unknownAccount = await browser.post('/settings/login', { account: 'mallory', password: PASSWORD })
    const noPassword = await browser.post('/settings/login', { account: 'alice', password: '' })
    for (const res of [wrongPassword, unknownAccount, noPassword]) expect(res.status).toBe(401)
    const messages = await Promise.all(
      [wrongPassword, unknownAccount].map(async (r) => /<p class="notice error"[^>]*>([^<]*)</.exec(await r.text())![1]),
    )
    expect(messages[0]).toBe(messages[1])
    expect(browser.cookie).toBeNull()

    // Session fixation: a session id the browser held before signing in is not kept.
    const before = await signedIn(t, 'bob')
    const oldCookie = before.cookie
    const good = await before.post('/settings/login', { account: 'alice', password: PASSWORD })
    expect(good.status).toBe(303)
    expect(good.headers.get('location')).toBe('/settings/api-keys')
    expect(before.cookie).not.toBe(oldCookie)
    expect((await before.get('/settings/api-keys')).status).toBe(200)
    const fixated = new Browser(t)
    fixated.cookie = oldCookie
    expect((await fixated.get('/settings/api-keys')).status).toBe(303)
    expect(t.store.findAccount('alice')!.lastSignInAt).toBe(t.deps.clock().getTime())
  })

  it('sign-out ends the session on the server: a copied cookie stops working', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const copy = new Browser(t)
    copy.cookie = browser.cookie
    expect((await copy.get('/settings/api-keys')).status).toBe(200)
    const out = await browser.post('/settings/logout', {})
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/settings/login?m=signed-out')
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await copy.get('/settings/api-keys')).headers.get('location')).toBe('/settings/login')
  })

  it('every settings page without a session redirects (303) to the sign-in form', async () => {
    const t = app()
    for (const path of [
      '/settings',
      '/settings/api-keys',
      '/settings/password',
      '/settings/api-keys/revoke?id=key_x',
      '/settings/anything',
    ]) {
      const res = await new Browser(t).get(path)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/settings/login')
    }
    for (const path of ['/settings/api-keys', '/settings/password', '/settings/api-keys/revoke']) {
      const res = await new Browser(t).post(path, { label: 'x', password: 'y', id: 'z' })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/settings/login')
    }
    // With a session, an unknown page is a 404 page.
    const browser = await signedIn(t, 'alice')
    expect((await browser.get('/settings/anything')).status).toBe(404)
  })
})

describe('session lifetime (injectable clock)', () => {
  it('ends after 1 hour idle', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const start = t.deps.clock().getTime()
    t.setNow(new Date(start + 59 * MINUTE))
    expect((await browser.get('/settings/api-keys')).status).toBe(200)
    t.setNow(new Date(start + 59 * MINUTE + 60 * MINUTE))
    expect((await browser.get('/settings/api-keys')).headers.get('location')).toBe('/settings/login')
  })

  it('ends 12 hours after sign-in however active', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const start = t.deps.clock().getTime()
    for (let minutes = 50; minutes < 12 * 60; minutes += 50) {
      t.setNow(new Date(start + minutes * MINUTE))
      expect((await browser.get('/settings/api-keys')).status).toBe(200)
    }
    t.setNow(new Date(start + 12 * 60 * MINUTE))
    expect((await browser.get('/settings/api-keys')).headers.get('location')).toBe('/settings/login')
  })
})

describe('session cookie attributes', () => {
  const cookieFor = async (t: TestApp, base: string, headers: Record<string, string> = {}) => {
    const browser = new Browser(t, base, headers)
    await useLink(browser, loginToken(t, `u${Math.random().toString(36).slice(2, 8)}`))
    const res = await browser.post('/settings/password', { password: PASSWORD, repeat: PASSWORD })
    return res.headers.get('set-cookie')!
  }
  const attributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim())
      .sort()

  it('plain HTTP: bazi_session, HttpOnly, SameSite=Strict, Path=/, not Secure', async () => {
    const cookie = await cookieFor(app(), 'http://localhost')
    expect(cookie).toMatch(/^bazi_session=[A-Za-z0-9_-]{43};/)
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict'])
  })

  it('HTTPS directly: __Host-bazi_session and Secure, no Domain', async () => {
    const cookie = await cookieFor(app(), 'https://localhost')
    expect(cookie).toMatch(/^__Host-bazi_session=[A-Za-z0-9_-]{43};/)
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure'])
  })

  it('X-Forwarded-Proto: https counts only with TRUST_PROXY on', async () => {
    const trusted = await cookieFor(app({ env: { TRUST_PROXY: '1' } }), 'http://localhost', { 'x-forwarded-proto': 'https' })
    expect(trusted).toStartWith('__Host-bazi_session=')
    expect(attributes(trusted)).toContain('Secure')
    const untrusted = await cookieFor(app(), 'http://localhost', { 'x-forwarded-proto': 'https' })
    expect(untrusted).toStartWith('bazi_session=')
    expect(attributes(untrusted)).not.toContain('Secure')
  })

  it('a session id is 32 random bytes and only its hash is stored', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const id = browser.cookie!.split('=')[1]
    expect(Buffer.from(id, 'base64url')).toHaveLength(32)
    const rows = (t.store as any).db.query('SELECT id_hash FROM sessions').all() as { id_hash: Uint8Array }[]
    expect(rows).toHaveLength(1)
    expect(Buffer.from(rows[0].id_hash).equals(new Bun.CryptoHasher('sha256').update(id).digest() as Buffer)).toBe(true)
  })
})

describe('throttling', () => {
  it('after 10 failures in 15 minutes for one account: 429 with Retry-After, even for the right password', async () => {
    const t = app({ env: { TRUST_PROXY: '1' } })
    await signedIn(t, 'alice')
    const start = t.deps.clock().getTime()
    // Each try from a different address: only the per-account count can trip.
    for (let i = 0; i < 10; i++) {
      const res = await new Browser(t, 'http://localhost', { 'x-forwarded-for': `198.51.100.${i}` }).post('/settings/login', {
        account: 'alice',
        password: `wrong guess ${i}`,
      })
      expect(res.status).toBe(401)
    }
    const right = await new Browser(t, 'http://localhost', { 'x-forwarded-for': '203.0.113.9' }).post('/settings/login', {
      account: 'alice',
      password: PASSWORD,
    })
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBe(15 * 60)
    expect(right.headers.get('set-cookie')).toBeNull()
    // Other accounts are not affected by alice's count.
    await signedIn(t, 'bob')
    expect(
      (
        await new Browser(t, 'http://localhost', { 'x-forwarded-for': '203.0.113.9' }).post('/settings/login', {
          account: 'bob',
          password: PASSWORD,
        })
      ).status,
    ).toBe(303)
    // Once the window has passed, the right password works again.
    t.setNow(new Date(start + 15 * MINUTE))
    expect(
      (
        await new Browser(t, 'http://localhost', { 'x-forwarded-for': '203.0.113.9' }).post('/settings/login', {
          account: 'alice',
          password: PASSWORD,
        })
      ).status,
    ).toBe(303)
  })

  it('after 10 failures from one client address, that address gets 429 for any account', async () => {
    const t = app({ env: { TRUST_PROXY: '1' } })
    await signedIn(t, 'alice')
    const attacker = { 'x-forwarded-for': '192.0.2.66' }
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await new Browser(t, 'http://localhost', attacker).post('/settings/login', {
            account: `guess-${i}`,
            password: 'hunter2hunter2hunter2',
          })
        ).status,
      ).toBe(401)
    }
    const res = await new Browser(t, 'http://localhost', attacker).post('/settings/login', { account: 'alice', password: PASSWORD })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address signs in to the same account.
    expect(
      (
        await new Browser(t, 'http://localhost', { 'x-forwarded-for': '192.0.2.7' }).post('/settings/login', {
          account: 'alice',
          password: PASSWORD,
        })
      ).status,
    ).toBe(303)
  })

  it('a burst of parallel guesses gets no more than 10 checked passwords for one account', async () => {
    const t = app({ env: { TRUST_PROXY: '1' } })
    await signedIn(t, 'dave')
    // 30 guesses at the same instant, each from its own address: only the per-account count can trip,
    // and it must be read after the earlier guesses were recorded, not before.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new Browser(t, 'http://localhost', { 'x-forwarded-for': `198.51.100.${i}` }).post('/settings/login', {
          account: 'dave',
          password: `wrong guess ${i}`,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429 || s === 503)).toBe(true)
    const right = await new Browser(t, 'http://localhost', { 'x-forwarded-for': '203.0.113.9' }).post('/settings/login', {
      account: 'dave',
      password: PASSWORD,
    })
    expect(right.status).toBe(429)
  })

  it('an account name with control characters (NUL) is an unknown account: 401, nothing looked up', async () => {
    const t = app()
    await signedIn(t, 'erin')
    const res = await new Browser(t).post('/settings/login', { account: 'er\u0000in', password: PASSWORD })
    expect(res.status).toBe(401)
  })

  it('keeps no account name or client address in the clear', async () => {
    const t = app({ env: { TRUST_PROXY: '1' } })
    await new Browser(t, 'http://localhost', { 'x-forwarded-for': '192.0.2.66' }).post('/settings/login', {
      account: 'someone-distinct',
      password: 'x'.repeat(20),
    })
    const rows = (t.store as any).db.query('SELECT subject FROM sign_in_failures').all() as { subject: string }[]
    expect(rows).toHaveLength(2)
    for (const { subject } of rows) {
      expect(subject).not.toContain('192.0.2.66')
      expect(subject).not.toContain('someone-distinct')
    }
  })
})

describe('password hashing cost', () => {
  /** A hasher that records how many operations run at once and how many verify calls were made. */
  const observed = (delayMs = 20) => {
    const stats = { active: 0, max: 0, verifies: 0, hashes: 0 }
    const hasher: PasswordHasher = {
      async hash(password) {
        stats.hashes++
        return argon2idHasher.hash(password)
      },
      async verify(password, hash) {
        stats.verifies++
        stats.active++
        stats.max = Math.max(stats.max, stats.active)
        await Bun.sleep(delayMs)
        try {
          return await argon2idHasher.verify(password, hash)
        } finally {
          stats.active--
        }
      },
    }
    return { stats, hasher }
  }
  const mount = (t: TestApp, hasher: PasswordHasher, extra: { hashConcurrency?: number; hashQueue?: number } = {}) =>
    new Elysia().use(settingsRoutes(t.deps, { clientAddress: (r) => r.headers.get('x-test-address') ?? 'local', hasher, ...extra }))
  const signInRequest = (account: string, password: string, address: string) =>
    new Request('http://localhost/settings/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, 'x-test-address': address },
      body: new URLSearchParams({ account, password }).toString(),
    })

  it('computes at most 2 password hashes at once, however many sign-ins arrive', async () => {
    const t = app()
    const { stats, hasher } = observed()
    const web = mount(t, hasher)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => web.handle(signInRequest(`nobody-${i}`, 'x'.repeat(20), `10.0.0.${i}`))),
    )
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(401))
    expect(stats.verifies).toBe(8)
    expect(stats.max).toBe(2)
  })

  it('beyond the waiting queue, answers 503 with Retry-After at once instead of queueing without bound', async () => {
    const t = app()
    const { hasher } = observed(50)
    const web = mount(t, hasher, { hashConcurrency: 1, hashQueue: 2 })
    const statuses = (
      await Promise.all(Array.from({ length: 6 }, (_, i) => web.handle(signInRequest(`n${i}`, 'x'.repeat(20), `10.0.1.${i}`))))
    ).map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(3)
    expect(statuses.filter((s) => s === 503)).toHaveLength(3)
  })

  it('an unknown account costs one full verification, like a known one (no timing oracle)', async () => {
    const t = app()
    const { stats, hasher } = observed(0)
    const web = mount(t, hasher)
    expect((await web.handle(signInRequest('no-such-account', 'x'.repeat(20), 'a'))).status).toBe(401)
    expect(stats.verifies).toBe(1)
    // And with the real argon2id: the unknown name is verified against a hash of the same algorithm
    // and cost parameters as a real account's, so it costs the same work. Compared by parameters,
    // not by the clock: timings on a shared, loaded machine do not hold to a factor of two.
    await signedIn(t, 'alice')
    const verifiedAgainst: string[] = []
    const recording: PasswordHasher = {
      hash: (password) => argon2idHasher.hash(password),
      verify: (password, hash) => (verifiedAgainst.push(hash), argon2idHasher.verify(password, hash)),
    }
    const real = mount(t, recording, {})
    expect((await real.handle(signInRequest('alice', 'wrong password 1', 't1'))).status).toBe(401)
    expect((await real.handle(signInRequest('ghost', 'wrong password 2', 't2'))).status).toBe(401)
    expect(verifiedAgainst).toHaveLength(2)
    // $argon2id$v=19$m=…,t=…,p=…$salt$hash: algorithm, version and costs.
    const cost = (hash: string) => hash.split('$').slice(1, 4)
    expect(cost(verifiedAgainst[0])[0]).toBe('argon2id')
    expect(cost(verifiedAgainst[1])).toEqual(cost(verifiedAgainst[0]))
  })
})
