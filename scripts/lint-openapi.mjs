/**
 * Lints an OpenAPI document with Redocly's recommended rules (redocly.yaml) and Spectral's
 * spectral:oas (.spectral.yaml), and fails on any finding, warnings included: a clean document is
 * what third-party tools expect, and a warning left in place hides the next one.
 *
 *   node scripts/lint-openapi.mjs FILE_OR_URL
 *
 * A URL is fetched first (the document as served). Runs offline: both linters work from
 * node_modules, with Redocly's telemetry and update check off. Prints each finding; exits 1 on any.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const target = process.argv[2]
if (!target) {
  console.error('usage: node scripts/lint-openapi.mjs FILE_OR_URL')
  process.exit(2)
}

const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'))
let file = resolve(target)
if (/^https?:\/\//.test(target)) {
  const res = await fetch(target)
  if (!res.ok) {
    console.error(`GET ${target}: ${res.status}`)
    process.exit(1)
  }
  file = join(dir, 'openapi.json')
  writeFileSync(file, await res.text())
}

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }
const run = (bin, args) => spawnSync(process.execPath, [join(ROOT, 'node_modules', bin), ...args], { cwd: ROOT, env, encoding: 'utf8' })
const findings = []

const redocly = run('@redocly/cli/bin/cli.js', ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'])
try {
  for (const p of JSON.parse(redocly.stdout).problems)
    findings.push(`redocly ${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`)
} catch {
  findings.push(`redocly did not run (exit ${redocly.status}): ${(redocly.stderr || redocly.stdout).slice(0, 500)}`)
}

const spectral = run('@stoplight/spectral-cli/dist/index.js', [
  'lint',
  file,
  '--ruleset',
  join(ROOT, '.spectral.yaml'),
  '--format=json',
  '--quiet',
])
try {
  const names = ['error', 'warning', 'info', 'hint']
  for (const p of JSON.parse(spectral.stdout)) findings.push(`spectral ${names[p.severity]} ${p.code}: ${p.message} at ${p.path.join('.')}`)
} catch {
  findings.push(`spectral did not run (exit ${spectral.status}): ${(spectral.stderr || spectral.stdout).slice(0, 500)}`)
}

rmSync(dir, { recursive: true, force: true })
for (const finding of findings) console.log(finding)
console.log(
  findings.length ? `${findings.length} finding(s) in ${target}` : `${target}: clean (Redocly recommended, Spectral spectral:oas)`,
)
process.exit(findings.length ? 1 : 0)
