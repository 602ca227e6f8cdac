/**
 * The fortune layers (运限) of a Zi Wei chart on a reading date: decade (大限), year (流年), month
 * (流月) and day (流日). Each puts its own 命宫 on one natal palace and has a stem and branch whose
 * 四化 it brings. Computed here from the natal chart with the rules of docs/domain.md ("Zi Wei Dou
 * Shu: fortune layers") rather than by iztro's `horoscope()`, which also places every layer's stars
 * (unasked for, and most of its cost); the tests check the positions against `horoscope()`.
 */
import { cycleIndexOf, dayCycleOfDate, lunarDateOf, parseCivilDate, yearMonthFromJie } from '../bazi'
import { AppError } from '../errors'
import { requireSupportedYear } from '../time/civil-date'
import { jieAtOrBefore } from '../time/solar-terms'
import type { Locale, Sex } from '../types'
import { ZIWEI_REFUSALS } from './refusals'
import type { NatalChart, YearStart, ZiweiLayer, ZiweiLayers } from './types'

export type { ZiweiLayer, ZiweiLayers } from './types'
import { MUTAGEN_CODES_BY_STEM } from './mutagens'

const mod = (n: number, m: number) => ((n % m) + m) % m

/** 童限: before the first decade, ages 1–6 read from these palaces (一命二财三疾厄，四岁夫妻五福德，六岁事业). */
const CHILDHOOD_PALACES = ['life', 'wealth', 'health', 'spouse', 'fortune', 'career']

export function layersAt(
  chart: NatalChart,
  options: { readingDate: string; yearStart: YearStart; sex?: Sex; locale: Locale },
): ZiweiLayers {
  const d = parseCivilDate(options.readingDate)
  if (!d)
    throw new AppError('INVALID_DATE', ZIWEI_REFUSALS.text(options.locale, 'noSuchReadingDate', { date: options.readingDate }), {
      field: 'readingDate',
    })
  // The lunar-date and solar-term tables end where the charts' range does: a reading date past them is refused, not read.
  requireSupportedYear(options.readingDate, d.year, 'readingDate', options.locale)
  const lunar = lunarDateOf(d.year, d.month, d.day)
  const nominalAge = lunar.year - chart.lunarDate.year + 1
  if (nominalAge < 1 || options.readingDate < chart.dayDate)
    throw new AppError('INVALID_REQUEST', ZIWEI_REFUSALS.text(options.locale, 'readingBeforeBirth', { date: options.readingDate }), {
      field: 'readingDate',
    })
  const layer = (branch: number, cycle: number): ZiweiLayer => {
    const palace = chart.palaces.find((p) => p.branch === branch)!
    return { branch, palace: palace.palace, cycle, mutagens: MUTAGEN_CODES_BY_STEM[cycle % 10] }
  }
  // The year: the lunar year, or the 立春 year at noon Beijing time of the reading date.
  const yearCycle =
    options.yearStart === 'lunar-new-year'
      ? mod(lunar.year - 4, 60)
      : yearMonthFromJie(jieAtOrBefore(Date.UTC(d.year, d.month - 1, d.day, 4))).yearCycle
  const yearBranch = yearCycle % 12
  // 流月 (斗君): from the year's palace count back to the birth month, forward to the birth hour:
  // that palace is 正月; each month one palace on. A leap month's second half counts as the next month.
  const readingMonth = lunar.isLeapMonth && lunar.day > 15 ? lunar.month + 1 : lunar.month
  const monthBranch = mod(yearBranch - (chart.lunarDate.monthUsed - 1) + chart.hourBranch + (readingMonth - 1), 12)
  // The month's own pillar: 五虎遁 from the year stem (寅 month stem), month n on the branch n + 1.
  const monthCycle = cycleIndexOf(mod(((yearCycle % 10) % 5) * 2 + 2 + readingMonth - 1, 10), mod(readingMonth + 1, 12))
  const dayBranch = mod(monthBranch + lunar.day - 1, 12)
  return {
    readingDate: options.readingDate,
    nominalAge,
    decade: options.sex ? decadeLayer(chart, nominalAge, layer) : null,
    year: layer(yearBranch, yearCycle),
    month: layer(monthBranch, monthCycle),
    day: layer(dayBranch, dayCycleOfDate(d.year, d.month, d.day)),
  }
}

function decadeLayer(chart: NatalChart, age: number, layer: (branch: number, cycle: number) => ZiweiLayer): ZiweiLayers['decade'] {
  const ruling = chart.palaces.find((p) => p.decade && age >= p.decade.from && age <= p.decade.to)
  const childhood = ruling ? null : chart.palaces.find((p) => p.palace === CHILDHOOD_PALACES[age - 1])
  const palace = ruling ?? childhood
  if (!palace) return null
  const range = ruling?.decade ?? { from: age, to: age }
  return { ...layer(palace.branch, cycleIndexOf(palace.stem, palace.branch)), from: range.from, to: range.to, childhood: !ruling }
}
