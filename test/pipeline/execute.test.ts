/**
 * The execution core shared by both transports: validation before metering, admission only once a
 * call is known to be answerable (after a pure calculation, before the first model call), refunds on failure,
 * the 501 of a capability that has not landed, hidden internals, and telemetry with only the
 * allowed fields.
 */
import { Type } from '@sinclair/typebox'
import { afterAll, describe, expect, it } from 'bun:test'
import { AppError } from '../../src/core/errors'
import { defineCapability, notImplemented, pureCalculation, type OperationContext } from '../../src/pipeline/define'
import { executeCapability, secondsToReset } from '../../src/pipeline/execute'
import { quotaDayAt } from '../../src/store/quota-day'
import type { SqliteStore } from '../../src/store/sqlite-store'
import { createTestApp } from '../support/app'

const logged: unknown[] = []
const t = createTestApp({ log: { info: (m, f) => logged.push({ m, f }), error: (m, f) => logged.push({ m, f }) } })
afterAll(() => t.close())

const input = Type.Object({ n: Type.Integer({ minimum: 0, maximum: 9 }) }, { additionalProperties: false })
const make = (run: (i: { n: number }, ctx?: OperationContext) => unknown) =>
  defineCapability<{ n: number }, unknown>({
    name: 'probe',
    operationId: 'probe',
    summary: 'probe',
    description: 'probe',
    output: Type.Object({}, { additionalProperties: true }),
    annotations: pureCalculation('Probe'),
    rest: { path: '/probe', input, example: { n: 1 }, toInput: (b) => ({ n: b.n }) },
    mcp: { connector: 'readings', tool: 'probe', input, toInput: (a) => ({ n: a.n }) },
    run,
  })

const principalFor = (limit: number) => {
  const key = t.createKey(limit)
  return t.store.authenticate(key, Date.now())!
}
const caller = (principal: ReturnType<typeof principalFor> | null) => ({
  principal,
  userAgent: 'probe/1.0',
  protocolVersion: '2025-06-18',
  requestId: 'req-probe',
})
const usedBy = (principal: ReturnType<typeof principalFor>) =>
  t.store.usage(quotaDayAt(t.deps.clock().getTime()).day, principal.accountName)[0].used

