/**
 * The one numbered migration list (src/store/migrations.ts), applied at start on both stores: from an
 * empty database, from the previous version with its rows kept, by several processes at once (one
 * migrates, under SQLite's write lock or PostgreSQL's advisory lock), and never onto a newer schema.
 * What a server does on PostgreSQL before it listens (wait for another's migration, read its
 * secret) waits past a request's time limits.
 */
import { Database } from 'bun:sqlite'
import { SQL } from 'bun'
import { afterAll, afterEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, openDatabase } from '../../src/store/db'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../src/store/migrations'
import { MIGRATION_LOCK_ID, migratePostgres, schemaVersionOn } from '../../src/store/postgres-migrate'
import { PostgresStore } from '../../src/store/postgres-store'
import { SqliteStore } from '../../src/store/sqlite-store'
import { describePostgres, freshDatabase } from '../support/postgres'
import { spawnService, type ServerProcess } from '../support/processes'

const ROOT = join(import.meta.dir, '../..')
const dirs: string[] = []
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-migrations-'))
  dirs.push(dir)
  return join(dir, 'test.sqlite')
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

const userVersion = (db: Database) => (db.query('PRAGMA user_version').get() as { user_version: number }).user_version
const sqliteTables = (db: Database) =>
  (db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name)

/** Every table the latest schema has, on both engines. */
const LATEST_TABLES = [
  'accounts',
  'api_keys',
  'form_tokens',
  'login_links',
  'oauth_artifacts',
  'public_rate_limit',
  'sessions',
  'settings',
  'sign_in_failures',
  'telemetry',
  'usage',
]

describe('the migration list', () => {
  it('is numbered 1..N in order, each with SQL for both engines', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length)
    for (const m of MIGRATIONS) {
      expect(m.sqlite.trim().length).toBeGreaterThan(0)
      expect(m.postgres.trim().length).toBeGreaterThan(0)
    }
  })
})

describe('SQLite migrations', () => {
  it('from empty: applies every migration and records the version', () => {
    const db = openDatabase(tempDb())
    expect(userVersion(db)).toBe(LATEST_SCHEMA_VERSION)
    expect(sqliteTables(db)).toEqual(LATEST_TABLES)
    db.close()
  })

  it('from the previous version: applies only the new migration and keeps every row', () => {
    const path = tempDb()
    const old = openDatabase(path, LATEST_SCHEMA_VERSION - 1)
    expect(userVersion(old)).toBe(LATEST_SCHEMA_VERSION - 1)
    expect(sqliteTables(old)).not.toContain('oauth_artifacts')
    old.query("INSERT INTO accounts (name, daily_limit, created_at) VALUES ('legacy', 9, 1)").run()
    old.query("INSERT INTO settings (name, value) VALUES ('integration-id-secret', 'kept')").run()
    old.close()
    const store = new SqliteStore(path)
    expect(userVersion(store.db)).toBe(LATEST_SCHEMA_VERSION)
    expect(store.findAccount('legacy')?.dailyLimit).toBe(9)
    expect(store.secret('integration-id-secret')).toBe('kept')
    expect(store.takePublicToken('203.0.113.9', 1_000, 2)).toBe(0)
    expect(store.listOAuthGrants(store.findAccount('legacy')!.id, 0)).toEqual([])
    store.close()
  })

  it('refuses a database migrated by a newer build, and changes nothing in it', () => {
    const path = tempDb()
    openDatabase(path).close()
    const raw = new Database(path)
    raw.exec(`PRAGMA user_version = ${LATEST_SCHEMA_VERSION + 1}`)
    expect(() => migrate(raw)).toThrow(/newer than this build supports/)
    expect(userVersion(raw)).toBe(LATEST_SCHEMA_VERSION + 1)
    raw.close()
  })

  it('several processes opening one fresh file at once: one migrates, none fails', async () => {
    const path = tempDb()
    const script = `import { SqliteStore } from '${ROOT}/src/store/sqlite-store'; const s = new SqliteStore(process.argv[1]); console.log(s.secret('shared')); s.close()`
    const children = Array.from({ length: 4 }, () =>
      Bun.spawn([process.execPath, '-e', script, path], { stdout: 'pipe', stderr: 'pipe', cwd: ROOT }),
    )
    const outputs = await Promise.all(
      children.map(async (c) => ({
        code: await c.exited,
        out: (await new Response(c.stdout).text()).trim(),
        err: await new Response(c.stderr).text(),
      })),
    )
    for (const o of outputs) expect(o).toMatchObject({ code: 0, err: '' })
    // They agree on one secret, so they used one migrated schema.
    expect(new Set(outputs.map((o) => o.out)).size).toBe(1)
    const db = new Database(path, { readonly: true })
    expect(userVersion(db)).toBe(LATEST_SCHEMA_VERSION)
    db.close()
  }, 30_000)
})

