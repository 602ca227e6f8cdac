/**
 * `bazi-service mcp`: MCP over stdio, spawned as a real child process (`bun src/index.ts mcp`) and
 * driven by real SDK clients of both eras. Every tool answers exactly what the HTTP connector
 * answers for the same arguments; stdout carries JSON-RPC only; no file is created; the process
 * exits 0 when stdin closes.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport as LegacyStdioTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp } from '../support/app'
import { startFakeOpenAI } from '../support/fake-openai'

const ENTRY = join(import.meta.dir, '../../src/index.ts')
const PUBLIC_TOOLS = ['calculate_bazi_chart', 'get_daily_almanac', 'get_daily_bazi_guidance']
const READING_TOOLS = ['analyze_number_energy', 'calculate_bazi_compatibility', 'draw_tarot_card']

// The child gets no provider key, so its narratives come from the templates, like the test app's.
const CHILD_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }

/** Each spawned server runs in its own empty directory, to prove it creates no file. */
const workDirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-stdio-'))
  workDirs.push(dir)
  return dir
}

// The HTTP connectors with the real clock, since the child process reads the real clock too.
const t = createTestApp({ now: new Date() })
const key = t.createKey(1000, 'stdio-compare')
afterAll(async () => {
  await t.close()
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true })
})

const BIRTH = { date: '1988-07-01', time: '12:00', city: 'Beijing' }
const CALLS: Record<string, Record<string, unknown>> = {
  get_daily_almanac: { date: '2025-05-07' },
  calculate_bazi_chart: { birth_date: '1988-07-01', birth_time: '12:00', birth_city: 'Beijing', sex: 'female', reading_date: '2026-11-21' },
  get_daily_bazi_guidance: {
    birth_date: '1992-12-12',
    birth_time: '06:45',
    birth_city: 'Chengdu',
    reading_date: '2026-11-21',
    sex: 'male',
    locale: 'zh',
  },
  calculate_bazi_compatibility: { person1: BIRTH, person2: { date: '1990-03-15' } },
  draw_tarot_card: { cardId: 5, reversed: false, question: 'What should I focus on?' },
  analyze_number_energy: { phone: '13812345678' },
}

