/**
 * Shared helpers for the hardening suite: JSON-RPC bodies for the MCP connectors, a child-process
 * server (the real `bun src/index.ts serve` entry point, on a file database), and temporary files.
 */
import type { Subprocess } from 'bun'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dir, '../..')
export const BUN = process.execPath

/** Headers a stateless MCP client sends with a raw JSON-RPC POST (2025-06-18 era: no initialize needed). */
export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
} as const

export const toolCall = (name: string, args: unknown, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
})

/** A fresh temporary directory, removed by the returned cleanup. */
export function tempDir(prefix = 'bazi-hardening-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

export interface ChildServer {
  proc: Subprocess<'ignore', 'pipe', 'pipe'>
  url: string
  /** Everything the process printed so far (stdout, stderr). */
  output(): { stdout: string; stderr: string }
  /** Resolves with the exit code once the process is gone, and all output has been read. */
  exited: Promise<number>
}

async function drain(stream: ReadableStream<Uint8Array>, sink: { text: string }, onChunk: () => void): Promise<void> {
  const decoder = new TextDecoder()
  for await (const chunk of stream) {
    sink.text += decoder.decode(chunk, { stream: true })
    onChunk()
  }
  sink.text += decoder.decode()
}

/**
 * Starts `bun src/index.ts serve --port 0 --db <dbPath>` and waits for its "listening" log line
 * (JSON on stderr) to learn the URL.
 */
export async function spawnServer(dbPath: string, env: Record<string, string> = {}, timeoutMs = 15_000): Promise<ChildServer> {
  const proc = Bun.spawn([BUN, 'src/index.ts', 'serve', '--port', '0', '--db', dbPath], {
    cwd: REPO_ROOT,
    // A clean environment: nothing from the developer's shell (no AI keys) unless the test sets it.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const out = { text: '' }
  const err = { text: '' }
  let notify = () => {}
  const drained = Promise.all([drain(proc.stdout, out, () => notify()), drain(proc.stderr, err, () => notify())])
  const exited = Promise.all([proc.exited, drained]).then(([code]) => code)

  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${err.text}`)), timeoutMs)
    const check = () => {
      for (const line of err.text.split('\n')) {
        if (!line.includes('"listening"')) continue
        try {
          const parsed = JSON.parse(line) as { message?: string; url?: string }
          if (parsed.message === 'listening' && parsed.url) {
            clearTimeout(timer)
            notify = () => {}
            resolvePromise(parsed.url)
            return
          }
        } catch {
          // a partial line: wait for more output
        }
      }
    }
    notify = check
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${err.text}`))
    })
    check()
  })
  return { proc, url, output: () => ({ stdout: out.text, stderr: err.text }), exited }
}

/** Runs `fn` over `items` with at most `limit` in flight at once. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index], index)
    }
  })
  await Promise.all(workers)
  return results
}

export interface AutoProvider {
  /** Base URL including `/v1`, for OPENAI_BASE_URL. */
  url: string
  /** Chat completion requests received so far. */
  received(): number
  /** Raw request bodies received (to check what reached the provider). */
  bodies: string[]
  stop(): Promise<void>
}

/**
 * An OpenAI-compatible provider on loopback that answers every request after `delayMs`: image
 * readings (recognised by the json_schema name) with a valid reading, everything else with a short
 * English text. Unlike the scripted fake in test/support, it needs no script, so child-process
 * servers and load can use it.
 */
export function startAutoProvider(options: { delayMs?: number; readings?: Record<string, unknown> } = {}): AutoProvider {
  const bodies: string[] = []
  const stopping = new AbortController()
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const raw = await request.text()
      bodies.push(raw)
      if (options.delayMs) {
        await new Promise<void>((done) => {
          const timer = setTimeout(done, options.delayMs)
          stopping.signal.addEventListener('abort', () => {
            clearTimeout(timer)
            done()
          })
        })
      }
      let schemaName = ''
      try {
        schemaName = String(JSON.parse(raw)?.response_format?.json_schema?.name ?? '')
      } catch {
        // not JSON: answer with text
      }
      const reading = Object.entries(options.readings ?? {}).find(([kind]) => schemaName.startsWith(kind))?.[1]
      const content = reading ? JSON.stringify({ reading, refusal: null }) : 'A steady card for a calm week ahead.'
      return Response.json({
        id: 'chatcmpl-auto',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'auto-model',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    received: () => bodies.length,
    bodies,
    async stop() {
      stopping.abort()
      await server.stop(true)
    },
  }
}

/** Environment pointing a child server's `openai` provider at `provider`. */
export const providerEnv = (provider: AutoProvider): Record<string, string> => ({
  OPENAI_API_KEY: 'sk-test-not-a-real-key',
  OPENAI_BASE_URL: provider.url,
  OPENAI_MODEL: 'auto-text',
  OPENAI_VISION_MODEL: 'auto-vision',
})

export interface RawExchange {
  /** Status code of the first response, or null when the server sent none. */
  status: number | null
  headers: Record<string, string>
  body: string
  /** Milliseconds until the server closed the connection (null: still open when we gave up). */
  closedAfterMs: number | null
}

/**
 * Writes bytes to a fresh TCP connection and collects what comes back until the server closes it or
 * `waitMs` passes. `halfClose` ends our side after writing (a client that stops sending).
 */
export function rawExchange(
  port: number,
  data: string | Uint8Array,
  options: { halfClose?: boolean; waitMs?: number; localAddress?: string } = {},
): Promise<RawExchange> {
  const { connect } = require('node:net') as typeof import('node:net')
  return new Promise((resolvePromise) => {
    const started = performance.now()
    const socket = connect({ port, host: '127.0.0.1', ...(options.localAddress ? { localAddress: options.localAddress } : {}) })
    const chunks: Buffer[] = []
    let closedAfterMs: number | null = null
    let gaveUp = false
    const finish = () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const headText = split >= 0 ? text.slice(0, split) : text
      const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(headText)
      const headers: Record<string, string> = {}
      for (const line of headText.split('\r\n').slice(1)) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolvePromise({
        status: statusMatch ? Number(statusMatch[1]) : null,
        headers,
        body: split >= 0 ? text.slice(split + 4) : '',
        closedAfterMs,
      })
    }
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      closedAfterMs = gaveUp ? null : Math.round(performance.now() - started)
      finish()
    })
    const timer = setTimeout(() => {
      gaveUp = true
      socket.destroy()
    }, options.waitMs ?? 5_000)
    socket.write(data)
    if (options.halfClose) socket.end()
  })
}
