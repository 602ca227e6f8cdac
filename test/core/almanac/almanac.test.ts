import { describe, expect, it } from 'bun:test'
import { Solar } from 'lunar-typescript'
import { dailyAlmanac, lunarOf, type Almanac } from '../../../src/core/almanac/almanac'
import { pillarsForDay } from '../../../src/core/bazi'
import { errorOf } from '../../support/errors'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
/** Fields meant to hold characters: `zh` labels and pillar characters. */
const CHARACTER_FIELDS = new Set(['zh', 'ganzhi', 'year_ganzhi'])

/** Paths of string values containing Chinese outside the character fields. */
const chineseOutsideCharacterFields = (value: unknown, path = ''): string[] => {
  if (typeof value === 'string') return CJK.test(value) ? [`${path}=${value}`] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => chineseOutsideCharacterFields(v, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (CHARACTER_FIELDS.has(k) ? [] : chineseOutsideCharacterFields(v, `${path}.${k}`)))
  }
  return []
}

const zhOf = (terms: { zh: string }[]) => terms.map((t) => t.zh)

const isoDate = (d: Date) => d.toISOString().slice(0, 10)
const eachDay = function* (from: string, to: string) {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) yield isoDate(new Date(t))
}

describe('dailyAlmanac 2025-05-07 (domain notes §5)', () => {
  const a = dailyAlmanac('2025-05-07', 'zh')

  it('宜 and 忌', () => {
    expect(zhOf(a.activities.suitable)).toEqual(
      '嫁娶 祭祀 祈福 求嗣 开光 出行 拆卸 动土 上梁 出火 进人口 入宅 移徙 安床 栽种 纳畜 牧养 竖柱 安门 修造 解除 会亲友'.split(' '),
    )
    expect(a.activities.unsuitable).toEqual([])
  })

  it('吉神 and 凶煞', () => {
    expect(zhOf(a.lucky_gods)).toEqual(['天德合', '天马', '不将', '鸣吠对'])
    expect(zhOf(a.unlucky_spirits)).toEqual(['天吏', '致死', '四忌', '七鸟', '五虚', '复日', '触水龙', '白虎'])
  })

  it('冲煞, directions, 建除, 值神, 胎神', () => {
    expect(a.zodiac_clash.animal.zh).toBe('马')
    expect(a.zodiac_clash.pillar.ganzhi).toBe('庚午')
    expect(a.zodiac_clash.sha_direction.zh).toBe('南')
    expect(a.zodiac_clash.display).toBe('冲马(庚午)煞南')
    expect(a.auspicious_directions.joy.zh).toBe('西南')
    expect(a.auspicious_directions.wealth.zh).toBe('西南')
    // 福神 by the 福神方位歌: 丙丁正东 (lunar-typescript sect 1, tyme4ts getMascotDirection → 东).
    expect(a.auspicious_directions.fortune.zh).toBe('正东')
    expect(a.duty_officer.zh).toBe('危')
    expect(a.day_god.zh).toBe('白虎')
    expect(a.day_god.path.zh).toBe('黑道')
    expect(a.day_god.auspicious).toBe(false)
    expect(a.fetus_god.zh).toBe('厨灶碓 外西南')
  })

  it('pillars, lunar date, mansion, 彭祖百忌', () => {
    expect([a.year_pillar.ganzhi, a.month_pillar.ganzhi, a.day_pillar.ganzhi]).toEqual(['乙巳', '辛巳', '丙子'])
    expect(a.lunar_date).toMatchObject({ year: 2025, month: 4, day: 10, is_leap_month: false, display: '乙巳年四月初十' })
    expect(a.zodiac_year.zh).toBe('蛇')
    expect(a.lunar_mansion.zh).toBe('箕')
    expect(a.pengzu_taboos.stem.zh).toBe('丙不修灶必见灾殃')
    expect(a.pengzu_taboos.branch.zh).toBe('子不问卜自惹祸殃')
    expect(a.solar_term).toBeNull()
    expect(a.source.activities).toContain('lunar-typescript')
  })

  it('twelve periods from 子 at 23:00, pillars by 五鼠遁 (丙 day → 戊子)', () => {
    expect(a.hours).toHaveLength(12)
    expect(a.hours.map((h) => h.ganzhi)).toEqual('戊子 己丑 庚寅 辛卯 壬辰 癸巳 甲午 乙未 丙申 丁酉 戊戌 己亥'.split(' '))
    expect(a.hours[0]).toMatchObject({ start: '23:00', end: '01:00' })
    expect(a.hours[11]).toMatchObject({ start: '21:00', end: '23:00' })
  })

  it('English labels for the same day', () => {
    const en = dailyAlmanac('2025-05-07', 'en')
    expect(en.activities.suitable[0]).toEqual({ code: 'weddings', name: 'Weddings', en: 'Weddings', zh: '嫁娶' })
    expect(en.zodiac_clash.display).toBe('Clashes with the Horse (Geng-Wu); sha lies South')
    expect(en.duty_officer.name).toBe('Danger')
    expect(en.day_god.name).toBe('White Tiger')
    expect(en.lunar_date.display).toBe('Day 10 of the 4th lunar month, Yi-Si year')
  })
})

