/**
 * The request id (src/transport/request-id.ts): on every response as `X-Request-Id`, in every error
 * body as `error.requestId` (MCP: the JSON-RPC error's `data.requestId`, or the tool error result's
 * `requestId`), on every log line of the request, and never in telemetry.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import type { Narrator } from '../../src/ai/types'
import type { Logger } from '../../src/log'
import { createTestApp, readRpc } from '../support/app'

const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = []
const capturingLog: Logger = {
  info: (message, fields) => lines.push({ level: 'info', message, fields }),
  error: (message, fields) => lines.push({ level: 'error', message, fields }),
}
// A narrator that fails unexpectedly: the operation logs an INTERNAL error.
const brokenNarrator: Narrator = {
  narrate: async () => {
    throw new Error('provider exploded')
  },
  narrateBoth: async () => {
    throw new Error('provider exploded')
  },
}

const t = createTestApp({ log: capturingLog, narrator: brokenNarrator, config: { maxBodyBytes: 2_048 } })
const key = t.createKey(1_000)
afterAll(() => t.close())

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const BIRTH = { date: '1990-05-15', time: '14:30', city: 'Beijing' }
const RPC_HEADERS = {
  accept: 'application/json, text/event-stream',
  'content-type': 'application/json',
  'mcp-protocol-version': '2025-06-18',
}

describe('X-Request-Id on every response', () => {
  it('keeps a sane client-sent id, on a success', async () => {
    const res = await t.post('/api/v1/bazi', BIRTH, key, { 'x-request-id': 'client-42.retry:1_a' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('client-42.retry:1_a')
  })

  it('makes a new random id when none is sent, different per request', async () => {
    const a = await t.post('/api/v1/bazi', BIRTH, key)
    const b = await t.post('/api/v1/bazi', BIRTH, key)
    expect(a.headers.get('x-request-id')).toMatch(UUID)
    expect(b.headers.get('x-request-id')).toMatch(UUID)
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
  })

  it.each([
    ['a space', 'two words'],
    ['a quote', 'x"y'],
    ['a newline-like escape', 'a\\nb'],
    ['too long', 'a'.repeat(129)],
    ['non-ASCII', 'caf\u00e9'],
  ])('replaces an insane client id (%s)', async (_what, sent) => {
    const res = await t.handle('/healthz', { headers: new Headers([['x-request-id', sent]]) } as RequestInit)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    expect(id).not.toBe(sent)
  })

  it('is on health, documents and 404', async () => {
    for (const path of ['/healthz', '/openapi.json', '/docs']) {
      expect((await t.handle(path)).headers.get('x-request-id')).toMatch(UUID)
    }
  })
})

describe('error.requestId in every error body, equal to the header', () => {
  const expectErrorWithId = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status)
    const body = await res.json()
    expect(body.error.code).toBe(code)
    expect(body.error.requestId).toBe(res.headers.get('x-request-id')!)
    expect(body.error.requestId).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
    return body
  }

  it('400 validation error, with the client id', async () => {
    const res = await t.post('/api/v1/bazi', { date: 'nope' }, key, { 'x-request-id': 'trace-abc' })
    const body = await expectErrorWithId(res, 400, 'INVALID_REQUEST')
    expect(body.error.requestId).toBe('trace-abc')
    // The id comes after the members clients already read.
    expect(Object.keys(body.error)).toEqual(['code', 'message', 'details', 'requestId'])
  })

  it('401, 404, 405 and 413', async () => {
    await expectErrorWithId(await t.post('/api/v1/bazi', BIRTH), 401, 'UNAUTHORIZED')
    await expectErrorWithId(await t.handle('/api/v1/nothing-here'), 404, 'NOT_FOUND')
    await expectErrorWithId(await t.handle('/api/v1/bazi', { headers: { authorization: `Bearer ${key}` } }), 405, 'METHOD_NOT_ALLOWED')
    await expectErrorWithId(await t.post('/api/v1/bazi', { ...BIRTH, city: 'x'.repeat(4_000) }, key), 413, 'PAYLOAD_TOO_LARGE')
  })

  it('500 INTERNAL, and the log line of the failure carries the same id (and no message text)', async () => {
    lines.length = 0
    const res = await t.post('/api/v1/daily', BIRTH, key, { 'x-request-id': 'report-me-7' })
    await expectErrorWithId(res, 500, 'INTERNAL')
    const failure = lines.find((line) => line.message === 'operation failed')
    expect(failure?.fields?.requestId).toBe('report-me-7')
    expect(JSON.stringify(lines)).not.toContain('provider exploded')
  })
})

describe('MCP', () => {
  it('a JSON-RPC error carries it in error.data.requestId and the header', async () => {
    const res = await t.handle('/mcp', { method: 'GET', headers: { 'x-request-id': 'mcp-get-1' } })
    expect(res.status).toBe(405)
    expect(res.headers.get('x-request-id')).toBe('mcp-get-1')
    const body = await res.json()
    expect(body.error.data).toEqual({ code: 'METHOD_NOT_ALLOWED', requestId: 'mcp-get-1' })
  })

  it('a tool error result carries it as `requestId`; a success has the header', async () => {
    const call = (args: unknown, id: string) =>
      t.handle('/mcp', {
        method: 'POST',
        headers: { ...RPC_HEADERS, 'x-request-id': id },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_daily_almanac', arguments: args } }),
      })
    const failed = await call({ date: '2025-02-30' }, 'tool-err-1')
    expect(failed.headers.get('x-request-id')).toBe('tool-err-1')
    const rpc = await readRpc(failed)
    expect(rpc.result.isError).toBe(true)
    expect(rpc.result.requestId).toBe('tool-err-1')

    const ok = await call({ date: '2025-05-07' }, 'tool-ok-1')
    expect(ok.headers.get('x-request-id')).toBe('tool-ok-1')
    const success = await readRpc(ok)
    expect(success.result.isError).toBeUndefined()
    expect(success.result.requestId).toBeUndefined()
  })

  it('a real MCP client still works with the extra member on error results', async () => {
    const client = await t.mcpClient('/mcp')
    const result = await client.callTool({ name: 'get_daily_almanac', arguments: { date: '2025-02-30' } })
    expect(result.isError).toBe(true)
    await client.close()
  })
})

describe('telemetry', () => {
  it('never stores the request id', async () => {
    await t.post('/api/v1/bazi', BIRTH, key, { 'x-request-id': 'never-in-telemetry-123' })
    await t.handle('/mcp', {
      method: 'POST',
      headers: { ...RPC_HEADERS, 'x-request-id': 'never-in-telemetry-456' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_daily_almanac', arguments: { date: '2025-05-07' } },
      }),
    })
    t.store.flushTelemetry()
    const rows = t.store.db.query('SELECT * FROM telemetry').all()
    expect(rows.length).toBeGreaterThan(0)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain('never-in-telemetry')
  })
})
