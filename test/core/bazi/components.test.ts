/** Unit tests of the reusable pieces: ten gods, interactions, shensha, strength, pillarsForDay, glossary. */
import { describe, expect, it } from 'bun:test'
import { Solar } from 'lunar-typescript'
import { tenGodOf, tenGodOfChars, tenGodGroupOf } from '../../../src/core/bazi/ten-gods'
import {
  branchInteractions,
  branchPairCodes,
  interactionsOfSubject,
  stemInteractions,
  stemsClash,
} from '../../../src/core/bazi/interactions'
import { shenshaOf, type PillarPosition } from '../../../src/core/bazi/shensha'
import { assessStrength, countVisibleElements, weightElements } from '../../../src/core/bazi/strength'
import { pillarsForDay } from '../../../src/core/bazi/pillars-for-day'
import { GLOSSARY, TEN_GODS } from '../../../src/core/bazi/glossary'
import { HIDDEN_STEMS } from '../../../src/core/bazi/hidden-stems'
import { BRANCHES, STEMS, cycleIndexOfName } from '../../../src/core/bazi/ganzhi'
import { julianDayNumber, dateOfJulianDayNumber } from '../../../src/core/bazi/calendar'
import { parseCivilDate } from '../../../src/core/time/civil-date'
import { AppError } from '../../../src/core/errors'

const b = (c: string) => BRANCHES.findIndex((x) => x.zh === c)
const s = (c: string) => STEMS.findIndex((x) => x.zh === c)
const codesOf = (list: { code: string; characters: string }[]) => list.map((i) => `${i.code}:${i.characters}`).sort()

describe('ten gods', () => {
  it('follow element relation and polarity (甲 day master)', () => {
    expect('甲乙丙丁戊己庚辛壬癸'.split('').map((c) => TEN_GODS[tenGodOfChars('甲', c)!].zh)).toEqual([
      '比肩',
      '劫财',
      '食神',
      '伤官',
      '偏财',
      '正财',
      '七杀',
      '正官',
      '偏印',
      '正印',
    ])
    expect(tenGodOf(s('癸'), s('戊'))).toBe('direct-officer')
    expect(tenGodGroupOf('seven-killings')).toBe('officer')
    expect(tenGodOfChars('甲', 'x')).toBeUndefined()
  })
})

describe('interactions', () => {
  const branches = (chars: string) => chars.split('').map((c, i) => ({ label: `p${i}`, branch: b(c) }))
  it('full 三合 suppresses its 半合 pairs', () => {
    expect(codesOf(branchInteractions(branches('申子辰')))).toEqual(['three-combination:申子辰'])
    expect(codesOf(branchInteractions(branches('子辰')))).toEqual(['half-combination:子辰'])
    expect(codesOf(branchInteractions(branches('申辰')))).toEqual([]) // 拱合 without the middle is not reported
  })
  it('六合, 六冲, 刑, 害, 破, 三会, 自刑', () => {
    expect(codesOf(branchInteractions(branches('子丑')))).toEqual(['six-combination:子丑'])
    expect(codesOf(branchInteractions(branches('子午')))).toEqual(['six-clash:子午'])
    expect(codesOf(branchInteractions(branches('寅巳')))).toEqual(['harm:寅巳', 'punishment:寅巳'])
    expect(codesOf(branchInteractions(branches('巳申')))).toEqual(['destruction:巳申', 'punishment:巳申', 'six-combination:巳申'])
    expect(codesOf(branchInteractions(branches('子卯')))).toEqual(['punishment:子卯'])
    expect(codesOf(branchInteractions(branches('亥子丑')))).toContain('directional-combination:亥子丑')
    expect(codesOf(branchInteractions(branches('午午')))).toEqual(['self-punishment:午午'])
    expect(branchInteractions(branches('午未'))[0].element).toBe('earth')
  })
  it('stem combinations and clashes', () => {
    const st = (chars: string) => chars.split('').map((c, i) => ({ label: `p${i}`, stem: s(c) }))
    expect(codesOf(stemInteractions(st('甲己')))).toEqual(['stem-combination:甲己'])
    expect(stemInteractions(st('丁壬'))[0].element).toBe('wood')
    expect(codesOf(stemInteractions(st('甲庚')))).toEqual(['stem-clash:甲庚'])
    expect(stemInteractions(st('戊己'))).toEqual([])
  })
  it('the pair lookups say what the detectors find for two members alone', () => {
    for (let a = 0; a < 12; a++)
      for (let b = 0; b < 12; b++)
        expect(branchPairCodes(a, b)).toEqual(
          branchInteractions([
            { label: 'a', branch: a },
            { label: 'b', branch: b },
          ]).map((i) => i.code),
        )
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 10; b++)
        expect(stemsClash(a, b)).toBe(
          stemInteractions([
            { label: 'a', stem: a },
            { label: 'b', stem: b },
          ]).some((i) => i.code === 'stem-clash'),
        )
  })
  it('one pillar against others: exactly the whole lists filtered to that pillar, stems then branches, in the same order', () => {
    let seed = 7
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n
    const written = (code: string, labels: string[], characters: string, element?: string) =>
      `${code}:${labels.join('+')}:${characters}:${element ?? ''}`
    const whole = (i: { code: string; members: string[]; characters: string; element?: string }) =>
      written(i.code, i.members, i.characters, i.element)
    for (let round = 0; round < 3000; round++) {
      const members = Array.from({ length: 2 + next(6) }, (_, i) => ({ label: `p${i}`, stem: next(10), branch: next(12) }))
      const subject = members[members.length - 1]
      const others = members.slice(0, -1)
      const expected = [...stemInteractions(members), ...branchInteractions(members)]
        .filter((i) => i.members.includes(subject.label))
        .map(whole)
      expect(interactionsOfSubject(others, subject, written)).toEqual(expected)
    }
    // A repeated branch: a group takes the first member with it, so a later one (the subject) is not in it.
    const [year, month, day, repeated] = branches('申子辰子').map((m, i) => ({ ...m, stem: i }))
    expect(interactionsOfSubject([year, month, day], repeated, (code) => code)).not.toContain('three-combination')
    expect(interactionsOfSubject([year, repeated, day], month, (code) => code)).not.toContain('three-combination')
    expect(interactionsOfSubject([year, day], month, (code) => code)).toContain('three-combination')
    // `null` from the builder leaves a find out.
    // 申 and 寅 clash and punish each other (寅巳申).
    expect(interactionsOfSubject([year], { label: 'x', stem: 0, branch: 2 }, (code) => (code === 'six-clash' ? null : code))).toEqual([
      'punishment',
    ])
  })
})

