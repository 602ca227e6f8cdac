/**
 * A worker process for the cross-process quota test: opens the shared database file and, starting
 * at the agreed instant, tries to consume one call for each account in turn, as fast as it can.
 * Prints the number of calls it was admitted. Usage: bun quota-worker.ts DB_PATH FIRST_ID COUNT START_MS
 */
import { SqliteStore } from '../../src/store/sqlite-store'

const [dbPath, firstId, count, startMs] = Bun.argv.slice(2)
const store = new SqliteStore(dbPath)
while (Date.now() < Number(startMs)) {
  // spin: every worker starts at the same instant
}
let admitted = 0
for (let id = Number(firstId); id < Number(firstId) + Number(count); id++) {
  if (store.consumeQuota(id, '2026-11-21', 1).allowed) admitted++
}
store.close()
console.log(admitted)
