import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import { AppError } from '../../../src/core/errors'
import { TAROT_DECK } from '../../../src/core/readings/tarot-deck'
import { drawTarot, questionTopic, tarotInterpretationTemplate, type TarotRandom } from '../../../src/core/readings/tarot'
import { cryptoTarotRandom, uniformInt } from '../../../src/operations/shared/random'

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/

/** A source that fails the test if the draw asks it for anything. */
const untouchable: TarotRandom = {
  cardIndex: () => {
    throw new Error('card source must not be called')
  },
  reversed: () => {
    throw new Error('orientation source must not be called')
  },
}

const scripted = (card: number, reversed: boolean) => {
  const calls = { card: 0, reversed: 0 }
  const random: TarotRandom = {
    cardIndex: () => (calls.card++, card),
    reversed: () => (calls.reversed++, reversed),
  }
  return { random, calls }
}

const expectAppError = (fn: () => unknown, code: string) => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe(code as AppError['code'])
    return
  }
  throw new Error(`expected AppError ${code}`)
}

describe('drawTarot: fixed and drawn parts', () => {
  it('gives exactly the requested card and orientation for all 156 combinations, drawing nothing', () => {
    for (const card of TAROT_DECK) {
      for (const reversed of [false, true]) {
        const draw = drawTarot({ locale: 'en', cardId: card.id, reversed }, untouchable)
        expect(draw.card.id).toBe(card.id)
        expect(draw.card.name).toEqual(card.name)
        expect(draw.card.reversed).toBe(reversed)
        expect(draw.card.meaning).toEqual((reversed ? card.reversed : card.upright).meaning)
        expect(draw.card.keywords).toEqual((reversed ? card.reversed : card.upright).keywords)
        expect(draw.card.orientation).toEqual(reversed ? { en: 'Reversed', zh: '逆位' } : { en: 'Upright', zh: '正位' })
        expect(draw.drawn).toEqual({ card: false, orientation: false })
      }
    }
  })

  it('draws only the card when only reversed is given', () => {
    const { random, calls } = scripted(45, true)
    const draw = drawTarot({ locale: 'en', reversed: false }, random)
    expect(draw.card.id).toBe(45)
    expect(draw.card.reversed).toBe(false)
    expect(draw.drawn).toEqual({ card: true, orientation: false })
    expect(calls).toEqual({ card: 1, reversed: 0 })
  })

  it('draws only the orientation when only cardId is given', () => {
    const { random, calls } = scripted(3, true)
    const draw = drawTarot({ locale: 'en', cardId: 16 }, random)
    expect(draw.card.id).toBe(16)
    expect(draw.card.reversed).toBe(true)
    expect(draw.drawn).toEqual({ card: false, orientation: true })
    expect(calls).toEqual({ card: 0, reversed: 1 })
  })

  it('draws both parts, each from its own source call, when neither is given', () => {
    const { random, calls } = scripted(77, false)
    const draw = drawTarot({ locale: 'en' }, random)
    expect(draw.card.name.en).toBe('King of Pentacles')
    expect(draw.card.reversed).toBe(false)
    expect(draw.drawn).toEqual({ card: true, orientation: true })
    expect(calls).toEqual({ card: 1, reversed: 1 })
  })

  it('refuses card ids outside 0-77 and non-integers', () => {
    for (const cardId of [78, -1, 1.5, Number.NaN]) {
      expectAppError(() => drawTarot({ locale: 'en', cardId, reversed: false }, untouchable), 'INVALID_REQUEST')
    }
  })

  it('treats a broken random source as a server fault, never wrapping its value', () => {
    for (const bad of [78, -1, 2.5]) expectAppError(() => drawTarot({ locale: 'en' }, scripted(bad, false).random), 'INTERNAL')
  })
})

