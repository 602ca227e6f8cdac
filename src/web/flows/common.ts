/**
 * What every flow of the settings page is given and shares: the request context a handler sees, the
 * guarded-route factory (built in settings.ts), and the HTML responses, redirects and form reading
 * they all answer with. Every response made here carries SECURITY_HEADERS.
 */
import type { Deps } from '../../deps'
import type { SafeHtml } from '../html'
import type { Messages } from '../i18n'
import * as pages from '../pages'
import { SECURITY_HEADERS } from '../request-guard'
import type { ActiveSession } from '../sessions'

const MAX_FORM_BYTES = 16 * 1024

const HTML_TYPE = { 'Content-Type': 'text/html; charset=utf-8' }

type Handler = (request: Request) => Response | Promise<Response>

/** One request as a handler sees it: the page language, the scheme, the signed-in session if any. */
export interface Context {
  request: Request
  /** The page's language and address (pages are drawn in it). */
  view: pages.View
  /** `view.t`: the texts in the page's language. */
  t: Messages
  https: boolean
  session: ActiveSession | null
}

/** What a handler needs before it runs: no session, any session (a password still to choose), or a full one. */
type Need = 'none' | 'any-session' | 'full-session'

/** Wraps a handler in the guards every settings request passes (settings.ts `guardedRoute`). */
export type Route = (need: Need, handler: (c: Context) => Response | Promise<Response>) => Handler

/** What each flow is built from. */
export interface FlowKit {
  store: Deps['store']
  /** The clock's reading, in epoch milliseconds. */
  now: () => number
  route: Route
  /** TRUST_PROXY: whether X-Forwarded-Proto says which scheme the browser used. */
  trustProxy: boolean
}

export function respond(status: number, body: SafeHtml | string | null, headers: Record<string, string> = {}, cookie?: string): Response {
  const h = new Headers({ ...SECURITY_HEADERS, ...(body === null ? {} : HTML_TYPE), ...headers })
  if (cookie) h.append('Set-Cookie', cookie)
  return new Response(body === null ? null : String(body), { status, headers: h })
}

export const redirect = (location: string, cookie?: string) => respond(303, null, { Location: location }, cookie)

/** Reads an urlencoded form within MAX_FORM_BYTES; null when the body is not such a form. */
export async function readForm(request: Request): Promise<URLSearchParams | null> {
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

export const badForm = (c: Context) => respond(400, pages.messagePage(c.view, c.t.badRequestTitle, c.t.badRequestBody))

/** The notices a redirect may ask for with `?m=` (after signing out, choosing a password, a re-sent form). */
const NOTICES: Record<string, (t: Messages) => pages.Notice> = {
  'signed-out': (t) => ({ kind: 'ok', text: t.signedOut }),
  'password-set': (t) => ({ kind: 'ok', text: t.passwordSet }),
  'already-submitted': (t) => ({ kind: 'warn', text: t.alreadySubmitted }),
}

export const noticeFrom = (c: Context) => {
  const m = new URL(c.request.url).searchParams.get('m')
  // Own keys only: `?m=constructor` must not reach Object.prototype.
  return m && Object.hasOwn(NOTICES, m) ? NOTICES[m](c.t) : null
}
