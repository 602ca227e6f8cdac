/** Drives autocannon (under Node, in its own process) against a loopback URL. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_TMP, REPO_ROOT } from './processes'

export interface LoadResult {
  requestsPerSecond: number
  ok: number
  total: number
  non2xx: number
  errors: number
  timeouts: number
  durationSeconds: number
  latencyMs: { p50: number; p99: number; mean: number; max: number }
  bytesPerSecond: number
}

export interface LoadOptions {
  url: string
  connections?: number
  durationSeconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  bodies?: string[]
  /** Stop after this many requests instead of after the duration. */
  amount?: number
}

let sequence = 0

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing to load a non-loopback host: ${url.hostname}`)
  mkdirSync(BENCH_TMP, { recursive: true })
  const configPath = join(BENCH_TMP, `load-${process.pid}-${++sequence}.json`)
  writeFileSync(configPath, JSON.stringify({ connections: 50, ...options }))
  const child = Bun.spawn(['node', join(REPO_ROOT, 'bench/lib/autocannon-runner.mjs'), configPath], {
    stdout: 'pipe',
    stderr: 'pipe',
    cwd: REPO_ROOT,
  })
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  rmSync(configPath, { force: true })
  if (code !== 0) throw new Error(`autocannon failed (exit ${code}): ${err.slice(0, 400)}`)
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult
}
