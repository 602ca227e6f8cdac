/**
 * The yearly outlook against the chart, on the compiled service in one run:
 * `bun bench/yearly.ts [--smoke]` (also part of `bun bench/run.ts`, as `yearly`).
 *
 * - `POST /api/v1/yearly` (the year 30 years after the birth, capped at 2200, with the default
 *   template narrative) and `POST /api/v1/bazi` under the same load (autocannon, 50 connections, the
 *   same 1,000 random births 1900-2100 with time, coordinates and sex), rounds interleaved so drifts
 *   of a shared machine hit both alike, every body sent once before measuring (as bench/temple.ts
 *   does: first uses fill the per-locale tables and the year's boundaries); the figure is the median
 *   of the rounds. Goal: the yearly
 *   route answers at least 0.5× the chart route's calls per second.
 * - The answer's size in bytes in every locale (one birth, the narrative included), for the record.
 *
 * Every process started is stopped by its pid.
 */
import { birthSamples, restChartBody, type BirthSample } from './lib/inputs'
import { runLoad } from './lib/load'
import { cpuMsOf, ensureBinaries, prepareDatabase, removeScratchDatabases, serviceCommand, startProcess, stopAll } from './lib/processes'
import { fixed, kilo, median, pct, type Verdict } from './lib/stats'

const LOCALES = ['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi']
const yearOf = (s: BirthSample) => Math.min(2200, Number(s.date.slice(0, 4)) + 30)
const yearlyBody = (s: BirthSample) => ({ ...restChartBody(s), year: yearOf(s) })

export async function runYearly(options: { smoke?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const seconds = options.smoke ? 0.5 : 10
  const rounds = options.smoke ? 1 : 3
  await ensureBinaries({ log })
  const { dbPath, key } = await prepareDatabase('yearly')
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, { env, readyPath: '/healthz' })
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
  const samples = birthSamples(1_000, 99)
  const chartBodies = samples.map((s) => JSON.stringify(restChartBody(s)))
  const yearlyBodies = samples.map((s) => JSON.stringify(yearlyBody(s)))
  try {
    const bytes: Record<string, number> = {}
    for (const locale of LOCALES) {
      const res = await fetch(`${service.url}/api/v1/yearly`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...yearlyBody(samples[0]!), locale }),
      })
      const body = await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`yearly in ${locale}: ${res.status} ${new TextDecoder().decode(body).slice(0, 300)}`)
      bytes[locale] = body.byteLength
    }
    log(`answer size (bytes): ${LOCALES.map((l) => `${l} ${bytes[l]}`).join(', ')}`)
    // Warm-up: every body once, fifty at a time, on both routes.
    for (const [path, bodies] of [
      ['/api/v1/bazi', chartBodies],
      ['/api/v1/yearly', yearlyBodies],
    ] as const)
      for (let i = 0; i < bodies.length; i += 50)
        await Promise.all(
          bodies
            .slice(i, i + 50)
            .map(async (body) => (await fetch(`${service.url}${path}`, { method: 'POST', headers, body })).arrayBuffer()),
        )
    const chart: number[] = []
    const yearly: number[] = []
    const chartCpu: number[] = []
    const yearlyCpu: number[] = []
    const measured = async (path: string, bodies: string[]) => {
      const before = cpuMsOf(service.pid)
      const load = await runLoad({ url: `${service.url}${path}`, method: 'POST', headers, bodies, durationSeconds: seconds })
      if (load.non2xx || load.errors) throw new Error(`${path}: ${load.non2xx} non-2xx, ${load.errors} errors`)
      return { load, cpuUs: ((cpuMsOf(service.pid) - before) * 1000) / Math.max(1, load.total) }
    }
    for (let round = 0; round < rounds; round++) {
      const c = await measured('/api/v1/bazi', chartBodies)
      const y = await measured('/api/v1/yearly', yearlyBodies)
      chart.push(c.load.requestsPerSecond)
      yearly.push(y.load.requestsPerSecond)
      chartCpu.push(c.cpuUs)
      yearlyCpu.push(y.cpuUs)
      log(
        `round ${round + 1}: chart ${kilo(c.load.requestsPerSecond)}/s (p99 ${fixed(c.load.latencyMs.p99)} ms, ${fixed(c.cpuUs, 0)} µs CPU), yearly ${kilo(y.load.requestsPerSecond)}/s (p99 ${fixed(y.load.latencyMs.p99)} ms, ${fixed(y.cpuUs, 0)} µs CPU)`,
      )
    }
    const ratio = median(yearly) / median(chart)
    const verdicts: Verdict[] = [
      {
        name: 'yearly: /api/v1/yearly vs /api/v1/bazi (calls/s)',
        target: '≥ 50%',
        value: `${pct(ratio)} (${kilo(median(yearly))} vs ${kilo(median(chart))}/s)`,
        met: options.smoke ? null : ratio >= 0.5,
      },
      {
        name: 'yearly: server CPU per call, chart / yearly',
        target: '(report)',
        value: `${fixed(median(chartCpu), 0)} / ${fixed(median(yearlyCpu), 0)} µs`,
        met: null,
      },
      { name: 'yearly: answer bytes per locale', target: '(report)', value: LOCALES.map((l) => `${l} ${bytes[l]}`).join(', '), met: null },
    ]
    return { chartPerSecond: median(chart), yearlyPerSecond: median(yearly), ratio, bytes, verdicts }
  } finally {
    await stopAll()
    removeScratchDatabases()
  }
}

if (import.meta.main) {
  const { verdicts } = await runYearly({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of verdicts) console.log(verdictLine(v))
}
