/**
 * Moon blocks (筊杯): REST `POST /api/v1/moon-blocks` (metered once per call, however many throws).
 * No MCP tool: the interface keeps the temple's readings off the connectors. Schemas in
 * src/contracts/divination.ts; the throws in src/core/divination/moon-blocks.ts.
 */
import { MoonBlocksRequest, MoonBlocksResult, toMoonBlocksInput, type MoonBlocksInput } from '../contracts/divination'
import { castMoonBlocks } from '../core/divination/moon-blocks'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { cryptoBlockRandom } from './shared/random'

/** Two fair, independent blocks: docs/domain.md, "Moon blocks". */
const PROBABILITIES = { holy: 0.5, laughing: 0.25, negative: 0.25 }

export const moonBlocks = defineCapability<MoonBlocksInput, unknown>({
  name: 'throw_moon_blocks',
  operationId: 'throwMoonBlocks',
  summary: 'Moon blocks (筊杯): one to three throws and what they mean',
  description:
    'Throws two fair moon blocks (筊杯) `throws` times (1-3, default 1) with a cryptographic source: each throw gives both blocks’ faces and its outcome, 聖筊 (one flat, one round: yes, ½), 笑筊 (both flat: unclear, ask again, ¼) or 陰筊 (both round: no, ¼), with its meaning in the request locale; the summary says what the throws mean together (three 聖筊 in a row: a firm yes). The question is echoed, never stored, and never influences a throw. Metered once per call. REST only.',
  output: MoonBlocksResult,
  annotations: { ...pureCalculation('Throw moon blocks'), idempotentHint: false },
  rest: {
    path: '/api/v1/moon-blocks',
    example: { question: 'Should I take the new job?', throws: 3, locale: 'en' },
    input: MoonBlocksRequest,
    toInput: toMoonBlocksInput,
  },
  run: (input) => ({ ...castMoonBlocks(input, cryptoBlockRandom()), probabilities: PROBABILITIES }),
})
