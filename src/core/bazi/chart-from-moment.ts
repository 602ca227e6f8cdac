/**
 * Builds the full chart from a `ResolvedMoment` (the output of the time-and-place pipeline). Pure
 * and fast: every pillar comes from integer arithmetic over the sixty cycle (calendar.ts); labels are
 * shared, precomputed objects (chart-labels.ts); the only library call is the memoized lunar month table.
 *
 * Pipeline rule (docs/domain.md, "Pillars from the birth instant"): year and month pillars from the
 * birth instant against the exact jie instants (UTC), day and hour pillars from the driving clock
 * (local true solar time by default, the civil clock on request) with the chosen 23:00 rule.
 */
import type { Locale } from '../types'
import { wallOfCivilText } from '../time/civil-date'
import { jieAtOrBefore } from '../time/solar-terms'
import { wallToMs } from '../time/offsets'
import type { ResolvedMoment, WallClock } from '../time/types'
import { dayHourFromWall, yearMonthFromJie, type DayHour, type YearMonth } from './calendar'
import { ELEMENTS, SIXTY_CYCLE, STEMS } from './ganzhi'
import { PALACES, STRENGTH_VERDICTS, term } from './glossary'
import { nayinOf } from './cycle-attributes'
import { branchInteractions, stemInteractions } from './interactions'
import { shenshaOf, type PillarPosition } from './shensha'
import { assessStrength, countVisibleElements, weightElements } from './strength'
import { strengthReason } from './strength-reason'
import { bodyPalace, conceptionBreath, conceptionPalace, lifePalace } from './palaces'
import { lunarDateEn, lunarDateName, lunarDateOf, lunarDateZh, type LunarDate } from './lunar-date'
import { LABELS, animalView, buildPillar, stemView, withNames } from './chart-labels'
import { ASSUMED_OFFSET_HOURS, conventionsOf } from './chart-conventions'
import { chartWarnings, sexUnknownWarning } from './chart-warnings'
import { LUCK_PILLARS, luckView } from './chart-luck'
import { dailyBlock, dailyDateOf } from './chart-daily'
import type { ChartEssentials, ChartOptions, ChartResult, PalaceView, Pillars } from './chart-types'

/** A natal pillar as position, stem and branch. */
type NatalPillar = { position: PillarPosition; stem: number; branch: number }

/**
 * The instant the year and month pillars are read at. When the instant is unknown (no time or no
 * offset):
 * - offset unknown: the civil reading is taken at UTC+8 (Beijing time, the reference of the Chinese
 *   calendar and of most Bazi software) and every other candidate goes into OFFSET_UNKNOWN_PILLARS;
 * - time unknown (offset known): the start of the civil day, the time pipeline's previous jie;
 *   candidates in BIRTH_TIME_UNKNOWN when a jie falls on that day.
 */
function yearMonthInstant(moment: ResolvedMoment, civil: WallClock): { assumedMs: number; ym: YearMonth } {
  const offsetUnknown = moment.location.utcOffset === null
  const assumedMs =
    moment.instantMs ?? (offsetUnknown ? wallToMs(civil) - ASSUMED_OFFSET_HOURS * 3_600_000 : moment.instantRange!.earliestMs)
  const previousJie = offsetUnknown || !moment.boundaries.previousJie ? jieAtOrBefore(assumedMs) : moment.boundaries.previousJie
  return { assumedMs, ym: yearMonthFromJie(previousJie) }
}

/** The four pillars (three without a time): their cycle positions and their stems and branches. */
function natalPillars(ym: YearMonth, dh: DayHour): { cycles: [PillarPosition, number][]; sb: NatalPillar[] } {
  const cycles: [PillarPosition, number][] = [
    ['year', ym.yearCycle],
    ['month', ym.monthCycle],
    ['day', dh.dayCycle],
  ]
  if (dh.hourCycle !== null) cycles.push(['hour', dh.hourCycle])
  return { cycles, sb: cycles.map(([position, c]) => ({ position, stem: c % 10, branch: c % 12 })) }
}

