/**
 * Server processes for the scale-out tests: the real entry point (`bun src/index.ts serve …`) as a
 * child, its JSON log lines collected from stderr, and waits on what they say.
 */
import type { Subprocess } from 'bun'
import { join } from 'node:path'

export const REPO_ROOT = join(import.meta.dir, '../..')

export interface LogLine {
  message: string
  [field: string]: unknown
}

export interface ServerProcess {
  proc: Subprocess<'ignore', 'pipe', 'pipe'>
  logs: LogLine[]
  stderr(): string
  /** Resolves with the first log line matching, in order from `after` (an index into logs). */
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number, after?: number): Promise<LogLine>
  exited: Promise<number>
}

/**
 * Starts `bun src/index.ts ARGS…`; `prefix` runs it through another command that execs it (e.g.
 * `ip netns exec NS`), so the pid is still the service's own.
 */
export function spawnService(args: string[], env: Record<string, string> = {}, prefix: string[] = []): ServerProcess {
  const proc = Bun.spawn([...prefix, process.execPath, join(REPO_ROOT, 'src/index.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const logs: LogLine[] = []
  let text = ''
  let waiters: (() => void)[] = []
  const notify = () => {
    const current = waiters
    waiters = []
    for (const w of current) w()
  }
  const reading = (async () => {
    const decoder = new TextDecoder()
    let partial = ''
    for await (const chunk of proc.stderr) {
      const piece = decoder.decode(chunk, { stream: true })
      text += piece
      partial += piece
      const lines = partial.split('\n')
      partial = lines.pop()!
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line) as LogLine)
        } catch {
          // not a log line (a stack trace, a warning)
        }
      }
      notify()
    }
    notify()
  })()
  void new Response(proc.stdout).text()
  const exited = Promise.all([proc.exited, reading]).then(([code]) => code)
  return {
    proc,
    logs,
    stderr: () => text,
    exited,
    waitForLog(predicate, timeoutMs = 20_000, after = 0) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching log line in ${timeoutMs} ms; stderr:\n${text}`)), timeoutMs)
        let done = false
        const check = () => {
          if (done) return
          const found = logs.slice(after).find(predicate)
          if (found) {
            done = true
            clearTimeout(timer)
            resolve(found)
          } else if (proc.exitCode !== null) {
            done = true
            clearTimeout(timer)
            reject(new Error(`process exited (${proc.exitCode}) before the log line; stderr:\n${text}`))
          } else waiters.push(check)
        }
        check()
      })
    },
  }
}

/** Whether a process id is alive (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
