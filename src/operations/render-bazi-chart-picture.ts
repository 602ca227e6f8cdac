/**
 * The chart as a picture: REST `POST /api/v1/bazi/picture` (metered like the chart). The body is the
 * chart's plus `format`, `theme` and `width`; the answer is the SVG of src/presenters/chart-picture
 * (`image/svg+xml`) or that SVG rasterised on a worker thread (`image/png`). Errors are JSON like every route.
 */
import { BaziPictureRequest, PICTURE_WIDTH, type ChartRequestInput } from '../contracts/chart'
import { birthDetailsOf, localeOf, resolveChartOptions } from '../contracts/common'
import { checkReadingDate } from '../contracts/guidance'
import { calculateChart } from '../core/bazi'
import { civilDateAt } from '../core/time/offset-in-force'
import { defineCapability, MediaAnswer, pureCalculation } from '../pipeline/define'
import { rasteriseInPool } from './shared/raster-pool'
import { renderChartPicture, type Theme } from '../presenters/chart-picture'
import { currentYearOf } from '../presenters/chart-picture/current-year'
import { Type } from '@sinclair/typebox'

interface PictureInput extends ChartRequestInput {
  format: 'svg' | 'png'
  theme: Theme
  width: number
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8'
const PNG_TYPE = 'image/png'

export const renderBaziChartPicture = defineCapability<PictureInput, MediaAnswer>({
  name: 'render_bazi_chart_picture',
  operationId: 'renderBaziChartPicture',
  summary: 'Four Pillars (Bazi) chart as a picture (SVG or PNG)',
  description:
    'The chart of `POST /api/v1/bazi` drawn in the traditional layout: header (sex as 乾造/坤造, civil date and time at the place, true-solar-time correction, 子时 rule, lunar date, zodiac), the four pillars (ten gods, stems and branches coloured and named by element, hidden stems, life stages, nayin, void, symbolic stars), element balance, luck pillars with the current decade and year, and every warning. Labels in `locale`; `light` or `dark`. SVG is self-contained (no external reference; `<title>`/`<desc>` carry a text summary); PNG is rasterised on a worker thread with an embedded font. Counts one call, like the chart.',
  output: Type.String({ description: 'The picture (SVG text or PNG bytes).' }),
  annotations: pureCalculation('Draw Bazi chart'),
  rest: {
    path: '/api/v1/bazi/picture',
    input: BaziPictureRequest,
    example: {
      date: '1988-07-01',
      time: '12:00',
      city: 'Beijing',
      sex: 'female',
      locale: 'en',
      format: 'svg',
      theme: 'light',
      width: 1200,
    },
    media: {
      'image/svg+xml': 'The chart as a self-contained SVG document (`format: "svg"`, the default).',
      'image/png': 'The chart as a PNG image `width` px wide (`format: "png"`).',
    },
    toInput: (body: BaziPictureRequest) => {
      // The reading date's one rule (contracts/guidance.ts), before any work, said in the locale.
      checkReadingDate(body.readingDate, 'readingDate', localeOf(body.locale))
      return {
        ...birthDetailsOf(body),
        ...resolveChartOptions(body),
        includeDaily: false,
        readingDate: body.readingDate,
        format: body.format ?? 'svg',
        theme: body.theme ?? 'light',
        width: body.width ?? PICTURE_WIDTH.default,
      }
    },
  },
  // "Current" (luck decade, year pillar) is the reading date, else today in the birth place's zone
  // (else UTC) from the request's clock, as for the chart's summary.
  run: async (input, ctx) => {
    const { format, theme, width, ...options } = input
    const chart = calculateChart({ ...options, nowMs: ctx.now.getTime() })
    const readingDate = options.readingDate ?? civilDateAt(ctx.now.getTime(), chart.location.timeZone)
    const currentYear = currentYearOf(chart, readingDate, options.locale)
    const svg = renderChartPicture(chart, { locale: options.locale, theme, width, currentYear })
    if (format === 'svg') return new MediaAnswer(SVG_TYPE, svg)
    // On a rasteriser thread (shared/raster-pool.ts): 503 SERVER_BUSY when its queue is full.
    return new MediaAnswer(PNG_TYPE, await rasteriseInPool(svg, width, options.locale))
  },
})
