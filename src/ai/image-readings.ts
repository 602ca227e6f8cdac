/**
 * Face, aura and couple-face readings of photos by the vision model.
 *
 * The model writes only the interpretive text and picks from closed enumerations (element type, aura
 * colours, energy and harmony levels, refusal reasons); the service adds the bilingual labels, the
 * refusal messages and the disclaimer, so those are always in the request's locale and never invented.
 *
 * Structured output: the JSON Schema sent to the model is generated from the TypeBox schemas below
 * (`toStrictJsonSchema`), as `response_format: json_schema` (strict) where the provider has it, and
 * as `json_object` with the schema spelled out in the prompt otherwise. Either way the answer is
 * checked against the full TypeBox schema; one invalid answer is asked again, a second is 503.
 * A provider that rejects `json_schema` with a 400 is asked again once in JSON mode.
 *
 * The images travel once per provider request (as data URLs in the user message) and are written
 * nowhere: not to the store, logs, retention file or disk.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { AppError, isAppError } from '../core/errors'
import { ELEMENT_INFO, type Element } from '../core/bazi/ganzhi'
import type { Locale } from '../core/types'
import type { AiConfig, AiOptions, StructuredOutputMode } from './config'
import type { ValidatedImage } from './images'
import { type ChatImage, createProviders, type OpenAIChatProvider } from './openai-provider'
import { type CoupleForm, type ImageReadingKind, imageReadingPrompt } from './prompts'
import { createRetentionLog } from './retention'
import type { Narrator } from './types'

// ---------------------------------------------------------------------------------------------
// What the model writes (also the source of the JSON Schema it is given)
// ---------------------------------------------------------------------------------------------

const Literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  )

const Advice = Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 5, description: 'One to five gentle, practical suggestions.' })

export const ELEMENT_VALUES = ['wood', 'fire', 'earth', 'metal', 'water'] as const satisfies readonly Element[]

const FeatureText = Type.Object(
  {
    observation: Type.String({ minLength: 1, description: 'What is visible, described neutrally.' }),
    interpretation: Type.String({ minLength: 1, description: 'Its meaning in the face-reading tradition.' }),
  },
  { additionalProperties: false },
)

const ElementTypeText = Type.Object(
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

export const AURA_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'white', 'gold', 'silver'] as const
export const ENERGY_LEVELS = ['low', 'moderate', 'high', 'radiant'] as const

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

export const HARMONY_LEVELS = ['challenging', 'moderate', 'good', 'excellent'] as const

const PersonText = Type.Object(
  {
    elementType: ElementTypeText,
    standoutFeatures: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 4, description: 'Features that stand out, read in the tradition.' }),
    impression: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
)

export const CoupleReadingText = Type.Object(
  {
    personA: Type.Object(PersonText.properties, { additionalProperties: false, description: 'Group photo: the person on the left. Portraits: the person in portrait A.' }),
    personB: Type.Object(PersonText.properties, { additionalProperties: false, description: 'Group photo: the person on the right. Portraits: the person in portrait B.' }),
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

export const REFUSAL_REASONS = ['NO_FACE', 'MULTIPLE_FACES', 'NOT_TWO_PEOPLE', 'IMAGE_UNCLEAR', 'POLICY'] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

const RefusalText = Type.Object({ reason: Literals(REFUSAL_REASONS, 'Why the photo cannot be read.') }, { additionalProperties: false })

/** The model's whole answer: exactly one of the two members is non-null (checked after parsing). */
const answerSchema = <T extends TSchema>(reading: T) =>
  Type.Object(
    { reading: Type.Union([reading, Type.Null()]), refusal: Type.Union([RefusalText, Type.Null()]) },
    { additionalProperties: false },
  )

const ANSWERS = {
  face: answerSchema(FaceReadingText),
  aura: answerSchema(AuraReadingText),
  'couple-face': answerSchema(CoupleReadingText),
} as const

const CHECKERS = {
  face: TypeCompiler.Compile(ANSWERS.face),
  aura: TypeCompiler.Compile(ANSWERS.aura),
  'couple-face': TypeCompiler.Compile(ANSWERS['couple-face']),
}

/** Keywords left out of the schema given to the model: not all providers' strict mode accepts them (we still check them). */
const UNSUPPORTED_IN_STRICT = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'pattern', 'format', 'examples', 'default', '$id'])

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

export const FaceReading = Type.Object(
  {
    threeCourts: Type.Array(FeatureOut, { description: 'The three courts (三停): upper, middle, lower.' }),
    fiveFeatures: Type.Array(FeatureOut, { description: 'The five features (五官): eyebrows, eyes, nose, mouth, ears.' }),
    elementType: ElementTypeOut,
    overallImpression: Type.String(),
    advice: Type.Array(Type.String()),
  },
  { additionalProperties: true, description: 'A face reading in the face-reading tradition (面相).' },
)

