/**
 * Keys at rest, end to end over a real port on a file database: the database files (main, -wal, -shm)
 * never hold a plaintext key; a key revoked with the CLI (another connection to the same file) fails
 * on the very next request; a key in the URL is refused; a near-miss key is refused. None of the
 * refused requests is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from '../../src/cli/commands'
import type { Logger } from '../../src/log'
import { createTestApp, readRpc } from '../support/app'
import { MCP_HEADERS, tempDir, toolCall } from './helpers'

const tmp = tempDir()
const dbPath = join(tmp.dir, 'keys.sqlite')
const logged: string[] = []
const log: Logger = { info: (m, f) => void logged.push(JSON.stringify([m, f])), error: (m, f) => void logged.push(JSON.stringify([m, f])) }
const t = createTestApp({ dbPath, log })
let baseUrl = ''
const DAY = '2026-11-21'

beforeAll(async () => {
  baseUrl = await t.listen()
})
afterAll(async () => {
  await t.close()
  tmp.cleanup()
})

const rest = (key: string | null, path = '/api/v1/tarot', headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key !== null ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: '{"cardId":9,"reversed":false}',
  })
const mcp = (key: string | null, path = '/mcp/readings', headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...(key !== null ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: JSON.stringify(toolCall('draw_tarot_card', { cardId: 9, reversed: false })),
  })
const used = (account: string) => t.store.usage(DAY, account)[0].used

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCommand(args[0], [...args.slice(1), '--db', dbPath], {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    env: {},
    now: () => new Date('2026-11-21T12:00:00Z'),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('no plaintext key in the database files', () => {
  it('after keys are created (store and CLI) and used, main, -wal and -shm hold no key, key body or key bytes', async () => {
    const keys = [t.createKey(100, 'vault'), t.createKey(100, 'vault')]
    const created = await cli('keys', 'create', '--account', 'vault', '--label', 'cli-made', '--json')
    expect(created.code).toBe(0)
    keys.push(JSON.parse(created.out).key)
    for (const key of keys) {
      expect((await rest(key)).status).toBe(200)
      expect((await mcp(key)).status).toBe(200)
    }
    const files = [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter(existsSync)
    expect(files).toContain(`${dbPath}-wal`)
    const contents = files.map((file) => readFileSync(file))
    for (const key of keys) {
      const body = key.slice(3)
      const secretBytes = Buffer.from(body, 'base64url')
      for (const needle of [
        Buffer.from(key),
        Buffer.from(body),
        Buffer.from(body.slice(8)),
        secretBytes,
        Buffer.from(secretBytes.toString('hex')),
      ]) {
        for (const content of contents) expect(content.includes(needle)).toBe(false)
      }
    }
    // Nor did the service log one.
    for (const key of keys) expect(logged.join('\n')).not.toContain(key.slice(3, 20))
  })
})

describe('revocation', () => {
  it('a key revoked with the CLI fails on the next request, REST and MCP; the account’s other keys keep working', async () => {
    const doomed = t.createKey(100, 'revoking')
    const sibling = t.createKey(100, 'revoking')
    expect((await rest(doomed)).status).toBe(200)
    expect((await mcp(doomed)).status).toBe(200)
    // Revoked by its display prefix, as an operator reading `keys list` would.
    const prefix = t.store.listKeys('revoking').find((record) => doomed.startsWith(record.prefix))!.prefix
    const revoked = await cli('keys', 'revoke', prefix)
    expect(revoked.code).toBe(0)
    const before = used('revoking')

    const restAfter = await rest(doomed)
    expect(restAfter.status).toBe(401)
    expect(((await restAfter.json()) as any).error.code).toBe('UNAUTHORIZED')
    const mcpAfter = await mcp(doomed)
    expect(mcpAfter.status).toBe(401)
    expect((await readRpc(mcpAfter)).error.data.code).toBe('UNAUTHORIZED')
    // Discovery too: a revoked key cannot even list the tools.
    const list = await fetch(`${baseUrl}/mcp/readings`, {
      method: 'POST',
      headers: { ...MCP_HEADERS, authorization: `Bearer ${doomed}` },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    })
    expect(list.status).toBe(401)
    expect(used('revoking')).toBe(before)

    expect((await rest(sibling)).status).toBe(200)
    expect((await mcp(sibling)).status).toBe(200)
    expect(used('revoking')).toBe(before + 2)
  })
})

describe('key in the URL', () => {
  const NAMES = ['key', 'api_key', 'apikey', 'access_token', 'token', 'api-key', 'KEY', 'Api_Key', 'ACCESS_TOKEN']

  it.each(NAMES)(
    '?%s=<key> is refused with 400 KEY_IN_URL on REST and both connectors, with or without the header, and not counted',
    async (name) => {
      const key = t.createKey(100, `url-${name}`)
      for (const header of [key, null]) {
        const query = `?source=test&${name}=${encodeURIComponent(key)}`
        const r = await rest(header, `/api/v1/tarot${query}`)
        expect(r.status).toBe(400)
        expect(((await r.json()) as any).error.code).toBe('KEY_IN_URL')
        for (const path of ['/mcp/readings', '/mcp']) {
          const m = await mcp(header, `${path}${query}`)
          expect(m.status).toBe(400)
          expect((await readRpc(m)).error.data.code).toBe('KEY_IN_URL')
        }
      }
      expect(used(`url-${name}`)).toBe(0)
    },
  )
})

describe('near-miss keys', () => {
  it('every one-character change, truncation, extension, case flip or wrong scheme is refused with 401 and not counted', async () => {
    const key = t.createKey(1_000, 'near')
    const flip = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())
    const replaceAt = (i: number) => key.slice(0, i) + (key[i] === 'A' ? 'B' : 'A') + key.slice(i + 1)
    const misses = [
      ...Array.from({ length: key.length }, (_, i) => replaceAt(i)),
      key.slice(0, -1),
      key + 'A',
      key.slice(1),
      key.replace(/[a-z]/, flip),
      key.toUpperCase(),
      key.replace('bz_', 'bZ_'),
      key.replace('bz_', ''),
      key.slice(0, 11),
      ` ${key}x`,
    ].filter((candidate) => candidate !== key)
    expect(misses.length).toBeGreaterThan(50)
    for (const miss of misses) {
      expect((await rest(miss)).status).toBe(401)
      expect((await mcp(miss)).status).toBe(401)
    }
    for (const authorization of [
      key,
      `Basic ${key}`,
      `Token ${key}`,
      `Bearer ${key} ${key}`,
      `Bearer\u00a0${key}`,
      `Bearer ${key}\u0000`.replace('\u0000', '') + 'x',
      `Bearer`,
      `Bearer `,
    ]) {
      const r = await fetch(`${baseUrl}/api/v1/tarot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: '{}',
      })
      expect(r.status).toBe(401)
      expect(r.headers.get('www-authenticate')).toStartWith('Bearer')
    }
    for (const header of ['x-api-key', 'api-key', 'cookie']) {
      const r = await fetch(`${baseUrl}/api/v1/tarot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: key },
        body: '{}',
      })
      expect(r.status).toBe(401)
    }
    expect(used('near')).toBe(0)
    // The exact key still works.
    expect((await rest(key)).status).toBe(200)
    expect(used('near')).toBe(1)
  })
})
