/**
 * `backup --to FILE` (a consistent copy of a live SQLite store) and `migrate-store` (SQLite to
 * PostgreSQL and back, refusing a non-empty target, connected OAuth apps included), through the
 * same entry as the binary.
 */
import { Database } from 'bun:sqlite'
import { afterAll, describe, expect, it } from 'bun:test'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { templateNarrator } from '../../src/ai/types'
import { createApp } from '../../src/app'
import { runCommand, type CliIo } from '../../src/cli/commands'
import { loadConfig } from '../../src/config'
import { openDeps } from '../../src/deps'
import { silentLogger } from '../../src/log'
import { asyncStore } from '../../src/store/open'
import { PostgresStore } from '../../src/store/postgres-store'
import { quotaDayAt } from '../../src/store/quota-day'
import { SqliteStore } from '../../src/store/sqlite-store'
import { hashToken, randomToken } from '../../src/store/tokens'
import type { AsyncStore } from '../../src/store/types'
import { connectedClient, oauthApp, readingsCall, token } from '../oauth/helpers'
import type { TestApp } from '../support/app'
import { describePostgres, freshDatabase } from '../support/postgres'

const dir = mkdtempSync(join(tmpdir(), 'bazi-backup-'))
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  for (const drop of drops) await drop()
})
const NOW = new Date('2026-11-21T08:00:00Z')
const TODAY = '2026-11-21'
let n = 0
const newPath = () => join(dir, `store-${++n}.sqlite`)

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env: {}, now: () => NOW }
  const code = await runCommand(argv[0], argv.slice(1), io)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** A store holding one of everything migrate-store copies; returns what to check on the other side. */
async function populate(store: AsyncStore) {
  const account = await store.createAccount('alice', 10, NOW.getTime())
  await store.createAccount('bob', 3, NOW.getTime())
  const { key } = await store.createKey('alice', 'laptop', NOW.getTime())
  const { key: revoked, record } = await store.createKey('bob', null, NOW.getTime())
  await store.revokeKey(record.id, NOW.getTime())
  for (let i = 0; i < 4; i++) await store.consumeQuota(account.id, TODAY, 10)
  await store.consumeQuota(account.id, '2026-11-20', 10)
  const secret = await store.secret('integration-id-secret')
  await store.setPasswordHash(account.id, '$argon2id$v=19$m=19456,t=2,p=1$fake', NOW.getTime())
  const session = hashToken(randomToken())
  await store.createSession(session, account.id, 'full', NOW.getTime())
  return { key, revoked, secret, session }
}

async function expectCopied(store: AsyncStore, copied: Awaited<ReturnType<typeof populate>>) {
  expect(await store.authenticate(copied.key, NOW.getTime())).toMatchObject({ accountName: 'alice', dailyLimit: 10 })
  expect(await store.authenticate(copied.revoked, NOW.getTime())).toBeNull()
  expect(await store.usage(TODAY)).toEqual([
    { account: 'alice', day: TODAY, used: 4, limit: 10 },
    { account: 'bob', day: TODAY, used: 0, limit: 3 },
  ])
  expect(await store.secret('integration-id-secret')).toBe(copied.secret)
  expect((await store.accountCredentials('alice'))?.passwordHash).toStartWith('$argon2id$')
  expect(await store.findSession(copied.session)).toMatchObject({ accountName: 'alice' })
  // Quota continues exactly where it was: 6 more calls today, not 10.
  const alice = (await store.findAccount('alice'))!
  let admitted = 0
  for (let i = 0; i < 10; i++) if ((await store.consumeQuota(alice.id, TODAY, 10)).allowed) admitted++
  expect(admitted).toBe(6)
}

