/**
 * Bodies beyond the limit, over a real port against `startServer` (the production
 * listen options): every oversized body, on every route family, gets the JSON 413
 * PAYLOAD_TOO_LARGE — judged from Content-Length before the body is read (the answer comes while
 * the client has sent almost nothing), and by counting while reading when the body is chunked. The
 * runtime's own ceiling sits above every route limit, so Bun never answers first with its bare,
 * empty 413. The server stays up throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { connect } from 'node:net'
import { templateNarrator } from '../../src/ai/types'
import { loadConfig } from '../../src/config'
import { silentLogger } from '../../src/log'
import type { RunningServer } from '../../src/serve'
import { RUNTIME_BODY_CEILING, startServer } from '../../src/serve'
import { SqliteStore } from '../../src/store/sqlite-store'

const store = new SqliteStore(':memory:')
store.createAccount('big', 1_000_000, Date.now())
const key = store.createKey('big', null, Date.now()).key
const config = loadConfig({ BAZI_DB: ':memory:', PORT: '0', HOST: '127.0.0.1', IDLE_TIMEOUT_SECONDS: '5' })
let server: RunningServer

beforeAll(async () => {
  server = await startServer(config, { store, narrator: templateNarrator, log: silentLogger })
})
afterAll(() => server.stop())

const TWENTY_MB = 20 * 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 'a')

interface Answer {
  status: number | null
  contentType: string
  body: string
  /** Body bytes the client had written when the answer's headers arrived. */
  sentBeforeAnswer: number
}

/**
 * Sends the head, then streams body bytes (64 KB at a time, as a chunked body or raw bytes after a
 * Content-Length) until the server answers or `bodyBytes` have gone; returns the answer.
 */
function upload(path: string, headers: string[], framing: 'content-length' | 'chunked', bodyBytes: number): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect({ port: server.port, host: '127.0.0.1' })
    const chunks: Buffer[] = []
    let sent = 0
    let answeredAt: number | null = null
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const head = split >= 0 ? text.slice(0, split) : text
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)
      const contentType = /\r\ncontent-type: *([^\r]*)/i.exec(head)?.[1] ?? ''
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN)
      resolve({
        status: status ? Number(status[1]) : null,
        contentType,
        body: split >= 0 ? text.slice(split + 4, Number.isFinite(length) ? split + 4 + length : undefined) : '',
        sentBeforeAnswer: answeredAt ?? sent,
      })
    }
    socket.on('data', (data) => {
      answeredAt ??= sent
      chunks.push(data)
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? NaN)
      if (split >= 0 && Number.isFinite(length) && text.length >= split + 4 + length) finish()
    })
    socket.on('error', () => finish())
    socket.on('close', () => finish())
    const timer = setTimeout(finish, 20_000)
    const framingHeader = framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${bodyBytes}`
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${[...headers, framingHeader].map((h) => `${h}\r\n`).join('')}\r\n`)
    const pump = () => {
      while (!done && answeredAt === null && sent < bodyBytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bodyBytes - sent))
        sent += piece.length
        const ok = socket.write(
          framing === 'chunked' ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece,
        )
        if (!ok) return void socket.once('drain', pump)
      }
      if (!done && answeredAt === null && framing === 'chunked') socket.write('0\r\n\r\n')
    }
    pump()
  })
}

const JSON_TYPE = 'Content-Type: application/json'
const BEARER = `Authorization: Bearer ${key}`
const MCP = ['Accept: application/json, text/event-stream', 'MCP-Protocol-Version: 2025-06-18']

/** Every route family with the limit it applies and the error shape it answers in. */
const FAMILIES: { name: string; path: string; headers: string[]; limit: () => number; rpc: boolean }[] = [
  { name: 'REST /api/v1/bazi', path: '/api/v1/bazi', headers: [JSON_TYPE, BEARER], limit: () => config.maxBodyBytes, rpc: false },
  { name: 'REST, no key at all', path: '/api/v1/tarot', headers: [JSON_TYPE], limit: () => config.maxBodyBytes, rpc: false },
  {
    name: 'image route /api/v1/face',
    path: '/api/v1/face',
    headers: [JSON_TYPE, BEARER],
    limit: () => config.maxImageBodyBytes,
    rpc: false,
  },
  { name: 'MCP /mcp', path: '/mcp', headers: [JSON_TYPE, ...MCP], limit: () => config.maxBodyBytes, rpc: true },
  { name: 'MCP /mcp/readings', path: '/mcp/readings', headers: [JSON_TYPE, BEARER, ...MCP], limit: () => config.maxBodyBytes, rpc: true },
  { name: 'unknown path', path: '/no/such/route', headers: [JSON_TYPE], limit: () => config.maxBodyBytes, rpc: false },
]

function expectPayloadTooLarge(answer: Answer, rpc: boolean, limit: number): void {
  expect(answer.status).toBe(413)
  expect(answer.contentType).toStartWith('application/json')
  const body = JSON.parse(answer.body)
  if (rpc) {
    expect(body.jsonrpc).toBe('2.0')
    expect(body.error.data.code).toBe('PAYLOAD_TOO_LARGE')
    expect(body.error.data.details.limitBytes).toBe(limit)
  } else {
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(body.error.message).toContain(String(limit))
    expect(body.error.details.limitBytes).toBe(limit)
  }
}

