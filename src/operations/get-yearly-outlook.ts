/** The yearly outlook (流年): REST `POST /api/v1/yearly` (metered; no MCP tool: the interface keeps it off the connectors). Schemas in src/contracts/yearly.ts. */
import { withLabelsInLocale } from '../contracts/common'
import { YearlyRequest, YearlyResult, yearlyInputOf, type YearlyInput } from '../contracts/yearly'
import { calculateChart, type ChartResult } from '../core/bazi'
import { AppError } from '../core/errors'
import { civilDateAt } from '../core/time/offset-in-force'
import { offsetSecondsAt } from '../core/time/offsets'
import { birthYearOf, yearlyNarrativeTemplate, yearlyOutlook, yearlyRefusals, type YearlyOutlook } from '../core/yearly'
import { defineCapability, modelBacked } from '../pipeline/define'
import { yearlyForRest } from '../presenters/rest-shape'
import { withOptionalNarrative } from './shared/narrate'

/** The birth place's clock for the year's instants: the explicit offset when one was sent, else the zone's history; and what names it. */
function placeClock(input: YearlyInput, chart: ChartResult): { offsetAt: ((utcMs: number) => number) | null; key: string | null } {
  if (typeof input.birth.timezone === 'number') {
    const seconds = Math.round(input.birth.timezone * 3600)
    return { offsetAt: () => seconds, key: `${seconds}s` }
  }
  const zone = chart.location.timeZone
  return zone ? { offsetAt: (utcMs) => offsetSecondsAt(utcMs, zone), key: zone } : { offsetAt: null, key: null }
}

/** The current civil year at the birth place (UTC when it keeps no known clock). */
function currentYear(now: Date, clock: ((utcMs: number) => number) | null): number {
  const ms = now.getTime()
  return Number(civilDateAt(ms + (clock ? clock(ms) * 1000 : 0), null).slice(0, 4))
}

/** Facts for the narrator: what the template narrates, in the request's locale; never the birth details. */
const factsOf = (o: YearlyOutlook, chart: ChartResult) => ({
  year: o.year,
  yearPillar: {
    ganzhi: o.pillar.ganzhi,
    tenGod: o.pillar.stem.tenGod.name,
    start: o.start.local ?? o.start.utc,
    end: o.end.local ?? o.end.utc,
  },
  natal: {
    pillars: [chart.chart.pillars.year, chart.chart.pillars.month, chart.chart.pillars.day, chart.chart.pillars.hour].map(
      (p) => p?.ganzhi ?? null,
    ),
    dayMaster: chart.chart.dayMaster,
    strength: chart.chart.strength.verdictTerm.name,
    favourable: chart.chart.strength.favourable.map((e) => e.name),
  },
  taiSui: {
    offended: o.taiSui.offended,
    yearGod: o.taiSui.yearGod.name,
    pillars: o.taiSui.pillars.map((p) => ({ pillar: p.pillar, palace: p.palace.name, relations: p.relations.map((r) => r.name) })),
  },
  luck: o.luck && {
    inForce: o.luck.inForce && `${o.luck.inForce.ganzhi} (${o.luck.inForce.tenGod.name})`,
    change: o.luck.change && {
      at: o.luck.change.local ?? o.luck.change.utc,
      from: o.luck.change.from?.ganzhi ?? null,
      to: o.luck.change.to?.ganzhi,
    },
  },
  interactions: o.interactions.map((i) => `${i.name} ${i.characters} (${i.members.join(', ')})`),
  conditions: o.conditions.map((c) => `${c.condition.name} (${c.against} ${c.ganzhi})`),
  stars: o.stars.map((s) => s.name),
  balance: { verdict: o.balance.verdict.name, reason: o.balance.reason },
  months: o.months.map((m) => ({
    ganzhi: m.ganzhi,
    start: m.start.local ?? m.start.utc,
    tenGod: m.tenGod.name,
    interactions: m.interactions.map((i) => `${i.name} ${i.characters} (${i.members.join(', ')})`),
    balance: m.balance.verdict.name,
  })),
  notes: o.notes.map((n) => n.message),
})

export const yearly = defineCapability<YearlyInput, unknown>({
  name: 'yearly',
  operationId: 'getYearlyOutlook',
  summary: 'Yearly outlook (流年): the year and its twelve months against the chart, on the exact clock',
  description:
    'A person’s Bazi year from 立春 to 立春 (to the second, in UTC and at the birth place): the year pillar and its ten gods, the luck pillar in force (and its change within the year), 太岁 relations with each natal branch by palace, interactions and named conditions (岁运并临, 伏吟, 反吟, 天克地冲), the year’s stars and 岁君 god, whether the year favours or strains the chart and why, and the twelve months (流月) with their boundaries and interactions; a narrative (the embedded template, or a model’s when `model` names one).',
  output: withLabelsInLocale(YearlyResult),
  annotations: modelBacked('Yearly outlook', { idempotent: true }),
  rest: {
    path: '/api/v1/yearly',
    example: { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'male', year: 2026, locale: 'en' },
    input: YearlyRequest,
    toInput: yearlyInputOf,
  },
  run: async (input, ctx) => {
    const chart = calculateChart({
      ...input.birth,
      sex: input.sex,
      ziHour: input.ziHour,
      trueSolarTime: input.trueSolarTime,
      locale: input.locale,
      includeDaily: false,
    })
    const clock = placeClock(input, chart)
    const year = input.year ?? currentYear(ctx.now, clock.offsetAt)
    const birthYear = birthYearOf(chart)
    if (year < birthYear)
      throw new AppError('INVALID_REQUEST', yearlyRefusals.text(input.locale, 'year.before-birth', { year, birthYear }), {
        field: 'year',
        year,
        birthYear,
      })
    const outlook = yearlyOutlook({ chart, year, locale: input.locale, offsetAt: clock.offsetAt, clockKey: clock.key })
    const c = chart.chart
    const result = {
      ...outlook,
      natal: {
        pillars: {
          year: c.pillars.year.ganzhi,
          month: c.pillars.month.ganzhi,
          day: c.pillars.day.ganzhi,
          hour: c.pillars.hour?.ganzhi ?? null,
        },
        dayMaster: c.dayMaster,
        strength: {
          verdict: c.strength.verdictTerm,
          ratio: c.strength.ratio,
          favourable: c.strength.favourable,
          reason: c.strength.reason,
        },
      },
      warnings: chart.warnings,
      conventions: {
        ziHour: input.ziHour,
        clock: chart.time.drivingClock,
        yearBoundary: 'lichun-instant',
        monthBoundary: 'jie-instant',
        yearGods: 'tongshu-twelve-from-year-branch',
        favour: 'chart-favourable-elements',
      },
    }
    const body = await withOptionalNarrative(ctx, input.includeNarrative, result, () => ({
      kind: 'yearly',
      locale: input.locale,
      model: input.model,
      // Serialised when a model is asked (the prompt and the retention log write them as JSON); the
      // embedded template never reads them, so they are not built for it.
      facts: { toJSON: () => factsOf(outlook, chart) },
      template: yearlyNarrativeTemplate(outlook, chart, input.locale),
    }))
    return yearlyForRest(body, input.locale)
  },
})
