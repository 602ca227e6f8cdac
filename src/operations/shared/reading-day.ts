/** Computation the daily-type readings (daily, kids) share. Not a capability: operations import it. */
import type { DailyRequestInput } from '../../contracts/guidance'
import { calculateChart, type ChartResult } from '../../core/bazi'

/**
 * The chart without the `daily` block (used only to find "today in the person's zone"), so `chart`
 * equals what `/api/v1/bazi` and `calculate_bazi_chart` return for the same birth details.
 */
export function chartAndReadingDate(
  input: Pick<DailyRequestInput, 'birth' | 'locale' | 'readingDate' | 'sex' | 'ziHour' | 'trueSolarTime'>,
  now: Date,
): { chart: ChartResult; readingDate: string } {
  const full = calculateChart({
    ...input.birth,
    sex: input.sex,
    ziHour: input.ziHour,
    trueSolarTime: input.trueSolarTime,
    locale: input.locale,
    includeDaily: input.readingDate === undefined,
    nowMs: now.getTime(),
  })
  const { daily, ...chart } = full
  const readingDate = input.readingDate ?? daily?.date
  if (!readingDate) throw new Error('calculateChart gave no daily block for the default reading date')
  return { chart, readingDate }
}
