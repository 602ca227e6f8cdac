/**
 * The language switch of the settings page. Every page links to itself with `?lang=xx` for each
 * locale; such a GET sets the language cookie and redirects to the same page without the parameter
 * (303), so the address bar and a reload stay clean. A GET changes nothing but this preference, so
 * the POST guard (Fetch Metadata, request-guard.ts) is not involved, and SameSite=Lax is enough:
 * the cookie only picks the language and authorises nothing.
 */
import type { Locale } from '../core/types'
import { LANGUAGE_COOKIE, localeOfChoice } from './i18n'

/** A year: the choice outlives sessions (it is a preference, not a credential). */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * `Path=/`: the settings pages and the consent page of connecting an app (`/oauth/interaction/…`)
 * read it. `Secure` exactly when the request came over HTTPS, as the session cookie.
 */
export function languageCookie(locale: Locale, https: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', `Max-Age=${LANGUAGE_COOKIE_MAX_AGE}`, ...(https ? ['Secure'] : [])]
  return `${LANGUAGE_COOKIE}=${locale}; ${attributes.join('; ')}`
}

/**
 * The page a switch link on this request's page returns to: its path and query, without `lang`
 * and without a sign-in link's token (a link works once: switching language on its page goes to the
 * sign-in page instead of replaying the token).
 */
export function switchTarget(url: URL): string {
  if (url.pathname === '/settings/link') return '/settings/login'
  const params = new URLSearchParams(url.search)
  params.delete('lang')
  const query = params.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/** The link that switches this page to `locale`. */
export function switchHref(here: string, locale: Locale): string {
  return `${here}${here.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`
}

/**
 * A GET (or HEAD) asking for a language (`?lang=`): the locale to remember and where to go next, or null when
 * the request asks for none. An unknown value is ignored (the page shows as before, without it).
 */
export function languageRequest(request: Request): { locale: Locale | null; location: string } | null {
  // HEAD answers as GET does (the same redirect and cookie, no body).
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (!url.searchParams.has('lang')) return null
  const params = new URLSearchParams(url.search)
  params.delete('lang')
  const query = params.toString()
  return { locale: localeOfChoice(url.searchParams.get('lang')), location: query ? `${url.pathname}?${query}` : url.pathname }
}