async function expectAlive(): Promise<void> {
  const tarot = await fetch(`${server.url}/api/v1/tarot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: '{"cardId":1,"reversed":false}',
  })
  expect(tarot.status).toBe(200)
}

describe('oversized bodies: the JSON 413 on every route family', () => {
  it('the runtime ceiling sits above every route limit', () => {
    expect(RUNTIME_BODY_CEILING).toBeGreaterThan(Math.max(config.maxBodyBytes, config.maxImageBodyBytes))
    // Even the largest limit the configuration accepts.
    expect(() => loadConfig({ MAX_IMAGE_BODY_BYTES: String(RUNTIME_BODY_CEILING) })).toThrow(/MAX_IMAGE_BODY_BYTES/)
  })

  for (const family of FAMILIES) {
    it(`${family.name}: a 20 MB Content-Length is refused before the body is read`, async () => {
      const answer = await upload(family.path, family.headers, 'content-length', TWENTY_MB)
      expectPayloadTooLarge(answer, family.rpc, family.limit())
      // Judged from the header: the answer came long before 20 MB were sent.
      expect(answer.sentBeforeAnswer).toBeLessThan(TWENTY_MB)
    })

    if (family.name === 'REST, no key at all') continue // below: a keyless body is never read
    it(`${family.name}: a chunked body is counted while read and refused just past the limit`, async () => {
      const answer = await upload(family.path, family.headers, 'chunked', family.limit() + 4 * CHUNK.length)
      expectPayloadTooLarge(answer, family.rpc, family.limit())
    })
  }

  it('a chunked body without a key is not read at all: the 401 comes first (Content-Length is judged before the key)', async () => {
    const answer = await upload('/api/v1/tarot', [JSON_TYPE], 'chunked', config.maxBodyBytes * 4)
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).error.code).toBe('UNAUTHORIZED')
  })

  it('a body just over the JSON limit by Content-Length (under the image limit) is a 413 on JSON routes and unknown paths', async () => {
    for (const family of FAMILIES.filter((f) => f.limit() === config.maxBodyBytes)) {
      expectPayloadTooLarge(
        await upload(family.path, family.headers, 'content-length', config.maxBodyBytes + 1),
        family.rpc,
        config.maxBodyBytes,
      )
    }
    await expectAlive()
  })

  it('bodies within the limits still pass: chunked on an unknown path is a 404, a small body is served', async () => {
    const notFound = await upload('/no/such/route', [JSON_TYPE], 'chunked', 1_000)
    expect(notFound.status).toBe(404)
    expect(JSON.parse(notFound.body).error.code).toBe('NOT_FOUND')
    await expectAlive()
  })
})

/**
 * A client that asked `Expect: 100-continue` (curl does for bodies over 1 KB) gets `100 Continue`
 * from the runtime before any handler runs, then sends its whole body. Sends the head, waits for
 * `100 Continue`, writes all 20 MB as such a client does, then a second request on the same
 * connection; returns everything the server sent and whether the connection broke.
 */
function continueThenSend(path: string, headers: string[]): Promise<{ text: string; broken: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ port: server.port, host: '127.0.0.1' })
    const chunks: Buffer[] = []
    let broken = false
    let sending = false
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ text: Buffer.concat(chunks).toString('utf8'), broken })
    }
    const timer = setTimeout(finish, 20_000)
    socket.on('error', () => {
      broken = true
      finish()
    })
    socket.on('close', finish)
    socket.on('data', (data) => {
      chunks.push(data)
      const text = Buffer.concat(chunks).toString('utf8')
      if (!sending && text.startsWith('HTTP/1.1 100 Continue')) {
        sending = true
        let sent = 0
        const pump = () => {
          while (sent < TWENTY_MB) {
            sent += CHUNK.length
            if (!socket.write(CHUNK)) return void socket.once('drain', pump)
          }
          socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
        }
        pump()
      }
      if (text.includes('"service":"bazi-service"')) finish()
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${[...headers, `Content-Length: ${TWENTY_MB}`, 'Expect: 100-continue'].map((h) => `${h}\r\n`).join('')}\r\n`,
    )
  })
}

describe('oversized bodies sent after 100 Continue', () => {
  for (const family of FAMILIES) {
    it(`${family.name}: the 413 arrives and the connection is not reset under a client still sending`, async () => {
      const { text, broken } = await continueThenSend(family.path, family.headers)
      expect(broken).toBe(false)
      expect(text).toStartWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 413 ')
      expect(text).toContain('PAYLOAD_TOO_LARGE')
      // The same connection then serves the next request: nothing was cut.
      expect(text).toContain('"status":"ok"')
    }, 30_000)
  }

  it.skipIf(!Bun.which('curl'))(
    'curl uploading 20 MB gets the 413 every time (it sends Expect: 100-continue)',
    async () => {
      const file = `${require('node:os').tmpdir()}/bazi-413-${process.pid}.bin`
      await Bun.write(file, Buffer.alloc(TWENTY_MB, 'a'))
      const codes: string[] = []
      for (let i = 0; i < 12; i++) {
        const curl = Bun.spawn([
          'curl',
          '-s',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          '-X',
          'POST',
          `${server.url}/api/v1/bazi`,
          '-H',
          'content-type: application/json',
          '-H',
          `authorization: Bearer ${key}`,
          '--data-binary',
          `@${file}`,
        ])
        codes.push(`${await new Response(curl.stdout).text()} exit ${await curl.exited}`)
      }
      require('node:fs').rmSync(file, { force: true })
      expect(codes).toEqual(Array(12).fill('413 exit 0'))
    },
    60_000,
  )
})
