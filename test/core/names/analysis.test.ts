/**
 * The grids, 三才 and the schools (docs/domain.md §"Name analysis"):
 * - the five grids against an independent implementation written here from the handbooks' per-layout
 *   rules (外格 = the characters outside the 人格, plus the 假数 of a one-character part), over every
 *   layout the schools allow, with random stroke counts;
 * - practitioners' worked examples: 劉德華, 司馬光, 東方長紅 and 歐陽's 天格 32 (Taiwanese 姓名學
 *   handbooks), 西野七海 (a 熊崎-school site: 天17 人18 地18 総35 外17), a Korean name in hanja on the
 *   원형이정 rules (원격 = the given name, 형격 = surname + first, 이격 = surname + last, 정격 = all);
 * - all 125 三才 combinations against the stated rule, computed here from the generating order;
 * - Simplified and Traditional input giving the same answer.
 */
import { describe, expect, it } from 'bun:test'
import { analyzeName, type NameInput } from '../../../src/core/names/analyze'
import { fiveGrids, fourGrids, elementOfNumber } from '../../../src/core/names/grids'
import { gradeOfNumber, meaningOfNumber, reduceNumber } from '../../../src/core/names/numbers'
import { sancaiOf } from '../../../src/core/names/sancai'
import { soundElement } from '../../../src/core/names/sound-elements'

const read = (input: Partial<NameInput>) => analyzeName({ school: 'chinese', locale: 'en', ...input } as NameInput)
const numbers = (r: ReturnType<typeof read>) => Object.fromEntries(r.grids.map((g) => [g.code, g.number]))

/** The handbooks' per-layout rules, written independently of the implementation. */
function expectedFiveGrids(s: number[], g: number[]) {
  const heaven = s.length === 1 ? s[0]! + 1 : s.reduce((a, b) => a + b, 0)
  const earth = g.length === 1 ? g[0]! + 1 : g.reduce((a, b) => a + b, 0)
  const person = s[s.length - 1]! + g[0]!
  const total = [...s, ...g].reduce((a, b) => a + b, 0)
  // 外格: every character outside the 人格, and 1 for each one-character part.
  const outside = [...s.slice(0, -1), ...g.slice(1)].reduce((a, b) => a + b, 0)
  const outer = outside + (s.length === 1 ? 1 : 0) + (g.length === 1 ? 1 : 0)
  return { heaven, person, earth, outer, total }
}

let seed = 20260101
const random = (max: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return 1 + (seed % max)
}

describe('the five grids', () => {
  it('agree with the per-layout rules for every layout (1-3 characters each), 2000 random names', () => {
    for (let i = 0; i < 2000; i++) {
      const s = Array.from({ length: random(3) }, () => random(40))
      const g = Array.from({ length: random(3) }, () => random(40))
      const grids = Object.fromEntries(fiveGrids(s, g).map((x) => [x.code, x.number]))
      expect(grids).toEqual(expectedFiveGrids(s, g))
    }
  })

  it('make 外格 2 for a one-character surname and given name, and not 总格 − 人格 + 1 for a two-character surname', () => {
    expect(numbers(read({ surname: '王', givenName: '林' })).outer).toBe(2)
    // 司馬懿 by the shortcut would be 37 − 16 + 1 = 22; the characters outside the 人格 are 司 5 and the 假数 1.
    const r = numbers(read({ surname: '司馬', givenName: '光' }))
    expect(r.outer).toBe(5 + 1)
  })

  it('reduce numbers over 81 by 80 and read elements by the last digit', () => {
    expect([82, 100, 161, 162, 81, 1].map(reduceNumber)).toEqual([2, 20, 81, 2, 81, 1])
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 40].map(elementOfNumber)).toEqual([
      'wood',
      'wood',
      'fire',
      'fire',
      'earth',
      'earth',
      'metal',
      'metal',
      'water',
      'water',
      'wood',
      'water',
    ])
    expect(gradeOfNumber(82)).toBe(gradeOfNumber(2))
    expect(meaningOfNumber(82, 'en')).toBe(meaningOfNumber(2, 'en'))
  })

  it('a grid over 81 is read as the reduced number', () => {
    const grids = fiveGrids([40, 45], [30, 30])
    const total = grids.find((g) => g.code === 'total')!
    expect([total.number, total.reading]).toEqual([145, 65])
  })
})

