/**
 * The PNG rasteriser's thread (src/operations/shared/raster-pool.ts starts it): each message is one
 * SVG to draw, each answer its PNG bytes (moved, not copied) or the error's message. On Linux the
 * thread lowers its own scheduling priority after its first job (`setpriority` on a thread's id
 * affects that thread only), so a picture being drawn yields the cores to the event loop answering
 * other calls: a plain worker thread still stretched the JSON route's p99 to several times its p99
 * alone on two cores (bench/picture.ts measures it).
 */
import { setPriority } from 'node:os'
import type { Locale } from '../../core/types'
import { rasteriseSvg } from './rasterise'

declare const self: Worker

export interface RasterJob {
  id: number
  svg: string
  width: number
  locale: Locale
}

export type RasterAnswer = { id: number; png: Uint8Array } | { id: number; error: string }

/** Nice 10 of 19: below every request thread, not starved under steady load. */
const RASTER_NICENESS = 10

/**
 * Lowered after the first job: that one also starts the WebAssembly rasteriser and reads the fonts
 * (once per thread), which at a low priority on a busy machine would keep the first caller waiting
 * for seconds.
 */
let lowered = false
function lowerPriority() {
  lowered = true
  if (process.platform !== 'linux') return
  try {
    setPriority(0, RASTER_NICENESS)
  } catch {
    // Not permitted (a sandbox): the thread draws at normal priority.
  }
}

self.onmessage = async (event: MessageEvent<RasterJob>) => {
  const { id, svg, width, locale } = event.data
  try {
    const png = await rasteriseSvg(svg, width, locale)
    self.postMessage({ id, png } satisfies RasterAnswer, [png.buffer])
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RasterAnswer)
  }
  if (!lowered) lowerPriority()
}
