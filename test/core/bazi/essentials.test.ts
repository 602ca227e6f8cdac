/**
 * A chart's essentials (what the yearly outlook reads) are the whole chart's, member for member: the
 * pillars, day master, strength, warnings, times, conventions and place, and the luck pillars'
 * direction, start and first pillar, over random births, places, options and locales.
 */
import { describe, expect, it } from 'bun:test'
import { calculateChart, calculateChartEssentials, type ChartInput } from '../../../src/core/bazi/chart'
import type { Locale } from '../../../src/core/types'
import { seededRandom } from '../../support/seeded-random'

const PLACES = [
  { latitude: 39.9, longitude: 116.4 },
  { latitude: 43.8, longitude: 87.6 },
  { latitude: 40.7, longitude: -74 },
  { latitude: -33.9, longitude: 151.2 },
  { latitude: 19.1, longitude: 72.9 },
]
const LOCALES: Locale[] = ['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi']

describe('calculateChartEssentials', () => {
  it('is the whole chart cut to its essentials, for 400 random births', () => {
    const random = seededRandom(20261129)
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]
    const pad = (n: number) => String(n).padStart(2, '0')
    for (let i = 0; i < 400; i++) {
      const day = new Date(Date.UTC(1850, 0, 1) + Math.floor(random() * 300 * 365.25) * 86_400_000)
      const input: ChartInput = {
        date: day.toISOString().slice(0, 10),
        ...(random() < 0.9 ? { time: `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}` } : {}),
        ...(random() < 0.8 ? pick(PLACES) : {}),
        ...(random() < 0.8 ? { sex: pick(['male', 'female'] as const) } : {}),
        ziHour: pick(['next-day', 'same-day'] as const),
        trueSolarTime: random() < 0.7,
        locale: pick(LOCALES),
        includeDaily: false,
      }
      const whole = calculateChart(input)
      const essentials = calculateChartEssentials(input)
      expect(essentials.chart).toEqual({ pillars: whole.chart.pillars, dayMaster: whole.chart.dayMaster, strength: whole.chart.strength })
      expect([essentials.location, essentials.time, essentials.conventions, essentials.warnings]).toEqual([
        whole.location,
        whole.time,
        whole.conventions,
        whole.warnings,
      ])
      if (!whole.luck) expect(essentials.luck).toBeNull()
      else {
        const { pillars, ...luck } = whole.luck
        expect(essentials.luck).toEqual({ ...luck, pillars: pillars.slice(0, 1) })
      }
    }
  })
})
