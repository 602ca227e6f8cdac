/**
 * `draw_tarot_card` (the tool that calls a model) with a streaming stand-in provider on loopback:
 * `notifications/progress` while the model writes when the call carries a progressToken, and a
 * cancelled call stops the model request (the stand-in sees its connection closed), through real SDK
 * clients over HTTP on a real port (SDK v2 and v1) and over stdio (a child process); over stateless
 * HTTP a `notifications/cancelled` arrives in a request of its own, and stops only its own key's call.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createNarrator } from '../../src/ai/narrator'
import { quotaDayAt } from '../../src/store/quota-day'
import { createTestApp, toolJson } from '../support/app'
import { fakeAiConfig, startFakeOpenAI, type FakeReply } from '../support/fake-openai'

const fake = startFakeOpenAI()
const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake, { timeoutMs: 10_000 })) })
let base = ''
const dir = mkdtempSync(join(tmpdir(), 'bazi-progress-'))
afterAll(async () => {
  await t.close()
  await fake.stop()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  fake.reset()
  base ||= await t.listen()
})

const ARGS = { cardId: 7, reversed: false, question: 'What should I focus on?' }
const PIECES = ['The chariot ', 'asks for ', 'steady ', 'direction.']
const writing = (intervalMs: number, pieces = PIECES): FakeReply => ({ type: 'stream', pieces, intervalMs, model: 'fake-stream-1' })
const slow = () =>
  writing(
    100,
    Array.from({ length: 60 }, (_, i) => `word${i} `),
  )

let accounts = 0
function account() {
  const name = `progress-${++accounts}`
  const key = t.createKey(100, name)
  return { key, used: () => t.store.usage(quotaDayAt(t.deps.clock().getTime()).day, name)[0]?.used ?? 0 }
}

async function eventually<T>(read: () => T, expected: T, timeoutMs = 3_000): Promise<void> {
  const started = performance.now()
  while (read() !== expected && performance.now() - started < timeoutMs) await Bun.sleep(20)
  expect(read()).toBe(expected)
}

async function httpClient(key: string): Promise<Client> {
  const client = new Client({ name: 'progress-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp/readings`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  )
  return client
}

/** The child's environment: its narratives from the stand-in provider. */
const childEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  OPENAI_BASE_URL: fake.url,
  OPENAI_API_KEY: 'test-openai-key',
  OPENAI_MODEL: 'fake-text',
})
async function stdioClient(): Promise<Client> {
  const client = new Client({ name: 'progress-test-stdio', version: '1.0.0' })
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(import.meta.dir, '../../src/index.ts'), 'mcp', '--tools', 'all'],
    env: childEnv(),
    cwd: dir,
    stderr: 'ignore',
  })
  await client.connect(transport)
  return client
}

/** Calls the tool with progress, checks the notifications and the answer. */
async function expectProgress(client: Client) {
  fake.script(writing(120), writing(120))
  const progress: number[] = []
  const result = await client.callTool({ name: 'draw_tarot_card', arguments: ARGS }, { onprogress: (p) => progress.push(p.progress) })
  expect(result.isError).toBeFalsy()
  const answer = toolJson(result)
  expect(answer.interpretation).toMatchObject({ en: PIECES.join(''), zh: PIECES.join(''), source: 'openai' })
  // Once when the model is asked, then as it writes: always increasing, up to both texts' length at most.
  expect(progress[0]).toBe(0)
  expect(progress.length).toBeGreaterThanOrEqual(3)
  for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1])
  expect(progress.at(-1)!).toBeLessThanOrEqual(2 * PIECES.join('').length)
}

/** Starts a slow call, cancels it once the model is writing, and returns when the call was cancelled. */
async function cancelMidway(client: Client): Promise<number> {
  fake.script(slow(), slow())
  const cancel = new AbortController()
  let cancelledAt = 0
  const call = client.callTool(
    { name: 'draw_tarot_card', arguments: ARGS },
    {
      signal: cancel.signal,
      onprogress: (p) => {
        if (p.progress > 0 && !cancelledAt) {
          cancelledAt = performance.now()
          cancel.abort('the user gave up')
        }
      },
    },
  )
  await expect(call).rejects.toThrow()
  return cancelledAt
}

