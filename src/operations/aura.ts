/** Aura reading from a photo: REST `POST /api/v1/aura` (metered). */
import { PendingResult } from '../contracts/common'
import { defineCapability, notImplemented } from './define'
import { SingleImageRequest, toSingleImageInput, type SingleImageInput } from './face'

export const aura = defineCapability<SingleImageInput, unknown>({
  name: 'aura',
  operationId: 'readAura',
  summary: 'Aura reading from a photo',
  description: 'A structured aura reading (colours with their meanings, energy level, advice), or a refusal with a reason. The image is sent to the configured vision model and never stored.',
  output: PendingResult('reading or refusal.'),
  annotations: { title: 'Aura reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: { path: '/api/v1/aura', input: SingleImageRequest, toInput: toSingleImageInput, largeBody: true },
  run: notImplemented('Aura reading'),
})
