/**
 * Which store `--db` / BAZI_DB / DATABASE_URL selects: postgres:// and postgresql:// are PostgreSQL, a
 * path or file: is SQLite, any other URL scheme is refused with one clear line (and creates nothing);
 * the operator commands work the same on PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCommand, type CliIo } from '../../src/cli/commands'
import { describeLocation, parseStoreLocation } from '../../src/config/store-location'
import { CONNECT_TIMEOUT_S } from '../../src/store/postgres-store'
import { describePostgres, freshDatabase } from '../support/postgres'

const ROOT = join(import.meta.dir, '../..')
/**
 * An unreachable server is given up on within the store's connect deadline (opening the store is one
 * connection attempt, before any call), plus this margin for a busy machine's scheduling, as the other
 * store tests bound their waits.
 */
const MARGIN_MS = 1_000
const UNREACHABLE_BOUND_MS = CONNECT_TIMEOUT_S * 1_000 + MARGIN_MS
const dir = mkdtempSync(join(tmpdir(), 'bazi-location-'))
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  for (const drop of drops) await drop()
})

async function cli(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env, now: () => new Date('2026-11-21T08:00:00Z') }
  const code = await runCommand(argv[0], argv.slice(1), io)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('parseStoreLocation', () => {
  it('postgres:// and postgresql:// select PostgreSQL; paths, :memory: and file: select SQLite', () => {
    expect(parseStoreLocation('postgres://u:p@db.example:5432/bazi')).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db.example:5432/bazi',
    })
    expect(parseStoreLocation('postgresql://u@127.0.0.1/bazi?sslmode=require').kind).toBe('postgres')
    expect(parseStoreLocation('POSTGRES://u@h/d').kind).toBe('postgres')
    expect(parseStoreLocation('./data/bazi.sqlite')).toEqual({ kind: 'sqlite', path: './data/bazi.sqlite' })
    expect(parseStoreLocation('/var/lib/bazi/bazi.sqlite')).toEqual({ kind: 'sqlite', path: '/var/lib/bazi/bazi.sqlite' })
    expect(parseStoreLocation(':memory:')).toEqual({ kind: 'sqlite', path: ':memory:' })
    expect(parseStoreLocation('file:data/x.sqlite')).toEqual({ kind: 'sqlite', path: 'data/x.sqlite' })
    expect(parseStoreLocation('file:///var/lib/bazi/a%20b.sqlite')).toEqual({ kind: 'sqlite', path: '/var/lib/bazi/a b.sqlite' })
  })

  it('refuses every other URL scheme, an empty value and a PostgreSQL URL without a host', () => {
    for (const value of [
      'mysql://u@h/db',
      'redis://localhost:6379',
      'https://db.example/x',
      'sqlite:///tmp/x.sqlite',
      'mongodb+srv://c.example/db',
    ]) {
      expect(() => parseStoreLocation(value)).toThrow(/unsupported database URL scheme/)
    }
    expect(() => parseStoreLocation('  ')).toThrow(/empty/)
    expect(() => parseStoreLocation('postgres:///bazi')).toThrow(/no host/)
  })

  it('masks the password when describing a location for logs', () => {
    expect(describeLocation(parseStoreLocation('postgres://bazi:s3cret@db.example/bazi'))).toBe('postgres://bazi:***@db.example/bazi')
    expect(describeLocation(parseStoreLocation('postgres://bazi:s3cret@db.example/bazi'))).not.toContain('s3cret')
  })

  it('masks a password given as a query parameter (libpq style), keeping the parameter names', () => {
    const described = describeLocation(parseStoreLocation('postgres://bazi@db.example/bazi?password=s3cret&sslmode=require'))
    expect(described).toBe('postgres://bazi@db.example/bazi?password=***&sslmode=***')
    expect(described).not.toContain('s3cret')
  })
})

