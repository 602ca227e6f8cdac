/** The one behavioural test list (contract.ts) against both stores: SQLite files, and PostgreSQL on a real server. */
import { afterAll, type describe } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asyncStore } from '../../src/store/open'
import { PostgresStore } from '../../src/store/postgres-store'
import { SqliteStore } from '../../src/store/sqlite-store'
import { describePostgres, freshDatabase } from '../support/postgres'
import { storeContract } from './contract'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

storeContract('SQLite', {
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'bazi-contract-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'store.sqlite')
    return { store: asyncStore(new SqliteStore(path)), second: async () => asyncStore(new SqliteStore(path)) }
  },
})

storeContract(
  'PostgreSQL',
  {
    async open() {
      const db = await freshDatabase()
      cleanups.push(db.drop)
      return { store: await PostgresStore.open(db.url), second: () => PostgresStore.open(db.url) }
    },
  },
  describePostgres as typeof describe,
)
