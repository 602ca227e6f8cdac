/**
 * PNGs drawn on the rasteriser threads (src/operations/shared/raster-pool.ts): the same bytes as the
 * rasteriser gives on the calling thread, and a burst beyond the threads and the bounded queue is
 * refused at once with 503 SERVER_BUSY, Retry-After and a message in the request's locale, never
 * counted, while every accepted picture is drawn whole.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { RASTER_QUEUE, RASTER_THREADS, rasteriseInPool, rasterLoad } from '../../src/operations/shared/raster-pool'
import { rasteriseSvg } from '../../src/operations/shared/rasterise'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z') })
afterAll(() => t.close())

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="#fff"/><text x="20" y="100" font-size="40">紫微 Tử Vi 자미</text></svg>`

describe('PNG rasteriser threads', () => {
  it('draw the same bytes as the rasteriser on the calling thread, for several jobs at once', async () => {
    const alone = await rasteriseSvg(SVG, 400, 'vi')
    const pooled = await Promise.all([0, 1, 2, 3].map(() => rasteriseInPool(SVG, 400, 'vi')))
    for (const png of pooled) expect(Buffer.from(png).equals(Buffer.from(alone))).toBe(true)
    expect(rasterLoad()).toEqual({ drawing: 0, queued: 0 })
    // On Linux the rasteriser thread has lowered its own priority (nice 10); the test's own thread has not.
    if (process.platform === 'linux') {
      const niceOf = (task: string) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')[16])
      const nices = readdirSync('/proc/self/task').map(niceOf)
      expect(nices).toContain(10)
      expect(niceOf(String(process.pid))).toBe(0)
    }
  })

  it('refuse a job beyond the threads and the queue at once: 503 SERVER_BUSY with Retry-After, in the locale, uncounted', async () => {
    // Submitted in one turn of the event loop: no answer can free a place in between.
    const accepted = Array.from({ length: RASTER_THREADS + RASTER_QUEUE }, () => rasteriseInPool(SVG, 1600, 'zh'))
    expect(rasterLoad()).toEqual({ drawing: RASTER_THREADS, queued: RASTER_QUEUE })
    const refused = await rasteriseInPool(SVG, 1600, 'zh').catch((error) => error)
    expect(refused.code).toBe('SERVER_BUSY')
    // Through the route while the queue is still full: JSON, Retry-After, the message in the body's locale, nothing counted.
    const key = t.createKey(10)
    const body = { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female', format: 'png', locale: 'zh' }
    const res = await t.post('/api/v1/bazi/picture', body, key)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(res.headers.get('content-type')).toContain('application/json')
    const error = ((await res.json()) as any).error
    expect(error.code).toBe('SERVER_BUSY')
    expect(error.message).toContain('秒后重试')
    expect(error.message).toContain('format: "svg"')
    // Every accepted job is drawn whole; then the route draws again, and only that call is counted.
    for (const png of await Promise.all(accepted)) expect(new DataView(png.buffer).getUint32(16)).toBe(1600)
    expect(rasterLoad()).toEqual({ drawing: 0, queued: 0 })
    const again = await t.post('/api/v1/ziwei/picture', { ...body, width: 360 }, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('content-type')).toBe('image/png')
    expect(Number(again.headers.get('ratelimit-remaining'))).toBe(9)
  })
})
