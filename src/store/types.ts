/**
 * The store interface. The service talks to this, never to SQL: the embedded SQLite file and a shared
 * PostgreSQL database implement the same operations, so operations and transports never change.
 */

export interface Account {
  id: number
  name: string
  dailyLimit: number
  createdAt: number
  /** Whether the holder has chosen a password (through a sign-in link). */
  hasPassword: boolean
  lastSignInAt: number | null
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

/** What a sign-in needs: the account and its argon2id password hash (null before the first link is used). */
export interface AccountCredentials {
  account: Account
  passwordHash: string | null
}

export interface LoginLink {
  account: Account
  createdAt: number
  expiresAt: number
}

/** The outcome of presenting a sign-in link's token. */
export type LoginLinkOutcome = { status: 'consumed'; account: Account } | { status: 'used' | 'expired' | 'unknown' }

/**
 * A settings-page session. `password-setup` sessions come from a sign-in link and may only choose
 * a password; `full` sessions come from a password (or right after choosing one).
 */
export type SessionKind = 'full' | 'password-setup'

export interface SessionRecord {
  accountId: number
  accountName: string
  kind: SessionKind
  createdAt: number
  lastSeenAt: number
}

/**
 * One artefact of the OAuth authorization server (src/oauth: codes, tokens, grants, sessions,
 * interactions, registered clients), as the store keeps it: keyed on the SHA-256 of its opaque id,
 * its payload sealed under a key derived from that id (the store cannot read it), and expiring.
 */
export interface OAuthArtifact {
  /** The library's model name: AccessToken, AuthorizationCode, RefreshToken, Grant, Session, Interaction, Client… */
  model: string
  idHash: Uint8Array
  /** Opaque here: sealed by src/oauth/adapter.ts. */
  payload: Uint8Array
  /** SHA-256 of the grant the artefact belongs to (a grant's own row carries its own), for revocation. */
  grantHash: Uint8Array | null
  /** SHA-256 of a session's uid (sessions are also found by it). */
  uidHash: Uint8Array | null
  /** Epoch ms; the row is neither found nor kept after it. */
  expiresAt: number
  /** Grants only, for the settings page's Connected apps (none of them a secret). */
  accountId: number | null
  clientId: string | null
  scope: string | null
}

/** What `findOAuthArtifact` gives back: the sealed payload and when it was consumed (codes, refresh tokens). */
export interface StoredOAuthArtifact {
  payload: Uint8Array
  consumedAt: number | null
}

/** One app an account has connected (an OAuth grant), for the settings page. */
export interface OAuthGrantRecord {
  /** SHA-256 of the grant id: how the page names the grant to disconnect. */
  grantHash: Uint8Array
  clientId: string
  scope: string
  createdAt: number
  lastUsedAt: number | null
}

/**
 * The store's operations as the SQLite implementation has them: synchronous (bun:sqlite is). The
 * service talks to `Store`, the same operations returning promises, which PostgreSQL implements
 * natively and SQLite through `asyncStore` (src/store/open.ts), resolved at once.
 */
export interface SyncStore {
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

  // The account settings page. Every secret arrives here already hashed (see src/web): the store
  // never sees a password, a link token, a session id or a form token.

  /** The account and its password hash, or null when there is no such account. */
  accountCredentials(name: string): AccountCredentials | null
  /** Sets the password hash and ends every session of the account (a new password signs out everywhere). */
  setPasswordHash(accountId: number, passwordHash: string, now: number): void
  recordSignIn(accountId: number, now: number): void
  /** Stores a sign-in link; earlier unused links of the account expire now (only the newest works). */
  createLoginLink(accountName: string, tokenHash: Uint8Array, now: number, expiresAt: number): LoginLink
  /** Marks a link used, atomically: of concurrent attempts with one token exactly one is `consumed`. */
  consumeLoginLink(tokenHash: Uint8Array, now: number): LoginLinkOutcome
  createSession(idHash: Uint8Array, accountId: number, kind: SessionKind, now: number): void
  findSession(idHash: Uint8Array): SessionRecord | null
  touchSession(idHash: Uint8Array, now: number): void
  deleteSession(idHash: Uint8Array): void
  /** Ends every session of the account; returns how many there were. */
  deleteSessionsOf(accountId: number): number
  /** Deletes sessions idle since before `idleBefore` or created before `createdBefore`. */
  pruneSessions(idleBefore: number, createdBefore: number): number
  /** Registers a one-time form token bound to a session. */
  issueFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array, now: number): void
  /** Uses a form token up, atomically; false when unknown, already used or bound to another session. */
  consumeFormToken(tokenHash: Uint8Array, sessionIdHash: Uint8Array): boolean
  /** Records one failed sign-in against each subject (opaque throttle keys). */
  recordSignInFailure(subjects: string[], now: number): void
  /** Times of the subject's failed sign-ins at or after `since`, oldest first. */
  signInFailureTimes(subject: string, since: number): number[]
  clearSignInFailures(subject: string): void
  pruneSignInFailures(before: number): number

