/**
 * Signing in with the account name and password (GET and POST /settings/login), and signing out
 * (POST /settings/logout). Failed sign-ins are throttled per account name and per client address
 * (throttle.ts), one attempt at a time per subject, and every attempt costs one password
 * verification, whether the account exists or not (passwords.ts).
 */
import { AppError } from '../../core/errors'
import { isAccountName } from '../../store/names'
import type { OAuthServer } from '../../oauth/server'
import type { AccountCredentials } from '../../store/types'
import * as pages from '../pages'
import { MAX_PASSWORD_LENGTH, type PasswordGate, passwordLength } from '../passwords'
import { clearedSessionCookie, sessionCookie, startSession } from '../sessions'
import { AttemptQueue, SignInThrottle } from '../throttle'
import { badForm, type Context, type FlowKit, noticeFrom, readForm, redirect, respond } from './common'

const MAX_ACCOUNT_NAME_LENGTH = 64

export interface SignInOptions {
  gate: PasswordGate
  /** The client address of a request (honours TRUST_PROXY); the throttle counts failures per address. */
  clientAddress: (request: Request) => string
  /** The authorization server: the sign-in on the way to a consent page names the app asking. */
  oauth?: OAuthServer
}

interface LoginForm {
  accountName: string
  next?: string
  app?: pages.AskingApp | null
}

/** The sign-in page again with the refusal's reason, the name typed and where sign-in continues to. */
const refusal = (c: Context, status: number, form: LoginForm, text: string, retryAfter?: string) =>
  respond(
    status,
    pages.loginPage(c.view, { ...form, notice: { kind: 'error', text } }),
    retryAfter ? { 'Retry-After': retryAfter } : undefined,
  )

/**
 * Where a sign-in may continue instead of the key page: only a consent page of the authorization
 * server (src/web/flows/authorize.ts), never an address a link could choose (no open redirect).
 */
const continueTo = (next: string | null | undefined): string | undefined =>
  next && /^\/oauth\/interaction\/[A-Za-z0-9_-]{10,64}$/.test(next) ? next : undefined

export function signInFlow({ store, now, route }: FlowKit, options: SignInOptions) {
  let throttle: SignInThrottle | null = null
  const signInThrottle = () => (throttle ??= new SignInThrottle(store))
  const attempts = new AttemptQueue()

  /** The app whose consent page the sign-in leads to, as the consent page names it (its name and where it returns). */
  const askingApp = async (c: Context, next: string | undefined): Promise<pages.AskingApp | null> =>
    next && options.oauth ? options.oauth.appAsking(c.request, next.split('/').pop() ?? '') : null

  /** One attempt, alone on its account name and address: the credentials, or the refusal to answer. */
  const attempt = async (c: Context, form: LoginForm, password: string, address: string): Promise<Response | AccountCredentials> => {
    const { accountName } = form
    const wait = await signInThrottle().retryAfterSeconds(accountName, address, now())
    if (wait > 0) {
      return refusal(c, 429, form, c.t.throttled(Math.ceil(wait / 60)), String(wait))
    }
    // A name no account can have (control characters, a NUL PostgreSQL cannot hold) is verified like
    // an unknown account: same time, same answer, and nothing looked up.
    const credentials = isAccountName(accountName) ? await store.accountCredentials(accountName) : null
    let ok: boolean
    try {
      // Over-long input is verified like any wrong password (same time), never hashed as is.
      const candidate = passwordLength(password) <= MAX_PASSWORD_LENGTH ? password : ''
      ok = await options.gate.verify(candidate, credentials?.passwordHash ?? null)
      ok &&= candidate.length > 0
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        return refusal(c, 503, form, c.t.busy, '1')
      }
      throw error
    }
    if (!ok || !credentials) {
      await signInThrottle().recordFailure(accountName, address, now())
      return refusal(c, 401, form, c.t.badCredentials)
    }
    await signInThrottle().recordSuccess(accountName, address, now())
    return credentials
  }

  const showLogin = route('none', async (c) => {
    const next = continueTo(new URL(c.request.url).searchParams.get('next'))
    if (c.session?.kind === 'full') return redirect(next ?? '/settings/api-keys')
    return respond(200, pages.loginPage(c.view, { notice: noticeFrom(c), next, app: await askingApp(c, next) }))
  })

  const signIn = route('none', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const accountName = (form.get('account') ?? '').trim().slice(0, MAX_ACCOUNT_NAME_LENGTH)
    const password = form.get('password') ?? ''
    const address = options.clientAddress(c.request)
    const next = continueTo(form.get('next'))
    const login: LoginForm = { accountName, next, app: await askingApp(c, next) }
    const outcome = await attempts.run([`account:${accountName}`, `address:${address}`], () => attempt(c, login, password, address))
    if (outcome === null) return refusal(c, 503, login, c.t.busy, '1')
    if (outcome instanceof Response) return outcome
    const credentials = outcome
    // A new id at every sign-in; whatever session the browser had before ends here.
    if (c.session) await store.deleteSession(c.session.idHash)
    const id = await startSession(store, credentials.account.id, 'full', now())
    await store.recordSignIn(credentials.account.id, now())
    return redirect(next ?? '/settings/api-keys', sessionCookie(id, c.https))
  })

  const signOut = route('none', async (c) => {
    if (c.session) await store.deleteSession(c.session.idHash)
    return redirect('/settings/login?m=signed-out', clearedSessionCookie(c.https))
  })

  return { showLogin, signIn, signOut }
}
