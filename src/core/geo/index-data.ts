/**
 * Reads the embedded gazetteer artifact (the only file access of the geo module; done once).
 *
 * `with { type: 'file' }` makes the bundler embed the gzip in `bun build --compile` binaries and
 * gives its path (a `$bunfs` path inside the binary), which `node:fs` can read synchronously.
 */
import { readFileSync } from 'node:fs'
// @ts-ignore -- a file import: the bundler resolves it to a path string
import indexPath from './geo-index.bin.gz' with { type: 'file' }

/**
 * Bun's libdeflate gunzip: ~2× faster than node:zlib, and importing node:zlib would load Node's
 * whole stream machinery at start-up (~15 % of the service's start before this change).
 */
const gunzip = (data: Uint8Array): Uint8Array => Bun.gunzipSync(data as Uint8Array<ArrayBuffer>)

/** The decompressed index (8-byte aligned, so typed-array views work) and the compressed size. */
export function readGeoIndex(): { bytes: Uint8Array<ArrayBuffer>; compressedBytes: number } {
  const gz = readFileSync(indexPath as unknown as string)
  let bytes = gunzip(gz) as Uint8Array<ArrayBuffer>
  if (bytes.byteOffset % 8 !== 0) bytes = bytes.slice()
  return { bytes, compressedBytes: gz.length }
}
