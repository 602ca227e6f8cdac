/**
 * The home page in Chromium (playwright-core, Debian's browser) against the real server (or the
 * compiled binary with BAZI_BINARY): every locale at 390 and 1280 px, a chart tried from the form with
 * script on and off, the refusal of a visitor over the public connector's rate limit in their
 * language, the copy buttons with PUBLIC_BASE_URL set and unset, the links, and axe-core on every
 * HTML page (home, sign-in, keys, consent, connected apps) in the light and the dark scheme.
 *
 * UPDATE_SCREENSHOT=1 writes the pictures into docs/ (docs/home-page.png for the README, and
 * docs/home-LOCALE-390.png, docs/home-LOCALE-1280.png); otherwise they go to a temporary folder.
 */
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import axeCore from 'axe-core'
import { browserMissing, launchBrowser, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
/** axe-core's browser script as text (`source`), evaluated in each page. */
const AXE = axeCore.source
const SHOTS = process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs') : tmpdir()
const PASSWORD = 'a long and memorable passphrase'

const LOCALES = {
  en: { accept: 'en-US', lang: 'en', draw: 'Draw the chart', date: 'Birth date', chart: 'Your chart', copy: 'Copy' },
  zh: { accept: 'zh-CN', lang: 'zh-Hans', draw: '排盘', date: '出生日期', chart: '您的命盘', copy: '复制' },
  'zh-TW': { accept: 'zh-TW', lang: 'zh-Hant-TW', draw: '排盤', date: '出生日期', chart: '您的命盤', copy: '複製' },
  'zh-HK': { accept: 'zh-HK', lang: 'zh-Hant-HK', draw: '排盤', date: '出生日期', chart: '您的命盤', copy: '複製' },
  ja: { accept: 'ja-JP', lang: 'ja', draw: '命式を出す', date: '生年月日', chart: 'あなたの命式', copy: 'コピー' },
  ko: { accept: 'ko-KR', lang: 'ko', draw: '명식 뽑기', date: '생년월일', chart: '내 명식', copy: '복사' },
  vi: { accept: 'vi-VN', lang: 'vi', draw: 'Lập lá số', date: 'Ngày sinh', chart: 'Lá số của bạn', copy: 'Sao chép' },
}

/** Loaded, styled and with its fonts ready: measurements read the page as its readers see it. */
async function settled(page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/settings/assets/settings.css') && sheet.cssRules.length > 0),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** axe-core's serious and critical violations on the page (evaluated through the driver: the pages' CSP allows no injected script). */
async function axeViolations(page) {
  await page.evaluate(AXE)
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The layout facts the issue asks of every page: one <h1>, no sideways scroll, every field labelled, focus visible. */
async function pageFacts(page) {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('input:not([type=hidden]):not([hidden]), select, textarea')]
    return {
      h1: document.querySelectorAll('h1').length,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      unlabelled: fields.filter((f) => !f.labels?.length && !f.getAttribute('aria-label')).map((f) => f.id || f.name),
    }
  })
}

/**
 * Each of the first `presses` stops of the keyboard's Tab order, with its focus ring: every element
 * reached must show an outline (the stylesheet's `:focus-visible` rule), none may hide it.
 */
async function focusRings(page, presses) {
  await page.locator('body').focus()
  const unringed = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const el = document.activeElement
      const style = getComputedStyle(el)
      return { what: `${el.tagName.toLowerCase()}#${el.id}`, style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
    })
    if (ring.style === 'none' || ring.width < 2) unringed.push(ring.what)
  }
  return unringed
}

async function tryChart(page, names, fields = { date: '1990-05-15', time: '14:30', city: 'Beijing' }) {
  await page.getByLabel(names.date).fill(fields.date)
  if (fields.time) await page.locator('#birth-time').fill(fields.time)
  if (fields.city) await page.locator('#birth-city').fill(fields.city)
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: names.draw }).click()])
  await settled(page)
  return response
}

