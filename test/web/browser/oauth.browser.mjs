/**
 * Connecting an app through OAuth with real clients: the MCP TypeScript client's OAuth support
 * (`authProvider` on StreamableHTTPClientTransport) discovers the server, registers (DCR) and hands
 * over the authorization URL; Chromium signs in and consents on the real pages; a loopback server
 * catches the redirect; the client finishes the flow and calls a reading tool, which counts against
 * the account; the client refreshes (the refresh token rotates); Disconnect on the Connected apps
 * page ends the app's access from its next request on. Run: `npm run test:browser`.
 */
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { browserMissing, launchBrowser, mcpCall, ROOT, startServer } from './harness.mjs'

const skip = browserMissing()
const PASSWORD = 'a long and memorable passphrase'

/** The client's side of the flow, kept in memory as a desktop MCP client keeps it on disk. */
class MemoryOAuthProvider {
  constructor(redirectUrl, name = 'Browser Test MCP Client') {
    this.redirectUrl = redirectUrl
    this.name = name
    this.authorizationUrl = null
    this.saved = {}
  }
  get clientMetadata() {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }
  }
  state() {
    return 'browser-test-state'
  }
  clientInformation() {
    return this.saved.client
  }
  saveClientInformation(info) {
    this.saved.client = info
  }
  tokens() {
    return this.saved.tokens
  }
  saveTokens(tokens) {
    this.saved.tokens = tokens
  }
  redirectToAuthorization(url) {
    this.authorizationUrl = url
  }
  saveCodeVerifier(verifier) {
    this.saved.verifier = verifier
  }
  codeVerifier() {
    return this.saved.verifier
  }
  saveDiscoveryState(state) {
    this.saved.discovery = state
  }
  discoveryState() {
    return this.saved.discovery
  }
  invalidateCredentials(scope) {
    if (scope === 'all' || scope === 'tokens') delete this.saved.tokens
    if (scope === 'all' || scope === 'client') delete this.saved.client
  }
}

/** A loopback server standing in for the client's redirect URI: it keeps each callback's query. */
async function callbackServer() {
  const callbacks = []
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1')
    // The app's own page, with a link that starts the authorization (a flow begun on another site).
    if (url.pathname === '/start') {
      const to = url.searchParams.get('to').replaceAll('&', '&amp;').replaceAll('"', '&quot;')
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>App</title><a href="${to}">Connect</a>`)
      return
    }
    // Only the redirect itself (the browser also asks this origin for its favicon).
    if (url.pathname === '/callback') callbacks.push(url.searchParams)
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/callback`, callbacks, close: () => server.close() }
}

