/** The chart's daily block: a civil day's pillar read against the natal chart. */
import type { Locale } from '../types'
import { existingCivilDate, formatCivilDate } from '../time/civil-date'
import { civilDateAt } from '../time/offset-in-force'
import { dayCycleOfDate } from './calendar'
import { SIXTY_CYCLE, cycleParts } from './ganzhi'
import { tenGodOf } from './ten-gods'
import { LABELS, branchView, stemView, withNames } from './chart-labels'
import { dayInteractions, type NatalStemBranch } from './day-interactions'
import type { ChartOptions, DailyView } from './chart-types'

/**
 * The day of the daily block: the reading date, else the caller's today, else the date at the
 * caller's clock reading in the birth place's zone (UTC without one); null when none is given.
 */
export function dailyDateOf(options: ChartOptions, timeZone: string | null): string | null {
  return options.readingDate ?? options.today ?? (options.nowMs !== undefined ? civilDateAt(options.nowMs, timeZone) : null)
}

/** Day pillar of a civil date (YYYY-MM-DD) and its relations to natal pillars. */
export function dailyBlock(dateText: string, natal: readonly NatalStemBranch[], dayMasterStem: number, locale: Locale): DailyView {
  const d = existingCivilDate(dateText, 'readingDate', 'reading date')
  const cycle = dayCycleOfDate(d.year, d.month, d.day)
  const { stem, branch } = cycleParts(cycle)
  const { stems, branches } = dayInteractions(natal, stem, branch)
  const tenGod = LABELS[locale].tenGod[tenGodOf(dayMasterStem, stem)]
  return {
    date: formatCivilDate(d),
    ganzhi: SIXTY_CYCLE[cycle],
    stem: { ...stemView(stem, locale), tenGod },
    branch: branchView(branch, locale),
    tenGod,
    interactions: withNames([...stems, ...branches], locale),
  }
}
