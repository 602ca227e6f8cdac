/**
 * The almanac's term tables in every locale: every term the library's tables can emit has a name in
 * each of the seven locales, written in that locale's script (the foreign-text checker), every activity
 * code has its own name in each locale, and the terms whose form is the point (十二直 納 in Japanese,
 * 安床/安牀, 啟鑽/啓鑽, 醞釀/醖釀, 上梁/上樑, 沖 in Traditional clash names) are what the traditions write.
 */
import { describe, expect, it } from 'bun:test'
import * as OpenCC from 'opencc-js'
import { ACTIVITY_CODES } from '../../../src/core/almanac/activity-codes'
import { ACTIVITY_ALIASES } from '../../../src/core/almanac/activity-names'
import { INVENTORY_TABLES, almanacTermName } from '../../../src/core/almanac/glossary-coverage'
import { glossarySections } from '../../../src/core/almanac/glossary-sections'
import { almanacTermInventory } from '../../../src/core/almanac/term-inventory'
import { ACTIVITIES, DUTY_OFFICERS, FETUS_POSITIONS, PENGZU, SPIRITS } from '../../../src/core/almanac/term-tables'
import { LOCALES } from '../../../src/core/locale'
import { foreignTextIn } from '../../support/locale-text'

const inventory = almanacTermInventory()

describe('almanac terms in every locale', () => {
  it('every term the library can emit is named in each locale in its own script', () => {
    const problems: string[] = []
    for (const locale of LOCALES)
      for (const [category, terms] of Object.entries(inventory) as [keyof typeof inventory, string[]][])
        for (const zh of terms) {
          const name = almanacTermName(INVENTORY_TABLES[category], zh, locale)
          if (!name) problems.push(`${locale} ${category} ${zh}: no name`)
          else if (foreignTextIn(name, locale)) problems.push(`${locale} ${category} ${zh} → ${name}: ${foreignTextIn(name, locale)}`)
        }
    expect(problems).toEqual([])
  })

  it('names other than en and zh are not the English or the Simplified term left in place', () => {
    const leftovers: string[] = []
    for (const zh of inventory.activities)
      for (const locale of ['ja', 'ko', 'vi'] as const) {
        const name = almanacTermName(ACTIVITIES, zh, locale)
        if (name === ACTIVITIES.en(zh)) leftovers.push(`${locale} ${zh}`)
      }
    for (const zh of inventory.spirits)
      for (const locale of ['ko', 'vi'] as const) if (almanacTermName(SPIRITS, zh, locale) === zh) leftovers.push(`${locale} ${zh}`)
    expect(leftovers).toEqual([])
  })

  it('every activity code has a name in every locale, and no two codes share one (no aliases are declared)', () => {
    expect(ACTIVITY_ALIASES).toEqual([])
    for (const locale of LOCALES) {
      const byName = new Map<string, string[]>()
      for (const [zh, code] of Object.entries(ACTIVITY_CODES)) {
        const name = almanacTermName(ACTIVITIES, zh, locale)
        expect(name, `${locale} ${code}`).toBeTruthy()
        byName.set(name!, [...(byName.get(name!) ?? []), code])
      }
      const shared = [...byName].filter(([, codes]) => codes.length > 1)
      expect(shared, locale).toEqual([])
    }
  })
})

