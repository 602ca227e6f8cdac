/**
 * The signing of the authorization server's cookies: keygrip's scheme (HMAC-SHA1 of the cookie's
 * `name=value`, base64url without padding, so a cookie signed before a restart still verifies),
 * compared with `crypto.timingSafeEqual`. keygrip's own comparison (tsscmp, through koa's cookies)
 * calls `crypto.pseudoRandomBytes`, deprecated (DEP0115): the first signed cookie read would print a
 * deprecation warning on the server's stderr. oidc-provider takes any object with keygrip's methods.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Configuration } from 'oidc-provider'

type CookieKeys = NonNullable<NonNullable<Configuration['cookies']>['keys']>

const signWith = (key: string, data: string) => createHmac('sha1', key).update(data).digest('base64url')

/** Equal strings in time independent of where they differ (lengths aside, which a signature does not hide). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Keygrip's interface over `keys` (the first signs; any verifies). */
export function cookieKeys(keys: readonly string[]): CookieKeys {
  if (keys.length === 0) throw new Error('cookie keys: at least one key')
  const index = (data: string, digest: string) => keys.findIndex((key) => sameText(String(digest), signWith(key, data)))
  return {
    sign: (data: string) => signWith(keys[0], data),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  } as unknown as CookieKeys
}
