/**
 * Binary benchmark: `bun bench/binary.ts [--smoke]`; also the `binary` part of bench/run.ts.
 *
 * - size of dist/bazi-service (and of the hello-world binary, the Bun runtime's share);
 * - cold start: spawn → first 200 on /healthz, median of 10 starts (the hello-world binary's
 *   spawn → first 200 measured the same way in the same run, as the floor);
 * - memory (RSS): idle after start, then after 100,000 chart requests (/api/v1/bazi, random births,
 *   50 connections), then again after 5 s idle.
 *
 * Goals: start ≤ 2× the hello-world binary's (plain `bun build --compile`) in the same run; RSS
 * ≤ 150 MB after load. Also reported: the size, and the first chart answer after start (what the
 * lazily loaded tables cost the first caller).
 */
import { statSync } from 'node:fs'
import { birthSamples, restChartBody } from './lib/inputs'
import { runLoad } from './lib/load'
import {
  ensureBinaries,
  HELLO_BINARY,
  prepareDatabase,
  removeScratchDatabases,
  SERVICE_BINARY,
  serviceCommand,
  startProcess,
  stopAll,
} from './lib/processes'
import { fixed, kilo, median, type Verdict } from './lib/stats'

export interface BinaryResult {
  sizeMb: number
  helloSizeMb: number
  startMs: number
  startRunsMs: number[]
  helloStartMs: number
  firstChartMs: number
  rssIdleMb: number
  rssAfterLoadMb: number
  rssAfterIdleMb: number
  loadRequests: number
  loadRequestsPerSecond: number
  verdicts: Verdict[]
}

export async function runBinary(options: { smoke?: boolean; requests?: number; log?: (line: string) => void } = {}): Promise<BinaryResult> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  await ensureBinaries({ log })
  const sizeMb = statSync(SERVICE_BINARY).size / 1024 / 1024
  const helloSizeMb = statSync(HELLO_BINARY).size / 1024 / 1024
  log(`binary size: dist/bazi-service ${fixed(sizeMb)} MiB (bare Elysia hello-world binary ${fixed(helloSizeMb)} MiB)`)

  const { dbPath, key } = await prepareDatabase('binary')
  const { cmd, env } = serviceCommand(dbPath)
  const starts = smoke ? 3 : 10

  // Alternate service and hello starts so that both see the same machine state.
  const startRunsMs: number[] = []
  const helloRunsMs: number[] = []
  for (let i = 0; i < starts; i++) {
    const service = await startProcess(cmd, { env, readyPath: '/healthz' })
    startRunsMs.push(service.startMs)
    await service.stop()
    const hello = await startProcess([HELLO_BINARY], { readyPath: '/' })
    helloRunsMs.push(hello.startMs)
    await hello.stop()
  }
  // Start to the first chart answer: what a first caller waits for while tables load on first use.
  const firstChartRunsMs: number[] = []
  for (let i = 0; i < starts; i++) {
    const t0 = performance.now()
    const service = await startProcess(cmd, { env, readyPath: '/healthz' })
    const res = await fetch(`${service.url}/api/v1/bazi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(restChartBody(birthSamples(1, 3 + i)[0])),
    })
    await res.arrayBuffer()
    if (res.status === 200) firstChartRunsMs.push(performance.now() - t0)
    await service.stop()
  }
  const firstChartMs = median(firstChartRunsMs)
  const startMs = median(startRunsMs)
  const helloStartMs = median(helloRunsMs)
  log(
    `cold start to first /healthz 200: median ${fixed(startMs)} ms over ${starts} starts (runs ${startRunsMs.map((x) => fixed(x, 0)).join(', ')}); hello-world binary ${fixed(helloStartMs)} ms (${fixed(startMs / helloStartMs)}×); first chart answer ${fixed(firstChartMs)} ms after spawn`,
  )

  const requests = options.requests ?? (smoke ? 1_000 : 100_000)
  const service = await startProcess(cmd, { env, readyPath: '/healthz' })
  let rssIdleMb = NaN
  let rssAfterLoadMb = NaN
  let rssAfterIdleMb = NaN
  let loadRequestsPerSecond = NaN
  try {
    await Bun.sleep(smoke ? 200 : 1_000)
    rssIdleMb = service.rssMb()
    const bodies = birthSamples(2_000, 31).map((s) => JSON.stringify(restChartBody(s)))
    const load = await runLoad({
      url: `${service.url}/api/v1/bazi`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      bodies,
      amount: requests,
      durationSeconds: 600,
    })
    loadRequestsPerSecond = load.requestsPerSecond
    rssAfterLoadMb = service.rssMb()
    if (load.non2xx + load.errors > 0) log(`WARNING: ${load.non2xx} non-2xx and ${load.errors} errors during the memory load`)
    await Bun.sleep(smoke ? 300 : 5_000)
    rssAfterIdleMb = service.rssMb()
    log(
      `RSS: idle ${fixed(rssIdleMb)} MB → after ${kilo(load.total)} chart requests ${fixed(rssAfterLoadMb)} MB → after idle ${fixed(rssAfterIdleMb)} MB (${kilo(loadRequestsPerSecond)} req/s during the load)`,
    )
  } finally {
    await service.stop()
    removeScratchDatabases()
  }

  const verdicts: Verdict[] = [
    {
      name: 'binary: cold start to first /healthz vs hello-world binary',
      target: '≤ 2.0×',
      value: `${fixed(startMs / helloStartMs)}×`,
      met: startMs / helloStartMs <= 2,
      note: `${fixed(startMs)} ms vs ${fixed(helloStartMs)} ms (medians of ${startRunsMs.length}); first chart answer ${fixed(firstChartMs)} ms after spawn`,
    },
    {
      name: `binary: RSS after ${kilo(requests)} requests`,
      target: '≤ 150 MB',
      value: `${fixed(rssAfterLoadMb)} MB`,
      met: Number.isFinite(rssAfterLoadMb) ? rssAfterLoadMb <= 150 : null,
      note: `idle ${fixed(rssIdleMb)} MB`,
    },
    {
      name: 'binary: size',
      target: '(report)',
      value: `${fixed(sizeMb)} MiB`,
      met: null,
      note: `Bun runtime alone ≈ ${fixed(helloSizeMb)} MiB`,
    },
  ]
  return {
    sizeMb,
    helloSizeMb,
    startMs,
    startRunsMs,
    helloStartMs,
    firstChartMs,
    rssIdleMb,
    rssAfterLoadMb,
    rssAfterIdleMb,
    loadRequests: requests,
    loadRequestsPerSecond,
    verdicts,
  }
}

if (import.meta.main) {
  try {
    const result = await runBinary({ smoke: process.argv.includes('--smoke') })
    const { verdictLine } = await import('./lib/stats')
    for (const v of result.verdicts) console.log(verdictLine(v))
  } finally {
    await stopAll()
  }
}
