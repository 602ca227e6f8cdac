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
import { chartRouteTarget, compareRoutes, type RoundOptions } from './lib/rounds'
import { fixed, kilo, median, type Verdict } from './lib/stats'

const SPREADS = [
  'past-present-future',
  'situation-action-outcome',
  'mind-body-spirit',
  'you-partner-relationship',
  'option-a-option-b-advice',
]
const LOCALES = ['en', 'zh', 'zh-TW', 'ja', 'ko', 'vi']

export async function runTemple(options: RoundOptions = {}): Promise<{ verdicts: Verdict[]; figures: Record<string, number> }> {
  const figures = await compareRoutes('temple', {
    ...options,
    warmUp: 40,
    nameWidth: 40,
    targets: (url) => [
      chartRouteTarget(url),
      {
        name: 'REST POST /api/v1/moon-blocks (3 throws)',
        url: `${url}/api/v1/moon-blocks`,
        bodies: LOCALES.map((locale) => JSON.stringify({ throws: 3, question: 'Should I move?', locale })),
      },
      {
        name: 'REST POST /api/v1/tarot/three-card',
        url: `${url}/api/v1/tarot/three-card`,
        bodies: LOCALES.flatMap((locale) => SPREADS.map((spread) => JSON.stringify({ spread, question: 'How will work go?', locale }))),
      },
      {
        name: 'REST POST /api/v1/fortune-stick (three-holy)',
        url: `${url}/api/v1/fortune-stick`,
        bodies: LOCALES.map((locale) => JSON.stringify({ confirm: 'three-holy', question: 'How will the move go?', locale })),
      },
    ],
  })
  const [bazi, blocks, spread, sticks] = [...figures.values()].map((f) => median(f.rps))
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
