import { describe, expect, it } from 'bun:test'
import fc from 'fast-check'
import {
  FIVE_RULE,
  MAX_DIGITS,
  MIN_DIGITS,
  TAIL_WEIGHT,
  analyzeNumberEnergy,
  lifeKua,
  readPairs,
} from '../../../src/core/readings/number-energy'
import { STARS, STAR_BY_PAIR } from '../../../src/core/readings/number-energy-table'
import { STAR_NAMES, numberEnergySentences } from '../../../src/core/readings/number-energy-words'
import { errorOf } from '../../support/errors'

const analyse = (phone: string, extra: Partial<Parameters<typeof analyzeNumberEnergy>[0]> = {}) =>
  analyzeNumberEnergy({ phone, locale: 'en', ...extra })

/**
 * Independent check of the pair → star mapping: the 游年歌 of 《八宅明镜》. Each verse starts at a
 * trigram and names the stars of the next seven trigrams in the order 乾 坎 艮 震 巽 离 坤 兑 (cyclic).
 * Trigram digits are the 洛书 numbers: 乾6 坎1 艮8 震3 巽4 离9 坤2 兑7.
 */
const YOU_NIAN_GE = [
  '乾六天五祸绝延生',
  '坎五天生延绝祸六',
  '艮六绝祸生延天五',
  '震延生祸绝五天六',
  '巽天五六祸生绝延',
  '离六五绝延祸生天',
  '坤天延绝生祸五六',
  '兑生祸延绝六五天',
]
const TRIGRAM_ORDER = ['乾', '坎', '艮', '震', '巽', '离', '坤', '兑']
const TRIGRAM_DIGIT: Record<string, string> = { 乾: '6', 坎: '1', 艮: '8', 震: '3', 巽: '4', 离: '9', 坤: '2', 兑: '7' }
const STAR_BY_INITIAL: Record<string, string> = { 生: '生气', 天: '天医', 延: '延年', 绝: '绝命', 五: '五鬼', 六: '六煞', 祸: '祸害' }

const expectedStars = new Map<string, string>()
for (const verse of YOU_NIAN_GE) {
  const from = TRIGRAM_ORDER.indexOf(verse[0])
  expectedStars.set(TRIGRAM_DIGIT[verse[0]].repeat(2), '伏位')
  for (let i = 1; i < 8; i++) {
    const to = TRIGRAM_ORDER[(from + i) % 8]
    expectedStars.set(TRIGRAM_DIGIT[verse[0]] + TRIGRAM_DIGIT[to], STAR_BY_INITIAL[verse[i]])
  }
}

/** Levels as printed in domain.md §7 (star: pairs for level 4, 3, 2, 1). */
const LEVEL_ROWS: Record<string, string> = {
  生气: '14 41 | 67 76 | 39 93 | 28 82',
  天医: '13 31 | 68 86 | 49 94 | 27 72',
  延年: '19 91 | 78 87 | 34 43 | 26 62',
  伏位: '11 22 | 88 99 | 66 77 | 33 44',
  绝命: '12 21 | 69 96 | 48 84 | 37 73',
  祸害: '17 71 | 89 98 | 46 64 | 23 32',
  五鬼: '18 81 | 79 97 | 36 63 | 24 42',
  六煞: '16 61 | 47 74 | 38 83 | 29 92',
}
const tableCases = Object.entries(LEVEL_ROWS).flatMap(([star, row]) =>
  row.split('|').flatMap((group, i) =>
    group
      .trim()
      .split(' ')
      .map((pair) => [pair, star, 4 - i] as const),
  ),
)

