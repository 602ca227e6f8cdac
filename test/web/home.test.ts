/**
 * The home page through the real app (`app.handle`): every locale with its `<html lang>` and its
 * words in its language only, the operator's SITE_* words (escaped), the connector addresses from
 * PUBLIC_BASE_URL or the request's allowed host, the try-a-chart form under the public connector's
 * rate limit (one budget with `/mcp` per address), nothing of the form in the logs, HEAD agreeing with
 * GET, robots.txt and the favicon.
 */
import { describe, expect, it } from 'bun:test'
import { loadConfig, SERVICE_VERSION, siteConfigOf } from '../../src/config'
import { LOCALES } from '../../src/core/locale'
import { READING_DISCLAIMER } from '../../src/core/readings/disclaimer'
import type { Locale } from '../../src/core/types'
import type { Logger } from '../../src/log'
import { homeMessagesFor } from '../../src/web/home-i18n'
import { emptyForm, homePage } from '../../src/web/home-page'
import { viewOf } from '../../src/web/pages'
import { foreignTextIn } from '../support/locale-text'
import { appsClosedAfterEach, Browser, SAME_ORIGIN } from './helpers'

const app = appsClosedAfterEach()

const ACCEPT: Record<Locale, string> = {
  en: 'en-US',
  zh: 'zh-CN,zh;q=0.9',
  'zh-TW': 'zh-TW',
  'zh-HK': 'zh-Hant-HK',
  ja: 'ja',
  ko: 'ko-KR',
  vi: 'vi-VN',
}
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
 * The words a reader sees, less what is the same in every language: the language switch, code
 * (`<pre>`, `<code>`), the service's name, URL paths, the product names and the English menu names of
 * their interfaces (quoted as the products write them), and the names of protocols and formats.
 */
