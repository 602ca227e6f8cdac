/**
 * HTTP, MCP and peer benchmark, all in one run on loopback:
 * `bun bench/http.ts [--smoke] [--seconds N] [--rounds N] [--no-peer]`.
 *
 * Processes (each stopped by its pid at the end):
 * - the COMPILED service (dist/bazi-service, rebuilt when src/ is newer; `BENCH_SERVICE_BINARY`
 *   names another build) on a temporary database with one account whose daily limit is 10^9, and
 *   PUBLIC_MCP_CALLS_PER_MINUTE raised to 10^9;
 * - the ceilings: a bare Elysia hello-world built with plain `bun build --compile`
 *   (bench/lib/hello.ts), which also serves the bytes of one real chart response with no work (the
 *   payload ceiling);
 * - the peer `bazi-mcp` under Node (bench/lib/peer.ts), when installed in bench/peer/.
 *
 * Load: autocannon (Node, one process), 50 connections, fixed duration (10 s; 0.5 s in smoke runs),
 * rounds interleaved (hello, payload ceiling, REST, MCP 2026, the MCP floor, MCP 2025, the failure
 * paths, peer, then again) so that drifts in machine speed hit every target alike; each figure is
 * the median over rounds. Chart requests cycle through 1,000 random births (1900-2100, 16 zones,
 * with time, coordinates and sex) so that no cache flatters them.
 *
 * Then the other JSON routes (daily, compatibility, number energy, tarot with the template
 * narrator) once each, for information.
 *
 * Failure paths, in the same rounds: a bad key (401, the baseline) against a valid key with a
 * malformed JSON body, a schema-invalid body and a well-formed but impossible date (1990-02-30),
 * all 400s, measured as answers per second.
 *
 * Goals: REST /api/v1/bazi ≥ 0.6 of the same response bytes served static by Elysia (the payload
 * ceiling); MCP tools/call ≥ 0.8 of REST; every kind of invalid body with a valid key ≥ 0.5 of the
 * bad-key 401; ours ≥ 3× the peer's chart tool. Reported beside them: REST vs hello-world and the
 * REST p99 (goals of an earlier round, kept for comparison), and the MCP floor: a 2026 tools/call
 * of a tool that does not exist takes the whole route and SDK path (classification, a server per
 * request, dispatch, an answer) with no tool work; against the REST chart it is the best ratio the
 * MCP goal could reach with this SDK (BENCHMARKS.md, "HTTP and MCP").
 */
import { rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  birthSamples,
  MCP_LEGACY_VERSION,
  MCP_MODERN_VERSION,
  mcpCallBody,
  mcpCallHeaders,
  mcpChartArguments,
  phoneNumbers,
  restChartBody,
} from './lib/inputs'
import { runLoad, type LoadResult } from './lib/load'
import {
  BENCH_TMP,
  cpuMsOf,
  ensureBinaries,
  HELLO_BINARY,
  prepareDatabase,
  removeScratchDatabases,
  serviceCommand,
  startProcess,
  stopAll,
  type RunningProcess,
} from './lib/processes'
import { fixed, kilo, median, pct, type Verdict } from './lib/stats'
import { PEER_HEADERS, peerCallBody, peerUnavailable, startPeer } from './lib/peer'

interface TargetFigure {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Server CPU (all its threads, GC included) per request: steadier than req/s on a shared machine. */
  cpuUsPerRequest: number
  rounds: LoadResult[]
  failures: number
}

export interface HttpResult {
  figures: TargetFigure[]
  verdicts: Verdict[]
  notes: string[]
}

/** The baseline of the failure paths. */
const FAILURE_BASELINE = 'bad key (401)'
const MCP_FLOOR = `MCP floor: unknown tool (${MCP_MODERN_VERSION})`

/** Answers per second: 2xx for the normal targets, every answer of the expected status for error paths. */
function answersPerSecond(target: Target, result: LoadResult): number {
  if ((target.expectStatus ?? 200) < 300) return result.requestsPerSecond
  return (result.total - result.errors - result.timeouts) / Math.max(1e-9, result.durationSeconds)
}

interface Target {
  name: string
  pid: number
  url: string
  method: 'GET' | 'POST'
  headers?: Record<string, string>
  bodies?: string[]
  /** The status every answer must have (default 200); for error paths the figure counts answers, not 2xx. */
  expectStatus?: number
  /** A fragment every answer's body must contain (checked on the first). */
  expectBody?: string
}