describe('the eight-star table', () => {
  it('covers the 64 ordered pairs of star digits exactly once', () => {
    expect(tableCases).toHaveLength(64)
    expect(STAR_BY_PAIR.size).toBe(64)
    expect(expectedStars.size).toBe(64)
  })

  it.each(tableCases)('%s is %s at level %d (and agrees with the 游年歌)', (pair, star, level) => {
    const [p] = readPairs(pair, 'en')
    expect(p.star.zh).toBe(star)
    expect(p.baseLevel as number).toBe(level)
    expect(p.level as number).toBe(level)
    expect(expectedStars.get(pair)).toBe(star)
    const nature = ['生气', '天医', '延年', '伏位'].includes(star) ? 'auspicious' : 'inauspicious'
    expect(p.nature).toBe(nature)
    expect(p.modifiers).toEqual([])
  })

  it('has no star for 00, 55 or pairs with 0 or 5', () => {
    for (const pair of ['00', '55', '05', '50', '10', '01', '15', '51']) expect(readPairs(pair, 'en')).toEqual([])
  })

  it('gives every star English and Chinese names and themes', () => {
    for (const s of STARS) {
      expect(STAR_NAMES.zh[s.code]).toMatch(/^[\u4e00-\u9fff]{2}$/)
      expect(STAR_NAMES.en[s.code]).toMatch(/^[A-Za-z ()-]+$/)
      expect(numberEnergySentences('en').themes[s.code]).toMatch(/^[a-z ,]+$/)
      expect(numberEnergySentences('zh').themes[s.code].length).toBeGreaterThan(0)
    }
  })
})

describe('the 0 and 5 rules', () => {
  it('13 is plain Tian Yi level 4', () => {
    expect(readPairs('13', 'en')).toMatchObject([{ digits: '13', span: '13', level: 4, nature: 'auspicious', modifiers: [] }])
  })

  it('103: the 0 hides Tian Yi, level 3, turned adverse', () => {
    const [p, ...rest] = readPairs('103', 'en')
    expect(rest).toEqual([])
    expect(p).toMatchObject({ digits: '13', span: '103', baseLevel: 4, level: 3, nature: 'inauspicious' })
    expect(p.modifiers).toEqual(['hidden-by-zero', 'turned-adverse'])
    expect(p.points).toBe(-3 * TAIL_WEIGHT) // a 3-digit number is all tail
  })

  it('207: a hidden level-1 star stays at level 1 but turns adverse', () => {
    expect(readPairs('207', 'en')).toMatchObject([{ star: { zh: '天医' }, level: 1, nature: 'inauspicious' }])
  })

  it('102: an inauspicious star hidden by a 0 stays inauspicious and is weakened', () => {
    const [p] = readPairs('102', 'en')
    expect(p).toMatchObject({ star: { zh: '绝命' }, level: 3, nature: 'inauspicious', modifiers: ['hidden-by-zero'] })
  })

  it('153 and 257: the 5 carries the star and strengthens it (capped at 4)', () => {
    expect(FIVE_RULE.enabled).toBe(true)
    expect(readPairs('153', 'en')).toMatchObject([
      { digits: '13', span: '153', level: 4, nature: 'auspicious', modifiers: ['carried-by-five'] },
    ])
    expect(readPairs('257', 'en')).toMatchObject([{ star: { zh: '天医' }, baseLevel: 1, level: 2, nature: 'auspicious' }])
  })

  it('4059: both rules apply, the zero still turns the star adverse', () => {
    const [p] = readPairs('4059', 'en')
    expect(p).toMatchObject({ star: { zh: '天医' }, baseLevel: 2, level: 2, nature: 'inauspicious' })
    expect(p.modifiers).toEqual(['hidden-by-zero', 'turned-adverse', 'carried-by-five'])
  })

  it('zeros at the end weaken the last pair; leading zeros form no pair', () => {
    const pairs = readPairs('0013130', 'en')
    expect(pairs.map((p) => p.span)).toEqual(['13', '31', '13'])
    expect(pairs[2].modifiers).toContain('trailing-zero')
    expect(pairs[2]).toMatchObject({ level: 3, nature: 'inauspicious' })
    expect(pairs[0].modifiers).not.toContain('trailing-zero')
  })
})

describe('repeated digits', () => {
  it('888 gives two Fu Wei pairs, each marked repeated-run', () => {
    const pairs = readPairs('888', 'en')
    expect(pairs).toHaveLength(2)
    for (const p of pairs) expect(p).toMatchObject({ star: { code: 'fuwei' }, level: 3, modifiers: ['repeated-run'] })
  })

  it('a lone 88 is not a run', () => {
    expect(readPairs('1881', 'en')[1].modifiers).toEqual([])
  })

  it('00 and 55 between two digits act once and are marked repeated-run', () => {
    expect(readPairs('1003', 'en')).toMatchObject([{ level: 3, modifiers: ['hidden-by-zero', 'turned-adverse', 'repeated-run'] }])
    expect(readPairs('2557', 'en')).toMatchObject([{ level: 2, modifiers: ['carried-by-five', 'repeated-run'] }])
  })
})