describe('drawTarot: question', () => {
  it('echoes the trimmed question and drops a blank one', () => {
    expect(drawTarot({ locale: 'en', cardId: 1, reversed: false, question: '  Will it work out?  ' }, untouchable).question).toBe(
      'Will it work out?',
    )
    const blank = drawTarot({ locale: 'en', cardId: 1, reversed: false, question: '   ' }, untouchable)
    expect('question' in blank).toBe(false)
    expect(blank.topic).toBe('none')
  })

  it('accepts 500 characters and refuses 501 (counted in code points)', () => {
    expect(drawTarot({ locale: 'en', cardId: 1, reversed: false, question: 'a'.repeat(500) }, untouchable).question).toHaveLength(500)
    expectAppError(() => drawTarot({ locale: 'en', cardId: 1, reversed: false, question: 'a'.repeat(501) }, untouchable), 'INVALID_REQUEST')
    // 500 astral characters are 1000 UTF-16 units but 500 characters: accepted by the core.
    expect(drawTarot({ locale: 'en', cardId: 1, reversed: false, question: '🂡'.repeat(500) }, untouchable).question).toBeDefined()
  })

  it.each([
    ['Will my boyfriend and I get back together?', 'love'],
    ['我和男朋友会复合吗？', 'love'],
    ['Should I accept the job offer?', 'work'],
    ['这次面试能过吗', 'work'],
    ['Is now a good time to invest in stocks?', 'money'],
    ['今年的财运怎么样', 'money'],
    ['Will my surgery go well?', 'health'],
    ['我的病什么时候好', 'health'],
    ['Will I win the court case?', 'legal'],
    ['Should I move to Lisbon or stay?', 'decision'],
    ['要不要搬家', 'decision'],
    ['What should I focus on this month?', 'decision'],
    ['What do I need to know today?', 'general'],
  ] as const)('reads the topic of %p as %p', (question, topic) => {
    expect(questionTopic(question)).toBe(topic)
  })
})

