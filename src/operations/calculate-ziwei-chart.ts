/**
 * The Zi Wei Dou Shu chart: REST `POST /api/v1/ziwei` (metered like the Bazi chart) and MCP
 * `calculate_ziwei_chart`. Both surfaces map to the same core input (src/core/ziwei) and defaults
 * (`toZiweiInput`, `toZiweiToolInput`); schemas in src/contracts/ziwei.ts, shaping in
 * src/presenters/ziwei.ts, the hour candidates in ./shared/ziwei-hour-candidates.ts.
 */
import {
  toZiweiInput,
  toZiweiToolInput,
  ZiweiRequest,
  ZiweiRestResult,
  ZiweiToolArgs,
  ZiweiToolResult,
  type ZiweiRequestInput,
} from '../contracts/ziwei'
import { calculateZiweiChart } from '../core/ziwei'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { ziweiForRest, ziweiForTool } from '../presenters/ziwei'
import { ziweiHourCandidates } from './shared/ziwei-hour-candidates'

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
    toInput: toZiweiInput,
    example: { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female', locale: 'en', readingDate: '2026-11-21' },
  },
  mcp: {
    connector: 'public',
    tool: 'calculate_ziwei_chart',
    input: ZiweiToolArgs,
    output: ZiweiToolResult,
    description:
      'Zi Wei Dou Shu (紫微斗数) chart: palaces, stars, 四化, current decade and year. Arguments as calculate_bazi_chart; needs birth_time (never guess).',
    toInput: toZiweiToolInput,
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
