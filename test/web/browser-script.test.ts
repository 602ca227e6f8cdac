/**
 * `npm run test:browser` runs every browser test, as the README says: run here without a browser,
 * every `test/web/browser/*.browser.mjs` file loads and skips with its notice (one per file).
 */
import { describe, expect, it } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../..')

describe('npm run test:browser', () => {
  it('runs every browser test file', () => {
    const run = Bun.spawnSync(['npm', 'run', '--silent', 'test:browser'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CHROMIUM_PATH: '/nonexistent/chromium' },
    })
    const output = run.stdout.toString() + run.stderr.toString()
    expect(run.exitCode).toBe(0)
    const files = readdirSync(join(ROOT, 'test/web/browser')).filter((name) => name.endsWith('.browser.mjs'))
    expect(files.length).toBeGreaterThan(3)
    // Each file ran (and skipped for want of a browser): one notice per file.
    expect(output.match(/NOTICE: skipping the browser tests/g)?.length).toBe(files.length)
  }, 60_000)
})
