/**
 * The one cryptographic random source of the readings that draw: the tarot (one card and three),
 * the moon blocks and the fortune sticks. Lives outside the pure core (which takes the
 * randomness as an input) because it reads the platform's CSPRNG (`crypto.getRandomValues`). The
 * question a reader asks is never an input here: nothing a request says can steer a draw.
 *
 * - A uniform integer in 0..n-1 by rejection sampling over 32-bit words. `x % n` alone would favour
 *   the first (2^32 mod n) values (22 of them for the deck's 78); rejecting words at or above the
 *   largest multiple of n below 2^32 removes that bias (rejection probability below n / 2^32 per word).
 * - A bit (an orientation, a block's face) from its own `getRandomValues` call, so it is independent
 *   of every other draw.
 */
import { DECK_SIZE } from '../../core/readings/tarot-deck'
import type { TarotRandom } from '../../core/readings/tarot'
import type { SpreadRandom } from '../../core/readings/tarot-spread'
import type { BlockRandom } from '../../core/divination/moon-blocks'
import type { FortuneRandom } from '../../core/divination/fortune-sticks'

export type FillRandom = (target: Uint32Array<ArrayBuffer>) => void

const cryptoFill: FillRandom = (target) => {
  crypto.getRandomValues(target)
}

const TWO_POW_32 = 2 ** 32

/** A uniform integer in [0, n) from 32-bit words, rejecting the biased tail. */
export function uniformInt(n: number, fill: FillRandom = cryptoFill): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`uniformInt: n must be an integer in 1..2^32, got ${n}`)
  const limit = TWO_POW_32 - (TWO_POW_32 % n)
  const word = new Uint32Array(1)
  for (;;) {
    fill(word)
    if (word[0] < limit) return word[0] % n
  }
}

/** An unbiased bit from its own word. */
function randomBit(fill: FillRandom = cryptoFill): boolean {
  const word = new Uint32Array(1)
  fill(word)
  return (word[0] & 1) === 1
}

/** The one-card draw's source: `crypto.getRandomValues` unless a `fill` is injected (tests). */
export function cryptoTarotRandom(fill: FillRandom = cryptoFill): TarotRandom {
  return {
    cardIndex: () => uniformInt(DECK_SIZE, fill),
    reversed: () => randomBit(fill),
  }
}

/** The three-card draw's source: an index among the cards still in the deck, and orientations. */
export function cryptoSpreadRandom(fill: FillRandom = cryptoFill): SpreadRandom {
  return {
    cardIndex: (remaining) => uniformInt(remaining, fill),
    reversed: () => randomBit(fill),
  }
}

/** The moon blocks' source: each block's face, one bit each (fair blocks). */
export function cryptoBlockRandom(fill: FillRandom = cryptoFill): BlockRandom {
  return { roundSideUp: () => randomBit(fill) }
}

/** The fortune sticks' source: a stick among the set's, and the blocks' faces. */
export function cryptoFortuneRandom(fill: FillRandom = cryptoFill): FortuneRandom {
  return { stickIndex: (count) => uniformInt(count, fill), roundSideUp: () => randomBit(fill) }
}
