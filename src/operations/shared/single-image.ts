/** The `run` of the single-photo readings (face, aura). Not a capability: operations import it. */
import { type ImageReader, requireImageReader } from '../../ai/image-reader'
import { validateImage } from '../../ai/images'
import type { SingleImageInput } from '../../contracts/images'
import type { OperationContext } from '../../pipeline/define'

export const readSingleImage =
  <K extends 'face' | 'aura'>(kind: K) =>
  (input: SingleImageInput, ctx: OperationContext): ReturnType<ImageReader[K]> => {
    // Validation first: a bad image is a 400 whatever the provider configuration.
    const image = validateImage('image', input.image, 'mimeType', input.mimeType)
    return requireImageReader(ctx.narrator)[kind](image, input.locale, { signal: ctx.signal }) as ReturnType<ImageReader[K]>
  }

/** A real 1×1 PNG (67 bytes): the image of the image routes' published example requests. */
export const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
