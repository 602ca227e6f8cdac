/** Opening the store a location names (src/config/store-location.ts): SQLite or PostgreSQL. */
import type { StoreLocation } from '../config/store-location'
import type { PostgresStoreOptions } from './postgres-store'
import { groupCommitted } from './group-commit'
import { SqliteStore } from './sqlite-store'
import type { AsyncStore, SyncStore } from './types'

/**
 * Every method of a SQLite store, resolved at once (bun:sqlite is synchronous): no extra I/O or thread
 * hop; except `consumeQuota`, whose statements of one turn of the event loop share one commit.
 */
export function asyncStore(store: SyncStore): AsyncStore & { readonly sync: SyncStore } {
  const wrapped: Record<string, unknown> = { sync: store }
  const names = new Set<string>()
  for (let proto = Object.getPrototypeOf(store); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name)
  }
  const methods = store as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of names) {
    if (typeof methods[name] !== 'function' || name === 'writeTogether' || name === 'writeAlone') continue
    // Looked up at each call, not bound once: a method replaced on the store later is the one called.
    wrapped[name] = (...args: unknown[]) => {
      try {
        return Promise.resolve(methods[name](...args))
      } catch (error) {
        return Promise.reject(error)
      }
    }
  }
  // The quota statements of one turn of the event loop share one commit (store/group-commit.ts).
  // (Looked up at each call like the others: a replaced `consumeQuota` is the one run.)
  if (store instanceof SqliteStore) {
    const consumeQuota = groupCommitted(
      (accountId: number, day: string, limit: number) => store.consumeQuota(accountId, day, limit),
      (work) => store.writeTogether(work),
      (work) => store.writeAlone(work),
    )
    wrapped.consumeQuota = consumeQuota
    // Calls still waiting for their turn's commit are committed before the file closes.
    wrapped.close = () => {
      try {
        consumeQuota.flush()
        return Promise.resolve(store.close())
      } catch (error) {
        return Promise.reject(error)
      }
    }
  }
  return wrapped as unknown as AsyncStore & { readonly sync: SyncStore }
}

export interface OpenedStore {
  store: AsyncStore
  location: StoreLocation
  /** The SQLite store itself (synchronous), when the location is a file. */
  sqlite: SqliteStore | null
}

/** Opens (and migrates) the store at `location`. */
export async function openStore(location: StoreLocation, options: PostgresStoreOptions = {}): Promise<OpenedStore> {
  if (location.kind === 'postgres') {
    // Loaded only for PostgreSQL (Bun.SQL and the PostgreSQL store): a SQLite service starts without them.
    const { PostgresStore } = await import('./postgres-store')
    return { store: await PostgresStore.open(location.url, options), location, sqlite: null }
  }
  const sqlite = new SqliteStore(location.path)
  return { store: asyncStore(sqlite), location, sqlite }
}
