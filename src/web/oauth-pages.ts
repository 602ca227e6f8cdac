/**
 * The pages of connecting an app through OAuth, in the settings page's layout and through the same
 * escaping template: the consent page (which app, where it returns, what it asks for, Allow or
 * Deny), the Connected apps page, and the error page the authorization server shows instead of
 * redirecting to an address it cannot trust. Pure functions of what they show.
 */
import { html, type SafeHtml } from './html'
import type { Messages } from './i18n'
import { layout, messagePage, type Notice, noticeBlock, type View, when } from './pages'

export interface ConsentModel {
  accountName: string
  uid: string
  clientId: string
  clientName: string | null
  redirectUri: string
  scope: string
}

/** A Client ID Metadata Document client is named by its URL, which says whose it is; a registered client's id is random. */
const isUrl = (clientId: string): boolean => /^https:\/\//.test(clientId)

const hostOf = (uri: string): string => (URL.canParse(uri) ? new URL(uri).host : uri)

export function consentPage(view: View, m: ConsentModel): SafeHtml {
  const { t } = view
  const name = m.clientName ?? t.unnamedApp
  const action = `/oauth/interaction/${m.uid}`
  return layout(
    { view, title: t.authorizeTitle, accountName: m.accountName, narrow: true },
    html`<h1>${t.authorizeTitle}</h1>
<form method="post" action="${action}" class="card">
  <p><strong>${t.authorizeAsks(name)}</strong></p>
  <dl class="consent">
    <dt>${t.authorizeApp}</dt><dd>${name}${isUrl(m.clientId) ? html` <span class="muted">(<code>${m.clientId}</code>)</span>` : ''}</dd>
    <dt>${t.authorizeReturnsTo}</dt><dd><code>${hostOf(m.redirectUri)}</code></dd>
    <dt>${t.authorizeScope}</dt><dd><code>${m.scope}</code>: ${t.scopeReadings}</dd>
  </dl>
  <p>${t.authorizeAccount(m.accountName)}</p>
  <p class="notice warn">${t.authorizeCheck}</p>
  <div class="actions"><button type="submit" name="decision" value="allow">${t.allow}</button> <button type="submit" name="decision" value="deny" class="secondary">${t.deny}</button></div>
</form>`,
  )
}

/** Marks the hop's own navigation: a request carrying it is never answered with another hop. */
export const HOP_PARAMETER = 'hop'

/**
 * One hop back to the same consent URL, for a browser that arrived from another site: the settings
 * session cookie is `SameSite=Strict`, so a navigation begun elsewhere (the app's Connect link and
 * the provider's redirects after it) does not carry it, and the holder would be asked to sign in
 * although signed in. The refresh is this page's own navigation, same-site, which carries it. A
 * browser that ignores the refresh follows the link.
 */
export function sameSiteHopPage(view: View, uid: string): SafeHtml {
  const { t } = view
  // A new navigation (`?hop=1`), not a reload of this URL, which some browsers send without
  // SameSite cookies; and the page is never served for it again (src/web/flows/authorize.ts).
  const here = `/oauth/interaction/${encodeURIComponent(uid)}?${HOP_PARAMETER}=1`
  return layout(
    { view, title: t.authorizeTitle, narrow: true, head: html`<meta http-equiv="refresh" content="0;url=${here}">` },
    html`<h1>${t.authorizeTitle}</h1>
<p class="card"><a href="${here}">${t.authorizeContinue}</a></p>`,
  )
}

export const unknownInteractionPage = (view: View, accountName?: string): SafeHtml =>
  messagePage(view, view.t.authorizeUnknownTitle, view.t.authorizeUnknownBody, accountName)

/** The provider's error for the browser (an unregistered redirect URI, a missing PKCE challenge…): shown here, never redirected. */
export function oauthErrorPage(view: View, error: string, description: string | undefined): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.oauthErrorTitle, narrow: true },
    html`<h1>${t.oauthErrorTitle}</h1>
<div class="card" role="alert">
  <p>${t.oauthErrorBody}</p>
  <pre><code>${error}${description ? `: ${description}` : ''}</code></pre>
</div>`,
  )
}

export interface ConnectedApp {
  /** Hex SHA-256 of the grant id: what the Disconnect form names. */
  grant: string
  clientId: string
  name: string | null
  redirectHosts: string[]
  scope: string
  createdAt: number
  lastUsedAt: number | null
}

const appTable = (t: Messages, apps: ConnectedApp[]) =>
  apps.length === 0
    ? html`<p class="muted">${t.noConnectedApps}</p>`
    : html`<div class="table-wrap"><table class="stack" role="table">
    <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">${t.colApp}</th><th scope="col" role="columnheader">${t.colRedirectHost}</th><th scope="col" role="columnheader">${t.colScope}</th><th scope="col" role="columnheader">${t.colCreated}</th><th scope="col" role="columnheader">${t.colLastUsed}</th><th scope="col" role="columnheader"><span class="visually-hidden">${t.colAction}</span></th></tr></thead>
    <tbody role="rowgroup">
    ${apps.map(
      (a) => html`<tr role="row">
      <td role="cell" data-label="${t.colApp}">${a.name ?? html`<span class="muted">${t.unnamedApp}</span>`}</td>
      <td role="cell" data-label="${t.colRedirectHost}">${a.redirectHosts.map((h, i) => html`${i > 0 ? ', ' : ''}<code>${h}</code>`)}</td>
      <td role="cell" data-label="${t.colScope}"><code>${a.scope}</code></td>
      <td role="cell" class="when" data-label="${t.colCreated}">${when(a.createdAt, t)}</td>
      <td role="cell" class="when" data-label="${t.colLastUsed}">${when(a.lastUsedAt, t)}</td>
      <td role="cell" class="action"><form method="post" action="/settings/connected-apps/disconnect"><input type="hidden" name="grant" value="${a.grant}"><button type="submit" class="secondary small">${t.disconnect}</button></form></td>
    </tr>`,
    )}
    </tbody>
  </table></div>`

export function connectedAppsPage(view: View, m: { accountName: string; apps: ConnectedApp[]; notice?: Notice | null }): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.connectedAppsTitle, accountName: m.accountName },
    html`<h1>${t.connectedAppsTitle}</h1>
${noticeBlock(m.notice)}
<section class="card" aria-labelledby="apps-title">
  <h2 id="apps-title" class="visually-hidden">${t.connectedAppsTitle}</h2>
  <p class="muted">${t.connectedAppsIntro}</p>
  ${appTable(t, m.apps)}
</section>
<p><a href="/settings/api-keys">${t.navKeys}</a></p>`,
  )
}
