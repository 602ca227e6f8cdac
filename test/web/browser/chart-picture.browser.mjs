/**
 * The chart picture from the running server (`POST /api/v1/bazi/picture`) in a real browser: the SVG
 * and the PNG are shown in a page, screenshotted, and the PNG is decoded on a canvas and must not be
 * blank; neither image makes the page load anything. `BAZI_BINARY=…` runs it against the compiled
 * binary (the PNG's rasteriser and font then come from inside it).
 *
 * UPDATE_SCREENSHOT=1 writes the README's pictures (docs/chart-picture-*.png: en light and ja light as
 * SVG, zh dark and ko dark as PNG); otherwise they go
 * to a temporary folder, so a test run leaves the working tree unchanged.
 */
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { browserMissing, launchBrowser, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
const BIRTH = { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female' }
const shotPath = (name) => (process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs', name) : join(tmpdir(), `bazi-${name}`))

describe('chart picture in Chromium', { skip: skip ?? false }, () => {
  let server
  let browser
  let key

  before(async () => {
    server = await startServer()
    server.cli('accounts', 'create', 'painter')
    key = JSON.parse(server.cli('keys', 'create', '--account', 'painter', '--json')).key
    browser = await launchBrowser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  const picture = async (options) => {
    const res = await fetch(`${server.url}/api/v1/bazi/picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...BIRTH, ...options }),
    })
    assert.equal(res.status, 200)
    return {
      type: res.headers.get('content-type'),
      csp: res.headers.get('content-security-policy'),
      bytes: Buffer.from(await res.arrayBuffer()),
    }
  }

  /** A page showing one image from a data: URL; records every request the page makes beyond it. */
  async function show(image, colour) {
    const page = await browser.newPage({ viewport: { width: 1240, height: 900 } })
    const requests = []
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && !request.url().startsWith('about:')) requests.push(request.url())
    })
    const src = `data:${image.type.split(';')[0]};base64,${image.bytes.toString('base64')}`
    await page.setContent(
      `<!doctype html><html><body style="margin:0;padding:20px;background:${colour}"><img id="chart" alt="Bazi chart" src="${src}"></body></html>`,
    )
    await page.waitForFunction(() => document.getElementById('chart').complete)
    return { page, requests }
  }

  it('shows the SVG (English, light) at its width and height, loading nothing', async () => {
    const svg = await picture({ locale: 'en' })
    assert.equal(svg.type, 'image/svg+xml; charset=utf-8')
    const { page, requests } = await show(svg, '#ffffff')
    const size = await page.evaluate(() => ({
      w: document.getElementById('chart').naturalWidth,
      h: document.getElementById('chart').naturalHeight,
    }))
    assert.equal(size.w, 1200)
    assert.ok(size.h > 900, `height ${size.h}`)
    await page.locator('#chart').screenshot({ path: shotPath('chart-picture-en-light.png') })
    assert.deepEqual(requests, [])
    await page.close()
  })

  it('shows the PNG (Chinese, dark), decoded and not blank', async () => {
    const png = await picture({ locale: 'zh', theme: 'dark', format: 'png' })
    assert.equal(png.type, 'image/png')
    const { page, requests } = await show(png, '#000000')
    const stats = await page.evaluate(() => {
      const img = document.getElementById('chart')
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = canvas.getContext('2d')
      ctx.drawImage(img, 0, 0)
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      const colours = new Set()
      let differing = 0
      const [r0, g0, b0] = data
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - r0) + Math.abs(data[i + 1] - g0) + Math.abs(data[i + 2] - b0) > 30) differing++
        if (colours.size < 5000) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])
      }
      return { width: img.naturalWidth, height: img.naturalHeight, differing, pixels: data.length / 4, colours: colours.size }
    })
    assert.equal(stats.width, 1200)
    assert.ok(stats.height > 900)
    // Text, boxes and coloured characters: a real drawing has thousands of pixels off the background.
    assert.ok(stats.differing > stats.pixels * 0.03, `only ${stats.differing} of ${stats.pixels} pixels drawn`)
    assert.ok(stats.colours > 50, `only ${stats.colours} colours`)
    await page.locator('#chart').screenshot({ path: shotPath('chart-picture-zh-dark.png') })
    assert.deepEqual(requests, [])
    await page.close()
  })

  it('shows the SVG in Japanese (light) in its Japanese face, and the PNG in Korean (dark), hangul drawn', async () => {
    const svg = await picture({ locale: 'ja', city: 'Tokyo' })
    assert.match(svg.bytes.toString('utf8'), /lang="ja"/)
    const ja = await show(svg, '#ffffff')
    // The SVG names the Japanese face first; Debian's fonts-noto-cjk has it, so Han takes Japanese forms.
    const face = await ja.page.evaluate(() => document.fonts.check('16px "Noto Sans CJK JP"'))
    assert.equal(face, true)
    await ja.page.locator('#chart').screenshot({ path: shotPath('chart-picture-ja-light.png') })
    assert.deepEqual(ja.requests, [])
    await ja.page.close()

    const png = await picture({
      locale: 'ko',
      theme: 'dark',
      format: 'png',
      city: 'Seoul',
      date: '1988-07-01',
      time: undefined,
      sex: 'male',
    })
    assert.equal(png.type, 'image/png')
    const ko = await show(png, '#000000')
    const size = await ko.page.evaluate(() => ({
      w: document.getElementById('chart').naturalWidth,
      h: document.getElementById('chart').naturalHeight,
    }))
    assert.equal(size.w, 1200)
    assert.ok(size.h > 900, `height ${size.h}`)
    await ko.page.locator('#chart').screenshot({ path: shotPath('chart-picture-ko-dark.png') })
    assert.deepEqual(ko.requests, [])
    await ko.page.close()
  })

  it('opened as a document with the server’s headers, the SVG keeps its own styles', async () => {
    const svg = await picture({ locale: 'en' })
    const page = await browser.newPage()
    await page.route('http://picture.test/chart.svg', (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': svg.type, 'content-security-policy': svg.csp }, body: svg.bytes }),
    )
    await page.goto('http://picture.test/chart.svg')
    const size = await page.evaluate(() => getComputedStyle(document.querySelector('g[data-pillar="day"] text.t60')).fontSize)
    assert.equal(size, '60px')
    await page.close()
  })
})
