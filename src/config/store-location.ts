/**
 * Where the store is, from `--db` / `BAZI_DB` / `DATABASE_URL`:
 * - `postgres://…` or `postgresql://…`: PostgreSQL (several instances share it);
 * - a path, `:memory:` or `file:PATH`: the embedded SQLite file (the default);
 * - any other URL scheme: refused, so that a typo never silently creates a file named after a URL.
 */
import { AppError } from '../core/errors'

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
    if (!url.hostname && !url.searchParams.get('host'))
      throw new AppError('INVALID_REQUEST', 'the PostgreSQL URL names no host: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE')
    return { kind: 'postgres', url: trimmed }
  }
  if (scheme === 'file') {
    const path = trimmed.startsWith('file://') ? decodeURIComponent(new URL(trimmed).pathname) : trimmed.slice('file:'.length)
    if (!path) throw new AppError('INVALID_REQUEST', 'the file: location names no path')
    return { kind: 'sqlite', path }
  }
  // A one-letter "scheme" is a Windows drive (C:\…), not a URL; `:memory:` has no scheme.
  if (scheme !== undefined && scheme.length > 1 && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(trimmed)) {
    throw new AppError(
      'INVALID_REQUEST',
      `unsupported database URL scheme "${scheme}:": use a file path (SQLite) or postgres:// / postgresql:// (PostgreSQL)`,
    )
  }
  if (scheme === 'sqlite')
    throw new AppError('INVALID_REQUEST', 'unsupported database URL scheme "sqlite:": give the SQLite file as a plain path or file:PATH')
  return { kind: 'sqlite', path: trimmed }
}

/**
 * A location for logs: the file path, or the URL with its password masked, whether in the user
 * part or as libpq's `?password=` parameter (other parameters may carry secrets too: sslkey paths,
 * passfile; only the parameter names are kept).
 */
export function describeLocation(location: StoreLocation): string {
  if (location.kind === 'sqlite') return location.path
  try {
    const url = new URL(location.url)
    if (url.password) url.password = '***'
    for (const name of [...new Set(url.searchParams.keys())]) url.searchParams.set(name, '***')
    return url.href.replace(/%2A%2A%2A/g, '***')
  } catch {
    return 'postgres://…'
  }
}
