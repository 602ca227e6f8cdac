/**
 * `serve --workers N` has the store migrated by a child process. A PostgreSQL URL holds its
 * password, and any local user can read a process's arguments (`ps`, /proc/PID/cmdline): the
 * location must reach the child through its environment, never its command line. The database
 * here is a loopback port that accepts connections and never answers, so the child is alive long
 * enough to be looked at.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { spawnService, type ServerProcess } from '../support/processes'

const PASSWORD = `pw-${crypto.randomUUID()}`
const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
let server: ServerProcess | null = null
afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL')
    await server.exited
  }
  silent.stop(true)
})

/** The command lines of every process now, with NULs as spaces. */
function commandLines(): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')]
      } catch {
        return []
      }
    })
}

describe('serve --workers with a PostgreSQL URL', () => {
  it('never puts the URL (and its password) on a command line, the migrating child included', async () => {
    server = spawnService(['serve', '--workers', '2', '--port', '0'], {
      DATABASE_URL: `postgres://bazi:${PASSWORD}@127.0.0.1:${silent.port}/bazi`,
    })
    let sawMigrateChild = false
    const deadline = Date.now() + 8_000
    while (Date.now() < deadline && server.proc.exitCode === null) {
      const lines = commandLines()
      expect(lines.filter((line) => line.includes(PASSWORD))).toEqual([])
      if (lines.some((line) => /\bmigrate\b/.test(line) && line.includes('index.ts'))) sawMigrateChild = true
      if (sawMigrateChild) break
      await Bun.sleep(20)
    }
    // The check above looked while the child was alive: not a vacuous pass.
    expect(sawMigrateChild).toBe(true)
  })
})
