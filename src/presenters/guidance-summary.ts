/**
 * Daily guidance as an MCP summary (`detail: "summary"`): the chart summary, the almanac's
 * day facts the guidance rests on, and the guidance itself with labels in the requested locale only.
 * The area ratings keep their scores; each reason is written once with the areas it moves (the core
 * repeats a reason under every area it touches); the day's interactions with one natal pillar share a
 * line, and an effect that is also a reason is not repeated there. The rule set's name (`method`,
 * the same in every answer) is left to `full`, and so are what the reasons already say: the
 * element interplay (the two element reasons say which of the day's elements favour the person) and
 * the luck and annual pillars in force (the chart summary's `luck.current` and `currentYear` name
 * them, the period reasons say whether each favours). The chart's luck pillars are cut to the one in
 * force (`luck.current`): a day's guidance reads that decade, and the whole list is
 * calculate_bazi_chart's. Those three went when the answer grew to seven locales: Korean and
 * Vietnamese words cost more tokens than English, and the summary keeps within its 2,000
 * (o200k_base) in every locale, on every day (bench/tokens.ts measures several reading dates). Suitable and avoid items, lucky colours, directions and
 * hours become one line each. `detail: "full"` returns all of it with codes.
 */
import type { Almanac } from '../core/almanac/almanac'
import type { DailyGuidance, LifeArea } from '../core/daily/guidance-types'
import { PUNCTUATION } from '../core/sentence'
import type { Locale } from '../core/types'
import { compactAlmanac } from './almanac-compact'
import { chartSummary } from './chart-summary'
import type { ChartResult } from '../core/bazi'

/** Each reason once: its text and, beside it, the change it makes to each area it moves. */
const reasonsOnce = (ratings: DailyGuidance['ratings']) => {
  const byRule = new Map<string, { text: string } & Partial<Record<LifeArea, number>>>()
  for (const [area, rating] of Object.entries(ratings) as [LifeArea, DailyGuidance['ratings'][LifeArea]][]) {
    for (const reason of rating.reasons) {
      const entry = byRule.get(reason.rule) ?? { text: reason.text }
      entry[area] = reason.delta
      byRule.set(reason.rule, entry)
    }
  }
  return [...byRule.values()]
}

/** The day's interactions with one natal pillar and the same characters on one line ("六合、相刑 巳申 (日柱)"). */
function interactionLines(g: DailyGuidance, locale: Locale, said: Set<string>): string[] {
  const lines = new Map<string, { names: string[]; effects: string[] }>()
  for (const i of g.interactions) {
    const key = `${i.characters}${i.natal ? ` (${i.natal.name})` : ''}`
    const line = lines.get(key) ?? { names: [], effects: [] }
    line.names.push(i.name)
    if (!said.has(i.effect.text)) line.effects.push(i.effect.text)
    lines.set(key, line)
  }
  const { colon, enumeration } = PUNCTUATION[locale]
  return [...lines.entries()].map(
    ([key, { names, effects }]) => `${names.join(enumeration)} ${key}${effects.length ? `${colon}${effects.join(' ')}` : ''}`,
  )
}

function guidanceBody(g: DailyGuidance, locale: Locale) {
  const comma = PUNCTUATION[locale].colon
  const reasons = reasonsOnce(g.ratings)
  // An interaction's effect is usually also a rating reason: written once, with the reason.
  const said = new Set(reasons.map((r) => r.text))
  return {
    dayPillar: { ganzhi: g.dayPillar.ganzhi, tenGod: g.dayPillar.tenGod.name, group: g.dayPillar.group.name },
    interactions: interactionLines(g, locale, said),
    overall: g.overall,
    ratings: Object.fromEntries(Object.entries(g.ratings).map(([area, r]) => [area, r.score])) as Record<LifeArea, number>,
    reasons,
    suitable: g.suitable.map((i) => i.text),
    avoid: g.avoid.map((i) => i.text),
    lucky: {
      colours: g.lucky.colours.map((c) => `${c.name} (${c.element.name})`),
      directions: g.lucky.directions.map((d) => `${d.name}${comma}${d.why.text}`),
      hours: g.lucky.hours.map((h) => `${h.start}-${h.end} ${h.ganzhi}${comma}${h.why.text}`),
    },
  }
}

/** The almanac facts of the reading day that a guidance reader needs (the whole almanac: get_daily_almanac). */
const almanacDay = (almanac: Almanac, locale: Locale) => {
  const a = compactAlmanac(almanac, locale)
  return {
    lunar_date: a.lunar_date.display,
    day_pillar: a.day_pillar,
    zodiac_clash: a.zodiac_clash,
    duty_officer: a.duty_officer,
    day_god: a.day_god,
    solar_term: a.solar_term,
  }
}

export function guidanceSummary(
  value: { readingDate: string; chart: ChartResult; almanac: Almanac; guidance: DailyGuidance },
  locale: Locale,
) {
  const chart = chartSummary(value.chart, locale, value.readingDate)
  return {
    readingDate: value.readingDate,
    chart: { ...chart, luck: chart.luck && { current: chart.luck.current } },
    almanac: almanacDay(value.almanac, locale),
    guidance: guidanceBody(value.guidance, locale),
  }
}
