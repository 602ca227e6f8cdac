/**
 * Public surface of the Bazi core for other modules (operations, almanac, daily guidance,
 * compatibility). Import from here rather than from the individual files.
 */
export { calculateChart, type ChartInput } from './chart'
export {
  chartFromMoment,
  type ChartOptions,
  type ChartResult,
  type DailyView,
  type LuckView,
  type PillarSet,
  type PillarView,
  type Pillars,
} from './chart-from-moment'
export { pillarsForDay, dayPillarOf, type DayPillars } from './pillars-for-day'
export { tenGodOf, tenGodOfChars, tenGodGroupOf, type TenGodGroup } from './ten-gods'
export { HIDDEN_STEMS, HIDDEN_STEM_ROLES, HIDDEN_STEM_WEIGHTS, type HiddenStemRole } from './hidden-stems'
export { stemInteractions, branchInteractions, type Interaction, type StemMember, type BranchMember } from './interactions'
export { dayInteractions, type DayMember, type NatalStemBranch } from './day-interactions'
export { assessStrength, countVisibleElements, weightElements, groupElements, type StrengthAssessment, type ElementTally } from './strength'
export { nayinOf, nayinElementOf, xunOf, growthStageOf } from './cycle-attributes'
export { shenshaOf, type ShenshaHit, type PillarPosition } from './shensha'
export { lunarDateOf, lunarDateZh, lunarDateEn, type LunarDate } from './lunar-date'
export { julianDayNumber, dateOfJulianDayNumber, dayCycleOfDate, yearMonthFromJie, hourBranchOf, hourStemOf } from './calendar'
export { parseCivilDate, formatCivilDate } from '../time/civil-date'
export * as glossary from './glossary'
