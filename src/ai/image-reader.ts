/**
 * The image reader as the operations see it: face, aura and couple-face readings by a vision model.
 * It sits beside the narrator (src/ai/image-readings.ts implements it; the narrator only carries it
 * to the operations), so neither file imports the other.
 */
import type { AuraReadingResult, CoupleFaceReadingResult, CoupleForm, FaceReadingResult } from '../contracts/images'
import { localizableError } from '../core/messages'
import type { Locale } from '../core/types'
import type { ValidatedImage } from './images'

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

export const noVisionProvider = (configured?: string[]) =>
  localizableError('MODEL_UNAVAILABLE', 'model.no-vision', {}, { reason: 'NOT_CONFIGURED', ...(configured ? { configured } : {}) })

/**
 * The image reader the narrator carries, or 503 MODEL_UNAVAILABLE (the platform then refunds the
 * call) when there is none: the template narrator, or no vision-capable provider configured.
 */
export function requireImageReader(carrier: { readonly images?: ImageReader }): ImageReader {
  const reader = carrier.images
  if (!reader?.available) throw noVisionProvider()
  return reader
}