describe('shensha', () => {
  const chart = (...pillars: string[]) =>
    pillars.map((p, i) => ({ position: (['year', 'month', 'day', 'hour'] as PillarPosition[])[i], stem: s(p[0]), branch: b(p[1]) }))
  it('2008-08-08 20:08 (戊子 庚申 庚辰 丙戌): 华盖, 将星, 禄神, 文昌, 寡宿; no 天乙贵人', () => {
    const stars = shenshaOf(chart('戊子', '庚申', '庚辰', '丙戌'))
    const on = (pos: PillarPosition) => stars.get(pos)!.map((h) => h.zh)
    expect(on('day')).toContain('华盖') // 申子辰 trine of the 子 year → 辰
    expect(on('year')).toContain('将星') // 申子辰 trine of the 辰 day → 子
    expect(on('month')).toEqual(expect.arrayContaining(['禄神', '文昌'])) // 庚禄在申; 戊 year stem → 文昌 申
    expect(on('hour')).toContain('寡宿') // 亥子丑 year → 寡宿 戌
    for (const pos of ['year', 'month', 'day', 'hour'] as const) expect(on(pos)).not.toContain('天乙贵人') // 庚/戊 → 丑未
  })
  it('天乙贵人 from the day stem: 甲 day → 丑 and 未 branches', () => {
    const stars = shenshaOf(chart('丙子', '辛丑', '甲子', '辛未'))
    expect(stars.get('month')!.some((h) => h.code === 'nobleman' && h.from === 'day')).toBe(true)
    expect(stars.get('hour')!.some((h) => h.code === 'nobleman' && h.from === 'day')).toBe(true)
    expect(stars.get('year')!.some((h) => h.code === 'nobleman' && h.from === 'day')).toBe(false)
  })
  it('天德 (寅 month → 丁 stem) and 月德 (寅午戌 month → 丙 stem)', () => {
    const stars = shenshaOf(chart('丁卯', '壬寅', '丙午', '丁酉'))
    expect(stars.get('year')!.map((h) => h.code)).toContain('heavenly-virtue')
    expect(stars.get('day')!.map((h) => h.code)).toContain('monthly-virtue')
  })
})

describe('strength', () => {
  it('counts 8 visible characters and weighs hidden stems', () => {
    const p = [
      { stem: s('戊'), branch: b('子') },
      { stem: s('庚'), branch: b('申') },
      { stem: s('庚'), branch: b('辰') },
      { stem: s('丙'), branch: b('戌') },
    ]
    const v = countVisibleElements(p)
    expect(Object.values(v).reduce((a, c) => a + c, 0)).toBe(8)
    expect(v).toEqual({ wood: 0, fire: 1, earth: 3, metal: 3, water: 1 })
    const w = weightElements(p)
    expect(Object.values(w).reduce((a, c) => a + c, 0)).toBeCloseTo(8, 5)
    const a = assessStrength(p)
    // 庚 metal day master in a 申 month with earth support: strong; wants output/wealth/officer.
    expect(a.verdict).toBe('strong')
    expect(a.favourableElements).toEqual(['water', 'wood', 'fire'])
    expect(a.unfavourableElements).toEqual(['earth', 'metal'])
  })
  it('a weak day master wants resource and companion', () => {
    const p = [
      { stem: s('庚'), branch: b('申') },
      { stem: s('甲'), branch: b('申') },
      { stem: s('甲'), branch: b('申') },
      { stem: s('庚'), branch: b('酉') },
    ]
    const a = assessStrength(p)
    expect(a.verdict).toBe('weak')
    expect(a.favourableElements).toEqual(['water', 'wood'])
  })
})

