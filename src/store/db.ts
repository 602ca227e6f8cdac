/**
 * Opening the SQLite database: pragmas and migrations. Only `src/store/*` touches SQL.
 *
 * Journal and sync settings, and why:
 * - `journal_mode = WAL`: readers never block the writer and a crash (even SIGKILL mid-write)
 *   leaves the main file intact; an interrupted transaction is simply absent from the WAL on the
 *   next open. This is what makes quota counts survive a killed process.
 * - `synchronous = NORMAL`: in WAL mode a commit is written to the WAL with write(2) before the
 *   statement returns, so it survives the death of the process (the OS still holds the data);
 *   only an OS crash or power loss can drop the last few commits, and never corrupt the file
 *   (sqlite.org/wal.html, "Performance Considerations"; sqlite.org/pragma.html#pragma_synchronous).
 *   FULL would fsync every quota increment, costing far more than it protects for a counter.
 * - `busy_timeout = 5000`: several processes may share the file; a writer waits rather than fails.
 * - `foreign_keys = ON`: keys cannot outlive their account.
 */
import { Database } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** Ordered migrations; the index + 1 is the schema version kept in `PRAGMA user_version`. */
const MIGRATIONS: string[] = [
  `CREATE TABLE accounts (
     id          INTEGER PRIMARY KEY,
     name        TEXT    NOT NULL UNIQUE,
     daily_limit INTEGER NOT NULL CHECK (daily_limit >= 0),
     created_at  INTEGER NOT NULL
   );
   CREATE TABLE api_keys (
     id           TEXT    PRIMARY KEY,
     account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     hash         BLOB    NOT NULL UNIQUE,  -- SHA-256 of the whole key; the key itself is never stored
     prefix       TEXT    NOT NULL,          -- short display prefix, e.g. bz_3fK9aQ
     label        TEXT,
     created_at   INTEGER NOT NULL,
     last_used_at INTEGER,
     revoked_at   INTEGER
   );
   CREATE INDEX api_keys_account ON api_keys(account_id);
   CREATE TABLE usage (
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     day        TEXT    NOT NULL,              -- UTC date YYYY-MM-DD
     count      INTEGER NOT NULL CHECK (count >= 0),
     PRIMARY KEY (account_id, day)
   ) WITHOUT ROWID;
   CREATE TABLE telemetry (
     id               INTEGER PRIMARY KEY,
     at               INTEGER NOT NULL,        -- ms since epoch
     operation        TEXT    NOT NULL,
     transport        TEXT    NOT NULL,        -- rest | mcp
     success          INTEGER NOT NULL,
     latency_ms       REAL    NOT NULL,
     schema_version   TEXT    NOT NULL,
     protocol_version TEXT,
     user_agent       TEXT,                    -- product/version, at most 40 characters
     integration_id   TEXT                     -- HMAC of the key id; never the key or its id
   );
   CREATE INDEX telemetry_at ON telemetry(at);
   CREATE TABLE settings (
     name  TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // 2: the account settings page (issue 13): passwords, sign-in links, sessions, one-time form
  // tokens and the sign-in throttle. Secrets are stored only as hashes: the password as an argon2id
  // PHC string, link tokens, session ids and form tokens as SHA-256, throttle subjects (account
  // names, client addresses) as an HMAC with a server secret, so no client address is kept.
  `ALTER TABLE accounts ADD COLUMN password_hash TEXT;
   ALTER TABLE accounts ADD COLUMN last_sign_in_at INTEGER;
   CREATE TABLE login_links (
     token_hash BLOB    PRIMARY KEY,           -- SHA-256 of the link's token
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at    INTEGER
   ) WITHOUT ROWID;
   CREATE INDEX login_links_account ON login_links(account_id);
   CREATE TABLE sessions (
     id_hash      BLOB    PRIMARY KEY,         -- SHA-256 of the cookie's session id
     account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     kind         TEXT    NOT NULL CHECK (kind IN ('full', 'password-setup')),
     created_at   INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX sessions_account ON sessions(account_id);
   CREATE TABLE form_tokens (
     token_hash      BLOB    PRIMARY KEY,      -- SHA-256 of a one-time form token
     session_id_hash BLOB    NOT NULL REFERENCES sessions(id_hash) ON DELETE CASCADE,
     created_at      INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX form_tokens_session ON form_tokens(session_id_hash);
   CREATE TABLE sign_in_failures (
     subject TEXT    NOT NULL,                 -- HMAC of "account:NAME" or "address:IP"
     at      INTEGER NOT NULL
   );
   CREATE INDEX sign_in_failures_subject ON sign_in_failures(subject, at);
   CREATE INDEX sign_in_failures_at ON sign_in_failures(at);`,
]

export const SCHEMA_USER_VERSION = MIGRATIONS.length

export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path, { create: true, strict: true })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA foreign_keys = ON')
  migrate(db)
  return db
}

function migrate(db: Database): void {
  const current = (db.query('PRAGMA user_version').get() as { user_version: number }).user_version
  if (current > MIGRATIONS.length) {
    throw new Error(`database schema version ${current} is newer than this build supports (${MIGRATIONS.length}); upgrade bazi-service`)
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version])
      db.exec(`PRAGMA user_version = ${version + 1}`)
    }).immediate()
  }
}