/** One request per target before loading it: a target that fails is reported, not benchmarked. */
async function check(target: Target): Promise<string | null> {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.bodies?.[0] })
  const text = await res.text()
  if (res.status !== (target.expectStatus ?? 200)) return `${target.name}: HTTP ${res.status} ${text.slice(0, 200)}`
  if (text.includes('"isError":true')) return `${target.name}: tool error ${text.slice(0, 300)}`
  if (target.expectBody !== undefined && !text.includes(target.expectBody)) return `${target.name}: unexpected answer ${text.slice(0, 300)}`
  return null
}

export interface HttpOptions {
  smoke?: boolean
  durationSeconds?: number
  rounds?: number
  peer?: boolean
  log?: (line: string) => void
}

export async function runHttp(options: HttpOptions = {}): Promise<HttpResult> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  const duration = options.durationSeconds ?? (smoke ? 0.5 : 10)
  const rounds = options.rounds ?? (smoke ? 1 : 3)
  const notes: string[] = []
  const verdicts: Verdict[] = []
  const figures: TargetFigure[] = []

  await ensureBinaries({ log })
  const { dbPath, key } = await prepareDatabase('http')
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, { env, readyPath: '/healthz' })
  const samples = birthSamples(1_000, 99)
  // The payload ceiling serves the bytes of one real chart response.
  const payloadFile = join(BENCH_TMP, `payload-${process.pid}.json`)
  const sampleResponse = await fetch(`${service.url}/api/v1/bazi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(restChartBody(samples[0])),
  })
  writeFileSync(payloadFile, new Uint8Array(await sampleResponse.arrayBuffer()))
  const hello = await startProcess([HELLO_BINARY], { readyPath: '/', env: { PAYLOAD_FILE: payloadFile } })
  let peer: RunningProcess | null = null
  if (options.peer ?? true) {
    const missing = peerUnavailable()
    if (missing) notes.push(`peer skipped: ${missing}`)
    else {
      try {
        peer = await startPeer()
      } catch (error) {
        notes.push(`peer skipped: it did not start: ${(error as Error).message.slice(0, 200)}`)
      }
    }
  }

  /** A 2026-07-28 tools/call of `tool` with the chart arguments of every sample. */
  const modernToolCall = (name: string, tool: string): Target => ({
    name,
    pid: service.pid,
    url: `${service.url}/mcp`,
    method: 'POST',
    headers: mcpCallHeaders('modern', tool),
    bodies: samples.map((s, i) => mcpCallBody('modern', mcpChartArguments(s), i + 1, tool)),
  })

  try {
    const targets: Target[] = [
      { name: 'hello-world (Elysia, GET /)', pid: hello.pid, url: `${hello.url}/`, method: 'GET' },
      {
        name: `payload ceiling (same ${(statSync(payloadFile).size / 1024).toFixed(0)} KB, no work)`,
        pid: hello.pid,
        url: `${hello.url}/payload`,
        method: 'GET',
      },
      {
        name: 'REST POST /api/v1/bazi',
        pid: service.pid,
        url: `${service.url}/api/v1/bazi`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        bodies: samples.map((s) => JSON.stringify(restChartBody(s))),
      },
      modernToolCall(`MCP tools/call (${MCP_MODERN_VERSION} envelope)`, 'calculate_bazi_chart'),
      // The MCP floor: the same route and SDK path (classification, a server per request, dispatch,
      // an answer) for a tool that does not exist, so no tool work at all: what the SDK and the
      // route cost before a tool runs. Its answer is a JSON-RPC error (HTTP 200), checked below.
      { ...modernToolCall(MCP_FLOOR, 'no_such_tool'), expectBody: '"code":-32602' },
      {
        name: `MCP tools/call (${MCP_LEGACY_VERSION}, no initialize)`,
        pid: service.pid,
        url: `${service.url}/mcp`,
        method: 'POST',
        headers: mcpCallHeaders('legacy'),
        bodies: samples.map((s, i) => mcpCallBody('legacy', mcpChartArguments(s), i + 1)),
      },
    ]
    // Failure paths: the same route, a bad key (401) as the baseline, and a valid key with bodies that
    // are invalid in three ways (400). Answers per second, all expected non-2xx.
    const validBody = JSON.stringify(restChartBody(samples[0]))
    const withKey = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
    targets.push(
      {
        name: FAILURE_BASELINE,
        pid: service.pid,
        url: `${service.url}/api/v1/bazi`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer bz_${'0'.repeat(43)}` },
        bodies: [validBody],
        expectStatus: 401,
      },
      {
        name: 'invalid: impossible date 1990-02-30 (400)',
        pid: service.pid,
        url: `${service.url}/api/v1/bazi`,
        method: 'POST',
        headers: withKey,
        bodies: [JSON.stringify({ ...restChartBody(samples[0]), date: '1990-02-30' })],
        expectStatus: 400,
      },
      {
        name: 'invalid: malformed JSON (400)',
        pid: service.pid,
        url: `${service.url}/api/v1/bazi`,
        method: 'POST',
        headers: withKey,
        bodies: [validBody.slice(0, -9)],
        expectStatus: 400,
      },
      {
        name: 'invalid: schema-invalid body (400)',
        pid: service.pid,
        url: `${service.url}/api/v1/bazi`,
        method: 'POST',
        headers: withKey,
        bodies: [JSON.stringify({ ...restChartBody(samples[0]), latitude: 'north' })],
        expectStatus: 400,
      },
    )
    if (peer) {
      targets.push({
        name: 'peer bazi-mcp getBaziDetail (2025 era)',
        pid: peer.pid,
        url: `${peer.url}/mcp`,
        method: 'POST',
        headers: PEER_HEADERS,
        bodies: samples.map((s, i) => peerCallBody(s, i + 1)),
      })
    }

    // Other REST routes, measured once after the rounds (informational, no target).
    const restHeaders = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
    const phones = phoneNumbers(1_000, 5)
    const extras: Target[] = [
      {
        name: 'REST POST /api/v1/daily',
        pid: service.pid,
        url: `${service.url}/api/v1/daily`,
        method: 'POST',
        headers: restHeaders,
        bodies: samples.map((s) => JSON.stringify({ ...restChartBody(s), readingDate: '2026-11-21' })),
      },
      {
        name: 'REST POST /api/v1/compatibility',
        pid: service.pid,
        url: `${service.url}/api/v1/compatibility`,
        method: 'POST',
        headers: restHeaders,
        bodies: samples.slice(0, 500).map((s, i) => {
          const other = samples[999 - i]
          return JSON.stringify({
            person1: { date: s.date, time: s.time, latitude: s.latitude, longitude: s.longitude },
            person2: { date: other.date, time: other.time, latitude: other.latitude, longitude: other.longitude },
          })
        }),
      },
      {
        name: 'REST POST /api/v1/number-energy',
        pid: service.pid,
        url: `${service.url}/api/v1/number-energy`,
        method: 'POST',
        headers: restHeaders,
        bodies: phones.map((phone) => JSON.stringify({ phone })),
      },
      {
        name: 'REST POST /api/v1/tarot (template)',
        pid: service.pid,
        url: `${service.url}/api/v1/tarot`,
        method: 'POST',
        headers: restHeaders,
        bodies: [JSON.stringify({ question: 'What should I focus on this week?' })],
      },
    ]
    const liveExtras: Target[] = []
    for (const target of extras) {
      const problem = await check(target)
      if (problem) notes.push(`not benchmarked: ${problem}`)
      else liveExtras.push(target)
    }

    const live: Target[] = []
    for (const target of targets) {
      const problem = await check(target)
      if (problem) notes.push(`not benchmarked: ${problem}`)
      else live.push(target)
    }

    const results = new Map<string, LoadResult[]>()
    const cpu = new Map<string, number[]>()
    for (let round = 1; round <= rounds; round++) {
      for (const target of live) {
        const cpuBefore = cpuMsOf(target.pid)
        const raw = await runLoad({
          url: target.url,
          method: target.method,
          headers: target.headers,
          bodies: target.bodies,
          durationSeconds: duration,
          connections: 50,
        })
        const errorPath = (target.expectStatus ?? 200) >= 300
        // For an error path the non-2xx answers are the point (their status was checked above).
        const result: LoadResult = errorPath ? { ...raw, requestsPerSecond: answersPerSecond(target, raw), ok: raw.non2xx, non2xx: 0 } : raw
        const cpuUs = ((cpuMsOf(target.pid) - cpuBefore) * 1000) / Math.max(1, result.total)
        results.set(target.name, [...(results.get(target.name) ?? []), result])
        cpu.set(target.name, [...(cpu.get(target.name) ?? []), cpuUs])
        const failures = result.non2xx + result.errors + result.timeouts
        log(
          `round ${round}/${rounds}  ${target.name.padEnd(44)} ${kilo(result.requestsPerSecond).padStart(7)} req/s   p50 ${fixed(result.latencyMs.p50, 1).padStart(5)} ms   p99 ${fixed(result.latencyMs.p99, 1).padStart(5)} ms   server CPU ${fixed(cpuUs, 0).padStart(4)} µs/req${failures ? `   FAILURES ${failures} (non-2xx ${result.non2xx}, errors ${result.errors})` : ''}`,
        )
      }
    }
    for (const target of liveExtras) {
      const cpuBefore = cpuMsOf(target.pid)
      const result = await runLoad({
        url: target.url,
        method: target.method,
        headers: target.headers,
        bodies: target.bodies,
        durationSeconds: smoke ? duration : 5,
        connections: 50,
      })
      const cpuUs = ((cpuMsOf(target.pid) - cpuBefore) * 1000) / Math.max(1, result.total)
      results.set(target.name, [result])
      cpu.set(target.name, [cpuUs])
      const failures = result.non2xx + result.errors + result.timeouts
      log(
        `once       ${target.name.padEnd(44)} ${kilo(result.requestsPerSecond).padStart(7)} req/s   p50 ${fixed(result.latencyMs.p50, 1).padStart(5)} ms   p99 ${fixed(result.latencyMs.p99, 1).padStart(5)} ms   server CPU ${fixed(cpuUs, 0).padStart(4)} µs/req${failures ? `   FAILURES ${failures} (non-2xx ${result.non2xx}, errors ${result.errors})` : ''}`,
      )
    }
    for (const target of [...live, ...liveExtras]) {
      const rs = results.get(target.name)!
      figures.push({
        name: target.name,
        requestsPerSecond: median(rs.map((r) => r.requestsPerSecond)),
        p50Ms: median(rs.map((r) => r.latencyMs.p50)),
        p99Ms: median(rs.map((r) => r.latencyMs.p99)),
        cpuUsPerRequest: median(cpu.get(target.name)!),
        rounds: rs,
        failures: rs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
      })
    }
  } finally {
    await hello.stop()
    rmSync(payloadFile, { force: true })
    if (peer) await peer.stop()
    await service.stop()
    removeScratchDatabases()
  }

  const byPrefix = (prefix: string) => figures.find((f) => f.name.startsWith(prefix))
  const helloFigure = byPrefix('hello-world')
  const rest = byPrefix('REST')
  const payloadCeiling = byPrefix('payload ceiling')
  const modern = byPrefix(`MCP tools/call (${MCP_MODERN_VERSION}`)
  const legacy = byPrefix(`MCP tools/call (${MCP_LEGACY_VERSION}`)
  const peerFigure = byPrefix('peer')
  log('')
  for (const f of figures) {
    log(
      `${f.name.padEnd(48)} ${kilo(f.requestsPerSecond).padStart(7)} req/s   p50 ${fixed(f.p50Ms).padStart(5)} ms   p99 ${fixed(f.p99Ms).padStart(5)} ms   server CPU ${fixed(f.cpuUsPerRequest, 0).padStart(4)} µs/req${f.failures ? `   ${f.failures} failed requests` : ''}`,
    )
  }
  const ratio = (a: TargetFigure | undefined, b: TargetFigure | undefined) =>
    a && b && b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : NaN
  const judged = (value: number, goal: number) => (Number.isFinite(value) ? value >= goal : null)
  const vs = (a: TargetFigure | undefined, b: TargetFigure | undefined) =>
    a && b ? `${kilo(a.requestsPerSecond)} vs ${kilo(b.requestsPerSecond)} req/s` : undefined
  const restVsStatic = ratio(rest, payloadCeiling)
  verdicts.push({
    name: 'http: REST chart vs the same bytes served static by Elysia',
    target: '≥ 0.60',
    value: fixed(restVsStatic, 2),
    met: judged(restVsStatic, 0.6),
    note: vs(rest, payloadCeiling),
  })
  const bestMcp = [modern, legacy].filter(Boolean).sort((a, b) => b!.requestsPerSecond - a!.requestsPerSecond)[0]
  const mcpRatio = ratio(bestMcp, rest)
  verdicts.push({
    name: 'mcp: tools/call calculate_bazi_chart vs REST chart',
    target: '≥ 0.80',
    value: fixed(mcpRatio, 2),
    met: judged(mcpRatio, 0.8),
    note:
      modern && legacy && rest
        ? `the faster era; 2026 envelope ${fixed(ratio(modern, rest), 2)}, 2025 era ${fixed(ratio(legacy, rest), 2)}`
        : undefined,
  })
  // What the MCP goal could reach at best: the SDK path with no tool work against the whole REST call.
  const mcpFloor = byPrefix(MCP_FLOOR)
  const floorRatio = ratio(mcpFloor, rest)
  verdicts.push({
    name: 'mcp: floor (unknown tool, no tool work) vs REST chart',
    target: '(report)',
    value: fixed(floorRatio, 2),
    met: null,
    note:
      mcpFloor && rest
        ? `${vs(mcpFloor, rest)}; server CPU ${fixed(mcpFloor.cpuUsPerRequest, 0)} vs ${fixed(rest.cpuUsPerRequest, 0)} µs per call: the ceiling of the MCP goal's ratio`
        : undefined,
  })
  const failureBaseline = byPrefix(FAILURE_BASELINE)
  for (const invalid of figures.filter((f) => f.name.startsWith('invalid: '))) {
    const r = ratio(invalid, failureBaseline)
    verdicts.push({
      name: `http: valid key + ${invalid.name.slice('invalid: '.length)} vs bad key 401`,
      target: '≥ 0.50',
      value: fixed(r, 2),
      met: judged(r, 0.5),
      note: vs(invalid, failureBaseline),
    })
  }
  const restRatio = ratio(rest, helloFigure)
  verdicts.push({
    name: 'http: REST chart vs hello-world (for reference)',
    target: '(report)',
    value: pct(restRatio),
    met: null,
    note: vs(rest, helloFigure),
  })
  verdicts.push({
    name: 'http: REST /api/v1/bazi p99 at 50 connections',
    target: '(report)',
    value: rest ? `${fixed(rest.p99Ms)} ms` : '–',
    met: null,
  })
  // Judged on our faster MCP era (as for the MCP target); the same-envelope (2025) ratio and the
  // ratio of server CPU per call are reported beside it.
  const ours = bestMcp
  const ratioOf = (f: TargetFigure | undefined) =>
    f && peerFigure && peerFigure.requestsPerSecond > 0 ? f.requestsPerSecond / peerFigure.requestsPerSecond : NaN
  const cpuRatioOf = (f: TargetFigure | undefined) =>
    f && peerFigure && f.cpuUsPerRequest > 0 ? peerFigure.cpuUsPerRequest / f.cpuUsPerRequest : NaN
  const peerRatio = ratioOf(ours)
  verdicts.push({
    name: 'peer: our calculate_bazi_chart vs bazi-mcp',
    target: '≥ 3×',
    value: Number.isFinite(peerRatio) ? `${fixed(peerRatio)}×` : '–',
    met: Number.isFinite(peerRatio) ? peerRatio >= 3 : null,
    note: peerFigure
      ? `${kilo(ours!.requestsPerSecond)} vs ${kilo(peerFigure.requestsPerSecond)} req/s; same 2025 envelope ${fixed(ratioOf(legacy))}×; by server CPU per call ${fixed(cpuRatioOf(modern))}× (2026) / ${fixed(cpuRatioOf(legacy))}× (2025)${peerFigure.failures ? `; peer failed ${peerFigure.failures} requests` : ''}`
      : notes.find((n) => n.startsWith('peer')),
  })
  for (const n of notes) log(`NOTE ${n}`)
  return { figures, verdicts, notes }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const numberAfter = (flag: string) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : undefined)
  try {
    const result = await runHttp({
      smoke: args.includes('--smoke'),
      durationSeconds: numberAfter('--seconds'),
      rounds: numberAfter('--rounds'),
      peer: !args.includes('--no-peer'),
    })
    const { verdictLine } = await import('./lib/stats')
    for (const v of result.verdicts) console.log(verdictLine(v))
  } finally {
    await stopAll()
  }
}
