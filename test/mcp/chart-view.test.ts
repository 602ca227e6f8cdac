/**
 * The MCP Apps view of `calculate_bazi_chart`: the tool names its `ui://` resource on every
 * tools/list (both `_meta` keys), and every connector that lists the tool (/mcp, stdio) answers
 * resources/list and resources/read with the one self-contained HTML document; the keyed connector,
 * which does not list the tool, offers no view. The committed document is what its build script
 * makes from the current sources. The Zi Wei chart's view the same way, where the operator serves its
 * tool (MCP_ZIWEI_TOOL=1), and only there.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTestApp } from '../support/app'

const URI = 'ui://bazi-service/chart.html'
const MIME = 'text/html;profile=mcp-app'
const ENTRY = join(import.meta.dir, '../../src/index.ts')
const t = createTestApp()
const key = t.createKey(10)
afterAll(() => t.close())

/** The view's document must load nothing: no src/href attribute, no stylesheet link, no import of a URL. */
function assertSelfContained(html: string) {
  expect(html.startsWith('<!doctype html>')).toBe(true)
  expect(html).not.toMatch(/<(script|img|link|iframe)[^>]*\s(src|href)=/i)
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]
  expect(style).not.toMatch(/@import|url\(/i)
  expect(html).not.toMatch(/\bimport\s*\(?\s*["']https?:/)
  expect(html).toContain('<script type="module">')
  expect(html).toContain('ui/initialize')
}

async function checkConnector(client: Client) {
  const { tools } = await client.listTools()
  const chart = tools.find((tool) => tool.name === 'calculate_bazi_chart')!
  expect(chart._meta).toEqual({ ui: { resourceUri: URI }, 'ui/resourceUri': URI })
  const { resources } = await client.listResources()
  expect(resources).toEqual([expect.objectContaining({ uri: URI, mimeType: MIME })])
  const read = await client.readResource({ uri: URI })
  expect(read.contents).toHaveLength(1)
  const [content] = read.contents as { uri: string; mimeType: string; text: string }[]
  expect(content.uri).toBe(URI)
  expect(content.mimeType).toBe(MIME)
  assertSelfContained(content.text)
  await expect(client.readResource({ uri: 'ui://bazi-service/other.html' })).rejects.toThrow(/Unknown resource/)
}

describe('the chart view (MCP Apps)', () => {
  it('on /mcp: the tool names its view, and resources/list and resources/read serve it', async () => {
    const client = await t.mcpClient('/mcp')
    await checkConnector(client)
    // The model's text is unchanged by the view: the same summary JSON as structured content.
    const result = await client.callTool({
      name: 'calculate_bazi_chart',
      arguments: { birth_date: '1990-05-15', birth_time: '14:30', birth_city: 'Beijing' },
    })
    expect(JSON.parse((result.content as { text: string }[])[0].text)).toEqual(result.structuredContent as object)
    await client.close()
  })

  it('over stdio: the same', async () => {
    const client = new Client({ name: 'view-test', version: '1.0.0' })
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [ENTRY, 'mcp'], env: { PATH: process.env.PATH ?? '' } }),
    )
    await checkConnector(client)
    await client.close()
  })

  it('the keyed connector, which does not list the chart tool, offers no view', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const { tools } = await client.listTools()
    expect(tools.some((tool) => tool._meta)).toBe(false)
    // No resources capability: the client does not even ask.
    expect(client.getServerCapabilities()?.resources).toBeUndefined()
    await client.close()
  })

  it('the committed document is the build script’s output for the current sources', async () => {
    const committed = readFileSync(join(import.meta.dir, '../../src/mcp/chart-view.html'), 'utf8')
    const child = Bun.spawnSync([process.execPath, 'scripts/build-chart-view.ts', '--stdout'], { cwd: join(import.meta.dir, '../..') })
    expect(child.exitCode).toBe(0)
    expect(child.stdout.toString()).toBe(committed)
  })

  it('the Zi Wei view: named by calculate_ziwei_chart and served beside the chart view where the tool is on, its committed document current', async () => {
    const ZIWEI = 'ui://bazi-service/ziwei.html'
    const on = createTestApp({ env: { MCP_ZIWEI_TOOL: '1' } })
    const client = await on.mcpClient('/mcp')
    const { tools } = await client.listTools()
    expect(tools.find((tool) => tool.name === 'calculate_ziwei_chart')!._meta).toEqual({
      ui: { resourceUri: ZIWEI },
      'ui/resourceUri': ZIWEI,
    })
    const { resources } = await client.listResources()
    expect(resources.map((r) => r.uri).sort()).toEqual([URI, ZIWEI].sort())
    const [content] = (await client.readResource({ uri: ZIWEI })).contents as { mimeType: string; text: string }[]
    expect(content.mimeType).toBe(MIME)
    assertSelfContained(content.text)
    // The model's text is unchanged by the view.
    const result = await client.callTool({
      name: 'calculate_ziwei_chart',
      arguments: { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Beijing', sex: 'female' },
    })
    expect(JSON.parse((result.content as { text: string }[])[0].text)).toEqual(result.structuredContent as object)
    await client.close()
    on.close()
    // Off (the default): only the chart view.
    const plain = await t.mcpClient('/mcp')
    expect((await plain.listResources()).resources.map((r) => r.uri)).toEqual([URI])
    await plain.close()
    const committed = readFileSync(join(import.meta.dir, '../../src/mcp/ziwei-view.html'), 'utf8')
    const child = Bun.spawnSync([process.execPath, 'scripts/build-chart-view.ts', '--stdout', 'ziwei'], {
      cwd: join(import.meta.dir, '../..'),
    })
    expect(child.exitCode).toBe(0)
    expect(child.stdout.toString()).toBe(committed)
  })
})
