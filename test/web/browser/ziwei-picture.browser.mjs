/**
 * The Zi Wei picture from the running server (`POST /api/v1/ziwei/picture`) in a real browser, in
 * every locale at 360 px and 1200 px: the SVG is put inline in a page and every text element's box,
 * as Chromium lays it out with the fonts the picture names, is measured against its palace's cell
 * (and the centre's and the warnings' text against theirs); the PNG is decoded on a canvas, must be
 * the width asked for, not blank, with nothing drawn in the margin around the square. Neither image
 * makes the page load anything. `BAZI_BINARY=…` runs it against the compiled binary.
 *
 * UPDATE_SCREENSHOT=1 writes the README's pictures (docs/ziwei-picture-zh-light.png from the SVG,
 * docs/ziwei-picture-en-dark.png from the PNG); otherwise they go to a temporary folder.
 */
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { browserMissing, launchBrowser, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
const LOCALES = ['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi']
// A full chart: stars in every palace, both layers, a body palace apart from the life palace.
const BIRTH = { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female', readingDate: '2026-11-21' }
const shotPath = (name) => (process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs', name) : join(tmpdir(), `bazi-${name}`))

describe('Zi Wei picture in Chromium', { skip: skip ?? false }, () => {
  let server
  let browser
  let key

  before(async () => {
    server = await startServer()
    server.cli('accounts', 'create', 'astrologer')
    key = JSON.parse(server.cli('keys', 'create', '--account', 'astrologer', '--json')).key
    browser = await launchBrowser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  const picture = async (options) => {
    const res = await fetch(`${server.url}/api/v1/ziwei/picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...BIRTH, ...options }),
    })
    assert.equal(res.status, 200, await res.clone().text())
    return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) }
  }

  /** Every text box outside its cell (screen px, half a pixel of rounding allowed), and how many were measured. */
  const measureCells = () => {
    const outside = []
    let measured = 0
    for (const group of document.querySelectorAll('svg g[data-branch], svg g[data-cell]')) {
      const frame = group.querySelector('[data-frame]').getBoundingClientRect()
      for (const t of group.querySelectorAll('text')) {
        const box = t.getBoundingClientRect()
        measured++
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
          outside.push(
            `${group.dataset.palace ?? group.dataset.cell}: "${t.textContent}" ${JSON.stringify([box.left, box.top, box.right, box.bottom].map(Math.round))} not in ${JSON.stringify([frame.left, frame.top, frame.right, frame.bottom].map(Math.round))}`,
          )
      }
    }
    return { outside, measured }
  }

  for (const width of [360, 1200]) {
    it(`keeps every text of the SVG inside its cell in every locale at ${width} px, loading nothing`, async () => {
      const page = await browser.newPage({ viewport: { width: width + 40, height: 900 } })
      const requests = []
      page.on('request', (request) => {
        if (!request.url().startsWith('data:') && !request.url().startsWith('about:')) requests.push(request.url())
      })
      for (const locale of LOCALES) {
        for (const theme of ['light', 'dark']) {
          const svg = await picture({ locale, theme, width })
          assert.equal(svg.type, 'image/svg+xml; charset=utf-8')
          await page.setContent(`<!doctype html><html><body style="margin:0;padding:20px">${svg.bytes.toString('utf8')}</body></html>`)
          await page.evaluate(() => document.fonts.ready)
          const size = await page.evaluate(() => document.querySelector('svg').getBoundingClientRect().width)
          assert.equal(Math.round(size), width)
          const { outside, measured } = await page.evaluate(measureCells)
          assert.ok(measured > 150, `${locale}: only ${measured} texts measured`)
          assert.deepEqual(outside, [], `${locale} ${theme} at ${width} px`)
          if (width === 1200 && locale === 'zh' && theme === 'light')
            await page.locator('svg').screenshot({ path: shotPath('ziwei-picture-zh-light.png') })
        }
      }
      // A birth without sex and one after today: the warnings' box holds its lines too.
      for (const body of [
        { sex: undefined, locale: 'vi' },
        { date: '2027-03-01', locale: 'ko' },
      ]) {
        const svg = await picture({ ...body, readingDate: undefined, width })
        await page.setContent(`<!doctype html><html><body style="margin:0;padding:20px">${svg.bytes.toString('utf8')}</body></html>`)
        await page.evaluate(() => document.fonts.ready)
        const { outside } = await page.evaluate(measureCells)
        assert.deepEqual(outside, [], `${JSON.stringify(body)} at ${width} px`)
        assert.ok(await page.locator('[data-cell="warnings"] text').count())
      }
      assert.deepEqual(requests, [])
      await page.close()
    })

    it(`draws the PNG in every locale at ${width} px: decoded, not blank, nothing in the margin around the square`, async () => {
      const page = await browser.newPage({ viewport: { width: width + 40, height: 900 } })
      const requests = []
      page.on('request', (request) => {
        if (!request.url().startsWith('data:') && !request.url().startsWith('about:')) requests.push(request.url())
      })
      for (const locale of LOCALES) {
        const theme = locale === 'en' ? 'dark' : 'light'
        const png = await picture({ locale, theme, width, format: 'png' })
        assert.equal(png.type, 'image/png')
        await page.setContent(
          `<!doctype html><html><body style="margin:0;padding:20px"><img id="chart" alt="Zi Wei chart" src="data:image/png;base64,${png.bytes.toString('base64')}"></body></html>`,
        )
        await page.waitForFunction(() => document.getElementById('chart').complete)
        const stats = await page.evaluate((scale) => {
          const img = document.getElementById('chart')
          const canvas = document.createElement('canvas')
          canvas.width = img.naturalWidth
          canvas.height = img.naturalHeight
          const ctx = canvas.getContext('2d')
          ctx.drawImage(img, 0, 0)
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
          // The background, read inside the left margin (the first and last rows are the edge's antialiasing at fractional scales).
          const ref = (Math.floor(canvas.height / 2) * canvas.width + 1) * 4
          const [r0, g0, b0] = data.slice(ref, ref + 3)
          const off = (i) => Math.abs(data[i] - r0) + Math.abs(data[i + 1] - g0) + Math.abs(data[i + 2] - b0) > 30
          let differing = 0
          for (let i = 0; i < data.length; i += 4) if (off(i)) differing++
          // The square starts 16 grid units in from the left edge: the columns before it stay background.
          const margin = Math.floor(16 * scale) - 1
          let inMargin = 0
          for (let y = 2; y < canvas.height - 2; y++) for (let x = 0; x < margin; x++) if (off((y * canvas.width + x) * 4)) inMargin++
          return { width: img.naturalWidth, height: img.naturalHeight, differing, pixels: data.length / 4, inMargin }
        }, width / 1200)
        assert.equal(stats.width, width)
        assert.ok(stats.height > width * 0.6, `${locale}: height ${stats.height}`)
        assert.ok(stats.differing > stats.pixels * 0.03, `${locale}: only ${stats.differing} of ${stats.pixels} pixels drawn`)
        assert.equal(stats.inMargin, 0, `${locale}: drawn in the margin`)
        if (width === 1200 && locale === 'en') await page.locator('#chart').screenshot({ path: shotPath('ziwei-picture-en-dark.png') })
      }
      assert.deepEqual(requests, [])
      await page.close()
    })
  }
})
