/** Aura reading from a photo: REST `POST /api/v1/aura` (metered). Schemas in src/contracts/images.ts. */
import { AuraReadingResult, SingleImageRequest, toSingleImageInput, type SingleImageInput } from '../contracts/images'
import { defineCapability, modelBacked } from '../pipeline/define'
import { ONE_PIXEL_PNG, readSingleImage } from './shared/single-image'

export const aura = defineCapability<SingleImageInput, AuraReadingResult>({
  name: 'aura',
  operationId: 'readAura',
  summary: 'Aura reading from a photo',
  description:
    'A structured aura reading (colours with their meanings, energy level, an overall impression and advice), or a refusal with a reason (NO_FACE, MULTIPLE_FACES, IMAGE_UNCLEAR, POLICY). Texts follow `locale`. The image is checked (strict base64, at most 4 MiB decoded, signature matching `mimeType`), sent once to the configured vision model and never stored. 503 MODEL_UNAVAILABLE (not counted) when no vision model is configured or the provider fails.',
  output: AuraReadingResult,
  annotations: modelBacked('Aura reading'),
  rest: {
    path: '/api/v1/aura',
    example: { image: ONE_PIXEL_PNG, mimeType: 'image/png', locale: 'en' },
    input: SingleImageRequest,
    toInput: toSingleImageInput,
    largeBody: true,
  },
  run: readSingleImage('aura'),
})
