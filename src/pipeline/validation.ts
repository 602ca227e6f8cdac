/**
 * One validator for every surface: TypeBox schemas compiled once at startup, and one way of turning
 * failures into an actionable message with the failing field paths. REST bodies and MCP tool
 * arguments are checked by the same compiled function, so both reject the same inputs the same way.
 *
 * The messages are in the request's locale (`core/messages.ts`, keyed by message id); English is the
 * service's wording as it always was. Other locales do not repeat English text of the schemas (a
 * pattern's description, a union's hint): they give the schema's example or pattern instead.
 */
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors'
import { UNION_HINT } from '../contracts/common'
import { AppError } from '../core/errors'
import { type JsonType, messageIn, SENTENCE, typeName } from '../core/messages'
import type { Locale } from '../core/types'

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>()

const compileSchema = (schema: TSchema): TypeCheck<TSchema> => {
  let check = compiled.get(schema)
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)))
  return check
}

interface FieldError {
  /** JSON pointer-like path, `/person1/date`; empty for the body itself. */
  path: string
  message: string
}

const MAX_REPORTED_ERRORS = 10

/** A readable field path: `person1.date` rather than `/person1/date`. */
const fieldName = (path: string, locale: Locale) =>
  path === '' ? messageIn(locale, 'field.body') : `\`${path.slice(1).replaceAll('/', '.')}\``

const describeLiterals = (schema: TSchema): string | null => {
  const options = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined
  if (!options || !options.every((o) => 'const' in o)) return null
  return options.map((o) => JSON.stringify(o.const)).join(', ')
}

/** Edit distance (insertions, deletions, substitutions), for the spelling of member names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]
}

/** A name's words, whatever its case convention: `birth_date`, `birthDate` → birth, date. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_-]+/)
    .filter(Boolean)

/**
 * The documented member an unknown one most likely meant: the same words in another case
 * convention (`country_code` → `countryCode`), one name qualifying the other (`date` →
 * `birth_date`, `birth_date` → `date`; a required one first, else the first documented), or a close
 * spelling (`latitdue` → `latitude`).
 * None when nothing is close.
 */
function closestMember(unknown: string, members: string[], required: string[] = []): string | null {
  const words = wordsOf(unknown).join('_')
  const sameWords = members.find((m) => wordsOf(m).join('_') === words)
  if (sameWords) return sameWords
  // One name qualifies the other: `date` for `birth_date`, or `birth_date` for `date`.
  const qualified = members.filter((m) => {
    const other = wordsOf(m).join('_')
    return other.endsWith(`_${words}`) || words.endsWith(`_${other}`)
  })
  if (qualified.length) return qualified.find((m) => required.includes(m)) ?? qualified[0]
  let best: string | null = null
  let bestDistance = Math.min(2, Math.floor(unknown.length / 3))
  for (const m of members) {
    const d = editDistance(unknown.toLowerCase(), m.toLowerCase())
    if (d > 0 && d <= bestDistance && (best === null || d < bestDistance)) {
      best = m
      bestDistance = d
    }
  }
  return best
}

/** The JSON type a TypeBox error says was expected, for the locales that name it in their own words. */
const EXPECTED_TYPE: Partial<Record<ValueErrorType, JsonType>> = {
  [ValueErrorType.String]: 'string',
  [ValueErrorType.Number]: 'number',
  [ValueErrorType.Integer]: 'integer',
  [ValueErrorType.Boolean]: 'boolean',
  [ValueErrorType.Object]: 'object',
  [ValueErrorType.Array]: 'array',
  [ValueErrorType.Null]: 'null',
}

/** The English detail of a field error TypeBox worded itself (`expected string`). */
const typeboxDetail = (error: ValueError) => `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`

function describe(error: ValueError, locale: Locale): string {
  const s = error.schema as TSchema & Record<string | symbol, unknown>
  const field = fieldName(error.path, locale)
  const en = locale === 'en'
  switch (error.type) {
    case ValueErrorType.ObjectAdditionalProperties: {
      const known = closestMember(
        error.path.slice(error.path.lastIndexOf('/') + 1),
        Object.keys((s.properties as object | undefined) ?? {}),
        (s.required as string[] | undefined) ?? [],
      )
      if (known) return messageIn(locale, 'member.unknown.suggest', { field, known })
      return messageIn(locale, 'member.unknown', { field })
    }
    case ValueErrorType.ObjectRequiredProperty:
      return messageIn(locale, 'member.required', { field })
    case ValueErrorType.StringPattern: {
      const expected = s.description ? String(s.description).replace(/\.$/, '') : `it must match ${s.pattern}`
      const example = Array.isArray(s.examples) && s.examples.length > 0 ? String(s.examples[0]) : String(s.pattern)
      return messageIn(locale, 'value.format', { field, expected, example })
    }
    case ValueErrorType.StringMaxLength:
      return messageIn(locale, 'string.too-long', { field, max: String(s.maxLength) })
    case ValueErrorType.StringMinLength:
      return messageIn(locale, 'string.too-short', { field, min: String(s.minLength), s: s.minLength === 1 ? '' : 's' })
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.IntegerMinimum:
      return messageIn(locale, 'number.range', { field, min: String(s.minimum), max: String(s.maximum) })
    // A union of one literal is that literal (TypeBox unwraps it): `set: "guandi"` while one set exists.
    case ValueErrorType.Literal:
      return messageIn(locale, 'value.one-of', { field, literals: JSON.stringify(s.const) })
    case ValueErrorType.ArrayMinItems:
    case ValueErrorType.ArrayMaxItems:
      if (s.minItems !== undefined && s.minItems === s.maxItems)
        return messageIn(locale, 'array.exact', { field, count: String(s.minItems) })
      return messageIn(locale, 'value.invalid', { field, detail: typeboxDetail(error) })
    case ValueErrorType.Union: {
      const literals = describeLiterals(s)
      if (literals) return messageIn(locale, 'value.one-of', { field, literals })
      return messageIn(locale, 'value.no-form', { field, hint: s[UNION_HINT] ? String(s[UNION_HINT]) : 'does not match any allowed form' })
    }
    default: {
      const type = EXPECTED_TYPE[error.type]
      if (!en && type) return messageIn(locale, 'value.expected', { field, type: typeName(type, locale) })
      return messageIn(locale, 'value.invalid', { field, detail: typeboxDetail(error) })
    }
  }
}

