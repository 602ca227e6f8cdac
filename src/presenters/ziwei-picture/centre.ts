/**
 * The centre of the Zi Wei square: the birth data. 阴/阳 男/女 (or the sex not given), the civil
 * date, time and place, the clock used (true-solar correction in minutes, the 子时 rule), the lunar
 * date and hour branch, 五行局, 命主 and 身主, the year start and leap-month conventions, the reading
 * date of the current layers, and what the 四化 signs mean.
 */
import { BRANCHES, SIXTY_CYCLE, STEMS } from '../../core/bazi'
import type { Locale, Sex } from '../../core/types'
import type { LeapMonthRule, YearStart } from '../../core/ziwei'
import * as L from '../../core/ziwei/labels'
import { signed, solarCorrectionMinutes } from '../chart-picture/document'
import { fillIn, PICTURE_TEXT } from '../chart-picture/text'
import type { ZiweiPictureChart } from './chart'
import { flow, type Line, textUnits, type Unit } from './flow'
import { mutagenChip, type MutagenCode } from './palace'
import { ZIWEI_PICTURE_TEXT } from './text'

export interface CentreOptions {
  locale: Locale
  sex?: Sex
  leapMonth: LeapMonthRule
  yearStart: YearStart
}

/** The line of the sex by the year stem's polarity (阳男, 阴女 …), or the Bazi picture's "sex not given". */
export function sexLine(chart: ZiweiPictureChart, options: CentreOptions): string {
  if (!options.sex) return PICTURE_TEXT[options.locale].sex.unknown
  const polarity = STEMS[chart.yearCycle % 10].polarity
  return ZIWEI_PICTURE_TEXT[options.locale].sex[polarity][options.sex]
}

/** The centre's sentences, in order, each with its type size and classes. */
export function centreTexts(chart: ZiweiPictureChart, options: CentreOptions): [string, number, string][] {
  const { locale } = options
  const words = ZIWEI_PICTURE_TEXT[locale]
  const bazi = PICTURE_TEXT[locale]
  const { time, location } = chart.birth
  const place = location.name ? [location.name, location.country].filter(Boolean).join(', ') : bazi.placeUnknown
  const clock =
    time.trueSolar && time.drivingClock === 'true-solar'
      ? fillIn(bazi.trueSolar, { time: time.trueSolar.slice(11, 16), minutes: signed(solarCorrectionMinutes(time.civil, time.trueSolar)) })
      : bazi.civilClock
  const zi = bazi.ziHour[chart.birth.ziHour] ?? ''
  const lunar = fillIn(words.lunar, {
    year: SIXTY_CYCLE[chart.yearCycle],
    date: chart.lunarDateName,
    hour: BRANCHES[chart.hourBranch].zh,
  })
  const starName = (code: string) => L.nameOf(L.starTableOf(code), code, locale)
  const texts: [string, number, string][] = [
    [words.title, 28, 't28 tx b'],
    [sexLine(chart, options), 20, 't20 ac b'],
    [[fillIn(bazi.born, { date: time.civil.replace('T', ' ') }), place].join(bazi.separator), 16, 't16 tx'],
    [[clock, zi].join(bazi.separator), 15, 't15 mu'],
    [lunar, 17, 't17 tx'],
    [
      [
        L.nameOf(L.FIVE_ELEMENT_BUREAUS, chart.bureau, locale),
        fillIn(words.lifeMaster, { star: starName(chart.lifeMaster) }),
        fillIn(words.bodyMaster, { star: starName(chart.bodyMaster) }),
      ].join(bazi.separator),
      17,
      't17 tx b',
    ],
    [[words.yearStart[options.yearStart], words.leapMonth[options.leapMonth]].join(bazi.separator), 14, 't14 mu'],
  ]
  const layers = chart.layers
  if (layers) {
    texts.push([fillIn(words.reading, { date: layers.readingDate, age: layers.nominalAge }), 15, 't15 ac'])
  }
  texts.push([words.legend, 13, 't13 mu'])
  return texts
}

/** The centre as lines no wider than `maxWidth`, the 四化 signs shown once before their legend. */
export function centreLines(chart: ZiweiPictureChart, options: CentreOptions, maxWidth: number): Line[] {
  const words = ZIWEI_PICTURE_TEXT[options.locale]
  const units: { unit: Unit; newLine?: boolean }[] = []
  const texts = centreTexts(chart, options)
  texts.forEach(([value, size, classes], i) => {
    if (i === texts.length - 1) {
      // The legend: the four signs as the palaces draw them, then what filled and outlined mean.
      const signs = (['lu', 'quan', 'ke', 'ji'] as MutagenCode[]).map((m) => mutagenChip(words, m, null, 13))
      units.push({ unit: signs, newLine: true })
    }
    textUnits(value, size, classes, maxWidth).forEach((unit, j) => units.push({ unit, newLine: j === 0 }))
  })
  return flow(units, maxWidth)
}
