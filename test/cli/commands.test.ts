/** Operator commands over a real SQLite file, called through the same entry as the binary. */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCommand, type CliIo } from '../../src/cli/commands'
import { SqliteStore } from '../../src/store/sqlite-store'

const dir = mkdtempSync(join(tmpdir(), 'bazi-cli-'))
const db = join(dir, 'cli.sqlite')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env: { BAZI_DB: db }, now: () => new Date('2026-11-21T08:00:00Z') }
  const code = await runCommand(argv[0], argv.slice(1), io)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('accounts', () => {
  it('creates with the default and a custom limit, lists and changes limits', async () => {
    expect((await cli('accounts', 'create', 'acme')).code).toBe(0)
    expect((await cli('accounts', 'create', 'tiny', '--daily-limit', '5')).out).toContain('daily limit 5')
    expect(JSON.parse((await cli('accounts', 'list', '--json')).out)).toEqual([
      expect.objectContaining({ name: 'acme', dailyLimit: 100 }),
      expect.objectContaining({ name: 'tiny', dailyLimit: 5 }),
    ])
    expect((await cli('accounts', 'set-limit', 'tiny', '7')).out).toContain('daily limit 7')
  })

  it('fails with exit code 1 and one line on stderr', async () => {
    for (const argv of [
      ['accounts', 'create', 'acme'],
      ['accounts', 'create', 'bad name'],
      ['accounts', 'create', 'x', '--daily-limit', '-3'],
      ['accounts', 'set-limit', 'nobody', '3'],
      ['accounts', 'frobnicate'],
      ['accounts', 'list', '--bogus-flag'],
      ['nonsense'],
    ]) {
      const result = await cli(...argv)
      expect(result.code).toBe(1)
      expect(result.err.split('\n')).toHaveLength(1)
      expect(result.err).toStartWith('error: ')
    }
  })
})

describe('keys', () => {
  it('creates a key printed once, lists prefixes only, revokes by prefix', async () => {
    const created = JSON.parse((await cli('keys', 'create', '--account', 'acme', '--label', 'ci', '--json')).out)
    expect(Object.keys(created).sort()).toEqual(['account', 'id', 'key', 'prefix'])
    expect(created.key).toStartWith(created.prefix)
    const plain = await cli('keys', 'create', '--account', 'acme')
    expect(plain.out).toMatch(/^bz_[A-Za-z0-9_-]{43}$/)
    expect(plain.err).toContain('shown only now')

    const listed = await cli('keys', 'list', '--account', 'acme', '--json')
    expect(listed.out).not.toContain(created.key)
    const keys = JSON.parse(listed.out)
    expect(keys).toHaveLength(2)
    expect(keys.find((k: any) => k.id === created.id)).toMatchObject({ prefix: created.prefix, label: 'ci', status: 'active' })

    expect((await cli('keys', 'revoke', created.prefix)).code).toBe(0)
    const store = new SqliteStore(db)
    expect(store.authenticate(created.key, Date.now())).toBeNull()
    store.close()
    expect(JSON.parse((await cli('keys', 'list', '--json')).out).find((k: any) => k.id === created.id).status).toStartWith('revoked')
    expect((await cli('keys', 'revoke', 'bz_nothing')).code).toBe(1)
    expect((await cli('keys', 'create')).err).toContain('--account')
  })
})

describe('usage and stats', () => {
  it('reports today’s count per account and a telemetry summary', async () => {
    const store = new SqliteStore(db)
    const acme = store.findAccount('acme')!
    store.consumeQuota(acme.id, '2026-11-21', 100)
    store.consumeQuota(acme.id, '2026-11-21', 100)
    store.recordTelemetry({ at: Date.parse('2026-11-21T07:00:00Z'), operation: 'draw_tarot_card', transport: 'mcp', success: true, latencyMs: 1.5, schemaVersion: '2026-08-20', protocolVersion: '2025-06-18', userAgent: 'claude/1.0', integrationId: 'x' })
    store.close()
    expect(JSON.parse((await cli('usage', '--account', 'acme', '--json')).out)).toEqual([{ account: 'acme', day: '2026-11-21', used: 2, limit: 100 }])
    expect((await cli('usage')).out).toMatch(/acme\s+2026-11-21\s+2\s+100/)
    expect(JSON.parse((await cli('stats', '--json')).out)).toEqual([expect.objectContaining({ operation: 'draw_tarot_card', calls: 1, failures: 0 })])
  })

  it('has help for every command', async () => {
    for (const command of ['accounts', 'keys', 'usage', 'stats']) {
      const result = await cli(command, '--help')
      expect(result.code).toBe(0)
      expect(result.out).toContain('Usage')
    }
  })
})

describe('the entry point', () => {
  it('prints the version and top-level help, and fails cleanly on unknown commands', async () => {
    const bun = process.execPath
    const version = Bun.spawnSync([bun, 'src/index.ts', '--version'])
    expect(version.stdout.toString().trim()).toMatch(/^\d+\.\d+\.\d+$/)
    const help = Bun.spawnSync([bun, 'src/index.ts', '--help'])
    expect(help.stdout.toString()).toContain('keys create --account NAME')
    const unknown = Bun.spawnSync([bun, 'src/index.ts', 'frobnicate'], { env: { ...process.env, BAZI_DB: db } })
    expect(unknown.exitCode).toBe(1)
    expect(unknown.stderr.toString().trim().split('\n')).toHaveLength(1)
  })
})