describe('backup --to FILE', () => {
  it('copies a live SQLite store consistently while another handle keeps writing', async () => {
    const path = newPath()
    const live = new SqliteStore(path)
    const copied = await populate(asyncStore(live))
    // A second process is writing through the backup.
    const writer = new SqliteStore(path)
    const account = writer.findAccount('bob')!
    const writing = (async () => {
      for (let i = 0; i < 200; i++) {
        writer.recordTelemetry({
          at: NOW.getTime(),
          operation: 'x',
          transport: 'rest',
          success: true,
          latencyMs: 1,
          schemaVersion: 's',
          protocolVersion: null,
          userAgent: null,
          integrationId: null,
        })
        writer.consumeQuota(account.id, '2026-11-19', 1_000)
        await Bun.sleep(0)
      }
    })()
    const target = join(dir, 'backups', 'copy.sqlite')
    const result = await cli('backup', '--to', target, '--db', path)
    await writing
    expect(result.code).toBe(0)
    expect(result.out).toContain(`to ${target}`)
    const check = new Database(target, { readonly: true })
    expect((check.query('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok')
    check.close()
    const restored = new SqliteStore(target)
    await expectCopied(asyncStore(restored), copied)
    restored.close()
    writer.close()
    live.close()
  })

  it('refuses an existing target, a missing database, :memory: and PostgreSQL, with one line each', async () => {
    const path = newPath()
    new SqliteStore(path).close()
    const existing = newPath()
    new SqliteStore(existing).close()
    for (const argv of [
      ['backup', '--db', path],
      ['backup', '--to', existing, '--db', path],
      ['backup', '--to', newPath(), '--db', join(dir, 'missing.sqlite')],
      ['backup', '--to', newPath(), '--db', ':memory:'],
      ['backup', '--to', newPath(), '--db', 'postgres://u@127.0.0.1:1/x'],
    ]) {
      const result = await cli(...argv)
      expect(result.code).toBe(1)
      expect(result.err.split('\n')).toHaveLength(1)
    }
    expect(existsSync(join(dir, 'missing.sqlite'))).toBe(false)
  })
})

describe('migrate-store between SQLite files', () => {
  it('copies everything into an empty file and refuses a non-empty target or the same store', async () => {
    const from = newPath()
    const source = new SqliteStore(from)
    const copied = await populate(asyncStore(source))
    // Where the old server listened is not copied: the new store's own server records its address.
    source.recordServerUrl('http://old-server.example:3000')
    source.close()
    const to = newPath()
    const result = await cli('migrate-store', '--from', from, '--to', `file:${to}`, '--json')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.out)).toMatchObject({ accounts: 2, keys: 2, counters: 1, secrets: 1, sessions: 1, day: TODAY })
    const target = new SqliteStore(to)
    await expectCopied(asyncStore(target), copied)
    expect(target.serverUrl()).toBeNull()
    target.close()
    // Again into the now non-empty target: refused, target unchanged.
    const again = await cli('migrate-store', '--from', from, '--to', to)
    expect(again.code).toBe(1)
    expect(again.err).toContain('not empty')
    expect(new SqliteStore(to).listAccounts().length).toBe(2)
    expect((await cli('migrate-store', '--from', from, '--to', from)).err).toContain('the same store')
    expect((await cli('migrate-store', '--from', from)).code).toBe(1)
    expect((await cli('migrate-store', '--from', join(dir, 'missing.sqlite'), '--to', newPath())).err).toContain('no database at')
  })
})

