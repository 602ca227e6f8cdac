/**
 * The PostgreSQL implementation of the store (Bun's built-in `Bun.SQL`: no driver dependency, works
 * in the compiled binary), for several instances sharing accounts, keys, quota and the public rate
 * limit. The same methods and results as the SQLite store; every decision that must be exact across
 * instances is one atomic statement (quota, sign-in links, form tokens, rate-limit buckets).
 *
 * Store failures: every call is bounded (connect and query timeouts, then a deadline on the whole
 * call), and a server that cannot be reached surfaces as `StoreUnavailableError`, which the
 * transports answer with 503 STORE_UNAVAILABLE. `Bun.SQL` reconnects by itself on the next call, so
 * the service recovers with no restart.
 */
import { type ReservedSQL, SQL } from 'bun'
import { randomBytes } from 'node:crypto'
import { AppError } from '../core/errors'
import { displayPrefix, generateKey, generateKeyId, hashKey, isWellFormedKey, sameDigest } from './api-keys'
import {
  PUBLIC_RATE_LIMIT_SECRET,
  SERVER_URL_SETTING,
  StoreUnavailableError,
  isStoreUnavailable,
  publicBucketId,
  refilledTokens,
  requireEmptyTarget,
  secondsUntilTokens,
  summariseTelemetry,
} from './common'
import { migratePostgres, withoutRequestLimits } from './postgres-migrate'
import type {
  Account,
  AccountCredentials,
  ApiKeyRecord,
  AsyncStore,
  KeyPrincipal,
  LoginLink,
  LoginLinkOutcome,
  OAuthArtifact,
  OAuthGrantRecord,
  QuotaDecision,
  SessionKind,
  SessionRecord,
  StoreSnapshot,
  StoredOAuthArtifact,
  TelemetryEvent,
  TelemetrySummaryRow,
  UsageRow,
} from './types'

/** Establishing a connection may take this long (Bun.SQL counts whole seconds). */
export const CONNECT_TIMEOUT_S = 1
/**
 * A whole store call (waiting for a pooled connection, connecting, the statements) may take this
 * long. A metered request makes two calls (authenticate, count), so it answers within 2 s even
 * when the server slows down rather than going away.
 */
export const STORE_CALL_DEADLINE_MS = 1_000
/** The server cancels a statement running longer than this (a lock wait, a stalled disk). */
const STATEMENT_TIMEOUT_MS = 900
const POOL_SIZE = 10
/** A call counted after its deadline is given back; while the server is away, this many tries. */
const LATE_REFUND_ATTEMPTS = 10
const LATE_REFUND_PAUSE_MS = 500

/** last_used_at is refreshed at most this often per key, as on SQLite. */
const LAST_USED_RESOLUTION_MS = 60_000
const TELEMETRY_BATCH = 256
const TELEMETRY_FLUSH_MS = 1_000
/** Telemetry kept in memory while the server is down; older events beyond this are dropped. */
const TELEMETRY_BACKLOG_MAX = 10_000

// BIGINT columns arrive as strings (values beyond 32 bits); times in ms fit a double exactly.
const num = (v: unknown): number => Number(v)
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const bytes = (v: Uint8Array): Uint8Array => new Uint8Array(v)

interface AccountRow {
  id: number
  name: string
  daily_limit: number
  created_at: string
  password_hash: string | null
  last_sign_in_at: string | null
}
interface KeyRow {
  id: string
  account_id: number
  account_name: string
  prefix: string
  label: string | null
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  name: r.name,
  dailyLimit: r.daily_limit,
  createdAt: num(r.created_at),
  hasPassword: r.password_hash !== null,
  lastSignInAt: numOrNull(r.last_sign_in_at),
})
const toKey = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  accountName: r.account_name,
  prefix: r.prefix,
  label: r.label,
  createdAt: num(r.created_at),
  lastUsedAt: numOrNull(r.last_used_at),
  revokedAt: numOrNull(r.revoked_at),
})

type OAuthSnapshotRow = StoreSnapshot['oauthArtifacts'][number]

/** An oauth_artifacts row as the snapshot holds it. */
const fromOAuthRow = (r: Record<string, unknown>): OAuthSnapshotRow => ({
  model: r.model as string,
  idHash: bytes(r.id_hash as Uint8Array),
  payload: bytes(r.payload as Uint8Array),
  grantHash: r.grant_hash === null ? null : bytes(r.grant_hash as Uint8Array),
  uidHash: r.uid_hash === null ? null : bytes(r.uid_hash as Uint8Array),
  accountId: r.account_id as number | null,
  clientId: r.client_id as string | null,
  scope: r.scope as string | null,
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  consumedAt: numOrNull(r.consumed_at),
  lastUsedAt: numOrNull(r.last_used_at),
})

/** A snapshot's OAuth artefact as the oauth_artifacts row to insert. */
const toOAuthRow = (o: OAuthSnapshotRow) => ({
  model: o.model,
  id_hash: o.idHash,
  payload: o.payload,
  grant_hash: o.grantHash,
  uid_hash: o.uidHash,
  account_id: o.accountId,
  client_id: o.clientId,
  scope: o.scope,
  created_at: o.createdAt,
  expires_at: o.expiresAt,
  consumed_at: o.consumedAt,
  last_used_at: o.lastUsedAt,
})

