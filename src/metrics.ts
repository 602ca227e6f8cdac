/**
 * Prometheus metrics (`--metrics-port N`, off by default), with prom-client: calls by operation,
 * transport and status, call latency, quota rejections, store calls' latency and errors, workers
 * alive. Served as text on a listener of its own (bound to `--host`), never on the service's port.
 * Labels hold operation names, transports, statuses and store methods only: nothing from a request.
 *
 * With `serve --workers N` each worker keeps its own registry; the supervisor serves the port and, per
 * scrape, asks every worker for its figures over the IPC channel and sums them (AggregatorRegistry).
 *
 * Imported only when metrics are wanted (`import()` in serve.ts and supervisor.ts): evaluating
 * prom-client was ~8 ms of the binary's start-up (BENCHMARKS.md). The store's timing wrapper is in
 * instrument-store.ts, which needs no prom-client.
 */
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client'

export interface Metrics {
  registry: Registry
  observeCall(operation: string, transport: string, status: number, seconds: number): void
  quotaRejected(operation: string, transport: string): void
  /** `failure`: null when the call succeeded, else whether the store was unreachable or failed otherwise. */
  observeStore(method: string, seconds: number, failure: StoreFailure | null): void
}

/** How a store call failed: `unavailable` when the store could not be reached. */
export type StoreFailure = 'unavailable' | 'error'

const CALL_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 150]
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2]

export function createMetrics(): Metrics {
  const registry = new Registry()
  const calls = new Counter({
    name: 'bazi_calls_total',
    help: 'Capability calls by operation, transport and HTTP status.',
    labelNames: ['operation', 'transport', 'status'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'bazi_call_duration_seconds',
    help: 'Capability call latency.',
    labelNames: ['operation', 'transport'],
    buckets: CALL_BUCKETS,
    registers: [registry],
  })
  const rejections = new Counter({
    name: 'bazi_quota_rejections_total',
    help: 'Metered calls refused because the daily limit was reached.',
    labelNames: ['operation', 'transport'],
    registers: [registry],
  })
  const storeLatency = new Histogram({
    name: 'bazi_store_duration_seconds',
    help: 'Store call latency by method.',
    labelNames: ['method'],
    buckets: STORE_BUCKETS,
    registers: [registry],
  })
  const storeErrors = new Counter({
    name: 'bazi_store_errors_total',
    help: 'Failed store calls by method and kind (unavailable: the store could not be reached).',
    labelNames: ['method', 'kind'],
    registers: [registry],
  })
  return {
    registry,
    observeCall(operation, transport, status, seconds) {
      calls.inc({ operation, transport, status: String(status) })
      latency.observe({ operation, transport }, seconds)
    },
    quotaRejected(operation, transport) {
      rejections.inc({ operation, transport })
    },
    observeStore(method, seconds, failure) {
      storeLatency.observe({ method }, seconds)
      if (failure !== null) storeErrors.inc({ method, kind: failure })
    },
  }
}

export type MetricsSnapshot = MetricObjectWithValues<MetricValue<string>>[]

/** The text of `registries`' figures summed, plus the number of workers alive. */
export async function renderMetrics(snapshots: MetricsSnapshot[], workersAlive: number): Promise<string> {
  const own = new Registry()
  new Gauge({ name: 'bazi_workers_alive', help: 'Server processes serving on the port.', registers: [own] }).set(workersAlive)
  const merged = AggregatorRegistry.aggregate([...snapshots, await own.getMetricsAsJSON()] as never)
  return merged.metrics()
}

/** The metrics listener: GET /metrics only. */
export function serveMetrics(host: string, port: number, render: () => Promise<string>) {
  return Bun.serve({
    hostname: host,
    port,
    reusePort: false,
    async fetch(request) {
      const path = new URL(request.url).pathname
      if (request.method !== 'GET' || path !== '/metrics')
        return new Response('GET /metrics\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
      return new Response(await render(), { headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' } })
    },
  })
}
