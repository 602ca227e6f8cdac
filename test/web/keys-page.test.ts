/** The key page: usage, creating (shown once, one-time form token), revoking, escaping, languages. */
import { describe, expect, it, setDefaultTimeout } from 'bun:test'
import { appsClosedAfterEach, Browser, formTokenOf, newKeyOf, signedIn } from './helpers'

// These tests hash and verify passwords with the real argon2id (deliberately slow): a loaded
// machine needs more than bun's 5 s default.
setDefaultTimeout(30_000)

const app = appsClosedAfterEach()

const createKey = async (browser: Browser, label = '') => {
  const page = await (await browser.get('/settings/api-keys')).text()
  return browser.post('/settings/api-keys', { formToken: formTokenOf(page), label })
}

describe('creating keys', () => {
  it('shows a new key once, in the read-only "New key" field with a Copy button; it then works on REST and MCP', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const res = await createKey(browser, 'billing backend')
    expect(res.status).toBe(200)
    const page = await res.text()
    const key = newKeyOf(page)!
    expect(key).toMatch(/^bz_[A-Za-z0-9_-]{43}$/)
    expect(page).toContain('<label for="new-key">New key</label>')
    expect(page).toMatch(/<input type="text" id="new-key" value="bz_[^"]+" readonly/)
    expect(page).toContain('>Copy</button>')
    expect(page).toContain('it will not be shown again')
    expect(page.split(key)).toHaveLength(2) // exactly once on the page

    // An ordinary key: the CLI's store sees it, REST and MCP accept it.
    expect(t.store.listKeys('alice')).toEqual([expect.objectContaining({ label: 'billing backend', prefix: key.slice(0, 11) })])
    expect((await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)).status).toBe(200)
    const client = await t.mcpClient('/mcp/readings', key)
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('draw_tarot_card')
    await client.close()

    // Never again: not on the page, and not in the store beyond its hash.
    const later = await (await browser.get('/settings/api-keys')).text()
    expect(later).not.toContain(key)
    expect(later).toContain(key.slice(0, 11) + '…')
  })

  it('a re-sent form (reload, back, double click) makes no second key and shows no key', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const page = await (await browser.get('/settings/api-keys')).text()
    const token = formTokenOf(page)
    const first = await browser.post('/settings/api-keys', { formToken: token, label: 'once' })
    expect(newKeyOf(await first.text())).not.toBeNull()
    const again = await browser.post('/settings/api-keys', { formToken: token, label: 'once' })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/settings/api-keys?m=already-submitted')
    const shown = await (await browser.get('/settings/api-keys?m=already-submitted')).text()
    expect(newKeyOf(shown)).toBeNull()
    expect(shown).toContain('already submitted')
    expect(t.store.listKeys('alice')).toHaveLength(1)
    // A token from another session (or none) makes nothing either.
    const other = await signedIn(t, 'alice-2')
    expect(
      (
        await other.post('/settings/api-keys', {
          formToken: formTokenOf(await (await browser.get('/settings/api-keys')).text()),
          label: 'x',
        })
      ).status,
    ).toBe(303)
    expect((await other.post('/settings/api-keys', { label: 'x' })).status).toBe(303)
    expect(t.store.listKeys('alice-2')).toHaveLength(0)
  })

  it('takes an optional label of 1 to 64 characters', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    expect((await createKey(browser, '   ')).status).toBe(200)
    expect((await createKey(browser, 'x'.repeat(64))).status).toBe(200)
    const tooLong = await createKey(browser, 'x'.repeat(65))
    expect(tooLong.status).toBe(400)
    expect(await tooLong.text()).toContain('at most 64 characters')
    // Control characters (NUL included: PostgreSQL text cannot hold it) are refused with a message.
    const control = await createKey(browser, 'a\u0000b')
    expect(control.status).toBe(400)
    expect(await control.text()).toContain('control characters')
    // Keys are listed by creation time, and both may share one millisecond: compare without order.
    expect(
      t.store
        .listKeys('alice')
        .map((k) => k.label ?? '(none)')
        .sort(),
    ).toEqual(['(none)', 'x'.repeat(64)])
  })

  it('escapes everything it shows: a label of markup appears as text', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const label = '<img src=x onerror=alert(1)>'
    await createKey(browser, label)
    const page = await (await browser.get('/settings/api-keys')).text()
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).not.toContain('<img')
    const attribute = await (
      await new Browser(t).post('/settings/login', { account: '"><script>alert(1)</script>', password: 'x'.repeat(20) })
    ).text()
    expect(attribute).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(attribute).not.toContain('<script>alert')
  })
})

