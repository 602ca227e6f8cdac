import { describe, expect, it } from 'bun:test'
import tzLookup from '@photostructure/tz-lookup'
import { zoneForCoordinates } from '../../../src/core/geo/zones'

describe('zoneForCoordinates (tz-lookup + China policy, geo notes §3 and §5)', () => {
  const table: [string, number, number, string, string | null][] = [
    ['Beijing', 39.9042, 116.4074, 'Asia/Shanghai', null],
    ['Lhasa', 29.65, 91.1, 'Asia/Shanghai', null],
    ['Ürümqi (Xinjiang)', 43.8256, 87.6168, 'Asia/Shanghai', 'Asia/Urumqi'],
    ['Kashgar (Xinjiang)', 39.4704, 75.9898, 'Asia/Shanghai', 'Asia/Urumqi'],
    ['Hong Kong', 22.3193, 114.1694, 'Asia/Hong_Kong', null],
    ['Sheung Shui, HK near the Shenzhen border', 22.5016, 114.1283, 'Asia/Hong_Kong', null],
    ['Macau', 22.1987, 113.5439, 'Asia/Macau', null],
    ['Kinmen', 24.4493, 118.3767, 'Asia/Taipei', null],
    ['Xiamen', 24.4798, 118.0894, 'Asia/Shanghai', null],
    ['Johor Bahru', 1.4927, 103.7414, 'Asia/Kuala_Lumpur', null],
    ['Kota Kinabalu', 5.9804, 116.0735, 'Asia/Kuching', null],
    ['Sinuiju (North Korea, across from Dandong)', 40.1006, 124.3981, 'Asia/Pyongyang', null],
    ['Seoul', 37.5665, 126.978, 'Asia/Seoul', null],
    ['New York', 40.7128, -74.006, 'America/New_York', null],
    ['Indianapolis', 39.7684, -86.1581, 'America/Indiana/Indianapolis', null],
  ]
  for (const [label, lat, lon, zone, alt] of table) {
    it(`${label} → ${zone}`, () => {
      const z = zoneForCoordinates(lat, lon)
      expect(z.timeZone).toBe(zone)
      expect(z.alternativeTimeZone).toBe(alt)
    })
  }

  it('corrects Dandong, which tz-lookup puts in Asia/Pyongyang', () => {
    const dandong: [number, number] = [40.12917, 124.39472] // GeoNames 2037886
    expect(tzLookup(...dandong)).toBe('Asia/Pyongyang') // the known error this test guards against
    const z = zoneForCoordinates(...dandong)
    expect(z.timeZone).toBe('Asia/Shanghai')
    expect(z.corrected).toBe(true)
  })
})