describe('executeCapability', () => {
  it('counts a successful metered call and reports the remaining quota', async () => {
    const principal = principalFor(2)
    const result = await executeCapability(
      make((i) => ({ double: i.n * 2 })),
      'rest',
      { n: 4 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(result).toEqual({ ok: true, value: { double: 8 }, metering: { limit: 2, remaining: 1, resetSeconds: 12 * 3600 } })
    expect(usedBy(principal)).toBe(1)
  })

  it('validates before metering: an invalid call never touches the quota', async () => {
    const principal = principalFor(1)
    const result = await executeCapability(
      make(() => ({})),
      'mcp',
      { n: 10 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.code).toBe('INVALID_REQUEST')
    expect(result.metering).toBeNull()
    expect(usedBy(principal)).toBe(0)
  })

  it('answers a capability that has not landed with 501 NOT_IMPLEMENTED without metering it', async () => {
    const principal = principalFor(5)
    const result = await executeCapability(make(notImplemented('The probe')), 'rest', { n: 1 }, t.deps, caller(principal), {
      metered: true,
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('NOT_IMPLEMENTED')
      expect(result.error.status).toBe(501)
    }
    // It failed before admission: no quota statement, so no quota figures either.
    expect(result.metering).toBeNull()
    expect(usedBy(principal)).toBe(0)
  })

  it('hides an unexpected error behind INTERNAL, refunds, and logs where it failed but not its message', async () => {
    const principal = principalFor(5)
    logged.length = 0
    const secret = 'birth 1990-05-15 14:30 at 39.9042'
    const result = await executeCapability(
      make(() => {
        throw new Error(secret)
      }),
      'rest',
      { n: 1 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('INTERNAL')
      expect(result.error.message).not.toContain('1990')
    }
    expect(usedBy(principal)).toBe(0)
    expect(JSON.stringify(logged)).not.toContain('1990-05-15')
    expect(JSON.stringify(logged)).toContain('operation failed')
  })

  it('meters a pure calculation only once it succeeded: a core 4xx costs no quota statement at all', async () => {
    const principal = principalFor(5)
    const store = t.store as SqliteStore
    const calls: string[] = []
    const consume = store.consumeQuota.bind(store)
    const refund = store.refundQuota.bind(store)
    store.consumeQuota = (...args) => (calls.push('consume'), consume(...args))
    store.refundQuota = (...args) => (calls.push('refund'), refund(...args))
    try {
      const refused = await executeCapability(
        make(() => {
          throw new AppError('INVALID_DATE', '1990-02-30 is not a real date')
        }),
        'rest',
        { n: 1 },
        t.deps,
        caller(principal),
        { metered: true },
      )
      expect(refused.ok).toBe(false)
      expect(calls).toEqual([])
      const ok = await executeCapability(
        make((i) => ({ n: i.n })),
        'rest',
        { n: 1 },
        t.deps,
        caller(principal),
        { metered: true },
      )
      expect(ok.ok).toBe(true)
      expect(calls).toEqual(['consume'])
    } finally {
      store.consumeQuota = consume
      store.refundQuota = refund
    }
    expect(usedBy(principal)).toBe(1)
  })

  it('an invalid call gets its 400 even when the account is at its limit (it is not metered)', async () => {
    const principal = principalFor(0)
    const refused = await executeCapability(
      make(() => {
        throw new AppError('INVALID_DATE', '1990-02-30 is not a real date')
      }),
      'rest',
      { n: 1 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.code).toBe('INVALID_DATE')
    const valid = await executeCapability(
      make(() => ({})),
      'rest',
      { n: 1 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(valid.ok).toBe(false)
    if (!valid.ok) expect(valid.error.code).toBe('QUOTA_EXCEEDED')
  })

  it('admits a model-backed call before its first model call: no model is asked over the limit', async () => {
    const asked: string[] = []
    const narrated = (ctx: OperationContext) =>
      ctx.narrator
        .narrate({ kind: 'tarot', locale: 'en', facts: {}, template: { en: 'x', zh: 'x' } } as never)
        .then((n) => ({ text: n.text }))
    const probe = make((_, ctx) => (asked.push('run'), narrated(ctx!)))
    const principal = principalFor(1)
    const first = await executeCapability(probe, 'rest', { n: 1 }, t.deps, caller(principal), { metered: true })
    expect(first).toMatchObject({ ok: true, value: { text: 'x' }, metering: { remaining: 0 } })
    // The template narrator stands in for the model here; a spy shows whether it is reached.
    let reached = 0
    const narrator = t.deps.narrator
    t.deps.narrator = { ...narrator, narrate: (...args) => (reached++, narrator.narrate(...args)) }
    try {
      const second = await executeCapability(probe, 'rest', { n: 1 }, t.deps, caller(principal), { metered: true })
      expect(second.ok).toBe(false)
      if (!second.ok) expect(second.error.code).toBe('QUOTA_EXCEEDED')
      expect(reached).toBe(0)
      // A run that catches the refusal and answers anyway still fails: admission is not optional.
      const swallowing = make(async (_, ctx) => {
        await narrated(ctx!).catch(() => null)
        return { text: 'free' }
      })
      const third = await executeCapability(swallowing, 'rest', { n: 1 }, t.deps, caller(principal), { metered: true })
      expect(third.ok).toBe(false)
      if (!third.ok) expect(third.error.code).toBe('QUOTA_EXCEEDED')
      expect(reached).toBe(0)
    } finally {
      t.deps.narrator = narrator
    }
    expect(usedBy(principal)).toBe(1)
  })

  it('refunds a core 4xx too: only successful calls use quota', async () => {
    const principal = principalFor(5)
    await executeCapability(
      make(() => {
        throw new AppError('LOCATION_NOT_FOUND', 'no such city')
      }),
      'rest',
      { n: 1 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    expect(usedBy(principal)).toBe(0)
  })

  it('refuses at the limit with QUOTA_EXCEEDED, Retry-After seconds to UTC midnight and nothing to refund', async () => {
    const principal = principalFor(1)
    const probe = make(() => ({}))
    expect((await executeCapability(probe, 'rest', { n: 1 }, t.deps, caller(principal), { metered: true })).ok).toBe(true)
    const refused = await executeCapability(probe, 'mcp', { n: 1 }, t.deps, caller(principal), { metered: true })
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.error.code).toBe('QUOTA_EXCEEDED')
      expect(refused.error.details).toMatchObject({ limit: 1, used: 1, retryAfterSeconds: 43_200, resetsAt: '2026-11-22T00:00:00Z' })
    }
    expect(usedBy(principal)).toBe(1)
  })

  it('records telemetry with only the allowed fields and a derived integration id', async () => {
    const principal = principalFor(5)
    ;(t.store as SqliteStore).flushTelemetry()
    const before = (t.store as SqliteStore).db.query('SELECT COUNT(*) AS n FROM telemetry').get() as { n: number }
    await executeCapability(
      make(() => ({})),
      'mcp',
      { n: 3 },
      t.deps,
      caller(principal),
      { metered: true },
    )
    ;(t.store as SqliteStore).flushTelemetry()
    const rows = (t.store as SqliteStore).db.query('SELECT * FROM telemetry ORDER BY id DESC LIMIT 1').all() as Record<string, unknown>[]
    expect(((t.store as SqliteStore).db.query('SELECT COUNT(*) AS n FROM telemetry').get() as { n: number }).n).toBe(before.n + 1)
    const row = rows[0]
    expect(row).toMatchObject({
      operation: 'probe',
      transport: 'mcp',
      success: 1,
      schema_version: '2026-08-20',
      protocol_version: '2025-06-18',
      user_agent: 'probe/1.0',
    })
    expect(row.integration_id).toBe(t.deps.integrationId(principal.keyId))
    expect(String(row.integration_id)).not.toContain(principal.keyId)
    expect(String(row.integration_id)).toMatch(/^[A-Za-z0-9_-]{16}$/)
  })
})

describe('quota window', () => {
  it('is the UTC day; the reset is at the next 00:00 UTC', () => {
    const seconds = (iso: string) => secondsToReset(new Date(iso), quotaDayAt(Date.parse(iso)))
    expect(seconds('2026-11-21T23:59:59Z')).toBe(1)
    expect(seconds('2026-11-21T00:00:00Z')).toBe(86_400)
    expect(seconds('2026-11-21T23:59:59.900Z')).toBe(1)
  })
})
