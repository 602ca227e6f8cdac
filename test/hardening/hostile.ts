/**
 * Hostile request generators for the fuzz tests (fast-check). Bodies are derived from each
 * capability's own TypeBox input schema, so every REST operation and MCP tool, present and future,
 * is covered without a hand-written list: each member is left out, given a plausible value (edge
 * dates and times, range boundaries and just beyond them) or replaced by a hostile one (wrong type,
 * huge or empty string, control characters, unusual Unicode, `__proto__`/`constructor` keys, deep
 * nesting), and numbers like `NaN`, `1e309` and `-0` are written as raw JSON text.
 */
import type { TSchema } from '@sinclair/typebox'
import fc from 'fast-check'
import { fakeImage } from '../support/image-fixtures'

/** A number written verbatim into the JSON text (NaN, 1e309, -0 …), which JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value, with own `__proto__` keys kept and RawJson emitted verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  return `{${Object.keys(value)
    .map((k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`)
    .join(',')}}`
}

/** An object with these own entries, including keys like `__proto__` as plain own members. */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = Object.create(null)
  for (const [k, v] of entries) Object.defineProperty(object, k, { value: v, enumerable: true, writable: true, configurable: true })
  return object
}

export const EDGE_DATES = [
  '2023-02-29',
  '2024-02-29',
  '2100-02-29',
  '2000-02-29',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '1582-10-10',
  '1899-12-31',
  '1900-01-01',
  '1800-01-01',
  '1799-12-31',
  '2200-12-31',
  '2201-01-01',
  '2023-13-01',
  '2023-00-10',
  '2023-04-31',
  '2023-12-32',
  '1990-05-15',
  '2026-11-21',
  '1969-12-31',
  '1970-01-01',
  '2038-01-19',
  '1912-02-18',
]
export const EDGE_TIMES = ['24:00', '23:60', '23:59', '00:00', '00:01', '12:00', '23:00', '22:59', '11:59', '13:00', '00:59']
const BAD_DATE_TEXT = [
  '1990-5-15',
  '19900515',
  '1990/05/15',
  '1990-05-15T00:00:00Z',
  '1990-05-15\n',
  ' 1990-05-15',
  '１９９０-０５-１５',
  '١٩٩٠-٠٥-١٥',
  '+01990-05-15',
  '-0001-01-01',
]
const BAD_TIME_TEXT = ['7:05', '12:00:00', '-1:00', '23:59:60', '12h30', '12:00\n', '１２:００', 'noon', '25:00', '99:99']

const RAW_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0e0',
  '1E2',
  '5e-324',
  '1.7976931348623157e308',
  '9007199254740993',
  '0x10',
  '+1',
  '.5',
  '01',
  '1.',
  '--1',
]
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u0002\u001f\u007f',
  'line\nbreak\r\ttab',
  '\u202eRTL override',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d\ufeff',
  'Z̷̢̛̛̮̲̝a̸̧̛̗l̵̨̛g̶o̸',
  '𝟏𝟗𝟗𝟎-𝟎𝟓-𝟏𝟓',
  "' OR 1=1 --",
  '"; DROP TABLE usage; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '甲',
  '甲木乙',
  '北京',
  'a'.repeat(101),
  'a'.repeat(501),
  'x'.repeat(5_000),
]
/** Bigger than every JSON route's body limit (64 KiB), smaller than the image routes' limit. */
const HUGE_STRING = 'h'.repeat(70 * 1024)
const DANGEROUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  'date ',
  'Date',
  'DATE',
  'cardid',
  'card_id',
]

const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth))
const deepObject = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))

