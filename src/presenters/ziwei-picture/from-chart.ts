/** The picture's chart from the core's Zi Wei chart (the REST route's path). */
import { lunarDateName } from '../../core/bazi'
import type { Locale, ZiHourRule } from '../../core/types'
import type { ZiweiChart } from '../../core/ziwei'
import type { ZiweiPictureChart } from './chart'

export const pictureChartOf = (chart: ZiweiChart, locale: Locale): ZiweiPictureChart => ({
  palaces: chart.palaces,
  layers: chart.layers,
  hourBranch: chart.hourBranch,
  yearCycle: chart.yearCycle,
  bureau: chart.bureau,
  lifeMaster: chart.lifeMaster,
  bodyMaster: chart.bodyMaster,
  lunarDateName: lunarDateName(chart.lunarDate, locale),
  warnings: chart.warnings,
  birth: { time: chart.bazi.time, location: chart.bazi.location, ziHour: chart.bazi.conventions.ziHour as ZiHourRule },
})
