/**
 * SVG → PNG in-process: resvg compiled to WebAssembly (`@resvg/resvg-wasm`), with the embedded font
 * subsets (`picture-font/`, made by scripts/build-picture-font.ts): SC for every character, and the
 * JP, KR, TC and HK faces for the characters their readers write differently, which the picture
 * names first in its locale (resvg takes every other character from SC). All are
 * `with { type: 'file' }` imports, so `bun build --compile` embeds them and they are read from the
 * binary; no system font and no network is used. The module is loaded on the first PNG request
 * only, and the WebAssembly instance and font bytes are kept for the life of the process.
 */
import { readFileSync } from 'node:fs'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import type { Locale } from '../../core/types'
// @ts-ignore -- a file import: the bundler resolves it to a path string
import wasmPath from '@resvg/resvg-wasm/index_bg.wasm' with { type: 'file' }
// @ts-ignore -- a file import: the bundler resolves it to a path string
import fontPath from './picture-font/picture-sans.otf' with { type: 'file' }
// @ts-ignore -- a file import
import hongKongFontPath from './picture-font/picture-sans-hk.otf' with { type: 'file' }
// @ts-ignore -- a file import
import japaneseFontPath from './picture-font/picture-sans-jp.otf' with { type: 'file' }
// @ts-ignore -- a file import
import koreanFontPath from './picture-font/picture-sans-kr.otf' with { type: 'file' }
// @ts-ignore -- a file import
import taiwanFontPath from './picture-font/picture-sans-tc.otf' with { type: 'file' }

/** The family name inside the SC subset: the default, and every locale's fallback. */
const FONT_FAMILY = 'Noto Sans CJK SC'

/** The face each locale's PNG is drawn with (the family the picture names first for it). */
const FACE_OF: Record<Locale, Face> = { en: 'sc', zh: 'sc', vi: 'sc', ja: 'jp', ko: 'kr', 'zh-TW': 'tc', 'zh-HK': 'hk' }
type Face = 'sc' | 'jp' | 'kr' | 'tc' | 'hk'
const FONT_PATHS = { sc: fontPath, jp: japaneseFontPath, kr: koreanFontPath, tc: taiwanFontPath, hk: hongKongFontPath } as Record<
  Face,
  string
>

let ready: Promise<Record<Face, Uint8Array>> | null = null

function prepare(): Promise<Record<Face, Uint8Array>> {
  ready ??= (async () => {
    await initWasm(readFileSync(wasmPath as unknown as string))
    const read = (face: Face) => new Uint8Array(readFileSync(FONT_PATHS[face]))
    return { sc: read('sc'), jp: read('jp'), kr: read('kr'), tc: read('tc'), hk: read('hk') }
  })()
  // A failed start is not remembered: the next request tries again.
  ready.catch(() => {
    ready = null
  })
  return ready
}

/**
 * The SVG drawn at `width` px wide, as PNG bytes, with `locale`'s face and SC: resvg reads every
 * font it is given on each drawing, so it is given the two a picture can use, not all five.
 */
export async function rasteriseSvg(svg: string, width: number, locale: Locale = 'en'): Promise<Uint8Array> {
  const fonts = await prepare()
  const face = FACE_OF[locale]
  const fontBuffers = face === 'sc' ? [fonts.sc] : [fonts[face], fonts.sc]
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY, loadSystemFonts: false } as never,
  })
  try {
    const image = resvg.render()
    try {
      return encodePng(image.pixels, image.width, image.height)
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}

/**
 * RGBA pixels as a PNG (8-bit RGBA, no filter, zlib stream from Bun's libdeflate at level 3).
 * resvg's own encoder took half of a 1200 px picture's time (~33 ms of ~70) for a larger file; this
 * takes ~10 ms and gives ~15 % fewer bytes. The pictures are opaque (they paint their background
 * first), so resvg's premultiplied pixels equal straight RGBA.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 4
  const raw = new Uint8Array((stride + 1) * height)
  // Each scanline starts with its filter type, 0 (none): the array is zero-filled already.
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  const deflated = Bun.deflateSync(raw, { level: 3 })
  // A zlib stream: header (deflate, 32 KiB window, check bits), the raw deflate data, Adler-32 of the input.
  const zlib = new Uint8Array(2 + deflated.length + 4)
  zlib[0] = 0x78
  zlib[1] = 0x5e
  zlib.set(deflated, 2)
  new DataView(zlib.buffer).setUint32(2 + deflated.length, Bun.hash.adler32(raw))
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
  const chunks = [chunk('IHDR', header), chunk('IDAT', zlib), chunk('IEND', new Uint8Array(0))]
  const out = new Uint8Array(8 + chunks.reduce((n, c) => n + c.length, 0))
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let offset = 8
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.length
  }
  return out
}

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, Bun.hash.crc32(out.subarray(4, 8 + data.length)))
  return out
}
