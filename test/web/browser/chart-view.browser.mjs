/**
 * The MCP Apps view of `calculate_bazi_chart` in a stand-in host, in Chromium: the host page reads
 * the view with `resources/read` from the running server, puts it into `<iframe sandbox="allow-scripts">`
 * as `srcdoc`, answers `ui/initialize` with a host context (light, then dark), sends the tool input
 * and the result of a real `tools/call`, and proxies the view's own `tools/call` to the server. The
 * test asserts the four pillars and the luck row in the view's DOM, a luck pillar's click showing ten
 * annual pillars, a size-changed message, and no network request from the frame.
 *
 * UPDATE_SCREENSHOT=1 writes the README's pictures (docs/chart-view-light.png, -dark.png);
 * otherwise they go to a temporary folder.
 */
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { browserMissing, HOST_PAGE, launchBrowser, publicRpc as rpc, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
const ARGS = { birth_date: '1990-05-15', birth_time: '14:30', birth_city: 'Beijing', sex: 'female' }
const URI = 'ui://bazi-service/chart.html'
const shotPath = (name) => (process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs', name) : join(tmpdir(), `bazi-${name}`))

const CONTEXTS = {
  light: {
    theme: 'light',
    locale: 'en-US',
    displayMode: 'inline',
    platform: 'web',
    containerDimensions: { maxWidth: 900 },
    styles: {
      variables: { '--color-background-primary': '#ffffff', '--color-text-primary': '#1f1d1a', '--font-sans': 'system-ui, sans-serif' },
    },
  },
  dark: {
    theme: 'dark',
    locale: 'zh-CN',
    displayMode: 'inline',
    platform: 'web',
    containerDimensions: { maxWidth: 900 },
    styles: { variables: { '--color-background-primary': '#17181b', '--color-text-primary': '#ece9e4' } },
  },
}

describe('chart view (MCP Apps) in a stand-in host', { skip: skip ?? false }, () => {
  let server
  let browser
  let html
  let toolResult

  before(async () => {
    server = await startServer()
    browser = await launchBrowser()
    const read = await rpc(server.url, 'resources/read', { uri: URI })
    assert.equal(read.contents[0].mimeType, 'text/html;profile=mcp-app')
    html = read.contents[0].text
    toolResult = await rpc(server.url, 'tools/call', { name: 'calculate_bazi_chart', arguments: ARGS })
    assert.equal(toolResult.isError, undefined)
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const theme of ['light', 'dark']) {
    it(`draws the chart from a real tool result (${theme}), and a luck pillar shows its ten annual pillars`, async () => {
      const page = await browser.newPage({ viewport: { width: 940, height: 1200 } })
      const requests = []
      page.on('request', (request) => {
        if (!request.url().startsWith('data:') && !request.url().startsWith('about:')) requests.push(request.url())
      })
      const proxied = []
      await page.exposeFunction('hostToolsCall', async (params) => {
        proxied.push(params)
        return rpc(server.url, 'tools/call', params)
      })
      await page.setContent(HOST_PAGE)
      // The tool input and result as a host would have them; the host follows the theme's locale.
      const args = theme === 'dark' ? { ...ARGS, locale: 'zh' } : ARGS
      const result = theme === 'dark' ? await rpc(server.url, 'tools/call', { name: 'calculate_bazi_chart', arguments: args }) : toolResult
      await page.evaluate(([h, c, a, r]) => window.startView(h, c, a, r), [html, CONTEXTS[theme], args, result])

      const view = page.frameLocator('#view')
      await view.locator('#chart svg').waitFor({ timeout: 20_000 })
      // The four pillars of 1990-05-15 14:30 Beijing: 庚午 辛巳 庚辰 癸未.
      for (const [position, stem, branch] of [
        ['year', '庚', '午'],
        ['month', '辛', '巳'],
        ['day', '庚', '辰'],
        ['hour', '癸', '未'],
      ]) {
        const texts = await view.locator(`g[data-pillar="${position}"] text`).allTextContents()
        assert.ok(texts.includes(stem) && texts.includes(branch), `${position}: ${texts.join(' ')}`)
      }
      const luck = view.locator('g[data-luck-index]')
      assert.ok((await luck.count()) >= 8)
      assert.equal(await view.locator('g.luck.current').count(), 1)
      // The view asked for the whole chart through the host, with the same arguments.
      assert.equal(proxied[0].name, 'calculate_bazi_chart')
      assert.equal(proxied[0].arguments.detail, 'full')
      assert.equal(proxied[0].arguments.birth_date, ARGS.birth_date)

      await luck.nth(1).click()
      await view.locator('#annual li').first().waitFor()
      assert.equal(await view.locator('#annual li').count(), 10)
      assert.equal(await luck.nth(1).getAttribute('aria-pressed'), 'true')
      assert.equal(await view.locator('g[data-luck-index][aria-pressed="true"]').count(), 1)
      const years = await view.locator('#annual li').evaluateAll((items) => items.map((li) => Number(li.dataset.year)))
      assert.equal(years[9] - years[0], 9)
      // Keyboard: Enter on another luck pillar shows its years instead.
      await luck.nth(2).focus()
      await luck.nth(2).press('Enter')
      await view.locator(`#annual li[data-year="${years[0] + 10}"]`).waitFor()

      const themeAttr = await view.locator('html').getAttribute('data-theme')
      assert.equal(themeAttr, theme)
      if (theme === 'light') {
        // A theme change while shown: the host says so, and the picture is drawn again in it.
        await page.evaluate(() => {
          document
            .getElementById('view')
            .contentWindow.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/host-context-changed', params: { theme: 'dark' } }, '*')
        })
        await view.locator('html[data-theme="dark"]').waitFor()
        await view.locator('#chart svg rect[fill="#17181b"]').first().waitFor()
        await page.evaluate(() => {
          document
            .getElementById('view')
            .contentWindow.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/host-context-changed', params: { theme: 'light' } }, '*')
        })
        await view.locator('#chart svg rect[fill="#ffffff"]').first().waitFor()
      }
      const messages = await page.evaluate(() => window.messages.map((m) => m.method ?? 'response'))
      assert.ok(messages.includes('ui/initialize'))
      assert.ok(messages.includes('ui/notifications/initialized'))
      assert.ok(messages.includes('ui/notifications/size-changed'), messages.join(', '))
      assert.deepEqual(requests, [], `the frame or host made requests: ${requests.join(', ')}`)
      await page.locator('#view').screenshot({ path: shotPath(`chart-view-${theme}.png`) })
      await page.close()
    })
  }
})
