/**
 * Core functions stay short (issue 16: none over ~80 lines unless it is a table). The check reads each
 * file as a run of top-level declarations (a line starting with `export`, `const`, `function`, …)
 * and measures each up to the next; a nested function is inside its top-level one, so it is covered.
 * A declaration whose value opens with `[` or `{` on its first line is a table and may be long.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../..')
const CORE = join(ROOT, 'src/core')
const MAX_LINES = 80

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? sourceFiles(path) : e.name.endsWith('.ts') ? [path] : []
  })

const DECLARATION = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|function|class|type|interface)\b/
const TABLE = /=\s*(?:\[|\{)\s*$/

/** Top-level declarations longer than MAX_LINES that are not tables: "line: first line". */
const longDeclarations = (text: string): string[] => {
  const lines = text.split('\n')
  const starts = lines.flatMap((line, i) => (DECLARATION.test(line) ? [i] : []))
  return starts.flatMap((start, k) => {
    let end = (starts[k + 1] ?? lines.length) - 1
    while (end > start && !/^[})\]]/.test(lines[end])) end-- // up to the declaration's own closing line
    const length = end - start + 1
    return length > MAX_LINES && !TABLE.test(lines[start]) ? [`${start + 1} (${length} lines): ${lines[start].slice(0, 80)}`] : []
  })
}

describe('core function length', () => {
  test(`no function in src/core is over ${MAX_LINES} lines (tables aside)`, () => {
    const long = sourceFiles(CORE).flatMap((f) => longDeclarations(readFileSync(f, 'utf8')).map((d) => `${relative(ROOT, f)}:${d}`))
    expect(long).toEqual([])
  })
  test('the check sees a long function and lets a long table pass', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const x${i} = ${i}`).join('\n')
    const rows = Array.from({ length: MAX_LINES }, (_, i) => `  ${i},`).join('\n')
    expect(longDeclarations(`export function long(): void {\n${body}\n}\n`)).toHaveLength(1)
    expect(longDeclarations(`export function short(): void {\n  return\n}\n`)).toEqual([])
    expect(longDeclarations(`export const TABLE: number[] = [\n${rows}\n]\n`)).toEqual([])
  })
})
