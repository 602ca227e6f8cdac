/**
 * The published contract as third-party tools read it: the served /openapi.json is clean under
 * Redocly's recommended rules and Spectral's spectral:oas; every operation's example body is valid
 * and answered 200 by the real app; every status and response header the service actually sends is
 * documented for the operation that sends it.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import { createNarrator } from '../../src/ai/narrator'
import { restCapabilities } from '../../src/operations/index'
import { assertValid } from '../../src/pipeline/validation'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { AURA_READING, COUPLE_READING, FACE_READING } from '../support/image-fixtures'

const ROOT = join(import.meta.dir, '../..')
const t = createTestApp()
// The image readings need a vision model: theirs answer from a loopback stand-in.
const fake = startFakeOpenAI()
const withVision = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
afterAll(async () => {
  await t.close()
  await withVision.close()
  await fake.stop()
})
const document = (await (await t.handle('/openapi.json')).json()) as any

describe('the served /openapi.json under third-party linters', () => {
  it('has no finding from Redocly (recommended) or Spectral (spectral:oas), warnings included', async () => {
    const url = `${await t.listen()}/openapi.json`
    // Asynchronous: the linter fetches the document from this process's own server.
    const lint = Bun.spawn(['node', join(ROOT, 'scripts/lint-openapi.mjs'), url], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' })
    const [stdout, status] = await Promise.all([new Response(lint.stdout).text(), lint.exited])
    expect(stdout.split('\n').filter((l) => /^(redocly|spectral) /.test(l))).toEqual([])
    expect(status).toBe(0)
  }, 60_000)
})

const modelReplies: Record<string, unknown> = {
  '/api/v1/face': { reading: FACE_READING, refusal: null },
  '/api/v1/aura': { reading: AURA_READING, refusal: null },
  '/api/v1/couple-face': { reading: COUPLE_READING, refusal: null },
}

describe('every operation has a valid example body', () => {
  it.each(restCapabilities().map((c) => [c.rest!.path, c] as const))(
    'POST %s: the published example validates and is answered 200',
    async (path, capability) => {
      const example = capability.rest!.example
      const media = document.paths[path].post.requestBody.content['application/json']
      expect(Object.values(media.examples).map((e: any) => e.value)).toEqual([example])
      expect(() => assertValid(capability.rest!.input, example)).not.toThrow()
      const app = modelReplies[path] ? withVision : t
      fake.reset()
      if (modelReplies[path]) fake.script({ type: 'json', value: modelReplies[path] })
      const res = await app.post(path, example, app.createKey())
      expect({ status: res.status, body: res.status === 200 ? 'ok' : await res.json() }).toEqual({ status: 200, body: 'ok' })
    },
  )
})

/** The headers of a response that the contract must document (transport headers aside). */
const documentedHeaders = (res: Response) =>
  [...res.headers.keys()].filter((h) => !['content-type', 'content-length', 'connection', 'date', 'allow'].includes(h)).sort()
const headersOf = (operation: any, status: number) =>
  Object.keys(operation.responses[String(status)]?.headers ?? {})
    .map((h) => h.toLowerCase())
    .sort()

describe('every status and header the service sends is documented', () => {
  const bazi = document.paths['/api/v1/bazi'].post
  const scenarios: [string, () => Promise<Response>][] = [
    ['200', () => t.post('/api/v1/bazi', { date: '1990-05-15' }, t.createKey())],
    ['400 invalid body', () => t.post('/api/v1/bazi', { date: 'soon' }, t.createKey())],
    ['401 no key', () => t.post('/api/v1/bazi', { date: '1990-05-15' })],
    ['413 too large', () => t.post('/api/v1/bazi', JSON.stringify({ date: '1990-05-15', city: 'x'.repeat(70_000) }), t.createKey())],
    ['415 not JSON', () => t.post('/api/v1/bazi', 'date=1990-05-15', t.createKey(), { 'content-type': 'text/plain' })],
    [
      '429 over the limit',
      async () => {
        const key = t.createKey(1)
        await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)
        return t.post('/api/v1/bazi', { date: '1990-05-15' }, key)
      },
    ],
  ]
  it.each(scenarios)('POST /api/v1/bazi, %s: status and headers as documented', async (_name, send) => {
    const res = await send()
    expect(bazi.responses[String(res.status)]).toBeDefined()
    expect(documentedHeaders(res)).toEqual(headersOf(bazi, res.status))
  })

  it('POST /api/v1/face, 503 from a failing provider after admission: status and headers as documented', async () => {
    fake.reset()
    fake.script({ type: 'status', status: 503 }, { type: 'status', status: 503 })
    const res = await withVision.post(
      '/api/v1/face',
      document.paths['/api/v1/face'].post.requestBody.content['application/json'].examples.readFace.value,
      withVision.createKey(),
    )
    expect(res.status).toBe(503)
    expect(documentedHeaders(res)).toEqual(headersOf(document.paths['/api/v1/face'].post, 503))
  })

  it('every REST operation documents 200, 400, 401, 413, 415, 429, 500 and 503, each with X-Request-Id', () => {
    for (const capability of restCapabilities()) {
      const operation = document.paths[capability.rest!.path].post
      expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '413', '415', '429', '500', '503'])
      for (const response of Object.values(operation.responses) as any[]) expect(response.headers['X-Request-Id']).toBeDefined()
      expect(Object.keys(operation.responses['503'].headers)).toContain('Retry-After')
    }
  })

  it('/healthz and /readyz document what they answer', async () => {
    const health = await t.handle('/healthz')
    expect(documentedHeaders(health)).toEqual(headersOf(document.paths['/healthz'].get, 200))
    const ready = await t.handle('/readyz')
    expect(documentedHeaders(ready)).toEqual(headersOf(document.paths['/readyz'].get, 200))
    expect(document.paths['/readyz'].get.responses['503'].headers['Retry-After']).toBeDefined()
    for (const path of ['/healthz', '/readyz']) expect(document.paths[path].get.description).toBeString()
  })

  it('the headers are defined once under components.headers', () => {
    expect(Object.keys(document.components.headers).sort()).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      'WWW-Authenticate',
      'X-Request-Id',
    ])
  })
})