describePostgres('PostgreSQL migrations', () => {
  const drops: (() => Promise<void>)[] = []
  const servers: ServerProcess[] = []
  afterAll(async () => {
    for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGKILL')
    await Promise.all(servers.map((s) => s.exited))
    for (const drop of drops) await drop()
  })
  const fresh = async () => {
    const db = await freshDatabase()
    drops.push(db.drop)
    return db.url
  }
  const tables = async (sql: SQL) =>
    (await sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename`).map(
      (r: { tablename: string }) => r.tablename,
    )

  it('from empty: applies every migration, records each, and the rate-limit table is UNLOGGED', async () => {
    const sql = new SQL(await fresh(), { max: 2 })
    expect(await schemaVersionOn(sql)).toBe(0)
    expect(await migratePostgres(sql)).toEqual(MIGRATIONS.map((m) => m.version))
    expect(await schemaVersionOn(sql)).toBe(LATEST_SCHEMA_VERSION)
    expect(await tables(sql)).toEqual(LATEST_TABLES)
    const [persistence] = await sql`SELECT relpersistence FROM pg_class WHERE relname = 'public_rate_limit'`
    expect(persistence.relpersistence).toBe('u')
    const recorded = await sql`SELECT version, name FROM schema_migrations ORDER BY version`
    expect(recorded.map((r: { version: number; name: string }) => [r.version, r.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]))
    // Starting again finds nothing to do.
    expect(await migratePostgres(sql)).toEqual([])
    await sql.close()
  })

  it('from the previous version: applies only the new migration and keeps every row', async () => {
    const sql = new SQL(await fresh(), { max: 2 })
    expect(await migratePostgres(sql, LATEST_SCHEMA_VERSION - 1)).toEqual(MIGRATIONS.slice(0, -1).map((m) => m.version))
    expect(await tables(sql)).not.toContain('oauth_artifacts')
    await sql`INSERT INTO accounts (name, daily_limit, created_at) VALUES ('legacy', 9, 1)`
    expect(await migratePostgres(sql)).toEqual([LATEST_SCHEMA_VERSION])
    const [row] = await sql`SELECT name, daily_limit FROM accounts`
    expect(row).toEqual({ name: 'legacy', daily_limit: 9 })
    expect(await tables(sql)).toEqual(LATEST_TABLES)
    await sql.close()
  })

  it('several instances starting together: the advisory lock lets exactly one apply each migration', async () => {
    const url = await fresh()
    const clients = Array.from({ length: 4 }, () => new SQL(url, { max: 1 }))
    const applied = await Promise.all(clients.map((c) => migratePostgres(c)))
    expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version))
    expect(applied.filter((a) => a.length > 0).length).toBe(1)
    expect(await schemaVersionOn(clients[0])).toBe(LATEST_SCHEMA_VERSION)
    await Promise.all(clients.map((c) => c.close()))
  })

  it('an instance starting while another migrates waits past its request time limits, then starts', async () => {
    const url = await fresh()
    // Another instance holds the migration lock for 2.5 s: longer than a request's statement and
    // lock-wait limits (0.9 s), which must not apply to waiting for a migration.
    const holder = new SQL(url, { max: 1 })
    const reserved = await holder.reserve()
    await reserved.unsafe(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`)
    const release = Bun.sleep(2_500).then(() => reserved.unsafe(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`))
    const started = performance.now()
    const store = await PostgresStore.open(url)
    expect(performance.now() - started).toBeGreaterThan(2_000)
    await release
    reserved.release()
    // Its pool is back to the request limits afterwards.
    const [limit] = await store.sql`SHOW statement_timeout`
    expect(limit.statement_timeout).toBe('900ms')
    expect(await store.healthy()).toBe(true)
    await store.close()
    await holder.close()
  }, 20_000)

  it('a server starting while its settings are locked waits past its request time limits, then listens', async () => {
    const url = await fresh()
    await (await PostgresStore.open(url)).close()
    // Another session holds the settings table for 2.5 s, as a database busy with many instances
    // starting at once answers late: longer than a request's lock wait (0.9 s) and call deadline
    // (1 s), which must not apply to the secret a server reads before it listens.
    const holder = new SQL(url, { max: 1 })
    const reserved = await holder.reserve()
    await reserved.unsafe('BEGIN')
    await reserved.unsafe('LOCK TABLE settings IN ACCESS EXCLUSIVE MODE')
    const release = Bun.sleep(2_500).then(() => reserved.unsafe('COMMIT'))
    const started = performance.now()
    const server = spawnService(['serve', '--port', '0', '--db', url])
    servers.push(server)
    const listening = await server.waitForLog((l) => l.message === 'listening', 20_000)
    expect(performance.now() - started).toBeGreaterThan(2_000)
    await release
    reserved.release()
    await holder.close()
    // It serves, on the request limits again.
    const ready = await fetch(`${listening.url}/readyz`)
    expect(ready.status).toBe(200)
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 30_000)

  it('refuses a database migrated by a newer build', async () => {
    const sql = new SQL(await fresh(), { max: 1 })
    await migratePostgres(sql)
    await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${LATEST_SCHEMA_VERSION + 1}, 'from the future', 0)`
    await expect(migratePostgres(sql)).rejects.toThrow(/newer than this build supports/)
    await sql.close()
  })

  it('a failing migration leaves no half-applied change', async () => {
    const sql = new SQL(await fresh(), { max: 1 })
    await migratePostgres(sql, LATEST_SCHEMA_VERSION - 1)
    // Make the last migration fail midway: its index name is already taken.
    await sql.unsafe('CREATE INDEX oauth_artifacts_expires ON accounts (created_at)')
    await expect(migratePostgres(sql)).rejects.toThrow(`migration ${LATEST_SCHEMA_VERSION}`)
    expect(await schemaVersionOn(sql)).toBe(LATEST_SCHEMA_VERSION - 1)
    expect(await tables(sql)).not.toContain('oauth_artifacts')
    await sql.close()
  })
})
