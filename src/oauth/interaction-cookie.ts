/**
 * Whether a request to the consent page comes from the browser that started the interaction.
 *
 * When the authorization server hands a browser to the consent page it sets the interaction cookie
 * (`_interaction`, path `/oauth/interaction/UID`, SameSite=Lax), its value the interaction's uid,
 * signed as Koa's `cookies` package signs (a companion `_interaction.sig` cookie: keygrip's
 * HMAC-SHA1 of `name=value` under the provider's cookie key, base64url without padding). The uid in
 * the URL alone proves nothing: anyone who starts a flow can send its consent URL to someone else,
 * whose Allow would then hand the code to the browser that started it. So the consent page and the
 * decision both ask for that cookie, signed with our key and naming the same uid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** keygrip's signature: HMAC-SHA1, base64 with `/`, `+` and `=` replaced by `_`, `-` and nothing. */
const keygripSign = (data: string, key: string): string =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? '')

/** The first value of each cookie in a Cookie header (as the `cookies` package reads it: the first one wins). */
function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim())
  }
  return cookies
}

const equal = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Whether `cookieHeader` carries the signed interaction cookie `name` for `uid`, signed with one of `keys`. */
export function carriesInteractionCookie(cookieHeader: string | null, name: string, uid: string, keys: readonly string[]): boolean {
  const cookies = cookiesOf(cookieHeader)
  const value = cookies.get(name)
  const signature = cookies.get(`${name}.sig`)
  if (value === undefined || signature === undefined || !equal(value, uid)) return false
  return keys.some((key) => equal(signature, keygripSign(`${name}=${value}`, key)))
}
