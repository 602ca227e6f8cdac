/**
 * The resource server's check of a bearer token (src/oauth/access-tokens.ts) over a SQLite store:
 * a live token of a live grant names its account, and the grant's last use is written at most
 * once a minute per grant by one process, not on every call.
 */
import { afterEach, describe, expect, it } from 'bun:test'
import { accessTokenChecker } from '../../src/oauth/access-tokens'
import { StoreAdapter } from '../../src/oauth/adapter'
import { asyncStore } from '../../src/store/open'
import { SqliteStore } from '../../src/store/sqlite-store'
import type { Store } from '../../src/store/types'

const RESOURCE = 'http://localhost/mcp/readings'
const NOW = Date.UTC(2026, 10, 21, 12)
const TOKEN = 'A'.repeat(43)

const stores: SqliteStore[] = []
afterEach(() => {
  for (const s of stores.splice(0)) s.close()
})

/** A store with alice, her grant and a live access token under it; `touches` counts the grant's last-use writes. */
async function withToken() {
  const sqlite = new SqliteStore(':memory:')
  stores.push(sqlite)
  const base = asyncStore(sqlite)
  const touches: number[] = []
  const store: Store = { ...base, touchOAuthGrant: (hash, now) => (touches.push(now), base.touchOAuthGrant(hash, now)) }
  const alice = sqlite.createAccount('alice', 100, NOW)
  const clock = () => NOW
  await new StoreAdapter('Grant', store, clock).upsert('grant-1', { jti: 'grant-1', accountId: String(alice.id), clientId: 'c' }, 3600)
  const token = {
    kind: 'AccessToken',
    jti: TOKEN,
    exp: NOW / 1000 + 3600,
    aud: RESOURCE,
    grantId: 'grant-1',
    accountId: String(alice.id),
    scope: 'readings',
  }
  await new StoreAdapter('AccessToken', store, clock).upsert(TOKEN, token, 3600)
  return { store, touches, alice }
}

describe('accessTokenChecker', () => {
  it("a grant's last use is written once a minute at most, however many calls", async () => {
    const { store, touches, alice } = await withToken()
    const check = accessTokenChecker(store)
    expect(await check(TOKEN, RESOURCE, NOW)).toMatchObject({ principal: { accountId: alice.id } })
    expect(await check(TOKEN, RESOURCE, NOW + 1000)).toMatchObject({ principal: { accountId: alice.id } })
    expect(await check(TOKEN, RESOURCE, NOW + 59_999)).toMatchObject({ principal: { accountId: alice.id } })
    expect(touches).toEqual([NOW])
    await check(TOKEN, RESOURCE, NOW + 60_000)
    expect(touches).toEqual([NOW, NOW + 60_000])
  })

  it('a token for another resource is refused and records no use', async () => {
    const { store, touches } = await withToken()
    expect(await accessTokenChecker(store)(TOKEN, 'https://other.example/mcp/readings', NOW)).toEqual({ problem: 'invalid_token' })
    expect(touches).toEqual([])
  })
})
