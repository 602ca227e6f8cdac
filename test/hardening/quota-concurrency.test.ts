/**
 * The daily quota is exact under concurrency. One account, three keys, 300 metered calls
 * fired at once over a real port, mixing REST tarot and `tools/call draw_tarot_card` on
 * /mcp/readings: exactly the limit succeeds, the rest get 429 with Retry-After, and both
 * `store.usage` and the CLI `usage --json` report the limit. Then the same at the UTC day boundary
 * with the harness's movable clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import type { Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { runCommand } from '../../src/cli/commands'
import { AppError } from '../../src/core/errors'
import { createTestApp, readRpc } from '../support/app'
import { MCP_HEADERS, tempDir, toolCall } from './helpers'

const LIMIT = 100
const tmp = tempDir()
const dbPath = join(tmp.dir, 'quota.sqlite')
/** The template narrator, except that the question "provider down" fails after a short wait, like a
 * model provider outage: the call has already been counted and must be given back. */
const FAILING_QUESTION = 'provider down'
const narrator: Narrator = {
  ...templateNarrator,
  async narrateBoth(request, signal) {
    if (request.question === FAILING_QUESTION) {
      await Bun.sleep(Math.random() * 20)
      throw new AppError('MODEL_UNAVAILABLE', 'The model provider did not answer.')
    }
    return templateNarrator.narrateBoth(request, signal)
  },
}
const t = createTestApp({ dbPath, now: new Date('2026-11-21T12:00:00Z'), narrator })
let baseUrl = ''
let clockNow = new Date('2026-11-21T12:00:00Z')
const setNow = (date: Date) => {
  clockNow = date
  t.setNow(date)
}

beforeAll(async () => {
  baseUrl = await t.listen()
})
afterAll(async () => {
  await t.close()
  tmp.cleanup()
})

interface Outcome {
  transport: 'rest' | 'mcp'
  status: number
  ok: boolean
  code: string | null
  headers: Headers
}

