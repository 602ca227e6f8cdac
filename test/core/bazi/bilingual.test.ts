/**
 * Bilingual completeness: English output carries no Chinese outside the fields meant to hold
 * characters; Chinese output names every term in Chinese.
 */
import { describe, expect, it } from 'bun:test'
import { calculateChart, type ChartInput } from '../complete-options'

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/
/** Keys whose values are characters by design (and the pillar sets inside warning alternatives). */
const CHARACTER_KEYS = new Set([
  'zh',
  'char',
  'ganzhi',
  'dayMaster',
  'yearGanzhi',
  'characters',
  'xun',
  'voidBranches',
  'nameZh',
  'year',
  'month',
  'day',
  'hour',
])

/** Paths of string values containing Chinese outside character fields. */
const offenders = (value: unknown, path = '$', key = ''): string[] => {
  if (typeof value === 'string') return CJK.test(value) && !CHARACTER_KEYS.has(key) ? [`${path} = ${value}`] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => offenders(v, `${path}[${i}]`, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => offenders(v, `${path}.${k}`, k))
  return []
}

const INPUTS: ChartInput[] = [
  { date: '2008-08-08', time: '20:08', latitude: 39.9042, longitude: 116.4074, sex: 'male', includeDaily: true, readingDate: '2025-05-07' },
  { date: '1988-02-04', time: '04:48', latitude: 21.3069, longitude: -157.8583, sex: 'female' }, // near 立春, Honolulu
  { date: '2024-02-04', time: '10:00' }, // no place: OFFSET_UNKNOWN_PILLARS
  { date: '2024-02-04', city: 'Beijing' }, // no time on a jie day
  { date: '1988-08-02', time: '23:05', timezone: 8 }, // near 23:00
  { date: '1986-05-04', time: '02:30', city: 'Shanghai' }, // nonexistent local time (China DST)
]

describe('bilingual completeness', () => {
  for (const input of INPUTS) {
    it(`en output has no Chinese outside character fields: ${JSON.stringify(input)}`, () => {
      const r = calculateChart({ ...input, locale: 'en' })
      expect(offenders(JSON.parse(JSON.stringify(r)))).toEqual([])
      expect(r.warnings.length + r.chart.interactions.length).toBeGreaterThan(0)
    })
    it(`zh output names terms in Chinese: ${JSON.stringify(input)}`, () => {
      const r = calculateChart({ ...input, locale: 'zh' })
      const p = r.chart.pillars
      for (const pillar of [p.year, p.month, p.day, p.hour].filter((x) => x !== null)) {
        for (const t of [pillar!.stem.tenGod, pillar!.nayin, pillar!.growthStage.dayMaster, pillar!.stem.element, pillar!.label])
          expect(t.name).toBe(t.zh)
        for (const star of pillar!.shensha) expect(star.name).toBe(star.zh)
      }
      for (const w of r.warnings) expect(w.message).toMatch(CJK)
      expect(r.chart.strength.verdictTerm.name).toMatch(CJK)
      expect(r.chart.lunarDate.name).toBe(r.chart.lunarDate.zh)
    })
  }
  it('every term carries both languages whatever the locale', () => {
    const r = calculateChart({ date: '2008-08-08', time: '20:08', timezone: 8, locale: 'en' })
    const t = r.chart.pillars.year.stem.tenGod
    expect(t).toEqual({ code: 'indirect-resource', zh: '偏印', en: 'Indirect Resource', name: 'Indirect Resource' })
  })
})