describe('an unsupported scheme on the command line', () => {
  it('the CLI: exit 1, one line on stderr naming the scheme, and no file created', async () => {
    const cwd = mkdtempSync(join(dir, 'cwd-'))
    for (const env of [{ BAZI_DB: 'mysql://u@h/db' }, { DATABASE_URL: 'mysql://u@h/db' }] as Record<string, string>[]) {
      const result = await cli(env, 'accounts', 'list')
      expect(result.code).toBe(1)
      expect(result.err.split('\n')).toHaveLength(1)
      expect(result.err).toContain('unsupported database URL scheme "mysql:"')
    }
    const spawned = Bun.spawnSync([process.execPath, join(ROOT, 'src/index.ts'), 'accounts', 'list', '--db', 'redis://localhost/0'], {
      cwd,
      env: { ...process.env, BAZI_DB: '' },
    })
    expect(spawned.exitCode).toBe(1)
    expect(spawned.stderr.toString().trim().split('\n')).toEqual([expect.stringContaining('unsupported database URL scheme "redis:"')])
    expect(readdirSync(cwd)).toEqual([])
  })

  it('serve: exit 1, one line on stderr, no file created, nothing listening', () => {
    const cwd = mkdtempSync(join(dir, 'cwd-'))
    for (const args of [
      ['serve', '--db', 'mysql://u@h/db', '--port', '0'],
      ['--port', '0'],
    ]) {
      const spawned = Bun.spawnSync([process.execPath, join(ROOT, 'src/index.ts'), ...args], {
        cwd,
        env: { ...process.env, BAZI_DB: '', DATABASE_URL: 'mongodb://h/db' },
        timeout: 20_000,
      })
      expect(spawned.exitCode).toBe(1)
      expect(spawned.stderr.toString().trim().split('\n')).toEqual([
        expect.stringMatching(/^error: unsupported database URL scheme "(mysql|mongodb):"/),
      ])
    }
    expect(readdirSync(cwd)).toEqual([])
  })
})

describePostgres('the operator commands on PostgreSQL', () => {
  it('accounts, keys, usage, stats through --db and DATABASE_URL', async () => {
    const db = await freshDatabase()
    drops.push(db.drop)
    expect((await cli({}, 'accounts', 'create', 'acme', '--daily-limit', '5', '--db', db.url)).code).toBe(0)
    const viaEnv = { DATABASE_URL: db.url }
    expect(JSON.parse((await cli(viaEnv, 'accounts', 'list', '--json')).out)).toEqual([
      expect.objectContaining({ name: 'acme', dailyLimit: 5, hasPassword: false }),
    ])
    const created = JSON.parse((await cli(viaEnv, 'keys', 'create', '--account', 'acme', '--json')).out)
    expect(created.key).toStartWith('bz_')
    expect(JSON.parse((await cli(viaEnv, 'keys', 'list', '--json')).out)).toEqual([
      expect.objectContaining({ id: created.id, prefix: created.prefix, status: 'active' }),
    ])
    expect(JSON.parse((await cli(viaEnv, 'usage', '--json')).out)).toEqual([{ account: 'acme', day: '2026-11-21', used: 0, limit: 5 }])
    expect((await cli(viaEnv, 'keys', 'revoke', created.prefix)).out).toContain(`revoked key ${created.id}`)
    expect((await cli(viaEnv, 'stats')).out).toContain('no calls')
    const duplicate = await cli(viaEnv, 'accounts', 'create', 'acme')
    expect(duplicate).toMatchObject({ code: 1, err: 'error: account "acme" already exists' })
  })

  it('an unreachable server: exit 1 and one line within the connect deadline', async () => {
    const started = performance.now()
    const result = await cli({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, 'accounts', 'list')
    expect(performance.now() - started).toBeLessThan(UNREACHABLE_BOUND_MS)
    expect(result.code).toBe(1)
    expect(result.err.split('\n')).toHaveLength(1)
    expect(result.err).toContain('cannot reach PostgreSQL')
  })
})
