/**
 * Public surface of the Bazi core. Every module outside `src/core/bazi` (operations, almanac, daily
 * guidance, readings, the AI layer) imports from here, never from the individual files; a test
 * (test/core/bazi/entry.test.ts) keeps it so. Inside `src/core/bazi` the files import each other
 * directly.
 */
export { calculateChart, type ChartInput } from './chart'
export {
  chartFromMoment,
  CONVENTION_SOURCES,
  ASSUMED_OFFSET_HOURS,
  NEAR_HOUR_MINUTES,
  NEAR_JIE_MINUTES,
  type BranchView,
  type ChartOptions,
  type ChartResult,
  type DailyView,
  type LuckView,
  type PalaceView,
  type PillarSet,
  type PillarView,
  type Pillars,
  type StemView,
} from './chart-from-moment'
export { pillarsForDay, dayPillarOf, type DayPillars } from './pillars-for-day'
export * from './ganzhi'
export { tenGodOf, tenGodOfChars, tenGodGroupOf, type TenGodGroup } from './ten-gods'
export { HIDDEN_STEMS, HIDDEN_STEM_ROLES, HIDDEN_STEM_WEIGHTS, type HiddenStemRole } from './hidden-stems'
export { stemInteractions, branchInteractions, type Interaction, type StemMember, type BranchMember } from './interactions'
export { dayInteractions, type DayMember, type NatalStemBranch } from './day-interactions'
export { assessStrength, countVisibleElements, weightElements, groupElements, type StemBranch, type StrengthAssessment, type ElementTally } from './strength'
export { nayinOf, nayinElementOf, xunOf, growthStageOf } from './cycle-attributes'
export { shenshaOf, type ShenshaHit, type PillarPosition } from './shensha'
export { lunarDateOf, lunarDateZh, lunarDateEn, type LunarDate } from './lunar-date'
export {
  julianDayNumber,
  dateOfJulianDayNumber,
  dayCycleOfDate,
  yearMonthFromJie,
  hourBranchOf,
  hourStemOf,
  addMinutesToWall,
  dayHourFromWall,
  shiftMonths,
  type DayHour,
  type YearMonth,
} from './calendar'
export { parseCivilDate, formatCivilDate } from '../time/civil-date'
export { NAYIN_ORDER, type InteractionCode, type Term, type GlossaryEntry, type TenGodCode } from './glossary'
export * as glossary from './glossary'
// Practitioner tools: the windows of time that give a set of pillars, the hour candidates
// of a date, and the solar terms of a year with the pillars they start.
export { reverseLookup, checkPillars, REVERSE_DEFAULT_FROM_YEAR, REVERSE_DEFAULT_TO_YEAR, type ReversePillars, type ReverseInput } from './reverse-lookup'
export { drivingClockOf, pillarWindows, type Boundary, type BoundaryKind, type DrivingClockKind, type DrivingContext, type PillarWindow } from './pillar-windows'
export { hourCandidates, type HourCandidate, type HourCandidatesInput } from './hour-candidates'
export { solarTermsOfYear, SOLAR_TERM_CODES, type TermOfYear } from './solar-term-list'
