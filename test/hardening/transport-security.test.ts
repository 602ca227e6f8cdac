/**
 * DNS-rebinding protection on both MCP connectors over a real port, extending
 * test/mcp/connectors.test.ts with look-alike hosts and origins, the order of checks (a foreign host
 * is refused before any tool runs or is counted), and the allow-list configured through the
 * environment of a server started the production way (`loadConfig` + `startServer`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { templateNarrator } from '../../src/ai/types'
import { loadConfig } from '../../src/config'
import { silentLogger } from '../../src/log'
import { startServer, type RunningServer } from '../../src/serve'
import { SqliteStore } from '../../src/store/sqlite-store'
import { rawExchange, toolCall } from './helpers'

// A fixed clock: the usage checks read today's counter, which must not roll over mid-run at midnight UTC.
const NOW = new Date('2026-11-21T12:00:00Z')
const TODAY = '2026-11-21'

async function serverWith(env: Record<string, string>) {
  const store = new SqliteStore(':memory:')
  store.createAccount('transport', 100, NOW.getTime())
  const key = store.createKey('transport', null, NOW.getTime()).key
  const server = await startServer(loadConfig({ BAZI_DB: ':memory:', PORT: '0', ...env }), {
    store,
    narrator: templateNarrator,
    log: silentLogger,
    clock: () => NOW,
  })
  return { server, store, key }
}

let plain: Awaited<ReturnType<typeof serverWith>>
let custom: Awaited<ReturnType<typeof serverWith>>
beforeAll(async () => {
  plain = await serverWith({})
  custom = await serverWith({ ALLOWED_HOSTS: 'Bazi.Example.org, api.example.net' })
})
afterAll(async () => {
  await plain.server.stop()
  await custom.server.stop()
})

/** A raw request, so the Host header is exactly what we write (fetch would normalise it). */
async function rpc(
  target: { server: RunningServer; key: string },
  path: string,
  host: string,
  extra: string[] = [],
  body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' },
) {
  const text = JSON.stringify(body)
  const request =
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${target.key}\r\nContent-Type: application/json\r\n` +
    `Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-06-18\r\nConnection: close\r\n` +
    `${extra.map((h) => `${h}\r\n`).join('')}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`
  return rawExchange(target.server.port, request)
}

const FOREIGN_HOSTS = [
  'attacker.example',
  'attacker.example:80',
  'localhost.attacker.example',
  '127.0.0.1.nip.io',
  'localhost.',
  'LOCALHOST.evil',
  '127.0.0.2',
  '0.0.0.0',
  '[::2]',
  '[::ffff:127.0.0.1]',
]
const FOREIGN_ORIGINS = [
  'http://attacker.example',
  'https://localhost.attacker.example',
  'http://127.0.0.1.nip.io:8080',
  'http://localhost@attacker.example',
  'null',
  'file://',
  'not a url',
  'http://[::2]',
]

describe.each(['/mcp', '/mcp/readings'])('%s: DNS-rebinding protection', (path) => {
  it('refuses look-alike hosts with 403 and a JSON-RPC FORBIDDEN error', async () => {
    for (const host of FOREIGN_HOSTS) {
      const exchange = await rpc(plain, path, host)
      expect({ host, status: exchange.status }).toEqual({ host, status: 403 })
      const body = JSON.parse(exchange.body)
      expect(body.error.data.code).toBe('FORBIDDEN')
      expect(body.error.message).toMatch(/ALLOWED_HOSTS/)
    }
  })

  it('refuses foreign origins with 403, even with an allowed Host', async () => {
    for (const origin of FOREIGN_ORIGINS) {
      const exchange = await rpc(plain, path, `localhost:${plain.server.port}`, [`Origin: ${origin}`])
      expect({ origin, status: exchange.status }).toEqual({ origin, status: 403 })
      expect(JSON.parse(exchange.body).error.data.code).toBe('FORBIDDEN')
    }
  })

  it('accepts the default loopback names in any case and with any port, with or without an Origin', async () => {
    for (const [host, origin] of [
      [`localhost:${plain.server.port}`, null],
      ['LOCALHOST', 'http://localhost:5173'],
      [`127.0.0.1:${plain.server.port}`, 'https://127.0.0.1'],
      ['[::1]:80', 'http://[::1]:3000'],
    ] as const) {
      const exchange = await rpc(plain, path, host, origin ? [`Origin: ${origin}`] : [])
      expect({ host, origin, status: exchange.status }).toEqual({ host, origin, status: 200 })
    }
  })
})

describe('Host headers that are not host names', () => {
  it('userinfo in Host (`localhost@attacker.example`) is a 400 JSON error on every route, never a 500', async () => {
    for (const host of ['localhost@attacker.example', 'user:pw@localhost', 'a@b']) {
      for (const path of ['/mcp', '/mcp/readings', '/api/v1/tarot', '/healthz', '/no-such-route']) {
        const exchange = await rpc(plain, path, host)
        expect({ host, path, status: exchange.status }).toEqual({ host, path, status: 400 })
        expect(JSON.parse(exchange.body).error.code).toBe('INVALID_REQUEST')
      }
    }
  })
})

describe('a request with no Host header (HTTP/1.0)', () => {
  it("a load balancer's plain health check gets the health routes' answers; every other route still refuses it", async () => {
    const plainCheck = (method: string, path: string) => rawExchange(plain.server.port, `${method} ${path} HTTP/1.0\r\n\r\n`)
    const ready = await plainCheck('GET', '/readyz')
    expect(ready.status).toBe(200)
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', database: 'ok' })
    const health = await plainCheck('GET', '/healthz')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: 'ok' })
    expect((await plainCheck('GET', '/readyz?check=1')).status).toBe(200)
    for (const [method, path] of [
      ['POST', '/readyz'],
      ['GET', '/openapi.json'],
      ['GET', '/'],
      ['OPTIONS', '/'],
    ]) {
      const refused = await plainCheck(method, path)
      expect({ method, path, status: refused.status }).toEqual({ method, path, status: 400 })
    }
  })
})

describe('a foreign host is refused before anything runs', () => {
  it('a keyed tools/call with a foreign Host or Origin is not executed and not counted', async () => {
    const call = toolCall('draw_tarot_card', { cardId: 1, reversed: false })
    expect((await rpc(plain, '/mcp/readings', 'attacker.example', [], call)).status).toBe(403)
    expect((await rpc(plain, '/mcp/readings', 'localhost', ['Origin: http://attacker.example'], call)).status).toBe(403)
    expect(plain.store.usage(TODAY, 'transport')[0].used).toBe(0)
    expect((await rpc(plain, '/mcp/readings', 'localhost', [], call)).status).toBe(200)
    expect(plain.store.usage(TODAY, 'transport')[0].used).toBe(1)
  })
})

describe('allowed hosts are configurable (ALLOWED_HOSTS)', () => {
  it.each(['/mcp', '/mcp/readings'])('%s serves the configured names (case-insensitive) and refuses the defaults', async (path) => {
    expect((await rpc(custom, path, 'bazi.example.org')).status).toBe(200)
    expect((await rpc(custom, path, 'BAZI.EXAMPLE.ORG:443', ['Origin: https://api.example.net'])).status).toBe(200)
    expect((await rpc(custom, path, 'localhost')).status).toBe(403)
    expect((await rpc(custom, path, `127.0.0.1:${custom.server.port}`)).status).toBe(403)
    expect((await rpc(custom, path, 'bazi.example.org', ['Origin: http://localhost'])).status).toBe(403)
    expect((await rpc(custom, path, 'example.org')).status).toBe(403)
  })
})

describe('one Host rule for the connectors, the protected-resource metadata and the OAuth issuer', () => {
  const get = (path: string, host: string) =>
    rawExchange(plain.server.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
  const METADATA = ['/.well-known/oauth-protected-resource/mcp/readings', '/.well-known/oauth-authorization-server']

  it('the metadata documents refuse every look-alike host the connectors refuse, and name no host they were not given', async () => {
    for (const path of METADATA) {
      for (const host of FOREIGN_HOSTS) {
        const exchange = await get(path, host)
        expect({ path, host, status: exchange.status }).toEqual({ path, host, status: 403 })
        expect(JSON.parse(exchange.body).error.code).toBe('FORBIDDEN')
        expect(exchange.body).not.toMatch(/"(issuer|resource|authorization_endpoint)"/)
      }
      const served = await get(path, `localhost:${plain.server.port}`)
      expect({ path, status: served.status }).toEqual({ path, status: 200 })
      expect(served.body).toContain(`http://localhost:${plain.server.port}`)
    }
  })

  it('ALLOWED_HOSTS entries are read as the Host header is: IPv6 in brackets, case, ports, international names; a bad entry stops the start', async () => {
    expect(loadConfig({ BAZI_DB: ':memory:', ALLOWED_HOSTS: '::1, Bazi.Example.org:8443, bücher.example' }).allowedHosts).toEqual([
      '[::1]',
      'bazi.example.org',
      'xn--bcher-kva.example',
    ])
    expect(loadConfig({ BAZI_DB: ':memory:' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]'])
    expect(loadConfig({ BAZI_DB: ':memory:', ALLOWED_HOSTS: 'bazi.example.org.' }).allowedHosts).toEqual(['bazi.example.org'])
    for (const bad of ['a b', 'evil.example/x', 'user@host', 'http://x', '*.example.com', '.example.com', '12345']) {
      expect(() => loadConfig({ BAZI_DB: ':memory:', ALLOWED_HOSTS: bad })).toThrow('ALLOWED_HOSTS')
    }
    const international = await serverWith({ ALLOWED_HOSTS: '::1,bücher.example' })
    try {
      expect((await rpc(international, '/mcp', '[::1]:80')).status).toBe(200)
      // A browser sends an international name in its ASCII form (punycode).
      expect((await rpc(international, '/mcp', 'xn--bcher-kva.example')).status).toBe(200)
      expect((await rpc(international, '/mcp', 'localhost')).status).toBe(403)
    } finally {
      await international.server.stop()
    }
  })
})
