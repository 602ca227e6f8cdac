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
  /** The cookies the server set, by name (the session's and the language's). */
  readonly jar = new Map<string, string>()
  constructor(
    readonly t: TestApp,
    readonly base = 'http://localhost',
    readonly headers: Record<string, string> = {},
  ) {}

  /** The session cookie (`name=value`), or null: what most tests replay or compare. */
  get cookie(): string | null {
    const entry = [...this.jar].find(([name]) => name.endsWith('bazi_session'))
    return entry ? `${entry[0]}=${entry[1]}` : null
  }

  set cookie(pair: string | null) {
    for (const name of [...this.jar.keys()]) if (name.endsWith('bazi_session')) this.jar.delete(name)
    if (pair) this.jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
  }

  private get cookieHeader(): Record<string, string> {
    return this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}
  }

  private remember(res: Response) {
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      if (/Max-Age=0/i.test(set)) this.jar.delete(name)
      else this.jar.set(name, pair.slice(pair.indexOf('=') + 1))
    }
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.app.handle(new Request(this.base + path, { headers: { ...this.headers, ...this.cookieHeader, ...headers } }))
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
          ...this.cookieHeader,
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

/**
 * Opens a sign-in link and presses its button, as a person does: the GET shows the page, the
 * page's form posts the token back (the POST uses it up). Gives the POST's answer.
 */
export async function useLink(browser: Browser, token: string): Promise<Response> {
  const page = await browser.get(`/settings/link?token=${token}`)
  if (page.status !== 200) return page
  const posted = /name="token" value="([^"]+)"/.exec(await page.text())?.[1]
  if (posted !== token) throw new Error('the link page does not carry the token in its form')
  return browser.post('/settings/link', { token })
}

/** An account with a password and a browser signed in to it through the link. */
export async function signedIn(t: TestApp, account: string, browser = new Browser(t)): Promise<Browser> {
  const link = await useLink(browser, loginToken(t, account))
  if (link.status !== 303) throw new Error(`link: ${link.status}`)
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
