/**
 * Soak: the compiled binary under a mixed load, its resident memory sampled throughout.
 * `bun bench/soak.ts [--seconds 300] [--concurrency 16] [--sample 10] [--warmup 60]
 *        [--server binary|source|PATH] [--max-growth-mb 32] [--json FILE]`; also the `soak` part of
 * bench/run.ts (`--soak-seconds N`: 180 in a full run, 12 in a smoke run).
 *
 * Starts the compiled binary (`dist/bazi-service serve`, rebuilt when src/ is newer; `--server
 * source` runs `bun src/index.ts serve` instead, `--server PATH` another build) as a child process
 * on a temporary file database, holds a mixed load on loopback for the given time (every REST
 * operation, every MCP tool on both connectors, discovery, health, and a share of invalid
 * requests), samples the server's resident memory every `--sample` seconds, and reports
 * throughput, latency, every unexpected answer and the memory growth after warm-up (end minus first
 * post-warm-up sample; the rise of the floor, i.e. the lowest sample of the last third minus the
 * lowest of the first third, which discounts the collector's sawtooth; and the least-squares
 * slope). Exits 1 on any unexpected answer, a non-zero server exit, or a floor rise above
 * `--max-growth-mb`.
 *
 * "Expected" answers: 200 for the computations; 400 for the deliberately invalid requests; 503 for
 * the image readings (no vision provider is configured here, so they stop after validation).
 *
 * Goals (judged by runSoak, the bench/run.ts part): server RSS ≤ 150 MB throughout (every sample,
 * warm-up included) and flat after warm-up: the highest sample after warm-up at most 10 MB above
 * the lowest (the collector's sawtooth counts; the rise of the floor is reported beside it as the
 * leak measure).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { SqliteStore } from '../src/store/sqlite-store'
import { ensureBinaries, SERVICE_BINARY } from './lib/processes'
import { fixed, type Verdict } from './lib/stats'

interface SoakOptions {
  seconds: number
  concurrency: number
  sampleSeconds: number
  warmupSeconds: number
  /** 'binary' (the compiled service), 'source' (`bun src/index.ts`) or the path of another build. */
  server: string
}

/** What one soak measured (also the `--json` file). */
interface SoakRun {
  seconds: number
  requests: number
  requestsPerSecond: number
  unexpected: number
  exitCode: number
  rssStartMb: number
  rssPeakMb: number
  rssEndMb: number
  rssPeakAfterWarmupMb: number
  growthMb: number
  floorGrowthMb: number
  slopeMbPerMin: number
  samples: { t: number; rssMb: number; requests: number }[]
}

