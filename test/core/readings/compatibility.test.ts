import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import fixtures from '../../fixtures/bazi-cases.json'
import { cycleIndexOfName, cycleParts } from '../../../src/core/bazi/ganzhi'
import { AppError } from '../../../src/core/errors'
import { calculateCompatibility, compatibilityTemplateNarrative } from '../../../src/core/readings/compatibility'
import { type CompatibilityPillars, scoreCompatibility } from '../../../src/core/readings/compatibility-score'

type Case = (typeof fixtures.cases)[number]
const detailsOf = (c: Case) => ({
  date: c.input.date,
  time: c.input.time,
  latitude: c.input.latitude,
  longitude: c.input.longitude,
  timezone: c.input.utcOffset,
})
const pillarsOf = (p: { year: string; month: string; day: string; hour: string | null }): CompatibilityPillars => {
  const at = (s: string) => cycleParts(cycleIndexOfName(s)!)
  return { year: at(p.year), month: at(p.month), day: at(p.day), ...(p.hour && { hour: at(p.hour) }) }
}
// Cases with an explicit offset and coordinates, far from any boundary warning that could matter.
const cases = fixtures.cases.filter((c) => c.input.time && c.input.longitude !== null && c.input.utcOffset !== null).slice(0, 8)

describe('calculateCompatibility', () => {
  it('has fixture cases to work with', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4)
  })

  it('scores the fixture charts exactly as their published pillars score', () => {
    for (let i = 0; i + 1 < cases.length; i += 2) {
      const a = cases[i]
      const b = cases[i + 1]
      const r = calculateCompatibility({ person1: detailsOf(a), person2: detailsOf(b), locale: 'en' })
      const expected = scoreCompatibility(pillarsOf(a.expected.trueSolar.nextDay23), pillarsOf(b.expected.trueSolar.nextDay23), 'en')
      expect(r.score).toBe(expected.score)
      expect(r.breakdown).toEqual(expected.breakdown)
      expect(r.person1.chart.pillars.day.ganzhi).toBe(a.expected.trueSolar.nextDay23.day)
      expect(r.person2.chart.pillars.day.ganzhi).toBe(b.expected.trueSolar.nextDay23.day)
      expect(r.breakdown.reduce((s, c) => s + c.points, 0)).toBe(r.score)
    }
  })

  it('is symmetric for real charts (property, date-only births)', () => {
    const date = fc
      .date({ min: new Date(Date.UTC(1901, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(date, date, (d1, d2) => {
        const ab = calculateCompatibility({ person1: { date: d1 }, person2: { date: d2 }, locale: 'en' })
        const ba = calculateCompatibility({ person1: { date: d2 }, person2: { date: d1 }, locale: 'en' })
        expect(ab.score).toBe(ba.score)
        expect(ab.breakdown.map((c) => c.points)).toEqual(ba.breakdown.map((c) => c.points))
        expect(ab.breakdown.reduce((s, c) => s + c.points, 0)).toBe(ab.score)
      }),
      { numRuns: 25 },
    )
  })

  it('says when a birth time is unknown and leaves the hour out', () => {
    const r = calculateCompatibility({ person1: { date: '1990-05-15' }, person2: detailsOf(cases[0]), locale: 'zh' })
    expect(r.person1.chart.pillars.hour).toBeNull()
    expect(r.summary.en).toContain('birth times are unknown')
    expect(r.summary.zh).toContain('时柱未参与比较')
    expect(r.rating.name).toBe(r.rating.zh)
  })

  it('names the person whose details are wrong', () => {
    try {
      calculateCompatibility({ person1: { date: '1990-05-15' }, person2: { date: '1990-02-30' }, locale: 'en' })
      throw new Error('expected an error')
    } catch (e) {
      expect(e).toBeInstanceOf(AppError)
      const err = e as AppError
      expect(err.code).toBe('INVALID_DATE')
      expect(err.status).toBe(400)
      expect(err.message).toStartWith('person2: ')
      expect(err.details).toMatchObject({ person: 'person2' })
    }
  })

  it('writes a bilingual template narrative from the breakdown', () => {
    const r = calculateCompatibility({ person1: detailsOf(cases[0]), person2: detailsOf(cases[1]), locale: 'en' })
    const t = compatibilityTemplateNarrative(r)
    expect(t.en.split('\n')).toHaveLength(6)
    expect(t.en).not.toMatch(/[\u3400-\u9fff]/)
    expect(t.zh).toContain('日主关系')
    expect(r.method.components).toHaveLength(5)
  })
})
