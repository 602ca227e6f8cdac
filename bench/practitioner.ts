/**
 * Practitioner tools: `bun bench/practitioner.ts [--smoke]`, also the `practitioner` part of
 * `bun bench/run.ts`.
 *
 * Goal: a 200-year reverse lookup (1900-2100) answers in ≤ 50 ms. Measured at the
 * operation level (`reverseResult`: place resolution, search, formatting), each call timed alone,
 * for pillars taken from random charts (four and three pillars, both clocks, both 子时 rules, places
 * with DST and far from their meridian). The baseline in the same run is one chart
 * (`calculateChart`), so the ratio stays meaningful on a busy machine. Also: the full 1800-2200
 * range, hour candidates (the candidate list of a date, against one chart), the 24-term list and
 * date selection (a year, with and without a person).
 *
 * Besides wall time, each call's process CPU time (user + system) is recorded: on a shared machine
 * the wall time's tail is mostly time the scheduler gave to other processes, which CPU time leaves out
 * (CPU time includes the runtime's helper threads, e.g. the garbage collector, so it can exceed wall time).
 */
import { cpus, loadavg } from 'node:os'
import { calculateChart } from '../src/core/bazi'
import { solarTermsResult } from '../src/operations/list-solar-terms'
import { reverseResult } from '../src/operations/reverse-bazi-lookup'
import { selectionResult } from '../src/operations/select-dates'
import { hourCandidatesView } from '../src/operations/shared/hour-candidates'
import { lcg, type Verdict } from './lib/stats'

const PLACES = [
  { latitude: 39.9042, longitude: 116.4074 },
  { latitude: 43.8256, longitude: 87.6168 },
  { latitude: 40.7128, longitude: -74.006 },
  { latitude: 51.5074, longitude: -0.1278 },
  { latitude: -33.8688, longitude: 151.2093 },
  { city: 'Urumqi' },
  { timezone: 8 },
]
// Date selection: one activity (or two under `any`).
const ACTIVITIES = [['weddings'], ['moving-house'], ['opening-a-business'], ['travel', 'moving-into-a-new-home']]

interface Case {
  place: Record<string, unknown>
  date: string
  time: string
  trueSolarTime: boolean
  ziHour: 'next-day' | 'same-day'
  withHour: boolean
}

interface Timing {
  median: number
  p99: number
  max: number
}

const stats = (samples: number[]): Timing => {
  const s = [...samples].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)], p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))], max: s[s.length - 1] }
}

