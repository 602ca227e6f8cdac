/**
 * Reads the embedded Kangxi radical table (the only file access of the names module; done once, on
 * the first name analysed). Built by `scripts/build-kangxi-strokes.ts` from Unihan 15.0 `kRSKangXi`.
 *
 * `with { type: 'file' }` makes the bundler embed the gzip in `bun build --compile` binaries and
 * gives its path, which `node:fs` reads synchronously (as the gazetteer does, core/geo/index-data.ts).
 */
import { readFileSync } from 'node:fs'
// @ts-ignore -- a file import: the bundler resolves it to a path string
import tablePath from './kangxi-radicals.bin.gz' with { type: 'file' }
import { KANGXI_MAGIC, KANGXI_RANGES } from './kangxi-ranges'

/** A character's place in the 康熙字典: its radical (1-214) and the strokes beside it (may be −1 or −2). */
export interface KangxiPlace {
  radical: number
  residual: number
}

let table: Uint8Array | undefined

const load = (): Uint8Array => {
  const bytes = Bun.gunzipSync(readFileSync(tablePath as unknown as string) as Uint8Array<ArrayBuffer>)
  if (new TextDecoder().decode(bytes.subarray(0, KANGXI_MAGIC.length)) !== KANGXI_MAGIC)
    throw new Error('kangxi-radicals.bin.gz: wrong format')
  return bytes.subarray(KANGXI_MAGIC.length)
}

/** The Kangxi place of a code point, or undefined when the table has none (outside its ranges or not in the dictionary). */
export function kangxiPlace(codePoint: number): KangxiPlace | undefined {
  table ??= load()
  let offset = 0
  for (const [from, to] of KANGXI_RANGES) {
    if (codePoint >= from && codePoint <= to) {
      const at = 2 * (offset + codePoint - from)
      const radical = table[at]!
      if (radical === 0) return undefined
      return { radical, residual: (table[at + 1]! << 24) >> 24 }
    }
    offset += to - from + 1
  }
  return undefined
}
