/**
 * What the yearly outlook's operation (`../get-yearly-outlook.ts`) computes beside its definition:
 * the birth place's clock for the year's instants, the current year there, and the narrator's facts.
 */
import type { YearlyInput } from '../../contracts/yearly'
import type { ChartEssentials } from '../../core/bazi'
import { civilDateAt } from '../../core/time/offset-in-force'
import { offsetSecondsAt } from '../../core/time/offsets'
import { interactionName, type YearlyOutlook } from '../../core/yearly'
import type { Locale } from '../../core/types'

/** The birth place's clock for the year's instants: the explicit offset when one was sent, else the zone's history; and what names it. */
export function placeClock(
  input: YearlyInput,
  chart: ChartEssentials,
): { offsetAt: ((utcMs: number) => number) | null; key: string | null } {
  if (typeof input.birth.timezone === 'number') {
    const seconds = Math.round(input.birth.timezone * 3600)
    return { offsetAt: () => seconds, key: `${seconds}s` }
  }
  const zone = chart.location.timeZone
  return zone ? { offsetAt: (utcMs) => offsetSecondsAt(utcMs, zone), key: zone } : { offsetAt: null, key: null }
}

/** The current civil year at the birth place (UTC when it keeps no known clock). */
export function currentYear(now: Date, clock: ((utcMs: number) => number) | null): number {
  const ms = now.getTime()
  return Number(civilDateAt(ms + (clock ? clock(ms) * 1000 : 0), null).slice(0, 4))
}

/** Facts for the narrator: what the template narrates, in the request's locale; never the birth details. */
export const factsOf = (o: YearlyOutlook, chart: ChartEssentials, locale: Locale) => ({
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
  interactions: o.interactions.map((i) => `${interactionName(i.code, locale)} ${i.characters} (${i.members.join(', ')})`),
  conditions: o.conditions.map((c) => `${c.condition.name} (${c.against} ${c.ganzhi})`),
  stars: o.stars.map((s) => s.name),
  balance: { verdict: o.balance.verdict.name, reason: o.balance.reason },
  months: o.months.map((m) => ({
    ganzhi: m.ganzhi,
    start: m.start.local ?? m.start.utc,
    tenGod: m.tenGod.name,
    interactions: m.interactions.map((i) => `${interactionName(i.code, locale)} ${i.characters} (${i.members.join(', ')})`),
    balance: o.monthVerdicts.find((v) => v.verdict.code === m.balance.verdict)!.verdict.name,
  })),
  notes: o.notes.map((n) => n.message),
})
