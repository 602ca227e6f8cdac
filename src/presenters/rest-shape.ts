/**
 * REST bodies without duplication: labels as `{code, name}` in the request locale (the
 * codes are stable, so a client maps them to any language), and the chart's repeated parts written
 * once. No fact is lost: the full luck and annual pillars stay.
 *
 * In a chart:
 * - a pillar's `position` and `label` (its key is the code; the name is the same words in every
 *   answer of a locale, in the glossary's `PILLAR_NAMES`) and `cycle` (its ganzhi's place in the
 *   sixty) are dropped, and so are the `name` and `pinyin` of its stems and branch (a stem's name is
 *   its polarity and element, "Yang Earth"; a branch's its animal and pinyin, "Dragon (Chen)"; in
 *   Chinese, the character itself; pinyin romanises `char`), and a hidden stem's `role` (the hidden
 *   stems are in role order: main 本气, middle 中气, residual 余气);
 * - a palace's `label`, as a pillar's (the glossary's `PALACES`);
 * - `dayMasterDetail` is dropped (it is `pillars.day.stem`);
 * - the conventions keep every code and every case-specific description, not the documentation that
 *   is the same in every answer (`sources`, `ziHourDescription`, `clockDescription`: in the OpenAPI
 *   schema of `conventions`); the clock that drove the pillars is `conventions.clock`, not again
 *   `time.drivingClock`, and the luck start method `conventions.luckStartMethod`, not again `luck.method`;
 * - a luck pillar's `index`, `endYear` and `endAge` are dropped (the pillars are in order and each
 *   spans ten years from `startYear` / `startAge`), and so are its ten annual pillars (流年): the
 *   annual pillar of a year is that year's pillar, the sixty-cycle counted from 甲子 in 4 CE
 *   (docs/domain.md, "Luck pillars"), the same in every chart; the reading date's is `current.year`.
 *
 * The OpenAPI schemas follow (src/contracts/chart.ts `BaziChartResult`, `withLabelsInLocale`).
 */
import type { Almanac } from '../core/almanac/almanac'
import { withHourActivities } from '../core/almanac/hour-activities'
import type { ChartResult } from '../core/bazi'
import type { Locale } from '../core/types'
import { LOCALES } from '../core/locale'
import { interactionName, type OutlookInteraction } from '../core/yearly'
import { labelsWithCodes } from './labels'

type Labelled = Record<string, any>
type Pillar = ChartResult['chart']['pillars']['year']
type LuckPillar = NonNullable<ChartResult['luck']>['pillars'][number]

/** A stem or branch view without its derivable members (`name`/`en`, its elements in words; `pinyin`, the romanisation of `char`). */
const withoutNameAndPinyin = <V extends { name?: string; en?: string; pinyin?: string }>({
  name: _name,
  en: _en,
  pinyin: _pinyin,
  ...rest
}: V) => rest

/**
 * REST shapes of the parts the core shares between answers, kept by the identity of the shared
 * part, per locale. A pillar's stem, branch (with its hidden stems), nayin and growth stages come
 * from the core's pillar cache (core/bazi/chart-labels.ts, ~1,200 entries at most), the luck
 * pillars' ten gods and nayin from its per-locale term tables, and a day's almanac from its cache of
 * recent days (`almanacForRest`), so the hottest labels are shaped once per process (or per day)
 * instead of once per answer (the label walk was the largest item of a REST chart call's profile;
 * BENCHMARKS.md, "The hot path"). The core never changes a shared part, and the shaped copies (and the
 * core's arrays a body references, such as `voidBranches`) are only serialised, never changed.
 */
type Shape = (part: any, locale: Locale) => unknown
/**
 * Kept per shaping, per locale: the same part may be shaped two ways (a chart's branch without its
 * name and pinyin, the yearly pillar's whole), and one answer's shape must never be served for another's.
 */
