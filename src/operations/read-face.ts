/** Face reading (面相) from a photo: REST `POST /api/v1/face` (metered). Schemas in src/contracts/images.ts. */
import { FaceReadingResult, SingleImageRequest, toSingleImageInput, type SingleImageInput } from '../contracts/images'
import { defineCapability, modelBacked } from '../pipeline/define'
import { ONE_PIXEL_PNG, readSingleImage } from './shared/single-image'

export const face = defineCapability<SingleImageInput, FaceReadingResult>({
  name: 'face',
  operationId: 'readFace',
  summary: 'Face reading from a photo',
  description:
    'A structured face reading in the face-reading (面相) tradition (the three courts 三停, the five features 五官, the five-element face type, an overall impression and advice), or a refusal with a reason (NO_FACE, MULTIPLE_FACES, IMAGE_UNCLEAR, POLICY). Texts follow `locale`. The image is checked (strict base64, at most 4 MiB decoded, signature matching `mimeType`), sent once to the configured vision model and never stored. 503 MODEL_UNAVAILABLE (not counted) when no vision model is configured or the provider fails.',
  output: FaceReadingResult,
  annotations: modelBacked('Face reading'),
  rest: {
    path: '/api/v1/face',
    example: { image: ONE_PIXEL_PNG, mimeType: 'image/png', locale: 'en' },
    input: SingleImageRequest,
    toInput: toSingleImageInput,
    largeBody: true,
  },
  run: readSingleImage('face'),
})
