/** Couple face reading: REST `POST /api/v1/couple-face` (metered). Exactly one of two request forms. */
import { Type } from '@sinclair/typebox'
import { Locale, MimeType, PendingResult, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'
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

export const coupleFace = defineCapability<CoupleFaceInput, unknown>({
  name: 'couple_face',
  operationId: 'readCoupleFace',
  summary: 'Couple face reading from one group photo or two portraits',
  description: `A structured reading of each person and the pair's harmony, or a refusal with a reason (e.g. not two people). ${FORMS_HINT} Images are sent to the configured vision model and never stored.`,
  output: PendingResult('reading or refusal.'),
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
  run: notImplemented('Couple face reading'),
})
