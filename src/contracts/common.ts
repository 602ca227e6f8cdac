/**
 * Schemas and shapes shared by several capabilities, each defined once. Plain @sinclair/typebox,
 * portable JSON Schema: the same object validates REST bodies, documents them in OpenAPI and is the
 * MCP tool's `inputSchema`. The constraints are the published contract's, exactly (README "REST
 * API": birth details, the shared enumerations, the limits). No `default:` keywords here: the
 * defaults are decided once, below (`resolveChartOptions`, `localeOf`), and applied by each
 * operation's `toInput`, so REST and MCP agree (docs/architecture.md "Defaults").
 */
import { Type, type Static, type TLiteral, type TSchema, type TObject, type TProperties, type TUnion } from '@sinclair/typebox'
import type { Locale as CoreLocale, ZiHourRule } from '../core/types'
import { LOCALES, LOCALE_ALIASES, canonicalLocale, type LocaleTag } from '../core/locale'

/** `YYYY-MM-DD`; that it is a real calendar date is checked by the core (INVALID_DATE). */
export const DatePattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
/** 24-hour `HH:MM`, 00:00 to 23:59 (hours 00-23, minutes 00-59). */
export const TimePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$'
/** The longest city name a request may send (the birth details' `city`, a prompt's `birth_city`). */
export const MAX_CITY_LENGTH = 100

export const DateString = (description: string, examples: string[] = ['1990-05-15']) =>
  Type.String({ pattern: DatePattern, description, examples })

/**
 * The locale of an answer's words. The seven locales and the tags accepted as the same
 * (`core/locale.ts`); `localeOf` maps a tag to its locale. `tools/list` advertises the seven only.
 */
export const Locale = Type.Union(
  [...LOCALES, ...(Object.keys(LOCALE_ALIASES) as (keyof typeof LOCALE_ALIASES)[])].map((tag) => Type.Literal(tag)),
  {
    description:
      'Language of human-readable labels: `en` (default), `zh` (Simplified; `zh-Hans`, `zh-CN`, `zh-SG` the same), `zh-TW` (Traditional, Taiwan; `zh-Hant` the same), `zh-HK` (Traditional, Hong Kong; `zh-MO` the same), `ja`, `ko`, `vi`. Codes and ganzhi characters are the same in every locale.',
  },
) as TUnion<TLiteral<LocaleTag>[]>
export type Locale = CoreLocale
/** The locale an answer is in: one of the seven (an alias in the request is answered as its locale). */
export const AnswerLocale = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { description: 'The locale of the answer’s words.' },
) as TUnion<TLiteral<CoreLocale>[]>
/**
 * The locale argument of an MCP tool: the same tags, a short description, and `tools/list` lists the
 * seven locales only (`x-advertised-enum`, read by `mcp/tool-schema.ts`): the aliases are accepted,
 * not advertised, to keep the list within its token budget.
 */
export const ToolLocale = Type.Unsafe<LocaleTag>({
  ...Type.Union(
    [...LOCALES, ...Object.keys(LOCALE_ALIASES)].map((tag) => Type.Literal(tag)),
    { description: 'Label language (default en).' },
  ),
  'x-advertised-enum': [...LOCALES],
})
export const ModelProvider = Type.Union([Type.Literal('openai'), Type.Literal('deepseek')], {
  description:
    'External text-generation provider for the narrative (an OpenAI-compatible endpoint configured by the operator). Omit to use the first configured provider, or the embedded template narrative when none is configured.',
})
export const Sex = Type.Union([Type.Literal('male'), Type.Literal('female')], {
  description: 'Sex, used only for the direction of the luck pillars (大运).',
})
export type Sex = Static<typeof Sex>
export const ZiHour = Type.Union([Type.Literal('next-day'), Type.Literal('same-day')], {
  description:
    '23:00-24:00 convention: `next-day` (default; the day pillar changes at 23:00, the most common school) or `same-day` (the day pillar changes at 00:00; the 23:00 hour stem still comes from the next day).',
})
export const MimeType = Type.Union([Type.Literal('image/jpeg'), Type.Literal('image/png'), Type.Literal('image/webp')], {
  description: 'Media type of the image: image/jpeg, image/png or image/webp.',
})
export type ImageMimeType = Static<typeof MimeType>
/** A heavenly stem as its character (甲) or with its element (甲木); the core checks the value. */
export const StemString = (description: string) => Type.String({ minLength: 1, maxLength: 2, description, examples: ['甲', '甲木'] })

