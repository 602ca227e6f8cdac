/**
 * What a client meets when it gets an argument or a connector wrong: tools/list schemas a form
 * builder can follow ($ref beside "type": "object"), one set of birth argument names across the
 * chart and compatibility tools, "did you mean" for a near-miss argument name (REST too), the
 * connector that has a tool called on the wrong one, and `data.requestId` in every JSON-RPC error.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp, readRpc, toolJson } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())
const key = t.createKey(1000)

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }
const rpc = (path: '/mcp' | '/mcp/readings', body: unknown, headers: Record<string, string> = HEADERS) =>
  t.handle(path, {
    method: 'POST',
    headers: { ...headers, ...(path === '/mcp/readings' ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  })
const call = (name: string, args: unknown) => ({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: args } })

/** Every object in a schema that holds a `$ref`. */
function refHolders(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((n) => refHolders(n, found))
  else if (node && typeof node === 'object') {
    if ('$ref' in node) found.push(node as Record<string, unknown>)
    Object.values(node).forEach((v) => refHolders(v, found))
  }
  return found
}

describe('tools/list input schemas', () => {
  it.each(['/mcp', '/mcp/readings'] as const)('%s: every $ref sits beside "type": "object"', async (path) => {
    const client = await t.mcpClient(path, key)
    const { tools } = await client.listTools()
    const holders = tools.flatMap((tool) => refHolders(tool.inputSchema))
    if (path === '/mcp/readings') expect(holders.length).toBeGreaterThan(0)
    for (const holder of holders) expect(holder).toEqual({ type: 'object', $ref: expect.stringMatching(/^#\/\$defs\//) })
    await client.close()
  })

  it("a compatibility person takes the chart tool's birth argument names", async () => {
    const readings = await t.mcpClient('/mcp/readings', key)
    const pub = await t.mcpClient('/mcp')
    const chart = (await pub.listTools()).tools.find((tool) => tool.name === 'calculate_bazi_chart')!.inputSchema as any
    const compat = (await readings.listTools()).tools.find((tool) => tool.name === 'calculate_bazi_compatibility')!.inputSchema as any
    const person = compat.$defs[compat.properties.person1.$ref.split('/').pop()]
    const birthNames = ['birth_date', 'birth_time', 'birth_city', 'latitude', 'longitude', 'timezone']
    for (const name of birthNames) expect(Object.keys(chart.properties)).toContain(name)
    expect(Object.keys(person.properties).slice(0, birthNames.length)).toEqual(birthNames)
    await readings.close()
    await pub.close()
  })
})

describe('calculate_bazi_compatibility persons', () => {
  const byChartNames = {
    person1: { birth_date: '1990-05-15', birth_time: '14:30', birth_city: 'Beijing' },
    person2: { birth_date: '1992-03-02' },
  }
  const byContractNames = { person1: { date: '1990-05-15', time: '14:30', city: 'Beijing' }, person2: { date: '1992-03-02' } }

  it("answer the same with the chart tool's names and with the contract's", async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const a = toolJson(await client.callTool({ name: 'calculate_bazi_compatibility', arguments: byChartNames }))
    const b = toolJson(await client.callTool({ name: 'calculate_bazi_compatibility', arguments: byContractNames }))
    expect(a.score).toBeNumber()
    expect(a).toEqual(b)
    await client.close()
  })

  it('a missing date or one member given under both names is a clear tool error', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const missing = (await client.callTool({
      name: 'calculate_bazi_compatibility',
      arguments: { person1: { birth_time: '10:00' }, person2: { birth_date: '1992-03-02' } },
    })) as any
    expect(missing.isError).toBe(true)
    expect(missing.content[0].text).toContain('`person1.birth_date` is required')
    const both = (await client.callTool({
      name: 'calculate_bazi_compatibility',
      arguments: { person1: { birth_date: '1990-05-15', date: '1990-05-15' }, person2: { date: '1992-03-02' } },
    })) as any
    expect(both.isError).toBe(true)
    expect(both.content[0].text).toContain('`person1.birth_date` and `person1.date` are the same member; send one')
    await client.close()
  })
})

describe('an unknown argument with a close documented name', () => {
  it('MCP: date → did you mean birth_date', async () => {
    const client = await t.mcpClient('/mcp')
    const result = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { date: '1990-05-15' } })) as any
    expect(result.isError).toBe(true)
    expect(result.content[0].text).toContain('`date` is not an allowed member; did you mean `birth_date`?')
    const typo = (await client.callTool({ name: 'calculate_bazi_chart', arguments: { birth_date: '1990-05-15', latitdue: 39.9 } })) as any
    expect(typo.content[0].text).toContain('`latitdue` is not an allowed member; did you mean `latitude`?')
    await client.close()
  })

  it('REST: birth_date → did you mean date; a name with nothing close keeps the plain message', async () => {
    const res = await t.post('/api/v1/bazi', { birth_date: '1990-05-15' }, key)
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error.message).toBe('Invalid request: `date` is required; `birth_date` is not an allowed member; did you mean `date`?')
    const far = await (await t.post('/api/v1/bazi', { date: '1990-05-15', favouriteColour: 'red' }, key)).json()
    expect(far.error.message).toContain('`favouriteColour` is not an allowed member; remove it')
  })
})

