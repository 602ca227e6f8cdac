/**
 * Fortune sticks: the 關帝 set's slips against their sources, and the ritual. The sticks are uniform
 * (a chi-square test at the 0.1 % significance level over 50,000 draws of the cryptographic source);
 * `three-holy` lets a stick stand only after three 聖筊 in a row and draws again after any other throw;
 * the cap of 50 sticks is stated when reached; `stick` fixes the slip. docs/domain.md, "Fortune sticks".
 */
import { describe, expect, it } from 'bun:test'
import { drawFortuneStick, MAX_STICKS, type FortuneRandom } from '../../../src/core/divination/fortune-sticks'
import { GUANDI_SLIPS } from '../../../src/core/divination/guandi-slips'
import { slipExplanations } from '../../../src/core/divination/guandi-explanations'
import { LOCALES } from '../../../src/core/locale'
import { cryptoFortuneRandom } from '../../../src/operations/shared/random'
import sourceA from '../../../data/fortune-sticks/source-a-daozang.json'

const SCALE = ['上上', '大吉', '上吉', '上平', '中吉', '中平', '中下', '下中', '下下']
const STEMS = '甲乙丙丁戊己庚辛壬癸'
/** Chi-square critical value for 99 degrees of freedom at α = 0.001. */
const CHI2_DF99_0_001 = 148.23

/** A source answering the given sticks (1-based) and faces (true = round side up) in order. */
function scripted(sticks: number[], rounds: boolean[]): FortuneRandom & { used: () => number } {
  let s = 0
  let r = 0
  return {
    stickIndex: () => sticks[s++ % sticks.length] - 1,
    roundSideUp: () => rounds[r++ % rounds.length],
    used: () => r,
  }
}
// A 聖筊 is one flat and one round face; 笑筊 two flat; 陰筊 two round.
const HOLY = [false, true]
const LAUGHING = [false, false]
const NEGATIVE = [true, true]

