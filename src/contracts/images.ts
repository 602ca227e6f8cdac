/**
 * The schemas of the image readings, in TypeBox:
 * - what the model writes (`*Text`, wrapped by `answerSchema` into `{ reading, refusal }`): the source
 *   of the JSON Schema sent as structured output (`ANSWER_JSON_SCHEMAS`, via `toStrictJsonSchema`) and
 *   the full check of every answer;
 * - what the service returns (`*ReadingResult`): the operations' output schemas, with the labels the
 *   service adds in the request's locale;
 * - what the client sends: the request bodies of `/api/v1/face`, `/aura` and `/couple-face`.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox'
import type { Element } from '../core/bazi'
import { AnswerLocale, Locale, localeOf, MimeType, StrictObject, UNION_HINT } from './common'

export type ImageReadingKind = 'face' | 'aura' | 'couple-face'
/** Couple face: `group` = form A (one photo of both), `portraits` = form B (one portrait each). */
export type CoupleForm = 'group' | 'portraits'

// ---------------------------------------------------------------------------------------------
// What the model writes (also the source of the JSON Schema it is given)
// ---------------------------------------------------------------------------------------------

const Literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  )

const Advice = Type.Array(Type.String({ minLength: 1 }), {
  minItems: 1,
  maxItems: 5,
  description: 'One to five gentle, practical suggestions.',
})

const ELEMENT_VALUES = ['wood', 'fire', 'earth', 'metal', 'water'] as const satisfies readonly Element[]

export const FeatureText = Type.Object(
  {
    observation: Type.String({ minLength: 1, description: 'What is visible, described neutrally.' }),
    interpretation: Type.String({ minLength: 1, description: 'Its meaning in the face-reading tradition.' }),
  },
  { additionalProperties: false },
)

export const ElementTypeText = Type.Object(
  {
    element: Literals(ELEMENT_VALUES, 'Five-element face type (五行形).'),
    explanation: Type.String({ minLength: 1, description: 'Why the face suggests this type.' }),
  },
  { additionalProperties: false },
)

export const FaceReadingText = Type.Object(
  {
    threeCourts: Type.Object(
      { upper: FeatureText, middle: FeatureText, lower: FeatureText },
      { additionalProperties: false, description: 'The three courts (三停).' },
    ),
    fiveFeatures: Type.Object(
      { eyebrows: FeatureText, eyes: FeatureText, nose: FeatureText, mouth: FeatureText, ears: FeatureText },
      { additionalProperties: false, description: 'The five features (五官).' },
    ),
    elementType: ElementTypeText,
    overallImpression: Type.String({ minLength: 1 }),
    advice: Advice,
  },
  { additionalProperties: false },
)

const AURA_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'white', 'gold', 'silver'] as const
const ENERGY_LEVELS = ['low', 'moderate', 'high', 'radiant'] as const

export const AuraReadingText = Type.Object(
  {
    colors: Type.Array(
      Type.Object(
        {
          color: Literals(AURA_COLORS, 'Aura colour.'),
          meaning: Type.String({ minLength: 1, description: 'What this colour traditionally means for the person.' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 4, description: 'Aura colours, strongest first.' },
    ),
    energyLevel: Literals(ENERGY_LEVELS, 'Overall energy level.'),
    overallImpression: Type.String({ minLength: 1 }),
    advice: Advice,
  },
  { additionalProperties: false },
)

const HARMONY_LEVELS = ['challenging', 'moderate', 'good', 'excellent'] as const

export const PersonText = Type.Object(
  {
    elementType: ElementTypeText,
    standoutFeatures: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      maxItems: 4,
      description: 'Features that stand out, read in the tradition.',
    }),
    impression: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
)

export const CoupleReadingText = Type.Object(
  {
    personA: Type.Object(PersonText.properties, {
      additionalProperties: false,
      description: 'Group photo: the person on the left. Portraits: the person in portrait A.',
    }),
    personB: Type.Object(PersonText.properties, {
      additionalProperties: false,
      description: 'Group photo: the person on the right. Portraits: the person in portrait B.',
    }),
    harmony: Type.Object(
      {
        level: Literals(HARMONY_LEVELS, 'How well the two faces harmonise.'),
        summary: Type.String({ minLength: 1 }),
        strengths: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 4 }),
        cautions: Type.Array(Type.String({ minLength: 1 }), { maxItems: 4 }),
      },
      { additionalProperties: false },
    ),
    advice: Advice,
  },
  { additionalProperties: false },
)

const REFUSAL_REASONS = ['NO_FACE', 'MULTIPLE_FACES', 'NOT_TWO_PEOPLE', 'IMAGE_UNCLEAR', 'POLICY'] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