describe('home page in Chromium', { skip: skip ?? false }, () => {
  let server
  let browser

  before(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows every locale at 390 and 1280 px: its language, one <h1>, no sideways scroll, labelled fields', async () => {
    for (const [locale, names] of Object.entries(LOCALES)) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ locale: names.accept, viewport: { width, height: 900 } })
        const page = await context.newPage()
        const response = await page.goto(`${server.url}/`)
        assert.equal(response.status(), 200)
        await settled(page)
        assert.equal(await page.getAttribute('html', 'lang'), names.lang)
        await page.getByRole('button', { name: names.draw }).waitFor()
        assert.deepEqual(await pageFacts(page), { h1: 1, sideways: false, unlabelled: [] }, `${locale} at ${width} px`)
        await page.screenshot({ path: join(SHOTS, `home-${locale}-${width}.png`) })
        if (width === 390) assert.deepEqual(await focusRings(page, 12), [], `${locale}: a visible focus on every stop`)
        await context.close()
      }
    }
  })

  for (const javaScriptEnabled of [true, false]) {
    it(`draws a chart from the form with script ${javaScriptEnabled ? 'on' : 'off'}: the picture and the chart in words`, async () => {
      const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${server.url}/`)
      await settled(page)
      const response = await tryChart(page, LOCALES.en)
      assert.equal(response.status(), 200)
      assert.equal(new URL(page.url()).search, '', 'the birth data is in no URL')
      await page.getByRole('heading', { name: 'Your chart', level: 2 }).waitFor()
      const picture = page.locator('.picture svg')
      assert.match(await picture.getAttribute('aria-labelledby'), /chart-title/)
      const box = await picture.boundingBox()
      assert.ok(box.width > 600 && box.height > 600, `the picture is drawn (${box.width}×${box.height})`)
      assert.match(await page.locator('ul.summary').textContent(), /Born 1990-05-15 14:30/)
      // The picture's own style was allowed by the page's policy (its texts are coloured, not black).
      const fill = await page
        .locator('.picture svg text.tx')
        .first()
        .evaluate((el) => getComputedStyle(el).fill)
      assert.notEqual(fill, 'rgb(0, 0, 0)')
      if (!javaScriptEnabled) assert.equal(await page.getByRole('button', { name: 'Copy' }).count(), 0, 'no copy button without script')
      if (javaScriptEnabled) await page.screenshot({ path: join(SHOTS, 'home-page.png'), fullPage: true })
      await context.close()
    })
  }

  it('copies the connector addresses of the address the page was opened under (PUBLIC_BASE_URL unset)', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await settled(page)
    for (const [id, path] of [
      ['public-url', '/mcp'],
      ['readings-url', '/mcp/readings'],
    ]) {
      await page.locator(`button[data-copy="${id}"]`).click()
      await page.locator(`#${id}-status`).getByText('Copied').waitFor()
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${server.url}${path}`)
    }
    await context.close()
  })

  it('every link of the page resolves', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.href))
    const own = [...new Set(links.filter((href) => href.startsWith(server.url)))]
    assert.ok(own.length >= 10, own.join(' '))
    for (const href of own) {
      const response = await page.request.get(href)
      assert.equal(response.status(), 200, href)
    }
    await context.close()
  })

  it('passes axe-core (no serious or critical violation) on every page, in the light and the dark scheme, at 1280 and 390 px', async () => {
    server.cli('accounts', 'create', 'axe')
    const results = {}
    for (const [colorScheme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 390],
      ['dark', 390],
    ]) {
      const context = await browser.newContext({ locale: 'en-US', colorScheme, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const check = async (name) => {
        await settled(page)
        results[`${name} (${colorScheme}, ${width} px)`] = await axeViolations(page)
        assert.equal((await pageFacts(page)).h1, 1, `${name}: one <h1>`)
      }
      await page.goto(`${server.url}/`)
      await check('home')
      await tryChart(page, LOCALES.en)
      await check('home with a chart')
      await page.goto(`${server.url}/settings/login`)
      await check('sign-in')
      // Signed in through a one-time link: the password page, then the keys page with a new key.
      // Opening the link only shows its Continue page (a preview must not use the token up).
      await page.goto(JSON.parse(server.cli('accounts', 'login-link', 'axe', '--base-url', server.url, '--json')).url)
      await check('open a sign-in link')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL(/\/settings\/password/)
      await check('choose a password')
      await page.getByLabel('New password').fill(PASSWORD)
      await page.getByLabel('Repeat password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Set password' }).click()
      await page.waitForURL(/\/settings\/api-keys/)
      await page.getByRole('button', { name: 'Create key' }).click()
      await page.getByRole('heading', { name: 'Your new key' }).waitFor()
      await check('keys with a new key')
      await page.goto(`${server.url}/settings/connected-apps`)
      await check('connected apps')
      assert.deepEqual(await focusRings(page, 6), [], 'connected apps: a visible focus on every stop')
      await page.goto(`${server.url}/settings/link?token=${'x'.repeat(43)}`)
      await check('a sign-in link that is not valid')
      await page.goto(await consentAddress(server.url))
      await page.getByRole('button', { name: 'Allow' }).waitFor()
      await check('consent')
      await context.close()
    }
    console.log(`axe-core ${axeCore.version}, serious or critical violations per page:`)
    for (const [page, violations] of Object.entries(results))
      console.log(`  ${page}: ${violations.length ? violations.join('; ') : 'none'}`)
    assert.deepEqual(
      Object.entries(results).filter(([, v]) => v.length),
      [],
    )
  })
})

/**
 * An authorization request of a freshly registered public client (dynamic client registration,
 * PKCE S256), as a connector would start it: its address leads a signed-in browser to the consent page.
 */
async function consentAddress(base) {
  const redirect = 'http://127.0.0.1:9/callback'
  const registration = await fetch(`${base}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Axe Check',
      redirect_uris: [redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  })
  assert.equal(registration.status, 201, await registration.clone().text())
  const { client_id } = await registration.json()
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    client_id,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'readings',
    resource: `${base}/mcp/readings`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'axe',
  })
  return `${base}/oauth/authorize?${query}`
}

