/**
 * The front door: `GET /` (the home page, in the visitor's language by the settings page's rules),
 * `POST /` (the "try a chart" form), `/robots.txt` and `/favicon.ico`. HEAD is answered wherever GET
 * is (Elysia answers a HEAD with the GET route's headers and no body).
 *
 * A chart tried from the form is the public connector's: the same capability (`calculate_bazi_chart`,
 * its MCP surface, unmetered, no key) run by the same pipeline as a `tools/call` on `/mcp`, after the
 * same per-address token bucket (`deps.publicRateLimit`, keyed by `rateLimitKey`), so calls on `/mcp`
 * and tries here spend one budget per address. The picture is drawn from the full answer by the same
 * renderer as the MCP Apps view. The form is a POST, so the birth data is in no URL, history entry or
 * access log, and nothing here logs it or stores it.
 */
import { createHash } from 'node:crypto'
import { Elysia } from 'elysia'
import { SERVICE_VERSION } from '../config'
import type { ChartResult } from '../core/bazi'
import { isAppError } from '../core/errors'
import { civilDateAt } from '../core/time/offset-in-force'
import type { Locale } from '../core/types'
import type { Deps } from '../deps'
import { rateLimitKey } from '../limits/public-rate-limit'
import { requestLogger } from '../log'
import { calculateBaziChart } from '../operations/calculate-bazi-chart'
import { executeCapability } from '../pipeline/execute'
import { describeChart, renderChartPicture } from '../presenters/chart-picture'
import { currentYearOf } from '../presenters/chart-picture/current-year'
import { isStoreUnavailable } from '../store/common'
import { requireAllowedHost } from '../transport/allowed-host'
import { cameOverHttps, type ClientAddress, ownOrigin } from '../transport/connection'
import { callerOf } from '../transport/request'
import { requestIdOf } from '../transport/request-id'
import { FAVICON_ICO } from './favicon-ico'
import { readForm, redirect, respond } from './flows/common'
import { homeMessagesFor } from './home-i18n'
import { type DrawnChart, emptyForm, type HomeModel, homePage, type TryForm } from './home-page'
import { localeOfChoice, requestLocale } from './i18n'
import { languageCookie, languageRequest, switchTarget } from './language'
import * as pages from './pages'
import { isSameOriginPost, SECURITY_HEADERS } from './request-guard'

export interface HomeOptions {
  /** The client address of a request (honours TRUST_PROXY), as the public connector's rate limit reads it. */
  clientAddress: ClientAddress
}

/** Allow the home page (the public face); keep crawlers out of the account pages and the authorization server. */
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /settings\nDisallow: /oauth\n'

/** The picture is drawn at the renderer's own grid width and scaled to the page by the stylesheet. */
const PICTURE_WIDTH = 1200

/**
 * The settings page's policy, with the picture's one `<style>` element allowed by its hash (CSP
 * Level 3 hash-source): the inline SVG carries its own stylesheet, and nothing else inline is allowed.
 */
function headersFor(svg: string | null): Record<string, string> {
  const style = svg === null ? null : /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1]
  if (!style) return {}
  const hash = createHash('sha256').update(style).digest('base64')
  return {
    'Content-Security-Policy': SECURITY_HEADERS['Content-Security-Policy'].replace("style-src 'self'", `style-src 'self' 'sha256-${hash}'`),
  }
}

/** The form's fields as the page shows them again: trimmed, the sex one of the two or none, the chart's language one of the seven. */
function formOf(fields: URLSearchParams, pageLocale: Locale): TryForm {
  const sex = fields.get('sex')
  return {
    date: (fields.get('date') ?? '').trim(),
    time: (fields.get('time') ?? '').trim(),
    city: (fields.get('city') ?? '').trim(),
    sex: sex === 'female' || sex === 'male' ? sex : '',
    locale: localeOfChoice(fields.get('locale')) ?? pageLocale,
  }
}

/** The public tool's arguments for the form (`detail: "full"`: the picture needs the whole chart); an empty field is left out (unknown). */
const toolArgumentsOf = (form: TryForm) => ({
  birth_date: form.date,
  ...(form.time ? { birth_time: form.time } : {}),
  ...(form.city ? { birth_city: form.city } : {}),
  ...(form.sex ? { sex: form.sex } : {}),
  locale: form.locale,
  detail: 'full',
})

/**
 * The picture and its words from the tool's full answer: the same answer the MCP Apps view draws
 * (labels as `{code, name}`, which is what the renderer reads), current year judged on today at the
 * birth place as the tool's summary does.
 */
function drawChart(answer: unknown, locale: Locale, nowMs: number): DrawnChart {
  const chart = answer as ChartResult
  const currentYear = currentYearOf(chart, civilDateAt(nowMs, chart.location.timeZone), locale)
  const svg = renderChartPicture(chart, { locale, theme: 'light', width: PICTURE_WIDTH, currentYear })
  const words = describeChart(chart, locale, currentYear)
  return { svg, title: words.title, lines: words.description.split('\n').slice(1) }
}

