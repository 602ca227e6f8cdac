/**
 * The authorization server's signed cookies: keygrip's scheme, compared in constant time without
 * `crypto.pseudoRandomBytes` (deprecated, DEP0115), so a whole authorization prints no deprecation
 * warning. Its own file: a process prints each deprecation once, so another test must not go first.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createHmac } from 'node:crypto'
import { cookieKeys } from '../../src/oauth/cookie-keys'
import { connectedClient, oauthApp } from './helpers'

describe('the signed cookies of the authorization server', () => {
  const warnings: Error[] = []
  const listen = (warning: Error) => warnings.push(warning)
  process.on('warning', listen)
  afterAll(() => {
    process.off('warning', listen)
  })

  it('a whole authorization (signed cookies set, then read back on resuming it) prints no deprecation warning', async () => {
    const o = await oauthApp()
    try {
      const { tokens, jar } = await connectedClient(o.t)
      expect(typeof tokens.access_token).toBe('string')
      // The provider's signed interaction cookies went through the browser and back.
      expect([...jar.cookies.keys()].some((name) => name.endsWith('.sig'))).toBe(true)
    } finally {
      await o.close()
    }
    await Bun.sleep(10) // warnings are emitted on the next tick
    expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([])
  })

  it('signs as keygrip does (HMAC-SHA1, base64url), so cookies signed before an upgrade still verify; the first key signs, any verifies', () => {
    const keys = cookieKeys(['new key', 'old key']) as unknown as {
      sign(data: string): string
      verify(data: string, digest: string): boolean
      index(data: string, digest: string): number
    }
    const keygrip = (key: string, data: string) =>
      createHmac('sha1', key)
        .update(data)
        .digest('base64')
        .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x]!)
    expect(keys.sign('_interaction=abc')).toBe(keygrip('new key', '_interaction=abc'))
    expect(keys.index('_interaction=abc', keygrip('old key', '_interaction=abc'))).toBe(1)
    expect(keys.verify('_interaction=abc', keygrip('other', '_interaction=abc'))).toBe(false)
    expect(keys.verify('_interaction=abd', keys.sign('_interaction=abc'))).toBe(false)
    expect(keys.verify('_interaction=abc', '')).toBe(false)
  })
})
