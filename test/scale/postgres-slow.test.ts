/**
 * A slow database (up, but answering late), through a loopback proxy that delays every chunk each
 * way: for every call, the call is counted in the database exactly when its client got a 2xx. Each
 * call uses an account of its own, so the check is per call, not only in sum. The delays straddle
 * the store's default deadline (1 s a call): some calls answer 200, some 503 STORE_UNAVAILABLE,
 * and among the 503s some statements reached the server and committed before the answer came back
 * too late; those must not stay counted.
 */
import { SQL } from 'bun'
import { afterAll, expect, it } from 'bun:test'
import { PostgresStore, STORE_CALL_DEADLINE_MS } from '../../src/store/postgres-store'
import { startDelayProxy, type DelayProxy } from '../support/delay-proxy'
import { describePostgres, freshDatabase } from '../support/postgres'
import { spawnService, type ServerProcess } from '../support/processes'

const CALLS = 80
/** The store's default deadline of one call (no STORE_TIMEOUT_MS is set). */
const DEADLINE_MS = STORE_CALL_DEADLINE_MS
/** A metered call makes two store calls; this margin covers a busy machine's scheduling. */
const MARGIN_MS = 1_500

const started: ServerProcess[] = []
const proxies: DelayProxy[] = []
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const s of started) if (s.proc.exitCode === null) s.proc.kill('SIGKILL')
  for (const p of proxies) p.close()
  for (const drop of drops) await drop()
})

describePostgres('a slow database: counted exactly when answered', () => {
  it(`${CALLS} calls through a delaying proxy: every call counted ⇔ its client got 200`, async () => {
    const db = await freshDatabase()
    drops.push(db.drop)
    const store = await PostgresStore.open(db.url)
    const keys: string[] = []
    for (let i = 0; i < CALLS; i++) {
      await store.createAccount(`slow-${i}`, 1_000, Date.now())
      keys.push((await store.createKey(`slow-${i}`, null, Date.now())).key)
    }
    await store.close()
    const target = new URL(db.url)
    const proxy = await startDelayProxy({ host: target.hostname, port: Number(target.port) })
    proxies.push(proxy)
    const viaProxy = new URL(db.url)
    viaProxy.port = String(proxy.port)
    const server = spawnService(['serve', '--port', '0', '--db', viaProxy.href])
    started.push(server)
    const url = (await server.waitForLog((l) => l.message === 'listening', 30_000)).url as string

    // Each chunk late by 100–450 ms each way: a round trip of 200–900 ms, more when chunks queue, against a 1 s deadline.
    proxy.setDelay(() => 100 + Math.random() * 350)
    const answers = await Promise.all(
      keys.map(async (key, i) => {
        // Spaced out: ten pooled connections, each a round trip of up to a second a statement.
        await Bun.sleep(i * 150)
        const t0 = performance.now()
        const res = await fetch(`${url}/api/v1/tarot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ cardId: i % 78, reversed: false }),
        })
        const body = (await res.json()) as { error?: { code: string } }
        return { account: `slow-${i}`, status: res.status, code: body.error?.code ?? null, ms: performance.now() - t0 }
      }),
    )
    proxy.setDelay(0)
    // Late answers are still on their way, and what they bring is settled after they arrive.
    await Bun.sleep(2 * DEADLINE_MS + MARGIN_MS)

    const sql = new SQL(db.url, { max: 1 })
    const rows: { name: string; used: number }[] =
      await sql`SELECT a.name, COALESCE(SUM(u.count), 0)::int AS used FROM accounts a LEFT JOIN usage u ON u.account_id = a.id GROUP BY a.name`
    await sql.close()
    const counted = new Map(rows.map((r) => [r.name, r.used]))
    const by = (s: number) => answers.filter((a) => a.status === s).length
    console.log(
      `slow database (100–450 ms each way): ${by(200)} × 200, ${by(503)} × 503 of ${CALLS} (others: ${JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => a.status))}); slowest answer ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; counted ${[...counted.values()].reduce((x, y) => x + y, 0)}`,
    )
    // The delays straddle the deadline: both outcomes occur, or the test shows nothing.
    expect(by(200)).toBeGreaterThan(0)
    expect(by(503)).toBeGreaterThan(0)
    for (const a of answers) {
      expect(a.status === 200 || (a.status === 503 && a.code === 'STORE_UNAVAILABLE')).toBe(true)
      expect(a.ms).toBeLessThan(2 * DEADLINE_MS + MARGIN_MS)
    }
    const mismatched = answers.filter((a) => (counted.get(a.account) ?? 0) !== (a.status === 200 ? 1 : 0))
    expect(mismatched.map((a) => ({ account: a.account, status: a.status, counted: counted.get(a.account) }))).toEqual([])
    server.proc.kill('SIGTERM')
    await server.exited
  }, 120_000)
})