export const AuraReading = Type.Object(
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

export const CoupleFaceReading = Type.Object(
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

export const ImageRefusal = Type.Object(
  {
    reason: Literals(REFUSAL_REASONS, 'Machine-readable refusal reason.'),
    message: Label('What went wrong and what photo to send instead.'),
  },
  { additionalProperties: true },
)

const envelope = <T extends TSchema>(reading: T, extra: Record<string, TSchema> = {}) =>
  Type.Object(
    {
      locale: Literals(['en', 'zh'] as const, 'Language of every text in the response.'),
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
// Labels (bilingual, chosen by locale)
// ---------------------------------------------------------------------------------------------

type Labels = Record<string, { zh: string; en: string; labelZh?: string }>

const COURTS: Labels = {
  upper: { zh: '上停', en: 'Upper court (hairline to eyebrows)', labelZh: '上停（发际至眉）' },
  middle: { zh: '中停', en: 'Middle court (eyebrows to nose tip)', labelZh: '中停（眉至鼻头）' },
  lower: { zh: '下停', en: 'Lower court (nose tip to chin)', labelZh: '下停（鼻头至下巴）' },
}
const FEATURES: Labels = {
  eyebrows: { zh: '眉', en: 'Eyebrows (officer of longevity)', labelZh: '眉（保寿官）' },
  eyes: { zh: '眼', en: 'Eyes (officer of observation)', labelZh: '眼（监察官）' },
  nose: { zh: '鼻', en: 'Nose (officer of judgement)', labelZh: '鼻（审辨官）' },
  mouth: { zh: '口', en: 'Mouth (officer of speech and provision)', labelZh: '口（出纳官）' },
  ears: { zh: '耳', en: 'Ears (officer of hearing)', labelZh: '耳（采听官）' },
}
const COLORS: Labels = {
  red: { zh: '红', en: 'Red' },
  orange: { zh: '橙', en: 'Orange' },
  yellow: { zh: '黄', en: 'Yellow' },
  green: { zh: '绿', en: 'Green' },
  blue: { zh: '蓝', en: 'Blue' },
  indigo: { zh: '靛', en: 'Indigo' },
  violet: { zh: '紫', en: 'Violet' },
  pink: { zh: '粉', en: 'Pink' },
  white: { zh: '白', en: 'White' },
  gold: { zh: '金', en: 'Gold' },
  silver: { zh: '银', en: 'Silver' },
}
const ENERGY: Labels = {
  low: { zh: '偏低', en: 'Low' },
  moderate: { zh: '平稳', en: 'Moderate' },
  high: { zh: '充沛', en: 'High' },
  radiant: { zh: '旺盛', en: 'Radiant' },
}
const HARMONY: Labels = {
  challenging: { zh: '需磨合', en: 'Needs work' },
  moderate: { zh: '尚可', en: 'Moderate' },
  good: { zh: '和谐', en: 'Good' },
  excellent: { zh: '非常和谐', en: 'Excellent' },
}

export const REFUSAL_MESSAGES: Record<RefusalReason, Record<Locale, string>> = {
  NO_FACE: {
    en: 'No face could be found in the photo. Please send a clear, front-facing photo of one person.',
    zh: '照片中没有找到人脸。请发送一张清晰的单人正面照。',
  },
  MULTIPLE_FACES: {
    en: 'More than one face is in the photo. Please send a photo of one person only.',
    zh: '照片中有不止一张人脸。请发送只有一个人的照片。',
  },
  NOT_TWO_PEOPLE: {
    en: 'The photo does not show exactly two people. Send one photo of both of you, or two separate portraits.',
    zh: '照片中不是恰好两个人。请发送一张两人合照，或两张单人照。',
  },
  IMAGE_UNCLEAR: {
    en: 'The photo is too blurred, dark or small to read. Please send a sharper, well-lit photo.',
    zh: '照片太模糊、太暗或太小，无法解读。请发送更清晰、光线充足的照片。',
  },
  POLICY: {
    en: 'This photo cannot be read under the content policy (for example, it appears to show a child).',
    zh: '根据内容规范，这张照片无法解读（例如照片中似乎是儿童）。',
  },
}

export const IMAGE_DISCLAIMER: Record<Locale, string> = {
  en: 'For entertainment and personal reflection only; not medical, legal, financial or other professional advice.',
  zh: '仅供娱乐和自我反思，不构成医疗、法律、财务或其他专业建议。',
}

const labelOf = (labels: Labels, key: string, locale: Locale) =>
  locale === 'en' ? labels[key].en : (labels[key].labelZh ?? labels[key].zh)

const elementOut = (text: Static<typeof ElementTypeText>, locale: Locale) => ({
  element: text.element,
  zh: ELEMENT_INFO[text.element].zh,
  label: locale === 'en' ? `${ELEMENT_INFO[text.element].en} type` : `${ELEMENT_INFO[text.element].zh}形`,
  explanation: text.explanation,
})

const featuresOut = (texts: Record<string, Static<typeof FeatureText>>, labels: Labels, locale: Locale) =>
  Object.keys(labels).map((feature) => ({
    feature,
    zh: labels[feature].zh,
    label: labelOf(labels, feature, locale),
    observation: texts[feature].observation,
    interpretation: texts[feature].interpretation,
  }))

const personOut = (text: Static<typeof PersonText>, locale: Locale) => ({
  elementType: elementOut(text.elementType, locale),
  standoutFeatures: text.standoutFeatures,
  impression: text.impression,
})

function decorate(kind: ImageReadingKind, reading: unknown, locale: Locale) {
  if (kind === 'face') {
    const r = reading as Static<typeof FaceReadingText>
    return {
      threeCourts: featuresOut(r.threeCourts, COURTS, locale),
      fiveFeatures: featuresOut(r.fiveFeatures, FEATURES, locale),
      elementType: elementOut(r.elementType, locale),
      overallImpression: r.overallImpression,
      advice: r.advice,
    }
  }
  if (kind === 'aura') {
    const r = reading as Static<typeof AuraReadingText>
    return {
      colors: r.colors.map((c) => ({ color: c.color, zh: COLORS[c.color].zh, label: labelOf(COLORS, c.color, locale), meaning: c.meaning })),
      energyLevel: { level: r.energyLevel, label: labelOf(ENERGY, r.energyLevel, locale) },
      overallImpression: r.overallImpression,
      advice: r.advice,
    }
  }
  const r = reading as Static<typeof CoupleReadingText>
  return {
    personA: personOut(r.personA, locale),
    personB: personOut(r.personB, locale),
    harmony: { level: r.harmony.level, label: labelOf(HARMONY, r.harmony.level, locale), ...pick(r.harmony, ['summary', 'strengths', 'cautions']) },
    advice: r.advice,
  }
}

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, value[k]])) as Pick<T, K>

// ---------------------------------------------------------------------------------------------
// Answer parsing
// ---------------------------------------------------------------------------------------------

const HAN = /\p{Script=Han}/u

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []

export type ParsedAnswer = { reading: unknown; refusal?: undefined } | { refusal: RefusalReason; reading?: undefined } | undefined

/**
 * Parses and checks one answer; undefined = invalid (not JSON, wrong shape, both or neither member,
 * or Chinese characters in an English answer). JSON mode may wrap the object in a ``` fence: tolerated.
 */
export function parseAnswer(kind: ImageReadingKind, content: string | null, locale: Locale): ParsedAnswer {
  if (!content) return undefined
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '')
  let value: unknown
  try {
    value = JSON.parse(unfenced)
  } catch {
    return undefined
  }
  if (!CHECKERS[kind].Check(value)) return undefined
  const answer = value as { reading: unknown; refusal: { reason: RefusalReason } | null }
  if ((answer.reading === null) === (answer.refusal === null)) return undefined
  if (answer.refusal) return { refusal: answer.refusal.reason }
  if (locale === 'en' && strings(answer.reading).some((s) => HAN.test(s))) return undefined
  return { reading: answer.reading }
}