describe('tail weight and score', () => {
  it('pairs starting in the last four digits weigh double', () => {
    const r = analyse('1313131')
    expect(r.pairs.map((p) => p.weight)).toEqual([1, 1, 1, TAIL_WEIGHT, TAIL_WEIGHT, TAIL_WEIGHT])
    for (const p of r.pairs) expect(p.modifiers).toEqual([])
  })

  it('all strongest auspicious pairs score 100, all strongest inauspicious 0', () => {
    expect(analyse('131313').score).toBe(100)
    expect(analyse('121212').score).toBe(0)
  })

  it('a number without two star digits scores the neutral 50', () => {
    const r = analyse('5050505')
    expect(r.pairs).toEqual([])
    expect(r.score).toBe(50)
    expect(r.dominantStars).toEqual([])
  })

  it('follows the stated formula on a hand-worked number', () => {
    // 136890: pairs 13 (Tian Yi 4, +), 36 (Wu Gui 2, −), 68 (Tian Yi 3, +), 89 (Huo Hai 3, −, weakened to 2
    // by the trailing 0). n = 6, tail from index 2: weights 1 1 2 2.
    // Σ points = 4 − 2 + 6 − 4 = 4; Σ weight × 4 = 24; score = round(50 + 50 × 4 / 24) = 58.
    const r = analyse('136890')
    expect(r.pairs.map((p) => p.points)).toEqual([4, -2, 6, -4])
    expect(r.method.weightedPointsSum).toBe(4)
    expect(r.method.weightedMaximum).toBe(24)
    expect(r.score).toBe(58)
  })

  it('counts stars and ranks the dominant ones', () => {
    const r = analyse('1919191')
    expect(r.starCounts.yannian).toBe(6)
    expect(Object.values(r.starCounts).reduce((a, b) => a + b, 0)).toBe(r.pairs.length)
    expect(r.dominantStars[0]).toMatchObject({ code: 'yannian', count: 6 })
  })

  it('score is an integer 0-100, deterministic, and the points add up (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(`^[0-9]{${MIN_DIGITS},${MAX_DIGITS}}$`)), (phone) => {
        const a = analyse(phone)
        expect(Number.isInteger(a.score)).toBe(true)
        expect(a.score).toBeGreaterThanOrEqual(0)
        expect(a.score).toBeLessThanOrEqual(100)
        expect(analyse(phone)).toEqual(a)
        const sum = a.pairs.reduce((s, p) => s + p.points, 0)
        expect(sum).toBeCloseTo(a.method.weightedPointsSum, 6)
        for (const p of a.pairs) {
          expect(p.level).toBeGreaterThanOrEqual(1)
          expect(p.level).toBeLessThanOrEqual(4)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('normalisation and validation', () => {
  it('removes spaces, dashes, dots and brackets', () => {
    expect(analyse('(138) 1234-56.78').analysedDigits).toBe('13812345678')
  })

  it('accepts 6 and 15 digits, refuses 5 and 16', () => {
    expect(analyse('123456').analysedDigits).toBe('123456')
    expect(analyse('1'.repeat(15)).pairs).toHaveLength(14)
    for (const phone of ['12345', '1'.repeat(16)]) {
      const e = errorOf(() => analyse(phone))
      expect(e.code).toBe('INVALID_REQUEST')
      expect(e.status).toBe(400)
      expect(e.message).toContain('6 to 15 digits')
    }
  })

  it('refuses letters and other characters and names them', () => {
    const e = errorOf(() => analyse('138abc45678'))
    expect(e.code).toBe('INVALID_REQUEST')
    expect(e.message).toContain('"a", "b", "c"')
    expect(e.details).toMatchObject({ field: 'phone', notAllowed: ['a', 'b', 'c'] })
    expect(errorOf(() => analyse('138*1234567')).message).toContain('"*"')
    expect(errorOf(() => analyse('138+1234567')).message).toContain('"+"')
  })

  it('removes a leading country code, with or without +', () => {
    for (const [phone, cc] of [
      ['+86 138 1234 5678', '86'],
      ['8613812345678', '+86'],
      ['+8613812345678', '+86'],
    ]) {
      const r = analyse(phone, { countryCode: cc })
      expect(r.analysedDigits).toBe('13812345678')
      expect(r.normalisedDigits).toBe('8613812345678')
      expect(r.countryCodeRemoved).toBe(true)
      expect(r.notes[0].en).toContain('+86 was removed')
    }
  })

  it('keeps the digits when the number does not start with the code, and refuses a bad code', () => {
    const r = analyse('13812345678', { countryCode: '86' })
    expect(r.analysedDigits).toBe('13812345678')
    expect(r.countryCodeRemoved).toBe(false)
    expect(errorOf(() => analyse('13812345678', { countryCode: '86a' })).code).toBe('INVALID_REQUEST')
    expect(errorOf(() => analyse('13812345678', { countryCode: '12345' })).code).toBe('INVALID_REQUEST')
  })
})

describe('personalisation', () => {
  it('maps digits to elements by the He Tu and relates them to the day master', () => {
    const r = analyse('161616', { dayMasterGan: '甲' })
    const dm = r.personal!.dayMaster!
    expect(dm.element).toBe('wood')
    const water = dm.elements.find((e) => e.element === 'water')!
    expect(water).toMatchObject({ count: 6, relation: 'resource' })
    expect(dm.supportShare).toBe(1)
    expect(analyse('272727', { dayMasterGan: '庚金' }).personal!.dayMaster!.dominant).toEqual([{ element: 'fire', relation: 'authority' }])
    expect(r.score).toBe(analyse('161616').score)
  })

  it('refuses a day master that is not a stem', () => {
    for (const gan of ['X', '甲火', '子']) expect(errorOf(() => analyse('161616', { dayMasterGan: gan })).code).toBe('INVALID_REQUEST')
  })

  it('computes the 命卦 like the published year formulas', () => {
    // Published shortcuts: men 10 − digit sum of the last two digits (1900s), 9 − sum (2000s);
    // women sum + 5 (1900s), sum + 6 (2000s); 5 → 2 for men, 8 for women.
    expect([1984, 1985, 1990, 2000, 2004].map((y) => lifeKua(y, 'male'))).toEqual([7, 6, 1, 9, 2])
    expect([1984, 1985, 1990, 2000, 2004].map((y) => lifeKua(y, 'female'))).toEqual([8, 9, 8, 6, 1])
  })

  it('tells which digits fit the life trigram', () => {
    const lt = analyse('13491349', { birthYear: 1990, sex: 'male' }).personal!.lifeTrigram!
    expect(lt).toMatchObject({ kua: 1, group: { code: 'east' }, favourableShare: 1 })
    expect(lt.digitStars.filter((d) => d.nature === 'auspicious').map((d) => d.digit)).toEqual(['1', '3', '4', '9'])
    const partial = analyse('13491349', { birthYear: 1990 }).personal!
    expect(partial.lifeTrigram).toBeUndefined()
    expect(partial.notes[0].en).toContain('needs both')
  })
})

describe('bilingual completeness', () => {
  it('names stars in the request locale', () => {
    expect(analyse('131313', { locale: 'zh' }).pairs[0].star.name).toBe('天医')
    expect(analyse('131313').dominantStars[0].name).toBe('Tian Yi (Heavenly Doctor)')
  })

  const cjk = /[\u3400-\u9fff]/
  const collect = (value: unknown, out: { en: string; zh: string }[] = []) => {
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>
      if (typeof o.en === 'string' && typeof o.zh === 'string') out.push(o as { en: string; zh: string })
      for (const v of Object.values(o)) collect(v, out)
    }
    return out
  }

  it.each(['+86 138 1530 0419', '0912 555 000', '5050505', '88888888', '1234567890'])('%s has every label in both languages', (phone) => {
    const r = analyse(phone, { countryCode: '86', dayMasterGan: '丙', birthYear: 1988, sex: 'female' })
    const labels = collect(r)
    expect(labels.length).toBeGreaterThan(10)
    for (const l of labels) {
      expect(l.en.trim().length).toBeGreaterThan(0)
      expect(l.zh.trim().length).toBeGreaterThan(0)
      expect(l.en).not.toMatch(cjk)
      expect(l.zh).toMatch(cjk)
    }
  })
})
