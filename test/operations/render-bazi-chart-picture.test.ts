/**
 * POST /api/v1/bazi/picture through the real app: both formats and their content types, the picture
 * options, metering (one call like the chart; a refused calculation costs nothing), JSON errors
 * (400 before any quota), and the route in OpenAPI.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { inflateSync } from 'node:zlib'
import { encodePng, rasteriseSvg } from '../../src/operations/shared/rasterise'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z') })
afterAll(() => t.close())

const BODY = { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female' }
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'))

describe('POST /api/v1/bazi/picture', () => {
  it('answers an SVG by default, counted as one call', async () => {
    const key = t.createKey(10)
    const res = await t.post('/api/v1/bazi/picture', BODY, key)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(remaining(res)).toBe(9)
    const svg = await res.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200"')).toBe(true)
    for (const char of '庚午辛巳庚辰癸未') expect(svg).toContain(`>${char}<`)
    // The chart's own route agrees on the pillars.
    const chart = (await (await t.post('/api/v1/bazi', BODY, key)).json()) as any
    expect(chart.chart.pillars.day.ganzhi).toBe('庚辰')
  })

  it('follows locale, theme and width', async () => {
    const key = t.createKey(10)
    const res = await t.post('/api/v1/bazi/picture', { ...BODY, locale: 'zh', theme: 'dark', width: 480 }, key)
    const svg = await res.text()
    expect(svg).toMatch(/^<svg [^>]*width="480"/)
    expect(svg).toContain('坤造')
    expect(svg).toContain('#17181b')
  })

  it('draws every locale, the aliases as their locales, in SVG and PNG', async () => {
    const key = t.createKey(40)
    const words = { 'zh-TW': '坤造', 'zh-HK': '坤造', ja: '女命', ko: '곤명', vi: 'Nữ mệnh' } as const
    for (const [locale, word] of Object.entries(words)) {
      const svg = await (await t.post('/api/v1/bazi/picture', { ...BODY, locale }, key)).text()
      expect(svg).toContain(`lang="${locale}"`)
      expect(svg).toContain(word)
      const png = await t.post('/api/v1/bazi/picture', { ...BODY, locale, format: 'png', width: 400 }, key)
      expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png'])
    }
    const alias = await (await t.post('/api/v1/bazi/picture', { ...BODY, locale: 'zh-Hant' }, key)).text()
    expect(alias).toBe(await (await t.post('/api/v1/bazi/picture', { ...BODY, locale: 'zh-TW' }, key)).text())
  })

  it('answers a PNG of the requested width', async () => {
    const key = t.createKey(10)
    const res = await t.post('/api/v1/bazi/picture', { ...BODY, format: 'png', width: 600 }, key)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(remaining(res)).toBe(9)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE)
    const view = new DataView(bytes.buffer)
    expect(view.getUint32(16)).toBe(600)
    expect(view.getUint32(20)).toBeGreaterThan(400)
    expect(bytes.length).toBeGreaterThan(20_000)
  })

  it('refuses bad options with a JSON 400 before any quota', async () => {
    const key = t.createKey(10)
    for (const bad of [{ width: 100 }, { width: 5000 }, { width: 1200.5 }, { format: 'gif' }, { theme: 'sepia' }, { colour: 'red' }]) {
      const res = await t.post('/api/v1/bazi/picture', { ...BODY, ...bad }, key)
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('application/json')
      const body = (await res.json()) as any
      expect(body.error.code).toBe('INVALID_REQUEST')
      expect(body.error.message.length).toBeGreaterThan(10)
      expect(res.headers.get('ratelimit-remaining')).toBeNull()
    }
    const after = await t.post('/api/v1/bazi/picture', BODY, key)
    expect(remaining(after)).toBe(9)
  })

  it('costs nothing when the calculation refuses the date, and needs a key', async () => {
    const key = t.createKey(10)
    const res = await t.post('/api/v1/bazi/picture', { ...BODY, date: '1990-02-30' }, key)
    expect(res.status).toBe(400)
    expect(((await res.json()) as any).error.code).toBe('INVALID_DATE')
    expect(remaining(await t.post('/api/v1/bazi/picture', BODY, key))).toBe(9)
    const anonymous = await t.post('/api/v1/bazi/picture', BODY)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toContain('application/json')
  })

  it('answers 429 in JSON when the day is used up', async () => {
    const key = t.createKey(1)
    expect((await t.post('/api/v1/bazi/picture', BODY, key)).status).toBe(200)
    const res = await t.post('/api/v1/bazi/picture', { ...BODY, format: 'png' }, key)
    expect(res.status).toBe(429)
    expect(((await res.json()) as any).error.code).toBe('QUOTA_EXCEEDED')
  })

  it('is documented in OpenAPI with both image types', async () => {
    const doc = (await (await t.handle('/openapi.json')).json()) as any
    const op = doc.paths['/api/v1/bazi/picture'].post
    expect(op.operationId).toBe('renderBaziChartPicture')
    expect(Object.keys(op.responses['200'].content).sort()).toEqual(['image/png', 'image/svg+xml'])
    expect(op.requestBody.content['application/json'].schema.properties.width.maximum).toBe(2400)
  })

  it('encodes PNGs that decode back to the same pixels (chunk CRCs, zlib stream, Adler-32)', () => {
    const width = 3
    const height = 2
    const rgba = new Uint8Array(width * height * 4).map((_, i) => (i * 37) % 256)
    const png = encodePng(rgba, width, height)
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE)
    const view = new DataView(png.buffer, png.byteOffset)
    const chunks: { type: string; data: Uint8Array }[] = []
    for (let at = 8; at < png.length; ) {
      const length = view.getUint32(at)
      const type = new TextDecoder().decode(png.subarray(at + 4, at + 8))
      const data = png.subarray(at + 8, at + 8 + length)
      expect(view.getUint32(at + 8 + length)).toBe(Bun.hash.crc32(png.subarray(at + 4, at + 8 + length)))
      chunks.push({ type, data })
      at += 12 + length
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect([...chunks[0].data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    const raw = new Uint8Array(inflateSync(chunks[1].data))
    const rows = [0, 1].map((y) => raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1)))
    for (const [y, row] of rows.entries()) {
      expect(row[0]).toBe(0)
      expect([...row.subarray(1)]).toEqual([...rgba.subarray(y * width * 4, (y + 1) * width * 4)])
    }
  })

  describe('Han characters in the shapes each locale reads', () => {
    const SC = "'Noto Sans CJK SC'"
    const draw = (family: string, words: string, locale: Locale) =>
      rasteriseSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" fill="#fff"/><text x="8" y="60" font-size="56" font-family="${family}">${words}</text></svg>`,
        240,
        locale,
      )
    const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

    // Characters whose glyph in the regional face is not SC's, in a line with Latin letters, digits
    // and spaces: resvg draws a text element with one face, so the regional face must hold them all.
    it.each([
      ['ja', 'Noto Sans CJK JP', '旧暦 真印龍 1990 Tokyo'],
      ['ko', 'Noto Sans CJK KR', '음력 真印龍 1990 Seoul'],
      ['zh-TW', 'Noto Sans CJK TC', '農曆 龍印 1990 Taipei'],
      ['zh-HK', 'Noto Sans CJK HK', '農曆 曆印 1990 Hong Kong'],
    ] as const)('%s: %s draws "%s" in its own shapes, and Latin letters as SC does', async (locale, face, line) => {
      const family = `'${face}',${SC}`
      expect(same(await draw(family, line, locale), await draw(SC, line, locale))).toBe(false)
      expect(same(await draw(family, 'Tokyo 1990', locale), await draw(SC, 'Tokyo 1990', locale))).toBe(true)
      // Only the locale's own face is loaded with SC: another locale's PNG never draws with it.
      expect(same(await draw(family, line, 'zh'), await draw(SC, line, 'zh'))).toBe(true)
    })

    it('a Japanese picture names the JP face first, a Simplified Chinese one SC', async () => {
      const key = t.createKey(10)
      const svgOf = async (locale: string) => (await t.post('/api/v1/bazi/picture', { ...BODY, locale }, key)).text()
      expect(await svgOf('ja')).toContain('font-family="&apos;Noto Sans CJK JP&apos;')
      expect(await svgOf('zh-HK')).toContain('font-family="&apos;Noto Sans CJK HK&apos;')
      expect(await svgOf('zh')).toContain('font-family="&apos;Noto Sans CJK SC&apos;')
    })
  })
})
