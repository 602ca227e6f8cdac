/**
 * Moon blocks (筊杯): one to three throws of two blocks, each throw's outcome and what the throws
 * say together. Rules and probabilities: docs/domain.md, "Moon blocks".
 *
 * Pure: each block's face comes from `BlockRandom` (the operation passes the cryptographic source;
 * tests pass scripted ones). Two fair, independent blocks give 聖筊 (one flat, one round) ½, 笑筊
 * (both flat) ¼ and 陰筊 (both round) ¼. The question is echoed, never read: it cannot steer a throw.
 */
import { invalidRequest } from '../errors'
import { labelOf, type Label } from '../readings/phrases'
import type { Phrase } from '../sentence'
import { READING_DISCLAIMER } from '../readings/disclaimer'
import { normaliseQuestion } from '../readings/tarot'
import type { Locale } from '../types'
import { blockTexts, FACE_NAMES, OUTCOME_HANZI, OUTCOME_NAMES, type BlockFace, type BlocksVerdict, type ThrowOutcome } from './texts'

/** The API's limit on the number of throws in one call. */
export const MAX_THROWS = 3

/** Where a block's face comes from: true = the round face up. One call per block. */
export interface BlockRandom {
  roundSideUp(): boolean
}

interface BlockThrow {
  /** 1-based, in the order thrown. */
  number: number
  blocks: readonly [BlockLabel, BlockLabel]
  outcome: OutcomeLabel
}

interface BlockLabel extends Label {
  face: BlockFace
}

interface OutcomeLabel extends Label {
  code: ThrowOutcome
  /** As temples write it (聖筊, 笑筊, 陰筊), in every locale. */
  hanzi: string
  meaning: Phrase
}

export interface MoonBlocksReading {
  question?: string
  throws: readonly BlockThrow[]
  summary: { holy: number; laughing: number; negative: number; verdict: BlocksVerdict; text: Phrase }
  disclaimer: Phrase
}

/** The outcome of one throw from its two faces: different faces 聖筊, both flat 笑筊, both round 陰筊. */
export const outcomeOf = (first: BlockFace, second: BlockFace): ThrowOutcome =>
  first !== second ? 'holy' : first === 'flat' ? 'laughing' : 'negative'

/** One throw of two fair blocks (here and in the fortune sticks' confirmation). */
export function throwBlocks(random: BlockRandom): [BlockFace, BlockFace] {
  const face = (): BlockFace => (random.roundSideUp() ? 'round' : 'flat')
  return [face(), face()]
}

/**
 * What the throws say together: all holy is yes (three in a row, the strict temples' rule, a firm
 * yes); all negative no; all laughing no answer yet; a mix no firm answer.
 */
export function verdictOf(outcomes: readonly ThrowOutcome[]): BlocksVerdict {
  const all = (o: ThrowOutcome) => outcomes.every((x) => x === o)
  if (all('holy')) return outcomes.length === MAX_THROWS ? 'firm-yes' : 'yes'
  if (all('negative')) return 'no'
  if (all('laughing')) return 'unclear'
  return 'mixed'
}

function outcomeLabel(code: ThrowOutcome, locale: Locale): OutcomeLabel {
  return { code, hanzi: OUTCOME_HANZI[code], ...labelOf(OUTCOME_NAMES, code, locale), meaning: blockTexts.say(locale, code) }
}

/** Throws the blocks `throws` times (1-3). */
export function castMoonBlocks(request: { throws: number; question?: string; locale: Locale }, random: BlockRandom): MoonBlocksReading {
  const { throws: count, locale } = request
  if (!Number.isInteger(count) || count < 1 || count > MAX_THROWS) {
    throw invalidRequest(`throws must be an integer from 1 to ${MAX_THROWS}.`, { field: 'throws', value: count })
  }
  const question = normaliseQuestion(request.question)
  const throws: BlockThrow[] = []
  for (let number = 1; number <= count; number++) {
    const [a, b] = throwBlocks(random)
    const block = (face: BlockFace): BlockLabel => ({ face, ...labelOf(FACE_NAMES, face, locale) })
    throws.push({ number, blocks: [block(a), block(b)], outcome: outcomeLabel(outcomeOf(a, b), locale) })
  }
  const outcomes = throws.map((t) => t.outcome.code)
  const count_ = (o: ThrowOutcome) => outcomes.filter((x) => x === o).length
  const verdict = verdictOf(outcomes)
  return {
    ...(question === undefined ? {} : { question }),
    throws,
    summary: {
      holy: count_('holy'),
      laughing: count_('laughing'),
      negative: count_('negative'),
      verdict,
      text: blockTexts.say(locale, verdict),
    },
    disclaimer: { text: READING_DISCLAIMER.in(locale), en: READING_DISCLAIMER.in('en'), zh: READING_DISCLAIMER.in('zh') },
  }
}