describe('draw_tarot_card progress', () => {
  it('over HTTP (SDK v2 client): progress notifications while the model writes', async () => {
    const client = await httpClient(account().key)
    await expectProgress(client)
    await client.close()
  })

  it('over HTTP (SDK v1 client, 2025 era): the same, the call answered as a stream', async () => {
    const client = await t.legacyMcpClient(base, '/mcp/readings', account().key)
    fake.script(writing(120), writing(120))
    const progress: number[] = []
    const result = await client.callTool({ name: 'draw_tarot_card', arguments: ARGS }, undefined, {
      onprogress: (p) => progress.push(p.progress),
    })
    expect(toolJson(result as never).interpretation.en).toBe(PIECES.join(''))
    expect(progress[0]).toBe(0)
    expect(progress.length).toBeGreaterThanOrEqual(3)
    await client.close()
  })

  it('a call that asks for progress but is over the daily limit: HTTP 429 as any other, no model asked', async () => {
    const name = `progress-limit-${++accounts}`
    const key = t.createKey(1, name)
    fake.script(writing(0), writing(0))
    const first = await t.legacyMcpClient(base, '/mcp/readings', key)
    await first.callTool({ name: 'draw_tarot_card', arguments: ARGS })
    await first.close()
    const asked = fake.requests.length
    const res = await fetch(`${base}/mcp/readings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'draw_tarot_card', arguments: ARGS, _meta: { progressToken: 'p-7' } },
      }),
    })
    expect(res.status).toBe(429)
    expect((await res.json()).error.data.code).toBe('QUOTA_EXCEEDED')
    expect(fake.requests.length).toBe(asked)
  })

  it('without a progressToken: no notification, the same answer as before (JSON)', async () => {
    const client = await httpClient(account().key)
    fake.script(writing(0), writing(0))
    const result = await client.callTool({ name: 'draw_tarot_card', arguments: ARGS })
    expect(toolJson(result).interpretation.en).toBe(PIECES.join(''))
    await client.close()
  })

  it('over stdio: progress notifications while the model writes', async () => {
    const client = await stdioClient()
    await expectProgress(client)
    await client.close()
  }, 30_000)
})

describe('draw_tarot_card cancelled', () => {
  it('over HTTP (SDK v2 client: notifications/cancelled in a request of its own): the model request is closed within a second, the call refunded', async () => {
    const { key, used } = account()
    const client = await httpClient(key)
    const cancelledAt = await cancelMidway(client)
    const closed = await fake.closed(3_000)
    expect(closed.closedAt! - cancelledAt).toBeLessThan(1_000)
    // A cancelled model call is a failure after admission: given back, as any model failure is.
    await eventually(used, 0)
    await client.close()
  })

  it('over stdio (notifications/cancelled): the model request is closed within a second', async () => {
    const client = await stdioClient()
    const cancelledAt = await cancelMidway(client)
    const closed = await fake.closed(3_000)
    expect(closed.closedAt! - cancelledAt).toBeLessThan(1_000)
    // The session goes on: the next call is answered.
    fake.script(writing(0), writing(0))
    const next = await client.callTool({ name: 'draw_tarot_card', arguments: ARGS })
    expect(toolJson(next).interpretation.en).toBe(PIECES.join(''))
    await client.close()
  }, 30_000)
})

describe("a cancellation over HTTP stops only its own key's call", () => {
  const rpc = (key: string, message: unknown) =>
    fetch(`${base}/mcp/readings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify(message),
    })
  const call = { jsonrpc: '2.0', id: 42, method: 'tools/call', params: { name: 'draw_tarot_card', arguments: ARGS } }
  const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 42, reason: 'test' } }

  it("another key naming the same request id stops nothing; the caller's own key does", async () => {
    const owner = account()
    const other = account()
    fake.script(writing(30), writing(30))
    const answered = rpc(owner.key, call)
    while (fake.requests.length < 2) await Bun.sleep(10)
    expect((await rpc(other.key, cancel)).status).toBe(202)
    const body = await (await answered).json()
    expect(body.result.structuredContent.interpretation.en).toBe(PIECES.join(''))
    expect(fake.requests.every((r) => r.closedAt === null)).toBe(true)
    expect(owner.used()).toBe(1)

    fake.reset()
    fake.script(slow(), slow())
    const stopped = rpc(owner.key, call).then((res) => res.text())
    while (fake.requests.length < 2) await Bun.sleep(10)
    await Bun.sleep(150)
    const cancelledAt = performance.now()
    expect((await rpc(owner.key, cancel)).status).toBe(202)
    const closed = await fake.closed(3_000)
    expect(closed.closedAt! - cancelledAt).toBeLessThan(1_000)
    await stopped.catch(() => null)
    await eventually(owner.used, 1)
  })
})
