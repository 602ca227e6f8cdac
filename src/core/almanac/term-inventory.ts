/**
 * Every term lunar-typescript 1.8.6 can put into an almanac, read from the library's own tables
 * (in its default 'chs' language). Used by `scripts/extract-almanac-terms.ts` and by the glossary
 * test to prove that `./glossary` has English for each one, so nothing depends on which days a test
 * happens to visit.
 */
import { LIBRARY_KEY_FIXES, MANSION_ANIMAL_FIXES } from './glossary'
import { lunarLibrary } from './lunar-library'

// Some dictionaries keep both their template keys ("{xx.jiao}") and the resolved ones ("角").
const resolved = (values: Iterable<string>): string[] => [...new Set(values)].filter((v) => v !== '' && !v.includes('{')).sort()

export interface AlmanacTermInventory {
  activities: string[]
  spirits: string[]
  dutyOfficers: string[]
  dayGods: string[]
  dayGodPaths: string[]
  lucks: string[]
  mansions: string[]
  luminaries: string[]
  mansionAnimals: string[]
  palaces: string[]
  directions: string[]
  solarTerms: string[]
  festivals: string[]
  pengzu: string[]
  fetusPositions: string[]
}

export const almanacTermInventory = (): AlmanacTermInventory => {
  const { I18n, LunarUtil: U } = lunarLibrary()
  const xiu = resolved(Object.values(U.XIU))
  return {
    activities: resolved(U.YI_JI),
    spirits: resolved(U.SHEN_SHA.map((s) => LIBRARY_KEY_FIXES[s] ?? s)),
    dutyOfficers: resolved(U.ZHI_XING),
    dayGods: resolved(U.TIAN_SHEN),
    dayGodPaths: resolved(Object.values(U.TIAN_SHEN_TYPE)),
    lucks: resolved([...Object.values(U.TIAN_SHEN_TYPE_LUCK), ...Object.values(U.XIU_LUCK)]),
    mansions: xiu,
    luminaries: resolved(xiu.map((x) => U.ZHENG[x])),
    mansionAnimals: resolved(xiu.map((x) => MANSION_ANIMAL_FIXES[x] ?? U.ANIMAL[x])),
    palaces: resolved(xiu.map((x) => U.GONG[x])),
    directions: resolved([...Object.values(U.POSITION_DESC), ...Object.values(U.SHA)]),
    solarTerms: resolved(U.JIE_QI),
    festivals: resolved([...Object.values(U.FESTIVAL), I18n.getMessage('jr.chuXi')]),
    pengzu: resolved([...U.PENGZU_GAN, ...U.PENGZU_ZHI]),
    fetusPositions: resolved(U.POSITION_TAI_DAY),
  }
}
