/**
 * The settings pages in every locale: the language from Accept-Language (q-values, the Chinese
 * script and region tags), the language switch on every page (`?lang=` → cookie → redirect), the
 * cookie winning over Accept-Language, `<html lang>`, and every page's text in its language only
 * (`foreignTextIn`), through the real app.
 */
import { describe, expect, it } from 'bun:test'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { localeOfRange, messagesFor, pickLocale } from '../../src/web/i18n'
import { foreignTextIn } from '../support/locale-text'
import { appsClosedAfterEach, Browser, loginToken, PASSWORD, SAME_ORIGIN, signedIn } from './helpers'

const app = appsClosedAfterEach()

const HTML_LANG: Record<Locale, string> = {
  en: 'en',
  zh: 'zh-Hans',
  'zh-TW': 'zh-Hant-TW',
  'zh-HK': 'zh-Hant-HK',
  ja: 'ja',
  ko: 'ko',
  vi: 'vi',
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * The words of a page a reader sees, without the parts that are the same in every language: the
 * language switch (each language by its own name), code and commands (`<pre>`, `<code>`), URL paths
 * (`/mcp/readings`), a key's prefix (`bz_…`) and the HTTP header name `Authorization`: codes.
 */
function visibleTexts(page: string): string[] {
  const body = page
    .replace(/<nav class="languages"[\s\S]*?<\/nav>/, '')
    .replace(/<pre[^>]*>[\s\S]*?<\/pre>/g, '')
    .replace(/<code>[\s\S]*?<\/code>/g, '')
  const attributes = [...body.matchAll(/(?:aria-label|data-copied|placeholder)="([^"]*)"/g)].map((m) => m[1])
  const texts = body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]*>/)
    .map((s) => s.trim())
  return [...texts, ...attributes].filter(Boolean).map((s) =>
    decode(s)
      .replace(/(^|\s|（|\()\/[\w/.-]+/g, '$1')
      .replace(/\bAuthorization\b|\bbz_[\w-]+/g, ''),
  )
}

const foreignIn = (page: string, locale: Locale) =>
  visibleTexts(page).flatMap((text) => {
    const why = foreignTextIn(text, locale)
    return why ? [`${why} in ${JSON.stringify(text)}`] : []
  })

