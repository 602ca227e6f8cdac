/**
 * `npm run build`: one self-contained executable, dist/bazi-service, made with `bun build --compile`;
 * beside it the desktop bundle dist/bazi-service.mcpb and the registry entry dist/server.json.
 * The binary ignores any .env or bunfig.toml in the directory it runs from (a service binary must
 * behave the same wherever it is started), and embeds every data file it needs (gazetteer, solar
 * terms, the docs UI).
 */
import { $ } from 'bun'
import { mkdirSync, statSync } from 'node:fs'
import { buildBundle } from './scripts/bundle'

const outfile = process.argv[2] ?? 'dist/bazi-service'
mkdirSync('dist', { recursive: true })

const started = performance.now()
// The PNG rasteriser's worker thread is an entry point of its own (src/operations/shared/raster-pool.ts finds it).
// --bytecode ships precompiled bytecode: ~65 ms less from spawn to listening (≈100 ms instead of ≈165 ms
// on the benchmark machine) for ~7 MB more binary (BENCHMARKS.md).
await $`bun build --compile --bytecode --target=bun --format=esm --minify-whitespace --minify-syntax --keep-names --sourcemap=none --no-compile-autoload-dotenv --no-compile-autoload-bunfig ./src/index.ts ./src/operations/shared/raster-worker.ts --outfile ${outfile}`
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const sizeMb = (statSync(outfile).size / 1024 / 1024).toFixed(1)
console.log(`built ${outfile}: ${sizeMb} MiB in ${seconds} s`)

// The desktop bundle around the binary, and the registry entry with its hash (scripts/bundle.ts).
const { bundle, serverJson, sha256 } = await buildBundle(outfile)
console.log(`built ${bundle}: ${(statSync(bundle).size / 1024 / 1024).toFixed(1)} MiB, sha256 ${sha256}; ${serverJson}`)
