/**
 * Published vectors: lunar-typescript `src/test/EightCharTest.ts` (Beijing time, civil clock), the
 * 子时 table of domain notes §2, and the luck example of domain notes §4.1.
 */
import { describe, expect, it } from 'bun:test'
import { calculateChart, type ChartInput } from '../complete-options'

const beijing = (date: string, time: string, extra: Partial<ChartInput> = {}) => calculateChart({ date, time, timezone: 8, ...extra })
const four = (r: ReturnType<typeof calculateChart>) => {
  const p = r.chart.pillars
  return [p.year.ganzhi, p.month.ganzhi, p.day.ganzhi, p.hour?.ganzhi ?? null]
}

describe('lunar-typescript EightCharTest vectors', () => {
  it('2005-12-23 08:37 → 乙酉 戊子 辛巳 壬辰, with hidden stems, ten gods, growth stages, nayin, palaces', () => {
    const r = beijing('2005-12-23', '08:37')
    expect(four(r)).toEqual(['乙酉', '戊子', '辛巳', '壬辰'])
    const p = r.chart.pillars
    expect(p.day.branch.hiddenStems.map((h) => h.char)).toEqual(['丙', '庚', '戊'])
    expect(p.hour!.branch.hiddenStems.map((h) => h.char)).toEqual(['戊', '乙', '癸'])
    expect([p.year.stem.tenGod.zh, p.month.stem.tenGod.zh, p.day.stem.tenGod.zh, p.hour!.stem.tenGod.zh]).toEqual([
      '偏财',
      '正印',
      '日主',
      '伤官',
    ])
    expect(p.day.branch.hiddenStems.map((h) => h.tenGod.zh)).toEqual(['正官', '劫财', '正印'])
    expect(p.hour!.branch.hiddenStems.map((h) => h.tenGod.zh)).toEqual(['正印', '偏财', '食神'])
    expect([p.year, p.month, p.day, p.hour!].map((x) => x.growthStage.dayMaster.zh)).toEqual(['临官', '长生', '死', '墓'])
    expect([p.year, p.month, p.day, p.hour!].map((x) => x.nayin.zh)).toEqual(['泉中水', '霹雳火', '白蜡金', '长流水'])
    expect(r.chart.palaces.conception.ganzhi).toBe('己卯')
    expect(r.chart.palaces.life!.ganzhi).toBe('己丑')
  })
  it('1988-02-15 23:30 → 戊辰 甲寅, day 庚子 (same-day) / 辛丑 (next-day), hour 戊子', () => {
    expect(four(beijing('1988-02-15', '23:30', { ziHour: 'same-day' }))).toEqual(['戊辰', '甲寅', '庚子', '戊子'])
    expect(four(beijing('1988-02-15', '23:30', { ziHour: 'next-day' }))).toEqual(['戊辰', '甲寅', '辛丑', '戊子'])
  })
  it('1988-02-15 22:30 → 戊辰 甲寅 庚子 丁亥; 1988-02-02 22:30 → 丁卯 癸丑 丁亥 辛亥', () => {
    expect(four(beijing('1988-02-15', '22:30'))).toEqual(['戊辰', '甲寅', '庚子', '丁亥'])
    expect(four(beijing('1988-02-02', '22:30'))).toEqual(['丁卯', '癸丑', '丁亥', '辛亥'])
  })
  it('palaces: 1995-12-18 10:28 胎元 己卯 命宫 戊子 身宫 壬午; 1998-06-11 04:28 命宫 辛酉; 身宫 1994-12-06 02:00 丁丑, 1990-12-11 06:00 庚辰, 1993-05-23 04:00 庚申', () => {
    const a = beijing('1995-12-18', '10:28').chart.palaces
    expect([a.conception.ganzhi, a.life!.ganzhi, a.body!.ganzhi]).toEqual(['己卯', '戊子', '壬午'])
    expect(beijing('1998-06-11', '04:28').chart.palaces.life!.ganzhi).toBe('辛酉')
    expect(beijing('1994-12-06', '02:00').chart.palaces.body!.ganzhi).toBe('丁丑')
    expect(beijing('1990-12-11', '06:00').chart.palaces.body!.ganzhi).toBe('庚辰')
    expect(beijing('1993-05-23', '04:00').chart.palaces.body!.ganzhi).toBe('庚申')
  })
})