/** The model of the page every answer starts from: the operator's words, the state, the connectors' base, an empty form. */
function homeModel(deps: Deps) {
  const allowedHosts = new Set(deps.config.allowedHosts)
  const { trustProxy, publicToolCallsPerMinute: perMinute, site } = deps.config

  /** The connectors' base address: PUBLIC_BASE_URL, else this request's origin when its host is one the connectors answer to. */
  const baseOf = (request: Request): string | null => {
    if (deps.config.publicBaseUrl) return deps.config.publicBaseUrl
    try {
      requireAllowedHost(request, allowedHosts)
      return ownOrigin(request, trustProxy)
    } catch {
      return null
    }
  }

  return async (request: Request, view: pages.View): Promise<HomeModel> => ({
    view,
    site,
    version: SERVICE_VERSION,
    ready: await deps.store.healthy().catch(() => false),
    base: baseOf(request),
    perMinute,
    form: emptyForm(view.locale),
  })
}

/** Every answer is an HTML page in the visitor's language, with the settings page's security headers, even on a failure. */
const guardedPage =
  (deps: Deps, handler: (request: Request, view: pages.View) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    const view = pages.viewOf(requestLocale(request), switchTarget(new URL(request.url)))
    try {
      return await handler(request, view)
    } catch (error) {
      const unavailable = isStoreUnavailable(error)
      requestLogger(deps.log, requestIdOf(request)).error('home page error', {
        code: unavailable ? 'STORE_UNAVAILABLE' : isAppError(error) ? error.code : 'INTERNAL',
      })
      const { t } = view
      return unavailable
        ? respond(503, pages.messagePage(view, t.unavailableTitle, t.unavailableBody), { 'Retry-After': '2' })
        : respond(500, pages.messagePage(view, t.errorTitle, t.errorBody))
    }
  }

export function homeRoutes(deps: Deps, options: HomeOptions) {
  const { trustProxy, publicToolCallsPerMinute: perMinute } = deps.config
  const modelOf = homeModel(deps)
  const guarded = (handler: (request: Request, view: pages.View) => Promise<Response>) => guardedPage(deps, handler)

  const showHome = guarded(async (request, view) => {
    // The language switch (`/?lang=xx`): remember the choice, show the page again without it.
    const language = languageRequest(request)
    if (language) {
      return redirect(language.location, language.locale ? languageCookie(language.locale, cameOverHttps(request, trustProxy)) : undefined)
    }
    return respond(200, homePage(await modelOf(request, view)))
  })

  const tryChart = guarded(async (request, view) => {
    const { t } = view
    // As every form of the site: a page elsewhere cannot post it (and spend this visitor's budget).
    if (!isSameOriginPost(request, trustProxy)) return respond(403, pages.messagePage(view, t.forbiddenTitle, t.forbiddenBody))
    const fields = await readForm(request)
    if (fields === null) return respond(400, pages.messagePage(view, t.badRequestTitle, t.badRequestBody))
    const form = formOf(fields, view.locale)
    const model = { ...(await modelOf(request, view)), form }
    const h = homeMessagesFor(view.locale)
    const nowMs = deps.clock().getTime()
    const budget = rateLimitKey(options.clientAddress(request))
    const retryAfterSeconds = await deps.publicRateLimit.take(budget, nowMs)
    if (retryAfterSeconds > 0) {
      const notice = { kind: 'error' as const, text: h.rateLimited(perMinute, retryAfterSeconds) }
      return respond(429, homePage({ ...model, notice }), { 'Retry-After': String(retryAfterSeconds) })
    }
    const run = (locale: Locale) =>
      executeCapability(calculateBaziChart, 'mcp', toolArgumentsOf({ ...form, locale }), deps, callerOf(request, null, null), {
        metered: false,
      })
    let execution = await run(form.locale)
    // The tool words its refusal in the chart's language; the visitor reads the page's. A refusal
    // does not depend on the language, so the same arguments asked in the page's give it in that one.
    // That second run spends from the same budget (else one token would buy two runs of the tool);
    // with none left, the refusal stays in the chart's language.
    if (!execution.ok && form.locale !== view.locale && (await deps.publicRateLimit.take(budget, nowMs)) === 0) {
      const inPageLanguage = await run(view.locale)
      if (!inPageLanguage.ok) execution = inPageLanguage
    }
    if (!execution.ok) {
      const notice = { kind: 'error' as const, text: `${h.chartRefused}${t.colon}${execution.error.message}` }
      return respond(execution.error.status, homePage({ ...model, notice }))
    }
    const chart = drawChart(execution.value, form.locale, nowMs)
    return respond(200, homePage({ ...model, chart }), headersFor(chart.svg))
  })

  const hide = { detail: { hide: true } }
  const staticAnswer = (body: string | Uint8Array<ArrayBuffer>, type: string) => () =>
    new Response(body, { headers: { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } })
  return new Elysia({ name: 'web.home' })
    .get('/', ({ request }) => showHome(request), hide)
    .post('/', ({ request }) => tryChart(request), { parse: 'none' as const, ...hide })
    .get('/robots.txt', staticAnswer(ROBOTS, 'text/plain; charset=utf-8'), hide)
    .get('/favicon.ico', staticAnswer(FAVICON_ICO, 'image/x-icon'), hide)
}
