/**
 * In process (`app.handle`): property-based fuzzing of every REST operation and every
 * MCP tool, plus raw JSON-RPC bodies on both connectors, with bodies derived from each capability's
 * own input schema (see ./hostile.ts). More than 10,000 generated requests in all.
 *
 * The properties: never a 5xx, except 501 (an operation not wired yet) and 503 (no model provider);
 * every REST answer other than 200 is a JSON error whose code maps to its status; every MCP answer
 * is a JSON-RPC message, never an internal error (-32603) and never an `INTERNAL` tool error; the
 * service logs no unhandled error; memory stays bounded.
 */
import type { TSchema } from '@sinclair/typebox'
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import { ERROR_STATUS, type ErrorCode } from '../../src/core/errors'
import { LOCALES } from '../../src/core/locale'
import type { Logger } from '../../src/log'
import { CAPABILITIES, restCapabilities } from '../../src/operations/index'
import { createTestApp, readRpc } from '../support/app'
import { bodyFor, hostileValue, objectFor, ownObject, RawJson, toJsonText } from './hostile'

const errors: { message: string; fields?: Record<string, unknown> }[] = []
const log: Logger = { info() {}, error: (message, fields) => void errors.push({ message, fields }) }
const t = createTestApp({ log, config: { publicToolCallsPerMinute: 1_000_000_000 } })
const key = t.createKey(1_000_000_000, 'fuzz')
let requests = 0
let heapBefore = 0

const heapAfterGc = () => {
  Bun.gc(true)
  return process.memoryUsage().heapUsed
}

/**
 * One valid call of every REST route in every locale before the heap is measured: the tables each
 * answer builds once and keeps (the Traditional conversions, the gazetteer, the lunar and Zi Wei
 * libraries, the picture fonts) belong to the baseline, so the growth measured is what the fuzzing
 * itself left behind.
 */
async function warmEveryRoute(): Promise<void> {
  for (const capability of restCapabilities()) {
    const example = capability.rest!.example
    for (const locale of LOCALES) {
      const body = 'locale' in example ? { ...example, locale } : example
      await t.handle(capability.rest!.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      })
    }
  }
}

beforeAll(async () => {
  await warmEveryRoute()
  heapBefore = heapAfterGc()
}, 120_000)
afterAll(() => t.close())

/** 501 and 503 are legitimate: an operation not wired yet, a model provider not configured. */
const LEGITIMATE_5XX = new Set([501, 503])

async function checkRest(path: string, body: string, headers: Record<string, string> = {}): Promise<void> {
  requests++
  const res = await t.handle(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
    body,
  })
  const text = await res.text()
  const where = `${path} ${res.status} for ${body.slice(0, 300)} → ${text.slice(0, 300)}`
  if (res.status >= 500 && !LEGITIMATE_5XX.has(res.status)) throw new Error(`5xx: ${where}`)
  // A route that answers a file (the chart picture) answers one of its media types on success;
  // every failure, there too, is a JSON error.
  const media = restCapabilities().find((c) => c.rest!.path === path)?.rest!.media
  if (media && res.status === 200) {
    const type = res.headers.get('content-type') ?? ''
    if (!Object.keys(media).some((m) => type.startsWith(m))) throw new Error(`200 of type ${type}: ${where}`)
    return
  }
  expect(res.headers.get('content-type') ?? '').toStartWith('application/json')
  let parsed: any
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(`not JSON: ${where}`)
  }
  if (res.status === 200) {
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`200 without an object: ${where}`)
    return
  }
  const code = parsed?.error?.code as ErrorCode | undefined
  if (typeof code !== 'string' || !(code in ERROR_STATUS)) throw new Error(`no error code: ${where}`)
  if (ERROR_STATUS[code] !== res.status) throw new Error(`code ${code} with status ${res.status}: ${where}`)
  if (typeof parsed.error.message !== 'string' || parsed.error.message.length === 0) throw new Error(`no message: ${where}`)
}

function checkRpcMessage(message: any, where: string): void {
  if (message === null || typeof message !== 'object') throw new Error(`not a JSON-RPC message: ${where}`)
  if (message.error) {
    if (typeof message.error.code !== 'number' || typeof message.error.message !== 'string')
      throw new Error(`malformed JSON-RPC error: ${where}`)
    if (message.error.code === -32603) throw new Error(`internal JSON-RPC error: ${where}`)
    return
  }
  const result = message.result
  if (result?.isError) {
    const text = String(result.content?.[0]?.text ?? '')
    if (!/^[A-Z_]+: /.test(text)) throw new Error(`tool error without a code: ${where}`)
    const code = text.split(':', 1)[0]
    if (code === 'INTERNAL' || !(code in ERROR_STATUS)) throw new Error(`tool error ${code}: ${where}`)
  }
}

async function checkMcp(path: '/mcp' | '/mcp/readings', body: string, headers: Record<string, string> = {}): Promise<void> {
  requests++
  const res = await t.handle(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(path === '/mcp/readings' ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body,
  })
  const where = `${path} ${res.status} for ${body.slice(0, 300)}`
  if (res.status >= 500) throw new Error(`5xx: ${where} → ${(await res.text()).slice(0, 300)}`)
  if (res.status === 202) return // a notification: no body
  let message: any
  try {
    message = await readRpc(res)
  } catch {
    throw new Error(`not a JSON-RPC message: ${where}`)
  }
  for (const m of Array.isArray(message) ? message : [message]) checkRpcMessage(m, `${where} → ${JSON.stringify(m).slice(0, 300)}`)
  if (res.status !== 200 && !(Array.isArray(message) ? message.every((m) => m.error) : message.error))
    throw new Error(`status ${res.status} without an error: ${where}`)
}

