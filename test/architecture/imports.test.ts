/**
 * The house rules of docs/architecture.md "Dependency direction", checked on the real import graph
 * (Bun's transpiler lists every import of every file under src/, type-only imports included, since
 * a type import is still a dependency a reader has to follow).
 */
import { describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../..')
const SRC = join(ROOT, 'src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

// Type-only imports are kept: `scanImports` drops them, so `import type` lines are read separately.
const transpiler = new Bun.Transpiler({ loader: 'ts' })
const TYPE_IMPORT = /^\s*(?:import|export)\s+type\s+[^'"]*?from\s+['"]([^'"]+)['"]/gm

const FILES = sourceFiles(SRC)
const fileSet = new Set(FILES)

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (fileSet.has(candidate)) return candidate
  return null
}

/** src-relative path → src-relative paths it imports (local files only). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of FILES) {
    const code = readFileSync(file, 'utf8').replace(/^#!.*/, '')
    const specifiers = new Set(transpiler.scanImports(code).map((i) => i.path))
    for (const match of code.matchAll(TYPE_IMPORT)) specifiers.add(match[1])
    const targets = [...specifiers].map((s) => resolveLocal(file, s)).filter((t): t is string => t !== null)
    graph.set(relative(SRC, file), [...new Set(targets.map((t) => relative(SRC, t)))])
  }
  return graph
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return cycles
}

const edges = (graph: Map<string, string[]>) => [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })))
const inFolder = (path: string, folder: string) => path.startsWith(`${folder}/`)

describe('the import graph of src/', () => {
  const graph = importGraph()

  it('is read (a sanity check that the scan sees the files and their imports)', () => {
    expect(graph.size).toBeGreaterThan(50)
    expect(graph.get('app.ts')).toContain('http/v1.ts')
  })

  it('has no import circle', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  it('has no import between src/mcp and src/http, either way', () => {
    const crossing = edges(graph).filter(
      ({ from, to }) => (inFolder(from, 'mcp') && inFolder(to, 'http')) || (inFolder(from, 'http') && inFolder(to, 'mcp')),
    )
    expect(crossing).toEqual([])
  })

  it('has no operation importing another operation (shared shapes live in src/contracts, shared computation in operations/shared)', () => {
    const isOperation = (path: string) => /^operations\/[^/]+\.ts$/.test(path) && path !== 'operations/index.ts'
    const between = edges(graph).filter(({ from, to }) => inFolder(from, 'operations') && from !== 'operations/index.ts' && isOperation(to))
    expect(between).toEqual([])
  })

  it('keeps the core pure: src/core imports nothing outside src/core', () => {
    expect(edges(graph).filter(({ from, to }) => inFolder(from, 'core') && !inFolder(to, 'core'))).toEqual([])
  })

  it('keeps src/contracts on the core alone', () => {
    expect(edges(graph).filter(({ from, to }) => inFolder(from, 'contracts') && !inFolder(to, 'contracts') && !inFolder(to, 'core'))).toEqual([])
  })

  it('keeps the transports and the pipeline out of contracts, core and the transport room', () => {
    const inward = edges(graph).filter(
      ({ from, to }) =>
        (inFolder(from, 'contracts') || inFolder(from, 'transport') || inFolder(from, 'pipeline')) &&
        (inFolder(to, 'http') || inFolder(to, 'mcp') || inFolder(to, 'operations')),
    )
    expect(inward).toEqual([])
  })
})

describe('the naming rule of operation files', () => {
  it('names every operation file after its capability’s operationId in kebab-case', async () => {
    const { CAPABILITIES } = await import('../../src/operations/index')
    const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    const files = readdirSync(join(SRC, 'operations'))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.slice(0, -3))
      .sort()
    expect(files).toEqual(CAPABILITIES.map((c) => kebab(c.operationId)).sort())
    for (const file of files) {
      const module = await import(join(SRC, 'operations', `${file}.ts`))
      const ids = Object.values(module).map((value) => (value as { operationId?: string })?.operationId).filter(Boolean)
      expect(ids.map((id) => kebab(id!))).toEqual([file])
    }
  })
})

describe('the cycle finder itself', () => {
  it('finds a circle and passes a tree', () => {
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']])
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([])
  })
})
