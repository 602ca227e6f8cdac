/**
 * Core benchmark: the pure calculations on one core, timed call by call (median and p99 µs, and
 * calls per second from the mean). `bun bench/core.ts [--smoke]`; also the `core` part of
 * bench/run.ts.
 *
 * - chart: `calculateChart` with date, time, coordinates and sex (the whole pipeline: place → zone
 *   → historical offset → true solar time → pillars → luck), random dates 1900-2100 in 16 zones;
 *   also without sex (no luck pillars), by city name, in Chinese on the civil clock, and with
 *   `JSON.stringify` (what a response pays), with and without the day's reading;
 * - baseline in the same run: lunar-typescript's `EightChar` (pillars only, no place, no luck) for
 *   the same civil dates, the library most Bazi services are built on;
 * - almanac days (`dailyAlmanac`) in both locales, with `JSON.stringify`, and the same day again
 *   (the day cache); baseline: the library's own getters for the same days;
 * - compatibility pairs (`calculateCompatibility`, two charts; and the score alone on given
 *   pillars) and number analyses (`analyzeNumberEnergy`, with and without personal data);
 *   each part is skipped with a reason if its module cannot load.
 *
 * - the chart + JSON.stringify in ko and vi against en, interleaved in the same run.
 *
 * Goals: chart median ≤ 20 µs, almanac median ≤ 30 µs, a chart in ko or vi ≥ 0.95× the speed of en.
 */
import { almanacDays, birthSamples, phoneNumbers, type BirthSample } from './lib/inputs'
import { fixed, lcg, median, quantile, type Verdict } from './lib/stats'

interface CoreFigure {
  name: string
  calls: number
  medianUs: number
  p99Us: number
  meanUs: number
  perSecond: number
  note?: string
}

export interface CoreResult {
  figures: CoreFigure[]
  skipped: { name: string; reason: string }[]
  verdicts: Verdict[]
}

/**
 * Times `fn` on each input after a warm-up; inputs are cycled when `calls` exceeds them. The
 * figures are steady-state: the warm-up pays JIT compilation and first-use table builds.
 */
function timeCalls<T>(name: string, inputs: T[], fn: (input: T) => unknown, calls: number, warmup: number): CoreFigure {
  for (let i = 0; i < warmup; i++) fn(inputs[i % inputs.length])
  const samples = new Float64Array(calls)
  let sink = 0
  const started = performance.now()
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now()
    const out = fn(inputs[i % inputs.length])
    samples[i] = (performance.now() - t0) * 1000
    if (out) sink++
  }
  const totalUs = (performance.now() - started) * 1000
  if (sink < 0) console.log(sink) // keep results observable
  const xs = Array.from(samples)
  const meanUs = totalUs / calls
  return { name, calls, medianUs: median(xs), p99Us: quantile(xs, 0.99), meanUs, perSecond: 1e6 / meanUs }
}

/**
 * The chart + JSON.stringify in en, ko and vi over the same births, in three interleaved rounds (en,
 * ko, vi, en, ko, vi …) so that a slower stretch of a shared machine falls on every locale alike; the
 * ratio is en's median over the locale's (1 = the same cost, above 1 = cheaper than en).
 */
function compareLocales<S>(
  births: S[],
  chartOf: (s: S, extra: { locale: 'en' | 'ko' | 'vi' }) => unknown,
  calls: number,
  show: (f: CoreFigure) => CoreFigure,
): Record<'ko' | 'vi', number> {
  const medians: Record<'en' | 'ko' | 'vi', number[]> = { en: [], ko: [], vi: [] }
  for (let round = 0; round < 3; round++)
    for (const locale of ['en', 'ko', 'vi'] as const) {
      const f = timeCalls(
        `chart + JSON.stringify, ${locale} (round ${round + 1})`,
        births,
        (s) => JSON.stringify(chartOf(s, { locale })),
        calls,
        calls / 10,
      )
      medians[locale].push(round === 2 ? show(f).medianUs : f.medianUs)
    }
  const en = median(medians.en)
  return { ko: en / median(medians.ko), vi: en / median(medians.vi) }
}

async function tryImport<T>(path: string): Promise<T | Error> {
  try {
    return (await import(path)) as T
  } catch (error) {
    return error as Error
  }
}