export interface PostgresStoreOptions {
  /** Connections in this process's pool. */
  poolSize?: number
  /** Deadline of one store call, ms (the server bounds 503s by it; the CLI allows longer). */
  callDeadlineMs?: number
  /** The server cancels a statement running longer than this, ms. */
  statementTimeoutMs?: number
  /**
   * Secrets read (made on first use) while opening, like the migrations without a request's
   * limits: a server reads them before it listens, with no caller waiting, and a database busy with
   * many instances starting at once may answer later than a request's deadline.
   */
  startupSecrets?: string[]
}

export class PostgresStore implements AsyncStore {
  private readonly pendingTelemetry: TelemetryEvent[] = []
  private flushTimer: ReturnType<typeof setInterval> | null = null
  private flushing: Promise<void> | null = null
  private readonly secrets = new Map<string, string>()
  private closed = false

  private constructor(
    readonly sql: SQL,
    private readonly deadlineMs: number,
  ) {}

  /** Connects, applies pending migrations (under the advisory lock) and returns the store. */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    const sql = new SQL(url, {
      max: options.poolSize ?? POOL_SIZE,
      connectionTimeout: CONNECT_TIMEOUT_S,
      idleTimeout: 60,
      // Startup parameters: the server itself bounds each statement and each lock wait.
      connection: {
        statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
        lock_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
        application_name: 'bazi-service',
      },
    })
    const store = new PostgresStore(sql, options.callDeadlineMs ?? STORE_CALL_DEADLINE_MS)
    try {
      await migratePostgres(sql)
      const names = options.startupSecrets ?? []
      if (names.length > 0)
        await withoutRequestLimits(sql, async (conn) => {
          for (const name of names) store.secrets.set(name, await readOrMakeSecret(conn, name))
        })
    } catch (error) {
      await sql.close({ timeout: 1 }).catch(() => {})
      if (isConnectionError(error))
        throw new StoreUnavailableError(`cannot reach PostgreSQL: ${(error as Error).message}`, { cause: error })
      throw error
    }
    return store
  }

  /**
   * Runs one store call under the deadline; connection failures become StoreUnavailableError.
   * `late` receives the result of a call that finished after its caller was told it failed (the
   * statement committed, its answer came back too late): what it did can then be undone.
   */
  private async call<T>(what: string, fn: (sql: SQL) => Promise<T>, late?: (result: T) => void): Promise<T> {
    if (this.closed) throw new StoreUnavailableError('the store is closed')
    let timer: ReturnType<typeof setTimeout> | undefined
    let abandoned = false
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandoned = true
        reject(new StoreUnavailableError(`PostgreSQL did not answer ${what} within ${this.deadlineMs} ms`))
      }, this.deadlineMs)
    })
    try {
      const work = fn(this.sql)
      if (late)
        work.then(
          (result) => abandoned && late(result),
          () => {},
        )
      return await Promise.race([work, deadline])
    } catch (error) {
      if (error instanceof AppError || isStoreUnavailable(error)) throw error
      if (isConnectionError(error))
        throw new StoreUnavailableError(`PostgreSQL unavailable during ${what}: ${(error as Error).message}`, { cause: error })
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  async createAccount(name: string, dailyLimit: number, now: number): Promise<Account> {
    const [row] = await this.call(
      'createAccount',
      (sql) =>
        sql`INSERT INTO accounts (name, daily_limit, created_at) VALUES (${name}, ${dailyLimit}, ${now}) ON CONFLICT (name) DO NOTHING RETURNING *`,
    )
    if (!row) throw new AppError('INVALID_REQUEST', `account "${name}" already exists`)
    return toAccount(row)
  }

  async listAccounts(): Promise<Account[]> {
    return (await this.call('listAccounts', (sql) => sql`SELECT * FROM accounts ORDER BY name`)).map(toAccount)
  }

  async findAccount(name: string): Promise<Account | null> {
    const [row] = await this.call('findAccount', (sql) => sql`SELECT * FROM accounts WHERE name = ${name}`)
    return row ? toAccount(row) : null
  }

  async setDailyLimit(name: string, dailyLimit: number): Promise<Account> {
    const [row] = await this.call(
      'setDailyLimit',
      (sql) => sql`UPDATE accounts SET daily_limit = ${dailyLimit} WHERE name = ${name} RETURNING *`,
    )
    if (!row) throw new AppError('NOT_FOUND', `no account named "${name}"`)
    return toAccount(row)
  }

  async createKey(accountName: string, label: string | null, now: number): Promise<{ record: ApiKeyRecord; key: string }> {
    const key = generateKey()
    const id = generateKeyId()
    const prefix = displayPrefix(key)
    const [row] = await this.call(
      'createKey',
      (sql) =>
        sql`INSERT INTO api_keys (id, account_id, hash, prefix, label, created_at)
          SELECT ${id}, a.id, ${hashKey(key)}, ${prefix}, ${label}, ${now} FROM accounts a WHERE a.name = ${accountName}
          RETURNING account_id`,
    )
    if (!row) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    return { key, record: { id, accountId: row.account_id, accountName, prefix, label, createdAt: now, lastUsedAt: null, revokedAt: null } }
  }

  async listKeys(accountName?: string): Promise<ApiKeyRecord[]> {
    return this.call('listKeys', async (sql) => {
      if (accountName === undefined) {
        return (
          await sql`SELECT k.id, k.account_id, a.name AS account_name, k.prefix, k.label, k.created_at, k.last_used_at, k.revoked_at
                      FROM api_keys k JOIN accounts a ON a.id = k.account_id ORDER BY k.created_at, k.id`
        ).map(toKey)
      }
      const [account] = await sql`SELECT id FROM accounts WHERE name = ${accountName}`
      if (!account) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
      return (
        await sql`SELECT k.id, k.account_id, a.name AS account_name, k.prefix, k.label, k.created_at, k.last_used_at, k.revoked_at
                    FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE a.id = ${account.id} ORDER BY k.created_at, k.id`
      ).map(toKey)
    })
  }

  async revokeKey(idOrPrefix: string, now: number): Promise<ApiKeyRecord | null> {
    return this.call('revokeKey', async (sql) => {
      const matches: KeyRow[] = await sql`
        SELECT k.id, k.account_id, a.name AS account_name, k.prefix, k.label, k.created_at, k.last_used_at, k.revoked_at
          FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = ${idOrPrefix} OR k.prefix = ${idOrPrefix}`
      if (matches.length === 0) return null
      if (matches.length > 1) {
        throw new AppError('INVALID_REQUEST', `"${idOrPrefix}" matches ${matches.length} keys; revoke by id instead`, {
          ids: matches.map((m) => m.id),
        })
      }
      await sql`UPDATE api_keys SET revoked_at = ${now} WHERE id = ${matches[0].id} AND revoked_at IS NULL`
      return toKey({ ...matches[0], revoked_at: matches[0].revoked_at ?? String(now) })
    })
  }

  async authenticate(presentedKey: string, now: number): Promise<KeyPrincipal | null> {
    if (!isWellFormedKey(presentedKey)) return null
    const digest = hashKey(presentedKey)
    // One round trip: the lookup, and the last_used_at refresh only when it is older than the resolution.
    const [row] = await this.call(
      'authenticate',
      (sql) =>
        sql`WITH k AS (
            SELECT k.id, k.hash, k.account_id, a.name AS account_name, a.daily_limit
              FROM api_keys k JOIN accounts a ON a.id = k.account_id
             WHERE k.hash = ${digest} AND k.revoked_at IS NULL),
          touched AS (
            UPDATE api_keys SET last_used_at = ${now}
             WHERE id = (SELECT id FROM k) AND (last_used_at IS NULL OR last_used_at <= ${now - LAST_USED_RESOLUTION_MS}))
          SELECT * FROM k`,
    )
    if (!row || !sameDigest(bytes(row.hash), digest)) return null
    return { keyId: row.id, accountId: row.account_id, accountName: row.account_name, dailyLimit: row.daily_limit }
  }

  async consumeQuota(accountId: number, day: string, limit: number): Promise<QuotaDecision> {
    return this.call(
      'consumeQuota',
      async (sql) => {
        // One statement per call. A spent day is seen without a lock (the count only grows, but for a
        // refund) and refused at once: in a burst, the calls past the limit never queue on the row
        // lock behind the admitted ones, where they would reach the deadline only to be refused.
        // Otherwise: insert the day's row at 1, or increment only while under the limit; the row lock
        // of ON CONFLICT DO UPDATE serialises concurrent callers on every instance.
        const [row] = await sql`
        WITH spent AS (SELECT count FROM usage WHERE account_id = ${accountId}::int AND day = ${day}::text AND count >= ${limit}::int),
        counted AS (
          INSERT INTO usage AS u (account_id, day, count)
          SELECT ${accountId}::int, ${day}::text, 1 WHERE ${limit}::int > 0 AND NOT EXISTS (SELECT 1 FROM spent)
          ON CONFLICT (account_id, day) DO UPDATE SET count = u.count + 1 WHERE u.count < ${limit}::int
          RETURNING count)
        SELECT (SELECT count FROM counted) AS counted, (SELECT count FROM spent) AS spent`
        if (row.counted !== null) return { allowed: true, used: row.counted, limit, day }
        if (row.spent !== null) return { allowed: false, used: row.spent, limit, day }
        // Refused under the lock (another call took the last one first): the count as it is now.
        const [used] = await sql`SELECT count FROM usage WHERE account_id = ${accountId} AND day = ${day}`
        return { allowed: false, used: used?.count ?? 0, limit, day }
      },
      (decision) => {
        // Counted after the caller was answered 503: the client never got this call, so it is given
        // back (a call is counted exactly when its client got its answer).
        if (decision.allowed) void this.giveBackLateCount(accountId, day)
      },
    )
  }

  /** Refunds a call counted too late, retrying while the server is slow or briefly away. */
  private async giveBackLateCount(accountId: number, day: string): Promise<void> {
    for (let attempt = 0; attempt < LATE_REFUND_ATTEMPTS && !this.closed; attempt++) {
      try {
        await this.sql`UPDATE usage SET count = count - 1 WHERE account_id = ${accountId} AND day = ${day} AND count > 0`
        return
      } catch {
        await Bun.sleep(LATE_REFUND_PAUSE_MS * (attempt + 1))
      }
    }
  }

  async refundQuota(accountId: number, day: string): Promise<void> {
    await this.call(
      'refundQuota',
      (sql) => sql`UPDATE usage SET count = count - 1 WHERE account_id = ${accountId} AND day = ${day} AND count > 0`,
    )
  }

  async usage(day: string, accountName?: string): Promise<UsageRow[]> {
    const rows: UsageRow[] = await this.call('usage', (sql) =>
      accountName === undefined
        ? sql`SELECT a.name AS account, ${day}::text AS day, COALESCE(u.count, 0) AS used, a.daily_limit AS "limit"
                FROM accounts a LEFT JOIN usage u ON u.account_id = a.id AND u.day = ${day} ORDER BY a.name`
        : sql`SELECT a.name AS account, ${day}::text AS day, COALESCE(u.count, 0) AS used, a.daily_limit AS "limit"
                FROM accounts a LEFT JOIN usage u ON u.account_id = a.id AND u.day = ${day} WHERE a.name = ${accountName}`,
    )
    if (accountName !== undefined && rows.length === 0) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
    return rows.map((r) => ({ account: r.account, day: r.day, used: Number(r.used), limit: Number(r.limit) }))
  }

  async recordTelemetry(event: TelemetryEvent): Promise<void> {
    this.pendingTelemetry.push(event)
    if (this.pendingTelemetry.length >= TELEMETRY_BATCH) void this.flushTelemetry().catch(() => {})
    else if (!this.flushTimer) {
      this.flushTimer = setInterval(() => void this.flushTelemetry().catch(() => {}), TELEMETRY_FLUSH_MS)
      ;(this.flushTimer as { unref?: () => void }).unref?.()
    }
  }

  /** Writes pending telemetry in one multi-row INSERT; on failure the batch waits for the next flush. */
  async flushTelemetry(): Promise<void> {
    while (this.flushing) await this.flushing
    if (this.pendingTelemetry.length === 0) return
    const batch = this.pendingTelemetry.splice(0, this.pendingTelemetry.length)
    const rows = batch.map((e) => ({
      at: e.at,
      operation: e.operation,
      transport: e.transport,
      success: e.success ? 1 : 0,
      latency_ms: e.latencyMs,
      schema_version: e.schemaVersion,
      protocol_version: e.protocolVersion,
      user_agent: e.userAgent,
      integration_id: e.integrationId,
    }))
    this.flushing = (async () => {
      try {
        await this.call('recordTelemetry', (sql) => sql`INSERT INTO telemetry ${sql(rows)}`)
      } catch (error) {
        // Only an outage keeps the batch for the next flush. A batch the server refuses (a value it
        // cannot hold) would be refused forever and block every later one: it is dropped.
        if (!(error instanceof StoreUnavailableError)) return
        this.pendingTelemetry.unshift(...batch)
        this.pendingTelemetry.splice(0, Math.max(0, this.pendingTelemetry.length - TELEMETRY_BACKLOG_MAX))
        throw error
      }
    })()
    try {
      await this.flushing
    } finally {
      this.flushing = null
    }
  }

  async telemetrySummary(sinceMs: number): Promise<TelemetrySummaryRow[]> {
    await this.flushTelemetry()
    const rows = await this.call(
      'telemetrySummary',
      (sql) =>
        sql`SELECT operation, transport, success, latency_ms FROM telemetry WHERE at >= ${sinceMs} ORDER BY operation, transport, latency_ms`,
    )
    return summariseTelemetry(rows)
  }

  async pruneTelemetry(beforeMs: number): Promise<number> {
    await this.flushTelemetry()
    return (await this.call('pruneTelemetry', (sql) => sql`DELETE FROM telemetry WHERE at < ${beforeMs}`)).count
  }

  async secret(name: string): Promise<string> {
    const cached = this.secrets.get(name)
    if (cached !== undefined) return cached
    const value = await this.call('secret', (sql) => readOrMakeSecret(sql, name))
    this.secrets.set(name, value)
    return value
  }

  async recordServerUrl(url: string): Promise<void> {
    await this.call(
      'recordServerUrl',
      (sql) =>
        sql`INSERT INTO settings (name, value) VALUES (${SERVER_URL_SETTING}, ${url}) ON CONFLICT (name) DO UPDATE SET value = ${url}`,
    )
  }

  async serverUrl(): Promise<string | null> {
    const [row] = await this.call('serverUrl', (sql) => sql`SELECT value FROM settings WHERE name = ${SERVER_URL_SETTING}`)
    return row ? (row.value as string) : null
  }

  async accountCredentials(name: string): Promise<AccountCredentials | null> {
    const [row] = await this.call('accountCredentials', (sql) => sql`SELECT * FROM accounts WHERE name = ${name}`)
    return row ? { account: toAccount(row), passwordHash: row.password_hash } : null
  }

  async setPasswordHash(accountId: number, passwordHash: string, _now: number): Promise<void> {
    await this.call('setPasswordHash', (sql) =>
      sql.begin(async (tx) => {
        await tx`UPDATE accounts SET password_hash = ${passwordHash} WHERE id = ${accountId}`
        await tx`DELETE FROM sessions WHERE account_id = ${accountId}`
      }),
    )
  }

  async recordSignIn(accountId: number, now: number): Promise<void> {
    await this.call('recordSignIn', (sql) => sql`UPDATE accounts SET last_sign_in_at = ${now} WHERE id = ${accountId}`)
  }

  async createLoginLink(accountName: string, tokenHash: Uint8Array, now: number, expiresAt: number): Promise<LoginLink> {
    return this.call('createLoginLink', (sql) =>
      sql.begin(async (tx) => {
        const [row] = await tx`SELECT * FROM accounts WHERE name = ${accountName}`
        if (!row) throw new AppError('NOT_FOUND', `no account named "${accountName}"`)
        await tx`UPDATE login_links SET expires_at = ${now} WHERE account_id = ${row.id} AND used_at IS NULL AND expires_at > ${now}`
        await tx`INSERT INTO login_links (token_hash, account_id, created_at, expires_at) VALUES (${tokenHash}, ${row.id}, ${now}, ${expiresAt})`
        return { account: toAccount(row), createdAt: now, expiresAt }
      }),
    )
  }

  async consumeLoginLink(tokenHash: Uint8Array, now: number): Promise<LoginLinkOutcome> {
    return this.call('consumeLoginLink', async (sql) => {
      // The one statement that decides: of concurrent uses of one token exactly one gets a row back.
      const [consumed] = await sql`
        WITH used AS (
          UPDATE login_links SET used_at = ${now} WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now} RETURNING account_id)
        SELECT a.* FROM accounts a JOIN used ON used.account_id = a.id`
      if (consumed) return { status: 'consumed', account: toAccount(consumed) }
      const [row] = await sql`SELECT used_at FROM login_links WHERE token_hash = ${tokenHash}`
      if (!row) return { status: 'unknown' }
      return { status: row.used_at !== null ? 'used' : 'expired' }
    })
  }

  async createSession(idHash: Uint8Array, accountId: number, kind: SessionKind, now: number): Promise<void> {
    await this.call(
      'createSession',
      (sql) =>
        sql`INSERT INTO sessions (id_hash, account_id, kind, created_at, last_seen_at) VALUES (${idHash}, ${accountId}, ${kind}, ${now}, ${now})`,
    )
  }

  async findSession(idHash: Uint8Array): Promise<SessionRecord | null> {
    const [row] = await this.call(
      'findSession',
      (sql) =>
        sql`SELECT s.account_id, a.name AS account_name, s.kind, s.created_at, s.last_seen_at
            FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ${idHash}`,
    )
    return row
      ? {
          accountId: row.account_id,
          accountName: row.account_name,
          kind: row.kind,
          createdAt: num(row.created_at),
          lastSeenAt: num(row.last_seen_at),
        }
      : null
  }

  async touchSession(idHash: Uint8Array, now: number): Promise<void> {
    await this.call('touchSession', (sql) => sql`UPDATE sessions SET last_seen_at = ${now} WHERE id_hash = ${idHash}`)
  }

  async deleteSession(idHash: Uint8Array): Promise<void> {
    await this.call('deleteSession', (sql) => sql`DELETE FROM sessions WHERE id_hash = ${idHash}`)
  }

  async deleteSessionsOf(accountId: number): Promise<number> {
    return (await this.call('deleteSessionsOf', (sql) => sql`DELETE FROM sessions WHERE account_id = ${accountId}`)).count
  }

  async pruneSessions(idleBefore: number, createdBefore: number): Promise<number> {
    return (
      await this.call(
        'pruneSessions',
        (sql) => sql`DELETE FROM sessions WHERE last_seen_at < ${idleBefore} OR created_at < ${createdBefore}`,
      )
    ).count
  }

  async issueFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array, now: number): Promise<void> {
    await this.call(
      'issueFormToken',
      (sql) => sql`INSERT INTO form_tokens (token_hash, session_id_hash, created_at) VALUES (${tokenHash}, ${sessionIdHash}, ${now})`,
    )
  }

  async consumeFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array): Promise<boolean> {
    const rows = await this.call(
      'consumeFormToken',
      (sql) => sql`DELETE FROM form_tokens WHERE token_hash = ${tokenHash} AND session_id_hash = ${sessionIdHash} RETURNING 1 AS ok`,
    )
    return rows.length === 1
  }

  async recordSignInFailure(subjects: string[], now: number): Promise<void> {
    if (subjects.length === 0) return
    await this.call(
      'recordSignInFailure',
      (sql) => sql`INSERT INTO sign_in_failures ${sql(subjects.map((subject) => ({ subject, at: now })))}`,
    )
  }

  async signInFailureTimes(subject: string, since: number): Promise<number[]> {
    const rows = await this.call(
      'signInFailureTimes',
      (sql) => sql`SELECT at FROM sign_in_failures WHERE subject = ${subject} AND at >= ${since} ORDER BY at`,
    )
    return rows.map((r: { at: string }) => num(r.at))
  }

  async clearSignInFailures(subject: string): Promise<void> {
    await this.call('clearSignInFailures', (sql) => sql`DELETE FROM sign_in_failures WHERE subject = ${subject}`)
  }

  async pruneSignInFailures(before: number): Promise<number> {
    return (await this.call('pruneSignInFailures', (sql) => sql`DELETE FROM sign_in_failures WHERE at < ${before}`)).count
  }

  async takePublicToken(rateLimitKey: string, nowMs: number, perMinute: number, cost = 1): Promise<number> {
    const bucket = publicBucketId(await this.secret(PUBLIC_RATE_LIMIT_SECRET), rateLimitKey)
    return this.call('takePublicToken', async (sql) => {
      // The token bucket in one statement (as on SQLite): a new bucket starts full less this call; an
      // existing one is refilled for the time since its last take and debited only when that covers
      // the cost. The row lock serialises every instance's takes on one bucket.
      const taken = await sql`
        INSERT INTO public_rate_limit AS b (bucket, tokens, updated_ms)
        SELECT ${bucket}::text, ${perMinute}::float8 - ${cost}::float8, ${nowMs}::bigint WHERE ${cost}::float8 <= ${perMinute}::float8
        ON CONFLICT (bucket) DO UPDATE
          SET tokens = LEAST(${perMinute}::float8, b.tokens + GREATEST(0, ${nowMs}::bigint - b.updated_ms) * ${perMinute}::float8 / 60000.0) - ${cost}::float8,
              updated_ms = GREATEST(b.updated_ms, ${nowMs}::bigint)
        WHERE LEAST(${perMinute}::float8, b.tokens + GREATEST(0, ${nowMs}::bigint - b.updated_ms) * ${perMinute}::float8 / 60000.0) >= ${cost}::float8
        RETURNING tokens`
      if (taken.length > 0) return 0
      const [row] = await sql`SELECT tokens, updated_ms FROM public_rate_limit WHERE bucket = ${bucket}`
      return secondsUntilTokens(row ? refilledTokens(row.tokens, num(row.updated_ms), nowMs, perMinute) : perMinute, cost, perMinute)
    })
  }

  async prunePublicTokens(beforeMs: number): Promise<number> {
    return (await this.call('prunePublicTokens', (sql) => sql`DELETE FROM public_rate_limit WHERE updated_ms < ${beforeMs}`)).count
  }

  async exportData(day: string): Promise<StoreSnapshot> {
    // One REPEATABLE READ transaction: a consistent snapshot even while instances write.
    return this.sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => ({
      accounts: (await tx`SELECT * FROM accounts ORDER BY id`).map((r: AccountRow) => ({
        id: r.id,
        name: r.name,
        dailyLimit: r.daily_limit,
        createdAt: num(r.created_at),
        passwordHash: r.password_hash,
        lastSignInAt: numOrNull(r.last_sign_in_at),
      })),
      apiKeys: (await tx`SELECT * FROM api_keys ORDER BY id`).map((r: KeyRow & { hash: Uint8Array }) => ({
        id: r.id,
        accountId: r.account_id,
        hash: bytes(r.hash),
        prefix: r.prefix,
        label: r.label,
        createdAt: num(r.created_at),
        lastUsedAt: numOrNull(r.last_used_at),
        revokedAt: numOrNull(r.revoked_at),
      })),
      usage: (await tx`SELECT * FROM usage WHERE day = ${day} ORDER BY account_id`).map(
        (r: { account_id: number; day: string; count: number }) => ({
          accountId: r.account_id,
          day: r.day,
          count: r.count,
        }),
      ),
      settings: [...(await tx`SELECT name, value FROM settings ORDER BY name`)].map((r: { name: string; value: string }) => ({
        name: r.name,
        value: r.value,
      })),
      loginLinks: (await tx`SELECT * FROM login_links ORDER BY token_hash`).map(
        (r: { token_hash: Uint8Array; account_id: number; created_at: string; expires_at: string; used_at: string | null }) => ({
          tokenHash: bytes(r.token_hash),
          accountId: r.account_id,
          createdAt: num(r.created_at),
          expiresAt: num(r.expires_at),
          usedAt: numOrNull(r.used_at),
        }),
      ),
      sessions: (await tx`SELECT * FROM sessions ORDER BY id_hash`).map(
        (r: { id_hash: Uint8Array; account_id: number; kind: SessionKind; created_at: string; last_seen_at: string }) => ({
          idHash: bytes(r.id_hash),
          accountId: r.account_id,
          kind: r.kind,
          createdAt: num(r.created_at),
          lastSeenAt: num(r.last_seen_at),
        }),
      ),
      formTokens: (await tx`SELECT * FROM form_tokens ORDER BY token_hash`).map(
        (r: { token_hash: Uint8Array; session_id_hash: Uint8Array; created_at: string }) => ({
          tokenHash: bytes(r.token_hash),
          sessionIdHash: bytes(r.session_id_hash),
          createdAt: num(r.created_at),
        }),
      ),
      signInFailures: (await tx`SELECT subject, at FROM sign_in_failures ORDER BY subject, at`).map(
        (r: { subject: string; at: string }) => ({ subject: r.subject, at: num(r.at) }),
      ),
      // Every OAuth row, expired ones included, as on SQLite (sqlite-store.ts says why); ordered by
      // byte value ("C"), as SQLite orders them.
      oauthArtifacts: (await tx`SELECT * FROM oauth_artifacts ORDER BY model COLLATE "C", id_hash`).map(fromOAuthRow),
    }))
  }

  async importData(snapshot: StoreSnapshot): Promise<void> {
    await this.sql.begin(async (tx) => {
      // Nobody else may write while the copy lands (a server started too early would race it).
      await tx`LOCK TABLE accounts, settings, oauth_artifacts IN EXCLUSIVE MODE`
      const [held] = await tx`SELECT (SELECT COUNT(*) FROM accounts)::int AS accounts, (SELECT COUNT(*) FROM settings)::int AS settings,
                                     (SELECT COUNT(*) FROM oauth_artifacts)::int AS oauth`
      requireEmptyTarget(held)
      const insert = async (table: string, rows: Record<string, unknown>[]) => {
        // Chunks keep each statement under PostgreSQL's 65,535 parameters.
        for (let i = 0; i < rows.length; i += 1_000) await tx`INSERT INTO ${tx(table)} ${tx(rows.slice(i, i + 1_000))}`
      }
      await insert(
        'accounts',
        snapshot.accounts.map((a) => ({
          id: a.id,
          name: a.name,
          daily_limit: a.dailyLimit,
          created_at: a.createdAt,
          password_hash: a.passwordHash,
          last_sign_in_at: a.lastSignInAt,
        })),
      )
      // Ids were copied: the identity continues after the highest one.
      await tx`SELECT setval(pg_get_serial_sequence('accounts', 'id'), COALESCE((SELECT MAX(id) FROM accounts), 0) + 1, false)`
      await insert(
        'api_keys',
        snapshot.apiKeys.map((k) => ({
          id: k.id,
          account_id: k.accountId,
          hash: k.hash,
          prefix: k.prefix,
          label: k.label,
          created_at: k.createdAt,
          last_used_at: k.lastUsedAt,
          revoked_at: k.revokedAt,
        })),
      )
      await insert(
        'usage',
        snapshot.usage.map((u) => ({ account_id: u.accountId, day: u.day, count: u.count })),
      )
      await insert(
        'settings',
        snapshot.settings.map((s) => ({ name: s.name, value: s.value })),
      )
      await insert(
        'login_links',
        snapshot.loginLinks.map((l) => ({
          token_hash: l.tokenHash,
          account_id: l.accountId,
          created_at: l.createdAt,
          expires_at: l.expiresAt,
          used_at: l.usedAt,
        })),
      )
      await insert(
        'sessions',
        snapshot.sessions.map((s) => ({
          id_hash: s.idHash,
          account_id: s.accountId,
          kind: s.kind,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
        })),
      )
      await insert(
        'form_tokens',
        snapshot.formTokens.map((f) => ({ token_hash: f.tokenHash, session_id_hash: f.sessionIdHash, created_at: f.createdAt })),
      )
      await insert(
        'sign_in_failures',
        snapshot.signInFailures.map((f) => ({ subject: f.subject, at: f.at })),
      )
      await insert('oauth_artifacts', snapshot.oauthArtifacts.map(toOAuthRow))
    })
    this.secrets.clear()
  }

  async findAccountById(id: number): Promise<Account | null> {
    const [row] = await this.call('findAccountById', (sql) => sql`SELECT * FROM accounts WHERE id = ${id}`)
    return row ? toAccount(row) : null
  }

  async saveOAuthArtifact(a: OAuthArtifact, now: number): Promise<void> {
    await this.call(
      'saveOAuthArtifact',
      (
        sql,
      ) => sql`INSERT INTO oauth_artifacts (model, id_hash, payload, grant_hash, uid_hash, account_id, client_id, scope, created_at, expires_at)
        VALUES (${a.model}, ${a.idHash}, ${a.payload}, ${a.grantHash}, ${a.uidHash}, ${a.accountId}, ${a.clientId}, ${a.scope}, ${now}, ${a.expiresAt})
        ON CONFLICT (model, id_hash) DO UPDATE SET payload = EXCLUDED.payload, grant_hash = EXCLUDED.grant_hash,
          uid_hash = EXCLUDED.uid_hash, account_id = EXCLUDED.account_id, client_id = EXCLUDED.client_id, scope = EXCLUDED.scope,
          expires_at = EXCLUDED.expires_at`,
    )
  }

  async findOAuthArtifact(model: string, idHash: Uint8Array, now: number): Promise<StoredOAuthArtifact | null> {
    const [row] = await this.call(
      'findOAuthArtifact',
      (sql) => sql`SELECT payload, consumed_at FROM oauth_artifacts WHERE model = ${model} AND id_hash = ${idHash} AND expires_at > ${now}`,
    )
    return row ? { payload: bytes(row.payload), consumedAt: numOrNull(row.consumed_at) } : null
  }

  async findOAuthSessionByUid(uidHash: Uint8Array, now: number): Promise<StoredOAuthArtifact | null> {
    const [row] = await this.call(
      'findOAuthSessionByUid',
      (sql) =>
        sql`SELECT payload, consumed_at FROM oauth_artifacts WHERE model = 'Session' AND uid_hash = ${uidHash} AND expires_at > ${now}`,
    )
    return row ? { payload: bytes(row.payload), consumedAt: numOrNull(row.consumed_at) } : null
  }

  async consumeOAuthArtifact(model: string, idHash: Uint8Array, now: number): Promise<boolean> {
    const result = await this.call(
      'consumeOAuthArtifact',
      (sql) => sql`UPDATE oauth_artifacts SET consumed_at = ${now} WHERE model = ${model} AND id_hash = ${idHash} AND consumed_at IS NULL`,
    )
    return result.count > 0
  }

  async deleteOAuthArtifact(model: string, idHash: Uint8Array): Promise<void> {
    await this.call('deleteOAuthArtifact', (sql) => sql`DELETE FROM oauth_artifacts WHERE model = ${model} AND id_hash = ${idHash}`)
  }

  async keepOAuthArtifactUntil(model: string, idHash: Uint8Array, expiresAt: number): Promise<void> {
    await this.call(
      'keepOAuthArtifactUntil',
      (sql) =>
        sql`UPDATE oauth_artifacts SET expires_at = GREATEST(expires_at, ${expiresAt}) WHERE model = ${model} AND id_hash = ${idHash}`,
    )
  }

  async revokeOAuthGrant(grantHash: Uint8Array): Promise<number> {
    return (await this.call('revokeOAuthGrant', (sql) => sql`DELETE FROM oauth_artifacts WHERE grant_hash = ${grantHash}`)).count
  }

  async listOAuthGrants(accountId: number, now: number): Promise<OAuthGrantRecord[]> {
    const rows = await this.call(
      'listOAuthGrants',
      (sql) => sql`SELECT grant_hash, client_id, scope, created_at, last_used_at FROM oauth_artifacts
        WHERE model = 'Grant' AND account_id = ${accountId} AND expires_at > ${now} ORDER BY created_at, id_hash`,
    )
    return rows.map((r: Record<string, unknown>) => ({
      grantHash: bytes(r.grant_hash as Uint8Array),
      clientId: r.client_id as string,
      scope: r.scope as string,
      createdAt: num(r.created_at),
      lastUsedAt: numOrNull(r.last_used_at),
    }))
  }

  async touchOAuthGrant(grantHash: Uint8Array, now: number): Promise<void> {
    await this.call(
      'touchOAuthGrant',
      (sql) => sql`UPDATE oauth_artifacts SET last_used_at = ${now}
        WHERE model = 'Grant' AND grant_hash = ${grantHash} AND (last_used_at IS NULL OR last_used_at <= ${now - 60_000})`,
    )
  }

  async pruneOAuthArtifacts(now: number): Promise<number> {
    return (await this.call('pruneOAuthArtifacts', (sql) => sql`DELETE FROM oauth_artifacts WHERE expires_at <= ${now}`)).count
  }

  async healthy(): Promise<boolean> {
    try {
      const [row] = await this.call('healthy', (sql) => sql`SELECT 1 AS ok`)
      return row?.ok === 1
    } catch {
      return false
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    if (this.flushTimer) clearInterval(this.flushTimer)
    this.flushTimer = null
    try {
      await this.flushTelemetry()
    } catch {
      // The server is gone: the pending telemetry is lost, nothing else is.
    } finally {
      this.closed = true
      await this.sql.close({ timeout: 2 }).catch(() => {})
    }
  }
}

