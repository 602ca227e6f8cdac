/**
 * The REST chart body is shaped partly by hand and partly from shapes kept per shared part
 * (src/presenters/rest-shape.ts). Here it is checked against the definition it replaced: the
 * chart with its derivable members dropped, then the one label walk over everything. Births over two
 * centuries in both locales, interleaved, so that a shared part shaped for one chart or locale and
 * reused for another would show; with and without time, place, sex and the daily block.
 */
import { describe, expect, test } from 'bun:test'
import { birthDetailsOf, resolveChartOptions } from '../../src/contracts/common'
import { calculateChart, type ChartResult } from '../../src/core/bazi'
import type { Locale } from '../../src/core/types'
import { labelsWithCodes } from '../../src/presenters/labels'
import { dailyAlmanac } from '../../src/core/almanac/almanac'
import { withHourActivities } from '../../src/core/almanac/hour-activities'
import { almanacForRest, chartForRest, yearlyForRest } from '../../src/presenters/rest-shape'
import { random } from '../support/pillar-consistency'

/** The REST shape as first defined, written the plain way: drop, then one walk. */
function referenceShape(result: ChartResult, locale: Locale): unknown {
  const drop = <T extends object>(value: T, ...keys: string[]) =>
    Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)))
  const view = (v: object) => drop(v, 'name', 'en', 'pinyin')
  const { dayMasterDetail: _detail, pillars, ...chart } = result.chart
  const pillar = (p: (typeof pillars)['year'] | null) =>
    p && {
      ...drop(p, 'position', 'label', 'cycle'),
      stem: view(p.stem),
      branch: { ...view(p.branch), hiddenStems: p.branch.hiddenStems.map((h) => drop(view(h), 'role')) },
    }
  const luck = result.luck && {
    ...drop(result.luck, 'method'),
    pillars: result.luck.pillars.map((p) => drop(p, 'index', 'endYear', 'endAge', 'annual')),
  }
  const palaces = Object.fromEntries(Object.entries(chart.palaces).map(([k, p]) => [k, p && drop(p, 'label')]))
  return labelsWithCodes(
    {
      ...result,
      time: drop(result.time, 'drivingClock'),
      conventions: drop(result.conventions, 'sources', 'ziHourDescription', 'clockDescription'),
      chart: {
        pillars: { year: pillar(pillars.year), month: pillar(pillars.month), day: pillar(pillars.day), hour: pillar(pillars.hour) },
        ...chart,
        palaces,
      },
      luck,
    },
    locale,
  )
}

const PLACES = [
  { latitude: 39.9042, longitude: 116.4074 },
  { latitude: 51.5072, longitude: -0.1276 },
  { latitude: -33.8688, longitude: 151.2093 },
  { latitude: 40.7128, longitude: -74.006 },
]

describe('REST chart shape', () => {
  test('a part another answer shaped its own way (the yearly pillar, whole) is shaped anew for the chart, and the other way round', () => {
    const result = calculateChart({
      ...birthDetailsOf({ date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4 } as never),
      ...resolveChartOptions({ sex: 'male' } as never),
      includeDaily: false,
      nowMs: Date.UTC(2026, 10, 24),
    })
    const { branch, stem } = result.chart.pillars.year
    const yearly = yearlyForRest({ pillar: { branch, stem }, start: {}, end: {}, interactions: [], months: [] }, 'en')
    expect(JSON.stringify(chartForRest(result, 'en'))).toBe(JSON.stringify(referenceShape(result, 'en')))
    // The yearly pillar keeps what the chart leaves out, asked again after the chart.
    expect(yearlyForRest({ pillar: { branch, stem }, start: {}, end: {}, interactions: [], months: [] }, 'en')).toEqual(yearly)
    expect(yearly.pillar.branch.hiddenStems[0].role).toBeDefined()
  })

  test('equals the drop-then-walk definition, byte for byte, on 3,000 births in both locales', () => {
    const r = random(20261124).next
    const pad = (n: number) => String(n).padStart(2, '0')
    let differing = 0
    for (let i = 0; i < 3_000; i++) {
      const locale: Locale = i % 2 === 0 ? 'en' : 'zh'
      const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(r() * 73_000) * 86_400_000).toISOString().slice(0, 10)
      const body: Record<string, unknown> = { date: day, locale, ...(i % 5 !== 0 ? PLACES[i % PLACES.length] : {}) }
      if (i % 7 !== 0) body.time = `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`
      if (i % 3 !== 0) body.sex = r() < 0.5 ? 'male' : 'female'
      const result = calculateChart({
        ...birthDetailsOf(body as never),
        ...resolveChartOptions(body as never),
        includeDaily: i % 4 === 0,
        readingDate: i % 4 === 0 ? '2026-11-24' : undefined,
        nowMs: Date.UTC(2026, 10, 24),
      })
      const expected = JSON.stringify(referenceShape(result, locale))
      // Twice: the second answer reads every shared part from what the first kept.
      for (let k = 0; k < 2; k++) if (JSON.stringify(chartForRest(result, locale)) !== expected) differing++
    }
    expect(differing).toBe(0)
  })
})

describe('REST almanac shape (daily readings)', () => {
  test('equals the label walk over the almanac with its hours’ activities, on 600 days in both locales, and is kept per day', () => {
    const r = random(20261125).next
    let differing = 0
    for (let i = 0; i < 600; i++) {
      const locale: Locale = i % 2 === 0 ? 'en' : 'zh'
      const day = new Date(Date.UTC(1801, 0, 1) + Math.floor(r() * 145_000) * 86_400_000).toISOString().slice(0, 10)
      const almanac = dailyAlmanac(day, locale)
      const expected = JSON.stringify(labelsWithCodes(withHourActivities(almanac, locale), locale))
      const first = almanacForRest(almanac, locale)
      if (JSON.stringify(first) !== expected) differing++
      // The same day again: the shape kept from the first answer, not a new walk.
      expect(almanacForRest(dailyAlmanac(day, locale), locale)).toBe(first)
    }
    expect(differing).toBe(0)
  })

  test('a day’s shape in one locale is never served in the other', () => {
    const en = almanacForRest(dailyAlmanac('2026-11-25', 'en'), 'en')
    const zh = almanacForRest(dailyAlmanac('2026-11-25', 'zh'), 'zh')
    expect(JSON.stringify(en)).not.toBe(JSON.stringify(zh))
    expect(JSON.stringify(zh)).toBe(JSON.stringify(labelsWithCodes(withHourActivities(dailyAlmanac('2026-11-25', 'zh'), 'zh'), 'zh')))
  })
})
