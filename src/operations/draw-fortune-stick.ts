/**
 * Fortune sticks (灵签): REST `POST /api/v1/fortune-stick`. Not built in this release: a set of slips
 * ships only when every slip is checked against two independent public sources (docs/domain.md,
 * "Fortune sticks"), so the route answers 501 NOT_IMPLEMENTED rather than a partial or invented set.
 */
import { FortuneStickRequest, toFortuneStickInput, type FortuneStickInput } from '../contracts/divination'
import { Type } from '@sinclair/typebox'
import { defineCapability, modelBacked, notImplemented } from '../pipeline/define'

export const fortuneStick = defineCapability<FortuneStickInput, never>({
  name: 'draw_fortune_stick',
  operationId: 'drawFortuneStick',
  summary: 'Fortune sticks (灵签): not implemented yet (501)',
  description:
    'Reserved for the fortune-stick ritual (a stick drawn, confirmed by moon blocks, the slip read). Answers 501 NOT_IMPLEMENTED in this build: no set of slips has yet been checked slip by slip against two independent public sources, and the service ships no partial or invented set. REST only.',
  output: Type.Object({}, { description: 'No answer yet: the route answers 501.' }),
  annotations: modelBacked('Draw a fortune stick'),
  rest: {
    path: '/api/v1/fortune-stick',
    example: { confirm: 'three-holy', question: 'How will the move go?', locale: 'en' },
    input: FortuneStickRequest,
    toInput: toFortuneStickInput,
  },
  run: notImplemented('Fortune sticks'),
})