describe('the terms whose form is the point', () => {
  const officers = (locale: (typeof LOCALES)[number]) =>
    '建除满平定执破危成收开闭'
      .split('')
      .map((zh) => almanacTermName(DUTY_OFFICERS, zh, locale))
      .join('')

  it('十二直: Japanese writes 納 where Chinese has 收 (建・除・満・平・定・執・破・危・成・納・開・閉)', () => {
    expect(officers('ja')).toBe('建除満平定執破危成納開閉')
    expect(officers('zh-TW')).toBe('建除滿平定執破危成收開閉')
    expect(officers('zh-HK')).toBe('建除滿平定執破危成收開閉')
    expect(officers('ko')).toBe('건제만평정집파위성수개폐')
    expect(officers('zh')).toBe('建除满平定执破危成收开闭')
  })

  it('Taiwan and Hong Kong write the bed, the drill, the brewing and the beam each their own way', () => {
    const pairs: [string, string, string][] = [
      ['安床', '安床', '安牀'],
      ['启钻', '啟鑽', '啓鑽'],
      ['酝酿', '醞釀', '醖釀'],
      ['上梁', '上梁', '上樑'],
    ]
    for (const [zh, tw, hk] of pairs) {
      expect(almanacTermName(ACTIVITIES, zh, 'zh-TW')).toBe(tw)
      expect(almanacTermName(ACTIVITIES, zh, 'zh-HK')).toBe(hk)
    }
    // The same bed in a 胎神 position and in a 彭祖 line (the converter's domain terms).
    expect(almanacTermName(FETUS_POSITIONS, '房床栖 房内中', 'zh-TW')).toBe('房床棲 房內中')
    expect(almanacTermName(FETUS_POSITIONS, '房床栖 房内中', 'zh-HK')).toBe('房牀棲 房內中')
    expect(almanacTermName(PENGZU, '申不安床鬼祟入房', 'zh-TW')).toBe('申不安床鬼祟入房')
    expect(almanacTermName(PENGZU, '申不安床鬼祟入房', 'zh-HK')).toBe('申不安牀鬼祟入房')
    expect(almanacTermName(PENGZU, '丑不冠带主不还乡', 'zh-TW')).toBe('丑不冠帶主不還鄉')
  })

  it('clash names take 沖 in Traditional, where OpenCC writes 衝', () => {
    const tw = OpenCC.Converter({ from: 'cn', to: 'tw' })
    for (const zh of ['阴阳击冲', '阳错阴冲', '阳破阴冲', '阴道冲阳']) {
      const name = almanacTermName(SPIRITS, zh, 'zh-TW')!
      expect(name).toContain('沖')
      expect(name).not.toContain('衝')
      expect(almanacTermName(SPIRITS, zh, 'zh-HK')).toBe(name)
      expect(almanacTermName(SPIRITS, zh, 'ja')).toContain('沖')
    }
    expect(tw('阴阳击冲')).toBe('陰陽擊衝') // what a converted table would have said
  })

  it('activities read as each tradition names them', () => {
    const names = (zh: string) => ['ja', 'ko', 'vi'].map((l) => almanacTermName(ACTIVITIES, zh, l as 'ja'))
    expect(names('嫁娶')).toEqual(['婚礼', '결혼', 'Cưới hỏi'])
    expect(names('移徙')).toEqual(['移転', '이사', 'Chuyển nhà'])
    expect(names('开市')).toEqual(['開店', '개업', 'Khai trương'])
    expect(names('动土')).toEqual(['地鎮・着工', '동토', 'Động thổ'])
    expect(names('出行')).toEqual(['旅立ち', '출행', 'Xuất hành'])
    expect(names('上梁')).toEqual(['上棟', '상량', 'Thượng lương'])
  })
})

describe('glossarySections', () => {
  const sections = glossarySections()

  it('names every term in every locale, with the sources of each locale', () => {
    expect(sections.length).toBeGreaterThanOrEqual(12)
    for (const s of sections) {
      for (const locale of ['zh-TW', 'ja', 'ko', 'vi']) expect(s.sources, s.title).toContain(`\`${locale}\``)
      const codes = s.terms.map((t) => t.code)
      expect(new Set(codes).size, s.title).toBe(codes.length)
      for (const t of s.terms) for (const locale of LOCALES) expect(t.names[locale], `${s.title} ${t.code} ${locale}`).toBeTruthy()
    }
  })

  it('lists the activities under their stable codes', () => {
    const activities = sections.find((s) => s.title.startsWith('Almanac activities'))!
    expect(activities.terms.map((t) => t.code)).toEqual(Object.values(ACTIVITY_CODES))
    expect(activities.terms.find((t) => t.code === 'placing-a-bed')!.names).toMatchObject({ 'zh-TW': '安床', 'zh-HK': '安牀' })
  })
})