describe('dailyAlmanac against the library', () => {
  it('memoized lunar conversion equals Solar.getLunar() on sampled days across the range', () => {
    for (let i = 0; i < 400; i++) {
      const t = Date.UTC(1800, 0, 1) + ((i * 7_919_993) % 401) * 365.2425 * 86_400_000 + ((i * 97) % 365) * 86_400_000
      const d = new Date(t)
      if (d.getUTCFullYear() > 2200) continue
      const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
      expect(lunarOf(y, m, day).toFullString()).toBe(Solar.fromYmd(y, m, day).getLunar().toFullString())
    }
  })

  it('hours equal the library LunarTime values for the day', () => {
    for (const date of ['1900-01-31', '1984-02-02', '2023-03-22', '2100-12-31']) {
      const [y, m, d] = date.split('-').map(Number)
      const times = Solar.fromYmd(y, m, d).getLunar().getTimes().slice(0, 12)
      const a = dailyAlmanac(date, 'zh')
      expect(a.hours.map((h) => [h.ganzhi, h.god.zh, h.auspicious])).toEqual(
        times.map((t) => [t.getGanZhi(), t.getTianShen(), t.getTianShenLuck() === '吉']),
      )
    }
  })

  it('pillars agree with the chart core’s pillarsForDay (jie day counts in the new month) over 1899-1901 and 2024-2026', () => {
    for (const [from, to] of [
      ['1899-01-01', '1901-12-31'],
      ['2024-01-01', '2026-12-31'],
    ]) {
      for (const date of eachDay(from, to)) {
        const a = dailyAlmanac(date, 'zh')
        const p = pillarsForDay(date)
        expect([date, a.year_pillar.ganzhi, a.month_pillar.ganzhi, a.day_pillar.ganzhi]).toEqual([date, p.year, p.month, p.day])
      }
    }
  })

  it('a leap month is flagged (2023 had a leap 2nd month)', () => {
    const a = dailyAlmanac('2023-03-22', 'zh')
    expect(a.lunar_date).toMatchObject({ month: 2, is_leap_month: true, day: 1 })
    expect(a.lunar_date.display).toContain('闰二月')
    expect(dailyAlmanac('2023-03-22', 'en').lunar_date.display).toContain('leap 2nd lunar month')
  })

  it('reports the main lunar festivals (2025: 除夕 01-28, 春节 01-29, 中秋 10-06)', () => {
    expect(dailyAlmanac('2025-01-28', 'zh').festivals.map((f) => f.zh)).toEqual(['除夕'])
    expect(dailyAlmanac('2025-01-29', 'en').festivals).toEqual([{ name: 'Spring Festival', en: 'Spring Festival', zh: '春节' }])
    expect(dailyAlmanac('2025-10-06', 'zh').festivals.map((f) => f.zh)).toEqual(['中秋节'])
    expect(dailyAlmanac('2025-05-07', 'zh').festivals).toEqual([])
    // Agrees with the library over two years of days.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const d = new Date(t)
      const lib = Solar.fromYmd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
        .getLunar()
        .getFestivals()
      expect(dailyAlmanac(isoDate(d), 'zh').festivals.map((f) => f.zh)).toEqual(lib)
    }
  })

  it('reports the solar term falling on the day', () => {
    expect(dailyAlmanac('2025-02-03', 'en').solar_term).toEqual({ name: 'Beginning of Spring', en: 'Beginning of Spring', zh: '立春' })
    expect(dailyAlmanac('2025-12-21', 'zh').solar_term?.zh).toBe('冬至')
  })
})

describe('English completeness', () => {
  const years: [string, string][] = [
    ['1900-01-01', '1901-12-31'],
    ['2023-01-01', '2026-12-31'],
    ['2199-01-01', '2200-12-31'],
  ]
  it.each(years)('every day %s..%s has no untranslated Chinese in English output, and Chinese in zh output', (from, to) => {
    let days = 0
    for (const date of eachDay(from, to)) {
      const en = dailyAlmanac(date, 'en')
      const leaks = chineseOutsideCharacterFields(en)
      if (leaks.length) throw new Error(`${date}: ${leaks.slice(0, 5).join(', ')}`)
      const zh = dailyAlmanac(date, 'zh')
      for (const t of [...zh.activities.suitable, ...zh.lucky_gods, ...zh.unlucky_spirits, zh.duty_officer, zh.day_god, zh.fetus_god]) {
        expect(t.name).toMatch(CJK)
        expect(t.name).toBe(t.zh)
      }
      days++
    }
    expect(days).toBeGreaterThan(700)
  })
})

describe('date validation', () => {
  it.each(['2026-02-30', '2025-13-01', '2025-00-10', '2025-4-1', '20250407', '2025-04-31', '1900-02-29', ''])(
    'rejects %p as INVALID_DATE',
    (date) => {
      expect(errorOf(() => dailyAlmanac(date, 'en')).code).toBe('INVALID_DATE')
    },
  )

  it('accepts 29 February in leap years', () => {
    expect(dailyAlmanac('2024-02-29', 'en').date).toBe('2024-02-29')
    expect(dailyAlmanac('2000-02-29', 'en').date).toBe('2000-02-29')
  })

  it.each(['1799-12-31', '2201-01-01', '0001-01-01', '9999-12-31'])('rejects %p as DATE_OUT_OF_RANGE', (date) => {
    expect(errorOf(() => dailyAlmanac(date, 'en')).code).toBe('DATE_OUT_OF_RANGE')
  })

  it('accepts the range ends', () => {
    const first: Almanac = dailyAlmanac('1800-01-01', 'en')
    const last: Almanac = dailyAlmanac('2200-12-31', 'en')
    expect(first.day_pillar.ganzhi).toHaveLength(2)
    expect(last.day_pillar.ganzhi).toHaveLength(2)
  })
})
