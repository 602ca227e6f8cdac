/**
 * Everything the service needs at run time, constructed in one place (`createDeps`) and passed down.
 * Tests build their own with an in-memory or temporary database and a fixed clock.
 */
import { createNarrator } from './ai/narrator'
import type { Narrator } from './ai/types'
import type { Config } from './config'
import { processRateLimit, sharedRateLimit, type PublicRateLimit } from './limits/public-rate-limit'
import { instrumentStore } from './instrument-store'
import { stderrLogger, type Logger } from './log'
import type { Metrics } from './metrics'
import { hmacSha256, isStoreUnavailable } from './store/common'
import { asyncStore, openStore } from './store/open'
import { SqliteStore } from './store/sqlite-store'
import type { Store } from './store/types'

type Clock = () => Date

export interface Deps {
  config: Config
  store: Store
  narrator: Narrator
  clock: Clock
  log: Logger
  /** HMAC of a key id with the server secret: the only per-key identifier telemetry may hold. */
  integrationId(keyId: string): string
  /** The public connector's per-address limit on tool calls (shared through the store when several processes serve). */
  publicRateLimit: PublicRateLimit
  /** Prometheus metrics, when `--metrics-port` is set. */
  metrics: Metrics | null
}

export interface DepsOverrides {
  /** The store; a synchronous SQLite store (tests, stdio) is wrapped by `asyncStore`. */
  store?: Store | SqliteStore
  /** The integration-id secret, read beforehand from an asynchronous store (see `openDeps`). */
  integrationSecret?: string
  /** Metrics to record into (the store's calls are then timed too). */
  metrics?: Metrics | null
  narrator?: Narrator
  clock?: Clock
  log?: Logger
}

const INTEGRATION_SECRET = 'integration-id-secret'

function sqliteAt(config: Config): SqliteStore {
  if (config.store.kind !== 'sqlite') throw new Error('createDeps: a PostgreSQL store is opened asynchronously (use openDeps)')
  return new SqliteStore(config.store.path)
}

/**
 * Builds the dependencies synchronously: over a SQLite store (given, or opened at `config.store`),
 * or over an asynchronous store whose integration secret was read beforehand (`openDeps` does both).
 */
export function createDeps(config: Config, overrides: DepsOverrides = {}): Deps {
  const given = overrides.store ?? sqliteAt(config)
  const sqlite = given instanceof SqliteStore ? given : null
  const metrics = overrides.metrics ?? null
  const unwrapped: Store = sqlite ? asyncStore(sqlite) : (given as Store)
  const store = metrics ? instrumentStore(unwrapped, metrics) : unwrapped
  const secret = overrides.integrationSecret ?? sqlite?.secret(INTEGRATION_SECRET)
  if (secret === undefined) throw new Error('createDeps: an asynchronous store needs integrationSecret (use openDeps)')
  const integrationIds = new Map<string, string>()
  // One SQLite process serves alone: its buckets can stay in memory. Workers of `serve --workers`
  // and instances on PostgreSQL share them through the store.
  const shared = !sqlite || config.worker !== null
  const perMinute = config.publicToolCallsPerMinute
  return {
    config,
    store,
    metrics,
    publicRateLimit: shared ? sharedRateLimit(store, perMinute, isStoreUnavailable) : processRateLimit(perMinute),
    // The AI seam (narratives and image readings); with no provider configured it narrates from the
    // templates and image readings answer 503.
    narrator: overrides.narrator ?? createNarrator(config.ai),
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

/**
 * Opens the store at `config.store` (a SQLite path or a postgres:// URL; migrations applied under a
 * lock), reads the integration secret from it, and builds the dependencies.
 */
export async function openDeps(config: Config, overrides: DepsOverrides = {}): Promise<Deps> {
  if (overrides.store) return createDeps(config, overrides)
  // STORE_TIMEOUT_MS moves the call deadline; the server bounds each statement a little inside it.
  const timeout = config.storeTimeoutMs
  const { store, sqlite } = await openStore(config.store, {
    ...(timeout === null ? {} : { callDeadlineMs: timeout, statementTimeoutMs: timeout - 100 }),
    // Read before listening, without a request's deadline (PostgresStoreOptions.startupSecrets).
    startupSecrets: [INTEGRATION_SECRET],
  })
  if (sqlite) return createDeps(config, { ...overrides, store: sqlite })
  try {
    return createDeps(config, { ...overrides, store, integrationSecret: await store.secret(INTEGRATION_SECRET) })
  } catch (error) {
    await store.close()
    throw error
  }
}
