/** STORE_TIMEOUT_MS: the PostgreSQL store call deadline an operator may move, within bounds. */
import { describe, expect, it } from 'bun:test'
import { loadConfig } from '../../src/config'
import { openDeps } from '../../src/deps'
import { describePostgres, freshDatabase } from '../support/postgres'

describe('STORE_TIMEOUT_MS', () => {
  it('is unset by default (the store decides: 1 s) and takes whole milliseconds from 200 to 60,000', () => {
    expect(loadConfig({}).storeTimeoutMs).toBeNull()
    expect(loadConfig({ STORE_TIMEOUT_MS: '5000' }).storeTimeoutMs).toBe(5000)
    for (const bad of ['150', '60001', '1.5', 'soon'])
      expect(() => loadConfig({ STORE_TIMEOUT_MS: bad })).toThrow('STORE_TIMEOUT_MS must be an integer from 200 to 60000')
  })
})

describePostgres('STORE_TIMEOUT_MS on PostgreSQL', () => {
  it('reaches the store: every pooled connection runs with a statement timeout 100 ms inside the deadline', async () => {
    const db = await freshDatabase()
    try {
      const deps = await openDeps(loadConfig({ STORE_TIMEOUT_MS: '300', BAZI_DB: db.url }))
      const sql = (deps.store as unknown as { sql: import('bun').SQL }).sql
      // statement_timeout = 300 - 100 ms on every pooled connection.
      const [{ statement_timeout }] = await sql`SHOW statement_timeout`
      expect(statement_timeout).toBe('200ms')
      await deps.store.close()
    } finally {
      await db.drop()
    }
  })
})
