/**
 * The chart as an MCP summary (`detail: "summary"`): every fact a reader needs to
 * interpret the chart, once, with labels in the requested locale only. Kept: the four pillars, the
 * ten god of every visible stem, the hidden stems with their ten gods, nayin, the day master's
 * element and polarity, element balance and the strength verdict, the natal animal, the luck pillars
 * (start age and year of each, the first one's exact start), the current luck and year pillars, the
 * clocks and conventions used (corrected local time, 子时 rule), and every warning with its
 * alternative. Dropped (in `detail: "full"`): both languages, pinyin, per-label codes, palaces,
 * growth stages, symbolic stars, the hundred annual pillars and the conventions' sources.
 */
import { elementName, glossary, luckPillarInForce, pillarsForDay, tenGodOfChars, type ChartResult, type PillarView } from '../core/bazi'
import { PUNCTUATION } from '../core/sentence'
import type { Locale } from '../core/types'
import type { Localized } from '../core/locale'
import { civilDateAt } from '../core/time/offset-in-force'
import type { DetailLevel } from '../contracts/common'
import { labelsAsNames, labelsWithCodes } from './labels'

const nameOf = (term: { name: string }) => term.name

/**
 * Pillar positions in an interaction line, in the locale: English keeps the codes (year … hour,
 * today), the others the glossary's pillar names (年柱, 연주, Trụ Năm …) and their word for today.
 */
const TODAY: Localized = { en: 'today', zh: '今日', 'zh-TW': '今日', 'zh-HK': '今日', ja: '今日', ko: '오늘', vi: 'hôm nay' }
const positionName = (position: string, locale: Locale): string => {
  if (locale === 'en') return position
  if (position === 'today') return TODAY[locale]
  const pillar = glossary.PILLAR_NAMES[position as keyof typeof glossary.PILLAR_NAMES]
  return pillar ? pillar.names[locale] : position
}

/**
 * Interactions as lines, those of the same characters between the same pillars on one line:
 * "Six Combination, Punishment, Destruction 巳申 (month, hour)".
 */
function interactionLines(interactions: { name: string; characters: string; members: string[] }[], locale: Locale): string[] {
  const and = PUNCTUATION[locale].enumeration
  const lines = new Map<string, string[]>()
  for (const i of interactions) {
    const key = `${i.characters} (${i.members.map((m) => positionName(m, locale)).join(and)})`
    lines.set(key, [...(lines.get(key) ?? []), i.name])
  }
  return [...lines.entries()].map(([key, names]) => `${names.join(and)} ${key}`)
}

const tenGodName = (dayMaster: string, stem: string, locale: Locale): string | null => {
  const code = tenGodOfChars(dayMaster, stem)
  if (!code) return null
  return glossary.TEN_GODS[code].names[locale]
}

const pillarSummary = (pillar: PillarView) => ({
  ganzhi: pillar.ganzhi,
  tenGod: nameOf(pillar.stem.tenGod),
  hiddenStems: Object.fromEntries(pillar.branch.hiddenStems.map((h) => [h.char, nameOf(h.tenGod)])),
  nayin: nameOf(pillar.nayin),
})

const luckSummary = (luck: NonNullable<ChartResult['luck']>, year: number) => {
  const current = luckPillarInForce(luck, year)
  const { start } = luck
  return {
    direction: nameOf(luck.direction),
    ageReckoning: nameOf(luck.ageReckoning),
    start: {
      moment: start.moment,
      utc: start.utc,
      nominalAge: start.nominalAge,
      jie: nameOf(start.jie),
    },
    precision: luck.precision,
    pillars: luck.pillars.map((p) => ({ ganzhi: p.ganzhi, tenGod: nameOf(p.tenGod), startAge: p.startAge, startYear: p.startYear })),
    current: current && { ganzhi: current.ganzhi, tenGod: nameOf(current.tenGod), startYear: current.startYear, endYear: current.endYear },
  }
}

/**
 * `readingDate` (YYYY-MM-DD) decides "current": its Bazi year (立春-based, from `pillarsForDay`) picks
 * the year pillar and the luck pillar in force.
 */
