/**
 * Routes of the compiled service compared under the same load, as the reading benchmarks do
 * (bench/names.ts, bench/temple.ts, bench/ziwei.ts): the service started on a scratch database with
 * one key, each target warmed up (its first bodies, each answered 200 and, over MCP, not an error),
 * then rounds interleaved across the targets (autocannon, 50 connections) so that drifts of a shared
 * machine hit every target alike. The service is stopped by its pid and its database removed.
 */
import { birthSamples, restChartBody, type BirthSample } from './inputs'
import { runLoad } from './load'
import { cpuMsOf, ensureBinaries, prepareDatabase, removeScratchDatabases, serviceCommand, startProcess, stopAll } from './processes'
import { fixed, kilo } from './stats'

export interface RoundOptions {
  smoke?: boolean
  durationSeconds?: number
  rounds?: number
  log?: (line: string) => void
}

export interface RouteTarget {
  name: string
  url: string
  bodies: string[]
  /** Default: JSON with the benchmark's key. */
  headers?: Record<string, string>
}

/**
 * The route every reading benchmark is measured against: REST `POST /api/v1/bazi` over the same
 * 1,000 random births (seed 99) unless given others.
 */
export const chartRouteTarget = (url: string, samples: readonly BirthSample[] = birthSamples(1_000, 99)): RouteTarget => ({
  name: 'REST POST /api/v1/bazi',
  url: `${url}/api/v1/bazi`,
  bodies: samples.map((s) => JSON.stringify(restChartBody(s))),
})

/** A target's calls per second, one figure a round (each round's CPU and p99 are logged). */
export interface RouteFigures {
  rps: number[]
}

export async function compareRoutes(
  database: string,
  options: RoundOptions & {
    /** Extra environment of the service. */
    env?: Record<string, string>
    /** How many of each target's bodies are sent once before measuring. */
    warmUp: number
    /** The width of a target's name in the round lines. */
    nameWidth: number
    targets: (url: string) => RouteTarget[]
  },
): Promise<Map<string, RouteFigures>> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  const duration = options.durationSeconds ?? (smoke ? 0.5 : 10)
  const rounds = options.rounds ?? (smoke ? 1 : 3)
  await ensureBinaries({ log })
  const { dbPath, key } = await prepareDatabase(database)
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, { env: { ...env, ...options.env }, readyPath: '/healthz' })
  const json = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
  const targets = options.targets(service.url)
  const figures = new Map<string, RouteFigures>(targets.map((t) => [t.name, { rps: [] }]))
  try {
    for (const t of targets)
      for (const body of t.bodies.slice(0, options.warmUp)) {
        const res = await fetch(t.url, { method: 'POST', headers: t.headers ?? json, body })
        const text = await res.text()
        if (res.status !== 200 || text.includes('"isError":true'))
          throw new Error(`${t.name}: ${res.status} ${text.slice(0, 300)} for ${body}`)
      }
    for (let round = 1; round <= rounds; round++)
      for (const t of targets) {
        const cpuBefore = cpuMsOf(service.pid)
        const r = await runLoad({
          url: t.url,
          method: 'POST',
          headers: t.headers ?? json,
          bodies: t.bodies,
          durationSeconds: duration,
          connections: 50,
        })
        const cpuUs = ((cpuMsOf(service.pid) - cpuBefore) * 1000) / Math.max(1, r.total)
        figures.get(t.name)!.rps.push(r.requestsPerSecond)
        const failures = r.non2xx + r.errors + r.timeouts
        log(
          `round ${round}/${rounds}  ${t.name.padEnd(options.nameWidth)} ${kilo(r.requestsPerSecond).padStart(7)} req/s   p99 ${fixed(r.latencyMs.p99, 1).padStart(6)} ms   server CPU ${fixed(cpuUs, 0).padStart(5)} µs/req${failures ? `   FAILURES ${failures}` : ''}`,
        )
      }
  } finally {
    await stopAll()
    removeScratchDatabases()
  }
  return figures
}
