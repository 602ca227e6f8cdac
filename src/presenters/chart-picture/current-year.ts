/**
 * The year pillar of the reading date, for the picture's "current" marks. Apart from the renderer so
 * that a caller which already has it (the MCP view, from the tool's summary) does not load the
 * solar-term tables.
 */
import { glossary, pillarsForDay, tenGodOfChars, type ChartResult } from '../../core/bazi'
import type { Locale } from '../../core/types'
import type { CurrentYear } from './context'

/** The reading date's Bazi year, its pillar and that pillar's ten god. */
export function currentYearOf(chart: ChartResult, readingDate: string, locale: Locale): CurrentYear {
  const day = pillarsForDay(readingDate)
  const code = tenGodOfChars(chart.chart.dayMaster, day.year[0])
  return { year: day.baziYear, ganzhi: day.year, tenGod: code ? glossary.TEN_GODS[code].names[locale] : '' }
}
