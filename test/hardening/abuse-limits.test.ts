/**
 * Abuse limits, over a real port with the production listen options (`loadConfig` + `startServer`)
 * and a movable clock:
 * - the public /mcp connector limits tools/call per client address with a token bucket
 *   (PUBLIC_MCP_CALLS_PER_MINUTE); discovery is free; over the limit, HTTP 429 + Retry-After + a
 *   JSON-RPC error; a JSON-RPC batch pays for each call in it;
 * - client addresses: the socket's, or X-Forwarded-For only with TRUST_PROXY (its last entry);
 * - slow clients are disconnected: half a body stalls → closed after the idle timeout
 *   (IDLE_TIMEOUT_SECONDS), whatever the route and with or without a key; half the headers →
 *   closed by Bun's header timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { templateNarrator } from '../../src/ai/types'
import { loadConfig } from '../../src/config'
import { silentLogger } from '../../src/log'
import { startServer } from '../../src/serve'
import { SqliteStore } from '../../src/store/sqlite-store'
import { rawExchange, toolCall } from './helpers'

const PER_MINUTE = 5
let nowMs = Date.parse('2026-11-21T12:00:00Z')
const clock = () => new Date(nowMs)

async function serverWith(env: Record<string, string>) {
  const store = new SqliteStore(':memory:')
  store.createAccount('abuse', 1_000, nowMs)
  const key = store.createKey('abuse', null, nowMs).key
  const server = await startServer(
    loadConfig({ BAZI_DB: ':memory:', PORT: '0', PUBLIC_MCP_CALLS_PER_MINUTE: String(PER_MINUTE), IDLE_TIMEOUT_SECONDS: '1', ...env }),
    {
      store,
      narrator: templateNarrator,
      log: silentLogger,
      clock,
    },
  )
  return { server, key }
}

let direct: Awaited<ReturnType<typeof serverWith>>
let proxied: Awaited<ReturnType<typeof serverWith>>
beforeAll(async () => {
  direct = await serverWith({})
  proxied = await serverWith({ TRUST_PROXY: '1' })
})
afterAll(async () => {
  await direct.server.stop()
  await proxied.server.stop()
})

const CHART = { birth_date: '1990-05-15', birth_time: '14:30', latitude: 39.9, longitude: 116.4, timezone: 8 }
const json = (body: unknown) => JSON.stringify(body)

/** A raw POST to /mcp (raw, so the source address can differ: 127.0.0.x are all loopback). */
async function publicRpc(port: number, body: unknown, options: { from?: string; headers?: string[] } = {}) {
  const text = typeof body === 'string' ? body : json(body)
  const exchange = await rawExchange(
    port,
    `POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n` +
      `MCP-Protocol-Version: 2025-06-18\r\nConnection: close\r\n${(options.headers ?? []).map((h) => `${h}\r\n`).join('')}` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    { localAddress: options.from },
  )
  // Over SSE each response is one event (a batch gets one per call); otherwise one JSON body.
  const sse = exchange.headers['content-type']?.startsWith('text/event-stream')
  const events = sse
    ? exchange.body
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => JSON.parse(l.slice(5).trim()))
    : [JSON.parse(exchange.body)]
  return { ...exchange, message: sse && Array.isArray(JSON.parse(text)) ? events.flat() : events[events.length - 1] }
}
const call = (id: number) => toolCall('calculate_bazi_chart', CHART, id)

