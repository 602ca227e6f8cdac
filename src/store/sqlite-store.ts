/**
 * The SQLite implementation of `Store` (bun:sqlite). Statements are prepared once; every quota
 * change is a single atomic statement, so no call is over-admitted whatever the concurrency, and
 * several processes may share the file.
 *
 * Key lookups are cached per connection and the cache is checked against `PRAGMA data_version`
 * on every request: that number changes whenever another connection (the CLI, another server
 * process sharing the file) commits, so a key revoked or an account limit changed anywhere is
 * seen on the very next request (sqlite.org/pragma.html#pragma_data_version). Changes made
 * through this connection clear the cache directly.
 */
import type { Database } from 'bun:sqlite'
import { AppError } from '../core/errors'
import { displayPrefix, generateKey, generateKeyId, hashKey, hashKeyText, isWellFormedKey, randomText, sameDigest } from './api-keys'
import {
  PUBLIC_RATE_LIMIT_SECRET,
  SERVER_URL_SETTING,
  type HeldRows,
  publicBucketId,
  refilledTokens,
  requireEmptyTarget,
  secondsUntilTokens,
  summariseTelemetry,
} from './common'
import { openDatabase } from './db'
import type {
  Account,
  AccountCredentials,
  ApiKeyRecord,
  LoginLink,
  LoginLinkOutcome,
  OAuthArtifact,
  OAuthGrantRecord,
  SessionKind,
  StoredOAuthArtifact,
  SessionRecord,
  KeyPrincipal,
  QuotaDecision,
  StoreSnapshot,
  SyncStore,
  TelemetryEvent,
  TelemetrySummaryRow,
  UsageRow,
} from './types'

interface AccountRow {
  id: number
  name: string
  daily_limit: number
  created_at: number
  password_hash: string | null
  last_sign_in_at: number | null
}
interface SessionRow {
  account_id: number
  account_name: string
  kind: SessionKind
  created_at: number
  last_seen_at: number
}
interface KeyRow {
  id: string
  account_id: number
  account_name: string
  prefix: string
  label: string | null
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}
interface AuthRow {
  id: string
  hash: Uint8Array
  account_id: number
  account_name: string
  daily_limit: number
  last_used_at: number | null
}

interface OAuthArtifactRow {
  model: string
  id_hash: Uint8Array
  payload: Uint8Array
  grant_hash: Uint8Array | null
  uid_hash: Uint8Array | null
  account_id: number | null
  client_id: string | null
  scope: string | null
  created_at: number
  expires_at: number
  consumed_at: number | null
  last_used_at: number | null
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  name: r.name,
  dailyLimit: r.daily_limit,
  createdAt: r.created_at,
  hasPassword: r.password_hash !== null,
  lastSignInAt: r.last_sign_in_at,
})
const toKey = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  accountName: r.account_name,
  prefix: r.prefix,
  label: r.label,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
})

/** last_used_at is refreshed at most this often per key, so a busy key does not cost a write per call. */
const LAST_USED_RESOLUTION_MS = 60_000
/** Telemetry is written in batches: one transaction per batch instead of one write per request. */
const TELEMETRY_BATCH = 256
const TELEMETRY_FLUSH_MS = 1_000

/** Cached principals, keyed by the key's SHA-256 (base64); bounded, cleared whole when full. */
const KEY_CACHE_LIMIT = 10_000

interface CachedKey {
  principal: KeyPrincipal
  lastUsedAt: number | null
}

const KEY_COLUMNS = `k.id, k.account_id, a.name AS account_name, k.prefix, k.label, k.created_at, k.last_used_at, k.revoked_at`

