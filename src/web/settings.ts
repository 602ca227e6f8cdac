/**
 * The account settings page (/settings/*): sign-in by one-time link and password, and the holder's
 * own API keys. Server-rendered HTML from the same app; forms work without JavaScript. It calls the
 * same store functions as the CLI, so a key made here is an ordinary key.
 *
 * Each flow is a module of its own (flows/sign-in.ts, flows/link-and-password.ts, flows/keys.ts);
 * this one mounts them under their routes and holds the guards every request passes through
 * (`guardedRoute`). Every response carries SECURITY_HEADERS; every POST is first checked to come
 * from this site (`isSameOriginPost`) and refused with 403 otherwise, before anything is read or
 * changed.
 */
import { Elysia } from 'elysia'
import { AppError } from '../core/errors'
import type { Deps } from '../deps'
import { requestLogger } from '../log'
import { isStoreUnavailable } from '../store/common'
import { requestIdOf } from '../transport/request-id'
import { FAVICON, SCRIPT, STYLESHEET } from './assets'
import { type Context, type FlowKit, redirect, respond, type Route } from './flows/common'
import { authorizeFlow } from './flows/authorize'
import { connectedAppsFlow } from './flows/connected-apps'
import { keysFlow } from './flows/keys'
import { linkAndPasswordFlow } from './flows/link-and-password'
import { signInFlow } from './flows/sign-in'
import { requestLocale } from './i18n'
import { languageCookie, languageRequest, switchTarget } from './language'
import * as pages from './pages'
import { PasswordGate, type PasswordHasher, Semaphore } from './passwords'
import { cameOverHttps } from '../transport/connection'
import { isSameOriginPost, SECURITY_HEADERS } from './request-guard'
import { currentSession } from './sessions'
import type { OAuthServer } from '../oauth/server'

export interface SettingsOptions {
  /** The client address of a request (honours TRUST_PROXY); the throttle counts failures per address. */
  clientAddress: (request: Request) => string
  /** Override the argon2id hasher (tests observe concurrency through it). */
  hasher?: PasswordHasher
  /** How many password hashes may run at once (default 2), and how many may wait (default 32). */
  hashConcurrency?: number
  hashQueue?: number
  /** The authorization server: its consent page and the Connected apps page are served here (absent: not found). */
  oauth?: OAuthServer
}