export const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees, -90 to 90 (north positive).' })
export const Longitude = Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees, -180 to 180 (east positive).' })
const UtcOffsetHours = Type.Number({
  minimum: -12,
  maximum: 14,
  description:
    'UTC offset in hours in force at the birth moment (DST included), -12 to 14, e.g. 8 or 5.5. Overrides the offset of the place’s time zone; coordinates still drive solar time.',
})

/** An IANA zone name: letters first, no leading sign (an offset is sent as a number). */
export const IanaZoneName = (description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$',
    examples: ['Asia/Shanghai'],
    ...(description ? { description } : {}),
  })

/**
 * The one rule for `timezone`, wherever a request takes it (birth details, the reverse lookup, the
 * solar terms): hours (a fixed offset) or an IANA zone name (its historical offsets).
 */
export const Timezone = (description: string) =>
  Type.Union(
    [
      Type.Number({ minimum: -12, maximum: 14, description: 'Fixed UTC offset in hours, -12 to 14 (e.g. 8 or 5.5).' }),
      IanaZoneName(
        'IANA zone name, e.g. "Asia/Shanghai", whose historical offset at the moment is used; a fixed offset is sent as a number of hours, e.g. 8 or -5.5.',
      ),
    ],
    { description },
  )

/** `timezone` of a birth: the offset in force at the birth moment, as hours or a zone. */
const BirthTimezone = Timezone(
  'UTC offset in force at the birth moment: hours, -12 to 14 (e.g. 8 or 5.5, DST included), or an IANA zone name (e.g. "Asia/Shanghai", whose historical offset at that moment is used). Overrides the place’s time zone; coordinates still drive solar time.',
)

/** The birth details object, as its members (so they can be spread into flat request bodies). */
export const birthDetailsMembers = {
  date: DateString('Birth date at the birth place (civil calendar), YYYY-MM-DD.'),
  time: Type.Optional(
    Type.String({
      pattern: TimePattern,
      description:
        'Local civil birth time at the birth place, 24-hour HH:MM (00:00-23:59). Omit when unknown: the hour pillar is then left out, never guessed.',
      examples: ['14:30'],
    }),
  ),
  city: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_CITY_LENGTH,
      description:
        'Birth city, by its English, Chinese (简体 or 繁體), Japanese, Korean or Vietnamese name, optionally qualified ("Portland, Oregon", "广东省广州市", "서울", "Hà Nội"). May be used instead of coordinates.',
      examples: ['Beijing', 'San Francisco, CA', '广州'],
    }),
  ),
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  timezone: Type.Optional(BirthTimezone),
} satisfies TProperties

export const BirthDetails = Type.Object(birthDetailsMembers, {
  additionalProperties: false,
  description: 'Birth details. `date` is required; leave out what is unknown rather than guessing it.',
})
export type BirthDetails = Static<typeof BirthDetails>

/** Chart options shared by the chart, daily and kids capabilities (optional extensions to the published interface). */
export const chartOptionMembers = {
  sex: Type.Optional(Sex),
  ziHour: Type.Optional(ZiHour),
  trueSolarTime: Type.Optional(
    Type.Boolean({
      description:
        'Day and hour pillars from local true solar time at the birth longitude (default true), or from the civil clock (false).',
    }),
  ),
} satisfies TProperties

