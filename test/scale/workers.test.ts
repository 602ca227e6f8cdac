/**
 * `serve --workers 2` on SQLite, over a real port: both workers serve the same port; the quota race
 * (300 concurrent metered calls on a limit of 100 admit exactly 100); a revocation holds in every
 * worker from the next request; a worker killed outright is replaced and logged; SIGTERM to the
 * parent drains and stops everything with exit code 0.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCommand } from '../../src/cli/commands'
import { SqliteStore } from '../../src/store/sqlite-store'
import { providerEnv, startAutoProvider } from '../hardening/helpers'
import { alive, spawnService, type ServerProcess } from '../support/processes'

const dir = mkdtempSync(join(tmpdir(), 'bazi-workers-'))
const started: ServerProcess[] = []
afterAll(() => {
  for (const s of started) if (s.proc.exitCode === null) s.proc.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Calls counted in the (fresh) database file, on any day: the child processes count on the real
 * clock, and a run crossing midnight UTC must still add up. */
function usedInFile(dbPath: string): number {
  const store = new SqliteStore(dbPath)
  try {
    return store.db.query<{ n: number }, []>('SELECT COALESCE(SUM(count), 0) AS n FROM usage').get()!.n
  } finally {
    store.close()
  }
}

function prepare(limit: number) {
  const dbPath = join(dir, `w-${crypto.randomUUID()}.sqlite`)
  const store = new SqliteStore(dbPath)
  store.createAccount('load', limit, Date.now())
  const { key, record } = store.createKey('load', null, Date.now())
  store.close()
  return { dbPath, key, keyId: record.id }
}

const tarot = (url: string, key: string, i: number) =>
  fetch(`${url}/api/v1/tarot`, {
    method: 'POST',
    // A fresh connection per call, so the kernel spreads the calls over both workers.
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, connection: 'close' },
    body: JSON.stringify({ cardId: i % 78, reversed: false }),
  })

async function startWorkers(dbPath: string, workers = 2) {
  const server = spawnService(['serve', '--workers', String(workers), '--port', '0', '--db', dbPath])
  started.push(server)
  await server.waitForLog((l) => l.message === 'all workers listening', 30_000)
  const listening = server.logs.filter((l) => l.message === 'listening')
  expect(listening.length).toBe(workers)
  const url = listening[0].url as string
  expect(new Set(listening.map((l) => l.url))).toEqual(new Set([url]))
  const pids = server.logs.filter((l) => l.message === 'worker started').map((l) => l.pid as number)
  return { server, url, pids }
}

describe('serve --workers 2 on SQLite', () => {
  it('admits exactly 100 of 300 concurrent metered calls on a limit of 100, across both workers', async () => {
    const { dbPath, key } = prepare(100)
    const { server, url, pids } = await startWorkers(dbPath)
    expect(pids.length).toBe(2)
    expect(pids.every(alive)).toBe(true)
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => tarot(url, key, i).then(async (r) => (await r.arrayBuffer(), r.status))),
    )
    const count = (s: number) => statuses.filter((x) => x === s).length
    console.log(`workers race: ${count(200)} admitted, ${count(429)} refused (429) of 300 on a limit of 100`)
    expect(count(200)).toBe(100)
    expect(count(429)).toBe(200)
    expect(usedInFile(dbPath)).toBe(100)
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(pids.some(alive)).toBe(false)
  }, 60_000)

  it('a revocation holds in every worker from the next request', async () => {
    const { dbPath, key, keyId } = prepare(1_000)
    const { server, url } = await startWorkers(dbPath)
    // Warm both workers (and any cache they keep) with the key.
    const before = await Promise.all(Array.from({ length: 20 }, (_, i) => tarot(url, key, i).then((r) => r.status)))
    expect(before.every((s) => s === 200)).toBe(true)
    const revoke = await runCommand('keys', ['revoke', keyId, '--db', dbPath], { stdout() {}, stderr() {}, env: {}, now: () => new Date() })
    expect(revoke).toBe(0)
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => tarot(url, key, i).then((r) => r.status)))
    expect(after).toEqual(Array(20).fill(401))
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 60_000)

  it('replaces a worker killed outright (logged), keeps serving, and SIGTERM stops all with exit 0', async () => {
    const { dbPath, key } = prepare(1_000)
    const { server, url, pids } = await startWorkers(dbPath)
    const mark = server.logs.length
    process.kill(pids[0], 'SIGKILL')
    const died = await server.waitForLog((l) => l.message === 'worker died; replacing it', 10_000, mark)
    expect(died).toMatchObject({ level: 'error', pid: pids[0], signal: 'SIGKILL' })
    const replacement = await server.waitForLog((l) => l.message === 'worker started', 10_000, mark)
    expect(replacement.pid).not.toBe(pids[0])
    await server.waitForLog((l) => l.message === 'listening' && l.pid === replacement.pid, 20_000, mark)
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => tarot(url, key, i).then((r) => r.status)))
    expect(statuses).toEqual(Array(20).fill(200))
    expect(alive(pids[0])).toBe(false)
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect([pids[1], replacement.pid as number].some(alive)).toBe(false)
    expect(server.logs.filter((l) => l.message === 'stopped').at(-1)).toMatchObject({ clean: true })
  }, 60_000)

  it('SIGTERM to the parent lets every worker finish its in-flight requests, then exits 0', async () => {
    const provider = startAutoProvider({ delayMs: 1_500 })
    const { dbPath, key } = prepare(1_000)
    const server = spawnService(['serve', '--workers', '2', '--port', '0', '--db', dbPath], providerEnv(provider))
    started.push(server)
    try {
      await server.waitForLog((l) => l.message === 'all workers listening', 30_000)
      const url = server.logs.find((l) => l.message === 'listening')!.url as string
      // Readings waiting on the slow model provider (each tarot reading asks it twice: en and zh).
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        fetch(`${url}/api/v1/tarot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, connection: 'close' },
          body: JSON.stringify({ cardId: i, reversed: false, question: 'Will the move go well?' }),
        }).then(async (res) => ({ status: res.status, source: ((await res.json()) as any).interpretation?.source })),
      )
      const deadline = Date.now() + 10_000
      while (provider.received() < 16 && Date.now() < deadline) await Bun.sleep(10)
      expect(provider.received()).toBe(16)
      server.proc.kill('SIGTERM')
      expect(await Promise.all(inFlight)).toEqual(Array(8).fill({ status: 200, source: 'openai' }))
      expect(await server.exited).toBe(0)
      expect(server.logs.filter((l) => l.message === 'stopped').length).toBe(3)
      expect(usedInFile(dbPath)).toBe(8)
    } finally {
      await provider.stop()
    }
  }, 60_000)

  it('refuses a bad --workers value and :memory: with one line and exit 1', async () => {
    for (const args of [
      ['--workers', '0'],
      ['--workers', 'many'],
      ['--workers', '2', '--db', ':memory:'],
    ]) {
      const server = spawnService(['serve', '--port', '0', '--db', join(dir, 'bad.sqlite'), ...args])
      started.push(server)
      expect(await server.exited).toBe(1)
      expect(server.stderr().trim().split('\n')).toHaveLength(1)
      expect(server.stderr()).toMatch(/^error: --workers/)
    }
  }, 30_000)
})
