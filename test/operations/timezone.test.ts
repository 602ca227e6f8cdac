/**
 * One rule for `timezone` on every operation that takes one (birth details wherever they occur,
 * the reverse lookup, the solar terms; REST and MCP): hours (a fixed offset, -12 to 14) or an IANA
 * zone name (its historical offset at the moment). An offset written as a string is refused
 * everywhere the same way.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp, toolJson } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())
const key = t.createKey(10_000)

const person = (timezone: unknown) => ({ date: '1990-05-15', time: '10:00', latitude: 43.8, longitude: 87.6, timezone })
const REST: [string, (tz: unknown) => Record<string, unknown>][] = [
  ['/api/v1/bazi', (tz) => person(tz)],
  ['/api/v1/daily', (tz) => ({ ...person(tz), readingDate: '2026-11-21' })],
  ['/api/v1/kids', (tz) => ({ ...person(tz), childName: 'Mei', readingDate: '2026-11-21' })],
  ['/api/v1/compatibility', (tz) => ({ person1: person(tz), person2: { date: '1992-03-02' }, includeNarrative: false })],
  ['/api/v1/almanac/select', (tz) => ({ from: '2026-01-01', to: '2026-01-31', activities: ['weddings'], person: person(tz) })],
  [
    '/api/v1/bazi/reverse',
    (tz) => ({ pillars: { year: '甲辰', month: '丙寅', day: '戊戌' }, latitude: 40.7128, longitude: -74.006, timezone: tz }),
  ],
  ['/api/v1/solar-terms', (tz) => ({ year: 2024, timezone: tz })],
]

describe('timezone over REST', () => {
  it.each(REST)('%s takes hours and an IANA zone name, and refuses an offset string', async (path, body) => {
    for (const tz of [6, 'Asia/Urumqi', 'Asia/Shanghai']) {
      const res = await t.post(path, body(tz), key)
      expect([tz, res.status]).toEqual([tz, 200])
    }
    const res = await t.post(path, body('+08:00'), key)
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('a fixed offset is sent as a number of hours')
    const unknown = await (await t.post(path, body('Mars/Olympus'), key)).json()
    expect(unknown.error.message).toContain('Unknown IANA time zone "Mars/Olympus"')
  })

  it('a zone name gives the offset the zone had at the birth moment (China DST in 1990: +09:00)', async () => {
    const zoned = await (await t.post('/api/v1/bazi', person('Asia/Shanghai'), key)).json()
    const fixed = await (await t.post('/api/v1/bazi', person(9), key)).json()
    expect(zoned.location).toMatchObject({ timeZone: 'Asia/Shanghai', utcOffset: 9 })
    expect(zoned.pillars).toEqual(fixed.pillars)
    expect(JSON.stringify(zoned)).toContain('"utc":"1990-05-15T01:00:00Z"')
  })

  it("a zone other than the place's is used and reported, with the place's zone as the alternative", async () => {
    const body = await (
      await t.post('/api/v1/bazi', { date: '1990-05-15', time: '10:00', city: 'Urumqi', timezone: 'Asia/Urumqi' }, key)
    ).json()
    expect(body.location).toMatchObject({ timeZone: 'Asia/Urumqi', utcOffset: 6 })
    const warning = body.warnings.find((w: any) => w.code === 'EXPLICIT_OFFSET_DIFFERS')
    expect(warning.message).toBe(
      "The time zone you sent (Asia/Urumqi, +06:00 at that moment) differs from the place's zone (Asia/Shanghai, +09:00); yours is used.",
    )
    expect(warning.alternative).toMatchObject({ timeZone: 'Asia/Shanghai', utcOffset: 9 })
  })
})

describe('timezone over MCP', () => {
  it('the chart, guidance and compatibility tools take a zone name as REST does', async () => {
    const pub = await t.mcpClient('/mcp')
    const args = { birth_date: '1990-05-15', birth_time: '10:00', latitude: 43.8, longitude: 87.6 }
    const chart = toolJson(await pub.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, timezone: 'Asia/Shanghai' } }))
    const fixed = toolJson(await pub.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, timezone: 9 } }))
    expect(chart.pillars).toEqual(fixed.pillars)
    const guidance = (await pub.callTool({
      name: 'get_daily_bazi_guidance',
      arguments: { ...args, timezone: 'Asia/Urumqi', reading_date: '2026-11-21' },
    })) as any
    expect(guidance.isError).toBeFalsy()
    const offsetString = (await pub.callTool({ name: 'calculate_bazi_chart', arguments: { ...args, timezone: '+08:00' } })) as any
    expect(offsetString.isError).toBe(true)
    // The tool's schema stays lean (tools/list budget): the core names what is wrong with the zone.
    expect(offsetString.content[0].text).toContain('"+08:00" is an offset, not an IANA zone name')
    await pub.close()
    const readings = await t.mcpClient('/mcp/readings', key)
    const compat = (await readings.callTool({
      name: 'calculate_bazi_compatibility',
      arguments: { person1: { ...args, timezone: 'Asia/Shanghai' }, person2: { birth_date: '1992-03-02' } },
    })) as any
    expect(compat.isError).toBeFalsy()
    await readings.close()
  })
})
