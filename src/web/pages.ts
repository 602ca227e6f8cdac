/**
 * The settings pages, rendered on the server through the escaping `html` tag (src/web/html.ts).
 * Pure functions of what they show: no store, no request.
 */
import { LOCALES } from '../core/locale'
import type { Locale } from '../core/types'
import type { ApiKeyRecord, UsageRow } from '../store/types'
import { html, type SafeHtml } from './html'
import { LANGUAGE_NAMES, type Messages, messagesFor } from './i18n'
import { switchHref } from './language'
import { MAX_PASSWORD_LENGTH } from './passwords'

const LOGIN_LINK_COMMAND = 'bazi-service accounts login-link NAME'

export interface Notice {
  kind: 'ok' | 'error' | 'warn'
  text: string
}

/** What every page is drawn in: its language, and its own address for the language switch's links. */
export interface View {
  locale: Locale
  t: Messages
  /** This page's path and query (language-switch links add `lang=` to it; see language.ts `switchTarget`). */
  here: string
}

export const viewOf = (locale: Locale, here: string): View => ({ locale, t: messagesFor(locale), here })

interface LayoutOptions {
  view: View
  title: string
  /** Shown with the Sign out button when there is a signed-in account. */
  accountName?: string
  narrow?: boolean
  /** Extra elements for <head> (the sign-in link's refresh). */
  head?: SafeHtml
  withScript?: boolean
}

export const noticeBlock = (notice: Notice | null | undefined) =>
  notice ? html`<p class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${notice.text}</p>` : ''

/** The language switch: each language by its own name, in its own language, the current one marked. */
export const languageSwitch = (view: View) =>
  html`<nav class="languages" aria-label="${view.t.language}"><ul>${LOCALES.map(
    (locale) =>
      html`<li><a href="${switchHref(view.here, locale)}" lang="${messagesFor(locale).lang}" hreflang="${messagesFor(locale).lang}"${
        locale === view.locale ? html` aria-current="true"` : ''
      }>${LANGUAGE_NAMES[locale]}</a></li>`,
  )}</ul></nav>`

export function layout(options: LayoutOptions, body: SafeHtml): SafeHtml {
  const { t } = options.view
  return html`<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · ${t.siteTitle}</title>
<link rel="stylesheet" href="/settings/assets/settings.css">
<link rel="icon" href="/settings/assets/favicon.svg" type="image/svg+xml">
${options.head ?? ''}
</head>
<body>
<header class="top">
  <span class="brand">${t.siteTitle}</span>
  ${
    options.accountName
      ? html`<span class="account"><span class="who"><span class="who-full">${t.signedInAs(options.accountName)}</span><span class="who-short">${options.accountName}</span></span><form method="post" action="/settings/logout"><button type="submit" class="secondary small">${t.signOut}</button></form></span>`
      : ''
  }
</header>
<main class="${options.narrow ? 'narrow' : ''}">
${body}
</main>
<footer class="bottom${options.narrow ? ' narrow' : ''}">${languageSwitch(options.view)}</footer>
${options.withScript ? html`<script src="/settings/assets/settings.js" defer></script>` : ''}
</body>
</html>`
}

export function loginPage(view: View, options: { accountName?: string; notice?: Notice | null; next?: string }): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.signInTitle, narrow: true },
    html`<h1>${t.signInTitle}</h1>
${noticeBlock(options.notice)}
<form method="post" action="/settings/login" class="card">
  <p class="muted">${t.signInIntro}</p>
  ${options.next ? html`<input type="hidden" name="next" value="${options.next}">` : ''}
  <label for="account">${t.account}</label>
  <input type="text" id="account" name="account" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="64" value="${options.accountName ?? ''}">
  <label for="password">${t.password}</label>
  <input type="password" id="password" name="password" autocomplete="current-password" required maxlength="${MAX_PASSWORD_LENGTH}">
  <div class="actions"><button type="submit">${t.signIn}</button></div>
</form>
<p class="help">${t.noPasswordHint}</p>
<pre><code>${LOGIN_LINK_COMMAND}</code></pre>`,
  )
}