const isObjectSchema = (schema: TSchema) => schema.type === 'object' && typeof schema.properties === 'object'

/**
 * A union of object forms (couple-face: one photo or two portraits). When the value mixes members of
 * several forms, or fits none even loosely, the union's own hint is the answer; otherwise report the
 * field errors of the form the value is closest to, so the client learns which field to fix.
 */
function explainUnionOfObjects(error: ValueError, locale: Locale): FieldError[] | null {
  const branches = (error.schema.anyOf ?? []) as TSchema[]
  if (error.type !== ValueErrorType.Union || branches.length < 2 || !branches.every(isObjectSchema)) return null
  const value = error.value
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const hint = { path: error.path, message: describe(error, locale) }
  const keys = Object.keys(value)
  const ownKeys = (branch: TSchema) => new Set(Object.keys(branch.properties as object))
  // Members that belong to exactly one form identify it; two identified forms = mixed forms.
  const identified = branches.filter((b, i) =>
    keys.some((k) => ownKeys(b).has(k) && branches.every((other, j) => j === i || !ownKeys(other).has(k))),
  )
  if (identified.length !== 1) return [hint]
  const branch = identified[0]
  const nested = [...compileSchema(branch).Errors(value)].map((e) => ({ ...e, path: error.path + e.path }))
  const seen = new Set<string>()
  const fieldErrors = nested
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => ({ path: e.path, message: describe(e, locale) }))
  return [hint, ...fieldErrors]
}

/**
 * A union of different JSON types (`timezone`: hours or a zone name). The branch of the value's own
 * type says what is wrong with it (`out of range: -12 to 14`, `wrong format`); a value of another
 * type gets the union's own description.
 */
function explainUnionByType(error: ValueError, locale: Locale): FieldError[] | null {
  const branches = (error.schema.anyOf ?? []) as TSchema[]
  if (error.type !== ValueErrorType.Union || branches.length < 2 || !branches.every((b) => typeof b.type === 'string' && !('const' in b)))
    return null
  const jsonType = (value: unknown) => (typeof value === 'number' ? 'number' : typeof value === 'string' ? 'string' : null)
  const own = branches.find((b) => b.type === jsonType(error.value) || (b.type === 'integer' && jsonType(error.value) === 'number'))
  if (!own) {
    const description = error.schema.description
      ? String(error.schema.description).replace(/\.$/, '')
      : `one of ${branches.map((b) => b.type).join(', ')}`
    const types = branches.map((b) => typeName(b.type as JsonType, locale)).join(SENTENCE[locale].join === '; ' ? ', ' : '、')
    return [
      {
        path: error.path,
        message: messageIn(locale, 'value.type', { field: fieldName(error.path, locale), expected: description, types }),
      },
    ]
  }
  const first = compileSchema(own).Errors(error.value).First()
  return first ? [{ path: error.path, message: describe({ ...first, path: error.path }, locale) }] : null
}

/** Validates `value`; throws INVALID_REQUEST listing the failing fields, worded in `locale`. */
export function assertValid(schema: TSchema, value: unknown, locale: Locale = 'en'): void {
  const check = compileSchema(schema)
  if (check.Check(value)) return
  const errors: FieldError[] = []
  const seen = new Set<string>()
  for (const error of check.Errors(value)) {
    // A union reports every branch's failure; the first message per path is the useful one.
    if (seen.has(error.path)) continue
    seen.add(error.path)
    errors.push(
      ...(explainUnionOfObjects(error, locale) ??
        explainUnionByType(error, locale) ?? [{ path: error.path, message: describe(error, locale) }]),
    )
    if (errors.length >= MAX_REPORTED_ERRORS) break
  }
  const { join, end } = SENTENCE[locale]
  const summary = errors.map((e) => e.message).join(join)
  throw new AppError('INVALID_REQUEST', messageIn(locale, 'request.invalid', { summary, end: /[?？]$/.test(summary) ? '' : end }), {
    errors,
  })
}
