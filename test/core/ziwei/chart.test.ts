/**
 * The Zi Wei chart against the Bazi chart of the same input (same day, same hour branch, the same
 * lunar date table) and against the textbook rules (test/core/ziwei/textbook.ts, independent of
 * iztro), over generated births 1900-2100: places far from their zone's meridian, births near 23:00
 * and 00:00, and in leap months.
 */
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { calculateChart, cycleIndexOfName, dayCycleOfDate, lunarDateOf, SIXTY_CYCLE, STEMS } from '../../../src/core/bazi'
import { calculateZiweiChart, monthUsed, ziweiOfDay, type ZiweiChart, type ZiweiInput } from '../../../src/core/ziwei'
import { MAJOR_STARS, MINOR_STARS } from '../../../src/core/ziwei/labels'
import { AppError } from '../../../src/core/errors'
import { PLACES, random, pad2 } from '../../support/pillar-consistency'
import * as textbook from './textbook'

const input = (over: Partial<ZiweiInput> & { date: string }): ZiweiInput => ({
  time: '12:00',
  ziHour: 'next-day',
  trueSolarTime: true,
  locale: 'en',
  leapMonth: 'split',
  yearStart: 'lunar-new-year',
  sex: 'female',
  ...over,
})

/** Civil dates in leap months, 1900-2100, from the lunar table. */
function leapMonthDates(): string[] {
  const out: string[] = []
  for (let jd = Date.UTC(1900, 1, 1); jd < Date.UTC(2100, 11, 1); jd += 9 * 86_400_000) {
    const d = new Date(jd)
    if (lunarDateOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()).isLeapMonth) out.push(d.toISOString().slice(0, 10))
  }
  return out
}

function generatedBirths(count: number) {
  const r = random(20261126)
  const leap = leapMonthDates()
  const times = ['23:00', '23:30', '23:59', '00:00', '00:30', '00:59', '22:59', '01:00', '11:00', '12:59']
  return Array.from({ length: count }, (_, i) => {
    const date = i % 3 === 0 ? r.pick(leap) : `${r.int(1901, 2099)}-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}`
    const time = i % 2 === 0 ? r.pick(times) : `${pad2(r.int(0, 23))}:${pad2(r.int(0, 59))}`
    return {
      ...r.pick(PLACES),
      date,
      time,
      ziHour: r.pick(['next-day', 'same-day'] as const),
      trueSolarTime: r.next() < 0.8,
      leapMonth: r.pick(['split', 'current', 'next'] as const),
      yearStart: r.pick(['lunar-new-year', 'spring-begins'] as const),
      sex: r.pick(['male', 'female'] as const),
    }
  })
}

const births = generatedBirths(600)
const charts = births.map((b) => ({ b, z: calculateZiweiChart(input(b)) }))

describe("the Zi Wei chart on the Bazi chart's clock", () => {
  test('the births cover leap months, 23:00-01:00 and both day rules', () => {
    expect(charts.filter(({ z }) => z.lunarDate.isLeapMonth).length).toBeGreaterThan(60)
    expect(births.filter((b) => b.time.startsWith('23') || b.time.startsWith('00')).length).toBeGreaterThan(100)
  })

  test("day and hour branch equal the Bazi chart's, and the lunar date is that day's", () => {
    for (const { b, z } of charts) {
      const bazi = calculateChart({ ...b, locale: 'en', includeDaily: false })
      const [y, m, d] = z.dayDate.split('-').map(Number)
      expect(SIXTY_CYCLE[dayCycleOfDate(y, m, d)]).toBe(bazi.chart.pillars.day.ganzhi)
      expect(z.hourBranch).toBe(cycleIndexOfName(bazi.chart.pillars.hour!.ganzhi)! % 12)
      expect(z.lunarDate).toMatchObject(lunarDateOf(y, m, d))
      // The Bazi chart reports the lunar date of the civil date; it is the Zi Wei day's unless the clock moved the day.
      if (z.dayDate === b.date) expect(bazi.chart.lunarDate).toMatchObject(lunarDateOf(y, m, d))
      if (b.yearStart === 'spring-begins') expect(SIXTY_CYCLE[z.yearCycle]).toBe(bazi.chart.pillars.year.ganzhi)
    }
  })

  test('命宫, 身宫, 五行局, palace stems, 命主, 身主 and the fourteen major stars follow the textbook', () => {
    for (const { z } of charts) check(z)
  })

  test('every day of ten years (all ten year stems, every lunar month and day, leap months), hours in turn, follows the textbook', () => {
    // 1984-1993: 甲子 to 癸酉, with the leap months 闰十 (1984), 闰六 (1987) and 闰五 (1990).
    let day = Date.UTC(1984, 1, 2)
    for (let i = 0; day < Date.UTC(1994, 1, 10); i++, day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10)
      check({
        ...ziweiOfDay({
          dayDate: date,
          hourBranch: i % 12,
          sex: i % 2 ? 'male' : 'female',
          leapMonth: (['split', 'current', 'next'] as const)[i % 3],
          springYearCycle: null,
        }),
        layers: null,
      } as unknown as ZiweiChart)
    }
  }, 60_000)

  test('random days 1900-2100 follow the textbook (no rare date escapes)', () => {
    const r = random(7)
    for (let i = 0; i < 240; i++) {
      const date = new Date(Date.UTC(1900, 0, 31) + r.int(0, 73_000) * 86_400_000).toISOString().slice(0, 10)
      check({
        ...ziweiOfDay({ dayDate: date, hourBranch: r.int(0, 11), sex: 'male', leapMonth: 'split', springYearCycle: null }),
        layers: null,
      } as unknown as ZiweiChart)
    }
  })
})

