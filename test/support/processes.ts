/**
 * Server processes for the scale-out tests: the real entry point (`bun src/index.ts serve …`) as a
 * child, its JSON log lines collected from stderr, and waits on what they say.
 */
import type { Subprocess } from 'bun'
import { readFileSync } from 'node:fs'
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
  // Its stderr may end before its exit is known: a waiter checks again once it is.
  void proc.exited.then(notify)
  void new Response(proc.stdout).text()
  const exited = Promise.all([proc.exited, reading]).then(([code]) => code)
  return {
    proc,
    logs,
    stderr: () => text,
    exited,
    waitForLog(predicate, timeoutMs = 20_000, after = 0) {
      return new Promise((resolve, reject) => {
        let done = false
        // CI reports a failure by its message's first line: say there what the process was doing.
        const timer = setTimeout(() => {
          done = true
          reject(new Error(`no matching log line in ${timeoutMs} ms: ${describeStuck(proc.pid, logs, text)}\nstderr:\n${text}`))
        }, timeoutMs)
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
            reject(
              new Error(`process exited (${proc.exitCode}) before the log line: ${describeStuck(proc.pid, logs, text)}\nstderr:\n${text}`),
            )
          } else waiters.push(check)
        }
        check()
      })
    },
  }
}

/**
 * One line on a process that has not said what was awaited: its scheduler state, CPU time and
 * kernel wait channel (from /proc: spinning, blocked, or never scheduled), its last log line, and
 * the end of its stderr.
 */
function describeStuck(pid: number, logs: LogLine[], stderr: string): string {
  const tail = stderr.trim().slice(-160)
  return [
    `pid ${pid} ${processState(pid)}`,
    `${logs.length} log line(s)${logs.length ? `, last ${JSON.stringify(logs.at(-1)!.message)}` : ''}`,
    `stderr ${tail ? `ends ${JSON.stringify(tail)}` : 'empty'}`,
  ].join('; ')
}

/** State, CPU seconds, threads and wait channel of a live process, from /proc; "gone" otherwise. */
function processState(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is the 3rd, utime/stime the
    // 14th/15th, threads the 20th (proc(5)); clock ticks are 100 a second on Linux.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100
    let wchan = ''
    try {
      wchan = readFileSync(`/proc/${pid}/wchan`, 'utf8').trim()
    } catch {
      // not readable here
    }
    return `state ${fields[0]}, cpu ${cpuSeconds.toFixed(2)} s, ${fields[17]} threads${wchan && wchan !== '0' ? `, waiting in ${wchan}` : ''}`
  } catch {
    return 'gone'
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
