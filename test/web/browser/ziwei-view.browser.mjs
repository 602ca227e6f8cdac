/**
 * The MCP Apps view of `calculate_ziwei_chart` (served with MCP_ZIWEI_TOOL=1) in the stand-in host, in
 * Chromium: the view read with `resources/read` from the running server, the tool input and the result
 * of a real `tools/call` sent to it, its own `tools/call` proxied. The test asserts the twelve palaces
 * in the view's DOM, that choosing a palace marks exactly four (itself, its two trines, its opposite)
 * and names them in the panel, that the layer switch moves the marked palaces and the 四化 shown, a
 * theme change, a size-changed message, and no network request from the frame.
 *
 * UPDATE_SCREENSHOT=1 writes the README's pictures (docs/ziwei-view-light.png, -dark.png);
 * otherwise they go to a temporary folder.
 */
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { browserMissing, HOST_PAGE, launchBrowser, publicRpc as rpc, ROOT, startServer } from './harness.mjs'

// The server started below inherits it: the operator turns the Zi Wei tool on.
process.env.MCP_ZIWEI_TOOL = '1'

const skip = browserMissing()
const ARGS = { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Beijing', sex: 'female', reading_date: '2026-11-21' }
const URI = 'ui://bazi-service/ziwei.html'
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'
const shotPath = (name) => (process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs', name) : join(tmpdir(), `bazi-${name}`))

const CONTEXTS = {
  light: {
    theme: 'light',
    locale: 'en-US',
    displayMode: 'inline',
    platform: 'web',
    containerDimensions: { maxWidth: 900 },
    styles: { variables: { '--color-background-primary': '#ffffff', '--color-text-primary': '#1f1d1a' } },
  },
  dark: {
    theme: 'dark',
    locale: 'ko-KR',
    displayMode: 'inline',
    platform: 'web',
    containerDimensions: { maxWidth: 900 },
    styles: { variables: { '--color-background-primary': '#17181b', '--color-text-primary': '#ece9e4' } },
  },
}

describe('Zi Wei view (MCP Apps) in a stand-in host', { skip: skip ?? false }, () => {
  let server
  let browser
  let html

  before(async () => {
    server = await startServer()
    browser = await launchBrowser()
    const tools = await rpc(server.url, 'tools/list', {})
    const tool = tools.tools.find((t) => t.name === 'calculate_ziwei_chart')
    assert.equal(tool._meta.ui.resourceUri, URI)
    const listed = await rpc(server.url, 'resources/list', {})
    assert.ok(listed.resources.some((r) => r.uri === URI))
    const read = await rpc(server.url, 'resources/read', { uri: URI })
    assert.equal(read.contents[0].mimeType, 'text/html;profile=mcp-app')
    html = read.contents[0].text
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const theme of ['light', 'dark']) {
    it(`draws the square from a real tool result (${theme}); a palace marks its 三方四正; the layer switch moves the marks`, async () => {
      const page = await browser.newPage({ viewport: { width: 940, height: 1400 } })
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
      const args = theme === 'dark' ? { ...ARGS, locale: 'ko' } : ARGS
      const result = await rpc(server.url, 'tools/call', { name: 'calculate_ziwei_chart', arguments: args })
      assert.equal(result.isError, undefined)
      await page.evaluate(([h, c, a, r]) => window.startView(h, c, a, r), [html, CONTEXTS[theme], args, result])

      const view = page.frameLocator('#view')
      await view.locator('#chart svg').waitFor({ timeout: 20_000 })
      assert.equal(await view.locator('g[data-branch]').count(), 12)
      assert.equal(proxied[0].name, 'calculate_ziwei_chart')
      assert.equal(proxied[0].arguments.detail, 'full')
      // The 命宫 of this chart is 乙丑 (the summary the model read says so too).
      assert.match(result.structuredContent.lifePalace, /^丑 /)
      assert.equal(await view.locator('g[data-palace="life"]').getAttribute('data-branch'), '丑')

      // Choosing 丑: itself, its trines 巳 and 酉, its opposite 未; the panel names the four.
      await view.locator('g[data-branch="丑"]').click()
      await view.locator('#panel li').first().waitFor()
      assert.deepEqual(await view.locator('g.selected').evaluateAll((gs) => gs.map((g) => g.dataset.branch)), ['丑'])
      assert.deepEqual(
        (await view.locator('g.related').evaluateAll((gs) => gs.map((g) => g.dataset.branch))).sort(),
        ['巳', '未', '酉'].sort(),
      )
      assert.equal(await view.locator('#panel li').count(), 4)
      const roles = await view.locator('#panel li').evaluateAll((items) => items.map((li) => `${li.dataset.branch}:${li.dataset.role}`))
      assert.deepEqual(roles.sort(), ['丑:selected', '巳:trine', '酉:trine', '未:opposite'].sort())
      const panelText = await view.locator('#panel').textContent()
      const lifeStars = result.structuredContent.palaces.find((p) => p.ganzhi === '乙丑').stars
      for (const star of lifeStars) assert.ok(panelText.includes(star.split(/[ (（]/)[0]), `${star} in ${panelText}`)
      // Keyboard: Enter on 午 moves the marks (opposite 子, trines 寅 and 戌).
      await view.locator('g[data-branch="午"]').focus()
      await view.locator('g[data-branch="午"]').press('Enter')
      await view.locator('g.selected[data-branch="午"]').waitFor()
      assert.deepEqual(
        (await view.locator('g.related').evaluateAll((gs) => gs.map((g) => g.dataset.branch))).sort(),
        ['子', '寅', '戌'].sort(),
      )

      // The layer switch: decade (default) marks the decade's palace; year the year's; birth none.
      const marked = async () =>
        view
          .locator('g[data-branch]')
          .evaluateAll((gs) =>
            gs.flatMap((g) => [
              ...(g.hasAttribute('data-decade') ? [`decade:${g.dataset.branch}`] : []),
              ...(g.hasAttribute('data-year') ? [`year:${g.dataset.branch}`] : []),
            ]),
          )
      const full = proxied[0] && (await rpc(server.url, 'tools/call', proxied[0])).structuredContent
      const decadeBranch = full.layers.decade.branch
      const yearBranch = full.layers.year.branch
      assert.deepEqual(await marked(), [`decade:${decadeBranch}`])
      assert.equal(await view.locator('text[data-layer="decade"]').count(), 4)
      await view.locator('button[data-layer="year"]').click()
      await view.locator('button[data-layer="year"][aria-checked="true"]').waitFor()
      assert.deepEqual(await marked(), [`year:${yearBranch}`])
      assert.equal(await view.locator('text[data-layer="decade"]').count(), 0)
      assert.equal(await view.locator('text[data-layer="year"]').count(), 4)
      await view.locator('button[data-layer="birth"]').click()
      await view.locator('button[data-layer="birth"][aria-checked="true"]').waitFor()
      assert.deepEqual(await marked(), [])
      assert.equal(await view.locator('text[data-layer]').count(), 0)
      // The chosen palace stays chosen across redraws.
      assert.equal(await view.locator('g.selected').getAttribute('data-branch'), '午')
      assert.ok(BRANCHES.includes(decadeBranch) && BRANCHES.includes(yearBranch))

      assert.equal(await view.locator('html').getAttribute('data-theme'), theme)
      // The year layer and the chosen palace, as a reader would leave them, in the host's theme.
      await view.locator('button[data-layer="year"]').click()
      await view.locator('button[data-layer="year"][aria-checked="true"]').waitFor()
      await page.locator('#view').screenshot({ path: shotPath(`ziwei-view-${theme}.png`) })
      if (theme === 'light') {
        await page.evaluate(() => {
          document
            .getElementById('view')
            .contentWindow.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/host-context-changed', params: { theme: 'dark' } }, '*')
        })
        await view.locator('html[data-theme="dark"]').waitFor()
        await view.locator('#chart svg rect[fill="#17181b"]').first().waitFor()
      } else {
        // The tool's locale draws the square: Korean palace names.
        assert.ok((await view.locator('g[data-palace="life"]').textContent()).includes('명궁'))
      }
      const messages = await page.evaluate(() => window.messages.map((m) => m.method ?? 'response'))
      assert.ok(messages.includes('ui/initialize'))
      assert.ok(messages.includes('ui/notifications/size-changed'), messages.join(', '))
      assert.deepEqual(requests, [], `the frame or host made requests: ${requests.join(', ')}`)
      await page.close()
    })
  }
})
