/**
 * Scale-out sizing figures: `bun bench/tools/scale.ts [--smoke]`.
 *
 * 1. Store only, in process: metered-call store work (authenticate the key + count one call, the two
 *    store round trips of every metered request) per second, 50 in flight, on SQLite (a WAL file)
 *    and on PostgreSQL (a throwaway local cluster, or TEST_DATABASE_URL; skipped with a notice
 *    when neither exists). Ratio: PostgreSQL / SQLite.
 * 2. Over HTTP: metered REST calls (POST /api/v1/tarot with a key, template narrator) per second
 *    against `serve --workers 1` and `serve --workers 2`, on one SQLite file and on PostgreSQL
 *    (autocannon, 50 connections, rounds interleaved). Ratios: 2 workers / 1 worker, PostgreSQL /
 *    SQLite, and calls/s per worker.
 *
 * Absolute figures on a shared 2-vCPU machine (the load generator competes for the same cores)
 * swing by ±40 %; the ratios within one run are what to compare. Every process started is stopped
 * by its pid; traffic stays on loopback.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { asyncStore } from '../../src/store/open'
import { PostgresStore } from '../../src/store/postgres-store'
import { SqliteStore } from '../../src/store/sqlite-store'
import type { AsyncStore } from '../../src/store/types'
import { runLoad } from '../lib/load'
import { BENCH_TMP, BUN, REPO_ROOT, startProcess, stopAll } from '../lib/processes'
import { fixed, kilo, median } from '../lib/stats'

interface ScaleResult {
  store: { sqlitePerSecond: number; postgresPerSecond: number | null; note: string | null }
  http: { store: 'sqlite' | 'postgres'; workers: number; callsPerSecond: number; perWorker: number; p99Ms: number; non2xx: number }[]
}

const DAY = '2026-11-21'

/** Store work of one metered request, `inFlight` at a time, for `seconds`: calls per second. */
async function storeRate(store: AsyncStore, key: string, accountId: number, seconds: number, inFlight = 50): Promise<number> {
  let done = 0
  const until = performance.now() + seconds * 1000
  const lane = async () => {
    while (performance.now() < until) {
      const principal = await store.authenticate(key, Date.now())
      if (!principal) throw new Error('benchmark key did not authenticate')
      const decision = await store.consumeQuota(accountId, DAY, 1_000_000_000)
      if (!decision.allowed) throw new Error('benchmark quota exhausted')
      done++
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: inFlight }, lane))
  return done / ((performance.now() - t0) / 1000)
}

