import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import { cycleIndexOfName, cycleParts } from '../../../src/core/bazi/ganzhi'
import {
  compatibilityMethod,
  COMPONENT_MAXIMA,
  type CompatibilityPillars,
  branchRelations,
  scoreCompatibility,
} from '../../../src/core/readings/compatibility-score'

/** "甲子 丙寅 庚午 丁卯" → pillars (hour optional). */
const chart = (s: string): CompatibilityPillars => {
  const [year, month, day, hour] = s.split(' ').map((x) => {
    const n = cycleIndexOfName(x)
    if (n === undefined) throw new Error(`not a pillar: ${x}`)
    return cycleParts(n)
  })
  return { year, month, day, ...(hour && { hour }) }
}
const points = (c1: string, c2: string) =>
  Object.fromEntries(scoreCompatibility(chart(c1), chart(c2), 'en').breakdown.map((c) => [c.code, c.points]))
const branch = (zh: string) => '子丑寅卯辰巳午未申酉戌亥'.indexOf(zh)

describe('branch relations', () => {
  it.each([
    ['子', '丑', ['six-combination']],
    ['辰', '酉', ['six-combination']],
    ['申', '辰', ['trine']],
    ['子', '辰', ['trine']],
    ['子', '午', ['six-clash']],
    ['巳', '申', ['six-combination', 'punishment', 'destruction']],
    ['寅', '巳', ['punishment', 'harm']],
    ['丑', '未', ['six-clash', 'punishment']],
    ['子', '卯', ['punishment']],
    ['子', '未', ['harm']],
    ['子', '酉', ['destruction']],
    ['午', '午', ['self-punishment']],
    ['子', '子', []],
    ['子', '寅', []],
  ] as const)('%s %s → %p', (a, b, expected) => {
    expect(branchRelations(branch(a), branch(b))).toEqual([...expected])
    expect(branchRelations(branch(b), branch(a))).toEqual([...expected])
  })
})

describe('hand-checked pairs', () => {
  it('a strong match: water feeds wood, day branches 辰酉 combine, zodiac 子丑 combine, stems combine across', () => {
    // person 1: 甲子 庚午 壬辰 (no hour); person 2: 乙丑 丁亥 乙酉.
    // Day masters 壬 water → 乙 wood: generating 25. Day branches 辰酉 six combination: 0.48 + 0.52 = 1 → 25.
    // Years 子丑 six combination → 15. Stems across: 庚–乙 (month–year), 庚–乙 (month–day), 壬–丁 (day–month),
    // 甲 with nothing (甲己): three combinations, the day stems 壬乙 do not combine → 3 × 2 = 6.
    const p = points('甲子 庚午 壬辰', '乙丑 丁亥 乙酉')
    expect(p).toMatchObject({ 'day-master': 25, 'day-branch': 25, 'year-branch': 15, 'stem-combination': 6 })
  })

  it('the day masters combining (甲己) score 10 for stem combinations on their own', () => {
    const r = scoreCompatibility(chart('丙寅 丙寅 甲子'), chart('丙寅 丙寅 己巳'), 'en')
    const stems = r.breakdown.find((c) => c.code === 'stem-combination')!
    expect(stems.points).toBe(10)
    expect(stems.details.dayMastersCombine).toBe(true)
    expect(stems.reason.en).toContain('day masters themselves combine')
  })

  it('a clashing pair: 庚 controls 甲, day branches 子午 clash, zodiac 子午 clash', () => {
    const p = points('甲子 丙寅 庚午 丁卯', '庚午 戊寅 甲子 乙亥')
    expect(p).toMatchObject({ 'day-master': 8, 'day-branch': 0, 'year-branch': 0 })
    // 乙 (person 2 hour) combines with 庚 (person 1 day): one combination, not of the two day stems.
    expect(p['stem-combination']).toBe(2)
  })

  it('scores same element 15 and mixed branch relations by the table', () => {
    const p = points('癸巳 甲寅 丙申', '辛丑 庚寅 丁巳')
    // 丙 and 丁 are both fire; day branches 申巳: six combination + punishment + destruction = 0.64 × 25 = 16;
    // years 巳丑: same trine (巳酉丑) 0.84 × 15 = 12.6 → 13.
    expect(p).toMatchObject({ 'day-master': 15, 'day-branch': 16, 'year-branch': 13 })
  })

  it('element complementarity rewards a partner who supplies the favourable elements', () => {
    // Person 1: a wood day master surrounded by metal (weak, needs water and wood).
    // Partner A is all water and wood; partner B all metal.
    const weakWood = chart('庚申 辛酉 甲申 庚申')
    const waterWood = scoreCompatibility(weakWood, chart('壬子 癸亥 甲寅 乙卯'), 'en')
    const metal = scoreCompatibility(weakWood, chart('庚申 辛酉 庚申 辛酉'), 'en')
    const comp = (r: typeof waterWood) =>
      r.breakdown.find((c) => c.code === 'element-complementarity')!.details.toPerson1 as { points: number; needs: string[] }
    expect(comp(waterWood).needs).toEqual(['water', 'wood'])
    expect(comp(waterWood).points).toBe(10)
    expect(comp(metal).points).toBe(0)
  })
})

const pillar = fc.integer({ min: 0, max: 59 }).map(cycleParts)
const anyChart = fc.record({ year: pillar, month: pillar, day: pillar, hour: fc.option(pillar, { nil: undefined }) }).map((c) => {
  const out: CompatibilityPillars = { year: c.year, month: c.month, day: c.day }
  if (c.hour) out.hour = c.hour
  return out
})

describe('properties', () => {
  it('is symmetric, integer, within 0-100, and the breakdown adds up to the score', () => {
    fc.assert(
      fc.property(anyChart, anyChart, (a, b) => {
        const ab = scoreCompatibility(a, b, 'en')
        const ba = scoreCompatibility(b, a, 'en')
        expect(ab.score).toBe(ba.score)
        expect(ab.breakdown.map((c) => c.points)).toEqual(ba.breakdown.map((c) => c.points))
        expect(ab.breakdown.reduce((s, c) => s + c.points, 0)).toBe(ab.score)
        expect(Number.isInteger(ab.score)).toBe(true)
        expect(ab.score).toBeGreaterThanOrEqual(0)
        expect(ab.score).toBeLessThanOrEqual(100)
        for (const c of ab.breakdown) {
          expect(Number.isInteger(c.points)).toBe(true)
          expect(c.points).toBeGreaterThanOrEqual(0)
          expect(c.points).toBeLessThanOrEqual(c.maximum)
          expect(c.reason.en).not.toMatch(/[\u3400-\u9fff]/)
          expect(c.reason.zh).toMatch(/[\u3400-\u9fff]/)
          expect(c.label.en).not.toMatch(/[\u3400-\u9fff]/)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('maxima add up to 100 and the method documents every component', () => {
    expect(Object.values(COMPONENT_MAXIMA).reduce((a, b) => a + b, 0)).toBe(100)
    expect(compatibilityMethod('en').components.map((c): [string, number] => [c.code, c.maximum])).toEqual(Object.entries(COMPONENT_MAXIMA))
    for (const c of compatibilityMethod('en').components) expect(c.rule.en).not.toMatch(/[\u3400-\u9fff]/)
  })
})
