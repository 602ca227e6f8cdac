/**
 * `bun bench/temple.ts [--smoke] [--seconds N] [--rounds N]`: the temple's readings against the Bazi
 * chart, in one run, on the COMPILED service (dist/bazi-service, rebuilt when src/ is newer): REST
 * `POST /api/v1/bazi` (the same 1,000 random births as bench/ziwei.ts), `POST /api/v1/moon-blocks`
 * (three throws), `POST /api/v1/tarot/three-card` (drawn, every spread in turn, with a question; the
 * template narrative, no model configured) and `POST /api/v1/fortune-stick` (the three-holy ritual,
 * 8 sticks and 14 throws on average), in six locales, after a warm-up call of every body (the
 * Traditional tables are converted on first use), rounds interleaved, 50 connections. Goal: each
 * answers at least 1× the chart route's calls per second (the median of the rounds). Every process
 * started is stopped by its pid.
 */
import { birthSamples, restChartBody } from './lib/inputs'
import { runLoad, type LoadResult } from './lib/load'
import { cpuMsOf, ensureBinaries, prepareDatabase, removeScratchDatabases, serviceCommand, startProcess, stopAll } from './lib/processes'
import { fixed, kilo, median, type Verdict } from './lib/stats'

const SPREADS = [
  'past-present-future',
  'situation-action-outcome',
  'mind-body-spirit',
  'you-partner-relationship',
  'option-a-option-b-advice',
]
const LOCALES = ['en', 'zh', 'zh-TW', 'ja', 'ko', 'vi']

export async function runTemple(
  options: { smoke?: boolean; durationSeconds?: number; rounds?: number; log?: (line: string) => void } = {},
): Promise<{ verdicts: Verdict[]; figures: Record<string, number> }> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  const duration = options.durationSeconds ?? (smoke ? 0.5 : 10)
  const rounds = options.rounds ?? (smoke ? 1 : 3)
  await ensureBinaries({ log })
  const { dbPath, key } = await prepareDatabase('temple')
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, { env, readyPath: '/healthz' })
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` }
  const targets = [
    {
      name: 'REST POST /api/v1/bazi',
      url: `${service.url}/api/v1/bazi`,
      bodies: birthSamples(1_000, 99).map((s) => JSON.stringify(restChartBody(s))),
    },
    {
      name: 'REST POST /api/v1/moon-blocks (3 throws)',
      url: `${service.url}/api/v1/moon-blocks`,
      bodies: LOCALES.map((locale) => JSON.stringify({ throws: 3, question: 'Should I move?', locale })),
    },
    {
      name: 'REST POST /api/v1/tarot/three-card',
      url: `${service.url}/api/v1/tarot/three-card`,
      bodies: LOCALES.flatMap((locale) => SPREADS.map((spread) => JSON.stringify({ spread, question: 'How will work go?', locale }))),
    },
    {
      name: 'REST POST /api/v1/fortune-stick (three-holy)',
      url: `${service.url}/api/v1/fortune-stick`,
      bodies: LOCALES.map((locale) => JSON.stringify({ confirm: 'three-holy', question: 'How will the move go?', locale })),
    },
  ]
  const results = new Map<string, number[]>()
  try {
    for (const t of targets) {
      for (const body of t.bodies.slice(0, 40)) {
        const res = await fetch(t.url, { method: 'POST', headers, body })
        if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${(await res.text()).slice(0, 300)}`)
      }
    }
    for (let round = 1; round <= rounds; round++) {
      for (const t of targets) {
        const cpuBefore = cpuMsOf(service.pid)
        const r: LoadResult = await runLoad({
          url: t.url,
          method: 'POST',
          headers,
          bodies: t.bodies,
          durationSeconds: duration,
          connections: 50,
        })
        const cpuUs = ((cpuMsOf(service.pid) - cpuBefore) * 1000) / Math.max(1, r.total)
        results.set(t.name, [...(results.get(t.name) ?? []), r.requestsPerSecond])
        const failures = r.non2xx + r.errors + r.timeouts
        log(
          `round ${round}/${rounds}  ${t.name.padEnd(40)} ${kilo(r.requestsPerSecond).padStart(7)} req/s   p99 ${fixed(r.latencyMs.p99, 1).padStart(6)} ms   server CPU ${fixed(cpuUs, 0).padStart(5)} µs/req${failures ? `   FAILURES ${failures}` : ''}`,
        )
      }
    }
  } finally {
    await stopAll()
    removeScratchDatabases()
  }
  const rps = (i: number) => median(results.get(targets[i].name)!)
  const [bazi, blocks, spread, sticks] = [rps(0), rps(1), rps(2), rps(3)]
  const verdict = (name: string, value: number): Verdict => ({
    name: `${name} vs /api/v1/bazi (calls/s)`,
    target: '≥ 1×',
    value: `${fixed(value / bazi, 2)}× (${kilo(value)} vs ${kilo(bazi)})`,
    met: value >= bazi,
  })
  return {
    figures: { baziRps: bazi, moonBlocksRps: blocks, threeCardRps: spread, fortuneStickRps: sticks },
    verdicts: [
      verdict('REST /api/v1/moon-blocks', blocks),
      verdict('REST /api/v1/tarot/three-card', spread),
      verdict('REST /api/v1/fortune-stick', sticks),
    ],
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const arg = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined)
  const { verdicts } = await runTemple({ smoke: args.includes('--smoke'), durationSeconds: arg('--seconds'), rounds: arg('--rounds') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of verdicts) console.log(verdictLine(v))
}