const connect = async (serverUrl, provider) => {
  const client = new Client({ name: 'browser-test', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(`${serverUrl}/mcp/readings`), { authProvider: provider })
  await client.connect(transport)
  return { client, transport }
}

const usageLine = async (page, url) => {
  await page.goto(`${url}/settings/api-keys`)
  return page.locator('#usage-line').textContent()
}

describe('connecting an app through OAuth, in Chromium with the MCP client', { skip: skip ?? false }, () => {
  let server
  let browser
  let page
  let callback
  let provider

  before(async () => {
    server = await startServer()
    server.cli('accounts', 'create', 'alice')
    callback = await callbackServer()
    provider = new MemoryOAuthProvider(callback.url)
    browser = await launchBrowser()
    page = await (await browser.newContext({ locale: 'en-US' })).newPage()
    // Alice chooses her password through her sign-in link, then signs out: the app's flow signs her in.
    const link = JSON.parse(server.cli('accounts', 'login-link', 'alice', '--base-url', server.url, '--json'))
    await page.goto(link.url)
    await page.locator('form[action="/settings/link"] button[type=submit]').click()
    await page.waitForURL(`${server.url}/settings/password`)
    await page.getByLabel('New password').fill(PASSWORD)
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.waitForURL(/\/settings\/api-keys/)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(/\/settings\/login/)
  })

  after(async () => {
    await browser?.close()
    callback?.close()
    await server?.stop()
  })

  it('discovers, registers, signs in and consents in the browser, finishes, reads; the call is charged to the account', async () => {
    await assert.rejects(connect(server.url, provider), (error) => error instanceof UnauthorizedError)
    assert.ok(provider.saved.client?.client_id, 'the client registered itself')
    const authorization = new URL(provider.authorizationUrl)
    assert.equal(authorization.origin + authorization.pathname, `${server.url}/oauth/authorize`)
    assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(authorization.searchParams.get('resource'), `${server.url}/mcp/readings`)

    await page.goto(authorization.href)
    await page.waitForURL(/\/settings\/login\?next=/)
    // The sign-in page says which app asks to connect, as the consent page will.
    assert.match(
      await page.textContent('main'),
      /Browser Test MCP Client asks to connect to your account \(it returns you to 127\.0\.0\.1:\d+\)/,
    )
    await page.getByLabel('Account').fill('alice')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Connect an app', level: 1 }).waitFor()
    assert.match(await page.textContent('main'), /Browser Test MCP Client asks to use your account/)
    assert.match(await page.textContent('main'), /127\.0\.0\.1:\d+/)
    // The README's picture of the consent page (UPDATE_SCREENSHOT=1), else a temporary file.
    await page.screenshot({
      path: process.env.UPDATE_SCREENSHOT === '1' ? join(ROOT, 'docs/oauth-consent.png') : join(tmpdir(), 'bazi-oauth-consent.png'),
    })
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(/\/callback\?/)

    const params = callback.callbacks.at(-1)
    assert.equal(params.get('iss'), server.url)
    assert.equal(params.get('state'), 'browser-test-state')
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/readings`), { authProvider: provider })
    await transport.finishAuth(params)
    assert.ok(provider.saved.tokens?.access_token)
    assert.ok(provider.saved.tokens?.refresh_token)

    assert.match(await usageLine(page, server.url), /^0 of /)
    const { client } = await connect(server.url, provider)
    const result = await client.callTool({ name: 'analyze_number_energy', arguments: { phone: '138-1234-5678' } })
    assert.ok(!result.isError)
    await client.close()
    assert.match(await usageLine(page, server.url), /^1 of /)
  })

  it('refreshes: an access token that no longer works is replaced through the rotating refresh token', async () => {
    const before = provider.saved.tokens
    provider.saved.tokens = { ...before, access_token: 'A'.repeat(43) }
    const { client } = await connect(server.url, provider)
    const result = await client.callTool({ name: 'analyze_number_energy', arguments: { phone: '138-1234-5678' } })
    assert.ok(!result.isError)
    await client.close()
    assert.notEqual(provider.saved.tokens.refresh_token, before.refresh_token)
    assert.notEqual(provider.saved.tokens.access_token, before.access_token)
  })

  it('a flow begun on another site: the signed-in holder goes straight to the consent page (one same-site hop carries the SameSite=Strict session)', async () => {
    const other = new MemoryOAuthProvider(callback.url, 'Another Site App')
    await assert.rejects(connect(server.url, other), (error) => error instanceof UnauthorizedError)
    // localhost is another site than 127.0.0.1 (the server's address).
    const start = new URL(callback.url.replace('127.0.0.1', 'localhost'))
    start.pathname = '/start'
    start.searchParams.set('to', other.authorizationUrl.href)
    await page.goto(start.href)
    const visited = []
    const onRequest = (request) => request.isNavigationRequest() && visited.push(new URL(request.url()).pathname)
    page.on('request', onRequest)
    await page.getByRole('link', { name: 'Connect' }).click()
    await page.getByRole('button', { name: 'Allow' }).waitFor()
    page.off('request', onRequest)
    // Never by the sign-in page: the hop (the interaction page twice) brought the session along.
    assert.equal(visited.filter((p) => p.startsWith('/settings/login')).length, 0, visited.join(' '))
    assert.ok(visited.filter((p) => p.startsWith('/oauth/interaction/')).length >= 2, visited.join(' '))
    assert.match(await page.locator('header').textContent(), /alice/)
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(/\/callback\?/)
    const params = callback.callbacks.at(-1)
    assert.ok(params.get('code'))
    await new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/readings`), { authProvider: other }).finishAuth(params)
    const { client } = await connect(server.url, other)
    assert.ok((await client.listTools()).tools.length > 0)
    await client.close()
  })

  it('Disconnect on the Connected apps page: the next call is refused with 401', async () => {
    const token = provider.saved.tokens.access_token
    assert.equal((await mcpCall(server.url, token, 'tools/list')).status, 200)
    await page.goto(`${server.url}/settings/api-keys`)
    await page.getByRole('link', { name: 'Connected apps' }).click()
    const row = page.getByRole('row', { name: /Browser Test MCP Client/ })
    await row.waitFor()
    assert.match(await row.textContent(), /readings/)
    // At phone width (390 px) Disconnect is on the screen, with no table to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    const reach = await row.getByRole('button', { name: 'Disconnect' }).evaluate((button) => {
      const box = button.getBoundingClientRect()
      const wrap = button.closest('.table-wrap')
      return {
        left: box.left,
        right: box.right,
        pageWidth: document.documentElement.scrollWidth,
        sideways: wrap.scrollWidth - wrap.clientWidth,
      }
    })
    assert.ok(reach.left >= 0 && reach.right <= 390, `Disconnect at ${reach.left}-${reach.right}`)
    assert.deepEqual([reach.pageWidth, reach.sideways], [390, 0])
    await row.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByText('The app is disconnected').waitFor()
    assert.equal(await page.getByRole('row', { name: /Browser Test MCP Client/ }).count(), 0)

    const refused = await mcpCall(server.url, token, 'tools/list')
    assert.equal(refused.status, 401)
    assert.match(refused.headers.get('www-authenticate'), /resource_metadata=/)
    // The client's refresh fails too: it is sent back to authorize.
    provider.authorizationUrl = null
    await assert.rejects(connect(server.url, provider), (error) => error instanceof UnauthorizedError)
    assert.ok(provider.authorizationUrl, 'the client is asked to authorize again')
  })
})
