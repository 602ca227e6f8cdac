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
    let values: { port?: string; host?: string; db?: string; help?: boolean }
    try {
      values = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' }, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values
    } catch (error) {
      console.error(`error: ${(error as Error).message.split('\n')[0]}`)
      return 1
    }
    if (values.help) {
      console.log('Usage: bazi-service serve [--port N] [--host H] [--db PATH]\nDefaults: PORT=3000, HOST=127.0.0.1, BAZI_DB=./data/bazi.sqlite')
      return 0
    }
    const { loadConfig } = await import('./config')
    const { startServer } = await import('./serve')
    try {
      const env = { ...process.env, ...(values.port !== undefined ? { PORT: values.port } : {}), ...(values.host !== undefined ? { HOST: values.host } : {}), ...(values.db !== undefined ? { BAZI_DB: values.db } : {}) }
      await startServer(loadConfig(env), {}, { handleSignals: true })
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
