/**
 * Choosing and opening the store from `--db` / `DATABASE_URL` / `BAZI_DB`:
 * - `postgres://…` or `postgresql://…`: PostgreSQL (several instances share it);
 * - a path, `:memory:` or `file:PATH`: the embedded SQLite file (the default);
 * - any other URL scheme: refused, so that a typo never silently creates a file named after a URL.
 */
import { AppError } from '../core/errors'
import type { PostgresStoreOptions } from './postgres-store'
import { groupCommitted } from './group-commit'
import { SqliteStore } from './sqlite-store'
import type { AsyncStore, SyncStore } from './types'

export type StoreLocation = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

/** Where `value` points; throws INVALID_REQUEST with a one-line reason for an unsupported scheme. */
export function parseStoreLocation(value: string): StoreLocation {
  const trimmed = value.trim()
  if (trimmed === '') throw new AppError('INVALID_REQUEST', 'the database location is empty: give a file path or a postgres:// URL')
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(trimmed)?.[1]?.toLowerCase()
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let url: URL
    try {
      url = new URL(trimmed)
    } catch {
      throw new AppError('INVALID_REQUEST', 'the PostgreSQL URL is malformed: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE')
    }
    if (!url.hostname && !url.searchParams.get('host')) throw new AppError('INVALID_REQUEST', 'the PostgreSQL URL names no host: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE')
    return { kind: 'postgres', url: trimmed }
  }
  if (scheme === 'file') {
    const path = trimmed.startsWith('file://') ? decodeURIComponent(new URL(trimmed).pathname) : trimmed.slice('file:'.length)
    if (!path) throw new AppError('INVALID_REQUEST', 'the file: location names no path')
    return { kind: 'sqlite', path }
  }
  // A one-letter "scheme" is a Windows drive (C:\…), not a URL; `:memory:` has no scheme.
  if (scheme !== undefined && scheme.length > 1 && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(trimmed)) {
    throw new AppError('INVALID_REQUEST', `unsupported database URL scheme "${scheme}:": use a file path (SQLite) or postgres:// / postgresql:// (PostgreSQL)`)
  }
  if (scheme === 'sqlite') throw new AppError('INVALID_REQUEST', 'unsupported database URL scheme "sqlite:": give the SQLite file as a plain path or file:PATH')
  return { kind: 'sqlite', path: trimmed }
}

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

/** A location for logs: the file path, or the URL with its password masked. */
export function describeLocation(location: StoreLocation): string {
  if (location.kind === 'sqlite') return location.path
  try {
    const url = new URL(location.url)
    if (url.password) url.password = '***'
    return url.href
  } catch {
    return 'postgres://…'
  }
}