/**
 * The message a union of request forms gives when a value fits none of them, kept under a symbol:
 * schemas are published as JSON (OpenAPI, MCP), which drops symbol keys, so the hint reaches the
 * validator without being an unknown keyword in the published document.
 */
export const UNION_HINT = Symbol.for('bazi-service.unionHint')

/** A strict object: unknown members are refused with a 400 naming them. */
export const StrictObject = <P extends TProperties>(properties: P, options: Record<string, unknown> = {}): TObject<P> =>
  Type.Object(properties, { additionalProperties: false, ...options })

/** A result object: documented members, additional members allowed (results may grow; clients ignore members they do not know). */
export const ResultObject = <P extends TProperties>(properties: P, options: Record<string, unknown> = {}): TObject<P> =>
  Type.Object(properties, { additionalProperties: true, ...options })

/** A result member that may be null (documented as such). */
export const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {})

/** A five-element code in a result. */
export const ElementCode = Type.Union(['wood', 'fire', 'earth', 'metal', 'water'].map((e) => Type.Literal(e)))

/** A bilingual term of the chart: stable code, Chinese, English, and `name` in the request's locale. */
export const Term = (description: string) =>
  ResultObject(
    {
      code: Type.String({ description: 'Stable ASCII code.' }),
      zh: Type.String({ description: 'Chinese term.' }),
      en: Type.String({ description: 'English term.' }),
      name: Type.String({ description: 'The term in the request locale.' }),
    },
    { description },
  )

/** The same term as the daily readings document it (only `name` described). */
export const BriefTerm = (description: string) =>
  ResultObject(
    { code: Type.String(), zh: Type.String(), en: Type.String(), name: Type.String({ description: 'In the request locale.' }) },
    { description },
  )

/** The members of a phrase: `text` in the request's locale, plus both languages. */
export const phraseMembers = {
  text: Type.String({ description: 'In the request locale.' }),
  en: Type.String(),
  zh: Type.String(),
} satisfies TProperties
export const Phrase = (description: string) => ResultObject(phraseMembers, { description })

/** A bilingual text in a result: `{ en, zh }`. */
export const BilingualText = (description: string) =>
  Type.Object({ en: Type.String({ description: 'English.' }), zh: Type.String({ description: 'Chinese (简体).' }) }, { description })

/** Who wrote a narrative: the configured model provider, or the embedded template. */
export const NarrativeSource = Type.Union([Type.Literal('template'), Type.Literal('openai'), Type.Literal('deepseek')], {
  description: 'Who wrote it: the configured model provider, or `template` (the embedded narrative) when no model is configured.',
})

/** The `narrative` member of readings: text in the request's locale, its source and model. */
export const NarrativeResult = (description: string) =>
  Type.Object(
    {
      text: Type.String({ description: 'The narrative in the request’s locale.' }),
      locale: AnswerLocale,
      source: NarrativeSource,
      model: Type.Optional(Type.String({ description: 'The provider’s model id, when a model wrote it.' })),
    },
    { description },
  )

/** The one error body of every REST error response. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Machine-readable error code, e.g. INVALID_REQUEST, UNAUTHORIZED, QUOTA_EXCEEDED.' }),
        message: Type.String({ description: 'What went wrong and what to change.' }),
        details: Type.Optional(
          Type.Object({}, { additionalProperties: true, description: 'Specifics: failing fields, suggestions, candidates…' }),
        ),
        requestId: Type.String({
          description: 'The request id, as in the X-Request-Id response header; quote it when reporting a problem.',
        }),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true, description: 'Error body' },
)

// ---- Defaults, decided once. Every operation's input mapping (`toInput`) calls these, so REST and MCP
// agree and the core receives complete options.

const DEFAULT_LOCALE: Locale = 'en'
/** 子时 school A: the day pillar changes at 23:00 (the most common school). */
const DEFAULT_ZI_HOUR: ZiHourRule = 'next-day'
/** Day and hour pillars from local true solar time when a longitude is known. */
const DEFAULT_TRUE_SOLAR_TIME = true