describe('the language from Accept-Language', () => {
  it('maps the Chinese tags by script first, then by region', () => {
    const cases: [string, Locale][] = [
      ['zh', 'zh'],
      ['zh-CN', 'zh'],
      ['zh-SG', 'zh'],
      ['zh-Hans', 'zh'],
      ['zh-Hans-HK', 'zh'],
      ['zh-TW', 'zh-TW'],
      ['zh-Hant', 'zh-TW'],
      ['zh-Hant-TW', 'zh-TW'],
      ['zh-HK', 'zh-HK'],
      ['zh-MO', 'zh-HK'],
      ['zh-Hant-HK', 'zh-HK'],
      ['zh-Hant-MO', 'zh-HK'],
      ['ja-JP', 'ja'],
      ['ko-KR', 'ko'],
      ['vi-VN', 'vi'],
      ['en-GB', 'en'],
    ]
    for (const [tag, locale] of cases) expect([tag, localeOfRange(tag)]).toEqual([tag, locale])
    expect(localeOfRange('fr-FR')).toBeNull()
  })

  it('takes the highest q first, the order of the header between equals, and skips q=0 and unsupported languages', () => {
    expect(pickLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh')
    expect(pickLocale('en-US,en;q=0.9,zh;q=0.8')).toBe('en')
    expect(pickLocale('fr-FR,ko;q=0.5')).toBe('ko')
    expect(pickLocale('en;q=0.1,ja;q=0.9')).toBe('ja')
    expect(pickLocale('vi;q=0.5,zh-TW;q=0.5')).toBe('vi')
    expect(pickLocale('zh-HK;q=0.3, zh-TW;q=0.7')).toBe('zh-TW')
    expect(pickLocale('de,fr')).toBe('en')
    expect(pickLocale(null)).toBe('en')
    expect(pickLocale('ja;q=0')).toBe('en')
  })

  it('serves the sign-in page in each locale with its <html lang>', async () => {
    const t = app()
    const headers: Record<Locale, string> = {
      en: 'en-US',
      zh: 'zh-CN,zh;q=0.9',
      'zh-TW': 'zh-TW',
      'zh-HK': 'zh-Hant-HK',
      ja: 'ja,en;q=0.5',
      ko: 'ko-KR',
      vi: 'vi-VN,vi;q=0.9',
    }
    for (const locale of LOCALES) {
      const page = await (await new Browser(t, 'http://localhost', { 'accept-language': headers[locale] }).get('/settings/login')).text()
      expect(page).toContain(`<html lang="${HTML_LANG[locale]}">`)
      expect(page).toContain(`>${messagesFor(locale).signIn}</button>`)
    }
  })
})

describe('the language switch', () => {
  it('?lang= sets a SameSite=Lax cookie on /settings and redirects to the same page without it', async () => {
    const t = app()
    const res = await new Browser(t).get('/settings/login?m=signed-out&lang=ko')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/settings/login?m=signed-out')
    const cookie = res.headers.getSetCookie()[0]
    expect(cookie).toStartWith('bazi_lang=ko; ')
    expect(cookie).toContain('Path=/;')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('marks the cookie Secure when the request came over HTTPS, like the session cookie', async () => {
    const t = app()
    const res = await new Browser(t, 'https://bazi.example.com').get('/settings/login?lang=zh-Hant')
    expect(res.headers.getSetCookie()[0]).toMatch(/^bazi_lang=zh-TW; .*Secure/)
  })

  it('the cookie wins over Accept-Language on every following page, signed in or not', async () => {
    const t = app()
    const browser = new Browser(t, 'http://localhost', { 'accept-language': 'en-US' })
    await browser.get('/settings/login?lang=ja')
    const login = await (await browser.get('/settings/login')).text()
    expect(login).toContain('<html lang="ja">')
    expect(login).toContain('>ログイン</button>')
    await signedIn(t, 'user-1', browser)
    const keys = await (await browser.get('/settings/api-keys')).text()
    expect(keys).toContain('<html lang="ja">')
    expect(keys).toContain('本日 100 回中 0 回利用')
    // Switching again replaces the choice.
    await browser.get('/settings/api-keys?lang=vi')
    expect(await (await browser.get('/settings/api-keys')).text()).toContain('Hôm nay đã dùng 0 trên 100 lượt gọi')
  })

  it('an unknown language is ignored: no cookie, the same page', async () => {
    const t = app()
    const browser = new Browser(t, 'http://localhost', { 'accept-language': 'ko' })
    const res = await browser.get('/settings/login?lang=klingon')
    expect(res.status).toBe(303)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(res.headers.get('location')).toBe('/settings/login')
    expect(await (await browser.get('/settings/login')).text()).toContain('<html lang="ko">')
  })

  it('a cookie naming no locale is ignored: Accept-Language decides', async () => {
    const t = app()
    const page = await (
      await new Browser(t, 'http://localhost', { 'accept-language': 'vi', cookie: 'bazi_lang=<script>' }).get('/settings/login')
    ).text()
    expect(page).toContain('<html lang="vi">')
    const alias = await (await new Browser(t, 'http://localhost', { cookie: 'bazi_lang=zh-MO' }).get('/settings/login')).text()
    expect(alias).toContain('<html lang="zh-Hant-HK">')
  })

  it('every page links to itself in each of the seven languages, the current one marked; a sign-in link’s token is never in them', async () => {
    const t = app()
    const browser = await signedIn(t, 'user-1')
    const keys = await (await browser.get('/settings/api-keys?m=password-set')).text()
    for (const locale of LOCALES) expect(keys).toContain(`href="/settings/api-keys?m=password-set&amp;lang=${locale}"`)
    expect(keys).toContain('<nav class="languages" aria-label="Language">')
    expect(keys).toMatch(/lang=en" lang="en" hreflang="en" aria-current="true">English</)
    const token = loginToken(t, 'user-2')
    const used = await new Browser(t).get(`/settings/link?token=${token}`)
    expect(used.status).toBe(200)
    const again = await (await new Browser(t).get(`/settings/link?token=${token}`)).text()
    expect(again).not.toContain(`${token}&amp;lang`)
    expect(again).toContain('href="/settings/login?lang=ko"')
  })

  it('POST forms keep their guard: a cross-site post is refused (403) in the chosen language', async () => {
    const t = app()
    const browser = new Browser(t)
    await browser.get('/settings/login?lang=zh-HK')
    const res = await browser.post('/settings/login', { account: 'x', password: 'y' }, { 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(403)
    const page = await res.text()
    expect(page).toContain('<html lang="zh-Hant-HK">')
    expect(page).toContain(messagesFor('zh-HK').forbiddenTitle)
  })
})

describe('every page in every locale', () => {
  it('has no text in another language: sign-in, password, link problems, keys, revoke, errors', async () => {
    const t = app()
    for (const locale of LOCALES) {
      const account = `user-${locale.toLowerCase()}`
      const pages: [string, string][] = []
      const visitor = new Browser(t)
      await visitor.get(`/settings/login?lang=${locale}`)
      pages.push(['login', await (await visitor.get('/settings/login?m=signed-out')).text()])
      pages.push(['bad sign-in', await (await visitor.post('/settings/login', { account, password: 'wrong one' })).text()])
      pages.push(['unknown link', await (await visitor.get('/settings/link?token=nonsense')).text()])
      pages.push(['forbidden', await (await visitor.post('/settings/login', {}, { 'sec-fetch-site': 'cross-site' })).text()])
      pages.push(['bad form', await (await visitor.post('/settings/login', {}, { ...SAME_ORIGIN, 'content-type': 'text/plain' })).text()])
      const token = loginToken(t, account)
      pages.push(['link accepted', await (await visitor.get(`/settings/link?token=${token}`)).text()])
      pages.push(['password form', await (await visitor.get('/settings/password')).text()])
      pages.push(['short password', await (await visitor.post('/settings/password', { password: 'short', repeat: 'short' })).text()])
      expect((await visitor.post('/settings/password', { password: PASSWORD, repeat: PASSWORD })).status).toBe(303)
      const keys = await (await visitor.get('/settings/api-keys?m=password-set')).text()
      pages.push(['keys', keys])
      const formToken = /name="formToken" value="([^"]+)"/.exec(keys)![1]
      const created = await (await visitor.post('/settings/api-keys', { formToken, label: '' })).text()
      pages.push(['new key', created])
      pages.push(['already submitted', await (await visitor.get('/settings/api-keys?m=already-submitted')).text()])
      const id = /name="id" value="([^"]+)"/.exec(created)![1]
      pages.push(['revoke', await (await visitor.get(`/settings/api-keys/revoke?id=${id}`)).text()])
      await visitor.post('/settings/api-keys/revoke', { id })
      pages.push(['revoked', await (await visitor.get(`/settings/api-keys?m=key-revoked&key=${id}`)).text()])
      pages.push(['not found', await (await visitor.get('/settings/nothing-here')).text()])
      for (const [name, page] of pages) {
        expect([locale, name, page.match(/<html lang="([^"]+)">/)?.[1]]).toEqual([locale, name, HTML_LANG[locale]])
        expect([locale, name, foreignIn(page, locale)]).toEqual([locale, name, []])
      }
    }
  })

  it('the checker would catch a page left in English', () => {
    // The test above is only as good as its extraction: an English page read as Korean must fail.
    const english = `<html lang="ko"><body><h1>${messagesFor('en').keysTitle}</h1><p>${messagesFor('en').newKeyWarning}</p></body></html>`
    expect(foreignIn(english, 'ko').length).toBeGreaterThan(0)
    expect(foreignIn(english, 'vi').length).toBeGreaterThan(0)
  })
})