/** One metered call (a fixed tarot draw) over REST or MCP; classifies the answer. */
async function meteredCall(transport: 'rest' | 'mcp', key: string, id: number): Promise<Outcome> {
  const auth = { authorization: `Bearer ${key}` }
  if (transport === 'rest') {
    const res = await fetch(`${baseUrl}/api/v1/tarot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ cardId: 3, reversed: false }),
    })
    const body = (await res.json()) as any
    return {
      transport,
      status: res.status,
      ok: res.status === 200 && body.card?.id === 3,
      code: body.error?.code ?? null,
      headers: res.headers,
    }
  }
  const res = await fetch(`${baseUrl}/mcp/readings`, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...auth },
    body: JSON.stringify(toolCall('draw_tarot_card', { cardId: 3, reversed: false }, id)),
  })
  const message = await readRpc(res)
  expect(message.id).toBe(id)
  const ok = res.status === 200 && message.result !== undefined && message.result.isError !== true
  const code = message.error?.data?.code ?? (message.result?.isError ? String(message.result.content[0].text).split(':', 1)[0] : null)
  return { transport, status: res.status, ok, code, headers: res.headers }
}

async function burst(keys: string[], count: number, offset = 0): Promise<Outcome[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      meteredCall((i + offset) % 2 === 0 ? 'rest' : 'mcp', keys[(i + offset) % keys.length], offset + i + 1),
    ),
  )
}

/** `usage --json` through the CLI, on the same database file, at the harness clock's instant. */
async function cliUsage(account: string): Promise<number> {
  const lines: string[] = []
  const code = await runCommand('usage', ['--db', dbPath, '--account', account, '--json'], {
    stdout: (line) => lines.push(line),
    stderr: () => {},
    env: {},
    now: () => new Date(clockNow.getTime()),
  })
  expect(code).toBe(0)
  const rows = JSON.parse(lines.join('\n')) as { account: string; used: number; limit: number }[]
  expect(rows).toHaveLength(1)
  expect(rows[0].limit).toBe(LIMIT)
  return rows[0].used
}

/** Every metered response, success or 429, carries the three RateLimit headers. */
function expectRateLimitHeaders(outcomes: Outcome[], resetSeconds: number): void {
  for (const o of outcomes) {
    expect(o.headers.get('ratelimit-limit')).toBe(String(LIMIT))
    expect(o.headers.get('ratelimit-reset')).toBe(String(resetSeconds))
    expect(o.headers.get('ratelimit-remaining')).toMatch(/^\d+$/)
  }
  // The counter is atomic: each successful call saw a different count, and every burst here runs
  // the account dry, so the remaining values of the successes are exactly n-1, …, 1, 0, each once.
  const remaining = outcomes
    .filter((o) => o.ok)
    .map((o) => Number(o.headers.get('ratelimit-remaining')))
    .sort((a, b) => a - b)
  expect(remaining).toEqual(Array.from({ length: remaining.length }, (_, i) => i))
  for (const o of outcomes.filter((o) => !o.ok)) expect(o.headers.get('ratelimit-remaining')).toBe('0')
}

function expectRefusals(refused: Outcome[], retryAfter: number): void {
  for (const o of refused) {
    expect(o.status).toBe(429)
    expect(o.code).toBe('QUOTA_EXCEEDED')
    expect(o.headers.get('retry-after')).toBe(String(retryAfter))
    expect(o.headers.get('content-type')).toStartWith('application/json')
  }
}

describe('quota under concurrency over a real port', () => {
  it('300 calls at once from three keys of one account (REST + MCP): exactly 100 succeed, 200 get 429', async () => {
    const keys = [t.createKey(LIMIT, 'shared'), t.createKey(LIMIT, 'shared'), t.createKey(LIMIT, 'shared')]
    const outcomes = await burst(keys, 300)

    const succeeded = outcomes.filter((o) => o.ok)
    const refused = outcomes.filter((o) => !o.ok)
    expect(succeeded).toHaveLength(LIMIT)
    expect(refused).toHaveLength(200)
    // Both transports took part on both sides of the limit.
    expect(new Set(succeeded.map((o) => o.transport)).size + new Set(refused.map((o) => o.transport)).size).toBeGreaterThanOrEqual(3)
    expectRefusals(refused, 12 * 3600)
    expectRateLimitHeaders(outcomes, 12 * 3600)

    expect(t.store.usage('2026-11-21', 'shared')[0].used).toBe(LIMIT)
    expect(await cliUsage('shared')).toBe(LIMIT)
  })

  it('the next call on any key and transport is still refused, and the count stays at the limit', async () => {
    const keys = [t.createKey(LIMIT, 'shared')]
    const more = await burst(keys, 4)
    expect(more.every((o) => o.status === 429 && o.code === 'QUOTA_EXCEEDED')).toBe(true)
    expect(t.store.usage('2026-11-21', 'shared')[0].used).toBe(LIMIT)
  })

  it('calls that fail after being counted (provider outage) are refunded, under the same concurrency', async () => {
    const keys = [t.createKey(LIMIT, 'refunds'), t.createKey(LIMIT, 'refunds')]
    const failing = (i: number) =>
      fetch(`${baseUrl}/api/v1/tarot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[i % 2]}` },
        body: JSON.stringify({ cardId: 5, question: FAILING_QUESTION }),
      })
    const [failed, outcomes] = await Promise.all([Promise.all(Array.from({ length: 80 }, (_, i) => failing(i))), burst(keys, 150)])
    // Each failure answered 503 (or 429 when it arrived while the account was full).
    expect(failed.every((r) => r.status === 503 || r.status === 429)).toBe(true)
    expect(failed.some((r) => r.status === 503)).toBe(true)
    const succeeded = outcomes.filter((o) => o.ok).length
    // Failed calls held a unit of quota only while they ran: the count is exactly the successes.
    expect(t.store.usage('2026-11-21', 'refunds')[0].used).toBe(succeeded)
    // And what they held is available again: topping up reaches the limit exactly.
    const topUp = await burst(keys, LIMIT - succeeded + 20)
    expect(succeeded + topUp.filter((o) => o.ok).length).toBe(LIMIT)
    expect(t.store.usage('2026-11-21', 'refunds')[0].used).toBe(LIMIT)
  })
})

describe('JSON-RPC batches on /mcp/readings (2025-03-26 clients)', () => {
  it('a batch that runs the account dry delivers every paid result; only the calls over the limit are refused', async () => {
    const key = t.createKey(LIMIT, 'batch')
    const batch = Array.from({ length: 30 }, (_, i) => toolCall('draw_tarot_card', { cardId: i, reversed: false }, i + 1))
    // Use 80 of the 100 first, so the batch of 30 crosses the limit.
    expect((await burst([key], 80)).every((o) => o.ok)).toBe(true)
    const res = await fetch(`${baseUrl}/mcp/readings`, {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2025-03-26', authorization: `Bearer ${key}` },
      body: JSON.stringify(batch),
    })
    expect(res.status).toBe(200)
    // One JSON body holding the batch's responses (no SSE stream: src/mcp/server.ts).
    expect(res.headers.get('content-type')).toContain('application/json')
    const messages = (await res.json()) as any[]
    expect(messages.map((m) => m.id).sort((a, b) => a - b)).toEqual(batch.map((b) => b.id))
    const paid = messages.filter((m) => !m.result.isError)
    const refused = messages.filter((m) => m.result.isError)
    expect(paid).toHaveLength(LIMIT - 80)
    for (const m of refused) expect(m.result.content[0].text).toStartWith('QUOTA_EXCEEDED')
    // Every counted call reached the client.
    expect(t.store.usage('2026-11-21', 'batch')[0].used).toBe(80 + paid.length)
  })
})

describe('quota at the UTC day boundary (movable clock)', () => {
  it('calls at 23:59:59 count for that day; at 00:00:00 the count starts fresh', async () => {
    const keys = [t.createKey(LIMIT, 'boundary'), t.createKey(LIMIT, 'boundary'), t.createKey(LIMIT, 'boundary')]

    setNow(new Date('2026-11-21T23:59:59.000Z'))
    // The earlier 12:00 tests used none of this account's calls: 40 now, then a burst over the rest.
    const early = await burst(keys, 40)
    expect(early.every((o) => o.ok)).toBe(true)
    const late = await burst(keys, 120, 40)
    expect(late.filter((o) => o.ok)).toHaveLength(LIMIT - 40)
    expectRefusals(
      late.filter((o) => !o.ok),
      1,
    )
    expectRateLimitHeaders(late, 1)
    expect(t.store.usage('2026-11-21', 'boundary')[0].used).toBe(LIMIT)
    expect(await cliUsage('boundary')).toBe(LIMIT)

    setNow(new Date('2026-11-22T00:00:00.000Z'))
    const next = await burst(keys, 150)
    expect(next.filter((o) => o.ok)).toHaveLength(LIMIT)
    expectRefusals(
      next.filter((o) => !o.ok),
      86_400,
    )
    expectRateLimitHeaders(next, 86_400)
    expect(t.store.usage('2026-11-22', 'boundary')[0].used).toBe(LIMIT)
    expect(await cliUsage('boundary')).toBe(LIMIT)
    // The previous day's count is untouched by the new day's calls.
    expect(t.store.usage('2026-11-21', 'boundary')[0].used).toBe(LIMIT)
    // And the other accounts start the new day at zero.
    expect(await cliUsage('shared')).toBe(0)
  })
})
