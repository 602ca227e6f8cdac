/**
 * The store interface. The service talks to this, never to SQL, so a shared database for several
 * instances can replace the SQLite file later without touching the operations or transports.
 */

export interface Account {
  id: number
  name: string
  dailyLimit: number
  createdAt: number
}

export interface ApiKeyRecord {
  id: string
  accountId: number
  accountName: string
  prefix: string
  label: string | null
  createdAt: number
  lastUsedAt: number | null
  revokedAt: number | null
}

/** The identity behind a request that presented a valid key. */
export interface KeyPrincipal {
  keyId: string
  accountId: number
  accountName: string
  dailyLimit: number
}

export interface QuotaDecision {
  allowed: boolean
  /** Calls counted today, after this one when allowed. */
  used: number
  limit: number
  /** UTC day the count belongs to, YYYY-MM-DD. */
  day: string
}

export interface UsageRow {
  account: string
  day: string
  used: number
  limit: number
}

export interface TelemetryEvent {
  at: number
  operation: string
  transport: 'rest' | 'mcp'
  success: boolean
  latencyMs: number
  schemaVersion: string
  protocolVersion: string | null
  userAgent: string | null
  integrationId: string | null
}

export interface TelemetrySummaryRow {
  operation: string
  transport: string
  calls: number
  failures: number
  p50Ms: number
  p95Ms: number
}

export interface Store {
  createAccount(name: string, dailyLimit: number, now: number): Account
  listAccounts(): Account[]
  findAccount(name: string): Account | null
  setDailyLimit(name: string, dailyLimit: number): Account
  /** Creates a key and returns its plaintext once; only its hash is kept. */
  createKey(accountName: string, label: string | null, now: number): { record: ApiKeyRecord; key: string }
  listKeys(accountName?: string): ApiKeyRecord[]
  /** Revokes by id or by display prefix; returns the revoked key, or null when none matched. */
  revokeKey(idOrPrefix: string, now: number): ApiKeyRecord | null
  /** The principal for a presented key, or null when unknown or revoked. Updates last_used_at. */
  authenticate(presentedKey: string, now: number): KeyPrincipal | null
  /** Atomically counts one call against the account's limit for `day`; never over-admits. */
  consumeQuota(accountId: number, day: string, limit: number): QuotaDecision
  /** Gives back one call (the call failed on the server side). */
  refundQuota(accountId: number, day: string): void
  usage(day: string, accountName?: string): UsageRow[]
  recordTelemetry(event: TelemetryEvent): void
  telemetrySummary(sinceMs: number): TelemetrySummaryRow[]
  pruneTelemetry(beforeMs: number): number
  /** A server secret, generated on first use and kept in the database. */
  secret(name: string): string
  healthy(): boolean
  /** Writes pending telemetry and closes the database. */
  close(): void
}
