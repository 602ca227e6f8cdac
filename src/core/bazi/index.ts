/**
 * Public surface of the Bazi core. Every module outside `src/core/bazi` (operations, almanac, daily
 * guidance, readings, the AI layer) imports from here, never from the individual files; a test
 * (test/core/bazi/entry.test.ts) keeps it so. Inside `src/core/bazi` the files import each other
 * directly.
 */
export { calculateChart, calculateChartEssentials } from './chart'
export { chartFromMoment } from './chart-from-moment'
export { lunarDateOf, type LunarDate } from './lunar-date'
/** @public The lunar date in a locale's words, for the other areas (the Zi Wei chart). */
export { lunarDateName } from './lunar-date'
export type { ChartEssentials, ChartResult, Pillars } from './chart-types'
export type { PillarView } from './chart-labels'
export { buildPillar, LABELS } from './chart-labels'
export { pillarsForDay } from './pillars-for-day'
export { luckPillarInForce } from './chart-luck'
export * from './ganzhi'
export { tenGodOf, tenGodOfChars, tenGodGroupOf, type TenGodGroup } from './ten-gods'
export {
  stemInteractions,
  branchInteractions,
  branchPairCodes,
  interactionsOfSubject,
  stemsClash,
  punishmentSetOf,
  type InteractionBuilder,
  type PillarMember,
  type PunishmentSetCode,
} from './interactions'
export { starsOnOuterPillar, disasterShaFrom, type PillarPosition } from './shensha'
export { dayInteractions } from './day-interactions'
export { assessStrength, weightElements, type StemBranch, type ElementTally } from './strength'
export { julianDayNumber, dateOfJulianDayNumber, dayCycleOfDate, dayHourFromWall, yearMonthFromJie } from './calendar'
export { addSpan } from './luck'
export { parseCivilDate, formatCivilDate } from '../time/civil-date'
export { NAYIN_ORDER, type InteractionCode, type Term } from './glossary'
export * as glossary from './glossary'
// Practitioner tools: the windows of time that give a set of pillars, the hour candidates
// of a date, and the solar terms of a year with the pillars they start.
export { reverseLookup, REVERSE_DEFAULT_FROM_YEAR, REVERSE_DEFAULT_TO_YEAR, type ReversePillars } from './reverse-lookup'
export { drivingClockOf, type Boundary, type PillarWindow } from './pillar-windows'
export { hourCandidates } from './hour-candidates'
export { solarTermsOfYear, SOLAR_TERM_CODES } from './solar-term-list'
// Names per locale: the 24 solar terms (defined in core/time, where the instants are) and the chart's glossary sections.
export { solarTermName } from '../time/solar-term-names'
export { glossarySections } from './glossary-sections'
