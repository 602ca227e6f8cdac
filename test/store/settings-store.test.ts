/** The store functions behind the settings page: passwords, sign-in links, sessions, form tokens, throttle rows. */
import { afterEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/store/db'
import { SqliteStore } from '../../src/store/sqlite-store'
import { hashToken, randomToken } from '../../src/store/tokens'

const NOW = Date.UTC(2026, 10, 21, 12)
const HOUR = 3_600_000
const dirs: string[] = []
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazi-settings-store-'))
  dirs.push(dir)
  return join(dir, 'test.sqlite')
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('migration 2', () => {
  it('upgrades a version-1 database in place: accounts and keys survive, new columns start empty', () => {
    const path = tempDb()
    // A database as the previous release left it: only migration 1.
    const old = openDatabase(path, 1)
    old.query("INSERT INTO accounts (name, daily_limit, created_at) VALUES ('legacy', 9, 1)").run()
    old.close()
    const store = new SqliteStore(path)
    expect(store.findAccount('legacy')).toEqual({
      id: 1,
      name: 'legacy',
      dailyLimit: 9,
      createdAt: 1,
      hasPassword: false,
      lastSignInAt: null,
    })
    expect(store.createKey('legacy', null, NOW).key).toStartWith('bz_')
    store.close()
  })
})

describe('passwords and sign-ins', () => {
  it('keeps only the hash, reports hasPassword and the last sign-in, and ends sessions on a new password', () => {
    const store = new SqliteStore(':memory:')
    const account = store.createAccount('alice', 100, NOW)
    expect(store.accountCredentials('alice')).toEqual({ account: expect.objectContaining({ hasPassword: false }), passwordHash: null })
    expect(store.accountCredentials('nobody')).toBeNull()
    const session = hashToken(randomToken())
    store.createSession(session, account.id, 'full', NOW)
    store.setPasswordHash(account.id, '$argon2id$v=19$m=19456,t=2,p=1$fake', NOW)
    expect(store.accountCredentials('alice')!.passwordHash).toBe('$argon2id$v=19$m=19456,t=2,p=1$fake')
    expect(store.findAccount('alice')!.hasPassword).toBe(true)
    expect(store.findSession(session)).toBeNull()
    store.recordSignIn(account.id, NOW + 5)
    expect(store.listAccounts()[0].lastSignInAt).toBe(NOW + 5)
    store.close()
  })
})

describe('sign-in links', () => {
  it('consumes a link exactly once, tells used from expired from unknown, and expires older links', () => {
    const store = new SqliteStore(':memory:')
    store.createAccount('alice', 100, NOW)
    const first = randomToken()
    const second = randomToken()
    store.createLoginLink('alice', hashToken(first), NOW, NOW + HOUR)
    store.createLoginLink('alice', hashToken(second), NOW, NOW + HOUR)
    // Only the newest link works.
    expect(store.consumeLoginLink(hashToken(first), NOW + 1)).toEqual({ status: 'expired' })
    expect(store.consumeLoginLink(hashToken(second), NOW + 1)).toEqual({
      status: 'consumed',
      account: expect.objectContaining({ name: 'alice' }),
    })
    expect(store.consumeLoginLink(hashToken(second), NOW + 2)).toEqual({ status: 'used' })
    expect(store.consumeLoginLink(hashToken(randomToken()), NOW + 2)).toEqual({ status: 'unknown' })
    const late = randomToken()
    store.createLoginLink('alice', hashToken(late), NOW, NOW + HOUR)
    expect(store.consumeLoginLink(hashToken(late), NOW + HOUR)).toEqual({ status: 'expired' })
    expect(() => store.createLoginLink('nobody', hashToken(late), NOW, NOW + HOUR)).toThrow(/no account/)
    store.close()
  })

  it('lets exactly one of two processes consume the same link', async () => {
    const path = tempDb()
    const a = new SqliteStore(path)
    const b = new SqliteStore(path)
    a.createAccount('alice', 100, NOW)
    const token = randomToken()
    a.createLoginLink('alice', hashToken(token), NOW, NOW + HOUR)
    const outcomes = [a.consumeLoginLink(hashToken(token), NOW + 1), b.consumeLoginLink(hashToken(token), NOW + 1)].map((o) => o.status)
    expect(outcomes.sort()).toEqual(['consumed', 'used'])
    a.close()
    b.close()
  })

  it('stores no token, session id or form token in the clear', () => {
    const path = tempDb()
    const store = new SqliteStore(path)
    const account = store.createAccount('alice', 100, NOW)
    const link = randomToken()
    const session = randomToken()
    const form = randomToken()
    store.createLoginLink('alice', hashToken(link), NOW, NOW + HOUR)
    store.createSession(hashToken(session), account.id, 'full', NOW)
    store.issueFormToken(hashToken(form), hashToken(session), NOW)
    store.close()
    for (const suffix of ['', '-wal']) {
      let bytes: Buffer
      try {
        bytes = readFileSync(path + suffix)
      } catch {
        continue
      }
      for (const secret of [link, session, form]) expect(bytes.includes(Buffer.from(secret))).toBe(false)
    }
  })
})

describe('sessions and form tokens', () => {
  it('finds, touches, deletes and prunes sessions; form tokens work once and only for their session', () => {
    const store = new SqliteStore(':memory:')
    const account = store.createAccount('alice', 100, NOW)
    const s1 = hashToken(randomToken())
    const s2 = hashToken(randomToken())
    store.createSession(s1, account.id, 'password-setup', NOW)
    store.createSession(s2, account.id, 'full', NOW)
    expect(store.findSession(s1)).toEqual({
      accountId: account.id,
      accountName: 'alice',
      kind: 'password-setup',
      createdAt: NOW,
      lastSeenAt: NOW,
    })
    store.touchSession(s2, NOW + 10)
    expect(store.findSession(s2)!.lastSeenAt).toBe(NOW + 10)

    const token = hashToken(randomToken())
    store.issueFormToken(token, s2, NOW)
    expect(store.consumeFormToken(token, s1)).toBe(false)
    expect(store.consumeFormToken(token, s2)).toBe(true)
    expect(store.consumeFormToken(token, s2)).toBe(false)

    // Idle since before NOW+5 → s1 goes, s2 (seen at NOW+10) stays.
    expect(store.pruneSessions(NOW + 5, 0)).toBe(1)
    expect(store.findSession(s1)).toBeNull()
    store.deleteSession(s2)
    expect(store.findSession(s2)).toBeNull()
    store.createSession(s1, account.id, 'full', NOW)
    store.createSession(s2, account.id, 'full', NOW)
    expect(store.deleteSessionsOf(account.id)).toBe(2)
    store.close()
  })
})

describe('sign-in failures', () => {
  it('records, lists within a window, clears and prunes', () => {
    const store = new SqliteStore(':memory:')
    store.recordSignInFailure(['a', 'b'], NOW)
    store.recordSignInFailure(['a'], NOW + 10)
    expect(store.signInFailureTimes('a', NOW)).toEqual([NOW, NOW + 10])
    expect(store.signInFailureTimes('a', NOW + 1)).toEqual([NOW + 10])
    store.clearSignInFailures('a')
    expect(store.signInFailureTimes('a', 0)).toEqual([])
    expect(store.pruneSignInFailures(NOW + 1)).toBe(1)
    expect(store.signInFailureTimes('b', 0)).toEqual([])
    store.close()
  })
})
