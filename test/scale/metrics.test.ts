/**
 * `--metrics-port`: Prometheus text on a listener of its own (not the service's port), with calls by
 * operation/transport/status, latency histograms, quota rejections, store latency and errors, and
 * the workers alive; with `--workers 2` the supervisor sums both workers' figures.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SqliteStore } from '../../src/store/sqlite-store'
import { spawnService, type ServerProcess } from '../support/processes'

const dir = mkdtempSync(join(tmpdir(), 'bazi-metrics-'))
const started: ServerProcess[] = []
afterAll(() => {
  for (const s of started) if (s.proc.exitCode === null) s.proc.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function prepare(limit: number) {
  const dbPath = join(dir, `m-${crypto.randomUUID()}.sqlite`)
  const store = new SqliteStore(dbPath)
  store.createAccount('load', limit, Date.now())
  const { key } = store.createKey('load', null, Date.now())
  store.close()
  return { dbPath, key }
}

const tarot = (url: string, key: string) =>
  fetch(`${url}/api/v1/tarot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, connection: 'close' },
    body: JSON.stringify({ cardId: 1, reversed: false }),
  }).then(async (r) => (await r.arrayBuffer(), r.status))

/** The value of one sample line, e.g. `bazi_calls_total{operation="x",…} 2`. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | null => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const rest = line.slice(name.length)
    if (rest[0] !== '{' && rest[0] !== ' ') continue
    if (!Object.entries(labels).every(([k, v]) => rest.includes(`${k}="${v}"`))) continue
    return Number(line.split(' ').at(-1))
  }
  return null
}

describe('--metrics-port', () => {
  it('one process: calls, statuses, latency, quota rejections, store latency, on its own listener only', async () => {
    const { dbPath, key } = prepare(2)
    const server = spawnService(['serve', '--port', '0', '--metrics-port', '0', '--db', dbPath])
    started.push(server)
    const line = await server.waitForLog((l) => l.message === 'listening')
    const metricsUrl = line.metrics as string
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    expect([await tarot(line.url as string, key), await tarot(line.url as string, key), await tarot(line.url as string, key)]).toEqual([
      200, 200, 429,
    ])
    const res = await fetch(metricsUrl)
    expect(res.headers.get('content-type')).toStartWith('text/plain; version=0.0.4')
    const text = await res.text()
    expect(sample(text, 'bazi_calls_total', { operation: 'draw_tarot_card', transport: 'rest', status: '200' })).toBe(2)
    expect(sample(text, 'bazi_calls_total', { operation: 'draw_tarot_card', transport: 'rest', status: '429' })).toBe(1)
    expect(sample(text, 'bazi_quota_rejections_total', { operation: 'draw_tarot_card' })).toBe(1)
    expect(sample(text, 'bazi_call_duration_seconds_count', { operation: 'draw_tarot_card', transport: 'rest' })).toBe(3)
    expect(sample(text, 'bazi_store_duration_seconds_count', { method: 'consumeQuota' })).toBe(3)
    expect(sample(text, 'bazi_store_duration_seconds_count', { method: 'authenticate' })).toBe(3)
    expect(sample(text, 'bazi_workers_alive')).toBe(1)
    // Nothing from a request reaches a label.
    expect(text).not.toContain(key.slice(0, 12))
    // Not on the service's port, and nothing but GET /metrics on the metrics port.
    expect((await fetch(`${line.url}/metrics`)).status).toBe(404)
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 30_000)

  it('with --workers 2 the supervisor serves both workers summed and the workers alive', async () => {
    const { dbPath, key } = prepare(1_000)
    const server = spawnService(['serve', '--workers', '2', '--port', '0', '--metrics-port', '0', '--db', dbPath])
    started.push(server)
    await server.waitForLog((l) => l.message === 'all workers listening', 30_000)
    const metricsUrl = server.logs.find((l) => l.message === 'metrics listening')!.url as string
    const url = server.logs.find((l) => l.message === 'listening')!.url as string
    const statuses = await Promise.all(Array.from({ length: 40 }, () => tarot(url, key)))
    expect(statuses).toEqual(Array(40).fill(200))
    const text = await (await fetch(metricsUrl)).text()
    expect(sample(text, 'bazi_calls_total', { operation: 'draw_tarot_card', transport: 'rest', status: '200' })).toBe(40)
    expect(sample(text, 'bazi_workers_alive')).toBe(2)
    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 60_000)
})
