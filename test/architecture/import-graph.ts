/**
 * The real import graph of src/ and the layer table of docs/architecture.md, for the architecture
 * tests. Imports are read with Bun's transpiler (static and dynamic) plus every `import … from` /
 * `export … from` line, so type-only imports count: a type import is still a dependency a reader
 * has to follow.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dir, '../..')
export const SRC = join(ROOT, 'src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

const transpiler = new Bun.Transpiler({ loader: 'ts' })
const FROM_CLAUSE = /^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm

/** src-relative path → src-relative paths it imports (local files only). */
export function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC)
  const fileSet = new Set(files)
  const resolveLocal = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('.')) return null
    const base = resolve(dirname(from), specifier)
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (fileSet.has(candidate)) return candidate
    return null
  }
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(/^#!.*/, '')
    const specifiers = new Set(transpiler.scanImports(code).map((i) => i.path))
    for (const match of code.matchAll(FROM_CLAUSE)) specifiers.add(match[1])
    const targets = [...specifiers].map((s) => resolveLocal(file, s)).filter((t): t is string => t !== null)
    graph.set(relative(SRC, file), [...new Set(targets.map((t) => relative(SRC, t)))])
  }
  return graph
}

export const edges = (graph: Map<string, string[]>) => [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })))

export interface Layer {
  name: string
  /** src-relative folders (ending in /) and files. */
  places: string[]
  mayImport: string[]
}

/** The rows of the table under "## Layers" in docs/architecture.md, top (innermost) first. */
export function layerTable(markdown = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')): Layer[] {
  const section = markdown.slice(markdown.indexOf('## Layers'), markdown.indexOf('\n## ', markdown.indexOf('## Layers') + 1))
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Layer |'))
  return rows.map((row) => {
    const [name, where, mayImport] = row.split(' | ').map((cell) => cell.replace(/^\| /, '').trim())
    return {
      name,
      places: [...where.matchAll(/`src\/([^`]+)`/g)].map((m) => m[1]),
      mayImport: mayImport === 'nothing' ? [] : mayImport.split(',').map((n) => n.trim()),
    }
  })
}

/** The layer a src-relative file belongs to: every layer whose places hold it. */
export const layersOf = (layers: Layer[], file: string): Layer[] =>
  layers.filter((layer) => layer.places.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place)))

/** Every import that crosses into a layer its own layer may not import (as "from → to (A → B)"). */
export function layerBreaches(layers: Layer[], graph: Map<string, string[]>): string[] {
  const breaches: string[] = []
  for (const { from, to } of edges(graph)) {
    const [source] = layersOf(layers, from)
    const [target] = layersOf(layers, to)
    if (!source || !target || source === target) continue
    if (!source.mayImport.includes(target.name)) breaches.push(`${from} → ${to} (${source.name} → ${target.name})`)
  }
  return breaches
}

/** Every file `start` loads, following its imports to the end (dynamic ones included). */
export function reachableFrom(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of graph.get(file) ?? []) visit(next)
  }
  visit(start)
  return seen
}
