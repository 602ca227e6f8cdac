/**
 * Three-card spreads: three distinct cards, drawn without replacement (a partial Fisher-Yates shuffle),
 * uniform over the deck by a chi-square test at the 0.1 % significance level over 30,000 spreads of
 * the cryptographic source, orientations at ½; fixed cards kept; duplicates refused; the template
 * reads the three together.
 */
import { describe, expect, it } from 'bun:test'
import { drawSpread, type SpreadRandom } from '../../../src/core/readings/tarot-spread'
import { SPREAD_KEYS } from '../../../src/core/readings/tarot-spread-words'
import { cryptoSpreadRandom } from '../../../src/operations/shared/random'
import { LOCALES } from '../../../src/core/locale'

/** Chi-square critical value for 77 degrees of freedom at α = 0.001. */
const CHI2_DF77_0_001 = 122.11

const scripted = (indices: number[], reversed: boolean[]): SpreadRandom => {
  let i = 0
  let j = 0
  return { cardIndex: () => indices[i++], reversed: () => reversed[j++] }
}

describe('drawSpread', () => {
  it('draws without replacement: index 0 three times gives cards 0, 1, 2; the last index of each remaining deck 77, 76, 75', () => {
    const first = drawSpread({ spread: 'past-present-future', locale: 'en' }, scripted([0, 0, 0], [false, true, false]))
    expect(first.positions.map((p) => [p.key, p.card.id, p.card.reversed])).toEqual([
      ['past', 0, false],
      ['present', 1, true],
      ['future', 2, false],
    ])
    const last = drawSpread({ spread: 'mind-body-spirit', locale: 'en' }, scripted([77, 76, 75], [true, true, true]))
    expect(last.positions.map((p) => p.card.id)).toEqual([77, 76, 75])
    expect(last.summary.reversed).toBe(3)
  })

  it('keeps the three given cards and their orientations, and never asks the source', () => {
    const never: SpreadRandom = {
      cardIndex: () => {
        throw new Error('drawn')
      },
      reversed: () => {
        throw new Error('drawn')
      },
    }
    const cards = [
      { cardId: 16, reversed: true },
      { cardId: 40, reversed: false },
      { cardId: 77, reversed: true },
    ]
    const draw = drawSpread({ spread: 'situation-action-outcome', cards, locale: 'zh' }, never)
    expect(draw.positions.map((p) => ({ cardId: p.card.id, reversed: p.card.reversed }))).toEqual(cards)
    expect(draw.drawn).toBe(false)
    expect(draw.summary.majorArcana).toBe(1)
    expect(draw.summary.suits.map((s) => [s.key, s.count])).toEqual([
      ['cups', 1],
      ['pentacles', 1],
    ])
  })

  it('refuses a card named twice, in the request locale', () => {
    const cards = [
      { cardId: 5, reversed: true },
      { cardId: 5, reversed: false },
      { cardId: 6, reversed: true },
    ]
    expect(() => drawSpread({ spread: 'past-present-future', cards, locale: 'en' }, cryptoSpreadRandom())).toThrow('three different cards')
    expect(() => drawSpread({ spread: 'past-present-future', cards, locale: 'zh' }, cryptoSpreadRandom())).toThrow('三张不同的牌')
  })

  it('reads the three cards together in every spread and locale: each card named, one text, no slot left unfilled', () => {
    const cards = [
      { cardId: 0, reversed: false },
      { cardId: 36, reversed: true },
      { cardId: 37, reversed: false },
    ]
    for (const spread of SPREAD_KEYS) {
      for (const locale of LOCALES) {
        const draw = drawSpread({ spread, cards, locale, question: 'Does he love me?' }, cryptoSpreadRandom())
        const text = draw.template[locale]!
        expect(text).not.toMatch(/\{\w+\}/)
        for (const position of draw.positions) expect(text).toContain(position.card.name[locale]!)
        expect(text.split('\n')).toHaveLength(1)
      }
    }
  })

  it('never repeats a card and draws uniformly over 30,000 spreads of the cryptographic source (chi-square, α = 0.001)', () => {
    const N = 30_000
    const random = cryptoSpreadRandom()
    const byPosition = [new Array(78).fill(0), new Array(78).fill(0), new Array(78).fill(0)]
    let reversed = 0
    for (let n = 0; n < N; n++) {
      const draw = drawSpread({ spread: 'past-present-future', locale: 'en' }, random)
      const ids = draw.positions.map((p) => p.card.id)
      expect(new Set(ids).size).toBe(3)
      ids.forEach((id, i) => byPosition[i][id]++)
      reversed += draw.summary.reversed
    }
    for (const counts of byPosition) {
      const expected = N / 78
      const chi2 = counts.reduce((sum: number, c: number) => sum + (c - expected) ** 2 / expected, 0)
      expect(chi2).toBeLessThan(CHI2_DF77_0_001)
    }
    // Orientations: 90,000 fair bits; 4.5 standard deviations either side of ½ (≈ 7e-6 false alarm).
    const sd = Math.sqrt(3 * N * 0.25)
    expect(Math.abs(reversed - 1.5 * N)).toBeLessThan(4.5 * sd)
  })
})
