/**
 * `npm run test:browser` runs every browser test, as the README says: the script's command line,
 * run here without a browser (every file then skips with its notice), names each
 * `test/web/browser/*.browser.mjs` and no bun test.
 */
import { describe, expect, it } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import packageJson from '../../package.json'

const ROOT = resolve(import.meta.dir, '../..')

describe('npm run test:browser', () => {
  it('runs every browser test file and only those', () => {
    const [command, ...args] = packageJson.scripts['test:browser'].split(' ')
    expect(command).toBe('node')
    const run = Bun.spawnSync([process.execPath.endsWith('node') ? process.execPath : 'node', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CHROMIUM_PATH: '/nonexistent/chromium' },
    })
    const output = run.stdout.toString() + run.stderr.toString()
    expect(run.exitCode).toBe(0)
    const files = readdirSync(join(ROOT, 'test/web/browser')).filter((name) => name.endsWith('.browser.mjs'))
    expect(files.length).toBeGreaterThan(3)
    const commandLine = output.split('\n').find((line) => line.startsWith('$ ') && line.includes('--test'))
    expect(commandLine).toBeDefined()
    for (const file of files) expect(commandLine).toContain(`test/web/browser/${file}`)
    expect(output).not.toContain('$ bun test')
    // Each file ran (and skipped for want of a browser).
    expect(output.match(/NOTICE: skipping the browser tests/g)?.length).toBe(files.length)
  }, 60_000)
})
