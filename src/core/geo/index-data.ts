/**
 * Reads the embedded gazetteer artifact (the only file access of the geo module; done once).
 *
 * `with { type: 'file' }` makes the bundler embed the gzip in `bun build --compile` binaries and
 * gives its path (a `$bunfs` path inside the binary), which `node:fs` can read synchronously.
 */
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
// @ts-ignore -- a file import: the bundler resolves it to a path string
import indexPath from './geo-index.tsv.gz' with { type: 'file' }

/** Index bytes (compressed size) and text. */
export function readGeoIndex(): { text: string; compressedBytes: number } {
  const gz = readFileSync(indexPath as unknown as string)
  return { text: gunzipSync(gz).toString('utf8'), compressedBytes: gz.length }
}