/** A value of any kind: wrong types, hostile strings and numbers, odd structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)), weight: 4 },
  {
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1, 0.5, -0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
    weight: 3,
  },
  { arbitrary: fc.constantFrom<unknown>([], {}, [null], [[]], { a: 1 }, ['1990-05-15'], { date: '1990-05-15' }), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      ownObject([['__proto__', { polluted: true }]]),
      ownObject([['constructor', { prototype: { polluted: true } }]]),
    ),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(10, 100, 1_000, 20_000).chain((d) => fc.constantFrom(deepArray(d), deepObject(d))), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.constant(HUGE_STRING), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
)

const IMAGES = [
  fakeImage('image/jpeg', 120, 'fuzz-jpeg'),
  fakeImage('image/png', 120, 'fuzz-png'),
  fakeImage('image/webp', 120, 'fuzz-webp'),
  fakeImage('image/png', 3, 'x'),
  'iVBORw0KGgo',
  'not base64!',
  'AAAA\nAAAA',
  '====',
  'A',
  Buffer.from('GIF89a-not-allowed').toString('base64'),
  Buffer.from('%PDF-1.4').toString('base64'),
]

/** Plausible-looking values for a schema (valid, at the edge, or just beyond it). */
function plausible(schema: TSchema, name: string): fc.Arbitrary<unknown> {
  if (/^image[AB]?$/.test(name)) return fc.constantFrom(...IMAGES)
  const anyOf = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined
  if (anyOf) {
    const literals = anyOf.filter((s) => 'const' in s).map((s) => s.const)
    if (literals.length === anyOf.length) return fc.constantFrom(...literals, 'EN', 'zh-CN', 'gpt-4', 'image/gif', 'Male', '')
    return fc.oneof(...anyOf.map((s) => plausible(s, name)))
  }
  switch (schema.type) {
    case 'string': {
      const pattern = String(schema.pattern ?? '')
      if (pattern.includes('[0-9]{4}-'))
        return fc.oneof(
          { arbitrary: fc.constantFrom(...EDGE_DATES), weight: 4 },
          { arbitrary: fc.constantFrom(...BAD_DATE_TEXT), weight: 1 },
        )
      if (pattern.includes('[0-5][0-9]'))
        return fc.oneof(
          { arbitrary: fc.constantFrom(...EDGE_TIMES), weight: 4 },
          { arbitrary: fc.constantFrom(...BAD_TIME_TEXT), weight: 1 },
        )
      if (/phone/i.test(name))
        return fc.oneof(
          fc.stringMatching(/^[0-9]{4,17}$/),
          fc.constantFrom('13912345678', '+86 139-1234-5678', '(555) 010-9999', '０１２３４５６７'),
        )
      if (/countryCode/.test(name)) return fc.constantFrom('86', '+86', '1', '+1', '99999', '+', '')
      if (/city/i.test(name))
        return fc.constantFrom(
          'Beijing',
          '北京',
          'Springfield',
          'San Francisco, CA',
          'Portland, Oregon',
          'Nowhere-ville-xyz',
          '广东省广州市',
          'Paris',
          'a'.repeat(100),
        )
      const examples = (schema.examples as unknown[] | undefined) ?? []
      return fc.oneof(
        fc.string({ minLength: (schema.minLength as number | undefined) ?? 0, maxLength: (schema.maxLength as number | undefined) ?? 60 }),
        ...(examples.length ? [fc.constantFrom(...examples)] : []),
        fc.constantFrom('甲', '癸', '甲木', '子', 'Jia', 'Alice', '小明'),
      )
    }
    case 'number':
    case 'integer': {
      const min = schema.minimum as number | undefined
      const max = schema.maximum as number | undefined
      const edges: unknown[] = [0, -0.000001, 1.5, -1]
      if (min !== undefined) edges.push(min, min - 1e-9, min - 1, new RawJson(`${min}.0000001`.replace('-', '-')))
      if (max !== undefined) edges.push(max, max + 1e-9, max + 1, new RawJson(`${max}.0000001`))
      if (min === undefined && max === undefined) edges.push(1800, 2200, 1799, 2201, 1990, -2000)
      return fc.oneof(
        fc.constantFrom(...edges),
        schema.type === 'integer'
          ? fc.integer({ min: (min ?? -3000) - 2, max: (max ?? 3000) + 2 })
          : fc.double({ min: (min ?? -1000) - 1, max: (max ?? 1000) + 1, noNaN: true }),
      )
    }
    case 'boolean':
      return fc.constantFrom(true, false, 'true', 0, 1)
    case 'object':
      return objectFor(schema)
    default:
      return hostileValue
  }
}

/** An object for an object schema: each member absent, plausible or hostile; sometimes extra members. */
export function objectFor(schema: TSchema): fc.Arbitrary<unknown> {
  const anyOf = schema.anyOf as TSchema[] | undefined
  if (anyOf)
    return fc.oneof(
      ...anyOf.map((branch) => objectFor(branch)),
      objectFor({ ...anyOf[0], properties: Object.assign({}, ...anyOf.map((b) => b.properties)) } as TSchema),
    )
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const members = Object.entries(properties).map(([name, member]) =>
    fc
      .oneof(
        { arbitrary: fc.constant(undefined), weight: required.has(name) ? 1 : 4 },
        { arbitrary: plausible(member, name), weight: 10 },
        { arbitrary: hostileValue, weight: 2 },
      )
      .map((value) => [name, value] as const),
  )
  const extras = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string({ maxLength: 12 })), hostileValue), {
    maxLength: 2,
  })
  return fc
    .tuple(
      fc.tuple(...members),
      fc.oneof({ arbitrary: fc.constant([] as [string, unknown][]), weight: 4 }, { arbitrary: extras, weight: 1 }),
    )
    .map(([pairs, extra]) =>
      ownObject([...pairs.filter(([, v]) => v !== undefined).map(([k, v]) => [k, v] as [string, unknown]), ...extra]),
    )
}

/** A raw request body: mostly JSON text of a schema-driven object, sometimes broken or odd text. */
export function bodyFor(schema: TSchema): fc.Arbitrary<string> {
  const structured = objectFor(schema).map(toJsonText)
  return fc.oneof(
    { arbitrary: structured, weight: 12 },
    // Truncated somewhere: malformed JSON.
    { arbitrary: fc.tuple(structured, fc.nat()).map(([text, cut]) => text.slice(0, text.length ? cut % text.length : 0)), weight: 2 },
    // Not an object at all, or any JSON at all.
    { arbitrary: hostileValue.map(toJsonText), weight: 2 },
    // Duplicate keys, a byte-order mark, trailing garbage, comments, single quotes.
    {
      arbitrary: structured.chain((text) =>
        fc.constantFrom(
          text.replace(/^\{/, '{"date":"1990-05-15","date":"2023-02-29",'),
          '\ufeff' + text,
          text + 'garbage',
          text + '\n\n',
          `/* c */${text}`,
          text.replaceAll('"', "'"),
          `[${text}]`,
          `${text}${text}`,
        ),
      ),
      weight: 2,
    },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 1 },
  )
}
