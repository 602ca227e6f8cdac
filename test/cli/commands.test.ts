/** Operator commands over a real SQLite file, called through the same entry as the binary. */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCommand, type CliIo } from '../../src/cli/commands'
import { SqliteStore } from '../../src/store/sqlite-store'
import { hashToken } from '../../src/store/tokens'

const dir = mkdtempSync(join(tmpdir(), 'bazi-cli-'))
const db = join(dir, 'cli.sqlite')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(...argv: string[]) {
  return cliWithEnv({}, ...argv)
}

async function cliWithEnv(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    env: { BAZI_DB: db, ...env },
    now: () => new Date('2026-11-21T08:00:00Z'),
  }
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

describe('accounts login-link and the sign-in columns', () => {
  it('prints a one-time link (JSON: url, expiresAt, account) whose token is stored only as a hash', async () => {
    const result = await cli('accounts', 'login-link', 'acme', '--base-url', 'https://bazi.example.com/', '--json')
    expect(result.code).toBe(0)
    const link = JSON.parse(result.out)
    expect(Object.keys(link).sort()).toEqual(['account', 'expiresAt', 'url'])
    expect(link.account).toBe('acme')
    expect(link.expiresAt).toBe('2026-11-22T08:00:00Z') // default 24 hours
    const url = new URL(link.url)
    expect(url.origin + url.pathname).toBe('https://bazi.example.com/settings/link')
    const token = url.searchParams.get('token')!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const store = new SqliteStore(db)
    expect(store.consumeLoginLink(hashToken(token), Date.parse('2026-11-21T09:00:00Z')).status).toBe('consumed')
    expect(store.consumeLoginLink(hashToken(token), Date.parse('2026-11-21T09:00:00Z')).status).toBe('used')
    store.close()
  })

  it('honours --ttl, PUBLIC_BASE_URL and HOST/PORT, prints the plain link on stdout, and refuses bad input', async () => {
    const short = JSON.parse((await cli('accounts', 'login-link', 'acme', '--ttl', '30', '--json')).out)
    expect(short.expiresAt).toBe('2026-11-21T08:30:00Z')
    expect(short.url).toStartWith('http://127.0.0.1:3000/settings/link?token=')
    expect(
      JSON.parse((await cliWithEnv({ PUBLIC_BASE_URL: 'https://keys.example.org' }, 'accounts', 'login-link', 'acme', '--json')).out).url,
    ).toStartWith('https://keys.example.org/settings/link?token=')
    expect(
      JSON.parse((await cliWithEnv({ HOST: '0.0.0.0', PORT: '8080' }, 'accounts', 'login-link', 'acme', '--json')).out).url,
    ).toStartWith('http://127.0.0.1:8080/settings/link?token=')
    // An empty PUBLIC_BASE_URL is unset, as the server reads it: not a bad URL.
    const blank = await cliWithEnv({ PUBLIC_BASE_URL: '' }, 'accounts', 'login-link', 'acme', '--json')
    expect([blank.code, blank.err]).toEqual([0, ''])
    expect(JSON.parse(blank.out).url).toStartWith('http://127.0.0.1:3000/settings/link?token=')
    const plain = await cli('accounts', 'login-link', 'acme')
    expect(plain.out).toMatch(/^http:\/\/127\.0\.0\.1:3000\/settings\/link\?token=[A-Za-z0-9_-]{43}$/)
    expect(plain.err).toContain('valid until 2026-11-22T08:00:00Z')
    for (const argv of [
      ['accounts', 'login-link', 'nobody'],
      ['accounts', 'login-link'],
      ['accounts', 'login-link', 'acme', '--ttl', '0'],
      ['accounts', 'login-link', 'acme', '--ttl', '20000'],
      ['accounts', 'login-link', 'acme', '--ttl', 'soon'],
      ['accounts', 'login-link', 'acme', '--base-url', 'bazi.example.com'],
      ['accounts', 'login-link', 'acme', '--base-url', 'ftp://bazi.example.com'],
      ['accounts', 'login-link', 'acme', '--base-url', 'https://bazi.example.com/?x=1'],
    ]) {
      const failed = await cli(...argv)
      expect(failed.code).toBe(1)
      expect(failed.err).toStartWith('error: ')
    }
  })

  it('accounts list shows whether a password is set and the last sign-in', async () => {
    const store = new SqliteStore(db)
    const acme = store.findAccount('acme')!
    store.setPasswordHash(acme.id, '$argon2id$fake', 0)
    store.recordSignIn(acme.id, Date.parse('2026-11-21T07:30:00Z'))
    store.close()
    const listed = JSON.parse((await cli('accounts', 'list', '--json')).out)
    expect(listed.find((a: any) => a.name === 'acme')).toMatchObject({ hasPassword: true, lastSignIn: '2026-11-21T07:30:00Z' })
    expect(listed.find((a: any) => a.name === 'tiny')).toMatchObject({ hasPassword: false, lastSignIn: null })
    const text = (await cli('accounts', 'list')).out
    expect(text.split('\n')[0]).toMatch(/name\s+dailyLimit\s+created\s+password\s+lastSignIn/)
    expect(text).toMatch(/acme\s+100\s+\S+\s+set\s+2026-11-21T07:30:00Z/)
    expect(text).toMatch(/tiny\s+7\s+\S+\s+none\s+-/)
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
    // A label is plain text: control characters (a NUL PostgreSQL cannot hold) are refused.
    const control = await cli('keys', 'create', '--account', 'acme', '--label', 'a\u0000b')
    expect(control.code).toBe(1)
    expect(control.err).toContain('without control characters')
  })
})

