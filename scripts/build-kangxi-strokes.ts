/**
 * Builds `src/core/names/kangxi-radicals.bin.gz`: each Han character's Kangxi radical and residual
 * strokes, from the Unicode Han Database (Unihan) field `kRSKangXi` (docs/domain.md §"Name analysis").
 *
 * `kRSKangXi` ("radical.residual", the position of the character in the 康熙字典) was removed from
 * Unihan after Unicode 15.0, so the input is pinned to Unihan 15.0.0 as Debian ships it in the
 * `unicode-data` 15.0.0-1 package. When the unpacked file is not there the script downloads the
 * package with `apt-get download unicode-data=15.0.0-1` and unpacks it with `dpkg-deb -x` into
 * `$TMPDIR/bazi-unicode-data-15.0.0`; it checks the file's own "Unicode version: 15.0.0" line.
 *
 * Output (gzip): the ASCII magic `KXRS1`, then for every code point of the ranges in
 * `KANGXI_RANGES` (CJK Unified Ideographs Extension A and the URO, the characters names are written
 * in) two bytes: the radical number (1-214, 0 = Unihan has no `kRSKangXi` for it) and the residual
 * stroke count as a signed byte (王 is 96.-1: the radical 玉 less one stroke; 耂 is 125.-2). The stroke rules
 * (full form of the radical, numerals, reviewed overrides) are applied by the core, not here.
 *
 * `--review` prints the characters of Big5, JIS X 0208 and KS X 1001 whose formula count is below
 * Unihan's written count `kTotalStrokes` by more than the radical's reduced form explains: the
 * candidates for the reviewed override table (`src/core/names/stroke-overrides.ts`).
 *
 * Licence: Unicode License V3 (ATTRIBUTION.md). Run: `bun scripts/build-kangxi-strokes.ts`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KANGXI_RANGES, KANGXI_MAGIC } from '../src/core/names/kangxi-ranges'
import { radicalStrokes, REDUCED_FORM_STROKES } from '../src/core/names/radicals'

const PACKAGE = 'unicode-data=15.0.0-1'
const CACHE = join(tmpdir(), 'bazi-unicode-data-15.0.0')
const UNICODE_DIR = join(CACHE, 'usr/share/unicode')
const OUT = join(import.meta.dir, '../src/core/names/kangxi-radicals.bin.gz')

function ensureUnihan(): void {
  if (existsSync(join(UNICODE_DIR, 'Unihan_RadicalStrokeCounts.txt.bz2'))) return
  mkdirSync(CACHE, { recursive: true })
  execFileSync('apt-get', ['download', PACKAGE], { cwd: CACHE, stdio: 'inherit' })
  const deb = readdirSync(CACHE).find((f) => f.startsWith('unicode-data_15.0.0') && f.endsWith('.deb'))
  if (!deb) throw new Error(`apt-get did not fetch ${PACKAGE}`)
  execFileSync('dpkg-deb', ['-x', join(CACHE, deb), CACHE])
}

/** One Unihan file as field → code point → value; checks that it is Unicode 15.0.0. */
function readUnihan(file: string, fields: readonly string[]): Map<string, Map<number, string>> {
  const text = execFileSync('bzcat', [join(UNICODE_DIR, file)], { maxBuffer: 1 << 28 }).toString('utf8')
  if (!/^# Unicode version: 15\.0\.0$/m.test(text)) throw new Error(`${file} is not Unihan 15.0.0`)
  const out = new Map(fields.map((f) => [f, new Map<number, string>()]))
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue
    const [cp, field, value] = line.split('\t')
    out.get(field!)?.set(Number.parseInt(cp!.slice(2), 16), value!)
  }
  return out
}

ensureUnihan()
const rs = readUnihan('Unihan_RadicalStrokeCounts.txt.bz2', ['kRSKangXi']).get('kRSKangXi')!
const size = KANGXI_RANGES.reduce((n, [from, to]) => n + to - from + 1, 0)
const body = new Uint8Array(KANGXI_MAGIC.length + 2 * size)
body.set(new TextEncoder().encode(KANGXI_MAGIC))
let at = KANGXI_MAGIC.length
let known = 0
for (const [from, to] of KANGXI_RANGES) {
  for (let cp = from; cp <= to; cp++, at += 2) {
    const value = rs.get(cp)
    if (!value) continue
    // One value per character in 15.0 (a second, if ever present, is a variant placement).
    const [radical, residual] = value.split(' ')[0]!.split('.').map(Number)
    if (!(radical! >= 1 && radical! <= 214) || !Number.isInteger(residual) || residual! < -3 || residual! > 100)
      throw new Error(`U+${cp.toString(16)}: unexpected kRSKangXi ${value}`)
    body[at] = radical!
    body[at + 1] = residual! & 0xff
    known++
  }
}
const gz = Bun.gzipSync(body, { level: 9 })
writeFileSync(OUT, gz)
console.log(`${OUT}: ${known} of ${size} code points, ${body.length} bytes, ${gz.length} gzipped`)

if (process.argv.includes('--review')) {
  // The Traditional character sets (Big5, JIS X 0208, KS X 1001): names are counted on those forms.
  const sources = readUnihan('Unihan_OtherMappings.txt.bz2', ['kBigFive', 'kJis0', 'kKSC0'])
  const counts = readUnihan('Unihan_IRGSources.txt.bz2', ['kTotalStrokes']).get('kTotalStrokes')!
  const common = new Set([...sources.values()].flatMap((m) => [...m.keys()]))
  for (const cp of [...common].sort((a, b) => a - b)) {
    const value = rs.get(cp)
    const total = counts.get(cp)
    if (!value || !total) continue
    const [radical, residual] = value.split('.').map(Number)
    const formula = radicalStrokes(radical!) + residual!
    // kTotalStrokes: the first value is the G (mainland) count, the last the T (Taiwan) one.
    const written = Number(total.split(' ').at(-1))
    const reduced = REDUCED_FORM_STROKES[radical!]
    const explained = formula === written || (reduced !== undefined && formula - (radicalStrokes(radical!) - reduced) === written)
    if (!explained && formula < written)
      console.log(`${String.fromCodePoint(cp)}\tU+${cp.toString(16).toUpperCase()}\t${value}\tformula ${formula}\twritten ${written}`)
  }
}