describe('token bucket on public tools/call', () => {
  it(`admits ${PER_MINUTE} calls per address, then 429 + Retry-After + JSON-RPC error; discovery stays free; it refills with time`, async () => {
    const port = direct.server.port
    for (let i = 1; i <= PER_MINUTE; i++) {
      const ok = await publicRpc(port, call(i))
      expect(ok.status).toBe(200)
      expect(ok.message.result.isError).toBeFalsy()
    }
    const refused = await publicRpc(port, call(99))
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe(String(60 / PER_MINUTE))
    expect(refused.message).toMatchObject({ jsonrpc: '2.0', id: 99, error: { code: -32029, data: { code: 'RATE_LIMITED' } } })
    expect(refused.message.error.message).toMatch(/per minute/)

    // Discovery is free, however often.
    for (let i = 0; i < 20; i++) expect((await publicRpc(port, { jsonrpc: '2.0', id: i, method: 'tools/list' })).status).toBe(200)
    expect((await publicRpc(port, { jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200)
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    }
    expect((await publicRpc(port, init)).status).toBe(200)
    expect((await publicRpc(port, call(100))).status).toBe(429)

    // Another client address has its own bucket.
    expect((await publicRpc(port, call(101), { from: '127.0.0.2' })).status).toBe(200)

    // One token per 60/PER_MINUTE seconds.
    nowMs += (60 / PER_MINUTE) * 1000
    expect((await publicRpc(port, call(102))).status).toBe(200)
    expect((await publicRpc(port, call(103))).status).toBe(429)
    nowMs += 60_000
  })

  it('a JSON-RPC batch pays one token per tools/call: it cannot smuggle more calls than the bucket holds', async () => {
    const port = direct.server.port
    const from = '127.0.0.3'
    const tooMany = await publicRpc(
      port,
      Array.from({ length: PER_MINUTE + 1 }, (_, i) => call(i)),
      { from },
    )
    expect(tooMany.status).toBe(429)
    expect(tooMany.message.error.data.code).toBe('RATE_LIMITED')
    const batch = await publicRpc(port, [call(1), call(2), { jsonrpc: '2.0', id: 3, method: 'tools/list' }], { from })
    expect(batch.status).toBe(200)
    // Three tokens left: a batch of four is refused whole, a batch of three passes, then nothing.
    expect((await publicRpc(port, [call(4), call(5), call(6), call(7)], { from })).status).toBe(429)
    const three = await publicRpc(port, [call(8), call(9), call(10)], { from })
    expect(three.status).toBe(200)
    expect(three.message).toHaveLength(3)
    expect((await publicRpc(port, call(11), { from })).status).toBe(429)
    nowMs += 60_000
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: rotating it does not buy new buckets', async () => {
    const port = direct.server.port
    const from = '127.0.0.4'
    const statuses: (number | null)[] = []
    for (let i = 0; i < PER_MINUTE + 3; i++)
      statuses.push((await publicRpc(port, call(i), { from, headers: [`X-Forwarded-For: 203.0.113.${i}`] })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_MINUTE)
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429, 429])
    nowMs += 60_000
  })

  it('with TRUST_PROXY, the last X-Forwarded-For entry is the client: distinct clients get distinct buckets, spoofed first entries do not', async () => {
    const port = proxied.server.port
    const statuses = async (xff: (i: number) => string, n: number) => {
      const out: (number | null)[] = []
      for (let i = 0; i < n; i++) out.push((await publicRpc(port, call(i), { headers: [`X-Forwarded-For: ${xff(i)}`] })).status)
      return out
    }
    // A client rotating the entries it controls (the first ones) stays one client.
    const spoofed = await statuses((i) => `10.0.0.${i}, 198.51.100.7`, PER_MINUTE + 2)
    expect(spoofed.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true)
    expect(spoofed.slice(PER_MINUTE)).toEqual([429, 429])
    // Different clients behind the proxy each get their own bucket.
    const distinct = await statuses((i) => `198.51.100.${100 + i}`, PER_MINUTE + 2)
    expect(distinct.every((s) => s === 200)).toBe(true)
    nowMs += 60_000
  })
})

describe('IPv6 clients are limited per /64', () => {
  it('rotating addresses inside one /64 does not buy new buckets; another /64 has its own; IPv4-mapped is the IPv4 client', async () => {
    const port = proxied.server.port
    const statusFor = async (client: string, id: number) =>
      (await publicRpc(port, call(id), { headers: [`X-Forwarded-For: ${client}`] })).status
    const rotating: (number | null)[] = []
    for (let i = 1; i <= PER_MINUTE + 2; i++) rotating.push(await statusFor(`2001:db8:abcd:12::${i.toString(16)}`, i))
    expect(rotating.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true)
    expect(rotating.slice(PER_MINUTE)).toEqual([429, 429])
    expect(await statusFor('2001:db8:abcd:0012:ffff:ffff:ffff:ffff', 50)).toBe(429)
    expect(await statusFor('2001:db8:abcd:13::1', 51)).toBe(200)

    for (let i = 0; i < PER_MINUTE; i++) expect(await statusFor('192.0.2.44', 60 + i)).toBe(200)
    expect(await statusFor('::ffff:192.0.2.44', 70)).toBe(429)
    nowMs += 60_000
  })
})

describe('slow clients are disconnected', () => {
  it('half a body then silence: closed after the idle timeout on every kind of route, keyed or not; half the headers: closed by the header timeout', async () => {
    const port = direct.server.port
    const halfBody = (path: string, auth: boolean) =>
      rawExchange(
        port,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${auth ? `Authorization: Bearer ${direct.key}\r\n` : ''}Content-Type: application/json\r\n` +
          `Accept: application/json, text/event-stream\r\nContent-Length: 500\r\n\r\n{"cardId":`,
        { waitMs: 20_000 },
      )
    const started = performance.now()
    const [headers, ...bodies] = await Promise.all([
      rawExchange(port, 'POST /api/v1/tarot HTTP/1.1\r\nHost: localhost\r\nContent-Ty', { waitMs: 20_000 }),
      halfBody('/api/v1/tarot', true),
      halfBody('/api/v1/tarot', false),
      halfBody('/api/v1/face', true),
      halfBody('/mcp/readings', true),
      halfBody('/mcp', false),
    ])
    // Bun checks timeouts on a coarse tick (about 4 s), so "1 s idle" closes within 1-5 s; the
    // margin up to 9 s is for a loaded CI machine, still well short of the 20 s the client waits.
    for (const body of bodies) {
      expect(body.closedAfterMs).not.toBeNull()
      expect(body.closedAfterMs!).toBeLessThan(9_000)
    }
    // Bun's own header timeout (10 s, not configurable in Bun 1.4) ends the half-sent headers.
    expect(headers.status).toBeNull()
    expect(headers.closedAfterMs).not.toBeNull()
    expect(headers.closedAfterMs!).toBeLessThan(15_000)
    expect(performance.now() - started).toBeLessThan(19_000)
  }, 25_000)
})