/** A server secret: INSERT … DO NOTHING then read, so instances starting together agree on one. */
async function readOrMakeSecret(sql: SQL | ReservedSQL, name: string): Promise<string> {
  await sql`INSERT INTO settings (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`
  const [row] = await sql`SELECT value FROM settings WHERE name = ${name}`
  return row.value as string
}

/**
 * Whether an error means the server cannot be reached (as opposed to a statement it refused): the
 * client's connection errors, socket errors, and the server's own "shutting down / not accepting
 * connections" and statement-timeout answers.
 */
function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown } | null
  if (!e || typeof e !== 'object') return false
  const code = typeof e.code === 'string' ? e.code : ''
  const sqlState = typeof e.errno === 'string' ? e.errno : ''
  if (/^ERR_POSTGRES_(CONNECTION|.*TIMEOUT|.*CLOSED|TLS)/.test(code)) return true
  if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENOENT)$/.test(code)) return true
  // SQLSTATE classes 08 (connection exception), 57P (operator intervention: shutdown, cannot connect
  // now), 53 (insufficient resources: too many connections) and 57014 (statement timeout).
  if (/^(08|57P|53)/.test(sqlState) || sqlState === '57014') return true
  return /connection (closed|refused|terminated|timeout)|failed to connect/i.test(String(e.message ?? ''))
}
