/**
 * Face, aura and couple-face readings of photos by the vision model.
 *
 * The model writes only the interpretive text and picks from closed enumerations (element type, aura
 * colours, energy and harmony levels, refusal reasons); the service adds the bilingual labels, the
 * refusal messages and the disclaimer (image-labels.ts), so those are always in the request's locale
 * and never invented.
 *
 * Structured output: the JSON Schema sent to the model is generated from the TypeBox schemas in
 * src/contracts/images.ts (`toStrictJsonSchema`), as `response_format: json_schema` (strict) where the provider has it, and
 * as `json_object` with the schema spelled out in the prompt otherwise. Either way the answer is
 * checked against the full TypeBox schema; one invalid answer is asked again, a second is 503.
 * A provider that rejects `json_schema` with a 400 is asked again once in JSON mode.
 *
 * The images travel once per provider request (as data URLs in the user message) and are written
 * nowhere: not to the store, logs, retention file or disk.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { Static } from '@sinclair/typebox'
import { isAppError } from '../core/errors'
import { localizableError } from '../core/messages'
import { ELEMENT_INFO } from '../core/bazi'
import type { Locale } from '../core/types'
import type { AiConfig, StructuredOutputMode } from '../config/ai'
import type { AiOptions } from './types'
import {
  ANSWER_JSON_SCHEMAS,
  ANSWERS,
  type AuraReadingResult,
  type AuraReadingText,
  type CoupleFaceReadingResult,
  type CoupleReadingText,
  type ElementTypeText,
  type FaceReadingResult,
  type FaceReadingText,
  type FeatureText,
  type PersonText,
  type RefusalReason,
} from '../contracts/images'
import type { ValidatedImage } from './images'
import { type ChatImage, createProviders, type OpenAIChatProvider } from './openai-provider'
import type { CoupleForm, ImageReadingKind } from '../contracts/images'
import { type ImageReader, type ImageReadingContext, noVisionProvider } from './image-reader'
import { COLORS, COURTS, ENERGY, FACE_TYPES, FEATURES, HARMONY, imageSentences, labelIn } from './image-labels'
import { imageReadingPrompt } from './prompts'
import { inForeignScript } from './scripts'
import { createRetentionLog } from './retention'

/** The model answer's validator per kind, compiled on the first reading of that kind (not at start-up). */
const checkers: Partial<Record<keyof typeof ANSWERS, ReturnType<typeof TypeCompiler.Compile>>> = {}
const checkerOf = (kind: keyof typeof ANSWERS) => (checkers[kind] ??= TypeCompiler.Compile(ANSWERS[kind]))

// ---------------------------------------------------------------------------------------------
// Labels (every locale: image-labels.ts)
// ---------------------------------------------------------------------------------------------

type Terms = Record<string, { zh: string; label: Record<Locale, string> }>

const elementOut = (text: Static<typeof ElementTypeText>, locale: Locale) => ({
  element: text.element,
  zh: ELEMENT_INFO[text.element].zh,
  label: FACE_TYPES[text.element][locale],
  explanation: text.explanation,
})

const featuresOut = (texts: Record<string, Static<typeof FeatureText>>, terms: Terms, locale: Locale) =>
  Object.keys(terms).map((feature) => ({
    feature,
    zh: terms[feature].zh,
    label: labelIn(terms[feature], locale),
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
      colors: r.colors.map((c) => ({
        color: c.color,
        zh: COLORS[c.color].zh,
        label: labelIn(COLORS[c.color], locale),
        meaning: c.meaning,
      })),
      energyLevel: { level: r.energyLevel, label: labelIn(ENERGY[r.energyLevel], locale) },
      overallImpression: r.overallImpression,
      advice: r.advice,
    }
  }
  const r = reading as Static<typeof CoupleReadingText>
  return {
    personA: personOut(r.personA, locale),
    personB: personOut(r.personB, locale),
    harmony: {
      level: r.harmony.level,
      label: labelIn(HARMONY[r.harmony.level], locale),
      ...pick(r.harmony, ['summary', 'strengths', 'cautions']),
    },
    advice: r.advice,
  }
}

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, value[k]])) as Pick<T, K>

// ---------------------------------------------------------------------------------------------
// Answer parsing
// ---------------------------------------------------------------------------------------------

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
 * or a script the language does not write, such as Chinese characters in an English answer). JSON
 * mode may wrap the object in a ``` fence: tolerated.
 */
export function parseAnswer(kind: ImageReadingKind, content: string | null, locale: Locale): ParsedAnswer {
  if (!content) return undefined
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let value: unknown
  try {
    value = JSON.parse(unfenced)
  } catch {
    return undefined
  }
  if (!checkerOf(kind).Check(value)) return undefined
  const answer = value as { reading: unknown; refusal: { reason: RefusalReason } | null }
  if ((answer.reading === null) === (answer.refusal === null)) return undefined
  if (answer.refusal) return { refusal: answer.refusal.reason }
  if (strings(answer.reading).some((s) => inForeignScript(s, locale))) return undefined
  return { reading: answer.reading }
}

// ---------------------------------------------------------------------------------------------
// The reader
// ---------------------------------------------------------------------------------------------

const invalidAnswer = (provider: string) =>
  localizableError('MODEL_UNAVAILABLE', 'model.no-reading', { provider }, { provider, reason: 'INVALID_OUTPUT' })

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
      ? { reason: outcome.parsed.refusal, message: imageSentences(locale).refusal(outcome.parsed.refusal) }
      : undefined
    const reading = refusal ? undefined : decorate(kind, outcome.parsed.reading, locale)
    const body = {
      locale,
      ...(form ? { form } : {}),
      ...(refusal ? { refusal } : { reading }),
      source: provider.name,
      model: outcome.model,
      disclaimer: imageSentences(locale).disclaimer,
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
