#!/usr/bin/env bun
/**
 * Entry point of the binary and of `npm start` / `npm run cli`: `serve` (the default), `mcp` (MCP
 * over stdio) or an operator command. Each mode imports only what it needs.
 */
import { SERVICE_VERSION } from './config'

const argv = Bun.argv.slice(2)
const [first = 'serve', ...rest] = argv

async function main(): Promise<number> {
  if (first === '--version' || first === '-v') {
    console.log(SERVICE_VERSION)
    return 0
  }
  if (first === 'mcp') {
    const { runMcpCommand } = await import('./mcp/stdio')
    return runMcpCommand(rest, { stdout: (line) => console.log(line), stderr: (line) => console.error(line), env: process.env })
  }
  const { USAGE, runCommand } = await import('./cli/commands')
  if (first === '--help' || first === '-h' || first === 'help') {
    console.log(USAGE)
    return 0
  }
  if (first === 'serve' || first.startsWith('--')) {
    const args = first === 'serve' ? rest : argv
    const { parseArgs } = await import('node:util')
    let values: { port?: string; host?: string; db?: string; workers?: string; 'metrics-port'?: string; help?: boolean }
    try {
      values = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' }, db: { type: 'string' }, workers: { type: 'string' }, 'metrics-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values
    } catch (error) {
      console.error(`error: ${(error as Error).message.split('\n')[0]}`)
      return 1
    }
    if (values.help) {
      console.log(
        'Usage: bazi-service serve [--port N] [--host H] [--db PATH|URL] [--workers N|auto] [--metrics-port N]\n' +
          'Defaults: PORT=3000, HOST=127.0.0.1, BAZI_DB (else DATABASE_URL)=./data/bazi.sqlite, WORKERS=1, METRICS_PORT unset (off)\n' +
          '--workers runs N server processes on the same port (auto: one per core) over the same store.\n' +
          '--metrics-port serves Prometheus metrics at http://HOST:N/metrics.',
      )
      return 0
    }
    const { loadConfig, DEFAULT_DB_PATH } = await import('./config')
    const { parseStoreLocation } = await import('./store/open')
    const { startServer } = await import('./serve')
    try {
      // --db, else BAZI_DB, else DATABASE_URL (what hosting providers set), else the default file.
      const location = parseStoreLocation(values.db ?? (process.env.BAZI_DB || process.env.DATABASE_URL || DEFAULT_DB_PATH))
      const env: Record<string, string | undefined> = {
        ...process.env,
        ...(values.port !== undefined ? { PORT: values.port } : {}),
        ...(values.host !== undefined ? { HOST: values.host } : {}),
        ...(values['metrics-port'] !== undefined ? { METRICS_PORT: values['metrics-port'] } : {}),
        BAZI_DB: location.kind === 'postgres' ? location.url : location.path,
      }
      const { parseWorkers, superviseWorkers } = await import('./supervisor')
      const workers = parseWorkers(values.workers ?? (process.env.WORKERS || undefined))
      const config = loadConfig(env)
      if (workers > 1 && !process.env.BAZI_WORKER) {
        // Migrate once here, so that the workers start on an up-to-date schema; then supervise.
        if (location.kind === 'sqlite' && location.path === ':memory:') throw new Error('--workers needs a database file (each worker opens the same store), not :memory:')
        const { openStore } = await import('./store/open')
        await (await openStore(location)).store.close()
        // The workers must share one port: a port of 0 is chosen here, once.
        const port = config.port === 0 ? await freePort(config.host) : config.port
        // The supervisor serves the metrics port; the workers hand it their figures over IPC.
        const metrics = config.metricsPort !== null ? { host: config.host, port: config.metricsPort } : undefined
        const { METRICS_PORT: _metricsPort, ...workerEnv } = env
        await superviseWorkers({
          workers,
          workerArgs: ['serve'],
          env: { ...workerEnv, PORT: String(port), WORKERS: '1', ...(metrics ? { BAZI_METRICS_IPC: '1' } : {}) },
          metrics,
        })
      }
      await startServer(config, {}, { handleSignals: true, reusePort: Boolean(process.env.BAZI_WORKER) })
    } catch (error) {
      console.error(`error: ${(error as Error).message.split('\n')[0]}`)
      return 1
    }
    return -1 // keep running
  }
  return runCommand(first, rest, {
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
    env: process.env,
    now: () => new Date(),
  })
}

/** A port free on `host` right now (for `--workers` with port 0). */
async function freePort(host: string): Promise<number> {
  const probe = Bun.listen({ hostname: host, port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

const code = await main()
if (code >= 0) process.exit(code)
