/**
 * Practitioner tools: `bun bench/practitioner.ts [--smoke]`.
 *
 * Target (issue 15): a 200-year reverse lookup (1900-2100) answers in ≤ 50 ms. Measured at the
 * operation level (`reverseResult`: place resolution, search, formatting), each call timed alone,
 * for pillars taken from random charts (four and three pillars, both clocks, both 子时 rules, places
 * with DST and far from their meridian). The baseline in the same run is one chart
 * (`calculateChart`), so the ratio stays meaningful on a busy machine. Also: the full 1800-2200
 * range, hour candidates (the candidate list of a date, against one chart), the 24-term list and
 * date selection (a 366-day range, with and without a person).
 */
import { cpus, loadavg } from 'node:os'
import { calculateChart } from '../src/core/bazi'
import { selectionResult } from '../src/operations/select-dates'
import { reverseResult } from '../src/operations/reverse-bazi-lookup'
import { hourCandidatesView } from '../src/operations/shared/hour-candidates'
import { solarTermsResult } from '../src/operations/list-solar-terms'

const smoke = process.argv.includes('--smoke')
const N = smoke ? 40 : 600

let seed = 4242
const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
const pad = (n: number) => String(n).padStart(2, '0')
const PLACES = [
  { latitude: 39.9042, longitude: 116.4074 },
  { latitude: 43.8256, longitude: 87.6168 },
  { latitude: 40.7128, longitude: -74.006 },
  { latitude: 51.5074, longitude: -0.1278 },
  { latitude: -33.8688, longitude: 151.2093 },
  { city: 'Urumqi' },
  { timezone: 8 },
]

interface Case {
  place: Record<string, unknown>
  date: string
  time: string
  trueSolarTime: boolean
  ziHour: 'next-day' | 'same-day'
  withHour: boolean
}
const cases: Case[] = Array.from({ length: N }, () => ({
  place: PLACES[int(0, PLACES.length - 1)],
  date: `${int(1901, 2099)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
  time: `${pad(int(0, 23))}:${pad(int(0, 59))}`,
  trueSolarTime: rnd() < 0.75,
  ziHour: rnd() < 0.5 ? 'next-day' : 'same-day',
  withHour: rnd() < 0.8,
}))

const stats = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)], p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))], max: s[s.length - 1] }
}
/**
 * Wall time of each call, and the process CPU time it used (user + system): on a shared machine the
 * wall time's tail is mostly time the scheduler gave to other processes, which the CPU time leaves out.
 */
const timeEach = (fn: (c: Case) => unknown) => {
  for (const c of cases.slice(0, 20)) fn(c) // warm-up
  const wall: number[] = []
  const cpu: number[] = []
  for (const c of cases) {
    const c0 = process.cpuUsage()
    const t = performance.now()
    fn(c)
    wall.push(performance.now() - t)
    const used = process.cpuUsage(c0)
    cpu.push((used.user + used.system) / 1000)
  }
  return { ...stats(wall), cpu: stats(cpu) }
}

const chartOf = (c: Case) => calculateChart({ date: c.date, time: c.time, ...c.place, trueSolarTime: c.trueSolarTime, ziHour: c.ziHour, locale: 'en', includeDaily: false })
const pillarsOf = new Map(cases.map((c) => {
  const p = chartOf(c).chart.pillars
  return [c, { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, ...(c.withHour ? { hour: p.hour!.ganzhi } : {}) }]
}))
const reverse = (c: Case, fromYear: number, toYear: number) =>
  reverseResult({ pillars: pillarsOf.get(c)!, ...(c.place as object), trueSolarTime: c.trueSolarTime, ziHour: c.ziHour, fromYear, toYear, locale: 'en' })

const chart = timeEach(chartOf)
const r200 = timeEach((c) => reverse(c, 1900, 2100))
const r400 = timeEach((c) => reverse(c, 1800, 2200))
const terms = timeEach((c) => solarTermsResult({ year: Number(c.date.slice(0, 4)), ...(c.place as object), locale: 'en' }))
const candidates = timeEach((c) => hourCandidatesView({ date: c.date, ...(c.place as object), trueSolarTime: c.trueSolarTime, ziHour: c.ziHour, locale: 'en' }))
// Date selection: a year from each case's date, one activity (or two under `any`), half with the case as the person.
const ACTIVITIES = [['weddings'], ['moving-house'], ['opening-a-business'], ['travel', 'moving-into-a-new-home']]
const selectionOf = (c: Case, i: number) => {
  const from = `${c.date.slice(0, 4)}-01-01`
  return selectionResult({
    from,
    to: `${c.date.slice(0, 4)}-12-31`,
    activities: ACTIVITIES[i % ACTIVITIES.length],
    match: i % ACTIVITIES.length === 3 ? 'any' : 'all',
    person: i % 2 ? { date: c.date, time: c.time, ...(c.place as object) } : undefined,
    ziHour: c.ziHour,
    trueSolarTime: c.trueSolarTime,
    locale: 'en',
  })
}
let selectionIndex = 0
const select = timeEach((c) => selectionOf(c, selectionIndex++))

const ms = (x: number) => `${x.toFixed(3)} ms`
console.log(`practitioner benchmark (${smoke ? 'smoke' : 'full'}, ${N} cases) — ${new Date().toISOString()}, Bun ${Bun.version}`)
console.log(`baseline: one chart (calculateChart)        median ${ms(chart.median)}  p99 ${ms(chart.p99)}`)
console.log(`reverse lookup 1900-2100 (200 years)         median ${ms(r200.median)}  p99 ${ms(r200.p99)}  max ${ms(r200.max)}  = ${(r200.median / chart.median).toFixed(1)} charts (median)`)
console.log(`reverse lookup 1800-2200 (400 years)         median ${ms(r400.median)}  p99 ${ms(r400.p99)}  max ${ms(r400.max)}  = ${(r400.median / chart.median).toFixed(1)} charts`)
console.log(`solar terms of a year (with place)           median ${ms(terms.median)}  p99 ${ms(terms.p99)}  = ${(terms.median / chart.median).toFixed(1)} charts`)
console.log(`hour candidates of a date                    median ${ms(candidates.median)}  p99 ${ms(candidates.p99)}  = ${(candidates.median / chart.median).toFixed(1)} charts`)
console.log(`date selection over a year (365-366 days)    median ${ms(select.median)}  p99 ${ms(select.p99)}  = ${(select.median / chart.median).toFixed(1)} charts`)
console.log(`CPU time per call (user + system; not inflated by other processes): chart median ${ms(chart.cpu.median)}; reverse 200 years median ${ms(r200.cpu.median)} p99 ${ms(r200.cpu.p99)} max ${ms(r200.cpu.max)}; 400 years max ${ms(r400.cpu.max)}; date selection median ${ms(select.cpu.median)} max ${ms(select.cpu.max)}`)
console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores`)
console.log(`target: 200-year reverse lookup ≤ 50 ms: wall max ${ms(r200.max)} (${r200.max <= 50 ? 'met' : 'MISSED'}), wall p99 ${ms(r200.p99)}, CPU max ${ms(r200.cpu.max)} (${r200.cpu.max <= 50 ? 'met' : 'MISSED'})`)
