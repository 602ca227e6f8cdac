/**
 * Starting the server (the real entry point as a child process): its first log line names the
 * addresses to open, and nothing but the JSON log reaches stderr, no runtime deprecation warning
 * either, also once the authorization server has run and sent its signed cookies.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import { spawnServer, tempDir } from './helpers'

const tmp = tempDir()
afterAll(() => tmp.cleanup())

describe('start-up', () => {
  it('the first line is "listening" with the home page and /docs to open; stderr holds only JSON log lines', async () => {
    const server = await spawnServer(join(tmp.dir, 'start.sqlite'))
    try {
      const base = new URL(server.url).origin
      // The authorization server loads and signs its cookies; the API reference page is served.
      const discovery = await fetch(`${base}/.well-known/oauth-authorization-server`)
      expect(discovery.status).toBe(200)
      const authorize = await fetch(`${base}/oauth/authorize?client_id=nobody&response_type=code`, { redirect: 'manual' })
      expect(authorize.status).toBeGreaterThanOrEqual(300)
      expect((await fetch(`${base}/docs`)).status).toBe(200)
      await Bun.sleep(200)
      const lines = server.output().stderr.split('\n').filter(Boolean)
      const first = JSON.parse(lines[0])
      expect({ message: first.message, url: first.url, open: first.open, docs: first.docs }).toEqual({
        message: 'listening',
        url: base,
        open: `${base}/`,
        docs: `${base}/docs`,
      })
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
      expect(server.output().stderr).not.toContain('DeprecationWarning')
      expect(server.output().stdout).toBe('')
    } finally {
      server.proc.kill('SIGTERM')
      await server.exited
    }
  })

  it('with PUBLIC_BASE_URL, the addresses to open are the public ones', async () => {
    const server = await spawnServer(join(tmp.dir, 'public.sqlite'), { PUBLIC_BASE_URL: 'https://bazi.example.com' })
    try {
      const first = JSON.parse(server.output().stderr.split('\n')[0])
      expect([first.open, first.docs]).toEqual(['https://bazi.example.com/', 'https://bazi.example.com/docs'])
    } finally {
      server.proc.kill('SIGTERM')
      await server.exited
    }
  })
})
