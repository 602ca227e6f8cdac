/**
 * The house rules of docs/architecture.md ("Layers" and "Dependency direction"), checked on the real
 * import graph of src/ (./import-graph.ts): the layer table as written in the document, no circles,
 * no operation importing another, a pure core, a supervisor that loads no serving code.
 */
import { describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { edges, importGraph, type Layer, layerBreaches, layersOf, layerTable, reachableFrom, SRC } from './import-graph'

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

  const layers = layerTable()

  it('reads the layer table of docs/architecture.md', () => {
    expect(layers.map((l) => l.name)).toContain('Core')
    expect(layers.length).toBeGreaterThan(10)
    for (const layer of layers) expect(layer.places.length).toBeGreaterThan(0)
  })

  it('has a table that only runs downward: each layer may import only layers above it', () => {
    const upward = layers.flatMap((layer, index) =>
      layer.mayImport
        .filter((name) => layers.findIndex((l) => l.name === name) < 0 || layers.findIndex((l) => l.name === name) >= index)
        .map((name) => `${layer.name} → ${name}`),
    )
    expect(upward).toEqual([])
  })

  it('puts every file of src/ in exactly one layer', () => {
    const misplaced = [...graph.keys()].filter((file) => layersOf(layers, file).length !== 1)
    expect(misplaced).toEqual([])
  })

  it('has no import into a layer the table does not allow (type-only imports included)', () => {
    expect(layerBreaches(layers, graph)).toEqual([])
  })

  it('keeps the supervisor free of store, model and MCP code, followed to the end', () => {
    const loaded = [...reachableFrom(graph, 'supervisor.ts')]
    expect(loaded.filter((file) => /^(store|ai|mcp|web|http|pipeline|operations)\/|^(deps|app|serve)\.ts$/.test(file))).toEqual([])
    expect(loaded).toContain('log.ts')
  })

  it('has no operation importing another operation (shared shapes live in src/contracts, shaping in src/presenters, computation in operations/shared)', () => {
    const isOperation = (path: string) => /^operations\/[^/]+\.ts$/.test(path) && path !== 'operations/index.ts'
    const between = edges(graph).filter(({ from, to }) => inFolder(from, 'operations') && from !== 'operations/index.ts' && isOperation(to))
    expect(between).toEqual([])
  })

  it('keeps the core pure: src/core imports nothing outside src/core', () => {
    expect(edges(graph).filter(({ from, to }) => inFolder(from, 'core') && !inFolder(to, 'core'))).toEqual([])
  })
})

describe('the layer check itself', () => {
  const layers: Layer[] = [
    { name: 'Inner', places: ['inner/'], mayImport: [] },
    { name: 'Outer', places: ['outer.ts'], mayImport: ['Inner'] },
  ]
  it('finds an import up the table and passes one down it', () => {
    const graph = new Map([
      ['outer.ts', ['inner/a.ts']],
      ['inner/a.ts', ['inner/b.ts', 'outer.ts']],
      ['inner/b.ts', []],
    ])
    expect(layerBreaches(layers, graph)).toEqual(['inner/a.ts → outer.ts (Inner → Outer)'])
  })
  it('reads a table row into its places and allowed layers', () => {
    const table = layerTable(
      '## Layers\n\n| Layer | Where | May import | What |\n|---|---|---|---|\n| Web | `src/web/`, `src/x.ts` | Core, Store | pages |\n\n## Next\n',
    )
    expect(table).toEqual([{ name: 'Web', places: ['web/', 'x.ts'], mayImport: ['Core', 'Store'] }])
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
      const ids = Object.values(module)
        .map((value) => (value as { operationId?: string })?.operationId)
        .filter(Boolean)
      expect(ids.map((id) => kebab(id!))).toEqual([file])
    }
  })
})

describe('an operation file is a short definition', () => {
  /**
   * One `defineCapability` and the little that is its own: input mappings belong in the contract,
   * shaping in the presenters, computation in the core or `operations/shared/`.
   */
  const MAX_LINES = 100
  it(`keeps every operation file under ${MAX_LINES} lines`, () => {
    const long = readdirSync(join(SRC, 'operations'))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => ({ name, lines: readFileSync(join(SRC, 'operations', name), 'utf8').split('\n').length }))
      .filter((file) => file.lines >= MAX_LINES)
    expect(long).toEqual([])
  })
})

describe('the cycle finder itself', () => {
  it('finds a circle and passes a tree', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']])
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })
})