function foreignIn(page: string, locale: Locale): string[] {
  const body = page
    .replace(/<nav class="languages"[\s\S]*?<\/nav>/, '')
    .replace(/<pre[^>]*>[\s\S]*?<\/pre>/g, '')
    .replace(/<code>[\s\S]*?<\/code>/g, '')
    .replace(/<select id="chart-locale"[\s\S]*?<\/select>/, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
  const texts = [...body.split(/<[^>]*>/), ...[...body.matchAll(/(?:aria-label|data-copied|content)="([^"]*)"/g)].map((m) => m[1])]
  return texts
    .map((s) =>
      decode(s.trim())
        .replace(/(^|\s|（|\()\/[\w/.-]+/g, '$1')
        .replace(
          /bazi-service|Claude Desktop|Claude|ChatGPT|VS Code|Cursor|OpenAPI|REST|HTTP|Authorization|mcp\.json|\.mcpb|MCP: Add Server…/g,
          '',
        ),
    )
    .filter((s) => s && !/^(width=|utf-8)/.test(s))
    .flatMap((text) => {
      const why = foreignTextIn(text, locale)
      return why ? [`${why} in ${JSON.stringify(text)}`] : []
    })
}

const form = (fields: Record<string, string>) => ({ locale: 'en', ...fields })

/** A JSON-RPC tools/call of the public chart tool on /mcp, as an MCP client sends it. */
const mcpChartCall = (t: ReturnType<typeof app>) =>
  t.post(
    '/mcp',
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'calculate_bazi_chart', arguments: { birth_date: '1990-05-15' } } },
    undefined,
    { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
  )

describe('the home page in every locale', () => {
  it('answers GET / in the visitor language, one <h1>, every word in that language', async () => {
    const t = app()
    for (const locale of LOCALES) {
      const res = await new Browser(t, 'http://localhost', { 'accept-language': ACCEPT[locale] }).get('/')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      const page = await res.text()
      expect(page).toContain(`<html lang="${HTML_LANG[locale]}">`)
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(page).toContain(READING_DISCLAIMER.in(locale))
      expect([locale, foreignIn(page, locale)]).toEqual([locale, []])
      // Every field has its label.
      for (const id of [...page.matchAll(/<(?:input|select) [^>]*id="([^"]+)"/g)].map((m) => m[1])) expect(page).toContain(`for="${id}"`)
    }
  })

  it('switches language with ?lang= like the settings page: a cookie, then / again', async () => {
    const t = app()
    const browser = new Browser(t, 'http://localhost', { 'accept-language': 'en' })
    const res = await browser.get('/?lang=vi')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
    expect(res.headers.getSetCookie()[0]).toStartWith('bazi_lang=vi; ')
    expect(await (await browser.get('/')).text()).toContain('<html lang="vi">')
  })

  it('shows the operator words, escaped, and the version and state', async () => {
    const t = app({
      env: { SITE_NAME: 'Moon <b>Bazi</b>', SITE_CONTACT: 'ops@example.org', SITE_NOTICE: 'Maintenance\non Sunday <script>' },
    })
    const page = await (await new Browser(t).get('/')).text()
    expect(page).toContain('<title>Moon &lt;b&gt;Bazi&lt;/b&gt;</title>')
    expect(page).toContain('<h1>Moon &lt;b&gt;Bazi&lt;/b&gt;</h1>')
    expect(page).toContain('<p class="notice site-notice">Maintenance on Sunday &lt;script&gt;</p>')
    expect(page).toContain('<a href="mailto:ops@example.org">ops@example.org</a>')
    expect(page).toContain(`<code>${SERVICE_VERSION}</code>`)
    expect(page).toContain(homeMessagesFor('en').ready)
    expect(page).not.toContain('.mcpb')
  })

  it('links the desktop bundle only where the operator publishes one', async () => {
    const t = app({ env: { SITE_MCPB_URL: 'https://downloads.example.org/bazi-service.mcpb' } })
    const page = await (await new Browser(t).get('/')).text()
    expect(page).toContain('<a href="https://downloads.example.org/bazi-service.mcpb" download>')
  })

  it('says plainly when the accounts store is unreachable (the /readyz fact)', () => {
    const view = viewOf('ko', '/')
    const page = String(
      homePage({ view, site: app().deps.config.site, version: '9.9.9', ready: false, base: null, perMinute: 120, form: emptyForm('ko') }),
    )
    expect(page).toContain(homeMessagesFor('ko').storeDown)
    expect(page).not.toContain(homeMessagesFor('ko').ready)
  })
})

describe('the connector addresses', () => {
  const addresses = (page: string) => ({
    public: /id="public-url" value="([^"]*)"/.exec(page)?.[1] ?? null,
    readings: /id="readings-url" value="([^"]*)"/.exec(page)?.[1] ?? null,
  })

  it('are built from PUBLIC_BASE_URL when it is set, whatever host the page was opened under', async () => {
    const t = app({ env: { PUBLIC_BASE_URL: 'https://bazi.example.com/' } })
    const page = await (await new Browser(t, 'http://127.0.0.1:3000').get('/')).text()
    expect(addresses(page)).toEqual({ public: 'https://bazi.example.com/mcp', readings: 'https://bazi.example.com/mcp/readings' })
  })

  it('else from the origin the page was opened under, when its host is allowed', async () => {
    const t = app()
    const page = await (await new Browser(t, 'http://127.0.0.1:3000').get('/')).text()
    expect(addresses(page)).toEqual({ public: 'http://127.0.0.1:3000/mcp', readings: 'http://127.0.0.1:3000/mcp/readings' })
  })

  it('never names a host outside ALLOWED_HOSTS (DNS rebinding): the page says to use the published address', async () => {
    const t = app()
    const page = await (await new Browser(t, 'http://attacker.example').get('/')).text()
    expect(addresses(page)).toEqual({ public: null, readings: null })
    expect(page).not.toContain('attacker.example')
    expect(page).toContain(homeMessagesFor('en').unknownHost)
  })
})

