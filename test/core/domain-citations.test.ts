/**
 * Comments in src/core cite their calendar rules in docs/domain.md by section name; every cited
 * section must exist, every repository file a comment names must exist, and no comment anywhere in
 * src/ may cite a document outside the repository (the research notes, the spec, issues, the
 * shared folder beside the checkout).
 */
import { describe, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../..')
const CORE = join(ROOT, 'src/core')
const SRC = join(ROOT, 'src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? sourceFiles(path) : e.name.endsWith('.ts') ? [path] : []
  })

const sections = new Set([...readFileSync(join(ROOT, 'docs/domain.md'), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim()))

/** `docs/domain.md, "A" and "B"` → ['A', 'B'] (a citation may name several sections, across a line break). */
const citedSections = (text: string): string[] =>
  [...text.matchAll(/docs\/domain\.md,\s*((?:\s*\*?\s*(?:and\s+)?"[^"]+")+)/g)].flatMap((m) =>
    [...m[1].matchAll(/"([^"]+)"/g)].map((q) => q[1]),
  )

/**
 * Repository paths named in the text (`src/…`, `docs/…`, `scripts/…`, `test/…`, `bench/…`), except a
 * path in another project, written right after that project's owner/name (Brhiza/mingyu `src/utils/tarot.ts`).
 */
const namedPaths = (text: string): string[] =>
  [...text.matchAll(/(?<![\w./-])(?:src|docs|scripts|test|bench)\/[\w./-]+\.(?:ts|md|js|json)/g)]
    .filter((m) => !/[\w-]+\/[\w.-]+ `$/.test(text.slice(Math.max(0, m.index - 60), m.index)))
    .map((m) => m[0])

/** Citations of documents that are not in the repository (the research notes, the spec, issues). */
const FOREIGN =
  /domain notes|interface-spec|(?<!docs\/)domain\.md|\bissue \d|\b(?:stack|geo) notes|\bthe spec\b|(?:\.\.\/)+shared\/|\bshared\/(?:notes|spec)\//g

describe('documents cited by src/core', () => {
  const files = sourceFiles(CORE)
  test('every docs/domain.md section cited in a comment exists', () => {
    const missing = files.flatMap((f) =>
      citedSections(readFileSync(f, 'utf8'))
        .filter((s) => !sections.has(s))
        .map((s) => `${relative(ROOT, f)}: "${s}"`),
    )
    expect(missing).toEqual([])
  })
  test('every repository file a comment names exists', () => {
    const missing = files.flatMap((f) =>
      namedPaths(readFileSync(f, 'utf8'))
        .filter((p) => !existsSync(join(ROOT, p)))
        .map((p) => `${relative(ROOT, f)}: ${p}`),
    )
    expect(missing).toEqual([])
  })
  test('no comment in src/ cites a document outside the repository', () => {
    const foreign = sourceFiles(SRC).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(FOREIGN)].map((m) => `${relative(ROOT, f)}: ${m[0]}`),
    )
    expect(foreign).toEqual([])
  })
  test('the checks see a missing section and a foreign citation', () => {
    expect(citedSections('(docs/domain.md, "Place and offset" and "No such section")')).toEqual(['Place and offset', 'No such section'])
    expect(sections.has('No such section')).toBe(false)
    expect(namedPaths('REST in `src/http/gone.ts`; Brhiza/mingyu `src/utils/tarot.ts`')).toEqual(['src/http/gone.ts'])
    expect(existsSync(join(ROOT, 'src/http/gone.ts'))).toBe(false)
    expect('see domain notes §1, geo notes §2, the spec, issue 4, `../shared/notes/locales.md`'.match(FOREIGN)).toEqual([
      'domain notes',
      'geo notes',
      'the spec',
      'issue 4',
      '../shared/',
    ])
  })
})
