/**
 * Applying the numbered migrations (migrations.ts) to PostgreSQL at start. The applied ones are rows
 * of `schema_migrations`; the pending ones run on one reserved connection holding a session-level
 * `pg_advisory_lock`, so of several instances starting together one migrates and the others wait
 * for it, then find nothing left to do. Each migration and its row commit together.
 */
import type { ReservedSQL, SQL } from 'bun'
import { LATEST_SCHEMA_VERSION, MIGRATIONS, newerSchemaError } from './migrations'

/** Arbitrary but fixed: the advisory lock id every bazi-service instance agrees on ("bazi" in ASCII). */
export const MIGRATION_LOCK_ID = 0x62617a69

export async function migratePostgres(sql: SQL, target = LATEST_SCHEMA_VERSION, now = Date.now()): Promise<number[]> {
  // The pool's per-statement and lock-wait limits are for requests: waiting for another
  // instance's migration, or building an index on a large table, may take longer.
  return withoutRequestLimits(sql, (conn) => migrateOn(conn, target, now))
}

/**
 * Runs `work` on one reserved connection without the pool's per-statement and lock-wait limits
 * (work done while starting, which no caller is waiting on), then restores them before the
 * connection returns to the pool.
 */
export async function withoutRequestLimits<T>(sql: SQL, work: (conn: ReservedSQL) => Promise<T>): Promise<T> {
  const conn = await sql.reserve()
  try {
    await conn.unsafe('SET statement_timeout = 0')
    await conn.unsafe('SET lock_timeout = 0')
    try {
      return await work(conn)
    } finally {
      await conn.unsafe('RESET statement_timeout').catch(() => {})
      await conn.unsafe('RESET lock_timeout').catch(() => {})
    }
  } finally {
    conn.release()
  }
}

/** Applies the pending migrations under the advisory lock; the versions applied. */
async function migrateOn(conn: ReservedSQL, target: number, now: number): Promise<number[]> {
  const applied: number[] = []
  await conn.unsafe(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`)
  try {
    await conn.unsafe(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    INTEGER PRIMARY KEY,
         name       TEXT    NOT NULL,
         applied_at BIGINT  NOT NULL
       )`,
    )
    const current = await schemaVersionOn(conn)
    if (current > LATEST_SCHEMA_VERSION) throw newerSchemaError(current)
    for (const migration of MIGRATIONS.slice(current, target)) {
      await conn.unsafe('BEGIN')
      try {
        await conn.unsafe(migration.postgres)
        await conn`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${now})`
        await conn.unsafe('COMMIT')
      } catch (error) {
        await conn.unsafe('ROLLBACK').catch(() => {})
        throw new Error(`migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, { cause: error })
      }
      applied.push(migration.version)
    }
  } finally {
    await conn.unsafe(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => {})
  }
  return applied
}

/** The highest applied migration, 0 for an empty database. */
export async function schemaVersionOn(sql: SQL): Promise<number> {
  const [exists] = await sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`
  if (!exists.present) return 0
  const [row] = await sql`SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations`
  return row.version as number
}