describe('practitioners’ worked examples', () => {
  it('劉德華: 天16 人30 地29 外15 總44', () => {
    expect(numbers(read({ name: '劉德華' }))).toEqual({ heaven: 16, person: 30, earth: 29, outer: 15, total: 44 })
    expect(numbers(read({ name: '刘德华' }))).toEqual({ heaven: 16, person: 30, earth: 29, outer: 15, total: 44 })
  })

  it('司馬光: 天15 人16 地7 (a compound surname split from the full name)', () => {
    const r = read({ name: '司马光' })
    expect(r.split).toBe('compound-surname')
    expect(numbers(r)).toMatchObject({ heaven: 15, person: 16, earth: 7, total: 21 })
  })

  it('東方長紅: 人12 地17 總29; 歐陽 天格 32; 丁 天格 3, 田 天格 6', () => {
    expect(numbers(read({ name: '東方長紅' }))).toMatchObject({ heaven: 12, person: 12, earth: 17, total: 29, outer: 17 })
    expect(numbers(read({ name: '欧阳娜娜' })).heaven).toBe(32)
    expect(numbers(read({ surname: '丁', givenName: '一' })).heaven).toBe(3)
    expect(numbers(read({ surname: '田', givenName: '一' })).heaven).toBe(6)
  })

  it('Japanese 西野七海 (熊崎 school, 旧字体, 七 by its value): 天17 人18 地18 総35 外17', () => {
    const r = read({ surname: '西野', givenName: '七海', school: 'japanese' })
    expect(r.characters.map((c) => c.strokes)).toEqual([6, 11, 7, 11])
    expect(numbers(r)).toEqual({ heaven: 17, person: 18, earth: 18, outer: 17, total: 35 })
  })

  it('Japanese with kana and new forms: 佐藤 さくら (藤 21) and 沢 counted as 澤', () => {
    const r = read({ surname: '佐藤', givenName: 'さくら', school: 'japanese' })
    expect(r.characters.map((c) => [c.form, c.strokes, c.rule])).toEqual([
      ['佐', 7, 'radical-formula'],
      ['藤', 21, 'radical-formula'],
      ['さ', 3, 'kana'],
      ['く', 1, 'kana'],
      ['ら', 2, 'kana'],
    ])
    expect(numbers(r)).toEqual({ heaven: 28, person: 24, earth: 6, outer: 10, total: 34 })
    const sawa = read({ surname: '沢', givenName: '恵', school: 'japanese' })
    expect(sawa.characters.map((c) => c.form)).toEqual(['澤', '惠'])
  })

  it('Korean 金民俊 in hanja (원획: 金 8, 民 5, 俊 9): 원격 14, 형격 13, 이격 17, 정격 22; sound elements by both conventions', () => {
    const r = read({ surname: '金', givenName: '民俊', school: 'korean', hangul: '김민준' })
    expect(r.grids.map((g) => [g.code, g.number])).toEqual([
      ['won', 14],
      ['hyeong', 13],
      ['i', 17],
      ['jeong', 22],
    ])
    expect(r.sancai).toBeNull()
    expect(r.soundElements!.syllables.map((s) => s.element.code)).toEqual(['wood', 'water', 'metal'])
    const haerye = read({ surname: '金', givenName: '民俊', school: 'korean', hangul: '김민준', soundConvention: 'haerye' })
    expect(haerye.soundElements!.syllables.map((s) => s.element.code)).toEqual(['wood', 'earth', 'metal'])
  })

  it('Korean two-character surname 南宮 and a one-character given name: 이격 is the surname alone', () => {
    const r = read({ name: '南宮珉', school: 'korean' })
    expect(r.surname).toBe('南宮')
    const [nam, gung, min] = r.characters.map((c) => c.strokes) as [number, number, number]
    expect(r.grids.map((g) => g.number)).toEqual([min, nam + gung + min, nam + gung, nam + gung + min])
  })

  it('Korean 瑛 is 14 and 池 is 7 (원획: 玉 5, 水 4)', () => {
    const r = read({ surname: '池', givenName: '瑛', school: 'korean' })
    expect(r.characters.map((c) => c.strokes)).toEqual([7, 14])
  })
})