function check(z: Omit<ZiweiChart, 'bazi'>) {
  const month = z.lunarDate.monthUsed > 12 ? z.lunarDate.monthUsed - 12 : z.lunarDate.monthUsed
  const yearStem = z.yearCycle % 10
  const life = textbook.lifeBranch(month, z.hourBranch)
  const where = `${z.dayDate} hour ${z.hourBranch} month ${month}`
  expect(z.lifeBranch, where).toBe(life)
  expect(z.bodyBranch, where).toBe(textbook.bodyBranch(month, z.hourBranch))
  const bureau = textbook.bureauOf(yearStem, life)
  expect(z.bureau, where).toBe(textbook.BUREAU_CODES[bureau])
  expect(z.lifeMaster, where).toBe(textbook.lifeMaster(life))
  expect(z.bodyMaster, where).toBe(textbook.bodyMaster(z.yearCycle % 12))
  const expected = textbook.majorStars(z.lunarDate.day, bureau)
  const placed: Record<string, number> = {}
  for (const p of z.palaces) {
    expect(p.stem, where).toBe(textbook.palaceStem(yearStem, p.branch))
    for (const s of p.major) placed[s.code] = p.branch
  }
  expect(placed, where).toEqual(expected)
  expect(z.palaces.find((p) => p.isLife)!.branch).toBe(life)
  expect(z.palaces.find((p) => p.isBody)!.branch).toBe(z.bodyBranch)
}

describe('四化 against the table in docs/domain.md', () => {
  const doc = readFileSync(join(import.meta.dir, '../../../docs/domain.md'), 'utf8')
  const rows = [...doc.matchAll(/^\| ([甲乙丙丁戊己庚辛壬癸]) \| (\S+) \| (\S+) \| (\S+) \| (\S+) \|$/gm)]
  const codeOf = (zh: string | undefined): string => (MAJOR_STARS.fromZh.get(zh!) ?? MINOR_STARS.fromZh.get(zh!))!
  test('the table has the ten stems', () => expect(rows.map((m) => m[1]).join('')).toBe('甲乙丙丁戊己庚辛壬癸'))
  test.each(rows.map((m) => [m[1], m.slice(2, 6)] as const))('birth year stem %s', (stem, stars) => {
    const stemIndex = STEMS.findIndex((s) => s.zh === stem)
    // A birth in a year of that stem: 1984 was 甲子, so 1984 + stem index (mid-year, after the new year).
    const z = calculateZiweiChart(input({ date: `${1984 + stemIndex}-07-15`, time: '10:00', city: 'Beijing' }))
    expect(z.yearCycle % 10).toBe(stemIndex)
    const marked = Object.fromEntries(
      z.palaces
        .flatMap((p) => [...p.major, ...p.minor])
        .filter((s) => s.mutagen)
        .map((s) => [s.mutagen!, s.code]),
    )
    expect(marked).toEqual({ lu: codeOf(stars[0]), quan: codeOf(stars[1]), ke: codeOf(stars[2]), ji: codeOf(stars[3]) })
  })
})

describe('inputs', () => {
  test('no time: a 400 that says Zi Wei needs the hour', () => {
    const error = (() => {
      try {
        calculateZiweiChart(input({ date: '1990-05-15', time: undefined }))
      } catch (e) {
        return e
      }
    })() as AppError
    expect(error).toBeInstanceOf(AppError)
    expect(error.status).toBe(400)
    expect(error.message).toContain('needs the birth hour')
  })

  test('leap-month rules: split counts days 16 on as the next month; current keeps it; next moves it', () => {
    const leap = { year: 2023, month: 2, day: 16, isLeapMonth: true }
    expect([monthUsed(leap, 'split'), monthUsed(leap, 'current'), monthUsed(leap, 'next')]).toEqual([3, 2, 3])
    expect([monthUsed({ ...leap, day: 15 }, 'split'), monthUsed({ ...leap, day: 15 }, 'next')]).toEqual([2, 3])
  })

  test('without sex: no decades, life stages or 博士 spirits', () => {
    const z = calculateZiweiChart(input({ date: '1990-05-15', time: '14:30', city: 'Beijing', sex: undefined, readingDate: '2025-01-01' }))
    expect(z.palaces.every((p) => p.decade === null && p.lifeStage === null && p.boshi === null)).toBe(true)
    expect(z.layers!.decade).toBeNull()
    // The year layer does not depend on sex: the same as the chart with one.
    const withSex = calculateZiweiChart(
      input({ date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female', readingDate: '2025-01-01' }),
    )
    expect(z.layers!.year).toEqual(withSex.layers!.year)
  })

  test('near an hour boundary, the warning gives the 命宫 across it: the chart a birth there has', () => {
    const z = calculateZiweiChart(input({ date: '1990-05-15', time: '12:58', timezone: 8, trueSolarTime: false }))
    const near = z.warnings.find((w) => w.code === 'NEAR_HOUR_BOUNDARY')!
    const across = calculateZiweiChart(input({ date: '1990-05-15', time: '13:01', timezone: 8, trueSolarTime: false }))
    const life = across.palaces.find((p) => p.isLife)!
    expect((near.alternative as any).ziwei).toEqual({
      lifePalace: STEMS[life.stem].zh + '子丑寅卯辰巳午未申酉戌亥'[life.branch],
      bureau: across.bureau,
      lifeMajorStars: life.major.map((s) => s.code),
    })
    expect(across.lifeBranch).not.toBe(z.lifeBranch)
  })

  test('a reading date before the birth is refused', () => {
    expect(() => calculateZiweiChart(input({ date: '1990-05-15', city: 'Beijing', readingDate: '1980-01-01' }))).toThrow('before the birth')
  })
})
