/** Which almanac terms from the library's tables have no English in `./glossary` (empty = complete). */
import {
  ACTIVITY_EN,
  DAY_GOD_EN,
  DAY_GOD_PATH_EN,
  DIRECTION_EN,
  DUTY_OFFICER_EN,
  FESTIVAL_EN,
  LUCK_EN,
  LUMINARY_EN,
  MANSION_ANIMAL_EN,
  MANSION_EN,
  PALACE_EN,
  PENGZU_EN,
  SOLAR_TERM_EN,
  SPIRIT_EN,
  fetusGodEn,
} from './glossary'
import type { AlmanacTermInventory } from './term-inventory'

const DICTIONARIES: Record<keyof AlmanacTermInventory, (zh: string) => string | undefined> = {
  activities: (zh) => ACTIVITY_EN[zh],
  spirits: (zh) => SPIRIT_EN[zh],
  dutyOfficers: (zh) => DUTY_OFFICER_EN[zh],
  dayGods: (zh) => DAY_GOD_EN[zh],
  dayGodPaths: (zh) => DAY_GOD_PATH_EN[zh],
  lucks: (zh) => LUCK_EN[zh],
  mansions: (zh) => MANSION_EN[zh],
  luminaries: (zh) => LUMINARY_EN[zh],
  mansionAnimals: (zh) => MANSION_ANIMAL_EN[zh],
  palaces: (zh) => PALACE_EN[zh],
  directions: (zh) => DIRECTION_EN[zh],
  solarTerms: (zh) => SOLAR_TERM_EN[zh],
  festivals: (zh) => FESTIVAL_EN[zh],
  pengzu: (zh) => PENGZU_EN[zh],
  fetusPositions: fetusGodEn,
}

export const missingAlmanacTranslations = (inventory: AlmanacTermInventory): { category: string; zh: string }[] => {
  const missing: { category: string; zh: string }[] = []
  for (const [category, terms] of Object.entries(inventory) as [keyof AlmanacTermInventory, string[]][]) {
    for (const zh of terms) if (!DICTIONARIES[category](zh)) missing.push({ category, zh })
  }
  return missing
}
