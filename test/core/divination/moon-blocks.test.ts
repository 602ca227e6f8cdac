/**
 * Moon blocks: the outcome of each pair of faces, what the throws say together, and the cryptographic
 * source's frequencies over 40,000 throws against two fair blocks (聖 ½, 笑 ¼, 陰 ¼; docs/domain.md,
 * "Moon blocks"), by a chi-square test at the 0.1 % significance level.
 */
import { describe, expect, it } from 'bun:test'
import { castMoonBlocks, outcomeOf, verdictOf, type BlockRandom } from '../../../src/core/divination/moon-blocks'
import { cryptoBlockRandom } from '../../../src/operations/shared/random'

/** A source that answers the given faces in order (true = round side up). */
const scripted = (...rounds: boolean[]): BlockRandom => {
  let i = 0
  return { roundSideUp: () => rounds[i++ % rounds.length] }
}

/** Chi-square critical value for 2 degrees of freedom at α = 0.001. */
const CHI2_DF2_0_001 = 13.816

describe('the outcome of a throw', () => {
  it('is 聖筊 for different faces, 笑筊 for two flat faces, 陰筊 for two round faces', () => {
    expect(outcomeOf('flat', 'round')).toBe('holy')
    expect(outcomeOf('round', 'flat')).toBe('holy')
    expect(outcomeOf('flat', 'flat')).toBe('laughing')
    expect(outcomeOf('round', 'round')).toBe('negative')
  })

  it('reads the throws together: three holy a firm yes, fewer a yes, all negative no, all laughing unclear, else mixed', () => {
    expect(verdictOf(['holy', 'holy', 'holy'])).toBe('firm-yes')
    expect(verdictOf(['holy', 'holy'])).toBe('yes')
    expect(verdictOf(['holy'])).toBe('yes')
    expect(verdictOf(['negative', 'negative'])).toBe('no')
    expect(verdictOf(['laughing'])).toBe('unclear')
    expect(verdictOf(['holy', 'holy', 'laughing'])).toBe('mixed')
    expect(verdictOf(['holy', 'negative'])).toBe('mixed')
  })
})

describe('castMoonBlocks', () => {
  it('throws two blocks per throw from the source, in order, and counts the outcomes', () => {
    const reading = castMoonBlocks({ throws: 3, locale: 'en' }, scripted(false, true, false, false, true, true))
    expect(reading.throws.map((t) => t.blocks.map((b) => b.face))).toEqual([
      ['flat', 'round'],
      ['flat', 'flat'],
      ['round', 'round'],
    ])
    expect(reading.throws.map((t) => [t.number, t.outcome.code, t.outcome.hanzi])).toEqual([
      [1, 'holy', '聖筊'],
      [2, 'laughing', '笑筊'],
      [3, 'negative', '陰筊'],
    ])
    expect(reading.summary).toMatchObject({ holy: 1, laughing: 1, negative: 1, verdict: 'mixed' })
  })

  it('never lets the question steer a throw: the same source gives the same throws with any question', () => {
    const faces = [true, false, true, true, false, false]
    const plain = castMoonBlocks({ throws: 3, locale: 'zh' }, scripted(...faces))
    const asked = castMoonBlocks({ throws: 3, locale: 'zh', question: '我会不会成功？' }, scripted(...faces))
    expect(asked.throws).toEqual(plain.throws)
    expect(asked.question).toBe('我会不会成功？')
  })

  it('refuses a number of throws outside 1-3', () => {
    for (const throws of [0, 4, 1.5]) expect(() => castMoonBlocks({ throws, locale: 'en' }, scripted(true))).toThrow('throws must be')
  })

  it('lands 聖 ½, 笑 ¼, 陰 ¼ over 40,000 throws of the cryptographic source (chi-square, α = 0.001)', () => {
    const N = 40_000
    const counts = { holy: 0, laughing: 0, negative: 0 }
    const random = cryptoBlockRandom()
    for (let i = 0; i < N / 2; i++) for (const t of castMoonBlocks({ throws: 2, locale: 'en' }, random).throws) counts[t.outcome.code]++
    const expected = { holy: N / 2, laughing: N / 4, negative: N / 4 }
    const chi2 = (Object.keys(counts) as (keyof typeof counts)[]).reduce((sum, k) => sum + (counts[k] - expected[k]) ** 2 / expected[k], 0)
    expect(chi2).toBeLessThan(CHI2_DF2_0_001)
    // Every outcome occurs (a legacy implementation never lands 陰筊).
    expect(counts.negative).toBeGreaterThan(N / 5)
  })
})
