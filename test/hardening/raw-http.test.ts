/**
 * Raw HTTP oddities over a real port, against `startServer` (the production listen
 * options: body ceiling, idle timeout): no body, wrong content type, a truncated body with a lying
 * Content-Length, bodies over the limit, very long URLs and headers, malformed requests. Whatever
 * reaches the service is answered with a JSON error with a code and a 4xx status. What Bun refuses
 * before the service sees it (request line or headers over its limits, Content-Length with
 * Transfer-Encoding) gets Bun's bare 4xx; a body of any size reaches the service (its 413 is JSON:
 * oversized-bodies.test.ts): the test pins the status there.
 * Throughout, the server stays up and its memory stays bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { templateNarrator } from '../../src/ai/types'
import { loadConfig } from '../../src/config'
import { silentLogger } from '../../src/log'
import type { RunningServer } from '../../src/serve'
import { startServer } from '../../src/serve'
import { SqliteStore } from '../../src/store/sqlite-store'
import { rawExchange } from './helpers'

const store = new SqliteStore(':memory:')
store.createAccount('raw', 1_000_000, Date.now())
const key = store.createKey('raw', null, Date.now()).key
const config = loadConfig({ BAZI_DB: ':memory:', PORT: '0', HOST: '127.0.0.1', IDLE_TIMEOUT_SECONDS: '2' })
let server: RunningServer

beforeAll(async () => {
  server = await startServer(config, { store, narrator: templateNarrator, log: silentLogger })
})
afterAll(() => server.stop())

const head = (path: string, headers: string[], method = 'POST') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`
const JSON_TYPE = 'Content-Type: application/json'
const send = (data: string | Uint8Array, options?: { halfClose?: boolean; waitMs?: number }) => rawExchange(server.port, data, options)

/** A JSON error with a code, its status matching the code's, a 4xx. */
function expectJsonError(exchange: Awaited<ReturnType<typeof send>>, status: number, code: string, rpc = false): void {
  expect(exchange.status).toBe(status)
  expect(exchange.headers['content-type']).toStartWith('application/json')
  const body = JSON.parse(exchange.body)
  if (rpc) {
    expect(body.jsonrpc).toBe('2.0')
    expect(typeof body.error.code).toBe('number')
    expect(body.error.data.code).toBe(code)
  } else {
    expect(body.error.code).toBe(code)
    expect(body.error.message.length).toBeGreaterThan(10)
  }
}

