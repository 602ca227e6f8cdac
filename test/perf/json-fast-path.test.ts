/**
 * Responses must stay serialisable on JSC's JSON.stringify fast path: one frozen object anywhere in
 * a result makes the whole stringify take the slow path (a chart 100 µs instead of 45 µs, a daily
 * reading 200 µs instead of 64 µs). Shared, cached values are
 * read-only by type instead. This walks the results of the JSON-heavy capabilities.
 */
import { describe, expect, it } from 'bun:test'
import { templateNarrator } from '../../src/ai/types'
import { CAPABILITIES } from '../../src/operations/index'

const frozenPaths = (value: unknown, path = '$', out: string[] = [], seen = new Set<object>()): string[] => {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out
  seen.add(value)
  if (Object.isFrozen(value)) out.push(path)
  for (const [key, member] of Object.entries(value)) frozenPaths(member, `${path}.${key}`, out, seen)
  return out
}

const person = { date: '1990-05-01', time: '10:00', latitude: 39.9042, longitude: 116.4074 }
const CASES: [string, 'rest' | 'mcp', Record<string, unknown>][] = [
  ['/api/v1/bazi', 'rest', { ...person, sex: 'male', includeDaily: true, readingDate: '2026-11-21' }],
  ['/api/v1/daily', 'rest', { ...person, sex: 'female', readingDate: '2026-11-21' }],
  [
    '/api/v1/compatibility',
    'rest',
    { person1: person, person2: { date: '1992-08-15', time: '22:30', latitude: 31.23, longitude: 121.47 } },
  ],
  ['get_daily_almanac', 'mcp', { date: '2026-11-21' }],
]

describe('results carry no frozen objects (JSON.stringify fast path)', () => {
  for (const [name, surface, body] of CASES) {
    it(name, async () => {
      const capability = CAPABILITIES.find((c) => (surface === 'rest' ? c.rest?.path === name : c.mcp?.tool === name))
      expect(capability).toBeDefined()
      const spec = surface === 'rest' ? capability!.rest! : capability!.mcp!
      const ctx = { now: new Date('2026-11-21T12:00:00Z'), narrator: templateNarrator, surface }
      // Twice: the second call is answered from the caches, where shared objects live.
      await capability!.run(spec.toInput(body), ctx)
      const value = await capability!.run(spec.toInput(body), ctx)
      expect(frozenPaths(value).slice(0, 5)).toEqual([])
    })
  }
})
