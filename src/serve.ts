/**
 * Putting the app on a port: timeouts against slow clients, the body-size ceiling, telemetry
 * retention, and a graceful shutdown on SIGTERM/SIGINT (stop accepting, let in-flight requests
 * finish for up to 10 s, close the database, exit 0).
 */
import { createApp } from './app'
import type { Config } from './config'
import { SERVICE_VERSION } from './config'
import { openDeps, type DepsOverrides } from './deps'
import type { Metrics } from './metrics'

type MetricsModule = typeof import('./metrics')
type MetricsServer = ReturnType<MetricsModule['serveMetrics']>
import { describeLocation } from './config/store-location'
import type { Deps } from './deps'

const SHUTDOWN_GRACE_MS = 10_000
/** After this long the service loads what the first calls would otherwise wait for (see below). */
const WARM_UP_DELAY_MS = 250
const DAY_MS = 86_400_000
/** 2^40 bytes: above any route limit the configuration accepts; no body is ever buffered whole by the runtime. */
export const RUNTIME_BODY_CEILING = 2 ** 40

export interface RunningServer {
  port: number
  url: string
  stop(): Promise<void>
}

export interface ServeOptions {
  /** Stop gracefully on SIGTERM/SIGINT, then exit the process. */
  handleSignals?: boolean
  /**
   * Share the port with the other workers of `serve --workers N` (the kernel spreads connections).
   * Off otherwise, so that a second instance started by mistake on a taken port fails loudly.
   */
  reusePort?: boolean
}

export async function startServer(config: Config, overrides: DepsOverrides = {}, options: ServeOptions = {}): Promise<RunningServer> {
  const narrator = overrides.narrator ?? (await loadNarrator(config))
  // Metrics: this process serves them itself, or (a worker) hands them to its supervisor on request.
  const metricsWanted = config.metricsPort !== null || config.metricsOverIpc
  // prom-client is loaded only when metrics are wanted (metrics.ts).
  const metricsModule = metricsWanted ? await import('./metrics') : null
  const metrics: Metrics | null = overrides.metrics ?? metricsModule?.createMetrics() ?? null
  const deps = await openDeps(config, { ...overrides, narrator, metrics })
  const app = createApp(deps)
  const metricsServer = exposeMetrics(config, metrics, metricsModule)
  const pruneTimer = schedulePruning(deps)

  app.listen({
    port: config.port,
    hostname: config.host,
    // Bun closes a connection idle for this long: a client that stalls mid-headers or mid-body
    // cannot hold it forever.
    idleTimeout: config.idleTimeoutSeconds,
    // The runtime's ceiling sits far above every route limit so that Bun never answers first (its own
    // 413 is bare and empty): the service judges every body itself, from Content-Length before
    // reading and by counting while reading a chunked one (src/app.ts, src/transport/request.ts), and
    // answers the JSON 413 PAYLOAD_TOO_LARGE.
    maxRequestBodySize: RUNTIME_BODY_CEILING,
    reusePort: options.reusePort ?? false,
  })
  const server = app.server!
  const url = httpUrl(config.host, server.port!)
  const warmUp = scheduleWarmUp(app, deps)
  deps.log.info('listening', listeningFields(config, url, server.port!, metricsServer))
  // The CLI prints sign-in links to this server (`accounts login-link`): tell it where that is.
  void deps.store.recordServerUrl(config.publicBaseUrl ?? reachableUrl(config.host, server.port!)).catch(() => {})
  // A worker tells its supervisor it is serving.
  process.send?.('ready')

  let stopping: Promise<void> | null = null
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(pruneTimer)
      clearTimeout(warmUp)
      // stop(false): no new connections; in-flight requests run to completion.
      const drained = server.stop(false)
      await Promise.race([drained, Bun.sleep(SHUTDOWN_GRACE_MS)])
      await server.stop(true)
      await app.decorator.oauth.stop()
      metricsServer?.stop(true)
      await deps.store.close()
      deps.log.info('stopped')
    })())
  if (options.handleSignals) stopOnSignals(config, deps, stop)
  return { port: server.port!, url, stop }
}

