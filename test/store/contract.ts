/**
 * The store's behaviour, as one list of tests run against every implementation (store-contract.test.ts):
 * SQLite through `asyncStore`, PostgreSQL on a real server. Each `open()` gives a new, empty store;
 * `openSecond()` a second handle on the same data (another process, another instance).
 */
import { describe, expect, it } from 'bun:test'
import { hashToken, randomToken } from '../../src/store/tokens'
import type { AsyncStore, OAuthArtifact, StoreSnapshot, TelemetryEvent } from '../../src/store/types'

const NOW = Date.UTC(2026, 10, 21, 12)

/** The i-th of ten daily telemetry events before NOW (the fourth a failure), shared by the store tests. */
export const telemetrySample = (i: number, now = NOW): TelemetryEvent => ({
  at: now - i * 86_400_000,
  operation: 'calculate_bazi_chart',
  transport: 'rest',
  success: i !== 3,
  latencyMs: i,
  schemaVersion: '2026-08-20',
  protocolVersion: null,
  userAgent: 'curl/8.0',
  integrationId: 'abc',
})
const HOUR = 3_600_000
const DAY = '2026-11-21'

/** Opaque bytes standing for a sealed payload: random, with a zero byte and a 0xff among them. */
const sealedBytes = (length = 96): Uint8Array => {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  bytes[0] = 0
  bytes[length - 1] = 0xff
  return bytes
}

/**
 * One of each kind of OAuth row an app's connection leaves (a registered client, its grant, an
 * access token, a used refresh token, a browser session, an expired token), saved as the adapter
 * does; returns each row's payload by id, to compare bytes with on the other side.
 */
async function seedOAuth(store: AsyncStore, accountId: number): Promise<Map<string, Uint8Array>> {
  const payloads = new Map<string, Uint8Array>()
  const save = async (model: string, id: string, now: number, extra: Partial<OAuthArtifact> = {}) => {
    const payload = sealedBytes()
    payloads.set(id, payload)
    await store.saveOAuthArtifact(
      {
        model,
        idHash: hashToken(id),
        payload,
        grantHash: hashToken('grant-1'),
        uidHash: null,
        expiresAt: NOW + HOUR,
        accountId: null,
        clientId: null,
        scope: null,
        ...extra,
      },
      now,
    )
  }
  await save('Client', 'client-a', NOW - HOUR, { grantHash: null, expiresAt: NOW + 14 * 24 * HOUR })
  await save('Grant', 'grant-1', NOW - HOUR, { accountId, clientId: 'client-a', scope: 'readings', expiresAt: NOW + 60 * 24 * HOUR })
  await save('AccessToken', 'at-1', NOW)
  await save('RefreshToken', 'rt-1', NOW, { expiresAt: NOW + 30 * 24 * HOUR })
  await save('Session', 'sess-1', NOW, { grantHash: null, uidHash: hashToken('uid-1') })
  await save('AccessToken', 'at-expired', NOW - 2 * HOUR, { expiresAt: NOW - 1 })
  await store.consumeOAuthArtifact('RefreshToken', hashToken('rt-1'), NOW + 5)
  await store.touchOAuthGrant(hashToken('grant-1'), NOW + 10)
  return payloads
}

export interface StoreHarness {
  /** A new empty store, and a function giving another handle on the same data. */
  open(): Promise<{ store: AsyncStore; second(): Promise<AsyncStore> }>
}

