/**
 * Practitioner tools: `bun bench/practitioner.ts [--smoke]`.
 *
 * Target (issue 15): a 200-year reverse lookup (1900-2100) answers in ≤ 50 ms. Measured at the
 * operation level (`reverseResult`: place resolution, search, formatting), each call timed alone,
 * for pillars taken from random charts (four and three pillars, both clocks, both 子时 rules, places
 * with DST and far from their meridian). The baseline in the same run is one chart
 * (`calculateChart`), so the ratio stays meaningful on a busy machine. Also: the full 1800-2200
 * range, hour candidates (chart + candidates vs chart alone) and the 24-term list.
 */
import { calculateChart } from '../src/core/bazi/chart'
import { reverseResult } from '../src/operations/bazi-reverse'
import { solarTermsResult } from '../src/operations/solar-terms'

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
const timeEach = (fn: (c: Case) => unknown) => {
  for (const c of cases.slice(0, 20)) fn(c) // warm-up
  return cases.map((c) => {
    const t = performance.now()
    fn(c)
    return performance.now() - t
  })
}

const chartOf = (c: Case) => calculateChart({ date: c.date, time: c.time, ...c.place, trueSolarTime: c.trueSolarTime, ziHour: c.ziHour })
const pillarsOf = new Map(cases.map((c) => {
  const p = chartOf(c).chart.pillars
  return [c, { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, ...(c.withHour ? { hour: p.hour!.ganzhi } : {}) }]
}))
const reverse = (c: Case, fromYear: number, toYear: number) =>
  reverseResult({ pillars: pillarsOf.get(c)!, ...(c.place as object), trueSolarTime: c.trueSolarTime, ziHour: c.ziHour, fromYear, toYear, locale: 'en' })

const chart = stats(timeEach(chartOf))
const r200 = stats(timeEach((c) => reverse(c, 1900, 2100)))
const r400 = stats(timeEach((c) => reverse(c, 1800, 2200)))
const terms = stats(timeEach((c) => solarTermsResult({ year: Number(c.date.slice(0, 4)), ...(c.place as object), locale: 'en' })))

const ms = (x: number) => `${x.toFixed(3)} ms`
console.log(`practitioner benchmark (${smoke ? 'smoke' : 'full'}, ${N} cases) — ${new Date().toISOString()}, Bun ${Bun.version}`)
console.log(`baseline: one chart (calculateChart)        median ${ms(chart.median)}  p99 ${ms(chart.p99)}`)
console.log(`reverse lookup 1900-2100 (200 years)         median ${ms(r200.median)}  p99 ${ms(r200.p99)}  max ${ms(r200.max)}  = ${(r200.median / chart.median).toFixed(1)} charts (median)`)
console.log(`reverse lookup 1800-2200 (400 years)         median ${ms(r400.median)}  p99 ${ms(r400.p99)}  max ${ms(r400.max)}  = ${(r400.median / chart.median).toFixed(1)} charts`)
console.log(`solar terms of a year (with place)           median ${ms(terms.median)}  p99 ${ms(terms.p99)}  = ${(terms.median / chart.median).toFixed(1)} charts`)
console.log(`target: 200-year reverse lookup ≤ 50 ms: ${r200.max <= 50 ? 'met' : 'MISSED'} (max ${ms(r200.max)}, p99 ${ms(r200.p99)})`)