const RefusalText = Type.Object({ reason: Literals(REFUSAL_REASONS, 'Why the photo cannot be read.') }, { additionalProperties: false })

/** The model's whole answer: exactly one of the two members is non-null (checked after parsing). */
const answerSchema = <T extends TSchema>(reading: T) =>
  Type.Object(
    { reading: Type.Union([reading, Type.Null()]), refusal: Type.Union([RefusalText, Type.Null()]) },
    { additionalProperties: false },
  )

export const ANSWERS = {
  face: answerSchema(FaceReadingText),
  aura: answerSchema(AuraReadingText),
  'couple-face': answerSchema(CoupleReadingText),
} as const

/** Keywords left out of the schema given to the model: not all providers' strict mode accepts them (we still check them). */
const UNSUPPORTED_IN_STRICT = new Set([
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'pattern',
  'format',
  'examples',
  'default',
  '$id',
])

/**
 * A TypeBox schema as the JSON Schema subset of strict structured outputs: every object closed with all
 * its properties required, unions of string literals as `enum`, unsupported keywords dropped.
 */
export function toStrictJsonSchema(schema: TSchema | Record<string, unknown>): Record<string, unknown> {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (node === null || typeof node !== 'object') return node
    const source = node as Record<string, unknown>
    const anyOf = source.anyOf as Record<string, unknown>[] | undefined
    if (Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every((s) => typeof s.const === 'string')) {
      return { type: 'string', enum: anyOf.map((s) => s.const), ...(source.description ? { description: source.description } : {}) }
    }
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(source)) {
      if (UNSUPPORTED_IN_STRICT.has(key)) continue
      if (key === 'properties') {
        out.properties = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, visit(v)]))
      } else out[key] = visit(value)
    }
    if ('const' in out) {
      out.enum = [out.const]
      delete out.const
    }
    if (out.type === 'object') {
      out.additionalProperties = false
      out.required = Object.keys((out.properties as Record<string, unknown>) ?? {})
    }
    return out
  }
  return visit(schema) as Record<string, unknown>
}

export const ANSWER_JSON_SCHEMAS: Record<ImageReadingKind, Record<string, unknown>> = {
  face: toStrictJsonSchema(ANSWERS.face),
  aura: toStrictJsonSchema(ANSWERS.aura),
  'couple-face': toStrictJsonSchema(ANSWERS['couple-face']),
}

// ---------------------------------------------------------------------------------------------
// What the service returns (the operations' output schemas)
// ---------------------------------------------------------------------------------------------

const Label = (description: string) => Type.String({ description: `${description} In the request's locale.` })

const FeatureOut = Type.Object(
  {
    feature: Type.String({ description: 'Stable key of the feature.' }),
    zh: Type.String({ description: 'The traditional Chinese term.' }),
    label: Label('Name of the feature.'),
    observation: Type.String({ description: 'What is visible.' }),
    interpretation: Type.String({ description: 'Its meaning in the face-reading tradition.' }),
  },
  { additionalProperties: true },
)

const ElementTypeOut = Type.Object(
  {
    element: Literals(ELEMENT_VALUES, 'Five-element face type.'),
    zh: Type.String({ description: 'The element in Chinese (木 火 土 金 水).' }),
    label: Label('Name of the face type.'),
    explanation: Type.String(),
  },
  { additionalProperties: true },
)

const FaceReading = Type.Object(
  {
    threeCourts: Type.Array(FeatureOut, { description: 'The three courts (三停): upper, middle, lower.' }),
    fiveFeatures: Type.Array(FeatureOut, { description: 'The five features (五官): eyebrows, eyes, nose, mouth, ears.' }),
    elementType: ElementTypeOut,
    overallImpression: Type.String(),
    advice: Type.Array(Type.String()),
  },
  { additionalProperties: true, description: 'A face reading in the face-reading tradition (面相).' },
)

const AuraReading = Type.Object(
  {
    colors: Type.Array(
      Type.Object(
        {
          color: Literals(AURA_COLORS, 'Aura colour key.'),
          zh: Type.String({ description: 'The colour in Chinese.' }),
          label: Label('Colour name.'),
          meaning: Type.String(),
        },
        { additionalProperties: true },
      ),
    ),
    energyLevel: Type.Object(
      { level: Literals(ENERGY_LEVELS, 'Energy level key.'), label: Label('Energy level.') },
      { additionalProperties: true },
    ),
    overallImpression: Type.String(),
    advice: Type.Array(Type.String()),
  },
  { additionalProperties: true, description: 'An aura reading.' },
)

