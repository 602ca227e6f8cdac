/** What every section of the chart picture draws from, and the grid it is laid out on. */
import { elementName as elementNameIn, type ChartResult, type Element } from '../../core/bazi'
import type { Locale } from '../../core/types'
import type { Palette } from './svg'
import type { PictureText } from './text'

/** The drawing's width in user units; the `width` option scales it. */
export const GRID = 1200
export const MARGIN = 32

export interface PictureContext {
  chart: ChartResult
  locale: Locale
  words: PictureText
  colours: Palette
  /** Whether a text can be drawn (a PNG's embedded font); absent: everything can (an SVG). */
  drawable?: (text: string) => boolean
}

/** A section drawn from `y` down, and how tall it came out (0: nothing to draw). */
export interface Drawn {
  svg: string
  height: number
}

/** An element's name in the locale (the chart's shared tables, src/core/bazi/ganzhi.ts). */
export const elementName = (element: Element, locale: Locale): string => elementNameIn(element, locale)

export interface CurrentYear {
  /** The Bazi (立春-based) year of the reading date. */
  year: number
  ganzhi: string
  /** Ten god of the year's stem against the day master, in the locale. */
  tenGod: string
}

/**
 * The strength verdict's own figures, support of total = ratio, on the verdict's weighting
 * (`strength.weights`: the day master's stem left out, the month branch doubled; docs/domain.md,
 * "Chart attributes"), so the figures beside the verdict add up to it.
 */
export const verdictFigures = (strength: ChartResult['chart']['strength']): string =>
  `${strength.support} / ${strength.total} = ${strength.ratio.toFixed(2)}`

/**
 * The birth place as the JSON names it for the reader (`localName`: 서울, 臺北; in zh the Chinese
 * name), or its English name where that cannot be drawn.
 */
export function placeNameOf(ctx: Pick<PictureContext, 'chart' | 'locale' | 'drawable'>): string | null {
  const { location } = ctx.chart
  if (!location.name) return null
  const local = location.localName ?? (ctx.locale === 'zh' ? (location.nameZh ?? location.name) : location.name)
  return !ctx.drawable || ctx.drawable(local) ? local : location.name
}

/** The four pillars in the picture's order. */
export const POSITIONS = ['year', 'month', 'day', 'hour'] as const
