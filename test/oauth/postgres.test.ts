/**
 * The authorization server on a real PostgreSQL store (the same adapter, the other implementation):
 * the whole raw-HTTP flow, the token charged to the account, refresh-token reuse killing the grant,
 * Disconnect, and no token, code or cookie value of the flow in any oauth row.
 */
import { afterAll, beforeAll, expect, it } from 'bun:test'
import { templateNarrator } from '../../src/ai/types'
import { createApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { openDeps, type Deps } from '../../src/deps'
import { silentLogger } from '../../src/log'
import { PostgresStore } from '../../src/store/postgres-store'
import { quotaDayAt } from '../../src/store/quota-day'
import type { TestApp } from '../support/app'
import { describePostgres, freshDatabase } from '../support/postgres'
import { connectedClient, PASSWORD, readingsCall, token } from './helpers'

describePostgres('the authorization server on PostgreSQL', () => {
  let db: { url: string; drop: () => Promise<void> }
  let deps: Deps
  let app: ReturnType<typeof createApp>
  let t: TestApp

  beforeAll(async () => {
    db = await freshDatabase()
    deps = await openDeps(loadConfig({ DATABASE_URL: db.url }), { narrator: templateNarrator, log: silentLogger })
    app = createApp(deps)
    // The helpers drive `t.app.handle` only.
    t = { app } as unknown as TestApp
    const alice = await deps.store.createAccount('alice', 100, Date.now())
    await deps.store.setPasswordHash(alice.id, await Bun.password.hash(PASSWORD, 'argon2id'), Date.now())
  })

  afterAll(async () => {
    await app?.decorator.oauth.stop()
    await deps?.store.close()
    await db?.drop()
  })

  it('the whole flow, charged to the account; reuse of a refresh token ends the grant; nothing secret in the rows', async () => {
    const c = await connectedClient(t)
    const day = quotaDayAt(deps.clock().getTime()).day
    const before = (await deps.store.usage(day, 'alice'))[0].used
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(200)
    expect((await deps.store.usage(day, 'alice'))[0].used).toBe(before + 1)

    const rotated = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    expect(rotated.status).toBe(200)
    const secrets = [
      c.code,
      c.tokens.access_token,
      c.tokens.refresh_token,
      rotated.body.access_token,
      rotated.body.refresh_token,
      c.registration.registration_access_token,
      ...[...c.jar.cookies].filter(([name]) => !name.endsWith('.sig')).map(([, value]) => value),
    ]
    const { sql } = deps.store as unknown as PostgresStore
    const rows =
      await sql`SELECT model, encode(id_hash, 'escape') AS id, encode(payload, 'escape') AS payload, client_id, scope FROM oauth_artifacts`
    expect(rows.length).toBeGreaterThan(5)
    const dump = JSON.stringify(rows)
    for (const secret of secrets) expect(dump.includes(secret)).toBe(false)

    const reused = await token(t, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
    expect(reused.body.error).toBe('invalid_grant')
    expect((await readingsCall(t, rotated.body.access_token)).status).toBe(401)
  })

  it('one refresh token presented four times at once: one answer at most, and never two live token families', async () => {
    const c = await connectedClient(t)
    const form = { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId }
    const answers = await Promise.all([0, 1, 2, 3].map(() => token(t, form)))
    const issued = answers.filter((a) => a.status === 200)
    expect(issued.length).toBeLessThanOrEqual(1)
    for (const a of answers.filter((a) => a.status !== 200)) expect(a.body.error).toBe('invalid_grant')
    // A second use was seen, so the grant is gone: whatever was issued no longer reads.
    for (const a of issued) expect((await readingsCall(t, a.body.access_token)).status).toBe(401)
  })

  it('Disconnect on the settings page ends the tokens', async () => {
    const c = await connectedClient(t)
    const html = await (await c.jar.get('/settings/connected-apps')).text()
    const grant = /name="grant" value="([0-9a-f]{64})"/.exec(html)![1]
    expect((await c.jar.post('/settings/connected-apps/disconnect', { grant })).status).toBe(303)
    expect((await readingsCall(t, c.tokens.access_token)).status).toBe(401)
  })
})
