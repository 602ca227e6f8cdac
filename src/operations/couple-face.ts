/** Couple face reading: REST `POST /api/v1/couple-face` (metered). Exactly one of two request forms. */
import { Type } from '@sinclair/typebox'
import { requireImageReader } from '../ai/image-reader'
import { CoupleFaceReadingResult } from '../contracts/images'
import { validateCoupleImages } from '../ai/images'
import { Locale, MimeType, StrictObject } from '../contracts/common'
import { defineCapability } from '../pipeline/define'
import { ImageData } from './face'

const FORMS_HINT =
  'Send exactly one form: form A is one group photo as `image` + `mimeType`; form B is two portraits as `imageA` + `mimeA` + `imageB` + `mimeB`. Do not mix members of the two forms.'

export const CoupleFormA = StrictObject(
  { image: ImageData('One photo of both people.'), mimeType: MimeType, locale: Type.Optional(Locale) },
  { title: 'Form A: one group photo' },
)
export const CoupleFormB = StrictObject(
  {
    imageA: ImageData('Portrait of the first person.'),
    mimeA: MimeType,
    imageB: ImageData('Portrait of the second person.'),
    mimeB: MimeType,
    locale: Type.Optional(Locale),
  },
  { title: 'Form B: two portraits' },
)
export const CoupleFaceRequest = Type.Union([CoupleFormA, CoupleFormB], { description: FORMS_HINT, errorMessage: `is not a valid couple-face request. ${FORMS_HINT}` })

export type CoupleFaceInput =
  | { form: 'group'; image: string; mimeType: string; locale: 'en' | 'zh' }
  | { form: 'portraits'; imageA: string; mimeA: string; imageB: string; mimeB: string; locale: 'en' | 'zh' }

export const coupleFace = defineCapability<CoupleFaceInput, CoupleFaceReadingResult>({
  name: 'couple_face',
  operationId: 'readCoupleFace',
  summary: 'Couple face reading from one group photo or two portraits',
  description: `A structured reading of each person (five-element face type, standout features, impression) and the pair's harmony, or a refusal with a reason (NOT_TWO_PEOPLE, NO_FACE, MULTIPLE_FACES, IMAGE_UNCLEAR, POLICY). Texts follow \`locale\`. ${FORMS_HINT} Each image is checked (strict base64, at most 4 MiB decoded, signature matching its mime type), sent once to the configured vision model and never stored. 503 MODEL_UNAVAILABLE (not counted) when no vision model is configured or the provider fails.`,
  output: CoupleFaceReadingResult,
  annotations: { title: 'Couple face reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: {
    path: '/api/v1/couple-face',
    input: CoupleFaceRequest,
    largeBody: true,
    toInput: (body) =>
      'image' in body
        ? { form: 'group', image: body.image, mimeType: body.mimeType, locale: body.locale ?? 'en' }
        : { form: 'portraits', imageA: body.imageA, mimeA: body.mimeA, imageB: body.imageB, mimeB: body.mimeB, locale: body.locale ?? 'en' },
  },
  run: (input, ctx) => {
    // The request schema already admits exactly one form; this re-checks it and validates each image.
    const images = validateCoupleImages(input)
    return requireImageReader(ctx.narrator).coupleFace(images, input.locale, { signal: ctx.signal })
  },
})
