/**
 * The practitioner tools agree with the chart, end to end over REST only: births generated at places far
 * from their zone's meridian, near solar terms and in China's 1986-1991 DST are charted with
 * `POST /api/v1/bazi`; their pillars are searched with `POST /api/v1/bazi/reverse`; every window's
 * first, middle and last minute sent back to `/api/v1/bazi` give those pillars, and the minute before
 * and after (where a term, hour or day change cuts the window) give others. Hour candidates likewise:
 * each candidate's first and last minute give its hour pillar. (The thousands of generated searches
 * run at the core level in bazi-reverse.test.ts; this file proves the REST surfaces agree.)
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'
import { PLACES, momentOf, placeClockOf, random, type PlaceSpec } from '../support/pillar-consistency'

const t = createTestApp()
const key = t.createKey(1_000_000)
afterAll(() => t.close())

const CUT_BY_PILLAR_CHANGE = new Set(['solar-term', 'hour', 'day-change'])
type Pillars = { year: string; month: string; day: string; hour: string | null }

const post = async (path: string, body: unknown) => {
  const res = await t.post(path, body, key)
  const json = (await res.json()) as any
  expect([path, JSON.stringify(body), res.status, json.error ?? null]).toEqual([path, JSON.stringify(body), 200, null])
  return json
}

/** Civil minute text `YYYY-MM-DDTHH:MM` shifted by whole minutes. */
const shiftMinute = (text: string, minutes: number) => new Date(Date.parse(`${text}:00Z`) + minutes * 60_000).toISOString().slice(0, 16)

/**
 * The chart's pillars for a civil minute at the place. The window's own UTC offset is sent with
 * coordinates or a city, so a minute of a repeated hour (DST end) is read with the offset the
 * window is in, as a user who knows which occurrence it was would send it.
 */
async function chartAt(spec: PlaceSpec, minute: string, utcOffset: number, options: object): Promise<Pillars> {
  const timezone = spec.timezone ?? utcOffset
  const body = await post('/api/v1/bazi', { ...spec, timezone, date: minute.slice(0, 10), time: minute.slice(11), ...options })
  const p = body.chart.pillars
  return { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour?.ganzhi ?? null }
}

const sameAs = (got: Pillars, target: Pillars, withHour: boolean) =>
  got.year === target.year && got.month === target.month && got.day === target.day && (!withHour || got.hour === target.hour)

describe('REST reverse lookup ≡ REST chart (generated births)', () => {
  it('200 generated searches: first, middle and last minute of every window give the pillars; the minute beyond a pillar boundary does not', async () => {
    const r = random(15_2026)
    let windowsChecked = 0
    let foundBirths = 0
    for (let i = 0; i < 200; i++) {
      const spec = r.pick(PLACES)
      const options = { trueSolarTime: r.next() < 0.75, ziHour: r.next() < 0.5 ? 'next-day' : 'same-day' }
      const withHour = r.next() < 0.8
      let moment = momentOf(r, placeClockOf(spec))
      while (moment.date < '1901' || moment.date > '2099') moment = momentOf(r, placeClockOf(spec)) // the default search range
      const birth = await post('/api/v1/bazi', { ...spec, ...moment, ...options })
      const p = birth.chart.pillars
      const target: Pillars = { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour.ganzhi }
      const year = Number(moment.date.slice(0, 4))
      const found = await post('/api/v1/bazi/reverse', {
        pillars: { year: target.year, month: target.month, day: target.day, ...(withHour ? { hour: target.hour } : {}) },
        ...spec,
        ...options,
        fromYear: year - 1,
        toYear: year + 1,
      })
      expect(found.windows.length).toBeGreaterThan(0)
      const birthUtc = birth.time.utc as string
      if (found.windows.some((w: any) => w.start.utc <= birthUtc && birthUtc < w.end.utc)) foundBirths++
      for (const w of found.windows) {
        if (w.firstMinute === null) continue // shorter than a minute, holding no whole minute
        const label = `${JSON.stringify(spec)} ${JSON.stringify(options)} ${JSON.stringify(target)} ${w.firstMinute}..${w.lastMinute}`
        // Windows are cut at every offset change, so one offset holds inside; the minute after an
        // offset-change cut is not checked (the pillars need not change there).
        const startOffset = w.start.utcOffset
        const endOffset = w.end.utcOffset
        const span = (Date.parse(`${w.lastMinute}:00Z`) - Date.parse(`${w.firstMinute}:00Z`)) / 60_000
        const minutes: [string, number][] = [
          [w.firstMinute, startOffset],
          [shiftMinute(w.firstMinute, Math.floor(span / 2)), startOffset],
          [w.lastMinute, startOffset],
        ]
        for (const [minute, offset] of minutes) {
          expect([label, minute, sameAs(await chartAt(spec, minute, offset, options), target, withHour)]).toEqual([label, minute, true])
        }
        if (CUT_BY_PILLAR_CHANGE.has(w.startBoundary.kind)) {
          const before = shiftMinute(w.firstMinute, -1)
          expect([label, before, sameAs(await chartAt(spec, before, startOffset, options), target, withHour)]).toEqual([
            label,
            before,
            false,
          ])
        }
        if (CUT_BY_PILLAR_CHANGE.has(w.endBoundary.kind)) {
          const after = shiftMinute(w.lastMinute, 1)
          expect([label, after, sameAs(await chartAt(spec, after, endOffset, options), target, withHour)]).toEqual([label, after, false])
        }
        windowsChecked++
      }
    }
    expect(windowsChecked).toBeGreaterThanOrEqual(200)
    expect(foundBirths).toBe(200)
  }, 120_000)
})

describe('REST hour candidates ≡ REST chart (generated dates)', () => {
  it('100 generated dates: each candidate’s first and last minute give its hour pillar and implied day', async () => {
    const r = random(16_2026)
    let checked = 0
    for (let i = 0; i < 100; i++) {
      const spec = r.pick(PLACES)
      const options = { trueSolarTime: r.next() < 0.75, ziHour: r.next() < 0.5 ? 'next-day' : 'same-day' }
      const { date } = momentOf(r, placeClockOf(spec))
      const body = await post('/api/v1/bazi', { ...spec, date, hourCandidates: true, ...options })
      expect(body.chart.pillars.hour).toBeNull()
      const candidates = body.hourCandidates.candidates
      expect(candidates.length >= 12 && candidates.length <= 14).toBe(true) // 14 only on a 25-hour civil day (DST end)
      for (const c of candidates) {
        if (c.firstMinute === null) continue
        const lastOffset = c.endBoundary.kind === 'offset-change' ? c.start.utcOffset : c.end.utcOffset
        for (const [minute, offset] of [
          [c.firstMinute, c.start.utcOffset],
          [c.lastMinute, lastOffset],
        ] as [string, number][]) {
          const got = await chartAt(spec, `${date}T${minute}`, offset, options)
          const instant = Date.parse(`${date}T${minute}:00Z`) - offset * 3_600_000
          const day = c.dayChange && instant >= Date.parse(c.dayChange.instant.utc) ? c.dayChange.day : c.day
          expect([JSON.stringify(spec), date, minute, got.hour, got.day]).toEqual([JSON.stringify(spec), date, minute, c.hour, day])
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100 * 11)
  }, 120_000)
})
