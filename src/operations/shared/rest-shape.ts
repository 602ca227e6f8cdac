/**
 * REST bodies without duplication (issue 18): labels as `{code, name}` in the request locale (the
 * codes are stable, so a client maps them to any language), and the chart's repeated parts written
 * once. No fact is lost: the full luck and annual pillars stay.
 *
 * In a chart:
 * - a pillar's `position` (its key and its `label.code`) and `cycle` (its ganzhi's place in the
 *   sixty) are dropped, and so are the `name` and `pinyin` of its stems and branch (a stem's name is
 *   its polarity and element, "Yang Earth"; a branch's its animal and pinyin, "Dragon (Chen)"; in
 *   Chinese, the character itself; pinyin romanises `char`);
 * - `dayMasterDetail` is dropped (it is `pillars.day.stem`);
 * - the conventions keep every code and every case-specific description, not the documentation that
 *   is the same in every answer (`sources`, `ziHourDescription`, `clockDescription`: in the OpenAPI
 *   schema of `conventions`);
 * - a luck pillar's `index`, `endYear` and `endAge` are dropped (the pillars are in order and each
 *   spans ten years from `startYear` / `startAge`);
 * - each luck pillar's ten annual pillars (流年) become their ganzhi, in year order from the luck
 *   pillar's `startYear` (nominal age `startAge` + i). An annual pillar's ten god is its stem's: the
 *   ten luck pillars run through the ten stems, so it is the `tenGod` of the luck pillar whose
 *   ganzhi starts with the same stem.
 *
 * The OpenAPI schemas follow (src/contracts/chart.ts `BaziChartResult`, `withLabelsInLocale`).
 */
import type { ChartResult } from '../../core/bazi'
import type { Locale } from '../../core/types'
import { labelsWithCodes } from './labels'

type Labelled = Record<string, any>

/** A stem or branch view without its derivable members (`name`/`en`, its elements in words; `pinyin`, the romanisation of `char`). */
const withoutNameAndPinyin = <V extends { name?: string; en?: string; pinyin?: string }>({ name: _name, en: _en, pinyin: _pinyin, ...rest }: V) => rest

/** A chart (as computed) in its REST shape. */
export function chartForRest(result: ChartResult, locale: Locale): Labelled {
  const { dayMasterDetail: _detail, pillars, ...chart } = result.chart
  const luck = result.luck && {
    ...result.luck,
    pillars: result.luck.pillars.map(({ index: _index, endYear: _endYear, endAge: _endAge, annual, ...p }) => ({ ...p, annual: annual.map((a) => a.ganzhi) })),
  }
  const pillar = (p: (typeof pillars)['year'] | null) => {
    if (!p) return null
    const { position: _position, cycle: _cycle, ...rest } = p
    const { hiddenStems, ...branch } = withoutNameAndPinyin(p.branch)
    // Same member order as the computed pillar, stem and branch in place.
    return { ...rest, stem: withoutNameAndPinyin(p.stem), branch: { ...branch, hiddenStems: hiddenStems.map(withoutNameAndPinyin) } }
  }
  // Constant documentation of the codes (the same words in every answer): in the OpenAPI schema.
  const { sources: _sources, ziHourDescription: _zi, clockDescription: _clock, ...conventions } = result.conventions
  const shaped = {
    ...result,
    conventions,
    chart: { pillars: { year: pillar(pillars.year), month: pillar(pillars.month), day: pillar(pillars.day), hour: pillar(pillars.hour) }, ...chart },
    luck,
  }
  return labelsWithCodes(shaped, locale) as Labelled
}

/** Any other REST body: labels as `{code, name}`, each embedded chart (at `chartPaths`) in its REST shape. */
export function bodyForRest<T extends object>(body: T, locale: Locale, charts: Partial<Record<keyof T, ChartResult>> = {}): Labelled {
  const out = labelsWithCodes({ ...body, ...Object.fromEntries(Object.keys(charts).map((k) => [k, null])) }, locale) as Labelled
  for (const [key, chart] of Object.entries(charts) as [string, ChartResult][]) out[key] = chartForRest(chart, locale)
  return out
}
