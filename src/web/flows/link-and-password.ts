/**
 * The operator's one-time sign-in link (GET /settings/link shows a button, POST /settings/link uses it) and choosing the account's password
 * (GET and POST /settings/password). A link opens a password-setup session, which reaches only the
 * password form; setting the password ends every session of the account and starts a full one.
 */
import { AppError } from '../../core/errors'
import { hashToken, isWellFormedToken } from '../../store/tokens'
import * as pages from '../pages'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordGate, passwordLength } from '../passwords'
import { sessionCookie, startSession } from '../sessions'
import { badForm, type FlowKit, readForm, redirect, respond } from './common'

export function linkAndPasswordFlow({ store, now, route }: FlowKit, gate: PasswordGate) {
  // Opening the link uses nothing: link previews and mail scanners open links (HEAD or GET) before
  // the person does. The page's button posts the token back; that POST (same-origin only, like
  // every POST here) uses it up.
  const openLink = route('none', (c) => {
    const token = new URL(c.request.url).searchParams.get('token')
    if (!isWellFormedToken(token)) return respond(404, pages.linkProblemPage(c.view, 'unknown'))
    return respond(200, pages.linkOpenPage(c.view, token))
  })

  const useLink = route('none', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const token = form.get('token')
    const outcome = isWellFormedToken(token) ? await store.consumeLoginLink(hashToken(token), now()) : ({ status: 'unknown' } as const)
    if (outcome.status !== 'consumed')
      return respond(outcome.status === 'unknown' ? 404 : 410, pages.linkProblemPage(c.view, outcome.status))
    if (c.session) await store.deleteSession(c.session.idHash)
    const id = await startSession(store, outcome.account.id, 'password-setup', now())
    // A 303 is enough now: this POST came from this site's own page, so the redirect is a same-site
    // navigation and the browser sends the SameSite=Strict cookie with it.
    return redirect('/settings/password', sessionCookie(id, c.https))
  })

  const showPasswordForm = route('any-session', (c) => {
    if (c.session!.kind === 'full') return redirect('/settings/api-keys')
    return respond(200, pages.passwordPage(c.view, { accountName: c.session!.accountName }))
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
      length < MIN_PASSWORD_LENGTH
        ? c.t.passwordTooShort
        : length > MAX_PASSWORD_LENGTH
          ? c.t.passwordTooLong
          : password !== repeat
            ? c.t.passwordMismatch
            : null
    if (problem)
      return respond(400, pages.passwordPage(c.view, { accountName: session.accountName, notice: { kind: 'error', text: problem } }))
    let hash: string
    try {
      hash = await gate.hash(password)
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        return respond(503, pages.passwordPage(c.view, { accountName: session.accountName, notice: { kind: 'error', text: c.t.busy } }), {
          'Retry-After': '1',
        })
      }
      throw error
    }
    // Ends every session of the account, this one included; this browser gets a fresh one.
    await store.setPasswordHash(session.accountId, hash, now())
    const id = await startSession(store, session.accountId, 'full', now())
    await store.recordSignIn(session.accountId, now())
    return redirect('/settings/api-keys?m=password-set', sessionCookie(id, c.https))
  })

  return { openLink, useLink, showPasswordForm, setPassword }
}
