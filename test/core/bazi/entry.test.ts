/**
 * `src/core/bazi/index.ts` is the one entry of the Bazi core: code outside `src/core/bazi` imports
 * from it and never from the individual files (tests may reach inside to test a piece on its own).
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../../..')
const BAZI = join(ROOT, 'src/core/bazi')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(e.name) ? [path] : []
  })

/** Relative import specifiers of a file (static `from '…'` and `import('…')`). */
const importsOf = (text: string): string[] => [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]*)['"]/g)].map((m) => m[1])

/** Imports from outside src/core/bazi that reach a file inside it other than its index. */
const bypassingImports = (files: { file: string; text: string }[]): string[] =>
  files
    .filter(({ file }) => !file.startsWith(BAZI + '/'))
    .flatMap(({ file, text }) =>
      importsOf(text)
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => target.startsWith(BAZI + '/') && relative(BAZI, target) !== 'index')
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    )

describe('the Bazi core entry', () => {
  test('nothing under src/ outside src/core/bazi imports a file of it other than index.ts', () => {
    expect(bypassingImports(sourceFiles(join(ROOT, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') })))).toEqual([])
  })

  test('the check sees an import that bypasses the entry, and lets the entry and the files inside pass', () => {
    const outside = join(ROOT, 'src/core/daily/example.ts')
    const inside = join(BAZI, 'example.ts')
    expect(
      bypassingImports([
        {
          file: outside,
          text: "import { STEMS } from '../bazi/ganzhi'\nimport { glossary } from '../bazi'\nconst m = await import('../bazi/chart')",
        },
        { file: inside, text: "import { STEMS } from './ganzhi'" },
      ]),
    ).toEqual(['src/core/daily/example.ts -> src/core/bazi/ganzhi', 'src/core/daily/example.ts -> src/core/bazi/chart'])
  })
})
