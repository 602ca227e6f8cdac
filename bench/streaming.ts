/**
 * Streamed readings against whole JSON answers, on the compiled service with a stand-in model on
 * loopback that writes its answer over three seconds: `bun bench/streaming.ts [--smoke]` (also part
 * of `bun bench/run.ts`, as `streaming`).
 *
 * - Time to the `result` event and to the first `narrative` byte of `POST /api/v1/daily` with
 *   `Accept: text/event-stream`, against the time to the whole JSON answer of the same request,
 *   rounds interleaved in the same run. Goals: the result within 10 % of the whole answer's time,
 *   the first narrative byte within 20 %.
 * - Memory with 200 streams open at once (each has had its `result` and waits on the model): the
 *   server's RSS growth per stream, against 200 plain JSON calls waiting on the model the same way,
 *   each on a fresh server. Reported with the size of the `result` the stream has already written.
 *
 * The stand-in speaks the OpenAI Chat Completions API (`stream: true`): nothing for 100 ms, then one
 * piece every 100 ms for three seconds. Traffic stays on loopback; the service is stopped by its pid.
 */
import { ensureBinaries, prepareDatabase, removeScratchDatabases, serviceCommand, startProcess } from './lib/processes'
import { fixed, median, type Verdict } from './lib/stats'

const percent = (ratio: number) => `${fixed(ratio * 100, 1)}%`

const PIECES = 30
const PIECE_MS = 100

/**
 * The stand-in model: a streamed completion written over PIECES × PIECE_MS. While `hold()` is on, a
 * request waits before writing (so many calls can be open at once); `release()` lets them all write.
 */
