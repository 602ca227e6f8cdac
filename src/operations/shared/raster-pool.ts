/**
 * SVG → PNG off the request thread: a small pool of worker threads (raster-worker.ts) draws the
 * pictures, so a PNG no longer holds the event loop for tens of milliseconds while other calls wait.
 * The queue is bounded: a job that finds every thread busy and the queue full is refused at once with
 * 503 SERVER_BUSY and Retry-After, never left to stall. Threads start on the first PNG, do not keep
 * the process alive, and one that dies fails its job (500) and is replaced by the next.
 *
 * Inside the compiled binary the worker is its own entry point (build.ts lists it), stored beside the
 * main one under the bundle's root: `operations/shared/raster-worker.ts` from the main module's URL.
 * From the sources it is the file beside this one.
 */
import { availableParallelism } from 'node:os'
import { localizableError } from '../../core/messages'
import type { Locale } from '../../core/types'
import type { RasterAnswer, RasterJob } from './raster-worker'

/** One thread per core but one (the event loop keeps a core), at least one, at most two. */
export const RASTER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1))
/** Jobs waiting beyond those being drawn: at ~40-70 ms a picture, half a second or so of work. */
export const RASTER_QUEUE = 8
const RETRY_AFTER_SECONDS = 1

const WORKER_URL = import.meta.url.endsWith('/raster-pool.ts')
  ? new URL('./raster-worker.ts', import.meta.url)
  : new URL('./operations/shared/raster-worker.ts', import.meta.url)

interface Pending {
  job: RasterJob
  resolve: (png: Uint8Array) => void
  reject: (error: Error) => void
}

interface Thread {
  worker: Worker
  busy: Pending | null
}

const threads: Thread[] = []
const queue: Pending[] = []
let nextId = 1

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(WORKER_URL), busy: null }
  // Bun's Worker can be unreferenced (the DOM typing does not say so).
  ;(thread.worker as unknown as { unref(): void }).unref()
  thread.worker.onmessage = (event: MessageEvent<RasterAnswer>) => {
    const done = thread.busy
    thread.busy = null
    if (done && done.job.id === event.data.id) {
      if ('png' in event.data) done.resolve(event.data.png)
      else done.reject(new Error(`PNG rasterising failed: ${event.data.error}`))
    }
    dispatch()
  }
  thread.worker.onerror = (event) => {
    // A thread that fails outside a job's try (out of memory, a failed start) is replaced.
    threads.splice(threads.indexOf(thread), 1)
    thread.worker.terminate()
    thread.busy?.reject(new Error(`PNG rasteriser thread failed: ${event.message}`))
    thread.busy = null
    dispatch()
  }
  threads.push(thread)
  return thread
}

function dispatch(): void {
  while (queue.length) {
    const idle = threads.find((t) => !t.busy) ?? (threads.length < RASTER_THREADS ? startThread() : null)
    if (!idle) return
    const pending = queue.shift()!
    idle.busy = pending
    idle.worker.postMessage(pending.job)
  }
}

/** The SVG drawn `width` px wide with `locale`'s face, as PNG bytes, on a rasteriser thread. */
export function rasteriseInPool(svg: string, width: number, locale: Locale): Promise<Uint8Array> {
  const busy = threads.filter((t) => t.busy).length
  if (busy >= RASTER_THREADS && queue.length >= RASTER_QUEUE) {
    return Promise.reject(
      localizableError('SERVER_BUSY', 'picture.busy', { seconds: RETRY_AFTER_SECONDS }, { retryAfterSeconds: RETRY_AFTER_SECONDS }),
    )
  }
  return new Promise((resolve, reject) => {
    queue.push({ job: { id: nextId++, svg, width, locale }, resolve, reject })
    dispatch()
  })
}

/** How many jobs are being drawn and waiting (tests and metrics). */
export const rasterLoad = () => ({ drawing: threads.filter((t) => t.busy).length, queued: queue.length })
