/** Face reading (面相) from a photo: REST `POST /api/v1/face` (metered). */
import { Type } from '@sinclair/typebox'
import { Locale, MimeType, PendingResult, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'

export const ImageData = (description: string) => Type.String({ minLength: 1, description: `${description} Base64 (standard alphabet), at most 4 MB decoded; JPEG, PNG or WebP.` })

export const SingleImageRequest = StrictObject({
  image: ImageData('The photo.'),
  mimeType: MimeType,
  locale: Type.Optional(Locale),
})

export interface SingleImageInput {
  image: string
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp'
  locale: 'en' | 'zh'
}

export const toSingleImageInput = (body: any): SingleImageInput => ({ image: body.image, mimeType: body.mimeType, locale: body.locale ?? 'en' })

export const face = defineCapability<SingleImageInput, unknown>({
  name: 'face',
  operationId: 'readFace',
  summary: 'Face reading from a photo',
  description: 'A structured face reading in the face-reading (面相) tradition, or a refusal with a reason (no face, several faces, unclear image, policy). The image is sent to the configured vision model and never stored.',
  output: PendingResult('reading or refusal.'),
  annotations: { title: 'Face reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: { path: '/api/v1/face', input: SingleImageRequest, toInput: toSingleImageInput, largeBody: true },
  run: notImplemented('Face reading'),
})
