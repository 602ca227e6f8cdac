/**
 * A worker process for the cross-process quota test. It opens the shared database file and says
 * "ready"; then, for each batch of accounts, it waits for a start instant on stdin, spins until that
 * instant, tries to consume one call for each account of the batch in turn as fast as it can, and
 * says "done". At the end it prints how many calls it was admitted.
 *
 * Why batches: with every worker walking the same accounts in the same order, whichever worker
 * takes the write lock first stays ahead (SQLite's busy handler puts the others to sleep for
 * milliseconds) and wins every account, so the workers never meet at an account. Restarting them
 * together at each batch puts all four on the same account at the same instant again and again.
 *
 * Mode `store` uses the store's own statement; mode `check-then-act` reads the count and then
 * writes it, the classic mistake, so the test can show that its race catches that mistake.
 *
 * Usage: bun quota-worker.ts DB_PATH FIRST_ID COUNT BATCH MODE
 *   then, per batch, write START_MS and a newline to stdin and wait for "done".
 */
import { Database } from 'bun:sqlite'
import { SqliteStore } from '../../src/store/sqlite-store'

const [dbPath, firstIdArg, countArg, batchArg, mode] = Bun.argv.slice(2)
const firstId = Number(firstIdArg)
const count = Number(countArg)
const batch = Number(batchArg)
const DAY = '2026-11-21'
const LIMIT = 1

let consume: (accountId: number) => boolean
let close: () => void
if (mode === 'store') {
  const store = new SqliteStore(dbPath)
  consume = (id) => store.consumeQuota(id, DAY, LIMIT).allowed
  close = () => store.close()
} else if (mode === 'check-then-act') {
  const db = new Database(dbPath)
  db.exec('PRAGMA busy_timeout = 5000')
  const read = db.query<{ count: number }, [number, string]>('SELECT count FROM usage WHERE account_id = ? AND day = ?')
  const write = db.query<null, [number, string]>(
    'INSERT INTO usage (account_id, day, count) VALUES (?, ?, 1) ON CONFLICT (account_id, day) DO UPDATE SET count = count + 1',
  )
  consume = (id) => {
    if ((read.get(id, DAY)?.count ?? 0) >= LIMIT) return false
    write.run(id, DAY)
    return true
  }
  close = () => db.close()
} else {
  throw new Error(`unknown mode ${mode}`)
}

console.log('ready')
let admitted = 0
let next = firstId
const end = firstId + count
for await (const line of console) {
  const startMs = Number(line)
  while (Date.now() < startMs) {
    // spin: every worker starts the batch at the same instant
  }
  const batchEnd = Math.min(next + batch, end)
  for (; next < batchEnd; next++) if (consume(next)) admitted++
  console.log(next < end ? 'done' : 'finished')
  if (next >= end) break
}
close()
console.log(admitted)
