/**
 * `npm test`: the whole suite. First `bun test` (unit, HTTP, MCP, CLI and store tests), then the
 * real-browser tests under Node's test runner (playwright-core does not run reliably under Bun's).
 * Both always run, so one failing half does not hide the other; the exit code is non-zero if
 * either failed.
 *
 * - Extra arguments go to `bun test` alone and skip the browser tests: `npm test -- test/web`.
 * - TEST_REPORT_DIR=DIR also writes JUnit reports, DIR/bun.xml and DIR/browser.xml, and each
 *   runner's exit code, DIR/bun.exit and DIR/browser.exit (.ci/run counts and names the tests
 *   from them).
 * - Without Chromium the browser tests skip with a printed notice (BROWSER_TESTS_REQUIRED=1 makes
 *   that a failure instead, as in CI).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const BROWSER_DIR = 'test/web/browser'
const reportDir = process.env.TEST_REPORT_DIR
const extraArgs = process.argv.slice(2)

const localBun = join(ROOT, 'node_modules/.bin/bun')
const bun = existsSync(localBun) ? localBun : 'bun'
const run = (report, command, args) => {
  console.log(`\n$ ${[command === localBun ? 'bun' : command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' })
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`)
  const status = result.status ?? 1
  if (reportDir) writeFileSync(join(reportDir, `${report}.exit`), `${status}\n`)
  return status
}

// bunfig.toml's [test] timeout is not read by bun (oven-sh/bun#7789): pass the same 30 s here, so
// tests that start servers and child processes do not flake at the 5 s default on a loaded machine.
const bunArgs = [
  'test',
  '--timeout=30000',
  ...(reportDir ? ['--reporter=junit', `--reporter-outfile=${join(reportDir, 'bun.xml')}`] : []),
  ...extraArgs,
]
const bunStatus = run('bun', bun, bunArgs)

let browserStatus = 0
if (extraArgs.length === 0) {
  // Node 20's runner takes no globs: list the files here.
  const files = readdirSync(join(ROOT, BROWSER_DIR))
    .filter((name) => name.endsWith('.browser.mjs'))
    .sort()
    .map((name) => `${BROWSER_DIR}/${name}`)
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout']
  if (reportDir) reporters.push('--test-reporter=junit', `--test-reporter-destination=${join(reportDir, 'browser.xml')}`)
  browserStatus = run('browser', process.execPath, ['--test', ...reporters, ...files])
}

process.exit(bunStatus !== 0 ? bunStatus : browserStatus)
