/**
 * The conventions a chart was computed under, stated in every result with their sources
 * (docs/domain.md, "Conventions in a chart result").
 */
import type { Locale, ZiHourRule } from '../types'
import { inLocale as msg } from '../locale'
import type { ResolvedMoment } from '../time/types'
import { HIDDEN_STEM_WEIGHTS_NAME } from './hidden-stems'
import { SHENSHA_SET_NAME } from './shensha'

/** Offset assumed for the main year/month pillars when the birth place's offset is unknown. */
export const ASSUMED_OFFSET_HOURS = 8

/** Sources of every convention, bilingual (English titles in pinyin so English output stays free of Chinese). */
const CONVENTION_SOURCES: { en: string; zh: string }[] = [
  {
    en: 'Year pillar from the Start of Spring (Lichun) instant, month pillars from the jie instants (Yuanhai Ziping); instants in UTC from VSOP87 via astronomia',
    zh: '年柱以立春交节时刻为界，月柱以各节交节时刻为界（《渊海子平》）；节气时刻由 astronomia（VSOP87）按 UTC 计算',
  },
  {
    en: 'Month stems by the Five Tigers rule, hour stems by the Five Rats rule (Sanming Tonghui)',
    zh: '月干按五虎遁，时干按五鼠遁（《三命通会》）',
  },
  {
    en: 'Hidden stems, ten gods, nayin, growth stages: the Yuanhai Ziping / Sanming Tonghui tables as in lunar-typescript 1.8.6',
    zh: '藏干、十神、纳音、长生十二宫：《渊海子平》《三命通会》之表，与 lunar-typescript 1.8.6 一致',
  },
  {
    en: 'Luck start: 3 days = 1 year (Sanming Tonghui), computed on minutes as lunar-typescript getYun(gender, 2)',
    zh: '起运：三日折一年（《三命通会》），按分钟计算，同 lunar-typescript getYun(gender, 2)',
  },
  { en: 'Symbolic stars: Sanming Tonghui rules (see conventions.shensha)', zh: '神煞：《三命通会》规则（见 conventions.shensha）' },
  {
    en: 'Lunar date: lunar-typescript 1.8.6 (Chinese calendar in Beijing time)',
    zh: '农历日期：lunar-typescript 1.8.6（以北京时间计算的农历）',
  },
]

export function conventionsOf(moment: ResolvedMoment, ziHour: ZiHourRule, withLuck: boolean, locale: Locale): Record<string, unknown> {
  return {
    ziHour,
    ziHourDescription:
      ziHour === 'next-day'
        ? msg(
            locale,
            'The day pillar changes at 23:00 on the driving clock (school A, most software); the 23:00-24:00 hour stem comes from the next day.',
            '日柱在 23:00 换日（多数软件的做法）；23:00-24:00 的时干取次日。',
          )
        : msg(
            locale,
            'The day pillar changes at 00:00 on the driving clock (school B, lunar-typescript default); the 23:00-24:00 hour stem still comes from the next day.',
            '日柱在 00:00 换日（lunar-typescript 默认）；23:00-24:00 的时干仍取次日。',
          ),
    clock: moment.drivingClock.kind,
    clockDescription:
      moment.drivingClock.kind === 'true-solar'
        ? msg(
            locale,
            'Day and hour pillars from local apparent (true) solar time at the birth longitude.',
            '日柱和时柱按出生地经度的真太阳时计算。',
          )
        : msg(
            locale,
            'Day and hour pillars from the civil clock as entered (no longitude correction).',
            '日柱和时柱按输入的钟表时间计算（未做经度校正）。',
          ),
    yearBoundary: 'lichun-instant',
    monthBoundary: 'jie-instant',
    termComparison: 'utc-instant',
    dayPillar: 'julian-day-number-sexagenary',
    hourStem: 'five-rats',
    monthStem: 'five-tigers',
    luckStartMethod: withLuck ? 'minutes-to-jie-3-days-per-year' : null,
    hiddenStemWeights: HIDDEN_STEM_WEIGHTS_NAME,
    strengthMethod: 'weighted-support-ratio',
    shensha: SHENSHA_SET_NAME,
    nayin: 'sanming-tonghui',
    growthStages: 'yang-forward-yin-backward-fire-earth-same',
    lunarDate: 'civil-birth-date',
    unknownOffsetAssumption: moment.location.utcOffset === null ? `UTC+${ASSUMED_OFFSET_HOURS}` : null,
    unknownOffsetDescription:
      moment.location.utcOffset === null
        ? msg(
            locale,
            'The UTC offset is unknown: the main year and month pillars read the civil time at UTC+8 (Beijing time, the reference of the Chinese calendar); every candidate another offset could give is in OFFSET_UNKNOWN_PILLARS.',
            '时区未知：主年柱、月柱按 UTC+8（北京时间，农历的基准）解读输入时间；其他时区可能得出的结果见 OFFSET_UNKNOWN_PILLARS。',
          )
        : null,
    unknownTimeDescription: moment.timeKnown
      ? null
      : msg(
          locale,
          'The birth time is unknown: no hour pillar; year and month pillars as at the start of the civil day, with both candidates in BIRTH_TIME_UNKNOWN when a jie falls on that day.',
          '出生时间未知：无时柱；年柱、月柱按当日零点计算，若当日交节，两种可能见 BIRTH_TIME_UNKNOWN。',
        ),
    sources: CONVENTION_SOURCES,
  }
}
