/**
 * The desktop bundle and the registry entry, made by `npm run build` (build.ts) beside the binary:
 *
 * - `bazi-service.mcpb`: an MCP Bundle (a zip with manifest.json and the binary) that a desktop
 *   assistant such as Claude Desktop installs with one click; it runs `bazi-service mcp --tools all`
 *   over stdio. Packed with the official `mcpb` CLI (`@anthropic-ai/mcpb`), which validates the
 *   manifest against its schema first.
 * - `server.json`: the repository's `server.json` (the MCP Registry entry: the two remote connectors
 *   and the bundle) with the bundle's SHA-256 filled in, ready for `mcp-publisher publish`.
 *
 * The binary is built for the machine that builds it (`bun build --compile` without a cross
 * target), so the bundle names that one platform in `compatibility.platforms`.
 */
import { $ } from 'bun'
import { createHash } from 'node:crypto'
import { copyFileSync, chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { SERVICE_NAME, SERVICE_VERSION } from '../src/config'
import { toolsOf } from '../src/operations/index'

const ROOT = join(import.meta.dir, '..')
const MCPB = join(ROOT, 'node_modules/.bin/mcpb')

type Platform = 'darwin' | 'win32' | 'linux'

/** The bundle's manifest (MCPB manifest 0.3): the binary as a stdio server, every tool it serves. */
export function bundleManifest(platform: Platform, entryPoint = `server/${SERVICE_NAME}${platform === 'win32' ? '.exe' : ''}`) {
  return {
    $schema: 'https://raw.githubusercontent.com/modelcontextprotocol/mcpb/main/dist/mcpb-manifest-v0.3.schema.json',
    manifest_version: '0.3',
    name: SERVICE_NAME,
    display_name: 'Bazi (Four Pillars)',
    version: SERVICE_VERSION,
    description: 'Bazi charts with true solar time, the Chinese almanac, daily guidance, compatibility, number energy and tarot.',
    long_description:
      'Runs the bazi-service binary on your computer as a local MCP server: no server, account or key. Year and month pillars come from exact solar-term instants, day and hour pillars from local true solar time, and missing birth details are reported, never guessed. Narratives come from built-in templates unless you give a model key. For entertainment and reflection only.',
    author: { name: 'bazi-service maintainers' },
    license: 'MIT',
    keywords: ['bazi', 'four pillars', 'chinese astrology', 'almanac', '八字'],
    server: {
      type: 'binary',
      entry_point: entryPoint,
      mcp_config: {
        // The person running the bundle is its only user: every tool, no key, no daily limit.
        command: `\${__dirname}/${entryPoint}`,
        args: ['mcp', '--tools', 'all'],
        // Empty values count as unset, so leaving these blank keeps the template narratives.
        env: {
          OPENAI_API_KEY: '${user_config.openai_api_key}',
          OPENAI_BASE_URL: '${user_config.openai_base_url}',
          OPENAI_MODEL: '${user_config.openai_model}',
        },
      },
    },
    // The contract's tools (the bundle does not turn on MCP_ZIWEI_TOOL).
    tools: (['public', 'readings'] as const)
      .flatMap((connector) => toolsOf(connector))
      .map((c) => ({ name: c.mcp!.tool, description: c.annotations.title })),
    prompts_generated: true,
    compatibility: { platforms: [platform] },
    user_config: {
      openai_api_key: {
        type: 'string',
        title: 'Model API key (optional)',
        description: 'An OpenAI-compatible API key for model-written narratives; leave blank for the built-in templates.',
        sensitive: true,
        required: false,
      },
      openai_base_url: {
        type: 'string',
        title: 'Model base URL (optional)',
        description: 'An OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for a local model.',
        required: false,
      },
      openai_model: {
        type: 'string',
        title: 'Model name (optional)',
        description: 'The model to ask, when not the provider default.',
        required: false,
      },
    },
  }
}

/** The repository's server.json with the bundle's download address and SHA-256 filled in. */
function registryEntry(bundleSha256: string) {
  const entry = JSON.parse(readFileSync(join(ROOT, 'server.json'), 'utf8'))
  for (const pkg of entry.packages ?? []) if (pkg.registryType === 'mcpb') pkg.fileSha256 = bundleSha256
  return entry
}

/**
 * Packs `binary` into `<dir of binary>/bazi-service.mcpb` with the official CLI and writes
 * `<dir>/server.json`. Returns both paths and the bundle's SHA-256. The host's platform by default:
 * the binary runs only there.
 */
export async function buildBundle(binary: string, platform: Platform = process.platform as Platform) {
  const outDir = dirname(binary)
  const stage = join(outDir, 'mcpb')
  rmSync(stage, { recursive: true, force: true })
  const manifest = bundleManifest(platform)
  mkdirSync(join(stage, dirname(manifest.server.entry_point)), { recursive: true })
  copyFileSync(binary, join(stage, manifest.server.entry_point))
  chmodSync(join(stage, manifest.server.entry_point), 0o755)
  writeFileSync(join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const bundle = join(outDir, `${SERVICE_NAME}.mcpb`)
  // `mcpb pack` validates the manifest against its schema and refuses to pack an invalid one.
  await $`${MCPB} pack ${stage} ${bundle}`.quiet()
  // The staged copy of the binary is in the bundle now.
  rmSync(stage, { recursive: true, force: true })
  const sha256 = createHash('sha256').update(readFileSync(bundle)).digest('hex')
  const serverJson = join(outDir, 'server.json')
  writeFileSync(serverJson, `${JSON.stringify(registryEntry(sha256), null, 2)}\n`)
  return { bundle, serverJson, sha256 }
}
