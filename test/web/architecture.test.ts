/**
 * The settings page's place in the layers: its imports are checked with every other layer's against
 * the table of docs/architecture.md (test/architecture/imports.test.ts); here, that only src/app.ts
 * wires it in.
 */
import { describe, expect, it } from 'bun:test'
import { importGraph } from '../architecture/import-graph'

describe('src/web in the layers', () => {
  it('is imported by src/app.ts alone', () => {
    const graph = importGraph()
    expect([...graph.keys()].filter((file) => file.startsWith('web/')).length).toBeGreaterThan(5)
    const importers = [...graph]
      .filter(([file, targets]) => !file.startsWith('web/') && targets.some((target) => target.startsWith('web/')))
      .map(([file]) => file)
    expect(importers).toEqual(['app.ts'])
  })
})
