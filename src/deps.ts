/**
 * Everything the service needs at run time, constructed in one place (`createDeps`) and passed down.
 * Tests build their own with an in-memory or temporary database and a fixed clock.
 */
import { parseAiConfig } from './ai/config'
import { createNarrator } from './ai/narrator'
import type { Narrator } from './ai/types'
import type { Config } from './config'
import { SqliteStore } from './store/sqlite-store'
import type { Store } from './store/types'

export type Clock = () => Date

/** HMAC-SHA256 as base64url with Bun's native hasher (the same bytes as node:crypto's createHmac, without loading that module). */
export const hmacSha256 = (secret: string, message: string): string => new Bun.CryptoHasher('sha256', secret).update(message).digest('base64url')

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface Deps {
  config: Config
  store: Store
  narrator: Narrator
  clock: Clock
  log: Logger
  /** HMAC of a key id with the server secret: the only per-key identifier telemetry may hold. */
  integrationId(keyId: string): string
}

/** Logs one JSON line to stderr. Callers pass operational fields only: never request bodies or keys. */
export const stderrLogger: Logger = {
  info: (message, fields) => console.error(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields })),
}

/** The logger as one request sees it: every line carries the request's id (src/transport/request-id.ts). */
export const requestLogger = (log: Logger, requestId: string): Logger => ({
  info: (message, fields) => log.info(message, { ...fields, requestId }),
  error: (message, fields) => log.error(message, { ...fields, requestId }),
})

export const silentLogger: Logger = { info() {}, error() {} }

export interface DepsOverrides {
  store?: Store
  narrator?: Narrator
  clock?: Clock
  log?: Logger
}

export function createDeps(config: Config, overrides: DepsOverrides = {}): Deps {
  const store = overrides.store ?? new SqliteStore(config.dbPath)
  const secret = store.secret('integration-id-secret')
  const integrationIds = new Map<string, string>()
  return {
    config,
    store,
    // The AI seam (narratives and image readings) from the OPENAI_*/DEEPSEEK_*/READINGS_LOG_* variables;
    // with no provider configured it narrates from the templates and image readings answer 503.
    narrator: overrides.narrator ?? createNarrator(parseAiConfig(config.env)),
    clock: overrides.clock ?? (() => new Date()),
    log: overrides.log ?? stderrLogger,
    integrationId: (keyId) => {
      // One HMAC per key, not per request (a key's id never changes; the map is bounded).
      let id = integrationIds.get(keyId)
      if (id === undefined) {
        if (integrationIds.size >= 10_000) integrationIds.clear()
        integrationIds.set(keyId, (id = hmacSha256(secret, keyId).slice(0, 16)))
      }
      return id
    },
  }
}
