/**
 * `bun scripts/validate-server-json.ts FILE…`: checks server.json files against the MCP Registry's
 * published JSON Schema (vendored in vendor/mcp-registry, no network), compiled with ajv and its
 * formats; prints each complaint and exits 1 when a file is invalid. The tests use `registryErrors`.
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const REGISTRY_SCHEMA_PATH = join(import.meta.dir, '../vendor/mcp-registry/server.schema.2025-12-11.json')

// strict: false because the registry's schema carries OpenAPI keywords (`example`, `discriminator`)
// that plain JSON Schema does not define; they annotate and never constrain.
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
const validate = ajv.compile(JSON.parse(readFileSync(REGISTRY_SCHEMA_PATH, 'utf8')))

/** The schema's complaints about a server.json, as "path: message" lines; empty when it is valid. */
export function registryErrors(serverJson: unknown): string[] {
  return validate(serverJson) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message}`)
}

if (import.meta.main) {
  let invalid = 0
  for (const file of process.argv.slice(2)) {
    const errors = registryErrors(JSON.parse(readFileSync(file, 'utf8')))
    if (errors.length > 0) invalid++
    console.log(errors.length === 0 ? `${file}: valid` : `${file}: invalid\n  ${errors.join('\n  ')}`)
  }
  process.exit(invalid > 0 || process.argv.length < 3 ? 1 : 0)
}
