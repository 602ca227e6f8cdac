import { describe, expect, it } from 'bun:test'
import { quotaDayAt } from '../../src/store/quota-day'

describe('the quota day', () => {
  it('is the UTC date of the instant', () => {
    expect(quotaDayAt(Date.parse('2026-11-21T23:59:59.999Z')).day).toBe('2026-11-21')
    expect(quotaDayAt(Date.parse('2026-11-22T00:00:00Z')).day).toBe('2026-11-22')
  })

  it('resets at the next 00:00 UTC, across month and year ends', () => {
    expect(quotaDayAt(Date.parse('2026-11-21T00:00:00Z')).resetAt).toBe(Date.parse('2026-11-22T00:00:00Z'))
    expect(quotaDayAt(Date.parse('2026-11-21T23:59:59.999Z')).resetAt).toBe(Date.parse('2026-11-22T00:00:00Z'))
    expect(quotaDayAt(Date.parse('2026-11-30T12:00:00Z')).resetAt).toBe(Date.parse('2026-12-01T00:00:00Z'))
    expect(quotaDayAt(Date.parse('2026-12-31T18:30:00Z'))).toEqual({ day: '2026-12-31', resetAt: Date.parse('2027-01-01T00:00:00Z') })
  })
})
