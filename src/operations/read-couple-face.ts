/** Couple face reading: REST `POST /api/v1/couple-face` (metered). Exactly one of two request forms; schemas in src/contracts/images.ts. */
import { requireImageReader } from '../ai/image-reader'
import { validateCoupleImages } from '../ai/images'
import { CoupleFaceReadingResult, CoupleFaceRequest, FORMS_HINT, toCoupleFaceInput, type CoupleFaceInput } from '../contracts/images'
import { defineCapability, modelBacked } from '../pipeline/define'
import { ONE_PIXEL_PNG } from './shared/single-image'

export const coupleFace = defineCapability<CoupleFaceInput, CoupleFaceReadingResult>({
  name: 'couple_face',
  operationId: 'readCoupleFace',
  summary: 'Couple face reading from one group photo or two portraits',
  description: `A structured reading of each person (five-element face type, standout features, impression) and the pair's harmony, or a refusal with a reason (NOT_TWO_PEOPLE, NO_FACE, MULTIPLE_FACES, IMAGE_UNCLEAR, POLICY). Texts follow \`locale\`. ${FORMS_HINT} Each image is checked (strict base64, at most 4 MiB decoded, signature matching its mime type), sent once to the configured vision model and never stored. 503 MODEL_UNAVAILABLE (not counted) when no vision model is configured or the provider fails.`,
  output: CoupleFaceReadingResult,
  annotations: modelBacked('Couple face reading'),
  rest: {
    path: '/api/v1/couple-face',
    example: { image: ONE_PIXEL_PNG, mimeType: 'image/png', locale: 'en' },
    input: CoupleFaceRequest,
    largeBody: true,
    toInput: toCoupleFaceInput,
  },
  run: (input, ctx) => {
    // The request schema already admits exactly one form; this re-checks it and validates each image.
    const images = validateCoupleImages(input)
    return requireImageReader(ctx.narrator).coupleFace(images, input.locale, { signal: ctx.signal })
  },
})