const httpUrl = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`
/** The listening address as a link on this machine: a wildcard host becomes loopback. */
const reachableUrl = (host: string, port: number) => httpUrl(host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host, port)

/** A worker answers its supervisor's scrapes over IPC; a lone server opens its own metrics port. */
function exposeMetrics(config: Config, metrics: Metrics | null, metricsModule: MetricsModule | null): MetricsServer | null {
  if (!metrics) return null
  if (config.worker !== null) {
    process.on('message', (message: { type?: string; id?: number }) => {
      if (message?.type !== 'metrics') return
      void metrics.registry.getMetricsAsJSON().then((snapshot) => process.send?.({ type: 'metrics', id: message.id, snapshot }))
    })
    return null
  }
  if (!metricsModule || config.metricsPort === null) return null
  const { renderMetrics, serveMetrics } = metricsModule
  return serveMetrics(config.host, config.metricsPort, async () => renderMetrics([await metrics.registry.getMetricsAsJSON()], 1))
}

/** Telemetry past its retention and spent public-limit buckets, pruned now and every hour. */
function schedulePruning(deps: Deps): ReturnType<typeof setInterval> {
  // Housekeeping never stops the server: a store that is down now is pruned next hour.
  const prune = () => {
    const now = deps.clock().getTime()
    void deps.store.pruneTelemetry(now - deps.config.telemetryRetentionDays * DAY_MS).catch(() => {})
    void deps.store.prunePublicTokens(now - 120_000).catch(() => {})
    void deps.store.pruneOAuthArtifacts(now).catch(() => {})
  }
  prune()
  const timer = setInterval(prune, 3_600_000)
  ;(timer as { unref?: () => void }).unref?.()
  return timer
}

/**
 * What start-up used to spend before the first answer is loaded once the port is open: the MCP
 * connectors (the SDK's schemas), the gazetteer (~45 ms) and the almanac's calendar library (~20 ms).
 * Each also loads on first use, so a request arriving earlier waits for what it needs and nothing
 * else; a health check never waits.
 */
function scheduleWarmUp(app: ReturnType<typeof createApp>, deps: Deps): ReturnType<typeof setTimeout> {
  const warmUp = setTimeout(() => {
    app.decorator
      .warmMcp()
      .then(() => Bun.sleep(0))
      .then(() => import('./core/geo/gazetteer'))
      .then((geo) => geo.loadGazetteer())
      .then(() => Bun.sleep(0))
      .then(() => import('./core/almanac/lunar-library'))
      .then((almanac) => almanac.lunarLibrary())
      .catch((error) => deps.log.error('warm-up failed', { error: String(error).slice(0, 200) }))
  }, WARM_UP_DELAY_MS)
  ;(warmUp as { unref?: () => void }).unref?.()
  return warmUp
}

/**
 * The "listening" log line, the server's first: where, the addresses to open in a browser (the
 * public address, else this machine's: a wildcard host is no address to open), which version, which
 * kind of store (never its password).
 */
function listeningFields(config: Config, url: string, port: number, metricsServer: MetricsServer | null): Record<string, unknown> {
  const location = config.store
  const db = location.kind === 'postgres' ? 'postgres' : location.path === ':memory:' ? 'memory' : 'file'
  const base = (config.publicBaseUrl ?? reachableUrl(config.host, port)).replace(/\/+$/, '')
  return {
    url,
    open: `${base}/`,
    docs: `${base}/docs`,
    version: SERVICE_VERSION,
    db,
    ...(location.kind === 'postgres' ? { database: describeLocation(location) } : {}),
    ...(config.worker !== null ? { worker: config.worker, pid: process.pid } : {}),
    ...(metricsServer ? { metrics: `${httpUrl(config.host, metricsServer.port!)}/metrics` } : {}),
  }
}

/** SIGTERM/SIGINT (and, for a worker, its supervisor's disappearance) stop gracefully, then exit. */
function stopOnSignals(config: Config, deps: Deps, stop: () => Promise<void>) {
  const onSignal = (signal: string) => {
    deps.log.info('shutting down', { signal })
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', () => onSignal('SIGTERM'))
  process.once('SIGINT', () => onSignal('SIGINT'))
  // A worker whose supervisor is gone (killed outright) stops too, rather than serve unsupervised.
  if (config.worker !== null) process.once('disconnect', () => onSignal('supervisor gone'))
}

/** The narrator: model-backed when a provider is configured, else the embedded template. */
async function loadNarrator(config: Config) {
  const { createNarrator } = await import('./ai/narrator')
  return createNarrator(config.ai)
}