async function benchStores(smoke: boolean): Promise<ScaleResult['store']> {
  const seconds = smoke ? 1 : 5
  const dir = join(BENCH_TMP, `scale-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const sqlite = asyncStore(new SqliteStore(join(dir, 'store.sqlite')))
  const account = await sqlite.createAccount('bench', 1_000_000_000, Date.now())
  const { key } = await sqlite.createKey('bench', null, Date.now())
  const sqlitePerSecond = await storeRate(sqlite, key, account.id, seconds)
  await sqlite.close()
  console.log(`store, SQLite:     ${kilo(sqlitePerSecond)} metered calls/s (authenticate + count), 50 in flight, one process`)

  let postgresPerSecond: number | null = null
  let note: string | null = null
  // The test harness starts a throwaway cluster (or uses TEST_DATABASE_URL).
  const { postgresAvailable, postgresUnavailableReason, freshDatabase } = await import('../../test/support/postgres')
  if (postgresAvailable()) {
    const db = await freshDatabase()
    const pg = await PostgresStore.open(db.url)
    const pgAccount = await pg.createAccount('bench', 1_000_000_000, Date.now())
    const { key: pgKey } = await pg.createKey('bench', null, Date.now())
    postgresPerSecond = await storeRate(pg, pgKey, pgAccount.id, seconds)
    await pg.close()
    await db.drop()
    console.log(
      `store, PostgreSQL: ${kilo(postgresPerSecond)} metered calls/s (authenticate + count), 50 in flight, one process, pool of 10`,
    )
    console.log(`PostgreSQL / SQLite: ${fixed(postgresPerSecond / sqlitePerSecond, 2)}`)
  } else {
    note = `PostgreSQL skipped: ${postgresUnavailableReason()}`
    console.log(`NOTICE: ${note}`)
  }
  rmSync(dir, { recursive: true, force: true })
  return { sqlitePerSecond, postgresPerSecond, note }
}

async function benchWorkers(smoke: boolean): Promise<ScaleResult['http']> {
  const dir = join(BENCH_TMP, `scale-http-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const dbPath = join(dir, 'workers.sqlite')
  const store = new SqliteStore(dbPath)
  store.createAccount('bench', 1_000_000_000, Date.now())
  const { key } = store.createKey('bench', null, Date.now())
  store.close()
  const targets: { store: 'sqlite' | 'postgres'; workers: number; db: string; key: string }[] = [
    { store: 'sqlite', workers: 1, db: dbPath, key },
    { store: 'sqlite', workers: 2, db: dbPath, key },
  ]
  let dropPostgres: (() => Promise<void>) | null = null
  const { postgresAvailable, freshDatabase } = await import('../../test/support/postgres')
  if (postgresAvailable()) {
    const db = await freshDatabase()
    dropPostgres = db.drop
    const pg = await PostgresStore.open(db.url)
    await pg.createAccount('bench', 1_000_000_000, Date.now())
    const { key: pgKey } = await pg.createKey('bench', null, Date.now())
    await pg.close()
    targets.push({ store: 'postgres', workers: 1, db: db.url, key: pgKey }, { store: 'postgres', workers: 2, db: db.url, key: pgKey })
  }
  const rounds = smoke ? 1 : 3
  const seconds = smoke ? 2 : 8
  const body = JSON.stringify({ question: 'What should I focus on this week?' })
  const servers = await Promise.all(
    targets.map((t) =>
      startProcess(
        [BUN, join(REPO_ROOT, 'src/index.ts'), 'serve', '--workers', String(t.workers), '--port', '0', '--host', '127.0.0.1', '--db', t.db],
        {
          env: { NODE_ENV: 'production', PUBLIC_MCP_CALLS_PER_MINUTE: '1000000000' },
          readyPath: '/readyz',
          timeoutMs: 30_000,
        },
      ),
    ),
  )
  const figures = targets.map(() => ({ rps: [] as number[], p99: [] as number[], non2xx: 0 }))
  // Rounds interleaved over the targets, so that drifts in machine speed hit all alike.
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const result = await runLoad({
        url: `${servers[i].url}/api/v1/tarot`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
        bodies: [body],
        durationSeconds: seconds,
      })
      figures[i].rps.push(result.requestsPerSecond)
      figures[i].p99.push(result.latencyMs.p99)
      figures[i].non2xx += result.non2xx + result.errors
    }
  }
  await stopAll()
  if (dropPostgres) await dropPostgres()
  rmSync(dir, { recursive: true, force: true })
  const out = targets.map((t, i) => ({
    store: t.store,
    workers: t.workers,
    callsPerSecond: median(figures[i].rps),
    perWorker: median(figures[i].rps) / t.workers,
    p99Ms: median(figures[i].p99),
    non2xx: figures[i].non2xx,
  }))
  for (const f of out)
    console.log(
      `HTTP, ${f.store}, --workers ${f.workers}: ${kilo(f.callsPerSecond)} metered calls/s (${kilo(f.perWorker)} per worker), p99 ${fixed(f.p99Ms)} ms, ${f.non2xx} non-2xx`,
    )
  const rate = (store: string, workers: number) => out.find((f) => f.store === store && f.workers === workers)?.callsPerSecond ?? NaN
  console.log(`SQLite, 2 workers / 1 worker: ${fixed(rate('sqlite', 2) / rate('sqlite', 1), 2)} (2 vCPUs shared with the load generator)`)
  if (dropPostgres) {
    console.log(
      `PostgreSQL, 2 workers / 1 worker: ${fixed(rate('postgres', 2) / rate('postgres', 1), 2)}; PostgreSQL / SQLite, 1 worker: ${fixed(rate('postgres', 1) / rate('sqlite', 1), 2)}`,
    )
  }
  return out
}

async function runScale(options: { smoke: boolean }): Promise<ScaleResult> {
  const store = await benchStores(options.smoke)
  const http = await benchWorkers(options.smoke)
  return { store, http }
}

if (import.meta.main) {
  const smoke = process.argv.includes('--smoke')
  try {
    await runScale({ smoke })
  } finally {
    await stopAll()
  }
  process.exit(0)
}
