/**
 * `accounts login-link` prints a link to the server that is running on the same store: the server
 * records its address when it starts (its PUBLIC_BASE_URL, else where it listens), and the CLI reads
 * it unless --base-url or PUBLIC_BASE_URL say otherwise. Real server processes, the CLI through the
 * same entry point, one SQLite file each.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT, spawnService, type ServerProcess } from '../support/processes'

const dir = mkdtempSync(join(tmpdir(), 'bazi-link-'))
const running: ServerProcess[] = []
afterAll(async () => {
  for (const server of running) {
    server.proc.kill('SIGTERM')
    await server.exited
  }
  rmSync(dir, { recursive: true, force: true })
})

function cli(db: string, env: Record<string, string>, ...args: string[]) {
  const result = Bun.spawnSync([process.execPath, join(REPO_ROOT, 'src/index.ts'), ...args, '--db', db], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  })
  if (result.exitCode !== 0) throw new Error(result.stderr.toString())
  return result.stdout.toString().trim()
}

async function serve(name: string, env: Record<string, string> = {}) {
  const db = join(dir, `${name}.sqlite`)
  cli(db, {}, 'accounts', 'create', 'alice')
  const server = spawnService(['serve', '--port', '0', '--db', db], env)
  running.push(server)
  const listening = await server.waitForLog((line) => line.message === 'listening', 30_000)
  return { db, url: listening.url as string }
}

const linkOf = (db: string, env: Record<string, string>, ...extra: string[]) =>
  (JSON.parse(cli(db, env, 'accounts', 'login-link', 'alice', '--json', ...extra)) as { url: string }).url

describe('accounts login-link and the running server', () => {
  it('points at the port the server chose (here --port 0), not the default 3000', async () => {
    const { db, url } = await serve('chosen-port')
    expect(url).not.toEndWith(':3000')
    // The server records its address just after its listening line: give it a moment.
    const deadline = Date.now() + 10_000
    let link = linkOf(db, {})
    while (!link.startsWith(`${url}/settings/link?token=`) && Date.now() < deadline) {
      await Bun.sleep(50)
      link = linkOf(db, {})
    }
    expect(link).toStartWith(`${url}/settings/link?token=`)
    // The operator's own word still wins: --base-url, then PUBLIC_BASE_URL.
    expect(linkOf(db, {}, '--base-url', 'https://given.example')).toStartWith('https://given.example/settings/link?token=')
    expect(linkOf(db, { PUBLIC_BASE_URL: 'https://env.example' })).toStartWith('https://env.example/settings/link?token=')
  })

  it('uses the public address the server was configured with (behind a proxy)', async () => {
    const { db } = await serve('public-url', { PUBLIC_BASE_URL: 'https://bazi.example.com/' })
    const deadline = Date.now() + 10_000
    let link = linkOf(db, {})
    while (!link.startsWith('https://bazi.example.com/') && Date.now() < deadline) {
      await Bun.sleep(50)
      link = linkOf(db, {})
    }
    expect(link).toStartWith('https://bazi.example.com/settings/link?token=')
  })
})
