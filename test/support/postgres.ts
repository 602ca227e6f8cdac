/**
 * A real PostgreSQL server for tests, never a mock.
 *
 * - `TEST_DATABASE_URL` set: that server is used (the URL's user must be allowed to CREATE DATABASE).
 * - Else, where `initdb` is installed (/usr/lib/postgresql/N/bin), a throwaway cluster of our own:
 *   initdb and pg_ctl run as the `postgres` user, data and socket folders in a temp dir owned by it,
 *   an unused port (tried again on another if someone takes it first), listening on 127.0.0.1 only, fsync off (the data is thrown away). It is started on
 *   first use and stopped by pg_ctl (which signals the postmaster's pid) when the test process ends.
 * - Neither: `postgresAvailable()` is false and `describePostgres` prints a notice and skips.
 *
 * Each caller of `freshDatabase()` gets a database of its own (CREATE DATABASE with a random name), so
 * test files never see each other's rows.
 */
import { SQL } from 'bun'
import { beforeAll, describe } from 'bun:test'
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PG_ROOT = '/usr/lib/postgresql'

function findPgBin(): string | null {
  if (!existsSync(PG_ROOT)) return null
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null
}

const pgBin = findPgBin()
const externalUrl = process.env.TEST_DATABASE_URL || null

export const postgresAvailable = (): boolean => externalUrl !== null || (pgBin !== null && process.getuid?.() === 0)

/** Why the PostgreSQL tests cannot run here (printed, never silent). */
export const postgresUnavailableReason = (): string =>
  pgBin === null
    ? `no TEST_DATABASE_URL and no initdb under ${PG_ROOT}/*/bin (apt-get install postgresql)`
    : 'no TEST_DATABASE_URL, and starting a throwaway cluster needs root (to run initdb as the postgres user)'

let notified = false
/** `describe` for tests that need PostgreSQL: skipped with a printed notice where there is none. */
export function describePostgres(name: string, fn: () => void): void {
  if (postgresAvailable()) {
    return describe(name, () => {
      // The first file to need the cluster pays for initdb and start (seconds on a busy machine),
      // here rather than inside a test's own time limit.
      beforeAll(() => postgresCluster().then(() => {}), 120_000)
      fn()
    })
  }
  if (!notified) {
    notified = true
    console.warn(`NOTICE: PostgreSQL tests skipped: ${postgresUnavailableReason()}`)
  }
  describe.skip(name, fn)
}

/**
 * A port no one listens on now. PostgreSQL takes its port as a number (it cannot be told to bind
 * port 0 and report it), so another process may still take this one first: the start below
 * notices (the server fails to bind) and tries again on another.
 */
async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const START_ATTEMPTS = 5

export interface Cluster {
  /** URL of the maintenance database; `databaseUrl(name)` for another. */
  adminUrl: string
  port: number
  databaseUrl(name: string): string
  /** Stops the server (fast mode); `start()` starts it again on the same port and data. */
  stop(): void
  start(): void
  /** Owned clusters only: the data folder and the bin folder (null for TEST_DATABASE_URL). */
  owned: boolean
  /** Stops the server at once and deletes its files (owned clusters). */
  remove(): void
}

export interface ClusterOptions {
  /** Addresses to listen on besides 127.0.0.1 (they must exist on this host when it starts). */
  listen?: string[]
  /** Networks (CIDR) whose clients are trusted, besides loopback. */
  trustNetworks?: string[]
}

let cluster: Cluster | null = null

const asPostgres = (args: string[]) => ['runuser', '-u', 'postgres', '--', ...args]

function run(cmd: string[], what: string): void {
  const result = Bun.spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' })
  if (result.exitCode !== 0) throw new Error(`${what} failed (${result.exitCode}): ${result.stderr.toString()}${result.stdout.toString()}`)
}