describe('a tool called on the wrong connector', () => {
  it('names the connector that has it', async () => {
    const onPublic = await readRpc(await rpc('/mcp', call('draw_tarot_card', { cardId: 1 })))
    expect(onPublic.error.message).toContain(
      'The tool "draw_tarot_card" is not served here: it is on the /mcp/readings connector (bearer key).',
    )
    expect(onPublic.error.data).toMatchObject({ code: 'NOT_FOUND', details: { connector: '/mcp/readings' } })
    const onReadings = await readRpc(await rpc('/mcp/readings', call('calculate_bazi_chart', { birth_date: '1990-05-15' })))
    expect(onReadings.error.message).toContain('it is on the /mcp connector.')
    const unknown = await readRpc(await rpc('/mcp', call('calculate_bazi', {})))
    expect(unknown.error.message).toStartWith('Unknown tool "calculate_bazi".')
  })
})

describe('every JSON-RPC error carries data.requestId', () => {
  const cases: [string, () => Promise<Response>][] = [
    [
      '406 Not Acceptable',
      () => rpc('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { ...HEADERS, accept: 'text/html' }),
    ],
    ['Method not found', () => rpc('/mcp', { jsonrpc: '2.0', id: 1, method: 'completion/complete', params: {} })],
    ['not a JSON-RPC message', () => rpc('/mcp', { hello: 'world' })],
    ['tools/call with arguments that are not an object', () => rpc('/mcp', call('get_daily_almanac', 'date=2026-01-01'))],
    ['tools/call without a name', () => rpc('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: {} } })],
    ['an unknown tool', () => rpc('/mcp', call('nope', {}))],
    ['a tool on the other connector', () => rpc('/mcp/readings', call('get_daily_almanac', { date: '2026-01-01' }))],
  ]
  it.each(cases)('%s', async (_name, send) => {
    const res = await send()
    const body = await readRpc(res)
    expect(body.error.data.requestId).toBe(res.headers.get('x-request-id'))
    // One sentence for a person, never a validator's raw JSON dump.
    expect(body.error.message).not.toMatch(/[[{]\s*"/)
  })

  it('keeps a client-sent X-Request-Id', async () => {
    const res = await rpc(
      '/mcp',
      { jsonrpc: '2.0', id: 1, method: 'completion/complete', params: {} },
      { ...HEADERS, 'x-request-id': 'trace-42' },
    )
    expect((await readRpc(res)).error.data.requestId).toBe('trace-42')
  })
})
