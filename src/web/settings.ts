/**
 * The account settings page (/settings/*): sign-in by one-time link and password, and the holder's
 * own API keys. Server-rendered HTML from the same app; forms work without JavaScript. It calls the
 * same store functions as the CLI, so a key made here is an ordinary key.
 *
 * Every response carries SECURITY_HEADERS; every POST is first checked to come from this site
 * (`isSameOriginPost`) and refused with 403 otherwise, before anything is read or changed.
 */
import { Elysia } from 'elysia'
import { AppError } from '../core/errors'
import { requestLogger, type Deps } from '../deps'
import { STYLESHEET, SCRIPT } from './assets'
import type { SafeHtml } from './html'
import { messagesFor, pickLocale, type Messages } from './i18n'
import * as pages from './pages'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PasswordGate, passwordLength, type PasswordHasher, Semaphore } from './passwords'
import { cameOverHttps, isSameOriginPost, ownOrigin, SECURITY_HEADERS } from './request-guard'
import { isStoreUnavailable } from '../store/common'
import { hasControlCharacter, isAccountName, withoutControlCharacters } from '../store/names'
import { quotaDayAt } from '../store/quota-day'
import { hashToken, isWellFormedToken, randomToken } from '../store/tokens'
import { requestIdOf } from '../transport/request-id'
import { clearedSessionCookie, currentSession, sessionCookie, startSession, type ActiveSession } from './sessions'
import { AttemptQueue, SignInThrottle } from './throttle'

export interface SettingsOptions {
  /** The client address of a request (honours TRUST_PROXY); the throttle counts failures per address. */
  clientAddress: (request: Request) => string
  /** Override the argon2id hasher (tests observe concurrency through it). */
  hasher?: PasswordHasher
  /** How many password hashes may run at once (default 2), and how many may wait (default 32). */
  hashConcurrency?: number
  hashQueue?: number
}

const MAX_FORM_BYTES = 16 * 1024
const MAX_LABEL_LENGTH = 64
const MAX_ACCOUNT_NAME_LENGTH = 64

type Handler = (request: Request) => Response | Promise<Response>

const HTML_TYPE = { 'Content-Type': 'text/html; charset=utf-8' }

function respond(status: number, body: SafeHtml | string | null, headers: Record<string, string> = {}, cookie?: string): Response {
  const h = new Headers({ ...SECURITY_HEADERS, ...(body === null ? {} : HTML_TYPE), ...headers })
  if (cookie) h.append('Set-Cookie', cookie)
  return new Response(body === null ? null : String(body), { status, headers: h })
}

const redirect = (location: string, cookie?: string) => respond(303, null, { Location: location }, cookie)

