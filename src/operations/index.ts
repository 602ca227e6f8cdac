/** Every capability of the service, in the order the REST API documents them. */
import { almanacSelect } from './almanac-select'
import { aura } from './aura'
import { baziReverse } from './bazi-reverse'
import { calculateBaziChart } from './calculate-bazi-chart'
import { compatibility } from './compatibility'
import { coupleFace } from './couple-face'
import { daily } from './daily'
import type { Capability, Connector } from './define'
import { face } from './face'
import { getDailyAlmanac } from './get-daily-almanac'
import { getDailyBaziGuidance } from './get-daily-bazi-guidance'
import { kids } from './kids'
import { numberEnergy } from './number-energy'
import { solarTerms } from './solar-terms'
import { tarot } from './tarot'

export const CAPABILITIES: readonly Capability[] = [
  calculateBaziChart,
  daily,
  numberEnergy,
  tarot,
  compatibility,
  kids,
  face,
  aura,
  coupleFace,
  getDailyAlmanac,
  getDailyBaziGuidance,
  baziReverse,
  solarTerms,
  almanacSelect,
]

export const restCapabilities = (): Capability[] => CAPABILITIES.filter((c) => c.rest)
export const toolsOf = (connector: Connector): Capability[] => CAPABILITIES.filter((c) => c.mcp?.connector === connector)
