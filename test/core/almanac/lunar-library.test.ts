/**
 * The calendar library (lunar-typescript) loads on first use, not at start-up
 * (src/core/almanac/lunar-library.ts): the application's whole module graph loads without it, the
 * first almanac loads it, and no file in src/ imports it statically (which would load it at start
 * again and put a second build of it in the binary).
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dir, '..', '..', '..')
const SRC = join(ROOT, 'src')
const transpiler = new Bun.Transpiler({ loader: 'ts' })

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )

describe('the calendar library on first use', () => {
  test('no file in src/ imports lunar-typescript for its values (type-only imports are erased)', () => {
    const uses = sourceFiles(SRC).flatMap((file) =>
      transpiler
        .scanImports(readFileSync(file, 'utf8').replace(/^#!.*/, ''))
        .filter((i) => i.path === 'lunar-typescript')
        .map((i) => `${relative(ROOT, file)} ${i.kind}`),
    )
    // The one accessor requires it inside a function; nothing imports it.
    expect(uses).toEqual(['src/core/almanac/lunar-library.ts require-call'])
  })

  test('the application loads without it; the first almanac loads it', () => {
    const script = `
      const loaded = () => Object.keys(require.cache).some((k) => k.includes('lunar-typescript'))
      await import('./src/app.ts')
      const atStart = loaded()
      const { dailyAlmanac } = await import('./src/core/almanac/almanac.ts')
      const day = dailyAlmanac('2025-05-07', 'en')
      console.log(JSON.stringify({ atStart, afterAlmanac: loaded(), suitable: day.activities?.suitable?.length ?? null }))`
    const run = Bun.spawnSync([process.execPath, '-e', script], { cwd: ROOT, env: { ...process.env } })
    expect(run.exitCode).toBe(0)
    const result = JSON.parse(run.stdout.toString().trim().split('\n').at(-1)!)
    expect(result.atStart).toBe(false)
    expect(result.afterAlmanac).toBe(true)
  })
})
