import { describe, expect, it } from 'bun:test'
import { missingAlmanacTranslations } from '../../../src/core/almanac/glossary-coverage'
import { fetusGodEn, PENGZU_EN } from '../../../src/core/almanac/glossary'
import { almanacTermInventory } from '../../../src/core/almanac/term-inventory'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

describe('almanac glossary', () => {
  const inventory = almanacTermInventory()

  it('reads hundreds of terms from the library tables', () => {
    expect(inventory.activities.length).toBeGreaterThan(130)
    expect(inventory.spirits.length).toBeGreaterThan(140)
    expect(inventory.mansions).toHaveLength(28)
    expect(inventory.dutyOfficers).toHaveLength(12)
    expect(inventory.dayGods).toHaveLength(12)
    expect(inventory.solarTerms).toHaveLength(24)
    expect(inventory.pengzu).toHaveLength(22)
    expect(inventory.fetusPositions.length).toBeGreaterThan(50)
    // No raw i18n keys survive the fixes.
    for (const terms of Object.values(inventory)) for (const t of terms) expect(t).not.toMatch(/^[a-z]+\.[A-Za-z]+$/)
  })

  it('has English for every term the library can emit', () => {
    expect(missingAlmanacTranslations(inventory)).toEqual([])
  })

  it('English renderings contain no Chinese characters', () => {
    for (const zh of inventory.fetusPositions) expect(fetusGodEn(zh)).not.toMatch(CJK)
    for (const en of Object.values(PENGZU_EN)) expect(en).not.toMatch(CJK)
  })

  it('translates fetus-god positions by parts', () => {
    expect(fetusGodEn('厨灶碓 外西南')).toBe('Occupies the kitchen stove and pestle, outside to the southwest')
    expect(fetusGodEn('房床栖 房内中')).toBe('Occupies the bedroom bed and roost, inside the room at its centre')
    expect(fetusGodEn('占大门 外正西')).toBe('Occupies the main gate, outside to the west')
    expect(fetusGodEn('占鬼神 外西')).toBeUndefined()
  })
})
