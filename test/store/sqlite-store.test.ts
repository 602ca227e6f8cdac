import { Database } from 'bun:sqlite'
import { afterEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash, createHmac } from 'node:crypto'
import { hmacSha256 } from '../../src/store/common'
import { generateKey, hashKey, KEY_PATTERN } from '../../src/store/api-keys'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../src/store/migrations'
import { SqliteStore } from '../../src/store/sqlite-store'
import { telemetrySample } from './contract'

const NOW = Date.UTC(2026, 10, 21, 12)
const dirs: string[] = []
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-store-'))
  dirs.push(dir)
  return join(dir, 'test.sqlite')
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('accounts', () => {
  it('creates, lists, finds and changes limits; refuses duplicates and unknown names', () => {
    const store = new SqliteStore(':memory:')
    store.createAccount('alpha', 100, NOW)
    store.createAccount('beta', 5, NOW)
    expect(store.listAccounts().map((a) => [a.name, a.dailyLimit])).toEqual([
      ['alpha', 100],
      ['beta', 5],
    ])
    expect(() => store.createAccount('alpha', 1, NOW)).toThrow(/already exists/)
    expect(store.setDailyLimit('beta', 7).dailyLimit).toBe(7)
    expect(() => store.setDailyLimit('nobody', 7)).toThrow(/no account/)
    store.close()
  })
})

describe('keys', () => {
  it('issues 256-bit prefixed keys, stores only their SHA-256 and a short prefix', () => {
    const path = tempDb()
    const store = new SqliteStore(path)
    store.createAccount('alpha', 100, NOW)
    const { key, record } = store.createKey('alpha', 'laptop', NOW)
    expect(key).toMatch(KEY_PATTERN)
    expect(Buffer.from(key.slice(3), 'base64url').length).toBe(32)
    expect(key.startsWith(record.prefix)).toBe(true)
    expect(record.prefix.length).toBeLessThan(16)
    store.close()
    // Nothing on disk holds the key, whole or beyond its display prefix.
    for (const suffix of ['', '-wal', '-shm']) {
      let bytes: Buffer
      try {
        bytes = readFileSync(path + suffix)
      } catch {
        continue
      }
      expect(bytes.includes(Buffer.from(key))).toBe(false)
      expect(bytes.includes(Buffer.from(key.slice(10)))).toBe(false)
    }
    const db = new Database(path, { readonly: true })
    const row = db.query('SELECT hash, prefix FROM api_keys').get() as { hash: Uint8Array; prefix: string }
    expect(Buffer.from(row.hash).equals(hashKey(key))).toBe(true)
    db.close()
  })

  it('authenticates the exact key only: near misses, malformed and revoked keys fail', () => {
    const store = new SqliteStore(':memory:')
    store.createAccount('alpha', 100, NOW)
    const { key, record } = store.createKey('alpha', null, NOW)
    expect(store.authenticate(key, NOW)).toMatchObject({ keyId: record.id, accountName: 'alpha', dailyLimit: 100 })
    const last = key.at(-1)!
    const nearMiss = key.slice(0, -1) + (last === 'A' ? 'B' : 'A')
    expect(store.authenticate(nearMiss, NOW)).toBeNull()
    expect(store.authenticate(key + 'x', NOW)).toBeNull()
    expect(store.authenticate('', NOW)).toBeNull()
    expect(store.revokeKey(record.prefix, NOW)?.id).toBe(record.id)
    expect(store.authenticate(key, NOW + 1)).toBeNull()
    expect(store.listKeys('alpha')[0].revokedAt).toBe(NOW)
    expect(store.revokeKey('key_doesnotexist', NOW)).toBeNull()
    store.close()
  })

  it('a key seen before (cached) is refused on the next call once another connection revokes it or changes its limit', () => {
    const path = tempDb()
    const server = new SqliteStore(path)
    const operator = new SqliteStore(path) // the CLI, or another server process sharing the file
    server.createAccount('alpha', 100, NOW)
    const { key, record } = server.createKey('alpha', null, NOW)
    const other = server.createKey('alpha', null, NOW)
    expect(server.authenticate(key, NOW)?.dailyLimit).toBe(100)
    expect(server.authenticate(key, NOW + 1)?.dailyLimit).toBe(100) // now from the cache
    // Writes by the server's own connection (quota) keep the cache; they change no key.
    server.consumeQuota(record.accountId, '2026-11-21', 100)
    operator.setDailyLimit('alpha', 5)
    expect(server.authenticate(key, NOW + 2)?.dailyLimit).toBe(5)
    operator.revokeKey(record.id, NOW + 3)
    expect(server.authenticate(key, NOW + 4)).toBeNull()
    expect(server.authenticate(other.key, NOW + 4)?.keyId).toBe(other.record.id)
    // Through the server's own connection too.
    expect(server.authenticate(other.key, NOW + 5)).not.toBeNull()
    server.setDailyLimit('alpha', 9)
    expect(server.authenticate(other.key, NOW + 6)?.dailyLimit).toBe(9)
    server.revokeKey(other.record.id, NOW + 7)
    expect(server.authenticate(other.key, NOW + 8)).toBeNull()
    operator.close()
    server.close()
  })

  it('a cached key still refreshes last_used_at once a minute', () => {
    const store = new SqliteStore(':memory:')
    store.createAccount('alpha', 100, NOW)
    const { key } = store.createKey('alpha', null, NOW)
    store.authenticate(key, NOW)
    store.authenticate(key, NOW + 30_000)
    expect(store.listKeys()[0].lastUsedAt).toBe(NOW)
    store.authenticate(key, NOW + 61_000)
    expect(store.listKeys()[0].lastUsedAt).toBe(NOW + 61_000)
    store.close()
  })

  it('the native hashes give the same bytes as node:crypto: stored key hashes and telemetry integration ids stay valid across versions', () => {
    for (let i = 0; i < 20; i++) {
      const key = generateKey()
      expect(KEY_PATTERN.test(key)).toBe(true)
      expect(hashKey(key).equals(createHash('sha256').update(key, 'utf8').digest())).toBe(true)
      expect(hmacSha256(key, `key_${i}`)).toBe(createHmac('sha256', key).update(`key_${i}`).digest('base64url'))
    }
  })

  it('keeps last_used_at per key', () => {
    const store = new SqliteStore(':memory:')
    store.createAccount('alpha', 100, NOW)
    const { key } = store.createKey('alpha', null, NOW)
    expect(store.listKeys()[0].lastUsedAt).toBeNull()
    store.authenticate(key, NOW + 5_000)
    expect(store.listKeys()[0].lastUsedAt).toBe(NOW + 5_000)
    store.authenticate(key, NOW + 3_600_000)
    expect(store.listKeys()[0].lastUsedAt).toBe(NOW + 3_600_000)
    store.close()
  })
})