describe('revoking keys', () => {
  it('asks for confirmation, then the key fails with 401 from the next request on; the CLI sees it revoked', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const key = newKeyOf(await (await createKey(browser, 'to revoke')).text())!
    const id = t.store.listKeys('alice')[0].id
    const list = await (await browser.get('/settings/api-keys')).text()
    expect(list).toContain('>Revoke</button>')
    const confirm = await browser.get(`/settings/api-keys/revoke?id=${id}`)
    const confirmPage = await confirm.text()
    expect(confirmPage).toContain('>Revoke key</button>')
    expect(t.store.listKeys('alice')[0].revokedAt).toBeNull() // the first step changes nothing
    expect((await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)).status).toBe(200)

    const done = await browser.post('/settings/api-keys/revoke', { id })
    // POST, then redirect: a reload of the page the browser lands on re-sends nothing.
    expect(done.status).toBe(303)
    const landing = done.headers.get('location')!
    expect(landing).toBe(`/settings/api-keys?m=key-revoked&key=${encodeURIComponent(id)}`)
    expect((await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)).status).toBe(401)
    expect(t.store.listKeys('alice')[0].revokedAt).not.toBeNull()
    for (const visit of [1, 2]) {
      const after = await browser.get(landing)
      expect([visit, after.status]).toEqual([visit, 200])
      const page = await after.text()
      expect(page).toContain(`The key ${t.store.listKeys('alice')[0].prefix}… is revoked.`)
      expect(page).toMatch(/to revoke[\s\S]*status-revoked/)
      expect(page).not.toContain('>Revoke</button>')
    }

    // Back to the form and the button again, or the confirmation of a revoked key: the same landing, never a 404.
    const again = await browser.post('/settings/api-keys/revoke', { id })
    expect([again.status, again.headers.get('location')]).toEqual([303, landing])
    const confirmAgain = await browser.get(`/settings/api-keys/revoke?id=${id}`)
    expect([confirmAgain.status, confirmAgain.headers.get('location')]).toEqual([303, landing])
  })

  it('names a revoked key only when it is the account’s own and revoked: a link cannot make up a notice', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    await createKey(browser, 'still active')
    const active = t.store.listKeys('alice')[0]
    t.store.createAccount('bob', 100, 0)
    const bobs = t.store.createKey('bob', 'bob', 0)
    t.store.revokeKey(bobs.record.id, 1)
    for (const id of [active.id, bobs.record.id, 'key_made_up', '<script>']) {
      const page = await (await browser.get(`/settings/api-keys?m=key-revoked&key=${encodeURIComponent(id)}`)).text()
      expect([id, page.includes('is revoked')]).toEqual([id, false])
    }
  })

  it('shows no notice for a ?m= that names no notice, such as a property every object has', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    for (const m of ['constructor', 'toString', '__proto__', 'nonsense']) {
      const res = await browser.get(`/settings/api-keys?m=${m}`)
      expect([m, res.status]).toEqual([m, 200])
      expect([m, (await res.text()).includes('class="notice')]).toEqual([m, false])
    }
  })

  it('shows CLI-made keys, and never touches another account’s key', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const cliKey = t.store.createKey('alice', 'from the cli', t.deps.clock().getTime())
    expect(await (await browser.get('/settings/api-keys')).text()).toContain('from the cli')
    t.store.createAccount('bob', 100, 0)
    const bobs = t.store.createKey('bob', 'bob', 0)
    expect((await browser.get(`/settings/api-keys/revoke?id=${bobs.record.id}`)).status).toBe(404)
    expect((await browser.post('/settings/api-keys/revoke', { id: bobs.record.id })).status).toBe(404)
    expect(t.store.authenticate(bobs.key, 1)).not.toBeNull()
    t.store.revokeKey(cliKey.record.id, 1)
    expect(await (await browser.get('/settings/api-keys')).text()).toMatch(/from the cli[\s\S]*status-revoked/)
  })
})

describe('the usage card and how to use a key', () => {
  it('counts calls of all keys, REST and MCP, against the daily limit, with the reset time and a bar', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice')
    const before = await (await browser.get('/settings/api-keys')).text()
    expect(before).toContain('0 of 100 calls used today')
    expect(before).toContain('Resets at 00:00 UTC (in 12 h 0 min)') // the test clock is 12:00 UTC
    expect(before).toContain('<progress class="bar" value="0" max="100"')
    const key = newKeyOf(await (await createKey(browser)).text())!
    const other = t.store.createKey('alice', null, 0).key
    expect((await t.post('/api/v1/bazi', { date: '1990-05-15' }, key)).status).toBe(200)
    const client = await t.mcpClient('/mcp/readings', other)
    await client.callTool({ name: 'draw_tarot_card', arguments: { cardId: 1, reversed: false } })
    await client.close()
    const after = await (await browser.get('/settings/api-keys')).text()
    expect(after).toContain('2 of 100 calls used today')
    expect(after).toContain('<progress class="bar" value="2" max="100"')
  })

  it('fills the REST base URL, a curl line and the MCP configuration with the server’s own origin', async () => {
    const t = app()
    const browser = await signedIn(t, 'alice', new Browser(t, 'https://bazi.example.com'))
    const page = await (await browser.get('/settings/api-keys')).text()
    expect(page).toContain('<code>https://bazi.example.com/api/v1</code>')
    expect(page).toContain('curl -s https://bazi.example.com/api/v1/bazi')
    expect(page).toContain('&quot;url&quot;: &quot;https://bazi.example.com/mcp/readings&quot;')
  })
})