/** What the whole chart and its essentials share: the pillars, the warnings, the times and the luck pillars. */
function natalOfMoment(moment: ResolvedMoment, options: ChartOptions, luckPillars: number) {
  const { locale, ziHour } = options
  const civil = wallOfCivilText(moment.times.civil)
  const { assumedMs, ym } = yearMonthInstant(moment, civil)
  const dh = dayHourFromWall(moment.drivingClock.wall, ziHour, moment.timeKnown)
  const { cycles, sb } = natalPillars(ym, dh)
  const dayMasterStem = sb[2].stem
  const stars = shenshaOf(sb)
  const views = cycles.map(([position, c]) => buildPillar(position, c, dayMasterStem, stars.get(position)!, locale))
  const pillars: Pillars = { year: views[0], month: views[1], day: views[2], hour: views[3] ?? null }
  const warnings = [...moment.warnings, ...chartWarnings({ moment, ym, dh, ziHour, locale })]
  if (!options.sex) warnings.push(sexUnknownWarning(locale))
  const luck = options.sex
    ? luckView(
        {
          sex: options.sex,
          yearStem: sb[0].stem,
          monthCycle: ym.monthCycle,
          dayMasterStem,
          instantMs: moment.instantMs,
          assumedMs,
          civil,
          locale,
        },
        luckPillars,
      )
    : null
  const t = moment.times // copied member by member, in MomentTimes' order (no spread: see chartCore)
  const time: ChartResult['time'] = {
    civil: t.civil,
    utc: t.utc,
    localMean: t.localMean,
    trueSolar: t.trueSolar,
    equationOfTimeMinutes: t.equationOfTimeMinutes,
    longitudeCorrectionMinutes: t.longitudeCorrectionMinutes,
    daylightSavingMinutes: t.daylightSavingMinutes,
    drivingClock: moment.drivingClock.kind,
    timeKnown: moment.timeKnown,
  }
  return { civil, dh, sb, dayMasterStem, pillars, warnings, luck, time }
}

/** Builds the whole chart from a resolved moment. */
export function chartFromMoment(moment: ResolvedMoment, options: ChartOptions): ChartResult {
  const { locale, ziHour } = options
  const { civil, dh, sb, dayMasterStem, pillars, warnings, luck, time } = natalOfMoment(moment, options, LUCK_PILLARS)
  const chart = chartCore(pillars, sb, civil, dh.dayDate, locale)
  const dailyDate = options.includeDaily ? dailyDateOf(options, moment.location.timeZone) : null
  const daily = dailyDate ? dailyBlock(dailyDate, sb, dayMasterStem, locale) : undefined
  const result: ChartResult = {
    chart,
    location: moment.location,
    time,
    conventions: conventionsOf(moment, ziHour, options.sex !== undefined, locale),
    warnings,
    luck,
  }
  if (daily) result.daily = daily
  return result
}

/**
 * A chart's essentials from a resolved moment (`ChartEssentials`): the whole chart's pillars, day
 * master, strength, warnings, times and conventions, and of its luck pillars the first; none of its
 * elements, lunar dates, zodiac, palaces, interactions or other luck pillars, which a reading built
 * on the chart (the yearly outlook) does not read.
 */
export function chartEssentialsFromMoment(moment: ResolvedMoment, options: ChartOptions): ChartEssentials {
  const { locale, ziHour } = options
  const { sb, dayMasterStem, pillars, warnings, luck, time } = natalOfMoment(moment, options, 1)
  return {
    chart: { pillars, dayMaster: STEMS[dayMasterStem].zh, strength: strengthOf(sb, dayMasterStem, locale) },
    location: moment.location,
    time,
    conventions: conventionsOf(moment, ziHour, options.sex !== undefined, locale),
    warnings,
    luck,
  }
}

/** The strength verdict and its favourable elements, with their terms and reason. */
function strengthOf(sb: NatalPillar[], dayMasterStem: number, locale: Locale): ChartResult['chart']['strength'] {
  const strength = assessStrength(sb)
  const l = LABELS[locale]
  return {
    method: strength.method,
    weights: strength.weights,
    support: strength.support,
    total: strength.total,
    ratio: strength.ratio,
    verdict: strength.verdict,
    favourableElements: strength.favourableElements,
    unfavourableElements: strength.unfavourableElements,
    verdictTerm: term(STRENGTH_VERDICTS[strength.verdict], locale),
    favourable: strength.favourableElements.map((e) => l.element[e]),
    unfavourable: strength.unfavourableElements.map((e) => l.element[e]),
    reason: strengthReason(strength, STEMS[dayMasterStem].element, locale),
  }
}