const RUNS_PER_REST_OPERATION = 800
const RUNS_PER_TOOL = 400
const RUNS_RAW_RPC = 600

describe('fuzz: every REST operation', () => {
  it.each(restCapabilities().map((c) => [c.rest!.path, c] as const))(
    '%s: hostile bodies never give a 5xx (501/503 aside) and always a JSON error with a code',
    async (path, capability) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(capability.rest!.input), async (body) => {
          await checkRest(path, body)
        }),
        { numRuns: RUNS_PER_REST_OPERATION },
      )
    },
    60_000,
  )
})

const tools = CAPABILITIES.filter((c) => c.mcp).map(
  (c) => [c.mcp!.tool, c.mcp!.connector === 'public' ? '/mcp' : '/mcp/readings', c.mcp!.input] as const,
)

describe('fuzz: every MCP tool', () => {
  it.each(tools)(
    '%s (%s): hostile arguments give a tool error or a protocol error, never an internal one',
    async (tool, path, input) => {
      const args = fc.oneof({ arbitrary: objectFor(input as TSchema), weight: 8 }, { arbitrary: hostileValue, weight: 1 })
      const id = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }))
      await fc.assert(
        fc.asyncProperty(args, id, async (a, i) => {
          await checkMcp(
            path as '/mcp' | '/mcp/readings',
            toJsonText({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: tool, arguments: a } }),
          )
        }),
        { numRuns: RUNS_PER_TOOL },
      )
    },
    60_000,
  )
})

const toolNames = tools.map(([name]) => name)
const rpcMessage = fc
  .record(
    {
      jsonrpc: fc.oneof({ arbitrary: fc.constant('2.0'), weight: 6 }, { arbitrary: hostileValue, weight: 1 }),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null), hostileValue),
      method: fc.oneof(
        {
          arbitrary: fc.constantFrom(
            'tools/call',
            'tools/list',
            'initialize',
            'ping',
            'notifications/initialized',
            'notifications/cancelled',
            'resources/list',
            'prompts/list',
            'completion/complete',
            'logging/setLevel',
            'server/discover',
          ),
          weight: 6,
        },
        { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'tools/call/', 'TOOLS/CALL', ''), weight: 1 },
        { arbitrary: hostileValue, weight: 1 },
      ),
      params: fc.oneof(
        {
          arbitrary: fc.record(
            {
              name: fc.oneof(fc.constantFrom(...toolNames), hostileValue),
              arguments: fc.oneof(fc.constant({}), hostileValue),
              protocolVersion: fc.oneof(fc.constantFrom('2025-06-18', '2025-03-26', '2024-11-05', '2026-07-28'), hostileValue),
              capabilities: fc.oneof(fc.constant({}), hostileValue),
              clientInfo: fc.oneof(fc.constant({ name: 'fuzz', version: '1' }), hostileValue),
              _meta: fc.oneof(fc.constant(ownObject([['__proto__', { x: 1 }]])), hostileValue),
              cursor: hostileValue,
            },
            { requiredKeys: [] },
          ),
          weight: 6,
        },
        { arbitrary: hostileValue, weight: 1 },
      ),
    },
    { requiredKeys: [] },
  )
  .map((record) => ownObject(Object.entries(record)))

const rawRpcBody = fc.oneof(
  { arbitrary: rpcMessage.map(toJsonText), weight: 10 },
  { arbitrary: fc.array(rpcMessage, { minLength: 0, maxLength: 4 }).map(toJsonText), weight: 2 },
  { arbitrary: hostileValue.map(toJsonText), weight: 2 },
  { arbitrary: fc.tuple(rpcMessage.map(toJsonText), fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length || 1))), weight: 1 },
  {
    arbitrary: fc
      .constantFrom(
        new RawJson('{"jsonrpc":"2.0","id":1e309,"method":"tools/list"}'),
        new RawJson('{"jsonrpc":"2.0","id":-0,"method":"ping"}'),
        new RawJson('{"jsonrpc":"2.0","id":NaN,"method":"ping"}'),
      )
      .map(toJsonText),
    weight: 1,
  },
)
const rpcHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      { 'mcp-protocol-version': '2025-03-26' },
      { 'mcp-protocol-version': '2026-07-28' },
      { 'mcp-protocol-version': '1999-01-01' },
      { 'mcp-protocol-version': 'x'.repeat(300) },
    ),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom({ accept: 'application/json' }, { accept: 'text/event-stream' }, { accept: '*/*' }, { accept: 'text/html' }),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/vnd.api+json' },
      { 'mcp-session-id': 'no-such-session' },
    ),
    weight: 1,
  },
)

describe('fuzz: raw JSON-RPC bodies on both connectors', () => {
  it.each(['/mcp', '/mcp/readings'] as const)(
    '%s: any message, batch or broken text gets a JSON-RPC answer (or 202), never a 5xx or an internal error',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(rawRpcBody, rpcHeaders, async (body, headers) => {
          await checkMcp(path, body, headers as Record<string, string>)
        }),
        { numRuns: RUNS_RAW_RPC },
      )
    },
    60_000,
  )
})

describe('fuzz: totals', () => {
  it('sent at least 10,000 generated requests, logged no unhandled error, kept memory bounded', () => {
    expect(requests).toBeGreaterThanOrEqual(10_000)
    expect(errors).toEqual([])
    const growthMb = (heapAfterGc() - heapBefore) / 1024 / 1024
    expect(growthMb).toBeLessThan(64)
  })
})
