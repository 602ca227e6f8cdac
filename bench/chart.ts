/**
 * Chart throughput: `npx bun bench/chart.ts`.
 *
 * Full charts (time and place included: resolveBirthMoment with coordinates → IANA zone → historical
 * offset → equation of time → pillars → every chart member) for random moments 1900-2100 at random
 * places from a list, per call: median and p99 µs, with and without luck pillars and JSON
 * serialisation. Target (issue 4): median ≤ 50 µs (team goal ≤ 20 µs).
 *
 * Inputs come from a fixed PRNG so runs are comparable. The first pass is reported separately (cold:
 * JIT warm-up, lazily built caches); the later passes are steady-state per-request costs. No
 * calendar object is built per call (the lunar date comes from a generated month table).
 */
import { calculateChart, type ChartInput } from '../src/core/bazi/chart'

let seed = 20261121
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const int = (n: number) => Math.floor(rand() * n)
const pad = (n: number) => String(n).padStart(2, '0')

const PLACES: [number, number][] = [
  [39.9042, 116.4074], // Beijing
  [31.2304, 121.4737], // Shanghai
  [22.3193, 114.1694], // Hong Kong
  [43.8256, 87.6168], // Ürümqi
  [40.7128, -74.006], // New York
  [34.0522, -118.2437], // Los Angeles
  [51.5074, -0.1278], // London
  [-33.8688, 151.2093], // Sydney
  [1.3521, 103.8198], // Singapore
  [-23.5505, -46.6333], // São Paulo
]

const inputs: ChartInput[] = Array.from({ length: 5000 }, () => {
  const [latitude, longitude] = PLACES[int(PLACES.length)]
  const year = 1900 + int(201)
  return {
    date: `${year}-${pad(1 + int(12))}-${pad(1 + int(28))}`,
    time: `${pad(int(24))}:${pad(int(60))}`,
    latitude,
    longitude,
    ziHour: 'next-day',
    trueSolarTime: true,
    locale: 'en',
    includeDaily: false,
  }
})

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]

const timeAll = (fn: (input: ChartInput) => unknown) => {
  const samples: number[] = []
  for (const input of inputs) {
    const t0 = performance.now()
    fn(input)
    samples.push((performance.now() - t0) * 1000)
  }
  return samples.sort((a, b) => a - b)
}

{
  const cold = timeAll((i) => calculateChart(i))
  console.log(`${'first pass (cold process, JIT warming)'.padEnd(48)} median ${percentile(cold, 0.5).toFixed(1).padStart(6)} µs   p99 ${percentile(cold, 0.99).toFixed(1).padStart(6)} µs`)
}

const measure = (label: string, fn: (input: ChartInput) => unknown) => {
  for (const input of inputs) fn(input) // warm-up
  const samples: number[] = []
  for (const input of inputs) {
    const t0 = performance.now()
    fn(input)
    samples.push((performance.now() - t0) * 1000)
  }
  samples.sort((a, b) => a - b)
  const median = percentile(samples, 0.5)
  console.log(`${label.padEnd(48)} median ${median.toFixed(1).padStart(6)} µs   p99 ${percentile(samples, 0.99).toFixed(1).padStart(6)} µs`)
  return median
}

const base = measure('chart (time + place), no luck', (i) => calculateChart(i))
measure('chart + luck (10 大运 × 10 流年)', (i) => calculateChart({ ...i, sex: 'female' }))
measure('chart + luck + daily + JSON.stringify', (i) => JSON.stringify(calculateChart({ ...i, sex: 'male', includeDaily: true, readingDate: '2026-11-21' })))
measure('chart, zh locale, civil clock', (i) => calculateChart({ ...i, locale: 'zh', trueSolarTime: false }))
const size = JSON.stringify(calculateChart({ ...inputs[0], sex: 'male', includeDaily: true, readingDate: '2026-11-21' })).length
console.log(`response size with luck + daily: ${(size / 1024).toFixed(1)} KiB`)
console.log(base <= 50 ? `target median ≤ 50 µs: met (${base.toFixed(1)} µs)` : `target median ≤ 50 µs: NOT met (${base.toFixed(1)} µs)`)
