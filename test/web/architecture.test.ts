/**
 * The settings page's place in the layers (docs/architecture.md, "Dependency direction"): src/web
 * reaches data through the Store and never through the API's transports, pipeline, operations or
 * contracts; and only src/app.ts wires it in. Read from the real import graph (Bun's transpiler),
 * type-only imports included.
 */
import { describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SRC = resolve(import.meta.dir, '../../src')
const transpiler = new Bun.Transpiler({ loader: 'ts' })
const TYPE_IMPORT = /^\s*(?:import|export)\s+type\s+[^'"]*?from\s+['"]([^'"]+)['"]/gm

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

/** src-relative imported paths (local imports only, extension-less) of one file. */
function localImports(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/^#!.*/, '')
  const specifiers = new Set(transpiler.scanImports(code).map((i) => i.path))
  for (const match of code.matchAll(TYPE_IMPORT)) specifiers.add(match[1])
  return [...specifiers].filter((s) => s.startsWith('.')).map((s) => relative(SRC, resolve(dirname(file), s)))
}

const ALLOWED_OUTSIDE_WEB = [/^core\/errors$/, /^store\//, /^deps$/, /^transport\//]

describe('src/web in the layers', () => {
  it('imports only the error type, the store, the dependencies and the transport room', () => {
    const files = sourceFiles(join(SRC, 'web'))
    expect(files.length).toBeGreaterThan(5)
    const breaches = files.flatMap((file) =>
      localImports(file)
        .filter((target) => !target.startsWith('web/') && !ALLOWED_OUTSIDE_WEB.some((rule) => rule.test(target)))
        .map((target) => `${relative(SRC, file)} → ${target}`),
    )
    expect(breaches).toEqual([])
  })

  it('is imported by src/app.ts alone', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith('web/'))
      .filter((file) => localImports(file).some((target) => target.startsWith('web/')))
      .map((file) => relative(SRC, file))
    expect(importers).toEqual(['app.ts'])
  })
})
