/**
 * /mcp/readings as an OAuth protected resource: its RFC 9728 metadata (path-inserted and root
 * forms) and the 401 challenge that points at it, read back with the MCP client's own discovery
 * functions. API keys keep working unchanged.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/client'
import { createTestApp, readRpc } from '../support/app'

const t = createTestApp()
const key = t.createKey(5, 'resource-account')
afterAll(() => t.close())

const LIST = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }
const post = (headers: Record<string, string> = {}) =>
  t.handle('/mcp/readings', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: JSON.stringify(LIST),
  })
const viaApp = (app: ReturnType<typeof createTestApp>) => (url: string | URL, init?: RequestInit) => app.app.handle(new Request(url, init))

describe('protected-resource metadata', () => {
  it('is served at the path-inserted and the root well-known address, readable from any origin', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/mcp/readings', '/.well-known/oauth-protected-resource']) {
      const response = await t.handle(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({
        resource: 'http://localhost/mcp/readings',
        resource_name: 'Bazi readings',
        authorization_servers: ['http://localhost'],
        bearer_methods_supported: ['header'],
        scopes_supported: ['readings'],
        resource_documentation: 'http://localhost/docs',
      })
    }
  })

  it('is what the MCP client discovers for the connector URL', async () => {
    const metadata = await discoverOAuthProtectedResourceMetadata('http://localhost/mcp/readings', undefined, viaApp(t))
    expect(metadata.resource).toBe('http://localhost/mcp/readings')
    expect(metadata.scopes_supported).toEqual(['readings'])
  })

  it('names PUBLIC_BASE_URL when set, and https behind a trusted proxy', async () => {
    const behind = createTestApp({ env: { PUBLIC_BASE_URL: 'https://bazi.example.com' } })
    const document = await (
      await behind.handle('/.well-known/oauth-protected-resource/mcp/readings', { headers: { host: 'internal:3000' } })
    ).json()
    expect(document.resource).toBe('https://bazi.example.com/mcp/readings')
    await behind.close()
    const proxied = createTestApp({ env: { TRUST_PROXY: '1', ALLOWED_HOSTS: 'bazi.example.org' } })
    const forwarded = await proxied.handle('/.well-known/oauth-protected-resource/mcp/readings', {
      headers: { host: 'bazi.example.org', 'x-forwarded-proto': 'https' },
    })
    expect((await forwarded.json()).resource).toBe('https://bazi.example.org/mcp/readings')
    await proxied.close()
  })

  it('refuses a Host the server does not answer to (403), so it never names a host an attacker chose', async () => {
    const response = await t.handle('/.well-known/oauth-protected-resource/mcp/readings', { headers: { host: 'evil.example' } })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('FORBIDDEN')
  })

  it('answers a Host that is no host name (two Host headers arrive joined) with a 400, not a 500', async () => {
    const response = await t.handle('/.well-known/oauth-protected-resource/mcp/readings', { headers: { host: 'localhost, evil.example' } })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('INVALID_REQUEST')
  })

  it('keeps one cached copy per scheme (the scheme can follow X-Forwarded-Proto)', async () => {
    const response = await t.handle('/.well-known/oauth-protected-resource/mcp/readings')
    expect(response.headers.get('vary')).toContain('X-Forwarded-Proto')
  })
})

describe('the 401 challenge on /mcp/readings', () => {
  it('points at the metadata and names the scope, without an error code when nothing was sent', async () => {
    const response = await post()
    expect(response.status).toBe(401)
    const challenge = response.headers.get('www-authenticate')!
    expect(challenge).toBe(
      'Bearer realm="bazi-service", resource_metadata="http://localhost/.well-known/oauth-protected-resource/mcp/readings", scope="readings"',
    )
    const params = extractWWWAuthenticateParams(response)
    expect(params.resourceMetadataUrl?.href).toBe('http://localhost/.well-known/oauth-protected-resource/mcp/readings')
    expect(params.scope).toBe('readings')
    expect((await readRpc(response)).error.data).toMatchObject({ code: 'UNAUTHORIZED', requestId: response.headers.get('x-request-id') })
  })

  it('adds error="invalid_token" when a credential was sent and refused', async () => {
    const response = await post({ authorization: 'Bearer bz_not_a_key' })
    expect(response.status).toBe(401)
    const params = extractWWWAuthenticateParams(response)
    expect(params.error).toBe('invalid_token')
    expect(params.resourceMetadataUrl?.pathname).toBe('/.well-known/oauth-protected-resource/mcp/readings')
  })

  it('leaves API keys working unchanged, and the public connector and REST without the challenge', async () => {
    expect((await post({ authorization: `Bearer ${key}` })).status).toBe(200)
    const rest = await t.post('/api/v1/tarot', {})
    expect(rest.status).toBe(401)
    expect(rest.headers.get('www-authenticate')).not.toContain('resource_metadata')
  })
})