describe('tarot template interpretation', () => {
  const card = (id: number) => TAROT_DECK[id]

  it('is complete in both languages for every card, orientation and topic, with no Chinese in English', () => {
    const questions = [undefined, 'What do I need to know?', 'Does he love me?', '我该不该换工作？', 'Is my health ok?', '这笔投资能赚钱吗']
    for (const c of TAROT_DECK) {
      for (const reversed of [false, true]) {
        for (const question of questions) {
          const text = tarotInterpretationTemplate(c, reversed, question)
          if (CJK.test(text.en)) throw new Error(`card ${c.id}: CJK in English interpretation: ${text.en}`)
          expect(text.zh).toContain(c.name.zh)
          expect(text.en).toContain(c.name.en)
          expect(text.zh).toContain(reversed ? '逆位' : '正位')
          expect(text.en.includes('reversed')).toBe(reversed)
          expect(text.en).toContain('entertainment')
          expect(text.zh).toContain('仅供娱乐')
        }
      }
    }
  })

  it("never lets the question's own words into the English text, whatever the question", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 77 }),
        fc.boolean(),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        (id, reversed, question) => {
          const draw = drawTarot({ locale: 'en', cardId: id, reversed, question: `${question} 我的感情和工作` }, untouchable)
          expect(CJK.test(draw.template.en)).toBe(false)
          expect(draw.template.zh.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('carries the meaning and keywords of the drawn orientation only', () => {
    const tower = card(16)
    const upright = tarotInterpretationTemplate(tower, false)
    const reversed = tarotInterpretationTemplate(tower, true)
    expect(upright.en).toContain(tower.upright.meaning.en)
    expect(upright.en).not.toContain(tower.reversed.meaning.en)
    expect(reversed.zh).toContain(tower.reversed.meaning.zh)
    expect(reversed.zh).not.toContain(tower.upright.meaning.zh)
  })

  it('addresses the question when there is one', () => {
    const lovers = card(6)
    const none = tarotInterpretationTemplate(lovers, false)
    const love = tarotInterpretationTemplate(lovers, false, 'Is this relationship right for me?')
    expect(none.en).not.toContain('In matters of the heart')
    expect(love.en).toContain('In matters of the heart')
    expect(love.zh).toContain('在感情方面')
    expect(love.en).toContain(lovers.upright.keywords.en[0])
  })

  it('adds the professional-advice caveat to health, legal and money questions', () => {
    expect(tarotInterpretationTemplate(card(19), false, 'Will my surgery go well?').en).toContain('medical professional')
    expect(tarotInterpretationTemplate(card(19), false, '手术会顺利吗').zh).toContain('专业医疗人员')
    expect(tarotInterpretationTemplate(card(11), true, 'Will I win the lawsuit?').en).toContain('consult a qualified professional')
    expect(tarotInterpretationTemplate(card(64), false, 'Should I buy bitcoin?').en).toContain('not financial advice')
    expect(tarotInterpretationTemplate(card(64), false, '该买股票吗').zh).toContain('不构成任何理财建议')
  })

  it('is deterministic for the same draw and question, and varies its phrasing across draws', () => {
    expect(tarotInterpretationTemplate(card(30), true, 'Q?')).toEqual(tarotInterpretationTemplate(card(30), true, 'Q?'))
    const openings = new Set(TAROT_DECK.map((c) => tarotInterpretationTemplate(c, false).en.split('.')[0].replace(c.name.en, '')))
    expect(openings.size).toBeGreaterThan(1)
  })
})

describe('tarot draw with the real cryptographic source', () => {
  /** Wilson-Hilferty upper quantile of chi-square with `df` degrees of freedom at normal quantile `z`. */
  const chiSquareCritical = (df: number, z: number) => df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3
  const chiSquare = (counts: readonly number[], expected: number) => counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0)
  // z = 4.753 is the one-sided normal quantile for p = 1e-6: a fair source fails about once in a million runs.
  const Z = 4.753
  const DRAWS = 78_000

  it('over 78,000 draws shows every card and both orientations with chi-square-plausible frequencies', () => {
    const cards = new Array(78).fill(0)
    let reversedCount = 0
    // No time bound here: a draw's speed is the benchmarks' business (bench/http.ts draws through
    // POST /api/v1/tarot), and a wall-clock bound fails on a slow or loaded machine, not on a bug.
    for (let i = 0; i < DRAWS; i++) {
      const draw = drawTarot({ locale: 'en' }, cryptoTarotRandom())
      cards[draw.card.id]++
      if (draw.card.reversed) reversedCount++
    }
    expect(Math.min(...cards)).toBeGreaterThan(0)
    expect(reversedCount).toBeGreaterThan(0)
    expect(reversedCount).toBeLessThan(DRAWS)
    expect(chiSquare(cards, DRAWS / 78)).toBeLessThan(chiSquareCritical(77, Z))
    expect(chiSquare([reversedCount, DRAWS - reversedCount], DRAWS / 2)).toBeLessThan(chiSquareCritical(1, Z))
  })

  it('would catch a modulo-biased source with the same statistic', () => {
    // byte % 78 favours 0-21 (4/256 against 3/256): the bias rejection sampling removes.
    const bytes = new Uint8Array(DRAWS)
    crypto.getRandomValues(bytes)
    const cards = new Array(78).fill(0)
    for (const byte of bytes) cards[byte % 78]++
    expect(chiSquare(cards, DRAWS / 78)).toBeGreaterThan(chiSquareCritical(77, Z))
  })

  it('rejects 32-bit words in the biased tail instead of wrapping them', () => {
    // 2^32 mod 78 = 22, so words >= 2^32 - 22 must be rejected; 2^32 - 23 is the last accepted.
    expect(2 ** 32 % 78).toBe(22)
    const words = [2 ** 32 - 1, 2 ** 32 - 22, 2 ** 32 - 23]
    const fill = (target: Uint32Array) => {
      target[0] = words.shift() as number
    }
    expect(uniformInt(78, fill)).toBe(77)
    expect(words).toHaveLength(0)
  })

  it('takes the orientation from its own random word', () => {
    const words = [77, 1, 5, 0]
    const fill = (target: Uint32Array) => {
      target[0] = words.shift() as number
    }
    const random = cryptoTarotRandom(fill)
    expect(random.cardIndex()).toBe(77)
    expect(random.reversed()).toBe(true)
    expect(random.cardIndex()).toBe(5)
    expect(random.reversed()).toBe(false)
  })
})