function startStandInModel() {
  let received = 0
  let gate: Promise<void> = Promise.resolve()
  let open: () => void = () => {}
  const encoder = new TextEncoder()
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    encoder.encode(
      `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    )
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 60,
    async fetch(request) {
      await request.arrayBuffer()
      received++
      await gate
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          try {
            controller.enqueue(chunk({ role: 'assistant', content: '' }))
            for (let i = 0; i < PIECES; i++) {
              await Bun.sleep(PIECE_MS)
              controller.enqueue(chunk({ content: `Piece ${i} of a steady day. ` }))
            }
            controller.enqueue(chunk({}, 'stop'))
            controller.enqueue(encoder.encode('data: [DONE]\n\n'))
            controller.close()
          } catch {
            // the service closed the request
          }
        },
      })
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    received: () => received,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release: () => open(),
    stop: () => server.stop(true),
  }
}

const BODY = JSON.stringify({ date: '1988-07-01', time: '12:00', city: 'Beijing', locale: 'en', readingDate: '2026-11-21' })

/** One streamed call: ms to the `result` event, to the first narrative byte, and to `done`. */
async function streamedCall(url: string, key: string, onResult?: () => void) {
  const t0 = performance.now()
  const res = await fetch(`${url}/api/v1/daily`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, accept: 'text/event-stream' },
    body: BODY,
  })
  if (res.status !== 200) throw new Error(`streamed call: ${res.status} ${await res.text()}`)
  let buffer = ''
  let result = Number.NaN
  let resultBytes = 0
  let firstNarrative = Number.NaN
  for await (const text of res.body!.pipeThrough(new TextDecoderStream())) {
    buffer += text
    const now = performance.now() - t0
    if (Number.isNaN(result) && buffer.includes('event: result\n')) {
      result = now
      onResult?.()
    }
    if (Number.isNaN(firstNarrative) && buffer.includes('event: narrative\n')) firstNarrative = now
  }
  if (!buffer.includes('event: done\n')) throw new Error(`streamed call ended without done: ${buffer.slice(-300)}`)
  const resultData = /event: result\ndata: (.*)\n\n/.exec(buffer)?.[1] ?? ''
  resultBytes = Buffer.byteLength(resultData)
  return { result, firstNarrative, done: performance.now() - t0, resultBytes }
}

async function wholeCall(url: string, key: string): Promise<number> {
  const t0 = performance.now()
  const res = await fetch(`${url}/api/v1/daily`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: BODY,
  })
  const answer = (await res.json()) as { narrative?: { source?: string } }
  if (res.status !== 200 || answer.narrative?.source !== 'openai') throw new Error(`whole call: ${res.status}`)
  return performance.now() - t0
}

type StandIn = ReturnType<typeof startStandInModel>

/** The compiled service on a fresh database, its narratives from the stand-in. */
async function startService(model: StandIn, name: string) {
  const { dbPath, key } = await prepareDatabase(name)
  const { cmd, env } = serviceCommand(dbPath)
  const service = await startProcess(cmd, {
    env: { ...env, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'bench-key', OPENAI_MODEL: 'stand-in' },
    readyPath: '/healthz',
  })
  await streamedCall(service.url, key) // warm-up: the first model call, the first stream
  await wholeCall(service.url, key)
  return { service, key }
}

/**
 * The server's RSS with `count` calls open at once, each waiting on the held stand-in (a stream once
 * it has had its `result`, a JSON call once its model request arrived), against its RSS just before.
 */
async function memoryWith(count: number, model: StandIn, service: { rssMb(): number }, call: (onOpen: () => void) => Promise<unknown>) {
  await Bun.sleep(500)
  const idleRss = service.rssMb()
  const before = model.received()
  let opened = 0
  model.hold()
  const calls = Array.from({ length: count }, () => call(() => opened++))
  const started = performance.now()
  while ((opened < count || model.received() - before < count) && performance.now() - started < 60_000) await Bun.sleep(20)
  if (model.received() - before < count) throw new Error(`only ${model.received() - before} of ${count} calls reached the model`)
  const openRss = service.rssMb()
  model.release()
  await Promise.all(calls)
  return { idleRss, openRss, perCallKiB: ((openRss - idleRss) * 1024) / count }
}

export async function runStreaming(options: { smoke?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const rounds = options.smoke ? 2 : 5
  const openCalls = options.smoke ? 20 : 200
  await ensureBinaries({ log })
  const model = startStandInModel()
  try {
    const timing = await startService(model, 'streaming-timing')
    const whole: number[] = []
    const toResult: number[] = []
    const toNarrative: number[] = []
    let resultBytes = 0
    try {
      for (let round = 0; round < rounds; round++) {
        const streamed = await streamedCall(timing.service.url, timing.key)
        const json = await wholeCall(timing.service.url, timing.key)
        whole.push(json)
        toResult.push(streamed.result)
        toNarrative.push(streamed.firstNarrative)
        resultBytes = streamed.resultBytes
        log(
          `round ${round + 1}: whole JSON ${fixed(json, 0)} ms; stream: result ${fixed(streamed.result, 1)} ms, first narrative byte ${fixed(streamed.firstNarrative, 1)} ms, done ${fixed(streamed.done, 0)} ms`,
        )
      }
    } finally {
      await timing.service.stop()
    }

    // Memory, each on a fresh server (an RSS grown by one phase would flatter the next): `openCalls`
    // streams open at once, against as many JSON calls waiting on the model.
    const jsonServer = await startService(model, 'streaming-json')
    const waitingJson = await memoryWith(openCalls, model, jsonServer.service, (onOpen) => {
      onOpen()
      return wholeCall(jsonServer.service.url, jsonServer.key)
    }).finally(() => jsonServer.service.stop())
    const streamServer = await startService(model, 'streaming-open')
    const openStreams = await memoryWith(openCalls, model, streamServer.service, (onOpen) =>
      streamedCall(streamServer.service.url, streamServer.key, onOpen),
    ).finally(() => streamServer.service.stop())
    log(
      `${openCalls} calls open at once: streams RSS ${fixed(openStreams.idleRss, 1)} → ${fixed(openStreams.openRss, 1)} MiB (${fixed(openStreams.perCallKiB, 0)} KiB each); JSON calls waiting ${fixed(waitingJson.idleRss, 1)} → ${fixed(waitingJson.openRss, 1)} MiB (${fixed(waitingJson.perCallKiB, 0)} KiB each)`,
    )

    const resultRatio = median(toResult) / median(whole)
    const narrativeRatio = median(toNarrative) / median(whole)
    const memoryRatio = openStreams.perCallKiB / waitingJson.perCallKiB
    const verdicts: Verdict[] = [
      {
        name: 'streaming: time to result / whole JSON answer',
        target: '≤ 10%',
        value: `${percent(resultRatio)} (${fixed(median(toResult), 1)} vs ${fixed(median(whole), 0)} ms)`,
        met: options.smoke ? null : resultRatio <= 0.1,
      },
      {
        name: 'streaming: first narrative byte / whole JSON',
        target: '≤ 20%',
        value: `${percent(narrativeRatio)} (${fixed(median(toNarrative), 1)} vs ${fixed(median(whole), 0)} ms)`,
        met: options.smoke ? null : narrativeRatio <= 0.2,
      },
      {
        // Reported, not judged: a stream has already written its result (the answer's JSON without
        // the narrative, `resultBytes`), which a JSON call only makes at the end; that early
        // serialisation is what the difference per call is made of.
        name: `streaming: memory, ${openCalls} open streams / JSON`,
        target: '(report)',
        value: `${percent(memoryRatio)} (${fixed(openStreams.perCallKiB, 0)} vs ${fixed(waitingJson.perCallKiB, 0)} KiB each; result ${fixed(resultBytes / 1024, 0)} KiB)`,
        met: null,
      },
    ]
    return {
      wholeMs: median(whole),
      resultMs: median(toResult),
      firstNarrativeMs: median(toNarrative),
      resultBytes,
      memory: { calls: openCalls, streams: openStreams, waitingJson },
      verdicts,
    }
  } finally {
    model.stop()
    removeScratchDatabases()
  }
}

if (import.meta.main) {
  const { verdictLine } = await import('./lib/stats')
  const result = await runStreaming({ smoke: process.argv.includes('--smoke') })
  for (const v of result.verdicts) console.log(verdictLine(v))
}
