/** Aura reading from a photo: REST `POST /api/v1/aura` (metered). Schemas in src/contracts/images.ts. */
import { requireImageReader } from '../ai/image-reader'
import { validateImage } from '../ai/images'
import { AuraReadingResult, SingleImageRequest, toSingleImageInput, type SingleImageInput } from '../contracts/images'
import { defineCapability } from '../pipeline/define'

export const aura = defineCapability<SingleImageInput, AuraReadingResult>({
  name: 'aura',
  operationId: 'readAura',
  summary: 'Aura reading from a photo',
  description: 'A structured aura reading (colours with their meanings, energy level, an overall impression and advice), or a refusal with a reason (NO_FACE, MULTIPLE_FACES, IMAGE_UNCLEAR, POLICY). Texts follow `locale`. The image is checked (strict base64, at most 4 MiB decoded, signature matching `mimeType`), sent once to the configured vision model and never stored. 503 MODEL_UNAVAILABLE (not counted) when no vision model is configured or the provider fails.',
  output: AuraReadingResult,
  annotations: { title: 'Aura reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: { path: '/api/v1/aura', input: SingleImageRequest, toInput: toSingleImageInput, largeBody: true },
  run: (input, ctx) => {
    const image = validateImage('image', input.image, 'mimeType', input.mimeType)
    return requireImageReader(ctx.narrator).aura(image, input.locale, { signal: ctx.signal })
  },
})
