import { describe, expect, it } from 'bun:test'
import fixtures from '../../fixtures/bazi-cases.json'
import { chartFromMoment } from '../complete-options'
import { fixtureMoment, type FixtureCase } from './support'

const cases = (fixtures as unknown as { cases: FixtureCase[] }).cases

describe('chartFromMoment against the reference fixtures (moment built from the fixture instant and TST)', () => {
  for (const c of cases) {
    for (const clock of ['trueSolar', 'civilClock'] as const) {
      for (const rule of ['nextDay23', 'sameDay23'] as const) {
        it(`${c.id} ${clock} ${rule}`, () => {
          const r = chartFromMoment(fixtureMoment(c, clock), { ziHour: rule === 'nextDay23' ? 'next-day' : 'same-day' })
          const p = r.chart.pillars
          expect([p.year.ganzhi, p.month.ganzhi, p.day.ganzhi, p.hour?.ganzhi]).toEqual(Object.values(c.expected[clock][rule]))
        })
      }
    }
  }
})
