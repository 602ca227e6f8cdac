/**
 * Driving the settings page in-process like a browser would: a cookie jar, the Fetch Metadata and
 * Origin headers Chromium sends on the page's own form posts, urlencoded forms.
 */
import { afterEach } from 'bun:test'
import { createTestApp, type TestApp, type TestAppOptions } from '../support/app'
import { hashToken, randomToken } from '../../src/store/tokens'

/** What Chromium sends on a form post from the page itself under Referrer-Policy: no-referrer. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'null' } as const

export const PASSWORD = 'correct horse battery staple'

export class Browser {
  cookie: string | null = null
  constructor(
    readonly t: TestApp,
    readonly base = 'http://localhost',
    readonly headers: Record<string, string> = {},
  ) {}

  private remember(res: Response) {
    const set = res.headers.get('set-cookie')
    if (!set) return
    const [pair] = set.split(';')
    this.cookie = /Max-Age=0/i.test(set) ? null : pair
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.app.handle(
      new Request(this.base + path, { headers: { ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } }),
    )
    this.remember(res)
    return res
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
    const res = await this.t.app.handle(
      new Request(this.base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...this.headers,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
      }),
    )
    this.remember(res)
    return res
  }
}

/** A sign-in link's token for an account (created when missing), as `accounts login-link` makes it. */
export function loginToken(t: TestApp, account: string, ttlMs = 86_400_000): string {
  const now = t.deps.clock().getTime()
  if (!t.store.findAccount(account)) t.store.createAccount(account, 100, now)
  const token = randomToken()
  t.store.createLoginLink(account, hashToken(token), now, now + ttlMs)
  return token
}

/** An account with a password and a browser signed in to it through the link. */
export async function signedIn(t: TestApp, account: string, browser = new Browser(t)): Promise<Browser> {
  const link = await browser.get(`/settings/link?token=${loginToken(t, account)}`)
  if (link.status !== 200) throw new Error(`link: ${link.status}`)
  const set = await browser.post('/settings/password', { password: PASSWORD, repeat: PASSWORD })
  if (set.status !== 303) throw new Error(`password: ${set.status}`)
  return browser
}

/** The one-time form token on the key page. */
export const formTokenOf = (page: string): string => /name="formToken" value="([^"]+)"/.exec(page)![1]

export const newKeyOf = (page: string): string | null => /id="new-key" value="([^"]+)"/.exec(page)?.[1] ?? null

/**
 * A test app factory for a test file: every app it makes is closed after each test. Call it once at
 * the file's top level (it registers the afterEach hook there).
 */
export function appsClosedAfterEach(): (options?: TestAppOptions) => TestApp {
  const apps: TestApp[] = []
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close()
  })
  return (options = {}) => {
    const t = createTestApp(options)
    apps.push(t)
    return t
  }
}
