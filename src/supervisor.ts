/**
 * `serve --workers N`: every core of one machine. The parent process does not serve, and loads no
 * store, model or MCP code (test/architecture/imports.test.ts): it has the store migrated once by a
 * child (`bazi-service migrate`), then starts N worker processes that each run the whole server on the same port
 * (`reusePort`: the kernel spreads connections across them) over the same store, where quota and
 * revocation are exact because each decision is one statement on the shared database.
 *
 * - A worker that dies is replaced (logged), with a growing pause if it keeps dying at start.
 * - SIGTERM/SIGINT to the parent: each worker drains its in-flight requests and stops; the parent
 *   exits 0 once all have stopped cleanly (1 if one had to be killed or failed).
 */
import type { Subprocess } from 'bun'
import { type Config, type Environment, workerEnvironment } from './config'
import { stderrLogger, type Logger } from './log'
import type { MetricsSnapshot } from './metrics'
/** The parent waits this long after SIGTERM for workers to drain (each allows itself 10 s). */
const STOP_GRACE_MS = 15_000
const RESTART_BACKOFF_MS = [0, 250, 1_000, 5_000]
/** A worker alive this long counts as a healthy start: its next death restarts at once. */
const STABLE_AFTER_MS = 10_000

/** The command line that runs this same program again (the compiled binary, or bun + script). */
function selfCommand(args: string[]): string[] {
  const compiled = Bun.main.startsWith('/$bunfs/') || Bun.main.startsWith('B:/~BUN/')
  return compiled ? [process.execPath, ...args] : [process.execPath, Bun.main, ...args]
}

/** A worker has this long to hand over its metrics for a scrape; a silent one is left out. */
const METRICS_ANSWER_MS = 1_000

interface Slot {
  index: number
  process: Subprocess | null
  startedAt: number
  failures: number
}

/**
 * Has the store migrated by a child process, so that the workers start on an up-to-date schema and
 * this process never opens the store; throws with the child's own error line when it fails.
 */
async function migrateOnce(config: Config, env: Environment): Promise<void> {
  // The location goes in the environment, never on the command line: a PostgreSQL URL holds its
  // password, and any local user can read a process's arguments.
  const location = config.store.kind === 'postgres' ? config.store.url : config.store.path
  const child = Bun.spawn(selfCommand(['migrate']), {
    env: { ...env, BAZI_DB: location },
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
  })
  const [status, stderr] = await Promise.all([child.exited, new Response(child.stderr).text()])
  if (status !== 0)
    throw new Error(
      stderr
        .trim()
        .split('\n')
        .pop()
        ?.replace(/^error: /, '') || `migrating the store failed (exit ${status})`,
    )
}

