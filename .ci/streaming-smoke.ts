/**
 * Streamed readings from the compiled binary: `bun .ci/streaming-smoke.ts BINARY`.
 *
 * Starts a stand-in model on loopback (OpenAI Chat Completions, `stream: true`, a few pieces 50 ms
 * apart) and the binary on a scratch database with its narratives from the stand-in, then asks every
 * model-backed reading with `Accept: text/event-stream`: each must answer `result`, `narrative`
 * pieces, `done`, with `done` byte for byte the JSON answer of the same request. Exits 0 when all
 * do; stops the binary by its pid and removes the scratch directory either way.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const binary = process.argv[2] ? resolve(process.argv[2]) : ''
if (!binary) {
  console.error('usage: bun .ci/streaming-smoke.ts BINARY')
  process.exit(2)
}

const encoder = new TextEncoder()
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  encoder.encode(
    `data: ${JSON.stringify({ id: 'smoke', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
  )
const model = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    await request.arrayBuffer()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const piece of ['A steady ', 'day for ', 'patient work.']) {
          await Bun.sleep(50)
          controller.enqueue(chunk({ content: piece }))
        }
        controller.enqueue(chunk({}, 'stop'))
        controller.enqueue(encoder.encode('data: [DONE]\n\n'))
        controller.close()
      },
    })
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
  },
})

const dir = mkdtempSync(join(tmpdir(), 'bazi-streaming-smoke-'))
const db = join(dir, 'smoke.sqlite')
const cli = (...args: string[]) => {
  const run = Bun.spawnSync([binary, ...args, '--db', db], { stdout: 'pipe', stderr: 'pipe' })
  if (run.exitCode !== 0) throw new Error(`${args.join(' ')}: ${run.stderr.toString()}`)
  return run.stdout.toString()
}
const env = { PATH: process.env.PATH ?? '', OPENAI_BASE_URL: `http://127.0.0.1:${model.port}/v1`, OPENAI_API_KEY: 'smoke', OPENAI_MODEL: 'stand-in' }
let server: ReturnType<typeof Bun.spawn> | null = null
let failures = 0

const READINGS: [string, Record<string, unknown>][] = [
  ['/api/v1/daily', { date: '1988-07-01', time: '12:00', city: 'Beijing', readingDate: '2026-11-21', locale: 'zh' }],
  ['/api/v1/kids', { childName: 'Mei', date: '2018-03-09', time: '08:15', city: 'Shanghai', readingDate: '2026-11-21' }],
  ['/api/v1/compatibility', { person1: { date: '1988-07-01' }, person2: { date: '1990-05-15' } }],
  ['/api/v1/number-energy', { phone: '138-1234-5678', includeAi: true }],
  ['/api/v1/tarot', { cardId: 5, reversed: false, locale: 'ja' }],
  [
    '/api/v1/tarot/three-card',
    {
      cards: [
        { cardId: 9, reversed: false },
        { cardId: 50, reversed: true },
        { cardId: 64, reversed: false },
      ],
    },
  ],
  ['/api/v1/fortune-stick', { stick: 62, locale: 'zh-TW' }],
  ['/api/v1/name', { surname: '陈', givenName: '小明', school: 'chinese', locale: 'vi' }],
  ['/api/v1/yearly', { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'male', year: 2026, locale: 'ko' }],
]

try {
  cli('accounts', 'create', 'streaming', '--daily-limit', '100')
  const key = (JSON.parse(cli('keys', 'create', '--account', 'streaming', '--json')) as { key: string }).key
  server = Bun.spawn([binary, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', db], { env, cwd: dir, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  const decoder = new TextDecoder()
  const reader = server.stderr!.getReader()
  let url = ''
  while (!url) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the binary exited before listening: ${output}`)
    output += decoder.decode(value)
    url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0] ?? ''
  }
  reader.releaseLock()
  for (const [path, body] of READINGS) {
    const post = (accept: string) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, accept },
        body: JSON.stringify(body),
      })
    const text = await (await post('text/event-stream')).text()
    const events = text
      .split('\n\n')
      .filter((frame) => frame.startsWith('event: '))
      .map((frame) => ({ event: frame.slice(7, frame.indexOf('\n')), data: frame.slice(frame.indexOf('\ndata: ') + 7) }))
    const names = events.map((e) => e.event)
    const plain = await (await post('application/json')).text()
    const done = events.at(-1)
    const ok =
      names[0] === 'result' && names.includes('narrative') && done?.event === 'done' && done.data === plain && plain.includes('"source":"openai"')
    if (!ok) failures++
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${path}: ${names.join(' ')}${ok ? '' : ` (done equal to the JSON answer: ${done?.data === plain})`}`)
  }
} catch (error) {
  failures++
  console.log(`FAIL ${(error as Error).message}`)
} finally {
  if (server) {
    server.kill('SIGTERM')
    await server.exited
  }
  model.stop(true)
  rmSync(dir, { recursive: true, force: true })
}
process.exit(failures ? 1 : 0)
