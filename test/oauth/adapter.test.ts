/**
 * The storage adapter itself over a SQLite store: what oidc-provider hands it comes back whole,
 * consumed marks show, sessions are found by uid too, revocation by grant takes the grant's
 * tokens, and a row opens only with its own id (the store holds nothing readable).
 */
import { afterEach, describe, expect, it } from 'bun:test'
import { idHash, StoreAdapter } from '../../src/oauth/adapter'
import { asyncStore } from '../../src/store/open'
import { SqliteStore } from '../../src/store/sqlite-store'

const stores: SqliteStore[] = []
const open = () => {
  const sqlite = new SqliteStore(':memory:')
  stores.push(sqlite)
  return { sqlite, store: asyncStore(sqlite) }
}
afterEach(() => {
  for (const s of stores.splice(0)) s.close()
})

describe('StoreAdapter', () => {
  it('round-trips a payload, marks consumption, and forgets it when destroyed', async () => {
    const { store } = open()
    const codes = new StoreAdapter('AuthorizationCode', store)
    const payload = { jti: 'code-123456789', grantId: 'g1', accountId: '1', kind: 'AuthorizationCode' }
    await codes.upsert('code-123456789', payload, 60)
    expect(await codes.find('code-123456789')).toEqual(payload)
    await codes.consume('code-123456789')
    expect((await codes.find('code-123456789'))?.consumed).toBeNumber()
    await codes.destroy('code-123456789')
    expect(await codes.find('code-123456789')).toBeUndefined()
  })

  it('a row opens only with its own id: another id, or the same row under another model, finds nothing', async () => {
    const { sqlite, store } = open()
    const tokens = new StoreAdapter('AccessToken', store)
    await tokens.upsert('token-aaaaaaaaaaaa', { jti: 'token-aaaaaaaaaaaa', secretish: 'visible?' }, 60)
    // Move the sealed row under another id hash: it no longer unseals.
    sqlite.db.query('UPDATE oauth_artifacts SET id_hash = ? WHERE model = ?').run(idHash('token-bbbbbbbbbbbb'), 'AccessToken')
    expect(await tokens.find('token-bbbbbbbbbbbb')).toBeUndefined()
    const raw = sqlite.db.query('SELECT payload FROM oauth_artifacts').get() as { payload: Uint8Array }
    expect(Buffer.from(raw.payload).toString('latin1')).not.toContain('visible?')
    expect(await new StoreAdapter('RefreshToken', store).find('token-aaaaaaaaaaaa')).toBeUndefined()
  })

  it('sessions: found by id and by uid; neither value is stored', async () => {
    const { sqlite, store } = open()
    const sessions = new StoreAdapter('Session', store)
    const payload = { jti: 'session-cookie-value', uid: 'session-uid-value', accountId: '7', kind: 'Session' }
    await sessions.upsert('session-cookie-value', payload, 3600)
    expect(await sessions.find('session-cookie-value')).toEqual(payload)
    expect(await sessions.findByUid('session-uid-value')).toEqual(payload)
    expect(await sessions.findByUid('another-uid')).toBeUndefined()
    const dump = JSON.stringify(sqlite.db.query('SELECT * FROM oauth_artifacts').all(), (_k, v) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
    )
    expect(dump).not.toContain('session-cookie-value')
    expect(dump).not.toContain('session-uid-value')
  })

  it('revokeByGrantId removes the grant and every artefact issued under it, and nothing else', async () => {
    const { sqlite, store } = open()
    await new StoreAdapter('Grant', store).upsert('grant-1', { jti: 'grant-1', clientId: 'c', resources: { r: 'readings' } }, 600)
    await new StoreAdapter('AccessToken', store).upsert('at-1', { jti: 'at-1', grantId: 'grant-1' }, 60)
    await new StoreAdapter('RefreshToken', store).upsert('rt-1', { jti: 'rt-1', grantId: 'grant-1' }, 60)
    await new StoreAdapter('AccessToken', store).upsert('at-2', { jti: 'at-2', grantId: 'grant-2' }, 60)
    await new StoreAdapter('AccessToken', store).revokeByGrantId('grant-1')
    const left = sqlite.db.query('SELECT model FROM oauth_artifacts').all() as { model: string }[]
    expect(left.map((r) => r.model)).toEqual(['AccessToken'])
    expect(await new StoreAdapter('AccessToken', store).find('at-2')).toMatchObject({ grantId: 'grant-2' })
  })

  it('two requests presenting one code at once: the one that did not use it is refused and the grant revoked', async () => {
    const { sqlite, store } = open()
    await new StoreAdapter('Grant', store).upsert('grant-1', { jti: 'grant-1', clientId: 'c' }, 600)
    await new StoreAdapter('AccessToken', store).upsert('at-1', { jti: 'at-1', grantId: 'grant-1' }, 60)
    const first = new StoreAdapter('AuthorizationCode', store)
    const second = new StoreAdapter('AuthorizationCode', store)
    await first.upsert('code-123456789', { jti: 'code-123456789', grantId: 'grant-1', kind: 'AuthorizationCode' }, 60)
    // Both read it unused, as the library does before consuming.
    expect((await first.find('code-123456789'))?.consumed).toBeUndefined()
    expect((await second.find('code-123456789'))?.consumed).toBeUndefined()
    await first.consume('code-123456789')
    const refused = await second.consume('code-123456789').then(
      () => null,
      (error) => error,
    )
    expect(refused).toMatchObject({
      message: 'invalid_grant',
      statusCode: 400,
      expose: true,
      error_description: 'authorization code already used',
    })
    expect(sqlite.db.query('SELECT model FROM oauth_artifacts').all()).toEqual([])
  })

  it('a registered client lives as long as the longest grant made to it; one nobody connects goes after 14 days', async () => {
    const DAY = 86_400_000
    let now = Date.UTC(2026, 10, 1)
    const { sqlite, store } = open()
    const account = String(sqlite.createAccount('alice', 100, now).id)
    const clients = new StoreAdapter('Client', store, () => now)
    const grants = new StoreAdapter('Grant', store, () => now)
    // The library saves a client with no lifetime, and a grant with its own (60 days here).
    await clients.upsert('client-connected', { client_id: 'client-connected' })
    await clients.upsert('client-idle', { client_id: 'client-idle' })
    await grants.upsert('grant-1', { jti: 'grant-1', accountId: account, clientId: 'client-connected' }, 60 * 86_400)
    // Re-saved later with what is left of its lifetime: the client's is not cut short.
    now += 10 * DAY
    await grants.upsert('grant-1', { jti: 'grant-1', accountId: account, clientId: 'client-connected' }, 50 * 86_400 - 1)
    now += 20 * DAY
    expect(await clients.find('client-connected')).toMatchObject({ client_id: 'client-connected' })
    expect(await clients.find('client-idle')).toBeUndefined()
    now += 29 * DAY
    expect(await clients.find('client-connected')).toBeDefined()
    now += 2 * DAY
    expect(await clients.find('client-connected')).toBeUndefined()
  })

  it('expired rows are not found', async () => {
    let now = 1_000_000
    const { store } = open()
    const adapter = new StoreAdapter('AccessToken', store, () => now)
    await adapter.upsert('short-lived-token', { jti: 'short-lived-token' }, 10)
    now += 9_999
    expect(await adapter.find('short-lived-token')).toBeDefined()
    now += 1
    expect(await adapter.find('short-lived-token')).toBeUndefined()
  })
})
