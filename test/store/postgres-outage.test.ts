/**
 * The PostgreSQL store when the server goes away and comes back: every call fails fast with
 * StoreUnavailableError (never hangs, never a wrong answer), and the same store object recovers by
 * itself once the server is back, with counts exact.
 */
import { afterAll, expect, it } from 'bun:test'
import { StoreUnavailableError } from '../../src/store/common'
import { PostgresStore, STORE_CALL_DEADLINE_MS } from '../../src/store/postgres-store'
import { describePostgres, freshDatabase, postgresCluster } from '../support/postgres'

const DAY = '2026-11-21'
/**
 * Bounds follow the store's deadline (one call) plus this margin for a busy machine's scheduling,
 * not a fixed wall-clock figure.
 */
const MARGIN_MS = 1_000
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const drop of drops) await drop()
})

describePostgres('PostgreSQL store: server stopped and started again', () => {
  it('answers StoreUnavailableError within the call deadline while down, and recovers with exact counts', async () => {
    const cluster = await postgresCluster()
    if (!cluster.owned) return console.warn('NOTICE: outage test needs a throwaway cluster (not TEST_DATABASE_URL); skipped')
    const db = await freshDatabase()
    drops.push(db.drop)
    const store = await PostgresStore.open(db.url)
    const account = await store.createAccount('alice', 1_000, 0)
    const { key } = await store.createKey('alice', null, 0)
    for (let i = 0; i < 10; i++) expect((await store.consumeQuota(account.id, DAY, 1_000)).allowed).toBe(true)

    cluster.stop()
    try {
      for (const call of [
        () => store.consumeQuota(account.id, DAY, 1_000),
        () => store.authenticate(key, 1),
        () => store.findAccount('alice'),
      ]) {
        const started = performance.now()
        const error = await call().then(
          () => null,
          (e) => e,
        )
        expect(error).toBeInstanceOf(StoreUnavailableError)
        expect(performance.now() - started).toBeLessThan(STORE_CALL_DEADLINE_MS + MARGIN_MS)
      }
      expect(await store.healthy()).toBe(false)
    } finally {
      cluster.start()
    }
    // Back: the next calls succeed on the same store object, and no call was counted twice or lost.
    let recovered = false
    const deadline = Date.now() + 10_000
    while (!recovered && Date.now() < deadline) {
      recovered = await store.healthy()
      if (!recovered) await Bun.sleep(100)
    }
    expect(recovered).toBe(true)
    expect(await store.authenticate(key, 2)).toMatchObject({ accountName: 'alice' })
    expect((await store.consumeQuota(account.id, DAY, 1_000)).used).toBe(11)
    await store.close()
  }, 60_000)

  it('an unreachable server at start fails fast with StoreUnavailableError', async () => {
    const started = performance.now()
    const error = await PostgresStore.open('postgres://nobody@127.0.0.1:1/none').then(
      () => null,
      (e) => e,
    )
    expect(error).toBeInstanceOf(StoreUnavailableError)
    // Refused at once (nothing listens on port 1): within one call's deadline.
    expect(performance.now() - started).toBeLessThan(STORE_CALL_DEADLINE_MS + MARGIN_MS)
  })
})