const SHAPED = new Map<Shape, Record<Locale, WeakMap<object, unknown>>>()
function sharedShape<T extends object>(part: T, locale: Locale, shape: (part: T, locale: Locale) => unknown = labelsWithCodes): any {
  let byLocale = SHAPED.get(shape)
  if (!byLocale) {
    byLocale = Object.fromEntries(LOCALES.map((l) => [l, new WeakMap<object, unknown>()])) as Record<Locale, WeakMap<object, unknown>>
    SHAPED.set(shape, byLocale)
  }
  const memo = byLocale[locale]
  let shaped = memo.get(part)
  if (shaped === undefined) memo.set(part, (shaped = shape(part, locale)))
  return shaped
}
const restStem = (stem: Pillar['stem'], locale: Locale) => labelsWithCodes(withoutNameAndPinyin(stem), locale)
/** A hidden stem without `role`: the hidden stems are in role order. */
const restHiddenStem = (h: Pillar['branch']['hiddenStems'][number]) => {
  const { role: _role, ...stem } = withoutNameAndPinyin(h)
  return stem
}
const restBranch = (p: Pillar['branch'], locale: Locale) => {
  const { hiddenStems, ...branch } = withoutNameAndPinyin(p)
  return labelsWithCodes({ ...branch, hiddenStems: hiddenStems.map(restHiddenStem) }, locale)
}

/** A pillar without `position` and `label` (its key), `cycle` (its ganzhi's place in the sixty); members in the computed pillar's order. */
function restPillar(p: Pillar | null, locale: Locale) {
  if (!p) return null
  return {
    ganzhi: p.ganzhi,
    stem: sharedShape(p.stem, locale, restStem),
    branch: sharedShape(p.branch, locale, restBranch),
    nayin: sharedShape(p.nayin, locale),
    growthStage: sharedShape(p.growthStage, locale),
    xun: p.xun,
    voidBranches: p.voidBranches,
    shensha: labelsWithCodes(p.shensha, locale),
  } satisfies Record<Exclude<keyof Pillar, 'position' | 'label' | 'cycle'>, unknown>
}

/** A luck pillar without `index`, `endYear`, `endAge` and its annual pillars. */
function restLuckPillar(p: LuckPillar, locale: Locale) {
  return {
    ganzhi: p.ganzhi,
    tenGod: sharedShape(p.tenGod, locale),
    nayin: sharedShape(p.nayin, locale),
    startYear: p.startYear,
    startAge: p.startAge,
  } satisfies Record<Exclude<keyof LuckPillar, 'index' | 'endYear' | 'endAge' | 'annual'>, unknown>
}

const withoutMethod = <L extends { method: unknown }>({ method: _method, ...luck }: L) => luck

/** The palaces without their `label` (the key names the palace); life and body are null without a birth time. */
const restPalaces = (palaces: ChartResult['chart']['palaces']) =>
  Object.fromEntries(Object.entries(palaces).map(([key, palace]) => [key, palace && { ganzhi: palace.ganzhi, nayin: palace.nayin }]))

/**
 * A chart (as computed) in its REST shape. The pillars and luck pillars are shaped above; every other
 * part goes through the one label walk.
 */
export function chartForRest(result: ChartResult, locale: Locale): Labelled {
  const { dayMasterDetail: _detail, pillars, ...chart } = result.chart
  // Constant documentation of the codes (the same words in every answer): in the OpenAPI schema.
  const { sources: _sources, ziHourDescription: _zi, clockDescription: _clock, ...conventions } = result.conventions
  // Said once: the driving clock is conventions.clock, the luck start method conventions.luckStartMethod.
  const { drivingClock: _drivingClock, ...time } = result.time
  const luck = result.luck && { ...withoutMethod(result.luck), pillars: [] }
  const shaped = labelsWithCodes(
    { ...result, conventions, time, chart: { ...chart, palaces: restPalaces(chart.palaces) }, luck },
    locale,
  ) as Labelled
  shaped.chart = {
    pillars: {
      year: restPillar(pillars.year, locale),
      month: restPillar(pillars.month, locale),
      day: restPillar(pillars.day, locale),
      hour: restPillar(pillars.hour, locale),
    },
    ...shaped.chart,
  }
  if (result.luck) shaped.luck.pillars = result.luck.pillars.map((p) => restLuckPillar(p, locale))
  return shaped
}

