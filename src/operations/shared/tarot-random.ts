/**
 * The cryptographic random source of the tarot draw. Lives outside the pure core (which takes the
 * randomness as an input) because it reads the platform's CSPRNG.
 *
 * - Card: a uniform integer in 0..77 by rejection sampling over 32-bit words. `x % 78` alone would
 *   favour the first (2^32 mod 78) = 22 values; rejecting words at or above the largest multiple of
 *   78 below 2^32 removes that bias (rejection probability 22 / 2^32 ≈ 5e-9 per word).
 * - Orientation: one bit from its own `getRandomValues` call, so it is independent of the card.
 */
import { DECK_SIZE } from '../../core/readings/tarot-deck'
import type { TarotRandom } from '../../core/readings/tarot'

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

/** The tarot draw's source: `crypto.getRandomValues` unless a `fill` is injected (tests). */
export function cryptoTarotRandom(fill: FillRandom = cryptoFill): TarotRandom {
  return {
    cardIndex: () => uniformInt(DECK_SIZE, fill),
    reversed: () => {
      const word = new Uint32Array(1)
      fill(word)
      return (word[0] & 1) === 1
    },
  }
}
