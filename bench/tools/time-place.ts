/**
 * Time-and-place costs (a tool: no goal): `bun bench/tools/time-place.ts`.
 * Prints the gazetteer load (ms, size, places) and µs per operation (median over batches) for city
 * lookup, offset resolution, solar-term lookup, equation of time and resolveBirthMoment.
 */
import { loadGazetteer, lookupPlace, nearestPlace } from '../../src/core/geo/gazetteer'
import { zoneForCoordinates } from '../../src/core/geo/zones'
import { zonedWallToUtc } from '../../src/core/time/offsets'
import { resolveBirthMoment } from '../../src/core/time/resolve-moment'
import { jieAfter, jieAtOrBefore } from '../../src/core/time/solar-terms'
import { equationOfTimeSeconds } from '../../src/core/time/solar-time'

const loadStarted = performance.now()
const stats = loadGazetteer()
const loadMs = performance.now() - loadStarted

/** Median µs per call over `batches` batches of `perBatch` calls (after one warm-up batch). */
function bench(label: string, perBatch: number, fn: (i: number) => unknown, batches = 30): number {
  let sink = 0
  const run = () => {
    const t = performance.now()
    for (let i = 0; i < perBatch; i++) if (fn(i)) sink++
    return ((performance.now() - t) * 1000) / perBatch
  }
  run()
  const samples = Array.from({ length: batches }, run).sort((a, b) => a - b)
  const median = samples[Math.floor(samples.length / 2)]
  const p90 = samples[Math.floor(samples.length * 0.9)]
  console.log(`${label.padEnd(44)} ${median.toFixed(2).padStart(8)} µs median   ${p90.toFixed(2).padStart(8)} µs p90${sink < 0 ? '' : ''}`)
  return median
}

console.log(
  `gazetteer load: ${loadMs.toFixed(1)} ms (index ${stats.loadMs.toFixed(1)} ms), ${(stats.compressedBytes / 1e6).toFixed(2)} MB gzip, ${stats.places} places, ${stats.keys} name keys`,
)
console.log(`runtime: Bun ${typeof Bun !== 'undefined' ? Bun.version : '-'}; ${new Date().toISOString()}`)

const queries = [
  'Beijing',
  '广州',
  'San Francisco, CA',
  'London',
  '臺北',
  'Springfield',
  '广东省深圳市罗湖区',
  'Kuala Lumpur',
  'Qwzxtplk',
  'München',
  '中国北京',
  'Paris Texas',
]
bench('city lookup (12 mixed queries)', 1200, (i) => lookupPlace(queries[i % queries.length]))
bench('city lookup, simple hit ("Beijing")', 2000, () => lookupPlace('Beijing'))
bench('nearestPlace (30 km)', 2000, (i) => nearestPlace(20 + (i % 30), 100 + (i % 40)))
bench('zoneForCoordinates (tz-lookup + China policy)', 2000, (i) => zoneForCoordinates(20 + (i % 30), 100 + (i % 40)))

const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'Asia/Singapore']
bench('offset resolution (wall → UTC, 6 zones)', 2000, (i) =>
  zonedWallToUtc(
    { year: 1950 + (i % 70), month: 1 + (i % 12), day: 1 + (i % 28), hour: i % 24, minute: 30, second: 0 },
    zones[i % zones.length],
  ),
)

const t0 = Date.UTC(1900, 0, 1)
const span = Date.UTC(2100, 0, 1) - t0
bench('solar-term lookup (jie before + after)', 20000, (i) => {
  const t = t0 + ((i * 7919) % 10007) * (span / 10007)
  return jieAtOrBefore(t).utcMs + jieAfter(t).utcMs
})
bench('equation of time', 20000, (i) => equationOfTimeSeconds(t0 + ((i * 7919) % 10007) * (span / 10007)))

const pad = (n: number) => String(n).padStart(2, '0')
const RESOLVE_OPTIONS = { trueSolarTime: true, locale: 'en' } as const
bench('resolveBirthMoment (coordinates)', 1000, (i) =>
  resolveBirthMoment(
    {
      date: `${1950 + (i % 70)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
      time: `${pad(i % 24)}:${pad(i % 60)}`,
      latitude: 39.9042,
      longitude: 116.4074,
    },
    RESOLVE_OPTIONS,
  ),
)
bench('resolveBirthMoment (city "New York")', 1000, (i) =>
  resolveBirthMoment(
    { date: `${1950 + (i % 70)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`, time: `${pad(i % 24)}:${pad(i % 60)}`, city: 'New York' },
    RESOLVE_OPTIONS,
  ),
)
bench('resolveBirthMoment (explicit offset only)', 1000, (i) =>
  resolveBirthMoment(
    { date: `${1950 + (i % 70)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`, time: `${pad(i % 24)}:${pad(i % 60)}`, timezone: 8 },
    RESOLVE_OPTIONS,
  ),
)