function casesOf(n: number): Case[] {
  const rnd = lcg(4242)
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
  const pad = (x: number) => String(x).padStart(2, '0')
  return Array.from({ length: n }, () => ({
    place: PLACES[int(0, PLACES.length - 1)],
    date: `${int(1901, 2099)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
    time: `${pad(int(0, 23))}:${pad(int(0, 59))}`,
    trueSolarTime: rnd() < 0.75,
    ziHour: rnd() < 0.5 ? 'next-day' : 'same-day',
    withHour: rnd() < 0.8,
  }))
}

export async function runPractitioner(options: { smoke?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const cases = casesOf(options.smoke ? 40 : 600)

  /** Wall and CPU time of each call, after a warm-up. */
  const timeEach = (fn: (c: Case, i: number) => unknown) => {
    cases.slice(0, 20).forEach(fn)
    const wall: number[] = []
    const cpu: number[] = []
    cases.forEach((c, i) => {
      const c0 = process.cpuUsage()
      const t = performance.now()
      fn(c, i)
      wall.push(performance.now() - t)
      const used = process.cpuUsage(c0)
      cpu.push((used.user + used.system) / 1000)
    })
    return { ...stats(wall), cpu: stats(cpu) }
  }

  const chartOf = (c: Case) =>
    calculateChart({
      date: c.date,
      time: c.time,
      ...c.place,
      trueSolarTime: c.trueSolarTime,
      ziHour: c.ziHour,
      locale: 'en',
      includeDaily: false,
    })
  const pillarsOf = new Map(
    cases.map((c) => {
      const p = chartOf(c).chart.pillars
      return [c, { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, ...(c.withHour ? { hour: p.hour!.ganzhi } : {}) }]
    }),
  )
  const reverse = (c: Case, fromYear: number, toYear: number) =>
    reverseResult({
      pillars: pillarsOf.get(c)!,
      ...(c.place as object),
      trueSolarTime: c.trueSolarTime,
      ziHour: c.ziHour,
      fromYear,
      toYear,
      locale: 'en',
    })
  const year = (c: Case) => c.date.slice(0, 4)

  const chart = timeEach(chartOf)
  const r200 = timeEach((c) => reverse(c, 1900, 2100))
  const r400 = timeEach((c) => reverse(c, 1800, 2200))
  const terms = timeEach((c) => solarTermsResult({ year: Number(year(c)), ...(c.place as object), locale: 'en' }))
  const candidates = timeEach((c) =>
    hourCandidatesView({ date: c.date, ...(c.place as object), trueSolarTime: c.trueSolarTime, ziHour: c.ziHour, locale: 'en' }),
  )
  // A calendar year from each case's date; every other call with the case as the person.
  const select = timeEach((c, i) =>
    selectionResult({
      from: `${year(c)}-01-01`,
      to: `${year(c)}-12-31`,
      activities: ACTIVITIES[i % ACTIVITIES.length],
      match: i % ACTIVITIES.length === 3 ? 'any' : 'all',
      person: i % 2 ? { date: c.date, time: c.time, ...(c.place as object) } : undefined,
      ziHour: c.ziHour,
      trueSolarTime: c.trueSolarTime,
      locale: 'en',
    }),
  )

  const ms = (x: number) => `${x.toFixed(3)} ms`
  const charts = (t: Timing) => (t.median / chart.median).toFixed(1)
  log(
    `practitioner benchmark (${options.smoke ? 'smoke' : 'full'}, ${cases.length} cases) — ${new Date().toISOString()}, Bun ${Bun.version}`,
  )
  log(`baseline: one chart (calculateChart)        median ${ms(chart.median)}  p99 ${ms(chart.p99)}`)
  log(
    `reverse lookup 1900-2100 (200 years)         median ${ms(r200.median)}  p99 ${ms(r200.p99)}  max ${ms(r200.max)}  = ${charts(r200)} charts (median)`,
  )
  log(
    `reverse lookup 1800-2200 (400 years)         median ${ms(r400.median)}  p99 ${ms(r400.p99)}  max ${ms(r400.max)}  = ${charts(r400)} charts`,
  )
  log(`solar terms of a year (with place)           median ${ms(terms.median)}  p99 ${ms(terms.p99)}  = ${charts(terms)} charts`)
  log(
    `hour candidates of a date                    median ${ms(candidates.median)}  p99 ${ms(candidates.p99)}  = ${charts(candidates)} charts`,
  )
  log(`date selection over a year (365-366 days)    median ${ms(select.median)}  p99 ${ms(select.p99)}  = ${charts(select)} charts`)
  log(
    `CPU time per call (user + system; not inflated by other processes): chart median ${ms(chart.cpu.median)}; reverse 200 years median ${ms(r200.cpu.median)} p99 ${ms(r200.cpu.p99)} max ${ms(r200.cpu.max)}; 400 years max ${ms(r400.cpu.max)}; date selection median ${ms(select.cpu.median)} max ${ms(select.cpu.max)}`,
  )
  log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  )

  const verdicts: Verdict[] = [
    {
      name: 'practitioner: 200-year reverse lookup, max',
      target: '≤ 50 ms',
      value: `${r200.max.toFixed(1)} ms`,
      met: r200.max <= 50,
      note: `p99 ${r200.p99.toFixed(1)} ms, CPU max ${r200.cpu.max.toFixed(1)} ms`,
    },
    {
      name: 'practitioner: date selection over a year',
      target: '(report)',
      value: `${select.median.toFixed(1)} ms`,
      met: null,
      note: 'median; no goal',
    },
  ]
  return { figures: { chart, r200, r400, terms, candidates, select }, verdicts }
}

if (import.meta.main) {
  const result = await runPractitioner({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of result.verdicts) console.log(verdictLine(v))
}