export function chartSummary(result: ChartResult, locale: Locale, readingDate: string) {
  const { chart, time, location, conventions } = result
  const p = chart.pillars
  const day = pillarsForDay(readingDate)
  return {
    pillars: {
      year: pillarSummary(p.year),
      month: pillarSummary(p.month),
      day: pillarSummary(p.day),
      hour: p.hour && pillarSummary(p.hour),
    },
    dayMaster: { stem: chart.dayMaster, element: nameOf(chart.dayMasterDetail.element), polarity: nameOf(chart.dayMasterDetail.polarity) },
    elements: {
      visible: chart.elements.visible,
      weighted: chart.elements.weighted,
      missing: chart.elements.missing.map((e) => elementName(e, locale)),
      missingIncludingHidden: chart.elements.missingIncludingHidden.map((e) => elementName(e, locale)),
    },
    strength: {
      verdict: nameOf(chart.strength.verdictTerm),
      // The figures the verdict is computed on, beside it (elements.weighted is another weighting).
      weights: chart.strength.weights,
      support: chart.strength.support,
      total: chart.strength.total,
      ratio: chart.strength.ratio,
      favourable: chart.strength.favourable.map(nameOf),
      unfavourable: chart.strength.unfavourable.map(nameOf),
      reason: chart.strength.reason,
    },
    zodiac: chart.zodiac.name,
    lunarDate: chart.lunarDate.name,
    ...(chart.civilLunarDate && { civilLunarDate: chart.civilLunarDate.name }),
    interactions: interactionLines(chart.interactions, locale),
    luck: result.luck && luckSummary(result.luck, day.baziYear),
    currentYear: { year: day.baziYear, ganzhi: day.year, tenGod: tenGodName(chart.dayMaster, day.year[0], locale) },
    birth: {
      place:
        location.name &&
        [location.localName ?? (locale === 'zh' ? (location.nameZh ?? location.name) : location.name), location.country]
          .filter(Boolean)
          .join(', '),
      timeZone: location.timeZone,
      utcOffset: location.utcOffset,
      civil: time.civil,
      utc: time.utc,
      daylightSavingMinutes: time.daylightSavingMinutes,
      trueSolar: time.trueSolar,
    },
    conventions: { ziHour: conventions.ziHour, clock: time.drivingClock },
    warnings: labelsAsNames(result.warnings, locale),
  }
}

/**
 * The day "current" is judged on: the one asked for, else the daily block's, else today in the
 * birth place's zone (else UTC), from the core's offset tables (a new Intl.DateTimeFormat per call
 * was 14 % of an MCP chart call; BENCHMARKS.md, "The hot path").
 */
export const readingDateOf = (result: ChartResult, readingDate: string | undefined, now: Date): string =>
  readingDate ?? result.daily?.date ?? civilDateAt(now.getTime(), result.location.timeZone)

/**
 * The REST chart's `current` block: the reading date, its Bazi year (立春-based) with the year
 * pillar's ten god, and which luck pillar is in force that year (its place in `luck.pillars`, which
 * says the rest once; null without luck pillars, or before the first starts), labels as `{code, name}`.
 */
export function currentPeriods(result: ChartResult, readingDate: string, locale: Locale) {
  const day = pillarsForDay(readingDate)
  const yearGod = tenGodOfChars(result.chart.dayMaster, day.year[0])
  const luck = result.luck && luckPillarInForce(result.luck, day.baziYear)
  return {
    readingDate,
    year: {
      year: day.baziYear,
      ganzhi: day.year,
      tenGod: yearGod && { code: yearGod, name: glossary.TEN_GODS[yearGod].names[locale] },
    },
    luckPillar: luck && { index: luck.index },
  }
}

/** The `calculate_bazi_chart` answer at a detail level. */
export function chartForTool(result: ChartResult, options: { detail: DetailLevel; locale: Locale; readingDate?: string; now: Date }) {
  const { detail, locale } = options
  if (detail === 'full') return { detail, ...(labelsWithCodes(result, locale) as object) }
  const readingDate = readingDateOf(result, options.readingDate, options.now)
  const daily = result.daily && {
    date: result.daily.date,
    ganzhi: result.daily.ganzhi,
    tenGod: result.daily.tenGod.name,
    interactions: interactionLines(result.daily.interactions, locale),
  }
  return { detail, ...chartSummary(result, locale, readingDate), ...(daily ? { daily } : {}) }
}
