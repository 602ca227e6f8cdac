/**
 * Almanac throughput: `npx bun bench/almanac.ts`.
 *
 * Measures `dailyAlmanac` per day on (a) consecutive days of one year, (b) days scattered over
 * random years 1800-2200 (the case where lunar-typescript's one-year cache rebuilds a LunarYear,
 * ~570 µs, on almost every call), with and without JSON serialisation, against the plain library
 * (`Solar.getLunar()` plus the same getters) as a baseline. Target: ≤ 30 µs per almanac day.
 */
import { Solar } from 'lunar-typescript'
import { dailyAlmanac } from '../src/core/almanac/almanac'

const DAY_MS = 86_400_000
const START = Date.UTC(1800, 0, 1)
const SPAN_DAYS = Math.floor((Date.UTC(2200, 11, 31) - START) / DAY_MS)

const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10)
// Deterministic pseudo-random days (LCG) so runs are comparable.
let seed = 12345
const nextRandom = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const randomDates = Array.from({ length: 20_000 }, () => isoOf(START + Math.floor(nextRandom() * SPAN_DAYS) * DAY_MS))
const consecutiveDates = Array.from({ length: 365 }, (_, i) => isoOf(Date.UTC(2025, 0, 1) + i * DAY_MS))

const measure = (label: string, dates: string[], fn: (date: string) => unknown, rounds = 1) => {
  for (const d of dates.slice(0, 2000)) fn(d) // warm-up (JIT, pillar memos)
  const t0 = performance.now()
  for (let r = 0; r < rounds; r++) for (const d of dates) fn(d)
  const us = ((performance.now() - t0) * 1000) / (dates.length * rounds)
  console.log(`${label.padEnd(46)} ${us.toFixed(1).padStart(8)} µs/day`)
  return us
}

const plainLibrary = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  const l = Solar.fromYmd(y, m, d).getLunar()
  return [l.getDayYi(), l.getDayJi(), l.getDayJiShen(), l.getDayXiongSha(), l.getDayChongDesc(), l.getDaySha(), l.getDayPositionXiDesc(), l.getDayPositionFuDesc(1), l.getDayPositionCaiDesc(), l.getZhiXing(), l.getDayTianShen(), l.getXiu(), l.getPengZuGan(), l.getDayPositionTai(), l.getTimes().map((t) => t.getTianShen())]
}

measure('plain library, random years (with 12 hours)', randomDates.slice(0, 2000), plainLibrary)
measure('dailyAlmanac en, consecutive days of 2025', consecutiveDates, (d) => dailyAlmanac(d, 'en'), 40)
const random = measure('dailyAlmanac en, random days 1800-2200', randomDates, (d) => dailyAlmanac(d, 'en'))
measure('dailyAlmanac zh, random days 1800-2200', randomDates, (d) => dailyAlmanac(d, 'zh'))
measure('dailyAlmanac en + JSON.stringify, random days', randomDates, (d) => JSON.stringify(dailyAlmanac(d, 'en')))
console.log(random <= 30 ? 'target ≤ 30 µs/day: met' : `target ≤ 30 µs/day: NOT met (${random.toFixed(1)} µs)`)
