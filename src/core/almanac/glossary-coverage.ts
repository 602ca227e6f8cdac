/**
 * Which almanac terms from the library's tables have no name in a locale (empty = complete): English
 * in `./glossary`, every other locale in the tables of `./term-tables` (`zh` is the library's own term).
 */
import { LOCALES } from '../locale'
import type { Locale } from '../types'
import {
  ACTIVITIES,
  DAY_GOD_PATHS,
  DAY_GODS,
  DIRECTIONS,
  DUTY_OFFICERS,
  FESTIVALS,
  FETUS_POSITIONS,
  LUCKS,
  LUMINARIES,
  MANSION_ANIMALS,
  MANSIONS,
  PALACE_DIRECTIONS,
  PENGZU,
  SOLAR_TERMS,
  SPIRITS,
  type TermTable,
} from './term-tables'
import type { AlmanacTermInventory } from './term-inventory'

/** The table naming each category of the inventory. */
export const INVENTORY_TABLES: Record<keyof AlmanacTermInventory, TermTable> = {
  activities: ACTIVITIES,
  spirits: SPIRITS,
  dutyOfficers: DUTY_OFFICERS,
  dayGods: DAY_GODS,
  dayGodPaths: DAY_GOD_PATHS,
  lucks: LUCKS,
  mansions: MANSIONS,
  luminaries: LUMINARIES,
  mansionAnimals: MANSION_ANIMALS,
  palaces: PALACE_DIRECTIONS,
  directions: DIRECTIONS,
  solarTerms: SOLAR_TERMS,
  festivals: FESTIVALS,
  pengzu: PENGZU,
  fetusPositions: FETUS_POSITIONS,
}

/** The name of a library term in `locale`, or undefined when the tables have none. */
export const almanacTermName = (table: TermTable, zh: string, locale: Locale): string | undefined =>
  locale === 'zh' ? zh : locale === 'en' ? table.en(zh) : table.nameIn(zh, locale)

export const missingAlmanacTranslations = (inventory: AlmanacTermInventory): { category: string; zh: string; locale: Locale }[] => {
  const missing: { category: string; zh: string; locale: Locale }[] = []
  for (const [category, terms] of Object.entries(inventory) as [keyof AlmanacTermInventory, string[]][]) {
    for (const zh of terms)
      for (const locale of LOCALES) if (!almanacTermName(INVENTORY_TABLES[category], zh, locale)) missing.push({ category, zh, locale })
  }
  return missing
}
