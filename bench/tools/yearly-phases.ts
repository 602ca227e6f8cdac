/**
 * Where the yearly route's time goes, in process (one core, CPU time): `bun bench/tools/yearly-phases.ts [births] [rounds]`.
 * The chart route's phases beside it (the chart, its REST shape, JSON), then the whole routes through
 * `app.handle` on an in-memory store, so a change to one phase can be judged against both totals.
 */
import { calculateChart, calculateChartEssentials } from '../../src/core/bazi'
import { offsetSecondsAt } from '../../src/core/time/offsets'
import { yearlyNarrativeTemplate, yearlyOutlook } from '../../src/core/yearly'
import { chartForRest, yearlyForRest } from '../../src/presenters/rest-shape'
import { createTestApp } from '../../test/support/app'
import { birthSamples, restChartBody } from '../lib/inputs'

const births = Number(process.argv[2] ?? 300)
const rounds = Number(process.argv[3] ?? 5)
const samples = birthSamples(births, 99)
const yearOf = (date: string) => Math.min(2200, Number(date.slice(0, 4)) + 30)
const cpuUs = () => {
  const u = process.cpuUsage()
  return u.user + u.system
}
const best = (label: string, fn: () => void) => {
  let min = Infinity
  for (let r = 0; r < rounds; r++) {
    const t0 = cpuUs()
    fn()
    min = Math.min(min, (cpuUs() - t0) / births)
  }
  console.log(`${label.padEnd(34)} ${min.toFixed(0).padStart(5)} µs`)
  return min
}
const inputOf = (s: (typeof samples)[number]) => ({
  date: s.date,
  time: s.time,
  latitude: s.latitude,
  longitude: s.longitude,
  sex: s.sex,
  // The REST defaults (src/contracts/common.ts).
  ziHour: 'next-day' as const,
  trueSolarTime: true,
  locale: 'en' as const,
  includeDaily: false,
})
// The yearly route reads a chart's essentials (src/operations/get-yearly-outlook.ts).
const charts = samples.map((s) => calculateChartEssentials(inputOf(s)))
const wholeCharts = samples.map((s) => calculateChart(inputOf(s)))
const clockOf = (c: (typeof charts)[number]) => {
  const zone = c.location.timeZone
  return zone ? { offsetAt: (ms: number) => offsetSecondsAt(ms, zone), key: zone } : { offsetAt: null, key: null }
}
const outlooks = charts.map((chart, i) => {
  const clock = clockOf(chart)
  return yearlyOutlook({ chart, year: yearOf(samples[i].date), locale: 'en', offsetAt: clock.offsetAt, clockKey: clock.key })
})
console.log(`${births} births, best of ${rounds} rounds, CPU per call`)
best('chart (calculateChart)', () => samples.forEach((s) => calculateChart(inputOf(s))))
best('chart: REST shape', () => wholeCharts.forEach((c) => chartForRest(c, 'en')))
best('chart: REST shape + JSON', () => wholeCharts.forEach((c) => JSON.stringify(chartForRest(c, 'en'))))
best('yearly: chart essentials', () => samples.forEach((s) => calculateChartEssentials(inputOf(s))))
best('yearly: outlook', () =>
  charts.forEach((chart, i) => {
    const clock = clockOf(chart)
    yearlyOutlook({ chart, year: yearOf(samples[i].date), locale: 'en', offsetAt: clock.offsetAt, clockKey: clock.key })
  }),
)
best('yearly: template narrative', () => outlooks.forEach((o, i) => yearlyNarrativeTemplate(o, charts[i], 'en')))
best('yearly: REST shape', () => outlooks.forEach((o) => yearlyForRest(o, 'en')))
best('yearly: REST shape + JSON', () => outlooks.forEach((o) => JSON.stringify(yearlyForRest(o, 'en'))))

const t = createTestApp({ config: {} })
const key = t.createKey(100_000_000)
const chartBodies = samples.map((s) => JSON.stringify(restChartBody(s)))
const yearlyBodies = samples.map((s) => JSON.stringify({ ...restChartBody(s), year: yearOf(s.date) }))
const route = async (path: string, bodies: string[]) => {
  let min = Infinity
  for (let r = 0; r < rounds; r++) {
    const t0 = cpuUs()
    for (const body of bodies) {
      const res = await t.post(path, body, key)
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
    }
    min = Math.min(min, (cpuUs() - t0) / births)
  }
  return min
}
const chartRoute = await route('/api/v1/bazi', chartBodies)
const yearlyRoute = await route('/api/v1/yearly', yearlyBodies)
console.log(`${'route /api/v1/bazi (app.handle)'.padEnd(34)} ${chartRoute.toFixed(0).padStart(5)} µs`)
console.log(
  `${'route /api/v1/yearly (app.handle)'.padEnd(34)} ${yearlyRoute.toFixed(0).padStart(5)} µs  (${(yearlyRoute / chartRoute).toFixed(2)}× the chart)`,
)
t.close()