export function passwordPage(view: View, options: { accountName: string; notice?: Notice | null }): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.passwordTitle, narrow: true },
    html`<h1>${t.passwordTitle}</h1>
${noticeBlock(options.notice)}
<form method="post" action="/settings/password" class="card">
  <p>${t.passwordIntro(options.accountName)}</p>
  <input type="text" name="username" autocomplete="username" value="${options.accountName}" hidden>
  <label for="new-password">${t.newPassword}</label>
  <input type="password" id="new-password" name="password" autocomplete="new-password" required minlength="15" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="password-help">
  <label for="repeat-password">${t.repeatPassword}</label>
  <input type="password" id="repeat-password" name="repeat" autocomplete="new-password" required minlength="15" maxlength="${MAX_PASSWORD_LENGTH}">
  <p class="help" id="password-help">${t.passwordHelp}</p>
  <div class="actions"><button type="submit">${t.setPassword}</button></div>
</form>`,
  )
}

export type LinkProblem = 'used' | 'expired' | 'unknown'

export function linkProblemPage(view: View, problem: LinkProblem): SafeHtml {
  const { t } = view
  const title = { used: t.linkUsedTitle, expired: t.linkExpiredTitle, unknown: t.linkUnknownTitle }[problem]
  const body = { used: t.linkUsedBody, expired: t.linkExpiredBody, unknown: t.linkUnknownBody }[problem]
  return layout(
    { view, title, narrow: true },
    html`<h1>${title}</h1>
<div class="card">
  <p>${body}</p>
  <p>${t.linkAskOperator}</p>
  <pre tabindex="0"><code>${LOGIN_LINK_COMMAND}</code></pre>
  <p><a href="/settings/login">${t.goToSignIn}</a></p>
</div>`,
  )
}

/** Shown once the link is used: a same-site refresh to the password form (see flows/link-and-password.ts). */
export function linkAcceptedPage(view: View): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.passwordTitle, narrow: true, head: html`<meta http-equiv="refresh" content="0; url=/settings/password">` },
    html`<h1>${t.passwordTitle}</h1>
<p><a href="/settings/password">${t.continue}</a></p>`,
  )
}

export function messagePage(view: View, title: string, body: string, accountName?: string): SafeHtml {
  const { t } = view
  return layout(
    { view, title, narrow: true, accountName },
    html`<h1>${title}</h1><div class="card"><p>${body}</p><p><a href="/settings/api-keys">${t.navKeys}</a></p></div>`,
  )
}

export const when = (ms: number | null, t: Messages) =>
  ms === null ? t.never : new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'

export interface KeysPageModel {
  accountName: string
  usage: UsageRow
  /** Milliseconds until the next 00:00 UTC. */
  resetInMs: number
  keys: ApiKeyRecord[]
  formToken: string
  baseUrl: string
  label?: string
  newKey?: string
  notice?: Notice | null
}

/** The key just created, shown once, with the copy button the script reveals. */
const newKeySection = (t: Messages, newKey: string) => html`<section class="card" aria-labelledby="new-key-title">
  <h2 id="new-key-title">${t.newKeyTitle}</h2>
  <label for="new-key">${t.newKey}</label>
  <div class="row">
    <input type="text" id="new-key" value="${newKey}" readonly autocomplete="off" spellcheck="false">
    <button type="button" class="secondary" data-copy="new-key" data-status="copy-status" data-copied="${t.copied}" hidden>${t.copy}</button>
  </div>
  <p class="copy-status" id="copy-status" role="status"></p>
  <p class="notice warn">${t.newKeyWarning}</p>
</section>`

/** The account's keys, in the order the store lists them (oldest first), with Revoke on each active one. */
const keyTable = (t: Messages, keys: ApiKeyRecord[]) =>
  keys.length === 0
    ? html`<p class="muted">${t.noKeys}</p>`
    : html`<div class="table-wrap"><table>
    <thead><tr><th scope="col">${t.colLabel}</th><th scope="col">${t.colPrefix}</th><th scope="col">${t.colCreated}</th><th scope="col">${t.colLastUsed}</th><th scope="col">${t.colStatus}</th><th scope="col"><span class="visually-hidden">${t.colAction}</span></th></tr></thead>
    <tbody>
    ${keys.map(
      (k) => html`<tr>
      <td>${k.label ?? html`<span class="muted">${t.noLabel}</span>`}</td>
      <td><code>${k.prefix}…</code></td>
      <td class="when">${when(k.createdAt, t)}</td>
      <td class="when">${when(k.lastUsedAt, t)}</td>
      <td class="status">${k.revokedAt === null ? html`<span class="status-active">${t.active}</span>` : html`<span class="status-revoked">${t.revoked}</span>`}</td>
      <td>${
        k.revokedAt === null
          ? html`<form method="get" action="/settings/api-keys/revoke"><input type="hidden" name="id" value="${k.id}"><button type="submit" class="secondary small">${t.revoke}</button></form>`
          : ''
      }</td>
    </tr>`,
    )}
    </tbody>
  </table></div>`