  /**
   * The public connector's per-address token bucket, shared by every process on this store: takes
   * `cost` tokens from the bucket of `rateLimitKey` (see src/limits/public-rate-limit.ts; the store keeps only
   * an HMAC of it), which holds up to `perMinute` and refills at `perMinute` per minute. Returns 0
   * when allowed, else whole seconds until enough tokens are back. One atomic statement per call.
   */
  takePublicToken(rateLimitKey: string, nowMs: number, perMinute: number, cost?: number): number
  /** Deletes buckets untouched since `beforeMs` (a bucket idle for a minute is full anyway). */
  prunePublicTokens(beforeMs: number): number

  /** The account with this id, or null. */
  findAccountById(id: number): Account | null

  // The OAuth authorization server's storage (src/oauth/adapter.ts): every id arrives hashed and
  // every payload sealed, so the store never holds a token, a code or a session id.

  /** Inserts or replaces an artefact (the same model and id hash). */
  saveOAuthArtifact(artifact: OAuthArtifact, now: number): void
  /** The artefact unless unknown or expired at `now`. */
  findOAuthArtifact(model: string, idHash: Uint8Array, now: number): StoredOAuthArtifact | null
  /** A session by the hash of its uid, unless expired. */
  findOAuthSessionByUid(uidHash: Uint8Array, now: number): StoredOAuthArtifact | null
  /**
   * Marks a code or refresh token used, in one conditional statement: true when this call used it,
   * false when it was already used (or is unknown). Of concurrent calls, across processes, exactly
   * one gets true.
   */
  consumeOAuthArtifact(model: string, idHash: Uint8Array, now: number): boolean
  deleteOAuthArtifact(model: string, idHash: Uint8Array): void
  /** Keeps an artefact at least until `expiresAt` (never shortens it); nothing when there is no such row. */
  keepOAuthArtifactUntil(model: string, idHash: Uint8Array, expiresAt: number): void
  /** Deletes the grant and everything issued under it (codes, tokens); returns how many rows went. */
  revokeOAuthGrant(grantHash: Uint8Array): number
  /** The account's live grants, oldest first. */
  listOAuthGrants(accountId: number, now: number): OAuthGrantRecord[]
  /** Records that a token of the grant was used (at most once a minute per grant). */
  touchOAuthGrant(grantHash: Uint8Array, now: number): void
  /** Deletes expired artefacts; returns how many. */
  pruneOAuthArtifacts(now: number): number

  /** Every row `migrate-store` copies (accounts, keys as hashes, `day`'s counters, secrets, settings page, OAuth artefacts). */
  exportData(day: string): StoreSnapshot
  /** Loads a snapshot into an empty store in one transaction; refuses a store holding any account, secret or OAuth artefact. */
  importData(snapshot: StoreSnapshot): void

  /** A server secret, generated on first use and kept in the database. */
  secret(name: string): string
  /** Records where the server that last started on this store is reached, for the links the CLI prints. */
  recordServerUrl(url: string): void
  /** The address `recordServerUrl` last recorded, or null when no server has started on this store. */
  serverUrl(): string | null
  healthy(): boolean
  /** Writes pending telemetry and closes the database. */
  close(): void
}

/**
 * The rows `migrate-store` moves between stores, in the database's own terms: hashes as bytes,
 * times as ms since the epoch. Telemetry is not part of it (it is pruned after 30 days anyway).
 */
export interface StoreSnapshot {
  accounts: { id: number; name: string; dailyLimit: number; createdAt: number; passwordHash: string | null; lastSignInAt: number | null }[]
  apiKeys: {
    id: string
    accountId: number
    hash: Uint8Array
    prefix: string
    label: string | null
    createdAt: number
    lastUsedAt: number | null
    revokedAt: number | null
  }[]
  usage: { accountId: number; day: string; count: number }[]
  settings: { name: string; value: string }[]
  loginLinks: { tokenHash: Uint8Array; accountId: number; createdAt: number; expiresAt: number; usedAt: number | null }[]
  sessions: { idHash: Uint8Array; accountId: number; kind: SessionKind; createdAt: number; lastSeenAt: number }[]
  formTokens: { tokenHash: Uint8Array; sessionIdHash: Uint8Array; createdAt: number }[]
  signInFailures: { subject: string; at: number }[]
  /**
   * The OAuth authorization server's rows, every column as stored: ids only as hashes, payloads
   * sealed under keys derived from the ids (src/oauth/adapter.ts), so they move as opaque bytes and
   * the tokens, codes and sessions they stand for keep working on the target (connected apps stay
   * connected). Every row, expired ones included (sqlite-store.ts `exportOAuthArtifacts` says why).
   */
  oauthArtifacts: (OAuthArtifact & { createdAt: number; consumedAt: number | null; lastUsedAt: number | null })[]
}

/**
 * The store interface the service uses: every operation of `SyncStore`, asynchronous. PostgreSQL
 * (Bun.SQL is async only) implements it natively; a SQLite store is wrapped by `asyncStore`. Any
 * call may reject with `StoreUnavailableError` when the store cannot be reached.
 */
export type Store = { [K in keyof SyncStore]: (...args: Parameters<SyncStore[K]>) => Promise<Awaited<ReturnType<SyncStore[K]>>> }
/** The same as `Store` (the name the store implementations use). */
export type AsyncStore = Store
