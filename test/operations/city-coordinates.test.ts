/**
 * A city sent together with coordinates: the coordinates are used (they are more precise), and a
 * city that is not where they point, or names no known place, is reported (LOCATION_MISMATCH), on
 * every operation that takes a place; a city that agrees with them adds nothing.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp, toolJson } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())
const key = t.createKey(1000)
const SHANGHAI = { latitude: 31.23, longitude: 121.47 }
const mismatches = (warnings: any[] | undefined): any[] => (warnings ?? []).filter((w) => w.code === 'LOCATION_MISMATCH')

describe('a city with coordinates that disagree', () => {
  it('/api/v1/bazi: the coordinates are used, with a warning naming both and the city as the alternative', async () => {
    const body = await (await t.post('/api/v1/bazi', { date: '1990-05-15', time: '10:00', city: 'Beijing', ...SHANGHAI }, key)).json()
    expect(body.location).toMatchObject({ resolvedFrom: 'coordinates', latitude: 31.23, longitude: 121.47 })
    const [warning] = mismatches(body.warnings)
    expect(warning.message).toBe(
      'The coordinates sent (31.23, 121.47) are 1068 km from "Beijing" (Beijing, CN); the coordinates are used. Send the city or the coordinates, not both, or make them agree.',
    )
    expect(warning.alternative).toMatchObject({ city: 'Beijing', country: 'CN', timeZone: 'Asia/Shanghai', distanceKm: 1068 })
  })

  it('a city the gazetteer does not know is reported too', async () => {
    const body = await (await t.post('/api/v1/bazi', { date: '1990-05-15', city: 'Atlantisxx', ...SHANGHAI }, key)).json()
    expect(mismatches(body.warnings).map((w: any) => w.message)).toEqual([
      '"Atlantisxx" names no place the gazetteer knows; the coordinates sent (31.23, 121.47) are used. Send the city or the coordinates, not both, or correct the city.',
    ])
  })

  it('an ambiguous city agrees when one of its places is near the coordinates', async () => {
    const body = await (
      await t.post('/api/v1/bazi', { date: '1990-05-15', city: 'Portland', latitude: 43.66, longitude: -70.26 }, key)
    ).json()
    expect(mismatches(body.warnings)).toEqual([])
  })

  it('a city that agrees with the coordinates adds nothing', async () => {
    const body = await (await t.post('/api/v1/bazi', { date: '1990-05-15', time: '10:00', city: 'Shanghai', ...SHANGHAI }, key)).json()
    expect(mismatches(body.warnings)).toEqual([])
  })

  it('the same warning on the chart tool, the compatibility persons, the solar terms and the reverse lookup', async () => {
    const client = await t.mcpClient('/mcp')
    const chart = toolJson(
      await client.callTool({
        name: 'calculate_bazi_chart',
        arguments: { birth_date: '1990-05-15', birth_time: '10:00', birth_city: 'Beijing', ...SHANGHAI },
      }),
    )
    expect(mismatches(chart.warnings)).toHaveLength(1)
    await client.close()
    const compat = await (
      await t.post(
        '/api/v1/compatibility',
        { person1: { date: '1990-05-15', city: 'Beijing', ...SHANGHAI }, person2: { date: '1992-03-02' }, includeNarrative: false },
        key,
      )
    ).json()
    expect(mismatches(compat.person1.warnings)).toHaveLength(1)
    const terms = await (await t.post('/api/v1/solar-terms', { year: 2024, city: 'Beijing', ...SHANGHAI }, key)).json()
    expect(mismatches(terms.warnings)).toHaveLength(1)
    const reverse = await (
      await t.post('/api/v1/bazi/reverse', { pillars: { year: '甲辰', month: '丙寅', day: '戊戌' }, city: 'Beijing', ...SHANGHAI }, key)
    ).json()
    expect(mismatches(reverse.warnings)).toHaveLength(1)
  })
})