describePostgres('migrate-store between SQLite and PostgreSQL', () => {
  it('SQLite to PostgreSQL and back: keys, counters, secrets and sessions survive both ways', async () => {
    const db = await freshDatabase()
    drops.push(db.drop)
    const from = newPath()
    const source = new SqliteStore(from)
    const copied = await populate(asyncStore(source))
    source.close()

    const up = await cli('migrate-store', '--from', from, '--to', db.url)
    expect(up.code).toBe(0)
    expect(up.out).toContain('copied 2 account(s), 2 key(s), 1 counter(s)')
    const pg = await PostgresStore.open(db.url)
    await expectCopied(pg, copied)
    await pg.createAccount('carol', 1, NOW.getTime())
    await pg.close()

    // Refused: PostgreSQL now holds accounts.
    const refused = await cli('migrate-store', '--from', from, '--to', db.url)
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('not empty')

    const back = newPath()
    const down = await cli('migrate-store', '--from', db.url, '--to', back, '--json')
    expect(down.code).toBe(0)
    expect(JSON.parse(down.out)).toMatchObject({ accounts: 3, keys: 2 })
    const returned = new SqliteStore(back)
    expect(returned.listAccounts().map((a) => a.name)).toEqual(['alice', 'bob', 'carol'])
    // 10 of 10 used today on PostgreSQL (4 copied + 6 admitted there): none left here either.
    expect(returned.usage(TODAY, 'alice')[0].used).toBe(10)
    expect(returned.authenticate(copied.key, NOW.getTime())).toMatchObject({ accountName: 'alice' })
    expect(returned.secret('integration-id-secret')).toBe(copied.secret)
    returned.close()
  }, 60_000)

  it('connected apps move too: a token issued through the real OAuth flow on SQLite works on a server over the PostgreSQL copy', async () => {
    // The real flow on a SQLite server: registration, PKCE, sign-in and consent, the token endpoint.
    const source = await oauthApp()
    drops.push(async () => rmSync(source.dir, { recursive: true, force: true }))
    const c = await connectedClient(source.t)
    expect((await readingsCall(source.t, c.tokens.access_token)).status).toBe(200)
    const now = Date.now()
    const grants = source.t.store.listOAuthGrants(source.alice.id, now)
    expect(grants).toHaveLength(1)
    const cookieKey = source.t.store.secret('oauth-cookie-key')
    const signingSeed = source.t.store.secret('oauth-signing-seed')
    // Stop the server, then move its store.
    await source.t.close()
    const db = await freshDatabase()
    drops.push(db.drop)
    const moved = await cli('migrate-store', '--from', join(source.dir, 'bazi.sqlite'), '--to', db.url, '--json')
    expect(moved.code).toBe(0)
    expect(JSON.parse(moved.out)).toMatchObject({ accounts: 1, connectedApps: 1 })
    expect(JSON.parse(moved.out).oauthArtifacts).toBeGreaterThanOrEqual(5)

    const deps = await openDeps(loadConfig({ DATABASE_URL: db.url }), { narrator: templateNarrator, log: silentLogger })
    const app = createApp(deps)
    const target = { app } as unknown as TestApp
    try {
      // The store sees the app: the grant as the settings page lists it, the access token's row.
      expect(await deps.store.listOAuthGrants(source.alice.id, now)).toEqual(grants)
      expect(await deps.store.findOAuthArtifact('AccessToken', hashToken(c.tokens.access_token), now)).not.toBeNull()
      // The provider's own secrets came along (its cookie key and its ID-token key seed).
      expect(await deps.store.secret('oauth-cookie-key')).toBe(cookieKey)
      expect(await deps.store.secret('oauth-signing-seed')).toBe(signingSeed)
      // The access token issued before the move is accepted, and charged to alice.
      const day = quotaDayAt(deps.clock().getTime()).day
      const before = (await deps.store.usage(day, 'alice'))[0].used
      const call = await readingsCall(target, c.tokens.access_token)
      expect(call.status).toBe(200)
      expect(call.message.result.isError).toBeFalsy()
      expect((await deps.store.usage(day, 'alice'))[0].used).toBe(before + 1)
      // The refresh token issued before the move rotates on the new server; the new token works too.
      const rotated = await token(target, { grant_type: 'refresh_token', refresh_token: c.tokens.refresh_token, client_id: c.clientId })
      expect(rotated.status).toBe(200)
      expect((await readingsCall(target, rotated.body.access_token)).status).toBe(200)
    } finally {
      await app.decorator.oauth.stop()
      await deps.store.close()
    }
  }, 60_000)
})
