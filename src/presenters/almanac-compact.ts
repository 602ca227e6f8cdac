/**
 * The almanac as MCP readers get it (every fact kept, the form trimmed): labels as their
 * name in the requested locale; each pillar as its ganzhi, its reading where the characters are not
 * the reader's script (en: romanised with stem element and animal, ko: 병자, vi: Bính Tý) and its
 * nayin; the twelve two-hour periods as one line each ("23:00-01:00 甲子 White Tiger, Black Path": the
 * animal is the branch's, and the Yellow Path hours are the auspicious ones); the zodiac clash without
 * its display sentence (its animal, pillar and sha direction are members).
 */
import type { Almanac } from '../core/almanac/almanac'
import { PUNCTUATION } from '../core/sentence'
import type { Locale } from '../core/types'
import { labelsAsNames } from './labels'

type Pillar = Almanac['year_pillar']

/** Readers of Han characters (zh, zh-TW, zh-HK, ja) read the ganzhi itself: no second name. */
const readsGanzhi = (locale: Locale) => locale === 'zh' || locale === 'zh-TW' || locale === 'zh-HK' || locale === 'ja'

const pillarOf = (p: Pillar, locale: Locale) => ({
  ganzhi: p.ganzhi,
  ...(readsGanzhi(locale) ? {} : { name: locale === 'en' ? p.en : p.name }),
  nayin: p.nayin.name,
})

export function compactAlmanac(almanac: Almanac, locale: Locale) {
  // Every member of the almanac, relabelled; the ones below are reshaped.
  const named = labelsAsNames(almanac, locale) as any
  const { zh: _zh, ...lunarDate } = almanac.lunar_date as Almanac['lunar_date'] & { zh?: string }
  const clash = named.zodiac_clash
  return {
    ...named,
    lunar_date: lunarDate,
    year_pillar: pillarOf(almanac.year_pillar, locale),
    month_pillar: pillarOf(almanac.month_pillar, locale),
    day_pillar: pillarOf(almanac.day_pillar, locale),
    zodiac_clash: { animal: clash.animal, pillar: clash.pillar.ganzhi, sha_direction: clash.sha_direction },
    hours: (named.hours as { ganzhi: string; start: string; end: string; god: string; path: string }[]).map(
      (h) => `${h.start}-${h.end} ${h.ganzhi} ${h.god}${PUNCTUATION[locale].comma}${h.path}`,
    ),
  }
}

export type CompactAlmanac = ReturnType<typeof compactAlmanac>
