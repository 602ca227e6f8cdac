/**
 * The settings page and /docs in a real browser (Debian's Chromium through playwright-core),
 * against the real server on a loopback port. Elements are found by role and accessible name, so
 * these tests also prove the names the issue fixes. Run: `npm run test:browser`.
 *
 * UPDATE_SCREENSHOT=1 writes the README's pictures (docs/settings-page.png, and the sign-in and key
 * pages in every locale, docs/settings-LOCALE-sign-in.png and docs/settings-LOCALE-keys.png);
 * otherwise the screenshots go to a temporary folder, so a test run leaves the working tree unchanged.
 */
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { browserMissing, launchBrowser, mcpCall, restCall, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
const PASSWORD = 'a long and memorable passphrase'

/**
 * Waits until the page is laid out as its readers see it: loaded, its stylesheet applied and its
 * fonts ready. An element can be in the DOM (what a locator waits for) before the stylesheet has
 * loaded, and a measurement taken then reads the unstyled page (a 564 px wide table at 390 px).
 */
async function settled(page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/settings/assets/settings.css') && sheet.cssRules.length > 0),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

describe('settings page in Chromium', { skip: skip ?? false }, () => {
  let server
  let browser
  /** One signed-in browser context, shared by the steps below in order (like one person's visit). */
  let context
  let page
  let key
  const consoleErrors = []

  before(async () => {
    server = await startServer()
    server.cli('accounts', 'create', 'alice')
    browser = await launchBrowser()
    context = await browser.newContext({ locale: 'en-US' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('first use: the one-time link leads to choosing a password, then to the key page, signed in', async () => {
    const link = JSON.parse(server.cli('accounts', 'login-link', 'alice', '--base-url', server.url, '--json'))
    assert.equal(link.account, 'alice')
    // A chat app's link preview and a mail scanner open the link first (HEAD, GET): that uses nothing.
    assert.equal((await fetch(link.url, { method: 'HEAD' })).status, 200)
    assert.equal((await fetch(link.url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } })).status, 200)
    const opened = await page.goto(link.url)
    assert.equal(opened.status(), 200)
    assert.deepEqual(await context.cookies(server.url), [])
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${server.url}/settings/password`)
    assert.ok(!page.url().includes('token'))
    await page.getByLabel('New password').fill(PASSWORD)
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.waitForURL(/\/settings\/api-keys/)
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1)

    // The link works once: a second visit gets the "already used" page (410).
    const second = await context.newPage()
    assert.equal((await second.goto(link.url)).status(), 200)
    const [response] = await Promise.all([
      second.waitForResponse((r) => r.url() === `${server.url}/settings/link` && r.request().method() === 'POST'),
      second.getByRole('button', { name: 'Continue' }).click(),
    ])
    assert.equal(response.status(), 410)
    assert.match(await second.textContent('body'), /already been used[\s\S]*bazi-service accounts login-link NAME/)
    await second.close()
  })

  it('creates a key shown once with a Copy button; reload and back never show it again nor make a second key', async () => {
    await page.getByLabel('Label', { exact: true }).fill('Website backend')
    await page.getByRole('button', { name: 'Create key' }).click()
    const field = page.getByLabel('New key', { exact: true })
    key = await field.inputValue()
    assert.match(key, /^bz_[A-Za-z0-9_-]{43}$/)
    assert.equal(await field.getAttribute('readonly'), '')
    await page.getByText('it will not be shown again').waitFor()
    await page
      .getByRole('row', { name: /Website backend/ })
      .getByRole('cell', { name: 'active' })
      .waitFor()

    // The README's picture: the page right after creating a key.
    await settled(page)
    await page.screenshot({
      path: process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs/settings-page.png') : join(tmpdir(), 'bazi-settings-page.png'),
      fullPage: true,
    })

    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Copied').waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key)

    await page.reload()
    assert.equal(await page.getByLabel('New key', { exact: true }).count(), 0)
    assert.ok(!(await page.content()).includes(key))
    await page.goto(`${server.url}/settings/api-keys`)
    await page.goBack().catch(() => {})
    assert.ok(!(await page.content()).includes(key))
    const keys = JSON.parse(server.cli('keys', 'list', '--account', 'alice', '--json'))
    assert.deepEqual(
      keys.map((k) => k.label),
      ['Website backend'],
      'one key, whatever was re-sent',
    )
  })

  it('lists a key made with the CLI, its label shown as text and never run as markup', async () => {
    const dialogs = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      dialog.dismiss()
    })
    server.cli('keys', 'create', '--account', 'alice', '--label', '<img src=x onerror=alert(1)>')
    await page.goto(`${server.url}/settings/api-keys`)
    await page.getByRole('cell', { name: '<img src=x onerror=alert(1)>' }).waitFor()
    assert.equal(await page.locator('main img').count(), 0)
    assert.deepEqual(dialogs, [])
    assert.equal(await page.getByRole('button', { name: 'Revoke', exact: true }).count(), 2)
  })

  it('the key works on POST /api/v1/bazi and on /mcp/readings, and the usage card moves', async () => {
    await page.goto(`${server.url}/settings/api-keys`)
    await page.getByText('0 of 100 calls used today').waitFor()
    assert.equal((await restCall(server.url, key)).status, 200)
    const list = await mcpCall(server.url, key, 'tools/list')
    assert.equal(list.status, 200)
    assert.match(await list.text(), /draw_tarot_card/)
    const call = await mcpCall(server.url, key, 'tools/call', { name: 'draw_tarot_card', arguments: { cardId: 3, reversed: false } })
    assert.equal(call.status, 200)
    await page.reload()
    await page.getByText('2 of 100 calls used today').waitFor()
    assert.equal(await page.getByRole('progressbar').getAttribute('value'), '2')
    // How to use a key, filled in with this server's own address.
    await page.getByText(`${server.url}/api/v1`, { exact: true }).waitFor()
    assert.match(await page.textContent('main'), new RegExp(`"url": "${server.url}/mcp/readings"`))
  })

  it('revokes after a confirmation step; the key then gets 401', async () => {
    await page
      .getByRole('row', { name: /Website backend/ })
      .getByRole('button', { name: 'Revoke', exact: true })
      .click()
    await page.getByRole('heading', { name: 'Revoke this key?' }).waitFor()
    assert.equal((await restCall(server.url, key)).status, 200, 'nothing happens before the confirmation')
    await page.getByRole('button', { name: 'Revoke key' }).click()
    await page.getByText('is revoked').waitFor()
    await page
      .getByRole('row', { name: /Website backend/ })
      .getByRole('cell', { name: 'revoked' })
      .waitFor()
    // Only the confirmed key: the other one stays active.
    assert.equal(await page.getByRole('cell', { name: 'active', exact: true }).count(), 1)
    assert.equal((await restCall(server.url, key)).status, 401)
    assert.equal((await mcpCall(server.url, key, 'tools/list')).status, 401)

    // The CLI sees the page's revocation, and the page sees the CLI's.
    const listed = JSON.parse(server.cli('keys', 'list', '--account', 'alice', '--json'))
    assert.match(listed.find((k) => k.label === 'Website backend').status, /^revoked /)
    server.cli('keys', 'revoke', listed.find((k) => k.label !== 'Website backend').prefix)
    await page.reload()
    assert.equal(await page.getByRole('cell', { name: 'active', exact: true }).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Revoke', exact: true }).count(), 0)
  })

  it('signs out on the server: the old cookie is refused afterwards', async () => {
    const [cookie] = await context.cookies(server.url)
    assert.equal(cookie.name, 'bazi_session')
    assert.equal(cookie.httpOnly, true)
    assert.equal(cookie.sameSite, 'Strict')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(`${server.url}/settings/login?m=signed-out`)
    const replay = await fetch(`${server.url}/settings/api-keys`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
      redirect: 'manual',
    })
    assert.equal(replay.status, 303)
    assert.equal(replay.headers.get('location'), '/settings/login')
  })

  it('signs in with the password; a wrong one gets the generic message', async () => {
    await page.goto(`${server.url}/settings/login`)
    await page.getByLabel('Account').fill('alice')
    await page.getByLabel('Password', { exact: true }).fill('not the right passphrase')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('That account name and password do not match').waitFor()
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${server.url}/settings/api-keys`)
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor()
    const accounts = JSON.parse(server.cli('accounts', 'list', '--json'))
    assert.equal(accounts[0].hasPassword, true)
    assert.ok(accounts[0].lastSignIn)
  })

  it('shows the pages in Chinese to a browser that prefers Chinese', async () => {
    const zh = await browser.newContext({ locale: 'zh-CN' })
    const zhPage = await zh.newPage()
    await zhPage.goto(`${server.url}/settings/api-keys`)
    await zhPage.waitForURL(`${server.url}/settings/login`)
    assert.equal(await zhPage.getAttribute('html', 'lang'), 'zh-Hans')
    await zhPage.getByLabel('账户').fill('alice')
    await zhPage.getByLabel('密码').fill(PASSWORD)
    await zhPage.getByRole('button', { name: '登录' }).click()
    await zhPage.getByRole('heading', { name: 'API 密钥', level: 1 }).waitFor()
    await zhPage.getByText('今日已用 3 次，共 100 次').waitFor()
    await zhPage.getByRole('button', { name: '创建密钥' }).waitFor()
    await zh.close()
  })

  it('logged no CSP violation or script error on any settings page', () => {
    assert.deepEqual(
      consoleErrors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
    )
  })
})

/**
 * Each locale as a browser asks for it (Accept-Language from the context's locale), with the names
 * a reader of that language sees: they are the accessible names the steps below find controls by.
 */
const LOCALE_PAGES = [
  {
    locale: 'en',
    browser: 'en-US',
    lang: 'en',
    name: 'English',
    account: 'Account',
    password: 'Password',
    signIn: 'Sign in',
    createKey: 'Create key',
    keys: 'API keys',
    newKey: 'New key',
    label: 'Weather app',
  },
  {
    locale: 'zh',
    browser: 'zh-CN',
    lang: 'zh-Hans',
    name: '简体中文',
    account: '账户',
    password: '密码',
    signIn: '登录',
    createKey: '创建密钥',
    keys: 'API 密钥',
    newKey: '新密钥',
    label: '天气小程序',
  },
  {
    locale: 'zh-TW',
    browser: 'zh-TW',
    lang: 'zh-Hant-TW',
    name: '繁體中文（台灣）',
    account: '帳戶',
    password: '密碼',
    signIn: '登入',
    createKey: '建立金鑰',
    keys: 'API 金鑰',
    newKey: '新金鑰',
    label: '天氣小工具',
  },
  {
    locale: 'zh-HK',
    browser: 'zh-HK',
    lang: 'zh-Hant-HK',
    name: '繁體中文（香港）',
    account: '帳戶',
    password: '密碼',
    signIn: '登入',
    createKey: '建立金鑰',
    keys: 'API 金鑰',
    newKey: '新金鑰',
    label: '天氣小工具',
  },
  {
    locale: 'ja',
    browser: 'ja-JP',
    lang: 'ja',
    name: '日本語',
    account: 'アカウント',
    password: 'パスワード',
    signIn: 'ログイン',
    createKey: 'キーを作成',
    keys: 'API キー',
    newKey: '新しいキー',
    label: '天気アプリ',
  },
  {
    locale: 'ko',
    browser: 'ko-KR',
    lang: 'ko',
    name: '한국어',
    account: '계정',
    password: '비밀번호',
    signIn: '로그인',
    createKey: '키 만들기',
    keys: 'API 키',
    newKey: '새 키',
    label: '날씨 앱',
  },
  {
    locale: 'vi',
    browser: 'vi-VN',
    lang: 'vi',
    name: 'Tiếng Việt',
    account: 'Tài khoản',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    createKey: 'Tạo khóa',
    keys: 'Khóa API',
    newKey: 'Khóa mới',
    label: 'Ứng dụng thời tiết',
  },
]
const localeShot = (name) => (process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs', name) : join(tmpdir(), `bazi-${name}`))

describe('settings page in every locale in Chromium', { skip: skip ?? false }, () => {
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

  for (const p of LOCALE_PAGES) {
    it(`${p.locale}: Accept-Language ${p.browser} without a cookie gives the pages in ${p.name}; sign-in and key page pictured`, async () => {
      const account = `reader-${p.locale.toLowerCase()}`
      server.cli('accounts', 'create', account)
      const context = await browser.newContext({ locale: p.browser, viewport: { width: 1100, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${server.url}/settings/login`)
      assert.equal(await page.getAttribute('html', 'lang'), p.lang)
      assert.deepEqual(await context.cookies(server.url), [], 'no cookie: the language came from Accept-Language')
      await page.getByLabel(p.account).waitFor()
      assert.equal(await page.getByRole('navigation').getByRole('link', { name: p.name }).getAttribute('aria-current'), 'true')
      await settled(page)
      await page.screenshot({ path: localeShot(`settings-${p.locale}-sign-in.png`), fullPage: true })

      const link = JSON.parse(server.cli('accounts', 'login-link', account, '--base-url', server.url, '--json'))
      await page.goto(link.url)
      await page.locator('form[action="/settings/link"] button[type=submit]').click()
      await page.waitForURL(`${server.url}/settings/password`)
      for (const field of await page.locator('input[type=password]').all()) await field.fill(PASSWORD)
      await page.locator('main form button[type=submit]').click()
      await page.getByRole('heading', { name: p.keys, level: 1 }).waitFor()
      await page.locator('#label').fill(p.label)
      await page.getByRole('button', { name: p.createKey }).click()
      await page.getByLabel(p.newKey, { exact: true }).waitFor()
      await settled(page)
      await page.screenshot({ path: localeShot(`settings-${p.locale}-keys.png`), fullPage: true })
      await context.close()
    })
  }

  it('the switch: a click on 日本語 sets the cookie, and the next pages come in Japanese whatever Accept-Language says', async () => {
    server.cli('accounts', 'create', 'switcher')
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${server.url}/settings/login`)
    await page.getByLabel('Account').waitFor()
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '日本語' }).click()
    await page.waitForURL(`${server.url}/settings/login`)
    assert.equal(await page.getAttribute('html', 'lang'), 'ja')
    const [cookie] = (await context.cookies(`${server.url}/settings/login`)).filter((c) => c.name === 'bazi_lang')
    assert.equal(cookie.value, 'ja')
    assert.equal(cookie.sameSite, 'Lax')
    assert.equal(cookie.path, '/') // the consent page of connecting an app reads it too
    assert.equal(cookie.secure, false)

    // The next page, and the pages after signing in, stay in Japanese.
    const link = JSON.parse(server.cli('accounts', 'login-link', 'switcher', '--base-url', server.url, '--json'))
    await page.goto(link.url)
    await page.locator('form[action="/settings/link"] button[type=submit]').click()
    await page.waitForURL(`${server.url}/settings/password`)
    await page.getByLabel('新しいパスワード').fill(PASSWORD)
    await page.getByLabel('パスワード（確認）').fill(PASSWORD)
    await page.getByRole('button', { name: 'パスワードを設定' }).click()
    await page.getByRole('heading', { name: 'API キー', level: 1 }).waitFor()
    // The form posts of the page pass the cross-site guard after a switch: sign out, then in again.
    await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: '한국어' }).click()
    await page.getByRole('heading', { name: 'API 키', level: 1 }).waitFor()
    await page.getByRole('button', { name: '로그아웃' }).click()
    await page.waitForURL(`${server.url}/settings/login?m=signed-out`)
    await page.getByText('로그아웃되었습니다.').waitFor()
    await page.getByLabel('계정').fill('switcher')
    await page.getByLabel('비밀번호').fill(PASSWORD)
    await page.getByRole('button', { name: '로그인' }).click()
    await page.getByRole('heading', { name: 'API 키', level: 1 }).waitFor()
    await context.close()
  })
})

describe('settings page at phone width (390 px) in Chromium', { skip: skip ?? false }, () => {
  let server
  let browser
  before(async () => {
    server = await startServer()
    server.cli('accounts', 'create', 'alice')
    // A label long enough to need room, and a second key to revoke, so the table has both statuses.
    server.cli('keys', 'create', '--account', 'alice', '--label', 'A rather long label for the phone')
    browser = await launchBrowser()
  })
  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  for (const [locale, lang, signOut] of [
    ['en-US', 'en', 'Sign out'],
    ['zh-CN', 'zh', '退出登录'],
    ['zh-TW', 'zh-TW', '登出'],
    ['zh-HK', 'zh-HK', '登出'],
    ['ja-JP', 'ja', 'ログアウト'],
    ['ko-KR', 'ko', '로그아웃'],
    ['vi-VN', 'vi', 'Đăng xuất'],
  ]) {
    it(`${lang}: nothing overflows the screen, the header stays on one line, table headers keep their words, "Copied" stands apart`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const link = JSON.parse(server.cli('accounts', 'login-link', 'alice', '--base-url', server.url, '--json'))
      await page.goto(link.url)
      await page.locator('form[action="/settings/link"] button[type=submit]').click()
      await page.waitForURL(`${server.url}/settings/password`)
      for (const field of await page.locator('input[type=password]').all()) await field.fill(PASSWORD)
      await page.locator('main form button[type=submit]').click()
      await page.waitForURL(/\/settings\/api-keys/)
      await page.locator('#label').fill('Phone')
      await page.locator('form[action="/settings/api-keys"] button[type=submit]').click()
      await page.locator('#new-key').waitFor()
      await settled(page)

      // No horizontal scrolling, of the page or of the key table: each key is a stacked card and its
      // Revoke button is on the screen.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390)
      const reach = await page
        .locator('form[action="/settings/api-keys/revoke"] button')
        .last()
        .evaluate((button) => {
          const box = button.getBoundingClientRect()
          const wrap = button.closest('.table-wrap')
          return {
            left: box.left,
            right: box.right,
            sideways: wrap.scrollWidth - wrap.clientWidth,
            wrapRight: wrap.getBoundingClientRect().right,
          }
        })
      assert.ok(reach.left >= 0 && reach.right <= 390, `Revoke at ${reach.left}-${reach.right}`)
      assert.equal(reach.sideways, 0)
      assert.ok(reach.wrapRight <= 390, `the table's box ends inside the screen (${reach.wrapRight})`)
      // Each cell names its column; the table keeps its semantics (rows and cells) for screen readers.
      assert.ok((await page.getByRole('row').count()) >= 2)
      assert.ok((await page.getByRole('cell', { name: /Phone/ }).count()) >= 1)
      if (lang === 'ko') {
        // Korean breaks lines between words, never inside one: every word of the page on one line.
        assert.equal(await page.evaluate(() => getComputedStyle(document.body).wordBreak), 'keep-all')
        const broken = await page.evaluate(() => {
          const found = []
          const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!/[\uac00-\ud7a3]/.test(node.data)) continue
            // A word ends at a space or before an opening bracket (초기화됩니다(19시간: two words).
            for (const match of node.data.matchAll(/[^\s(（]+/g)) {
              const range = document.createRange()
              range.setStart(node, match.index)
              range.setEnd(node, match.index + match[0].length)
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
              if (tops.size > 1) found.push(match[0])
            }
          }
          return found
        })
        assert.deepEqual(broken, [])
      }
      // The header is one row: brand and Sign out share a line.
      const header = await page.locator('header.top').evaluate((e) => {
        const brand = e.querySelector('.brand').getBoundingClientRect()
        const button = e.querySelector('button').getBoundingClientRect()
        return {
          brandLines: Math.round(brand.height / parseFloat(getComputedStyle(e.querySelector('.brand')).lineHeight)),
          sameRow: Math.abs(brand.top + brand.height / 2 - (button.top + button.height / 2)) < 8,
        }
      })
      assert.deepEqual(header, { brandLines: 1, sameRow: true })
      await page.getByRole('button', { name: signOut }).waitFor()
      // Column headers on one line each (no break per character in Chinese).
      const headerLines = await page
        .locator('thead th')
        .evaluateAll((ths) =>
          ths.map((th) => Math.round(th.getBoundingClientRect().height / parseFloat(getComputedStyle(th).lineHeight) - 0.6)),
        )
      assert.ok(
        headerLines.every((lines) => lines <= 1),
        `header lines: ${headerLines}`,
      )
      // Cards start with their heading: no blank line above it.
      const gaps = await page
        .locator('.card')
        .evaluateAll((cards) =>
          cards.map((c) =>
            Math.round(
              c.firstElementChild.getBoundingClientRect().top - c.getBoundingClientRect().top - parseFloat(getComputedStyle(c).paddingTop),
            ),
          ),
        )
      assert.ok(
        gaps.every((gap) => gap <= 1),
        `space above the first line of each card: ${gaps}`,
      )
      // "Copied" appears on its own line, not inside the warning.
      await page.locator('[data-copy]').click()
      const status = page.locator('#copy-status')
      await status.filter({ hasText: /\S/ }).waitFor()
      assert.equal(await status.evaluate((e) => e.closest('.notice')), null)
      // Links in the page's accent colour; the favicon is the page's own.
      assert.equal(await page.locator('link[rel=icon]').getAttribute('href'), '/settings/assets/favicon.svg')
      // The README's phone picture is the English page; the other locales' go to a temporary folder to be looked at.
      await page.screenshot({
        path:
          process.env.UPDATE_SCREENSHOT === '1' && lang === 'en'
            ? join(ROOT, 'docs/settings-page-phone.png')
            : join(tmpdir(), `bazi-settings-phone-${lang}.png`),
        fullPage: true,
      })
      await context.close()
    })
  }

  it('shows links in the palette and serves the favicon', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${server.url}/settings/assets/favicon.svg`)
    assert.equal(response.status(), 200)
    assert.match(response.headers()['content-type'], /^image\/svg\+xml/)
    await page.goto(`${server.url}/settings/login?m=nonsense`)
    const colours = await page.evaluate(() => {
      const probe = document.createElement('button')
      document.body.append(probe)
      const accent = getComputedStyle(probe).backgroundColor
      const a = document.createElement('a')
      a.href = '/settings/login'
      a.textContent = 'x'
      document.querySelector('main').append(a)
      return { accent, link: getComputedStyle(a).color }
    })
    assert.equal(colours.link, colours.accent)
    await page.close()
  })
})

describe('/docs in Chromium', { skip: skip ?? false }, () => {
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

  it('requests nothing but this server while loading, and offers no control that reaches an outside service', async () => {
    const page = await browser.newPage()
    const requests = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`${server.url}/docs`)
    await page.getByRole('heading', { name: 'bazi-service', level: 1 }).waitFor()
    // The agent's registry calls used to start right after rendering: give anything late its chance.
    await page.waitForTimeout(3000)
    const outside = requests.filter((url) => !url.startsWith(`${server.url}/`) && !/^(data|blob):/.test(url))
    assert.deepEqual(outside, [])
    assert.ok(requests.includes(`${server.url}/openapi.json`))

    // The controls the unconfigured page shows on localhost (checked by hand against
    // @scalar/api-reference 1.46): the AI agent, the developer toolbar with Share and Deploy, and
    // the button that opens Scalar's hosted API client.
    for (const text of ['Ask AI', 'Deploy', 'Share', 'Developer Tools', 'Configure', 'Open API Client']) {
      const name = new RegExp(`^\\s*${text}`, 'i')
      assert.deepEqual(await page.getByRole('button', { name }).allInnerTexts(), [], `no button ${name}`)
      assert.deepEqual(await page.getByRole('link', { name }).allInnerTexts(), [], `no link ${name}`)
    }
    assert.equal(await page.getByPlaceholder(/ask ai/i).count(), 0)
    assert.equal(await page.getByRole('banner', { name: 'Developer Tools' }).count(), 0)
    // Visible links out: the attribution the description requires and Scalar's "Powered by" link,
    // plain links that send nothing unless followed.
    const links = await page
      .locator('a[href^="http"]')
      .evaluateAll((as) => as.filter((a) => a.offsetParent !== null).map((a) => new URL(a.href).host))
    assert.deepEqual([...new Set(links.filter((host) => host !== new URL(server.url).host))].sort(), ['www.geonames.org', 'www.scalar.com'])

    // The in-page request client stays: it targets this server and opens without outside traffic.
    await page
      .getByRole('button', { name: /^Test Request/ })
      .first()
      .click()
    await page.getByRole('button', { name: `Send post request to ${server.url}/api/v1/bazi` }).waitFor()
    await page.waitForTimeout(1000)
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(`${server.url}/`) && !/^(data|blob):/.test(url)),
      [],
    )
    await page.close()
  })
})
