/**
 * Unknown-hour candidates (`hourCandidates: true` on POST /api/v1/bazi) against the chart
 * operation itself: for generated dates and places (far from their zone's meridian, near solar
 * terms, China's 1986-1991 DST change days), the windows cover the civil day without gap or overlap,
 * and every window's first, middle and last civil minute charted with that time gives the window's
 * hour and day pillars, the minute across each inner boundary a different hour.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { isAppError } from '../../src/core/errors'
import { zonedWallToUtc } from '../../src/core/time/offsets'
import { hourCandidates } from '../../src/core/bazi/hour-candidates'
import { hourCandidatesView } from '../../src/operations/shared/hour-candidates'
import { wholeMinutes } from '../../src/presenters/practitioner-views'
import { createTestApp } from '../support/app'
import {
  CHINA_DST_CHANGE_DAYS,
  PLACES,
  chartAtInstant,
  momentOf,
  placeClockOf,
  random,
  type ChartOptions,
} from '../support/pillar-consistency'

const t = createTestApp()
const key = t.createKey(100_000)
afterAll(() => t.close())

const MINUTE = 60_000
const civilMidnight = (clock: ReturnType<typeof placeClockOf>, date: string) => {
  const [year, month, day] = date.split('-').map(Number)
  const wall = { year, month, day, hour: 0, minute: 0, second: 0 }
  return clock.fixedOffsetSeconds !== null
    ? Date.UTC(year, month - 1, day) - clock.fixedOffsetSeconds * 1000
    : zonedWallToUtc(wall, clock.zone!).utcMs
}
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

describe('hour candidates ≡ the chart operation (generated dates and places)', () => {
  it('400 generated civil days: full coverage, and every window agrees with the chart minute by minute', () => {
    const r = random(15)
    let days = 0
    let checks = 0
    let dayChanges = 0
    const counts = new Map<number, number>()
    while (days < 400) {
      const spec = r.pick(PLACES)
      const clock = placeClockOf(spec)
      const date = days % 10 === 0 ? r.pick(CHINA_DST_CHANGE_DAYS) : momentOf(r, clock).date
      const options: ChartOptions = { trueSolarTime: r.next() < 0.75, ziHour: r.next() < 0.6 ? 'next-day' : 'same-day' }
      let view
      try {
        view = hourCandidatesView({ date, ...spec, ...options, locale: 'en' })
      } catch (error) {
        if (isAppError(error)) continue
        throw error
      }
      days++
      const list = view.candidates
      const label = `${JSON.stringify(spec)} ${date} ${JSON.stringify(options)}`
      counts.set(list.length, (counts.get(list.length) ?? 0) + 1)
      expect([label, list.length >= 12 && list.length <= 14]).toEqual([label, true])
      expect([label, new Set(list.map((c) => c.hour)).size]).toEqual([label, list.length])
      const hoursLong = (Date.parse(list[list.length - 1].end.utc) - Date.parse(list[0].start.utc)) / 3_600_000
      if (hoursLong <= 24) expect([label, list.length <= 13]).toEqual([label, true])
      // Coverage: from civil 00:00 to the next civil 00:00, each window starting where the last ended.
      expect([label, Date.parse(list[0].start.utc)]).toEqual([label, Math.round(civilMidnight(clock, date) / 1000) * 1000])
      expect([label, Date.parse(list[list.length - 1].end.utc)]).toEqual([
        label,
        Math.round(civilMidnight(clock, nextDate(date)) / 1000) * 1000,
      ])
      for (let i = 1; i < list.length; i++) expect([label, list[i].start.utc]).toEqual([label, list[i - 1].end.utc])
      // Each window against the chart.
      const core = hourCandidates({
        date: { year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) },
        place: clock,
        ...options,
        locale: 'en',
      })
      expect(core.length).toBe(list.length)
      for (const [i, c] of list.entries()) {
        if (c.dayChange) dayChanges++
        const w = core[i].window
        const minutes = wholeMinutes(clock, w)
        if (minutes.first === null || minutes.last === null) continue
        const first = minutes.first - clock.offsetSecondsAt(w.startMs) * 1000
        const last = minutes.last - clock.offsetSecondsAt(w.endMs - 1) * 1000
        const middle = first + Math.floor((last - first) / 2 / MINUTE) * MINUTE
        const dayAt = (instant: number) => (c.dayChange && instant >= core[i].dayChange!.atMs ? c.dayChange.day : c.day)
        for (const instant of [first, middle, last]) {
          const got = chartAtInstant(spec, clock, instant, options)
          checks++
          expect([label, c.hour, new Date(instant).toISOString(), got.hour, got.day]).toEqual([
            label,
            c.hour,
            new Date(instant).toISOString(),
            c.hour,
            dayAt(instant),
          ])
        }
        if (c.startBoundary.kind === 'hour' || c.startBoundary.kind === 'day-change') {
          const got = chartAtInstant(spec, clock, first - MINUTE, options)
          expect([label, c.hour, 'before', got.hour === c.hour]).toEqual([label, c.hour, 'before', false])
        }
        if (c.endBoundary.kind === 'hour' || c.endBoundary.kind === 'day-change') {
          const got = chartAtInstant(spec, clock, last + MINUTE, options)
          expect([label, c.hour, 'after', got.hour === c.hour]).toEqual([label, c.hour, 'after', false])
        }
      }
    }
    expect(checks).toBeGreaterThan(15_000)
    expect(dayChanges).toBeGreaterThan(0)
    expect((counts.get(12) ?? 0) > 0 && (counts.get(13) ?? 0) > 0).toBe(true)
  }, 120_000)
})

const chart = async (body: unknown) => {
  const res = await t.post('/api/v1/bazi', body, key)
  return { status: res.status, body: (await res.json()) as any }
}

describe('POST /api/v1/bazi with hourCandidates', () => {
  it('Urumqi: the 子 hour starts about 01:14 on the clock, not 23:00; the chart itself keeps no hour pillar', async () => {
    const { status, body } = await chart({ date: '2000-08-16', city: 'Urumqi', hourCandidates: true })
    expect(status).toBe(200)
    expect(body.chart.pillars.hour).toBeNull()
    const hc = body.hourCandidates
    expect(hc).toMatchObject({ date: '2000-08-16', clock: 'true-solar', ziHour: 'next-day' })
    expect(hc.candidates).toHaveLength(13)
    const zi = hc.candidates.find((c: any) => c.hour.endsWith('子'))
    expect(zi).toMatchObject({
      hour: '戊子',
      day: '丙午',
      startBoundary: { kind: 'day-change' },
      tenGod: { code: 'eating-god', name: 'Eating God' },
    })
    expect(zi.firstMinute >= '01:10' && zi.firstMinute <= '01:20').toBe(true)
    expect(zi.start.local).toMatch(/^2000-08-16T01:1\d:\d\d\+08:00$/)
    // The first window is the previous day's 亥 hour: under the 23:00 rule it implies the previous day pillar.
    expect(hc.candidates[0]).toMatchObject({ hour: '丁亥', day: '乙巳', firstMinute: '00:00', startBoundary: { kind: 'civil-day' } })
    expect(hc.candidates[12].hour.endsWith('亥')).toBe(true)
  })

  it('civil clock (a timezone only): thirteen windows, 00:00-00:59 and 23:00-23:59 two different 子 hours; a jie inside a window is reported', async () => {
    const { body } = await chart({ date: '2024-02-04', timezone: 8, hourCandidates: true, locale: 'zh' })
    const list = body.hourCandidates.candidates
    expect(body.hourCandidates.clock).toBe('civil')
    expect(list.map((c: any) => c.hour)).toEqual([
      '壬子',
      '癸丑',
      '甲寅',
      '乙卯',
      '丙辰',
      '丁巳',
      '戊午',
      '己未',
      '庚申',
      '辛酉',
      '壬戌',
      '癸亥',
      '甲子',
    ])
    expect(list[12]).toMatchObject({ day: '己亥', firstMinute: '23:00', lastMinute: '23:59', startBoundary: { kind: 'day-change' } })
    expect(list[8].monthChange).toMatchObject({ term: { code: 'start-of-spring', name: '立春' }, year: '甲辰', month: '丙寅' })
    expect(list[8].monthChange.instant.local).toMatch(/^2024-02-04T16:2\d:\d\d\+08:00$/)
    expect([list[7].month, list[9].month]).toEqual(['乙丑', '丙寅'])
    expect(list[0].tenGod).toEqual({ code: 'indirect-wealth', name: '偏财' })
  })

  it('a 23-hour civil day (China’s DST start, 1986-05-04) is covered exactly', async () => {
    const { body } = await chart({ date: '1986-05-04', latitude: 39.9042, longitude: 116.4074, hourCandidates: true })
    const list = body.hourCandidates.candidates
    expect(list[0].start.local).toBe('1986-05-04T00:00:00+08:00')
    expect(list[list.length - 1].end.local).toBe('1986-05-05T00:00:00+09:00')
    const hours = (Date.parse(list[list.length - 1].end.utc) - Date.parse(list[0].start.utc)) / 3_600_000
    expect(hours).toBe(23)
  })

  it('refuses hourCandidates with a time or without a place, and is not on the MCP tool', async () => {
    const withTime = await chart({ date: '2000-08-16', time: '12:00', city: 'Urumqi', hourCandidates: true })
    expect(withTime.status).toBe(400)
    expect(withTime.body.error.details.field).toBe('hourCandidates')
    const noPlace = await chart({ date: '2000-08-16', hourCandidates: true })
    expect(noPlace.status).toBe(400)
    expect(noPlace.body.error.message).toContain('place')
    const off = await chart({ date: '2000-08-16', city: 'Urumqi' })
    expect(off.body.hourCandidates).toBeUndefined()
    const client = await t.mcpClient('/mcp')
    const result = (await client.callTool({
      name: 'calculate_bazi_chart',
      arguments: { birth_date: '2000-08-16', hourCandidates: true },
    })) as any
    expect(result.isError).toBe(true)
    await client.close()
  })
})
