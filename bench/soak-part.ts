/**
 * The soak as a part of `bench/run.ts`: runs `bench/soak.ts` (the compiled binary under a mixed
 * load of REST, MCP and invalid bodies) for the given time and judges its memory samples.
 *
 * Targets (issue 17): server RSS ≤ 150 MB throughout (every sample, warm-up included) and flat
 * after warm-up: the highest sample after warm-up at most 10 MB above the lowest (the collector's
 * sawtooth counts; a rising floor is reported beside it as the leak measure).
 */
import { join } from 'node:path'
import { BENCH_TMP, BUN, REPO_ROOT } from './lib/processes'
import { fixed } from './lib/stats'
import type { Verdict } from './lib/stats'

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

export async function runSoak(options: { seconds: number }): Promise<SoakResult> {
  const seconds = options.seconds
  // A sample every ~1/18 of the run (10 s for 3 minutes), warm-up the first sixth (30 s for 3 minutes).
  const sample = Math.max(1, Math.round(seconds / 18))
  const warmup = Math.max(sample, Math.round(seconds / 6))
  const jsonPath = join(BENCH_TMP, `soak-${process.pid}.json`)
  const child = Bun.spawn(
    [BUN, join(REPO_ROOT, 'bench', 'soak.ts'), '--seconds', String(seconds), '--sample', String(sample), '--warmup', String(warmup), '--json', jsonPath, '--max-growth-mb', '1000'],
    { cwd: REPO_ROOT, stdout: 'inherit', stderr: 'inherit' },
  )
  const code = await child.exited
  const file = Bun.file(jsonPath)
  if (!(await file.exists())) throw new Error(`bench/soak.ts exited with ${code} and wrote no results`)
  const r = (await file.json()) as {
    seconds: number
    requestsPerSecond: number
    unexpected: number
    exitCode: number
    rssPeakMb: number
    floorGrowthMb: number
    slopeMbPerMin: number
    samples: { t: number; rssMb: number }[]
  }
  await file.unlink()
  if (r.unexpected > 0 || r.exitCode !== 0) throw new Error(`soak: ${r.unexpected} unexpected answers, server exit code ${r.exitCode}`)
  const after = r.samples.filter((s) => s.t >= warmup).map((s) => s.rssMb)
  const swing = after.length >= 2 ? Math.max(...after) - Math.min(...after) : NaN
  const verdicts: Verdict[] = [
    { name: `soak: server RSS throughout ${fixed(r.seconds, 0)} s`, target: '≤ 150 MB', value: `${fixed(r.rssPeakMb)} MB`, met: r.rssPeakMb <= 150, note: `${fixed(r.requestsPerSecond, 0)} req/s mixed` },
    {
      name: 'soak: RSS swing after warm-up (max - min)',
      target: '≤ 10 MB',
      value: `${fixed(swing)} MB`,
      met: Number.isFinite(swing) ? swing <= 10 : null,
      note: `${after.length} samples from t=${warmup} s; floor growth ${fixed(r.floorGrowthMb)} MB, slope ${fixed(r.slopeMbPerMin, 2)} MB/min`,
    },
  ]
  return { seconds: r.seconds, requestsPerSecond: r.requestsPerSecond, unexpected: r.unexpected, rssPeakMb: r.rssPeakMb, rssSwingAfterWarmupMb: swing, floorGrowthMb: r.floorGrowthMb, slopeMbPerMin: r.slopeMbPerMin, verdicts }
}