describe('trying a chart', () => {
  it('draws the picture (inline SVG, its style allowed by hash) and the chart in words, in the chosen language', async () => {
    const t = app()
    const res = await new Browser(t).post('/', form({ date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female', locale: 'ja' }))
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg"')
    expect(page).toMatch(/<title id="chart-title">[^<]*庚午 辛巳 庚辰 癸未/)
    expect(page).toContain('<ul class="summary" lang="ja">')
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]
    const hash = new Bun.CryptoHasher('sha256').update(style).digest('base64')
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${hash}'`)
    // The form keeps what was typed.
    expect(page).toContain('value="1990-05-15"')
    expect(page).toContain('<option value="female" selected>')
  })

  it('answers a birth the tool refuses with the refusal on the page, in the language, and the right status', async () => {
    const t = app()
    const res = await new Browser(t, 'http://localhost', { 'accept-language': 'ko' }).post('/', form({ date: '1990-02-30', locale: 'ko' }))
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(page).toContain(`${homeMessagesFor('ko').chartRefused}: 1990-02-30`)
    expect(page).toContain('role="alert"')
    expect(page).not.toContain('<svg')
    // A chart asked in another language than the page's is refused in the page's (the visitor's).
    const other = await new Browser(t, 'http://localhost', { 'accept-language': 'vi' }).post(
      '/',
      form({ date: '1990-02-30', locale: 'ja' }),
    )
    expect(other.status).toBe(400)
    expect(await other.text()).toMatch(new RegExp(`${homeMessagesFor('vi').chartRefused}: [^<]*1990-02-30[^<]*ngày`))
  })

  it('finds every example city the form names, in every locale', async () => {
    const t = app({ config: { publicToolCallsPerMinute: 1000 } })
    const examples: Record<Locale, string[]> = {
      en: ['Beijing', 'Taipei', 'Hanoi'],
      zh: ['北京', '台北', '河内'],
      'zh-TW': ['台北', '北京', '河內'],
      'zh-HK': ['香港', '北京', '河內'],
      ja: ['東京', '北京', 'ハノイ'],
      ko: ['서울', '부산', '베이징'],
      vi: ['Hà Nội', 'Huế', 'Bắc Kinh'],
    }
    for (const locale of LOCALES) {
      for (const city of examples[locale]) {
        expect(homeMessagesFor(locale).birthCityHelp).toContain(city)
        const res = await new Browser(t).post('/', form({ date: '1990-05-15', time: '10:00', city, locale }))
        expect([locale, city, res.status]).toEqual([locale, city, 200])
      }
    }
  })

  it('refuses a post from another site (403) before it spends anything', async () => {
    const t = app({ config: { publicToolCallsPerMinute: 1 } })
    const crossSite = await new Browser(t).post('/', form({ date: '1990-05-15' }), {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect((await new Browser(t).post('/', form({ date: '1990-05-15' }))).status).toBe(200)
  })

  it('refuses a body that is no form (400)', async () => {
    const t = app()
    const res = await t.app.handle(
      new Request('http://localhost/', { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' }),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })
})

describe('one rate limit with the public connector', () => {
  it('tries and /mcp tool calls from one address spend one budget; the refusal is in the visitor language', async () => {
    const t = app({ config: { publicToolCallsPerMinute: 3 } })
    const browser = new Browser(t, 'http://localhost', { 'accept-language': 'ja' })
    expect((await mcpChartCall(t)).status).toBe(200)
    expect((await mcpChartCall(t)).status).toBe(200)
    expect((await browser.post('/', form({ date: '1990-05-15', locale: 'ja' }))).status).toBe(200)
    // The fourth call of the minute, from the form: refused, in Japanese, with Retry-After.
    const refused = await browser.post('/', form({ date: '1990-05-15', locale: 'ja' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = await refused.text()
    expect(page).toContain(homeMessagesFor('ja').rateLimited(3, Number(refused.headers.get('retry-after'))))
    expect(page).toContain('value="1990-05-15"')
    // And /mcp is refused too: the form spent the same bucket.
    const mcp = await mcpChartCall(t)
    expect(await mcp.text()).toContain('RATE_LIMITED')
    // A minute later the bucket has refilled for both.
    t.setNow(new Date(t.deps.clock().getTime() + 60_000))
    expect((await browser.post('/', form({ date: '1990-05-15' }))).status).toBe(200)
  })

  it('a refusal asked again in the page language spends a second call of the budget', async () => {
    const t = app({ config: { publicToolCallsPerMinute: 3 } })
    const browser = new Browser(t, 'http://localhost', { 'accept-language': 'vi' })
    // The chart asked in Japanese on a Vietnamese page, refused: the tool runs twice (ja, then vi).
    const refusal = await browser.post('/', form({ date: '1990-02-30', locale: 'ja' }))
    expect(refusal.status).toBe(400)
    const refused = homeMessagesFor('vi').chartRefused
    expect(await refusal.text()).toMatch(new RegExp(`${refused}: [^<]*1990-02-30[^<]*ngày`))
    expect((await mcpChartCall(t)).status).toBe(200)
    // Two runs and one call: the budget of three is spent.
    expect(await (await mcpChartCall(t)).text()).toContain('RATE_LIMITED')
    // With one call left, the refusal is not asked again: it stays in the chart's language.
    t.setNow(new Date(t.deps.clock().getTime() + 60_000))
    expect((await mcpChartCall(t)).status).toBe(200)
    expect((await mcpChartCall(t)).status).toBe(200)
    const last = await browser.post('/', form({ date: '1990-02-30', locale: 'ja' }))
    expect(last.status).toBe(400)
    expect(await last.text()).toMatch(new RegExp(`${refused}: [^<]*1990-02-30は実在しない日付です`))
  })
})

describe('privacy', () => {
  it('writes nothing of the form into the logs, whether the chart is drawn, refused or fails', async () => {
    const lines: string[] = []
    const log: Logger = {
      info: (message, fields) => lines.push(JSON.stringify({ message, ...fields })),
      error: (message, fields) => lines.push(JSON.stringify({ message, ...fields })),
    }
    const t = app({ log })
    const browser = new Browser(t)
    await browser.post('/', form({ date: '1977-03-04', time: '05:06', city: 'Ulaanbaatar', sex: 'male' }))
    await browser.post('/', form({ date: '1977-02-30', time: '05:06', city: 'Qwertyuiopville' }))
    await browser.post('/', form({ date: '1977-03-04', time: '25:61', city: 'Zxcvbnmtown' }))
    const logged = lines.join('\n')
    for (const secret of ['1977', '05:06', 'Ulaanbaatar', 'Qwertyuiopville', 'Zxcvbnmtown', '25:61']) expect(logged).not.toContain(secret)
  })
})

describe('HEAD, robots.txt and the favicon', () => {
  it('answers HEAD wherever GET is, with the same status and headers and no body', async () => {
    const t = app()
    const paths = [
      ...['/', '/?lang=ko', '/robots.txt', '/favicon.ico', '/healthz', '/readyz', '/docs', '/openapi.json'],
      ...[
        '/settings/login',
        '/settings/api-keys',
        '/settings/assets/settings.css',
        '/settings/assets/settings.js',
        '/settings/assets/favicon.svg',
      ],
      ...['/.well-known/oauth-protected-resource/mcp/readings', '/.well-known/oauth-authorization-server', '/no-such-page'],
    ]
    for (const path of paths) {
      const get = await t.handle(path)
      const head = await t.handle(path, { method: 'HEAD' })
      expect([path, head.status]).toEqual([path, get.status])
      for (const name of ['content-type', 'content-security-policy', 'cache-control', 'location', 'set-cookie', 'www-authenticate'])
        expect([path, name, head.headers.get(name)]).toEqual([path, name, get.headers.get(name)])
    }
    // Over a real connection no HEAD answer carries a body (the server sends the headers alone).
    const base = await t.listen()
    for (const path of paths) {
      const head = await fetch(base + path, { method: 'HEAD', redirect: 'manual' })
      expect([path, head.status, await head.text()]).toEqual([path, (await fetch(base + path, { redirect: 'manual' })).status, ''])
    }
  })

  it('robots.txt allows / and keeps crawlers out of /settings and /oauth', async () => {
    const res = await app().handle('/robots.txt')
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await res.text()).toBe('User-agent: *\nAllow: /\nDisallow: /settings\nDisallow: /oauth\n')
  })

  it('favicon.ico is an ICO file with PNG images at 16, 32 and 48 px', async () => {
    const res = await app().handle('/favicon.ico')
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const view = new DataView(bytes.buffer)
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3])
    const sizes = [0, 1, 2].map((i) => bytes[6 + 16 * i])
    expect(sizes).toEqual([16, 32, 48])
    const firstImage = view.getUint32(6 + 12, true)
    expect([...bytes.slice(firstImage, firstImage + 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })
})

describe('the SITE_* settings', () => {
  it('default to neutral words: the service name, no contact, no notice, no bundle', () => {
    expect(loadConfig({ BAZI_DB: ':memory:' }).site).toEqual({ name: 'bazi-service', contact: null, notice: null, mcpbUrl: null })
  })

  it('read a contact as an e-mail address or an http(s) URL, a notice as one paragraph', () => {
    expect(siteConfigOf({ SITE_CONTACT: 'https://example.org/contact' }).contact).toEqual({
      kind: 'url',
      value: 'https://example.org/contact',
    })
    expect(siteConfigOf({ SITE_CONTACT: ' ops@example.org ' }).contact).toEqual({ kind: 'email', value: 'ops@example.org' })
    expect(siteConfigOf({ SITE_NOTICE: 'One\n\n  paragraph.' }).notice).toBe('One paragraph.')
    expect(siteConfigOf({ SITE_NAME: '  ', SITE_NOTICE: '' })).toMatchObject({ name: 'bazi-service', notice: null })
  })

  it('stop the start on a value the page cannot show as it is', () => {
    for (const env of [
      { SITE_CONTACT: 'javascript:alert(1)' },
      { SITE_CONTACT: 'not an address' },
      { SITE_CONTACT: 'https://user:pw@example.org/' },
      { SITE_NAME: 'x'.repeat(81) },
      { SITE_NAME: 'two\u0007bells' },
      { SITE_NOTICE: 'y'.repeat(1001) },
      { SITE_MCPB_URL: 'file:///etc/passwd' },
    ])
      expect(() => siteConfigOf(env)).toThrow(/^SITE_/)
  })
})
