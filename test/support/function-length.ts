/**
 * The function-length check of the folders that keep their functions short (src/core, src/web): none
 * over ~80 lines unless it is a table. It reads each file as a run of top-level declarations (a line
 * starting with `export`, `const`, `function`, …) and measures each up to the next; a nested
 * function is inside its top-level one, so it is covered. A declaration whose value opens with `[`
 * or `{` on its first line is a table and may be long.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const MAX_LINES = 80

const ROOT = resolve(import.meta.dir, '../..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? sourceFiles(path) : e.name.endsWith('.ts') ? [path] : []
  })

const DECLARATION = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|function|class|type|interface)\b/
const TABLE = /=\s*(?:\[|\{)\s*$/

/** Top-level declarations longer than MAX_LINES that are not tables: "line: first line". */
export const longDeclarations = (text: string): string[] => {
  const lines = text.split('\n')
  const starts = lines.flatMap((line, i) => (DECLARATION.test(line) ? [i] : []))
  return starts.flatMap((start, k) => {
    let end = (starts[k + 1] ?? lines.length) - 1
    while (end > start && !/^[})\]]/.test(lines[end])) end-- // up to the declaration's own closing line
    const length = end - start + 1
    return length > MAX_LINES && !TABLE.test(lines[start]) ? [`${start + 1} (${length} lines): ${lines[start].slice(0, 80)}`] : []
  })
}

/** The long declarations of every .ts file under a folder of the repository ("src/core"): "file:line (…)". */
export const longDeclarationsUnder = (folder: string): string[] =>
  sourceFiles(join(ROOT, folder)).flatMap((f) => longDeclarations(readFileSync(f, 'utf8')).map((d) => `${relative(ROOT, f)}:${d}`))
