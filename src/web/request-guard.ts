/**
 * What the settings page checks on every request: whether a state-changing request came from this
 * site, and the headers every settings response carries. (Which scheme the browser used, for cookie
 * attributes and the page's own origin, is `transport/connection.ts`.)
 */
import { ownOrigin } from '../transport/connection'

/** Headers on every settings response (pages, redirects and errors alike). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // No inline script anywhere: the one script is /settings/assets/settings.js. frame-ancestors
  // 'none' forbids framing (clickjacking); form-action 'self' keeps forms posting here only.
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * The cross-site request check for every POST on /settings/* (Fetch Metadata, with Origin as the
 * fallback for clients that do not send it):
 * - `Sec-Fetch-Site` present: it must be `same-origin`; an `Origin` beside it must then be this
 *   server's own or `null` (Chromium sends `Origin: null` on the page's own form posts because of
 *   `Referrer-Policy: no-referrer`);
 * - `Sec-Fetch-Site` absent: `Origin` must be present and equal this server's origin (`null` is
 *   refused here: without Fetch Metadata nothing says the opaque origin was ours).
 */
export function isSameOriginPost(request: Request, trustProxy: boolean): boolean {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const own = ownOrigin(request, trustProxy)
  if (site !== null) {
    if (site !== 'same-origin') return false
    return origin === null || origin === 'null' || origin === own
  }
  return origin !== null && origin === own
}
