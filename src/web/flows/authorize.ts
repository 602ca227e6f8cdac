/**
 * Signing in and consenting for an app that connects through OAuth (/oauth/interaction/UID, where
 * the authorization server sends the browser). The sign-in is the settings page's own: without a
 * full session the browser goes to /settings/login, which comes back here. The consent page says
 * which app asks (its name, its client id, the host it returns to) for what; Allow or Deny is a
 * POST under the same cross-site check as every settings form, and the decision goes back to the
 * provider, which redirects to the app with the code (or `error=access_denied`) and `iss`.
 */
import type { OAuthServer } from '../../oauth/server'
import { consentPage, HOP_PARAMETER, sameSiteHopPage, unknownInteractionPage } from '../oauth-pages'
import { SECURITY_HEADERS } from '../request-guard'
import { badForm, type Context, type FlowKit, readForm, redirect, respond } from './common'

const uidOf = (c: Context): string => new URL(c.request.url).pathname.split('/').pop() ?? ''

/**
 * The consent page's policy: its form may lead (through the provider's redirect) to the app's
 * registered redirect URI, so `form-action` names that origin besides our own (browsers check
 * form-action along the redirects that follow a submission).
 */
const consentPolicy = (redirectUri: string) => {
  const origin = URL.canParse(redirectUri) ? new URL(redirectUri).origin : ''
  const base = SECURITY_HEADERS['Content-Security-Policy']
  return { 'Content-Security-Policy': base.replace("form-action 'self'", `form-action 'self' ${origin}`.trim()) }
}

/**
 * A top-level navigation the browser says began on another site (Fetch Metadata), and not the hop's
 * own: at most one hop, whatever a browser reports for it.
 */
const arrivedFromAnotherSite = (request: Request): boolean =>
  request.headers.get('sec-fetch-site') === 'cross-site' &&
  request.headers.get('sec-fetch-mode') === 'navigate' &&
  !new URL(request.url).searchParams.has(HOP_PARAMETER)

export function authorizeFlow({ route }: FlowKit, oauth: OAuthServer) {
  const showConsent = route('none', async (c) => {
    const uid = uidOf(c)
    const view = await oauth.interaction(c.request, uid)
    if (!view) return respond(404, unknownInteractionPage(c.view, c.session?.accountName))
    if (c.session?.kind !== 'full') {
      // Arrived from another site, the Strict session cookie was not sent: one same-site hop first.
      if (arrivedFromAnotherSite(c.request)) return respond(200, sameSiteHopPage(c.view, uid))
      return redirect(`/settings/login?next=${encodeURIComponent(`/oauth/interaction/${uid}`)}`)
    }
    return respond(200, consentPage(c.view, { accountName: c.session.accountName, ...view }), consentPolicy(view.redirectUri))
  })

  const decide = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const decision = form.get('decision')
    if (decision !== 'allow' && decision !== 'deny') return badForm(c)
    const returnTo = await oauth.finishInteraction(c.request, uidOf(c), decision === 'allow' ? { accountId: c.session!.accountId } : 'deny')
    if (!returnTo) return respond(404, unknownInteractionPage(c.view, c.session!.accountName))
    return redirect(returnTo)
  })

  return { showConsent, decide }
}
