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
      values = parseArgs({
        args,
        options: {
          port: { type: 'string' },
          host: { type: 'string' },
          db: { type: 'string' },
          workers: { type: 'string' },
          'metrics-port': { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      }).values
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
    try {
      const { loadConfig } = await import('./config')
      const config = loadConfig(
        process.env,
        {},
        { port: values.port, host: values.host, db: values.db, workers: values.workers, metricsPort: values['metrics-port'] },
      )
      if (config.workers > 1 && config.worker === null) {
        // The supervisor serves nothing itself: it loads no store, model or MCP code (src/supervisor.ts).
        const { superviseWorkers } = await import('./supervisor')
        await superviseWorkers(config, process.env)
      }
      const { startServer } = await import('./serve')
      await startServer(config, {}, { handleSignals: true, reusePort: config.worker !== null })
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

const code = await main()
if (code >= 0) process.exit(code)