/** A port free on `host` right now (for `--workers` with port 0: the workers must share one). */
function freePort(host: string): number {
  const probe = Bun.listen({ hostname: host, port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

export async function superviseWorkers(config: Config, env: Environment, log: Logger = stderrLogger): Promise<never> {
  if (config.store.kind === 'sqlite' && config.store.path === ':memory:')
    throw new Error('--workers needs a database file (each worker opens the same store), not :memory:')
  await migrateOnce(config, env)
  const port = config.port === 0 ? freePort(config.host) : config.port
  // The supervisor serves the metrics port; the workers hand it their figures over IPC.
  const metricsAt = config.metricsPort !== null ? { host: config.host, port: config.metricsPort } : null
  const options = { workers: config.workers, metrics: metricsAt }
  const slots: Slot[] = Array.from({ length: options.workers }, (_, index) => ({ index, process: null, startedAt: 0, failures: 0 }))
  let stopping = false
  let cleanStops = true
  let readyCount = 0
  const scrapes = new WorkerScrapes()
  // prom-client is loaded only when metrics are wanted (metrics.ts); before any worker starts, so that
  // nothing is awaited between starting the workers and installing the signal handlers.
  const metricsModule = options.metrics ? await import('./metrics') : null

  const start = (slot: Slot) => {
    slot.startedAt = Date.now()
    const child = Bun.spawn(selfCommand(['serve']), {
      env: workerEnvironment(env, config, { port, index: slot.index + 1 }),
      stdin: 'ignore',
      stdout: 'inherit',
      stderr: 'inherit',
      ipc(message) {
        if (message === 'ready' && ++readyCount === options.workers) log.info('all workers listening', { workers: options.workers })
        scrapes.answer(message)
      },
      onExit(_proc, exitCode, signalCode) {
        slot.process = null
        if (stopping) {
          if (exitCode !== 0) cleanStops = false
          return
        }
        const livedMs = Date.now() - slot.startedAt
        slot.failures = livedMs >= STABLE_AFTER_MS ? 1 : slot.failures + 1
        const delay = RESTART_BACKOFF_MS[Math.min(slot.failures - 1, RESTART_BACKOFF_MS.length - 1)]
        log.error('worker died; replacing it', {
          worker: slot.index + 1,
          pid: child.pid,
          exitCode,
          signal: signalCode,
          livedMs,
          restartInMs: delay,
        })
        setTimeout(() => {
          if (!stopping) start(slot)
        }, delay)
      },
    })
    slot.process = child
    log.info('worker started', { worker: slot.index + 1, pid: child.pid })
  }

  for (const slot of slots) start(slot)

  const alive = () => slots.map((s) => s.process).filter((p): p is Subprocess => p !== null)
  const metricsServer = metricsModule && options.metrics ? serveSummedMetrics(metricsModule, options.metrics, alive, scrapes, log) : null

  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('shutting down workers', { signal, workers: slots.filter((s) => s.process).length })
    metricsServer?.stop(true)
    const running = alive()
    for (const child of running) child.kill('SIGTERM')
    const all = Promise.all(running.map((child) => child.exited))
    const timedOut = await Promise.race([all.then(() => false), Bun.sleep(STOP_GRACE_MS).then(() => true)])
    if (timedOut) {
      cleanStops = false
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
      await all
    }
    log.info('stopped', { clean: cleanStops })
    process.exit(cleanStops ? 0 : 1)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  return new Promise<never>(() => {})
}

/** The workers' metrics, asked for over IPC at each scrape; a worker that does not answer in time is left out. */
class WorkerScrapes {
  private seq = 0
  private readonly pending = new Map<number, (snapshot: MetricsSnapshot) => void>()

  scrape(child: Subprocess): Promise<MetricsSnapshot | null> {
    return new Promise((resolve) => {
      const id = ++this.seq
      const settle = (snapshot: MetricsSnapshot | null) => {
        clearTimeout(timer)
        this.pending.delete(id)
        resolve(snapshot)
      }
      const timer = setTimeout(() => settle(null), METRICS_ANSWER_MS)
      this.pending.set(id, settle)
      try {
        child.send({ type: 'metrics', id })
      } catch {
        settle(null)
      }
    })
  }

  /** A worker's IPC message: the answer to a scrape, or something else (ignored here). */
  answer(message: unknown): void {
    const answer = message as { type?: string; id?: number; snapshot?: MetricsSnapshot }
    if (answer?.type === 'metrics' && typeof answer.id === 'number') this.pending.get(answer.id)?.(answer.snapshot ?? [])
  }
}

/** The supervisor's metrics listener: every live worker's figures, summed, plus the number alive. */
function serveSummedMetrics(
  metricsModule: typeof import('./metrics'),
  at: { host: string; port: number },
  alive: () => Subprocess[],
  scrapes: WorkerScrapes,
  log: Logger,
) {
  const server = metricsModule.serveMetrics(at.host, at.port, async () => {
    const workers = alive()
    const snapshots = (await Promise.all(workers.map((child) => scrapes.scrape(child)))).filter((s): s is MetricsSnapshot => s !== null)
    return metricsModule.renderMetrics(snapshots, workers.length)
  })
  log.info('metrics listening', { url: `http://${at.host.includes(':') ? `[${at.host}]` : at.host}:${server.port}/metrics` })
  return server
}