/** Every statement of the store, prepared once per connection (a table: one entry per statement). */
const preparedStatements = (db: Database) => ({
  insertAccount: db.query<AccountRow, [string, number, number]>(
    'INSERT INTO accounts (name, daily_limit, created_at) VALUES (?, ?, ?) RETURNING *',
  ),
  accounts: db.query<AccountRow, []>('SELECT * FROM accounts ORDER BY name'),
  accountByName: db.query<AccountRow, [string]>('SELECT * FROM accounts WHERE name = ?'),
  setLimit: db.query<AccountRow, [number, string]>('UPDATE accounts SET daily_limit = ? WHERE name = ? RETURNING *'),
  insertKey: db.query<null, [string, number, Uint8Array, string, string | null, number]>(
    'INSERT INTO api_keys (id, account_id, hash, prefix, label, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  keys: db.query<KeyRow, []>(`SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.rowid`),
  keysOf: db.query<KeyRow, [string]>(
    `SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE a.name = ? ORDER BY k.created_at, k.rowid`,
  ),
  keysByIdOrPrefix: db.query<KeyRow, [string, string]>(
    `SELECT ${KEY_COLUMNS} FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = ? OR k.prefix = ?`,
  ),
  revoke: db.query<null, [number, string]>('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
  keyByHash: db.query<AuthRow, [Uint8Array]>(
    `SELECT k.id, k.hash, k.account_id, a.name AS account_name, a.daily_limit, k.last_used_at
       FROM api_keys k JOIN accounts a ON a.id = k.account_id
      WHERE k.hash = ? AND k.revoked_at IS NULL`,
  ),
  touchKey: db.query<null, [number, string]>('UPDATE api_keys SET last_used_at = ?1 WHERE id = ?2'),
  // One statement: insert the day's row at 1, or increment only while under the limit. An
  // empty RETURNING means the limit was reached. SQLite serialises writers, so this cannot
  // over-admit even across processes sharing the file.
  consume: db.query<{ count: number }, [number, string, number]>(
    `INSERT INTO usage (account_id, day, count) SELECT ?1, ?2, 1 WHERE ?3 > 0
     ON CONFLICT (account_id, day) DO UPDATE SET count = count + 1 WHERE count < ?3
     RETURNING count`,
  ),
  usedToday: db.query<{ count: number }, [number, string]>('SELECT count FROM usage WHERE account_id = ? AND day = ?'),
  refund: db.query<null, [number, string]>('UPDATE usage SET count = count - 1 WHERE account_id = ? AND day = ? AND count > 0'),
  usageAll: db.query<UsageRow, [string]>(
    `SELECT a.name AS account, ?1 AS day, COALESCE(u.count, 0) AS used, a.daily_limit AS "limit"
       FROM accounts a LEFT JOIN usage u ON u.account_id = a.id AND u.day = ?1 ORDER BY a.name`,
  ),
  usageOf: db.query<UsageRow, [string, string]>(
    `SELECT a.name AS account, ?1 AS day, COALESCE(u.count, 0) AS used, a.daily_limit AS "limit"
       FROM accounts a LEFT JOIN usage u ON u.account_id = a.id AND u.day = ?1 WHERE a.name = ?2`,
  ),
  insertTelemetry: db.query<null, [number, string, string, number, number, string, string | null, string | null, string | null]>(
    `INSERT INTO telemetry (at, operation, transport, success, latency_ms, schema_version, protocol_version, user_agent, integration_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  telemetrySince: db.query<{ operation: string; transport: string; success: number; latency_ms: number }, [number]>(
    'SELECT operation, transport, success, latency_ms FROM telemetry WHERE at >= ? ORDER BY operation, transport, latency_ms',
  ),
  pruneTelemetry: db.query<null, [number]>('DELETE FROM telemetry WHERE at < ?'),
  getSetting: db.query<{ value: string }, [string]>('SELECT value FROM settings WHERE name = ?'),
  // INSERT OR IGNORE + read back: two processes starting at once agree on one secret.
  putSetting: db.query<null, [string, string]>('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
  replaceSetting: db.query<null, [string, string]>(
    'INSERT INTO settings (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = ?2',
  ),
  ping: db.query<{ ok: number }, []>('SELECT 1 AS ok'),
  dataVersion: db.query<{ data_version: number }, []>('PRAGMA data_version'),
  accountById: db.query<AccountRow, [number]>('SELECT * FROM accounts WHERE id = ?'),
  setPassword: db.query<null, [string, number]>('UPDATE accounts SET password_hash = ? WHERE id = ?'),
  recordSignIn: db.query<null, [number, number]>('UPDATE accounts SET last_sign_in_at = ? WHERE id = ?'),
  expireLinksOf: db.query<null, [number, number]>(
    'UPDATE login_links SET expires_at = ?1 WHERE account_id = ?2 AND used_at IS NULL AND expires_at > ?1',
  ),
  insertLink: db.query<null, [Uint8Array, number, number, number]>(
    'INSERT INTO login_links (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ),
  // The one statement that decides: only a row still unused and unexpired is updated, so of two
  // concurrent uses of one token exactly one gets a row back.
  consumeLink: db.query<{ account_id: number }, [number, Uint8Array]>(
    'UPDATE login_links SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING account_id',
  ),
  linkByHash: db.query<{ used_at: number | null; expires_at: number }, [Uint8Array]>(
    'SELECT used_at, expires_at FROM login_links WHERE token_hash = ?',
  ),
  insertSession: db.query<null, [Uint8Array, number, SessionKind, number]>(
    'INSERT INTO sessions (id_hash, account_id, kind, created_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?4)',
  ),
  sessionByHash: db.query<SessionRow, [Uint8Array]>(
    `SELECT s.account_id, a.name AS account_name, s.kind, s.created_at, s.last_seen_at
       FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
  ),
  touchSession: db.query<null, [number, Uint8Array]>('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?'),
  deleteSession: db.query<null, [Uint8Array]>('DELETE FROM sessions WHERE id_hash = ?'),
  deleteSessionsOf: db.query<null, [number]>('DELETE FROM sessions WHERE account_id = ?'),
  pruneSessions: db.query<null, [number, number]>('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?'),
  insertFormToken: db.query<null, [Uint8Array, Uint8Array, number]>(
    'INSERT INTO form_tokens (token_hash, session_id_hash, created_at) VALUES (?, ?, ?)',
  ),
  consumeFormToken: db.query<{ ok: number }, [Uint8Array, Uint8Array]>(
    'DELETE FROM form_tokens WHERE token_hash = ? AND session_id_hash = ? RETURNING 1 AS ok',
  ),
  insertFailure: db.query<null, [string, number]>('INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)'),
  failureTimes: db.query<{ at: number }, [string, number]>('SELECT at FROM sign_in_failures WHERE subject = ? AND at >= ? ORDER BY at'),
  clearFailures: db.query<null, [string]>('DELETE FROM sign_in_failures WHERE subject = ?'),
  pruneFailures: db.query<null, [number]>('DELETE FROM sign_in_failures WHERE at < ?'),
  // The token bucket in one statement: a new bucket starts full less this call; an existing one
  // is refilled for the time since its last take and debited only when that covers the cost (no
  // row back means refused; the refill is then simply computed again next time).
  takeToken: db.query<{ tokens: number }, [string, number, number, number]>(
    `INSERT INTO public_rate_limit (bucket, tokens, updated_ms) SELECT ?1, ?3 - ?4, ?2 WHERE ?4 <= ?3
     ON CONFLICT (bucket) DO UPDATE
       SET tokens = MIN(?3, tokens + MAX(0, ?2 - updated_ms) * ?3 / 60000.0) - ?4, updated_ms = MAX(updated_ms, ?2)
     WHERE MIN(?3, tokens + MAX(0, ?2 - updated_ms) * ?3 / 60000.0) >= ?4
     RETURNING tokens`,
  ),
  bucket: db.query<{ tokens: number; updated_ms: number }, [string]>('SELECT tokens, updated_ms FROM public_rate_limit WHERE bucket = ?'),
  pruneBuckets: db.query<null, [number]>('DELETE FROM public_rate_limit WHERE updated_ms < ?'),
  saveOAuth: db.query<
    null,
    [string, Uint8Array, Uint8Array, Uint8Array | null, Uint8Array | null, number | null, string | null, string | null, number, number]
  >(
    `INSERT INTO oauth_artifacts (model, id_hash, payload, grant_hash, uid_hash, account_id, client_id, scope, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (model, id_hash) DO UPDATE SET payload = excluded.payload, grant_hash = excluded.grant_hash,
       uid_hash = excluded.uid_hash, account_id = excluded.account_id, client_id = excluded.client_id, scope = excluded.scope,
       expires_at = excluded.expires_at`,
  ),
  findOAuth: db.query<{ payload: Uint8Array; consumed_at: number | null }, [string, Uint8Array, number]>(
    'SELECT payload, consumed_at FROM oauth_artifacts WHERE model = ? AND id_hash = ? AND expires_at > ?',
  ),
  findOAuthByUid: db.query<{ payload: Uint8Array; consumed_at: number | null }, [Uint8Array, number]>(
    "SELECT payload, consumed_at FROM oauth_artifacts WHERE model = 'Session' AND uid_hash = ? AND expires_at > ?",
  ),
  consumeOAuth: db.query<null, [number, string, Uint8Array]>(
    'UPDATE oauth_artifacts SET consumed_at = ? WHERE model = ? AND id_hash = ? AND consumed_at IS NULL',
  ),
  deleteOAuth: db.query<null, [string, Uint8Array]>('DELETE FROM oauth_artifacts WHERE model = ? AND id_hash = ?'),
  keepOAuth: db.query<null, [number, string, Uint8Array]>(
    'UPDATE oauth_artifacts SET expires_at = MAX(expires_at, ?) WHERE model = ? AND id_hash = ?',
  ),
  revokeOAuthGrant: db.query<null, [Uint8Array]>('DELETE FROM oauth_artifacts WHERE grant_hash = ?'),
  oauthGrantsOf: db.query<
    { grant_hash: Uint8Array; client_id: string; scope: string; created_at: number; last_used_at: number | null },
    [number, number]
  >(
    `SELECT grant_hash, client_id, scope, created_at, last_used_at FROM oauth_artifacts
      WHERE model = 'Grant' AND account_id = ? AND expires_at > ? ORDER BY created_at, id_hash`,
  ),
  touchOAuthGrant: db.query<null, [number, Uint8Array]>(
    "UPDATE oauth_artifacts SET last_used_at = ?1 WHERE model = 'Grant' AND grant_hash = ?2 AND (last_used_at IS NULL OR last_used_at <= ?1 - 60000)",
  ),
  pruneOAuth: db.query<null, [number]>('DELETE FROM oauth_artifacts WHERE expires_at <= ?'),
})

const copyOfBytes = (v: Uint8Array | null): Uint8Array | null => (v === null ? null : new Uint8Array(v))

/**
 * Every OAuth row, for `exportData`. Expired rows too, rather than the live ones only: the store
 * reads no clock of its own (every "now" is its caller's, and the export is given only the quota
 * day), an expired row is found by no lookup (each asks for expires_at > now) and goes at the
 * target's next prune, and a snapshot copied whole reads back from the target exactly as it left.
 */
const exportOAuthArtifacts = (db: Database): StoreSnapshot['oauthArtifacts'] =>
  db
    .query<OAuthArtifactRow, []>('SELECT * FROM oauth_artifacts ORDER BY model, id_hash')
    .all()
    .map((r) => ({
      model: r.model,
      idHash: new Uint8Array(r.id_hash),
      payload: new Uint8Array(r.payload),
      grantHash: copyOfBytes(r.grant_hash),
      uidHash: copyOfBytes(r.uid_hash),
      accountId: r.account_id,
      clientId: r.client_id,
      scope: r.scope,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      consumedAt: r.consumed_at,
      lastUsedAt: r.last_used_at,
    }))

export class SqliteStore implements SyncStore {
  readonly db: Database
  private readonly pendingTelemetry: TelemetryEvent[] = []
  private flushTimer: ReturnType<typeof setInterval> | null = null
  private readonly keyCache = new Map<string, CachedKey>()
  /** `PRAGMA data_version` when the key cache was last known to match the file. */
  private keyCacheVersion = -1

  private readonly q: ReturnType<typeof preparedStatements>
  private readonly inTransaction

  constructor(path: string) {
    this.db = openDatabase(path)
    const db = this.db
    this.inTransaction = db.transaction((work: () => unknown) => work())
    this.q = preparedStatements(db)
  }

  createAccount(name: string, dailyLimit: number, now: number): Account {
    if (this.q.accountByName.get(name)) throw new AppError('INVALID_REQUEST', `account "${name}" already exists`)
    return toAccount(this.q.insertAccount.get(name, dailyLimit, now)!)
  }

  listAccounts(): Account[] {
    return this.q.accounts.all().map(toAccount)
  }

  findAccount(name: string): Account | null {
    const row = this.q.accountByName.get(name)
    return row ? toAccount(row) : null
  }

  setDailyLimit(name: string, dailyLimit: number): Account {
    const row = this.q.setLimit.get(dailyLimit, name)
    this.keyCache.clear()
    if (!row) throw new AppError('NOT_FOUND', `no account named "${name}"`)
    return toAccount(row)
  }

  createKey(accountName: string, label: string | null, now: number): { record: ApiKeyRecord; key: string } {
    const account = this.findAccount(accountName)
    if (!account) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    const key = generateKey()
    const id = generateKeyId()
    this.q.insertKey.run(id, account.id, hashKey(key), displayPrefix(key), label, now)
    return {
      key,
      record: {
        id,
        accountId: account.id,
        accountName: account.name,
        prefix: displayPrefix(key),
        label,
        createdAt: now,
        lastUsedAt: null,
        revokedAt: null,
      },
    }
  }

  listKeys(accountName?: string): ApiKeyRecord[] {
    if (accountName !== undefined && !this.findAccount(accountName)) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    return (accountName === undefined ? this.q.keys.all() : this.q.keysOf.all(accountName)).map(toKey)
  }

  revokeKey(idOrPrefix: string, now: number): ApiKeyRecord | null {
    const matches = this.q.keysByIdOrPrefix.all(idOrPrefix, idOrPrefix)
    if (matches.length === 0) return null
    if (matches.length > 1) {
      throw new AppError('INVALID_REQUEST', `"${idOrPrefix}" matches ${matches.length} keys; revoke by id instead`, {
        ids: matches.map((m) => m.id),
      })
    }
    this.q.revoke.run(now, matches[0].id)
    this.keyCache.clear()
    return toKey({ ...matches[0], revoked_at: matches[0].revoked_at ?? now })
  }

  authenticate(presentedKey: string, now: number): KeyPrincipal | null {
    if (!isWellFormedKey(presentedKey)) return null
    const digestText = hashKeyText(presentedKey)
    // Another connection committed since the cache was filled: it may have revoked a key or changed
    // a limit, so nothing cached may be trusted (one cheap pragma per request, no table read).
    const version = this.q.dataVersion.get()!.data_version
    if (version !== this.keyCacheVersion) {
      this.keyCache.clear()
      this.keyCacheVersion = version
    }
    let cached = this.keyCache.get(digestText)
    if (!cached) {
      const digest = Buffer.from(digestText, 'base64')
      const row = this.q.keyByHash.get(digest)
      // The lookup is by digest (a pre-image of it cannot be learned from timing); the explicit
      // constant-time comparison guards against any collation or index surprise. Unknown and revoked
      // keys are not cached (a flood of random keys must not fill memory).
      if (!row || !sameDigest(row.hash, digest)) return null
      cached = {
        principal: { keyId: row.id, accountId: row.account_id, accountName: row.account_name, dailyLimit: row.daily_limit },
        lastUsedAt: row.last_used_at,
      }
      if (this.keyCache.size >= KEY_CACHE_LIMIT) this.keyCache.clear()
      this.keyCache.set(digestText, cached)
    }
    if (cached.lastUsedAt === null || now - cached.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
      this.q.touchKey.run(now, cached.principal.keyId)
      cached.lastUsedAt = now
      // Our own write does not move data_version; the cache stays valid.
    }
    return { ...cached.principal }
  }

  consumeQuota(accountId: number, day: string, limit: number): QuotaDecision {
    const row = this.q.consume.get(accountId, day, limit)
    if (row) return { allowed: true, used: row.count, limit, day }
    const used = this.q.usedToday.get(accountId, day)?.count ?? 0
    return { allowed: false, used, limit, day }
  }

  /** Runs `work` in one write transaction (`BEGIN IMMEDIATE`): the group commit of quota statements (store/group-commit.ts). */
  writeTogether<T>(work: () => T): T {
    // Inside an open transaction `immediate` would only make a savepoint: the calls would be answered
    // before anything is committed. Nothing in the service leaves one open; refuse rather than risk it.
    if (this.db.inTransaction) throw new Error('writeTogether: a transaction is already open on this connection')
    return this.inTransaction.immediate(work) as T
  }

  /** Runs `work` in a savepoint of the open transaction: its failure undoes only its own changes. */
  writeAlone<T>(work: () => T): T {
    return this.inTransaction(work) as T
  }

  refundQuota(accountId: number, day: string): void {
    this.q.refund.run(accountId, day)
  }

  usage(day: string, accountName?: string): UsageRow[] {
    if (accountName === undefined) return this.q.usageAll.all(day)
    const rows = this.q.usageOf.all(day, accountName)
    if (rows.length === 0) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    return rows
  }

  recordTelemetry(event: TelemetryEvent): void {
    this.pendingTelemetry.push(event)
    if (this.pendingTelemetry.length >= TELEMETRY_BATCH) this.flushTelemetry()
    else if (!this.flushTimer) {
      this.flushTimer = setInterval(() => this.flushTelemetry(), TELEMETRY_FLUSH_MS)
      // Never keep the process alive just for telemetry.
      ;(this.flushTimer as { unref?: () => void }).unref?.()
    }
  }

  flushTelemetry(): void {
    if (this.pendingTelemetry.length === 0) return
    const batch = this.pendingTelemetry.splice(0, this.pendingTelemetry.length)
    this.db.transaction(() => {
      for (const e of batch) {
        this.q.insertTelemetry.run(
          e.at,
          e.operation,
          e.transport,
          e.success ? 1 : 0,
          e.latencyMs,
          e.schemaVersion,
          e.protocolVersion,
          e.userAgent,
          e.integrationId,
        )
      }
    })()
  }

  telemetrySummary(sinceMs: number): TelemetrySummaryRow[] {
    this.flushTelemetry()
    return summariseTelemetry(this.q.telemetrySince.all(sinceMs))
  }

  pruneTelemetry(beforeMs: number): number {
    this.flushTelemetry()
    return this.q.pruneTelemetry.run(beforeMs).changes
  }

  secret(name: string): string {
    const existing = this.q.getSetting.get(name)
    if (existing) return existing.value
    this.q.putSetting.run(name, randomText(32))
    return this.q.getSetting.get(name)!.value
  }

  recordServerUrl(url: string): void {
    this.q.replaceSetting.run(SERVER_URL_SETTING, url)
  }

  serverUrl(): string | null {
    return this.q.getSetting.get(SERVER_URL_SETTING)?.value ?? null
  }

  accountCredentials(name: string): AccountCredentials | null {
    const row = this.q.accountByName.get(name)
    return row ? { account: toAccount(row), passwordHash: row.password_hash } : null
  }

  setPasswordHash(accountId: number, passwordHash: string, _now: number): void {
    this.db
      .transaction(() => {
        this.q.setPassword.run(passwordHash, accountId)
        this.q.deleteSessionsOf.run(accountId)
      })
      .immediate()
  }

  recordSignIn(accountId: number, now: number): void {
    this.q.recordSignIn.run(now, accountId)
  }

  createLoginLink(accountName: string, tokenHash: Uint8Array, now: number, expiresAt: number): LoginLink {
    const account = this.findAccount(accountName)
    if (!account) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    this.db
      .transaction(() => {
        this.q.expireLinksOf.run(now, account.id)
        this.q.insertLink.run(tokenHash, account.id, now, expiresAt)
      })
      .immediate()
    return { account, createdAt: now, expiresAt }
  }

  consumeLoginLink(tokenHash: Uint8Array, now: number): LoginLinkOutcome {
    const consumed = this.q.consumeLink.get(now, tokenHash)
    if (consumed) return { status: 'consumed', account: toAccount(this.q.accountById.get(consumed.account_id)!) }
    const row = this.q.linkByHash.get(tokenHash)
    if (!row) return { status: 'unknown' }
    return { status: row.used_at !== null ? 'used' : 'expired' }
  }

  createSession(idHash: Uint8Array, accountId: number, kind: SessionKind, now: number): void {
    this.q.insertSession.run(idHash, accountId, kind, now)
  }

  findSession(idHash: Uint8Array): SessionRecord | null {
    const row = this.q.sessionByHash.get(idHash)
    return row
      ? {
          accountId: row.account_id,
          accountName: row.account_name,
          kind: row.kind,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
        }
      : null
  }

  touchSession(idHash: Uint8Array, now: number): void {
    this.q.touchSession.run(now, idHash)
  }

  deleteSession(idHash: Uint8Array): void {
    this.q.deleteSession.run(idHash)
  }

  deleteSessionsOf(accountId: number): number {
    return this.q.deleteSessionsOf.run(accountId).changes
  }

  pruneSessions(idleBefore: number, createdBefore: number): number {
    return this.q.pruneSessions.run(idleBefore, createdBefore).changes
  }

  issueFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array, now: number): void {
    this.q.insertFormToken.run(tokenHash, sessionIdHash, now)
  }

  consumeFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array): boolean {
    return this.q.consumeFormToken.get(tokenHash, sessionIdHash) !== null
  }

  recordSignInFailure(subjects: string[], now: number): void {
    this.db.transaction(() => {
      for (const subject of subjects) this.q.insertFailure.run(subject, now)
    })()
  }

  signInFailureTimes(subject: string, since: number): number[] {
    return this.q.failureTimes.all(subject, since).map((r) => r.at)
  }

  clearSignInFailures(subject: string): void {
    this.q.clearFailures.run(subject)
  }

  pruneSignInFailures(before: number): number {
    return this.q.pruneFailures.run(before).changes
  }

  private bucketSecret: string | null = null

  takePublicToken(rateLimitKey: string, nowMs: number, perMinute: number, cost = 1): number {
    const bucket = publicBucketId((this.bucketSecret ??= this.secret(PUBLIC_RATE_LIMIT_SECRET)), rateLimitKey)
    if (this.q.takeToken.get(bucket, nowMs, perMinute, cost)) return 0
    const row = this.q.bucket.get(bucket)
    return secondsUntilTokens(row ? refilledTokens(row.tokens, row.updated_ms, nowMs, perMinute) : perMinute, cost, perMinute)
  }

  prunePublicTokens(beforeMs: number): number {
    return this.q.pruneBuckets.run(beforeMs).changes
  }

  exportData(day: string): StoreSnapshot {
    const db = this.db
    // One read transaction: a consistent snapshot even while a server writes.
    return db.transaction(() => ({
      accounts: db
        .query<AccountRow, []>('SELECT * FROM accounts ORDER BY id')
        .all()
        .map((r) => ({
          id: r.id,
          name: r.name,
          dailyLimit: r.daily_limit,
          createdAt: r.created_at,
          passwordHash: r.password_hash,
          lastSignInAt: r.last_sign_in_at,
        })),
      apiKeys: db
        .query<KeyRow & { hash: Uint8Array }, []>('SELECT * FROM api_keys ORDER BY id')
        .all()
        .map((r) => ({
          id: r.id,
          accountId: r.account_id,
          hash: new Uint8Array(r.hash),
          prefix: r.prefix,
          label: r.label,
          createdAt: r.created_at,
          lastUsedAt: r.last_used_at,
          revokedAt: r.revoked_at,
        })),
      usage: db
        .query<{ account_id: number; day: string; count: number }, [string]>('SELECT * FROM usage WHERE day = ? ORDER BY account_id')
        .all(day)
        .map((r) => ({ accountId: r.account_id, day: r.day, count: r.count })),
      settings: db.query<{ name: string; value: string }, []>('SELECT name, value FROM settings ORDER BY name').all(),
      loginLinks: db
        .query<{ token_hash: Uint8Array; account_id: number; created_at: number; expires_at: number; used_at: number | null }, []>(
          'SELECT * FROM login_links ORDER BY token_hash',
        )
        .all()
        .map((r) => ({
          tokenHash: new Uint8Array(r.token_hash),
          accountId: r.account_id,
          createdAt: r.created_at,
          expiresAt: r.expires_at,
          usedAt: r.used_at,
        })),
      sessions: db
        .query<{ id_hash: Uint8Array; account_id: number; kind: SessionKind; created_at: number; last_seen_at: number }, []>(
          'SELECT * FROM sessions ORDER BY id_hash',
        )
        .all()
        .map((r) => ({
          idHash: new Uint8Array(r.id_hash),
          accountId: r.account_id,
          kind: r.kind,
          createdAt: r.created_at,
          lastSeenAt: r.last_seen_at,
        })),
      formTokens: db
        .query<{ token_hash: Uint8Array; session_id_hash: Uint8Array; created_at: number }, []>(
          'SELECT * FROM form_tokens ORDER BY token_hash',
        )
        .all()
        .map((r) => ({
          tokenHash: new Uint8Array(r.token_hash),
          sessionIdHash: new Uint8Array(r.session_id_hash),
          createdAt: r.created_at,
        })),
      signInFailures: db.query<{ subject: string; at: number }, []>('SELECT subject, at FROM sign_in_failures ORDER BY subject, at').all(),
      oauthArtifacts: exportOAuthArtifacts(db),
    }))()
  }

  importData(snapshot: StoreSnapshot): void {
    const db = this.db
    db.transaction(() => {
      requireEmptyTarget(
        db
          .query<HeldRows, []>(
            `SELECT (SELECT COUNT(*) FROM accounts) AS accounts, (SELECT COUNT(*) FROM settings) AS settings,
                    (SELECT COUNT(*) FROM oauth_artifacts) AS oauth`,
          )
          .get()!,
      )
      const insert = (sql: string, rows: unknown[][]) => {
        const statement = db.query(sql)
        for (const row of rows) statement.run(...(row as never[]))
      }
      insert(
        'INSERT INTO accounts (id, name, daily_limit, created_at, password_hash, last_sign_in_at) VALUES (?, ?, ?, ?, ?, ?)',
        snapshot.accounts.map((a) => [a.id, a.name, a.dailyLimit, a.createdAt, a.passwordHash, a.lastSignInAt]),
      )
      insert(
        'INSERT INTO api_keys (id, account_id, hash, prefix, label, created_at, last_used_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        snapshot.apiKeys.map((k) => [k.id, k.accountId, k.hash, k.prefix, k.label, k.createdAt, k.lastUsedAt, k.revokedAt]),
      )
      insert(
        'INSERT INTO usage (account_id, day, count) VALUES (?, ?, ?)',
        snapshot.usage.map((u) => [u.accountId, u.day, u.count]),
      )
      insert(
        'INSERT INTO settings (name, value) VALUES (?, ?)',
        snapshot.settings.map((s) => [s.name, s.value]),
      )
      insert(
        'INSERT INTO login_links (token_hash, account_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?)',
        snapshot.loginLinks.map((l) => [l.tokenHash, l.accountId, l.createdAt, l.expiresAt, l.usedAt]),
      )
      insert(
        'INSERT INTO sessions (id_hash, account_id, kind, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        snapshot.sessions.map((s) => [s.idHash, s.accountId, s.kind, s.createdAt, s.lastSeenAt]),
      )
      insert(
        'INSERT INTO form_tokens (token_hash, session_id_hash, created_at) VALUES (?, ?, ?)',
        snapshot.formTokens.map((f) => [f.tokenHash, f.sessionIdHash, f.createdAt]),
      )
      insert(
        'INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)',
        snapshot.signInFailures.map((f) => [f.subject, f.at]),
      )
      insert(
        `INSERT INTO oauth_artifacts (model, id_hash, payload, grant_hash, uid_hash, account_id, client_id, scope,
                                      created_at, expires_at, consumed_at, last_used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        snapshot.oauthArtifacts.map((o) => [
          o.model,
          o.idHash,
          o.payload,
          o.grantHash,
          o.uidHash,
          o.accountId,
          o.clientId,
          o.scope,
          o.createdAt,
          o.expiresAt,
          o.consumedAt,
          o.lastUsedAt,
        ]),
      )
    }).immediate()
  }

  /** A consistent copy of the live database into a new file (`VACUUM INTO`), safe while others write. */
  backupTo(path: string): void {
    this.db.query('VACUUM INTO ?').run(path)
  }

  healthy(): boolean {
    try {
      return this.q.ping.get()?.ok === 1
    } catch {
      return false
    }
  }

  findAccountById(id: number): Account | null {
    const row = this.q.accountById.get(id)
    return row ? toAccount(row) : null
  }

  saveOAuthArtifact(a: OAuthArtifact, now: number): void {
    const q = this.q.saveOAuth
    q.run(a.model, a.idHash, a.payload, a.grantHash, a.uidHash, a.accountId, a.clientId, a.scope, now, a.expiresAt)
  }

  findOAuthArtifact(model: string, idHash: Uint8Array, now: number): StoredOAuthArtifact | null {
    const row = this.q.findOAuth.get(model, idHash, now)
    return row ? { payload: new Uint8Array(row.payload), consumedAt: row.consumed_at } : null
  }

  findOAuthSessionByUid(uidHash: Uint8Array, now: number): StoredOAuthArtifact | null {
    const row = this.q.findOAuthByUid.get(uidHash, now)
    return row ? { payload: new Uint8Array(row.payload), consumedAt: row.consumed_at } : null
  }

  consumeOAuthArtifact(model: string, idHash: Uint8Array, now: number): boolean {
    return this.q.consumeOAuth.run(now, model, idHash).changes > 0
  }

  deleteOAuthArtifact(model: string, idHash: Uint8Array): void {
    this.q.deleteOAuth.run(model, idHash)
  }

  keepOAuthArtifactUntil(model: string, idHash: Uint8Array, expiresAt: number): void {
    this.q.keepOAuth.run(expiresAt, model, idHash)
  }

  revokeOAuthGrant(grantHash: Uint8Array): number {
    return this.q.revokeOAuthGrant.run(grantHash).changes
  }

  listOAuthGrants(accountId: number, now: number): OAuthGrantRecord[] {
    return this.q.oauthGrantsOf.all(accountId, now).map((r) => ({
      grantHash: new Uint8Array(r.grant_hash),
      clientId: r.client_id,
      scope: r.scope,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
    }))
  }

  touchOAuthGrant(grantHash: Uint8Array, now: number): void {
    this.q.touchOAuthGrant.run(now, grantHash)
  }

  pruneOAuthArtifacts(now: number): number {
    return this.q.pruneOAuth.run(now).changes
  }

  close(): void {
    if (this.flushTimer) clearInterval(this.flushTimer)
    this.flushTimer = null
    try {
      this.flushTelemetry()
    } finally {
      this.db.close()
    }
  }
}