/** Runs one soak and prints its report. */
async function soak(options: SoakOptions): Promise<SoakRun> {
  const { seconds, concurrency, sampleSeconds, warmupSeconds } = options
  // ---- server --------------------------------------------------------------------------------
  const root = resolve(import.meta.dir, '..')
  const dir = mkdtempSync(join(tmpdir(), 'bazi-soak-'))
  const dbPath = join(dir, 'soak.sqlite')
  const store = new SqliteStore(dbPath)
  store.createAccount('soak', 1_000_000_000, Date.now())
  const key = store.createKey('soak', 'soak', Date.now()).key
  store.close()

  if (options.server === 'binary') await ensureBinaries({ log: (line) => console.log(line) })
  // `--server PATH` runs another build of the binary (before/after comparisons).
  const serverCommand =
    options.server === 'binary'
      ? [SERVICE_BINARY]
      : options.server === 'source'
        ? [process.execPath, 'src/index.ts']
        : [resolve(options.server)]
  const server = Bun.spawn([...serverCommand, 'serve', '--port', '0', '--db', dbPath], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PUBLIC_MCP_CALLS_PER_MINUTE: '1000000000',
      // Runtime tuning variables pass through, for memory experiments.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(BUN_JSC_|BUN_GARBAGE|BUN_OPTIONS$|MIMALLOC_)/.test(name))),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  })
  let serverLog = ''
  const url = await (async () => {
    const decoder = new TextDecoder()
    const reader = server.stderr.getReader()
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      const { value, done } = await reader.read()
      if (done) break
      serverLog += decoder.decode(value, { stream: true })
      const line = serverLog.split('\n').find((l) => l.includes('"listening"'))
      if (line) {
        // Keep draining stderr so the child never blocks on a full pipe.
        void (async () => {
          for (;;) {
            const next = await reader.read()
            if (next.done) return
            serverLog += decoder.decode(next.value, { stream: true })
          }
        })()
        return JSON.parse(line).url as string
      }
    }
    throw new Error(`server did not start:\n${serverLog}`)
  })().catch((error) => {
    // Leave nothing behind: the server by its pid, the scratch database.
    server.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  })

  /** Resident set size of the server process, MB (Linux /proc; `ps` elsewhere). */
  function serverRssMb(): number {
    const status = `/proc/${server.pid}/status`
    if (existsSync(status)) {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1] ?? 0)
      return kb / 1024
    }
    const ps = Bun.spawnSync(['ps', '-o', 'rss=', '-p', String(server.pid)])
    return Number(ps.stdout.toString().trim()) / 1024
  }

  // ---- load ----------------------------------------------------------------------------------
  let seed = 20261121
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  const int = (n: number) => Math.floor(rand() * n)
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = (from = 1900, years = 200) => {
    const d = new Date(Date.UTC(from, 0, 1) + int(years * 365) * 86_400_000)
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  }
  const time = () => `${pad(int(24))}:${pad(int(60))}`
  const CITIES = ['Beijing', 'Shanghai', 'San Francisco, CA', 'London', '广州', 'Sydney', 'Taipei']
  const place = () =>
    rand() < 0.5
      ? { city: CITIES[int(CITIES.length)] }
      : { latitude: rand() * 120 - 60, longitude: rand() * 340 - 170, timezone: int(27) - 12 }
  const person = () => ({ date: date(), time: time(), ...place() })
  const IMAGE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2_000, 7)]).toString('base64')

  interface Job {
    kind: string
    path: string
    body: unknown
    keyed: boolean
    expect: number
    mcp?: boolean
  }
  const rest = (kind: string, path: string, body: unknown, expect = 200): Job => ({ kind, path, body, keyed: true, expect })
  const tool = (name: string, path: '/mcp' | '/mcp/readings', args: unknown): Job => ({
    kind: `mcp ${name}`,
    path,
    body: { jsonrpc: '2.0', id: int(1e9), method: 'tools/call', params: { name, arguments: args } },
    keyed: path === '/mcp/readings',
    expect: 200,
    mcp: true,
  })

  /** One request of the mix, weighted towards the computations. */
  function nextJob(): Job {
    const p = person()
    const roll = int(100)
    if (roll < 10) return rest('rest bazi', '/api/v1/bazi', { ...p, includeDaily: rand() < 0.5 })
    if (roll < 16) return rest('rest daily', '/api/v1/daily', { ...p, readingDate: date(2020, 10) })
    if (roll < 22)
      return rest('rest number-energy', '/api/v1/number-energy', {
        phone: '1' + Array.from({ length: 10 }, () => int(10)).join(''),
        includeAi: rand() < 0.5,
      })
    if (roll < 28) return rest('rest tarot', '/api/v1/tarot', { question: rand() < 0.5 ? 'How will the week go?' : undefined })
    if (roll < 34) return rest('rest compatibility', '/api/v1/compatibility', { person1: person(), person2: person() })
    if (roll < 40) return rest('rest kids', '/api/v1/kids', { childName: 'Mei', ...p })
    if (roll < 42) return rest('rest face', '/api/v1/face', { image: IMAGE, mimeType: 'image/jpeg' }, 503)
    if (roll < 43) return rest('rest aura', '/api/v1/aura', { image: IMAGE, mimeType: 'image/jpeg' }, 503)
    if (roll < 44) return rest('rest couple-face', '/api/v1/couple-face', { image: IMAGE, mimeType: 'image/jpeg' }, 503)
    if (roll < 52) return tool('get_daily_almanac', '/mcp', { date: date(1950, 150) })
    if (roll < 60)
      return tool('calculate_bazi_chart', '/mcp', { birth_date: p.date, birth_time: p.time, latitude: 31.2, longitude: 121.5, timezone: 8 })
    if (roll < 66)
      return tool('get_daily_bazi_guidance', '/mcp', {
        birth_date: p.date,
        birth_time: p.time,
        latitude: 39.9,
        longitude: 116.4,
        timezone: 8,
        reading_date: date(2020, 10),
      })
    if (roll < 72)
      return tool('calculate_bazi_compatibility', '/mcp/readings', {
        person1: { date: date(), time: time() },
        person2: { date: date(), time: time() },
      })
    if (roll < 78) return tool('draw_tarot_card', '/mcp/readings', { cardId: int(78), reversed: rand() < 0.5 })
    if (roll < 84)
      return tool('analyze_number_energy', '/mcp/readings', { phone: '13' + Array.from({ length: 9 }, () => int(10)).join('') })
    if (roll < 88)
      return {
        kind: 'mcp tools/list',
        path: rand() < 0.5 ? '/mcp' : '/mcp/readings',
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        keyed: true,
        expect: 200,
        mcp: true,
      }
    if (roll < 90) return { kind: 'health', path: '/healthz', body: null, keyed: false, expect: 200 }
    // Invalid on purpose: refused with 400 and not counted.
    const invalid = [
      { date: '2023-02-29' },
      { date: '1990-05-15', time: '24:00' },
      { date: '1990-05-15', latitude: 90.5 },
      { date: '1990-05-15', unknown: true },
    ]
    return rest('rest invalid', '/api/v1/bazi', invalid[int(invalid.length)], 400)
  }

  interface Tally {
    count: number
    latencies: number[]
  }
  const tallies = new Map<string, Tally>()
  const unexpected: string[] = []
  let unexpectedCount = 0
  let total = 0

  async function perform(job: Job): Promise<void> {
    const started = performance.now()
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'bazi-soak/1.0' }
    if (job.keyed) headers.authorization = `Bearer ${key}`
    if (job.mcp) Object.assign(headers, { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' })
    let problem: string | null = null
    try {
      const res = await fetch(url + job.path, job.body === null ? {} : { method: 'POST', headers, body: JSON.stringify(job.body) })
      const text = await res.text()
      if (res.status !== job.expect) problem = `${job.kind}: HTTP ${res.status} ${text.slice(0, 160)}`
      else if (job.mcp && /"isError":true|"error":\{/.test(text)) problem = `${job.kind}: ${text.slice(0, 200)}`
    } catch (error) {
      problem = `${job.kind}: ${(error as Error).message}`
    }
    const ms = performance.now() - started
    total++
    let tally = tallies.get(job.kind)
    if (!tally) tallies.set(job.kind, (tally = { count: 0, latencies: [] }))
    tally.count++
    // A bounded reservoir keeps the client's own memory flat on long runs.
    if (tally.latencies.length < 20_000) tally.latencies.push(ms)
    else tally.latencies[int(20_000)] = ms
    if (problem) {
      unexpectedCount++
      if (unexpected.length < 20) unexpected.push(problem)
    }
  }

  // ---- run -----------------------------------------------------------------------------------
  console.log(`soak: ${url}, ${seconds} s, concurrency ${concurrency}, memory every ${sampleSeconds} s, warm-up ${warmupSeconds} s`)
  const startedAt = performance.now()
  const deadline = startedAt + seconds * 1000
  const samples: { t: number; rssMb: number; requests: number }[] = []
  const sample = () => samples.push({ t: (performance.now() - startedAt) / 1000, rssMb: serverRssMb(), requests: total })
  sample()
  const sampler = setInterval(() => {
    sample()
    const s = samples[samples.length - 1]
    console.log(
      `  t=${s.t.toFixed(0).padStart(4)} s  rss=${s.rssMb.toFixed(1).padStart(6)} MB  requests=${s.requests}  unexpected=${unexpectedCount}`,
    )
  }, sampleSeconds * 1000)

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await perform(nextJob())
    }),
  )
  clearInterval(sampler)
  sample()
  const elapsed = (performance.now() - startedAt) / 1000

  server.kill('SIGTERM')
  const exitCode = await server.exited
  rmSync(dir, { recursive: true, force: true })

  // ---- report --------------------------------------------------------------------------------
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  console.log(
    `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s; unexpected answers: ${unexpectedCount}; server exit code ${exitCode}`,
  )
  console.log(`${'kind'.padEnd(36)} ${'count'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`)
  for (const [kind, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...tally.latencies].sort((a, b) => a - b)
    console.log(
      `${kind.padEnd(36)} ${String(tally.count).padStart(8)} ${quantile(sorted, 0.5).toFixed(2).padStart(8)} ${quantile(sorted, 0.95).toFixed(2).padStart(8)} ${quantile(sorted, 0.99).toFixed(2).padStart(8)}`,
    )
  }
  for (const line of unexpected) console.log(`  unexpected: ${line}`)

  const after = samples.filter((s) => s.t >= warmupSeconds)
  let growthMb = 0
  let slopeMbPerMin = 0
  if (after.length >= 2) {
    growthMb = after[after.length - 1].rssMb - after[0].rssMb
    const mt = after.reduce((a, s) => a + s.t, 0) / after.length
    const mr = after.reduce((a, s) => a + s.rssMb, 0) / after.length
    const num = after.reduce((a, s) => a + (s.t - mt) * (s.rssMb - mr), 0)
    const den = after.reduce((a, s) => a + (s.t - mt) ** 2, 0)
    slopeMbPerMin = den ? (num / den) * 60 : 0
  }
  // RSS follows the collector's sawtooth; the lowest sample of the last third after warm-up against
  // the lowest of the first third shows whether the floor rises (a leak) or only the peaks move.
  const third = Math.max(1, Math.floor(after.length / 3))
  const floorGrowthMb =
    after.length >= 3 ? Math.min(...after.slice(-third).map((s) => s.rssMb)) - Math.min(...after.slice(0, third).map((s) => s.rssMb)) : 0
  const rss = samples.map((s) => s.rssMb)
  console.log(
    `server RSS: start ${rss[0].toFixed(1)} MB, peak ${Math.max(...rss).toFixed(1)} MB, end ${rss[rss.length - 1].toFixed(1)} MB; ` +
      `after warm-up (${after.length} samples from t=${after[0]?.t.toFixed(0) ?? '-'} s): growth ${growthMb.toFixed(1)} MB, ` +
      `floor growth (min of last third - min of first third) ${floorGrowthMb.toFixed(1)} MB, slope ${slopeMbPerMin.toFixed(2)} MB/min`,
  )

  return {
    seconds: elapsed,
    requests: total,
    requestsPerSecond: total / elapsed,
    unexpected: unexpectedCount,
    exitCode,
    rssStartMb: rss[0],
    rssPeakMb: Math.max(...rss),
    rssEndMb: rss[rss.length - 1],
    rssPeakAfterWarmupMb: Math.max(...after.map((s) => s.rssMb)),
    growthMb,
    floorGrowthMb,
    slopeMbPerMin,
    samples,
  }
}