// ---------------------------------------------------------------------------------------------
// The reader
// ---------------------------------------------------------------------------------------------

export interface ImageReadingContext {
  signal?: AbortSignal
  /** The caller's key id, for the opt-in retention log (outputs only: images are never retained). */
  keyId?: string
}

export interface ImageReader {
  /** True when a vision-capable provider is configured. */
  readonly available: boolean
  face(image: ValidatedImage, locale: Locale, context?: ImageReadingContext): Promise<FaceReadingResult>
  aura(image: ValidatedImage, locale: Locale, context?: ImageReadingContext): Promise<AuraReadingResult>
  coupleFace(
    input: { form: CoupleForm; images: readonly ValidatedImage[] },
    locale: Locale,
    context?: ImageReadingContext,
  ): Promise<CoupleFaceReadingResult>
}

const noVisionProvider = (configured?: string[]) =>
  new AppError(
    'MODEL_UNAVAILABLE',
    'Image readings need a vision-capable model provider, and none is configured on this server (the operator sets OPENAI_API_KEY, or OPENAI_BASE_URL for a compatible server).',
    { reason: 'NOT_CONFIGURED', ...(configured ? { configured } : {}) },
  )

/**
 * The image reader of the service's narrator, or 503 MODEL_UNAVAILABLE (the platform then refunds the
 * call) when there is none: the template narrator, or no vision-capable provider configured.
 */