describe('子时 schools (domain notes §2)', () => {
  const rows: [string, string[], string[]][] = [
    ['1988-08-02', ['戊辰', '己未', '庚寅', '丙子'], ['戊辰', '己未', '己丑', '丙子']],
    ['2025-01-13', ['甲辰', '丁丑', '癸未', '壬子'], ['甲辰', '丁丑', '壬午', '壬子']],
    ['1983-10-28', ['癸亥', '壬戌', '庚寅', '丙子'], ['癸亥', '壬戌', '己丑', '丙子']],
  ]
  for (const [date, a, b] of rows) {
    it(`${date} 23:30: school A (next-day) ${a.join(' ')}, school B (same-day) ${b.join(' ')}`, () => {
      const ra = beijing(date, '23:30', { ziHour: 'next-day' })
      const rb = beijing(date, '23:30', { ziHour: 'same-day' })
      expect(four(ra)).toEqual(a)
      expect(four(rb)).toEqual(b)
      expect(ra.conventions.ziHour).toBe('next-day')
      expect(rb.conventions.ziHour).toBe('same-day')
    })
  }
  it('00:30 is the same day under both rules, with the 子 hour stem of that day', () => {
    const a = four(beijing('1988-08-03', '00:30', { ziHour: 'next-day' }))
    const b = four(beijing('1988-08-03', '00:30', { ziHour: 'same-day' }))
    expect(a).toEqual(b)
    expect(a.slice(2)).toEqual(['庚寅', '丙子'])
  })
})

describe('luck pillars (domain notes §4.1: 1998-07-31 14:10, cantian sample 戊寅 己未 己卯 辛未)', () => {
  it('male: forward (戊 yang year), first 大运 庚申, starts after 2 y 5 m ~25 d, nominal age 4, 2001', () => {
    const r = beijing('1998-07-31', '14:10', { sex: 'male' })
    expect(four(r)).toEqual(['戊寅', '己未', '己卯', '辛未'])
    const luck = r.luck!
    expect(luck.direction.code).toBe('forward')
    expect(luck.pillars[0].ganzhi).toBe('庚申')
    expect(luck.pillars.map((p) => p.ganzhi)).toEqual(['庚申', '辛酉', '壬戌', '癸亥', '甲子', '乙丑', '丙寅', '丁卯', '戊辰', '己巳'])
    expect([luck.start.years, luck.start.months]).toEqual([2, 5])
    expect(luck.start.days).toBeGreaterThanOrEqual(24)
    expect(luck.start.days).toBeLessThanOrEqual(26)
    expect(luck.start.moment.slice(0, 10)).toMatch(/^2001-01-2[5-7]$/)
    expect(luck.start.nominalAge).toBe(4)
    // Start moment on the civil clock (UTC+8) and the same instant in UTC.
    expect(Date.parse(luck.start.utc!) - Date.parse(luck.start.moment + ':00+08:00')).toBe(0)
    expect(luck.pillars[0].startYear).toBe(2001)
    expect(luck.pillars[0].startAge).toBe(4)
    expect(luck.pillars[0].tenGod.zh).toBe('伤官') // 庚 vs 己 day master
    expect(luck.pillars[0].annual[0]).toMatchObject({ year: 2001, ganzhi: '辛巳', nominalAge: 4 })
    expect(luck.pillars[0].annual).toHaveLength(10)
    expect(r.conventions.luckStartMethod).toBe('minutes-to-jie-3-days-per-year')
  })
  it('female: backward from 己未, first 大运 戊午', () => {
    const r = beijing('1998-07-31', '14:10', { sex: 'female' })
    const luck = r.luck!
    expect(luck.direction.code).toBe('backward')
    expect(luck.pillars.slice(0, 3).map((p) => p.ganzhi)).toEqual(['戊午', '丁巳', '丙辰'])
    // Backward: measured from the previous jie (小暑 1998-07-07 07:30Z), 23.94 days → 7 y 11 m 23 d.
    expect(luck.start.jie.zh).toBe('小暑')
    expect([luck.start.years, luck.start.months, luck.start.days]).toEqual([7, 11, 23])
  })
  it('no sex → no luck pillars', () => {
    expect(beijing('1998-07-31', '14:10').luck).toBeNull()
  })
})
