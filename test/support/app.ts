/**
 * Test harness: the real app over a real SQLite store (in memory by default, or a file), a fixed or
 * movable clock, and helpers to create keys and call REST and MCP through the real entry points.
 *
 *   const t = createTestApp()
 *   const key = t.createKey()                       // account with limit 100
 *   const res = await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)
 *   const client = await t.mcpClient('/mcp/readings', key)   // real MCP SDK client (2026 era)
 *   const url = await t.listen()                    // the same app on a real loopback port
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { createApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import { createDeps, type Deps } from '../../src/deps'
import { silentLogger, type Logger } from '../../src/log'
import { SqliteStore } from '../../src/store/sqlite-store'

export interface TestAppOptions {
  /** Default `:memory:`. */
  dbPath?: string
  /** Fixed start time of the clock (default 2026-11-21T12:00:00Z); move it with `setNow`. */
  now?: Date
  narrator?: Narrator
  env?: Record<string, string | undefined>
  config?: Partial<Config>
  log?: Logger
}

export function createTestApp(options: TestAppOptions = {}) {
  let now = options.now ?? new Date('2026-11-21T12:00:00Z')
  const config = loadConfig({ BAZI_DB: options.dbPath ?? ':memory:', ...options.env }, options.config)
  if (config.store.kind !== 'sqlite') throw new Error('createTestApp runs on SQLite')
  const store = new SqliteStore(config.store.path)
  const deps: Deps = createDeps(config, {
    store,
    narrator: options.narrator ?? templateNarrator,
    clock: () => new Date(now.getTime()),
    log: options.log ?? silentLogger,
  })
  const app = createApp(deps)
  let accountSeq = 0

  const handle = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    app.handle(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init))

  return {
    app,
    deps,
    store,
    setNow: (date: Date) => {
      now = date
    },
    /** Creates an account (unique name unless given) and a key for it; returns the plaintext key. */
    createKey(dailyLimit = 100, accountName?: string): string {
      const name = accountName ?? `acct-${++accountSeq}`
      if (!store.findAccount(name)) store.createAccount(name, dailyLimit, now.getTime())
      return store.createKey(name, null, now.getTime()).key
    },
    handle,
    /** POST JSON to a path in-process, with the key as a bearer token when given. */
    post(path: string, body: unknown, key?: string, headers: Record<string, string> = {}): Promise<Response> {
      return handle(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    },
    /** A connected MCP client (SDK v2, 2026-07-28 era) over `app.handle`. */
    async mcpClient(path: '/mcp' | '/mcp/readings', key?: string): Promise<Client> {
      const client = new Client({ name: 'bazi-test', version: '1.0.0' })
      const fetchViaApp = (url: string | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers)
        if (key) headers.set('authorization', `Bearer ${key}`)
        return app.handle(new Request(url, { ...init, headers }))
      }
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://localhost${path}`), { fetch: fetchViaApp } as never))
      return client
    },
    /** A connected 2025-era MCP client (SDK v1: initialize, then tools/*) over a real port. */
    async legacyMcpClient(baseUrl: string, path: '/mcp' | '/mcp/readings', key?: string): Promise<LegacyClient> {
      const client = new LegacyClient({ name: 'bazi-test-legacy', version: '1.0.0' })
      await client.connect(
        new LegacyTransport(new URL(baseUrl + path), { requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} } }),
      )
      return client
    },
    /** Puts the same app on a loopback port; returns its base URL. Call `close()` when done. */
    async listen(): Promise<string> {
      app.listen({ port: 0, hostname: '127.0.0.1' })
      return `http://127.0.0.1:${app.server!.port}`
    },
    async close(): Promise<void> {
      if (app.server) await app.stop(true)
      await app.decorator.oauth.stop()
      store.close()
    },
  }
}

export type TestApp = ReturnType<typeof createTestApp>

/** Parses a tool result's structured content (or its text when there is none). */
export const toolJson = (result: { structuredContent?: unknown; content?: unknown }): any =>
  result.structuredContent ?? JSON.parse((result.content as { text: string }[])[0].text)

/** The JSON-RPC message of a Streamable HTTP response, whether sent as JSON or as one SSE event. */
export async function readRpc(res: Response): Promise<any> {
  const text = await res.text()
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) return JSON.parse(text)
  const data = text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .filter(Boolean)
  return JSON.parse(data[data.length - 1])
}
