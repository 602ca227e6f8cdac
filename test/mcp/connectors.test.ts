/**
 * The two MCP connectors through real SDK clients: discovery for both protocol eras, annotations
 * and schemas, transport rules (405, Host/Origin, auth), and that discovery is free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp, readRpc } from '../support/app'

const t = createTestApp()
const key = t.createKey(5, 'mcp-account')
let baseUrl = ''
beforeAll(async () => {
  baseUrl = await t.listen()
})
afterAll(() => t.close())

const PUBLIC_TOOLS = ['calculate_bazi_chart', 'get_daily_almanac', 'get_daily_bazi_guidance']
const READING_TOOLS = ['analyze_number_energy', 'calculate_bazi_compatibility', 'draw_tarot_card']

const rpc = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('discovery', () => {
  it('lists the three public tools to a 2026-era client, with annotations and schemas', async () => {
    const client = await t.mcpClient('/mcp')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(PUBLIC_TOOLS)
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.outputSchema?.type).toBe('object')
      expect(tool.description!.length).toBeGreaterThan(80)
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false })
      expect(tool.annotations?.title).toBeString()
    }
    const chart = tools.find((tool) => tool.name === 'calculate_bazi_chart')!
    expect(chart.inputSchema.required).toEqual(['birth_date'])
    expect(chart.description).toMatch(/never infer or guess/)
    expect(client.getInstructions()).toMatch(/entertainment/)
    await client.close()
  })

  it('lists the three keyed tools on /mcp/readings, tarot not idempotent, model-backed ones open-world', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(READING_TOOLS)
    const tarot = tools.find((tool) => tool.name === 'draw_tarot_card')!
    expect(tarot.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true })
    const compatibility = tools.find((tool) => tool.name === 'calculate_bazi_compatibility')!
    // Both persons are one shape, defined once under $defs and referenced.
    const schema = compatibility.inputSchema as any
    const [person1, person2] = [schema.properties.person1, schema.properties.person2]
    expect(person1).toEqual(person2)
    expect(person1.$ref).toMatch(/^#\/\$defs\//)
    expect(schema.$defs[person1.$ref.slice('#/$defs/'.length)].additionalProperties).toBe(false)
    await client.close()
  })

  it('serves 2025-era clients (initialize, then tools/list) on both connectors over a real port', async () => {
    const legacy = await t.legacyMcpClient(baseUrl, '/mcp')
    expect((await legacy.listTools()).tools.map((tool) => tool.name).sort()).toEqual(PUBLIC_TOOLS)
    expect(legacy.getServerVersion()?.name).toBe('bazi-service')
    await legacy.close()
    const keyed = await t.legacyMcpClient(baseUrl, '/mcp/readings', key)
    expect((await keyed.listTools()).tools.map((tool) => tool.name).sort()).toEqual(READING_TOOLS)
    await keyed.close()
  })

  it('does not count initialize, tools/list, ping or notifications against the quota', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    for (let i = 0; i < 10; i++) await client.listTools()
    await client.close()
    const legacy = await t.legacyMcpClient(baseUrl, '/mcp/readings', key)
    await legacy.listTools()
    await legacy.ping()
    await legacy.close()
    expect(t.store.usage('2026-11-21', 'mcp-account')[0].used).toBe(0)
  })
})

describe('tool calls', () => {
  it('answers an unknown tool with a protocol error naming the tools', async () => {
    const res = await rpc('/mcp', { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'zi_wei', arguments: {} } })
    const body = await readRpc(res)
    expect(body.id).toBe(7)
    expect(body.error.message).toMatch(/calculate_bazi_chart/)
  })

  it('answers invalid arguments with an isError result naming the field, not a protocol error', async () => {
    const client = await t.mcpClient('/mcp')
    const result = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { birth_date: '1990-05-15', latitude: 91 } })) as any
    expect(result.isError).toBe(true)
    expect(result.content[0].text).toMatch(/`latitude` is out of range/)
    await client.close()
  })

  it('refuses the readings tools without a key, before any JSON-RPC processing', async () => {
    const res = await rpc('/mcp/readings', { jsonrpc: '2.0', id: 1, method: 'tools/list' })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toStartWith('Bearer')
    const body = (await res.json()) as any
    expect(body.error.data.code).toBe('UNAUTHORIZED')
    expect(body.error.message).toMatch(/reconnect/i)
  })
})

describe('answer framing', () => {
  const call = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'draw_tarot_card', arguments: { cardId: 5, reversed: true } },
  })

  it('answers a 2025-era tools/call as one application/json body, not an SSE stream, with its metering', async () => {
    const res = await rpc('/mcp/readings', call(11), { authorization: `Bearer ${key}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/json')
    // The quota figures are known when the answer leaves: the call was counted before it was sent.
    expect(res.headers.get('ratelimit-limit')).toBe('5')
    expect(res.headers.get('ratelimit-remaining')).toMatch(/^[0-4]$/)
    const body = JSON.parse(await res.text())
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 11, result: { structuredContent: { card: { id: 5 } } } })
    expect(JSON.parse(body.result.content[0].text)).toEqual(body.result.structuredContent)
  })

  it('answers 2025-era initialize, tools/list and a public tools/call as JSON too', async () => {
    const init = await rpc('/mcp', {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
    })
    expect(init.headers.get('content-type')).toStartWith('application/json')
    expect(((await init.json()) as any).result.serverInfo.name).toBeString()
    const list = await rpc('/mcp', { jsonrpc: '2.0', id: 2, method: 'tools/list' })
    expect(list.headers.get('content-type')).toStartWith('application/json')
    expect(((await list.json()) as any).result.tools).toHaveLength(3)
    const chart = await rpc('/mcp', {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'calculate_bazi_chart', arguments: { birth_date: '1990-05-15' } },
    })
    expect(chart.headers.get('content-type')).toStartWith('application/json')
    const answer = (await chart.json()) as any
    expect(answer.result.isError).not.toBe(true)
    expect(typeof answer.result.structuredContent).toBe('object')
  })

  it('still refuses a client that does not accept both media types (406), as Streamable HTTP requires', async () => {
    const res = await rpc('/mcp', { jsonrpc: '2.0', id: 4, method: 'tools/list' }, { accept: 'text/event-stream' })
    expect(res.status).toBe(406)
  })
})

describe('transport rules', () => {
  it.each(['/mcp', '/mcp/readings'])('%s answers GET and DELETE with 405 and Allow: POST', async (path) => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const res = await fetch(baseUrl + path, { method, headers: { authorization: `Bearer ${key}` } })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
    }
  })

  it.each(['/mcp', '/mcp/readings'])('%s refuses a foreign Host or Origin with 403 (DNS rebinding)', async (path) => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' }
    const auth = { authorization: `Bearer ${key}` }
    expect((await rpc(path, list, { ...auth, host: 'attacker.example' })).status).toBe(403)
    expect((await rpc(path, list, { ...auth, origin: 'http://attacker.example' })).status).toBe(403)
    expect((await rpc(path, list, { ...auth, origin: 'null' })).status).toBe(403)
    expect((await rpc(path, list, { ...auth, origin: `http://localhost:${new URL(baseUrl).port}` })).status).toBe(200)
  })

  it('honours a configured allow-list', async () => {
    const custom = createTestApp({ env: { ALLOWED_HOSTS: 'bazi.example.org' } })
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    }
    expect((await custom.handle('http://bazi.example.org/mcp', { method: 'POST', headers, body: list })).status).toBe(200)
    expect((await custom.handle('http://localhost/mcp', { method: 'POST', headers, body: list })).status).toBe(403)
    await custom.close()
  })

  it('answers malformed JSON with a JSON-RPC parse error (400) and a key in the URL with 400', async () => {
    const parse = await rpc('/mcp', '{"jsonrpc": "2.0",')
    expect(parse.status).toBe(400)
    expect(((await parse.json()) as any).error.code).toBe(-32700)
    const inUrl = await rpc(
      `/mcp/readings?api_key=${key}`,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { authorization: `Bearer ${key}` },
    )
    expect(inUrl.status).toBe(400)
    expect(((await inUrl.json()) as any).error.data.code).toBe('KEY_IN_URL')
  })

  it('accepts the informational `source` query parameter on both connectors', async () => {
    const res = await rpc('/mcp?source=claude', { jsonrpc: '2.0', id: 1, method: 'tools/list' })
    expect(res.status).toBe(200)
    const keyed = await rpc('/mcp/readings?source=x', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${key}` })
    expect(keyed.status).toBe(200)
  })
})