/**
 * The REST shape of a day's almanac with each hour's own 宜/忌, kept per almanac object: the core
 * caches whole almanacs by day (core/almanac/almanac.ts), and most daily readings ask for today, so
 * the label walk over its ~11 KB runs once per day and locale instead of once per answer.
 */
const restAlmanac = (a: Almanac, l: Locale) => labelsWithCodes(withHourActivities(a, l), l)
export const almanacForRest = (almanac: Almanac, locale: Locale): Labelled => sharedShape(almanac, locale, restAlmanac)

/** Any other REST body: labels as `{code, name}`, each embedded chart (at `chartPaths`) in its REST shape. */
export function bodyForRest<T extends object>(body: T, locale: Locale, charts: Partial<Record<keyof T, ChartResult>> = {}): Labelled {
  const out = labelsWithCodes({ ...body, ...Object.fromEntries(Object.keys(charts).map((k) => [k, null])) }, locale) as Labelled
  for (const [key, chart] of Object.entries(charts) as [string, ChartResult][]) out[key] = chartForRest(chart, locale)
  return out
}

/**
 * The yearly outlook's REST body: labels as `{code, name}` like `bodyForRest`, its shared parts (the
 * year pillar's stem, branch, nayin and growth stages from the pillar cache, the outlook's terms and
 * the year's boundaries, which the core keeps per locale) shaped once per process by identity, and
 * the rest walked per answer. The interactions are already in their REST shape (the core's
 * `OutlookInteraction`); each one's name is said once, in `interactionNames` by its code, not with
 * each of the some seventy interactions of the year and its months.
 */
export function yearlyForRest<
  T extends { pillar: Record<string, unknown>; start: object; end: object; interactions: OutlookInteraction[]; months: YearlyMonth[] },
>(body: T, locale: Locale): Labelled {
  // The codes in the order met (the year's, then the months'), named once all are known.
  const codes: OutlookInteraction['code'][] = []
  const name = (list: readonly OutlookInteraction[]) => {
    for (const i of list) if (!codes.includes(i.code)) codes.push(i.code)
  }
  const names: Record<string, string> = {}
  // Member by member in the body's order; the names follow the year's interactions.
  const out: Labelled = {}
  for (const key in body) {
    const value = (body as Record<string, unknown>)[key]
    if (key === 'pillar') out.pillar = yearPillarForRest(body.pillar, locale)
    else if (key === 'start' || key === 'end') out[key] = sharedShape(value as object, locale)
    else if (key === 'interactions') {
      name(body.interactions)
      out.interactions = body.interactions
      out.interactionNames = names
    } else if (key === 'months')
      out.months = body.months.map((m) => {
        name(m.interactions)
        return {
          index: m.index,
          ganzhi: m.ganzhi,
          tenGod: sharedShape(m.tenGod, locale),
          start: sharedShape(m.start, locale),
          luck: m.luck,
          interactions: m.interactions,
          conditions: m.conditions.length === 0 ? m.conditions : labelsWithCodes(m.conditions, locale),
          balance: m.balance,
        }
      })
    else out[key] = labelsWithCodes(value, locale)
  }
  for (const code of codes) names[code] = interactionName(code, locale)
  return out
}

/** The year pillar: its label, stem, branch, nayin and growth stages shared (the core's pillar cache and terms), shaped once each. */
function yearPillarForRest(pillar: Record<string, unknown>, locale: Locale) {
  const shaped: Record<string, unknown> = {}
  for (const key in pillar) {
    const value = pillar[key]
    shaped[key] = value !== null && typeof value === 'object' ? sharedShape(value, locale) : value
  }
  return shaped
}

/** The members of a yearly month the REST shape reads (src/core/yearly/outlook.ts). */
interface YearlyMonth {
  index: number
  ganzhi: string
  tenGod: object
  start: object
  luck: string | null
  interactions: OutlookInteraction[]
  conditions: object[]
  balance: { verdict: string; stemFavourable: boolean; branchFavourable: boolean }
}