describe('the 關帝 set', () => {
  it('has 100 slips numbered 1-100, four lines of seven characters each, no two alike in poem, 解曰 or 聖意', () => {
    expect(GUANDI_SLIPS.map((s) => s.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    for (const slip of GUANDI_SLIPS) {
      expect(slip.poem).toHaveLength(4)
      for (const line of slip.poem) expect([...line]).toHaveLength(7)
    }
    for (const key of ['poem', 'jieyue', 'shengyi'] as const)
      expect(new Set(GUANDI_SLIPS.map((s) => JSON.stringify(s[key]))).size).toBe(100)
    expect(new Set(GUANDI_SLIPS.map((s) => s.poem[0])).size).toBe(100)
  })

  it('grades every slip on the set’s scale and codes it by the set’s rule (甲甲 … 癸癸)', () => {
    for (const slip of GUANDI_SLIPS) {
      expect(SCALE).toContain(slip.grade)
      expect(slip.code).toBe(STEMS[Math.floor((slip.number - 1) / 10)] + STEMS[(slip.number - 1) % 10])
    }
    expect(GUANDI_SLIPS[0]).toMatchObject({ code: '甲甲', grade: '大吉' })
    expect(GUANDI_SLIPS[99]).toMatchObject({ code: '癸癸', grade: '上上' })
  })

  it('gives the first and several other slips exactly as the source has them', () => {
    expect(GUANDI_SLIPS[0].poem).toEqual(['巍巍獨步向雲間', '玉殿千官第一班', '冨貴榮華天付汝', '福如東海壽如山'])
    expect(GUANDI_SLIPS[0].shengyi).toBe('功名遂，福祿全，訟得理，病即痊，桑麻熟，婚姻圓，孕生子，行人還。')
    expect(GUANDI_SLIPS[99].poem[3]).toBe('抽得終籤百事宜')
    for (const n of [1, 13, 39, 50, 62, 77, 94, 100]) {
      const source = sourceA.slips[n - 1]
      expect(GUANDI_SLIPS[n - 1]).toMatchObject({ number: n, poem: source.poem, jieyue: source.jieyue, shengyi: source.shengyi })
    }
  })

  it('records its provenance per slip: the source page, and where the other editions differ', () => {
    for (const slip of GUANDI_SLIPS) expect(slip.source).toBe(`https://zh.wikisource.org/wiki/護國嘉濟江東王靈籤/${slip.number}`)
    const notes = GUANDI_SLIPS.flatMap((s) => s.variants)
    expect(notes.length).toBe(221)
    // Slip 77: the Daozang transcription's 訟到終四 where the temple editions read 訟則終凶.
    expect(GUANDI_SLIPS[76].variants).toContain('B line 4: 讼则终凶是至言 (2: 到/则, 4: 四/凶)')
  })

  it('writes its transcription notes in English, the characters only quoted or cited (no Chinese prose mixed in)', () => {
    const notes = GUANDI_SLIPS.flatMap((s) => s.notes)
    expect(notes.length).toBeGreaterThan(0)
    for (const note of notes) {
      const unquoted = note.replace(/“[^”]*”/g, '')
      // A Chinese sentence shows as a run of characters or full-width punctuation outside the quotes.
      expect({ note, chineseProse: /[\u3400-\u9fff]{4,}|[（）「」，；。]/.test(unquoted) }).toEqual({ note, chineseProse: false })
      expect(unquoted).toMatch(/^[\x20-\x7e\u3400-\u9fff’]+$/)
    }
  })

  it('has this project’s explanation of every slip in every locale, each different', () => {
    for (const locale of LOCALES) {
      const texts = slipExplanations(locale)
      expect(texts).toHaveLength(100)
      expect(new Set(texts).size).toBe(100)
    }
  })
})

describe('the ritual', () => {
  it('three-holy: a stick stands only after three 聖筊 in a row; after a 笑筊 or 陰筊 another is drawn', () => {
    const random = scripted([5, 5, 42], [...HOLY, ...LAUGHING, ...HOLY, ...HOLY, ...NEGATIVE, ...HOLY, ...HOLY, ...HOLY])
    const reading = drawFortuneStick({ set: 'guandi', confirm: 'three-holy', locale: 'en' }, random)
    expect(reading.attempts.map((a) => [a.stick, a.throws.map((t) => t.outcome), a.stood])).toEqual([
      [5, ['holy', 'laughing'], false],
      [5, ['holy', 'holy', 'negative'], false],
      [42, ['holy', 'holy', 'holy'], true],
    ])
    expect(reading.slip?.number).toBe(42)
    expect(reading.ritual.en).toBe('Stick 42 stood at attempt 3, after three holy blocks in a row.')
  })

  it('one-holy asks one 聖筊; none lets the first stick stand without a throw', () => {
    const one = drawFortuneStick({ set: 'guandi', confirm: 'one-holy', locale: 'en' }, scripted([7, 8], [...NEGATIVE, ...HOLY]))
    expect(one.attempts.map((a) => [a.stick, a.throws.length, a.stood])).toEqual([
      [7, 1, false],
      [8, 1, true],
    ])
    const none = drawFortuneStick({ set: 'guandi', confirm: 'none', locale: 'en' }, scripted([64], [true]))
    expect(none.attempts).toEqual([{ attempt: 1, stick: 64, throws: [], stood: true }])
  })

  it(`stops after ${MAX_STICKS} sticks and says so, with no slip`, () => {
    const reading = drawFortuneStick({ set: 'guandi', confirm: 'three-holy', locale: 'zh' }, scripted([3], LAUGHING))
    expect(reading.attempts).toHaveLength(MAX_STICKS)
    expect(reading.capReached).toBe(true)
    expect(reading.slip).toBeNull()
    expect(reading.ritual.en).toContain(`${MAX_STICKS} attempts`)
  })

  it('keeps a fixed stick, drawing and throwing nothing, and refuses it with a confirmation', () => {
    const random = scripted([1], [true])
    const reading = drawFortuneStick({ set: 'guandi', confirm: 'none', stick: 88, locale: 'ko' }, random)
    expect(reading.slip?.number).toBe(88)
    expect(reading.drawn).toBe(false)
    expect(random.used()).toBe(0)
    expect(() => drawFortuneStick({ set: 'guandi', confirm: 'three-holy', stick: 88, locale: 'en' }, random)).toThrow(
      '`stick` fixes a slip',
    )
  })

  it('never lets the question steer the ritual', () => {
    const faces = [...HOLY, ...LAUGHING, ...HOLY, ...HOLY, ...HOLY]
    const plain = drawFortuneStick({ set: 'guandi', confirm: 'three-holy', locale: 'en' }, scripted([9, 31], faces))
    const asked = drawFortuneStick(
      { set: 'guandi', confirm: 'three-holy', locale: 'en', question: 'Will I pass?' },
      scripted([9, 31], faces),
    )
    expect(asked.attempts).toEqual(plain.attempts)
  })

  it('draws the 100 sticks uniformly over 50,000 draws of the cryptographic source (chi-square, α = 0.001)', () => {
    const N = 50_000
    const counts = new Array(100).fill(0)
    const random = cryptoFortuneRandom()
    for (let i = 0; i < N; i++) counts[random.stickIndex(100)]++
    const expected = N / 100
    const chi2 = counts.reduce((sum: number, c: number) => sum + (c - expected) ** 2 / expected, 0)
    expect(chi2).toBeLessThan(CHI2_DF99_0_001)
  })

  it('needs on average 8 sticks for three holy blocks in a row (2,000 rituals of the cryptographic source)', () => {
    const random = cryptoFortuneRandom()
    let sticks = 0
    let rituals = 0
    for (let i = 0; i < 2000; i++) {
      const reading = drawFortuneStick({ set: 'guandi', confirm: 'three-holy', locale: 'en' }, random)
      if (reading.capReached) continue
      rituals++
      sticks += reading.attempts.length
      for (const a of reading.attempts.slice(0, -1)) expect(a.throws.at(-1)!.outcome).not.toBe('holy')
    }
    // Geometric with p = 1/8: mean 8, standard deviation of the mean over ~2,000 rituals ≈ 0.17.
    expect(Math.abs(sticks / rituals - 8)).toBeLessThan(1)
  })
})
