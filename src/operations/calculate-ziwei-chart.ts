/**
 * The Zi Wei Dou Shu chart: REST `POST /api/v1/ziwei` (metered like the Bazi chart) and MCP
 * `calculate_ziwei_chart`. Both surfaces map to the same core input (src/core/ziwei) and defaults;
 * schemas in src/contracts/ziwei.ts, shaping in src/presenters/ziwei.ts.
 */
import {
  birthDetailsOf,
  birthDetailsOfToolArgs,
  chartOptionsOfToolArgs,
  DEFAULT_DETAIL,
  localeOf,
  resolveChartOptions,
} from '../contracts/common'
import { checkReadingDate } from '../contracts/guidance'
import {
  DEFAULT_LEAP_MONTH,
  DEFAULT_YEAR_START,
  ZiweiRequest,
  ZiweiRestResult,
  ZiweiToolArgs,
  ZiweiToolResult,
  type ZiweiRequestBody,
  type ZiweiRequestInput,
  type ZiweiToolArgsValue,
} from '../contracts/ziwei'
import {
  BRANCHES,
  STEMS,
  dateOfJulianDayNumber,
  dayCycleOfDate,
  formatCivilDate,
  julianDayNumber,
  parseCivilDate,
  SIXTY_CYCLE,
  cycleIndexOfName,
} from '../core/bazi'
import { calculateZiweiChart, ziweiLabels as L, ziweiOfDay } from '../core/ziwei'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { ziweiForRest, ziweiForTool, ziweiSchool } from '../presenters/ziwei'
import { assertCandidatesPossible, hourCandidatesView } from './shared/hour-candidates'

// The reading date's one rule (contracts/guidance.ts), before any work, naming the member as each
// surface spells it (`readingDate`, `reading_date`).
const restInput = (body: ZiweiRequestBody): ZiweiRequestInput => {
  checkReadingDate(body.readingDate, 'readingDate', localeOf(body.locale))
  return {
    ...birthDetailsOf(body),
    ...resolveChartOptions(body),
    leapMonth: body.leapMonth ?? DEFAULT_LEAP_MONTH,
    yearStart: body.yearStart ?? DEFAULT_YEAR_START,
    readingDate: body.readingDate,
    hourCandidates: body.hourCandidates ?? false,
  }
}

const toolInput = (args: ZiweiToolArgsValue): ZiweiRequestInput => {
  checkReadingDate(args.reading_date, 'reading_date', localeOf(args.locale))
  return {
    ...birthDetailsOfToolArgs(args),
    ...chartOptionsOfToolArgs(args),
    leapMonth: DEFAULT_LEAP_MONTH,
    yearStart: DEFAULT_YEAR_START,
    readingDate: args.reading_date,
    detail: args.detail ?? DEFAULT_DETAIL,
  }
}

/**
 * The date near the civil date whose day pillar is `day`: the candidates' days are read on the
 * driving clock, which can stand up to about 27 hours from the civil one (a UTC+14 offset at
 * longitude −180 puts solar time 26 hours behind, the equation of time and the 23:00 rule add the
 * rest), so two days either way; a day pillar recurs only every 60 days, so the match is unique.
 */
function dateOfDay(civil: string, day: string): string {
  const d = parseCivilDate(civil)!
  const jdn = julianDayNumber(d.year, d.month, d.day)
  for (const offset of [0, 1, -1, 2, -2]) {
    const c = dateOfJulianDayNumber(jdn + offset)
    if (SIXTY_CYCLE[dayCycleOfDate(c.year, c.month, c.day)] === day) return formatCivilDate(c)
  }
  throw new Error(`no date near ${civil} has the day pillar ${day}`)
}

/** No time, `hourCandidates: true`: every hour the date can hold at the place, with its 命宫 and major stars there. */
function ziweiHourCandidates(input: ZiweiRequestInput) {
  assertCandidatesPossible(input)
  const view = hourCandidatesView(input)
  return {
    hourCandidates: {
      date: view.date,
      clock: view.clock,
      candidates: view.candidates.map((c) => {
        const chart = ziweiOfDay({
          dayDate: dateOfDay(input.date, c.day),
          hourBranch: cycleIndexOfName(c.hour)! % 12,
          sex: input.sex,
          leapMonth: input.leapMonth,
          springYearCycle: input.yearStart === 'spring-begins' ? cycleIndexOfName(c.year)! : null,
        })
        const life = chart.palaces.find((p) => p.isLife)!
        return {
          hour: c.hour,
          start: c.start,
          end: c.end,
          firstMinute: c.firstMinute,
          lastMinute: c.lastMinute,
          lifePalace: STEMS[life.stem].zh + BRANCHES[life.branch].zh,
          bureau: L.labelOf(L.FIVE_ELEMENT_BUREAUS, chart.bureau, input.locale),
          majorStars: life.major.map((s) => L.labelOf(L.MAJOR_STARS, s.code, input.locale)),
        }
      }),
    },
    conventions: {
      ziHour: input.ziHour,
      clock: view.clock,
      leapMonth: input.leapMonth,
      yearStart: input.yearStart,
      school: ziweiSchool(input.locale),
    },
    warnings: [],
  }
}

export const ziweiChart = defineCapability<ZiweiRequestInput, unknown>({
  name: 'calculate_ziwei_chart',
  operationId: 'calculateZiweiChart',
  summary: "Zi Wei Dou Shu (紫微斗数) chart on the Bazi chart's clock",
  description:
    "Computes a Zi Wei Dou Shu chart: the twelve palaces with their stems and branches, the fourteen major and the minor stars with brightness (庙旺得利平不陷) and birth-year 四化, adjective stars, the life-stage, 博士, 将前 and 岁前 spirits, the decades, 命宫, 身宫, 命主, 身主 and 五行局; with `readingDate`, the decade, year, month and day layers. The birth moment is the Bazi chart's (historical offset, true solar time, the 23:00 rule), so both charts agree on the lunar date and the hour branch. Needs the birth time; without `sex` the decades are left out with a warning.",
  output: ZiweiRestResult,
  annotations: pureCalculation('Zi Wei chart'),
  rest: {
    path: '/api/v1/ziwei',
    input: ZiweiRequest,
    toInput: restInput,
    example: { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female', locale: 'en', readingDate: '2026-11-21' },
  },
  mcp: {
    connector: 'public',
    tool: 'calculate_ziwei_chart',
    input: ZiweiToolArgs,
    output: ZiweiToolResult,
    description:
      'Zi Wei Dou Shu (紫微斗数) chart: palaces, stars, 四化, current decade and year. Arguments as calculate_bazi_chart; needs birth_time (never guess).',
    toInput: toolInput,
    // The published interface leaves Zi Wei out of MCP: the tool is served only when the operator turns it on.
    beyondContract: true,
    // The square drawn in the assistant (src/views/ziwei-app.ts), where the host shows MCP Apps views.
    view: 'ui://bazi-service/ziwei.html',
  },
  // REST answers the natal chart and, with readingDate, its layers; MCP always has its layers.
  run: (input, ctx) => {
    if (input.hourCandidates) return ziweiHourCandidates(input)
    // Over MCP the current decade and year are part of the summary: today in the birth place's zone by default.
    const chart = calculateZiweiChart({ ...input, nowMs: ctx.surface === 'mcp' ? ctx.now.getTime() : undefined })
    return ctx.surface === 'mcp' ? ziweiForTool(chart, input) : ziweiForRest(chart, input)
  },
})
