/**
 * SVG → PNG in-process: resvg compiled to WebAssembly (`@resvg/resvg-wasm`), with the embedded font
 * subset (`picture-font/picture-sans.otf`, made by scripts/build-picture-font.ts). Both files are
 * `with { type: 'file' }` imports, so `bun build --compile` embeds them and they are read from the
 * binary; no system font and no network is used. The module is loaded on the first PNG request
 * only, and the WebAssembly instance and font bytes are kept for the life of the process.
 */
import { readFileSync } from 'node:fs'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
// @ts-ignore -- a file import: the bundler resolves it to a path string
import wasmPath from '@resvg/resvg-wasm/index_bg.wasm' with { type: 'file' }
// @ts-ignore -- a file import: the bundler resolves it to a path string
import fontPath from './picture-font/picture-sans.otf' with { type: 'file' }

/** The family name inside the subset; the picture's font list names it first. */
const FONT_FAMILY = 'Noto Sans CJK SC'

let ready: Promise<Uint8Array> | null = null

function prepare(): Promise<Uint8Array> {
  ready ??= (async () => {
    await initWasm(readFileSync(wasmPath as unknown as string))
    return new Uint8Array(readFileSync(fontPath as unknown as string))
  })()
  // A failed start is not remembered: the next request tries again.
  ready.catch(() => {
    ready = null
  })
  return ready
}

/** The SVG drawn at `width` px wide, as PNG bytes. */
export async function rasteriseSvg(svg: string, width: number): Promise<Uint8Array> {
  const font = await prepare()
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: [font], defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY, loadSystemFonts: false } as never,
  })
  try {
    const image = resvg.render()
    try {
      return image.asPng()
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}