/** The locale a request's tag names (`zh-CN` → `zh`), `en` when it names none. */
export const localeOf = (tag: LocaleTag | undefined): Locale => (tag === undefined ? DEFAULT_LOCALE : canonicalLocale(tag))

/** A request with its locale decided and one boolean member whose default differs by surface. */
export type WithSurfaceDefault<Body, Flag extends keyof Body> = Omit<Body, 'locale' | Flag> & { locale: Locale } & {
  [K in Flag]-?: boolean
}

/**
 * The input mapping of a request with one surface-dependent boolean (REST adds a narrative by
 * default, MCP does not): `withSurfaceDefault<Body, 'includeAi'>('includeAi')(true)` maps a REST body.
 */
export const withSurfaceDefault =
  <Body extends { locale?: LocaleTag } & { [K in Flag]?: boolean }, Flag extends keyof Body & string>(flag: Flag) =>
  (flagDefault: boolean) =>
  (body: Body): WithSurfaceDefault<Body, Flag> =>
    ({ ...body, locale: localeOf(body.locale), [flag]: body[flag] ?? flagDefault }) as WithSurfaceDefault<Body, Flag>

/** The chart options with every default applied: what the core's chart calculation receives. */
export interface ResolvedChartOptions {
  sex?: Sex
  ziHour: ZiHourRule
  trueSolarTime: boolean
  locale: Locale
}

export const resolveChartOptions = (options: {
  sex?: Sex
  ziHour?: ZiHourRule
  trueSolarTime?: boolean
  locale?: LocaleTag
}): ResolvedChartOptions => ({
  sex: options.sex,
  ziHour: options.ziHour ?? DEFAULT_ZI_HOUR,
  trueSolarTime: options.trueSolarTime ?? DEFAULT_TRUE_SOLAR_TIME,
  locale: localeOf(options.locale),
})

/** The birth-details members of a flat request body (the body's other members left out). */
export const birthDetailsOf = (body: BirthDetails): BirthDetails => ({
  date: body.date,
  time: body.time,
  city: body.city,
  latitude: body.latitude,
  longitude: body.longitude,
  timezone: body.timezone,
})

/** The MCP tools' snake_case birth members, as the birth details object. */
export const birthDetailsOfToolArgs = (args: {
  birth_date: string
  birth_time?: string
  birth_city?: string
  latitude?: number
  longitude?: number
  timezone?: number | string
}): BirthDetails => ({
  date: args.birth_date,
  time: args.birth_time,
  city: args.birth_city,
  latitude: args.latitude,
  longitude: args.longitude,
  timezone: args.timezone,
})

export type { ZiHourRule }
export type ModelProviderName = Static<typeof ModelProvider>

// ---- MCP answers shaped for model readers.

/** How much a chart-type tool returns. */
export const Detail = Type.Union([Type.Literal('summary'), Type.Literal('full')], {
  description: '`summary` (default) or `full` (all, with codes).',
})
export type DetailLevel = Static<typeof Detail>
export const DEFAULT_DETAIL: DetailLevel = 'summary'

/** The MCP chart options: the service's own arguments, snake_case like the contract's tool arguments. */
export const toolChartOptionMembers = {
  sex: Type.Optional(
    Type.Union([Type.Literal('male'), Type.Literal('female')], { description: 'Gives the luck pillars (大运). Omit when unknown.' }),
  ),
  zi_hour: Type.Optional(
    Type.Union([Type.Literal('next-day'), Type.Literal('same-day')], {
      description: 'Day changes at 23:00 (`next-day`, default) or 00:00.',
    }),
  ),
  true_solar_time: Type.Optional(Type.Boolean({ description: 'True solar time (default) or civil clock for day/hour.' })),
} satisfies TProperties

/** The chart options of an MCP tool's arguments, named as the core's. */
export const chartOptionsOfToolArgs = (args: { sex?: Sex; zi_hour?: ZiHourRule; true_solar_time?: boolean; locale?: LocaleTag }) =>
  resolveChartOptions({ sex: args.sex, ziHour: args.zi_hour, trueSolarTime: args.true_solar_time, locale: args.locale })

