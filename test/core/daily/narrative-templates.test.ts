import { describe, expect, it } from 'bun:test'
import { dailyAlmanac } from '../../../src/core/almanac/almanac'
import { calculateChart } from '../complete-options'
import { AppError } from '../../../src/core/errors'
import { dailyGuidance } from '../../../src/core/daily/guidance'
import { PARENT_DAY_MASTER_VALUES, kidsDay, parseParentDayMaster, parentChildRelationOf } from '../../../src/core/daily/kids'
import { dailyNarrativeTemplate, kidsNarrativeTemplate } from '../../../src/core/daily/narrative-templates'

const CJK = /[\u3400-\u9fff]/
const days = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10))

const ADULT = calculateChart({
  date: '1988-07-01',
  time: '12:00',
  latitude: 39.9,
  longitude: 116.4,
  timezone: 8,
  sex: 'female',
  locale: 'en',
})
const dailyText = (date: string) => {
  const almanac = dailyAlmanac(date, 'en')
  return dailyNarrativeTemplate(dailyGuidance({ chart: ADULT, almanac, sex: 'female', locale: 'en' }), almanac)
}

describe('daily template narrative', () => {
  it('is deterministic and written in both languages', () => {
    const a = dailyText('2025-05-07')
    expect(dailyText('2025-05-07')).toEqual(a)
    expect(a.en).not.toMatch(CJK)
    expect(a.zh).toMatch(CJK)
    expect(a.en.length).toBeGreaterThan(300)
  })

  it('differs with the data: every day of a month reads differently', () => {
    const texts = days('2025-06-01', 30).map((d) => dailyText(d))
    expect(new Set(texts.map((t) => t.en)).size).toBe(30)
    expect(new Set(texts.map((t) => t.zh)).size).toBe(30)
    // Openings vary too, not only the facts inside a fixed paragraph.
    expect(new Set(texts.map((t) => t.en.split('.')[0])).size).toBeGreaterThan(2)
  })

  it('tells the computed facts: day pillar, ten god, ratings', () => {
    const almanac = dailyAlmanac('2025-05-07', 'en')
    const g = dailyGuidance({ chart: ADULT, almanac, sex: 'female', locale: 'en' })
    const t = dailyNarrativeTemplate(g, almanac)
    expect(t.en).toContain('Bing-Zi')
    expect(t.en).toContain(g.dayPillar.tenGod.en)
    expect(t.zh).toContain('丙子')
    expect(t.zh).toContain(g.dayPillar.tenGod.zh)
  })
})

// Words that would make a kids reading a negative prediction or a health claim.
const BLOCKLIST_EN = [
  'bad',
  'danger',
  'dangerous',
  'ill',
  'illness',
  'sick',
  'disease',
  'injury',
  'injure',
  'accident',
  'hospital',
  'doctor',
  'medicine',
  'medical',
  'health',
  'unlucky',
  'misfortune',
  'disaster',
  'death',
  'die',
  'fail',
  'failure',
  'trouble',
  'clash',
  'inauspicious',
  'warning',
  'beware',
  'curse',
  'harm',
  'punish',
  'punishment',
  'loss',
  'lose',
  'black path',
  'rob',
]
const BLOCKLIST_ZH = [
  '凶',
  '灾',
  '病',
  '祸',
  '死',
  '伤',
  '险',
  '冲',
  '煞',
  '忌',
  '不利',
  '疾',
  '医',
  '药',
  '健康',
  '失败',
  '危',
  '破',
  '劫',
  '刑',
  '害',
]
const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []

const CHILDREN = [
  { date: '2018-03-15', time: '08:00', latitude: 31.2, longitude: 121.5, timezone: 8 },
  { date: '2016-11-02', time: '19:45', latitude: 51.5, longitude: -0.12, timezone: 0 },
  { date: '2020-07-21', latitude: 40.7, longitude: -74, timezone: -4 },
  { date: '2014-01-30', time: '03:10', latitude: 22.3, longitude: 114.2, timezone: 8 },
]

describe('kids template narrative', () => {
  it('never uses blocklisted words, for many children, days and parents', () => {
    let checked = 0
    for (const birth of CHILDREN) {
      const chart = calculateChart({ ...birth, locale: 'en' })
      for (const date of days('2025-01-01', 30)) {
        const almanac = dailyAlmanac(date, 'en')
        for (let parent = 0; parent < 10; parent += 3) {
          const text = kidsNarrativeTemplate(kidsDay({ chart, almanac, parentDayMaster: parent, locale: 'en' }), 'Sam', 'en')
          const found = words(text.en).filter((w) => BLOCKLIST_EN.includes(w))
          const phrases = BLOCKLIST_EN.filter((b) => b.includes(' ') && text.en.toLowerCase().includes(b))
          expect([...found, ...phrases]).toEqual([])
          expect(BLOCKLIST_ZH.filter((b) => text.zh.includes(b))).toEqual([])
          checked++
        }
      }
    }
    expect(checked).toBe(CHILDREN.length * 30 * 4)
  })

  it('names the child, tells the parent relation kindly and varies with the data', () => {
    const chart = calculateChart({ ...CHILDREN[0], locale: 'zh' })
    const a = kidsNarrativeTemplate(
      kidsDay({ chart, almanac: dailyAlmanac('2025-05-07', 'zh'), parentDayMaster: parseParentDayMaster('壬水'), locale: 'zh' }),
      '小明',
      'zh',
    )
    const b = kidsNarrativeTemplate(
      kidsDay({ chart, almanac: dailyAlmanac('2025-05-08', 'zh'), parentDayMaster: parseParentDayMaster('壬水'), locale: 'zh' }),
      '小明',
      'zh',
    )
    expect(a.zh).toContain('小明')
    expect(a.en).toContain('小明') // the name is the user's own text
    expect(a.en.replaceAll('小明', '')).not.toMatch(CJK)
    expect(a.zh).not.toEqual(b.zh)
    const noParent = kidsNarrativeTemplate(kidsDay({ chart, almanac: dailyAlmanac('2025-05-07', 'zh'), locale: 'zh' }), '小明', 'zh')
    expect(noParent.zh.length).toBeLessThan(a.zh.length)
  })

  it('covers the five parent-child relations', () => {
    expect(parentChildRelationOf('wood', 'wood')).toBe('same')
    expect(parentChildRelationOf('water', 'wood')).toBe('parent-nourishes')
    expect(parentChildRelationOf('wood', 'water')).toBe('child-nourishes')
    expect(parentChildRelationOf('metal', 'wood')).toBe('parent-shapes')
    expect(parentChildRelationOf('wood', 'metal')).toBe('child-shapes')
  })
})

describe('parentDayMaster', () => {
  it.each(['甲', '乙', '癸', '甲木', '丙火', '戊土', '庚金', '癸水'])('accepts %p', (v) => {
    expect(parseParentDayMaster(v)).toBeGreaterThanOrEqual(0)
  })

  it('is optional', () => {
    expect(parseParentDayMaster(undefined)).toBeUndefined()
  })

  it.each(['甲火', '子', 'A', 'jia', '', '甲木木', '木'])('rejects %p with a 400 naming the allowed values', (v) => {
    let error: unknown
    try {
      parseParentDayMaster(v)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(AppError)
    const e = error as AppError
    expect(e.status).toBe(400)
    expect(e.message).toContain('甲 乙 丙 丁 戊 己 庚 辛 壬 癸')
    expect(e.details?.allowed).toEqual(PARENT_DAY_MASTER_VALUES)
    expect(PARENT_DAY_MASTER_VALUES).toHaveLength(20)
  })
})
