/**
 * What the Zi Wei picture draws from: the chart's palaces, layers and birth data with the lunar date
 * already named. The server makes it from the core's chart (`pictureChartOf`); the MCP Apps view from
 * the tool's full answer (`pictureChartOfAnswer`), so the view carries no calendar tables.
 */
import type { ChartResult } from '../../core/bazi'
import type { WarningCode, ZiHourRule } from '../../core/types'
import type { ZiweiChart } from '../../core/ziwei'

export interface ZiweiPictureChart
  extends Pick<ZiweiChart, 'palaces' | 'layers' | 'hourBranch' | 'yearCycle' | 'bureau' | 'lifeMaster' | 'bodyMaster'> {
  /** The lunar date of the chart's day in the picture's locale. */
  lunarDateName: string
  warnings: { code: WarningCode; message: string }[]
  birth: { time: ChartResult['time']; location: ChartResult['location']; ziHour: ZiHourRule }
}
