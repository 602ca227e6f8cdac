/**
 * Short functions: none in src/ over 100 lines, none in src/core or src/web over 80, unless it is a
 * table (a function whose whole body is one object or array literal, such as the SQLite store's
 * prepared statements). Functions are found by parsing each file (@babel/parser with TypeScript):
 * declarations, expressions, arrows and methods alike; a nested function counts inside its outer one
 * and on its own.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from '@babel/parser'
import { ROOT, SRC } from './import-graph'

const LIMIT = 100
const STRICT_LIMIT = 80
const STRICT_FOLDERS = ['core/', 'web/']

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown }

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? sourceFiles(path) : e.name.endsWith('.ts') ? [path] : []
  })

const isFunction = (node: Node) =>
  /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ObjectMethod|ClassMethod|ClassPrivateMethod|TSDeclareMethod)$/.test(
    node.type,
  )
const isLiteralTable = (node: Node | undefined) => node?.type === 'ObjectExpression' || node?.type === 'ArrayExpression'

/** A table: an arrow returning a literal, or a body that is one `return` of a literal. */
function isTable(fn: Node): boolean {
  let body = fn.body as Node
  while (body?.type === 'TSAsExpression' || body?.type === 'ParenthesizedExpression') body = body.expression as Node
  if (isLiteralTable(body)) return true
  const statements = (body?.body as Node[] | undefined) ?? []
  return statements.length === 1 && statements[0].type === 'ReturnStatement' && isLiteralTable(statements[0].argument as Node)
}

/** Functions over their limit in `code`: "line (N lines): name". */
function longFunctions(code: string, limit: number): string[] {
  const found: string[] = []
  const visit = (node: Node, name: string) => {
    const own = (node.id as Node | undefined)?.name ?? (node.key as Node | undefined)?.name ?? name
    if (isFunction(node) && node.loc) {
      const lines = node.loc.end.line - node.loc.start.line + 1
      if (lines > limit && !isTable(node)) found.push(`${node.loc.start.line} (${lines} lines): ${own || 'anonymous'}`)
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue
      const children = Array.isArray(value) ? value : [value]
      for (const child of children)
        if (child && typeof (child as Node).type === 'string') visit(child as Node, typeof own === 'string' ? own : name)
    }
  }
  visit(parse(code, { sourceType: 'module', plugins: ['typescript', 'importAttributes'] }).program as unknown as Node, '')
  return found
}

describe('function length', () => {
  test(`no function in src/ is over ${LIMIT} lines, none in ${STRICT_FOLDERS.join(', ')} over ${STRICT_LIMIT} (tables aside)`, () => {
    const long = sourceFiles(SRC).flatMap((file) => {
      const path = relative(SRC, file)
      const limit = STRICT_FOLDERS.some((folder) => path.startsWith(folder)) ? STRICT_LIMIT : LIMIT
      return longFunctions(readFileSync(file, 'utf8'), limit).map((d) => `${relative(ROOT, file)}:${d}`)
    })
    expect(long).toEqual([])
  })

  test('the check sees a long function, method and arrow, and lets a long table pass', () => {
    const body = Array.from({ length: 10 }, (_, i) => `  const x${i} = ${i}`).join('\n')
    const rows = Array.from({ length: 10 }, (_, i) => `  k${i}: ${i},`).join('\n')
    expect(longFunctions(`export function long(): void {\n${body}\n}\n`, 8)).toEqual(['1 (12 lines): long'])
    expect(longFunctions(`class A {\n  m() {\n${body}\n  }\n}\n`, 8)).toEqual(['2 (12 lines): m'])
    expect(longFunctions(`const f = () => {\n${body}\n}\n`, 8)).toEqual(['1 (12 lines): f'])
    expect(longFunctions(`export function short(): void {\n  return\n}\n`, 8)).toEqual([])
    expect(longFunctions(`const table = (db: Db) => ({\n${rows}\n})\n`, 8)).toEqual([])
    expect(longFunctions(`function table() {\n  return {\n${rows}\n  }\n}\n`, 8)).toEqual([])
  })
})
