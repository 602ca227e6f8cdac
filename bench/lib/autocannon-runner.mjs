// Runs one autocannon load under Node (the load generator's own runtime) and prints a JSON summary.
// Usage: node bench/lib/autocannon-runner.mjs CONFIG.json
// CONFIG: { url, connections, durationSeconds, method, headers, bodies?: string[] }. With several
// bodies, each request takes the next one in turn (random birth dates defeat any cache).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const autocannon = require('autocannon')
const config = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const bodies = config.bodies ?? []
let next = 0

const request = { method: config.method ?? 'GET', headers: config.headers ?? {} }
if (bodies.length === 1) request.body = bodies[0]
if (bodies.length > 1) {
  request.setupRequest = (req) => {
    req.body = bodies[next++ % bodies.length]
    return req
  }
}

const result = await autocannon({
  url: config.url,
  connections: config.connections ?? 50,
  duration: config.durationSeconds ?? 10,
  pipelining: 1,
  requests: [request],
  ...(config.amount ? { amount: config.amount } : {}),
})
const ok = result['2xx'] ?? 0
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: ok / (result.duration || config.durationSeconds),
    ok,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average, max: result.latency.max },
    bytesPerSecond: result.throughput.average,
  }) + '\n',
)
