/**
 * Processes the benchmarks start: building the compiled binaries, starting a server on a free
 * loopback port, waiting for its first 200, reading its memory, and stopping it by its pid.
 * Every process started here is tracked and stopped on exit, so a failed run leaves nothing behind.
 */
import type { Subprocess } from 'bun'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const REPO_ROOT = join(dirname(import.meta.path), '..', '..')
/** Scratch space (git-ignored): temporary databases, load configs, the compiled hello binary. */
export const BENCH_TMP = join(REPO_ROOT, '.bench-tmp')
/** `BENCH_SERVICE_BINARY=PATH` benchmarks another build (a before/after run); it is never rebuilt. */
export const SERVICE_BINARY = process.env.BENCH_SERVICE_BINARY ?? join(REPO_ROOT, 'dist', 'bazi-service')
export const HELLO_BINARY = join(BENCH_TMP, 'hello-plain')
export const BUN = process.execPath

const started = new Set<Subprocess>()

/** Newest modification time of the files under `dir` (recursively). */
function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

async function run(cmd: string[], what: string): Promise<void> {
  const child = Bun.spawn(cmd, { cwd: REPO_ROOT, stdout: 'pipe', stderr: 'pipe' })
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  if (code !== 0) throw new Error(`${what} failed (exit ${code}): ${(err || out).slice(0, 600)}`)
}

/**
 * Builds dist/bazi-service with the project's build.ts when it is missing or older than src/ or
 * build.ts, and the hello-world baseline with plain `bun build --compile` when it is missing or
 * older than bench/lib/hello.ts.
 */
export async function ensureBinaries(options: { log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log
  mkdirSync(BENCH_TMP, { recursive: true })
  const stale =
    process.env.BENCH_SERVICE_BINARY === undefined &&
    (!existsSync(SERVICE_BINARY) ||
      statSync(SERVICE_BINARY).mtimeMs < Math.max(newestMtime(join(REPO_ROOT, 'src')), statSync(join(REPO_ROOT, 'build.ts')).mtimeMs))
  if (stale) {
    log('building dist/bazi-service (bun build.ts) …')
    await run([BUN, 'build.ts'], 'bun build.ts')
  }
  const helloSource = join(REPO_ROOT, 'bench', 'lib', 'hello.ts')
  if (!existsSync(HELLO_BINARY) || statSync(HELLO_BINARY).mtimeMs < statSync(helloSource).mtimeMs) {
    // Plain `bun build --compile`, as a self-hoster would build a hello-world: the cold-start baseline.
    log('building .bench-tmp/hello-plain (plain bun build --compile) …')
    await run([BUN, 'build', '--compile', helloSource, '--outfile', HELLO_BINARY], 'compiling bench/lib/hello.ts')
  }
}

export interface RunningProcess {
  pid: number
  port: number
  url: string
  /** Milliseconds from spawn to the first 200 on the readiness path. */
  startMs: number
  rssMb(): number
  stop(): Promise<void>
}

/** Resident set size of a process, MiB (Linux /proc). */
function rssMbOf(pid: number): number {
  try {
    const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8') as string
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
    return kb / 1024
  } catch {
    return NaN
  }
}

/** CPU time (user + system, all threads) a process has used so far, ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8') as string
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}

/** Reads a stream to the end, calling `onText` with the accumulated text (keeps the pipe drained). */
function drain(stream: ReadableStream<Uint8Array>, onText: (all: string) => void): void {
  const decoder = new TextDecoder()
  let all = ''
  ;(async () => {
    for await (const chunk of stream) {
      if (all.length < 64 * 1024) {
        all += decoder.decode(chunk, { stream: true })
        onText(all)
      }
    }
  })().catch(() => {})
}

/**
 * Starts a server that prints its loopback URL (`http://127.0.0.1:PORT`) on stdout or stderr, then
 * polls `readyPath` until it answers 200. The port is chosen by the server (port 0).
 */
export async function startProcess(
  cmd: string[],
  options: {
    env?: Record<string, string>
    readyPath?: string
    ready?: (url: string) => Promise<boolean>
    timeoutMs?: number
    cwd?: string
  },
): Promise<RunningProcess> {
  const t0 = performance.now()
  const child = Bun.spawn(cmd, { cwd: options.cwd ?? REPO_ROOT, env: { ...process.env, ...options.env }, stdout: 'pipe', stderr: 'pipe' })
  started.add(child)
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${cmd[0]} printed no URL within ${options.timeoutMs ?? 15_000} ms: ${output.slice(0, 400)}`)),
      options.timeoutMs ?? 15_000,
    )
    const look = (all: string) => {
      output = all
      const match = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(all)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    drain(child.stdout, look)
    drain(child.stderr, look)
    child.exited.then((code) => reject(new Error(`${cmd[0]} exited (${code}) before listening: ${output.slice(0, 400)}`)))
  })
  const url = `http://127.0.0.1:${port}`
  const ready =
    options.ready ??
    (async (base: string) => {
      const res = await fetch(base + (options.readyPath ?? '/'))
      await res.arrayBuffer()
      return res.status === 200
    })
  for (;;) {
    try {
      if (await ready(url)) break
    } catch {
      // not accepting yet
    }
    if (performance.now() - t0 > (options.timeoutMs ?? 15_000))
      throw new Error(`${cmd[0]}: not ready (${options.readyPath ?? 'custom check'})`)
    await Bun.sleep(1)
  }
  const startMs = performance.now() - t0
  return {
    pid: child.pid,
    port,
    url,
    startMs,
    rssMb: () => rssMbOf(child.pid),
    stop: () => stopProcess(child),
  }
}

/** A free loopback port (for servers that cannot be told to pick one). */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

/** SIGTERM by pid, SIGKILL after 5 s. */
async function stopProcess(child: Subprocess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM')
    const exited = await Promise.race([child.exited.then(() => true), Bun.sleep(5_000).then(() => false)])
    if (!exited) child.kill('SIGKILL')
    await child.exited
  }
  started.delete(child)
}

