/**
 * POST /api/v1/ziwei/picture through the real app: both formats and their content types, the picture
 * options as the Bazi picture takes them, the current layers (reading date, today, none for a birth
 * after today), metering (one call like the chart; refusals cost nothing and come before any quota),
 * JSON errors, and the route in OpenAPI.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z') })
afterAll(() => t.close())

const ROUTE = '/api/v1/ziwei/picture'
const BODY = { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female' }
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'))

describe('POST /api/v1/ziwei/picture', () => {
  it('answers an SVG of the square by default, counted as one call, the same chart as POST /api/v1/ziwei', async () => {
    const key = t.createKey(10)
    const res = await t.post(ROUTE, { ...BODY, locale: 'zh' }, key)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(remaining(res)).toBe(9)
    const svg = await res.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200"')).toBe(true)
    expect(svg.match(/<g data-branch=/g)).toHaveLength(12)
    const chart = ((await (await t.post('/api/v1/ziwei', { ...BODY, locale: 'zh' }, key)).json()) as any).chart
    for (const p of chart.palaces) {
      const group = new RegExp(`<g data-branch="${p.ganzhi[1]}" data-palace="${p.name.code}"[^>]*>(.*?)</g>`).exec(svg)
      expect(group, p.name.name).not.toBeNull()
      for (const s of p.majorStars) expect(group![1]).toContain(`>${s.name}<`)
    }
    expect(svg).toContain(`>${chart.bureau.name}`.slice(0, 4))
  })

  it('marks the current decade and year: the reading date, else today at the birth place, none for a birth after today', async () => {
    const key = t.createKey(10)
    const read = await (await t.post(ROUTE, { ...BODY, readingDate: '2030-06-01' }, key)).text()
    expect(read).toContain('Layers on 2030-06-01')
    const today = await (await t.post(ROUTE, BODY, key)).text()
    expect(today).toContain('Layers on 2026-11-22') // 20:00 UTC is the next day in Beijing
    expect(today).toContain('data-year=""')
    const future = await t.post(ROUTE, { ...BODY, date: '2027-03-01' }, key)
    expect(future.status).toBe(200)
    const svg = await future.text()
    expect(svg).not.toContain('data-year=""')
    expect(svg).toContain('data-warning="BIRTH_AFTER_TODAY"')
  })

  it('follows locale, theme and width, and answers a PNG of the requested width', async () => {
    const key = t.createKey(10)
    const dark = await (await t.post(ROUTE, { ...BODY, locale: 'ko', theme: 'dark', width: 480 }, key)).text()
    expect(dark).toMatch(/^<svg [^>]*width="480"[^>]*lang="ko"/)
    expect(dark).toContain('#17181b')
    const res = await t.post(ROUTE, { ...BODY, locale: 'vi', format: 'png', width: 600 }, key)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE)
    const view = new DataView(bytes.buffer)
    expect(view.getUint32(16)).toBe(600)
    expect(view.getUint32(20)).toBeGreaterThan(400)
  })

  it('refuses bad options and bad input with a JSON error before any quota', async () => {
    const key = t.createKey(10)
    for (const bad of [
      { width: 359 },
      { width: 2401 },
      { format: 'gif' },
      { theme: 'sepia' },
      { hourCandidates: true },
      { leapMonth: 'late' },
    ]) {
      const res = await t.post(ROUTE, { ...BODY, ...bad }, key)
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('application/json')
      const body = (await res.json()) as any
      expect(body.error.code).toBe('INVALID_REQUEST')
      expect(res.headers.get('ratelimit-remaining')).toBeNull()
    }
    const noTime = await t.post(ROUTE, { ...BODY, time: undefined, locale: 'ja' }, key)
    expect(noTime.status).toBe(400)
    expect(((await noTime.json()) as any).error.message).toContain('紫微斗数には出生時刻が必要です')
    const impossible = await t.post(ROUTE, { ...BODY, date: '1990-02-30' }, key)
    expect(((await impossible.json()) as any).error.code).toBe('INVALID_DATE')
    const before = await t.post(ROUTE, { ...BODY, readingDate: '1980-01-01' }, key)
    expect(before.status).toBe(400)
    expect(remaining(await t.post(ROUTE, BODY, key))).toBe(9)
    expect((await t.post(ROUTE, BODY)).status).toBe(401)
  })

  it('answers 429 in JSON when the day is used up', async () => {
    const key = t.createKey(1)
    expect((await t.post(ROUTE, BODY, key)).status).toBe(200)
    const res = await t.post(ROUTE, { ...BODY, format: 'png' }, key)
    expect(res.status).toBe(429)
    expect(((await res.json()) as any).error.code).toBe('QUOTA_EXCEEDED')
  })

  it('is documented in OpenAPI with both image types and the picture options', async () => {
    const doc = (await (await t.handle('/openapi.json')).json()) as any
    const op = doc.paths[ROUTE].post
    expect(op.operationId).toBe('renderZiweiChartPicture')
    expect(Object.keys(op.responses['200'].content).sort()).toEqual(['image/png', 'image/svg+xml'])
    const schema = op.requestBody.content['application/json'].schema
    expect(schema.properties.width).toMatchObject({ minimum: 360, maximum: 2400 })
    expect(schema.properties.hourCandidates).toBeUndefined()
    expect(schema.properties.leapMonth).toBeDefined()
  })
})