export function storeContract(name: string, harness: StoreHarness, register: typeof describe = describe): void {
  register(`${name}: the store contract`, () => {
    const withStore = (title: string, fn: (store: AsyncStore, second: () => Promise<AsyncStore>) => Promise<void>, timeout = 20_000) =>
      it(
        title,
        async () => {
          const { store, second } = await harness.open()
          const extra: AsyncStore[] = []
          try {
            await fn(store, async () => {
              const s = await second()
              extra.push(s)
              return s
            })
          } finally {
            for (const s of extra) await s.close()
            await store.close()
          }
        },
        timeout,
      )

    withStore('accounts: create, list, find, change limits; duplicates and unknown names refused', async (store) => {
      await store.createAccount('beta', 5, NOW)
      const alpha = await store.createAccount('alpha', 100, NOW)
      expect(alpha).toEqual({ id: alpha.id, name: 'alpha', dailyLimit: 100, createdAt: NOW, hasPassword: false, lastSignInAt: null })
      expect((await store.listAccounts()).map((a) => [a.name, a.dailyLimit])).toEqual([
        ['alpha', 100],
        ['beta', 5],
      ])
      expect(await store.findAccount('alpha')).toEqual(alpha)
      expect(await store.findAccount('nobody')).toBeNull()
      await expect(store.createAccount('alpha', 1, NOW)).rejects.toThrow(/already exists/)
      expect((await store.setDailyLimit('beta', 7)).dailyLimit).toBe(7)
      await expect(store.setDailyLimit('nobody', 7)).rejects.toThrow(/no account/)
    })

    withStore('keys: only the exact, unrevoked key authenticates; revoke by prefix; last_used_at kept', async (store) => {
      await store.createAccount('alpha', 100, NOW)
      const { key, record } = await store.createKey('alpha', 'laptop', NOW)
      expect(record).toMatchObject({ accountName: 'alpha', label: 'laptop', createdAt: NOW, lastUsedAt: null, revokedAt: null })
      expect(key.startsWith(record.prefix)).toBe(true)
      expect(await store.authenticate(key, NOW + 5_000)).toEqual({
        keyId: record.id,
        accountId: record.accountId,
        accountName: 'alpha',
        dailyLimit: 100,
      })
      expect((await store.listKeys('alpha'))[0].lastUsedAt).toBe(NOW + 5_000)
      // Within a minute the stamp is not rewritten; an hour later it is.
      await store.authenticate(key, NOW + 10_000)
      expect((await store.listKeys())[0].lastUsedAt).toBe(NOW + 5_000)
      await store.authenticate(key, NOW + HOUR)
      expect((await store.listKeys())[0].lastUsedAt).toBe(NOW + HOUR)
      const nearMiss = key.slice(0, -1) + (key.at(-1) === 'A' ? 'B' : 'A')
      expect(await store.authenticate(nearMiss, NOW)).toBeNull()
      expect(await store.authenticate(key + 'x', NOW)).toBeNull()
      expect(await store.authenticate('', NOW)).toBeNull()
      expect((await store.revokeKey(record.prefix, NOW + 1))?.id).toBe(record.id)
      expect(await store.authenticate(key, NOW + 2)).toBeNull()
      expect((await store.listKeys('alpha'))[0].revokedAt).toBe(NOW + 1)
      expect(await store.revokeKey('key_doesnotexist', NOW)).toBeNull()
      await expect(store.createKey('nobody', null, NOW)).rejects.toThrow(/no account/)
      await expect(store.listKeys('nobody')).rejects.toThrow(/no account/)
    })

    withStore('a revocation through one handle holds on the other from the next call', async (store, second) => {
      await store.createAccount('alpha', 100, NOW)
      const { key, record } = await store.createKey('alpha', null, NOW)
      const other = await second()
      expect(await other.authenticate(key, NOW)).not.toBeNull()
      await store.revokeKey(record.id, NOW + 1)
      expect(await other.authenticate(key, NOW + 2)).toBeNull()
    })

    withStore('quota: exactly the limit per account and day; a limit of 0 admits nothing; refunds never go below zero', async (store) => {
      const account = await store.createAccount('alpha', 3, NOW)
      const decisions = []
      for (let i = 0; i < 5; i++) decisions.push(await store.consumeQuota(account.id, DAY, 3))
      expect(decisions.map((d) => [d.allowed, d.used, d.limit, d.day])).toEqual([
        [true, 1, 3, DAY],
        [true, 2, 3, DAY],
        [true, 3, 3, DAY],
        [false, 3, 3, DAY],
        [false, 3, 3, DAY],
      ])
      expect((await store.consumeQuota(account.id, '2026-11-22', 3)).allowed).toBe(true)
      expect(await store.usage(DAY)).toEqual([{ account: 'alpha', day: DAY, used: 3, limit: 3 }])
      const zero = await store.createAccount('zero', 0, NOW)
      expect(await store.consumeQuota(zero.id, DAY, 0)).toEqual({ allowed: false, used: 0, limit: 0, day: DAY })
      await store.refundQuota(account.id, DAY)
      expect((await store.usage(DAY, 'alpha'))[0].used).toBe(2)
      for (let i = 0; i < 5; i++) await store.refundQuota(account.id, DAY)
      expect((await store.usage(DAY, 'alpha'))[0].used).toBe(0)
      await expect(store.usage(DAY, 'nobody')).rejects.toThrow(/no account/)
    })

    withStore('quota race: 300 concurrent calls through two handles on a limit of 100 admit exactly 100', async (store, second) => {
      const account = await store.createAccount('race', 100, NOW)
      const other = await second()
      const decisions = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? store : other).consumeQuota(account.id, DAY, 100)))
      expect(decisions.filter((d) => d.allowed).length).toBe(100)
      expect(
        decisions
          .filter((d) => d.allowed)
          .map((d) => d.used)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
      expect((await store.usage(DAY, 'race'))[0].used).toBe(100)
    })

    withStore('telemetry: records, summarises (calls, failures, p50, p95) and prunes', async (store) => {
      for (let i = 0; i < 10; i++) {
        await store.recordTelemetry(telemetrySample(i))
      }
      expect(await store.telemetrySummary(NOW - 5 * 86_400_000)).toEqual([
        { operation: 'calculate_bazi_chart', transport: 'rest', calls: 6, failures: 1, p50Ms: 3, p95Ms: 5 },
      ])
      expect(await store.pruneTelemetry(NOW - 5 * 86_400_000)).toBe(4)
      expect((await store.telemetrySummary(0))[0].calls).toBe(6)
    })

    withStore('telemetry: an entry the store cannot hold (a NUL byte) never blocks the entries after it', async (store) => {
      const entry = {
        at: NOW,
        operation: 'get_daily_almanac',
        transport: 'mcp' as const,
        success: true,
        latencyMs: 1,
        schemaVersion: '2026-08-20',
        protocolVersion: null,
        userAgent: null,
        integrationId: null,
      }
      await store.recordTelemetry({ ...entry, protocolVersion: 'a\u0000' })
      await store.telemetrySummary(0) // a flush: PostgreSQL refuses the NUL and must drop that batch
      for (let i = 0; i < 5; i++) await store.recordTelemetry(entry)
      const [row] = await store.telemetrySummary(0)
      // SQLite can hold the NUL (6 calls); PostgreSQL dropped it (5). Before the fix, PostgreSQL
      // retried the refused batch at every flush and counted none of the later calls.
      expect(row.calls).toBeGreaterThanOrEqual(5)
    })

    withStore('secrets: generated once, the same for every handle', async (store, second) => {
      const secret = await store.secret('integration-id-secret')
      expect(secret.length).toBeGreaterThanOrEqual(40)
      expect(await store.secret('integration-id-secret')).toBe(secret)
      expect(await (await second()).secret('integration-id-secret')).toBe(secret)
      expect(await store.healthy()).toBe(true)
    })

    withStore('the server address: none until a server records one; the last recorded wins, for every handle', async (store, second) => {
      expect(await store.serverUrl()).toBeNull()
      await store.recordServerUrl('http://127.0.0.1:3000')
      await (await second()).recordServerUrl('https://bazi.example.com')
      expect(await store.serverUrl()).toBe('https://bazi.example.com')
      // Not a secret: recording it leaves the secrets alone.
      const secret = await store.secret('integration-id-secret')
      await store.recordServerUrl('http://127.0.0.1:8080')
      expect(await store.secret('integration-id-secret')).toBe(secret)
      expect(await (await second()).serverUrl()).toBe('http://127.0.0.1:8080')
    })

    withStore('passwords: only the hash; a new password ends every session; sign-ins recorded', async (store) => {
      const account = await store.createAccount('alice', 100, NOW)
      expect(await store.accountCredentials('alice')).toEqual({
        account: expect.objectContaining({ hasPassword: false }),
        passwordHash: null,
      })
      expect(await store.accountCredentials('nobody')).toBeNull()
      const session = hashToken(randomToken())
      await store.createSession(session, account.id, 'full', NOW)
      await store.setPasswordHash(account.id, '$argon2id$v=19$m=19456,t=2,p=1$fake', NOW)
      expect((await store.accountCredentials('alice'))!.passwordHash).toBe('$argon2id$v=19$m=19456,t=2,p=1$fake')
      expect((await store.findAccount('alice'))!.hasPassword).toBe(true)
      expect(await store.findSession(session)).toBeNull()
      await store.recordSignIn(account.id, NOW + 5)
      expect((await store.listAccounts())[0].lastSignInAt).toBe(NOW + 5)
    })

    withStore('sign-in links: consumed once, used/expired/unknown told apart, only the newest works', async (store) => {
      await store.createAccount('alice', 100, NOW)
      const first = randomToken()
      const second = randomToken()
      expect(await store.createLoginLink('alice', hashToken(first), NOW, NOW + HOUR)).toMatchObject({
        createdAt: NOW,
        expiresAt: NOW + HOUR,
        account: { name: 'alice' },
      })
      await store.createLoginLink('alice', hashToken(second), NOW, NOW + HOUR)
      expect(await store.consumeLoginLink(hashToken(first), NOW + 1)).toEqual({ status: 'expired' })
      expect(await store.consumeLoginLink(hashToken(second), NOW + 1)).toEqual({
        status: 'consumed',
        account: expect.objectContaining({ name: 'alice' }),
      })
      expect(await store.consumeLoginLink(hashToken(second), NOW + 2)).toEqual({ status: 'used' })
      expect(await store.consumeLoginLink(hashToken(randomToken()), NOW + 2)).toEqual({ status: 'unknown' })
      const late = randomToken()
      await store.createLoginLink('alice', hashToken(late), NOW, NOW + HOUR)
      expect(await store.consumeLoginLink(hashToken(late), NOW + HOUR)).toEqual({ status: 'expired' })
      await expect(store.createLoginLink('nobody', hashToken(late), NOW, NOW + HOUR)).rejects.toThrow(/no account/)
    })

    withStore('sign-in links: of many concurrent uses of one token through two handles exactly one consumes it', async (store, second) => {
      await store.createAccount('alice', 100, NOW)
      const token = hashToken(randomToken())
      await store.createLoginLink('alice', token, NOW, NOW + HOUR)
      const other = await second()
      const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).consumeLoginLink(token, NOW + 1)))
      expect(outcomes.filter((o) => o.status === 'consumed').length).toBe(1)
      expect(outcomes.filter((o) => o.status === 'used').length).toBe(9)
    })

    withStore('sessions and form tokens: find, touch, delete, prune; a form token works once, for its session only', async (store) => {
      const account = await store.createAccount('alice', 100, NOW)
      const s1 = hashToken(randomToken())
      const s2 = hashToken(randomToken())
      await store.createSession(s1, account.id, 'password-setup', NOW)
      await store.createSession(s2, account.id, 'full', NOW)
      expect(await store.findSession(s1)).toEqual({
        accountId: account.id,
        accountName: 'alice',
        kind: 'password-setup',
        createdAt: NOW,
        lastSeenAt: NOW,
      })
      await store.touchSession(s2, NOW + 10)
      expect((await store.findSession(s2))!.lastSeenAt).toBe(NOW + 10)
      const token = hashToken(randomToken())
      await store.issueFormToken(token, s2, NOW)
      expect(await store.consumeFormToken(token, s1)).toBe(false)
      expect(await store.consumeFormToken(token, s2)).toBe(true)
      expect(await store.consumeFormToken(token, s2)).toBe(false)
      expect(await store.pruneSessions(NOW + 5, 0)).toBe(1)
      expect(await store.findSession(s1)).toBeNull()
      await store.deleteSession(s2)
      expect(await store.findSession(s2)).toBeNull()
      await store.createSession(s1, account.id, 'full', NOW)
      await store.createSession(s2, account.id, 'full', NOW)
      expect(await store.deleteSessionsOf(account.id)).toBe(2)
    })

    withStore('sign-in failures: record, list within a window, clear, prune', async (store) => {
      await store.recordSignInFailure(['a', 'b'], NOW)
      await store.recordSignInFailure(['a'], NOW + 10)
      expect(await store.signInFailureTimes('a', NOW)).toEqual([NOW, NOW + 10])
      expect(await store.signInFailureTimes('a', NOW + 1)).toEqual([NOW + 10])
      await store.clearSignInFailures('a')
      expect(await store.signInFailureTimes('a', 0)).toEqual([])
      expect(await store.pruneSignInFailures(NOW + 1)).toBe(1)
      expect(await store.signInFailureTimes('b', 0)).toEqual([])
    })

    withStore('public rate limit: a bucket per address shared by every handle, refilling per minute', async (store, second) => {
      const other = await second()
      // 5 per minute: 3 through one handle, 2 through the other, then both are refused.
      for (let i = 0; i < 3; i++) expect(await store.takePublicToken('203.0.113.7', NOW, 5)).toBe(0)
      for (let i = 0; i < 2; i++) expect(await other.takePublicToken('203.0.113.7', NOW, 5)).toBe(0)
      expect(await store.takePublicToken('203.0.113.7', NOW, 5)).toBe(12)
      expect(await other.takePublicToken('203.0.113.7', NOW + 1_000, 5)).toBe(11)
      // Another address has its own bucket; a batch costs its number of calls.
      expect(await store.takePublicToken('198.51.100.1', NOW, 5, 5)).toBe(0)
      expect(await store.takePublicToken('198.51.100.1', NOW, 5, 1)).toBe(12)
      // 12 s later one token is back, and only one.
      expect(await other.takePublicToken('203.0.113.7', NOW + 12_000, 5)).toBe(0)
      expect(await store.takePublicToken('203.0.113.7', NOW + 12_000, 5)).toBeGreaterThan(0)
      // Concurrent takes never hand out more than the bucket holds.
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).takePublicToken('192.0.2.55', NOW, 10)),
      )
      expect(results.filter((r) => r === 0).length).toBe(10)
      expect(await store.prunePublicTokens(NOW + 1)).toBe(2)
    })

    withStore(
      'OAuth artefacts: found by model and id hash until they expire, consumed, sessions by uid, revoked by grant, grants listed and touched',
      async (store, second) => {
        const account = await store.createAccount('alice', 10, NOW)
        expect(await store.findAccountById(account.id)).toMatchObject({ name: 'alice' })
        expect(await store.findAccountById(account.id + 99)).toBeNull()
        const h = (text: string) => hashToken(text)
        const grant = h('grant-1')
        const artifact = (model: string, id: string, extra: Partial<OAuthArtifact> = {}): OAuthArtifact => ({
          model,
          idHash: h(id),
          payload: new Uint8Array([1, 2, 3, id.length]),
          grantHash: grant,
          uidHash: null,
          expiresAt: NOW + HOUR,
          accountId: null,
          clientId: null,
          scope: null,
          ...extra,
        })
        await store.saveOAuthArtifact(artifact('Grant', 'grant-1', { accountId: account.id, clientId: 'client-a', scope: 'readings' }), NOW)
        await store.saveOAuthArtifact(artifact('AccessToken', 'at-1'), NOW)
        await store.saveOAuthArtifact(artifact('RefreshToken', 'rt-1'), NOW)
        await store.saveOAuthArtifact(artifact('AccessToken', 'at-short', { expiresAt: NOW + 1000 }), NOW)
        await store.saveOAuthArtifact(artifact('Session', 'sess-1', { grantHash: null, uidHash: h('uid-1') }), NOW)
        // Model and id together name an artefact; another process sees it.
        const other = await second()
        expect(await other.findOAuthArtifact('AccessToken', h('at-1'), NOW)).toEqual({
          payload: new Uint8Array([1, 2, 3, 4]),
          consumedAt: null,
        })
        expect(await store.findOAuthArtifact('RefreshToken', h('at-1'), NOW)).toBeNull()
        expect(await store.findOAuthArtifact('AccessToken', h('at-short'), NOW + 1000)).toBeNull()
        expect((await store.findOAuthSessionByUid(h('uid-1'), NOW))?.payload).toEqual(new Uint8Array([1, 2, 3, 6]))
        // Consumed once, and the first time stays: only the call that used it says so.
        expect(await store.consumeOAuthArtifact('RefreshToken', h('rt-1'), NOW + 5)).toBe(true)
        expect(await store.consumeOAuthArtifact('RefreshToken', h('rt-1'), NOW + 9)).toBe(false)
        expect(await store.consumeOAuthArtifact('RefreshToken', h('unknown'), NOW + 9)).toBe(false)
        expect((await store.findOAuthArtifact('RefreshToken', h('rt-1'), NOW))?.consumedAt).toBe(NOW + 5)
        // Presented at once through two handles (two processes): exactly one uses it.
        await store.saveOAuthArtifact(artifact('AuthorizationCode', 'code-1', { grantHash: null }), NOW)
        const raced = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? store : other).consumeOAuthArtifact('AuthorizationCode', h('code-1'), NOW + i)),
        )
        expect(raced.filter(Boolean)).toEqual([true])
        // Saved again (the library re-saves a grant): created and last used stay.
        await store.touchOAuthGrant(grant, NOW + 10)
        await store.touchOAuthGrant(grant, NOW + 20) // within a minute: not written
        await store.saveOAuthArtifact(
          artifact('Grant', 'grant-1', { accountId: account.id, clientId: 'client-a', scope: 'openid readings' }),
          NOW + 30,
        )
        expect(await store.listOAuthGrants(account.id, NOW)).toEqual([
          { grantHash: new Uint8Array(grant), clientId: 'client-a', scope: 'openid readings', createdAt: NOW, lastUsedAt: NOW + 10 },
        ])
        // Kept longer, never shortened; an unknown row is no error.
        await store.saveOAuthArtifact(artifact('Client', 'client-a', { grantHash: null }), NOW)
        await store.keepOAuthArtifactUntil('Client', h('client-a'), NOW + 5 * HOUR)
        await store.keepOAuthArtifactUntil('Client', h('client-a'), NOW + 2 * HOUR)
        await store.keepOAuthArtifactUntil('Client', h('client-b'), NOW + 2 * HOUR)
        expect(await other.findOAuthArtifact('Client', h('client-a'), NOW + 5 * HOUR - 1)).not.toBeNull()
        expect(await other.findOAuthArtifact('Client', h('client-a'), NOW + 5 * HOUR)).toBeNull()
        await store.deleteOAuthArtifact('Client', h('client-a'))
        expect(await store.pruneOAuthArtifacts(NOW + 1000)).toBe(1)
        await store.deleteOAuthArtifact('Session', h('sess-1'))
        expect(await store.findOAuthSessionByUid(h('uid-1'), NOW)).toBeNull()
        // Revoking the grant takes its tokens with it.
        expect(await store.revokeOAuthGrant(grant)).toBe(3)
        expect(await store.findOAuthArtifact('AccessToken', h('at-1'), NOW)).toBeNull()
        expect(await store.listOAuthGrants(account.id, NOW)).toEqual([])
      },
    )

    withStore('export and import: every row moves, keys as hashes; a non-empty target is refused', async (store) => {
      const account = await store.createAccount('alice', 10, NOW)
      const { key } = await store.createKey('alice', 'laptop', NOW)
      await store.consumeQuota(account.id, DAY, 10)
      await store.consumeQuota(account.id, DAY, 10)
      await store.consumeQuota(account.id, '2026-11-20', 10)
      const secret = await store.secret('integration-id-secret')
      const session = hashToken(randomToken())
      await store.createSession(session, account.id, 'full', NOW)
      await store.issueFormToken(hashToken(randomToken()), session, NOW)
      await store.createLoginLink('alice', hashToken(randomToken()), NOW, NOW + HOUR)
      await store.recordSignInFailure(['subject'], NOW)
      const payloads = await seedOAuth(store, account.id)
      const snapshot: StoreSnapshot = await store.exportData(DAY)
      expect(snapshot.usage).toEqual([{ accountId: account.id, day: DAY, count: 2 }])
      expect(JSON.stringify(snapshot)).not.toContain(key)
      expect(snapshot.apiKeys[0].hash.byteLength).toBe(32)
      // Every OAuth row, the expired one too, every column as stored.
      expect(snapshot.oauthArtifacts.map((o) => o.model).sort()).toEqual([
        'AccessToken',
        'AccessToken',
        'Client',
        'Grant',
        'RefreshToken',
        'Session',
      ])
      const row = (model: string, id: string) =>
        snapshot.oauthArtifacts.find((o) => o.model === model && Buffer.from(o.idHash).equals(hashToken(id)))
      expect(row('Grant', 'grant-1')).toEqual({
        model: 'Grant',
        idHash: new Uint8Array(hashToken('grant-1')),
        payload: payloads.get('grant-1')!,
        grantHash: new Uint8Array(hashToken('grant-1')),
        uidHash: null,
        accountId: account.id,
        clientId: 'client-a',
        scope: 'readings',
        createdAt: NOW - HOUR,
        expiresAt: NOW + 60 * 24 * HOUR,
        consumedAt: null,
        lastUsedAt: NOW + 10,
      })
      expect(row('RefreshToken', 'rt-1')).toMatchObject({ createdAt: NOW, consumedAt: NOW + 5, lastUsedAt: null })
      expect(row('Session', 'sess-1')).toMatchObject({ grantHash: null, uidHash: new Uint8Array(hashToken('uid-1')) })
      // Into itself: refused, nothing changed.
      await expect(store.importData(snapshot)).rejects.toThrow(/not empty/)
      expect((await store.listAccounts()).length).toBe(1)
      // An empty target of the same kind (the cross-kind copies are migrate-store's tests).
      const { store: target } = await harness.open()
      try {
        await target.importData(snapshot)
        expect(await target.exportData(DAY)).toEqual(snapshot)
        expect(await target.authenticate(key, NOW)).toMatchObject({ accountName: 'alice', dailyLimit: 10 })
        expect((await target.usage(DAY, 'alice'))[0].used).toBe(2)
        expect(await target.secret('integration-id-secret')).toBe(secret)
        expect(await target.findSession(session)).toMatchObject({ accountName: 'alice', kind: 'full' })
        expect(await target.signInFailureTimes('subject', 0)).toEqual([NOW])
        // The connected app, byte for byte: its grant listed as it was, its tokens and session found
        // with the very payloads saved, the used refresh token still used (a reuse is still caught).
        expect(await target.listOAuthGrants(account.id, NOW)).toEqual(await store.listOAuthGrants(account.id, NOW))
        expect(await target.listOAuthGrants(account.id, NOW)).toMatchObject([
          { clientId: 'client-a', createdAt: NOW - HOUR, lastUsedAt: NOW + 10 },
        ])
        for (const [model, id] of [
          ['Client', 'client-a'],
          ['Grant', 'grant-1'],
          ['AccessToken', 'at-1'],
        ])
          expect(await target.findOAuthArtifact(model, hashToken(id), NOW)).toEqual({ payload: payloads.get(id)!, consumedAt: null })
        expect(await target.findOAuthArtifact('RefreshToken', hashToken('rt-1'), NOW)).toEqual({
          payload: payloads.get('rt-1')!,
          consumedAt: NOW + 5,
        })
        expect(await target.consumeOAuthArtifact('RefreshToken', hashToken('rt-1'), NOW + 6)).toBe(false)
        expect((await target.findOAuthSessionByUid(hashToken('uid-1'), NOW))?.payload).toEqual(payloads.get('sess-1')!)
        // The expired token came along, found by no lookup, and goes at the first prune.
        expect(await target.findOAuthArtifact('AccessToken', hashToken('at-expired'), NOW)).toBeNull()
        expect(await target.pruneOAuthArtifacts(NOW)).toBe(1)
        // Disconnecting on the target still takes every token of the grant with it.
        expect(await target.revokeOAuthGrant(hashToken('grant-1'))).toBe(3)
        // New accounts continue after the copied ids.
        expect((await target.createAccount('bob', 1, NOW)).id).toBeGreaterThan(account.id)
      } finally {
        await target.close()
      }
    })

    withStore('export and import: a target holding only OAuth artefacts (a registered client) is not empty', async (store) => {
      await store.saveOAuthArtifact(
        {
          model: 'Client',
          idHash: hashToken('client-z'),
          payload: sealedBytes(),
          grantHash: null,
          uidHash: null,
          expiresAt: NOW + HOUR,
          accountId: null,
          clientId: null,
          scope: null,
        },
        NOW,
      )
      const { store: source } = await harness.open()
      try {
        await source.createAccount('alice', 10, NOW)
        await expect(store.importData(await source.exportData(DAY))).rejects.toThrow(/not empty.*1 OAuth artefact/)
        expect(await store.listAccounts()).toEqual([])
      } finally {
        await source.close()
      }
    })
  })
}
