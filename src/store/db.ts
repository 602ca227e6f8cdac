/**
 * Opening the SQLite database: pragmas and migrations (the list is in migrations.ts, shared with PostgreSQL). Only `src/store/*` touches SQL.
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
import { LATEST_SCHEMA_VERSION, MIGRATIONS, newerSchemaError } from './migrations'

/** Opens (creating when missing) and migrates to `target` (the latest unless a test asks for an older one). */
export function openDatabase(path: string, target = LATEST_SCHEMA_VERSION): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path, { create: true, strict: true })
  // busy_timeout first: switching a fresh file to WAL takes a lock that another process opening the
  // same file at the same moment may hold.
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  migrate(db, target)
  return db
}

/**
 * Applies the pending migrations. The version is read and every pending migration applied inside one
 * `BEGIN IMMEDIATE` transaction (SQLite's write lock), so of several processes opening a fresh file
 * together exactly one migrates; the others wait (busy_timeout) and then find nothing to do.
 */
export function migrate(db: Database, target = LATEST_SCHEMA_VERSION): void {
  const version = () => (db.query('PRAGMA user_version').get() as { user_version: number }).user_version
  if (version() >= target) {
    if (version() > LATEST_SCHEMA_VERSION) throw newerSchemaError(version())
    return
  }
  db.transaction(() => {
    const current = version()
    if (current > LATEST_SCHEMA_VERSION) throw newerSchemaError(current)
    for (const migration of MIGRATIONS.slice(current, target)) {
      db.exec(migration.sqlite)
      db.exec(`PRAGMA user_version = ${migration.version}`)
    }
  }).immediate()
}
