/** Every capability of the service, in the order the REST API documents them. */
import { aura } from './read-aura'
import { calculateBaziChart } from './calculate-bazi-chart'
import { renderBaziChartPicture } from './render-bazi-chart-picture'
import { renderZiweiChartPicture } from './render-ziwei-chart-picture'
import { compatibility } from './calculate-bazi-compatibility'
import { coupleFace } from './read-couple-face'
import { daily } from './get-daily-reading'
import { yearly } from './get-yearly-outlook'
import type { Capability, Connector } from '../pipeline/define'
import { face } from './read-face'
import { getDailyAlmanac } from './get-daily-almanac'
import { getDailyBaziGuidance } from './get-daily-bazi-guidance'
import { kids } from './get-kids-reading'
import { numberEnergy } from './analyze-number-energy'
import { nameAnalysis } from './analyze-name'
import { tarot } from './draw-tarot-card'
import { tarotSpread } from './draw-tarot-spread'
import { moonBlocks } from './throw-moon-blocks'
import { fortuneStick } from './draw-fortune-stick'
import { listSolarTerms } from './list-solar-terms'
import { reverseBaziLookup } from './reverse-bazi-lookup'
import { selectDates } from './select-dates'
import { ziweiChart } from './calculate-ziwei-chart'

export const CAPABILITIES: readonly Capability[] = [
  calculateBaziChart,
  ziweiChart,
  renderBaziChartPicture,
  renderZiweiChartPicture,
  daily,
  yearly,
  numberEnergy,
  nameAnalysis,
  tarot,
  tarotSpread,
  moonBlocks,
  fortuneStick,
  compatibility,
  kids,
  face,
  aura,
  coupleFace,
  getDailyAlmanac,
  getDailyBaziGuidance,
  reverseBaziLookup,
  listSolarTerms,
  selectDates,
]

export const restCapabilities = (): Capability[] => CAPABILITIES.filter((c) => c.rest)
/** The tools of a connector; those beyond the published interface only when the operator turned them on. */
export const toolsOf = (connector: Connector, withBeyondContract = false): Capability[] =>
  CAPABILITIES.filter((c) => c.mcp?.connector === connector && (withBeyondContract || !c.mcp.beyondContract))