async function startOwnedCluster(settings: ClusterOptions = {}): Promise<Cluster> {
  const base = mkdtempSync(join(tmpdir(), 'bazi-pg-'))
  const dataDir = join(base, 'data')
  const socketDir = join(base, 'socket')
  try {
    run(['mkdir', '-p', dataDir, socketDir], 'mkdir')
    run(['chown', '-R', 'postgres:postgres', base], 'chown')
    run(asPostgres([join(pgBin!, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), 'initdb')
    if (settings.trustNetworks?.length) {
      appendFileSync(join(dataDir, 'pg_hba.conf'), settings.trustNetworks.map((net) => `host all all ${net} trust\n`).join(''))
    }
  } catch (error) {
    rmSync(base, { recursive: true, force: true })
    throw error
  }
  const listen = ['127.0.0.1', ...(settings.listen ?? [])].join(',')
  let port = 0
  const options = () =>
    `-p ${port} -k ${socketDir} -c listen_addresses=${listen} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  const start = () =>
    run(
      asPostgres([join(pgBin!, 'pg_ctl'), '-D', dataDir, '-o', options(), '-l', join(base, 'server.log'), '-w', '-t', '30', 'start']),
      'pg_ctl start',
    )
  const stop = () => run(asPostgres([join(pgBin!, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']), 'pg_ctl stop')
  // Stopped when the test process ends, however it ends: `bun test` does not fire process 'exit'
  // handlers, and a killed run fires nothing. A small watchdog shell polls the test process's pid
  // and then stops this cluster (pg_ctl signals only the postmaster named in its pid file).
  const stopCommand = asPostgres([join(pgBin!, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    .map((a) => `'${a}'`)
    .join(' ')
  const watchdog = Bun.spawn(
    ['sh', '-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 0.5; done; ${stopCommand} >/dev/null 2>&1; rm -rf '${base}'`],
    {
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  )
  watchdog.unref()
  for (let attempt = 1; ; attempt++) {
    port = await unusedPort()
    try {
      start()
      break
    } catch (error) {
      // Another process took the port between the check and the bind: another port.
      const log = existsSync(join(base, 'server.log')) ? readFileSync(join(base, 'server.log'), 'utf8') : ''
      if (attempt >= START_ATTEMPTS || !/could not bind|Address already in use/i.test(log)) throw error
    }
  }
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    adminUrl: urlFor('postgres'),
    port,
    databaseUrl: urlFor,
    stop,
    start,
    owned: true,
    remove() {
      Bun.spawnSync(['sh', '-c', `${stopCommand} >/dev/null 2>&1; rm -rf '${base}'`])
    },
  }
}

/** A throwaway cluster of this caller's own (not the shared one), for tests that shape its network. */
export async function privateCluster(settings: ClusterOptions): Promise<Cluster> {
  if (pgBin === null || process.getuid?.() !== 0)
    throw new Error(`a private PostgreSQL cluster needs initdb and root: ${postgresUnavailableReason()}`)
  return startOwnedCluster(settings)
}

function externalCluster(url: string): Cluster {
  const at = (name: string) => {
    const u = new URL(url)
    u.pathname = `/${name}`
    return u.href
  }
  const refuse = () => {
    throw new Error('stopping the server needs a throwaway cluster, not TEST_DATABASE_URL')
  }
  return { adminUrl: url, port: Number(new URL(url).port || 5432), databaseUrl: at, stop: refuse, start: refuse, owned: false, remove() {} }
}

export async function postgresCluster(): Promise<Cluster> {
  if (!postgresAvailable()) throw new Error(`PostgreSQL unavailable: ${postgresUnavailableReason()}`)
  cluster ??= externalUrl ? externalCluster(externalUrl) : await startOwnedCluster()
  return cluster
}

/** A new, empty database of its own on the test server; returns its URL and a dropper. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const c = await postgresCluster()
  const name = `bazi_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new SQL(c.adminUrl, { max: 1 })
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`)
  } finally {
    await admin.close()
  }
  return {
    url: c.databaseUrl(name),
    drop: async () => {
      const sql = new SQL(c.adminUrl, { max: 1 })
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await sql.close()
      }
    },
  }
}