describe('hidden stems', () => {
  it('match the classical table (the library comparison is in lunar-cross-check)', () => {
    expect(BRANCHES.map((br) => HIDDEN_STEMS[br.index].map((i) => STEMS[i].zh).join(''))).toEqual([
      '癸',
      '己癸辛',
      '甲丙戊',
      '乙',
      '戊乙癸',
      '丙庚戊',
      '丁己',
      '己丁乙',
      '庚壬戊',
      '辛',
      '戊辛丁',
      '壬甲',
    ])
  })
})

describe('calendar helpers', () => {
  it('JDN round-trips and rejects impossible dates', () => {
    for (const [y, m, d] of [
      [1900, 2, 28],
      [2000, 2, 29],
      [2100, 12, 31],
      [1582, 10, 15],
    ]) {
      expect(dateOfJulianDayNumber(julianDayNumber(y, m, d))).toEqual({ year: y, month: m, day: d })
    }
    expect(julianDayNumber(2000, 1, 1)).toBe(2451545)
    expect(parseCivilDate('2023-02-29')).toBeNull()
    expect(parseCivilDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })
})

describe('pillarsForDay', () => {
  it('agrees with lunar-typescript day-level year (by 立春) and month (by jie day) for 150 days', () => {
    let t = Date.UTC(1901, 0, 1)
    for (let i = 0; i < 150; i++) {
      t += 86_400_000 * (17 + (i % 13)) * 7
      if (t > Date.UTC(2099, 11, 31)) t = Date.UTC(1901, 0, 1) + i * 86_400_000
      const date = new Date(t).toISOString().slice(0, 10)
      const [y, m, d] = date.split('-').map(Number)
      const lunar = Solar.fromYmd(y, m, d).getLunar()
      const p = pillarsForDay(date)
      expect([date, p.year, p.month, p.day]).toEqual([
        date,
        lunar.getYearInGanZhiByLiChun(),
        lunar.getMonthInGanZhi(),
        lunar.getDayInGanZhi(),
      ])
    }
  })
  it('on a jie day the new month already applies (立春 2024-02-04)', () => {
    expect(pillarsForDay('2024-02-04')).toMatchObject({ year: '甲辰', month: '丙寅', day: '戊戌' })
    expect(pillarsForDay('2024-02-03')).toMatchObject({ year: '癸卯', month: '乙丑', day: '丁酉' })
    expect(pillarsForDay('2000-01-01').day).toBe('戊午')
    expect(cycleIndexOfName(pillarsForDay('2000-01-01').day)).toBe(54)
  })
  it('throws INVALID_DATE for impossible dates', () => {
    expect(() => pillarsForDay('2023-02-30')).toThrow(AppError)
  })
})

describe('glossary', () => {
  it('every entry has a code, Chinese and an English rendering without Chinese', () => {
    for (const table of Object.values(GLOSSARY)) {
      for (const entry of Object.values(table)) {
        expect(entry.code).toMatch(/^[a-z0-9-]+$/)
        expect(entry.zh).toMatch(/[\u4e00-\u9fff]/)
        expect(entry.en.length).toBeGreaterThan(0)
        expect(entry.en).not.toMatch(/[\u3400-\u9fff]/)
      }
    }
    expect(Object.keys(GLOSSARY.nayin)).toHaveLength(30)
    expect(Object.keys(GLOSSARY.shensha)).toHaveLength(17)
  })
})

describe('lunar date table', () => {
  it('matches lunar-typescript on the first, last and a leap-month day, and on 295 scattered days 1800-2200', async () => {
    const { lunarDateOf, lunarDateZh } = await import('../../../src/core/bazi/lunar-date')
    const check = (y: number, m: number, d: number) => {
      const l = Solar.fromYmd(y, m, d).getLunar()
      const ours = lunarDateOf(y, m, d)
      expect([y, m, d, ours.year, ours.isLeapMonth ? -ours.month : ours.month, ours.day]).toEqual([
        y,
        m,
        d,
        l.getYear(),
        l.getMonth(),
        l.getDay(),
      ])
    }
    check(1800, 1, 1)
    check(2200, 12, 31)
    check(2023, 3, 22) // first day of leap month 2 of 2023
    expect(lunarDateZh(lunarDateOf(2023, 3, 22))).toBe('闰二月初一')
    let t = Date.UTC(1800, 0, 1)
    for (let i = 0; i < 295; i++) {
      t += 86_400_000 * (487 + (i % 7)) // ~1.3 years apart: 295 steps stay inside 1800-2200
      const d = new Date(t)
      check(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
    }
  })
})