async function expectAlive(): Promise<void> {
  const health = await fetch(`${server.url}/healthz`)
  expect(health.status).toBe(200)
  const tarot = await fetch(`${server.url}/api/v1/tarot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: '{"cardId":1,"reversed":false}',
  })
  expect(tarot.status).toBe(200)
}

const MCP_RAW = ['Accept: application/json, text/event-stream', 'MCP-Protocol-Version: 2025-06-18']

describe('raw HTTP oddities reaching the service: JSON errors with codes', () => {
  it('no body (Content-Length: 0, or none at all): 400 INVALID_REQUEST; on /mcp a JSON-RPC error', async () => {
    expectJsonError(await send(head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 0'])), 400, 'INVALID_REQUEST')
    expectJsonError(await send(head('/api/v1/bazi', [JSON_TYPE])), 400, 'INVALID_REQUEST')
    expectJsonError(await send(head('/mcp', [JSON_TYPE, ...MCP_RAW, 'Content-Length: 0'])), 400, 'INVALID_REQUEST', true)
  })

  it('wrong or missing content type: 415 UNSUPPORTED_MEDIA_TYPE on REST and both connectors', async () => {
    for (const type of [
      'Content-Type: text/plain',
      'Content-Type: multipart/form-data; boundary=x',
      'Content-Type: application/x-www-form-urlencoded',
      'Content-Type: application/jsonx',
      null,
    ]) {
      const headers = [...(type ? [type] : []), 'Content-Length: 2']
      expectJsonError(await send(head('/api/v1/tarot', headers) + '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE')
      expectJsonError(await send(head('/mcp', [...headers, ...MCP_RAW]) + '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE', true)
      expectJsonError(await send(head('/mcp/readings', [...headers, ...MCP_RAW]) + '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE', true)
    }
  })

  it('a body that is not UTF-8: 400 INVALID_REQUEST', async () => {
    const bytes = Buffer.concat([
      Buffer.from(head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 4'])),
      Buffer.from([0x22, 0xff, 0xfe, 0x22]),
    ])
    expectJsonError(await send(bytes), 400, 'INVALID_REQUEST')
  })

  it('a body over the route limit: 413 PAYLOAD_TOO_LARGE, whether declared (Content-Length) or streamed (chunked)', async () => {
    expectJsonError(await send(head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 70000'])), 413, 'PAYLOAD_TOO_LARGE')
    expectJsonError(await send(head('/mcp', [JSON_TYPE, ...MCP_RAW, 'Content-Length: 70000'])), 413, 'PAYLOAD_TOO_LARGE', true)
    const chunk = 'a'.repeat(8_000)
    const chunked = Array.from({ length: 12 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n'
    expectJsonError(await send(head('/api/v1/daily', [JSON_TYPE, 'Transfer-Encoding: chunked']) + chunked), 413, 'PAYLOAD_TOO_LARGE')
    // The image routes take larger bodies, up to their own limit.
    expectJsonError(
      await send(head('/api/v1/face', [JSON_TYPE, `Content-Length: ${config.maxImageBodyBytes + 1}`])),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    // Far beyond every limit: still the service's JSON answer, never the runtime's bare 413.
    expectJsonError(await send(head('/api/v1/face', [JSON_TYPE, 'Content-Length: 50000000'])), 413, 'PAYLOAD_TOO_LARGE')
  })

  it('a URL of 8 KB is served normally; a long query with a key-like name is still refused as KEY_IN_URL', async () => {
    const long = await send(
      head(`/api/v1/tarot?source=raw-test&note=${'a'.repeat(8_000)}`, [JSON_TYPE, 'Content-Length: 29']) + '{"cardId":1,"reversed":false}',
    )
    expect(long.status).toBe(200)
    expectJsonError(
      await send(head(`/api/v1/tarot?source=${'a'.repeat(4_000)}&api_key=${key}`, [JSON_TYPE, 'Content-Length: 2']) + '{}'),
      400,
      'KEY_IN_URL',
    )
  })

  it('a truncated body (Content-Length larger than what is sent, then the client stops): no answer or a JSON 400, and the server carries on', async () => {
    const truncated = await send(head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 100']) + '{"cardId":', {
      halfClose: true,
      waitMs: 3_000,
    })
    if (truncated.status !== null) expectJsonError(truncated, 400, 'INVALID_REQUEST')
    expect(truncated.closedAfterMs).not.toBeNull()
    await expectAlive()
  })
})

describe('raw HTTP oddities refused by Bun before the service: bare 4xx, server unharmed', () => {
  it.each<[string, number, () => string]>([
    ['a 100 KB URL', 431, () => head(`/api/v1/tarot?x=${'a'.repeat(100_000)}`, [JSON_TYPE, 'Content-Length: 2']) + '{}'],
    ['a 100 KB header', 431, () => head('/api/v1/tarot', [JSON_TYPE, `X-Big: ${'b'.repeat(100_000)}`, 'Content-Length: 2']) + '{}'],
    [
      '2,000 headers',
      431,
      () => head('/api/v1/tarot', [JSON_TYPE, ...Array.from({ length: 2_000 }, (_, i) => `X-H${i}: v`), 'Content-Length: 2']) + '{}',
    ],
    [
      'Content-Length together with Transfer-Encoding (request smuggling)',
      400,
      () => head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 2', 'Transfer-Encoding: chunked']) + '{}',
    ],
    ['a garbage request line', 400, () => 'GARBAGE\r\n\r\n'],
  ])('%s → %d', async (_, status, data) => {
    const exchange = await send(data())
    expect(exchange.status).toBe(status)
    await expectAlive()
  })
})

describe('odd request targets', () => {
  it('percent-garbage, doubled slashes, NUL, dot segments and absolute-form targets get a JSON answer, never a 5xx', async () => {
    const targets = [
      '/%ff',
      '/%',
      '/%%',
      '//api/v1/bazi',
      '/api/v1/bazi%00',
      '/api/v1/../mcp',
      '/mcp/..%2f',
      '/api/v1/tarot?%zz=1&key',
      'http://attacker.example/api/v1/tarot',
      `/api/v1/tarot?${'%'.repeat(50)}`,
    ]
    for (const target of targets) {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const exchange = await send(
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${JSON_TYPE}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        )
        expect({ target, method, ok: exchange.status !== null && exchange.status < 500 }).toEqual({ target, method, ok: true })
        if (exchange.status! >= 400) expect(JSON.parse(exchange.body).error.code).toBeString()
      }
    }
    // What Bun's parser rejects never reaches the service: a space in the target (Bun answers 505),
    // the asterisk form (400). The server is unharmed.
    for (const target of ['/a b', '*']) expect((await send(`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`)).status).not.toBeNull()
    await expectAlive()
  })
})

describe('memory under repeated oddities', () => {
  it('600 odd requests leave the heap bounded and the server serving', async () => {
    const oddities = [
      () => head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 0']),
      () => head('/api/v1/tarot', ['Content-Type: text/plain', 'Content-Length: 2']) + '{}',
      () => head('/api/v1/tarot', [JSON_TYPE, 'Content-Length: 70000']),
      () => head('/mcp', [JSON_TYPE, ...MCP_RAW, 'Content-Length: 9']) + '{"jsonrpc',
      () => head(`/api/v1/tarot?x=${'a'.repeat(100_000)}`, [JSON_TYPE]),
      () => head('/api/v1/bazi', [JSON_TYPE, 'Content-Length: 24']) + '{"date":"2023-02-29"}   ',
    ]
    const round = () => Promise.all(Array.from({ length: 100 }, (_, i) => send(oddities[i % oddities.length]())))
    await round()
    Bun.gc(true)
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 6; i++) {
      const exchanges = await round()
      for (const exchange of exchanges) expect(exchange.status).toBeGreaterThanOrEqual(400)
    }
    Bun.gc(true)
    expect((process.memoryUsage().heapUsed - before) / 1024 / 1024).toBeLessThan(32)
    await expectAlive()
  }, 30_000)
})
