import { describe, expect, it } from 'bun:test'
import { dailyAlmanac } from '../../../src/core/almanac/almanac'
import { calculateChart } from '../complete-options'
import { LIFE_AREAS, dailyGuidance } from '../../../src/core/daily/guidance'
import type { Locale, Sex } from '../../../src/core/types'

const CJK = /[\u3400-\u9fff]/
const CHARACTER_FIELDS = new Set(['zh', 'ganzhi', 'year_ganzhi', 'char', 'characters'])
const leaks = (value: unknown, path = ''): string[] => {
  if (typeof value === 'string') return CJK.test(value) ? [`${path}=${value}`] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (CHARACTER_FIELDS.has(k) ? [] : leaks(v, `${path}.${k}`)))
  return []
}

const BIRTH = { date: '1988-07-01', time: '12:00', latitude: 39.9, longitude: 116.4, timezone: 8 }
const guidanceFor = (date: string, locale: Locale = 'en', sex?: Sex, birth = BIRTH) =>
  dailyGuidance({ chart: calculateChart({ ...birth, sex, locale }), almanac: dailyAlmanac(date, locale), sex, locale })

const eachDay = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10))

describe('dailyGuidance', () => {
  it('is deterministic: same input, same output', () => {
    expect(JSON.stringify(guidanceFor('2025-05-07', 'en', 'male'))).toBe(JSON.stringify(guidanceFor('2025-05-07', 'en', 'male')))
  })

  it('reads the day pillar and its ten god against the day master (丁 day master, 丙 day = 劫财)', () => {
    const g = guidanceFor('2025-05-07', 'zh', 'male')
    expect(g.dayMaster.char).toBe('丁')
    expect(g.dayPillar.ganzhi).toBe('丙子')
    expect(g.dayPillar.tenGod.zh).toBe('劫财')
    expect(g.ratings.wealth.reasons.map((r) => r.rule)).toContain('ten-god:rob-wealth')
    // 子 (today) clashes the 午 month and hour branches of 戊辰 戊午 丁巳 丙午.
    expect(
      g.interactions
        .filter((i) => i.rule === 'six-clash')
        .map((i) => i.natal?.code)
        .sort(),
    ).toEqual(['hour', 'month'])
  })

  it('each score is 3 plus its reasons, rounded and clamped to 1..5', () => {
    for (const date of eachDay('2025-01-01', 60)) {
      const g = guidanceFor(date, 'en', 'female')
      for (const area of LIFE_AREAS) {
        const r = g.ratings[area]
        const sum = r.reasons.reduce((a, x) => a + x.delta, 0)
        expect(r.score).toBe(Math.min(5, Math.max(1, Math.round(3 + sum))))
        expect(r.score).toBeGreaterThanOrEqual(1)
        expect(r.score).toBeLessThanOrEqual(5)
      }
    }
  })

  it('ratings change with the reading date and with the person', () => {
    const byDate = new Set(eachDay('2025-03-01', 30).map((d) => JSON.stringify(Object.values(guidanceFor(d).ratings).map((r) => r.score))))
    expect(byDate.size).toBeGreaterThan(5)
    const other = { date: '1995-11-23', time: '06:30', latitude: 31.2, longitude: 121.5, timezone: 8 }
    const a = eachDay('2025-03-01', 10).map((d) =>
      Object.values(guidanceFor(d).ratings)
        .map((r) => r.score)
        .join(),
    )
    const b = eachDay('2025-03-01', 10).map((d) =>
      Object.values(guidanceFor(d, 'en', undefined, other).ratings)
        .map((r) => r.score)
        .join(),
    )
    expect(a).not.toEqual(b)
  })

  it('works for partial charts: unknown time (no hour pillar), offset only, no place at all', () => {
    const births = [{ date: '1995-11-23', city: 'Shanghai' }, { date: '1970-01-01', time: '23:30', timezone: -5 }, { date: '2001-09-09' }]
    for (const birth of births) {
      for (const date of eachDay('2025-12-20', 20)) {
        const chart = calculateChart({ ...birth, sex: 'female', locale: 'en' })
        const g = dailyGuidance({ chart, almanac: dailyAlmanac(date, 'en'), sex: 'female', locale: 'en' })
        if (!chart.chart.pillars.hour) expect(g.interactions.every((i) => i.natal?.code !== 'hour')).toBe(true)
        for (const area of LIFE_AREAS) expect([1, 2, 3, 4, 5]).toContain(g.ratings[area].score)
        expect(leaks(g)).toEqual([])
      }
    }
  })

  it('luck and annual pillars only with sex', () => {
    expect(guidanceFor('2025-05-07').periods).toBeNull()
    const g = guidanceFor('2025-05-07', 'en', 'male')
    expect(g.periods?.annualPillar).toMatchObject({ year: 2025, ganzhi: '乙巳' })
    expect(g.periods?.luckPillar?.startYear).toBeLessThanOrEqual(2025)
    expect(g.periods?.luckPillar?.endYear).toBeGreaterThanOrEqual(2025)
    // Before 立春 2025 (Feb 3) the annual pillar is still 甲辰 2024.
    expect(guidanceFor('2025-01-20', 'en', 'male').periods?.annualPillar).toMatchObject({ year: 2024, ganzhi: '甲辰' })
  })

  it('lists, colours, directions and hours come from the almanac and the chart', () => {
    const g = guidanceFor('2025-05-07', 'en', 'male')
    const almanac = dailyAlmanac('2025-05-07', 'en')
    const almanacSuitable = new Set(almanac.activities.suitable.map((a) => a.zh))
    for (const item of [...g.suitable, ...g.avoid]) {
      if (item.source === 'almanac')
        expect(almanacSuitable.has(item.activity!.zh) || almanac.activities.unsuitable.some((a) => a.zh === item.activity!.zh)).toBe(true)
    }
    expect(g.avoid.some((i) => i.source === 'chart')).toBe(true) // rob-wealth day
    const favourable = g.elementInterplay.favourable.map((e) => e.code)
    for (const c of g.lucky.colours) expect(favourable).toContain(c.element.code)
    expect(g.lucky.directions.slice(0, 3).map((d) => d.zh)).toEqual(['西南', '西南', '正东'])
    const auspicious = new Set(almanac.hours.filter((h) => h.auspicious).map((h) => h.ganzhi))
    expect(g.lucky.hours.length).toBeGreaterThan(0)
    for (const h of g.lucky.hours) expect(auspicious.has(h.ganzhi)).toBe(true)
  })

  it('English output has no Chinese outside character fields; zh output is Chinese', () => {
    for (const date of eachDay('2025-01-01', 120)) {
      const en = guidanceFor(date, 'en', date.endsWith('1') ? 'female' : 'male')
      const found = leaks(en)
      if (found.length) throw new Error(`${date}: ${found.slice(0, 3).join(', ')}`)
      const zh = guidanceFor(date, 'zh', 'male')
      for (const area of LIFE_AREAS) for (const r of zh.ratings[area].reasons) expect(r.text).toMatch(CJK)
    }
  })
})