describe('usage and stats', () => {
  it('reports today’s count per account and a telemetry summary', async () => {
    const store = new SqliteStore(db)
    const acme = store.findAccount('acme')!
    store.consumeQuota(acme.id, '2026-11-21', 100)
    store.consumeQuota(acme.id, '2026-11-21', 100)
    store.recordTelemetry({
      at: Date.parse('2026-11-21T07:00:00Z'),
      operation: 'draw_tarot_card',
      transport: 'mcp',
      success: true,
      latencyMs: 1.5,
      schemaVersion: '2026-08-20',
      protocolVersion: '2025-06-18',
      userAgent: 'claude/1.0',
      integrationId: 'x',
    })
    store.close()
    expect(JSON.parse((await cli('usage', '--account', 'acme', '--json')).out)).toEqual([
      { account: 'acme', day: '2026-11-21', used: 2, limit: 100 },
    ])
    expect((await cli('usage')).out).toMatch(/acme\s+2026-11-21\s+2\s+100/)
    expect(JSON.parse((await cli('stats', '--json')).out)).toEqual([
      expect.objectContaining({ operation: 'draw_tarot_card', calls: 1, failures: 0 }),
    ])
  })

  it('has help for every command', async () => {
    for (const command of ['accounts', 'keys', 'usage', 'stats', 'backup', 'migrate-store']) {
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

describe('accounts login-link and the address recorded in the store', () => {
  it('prints the recorded address only when it is a plain http(s) URL', async () => {
    const own = join(dir, 'recorded.sqlite')
    const store = new SqliteStore(own)
    store.createAccount('acme', 100, 0)
    const link = async () => {
      const out: string[] = []
      const io: CliIo = { stdout: (l) => out.push(l), stderr: () => {}, env: { BAZI_DB: own }, now: () => new Date('2026-11-21T08:00:00Z') }
      expect(await runCommand('accounts', ['login-link', 'acme', '--json'], io)).toBe(0)
      return JSON.parse(out.join('\n')).url as string
    }
    for (const planted of ['javascript:alert(1)', 'http://evil.example/\u001b[2J', 'https://user:pw@bazi.example']) {
      store.recordServerUrl(planted)
      expect([planted, (await link()).startsWith('http://127.0.0.1:3000/settings/link?token=')]).toEqual([planted, true])
    }
    store.recordServerUrl('https://bazi.example.net')
    expect(await link()).toStartWith('https://bazi.example.net/settings/link?token=')
    store.close()
  })
})