/** Stops everything still running (on normal exit and on errors). */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => stopProcess(child)))
}

process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})
// Interrupted (Ctrl-C, CI timeout): stop what we started, by pid, before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
    process.exit(130)
  })
}

/** The service binary's `serve` on port 0 with a database, quotas and the public MCP limit raised. */
export function serviceCommand(dbPath: string): { cmd: string[]; env: Record<string, string> } {
  return {
    cmd: [SERVICE_BINARY, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', dbPath],
    env: { PUBLIC_MCP_CALLS_PER_MINUTE: '1000000000', NODE_ENV: 'production' },
  }
}

/**
 * A temporary database with one account (limit 10^9 calls a day) and its key, made with the CLI of
 * `binary` (the service binary unless another build is named); removeScratchDatabases() deletes it.
 */
export async function prepareDatabase(name: string, binary = SERVICE_BINARY): Promise<{ dbPath: string; key: string }> {
  const dir = join(BENCH_TMP, `db-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const dbPath = join(dir, `${name}.sqlite`)
  const cli = async (args: string[]) => {
    const child = Bun.spawn([binary, ...args, '--db', dbPath], { cwd: REPO_ROOT, stdout: 'pipe', stderr: 'pipe' })
    const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
    if (code !== 0) throw new Error(`bazi-service ${args.join(' ')} failed: ${err.slice(0, 300)}`)
    return out
  }
  await cli(['accounts', 'create', 'bench', '--daily-limit', '1000000000'])
  const created = JSON.parse((await cli(['keys', 'create', '--account', 'bench', '--label', 'benchmark', '--json'])).trim()) as {
    key: string
  }
  return { dbPath, key: created.key }
}

export function removeScratchDatabases(): void {
  const dir = join(BENCH_TMP, `db-${process.pid}`)
  try {
    require('node:fs').rmSync(dir, { recursive: true, force: true })
  } catch {
    // best effort
  }
}
