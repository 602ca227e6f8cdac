/**
 * The home page (`/`): what the service is, a chart to try, how to connect an assistant, the links
 * to the API reference and the account, and the service's state. Rendered through the escaping `html`
 * tag like the settings pages, in the visitor's language, readable without script (the one script
 * only adds the Copy buttons). A pure function of what it shows: no store, no request.
 */
import type { SiteConfig } from '../config'
import { LOCALES } from '../core/locale'
import { READING_DISCLAIMER } from '../core/readings/disclaimer'
import type { Locale } from '../core/types'
import { html, SafeHtml } from './html'
import { type HomeMessages, homeMessagesFor } from './home-i18n'
import { LANGUAGE_NAMES } from './i18n'
import { languageSwitch, type Notice, noticeBlock, type View } from './pages'

/** What the visitor typed into the form, sent back into it (the page is the answer to the POST). */
export interface TryForm {
  date: string
  time: string
  city: string
  sex: '' | 'female' | 'male'
  locale: Locale
}

/** A drawn chart: the picture (SVG from the presenters' renderer) and the same facts in words. */
export interface DrawnChart {
  svg: string
  title: string
  lines: string[]
}

export interface HomeModel {
  view: View
  site: SiteConfig
  version: string
  /** Whether the accounts store answers (the `/readyz` fact). */
  ready: boolean
  /** The base of the connector addresses, or null when the page was opened under a host the connectors refuse. */
  base: string | null
  /** The public connector's calls per minute per address (PUBLIC_MCP_CALLS_PER_MINUTE), shared with the form. */
  perMinute: number
  form: TryForm
  chart?: DrawnChart | null
  notice?: Notice | null
}

export const emptyForm = (locale: Locale): TryForm => ({ date: '', time: '', city: '', sex: '', locale })

/** A read-only address with its Copy button (revealed by the script) and the live region that says it was copied. */
const addressField = (id: string, label: string, value: string, view: View) => html`<label for="${id}" id="${id}-label">${label}</label>
<div class="row"><input type="text" id="${id}" value="${value}" readonly autocomplete="off" spellcheck="false"><button type="button" class="secondary" data-copy="${id}" data-status="${id}-status" data-copied="${view.t.copied}" aria-describedby="${id}-label" hidden>${view.t.copy}</button></div>
<p class="copy-status" id="${id}-status" role="status"></p>`