const isJsonRpc = (line: string): boolean => {
  try {
    const message = JSON.parse(line)
    return message?.jsonrpc === '2.0' && ('id' in message || 'method' in message)
  } catch {
    return false
  }
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

/**
 * Spawns `mcp ARGS`, writes every message in one write and closes stdin at once, as
 * `printf '…' | bazi-service mcp` does; collects stdout lines, stderr and the exit code.
 */
async function pipeThrough(cwd: string, args: string[], env: Record<string, string>, messages: unknown[]) {
  const child = Bun.spawn([process.execPath, ENTRY, 'mcp', ...args], { cwd, env, stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' })
  child.stdin.write(messages.map((message) => `${typeof message === 'string' ? message : JSON.stringify(message)}\n`).join(''))
  child.stdin.end()
  const timeout = setTimeout(() => child.kill(), 20_000)
  // When each stdout line arrived and when the process exited (performance.now()).
  const lineTimes: number[] = []
  const readStdout = async () => {
    let text = ''
    const decoder = new TextDecoder()
    for await (const chunk of child.stdout) {
      text += decoder.decode(chunk, { stream: true })
      const complete = text.split('\n').length - 1
      while (lineTimes.length < complete) lineTimes.push(performance.now())
    }
    return text + decoder.decode()
  }
  const [stdout, stderr, exitCode, exitedAt] = await Promise.all([
    readStdout(),
    new Response(child.stderr).text(),
    child.exited,
    child.exited.then(() => performance.now()),
  ])
  clearTimeout(timeout)
  const all = stdout.split('\n')
  const lines = all.filter((line) => line !== '')
  return {
    lines,
    lineTimes: all.flatMap((line, i) => (line !== '' && i < lineTimes.length ? [lineTimes[i]] : [])),
    stderr,
    exitCode,
    exitedAt,
  }
}

describe('bazi-service mcp (stdio)', () => {
  it('serves the three public tools to a 2026-era client, each answering what /mcp answers', async () => {
    const cwd = freshDir()
    const transport = new StdioClientTransport({ command: process.execPath, args: [ENTRY, 'mcp'], cwd, env: CHILD_ENV, stderr: 'pipe' })
    const client = new Client({ name: 'stdio-test', version: '1.0.0' })
    await client.connect(transport)
    const http = await t.mcpClient('/mcp')
    try {
      expect(client.getServerVersion()?.name).toBe('bazi-service')
      expect(client.getInstructions()).toMatch(/entertainment/)
      const { tools } = await client.listTools()
      expect(tools.map((tool) => tool.name).sort()).toEqual(PUBLIC_TOOLS)
      expect(tools).toEqual((await http.listTools()).tools)

      for (const name of PUBLIC_TOOLS) {
        const viaStdio = await client.callTool({ name, arguments: CALLS[name] })
        expect(viaStdio.isError).toBeFalsy()
        expect(viaStdio.structuredContent).toBeObject()
        expect(viaStdio).toEqual(await http.callTool({ name, arguments: CALLS[name] }))
      }

      const invalid = await client.callTool({ name: 'calculate_bazi_chart', arguments: { birth_date: '1990-02-30' } })
      expect(invalid.isError).toBe(true)
      expect((invalid.content as { text: string }[])[0].text).toStartWith('INVALID_')
      // Every call gets its own request id (to quote in a report); the rest of the error is identical.
      const { requestId: stdioRequestId, ...invalidRest } = invalid as typeof invalid & { requestId?: string }
      const { requestId: httpRequestId, ...httpRest } = (await http.callTool({
        name: 'calculate_bazi_chart',
        arguments: { birth_date: '1990-02-30' },
      })) as typeof invalid & { requestId?: string }
      expect(stdioRequestId).toBeString()
      expect(stdioRequestId).not.toBe(httpRequestId)
      expect(invalidRest).toEqual(httpRest)
      const schemaError = await client.callTool({ name: 'get_daily_almanac', arguments: { date: 'tomorrow' } })
      expect(schemaError.isError).toBe(true)

      // The reading tools are not served without --tools all.
      await expect(client.callTool({ name: 'draw_tarot_card', arguments: { cardId: 1 } })).rejects.toThrow(
        /not served here: it is served with `bazi-service mcp --tools all`/,
      )
    } finally {
      await client.close()
      await http.close()
    }
    expect(readdirSync(cwd)).toEqual([])
  }, 30_000)

  it('with MCP_ZIWEI_TOOL, also serves calculate_ziwei_chart, answering what /mcp answers with it on', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [ENTRY, 'mcp'],
      cwd: freshDir(),
      env: { ...CHILD_ENV, MCP_ZIWEI_TOOL: '1' },
      stderr: 'pipe',
    })
    const client = new Client({ name: 'stdio-test', version: '1.0.0' })
    await client.connect(transport)
    const withZiwei = createTestApp({ now: new Date(), env: { MCP_ZIWEI_TOOL: '1' } })
    const http = await withZiwei.mcpClient('/mcp')
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...PUBLIC_TOOLS, 'calculate_ziwei_chart'].sort())
      const args = {
        birth_date: '1988-07-01',
        birth_time: '12:00',
        birth_city: 'Beijing',
        sex: 'female',
        reading_date: '2026-11-21',
        locale: 'zh',
      }
      const overStdio = (await client.callTool({ name: 'calculate_ziwei_chart', arguments: args })) as any
      const overHttp = (await http.callTool({ name: 'calculate_ziwei_chart', arguments: args })) as any
      expect(overStdio.isError).toBeFalsy()
      expect(overStdio.structuredContent).toEqual(overHttp.structuredContent)
    } finally {
      await client.close()
      await http.close()
      withZiwei.close()
    }
  })

  it('with --tools all, serves all six tools unmetered to a 2025-era client (initialize, then tools/*)', async () => {
    const cwd = freshDir()
    const transport = new LegacyStdioTransport({
      command: process.execPath,
      args: [ENTRY, 'mcp', '--tools', 'all'],
      cwd,
      env: CHILD_ENV,
      stderr: 'pipe',
    })
    const client = new LegacyClient({ name: 'stdio-test-legacy', version: '1.0.0' })
    await client.connect(transport)
    const http = { public: await t.mcpClient('/mcp'), readings: await t.mcpClient('/mcp/readings', key) }
    try {
      const { tools } = await client.listTools()
      expect(tools.map((tool) => tool.name).sort()).toEqual([...PUBLIC_TOOLS, ...READING_TOOLS].sort())
      const httpTools = [...(await http.public.listTools()).tools, ...(await http.readings.listTools()).tools]
      expect(tools).toEqual(httpTools as never)

      for (const name of [...PUBLIC_TOOLS, ...READING_TOOLS]) {
        const viaStdio = await client.callTool({ name, arguments: CALLS[name] })
        const viaHttp = await (READING_TOOLS.includes(name) ? http.readings : http.public).callTool({ name, arguments: CALLS[name] })
        expect(viaStdio.isError).toBeFalsy()
        expect({ content: viaStdio.content, structuredContent: viaStdio.structuredContent }).toEqual({
          content: viaHttp.content,
          structuredContent: viaHttp.structuredContent,
        } as never)
      }
      // No key and no daily limit: far more reading calls than any default limit would allow.
      for (let i = 0; i < 5; i++) expect((await client.callTool({ name: 'draw_tarot_card', arguments: {} })).isError).toBeFalsy()
      const invalid = await client.callTool({ name: 'draw_tarot_card', arguments: { cardId: 78 } })
      expect(invalid.isError).toBe(true)
    } finally {
      await client.close()
      await http.public.close()
      await http.readings.close()
    }
    expect(readdirSync(cwd)).toEqual([])
  }, 30_000)

  it('writes only JSON-RPC lines to stdout, logs to stderr, answers what it received and exits 0 when stdin closes', async () => {
    const cwd = freshDir()
    const { lines, stderr, exitCode } = await pipeThrough(cwd, ['--tools', 'all'], CHILD_ENV, [
      INITIALIZE,
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      'this is not JSON', // skipped by the SDK's reader
      { jsonrpc: '2.0', neither: 'request nor response' }, // reported on stderr
      { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'calculate_bazi_chart', arguments: CALLS.calculate_bazi_chart } },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'draw_tarot_card', arguments: { cardId: 'x' } } },
      {
        jsonrpc: '2.0',
        id: 5,
        method: 'tools/call',
        params: { name: 'calculate_bazi_compatibility', arguments: CALLS.calculate_bazi_compatibility },
      },
    ])
    expect(exitCode).toBe(0)
    for (const line of lines) expect(isJsonRpc(line)).toBe(true)
    const byId = new Map(lines.map((line) => JSON.parse(line)).map((message) => [message.id, message]))
    expect([...byId.keys()].sort()).toEqual([1, 2, 3, 4, 5])
    expect(byId.get(2).result.tools).toHaveLength(6)
    expect(byId.get(3).result.structuredContent.pillars.day.ganzhi).toBeString()
    expect(byId.get(4).result.isError).toBe(true)
    expect(byId.get(5).result.structuredContent).toBeObject()
    // Logs are JSON lines on stderr: the session's start and end and the malformed message (by kind only).
    const logs = stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(logs.map((log) => log.message)).toContain('mcp stdio session started')
    expect(logs.map((log) => log.message)).toContain('mcp stdio protocol error')
    expect(logs.map((log) => log.message)).toContain('mcp stdio session ended')
    expect(stderr).not.toContain('1988-07-01')
    expect(readdirSync(cwd)).toEqual([])
  }, 30_000)

  it('answers a slow call (a model taking its time) received before stdin closed, then exits 0', async () => {
    const fake = startFakeOpenAI()
    try {
      fake.script({ type: 'hang', ms: 800 }, { type: 'hang', ms: 800 })
      const env = { ...CHILD_ENV, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-openai-key', OPENAI_MODEL: 'fake-text' }
      const started = performance.now()
      const { lines, lineTimes, exitCode, exitedAt } = await pipeThrough(freshDir(), ['--tools', 'all'], env, [
        INITIALIZE,
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'draw_tarot_card', arguments: { cardId: 7, reversed: true } } },
      ])
      expect(exitCode).toBe(0)
      expect(fake.requests.length).toBeGreaterThan(0) // the call really waited on the model
      expect(exitedAt - started).toBeGreaterThan(800)
      const answer = lines.findIndex((line) => JSON.parse(line).id === 2)
      expect(JSON.parse(lines[answer])?.result?.structuredContent?.card?.id).toBe(7)
      // Exits once answered, not at the 10 s drain limit (which would come some 9 s after the
      // answer). Measured from the answer, so a slow process start on a loaded machine does not count.
      expect(exitedAt - lineTimes[answer]).toBeLessThan(5_000)
    } finally {
      await fake.stop()
    }
  }, 30_000)

  it('refuses an unknown --tools value or option with exit 1 and a message on stderr; --help and --version', async () => {
    const run = async (...args: string[]) => {
      const child = Bun.spawn([process.execPath, ENTRY, 'mcp', ...args], {
        cwd: freshDir(),
        env: CHILD_ENV,
        stdin: 'ignore',
        stdout: 'pipe',
        stderr: 'pipe',
      })
      const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
      return { stdout, stderr, code }
    }
    const bogus = await run('--tools', 'everything')
    expect(bogus).toEqual({
      stdout: '',
      stderr: expect.stringMatching(/^error: --tools must be "public" or "all", got "everything"/),
      code: 1,
    })
    const unknown = await run('--port', '3000')
    expect(unknown.code).toBe(1)
    expect(unknown.stdout).toBe('')
    expect(unknown.stderr).toMatch(/Unknown option '--port'.*mcp --help/)
    const help = await run('--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/Usage: bazi-service mcp \[--tools public\|all\]/)
    const version = await run('--version')
    expect(version).toEqual({ stdout: `${(await import('../../package.json')).version}\n`, stderr: '', code: 0 })
  }, 30_000)
})
