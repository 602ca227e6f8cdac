/**
 * What a chart says about itself: the year and luck pillar in force on the reading date (REST, as
 * the MCP summary has them), why the strength verdict and favourable elements are what they are,
 * how the luck pillars' ages are counted, and whether "missing elements" counts the hidden stems.
 * Through POST /api/v1/bazi and the real MCP client, over births across the century.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import { createTestApp, toolJson } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z') })
const key = t.createKey(100_000)
let client: Client
beforeAll(async () => {
  client = await t.mcpClient('/mcp')
})
afterAll(async () => {
  await client.close()
  t.close()
})
const summaryOf = async (args: Record<string, unknown>) =>
  toolJson((await client.callTool({ name: 'calculate_bazi_chart', arguments: args })) as any)

const chart = async (body: Record<string, unknown>) => {
  const res = await t.post('/api/v1/bazi', body, key)
  expect(res.status).toBe(200)
  return (await res.json()) as any
}

/** Births 1930-2010, spread over the year and the clock, at a few places. */
const BIRTHS = Array.from({ length: 24 }, (_, i) => ({
  date: `${1930 + i * 3}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
  time: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  city: ['Beijing', 'Shanghai', 'Taipei', 'New York', 'London', 'Sydney'][i % 6],
  sex: i % 2 ? 'female' : 'male',
}))

const CJK = /[\u3400-\u9fff]/

describe('the REST chart marks what is current', () => {
  it('the luck pillar holding the reading date’s Bazi year, that year’s pillar, and the day judged on', async () => {
    for (const birth of BIRTHS) {
      for (const readingDate of ['2026-02-03', '2026-02-05', '1999-07-01', '2060-12-31']) {
        const b = await chart({ ...birth, readingDate })
        const { current } = b
        expect(current.readingDate).toBe(readingDate)
        // 立春 2026 falls on 4 February: the 3rd is still the Bazi year 2025 (乙巳), the 5th is 2026 (丙午).
        if (readingDate === '2026-02-03') expect([current.year.year, current.year.ganzhi]).toEqual([2025, '乙巳'])
        if (readingDate === '2026-02-05') expect([current.year.year, current.year.ganzhi]).toEqual([2026, '丙午'])
        const holding = b.luck.pillars.findIndex((p: any) => p.startYear <= current.year.year && current.year.year < p.startYear + 10)
        if (holding < 0) expect(current.luckPillar).toBeNull()
        else {
          // Which of luck.pillars: its ganzhi, ten god and years are said there, once.
          expect(current.luckPillar).toEqual({ index: holding + 1 })
        }
        // The year's ten god is the year stem's against the day master: the luck pillar with that stem names it.
        const sameStem = b.luck.pillars.find((p: any) => p.ganzhi[0] === current.year.ganzhi[0])
        expect(current.year.tenGod).toEqual(sameStem.tenGod)
      }
    }
  })

  it('defaults the reading date to today in the birth place’s zone, and has no luck pillar without sex', async () => {
    // 20:00 UTC on 21 November is already the 22nd in Beijing, still the 21st in New York.
    expect((await chart({ date: '1990-05-15', time: '14:30', city: 'Beijing' })).current).toMatchObject({
      readingDate: '2026-11-22',
      luckPillar: null,
    })
    expect((await chart({ date: '1990-05-15', time: '14:30', city: 'New York' })).current.readingDate).toBe('2026-11-21')
  })

  it('agrees with the MCP summary’s current year and luck pillar', async () => {
    for (const birth of BIRTHS.slice(0, 8)) {
      const rest = await chart({ ...birth, readingDate: '2031-03-01' })
      const summary = await summaryOf({
        birth_date: birth.date,
        birth_time: birth.time,
        birth_city: birth.city,
        sex: birth.sex,
        reading_date: '2031-03-01',
      })
      expect([rest.current.year.year, rest.current.year.ganzhi, rest.current.year.tenGod.name]).toEqual([
        summary.currentYear.year,
        summary.currentYear.ganzhi,
        summary.currentYear.tenGod,
      ])
      const inForce = rest.current.luckPillar && rest.luck.pillars[rest.current.luckPillar.index - 1]
      expect(inForce && [inForce.ganzhi, inForce.startYear]).toEqual(
        summary.luck.current && [summary.luck.current.ganzhi, summary.luck.current.startYear],
      )
    }
  })
})

describe('a chart explains its strength, its ages and its missing elements', () => {
  it('the strength reason gives the figures, the threshold that decided, and the favourable elements, in the locale', async () => {
    for (const birth of BIRTHS) {
      for (const locale of ['en', 'zh'] as const) {
        const { chart: c } = await chart({ ...birth, locale })
        const { reason, ratio, support, total, verdict, favourable } = c.strength
        expect(reason).toContain(`${support}`)
        expect(reason).toContain(`${total}`)
        expect(reason).toContain(`${ratio}`)
        const threshold = {
          strong: locale === 'zh' ? '身强（≥ 0.55）' : 'strong (≥ 0.55)',
          weak: locale === 'zh' ? '身弱（≤ 0.45）' : 'weak (≤ 0.45)',
          balanced: locale === 'zh' ? '中和（0.45–0.55）' : 'balanced (0.45–0.55)',
        }
        expect(reason).toContain(threshold[verdict as keyof typeof threshold])
        for (const element of favourable) expect(reason).toContain(element.name)
        if (locale === 'en') expect(CJK.test(reason)).toBe(false)
        else expect(/[A-Za-z]/.test(reason)).toBe(false)
      }
    }
  })

  it('the luck pillars say their ages are nominal (虚岁), and those ages agree with it', async () => {
    for (const birth of BIRTHS) {
      const b = await chart(birth)
      expect(b.luck.ageReckoning.code).toBe('nominal')
      const birthYear = Number(birth.date.slice(0, 4))
      for (const p of b.luck.pillars) expect(p.startAge).toBe(p.startYear - birthYear + 1)
      const zh = await chart({ ...birth, locale: 'zh' })
      expect(zh.luck.ageReckoning.name).toContain('虚岁')
    }
  })

  it('the MCP summary says which missing elements count the hidden stems, as REST does', async () => {
    for (const birth of BIRTHS) {
      const rest = await chart(birth)
      const summary = await summaryOf({ birth_date: birth.date, birth_time: birth.time, birth_city: birth.city, sex: birth.sex })
      const names = (codes: string[]) => codes.map((code) => code[0].toUpperCase() + code.slice(1))
      expect(summary.elements.missing).toEqual(names(rest.chart.elements.missing))
      expect(summary.elements.missingIncludingHidden).toEqual(names(rest.chart.elements.missingIncludingHidden))
      expect(summary.strength.reason).toBe(rest.chart.strength.reason)
      expect(summary.luck.ageReckoning).toBe(rest.luck.ageReckoning.name)
    }
  })
})

describe('a city that names several places', () => {
  it('answers the largest, lists the others and says so in the locale', async () => {
    for (const [city, country, other] of [
      ['Saint Petersburg', 'RU', 'Florida'],
      ['Pekin', 'CN', 'Illinois'],
    ]) {
      const en = await chart({ date: '1990-05-15', time: '14:30', city })
      expect(en.location.country).toBe(country)
      expect(en.location.otherPlacesNamed.some((p: any) => p.admin1 === other)).toBe(true)
      const warning = en.warnings.find((w: any) => w.code === 'OTHER_PLACES_NAMED')
      expect(warning.message).toContain(other)
      expect(warning.message).toContain('City, Region')
      const zh = await chart({ date: '1990-05-15', time: '14:30', city, locale: 'zh' })
      expect(zh.warnings.find((w: any) => w.code === 'OTHER_PLACES_NAMED').message).toContain('同名地点')
    }
    // Coordinates or an unambiguous name: no list, no warning.
    const chengdu = await chart({ date: '1990-05-15', time: '14:30', city: 'Chengdu' })
    expect(chengdu.location.otherPlacesNamed).toBeUndefined()
    expect(chengdu.warnings.map((w: any) => w.code)).not.toContain('OTHER_PLACES_NAMED')
  })

  it('names every place in the reader’s language: 광주 in Korean for the one chosen as for the others, 光州 in Chinese', async () => {
    const ko = await chart({ date: '1990-05-15', time: '14:30', city: '광주', locale: 'ko' })
    const message = ko.warnings.find((w: any) => w.code === 'OTHER_PLACES_NAMED').message as string
    expect(message).toContain('가장 큰 광주, Gwangju, KR')
    expect(message).toContain('다른 곳: 광주, Gyeonggi-do, KR')
    expect(message).not.toMatch(/Gwangju, Gwangju/)
    const zh = await chart({ date: '1990-05-15', time: '14:30', city: '광주', locale: 'zh' })
    expect(zh.location.nameZh).toBe('光州')
    expect(zh.warnings.find((w: any) => w.code === 'OTHER_PLACES_NAMED').message).toContain('最大的 光州, Gwangju, KR')
  })
})

describe('the clock correction keeps daylight-saving time apart', () => {
  const minutesBetween = (a: string, b: string) => (Date.parse(`${b}Z`) - Date.parse(`${a}:00Z`.replace(/:00:00Z$/, ':00Z'))) / 60_000
  it('says when DST was in force, and true solar = civil − DST + longitude + equation of time', async () => {
    for (const [birth, dst] of [
      [{ date: '1990-05-15', time: '14:30', city: 'Beijing' }, 60], // China's DST 1986-91
      [{ date: '1988-07-01', time: '12:00', city: 'Shanghai' }, 60],
      [{ date: '1995-07-01', time: '12:00', city: 'Beijing' }, 0],
      [{ date: '1990-07-01', time: '09:00', city: 'New York' }, 60],
      [{ date: '1990-01-15', time: '09:00', city: 'New York' }, 0],
      [{ date: '1990-01-15', time: '09:00', city: 'Sydney' }, 60], // southern summer
      [{ date: '1990-07-01', time: '09:00', city: 'Dublin' }, 0], // Irish Standard Time is standard time
      [{ date: '1970-01-15', time: '09:00', city: 'London' }, 0], // British Standard Time 1968-71 was not DST
      [{ date: '1990-07-01', time: '09:00', city: 'London' }, 60],
    ] as const) {
      const { time, location } = await chart(birth)
      expect([birth.city, birth.date, time.daylightSavingMinutes]).toEqual([birth.city, birth.date, dst])
      expect(time.longitudeCorrectionMinutes).toBeCloseTo(location.longitude * 4 - (location.utcOffset * 60 - dst), 3)
      const total = minutesBetween(time.civil, time.trueSolar)
      expect(total).toBeCloseTo(-dst + time.longitudeCorrectionMinutes + time.equationOfTimeMinutes, 0)
    }
  })

  it('judges a zone on its local year (Apia after the date line), counts war-time double summer time, and holds without a birth time', async () => {
    // Samoa moved across the date line at the end of 2011: 2012 is judged on its new side (+13, +14 in summer).
    expect((await chart({ date: '2012-01-01', time: '02:00', latitude: -13.83, longitude: -171.76 })).time.daylightSavingMinutes).toBe(60)
    // Berlin's double summer time of 1945 (+3 on a +1 standard), which ICU names only "GMT+03:00".
    expect((await chart({ date: '1945-06-15', time: '12:00', city: 'Berlin' })).time.daylightSavingMinutes).toBe(120)
    // No birth time: the day's offset still says what DST did, and the longitude correction stays DST-free.
    const noTime = await chart({ date: '1990-05-15', city: 'Beijing' })
    expect([noTime.time.daylightSavingMinutes, noTime.time.longitudeCorrectionMinutes]).toEqual([
      60,
      (await chart({ date: '1990-05-15', time: '14:30', city: 'Beijing' })).time.longitudeCorrectionMinutes,
    ])
  })

  it('is null when no zone is known (an explicit offset without a place), and in the MCP summary too', async () => {
    expect((await chart({ date: '1990-05-15', time: '14:30', timezone: 9 })).time.daylightSavingMinutes).toBeNull()
    // With a place, an explicit offset is judged against the zone's standard time: +9 in Beijing's
    // summer of 1988 is daylight time, +8 is not (whatever the zone's own clock said).
    expect((await chart({ date: '1988-07-01', time: '12:00', city: 'Beijing', timezone: 9 })).time.daylightSavingMinutes).toBe(60)
    expect((await chart({ date: '1988-07-01', time: '12:00', city: 'Beijing', timezone: 8 })).time.daylightSavingMinutes).toBe(0)
    const summary = await summaryOf({ birth_date: '1990-05-15', birth_time: '14:30', birth_city: 'Beijing' })
    expect(summary.birth.daylightSavingMinutes).toBe(60)
  })
})
