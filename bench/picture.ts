/**
 * The chart picture against the JSON chart, on the compiled service in one run:
 * `bun bench/picture.ts [--smoke]` (also part of `bun bench/run.ts`, as `picture`).
 *
 * - SVG route vs JSON chart route: `POST /api/v1/bazi/picture` and `POST /api/v1/bazi` under the same
 *   load (autocannon, 50 connections, the same 1,000 random births), rounds interleaved so drifts of
 *   a shared machine hit both alike; the figure is the median of the rounds. Goal: SVG ≥ 0.5× the
 *   JSON chart's calls per second.
 * - PNG at the default width (1200 px): calls one at a time after one warm-up call (the first PNG
 *   loads the WebAssembly rasteriser and the font), each timed from request to the last byte;
 *   reported as median and p99, with the first call's time beside them.
 */
import { birthSamples, restChartBody } from './lib/inputs'
import { runLoad } from './lib/load'
import { cpuMsOf, ensureBinaries, prepareDatabase, removeScratchDatabases, serviceCommand, startProcess } from './lib/processes'
import { fixed, kilo, median, pct, quantile, type Verdict } from './lib/stats'

export async function runPicture(options: { smoke?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const seconds = options.smoke ? 0.5 : 10
  const rounds = options.smoke ? 1 : 3
  const pngCalls = options.smoke ? 5 : 100
  await ensureBinaries({ log })
  const { dbPath, key } = await prepareDatabase('picture')
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, { env, readyPath: '/healthz' })
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
  const bodies = birthSamples(1_000, 99).map((s) => JSON.stringify(restChartBody(s)))
  try {
    const json: number[] = []
    const svg: number[] = []
    // Server CPU per call as well: the load generator shares the machine, and a larger answer costs
    // it more, so calls per second understate what the server itself spends less unevenly.
    const jsonCpu: number[] = []
    const svgCpu: number[] = []
    const measured = async (path: string) => {
      const before = cpuMsOf(service.pid)
      const load = await runLoad({ url: `${service.url}${path}`, method: 'POST', headers, bodies, durationSeconds: seconds })
      return { load, cpuUs: ((cpuMsOf(service.pid) - before) * 1000) / Math.max(1, load.total) }
    }
    for (let round = 0; round < rounds; round++) {
      const chart = await measured('/api/v1/bazi')
      const picture = await measured('/api/v1/bazi/picture')
      if (chart.load.non2xx || picture.load.non2xx)
        throw new Error(`non-2xx answers: chart ${chart.load.non2xx}, picture ${picture.load.non2xx}`)
      json.push(chart.load.requestsPerSecond)
      svg.push(picture.load.requestsPerSecond)
      jsonCpu.push(chart.cpuUs)
      svgCpu.push(picture.cpuUs)
      log(
        `round ${round + 1}: JSON chart ${kilo(chart.load.requestsPerSecond)}/s (p99 ${fixed(chart.load.latencyMs.p99)} ms, ${fixed(chart.cpuUs, 0)} µs CPU), SVG picture ${kilo(picture.load.requestsPerSecond)}/s (p99 ${fixed(picture.load.latencyMs.p99)} ms, ${fixed(picture.cpuUs, 0)} µs CPU)`,
      )
    }
    // PNG in English (SC only) and in Japanese (the JP face beside SC: a second font to read per drawing).
    const pngTimes = async (locale: string) => {
      const times: number[] = []
      let first = 0
      for (let i = 0; i <= pngCalls; i++) {
        const body = JSON.stringify({ ...JSON.parse(bodies[i % bodies.length]), format: 'png', locale })
        const t0 = performance.now()
        const res = await fetch(`${service.url}/api/v1/bazi/picture`, { method: 'POST', headers, body })
        const bytes = await res.arrayBuffer()
        if (res.status !== 200 || bytes.byteLength < 1000) throw new Error(`PNG call failed: ${res.status}`)
        const ms = performance.now() - t0
        if (i === 0) first = ms
        else times.push(ms)
      }
      return { times, first }
    }
    const { times: pngMs, first: firstMs } = await pngTimes('en')
    const { times: pngJaMs } = await pngTimes('ja')
    const ratio = median(svg) / median(json)
    const figures = {
      jsonChartPerSecond: median(json),
      svgPicturePerSecond: median(svg),
      svgToJsonRatio: ratio,
      cpuUsPerCall: { json: median(jsonCpu), svg: median(svgCpu) },
      png: { calls: pngMs.length, medianMs: median(pngMs), p99Ms: quantile(pngMs, 0.99), firstCallMs: firstMs },
      pngJa: { calls: pngJaMs.length, medianMs: median(pngJaMs), p99Ms: quantile(pngJaMs, 0.99) },
    }
    log(
      `PNG 1200 px, ${pngMs.length} calls one at a time: median ${fixed(figures.png.medianMs)} ms, p99 ${fixed(figures.png.p99Ms)} ms (first call ${fixed(firstMs)} ms); in ja: median ${fixed(figures.pngJa.medianMs)} ms, p99 ${fixed(figures.pngJa.p99Ms)} ms`,
    )
    const verdicts: Verdict[] = [
      {
        name: 'picture: SVG route vs JSON chart route',
        target: '≥ 50%',
        value: `${pct(ratio)} (${kilo(median(svg))} vs ${kilo(median(json))}/s)`,
        met: options.smoke ? null : ratio >= 0.5,
      },
      {
        name: 'picture: server CPU per call, JSON / SVG',
        target: '(report)',
        value: `${fixed(median(jsonCpu), 0)} / ${fixed(median(svgCpu), 0)} µs`,
        met: null,
      },
      {
        name: 'picture: PNG 1200 px per call (median / p99)',
        target: '(report)',
        value: `${fixed(figures.png.medianMs)} / ${fixed(figures.png.p99Ms)} ms`,
        met: null,
      },
      {
        name: 'picture: PNG in ja (JP face + SC) vs en (SC)',
        target: '(report)',
        value: `${fixed(figures.pngJa.medianMs / figures.png.medianMs, 2)}× (${fixed(figures.pngJa.medianMs)} vs ${fixed(figures.png.medianMs)} ms)`,
        met: null,
      },
    ]
    return { ...figures, verdicts }
  } finally {
    await service.stop()
    removeScratchDatabases()
  }
}

if (import.meta.main) {
  const result = await runPicture({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of result.verdicts) console.log(verdictLine(v))
}