/** Reads an urlencoded form within MAX_FORM_BYTES; null when the body is not such a form. */
async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type')?.split(';', 1)[0].trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return null
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_FORM_BYTES) return null
  if (!request.body) return new URLSearchParams()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > MAX_FORM_BYTES) return null
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export function settingsRoutes(deps: Deps, options: SettingsOptions) {
  const { store } = deps
  const trustProxy = deps.config.trustProxy
  const gate = new PasswordGate(options.hasher, new Semaphore(options.hashConcurrency ?? 2, options.hashQueue ?? 32))
  let throttle: SignInThrottle | null = null
  const signInThrottle = () => (throttle ??= new SignInThrottle(store))
  const attempts = new AttemptQueue()
  const now = () => deps.clock().getTime()

  interface Context {
    request: Request
    t: Messages
    https: boolean
    session: ActiveSession | null
  }

  const contextOf = async (request: Request): Promise<Context> => {
    const https = cameOverHttps(request, trustProxy)
    return { request, t: messagesFor(pickLocale(request.headers.get('accept-language'))), https, session: await currentSession(store, request, https, now()) }
  }

  /**
   * Wraps a handler: the request context, the cross-site check on POST, the session requirement,
   * and an HTML answer (with the security headers) even when something fails unexpectedly.
   */
  const route =
    (need: 'none' | 'any-session' | 'full-session', handler: (c: Context) => Response | Promise<Response>): Handler =>
    async (request) => {
      let t = messagesFor('en')
      try {
        if (request.method === 'POST' && !isSameOriginPost(request, trustProxy)) {
          t = messagesFor(pickLocale(request.headers.get('accept-language')))
          return respond(403, pages.messagePage(t, t.forbiddenTitle, t.forbiddenBody))
        }
        t = messagesFor(pickLocale(request.headers.get('accept-language')))
        const c = await contextOf(request)
        t = c.t
        if (need !== 'none' && !c.session) return redirect('/settings/login')
        if (need === 'full-session' && c.session!.kind !== 'full') return redirect('/settings/password')
        return await handler(c)
      } catch (error) {
        if (isStoreUnavailable(error)) {
          requestLogger(deps.log, requestIdOf(request)).error('settings page error', { code: 'STORE_UNAVAILABLE' })
          return respond(503, pages.messagePage(t, t.unavailableTitle, t.unavailableBody), { 'Retry-After': String(error.retryAfterSeconds) })
        }
        requestLogger(deps.log, requestIdOf(request)).error('settings page error', { code: error instanceof AppError ? error.code : 'INTERNAL' })
        return respond(500, pages.messagePage(t, 'Error', 'Something went wrong on the server. Try again in a moment.'))
      }
    }

  const badForm = (c: Context) => respond(400, pages.messagePage(c.t, c.t.badRequestTitle, c.t.badRequestBody))

  // ---- Signing in -------------------------------------------------------------------------------

  const NOTICES: Record<string, (t: Messages) => pages.Notice> = {
    'signed-out': (t) => ({ kind: 'ok', text: t.signedOut }),
    'password-set': (t) => ({ kind: 'ok', text: t.passwordSet }),
    'already-submitted': (t) => ({ kind: 'warn', text: t.alreadySubmitted }),
  }
  const noticeFrom = (c: Context) => {
    const m = new URL(c.request.url).searchParams.get('m')
    return m && NOTICES[m] ? NOTICES[m](c.t) : null
  }

  const showLogin = route('none', (c) => {
    if (c.session?.kind === 'full') return redirect('/settings/api-keys')
    return respond(200, pages.loginPage(c.t, { notice: noticeFrom(c) }))
  })

  const signIn = route('none', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const accountName = (form.get('account') ?? '').trim().slice(0, MAX_ACCOUNT_NAME_LENGTH)
    const password = form.get('password') ?? ''
    const address = options.clientAddress(c.request)
    const outcome = await attempts.run([`account:${accountName}`, `address:${address}`], async () => {
      const wait = await signInThrottle().retryAfterSeconds(accountName, address, now())
      if (wait > 0) {
        return respond(429, pages.loginPage(c.t, { accountName, notice: { kind: 'error', text: c.t.throttled(Math.ceil(wait / 60)) } }), {
          'Retry-After': String(wait),
        })
      }
      // A name no account can have (control characters, a NUL PostgreSQL cannot hold) is verified like
      // an unknown account: same time, same answer, and nothing looked up.
      const credentials = isAccountName(accountName) ? await store.accountCredentials(accountName) : null
      let ok: boolean
      try {
        // Over-long input is verified like any wrong password (same time), never hashed as is.
        const candidate = passwordLength(password) <= MAX_PASSWORD_LENGTH ? password : ''
        ok = await gate.verify(candidate, credentials?.passwordHash ?? null)
        ok &&= candidate.length > 0
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          return respond(503, pages.loginPage(c.t, { accountName, notice: { kind: 'error', text: c.t.busy } }), { 'Retry-After': '1' })
        }
        throw error
      }
      if (!ok || !credentials) {
        await signInThrottle().recordFailure(accountName, address, now())
        return respond(401, pages.loginPage(c.t, { accountName, notice: { kind: 'error', text: c.t.badCredentials } }))
      }
      await signInThrottle().recordSuccess(accountName, address, now())
      return credentials
    })
    if (outcome === null) return respond(503, pages.loginPage(c.t, { accountName, notice: { kind: 'error', text: c.t.busy } }), { 'Retry-After': '1' })
    if (outcome instanceof Response) return outcome
    const credentials = outcome
    // A new id at every sign-in; whatever session the browser had before ends here.
    if (c.session) await store.deleteSession(c.session.idHash)
    const id = await startSession(store, credentials.account.id, 'full', now())
    await store.recordSignIn(credentials.account.id, now())
    return redirect('/settings/api-keys', sessionCookie(id, c.https))
  })

  const signOut = route('none', async (c) => {
    if (c.session) await store.deleteSession(c.session.idHash)
    return redirect('/settings/login?m=signed-out', clearedSessionCookie(c.https))
  })

  // ---- Sign-in links and choosing a password ----------------------------------------------------

  const openLink = route('none', async (c) => {
    const token = new URL(c.request.url).searchParams.get('token')
    const outcome = isWellFormedToken(token) ? await store.consumeLoginLink(hashToken(token), now()) : ({ status: 'unknown' } as const)
    if (outcome.status !== 'consumed') return respond(outcome.status === 'unknown' ? 404 : 410, pages.linkProblemPage(c.t, outcome.status))
    if (c.session) await store.deleteSession(c.session.idHash)
    const id = await startSession(store, outcome.account.id, 'password-setup', now())
    // Not a 303: after a click from another site (webmail, chat in a browser tab) a redirect would
    // still count as cross-site and the browser would hold back the SameSite=Strict cookie. This
    // page's own refresh is a same-site navigation, and it leaves the token out of the address bar.
    return respond(200, pages.linkAcceptedPage(c.t), {}, sessionCookie(id, c.https))
  })

  const showPasswordForm = route('any-session', (c) => {
    if (c.session!.kind === 'full') return redirect('/settings/api-keys')
    return respond(200, pages.passwordPage(c.t, { accountName: c.session!.accountName }))
  })

  const setPassword = route('any-session', async (c) => {
    const session = c.session!
    if (session.kind === 'full') return redirect('/settings/api-keys')
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const password = form.get('password') ?? ''
    const repeat = form.get('repeat') ?? ''
    const length = passwordLength(password)
    const problem =
      length < MIN_PASSWORD_LENGTH ? c.t.passwordTooShort : length > MAX_PASSWORD_LENGTH ? c.t.passwordTooLong : password !== repeat ? c.t.passwordMismatch : null
    if (problem) return respond(400, pages.passwordPage(c.t, { accountName: session.accountName, notice: { kind: 'error', text: problem } }))
    let hash: string
    try {
      hash = await gate.hash(password)
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        return respond(503, pages.passwordPage(c.t, { accountName: session.accountName, notice: { kind: 'error', text: c.t.busy } }), { 'Retry-After': '1' })
      }
      throw error
    }
    // Ends every session of the account, this one included; this browser gets a fresh one.
    await store.setPasswordHash(session.accountId, hash, now())
    const id = await startSession(store, session.accountId, 'full', now())
    await store.recordSignIn(session.accountId, now())
    return redirect('/settings/api-keys?m=password-set', sessionCookie(id, c.https))
  })

  // ---- Keys -------------------------------------------------------------------------------------

  const renderKeys = async (c: Context, status: number, extra: { newKey?: string; label?: string; notice?: pages.Notice | null } = {}) => {
    const session = c.session!
    const at = now()
    const formToken = randomToken()
    await store.issueFormToken(hashToken(formToken), session.idHash, at)
    const quota = quotaDayAt(at)
    const usage = (await store.usage(quota.day, session.accountName))[0]
    const keys = await store.listKeys(session.accountName)
    return respond(
      status,
      pages.keysPage(c.t, {
        accountName: session.accountName,
        usage,
        resetInMs: quota.resetAt - at,
        keys,
        formToken,
        baseUrl: ownOrigin(c.request, trustProxy),
        ...extra,
      }),
    )
  }

  const showKeys = route('full-session', (c) => renderKeys(c, 200, { notice: noticeFrom(c) }))

  const createKey = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const label = (form.get('label') ?? '').trim()
    if ([...label].length > MAX_LABEL_LENGTH) return renderKeys(c, 400, { label, notice: { kind: 'error', text: c.t.labelTooLong } })
    if (hasControlCharacter(label)) return renderKeys(c, 400, { label: withoutControlCharacters(label), notice: { kind: 'error', text: c.t.labelInvalid } })
    const token = form.get('formToken')
    // The one-time form token: a reload or a second click re-sends a used token and makes nothing.
    if (!isWellFormedToken(token) || !(await store.consumeFormToken(hashToken(token), c.session!.idHash))) return redirect('/settings/api-keys?m=already-submitted')
    const { key } = await store.createKey(c.session!.accountName, label === '' ? null : label, now())
    return renderKeys(c, 200, { newKey: key })
  })

  const ownKey = async (c: Context, id: string | null) =>
    id ? ((await store.listKeys(c.session!.accountName)).find((k) => k.id === id && k.revokedAt === null) ?? null) : null

  const confirmRevoke = route('full-session', async (c) => {
    const key = await ownKey(c, new URL(c.request.url).searchParams.get('id'))
    if (!key) return respond(404, pages.messagePage(c.t, c.t.notFoundTitle, c.t.keyNotFound, c.session!.accountName))
    return respond(200, pages.revokeConfirmPage(c.t, c.session!.accountName, key))
  })

  const revoke = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const key = await ownKey(c, form.get('id'))
    if (!key) return respond(404, pages.messagePage(c.t, c.t.notFoundTitle, c.t.keyNotFound, c.session!.accountName))
    await store.revokeKey(key.id, now())
    return renderKeys(c, 200, { notice: { kind: 'ok', text: c.t.keyRevoked(key.prefix) } })
  })

  const settingsHome = route('any-session', () => redirect('/settings/api-keys'))

  const notFound = route('any-session', (c) => respond(404, pages.messagePage(c.t, c.t.notFoundTitle, c.t.notFoundBody, c.session!.accountName)))

  const asset = (body: string, type: string) => () =>
    new Response(body, { headers: { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-cache' } })

  const hide = { detail: { hide: true } }
  const raw = { parse: 'none' as const, detail: { hide: true } }
  return new Elysia({ name: 'web.settings' })
    .get('/settings/assets/settings.css', asset(STYLESHEET, 'text/css; charset=utf-8'), hide)
    .get('/settings/assets/settings.js', asset(SCRIPT, 'text/javascript; charset=utf-8'), hide)
    .get('/settings', ({ request }) => settingsHome(request), hide)
    .get('/settings/login', ({ request }) => showLogin(request), hide)
    .post('/settings/login', ({ request }) => signIn(request), raw)
    .post('/settings/logout', ({ request }) => signOut(request), raw)
    .get('/settings/link', ({ request }) => openLink(request), hide)
    .get('/settings/password', ({ request }) => showPasswordForm(request), hide)
    .post('/settings/password', ({ request }) => setPassword(request), raw)
    .get('/settings/api-keys', ({ request }) => showKeys(request), hide)
    .post('/settings/api-keys', ({ request }) => createKey(request), raw)
    .get('/settings/api-keys/revoke', ({ request }) => confirmRevoke(request), hide)
    .post('/settings/api-keys/revoke', ({ request }) => revoke(request), raw)
    .all('/settings/*', ({ request }) => notFound(request), raw)
}
