/**
 * What every picture's document shares (the Bazi chart's and the Zi Wei chart's): the fonts named per
 * locale, the document's language, the root element with its `<title>`, `<desc>`, style sheet and
 * background, and the clock correction as the headers print it.
 */
import type { Locale } from '../../core/types'
import { escapeXml, PALETTES, rect, styleSheet, type Theme } from './svg'

const FONT = "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif"
/**
 * The fonts a browser should try, the locale's own face first (a Han character has a Japanese,
 * Korean, Taiwanese and Hong Kong form: 骨, 直, 角 are drawn differently), then the Simplified face
 * the PNG's embedded subset is (src/operations/shared/rasterise.ts), which has every glyph drawn.
 */
const FONTS: Record<Locale, string> = {
  en: FONT,
  zh: FONT,
  'zh-TW': `'Noto Sans CJK TC','Noto Sans TC','Source Han Sans TC','PingFang TC','Microsoft JhengHei',${FONT}`,
  'zh-HK': `'Noto Sans CJK HK','Noto Sans HK','Source Han Sans HC','PingFang HK','Microsoft JhengHei',${FONT}`,
  ja: `'Noto Sans CJK JP','Noto Sans JP','Source Han Sans','Hiragino Sans','Yu Gothic',${FONT}`,
  ko: `'Noto Sans CJK KR','Noto Sans KR','Source Han Sans K','Apple SD Gothic Neo','Malgun Gothic',${FONT}`,
  vi: FONT,
}
/** The document's language: zh is Simplified Chinese (the other locales are their own tags). */
const LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hans', 'zh-TW': 'zh-TW', 'zh-HK': 'zh-HK', ja: 'ja', ko: 'ko', vi: 'vi' }

/** Minutes from the civil clock to true solar time, from the two wall readings the core gives. */
export function solarCorrectionMinutes(civil: string, trueSolar: string): number {
  const minutes = (wall: string) => Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`) / 60_000
  return Math.round(minutes(trueSolar) - minutes(civil))
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0')

/**
 * The standalone SVG document: `grid` user units wide and `height` tall, drawn `width` px wide, with
 * its text summary, the shared style sheet (and a picture's own rules after it) and the theme's background.
 */
export function svgDocument(d: {
  locale: Locale
  theme: Theme
  width: number
  grid: number
  height: number
  scaledHeight: number
  summary: { title: string; description: string }
  parts: string[]
  extraStyle?: string
}): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.scaledHeight}" viewBox="0 0 ${d.grid} ${d.height}" role="img" aria-labelledby="chart-title chart-desc" font-family="${escapeXml(FONTS[d.locale])}" lang="${LANG[d.locale]}">`,
    `<title id="chart-title">${escapeXml(d.summary.title)}</title>`,
    `<desc id="chart-desc">${escapeXml(d.summary.description)}</desc>`,
    styleSheet(d.theme),
    d.extraStyle ?? '',
    rect(0, 0, d.grid, d.height, PALETTES[d.theme].background),
    ...d.parts,
    '</svg>',
  ].join('')
}
