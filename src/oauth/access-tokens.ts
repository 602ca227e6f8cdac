/**
 * The resource server's side: whether a bearer token presented on /mcp/readings is an access token
 * of this authorization server, alive, bound to this resource (RFC 8707: its audience is exactly
 * the connector's URL), with the `readings` scope, and its grant not revoked. Checked locally
 * through the store (the same sealed rows the provider writes), with no provider loaded, and the
 * caller becomes the grant's account, charged like a key.
 */
import type { KeyPrincipal, Store } from '../store/types'
import { idHash, readAccessToken } from './adapter'
import { READINGS_SCOPE } from './constants'

export type AccessTokenCheck = { principal: KeyPrincipal } | { problem: 'invalid_token' | 'insufficient_scope' }

/** The library's opaque tokens: 43 base64url characters (nanoid); anything else is never looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/

const audienceMatches = (aud: unknown, resource: string): boolean =>
  aud === resource || (Array.isArray(aud) && aud.length === 1 && aud[0] === resource)

/** A grant's last use is written at most this often (the store's own statement also skips a recent one). */
const TOUCH_RESOLUTION_MS = 60_000
const TOUCH_CACHE_LIMIT = 10_000

/**
 * The check for one process, remembering when it last recorded each grant's use, so a busy app
 * does not cost a write statement per call (as keys' last use is cached by the SQLite store).
 */
export function accessTokenChecker(store: Store) {
  const touched = new Map<string, number>()
  const touch = async (grantHash: Buffer, now: number) => {
    const key = grantHash.toString('base64')
    const last = touched.get(key)
    if (last !== undefined && now - last < TOUCH_RESOLUTION_MS) return
    if (touched.size >= TOUCH_CACHE_LIMIT) touched.clear()
    touched.set(key, now)
    await store.touchOAuthGrant(grantHash, now)
  }
  return (token: string, resource: string, now: number = Date.now()) => checkAccessToken(store, token, resource, now, touch)
}

async function checkAccessToken(
  store: Store,
  token: string,
  resource: string,
  now: number,
  touch: (grantHash: Buffer, now: number) => Promise<void>,
): Promise<AccessTokenCheck> {
  const invalid = { problem: 'invalid_token' } as const
  if (!TOKEN_SHAPE.test(token)) return invalid
  const payload = await readAccessToken(store, token, () => now)
  if (!payload || payload.kind !== 'AccessToken' || payload.jti !== token) return invalid
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return invalid
  if (!audienceMatches(payload.aud, resource)) return invalid
  if (typeof payload.grantId !== 'string' || typeof payload.accountId !== 'string') return invalid
  const grantHash = idHash(payload.grantId)
  // A disconnected app's grant is gone, and with it every token issued under it.
  if (!(await store.findOAuthArtifact('Grant', grantHash, now))) return invalid
  const scopes = String(payload.scope ?? '').split(' ')
  if (!scopes.includes(READINGS_SCOPE)) return { problem: 'insufficient_scope' }
  const account = await store.findAccountById(Number(payload.accountId))
  if (!account) return invalid
  await touch(grantHash, now)
  return {
    principal: {
      keyId: `oauth-grant:${grantHash.toString('hex').slice(0, 16)}`,
      accountId: account.id,
      accountName: account.name,
      dailyLimit: account.dailyLimit,
    },
  }
}