export function settingsRoutes(deps: Deps, options: SettingsOptions) {
  const kit: FlowKit = {
    store: deps.store,
    now: () => deps.clock().getTime(),
    route: guardedRoute(deps),
    trustProxy: deps.config.trustProxy,
  }
  // One gate for the flows that hash (choosing a password) and verify (signing in): one bound on both.
  const gate = new PasswordGate(options.hasher, new Semaphore(options.hashConcurrency ?? 2, options.hashQueue ?? 32))
  const signIn = signInFlow(kit, { gate, clientAddress: options.clientAddress, oauth: options.oauth })
  const link = linkAndPasswordFlow(kit, gate)
  const keys = keysFlow(kit)
  const authorize = options.oauth ? authorizeFlow(kit, options.oauth) : null
  const apps = options.oauth ? connectedAppsFlow(kit, options.oauth) : null
  const settingsHome = kit.route('any-session', () => redirect('/settings/api-keys'))
  const notFound = kit.route('any-session', (c) =>
    respond(404, pages.messagePage(c.view, c.t.notFoundTitle, c.t.notFoundBody, c.session!.accountName)),
  )

  const hide = { detail: { hide: true } }
  const raw = { parse: 'none' as const, detail: { hide: true } }
  return new Elysia({ name: 'web.settings' })
    .get('/settings/assets/settings.css', asset(STYLESHEET, 'text/css; charset=utf-8'), hide)
    .get('/settings/assets/settings.js', asset(SCRIPT, 'text/javascript; charset=utf-8'), hide)
    .get('/settings/assets/favicon.svg', asset(FAVICON, 'image/svg+xml'), hide)
    .get('/settings', ({ request }) => settingsHome(request), hide)
    .get('/settings/login', ({ request }) => signIn.showLogin(request), hide)
    .post('/settings/login', ({ request }) => signIn.signIn(request), raw)
    .post('/settings/logout', ({ request }) => signIn.signOut(request), raw)
    .get('/settings/link', ({ request }) => link.openLink(request), hide)
    .post('/settings/link', ({ request }) => link.useLink(request), raw)
    .get('/settings/password', ({ request }) => link.showPasswordForm(request), hide)
    .post('/settings/password', ({ request }) => link.setPassword(request), raw)
    .get('/settings/api-keys', ({ request }) => keys.showKeys(request), hide)
    .post('/settings/api-keys', ({ request }) => keys.createKey(request), raw)
    .get('/settings/api-keys/revoke', ({ request }) => keys.confirmRevoke(request), hide)
    .post('/settings/api-keys/revoke', ({ request }) => keys.revoke(request), raw)
    .get('/settings/connected-apps', ({ request }) => (apps?.showApps ?? notFound)(request), hide)
    .post('/settings/connected-apps/disconnect', ({ request }) => (apps?.disconnect ?? notFound)(request), raw)
    .get('/oauth/interaction/:uid', ({ request }) => (authorize?.showConsent ?? notFound)(request), hide)
    .post('/oauth/interaction/:uid', ({ request }) => (authorize?.decide ?? notFound)(request), raw)
    .all('/settings/*', ({ request }) => notFound(request), raw)
}

/**
 * The guards around every handler: the cross-site check on POST, the request context (language,
 * scheme, session), the session requirement, and an HTML answer (with the security headers) even
 * when something fails unexpectedly.
 */
function guardedRoute(deps: Deps): Route {
  const trustProxy = deps.config.trustProxy
  const contextOf = async (request: Request, view: pages.View): Promise<Context> => {
    const https = cameOverHttps(request, trustProxy)
    return { request, view, t: view.t, https, session: await currentSession(deps.store, request, https, deps.clock().getTime()) }
  }

  return (need, handler) => async (request) => {
    // The page's language: the cookie, else Accept-Language (read first, so even a refusal is in it).
    const view = pages.viewOf(requestLocale(request), switchTarget(new URL(request.url)))
    const t = view.t
    try {
      if (request.method === 'POST' && !isSameOriginPost(request, trustProxy)) {
        return respond(403, pages.messagePage(view, t.forbiddenTitle, t.forbiddenBody))
      }
      // A language switch: remember the choice and show the same page again without `lang`.
      const language = languageRequest(request)
      if (language) {
        const cookie = language.locale ? languageCookie(language.locale, cameOverHttps(request, trustProxy)) : undefined
        return redirect(language.location, cookie)
      }
      const c = await contextOf(request, view)
      if (need !== 'none' && !c.session) return redirect('/settings/login')
      if (need === 'full-session' && c.session!.kind !== 'full') return redirect('/settings/password')
      return await handler(c)
    } catch (error) {
      if (isStoreUnavailable(error)) {
        requestLogger(deps.log, requestIdOf(request)).error('settings page error', { code: 'STORE_UNAVAILABLE' })
        return respond(503, pages.messagePage(view, t.unavailableTitle, t.unavailableBody), {
          'Retry-After': String(error.retryAfterSeconds),
        })
      }
      requestLogger(deps.log, requestIdOf(request)).error('settings page error', {
        code: error instanceof AppError ? error.code : 'INTERNAL',
      })
      return respond(500, pages.messagePage(view, t.errorTitle, t.errorBody))
    }
  }
}

/** The stylesheet or the script: public, unguarded, revalidated on each use. */
const asset = (body: string, type: string) => () =>
  new Response(body, { headers: { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-cache' } })
