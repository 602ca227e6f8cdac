/**
 * CPU profile of the service under load:
 * `bun bench/tools/profile-server.ts [rest|picture|daily|yearly|compatibility|tarot|mcp|mcp-2025|bad-key|impossible-date|malformed|schema-invalid] [seconds]`.
 * The last four are the failure paths: a bad key (401) and, with a valid key, an impossible date,
 * malformed JSON and a schema-invalid body (400).
 * Runs the compiled binary (`dist/bazi-service serve`, rebuilt when src/ is newer) with
 * `BUN_OPTIONS=--cpu-prof` (`PROFILE_SOURCE=1`: `bun --cpu-prof src/index.ts serve` instead) on a temporary
 * database, loads it with autocannon (random births, 50 connections), stops it with SIGTERM (the
 * profile is written on exit) and prints the top functions (bench/tools/profile-top.ts).
 */
import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { birthSamples, mcpCallBody, mcpCallHeaders, mcpChartArguments, restChartBody } from '../lib/inputs'
import { runLoad } from '../lib/load'
import {
  BENCH_TMP,
  BUN,
  ensureBinaries,
  prepareDatabase,
  REPO_ROOT,
  removeScratchDatabases,
  serviceCommand,
  startProcess,
  stopAll,
} from '../lib/processes'

type Mode =
  | 'rest'
  | 'picture'
  | 'daily'
  | 'yearly'
  | 'compatibility'
  | 'tarot'
  | 'mcp'
  | 'mcp-2025'
  | 'bad-key'
  | 'impossible-date'
  | 'malformed'
  | 'schema-invalid'
const mode = (process.argv[2] ?? 'rest') as Mode
const seconds = Number(process.argv[3] ?? 8)
const outDir = join(BENCH_TMP, `profile-${mode}-${Date.now()}`)
mkdirSync(outDir, { recursive: true })

await ensureBinaries() // prepareDatabase creates the account with the binary's CLI
const { dbPath, key } = await prepareDatabase('profile')
const { cmd, env } = serviceCommand(dbPath)
const service = process.env.PROFILE_SOURCE
  ? await startProcess([BUN, '--cpu-prof', `--cpu-prof-dir=${outDir}`, 'src/index.ts', ...cmd.slice(1)], { env, readyPath: '/healthz' })
  : await startProcess(cmd, { env: { ...env, BUN_OPTIONS: `--cpu-prof --cpu-prof-dir=${outDir}` }, readyPath: '/healthz' })
const samples = birthSamples(1_000, 5)
const era = mode === 'mcp' ? 'modern' : 'legacy'
const invalidBodies: Partial<Record<Mode, string>> = {
  'bad-key': JSON.stringify(restChartBody(samples[0])),
  'impossible-date': JSON.stringify({ ...restChartBody(samples[0]), date: '1990-02-30' }),
  malformed: '{"date":"1990-02-10","time":',
  'schema-invalid': JSON.stringify({ ...restChartBody(samples[0]), latitude: 'north' }),
}
const invalid = invalidBodies[mode]
const load: { url: string; headers: Record<string, string>; bodies: string[] } =
  invalid !== undefined
    ? {
        url: `${service.url}/api/v1/bazi`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${mode === 'bad-key' ? 'bz_' + 'x'.repeat(43) : key}` },
        bodies: [invalid],
      }
    : mode === 'rest'
      ? {
          url: `${service.url}/api/v1/bazi`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          bodies: samples.map((s) => JSON.stringify(restChartBody(s))),
        }
      : mode === 'picture'
        ? {
            url: `${service.url}/api/v1/bazi/picture`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
            bodies: samples.map((s) => JSON.stringify(restChartBody(s))),
          }
        : mode === 'daily'
          ? {
              url: `${service.url}/api/v1/daily`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
              bodies: samples.map((s) => JSON.stringify({ ...restChartBody(s), readingDate: '2026-11-21' })),
            }
          : mode === 'yearly'
            ? {
                url: `${service.url}/api/v1/yearly`,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
                bodies: samples.map((s) => JSON.stringify({ ...restChartBody(s), year: Math.min(2200, Number(s.date.slice(0, 4)) + 30) })),
              }
            : mode === 'compatibility'
              ? {
                  url: `${service.url}/api/v1/compatibility`,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
                  bodies: samples.slice(0, 500).map((s, i) => {
                    const other = samples[999 - i]
                    return JSON.stringify({
                      person1: { date: s.date, time: s.time, latitude: s.latitude, longitude: s.longitude },
                      person2: { date: other.date, time: other.time, latitude: other.latitude, longitude: other.longitude },
                    })
                  }),
                }
              : mode === 'tarot'
                ? {
                    url: `${service.url}/api/v1/tarot`,
                    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
                    bodies: [JSON.stringify({ question: 'What should I focus on?' })],
                  }
                : {
                    url: `${service.url}/mcp`,
                    headers: mcpCallHeaders(era),
                    bodies: samples.map((s, i) => mcpCallBody(era, mcpChartArguments(s), i + 1)),
                  }
try {
  await runLoad({ ...load, method: 'POST', durationSeconds: 2 }) // JIT warm-up (still in the profile)
  const result = await runLoad({ ...load, method: 'POST', durationSeconds: seconds })
  console.log(
    `${mode}: ${(result.total / result.durationSeconds).toFixed(0)} req/s under the profiler (${result.ok} 2xx, ${result.non2xx} non-2xx)`,
  )
} finally {
  await stopAll()
  removeScratchDatabases()
}
const profile = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'))
if (!profile) throw new Error('no profile written')
const top = Bun.spawn([BUN, join(REPO_ROOT, 'bench/tools/profile-top.ts'), join(outDir, profile), '40'], {
  stdout: 'inherit',
  stderr: 'inherit',
})
await top.exited
console.log(`\nprofile: ${join(outDir, profile)}\ntop 20 by self time (Markdown):`)
await Bun.spawn([BUN, join(REPO_ROOT, 'bench/tools/profile-top.ts'), join(outDir, profile), '20', '--md'], {
  stdout: 'inherit',
  stderr: 'inherit',
}).exited
