/**
 * server.json, the MCP Registry entry: valid under the registry's published JSON Schema (vendored,
 * checked unchanged), and saying what the service serves: the two connectors at the operator's host,
 * the key on the keyed one, and the desktop bundle of this version.
 */
import { describe, expect, it } from 'bun:test'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REGISTRY_SCHEMA_PATH, registryErrors } from '../../scripts/validate-server-json'

const ROOT = join(import.meta.dir, '../..')
const serverJson = JSON.parse(readFileSync(join(ROOT, 'server.json'), 'utf8'))
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))

describe('server.json', () => {
  it('is valid under the vendored registry schema, which is the published file unchanged', () => {
    const recorded = readFileSync(join(ROOT, 'vendor/mcp-registry/README.md'), 'utf8').match(/SHA-256 `([0-9a-f]{64})`/)![1]
    expect(createHash('sha256').update(readFileSync(REGISTRY_SCHEMA_PATH)).digest('hex')).toBe(recorded)
    const schemaId = JSON.parse(readFileSync(REGISTRY_SCHEMA_PATH, 'utf8')).$id
    expect(serverJson.$schema).toBe(schemaId)
    expect(registryErrors(serverJson)).toEqual([])
  })

  it.each([
    ['a name without a namespace', (s: any) => (s.name = 'bazi-service'), '/name'],
    ['a description over 100 characters', (s: any) => (s.description = 'x'.repeat(101)), '/description'],
    ['a remote without a URL', (s: any) => delete s.remotes[0].url, '/remotes/0'],
    ['a bundle hash that is not SHA-256', (s: any) => (s.packages[0].fileSha256 = 'abc'), '/packages/0/fileSha256'],
    ['the version "latest" for a package', (s: any) => (s.packages[0].version = 'latest'), '/packages/0/version'],
  ])('the schema check refuses %s', (_, breakIt, path) => {
    const broken = structuredClone(serverJson)
    breakIt(broken)
    expect(registryErrors(broken).some((line) => line.startsWith(path))).toBe(true)
  })

  it('describes both connectors at the operator host, the key on /mcp/readings, and this version’s bundle', () => {
    expect(serverJson.version).toBe(pkg.version)
    expect(serverJson.remotes.map((r: any) => [r.type, r.url])).toEqual([
      ['streamable-http', 'https://{host}/mcp'],
      ['streamable-http', 'https://{host}/mcp/readings'],
    ])
    for (const remote of serverJson.remotes) expect(remote.variables.host.isRequired).toBe(true)
    const [auth] = serverJson.remotes[1].headers
    expect(auth).toMatchObject({ name: 'Authorization', value: 'Bearer {api_key}', isSecret: true, isRequired: true })
    expect(serverJson.remotes[0].headers).toBeUndefined()
    const [bundle] = serverJson.packages
    expect(bundle).toMatchObject({ registryType: 'mcpb', version: pkg.version, transport: { type: 'stdio' } })
    expect(bundle.identifier).toEndWith(`/releases/download/v${pkg.version}/bazi-service.mcpb`)
  })
})