function tryForm(h: HomeMessages, form: TryForm, notice: Notice | null | undefined) {
  const option = (value: string, label: string, selected: boolean) =>
    html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`
  return html`<section class="card" aria-labelledby="try-title">
<h2 id="try-title">${h.tryTitle}</h2>
<p class="help">${h.tryPrivacy}</p>
${notice ? html`<div id="chart">${noticeBlock(notice)}</div>` : ''}
<form method="post" action="/#chart" class="try-form">
<div class="field"><label for="birth-date">${h.birthDate}</label>
<input type="date" id="birth-date" name="date" required min="1000-01-01" max="9999-12-31" value="${form.date}"></div>
<div class="field"><label for="birth-time">${h.birthTime}</label>
<input type="time" id="birth-time" name="time" value="${form.time}" aria-describedby="birth-time-help">
<p class="help" id="birth-time-help">${h.birthTimeHelp}</p></div>
<div class="field"><label for="birth-city">${h.birthCity}</label>
<input type="text" id="birth-city" name="city" maxlength="100" autocomplete="off" value="${form.city}" aria-describedby="birth-city-help">
<p class="help" id="birth-city-help">${h.birthCityHelp}</p></div>
<div class="field"><label for="sex">${h.sex}</label>
<select id="sex" name="sex" aria-describedby="sex-help">${option('', h.sexUnknown, form.sex === '')}${option('female', h.sexFemale, form.sex === 'female')}${option('male', h.sexMale, form.sex === 'male')}</select>
<p class="help" id="sex-help">${h.sexHelp}</p></div>
<div class="field"><label for="chart-locale">${h.chartLanguage}</label>
<select id="chart-locale" name="locale">${LOCALES.map((l) => option(l, LANGUAGE_NAMES[l], l === form.locale))}</select></div>
<div class="actions"><button type="submit">${h.draw}</button></div>
</form>
</section>`
}

/** The picture is the presenters' SVG, escaped there (every text through `escapeXml`): it is markup, not text. */
const chartSection = (
  h: HomeMessages,
  chart: DrawnChart,
  locale: Locale,
) => html`<section class="card" id="chart" aria-labelledby="chart-heading">
<h2 id="chart-heading">${h.chartTitle}</h2>
<div class="picture">${new SafeHtml(chart.svg)}</div>
<h3>${h.inWords}</h3>
<p lang="${LANG[locale]}"><strong>${chart.title}</strong></p>
<ul class="summary" lang="${LANG[locale]}">${chart.lines.map((line) => html`<li>${line}</li>`)}</ul>
</section>`

/** The document language of a chart drawn in another language than the page's. */
const LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-Hant-TW', 'zh-HK': 'zh-Hant-HK', ja: 'ja', ko: 'ko', vi: 'vi' }

function connectSection(m: HomeModel, h: HomeMessages) {
  const { view, base } = m
  const publicUrl = base && `${base}/mcp`
  const readingsUrl = base && `${base}/mcp/readings`
  const example = base ?? 'https://bazi.example.com'
  const cursorConfig = JSON.stringify({ mcpServers: { bazi: { url: `${example}/mcp` } } }, null, 2)
  const curl = `curl -s ${example}/api/v1/bazi \\\n  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -d '{"date":"1990-05-15","time":"14:30","city":"Beijing"}'`
  return html`<section class="card" id="connect" aria-labelledby="connect-title">
<h2 id="connect-title">${h.connectTitle}</h2>
<p>${h.connectIntro}</p>
${base === null ? html`<p class="notice warn">${h.unknownHost}</p>` : ''}
<div class="grid connectors">
<div><h3>${h.publicTitle}</h3><p>${h.publicOffers(m.perMinute)}</p>${publicUrl ? addressField('public-url', h.publicAddress, publicUrl, view) : ''}</div>
<div><h3>${h.readingsTitle}</h3><p>${h.readingsOffers}</p>${readingsUrl ? addressField('readings-url', h.readingsAddress, readingsUrl, view) : ''}</div>
</div>
<h3>Claude</h3>
<p>${h.claudeSteps}</p>
${m.site.mcpbUrl ? html`<p>${h.bundleSteps} <a href="${m.site.mcpbUrl}" download>${h.bundleLink}</a></p>` : ''}
<h3>ChatGPT</h3>
<p>${h.chatgptSteps}</p>
<h3>VS Code</h3>
<p>${h.vscodeSteps}</p>
<h3>Cursor</h3>
<p>${h.cursorSteps}</p>
<pre tabindex="0"><code>${cursorConfig}</code></pre>
<h3>${h.restTitle}</h3>
<p>${h.restSteps}</p>
<pre tabindex="0"><code>${curl}</code></pre>
</section>`
}

const linksSection = (view: View, h: HomeMessages) => html`<section class="card" aria-labelledby="links-title">
<h2 id="links-title">${h.linksTitle}</h2>
<ul class="links">
<li><a href="/docs">${h.docsLink}</a> (<code>/docs</code>)</li>
<li><a href="/openapi.json">${h.openapiLink}</a> (<code>/openapi.json</code>)</li>
<li><a href="/settings/login">${h.settingsLink}</a></li>
<li><a href="/settings/api-keys">${h.keysLink}</a></li>
<li><a href="/settings/connected-apps">${h.appsLink}</a></li>
</ul>
</section>`

function stateSection(m: HomeModel, h: HomeMessages) {
  const { t } = m.view
  const contact = m.site.contact
  return html`<section class="card" aria-labelledby="state-title">
<h2 id="state-title">${h.stateTitle}</h2>
<p class="${m.ready ? 'state-ready' : 'state-down'}" id="service-state">${m.ready ? h.ready : h.storeDown}</p>
<p>${h.version}${t.colon}<code>${m.version}</code></p>
${
  contact
    ? html`<p>${h.contact}${t.colon}<a href="${contact.kind === 'email' ? `mailto:${contact.value}` : contact.value}">${contact.value}</a></p>`
    : ''
}
</section>`
}

export function homePage(m: HomeModel): SafeHtml {
  const { view, site } = m
  const { t } = view
  const h = homeMessagesFor(view.locale)
  return html`<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${site.name}</title>
<meta name="description" content="${h.lead}">
<link rel="stylesheet" href="/settings/assets/settings.css">
<link rel="icon" href="/settings/assets/favicon.svg" type="image/svg+xml">
</head>
<body class="home">
<header class="top">
  <span class="brand">${site.name}</span>
  <a href="/settings/login">${t.signInTitle}</a>
</header>
<main>
<h1>${site.name}</h1>
<p class="lead">${h.lead}</p>
<p class="help">${READING_DISCLAIMER.in(view.locale)}</p>
${site.notice ? html`<p class="notice site-notice">${site.notice}</p>` : ''}
${tryForm(h, m.form, m.notice)}
${m.chart ? chartSection(h, m.chart, m.form.locale) : ''}
${connectSection(m, h)}
<div class="grid">
${linksSection(view, h)}
${stateSection(m, h)}
</div>
</main>
<footer class="bottom">${languageSwitch(view)}</footer>
<script src="/settings/assets/settings.js" defer></script>
</body>
</html>`
}
