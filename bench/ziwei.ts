/**
 * `bun bench/ziwei.ts [--smoke] [--seconds N] [--rounds N]`: the Zi Wei chart against the Bazi chart,
 * in one run, on the COMPILED service (dist/bazi-service, rebuilt when src/ is newer):
 *
 * - REST `POST /api/v1/bazi` and REST `POST /api/v1/ziwei` (with a reading date 30 years after the
 *   birth, so the four fortune layers are computed), rounds interleaved, 50 connections, the same
 *   1,000 random births (1900-2100, 16 zones, with time, coordinates and sex). Goal: the Zi Wei route
 *   answers at least 0.1× the Bazi route's calls per second.
 * - Also `calculate_ziwei_chart` over MCP (the tool turned on with MCP_ZIWEI_TOOL), for information.
 * - In process, per chart: the service's Zi Wei core (src/core/ziwei) against iztro alone as a
 *   caller would use it (`bySolar` + `horoscope()`, unpatched, in a fresh process), same births.
 *
 * Every process started is stopped by its pid.
 */
import { birthSamples, mcpCallBody, mcpCallHeaders, restChartBody, type BirthSample } from './lib/inputs'
import { REPO_ROOT } from './lib/processes'
import { chartRouteTarget, compareRoutes, type RoundOptions } from './lib/rounds'
import { fixed, kilo, median, type Verdict } from './lib/stats'

const readingDateOf = (s: BirthSample) => `${Number(s.date.slice(0, 4)) + 30}-06-01`
const ziweiBody = (s: BirthSample) => ({ ...restChartBody(s), readingDate: readingDateOf(s) })

/** Milliseconds per chart in a fresh process: `core` (the service's) or `iztro` (the library alone). */
async function inProcessMs(kind: 'core' | 'iztro', samples: BirthSample[]): Promise<number> {
  const script =
    kind === 'core'
      ? `const { calculateZiweiChart } = require('./src/core/ziwei'); const run = (s) => calculateZiweiChart({ ...s, ziHour: 'next-day', trueSolarTime: true, locale: 'en', leapMonth: 'split', yearStart: 'lunar-new-year' })`
      : `const { astro } = require('iztro'); const run = (s) => { const [y, m, d] = s.date.split('-').map(Number); const a = astro.bySolar(y + '-' + m + '-' + d, Math.floor((Number(s.time.slice(0, 2)) + 1) / 2) % 12, s.sex === 'male' ? '男' : '女', true, 'en-US'); a.horoscope(s.readingDate) }`
  const body = `${script}; const samples = JSON.parse(process.argv[1]); for (const s of samples.slice(0, 20)) run(s);
    const t = performance.now(); for (const s of samples) run(s); console.log((performance.now() - t) / samples.length)`
  const input = samples.map((s) => ({
    date: s.date,
    time: s.time,
    latitude: s.latitude,
    longitude: s.longitude,
    sex: s.sex,
    readingDate: readingDateOf(s),
  }))
  const child = Bun.spawn([process.execPath, '-e', body, JSON.stringify(input)], { cwd: REPO_ROOT, stdout: 'pipe', stderr: 'pipe' })
  const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited])
  if (code !== 0) throw new Error(`${kind} timing failed: ${await new Response(child.stderr).text()}`)
  return Number(out.trim())
}

export async function runZiwei(options: RoundOptions = {}): Promise<{ verdicts: Verdict[]; figures: Record<string, number> }> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  const samples = birthSamples(1_000, 99)
  const figures = await compareRoutes('ziwei', {
    ...options,
    env: { MCP_ZIWEI_TOOL: '1' },
    warmUp: 1,
    nameWidth: 40,
    targets: (url) => [
      chartRouteTarget(url, samples),
      {
        name: 'REST POST /api/v1/ziwei (with layers)',
        url: `${url}/api/v1/ziwei`,
        bodies: samples.map((s) => JSON.stringify(ziweiBody(s))),
      },
      {
        name: 'MCP calculate_ziwei_chart (summary)',
        url: `${url}/mcp`,
        headers: mcpCallHeaders('modern', 'calculate_ziwei_chart'),
        bodies: samples.map((s, i) =>
          mcpCallBody(
            'modern',
            {
              birth_date: s.date,
              birth_time: s.time,
              latitude: s.latitude,
              longitude: s.longitude,
              sex: s.sex,
              reading_date: readingDateOf(s),
            },
            i + 1,
            'calculate_ziwei_chart',
          ),
        ),
      },
    ],
  })
  const [bazi, ziwei, mcp] = [...figures.values()].map((f) => median(f.rps))
  const timingSamples = samples.slice(0, smoke ? 60 : 400)
  const coreMs = await inProcessMs('core', timingSamples)
  const iztroMs = await inProcessMs('iztro', timingSamples)
  log(
    `in process, per chart with the fortune layers: service core ${fixed(coreMs, 2)} ms, iztro alone (bySolar + horoscope) ${fixed(iztroMs, 2)} ms`,
  )
  const ratio = ziwei / bazi
  return {
    figures: { baziRps: bazi, ziweiRps: ziwei, mcpZiweiRps: mcp, ratio, coreMs, iztroMs },
    verdicts: [
      {
        name: 'REST /api/v1/ziwei vs /api/v1/bazi (calls/s)',
        target: '≥ 0.10×',
        value: `${fixed(ratio, 2)}× (${kilo(ziwei)} vs ${kilo(bazi)})`,
        met: ratio >= 0.1,
      },
      {
        name: 'Zi Wei core vs iztro alone (ms per chart)',
        target: '(report)',
        value: `${fixed(coreMs, 2)} vs ${fixed(iztroMs, 2)}`,
        met: null,
      },
    ],
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const arg = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined)
  const { verdicts } = await runZiwei({ smoke: args.includes('--smoke'), durationSeconds: arg('--seconds'), rounds: arg('--rounds') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of verdicts) console.log(verdictLine(v))
}
