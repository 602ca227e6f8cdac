/**
 * The group commit of quota statements on SQLite (src/store/group-commit.ts): the calls of one turn
 * of the event loop share one commit, each caller hears its decision only once it is on disk, the
 * limit stays exact, and a turn that cannot commit refuses every call it held and counts none.
 * Observed from a second connection to the same file, as another process would see it.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asyncStore } from '../../src/store/open'
import { SqliteStore } from '../../src/store/sqlite-store'

const DAY = '2026-11-24'
const dirs: string[] = []
const stores: SqliteStore[] = []
afterEach(() => {
  for (const store of stores.splice(0)) store.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function openPair(limit: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-group-commit-'))
  dirs.push(dir)
  const path = join(dir, 'store.sqlite')
  const writer = new SqliteStore(path)
  const observer = new SqliteStore(path)
  stores.push(writer, observer)
  const account = writer.createAccount('alice', limit, 0)
  // Each commit appends the pages it changed to the write-ahead log as frames (a page and a 24-byte
  // header; sqlite.org/fileformat.html#the_write_ahead_log): the frames written count the commits.
  const pageSize = observer.db.query<{ page_size: number }, []>('PRAGMA page_size').get()!.page_size
  const framesWritten = () => Math.floor((statSync(`${path}-wal`).size - 32) / (pageSize + 24))
  const usedOnDisk = () => observer.usage(DAY, 'alice')[0].used
  return { store: asyncStore(writer), writer, account, framesWritten, usedOnDisk }
}

describe('quota group commit (SQLite)', () => {
  test('the calls of one turn share one commit, and each is answered only once it is on disk', async () => {
    const { store, account, framesWritten, usedOnDisk } = openPair(1_000)
    const before = framesWritten()
    const decisions = await Promise.all(Array.from({ length: 50 }, () => store.consumeQuota(account.id, DAY, 1_000)))
    expect(decisions.map((d) => d.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    // One commit for the fifty statements: the few pages it changed, once (one commit each: 50+ frames).
    expect(framesWritten() - before).toBeLessThanOrEqual(3)
    expect(usedOnDisk()).toBe(50)

    // A call answered alone is on disk when its answer arrives.
    const single = await store.consumeQuota(account.id, DAY, 1_000)
    expect(single.used).toBe(51)
    expect(usedOnDisk()).toBe(51)
  })

  test('the limit stays exact within a turn: the calls past it are refused and not counted', async () => {
    const { store, account, usedOnDisk } = openPair(7)
    const decisions = await Promise.all(Array.from({ length: 20 }, () => store.consumeQuota(account.id, DAY, 7)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7)
    expect(decisions.filter((d) => !d.allowed).every((d) => d.used === 7 && d.limit === 7)).toBe(true)
    expect(usedOnDisk()).toBe(7)
  })

  test('calls in separate turns are separate commits (no call waits for a later one)', async () => {
    const { store, account, framesWritten } = openPair(1_000)
    await store.consumeQuota(account.id, DAY, 1_000)
    const before = framesWritten()
    for (let i = 0; i < 3; i++) await store.consumeQuota(account.id, DAY, 1_000)
    expect(framesWritten() - before).toBeGreaterThanOrEqual(3)
  })

  test('a turn that cannot commit refuses every call it held and counts none', async () => {
    const { store, writer, account, usedOnDisk } = openPair(1_000)
    await store.consumeQuota(account.id, DAY, 1_000)
    // Another connection holds the write lock past the busy timeout: the turn's transaction fails.
    writer.db.exec('PRAGMA busy_timeout = 50')
    const blocker = new SqliteStore(writer.db.filename)
    stores.push(blocker)
    blocker.db.exec('BEGIN IMMEDIATE')
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => store.consumeQuota(account.id, DAY, 1_000)))
    blocker.db.exec('ROLLBACK')
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i)
    expect(usedOnDisk()).toBe(1)
    // The next turn commits again.
    expect((await store.consumeQuota(account.id, DAY, 1_000)).used).toBe(2)
  })

  test('a call whose own statement fails is refused alone; the others of its turn still count', async () => {
    const { store, account, usedOnDisk } = openPair(1_000)
    const outcomes = await Promise.allSettled([
      store.consumeQuota(account.id, DAY, 1_000),
      store.consumeQuota(9_999, DAY, 1_000), // no such account: the foreign key refuses it
      store.consumeQuota(account.id, DAY, 1_000),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/i)
    expect(usedOnDisk()).toBe(2)
  })

  test('closing the store commits the calls still waiting for their turn', async () => {
    const { store, account, usedOnDisk } = openPair(1_000)
    const pending = [store.consumeQuota(account.id, DAY, 1_000), store.consumeQuota(account.id, DAY, 1_000)]
    await store.close()
    stores.shift() // closed above
    expect((await Promise.all(pending)).map((d) => d.used)).toEqual([1, 2])
    expect(usedOnDisk()).toBe(2)
  })

  test('a transaction left open on the connection refuses the turn instead of answering before a commit', async () => {
    const { store, writer, account, usedOnDisk } = openPair(1_000)
    writer.db.exec('BEGIN')
    const outcome = await Promise.allSettled([store.consumeQuota(account.id, DAY, 1_000)])
    writer.db.exec('ROLLBACK')
    expect(outcome[0].status).toBe('rejected')
    expect(usedOnDisk()).toBe(0)
    expect((await store.consumeQuota(account.id, DAY, 1_000)).used).toBe(1)
  })
})