const PersonOut = Type.Object(
  {
    elementType: ElementTypeOut,
    standoutFeatures: Type.Array(Type.String()),
    impression: Type.String(),
  },
  { additionalProperties: true },
)

const CoupleFaceReading = Type.Object(
  {
    personA: PersonOut,
    personB: PersonOut,
    harmony: Type.Object(
      {
        level: Literals(HARMONY_LEVELS, 'Harmony level key.'),
        label: Label('Harmony level.'),
        summary: Type.String(),
        strengths: Type.Array(Type.String()),
        cautions: Type.Array(Type.String()),
      },
      { additionalProperties: true },
    ),
    advice: Type.Array(Type.String()),
  },
  { additionalProperties: true, description: 'Each person and the harmony of the pair.' },
)

const ImageRefusal = Type.Object(
  {
    reason: Literals(REFUSAL_REASONS, 'Machine-readable refusal reason.'),
    message: Label('What went wrong and what photo to send instead.'),
  },
  { additionalProperties: true },
)

const envelope = <T extends TSchema>(reading: T, extra: Record<string, TSchema> = {}) =>
  Type.Object(
    {
      locale: { ...AnswerLocale, description: 'Language of every text in the response.' },
      ...extra,
      reading: Type.Optional(reading),
      refusal: Type.Optional(ImageRefusal),
      source: Literals(['openai', 'deepseek'] as const, 'The provider that read the photo.'),
      model: Type.String({ description: "The provider's model id." }),
      disclaimer: Label('Entertainment-only notice.'),
    },
    { additionalProperties: true, description: 'Exactly one of `reading` and `refusal` is present.' },
  )

export const FaceReadingResult = envelope(FaceReading)
export const AuraReadingResult = envelope(AuraReading)
export const CoupleFaceReadingResult = envelope(CoupleFaceReading, {
  form: Literals(['group', 'portraits'] as const, 'Which request form was used: one group photo (form A) or two portraits (form B).'),
})
export type FaceReadingResult = Static<typeof FaceReadingResult>
export type AuraReadingResult = Static<typeof AuraReadingResult>
export type CoupleFaceReadingResult = Static<typeof CoupleFaceReadingResult>

// ---------------------------------------------------------------------------------------------
// What the client sends
// ---------------------------------------------------------------------------------------------

const ImageData = (description: string) =>
  Type.String({ minLength: 1, description: `${description} Base64 (standard alphabet), at most 4 MB decoded; JPEG, PNG or WebP.` })

export const SingleImageRequest = StrictObject({
  image: ImageData('The photo.'),
  mimeType: MimeType,
  locale: Type.Optional(Locale),
})

/** A single-image request with the default locale decided. */
export type SingleImageInput = Required<Omit<Static<typeof SingleImageRequest>, 'locale'>> & { locale: Locale }

export const toSingleImageInput = (body: Static<typeof SingleImageRequest>): SingleImageInput => ({
  image: body.image,
  mimeType: body.mimeType,
  locale: localeOf(body.locale),
})

export const FORMS_HINT =
  'Send exactly one form: form A is one group photo as `image` + `mimeType`; form B is two portraits as `imageA` + `mimeA` + `imageB` + `mimeB`. Do not mix members of the two forms.'

const CoupleFormA = StrictObject(
  { image: ImageData('One photo of both people.'), mimeType: MimeType, locale: Type.Optional(Locale) },
  { title: 'Form A: one group photo' },
)
const CoupleFormB = StrictObject(
  {
    imageA: ImageData('Portrait of the first person.'),
    mimeA: MimeType,
    imageB: ImageData('Portrait of the second person.'),
    mimeB: MimeType,
    locale: Type.Optional(Locale),
  },
  { title: 'Form B: two portraits' },
)
export const CoupleFaceRequest = Type.Union([CoupleFormA, CoupleFormB], {
  description: FORMS_HINT,
  [UNION_HINT]: `is not a valid couple-face request. ${FORMS_HINT}`,
})

/** A couple-face request with its form named and the default locale decided. */
export type CoupleFaceInput =
  | ({ form: 'group' } & Required<Omit<Static<typeof CoupleFormA>, 'locale'>> & { locale: Locale })
  | ({ form: 'portraits' } & Required<Omit<Static<typeof CoupleFormB>, 'locale'>> & { locale: Locale })

export const toCoupleFaceInput = (body: Static<typeof CoupleFaceRequest>): CoupleFaceInput =>
  'image' in body
    ? { form: 'group', image: body.image, mimeType: body.mimeType, locale: localeOf(body.locale) }
    : { form: 'portraits', imageA: body.imageA, mimeA: body.mimeA, imageB: body.imageB, mimeB: body.mimeB, locale: localeOf(body.locale) }
