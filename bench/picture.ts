/**
 * The chart picture against the JSON chart, on the compiled service in one run:
 * `bun bench/picture.ts [--smoke]` (also part of `bun bench/run.ts`, as `picture`).
 *
 * - SVG route vs JSON chart route: `POST /api/v1/bazi/picture` and `POST /api/v1/bazi` under the same
 *   load (autocannon, 50 connections, the same 1,000 random births), rounds interleaved so drifts of
 *   a shared machine hit both alike; the figure is the median of the rounds. Goal: SVG ≥ 0.5× the
 *   JSON chart's calls per second.
 * - PNG at the default width (1200 px): calls one at a time after one warm-up call (the first PNG
 *   starts the rasteriser thread, its WebAssembly and fonts), each timed from request to the last
 *   byte; reported as median and p99, with the first call's time beside them.
 * - The Zi Wei picture: `POST /api/v1/ziwei/picture` (SVG) against `POST /api/v1/ziwei` under the same
 *   load, rounds interleaved. Goal: SVG ≥ 0.5× the Zi Wei JSON route's calls per second.
 * - PNG load against the JSON chart: the JSON chart route's p99 at 10 connections alone, then while
 *   two clients keep asking for PNGs (drawn on the rasteriser thread at a lowered priority), rounds
 *   interleaved. Goal: p99 under PNG load ≤ 1.5× alone. The PNGs' own median and p99 under that
 *   load are reported beside it.
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
    const zw = await ziweiRounds({ url: service.url, headers, bodies, seconds, rounds, log })
    const underPng = await jsonUnderPngLoad({ url: service.url, headers, bodies, seconds, rounds, log })
    const ratio = median(svg) / median(json)
    const figures = {
      ziwei: zw,
      jsonUnderPng: underPng,
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
      {
        name: 'picture: Zi Wei SVG route vs Zi Wei JSON route',
        target: '≥ 50%',
        value: `${pct(zw.ratio)} (${kilo(zw.svgPerSecond)} vs ${kilo(zw.jsonPerSecond)}/s)`,
        met: options.smoke ? null : zw.ratio >= 0.5,
      },
      {
        name: 'picture: JSON chart p99 under PNG load vs alone',
        target: '≤ 1.5×',
        value: `${fixed(underPng.ratio, 2)}× (${fixed(underPng.p99LoadedMs)} vs ${fixed(underPng.p99AloneMs)} ms; PNG under load median ${fixed(underPng.png.medianMs)} / p99 ${fixed(underPng.png.p99Ms)} ms, ${underPng.png.busy} busy)`,
        met: options.smoke ? null : underPng.ratio <= 1.5,
      },
    ]
    return { ...figures, verdicts }
  } finally {
    await service.stop()
    removeScratchDatabases()
  }
}

interface Drive {
  url: string
  headers: Record<string, string>
  bodies: string[]
  seconds: number
  rounds: number
  log: (line: string) => void
}

/** The Zi Wei SVG route against the Zi Wei JSON route under the same load, rounds interleaved. */
async function ziweiRounds(d: Drive) {
  const json: number[] = []
  const svg: number[] = []
  for (let round = 0; round < d.rounds; round++) {
    const chart = await runLoad({
      url: `${d.url}/api/v1/ziwei`,
      method: 'POST',
      headers: d.headers,
      bodies: d.bodies,
      durationSeconds: d.seconds,
    })
    const picture = await runLoad({
      url: `${d.url}/api/v1/ziwei/picture`,
      method: 'POST',
      headers: d.headers,
      bodies: d.bodies,
      durationSeconds: d.seconds,
    })
    if (chart.non2xx || picture.non2xx) throw new Error(`non-2xx answers: Zi Wei ${chart.non2xx}, Zi Wei picture ${picture.non2xx}`)
    json.push(chart.requestsPerSecond)
    svg.push(picture.requestsPerSecond)
    d.log(
      `round ${round + 1}: Zi Wei JSON ${kilo(chart.requestsPerSecond)}/s (p99 ${fixed(chart.latencyMs.p99)} ms), Zi Wei SVG ${kilo(picture.requestsPerSecond)}/s (p99 ${fixed(picture.latencyMs.p99)} ms)`,
    )
  }
  return { jsonPerSecond: median(json), svgPerSecond: median(svg), ratio: median(svg) / median(json) }
}

/**
 * The JSON chart route's p99 at 10 connections alone, then while two clients keep asking for PNGs
 * (1200 px, alternately Bazi and Zi Wei): what drawing PNGs costs the other calls' tail latency.
 */
async function jsonUnderPngLoad(d: Drive) {
  const alone: number[] = []
  const loaded: number[] = []
  const pngMs: number[] = []
  let busy = 0
  const jsonLoad = () =>
    runLoad({
      url: `${d.url}/api/v1/bazi`,
      method: 'POST',
      headers: d.headers,
      bodies: d.bodies,
      durationSeconds: d.seconds,
      connections: 10,
    })
  for (let round = 0; round < d.rounds; round++) {
    const quiet = await jsonLoad()
    let drawing = true
    const client = async (offset: number) => {
      for (let i = offset; drawing; i += 2) {
        const path = i % 2 ? '/api/v1/ziwei/picture' : '/api/v1/bazi/picture'
        const body = JSON.stringify({ ...JSON.parse(d.bodies[i % d.bodies.length]), format: 'png' })
        const t0 = performance.now()
        const res = await fetch(`${d.url}${path}`, { method: 'POST', headers: d.headers, body })
        await res.arrayBuffer()
        if (res.status === 503) busy++
        else if (res.status !== 200) throw new Error(`PNG under load failed: ${res.status}`)
        else pngMs.push(performance.now() - t0)
      }
    }
    const clients = [client(0), client(1)]
    const busyLoad = await jsonLoad()
    drawing = false
    await Promise.all(clients)
    if (quiet.non2xx || busyLoad.non2xx) throw new Error(`non-2xx JSON answers: ${quiet.non2xx} alone, ${busyLoad.non2xx} under PNG load`)
    alone.push(quiet.latencyMs.p99)
    loaded.push(busyLoad.latencyMs.p99)
    d.log(
      `round ${round + 1}: JSON chart p99 alone ${fixed(quiet.latencyMs.p99)} ms (${kilo(quiet.requestsPerSecond)}/s), under PNG load ${fixed(busyLoad.latencyMs.p99)} ms (${kilo(busyLoad.requestsPerSecond)}/s); PNGs so far ${pngMs.length}`,
    )
  }
  return {
    p99AloneMs: median(alone),
    p99LoadedMs: median(loaded),
    ratio: median(loaded) / median(alone),
    png: { calls: pngMs.length, medianMs: median(pngMs), p99Ms: quantile(pngMs, 0.99), busy },
  }
}

if (import.meta.main) {
  const result = await runPicture({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of result.verdicts) console.log(verdictLine(v))
}