describe('三才', () => {
  const ORDER = ['wood', 'fire', 'earth', 'metal', 'water'] as const
  const points = (centre: number, other: number) => {
    const d = (other - centre + 5) % 5
    // other generates centre: d = 4; same: 0; centre generates other: 1; centre controls other: 2; other controls centre: 3
    return [1, 1, -1, -2, 2][d]!
  }

  it('has a verdict for all 125 combinations by the stated rule', () => {
    let count = 0
    for (let h = 0; h < 5; h++)
      for (let p = 0; p < 5; p++)
        for (let e = 0; e < 5; e++) {
          const total = points(p, h) + points(p, e)
          const verdict = total >= 3 ? 'excellent' : total >= 1 ? 'good' : total === 0 ? 'even' : 'poor'
          const s = sancaiOf(ORDER[h]!, ORDER[p]!, ORDER[e]!)
          expect([s.points, s.verdict]).toEqual([total, verdict])
          count++
        }
    expect(count).toBe(125)
  })

  it('gives its reason in the locale', () => {
    const r = read({ surname: '陈', givenName: '小明', locale: 'zh' })
    expect(r.sancai!.reason).toContain('天格')
    expect(r.sancai!.reason).toContain('人格')
  })
})

describe('Simplified and Traditional input', () => {
  it.each([
    ['陈小明', '陳小明'],
    ['刘德华', '劉德華'],
    ['欧阳娜娜', '歐陽娜娜'],
    ['叶丽', '葉麗'],
    ['钟国强', '鍾國強'],
  ])('%s and %s give the same answer', (simplified, traditional) => {
    const a = read({ name: simplified })
    const b = read({ name: traditional })
    expect(a.grids).toEqual(b.grids)
    expect(a.characters.map((c) => c.form)).toEqual(b.characters.map((c) => c.form))
  })

  it('decides ambiguous surnames by the surname table and shows the other forms', () => {
    const hou = read({ surname: '后', givenName: '明' }).characters[0]!
    expect([hou.form, hou.formSource, hou.alternatives]).toEqual(['后', 'surname-table', ['後']])
    const ye = read({ surname: '叶', givenName: '明' }).characters[0]!
    expect([ye.form, ye.formSource]).toEqual(['葉', 'surname-table'])
    // In a given name the converter's choice is kept, the other form listed.
    const given = read({ surname: '王', givenName: '后' }).characters[1]!
    expect([given.form, given.alternatives]).toEqual(['後', ['后']])
  })
})

describe('the 81 numbers', () => {
  it('have a grade and a meaning in every written locale', () => {
    for (let n = 1; n <= 81; n++) {
      expect(['good', 'mixed', 'poor']).toContain(gradeOfNumber(n))
      for (const locale of ['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi'] as const)
        expect(meaningOfNumber(n, locale).length).toBeGreaterThan(3)
    }
  })
})

describe('the Korean sound elements', () => {
  it('differ between the conventions only on the labials and the laryngeals', () => {
    for (const [syllable, unhae, haerye] of [
      ['가', 'wood', 'wood'],
      ['나', 'fire', 'fire'],
      ['마', 'water', 'earth'],
      ['바', 'water', 'earth'],
      ['아', 'earth', 'water'],
      ['하', 'earth', 'water'],
      ['사', 'metal', 'metal'],
      ['까', 'wood', 'wood'],
    ] as const) {
      expect(soundElement(syllable, 'unhae').element).toBe(unhae)
      expect(soundElement(syllable, 'haerye').element).toBe(haerye)
    }
  })

  it('four grids on the same strokes as the five', () => {
    expect(fourGrids([8], [5, 9]).map((g) => g.number)).toEqual([14, 13, 17, 22])
  })
})

describe('the character tables behind the forms', () => {
  it('give, for every code point of the stroke table, what OpenCC’s converters give for that character', async () => {
    const OpenCC = await import('opencc-js')
    const { countingForm } = await import('../../../src/core/names/forms')
    const toTraditional = OpenCC.Converter({ from: 'cn', to: 't' })
    const toKyujitai = OpenCC.Converter({ from: 'jp', to: 't' })
    const differences: string[] = []
    for (const [from, to] of [
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
    ] as const)
      for (let cp = from; cp <= to; cp++) {
        const char = String.fromCodePoint(cp)
        if (countingForm(char, 'chinese', false).form !== toTraditional(char)) differences.push(`cn ${char}`)
        if (countingForm(char, 'japanese', false).form !== toKyujitai(char)) differences.push(`jp ${char}`)
      }
    expect(differences).toEqual([])
  })
})
