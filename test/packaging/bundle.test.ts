/**
 * The desktop bundle (`.mcpb`) as `npm run build` makes it (`buildBundle`), around a stand-in for the
 * compiled binary (a script that runs `bun src/index.ts`; .ci/run does the same with the real binary):
 * the official `mcpb` CLI validates and packs the manifest, the unpacked bundle's command starts the
 * stdio server with every tool and prompt, and the server.json written beside it carries the
 * bundle's SHA-256 and stays valid under the registry's schema.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleManifest, buildBundle } from '../../scripts/bundle'
import { registryErrors } from '../../scripts/validate-server-json'

const ROOT = join(import.meta.dir, '../..')
const MCPB = join(ROOT, 'node_modules/.bin/mcpb')
const dir = mkdtempSync(join(tmpdir(), 'bazi-mcpb-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const mcpb = (...args: string[]) => Bun.spawnSync([MCPB, ...args], { stdout: 'pipe', stderr: 'pipe' })

describe('the MCP bundle', () => {
  it('has a manifest the official CLI validates, and the CLI refuses a broken one', () => {
    const good = join(dir, 'manifest-good.json')
    writeFileSync(good, JSON.stringify(bundleManifest('linux')))
    expect(mcpb('validate', good).exitCode).toBe(0)
    const broken = join(dir, 'manifest-broken.json')
    const { server: _, ...withoutServer } = bundleManifest('linux')
    writeFileSync(broken, JSON.stringify(withoutServer))
    expect(mcpb('validate', broken).exitCode).not.toBe(0)
  })

  it('packs, unpacks and starts the stdio server with every tool and prompt; server.json gets its hash', async () => {
    const binary = join(dir, 'bazi-service')
    writeFileSync(binary, `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'src/index.ts')}" "$@"\n`)
    chmodSync(binary, 0o755)
    const built = await buildBundle(binary, 'linux')
    expect(built.bundle).toBe(join(dir, 'bazi-service.mcpb'))
    const sha256 = createHash('sha256').update(readFileSync(built.bundle)).digest('hex')
    const serverJson = JSON.parse(readFileSync(built.serverJson, 'utf8'))
    expect(serverJson.packages[0].fileSha256).toBe(sha256)
    expect(registryErrors(serverJson)).toEqual([])

    const unpacked = join(dir, 'installed')
    expect(mcpb('unpack', built.bundle, unpacked).exitCode).toBe(0)
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest.compatibility.platforms).toEqual(['linux'])
    // What a desktop host does: substitute ${__dirname} and the user's (blank) settings, then spawn.
    const fill = (s: string) => s.replace('${__dirname}', unpacked).replace(/\$\{user_config\.[a-z_]+\}/g, '')
    const env = Object.fromEntries(Object.entries(manifest.server.mcp_config.env as Record<string, string>).map(([k, v]) => [k, fill(v)]))
    const client = new Client({ name: 'desktop-host', version: '1' })
    await client.connect(
      new StdioClientTransport({
        command: fill(manifest.server.mcp_config.command),
        args: manifest.server.mcp_config.args,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        cwd: unpacked,
        stderr: 'ignore',
      }),
    )
    const tools = (await client.listTools()).tools.map((t) => t.name).sort()
    expect(tools).toEqual(manifest.tools.map((t: { name: string }) => t.name).sort())
    expect(tools).toHaveLength(6)
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['read_my_chart', 'today_for_me', 'are_we_compatible'])
    const tarot = await client.callTool({ name: 'draw_tarot_card', arguments: { cardId: 5, reversed: false } })
    expect(tarot.isError).toBeFalsy()
    await client.close()
  })
})