describe('quota', () => {
  it('admits exactly the limit per account and UTC day, shared by all keys', () => {
    const store = new SqliteStore(':memory:')
    const account = store.createAccount('alpha', 3, NOW)
    const decisions = Array.from({ length: 5 }, () => store.consumeQuota(account.id, '2026-11-21', 3))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false])
    expect(decisions.map((d) => d.used)).toEqual([1, 2, 3, 3, 3])
    expect(store.consumeQuota(account.id, '2026-11-22', 3).allowed).toBe(true)
    expect(store.usage('2026-11-21')).toEqual([{ account: 'alpha', day: '2026-11-21', used: 3, limit: 3 }])
    store.close()
  })

  it('a limit of 0 admits nothing; a refund gives one call back and never goes below zero', () => {
    const store = new SqliteStore(':memory:')
    const account = store.createAccount('zero', 0, NOW)
    expect(store.consumeQuota(account.id, '2026-11-21', 0).allowed).toBe(false)
    expect(store.usage('2026-11-21', 'zero')[0].used).toBe(0)
    const other = store.createAccount('one', 1, NOW)
    expect(store.consumeQuota(other.id, '2026-11-21', 1).allowed).toBe(true)
    expect(store.consumeQuota(other.id, '2026-11-21', 1).allowed).toBe(false)
    store.refundQuota(other.id, '2026-11-21')
    store.refundQuota(other.id, '2026-11-21')
    expect(store.usage('2026-11-21', 'one')[0].used).toBe(0)
    expect(store.consumeQuota(other.id, '2026-11-21', 1).allowed).toBe(true)
    store.close()
  })

  it('two stores on one file (two processes) never over-admit together', () => {
    const path = tempDb()
    const a = new SqliteStore(path)
    const b = new SqliteStore(path)
    const account = a.createAccount('shared', 50, NOW)
    let admitted = 0
    for (let i = 0; i < 80; i++) {
      if ((i % 2 ? a : b).consumeQuota(account.id, '2026-11-21', 50).allowed) admitted++
    }
    expect(admitted).toBe(50)
    a.close()
    b.close()
  })
})

describe('telemetry and secrets', () => {
  it('records only the allowed fields, summarises and prunes', () => {
    const store = new SqliteStore(':memory:')
    for (let i = 0; i < 10; i++) {
      store.recordTelemetry(telemetrySample(i, NOW))
    }
    const summary = store.telemetrySummary(NOW - 5 * 86_400_000)
    expect(summary).toEqual([{ operation: 'calculate_bazi_chart', transport: 'rest', calls: 6, failures: 1, p50Ms: 3, p95Ms: 5 }])
    expect(store.pruneTelemetry(NOW - 5 * 86_400_000)).toBe(4)
    const columns = (store as SqliteStore).db
      .query("SELECT name FROM pragma_table_info('telemetry')")
      .all()
      .map((r: any) => r.name)
    expect(columns.sort()).toEqual([
      'at',
      'id',
      'integration_id',
      'latency_ms',
      'operation',
      'protocol_version',
      'schema_version',
      'success',
      'transport',
      'user_agent',
    ])
    store.close()
  })

  it('generates a server secret once and keeps it across restarts', () => {
    const path = tempDb()
    const first = new SqliteStore(path)
    const secret = first.secret('integration-id-secret')
    expect(secret.length).toBeGreaterThanOrEqual(40)
    first.close()
    const second = new SqliteStore(path)
    expect(second.secret('integration-id-secret')).toBe(secret)
    expect(second.healthy()).toBe(true)
    second.close()
  })

  it('runs the migrations once and records the schema version', () => {
    const path = tempDb()
    new SqliteStore(path).close()
    const store = new SqliteStore(path)
    expect((store.db.query('PRAGMA user_version').get() as any).user_version).toBe(LATEST_SCHEMA_VERSION)
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length)
    expect((store.db.query('PRAGMA journal_mode').get() as any).journal_mode).toBe('wal')
    store.close()
  })
})