/**
 * The chart proper: pillars, day master, elements, strength, lunar date, zodiac, palaces, interactions.
 * `chartDay` is the date the day pillar belongs to (the driving clock after the 子-hour rule).
 */
function chartCore(
  pillars: Pillars,
  sb: NatalPillar[],
  civil: WallClock,
  chartDay: { year: number; month: number; day: number },
  locale: Locale,
): ChartResult['chart'] {
  const dayMasterStem = sb[2].stem
  const visible = countVisibleElements(sb)
  const weighted = weightElements(sb)
  // The lunar date of the chart's day, as the Zi Wei chart reads it; the civil day's beside it when
  // true solar time or the 23:00 rule moved the day (docs/domain.md, "Chart attributes": lunar date).
  const lunar = lunarDateOf(civil.year, civil.month, civil.day)
  const sameDay = chartDay.year === civil.year && chartDay.month === civil.month && chartDay.day === civil.day
  const chartDayLunar = sameDay ? lunar : lunarDateOf(chartDay.year, chartDay.month, chartDay.day)
  const yearAnimal = animalView(sb[0].branch, locale)
  // Objects are written out member by member, not spread: the spreads' property copies were a
  // visible share of a chart in the CPU profile (BENCHMARKS.md, "The hot path"); the member order is the
  // one the spreads gave, so the serialised answer is byte-for-byte the same.
  return {
    pillars,
    dayMaster: STEMS[dayMasterStem].zh,
    dayMasterDetail: stemView(dayMasterStem, locale),
    elements: {
      visible,
      weighted,
      missing: ELEMENTS.filter((e) => visible[e] === 0),
      missingIncludingHidden: ELEMENTS.filter((e) => weighted[e] === 0),
    },
    strength: strengthOf(sb, dayMasterStem, locale),
    lunarDate: lunarDateView(chartDayLunar, locale),
    ...(sameDay ? {} : { civilLunarDate: lunarDateView(lunar, locale) }),
    zodiac: {
      code: yearAnimal.code,
      zh: yearAnimal.zh,
      en: yearAnimal.en,
      name: yearAnimal.name,
      lunarYear: animalView(lunarYearCycleOf(lunar) % 12, locale),
    },
    palaces: palacesOf(sb, locale),
    interactions: withNames(
      [
        ...stemInteractions(sb.map((p) => ({ label: p.position, stem: p.stem }))),
        ...branchInteractions(sb.map((p) => ({ label: p.position, branch: p.branch }))),
      ],
      locale,
    ),
  }
}

/** The lunar year's position in the sixty cycle (year 4 CE was 甲子). */
const lunarYearCycleOf = (lunar: LunarDate) => (((lunar.year - 4) % 60) + 60) % 60

/** A lunar date with its names and its year's ganzhi. */
function lunarDateView(lunar: LunarDate, locale: Locale): ChartResult['chart']['lunarDate'] {
  const zh = lunarDateZh(lunar)
  const en = lunarDateEn(lunar)
  return {
    year: lunar.year,
    month: lunar.month,
    day: lunar.day,
    isLeapMonth: lunar.isLeapMonth,
    zh,
    en,
    name: lunarDateName(lunar, locale),
    yearGanzhi: SIXTY_CYCLE[lunarYearCycleOf(lunar)],
  }
}

/** 胎元, 胎息, 命宫, 身宫 (the last two need the hour). */
function palacesOf(sb: NatalPillar[], locale: Locale): ChartResult['chart']['palaces'] {
  const palace = (code: keyof typeof PALACES, c: number): PalaceView => ({
    label: term(PALACES[code], locale),
    ganzhi: SIXTY_CYCLE[c],
    nayin: term(nayinOf(c), locale),
  })
  const [year, month, day, hour] = sb
  return {
    conception: palace('conception', conceptionPalace(month.stem, month.branch)),
    conceptionBreath: palace('conception-breath', conceptionBreath(day.stem, day.branch)),
    life: hour ? palace('life', lifePalace(year.stem, month.branch, hour.branch)) : null,
    body: hour ? palace('body', bodyPalace(year.stem, month.branch, hour.branch)) : null,
  }
}