export async function runCore(options: { smoke?: boolean; log?: (line: string) => void } = {}): Promise<CoreResult> {
  const log = options.log ?? console.log
  const smoke = options.smoke ?? false
  const n = (full: number) => (smoke ? Math.max(50, Math.floor(full / 40)) : full)
  const figures: CoreFigure[] = []
  const skipped: CoreResult['skipped'] = []
  const verdicts: Verdict[] = []
  const births = birthSamples(n(20_000))
  const show = (f: CoreFigure) => {
    figures.push(f)
    log(
      `${f.name.padEnd(48)} median ${fixed(f.medianUs).padStart(7)} µs   p99 ${fixed(f.p99Us).padStart(7)} µs   ${fixed(f.perSecond, 0).padStart(7)}/s${f.note ? `   ${f.note}` : ''}`,
    )
    return f
  }

  // ---- chart
  const chartModule = await tryImport<typeof import('../src/core/bazi/chart')>('../src/core/bazi/chart')
  let chartMedian = NaN
  let localeRatios: Record<'ko' | 'vi', number> = { ko: NaN, vi: NaN }
  if (chartModule instanceof Error) {
    skipped.push({ name: 'chart', reason: `src/core/bazi/chart.ts did not load: ${chartModule.message.split('\n')[0]}` })
  } else {
    const { calculateChart } = chartModule
    /** The chart of a sample on the default options; `extra` changes some of them. */
    const chartOf = (s: BirthSample, extra: Partial<Parameters<typeof calculateChart>[0]> = {}) =>
      calculateChart({
        date: s.date,
        time: s.time,
        latitude: s.latitude,
        longitude: s.longitude,
        sex: s.sex,
        ziHour: 'next-day',
        trueSolarTime: true,
        locale: 'en',
        includeDaily: false,
        ...extra,
      })
    try {
      const first = performance.now()
      chartOf(births[0])
      log(`${'chart, first call (tables, gazetteer load)'.padEnd(48)} ${fixed(performance.now() - first, 1).padStart(14)} ms`)
      const chart = show(timeCalls('chart (time + coordinates + sex)', births, chartOf, births.length, n(20_000)))
      chartMedian = chart.medianUs
      show(timeCalls('chart, no sex (no luck pillars)', births, (s) => chartOf(s, { sex: undefined }), n(10_000), n(1_000)))
      show(timeCalls('chart + JSON.stringify', births, (s) => JSON.stringify(chartOf(s)), n(10_000), n(1_000)))
      show(
        timeCalls(
          'chart + the day (reading date) + JSON.stringify',
          births,
          (s) => JSON.stringify(chartOf(s, { includeDaily: true, readingDate: '2026-11-21' })),
          n(5_000),
          n(500),
        ),
      )
      show(
        timeCalls('chart, zh locale, civil clock', births, (s) => chartOf(s, { trueSolarTime: false, locale: 'zh' }), n(10_000), n(1_000)),
      )
      localeRatios = compareLocales(births, chartOf, n(5_000), show)
    } catch (error) {
      skipped.push({ name: 'chart', reason: `calculateChart threw: ${(error as Error).message.split('\n')[0]}` })
    }
    try {
      show(
        timeCalls(
          'chart by city name (offline gazetteer)',
          births,
          (s) => chartOf(s, { latitude: undefined, longitude: undefined, city: s.city }),
          n(10_000),
          n(1_000),
        ),
      )
    } catch (error) {
      skipped.push({ name: 'chart by city name', reason: `calculateChart threw: ${(error as Error).message.split('\n')[0]}` })
    }
  }

  // ---- baseline: the library alone
  const lunar = await tryImport<typeof import('lunar-typescript')>('lunar-typescript')
  let libraryMedian = NaN
  if (!(lunar instanceof Error)) {
    const { Solar } = lunar
    const eightChar = (s: BirthSample) => {
      const [y, m, d] = s.date.split('-').map(Number)
      const [hh, mm] = s.time.split(':').map(Number)
      const ec = Solar.fromYmdHms(y, m, d, hh, mm, 0).getLunar().getEightChar()
      return [ec.getYear(), ec.getMonth(), ec.getDay(), ec.getTime(), ec.getYearShiShenGan(), ec.getDayHideGan(), ec.getYearNaYin()]
    }
    libraryMedian = show(timeCalls('baseline: lunar-typescript EightChar (pillars)', births, eightChar, n(4_000), n(400))).medianUs
  }

  // ---- almanac
  const almanacModule = await tryImport<typeof import('../src/core/almanac/almanac')>('../src/core/almanac/almanac')
  let almanacMedian = NaN
  if (almanacModule instanceof Error) {
    skipped.push({ name: 'almanac', reason: `src/core/almanac/almanac.ts did not load: ${almanacModule.message.split('\n')[0]}` })
  } else {
    // At least 3,000 distinct days even in smoke mode: the almanac keeps the last 1,024 days.
    const days = almanacDays(Math.max(3_000, n(20_000)))
    try {
      almanacMedian = show(
        timeCalls('almanac day (random days 1900-2100)', days, (d) => almanacModule.dailyAlmanac(d, 'en'), days.length, days.length),
      ).medianUs
      show(timeCalls('almanac day, zh', days, (d) => almanacModule.dailyAlmanac(d, 'zh'), n(10_000), n(1_000)))
      show(timeCalls('almanac day + JSON.stringify', days, (d) => JSON.stringify(almanacModule.dailyAlmanac(d, 'en')), n(10_000), n(1_000)))
      show(
        timeCalls(
          'almanac, the same day again (day cache)',
          ['2025-05-07'],
          (d) => almanacModule.dailyAlmanac(d, 'en'),
          n(10_000),
          n(1_000),
        ),
      )
    } catch (error) {
      skipped.push({ name: 'almanac', reason: `dailyAlmanac threw: ${(error as Error).message.split('\n')[0]}` })
    }
  }

  // ---- baseline: the library's own almanac day (its getters, as the almanac reads them, and its 12 hours)
  if (!(lunar instanceof Error)) {
    const { Solar } = lunar
    const libraryDay = (date: string) => {
      const [y, m, d] = date.split('-').map(Number)
      const l = Solar.fromYmd(y, m, d).getLunar()
      return [
        l.getDayYi(),
        l.getDayJi(),
        l.getDayJiShen(),
        l.getDayXiongSha(),
        l.getDayChongDesc(),
        l.getDaySha(),
        l.getDayPositionXiDesc(),
        l.getDayPositionFuDesc(1),
        l.getDayPositionCaiDesc(),
        l.getZhiXing(),
        l.getDayTianShen(),
        l.getXiu(),
        l.getPengZuGan(),
        l.getDayPositionTai(),
        l.getTimes().map((t) => t.getTianShen()),
      ]
    }
    show(timeCalls('baseline: lunar-typescript almanac day (getters)', almanacDays(n(2_000), 13), libraryDay, n(2_000), n(200)))
  }

  // ---- compatibility
  const compatibilityModule = await tryImport<typeof import('../src/core/readings/compatibility')>('../src/core/readings/compatibility')
  if (compatibilityModule instanceof Error) {
    skipped.push({ name: 'compatibility', reason: `did not load: ${compatibilityModule.message.split('\n')[0]}` })
  } else {
    const pairs = Array.from({ length: Math.floor(births.length / 2) }, (_, i) => [births[2 * i], births[2 * i + 1]] as const)
    const person = (s: BirthSample) => ({ date: s.date, time: s.time, latitude: s.latitude, longitude: s.longitude })
    try {
      show(
        timeCalls(
          'compatibility pair (two charts + score)',
          pairs,
          ([a, b]) => compatibilityModule.calculateCompatibility({ person1: person(a), person2: person(b), locale: 'en' }),
          n(5_000),
          n(500),
        ),
      )
    } catch (error) {
      skipped.push({ name: 'compatibility', reason: `calculateCompatibility threw: ${(error as Error).message.split('\n')[0]}` })
    }
  }
  const scoreModule = await tryImport<typeof import('../src/core/readings/compatibility-score')>('../src/core/readings/compatibility-score')
  const ganzhiModule = await tryImport<typeof import('../src/core/bazi/ganzhi')>('../src/core/bazi/ganzhi')
  if (scoreModule instanceof Error || ganzhiModule instanceof Error) {
    skipped.push({
      name: 'compatibility score',
      reason: `did not load: ${(scoreModule instanceof Error ? scoreModule : (ganzhiModule as Error)).message.split('\n')[0]}`,
    })
  } else {
    const rand = lcg(17)
    const pillar = () => ganzhiModule.cycleParts(Math.floor(rand() * 60))
    const pillarPairs = Array.from({ length: n(5_000) }, () =>
      [0, 1].map(() => ({ year: pillar(), month: pillar(), day: pillar(), hour: pillar() })),
    )
    try {
      show(
        timeCalls(
          'compatibility score alone (given pillars)',
          pillarPairs,
          ([a, b]) => scoreModule.scoreCompatibility(a, b, 'en'),
          n(10_000),
          n(1_000),
        ),
      )
    } catch (error) {
      skipped.push({ name: 'compatibility score', reason: `scoreCompatibility threw: ${(error as Error).message.split('\n')[0]}` })
    }
  }

  // ---- number energy
  const numberModule = await tryImport<typeof import('../src/core/readings/number-energy')>('../src/core/readings/number-energy')
  if (numberModule instanceof Error) {
    skipped.push({ name: 'number energy', reason: `did not load: ${numberModule.message.split('\n')[0]}` })
  } else {
    const phones = phoneNumbers(n(20_000))
    try {
      show(
        timeCalls(
          'number analysis (11 digits)',
          phones,
          (phone) => numberModule.analyzeNumberEnergy({ phone, locale: 'en' }),
          phones.length,
          n(2_000),
        ),
      )
      show(
        timeCalls(
          'number analysis + personal data',
          phones,
          (phone) => numberModule.analyzeNumberEnergy({ phone, locale: 'en', dayMasterGan: '甲', birthYear: 1990, sex: 'female' }),
          n(10_000),
          n(1_000),
        ),
      )
    } catch (error) {
      skipped.push({ name: 'number energy', reason: `analyzeNumberEnergy threw: ${(error as Error).message.split('\n')[0]}` })
    }
  }

  // ---- name analysis: the same names in en, zh-TW, ko and vi (every table built once per locale, so
  // the medians should agree; the first call of a locale builds its tables and is left out by the warm-up)
  const nameModule = await tryImport<typeof import('../src/core/names/analyze')>('../src/core/names/analyze')
  if (nameModule instanceof Error) {
    skipped.push({ name: 'name analysis', reason: `did not load: ${nameModule.message.split('\n')[0]}` })
  } else {
    const names = ['陈小明', '欧阳娜娜', '劉德華', '张伟', '李秀英', '王芳', '黄国强', '钟丽', '司马光', '诸葛亮']
    const inputs = Array.from({ length: n(10_000) }, (_, i) => names[i % names.length]!)
    for (const locale of ['en', 'zh-TW', 'ko', 'vi'] as const)
      show(
        timeCalls(
          `name analysis (five grids), ${locale}`,
          inputs,
          (name) => nameModule.analyzeName({ name, school: 'chinese', locale }),
          inputs.length,
          n(1_000),
        ),
      )
  }

  for (const s of skipped) log(`SKIPPED ${s.name}: ${s.reason}`)
  const ratio = libraryMedian / chartMedian
  verdicts.push({
    name: 'core: chart median',
    target: '≤ 20 µs',
    value: `${fixed(chartMedian)} µs`,
    met: Number.isFinite(chartMedian) ? chartMedian <= 20 : null,
    note: Number.isFinite(ratio) ? `${fixed(ratio)}× faster than the library's pillars alone` : undefined,
  })
  // A chart in Korean or Vietnamese costs what it costs in English (label tables built once per locale).
  for (const locale of ['ko', 'vi'] as const)
    verdicts.push({
      name: `core: chart in ${locale} against en`,
      target: '≥ 0.95×',
      value: `${fixed(localeRatios[locale], 2)}×`,
      met: Number.isFinite(localeRatios[locale]) ? localeRatios[locale] >= 0.95 : null,
      note: 'en median ÷ this median, chart + JSON.stringify, interleaved rounds',
    })
  verdicts.push({
    name: 'core: almanac median',
    target: '≤ 30 µs',
    value: `${fixed(almanacMedian)} µs`,
    met: Number.isFinite(almanacMedian) ? almanacMedian <= 30 : null,
  })
  return { figures, skipped, verdicts }
}

if (import.meta.main) {
  const result = await runCore({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of result.verdicts) console.log(verdictLine(v))
}
