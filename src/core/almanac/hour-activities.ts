/**
 * Hourly suitability (时辰宜忌): the activities each two-hour period suits and must avoid, from
 * lunar-typescript's table keyed by the day and hour pillars (`LunarUtil.getTimeYi/getTimeJi`, the
 * library's `LunarTime.getYi()/getJi()`), in the same vocabulary and with the same codes as the
 * day's 宜/忌. Depends only on the two pillars: memoized (at most 60 × 12 per locale).
 */
import { lunarLibrary } from './lunar-library'
import { LOCALES } from '../locale'
import type { Locale } from '../types'
import { activityTerm, type ActivityTerm, type Almanac, type AlmanacHour } from './almanac'

export interface HourActivities {
  suitable: ActivityTerm[]
  unsuitable: ActivityTerm[]
}

const NONE = '无'
const cache = Object.fromEntries(LOCALES.map((l) => [l, new Map<string, HourActivities>()])) as Record<Locale, Map<string, HourActivities>>

export function hourActivitiesOf(dayGanzhi: string, hourGanzhi: string, locale: Locale): HourActivities {
  const key = dayGanzhi + hourGanzhi
  let v = cache[locale].get(key)
  if (!v) {
    const terms = (list: string[]) => list.filter((x) => x !== NONE).map((x) => activityTerm(x, locale))
    const { LunarUtil } = lunarLibrary()
    v = { suitable: terms(LunarUtil.getTimeYi(dayGanzhi, hourGanzhi)), unsuitable: terms(LunarUtil.getTimeJi(dayGanzhi, hourGanzhi)) }
    cache[locale].set(key, v)
  }
  return v
}

/** The almanac with each of its twelve hours listing its own 宜/忌 (a copy; the almanac itself is shared). */
export function withHourActivities(
  almanac: Almanac,
  locale: Locale,
): Almanac & { hours: (AlmanacHour & { activities: HourActivities })[] } {
  return {
    ...almanac,
    hours: almanac.hours.map((h) => ({ ...h, activities: hourActivitiesOf(almanac.day_pillar.ganzhi, h.ganzhi, locale) })),
  }
}
