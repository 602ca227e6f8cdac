/**
 * The JSON Schemas a tool advertises in `tools/list`, in their leanest equivalent form (the whole
 * list within 4,000 tokens per connector). Computed once at startup from the same TypeBox
 * schemas that validate the arguments, so what is advertised is what is enforced:
 *
 * - a union of string literals (TypeBox's `anyOf` of `const`s) becomes `enum` (or the shorter list
 *   of its `x-advertised-enum`);
 * - `examples` are dropped (each tool description carries one example call), and so is
 *   `additionalProperties: true` (the default); a `patternProperties` matching every name becomes
 *   `additionalProperties`;
 * - every object shape that occurs more than once is defined once under `$defs` and referenced with
 *   a local `$ref` (`#/$defs/Name`, named after the member where it first occurs) with
 *   `"type": "object"` beside it, so a schema stays self-contained and says what to send even to a
 *   client that does not resolve references.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

function literalsToEnum(node: JsonObject): JsonObject {
  const options = node.anyOf
  if (!Array.isArray(options) || options.length < 2) return node
  if (
    !options.every(
      (o) => isObject(o) && 'const' in o && typeof o.const === 'string' && Object.keys(o).every((k) => k === 'const' || k === 'type'),
    )
  )
    return node
  const { anyOf: _anyOf, ...rest } = node
  return { type: 'string', enum: options.map((o) => (o as JsonObject).const), ...rest }
}

/**
 * `x-advertised-enum` replaces the enum a tool advertises with a shorter list of the values it accepts
 * (the locale argument lists its seven locales, not the tags accepted as the same).
 */
function advertisedEnum(node: JsonObject): JsonObject {
  const advertised = node['x-advertised-enum']
  if (!Array.isArray(advertised)) return node
  const { 'x-advertised-enum': _advertised, ...rest } = node
  return { ...rest, enum: advertised }
}

/** A `patternProperties` that matches every name is `additionalProperties`. */
function anyNameProperties(node: JsonObject): JsonObject {
  const pattern = node.patternProperties
  if (!isObject(pattern) || Object.keys(pattern).length !== 1 || !('^(.*)$' in pattern) || node.properties) return node
  const { patternProperties: _p, ...rest } = node
  return { ...rest, additionalProperties: pattern['^(.*)$'] }
}

interface SimplifyOptions {
  /** Keep descriptions down to this many levels of members below the root (0: the root's only). */
  descriptionDepth: number
  /** Keep `required` lists down to this many levels of members below the root. */
  requiredDepth: number
}

/** Enum for literal unions, no examples, no `additionalProperties: true` (the default), recursively. */
function simplify(node: Json, options: SimplifyOptions, depth = 0): Json {
  if (Array.isArray(node)) return node.map((n) => simplify(n, options, depth))
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'examples' || (key === 'additionalProperties' && value === true)) continue
    if (key === 'description' && depth > options.descriptionDepth) continue
    if (key === 'required' && depth > options.requiredDepth) continue
    // `properties` and `$defs` map names to schemas: recurse into each schema, keep every name.
    if (key === 'properties' || key === '$defs')
      out[key] = Object.fromEntries(Object.entries(value as JsonObject).map(([k, v]) => [k, simplify(v, options, depth + 1)]))
    else out[key] = simplify(value, options, key === 'items' ? depth + 1 : depth)
  }
  return advertisedEnum(literalsToEnum(anyNameProperties(out)))
}

const pascal = (name: string) => name.replace(/(^|[_-])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase())

/** Object shapes (with members) worth a definition: big enough that a `$ref` is shorter. */
const factorable = (node: JsonObject) => node.type === 'object' && isObject(node.properties) && JSON.stringify(node).length > 60

/** Moves every object shape occurring twice or more into `$defs`, largest first. */
function factorRepeats(root: JsonObject): JsonObject {
  const defs: JsonObject = isObject(root.$defs) ? { ...root.$defs } : {}
  for (;;) {
    const seen = new Map<string, { count: number; name: string; node: JsonObject }>()
    const visit = (node: Json, name: string) => {
      if (Array.isArray(node)) return node.forEach((n) => visit(n, name))
      if (!isObject(node)) return
      if (node !== root && factorable(node)) {
        // A bilingual text is named for what it is, wherever it first occurs.
        if (Object.keys(node.properties as JsonObject).join() === 'en,zh') name = 'BilingualText'
        const key = JSON.stringify(node)
        const entry = seen.get(key)
        if (entry) entry.count++
        else seen.set(key, { count: 1, name, node })
      }
      for (const [k, v] of Object.entries(node)) {
        if (k === 'properties' || k === '$defs')
          for (const [member, schema] of Object.entries(v as JsonObject)) visit(schema, pascal(member))
        else visit(v, k === 'items' ? `${name}Item` : name)
      }
    }
    visit(root, 'Shape')
    const repeated = [...seen.entries()].filter(([, e]) => e.count > 1).sort((a, b) => b[0].length - a[0].length)[0]
    if (!repeated) break
    const [key, { name }] = repeated
    let defName = name
    for (let i = 2; defName in defs; i++) defName = `${name}${i}`
    defs[defName] = JSON.parse(key)
    const replace = (node: Json): Json => {
      if (Array.isArray(node)) return node.map(replace)
      if (!isObject(node)) return node
      // `type` beside the `$ref`: clients that build a form from the schema without resolving
      // references (the MCP Inspector among them) otherwise offer a text field and send a string.
      if (JSON.stringify(node) === key) return { type: 'object', $ref: `#/$defs/${defName}` }
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replace(v)]))
    }
    const { $defs: _defs, ...body } = root
    const replacedDefs = Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, k === defName ? v : replace(v)]))
    root = { ...(replace(body) as JsonObject), $defs: replacedDefs }
    Object.assign(defs, replacedDefs)
  }
  return Object.keys(defs).length ? { ...root, $defs: defs } : root
}

/**
 * A TypeBox schema as the lean JSON Schema a tool advertises (symbol-keyed TypeBox metadata dropped).
 * `descriptionDepth` and `requiredDepth` (default: all) keep member descriptions and `required` lists
 * only near the root: a result schema written for the REST documentation (OpenAPI keeps all of it)
 * is advertised to a model with its top-level members described and required.
 */
export function toolSchema(schema: object, options: Partial<SimplifyOptions> = {}): JsonObject & { type: 'object' } {
  const json = JSON.parse(JSON.stringify(schema)) as JsonObject
  if (json.type !== 'object') throw new Error('MCP tool schemas must be objects at the root')
  const simplified = simplify(json, {
    descriptionDepth: options.descriptionDepth ?? Infinity,
    requiredDepth: options.requiredDepth ?? Infinity,
  })
  return factorRepeats(simplified as JsonObject) as JsonObject & { type: 'object' }
}
