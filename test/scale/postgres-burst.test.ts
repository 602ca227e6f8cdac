/**
 * A burst on one account across instances, at default settings (the store's own deadlines): 300
 * concurrent metered calls spread over three instances on a limit of 100 answer exactly 100 × 200
 * and 200 × 429, never 503, in each of five bursts. A call that can only be refused must not queue
 * for the quota row's lock behind the admitted ones (it would reach the deadline and answer 503).
 * The instances answer a few calls each before the bursts, as running instances have.
 */
import { SQL } from 'bun'
import { afterAll, expect, it } from 'bun:test'
import { PostgresStore } from '../../src/store/postgres-store'
import { describePostgres, freshDatabase } from '../support/postgres'
import { spawnService, type ServerProcess } from '../support/processes'

const BURSTS = 5
const CALLS = 300
const LIMIT = 100
const INSTANCES = 3
const WARM_UP_CALLS = 50

const started: ServerProcess[] = []
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const s of started) if (s.proc.exitCode === null) s.proc.kill('SIGTERM')
  await Promise.all(started.map((s) => s.exited))
  for (const drop of drops) await drop()
})

let shared: { dbUrl: string; urls: string[] } | null = null

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

describePostgres('a burst on one account over three instances, default settings', () => {
  it(`${CALLS} concurrent calls on a limit of ${LIMIT}: exactly ${LIMIT} × 200 and ${CALLS - LIMIT} × 429, no 503, in each of ${BURSTS} bursts`, async () => {
    const db = await freshDatabase()
    drops.push(db.drop)
    const store = await PostgresStore.open(db.url)
    await store.createAccount('warm-up', 1_000_000, Date.now())
    const warmKey = (await store.createKey('warm-up', null, Date.now())).key
    const keys: string[] = []
    for (let b = 0; b < BURSTS; b++) {
      await store.createAccount(`burst-${b}`, LIMIT, Date.now())
      keys.push((await store.createKey(`burst-${b}`, null, Date.now())).key)
    }
    await store.close()
    // No STORE_TIMEOUT_MS: the default deadlines are what is under test.
    const servers = Array.from({ length: INSTANCES }, () => spawnService(['serve', '--port', '0', '--db', db.url]))
    started.push(...servers)
    const urls = (await Promise.all(servers.map((s) => s.waitForLog((l) => l.message === 'listening', 30_000)))).map((l) => l.url as string)
    // Each instance answers some calls on an account of its own first, one at a time, so the bursts
    // measure the quota row's lock and not a process still compiling its code and loading what its
    // warm-up loads (on two cores, three instances starting at once).
    for (const url of urls)
      for (let i = 0; i < WARM_UP_CALLS; i++) {
        const res = await fetch(`${url}/api/v1/tarot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${warmKey}` },
          body: JSON.stringify({ cardId: i % 78, reversed: false }),
        })
        expect(res.status).toBe(200)
        await res.arrayBuffer()
      }

    const results: { ok: number; refused: number; other: Record<number, number>; p50: number; p99: number; max: number }[] = []
    for (let b = 0; b < BURSTS; b++) {
      const timed = await Promise.all(
        Array.from({ length: CALLS }, async (_, i) => {
          const t0 = performance.now()
          const res = await fetch(`${urls[i % INSTANCES]}/api/v1/tarot`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[b]}` },
            body: JSON.stringify({ cardId: i % 78, reversed: false }),
          })
          await res.arrayBuffer()
          return { status: res.status, ms: performance.now() - t0 }
        }),
      )
      const ms = timed.map((t) => t.ms).sort((x, y) => x - y)
      const other: Record<number, number> = {}
      for (const t of timed) if (t.status !== 200 && t.status !== 429) other[t.status] = (other[t.status] ?? 0) + 1
      results.push({
        ok: timed.filter((t) => t.status === 200).length,
        refused: timed.filter((t) => t.status === 429).length,
        other,
        p50: Math.round(percentile(ms, 50)),
        p99: Math.round(percentile(ms, 99)),
        max: Math.round(ms[ms.length - 1]),
      })
    }
    for (const [b, r] of results.entries())
      console.log(
        `burst ${b + 1}: ${r.ok} × 200, ${r.refused} × 429, other ${JSON.stringify(r.other)}; p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
      )

    const sql = new SQL(db.url, { max: 1 })
    const counted = (
      await sql`SELECT a.name, COALESCE(SUM(u.count), 0)::int AS used FROM accounts a LEFT JOIN usage u ON u.account_id = a.id WHERE a.name LIKE 'burst-%' GROUP BY a.name ORDER BY a.name`
    ).map((r: { used: number }) => r.used)
    await sql.close()
    expect(results.map((r) => [r.ok, r.refused, r.other])).toEqual(results.map(() => [LIMIT, CALLS - LIMIT, {}]))
    expect(counted).toEqual(results.map(() => LIMIT))
    shared = { dbUrl: db.url, urls }
  }, 120_000)

  it('a spent account is refused at once while another transaction holds its quota row', async () => {
    if (!shared) throw new Error('needs the instances of the burst test')
    const { dbUrl, urls } = shared
    const store = await PostgresStore.open(dbUrl)
    await store.createAccount('spent', 2, Date.now())
    const { key } = await store.createKey('spent', null, Date.now())
    await store.close()
    const call = (i: number) =>
      fetch(`${urls[i % INSTANCES]}/api/v1/tarot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ cardId: i, reversed: false }),
      }).then(async (r) => (await r.arrayBuffer(), r.status))
    expect([await call(0), await call(1)]).toEqual([200, 200])
    // The row stays locked for longer than any deadline (the store's default is 1 s a call): a
    // refusal that queued for the lock would answer 503 or only after the lock is released.
    const HOLD_MS = 4_000
    const sql = new SQL(dbUrl, { max: 1 })
    let answeredWhileLocked: { status: number; locked: boolean }[] = []
    try {
      await sql.begin(async (tx) => {
        await tx`SELECT count FROM usage u JOIN accounts a ON a.id = u.account_id WHERE a.name = 'spent' FOR UPDATE OF u`
        let locked = true
        const calls = Array.from({ length: 30 }, (_, i) => call(i).then((status) => ({ status, locked })))
        await Bun.sleep(HOLD_MS)
        locked = false
        answeredWhileLocked = await Promise.all(calls)
      })
    } finally {
      await sql.close()
    }
    expect(answeredWhileLocked).toEqual(answeredWhileLocked.map(() => ({ status: 429, locked: true })))
  }, 60_000)
})
