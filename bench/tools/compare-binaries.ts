/**
 * Before/after for a fix: two service binaries side by side in one run, rounds interleaved.
 * `bun bench/tools/compare-binaries.ts BEFORE_BINARY AFTER_BINARY [seconds per load] [rounds] [--routes REST,MCP,DAILY]`
 *
 * For each binary: REST /api/v1/bazi and MCP tools/call (2026-07-28 envelope) by default, and with
 * `--routes` any of REST, MCP and DAILY (REST /api/v1/daily for one reading date); random births,
 * 50 connections; reports median req/s, p99 and server CPU µs per request (all threads, from
 * /proc), the steadiest figure on a shared machine. Each binary gets its own temporary database.
 */
import { birthSamples, mcpCallBody, mcpCallHeaders, mcpChartArguments, restChartBody } from '../lib/inputs'
import { runLoad } from '../lib/load'
import { cpuMsOf, prepareDatabase, removeScratchDatabases, startProcess, stopAll } from '../lib/processes'
import { fixed, kilo, median } from '../lib/stats'

const routesFlag = process.argv.indexOf('--routes')
const routes = routesFlag > 0 ? process.argv[routesFlag + 1].split(',') : ['REST', 'MCP']
const positional = process.argv.slice(2).filter((_, i, all) => all[i] !== '--routes' && all[i - 1] !== '--routes')
const [before, after] = positional
const seconds = Number(positional[2] ?? 8)
const rounds = Number(positional[3] ?? 3)
if (!before || !after) {
  console.error('usage: bun bench/tools/compare-binaries.ts BEFORE_BINARY AFTER_BINARY [seconds] [rounds] [--routes REST,MCP,DAILY]')
  process.exit(2)
}

const samples = birthSamples(1_000, 77)
const sides = [] as { label: string; pid: number; url: string; key: string }[]
try {
  for (const [label, binary] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const { dbPath, key } = await prepareDatabase(`compare-${label}`, binary)
    const p = await startProcess([binary, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', dbPath], {
      env: { PUBLIC_MCP_CALLS_PER_MINUTE: '1000000000' },
      readyPath: '/healthz',
    })
    sides.push({ label, pid: p.pid, url: p.url, key })
  }
  const loads = (side: (typeof sides)[number]) =>
    Object.fromEntries(Object.entries(allLoads(side)).filter(([what]) => routes.includes(what)))
  const allLoads = (side: (typeof sides)[number]) => ({
    DAILY: {
      url: `${side.url}/api/v1/daily`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${side.key}` },
      bodies: samples.map((s) => JSON.stringify({ ...restChartBody(s), readingDate: '2026-11-21' })),
    },
    REST: {
      url: `${side.url}/api/v1/bazi`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${side.key}` },
      bodies: samples.map((s) => JSON.stringify(restChartBody(s))),
    },
    MCP: {
      url: `${side.url}/mcp`,
      headers: mcpCallHeaders('modern'),
      bodies: samples.map((s, i) => mcpCallBody('modern', mcpChartArguments(s), i + 1)),
    },
  })
  const results = new Map<string, { rps: number[]; p99: number[]; cpu: number[] }>()
  // Warm both (JIT) before measuring.
  for (const side of sides) for (const load of Object.values(loads(side))) await runLoad({ ...load, method: 'POST', durationSeconds: 2 })
  for (let r = 0; r < rounds; r++) {
    for (const side of sides) {
      for (const [what, load] of Object.entries(loads(side))) {
        const cpu0 = cpuMsOf(side.pid)
        const res = await runLoad({ ...load, method: 'POST', durationSeconds: seconds })
        const cpuUs = ((cpuMsOf(side.pid) - cpu0) * 1000) / Math.max(1, res.total)
        const key = `${what} ${side.label}`
        const entry = results.get(key) ?? { rps: [], p99: [], cpu: [] }
        entry.rps.push(res.requestsPerSecond)
        entry.p99.push(res.latencyMs.p99)
        entry.cpu.push(cpuUs)
        results.set(key, entry)
        console.log(
          `round ${r + 1}  ${key.padEnd(12)} ${kilo(res.requestsPerSecond).padStart(7)} req/s   p99 ${fixed(res.latencyMs.p99).padStart(6)} ms   server CPU ${fixed(cpuUs, 0).padStart(5)} µs/req${res.non2xx ? `   non-2xx ${res.non2xx}` : ''}`,
        )
      }
    }
  }
  console.log('\nmedians')
  for (const what of routes) {
    const b = results.get(`${what} before`)!
    const a = results.get(`${what} after`)!
    console.log(
      `${what.padEnd(5)} req/s ${kilo(median(b.rps))} → ${kilo(median(a.rps))} (×${fixed(median(a.rps) / median(b.rps), 2)})   p99 ${fixed(median(b.p99))} → ${fixed(median(a.p99))} ms   server CPU ${fixed(median(b.cpu), 0)} → ${fixed(median(a.cpu), 0)} µs/req`,
    )
  }
} finally {
  await stopAll()
  removeScratchDatabases()
}