export function requireImageReader(narrator: Narrator): ImageReader {
  const reader = narrator.images
  if (!reader?.available) throw noVisionProvider()
  return reader
}

const invalidAnswer = (provider: string) =>
  new AppError('MODEL_UNAVAILABLE', `The ${provider} model did not return a valid reading; try again later`, {
    provider,
    reason: 'INVALID_OUTPUT',
  })

export function createImageReader(config: AiConfig, options: AiOptions = {}): ImageReader {
  const providers = createProviders(config, options)
  const vision = providers.find((p) => p.config.visionModel !== undefined)
  const retention = options.retention ?? createRetentionLog(config.retention)

  async function read(
    kind: ImageReadingKind,
    images: readonly ValidatedImage[],
    locale: Locale,
    form: CoupleForm | undefined,
    context: ImageReadingContext = {},
  ) {
    if (!vision) throw noVisionProvider(config.providers.map((p) => p.name))
    const provider: OpenAIChatProvider = vision
    const model = provider.config.visionModel as string
    const chatImages: ChatImage[] = images.map((image, index) => ({
      mimeType: image.mimeType,
      base64: image.base64,
      ...(form === 'portraits' ? { caption: index === 0 ? 'Portrait A' : 'Portrait B' } : {}),
    }))

    let mode: StructuredOutputMode = provider.config.structuredOutput
    let fellBack = false
    let invalid = 0
    let outcome: { parsed: NonNullable<ParsedAnswer>; model: string } | undefined
    while (!outcome) {
      const prompt = imageReadingPrompt({ kind, locale, form, ...(mode === 'json_object' ? { schema: ANSWER_JSON_SCHEMAS[kind] } : {}) })
      let result
      try {
        result = await provider.complete(
          {
            model,
            ...prompt,
            images: chatImages,
            responseFormat:
              mode === 'json_schema'
                ? { type: 'json_schema', name: `${kind.replace('-', '_')}_reading`, schema: ANSWER_JSON_SCHEMAS[kind] }
                : { type: 'json_object' },
          },
          context.signal,
        )
      } catch (error) {
        // A compatible server without strict structured outputs answers 400: ask once more in JSON mode.
        if (mode === 'json_schema' && !fellBack && isAppError(error) && error.details?.providerStatus === 400) {
          mode = 'json_object'
          fellBack = true
          continue
        }
        throw error
      }
      // OpenAI's own safety refusal, or a content filter stop, is a policy refusal, not a failure.
      if (result.refusal || result.finishReason === 'content_filter') {
        outcome = { parsed: { refusal: 'POLICY' }, model: result.model || model }
        break
      }
      const parsed = parseAnswer(kind, result.content, locale)
      if (parsed) outcome = { parsed, model: result.model || model }
      else if (++invalid >= 2) throw invalidAnswer(provider.name)
    }

    const refusal = outcome.parsed.refusal
      ? { reason: outcome.parsed.refusal, message: REFUSAL_MESSAGES[outcome.parsed.refusal][locale] }
      : undefined
    const reading = refusal ? undefined : decorate(kind, outcome.parsed.reading, locale)
    const body = {
      locale,
      ...(form ? { form } : {}),
      ...(refusal ? { refusal } : { reading }),
      source: provider.name,
      model: outcome.model,
      disclaimer: IMAGE_DISCLAIMER[locale],
    }
    if (retention.enabled && context.keyId) {
      await retention.record({
        keyId: context.keyId,
        kind,
        locale,
        provider: provider.name,
        model: outcome.model,
        // Never the images: only what kind they were and how big.
        input: { images: images.map((i) => ({ field: i.field, mimeType: i.mimeType, bytes: i.bytes })), ...(form ? { form } : {}) },
        output: reading ?? refusal,
      })
    }
    return body
  }

  return {
    available: vision !== undefined,
    face: (image, locale, context) => read('face', [image], locale, undefined, context) as Promise<FaceReadingResult>,
    aura: (image, locale, context) => read('aura', [image], locale, undefined, context) as Promise<AuraReadingResult>,
    coupleFace: (input, locale, context) =>
      read('couple-face', input.images, locale, input.form, context) as Promise<CoupleFaceReadingResult>,
  }
}
