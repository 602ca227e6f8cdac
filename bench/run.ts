/**
 * `npm run bench` (`bun bench/run.ts`): every benchmark that has a goal, in one run, then each goal
 * met or missed.
 *
 *   bun bench/run.ts            full, ~10 minutes: core (bench/core.ts); HTTP, MCP and the peer
 *                               (bench/http.ts, 3 rounds × 10 s each); the binary (bench/binary.ts:
 *                               10 cold starts, 100,000 requests for memory); a 3-minute mixed soak
 *                               (bench/soak.ts: server RSS throughout, its swing); the tokens of MCP
 *                               answers and tool lists and the bytes of a REST chart against their
 *                               budgets (bench/tokens.ts); the practitioner tools (bench/practitioner.ts:
 *                               reverse lookup, candidates, terms, date selection); the Zi Wei chart
 *                               against the Bazi chart (bench/ziwei.ts: REST, MCP, the core against iztro alone);
 *                               the yearly outlook against the chart (bench/yearly.ts: REST, and the
 *                               answer's bytes per locale)
 *   bun bench/run.ts --smoke    a few seconds per part, for CI: checks that every benchmark still
 *                               runs end to end; figures are indicative only, goals not enforced
 *                               the chart picture (bench/picture.ts: the SVG route against the JSON
 *                               chart in the same run, PNG per call); the home page (bench/home.ts:
 *                               GET / server time in every locale against /healthz, HTML + CSS weight)
 *   --only core,http,binary,soak,tokens,practitioner,ziwei,picture,temple,yearly,names,home   run a subset; --json FILE also writes the results as JSON
 *   --soak-seconds N            the soak's length (180 full, 12 smoke; 600 for the 10-minute check)
 *
 * Tools that have no goal (profilers, before/after of two builds, sizing) are in bench/tools/.
 *
 * Every goal is a ratio or a bound measured in this run against a baseline from this run (the
 * hello-world ceiling, the same bytes served with no work, the peer, the library alone), because
 * absolute figures on a shared 2-vCPU machine swing by ±40 % from run to run. Traffic stays on
 * loopback; every process started is stopped by its pid. Exit code: 0 when every benchmark ran
 * (missed goals are reported, not failed), 1 when a benchmark could not run.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { runBinary } from './binary'
import { runCore } from './core'
import { runHttp } from './http'
import { stopAll } from './lib/processes'
import { runPicture } from './picture'
import { runHome } from './home'
import { runPractitioner } from './practitioner'
import { runSoak } from './soak'
import { verdictLine, type Verdict } from './lib/stats'
import { runTokens } from './tokens'
import { runYearly } from './yearly'
import { runZiwei } from './ziwei'
import { runTemple } from './temple'
import { runNames } from './names'

const args = process.argv.slice(2)
const smoke = args.includes('--smoke')
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const only = new Set((onlyArg ?? 'core,http,binary,soak,tokens,practitioner,ziwei,picture,temple,yearly,names,home').split(','))
const soakSeconds = args.includes('--soak-seconds') ? Number(args[args.indexOf('--soak-seconds') + 1]) : smoke ? 12 : 180
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined

const section = (title: string) => console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`)

const machine = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  bun: Bun.version,
  mode: smoke ? 'smoke' : 'full',
  loadAverageAtStart: loadavg()[0],
}
console.log(`bazi-service benchmarks (${machine.mode}) — ${machine.date}`)
console.log(
  `machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB; Bun ${machine.bun}; load average ${machine.loadAverageAtStart.toFixed(2)}`,
)
if (machine.loadAverageAtStart > 0.5 * machine.cpus) {
  console.log('WARNING: the machine is already busy; absolute figures will be low (ratios within this run still compare like with like).')
}

const verdicts: Verdict[] = []
const results: Record<string, unknown> = { machine }
const failures: string[] = []
const started = performance.now()

async function part(name: string, fn: () => Promise<{ verdicts: Verdict[] }>) {
  if (!only.has(name)) return
  section(name)
  try {
    const result = await fn()
    verdicts.push(...result.verdicts)
    results[name] = result
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message}`)
    console.log(`FAILED ${name}: ${(error as Error).stack ?? error}`)
  } finally {
    await stopAll()
  }
}

await part('core', () => runCore({ smoke }))
await part('http', () => runHttp({ smoke }))
await part('binary', () => runBinary({ smoke }))
await part('soak', () => runSoak({ seconds: soakSeconds }))
// Token counts do not depend on the machine: the same in smoke and full runs.
await part('tokens', () => runTokens())
await part('practitioner', () => runPractitioner({ smoke }))
await part('ziwei', () => runZiwei({ smoke }))
await part('picture', () => runPicture({ smoke }))
await part('temple', () => runTemple({ smoke }))
await part('yearly', () => runYearly({ smoke }))
await part('names', () => runNames({ smoke }))
await part('home', () => runHome({ smoke }))

section('goals')
for (const v of verdicts) console.log(verdictLine(v))
for (const f of failures) console.log(`FAILED ${f}`)
console.log(
  `\n${smoke ? 'smoke run (goals indicative only)' : 'full run'} in ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()[0].toFixed(2)}`,
)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ ...results, verdicts, failures }, null, 2))
process.exit(failures.length ? 1 : 0)