export function keysPage(view: View, m: KeysPageModel): SafeHtml {
  const { t } = view
  const percent = m.usage.limit > 0 ? Math.min(100, Math.round((m.usage.used / m.usage.limit) * 100)) : 100
  const minutesLeft = Math.ceil(m.resetInMs / 60_000)
  const mcpConfig = JSON.stringify(
    { mcpServers: { 'bazi-readings': { type: 'http', url: `${m.baseUrl}/mcp/readings`, headers: { Authorization: 'Bearer bz_...' } } } },
    null,
    2,
  )
  const curl = `curl -s ${m.baseUrl}/api/v1/bazi \\\n  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -d '{"date":"1988-07-01","time":"12:00","city":"Beijing"}'`
  return layout(
    { view, title: t.keysTitle, accountName: m.accountName, withScript: m.newKey !== undefined },
    html`<h1>${t.keysTitle}</h1>
${noticeBlock(m.notice)}
${m.newKey !== undefined ? newKeySection(t, m.newKey) : ''}
<div class="grid">
<section class="card" aria-labelledby="usage-title">
  <h2 id="usage-title">${t.usageTitle}</h2>
  <p class="usage-line" id="usage-line">${t.usageLine(m.usage.used, m.usage.limit)}</p>
  <progress class="bar" value="${Math.min(m.usage.used, m.usage.limit)}" max="${Math.max(m.usage.limit, 1)}" aria-labelledby="usage-line">${percent}%</progress>
  <p class="help">${t.usageNote(Math.floor(minutesLeft / 60), minutesLeft % 60)}</p>
</section>
<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">${t.createTitle}</h2>
  <form method="post" action="/settings/api-keys">
    <input type="hidden" name="formToken" value="${m.formToken}">
    <label for="label">${t.label}</label>
    <input type="text" id="label" name="label" maxlength="64" value="${m.label ?? ''}" aria-describedby="label-help">
    <p class="help" id="label-help">${t.labelHelp}</p>
    <div class="actions"><button type="submit">${t.createKey}</button></div>
  </form>
</section>
</div>
<section class="card" aria-labelledby="keys-title">
  <h2 id="keys-title">${t.keysTableTitle}</h2>
  ${keyTable(t, m.keys)}
</section>
<p><a href="/settings/connected-apps">${t.connectedAppsTitle}</a></p>
<section class="card" aria-labelledby="use-title">
  <h2 id="use-title">${t.useTitle}</h2>
  <p>${t.useRest}${t.colon}<code>${m.baseUrl}/api/v1</code></p>
  <p>${t.useCurl}${t.colon.trim()}</p>
  <pre tabindex="0"><code>${curl}</code></pre>
  <p>${t.useMcp}${t.colon.trim()}</p>
  <pre tabindex="0"><code>${mcpConfig}</code></pre>
  <p class="help">${t.useRule}</p>
</section>`,
  )
}

export function revokeConfirmPage(view: View, accountName: string, key: ApiKeyRecord): SafeHtml {
  const { t } = view
  return layout(
    { view, title: t.revokeTitle, accountName, narrow: true },
    html`<h1>${t.revokeTitle}</h1>
<form method="post" action="/settings/api-keys/revoke" class="card">
  <p>${key.label ? html`<strong>${key.label}</strong> · ` : ''}<code>${key.prefix}…</code></p>
  <p>${t.revokeBody(key.prefix)}</p>
  <input type="hidden" name="id" value="${key.id}">
  <div class="actions"><button type="submit" class="danger">${t.revokeKey}</button> <a href="/settings/api-keys">${t.cancel}</a></div>
</form>`,
  )
}