describe('home page with PUBLIC_BASE_URL and a small public rate limit', { skip: skip ?? false }, () => {
  let server
  let browser

  before(async () => {
    server = await startServer({ env: { PUBLIC_BASE_URL: 'https://bazi.example.com', PUBLIC_MCP_CALLS_PER_MINUTE: '2' } })
    browser = await launchBrowser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('copies the addresses PUBLIC_BASE_URL names', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await settled(page)
    await page.locator('button[data-copy="public-url"]').click()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'https://bazi.example.com/mcp')
    await page.locator('button[data-copy="readings-url"]').click()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'https://bazi.example.com/mcp/readings')
    await context.close()
  })

  it('a visitor over the limit (shared with /mcp) gets the page with the refusal in their language', async () => {
    // Two tool calls on /mcp from this address spend the minute's budget of two.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: i,
          method: 'tools/call',
          params: { name: 'calculate_bazi_chart', arguments: { birth_date: '1990-05-15' } },
        }),
      })
      assert.equal(response.status, 200)
    }
    const context = await browser.newContext({ locale: 'ja-JP' })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await settled(page)
    const response = await tryChart(page, LOCALES.ja, { date: '1990-05-15' })
    assert.equal(response.status(), 429)
    const alert = page.getByRole('alert')
    assert.match(await alert.textContent(), /このアドレスからの命式が多すぎます。公開コネクタと合わせて 1 分あたり 2 回までです。\d+ 秒後/)
    assert.equal(await page.locator('#birth-date').inputValue(), '1990-05-15', 'the form keeps what was typed')
    assert.equal(await page.locator('.picture').count(), 0)
    await context.close()
  })
})
