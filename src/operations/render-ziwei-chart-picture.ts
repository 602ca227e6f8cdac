/**
 * The Zi Wei chart as a picture: REST `POST /api/v1/ziwei/picture` (metered like the chart). The body
 * is the chart's plus `format`, `theme` and `width`, as the Bazi picture takes them; the answer is the
 * SVG of src/presenters/ziwei-picture (`image/svg+xml`) or that SVG rasterised (`image/png`). Errors
 * are JSON like every route, and come before any quota.
 */
import { PICTURE_WIDTH } from '../contracts/chart'
import { toZiweiInput, ZiweiPictureRequest, type ZiweiRequestInput } from '../contracts/ziwei'
import { calculateZiweiChart } from '../core/ziwei'
import { defineCapability, MediaAnswer, pureCalculation } from '../pipeline/define'
import { rasteriseInPool } from './shared/raster-pool'
import type { Theme } from '../presenters/chart-picture'
import { renderZiweiPicture } from '../presenters/ziwei-picture'
import { pictureChartOf } from '../presenters/ziwei-picture/from-chart'
import { Type } from '@sinclair/typebox'

interface ZiweiPictureInput extends ZiweiRequestInput {
  format: 'svg' | 'png'
  theme: Theme
  width: number
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8'
const PNG_TYPE = 'image/png'

export const renderZiweiChartPicture = defineCapability<ZiweiPictureInput, MediaAnswer>({
  name: 'render_ziwei_chart_picture',
  operationId: 'renderZiweiChartPicture',
  summary: 'Zi Wei Dou Shu (紫微斗数) chart as a picture (SVG or PNG)',
  description:
    "The chart of `POST /api/v1/ziwei` drawn as the traditional square: the twelve palaces on the outer ring in their fixed branch places (巳 午 未 申 across the top, 寅 丑 子 亥 across the bottom), each with its name (命宫 and 身宫 marked), stem and branch, the major stars with brightness and birth-year 四化 (a sign and a colour), the minor and adjective stars, the life-stage and 博士 spirits and the decade; the birth data in the centre (阴/阳 男/女, civil date, time and place, the clock and 子时 rule, lunar date and hour, 五行局, 命主, 身主, the conventions). The current decade and year (of `readingDate`, else today at the birth place) are outlined, and their 四化 drawn apart from the birth year's. Labels in `locale`; `light` or `dark`. SVG is self-contained (`<title>`/`<desc>` carry a text summary); PNG is rasterised with an embedded font. Counts one call, like the chart.",
  output: Type.String({ description: 'The picture (SVG text or PNG bytes).' }),
  annotations: pureCalculation('Draw Zi Wei chart'),
  rest: {
    path: '/api/v1/ziwei/picture',
    input: ZiweiPictureRequest,
    example: {
      date: '1988-07-01',
      time: '12:00',
      city: 'Beijing',
      sex: 'female',
      locale: 'en',
      readingDate: '2026-11-21',
      format: 'svg',
      theme: 'light',
      width: 1200,
    },
    media: {
      'image/svg+xml': 'The chart as a self-contained SVG document (`format: "svg"`, the default).',
      'image/png': 'The chart as a PNG image `width` px wide (`format: "png"`).',
    },
    // The chart's own mapping (its defaults, the reading date's one rule), then the picture's options.
    toInput: (body: ZiweiPictureRequest) => {
      const { hourCandidates: _none, ...chart } = toZiweiInput(body)
      return {
        ...chart,
        format: body.format ?? 'svg',
        theme: body.theme ?? 'light',
        width: body.width ?? PICTURE_WIDTH.default,
      }
    },
  },
  // "Current" (the decade and year marked) is the reading date, else today in the birth place's zone
  // from the request's clock; a birth after today has no current layers (a BIRTH_AFTER_TODAY warning).
  run: async (input, ctx) => {
    const { format, theme, width, ...options } = input
    const chart = calculateZiweiChart({ ...options, nowMs: ctx.now.getTime() })
    const svg = renderZiweiPicture(pictureChartOf(chart, options.locale), {
      locale: options.locale,
      theme,
      width,
      sex: options.sex,
      leapMonth: options.leapMonth,
      yearStart: options.yearStart,
    })
    if (format === 'svg') return new MediaAnswer(SVG_TYPE, svg)
    // On a rasteriser thread (shared/raster-pool.ts): 503 SERVER_BUSY when its queue is full.
    return new MediaAnswer(PNG_TYPE, await rasteriseInPool(svg, width, options.locale))
  },
})