export interface SoakResult {
  seconds: number
  requestsPerSecond: number
  unexpected: number
  rssPeakMb: number
  rssSwingAfterWarmupMb: number
  floorGrowthMb: number
  slopeMbPerMin: number
  verdicts: Verdict[]
}

/** The soak as a part of bench/run.ts: 16 connections, the compiled binary, judged against the goals. */
export async function runSoak(options: { seconds: number }): Promise<SoakResult> {
  const seconds = options.seconds
  // A sample every ~1/18 of the run (10 s for 3 minutes), warm-up the first sixth (30 s for 3 minutes).
  const sampleSeconds = Math.max(1, Math.round(seconds / 18))
  const warmupSeconds = Math.max(sampleSeconds, Math.round(seconds / 6))
  const r = await soak({ seconds, concurrency: 16, sampleSeconds, warmupSeconds, server: 'binary' })
  if (r.unexpected > 0 || r.exitCode !== 0) throw new Error(`soak: ${r.unexpected} unexpected answers, server exit code ${r.exitCode}`)
  const after = r.samples.filter((s) => s.t >= warmupSeconds).map((s) => s.rssMb)
  const swing = after.length >= 2 ? Math.max(...after) - Math.min(...after) : NaN
  const verdicts: Verdict[] = [
    {
      name: `soak: server RSS throughout ${fixed(r.seconds, 0)} s`,
      target: '≤ 150 MB',
      value: `${fixed(r.rssPeakMb)} MB`,
      met: r.rssPeakMb <= 150,
      note: `${fixed(r.requestsPerSecond, 0)} req/s mixed`,
    },
    {
      name: 'soak: RSS swing after warm-up (max - min)',
      target: '≤ 10 MB',
      value: `${fixed(swing)} MB`,
      met: Number.isFinite(swing) ? swing <= 10 : null,
      note: `${after.length} samples from t=${warmupSeconds} s; floor growth ${fixed(r.floorGrowthMb)} MB, slope ${fixed(r.slopeMbPerMin, 2)} MB/min`,
    },
  ]
  return {
    seconds: r.seconds,
    requestsPerSecond: r.requestsPerSecond,
    unexpected: r.unexpected,
    rssPeakMb: r.rssPeakMb,
    rssSwingAfterWarmupMb: swing,
    floorGrowthMb: r.floorGrowthMb,
    slopeMbPerMin: r.slopeMbPerMin,
    verdicts,
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '300' },
      concurrency: { type: 'string', default: '16' },
      sample: { type: 'string', default: '10' },
      warmup: { type: 'string' },
      'max-growth-mb': { type: 'string', default: '32' },
      server: { type: 'string', default: 'binary' },
      json: { type: 'string' },
    },
  })
  const seconds = Number(values.seconds)
  const run = await soak({
    seconds,
    concurrency: Number(values.concurrency),
    sampleSeconds: Number(values.sample),
    warmupSeconds: values.warmup !== undefined ? Number(values.warmup) : Math.min(60, Math.round(seconds / 5)),
    server: values.server!,
  })
  if (values.json) writeFileSync(values.json, JSON.stringify(run))
  const failed = run.unexpected > 0 || run.floorGrowthMb > Number(values['max-growth-mb']) || run.exitCode !== 0
  console.log(failed ? 'SOAK FAILED' : 'soak ok')
  process.exit(failed ? 1 : 0)
}
