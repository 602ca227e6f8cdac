/**
 * A worker process for the cross-process quota test: opens the shared database file, says "ready",
 * waits for the start instant on stdin, then tries to consume one call for each account in turn, as
 * fast as it can, and prints how many it was admitted.
 * Usage: bun quota-worker.ts DB_PATH FIRST_ID COUNT   (then write START_MS and a newline to stdin)
 */
import { SqliteStore } from '../../src/store/sqlite-store'

const [dbPath, firstId, count] = Bun.argv.slice(2)
const store = new SqliteStore(dbPath)
console.log('ready')
let startMs = 0
for await (const line of console) {
  startMs = Number(line)
  break
}
while (Date.now() < startMs) {
  // spin: every worker starts at the same instant
}
let admitted = 0
for (let id = Number(firstId); id < Number(firstId) + Number(count); id++) {
  if (store.consumeQuota(id, '2026-11-21', 1).allowed) admitted++
}
store.close()
console.log(admitted)