/** Plain JSON Schema builders for the MCP result schemas (advertised, not compiled: results are ours). */
export type JsonSchema = Record<string, unknown>
export const json = {
  string: (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) }),
  number: (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) }),
  integer: (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) }),
  boolean: (description?: string): JsonSchema => ({ type: 'boolean', ...(description ? { description } : {}) }),
  nullable: (type: string, description?: string): JsonSchema => ({ type: [type, 'null'], ...(description ? { description } : {}) }),
  array: (items: JsonSchema, description?: string): JsonSchema => ({ type: 'array', items, ...(description ? { description } : {}) }),
  ref: (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` }),
  /**
   * An object; additional members allowed (results may grow). `required` lists the members a reader
   * relies on (each listed one costs tokens in tools/list, so only the load-bearing ones are listed).
   */
  object: (properties: Record<string, JsonSchema>, options: { required?: string[]; description?: string } = {}): JsonSchema => ({
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    properties,
    ...(options.required ? { required: options.required } : {}),
  }),
}

// ---- REST bodies: labels in the request locale only.

type SchemaNode = Record<string, unknown>
const isSchemaNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringSchema = (value: unknown) => isSchemaNode(value) && value.type === 'string'

/**
 * A result schema as its answers look once their labels are in the request locale only — the schema
 * side of `labelsWithCodes` (src/presenters/labels.ts), rule for rule: a label object
 * `{code?, zh, en, name|text, …}` loses `zh` and `en`; one left with its `name` or `text` alone is that
 * string; a label with other members but no name (`{code, zh, en}`, `{element, zh, en, count}`) gets `name`
 * in place of `zh` and `en`; a
 * bilingual text `{en, zh}` is the string in the locale. Used for every REST body but the
 * tarot's (its bilingual interpretation is the contract's).
 */
export function withLabelsInLocale(schema: TSchema): TSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!isSchemaNode(node)) return node
    const out: SchemaNode = {}
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === 'properties' && isSchemaNode(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]))
          : visit(value)
    }
    const properties = out.properties
    if (out.type !== 'object' || !isSchemaNode(properties)) return out
    const names = Object.keys(properties)
    const bilingual = isStringSchema(properties.en) && isStringSchema(properties.zh)
    if (!bilingual) return out
    const description = out.description === undefined ? {} : { description: out.description }
    if (names.length === 2) return { type: 'string', ...description }
    const worded = isStringSchema(properties.name) ? 'name' : isStringSchema(properties.text) ? 'text' : null
    if (!worded) {
      // A label written only in both languages next to other members gets a `name` in their place.
      const renamed = Object.fromEntries(
        Object.entries(properties).flatMap(([k, v]) =>
          k === 'zh' ? [] : k === 'en' ? [['name', { type: 'string', description: 'In the request locale.' }]] : [[k, v]],
        ),
      )
      const required = Array.isArray(out.required)
        ? out.required.map((r) => (r === 'en' ? 'name' : r)).filter((r) => r !== 'zh')
        : undefined
      return { ...out, properties: renamed, ...(required ? { required } : {}) }
    }
    const { en: _en, zh: _zh, ...kept } = properties
    if (Object.keys(kept).length === 1) return { ...(kept[worded] as SchemaNode), ...description }
    const required = Array.isArray(out.required) ? out.required.filter((r) => r !== 'en' && r !== 'zh') : undefined
    return { ...out, properties: kept, ...(required ? { required } : {}) }
  }
  // `visit` copies every node it passes (symbol keys such as TypeBox's `Kind` are left behind, as
  // `Object.entries` skips them), so the schema itself is never changed and needs no deep copy first
  // (a JSON round trip here was a quarter of the binary's start-up: BENCHMARKS.md).
  return Type.Unsafe(visit(schema) as SchemaNode)
}
