/**
 * Browser-test harness (run under Node: `node --test test/web/browser/*.browser.mjs`): the real
 * entry point (`bun src/index.ts serve`) as a child process on a free loopback port with a
 * temporary database, operator commands through the same entry point, and Debian's Chromium driven
 * by playwright-core. Without a browser the tests skip with a printed notice; with
 * BROWSER_TESTS_REQUIRED=1 (CI) a missing browser fails them instead.
 *
 * BAZI_BINARY=/path/to/bazi-service runs the same tests against the compiled binary instead,
 * started in an empty temporary folder, so the pages' assets must come from inside the binary.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../../..')
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const BUN = existsSync(join(ROOT, 'node_modules/.bin/bun')) ? join(ROOT, 'node_modules/.bin/bun') : 'bun'
const BINARY = process.env.BAZI_BINARY ? resolve(process.env.BAZI_BINARY) : null
/** The command line of the service: the compiled binary, or the source run by bun. */
const service = (args) => (BINARY ? [BINARY, args] : [BUN, ['src/index.ts', ...args]])

/** Launch flags from the design note: no sandbox in containers, no background traffic to outside hosts. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Why the browser tests cannot run here, or null when they can. */
export function browserMissing() {
  if (existsSync(CHROMIUM)) return null
  const reason = `no Chromium at ${CHROMIUM} (install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH)`
  if (process.env.BROWSER_TESTS_REQUIRED === '1') throw new Error(`browser tests required but ${reason}`)
  console.log(`NOTICE: skipping the browser tests: ${reason}`)
  return reason
}

export async function launchBrowser() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS })
}

/**
 * Starts the server (`env`: variables added to this process's environment for it); `cli(...)` runs
 * operator commands against its database. Stop it with `stop()`.
 * It listens on a port of the kernel's choosing (`--port 0`) and names it in its `listening` log
 * line: no free-port probe that another process could take in between, and no fixed number of
 * health-check tries for a start that a loaded machine slows down.
 */
export async function startServer({ env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-browser-'))
  const db = join(dir, 'bazi.sqlite')
  const cwd = BINARY ? dir : ROOT
  const child = spawn(...service(['serve', '--port', '0', '--db', db]), {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  })
  let stderr = ''
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${stderr}`)), 60_000)
    child.stderr.on('data', (chunk) => {
      stderr += chunk
      for (const line of stderr.split('\n')) {
        if (!line.includes('"listening"')) continue
        try {
          const parsed = JSON.parse(line)
          if (parsed.message === 'listening' && parsed.url) {
            clearTimeout(timer)
            resolveUrl(parsed.url)
          }
        } catch {
          // a partial line: wait for more output
        }
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before listening: ${stderr}`))
    })
  })
  const port = Number(new URL(url).port)
  const cli = (...args) => {
    const result = spawnSync(...service([...args, '--db', db]), { cwd, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`cli ${args.join(' ')}: ${result.stderr}`)
    return result.stdout.trim()
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(child.pid, 'SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { url, port, db, cli, stop, logs: () => stderr }
}

/** A reading call with a key: POST /api/v1/bazi. */
export const restCall = (url, key) =>
  fetch(`${url}/api/v1/bazi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ date: '1990-05-15', time: '08:30', city: 'Beijing' }),
  })

/** One JSON-RPC request to the keyed MCP connector (stateless Streamable HTTP). */
export const mcpCall = (url, key, method, params = {}) =>
  fetch(`${url}/mcp/readings`, {
    method: 'POST',
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })

/** One JSON-RPC request to the public connector (stateless: no initialize needed). */
export async function publicRpc(url, method, params) {
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await jsonRpcAnswerOf(res)
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

/**
 * The JSON-RPC answer of a Streamable HTTP response: a JSON body, or a stream of events whose
 * `message` events carry it (a call that asks for progress, as the MCP Apps SDK's calls do, is
 * answered as a stream; the answer is the event that carries a result or an error).
 */
async function jsonRpcAnswerOf(res) {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) return res.json()
  const messages = (await res.text())
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n'),
    )
    .filter(Boolean)
    .map((data) => JSON.parse(data))
  const answer = messages.find((m) => 'result' in m || 'error' in m)
  if (!answer) throw new Error(`no JSON-RPC answer in the event stream: ${JSON.stringify(messages).slice(0, 300)}`)
  return answer
}

/**
 * The stand-in MCP Apps host page: the view in `<iframe sandbox="allow-scripts">`, the host side of
 * the protocol (`ui/initialize`, the tool input and result, `tools/call` proxied through
 * `window.hostToolsCall`), and a record of every message.
 */
export const HOST_PAGE = `<!doctype html><html><body style="margin:0;background:#888">
<iframe id="view" sandbox="allow-scripts" style="width:900px;height:1100px;border:0;display:block"></iframe>
<script>
window.messages = []
const frame = document.getElementById('view')
const send = (message) => frame.contentWindow.postMessage(message, '*')
window.startView = (html, hostContext, toolInput, toolResult) => {
  window.addEventListener('message', async (event) => {
    if (event.source !== frame.contentWindow) return
    const message = event.data
    window.messages.push(message)
    if (message.method === 'ui/initialize') {
      send({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: message.params.protocolVersion, hostInfo: { name: 'test-host', version: '1.0.0' }, hostCapabilities: { serverTools: {} }, hostContext } })
    } else if (message.method === 'ui/notifications/initialized') {
      send({ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: { arguments: toolInput } })
      send({ jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: toolResult })
    } else if (message.method === 'tools/call') {
      const result = await window.hostToolsCall(message.params)
      send({ jsonrpc: '2.0', id: message.id, result })
    } else if (message.id !== undefined && message.method) {
      send({ jsonrpc: '2.0', id: message.id, result: {} })
    }
  })
  frame.srcdoc = html
}
</script></body></html>`
