/**
 * The yearly outlook against rules written out here, independently of the code under test: the year
 * and month pillars by the sixty-cycle arithmetic and 五虎遁, their boundaries against
 * lunar-typescript's solar terms (Beijing time, within 60 s) and against the chart's own year change,
 * the 太岁 relations and every interaction kind from the branch and stem tables, the 岁君 order, and
 * the named conditions on constructed cases (docs/domain.md, "Yearly outlook").
 */
import { describe, expect, it } from 'bun:test'
import { Solar } from 'lunar-typescript'
import { calculateChart, type ChartResult } from '../../../src/core/bazi'
import { offsetSecondsAt } from '../../../src/core/time/offsets'
import { yearlyOutlook, type YearlyOutlook } from '../../../src/core/yearly'
import type { Locale, Sex, ZiHourRule } from '../../../src/core/types'
import { seededRandom } from '../../support/seeded-random'

const STEMS = '甲乙丙丁戊己庚辛壬癸'
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'
const ELEMENT_OF_STEM = ['wood', 'wood', 'fire', 'fire', 'earth', 'earth', 'metal', 'metal', 'water', 'water']
const CONTROLS: Record<string, string> = { wood: 'earth', earth: 'water', water: 'fire', fire: 'metal', metal: 'wood' }
const JIE = ['立春', '惊蛰', '清明', '立夏', '芒种', '小暑', '立秋', '白露', '寒露', '立冬', '大雪', '小寒']

// ---- The rules, written out from the classical tables (not imported from src).
const pairKey = (a: string, b: string) => [a, b].sort().join('')
const STEM_COMBINE = new Set(['甲己', '乙庚', '丙辛', '丁壬', '戊癸'].map((p) => pairKey(p[0], p[1])))
const STEM_CLASH = new Set(['甲庚', '乙辛', '丙壬', '丁癸'].map((p) => pairKey(p[0], p[1])))
const SIX_COMBINE = new Set(['子丑', '寅亥', '卯戌', '辰酉', '巳申', '午未'].map((p) => pairKey(p[0], p[1])))
const HARM = new Set(['子未', '丑午', '寅巳', '卯辰', '申亥', '酉戌'].map((p) => pairKey(p[0], p[1])))
const BREAK = new Set(['子酉', '卯午', '辰丑', '未戌', '寅亥', '巳申'].map((p) => pairKey(p[0], p[1])))
const PUNISH_SETS: [string, string][] = [
  ['寅巳申', 'ungrateful'],
  ['丑戌未', 'bullying'],
  ['子卯', 'uncivil'],
]
const SELF_PUNISH = '辰午酉亥'
const TRINES = ['申子辰', '亥卯未', '寅午戌', '巳酉丑'] // birth, peak, tomb
const DIRECTIONS = ['寅卯辰', '巳午未', '申酉戌', '亥子丑']
const clash = (a: string, b: string) => (BRANCHES.indexOf(a) - BRANCHES.indexOf(b) + 12) % 12 === 6
const punishSet = (a: string, b: string) =>
  a === b ? (SELF_PUNISH.includes(a) ? 'self' : null) : (PUNISH_SETS.find(([set]) => set.includes(a) && set.includes(b))?.[1] ?? null)
const YEAR_GODS = ['太岁', '太阳', '丧门', '太阴', '官符', '死符', '岁破', '龙德', '白虎', '福德', '吊客', '病符']

type Member = { label: string; ganzhi: string }

/** Every interaction the rules give among `members` that involves `subject`, as "code:labels" strings. */
function expectedInteractions(members: Member[], subject: string): string[] {
  const out: string[] = []
  const s = members.find((m) => m.label === subject)!
  const branchesPresent = new Set(members.map((m) => m.ganzhi[1]))
  const firstWith = (b: string) => members.find((m) => m.ganzhi[1] === b)!
  for (const m of members) {
    if (m === s || (m.label === 'luck' && s.label === 'nextLuck') || (m.label === 'nextLuck' && s.label === 'luck')) continue
    const [first, second] = members.indexOf(m) < members.indexOf(s) ? [m, s] : [s, m]
    const labels = `${first.label},${second.label}`
    const sk = pairKey(first.ganzhi[0], second.ganzhi[0])
    if (STEM_COMBINE.has(sk)) out.push(`stem-combination:${labels}`)
    if (STEM_CLASH.has(sk)) out.push(`stem-clash:${labels}`)
    const a = first.ganzhi[1]
    const b = second.ganzhi[1]
    if (a === b) {
      if (SELF_PUNISH.includes(a)) out.push(`self-punishment:${labels}`)
      continue
    }
    const bk = pairKey(a, b)
    if (SIX_COMBINE.has(bk)) out.push(`six-combination:${labels}`)
    if (clash(a, b)) out.push(`six-clash:${labels}`)
    if (punishSet(a, b)) out.push(`punishment:${labels}`)
    if (HARM.has(bk)) out.push(`harm:${labels}`)
    if (BREAK.has(bk)) out.push(`destruction:${labels}`)
    for (const trine of TRINES) {
      const complete = [...trine].every((c) => branchesPresent.has(c))
      // 半合: two of a trine with its middle branch, unless the whole trine is present (then 三合).
      if (!complete && trine.includes(a) && trine.includes(b) && (a === trine[1] || b === trine[1])) out.push(`half-combination:${labels}`)
    }
  }
  // Three-member groups are named by the first member holding each branch (natal pillars first).
  for (const [groups, code] of [
    [TRINES, 'three-combination'],
    [DIRECTIONS, 'directional-combination'],
  ] as const) {
    for (const g of groups) {
      if (![...g].every((c) => branchesPresent.has(c))) continue
      const ms = [...g].map(firstWith).sort((x, y) => members.indexOf(x) - members.indexOf(y))
      if (ms.includes(s)) out.push(`${code}:${ms.map((m) => m.label).join(',')}`)
    }
  }
  return out.sort()
}

const got = (list: { code: string; members: string[] }[]) => list.map((i) => `${i.code}:${i.members.join(',')}`).sort()

const PLACES = [
  { latitude: 39.9, longitude: 116.4, timezone: 'Asia/Shanghai' },
  { latitude: 40.71, longitude: -74.0, timezone: 'America/New_York' },
  { latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' },
  { latitude: -33.87, longitude: 151.2, timezone: 'Australia/Sydney' },
  { latitude: 43.8, longitude: 87.6, timezone: 'Asia/Shanghai' },
]

interface Case {
  chart: ChartResult
  outlook: YearlyOutlook
  year: number
  label: string
}

function chartOf(
  date: string,
  time: string | undefined,
  place: (typeof PLACES)[number],
  sex?: Sex,
  ziHour: ZiHourRule = 'next-day',
  trueSolarTime = true,
) {
  return calculateChart({ date, time, ...place, sex, ziHour, trueSolarTime, locale: 'en' as Locale, includeDaily: false })
}
const outlookOf = (chart: ChartResult, year: number, locale: Locale = 'en') =>
  yearlyOutlook({
    chart,
    year,
    locale,
    offsetAt: chart.location.timeZone ? (ms) => offsetSecondsAt(ms, chart.location.timeZone!) : null,
    clockKey: chart.location.timeZone,
  })

function generatedCases(count: number): Case[] {
  const random = seededRandom(33)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!
  const cases: Case[] = []
  for (let i = 0; i < count; i++) {
    const birthYear = 1900 + Math.floor(random() * 201)
    const date = `${birthYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`
    const time =
      random() < 0.15
        ? undefined
        : `${String(Math.floor(random() * 24)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`
    const sex = random() < 0.15 ? undefined : pick(['male', 'female'] as const)
    const chart = chartOf(date, time, pick(PLACES), sex)
    const year = Math.min(2199, birthYear + Math.floor(random() * 90))
    cases.push({ chart, outlook: outlookOf(chart, year), year, label: `${date} ${time ?? '(no time)'} ${sex ?? '-'} → ${year}` })
  }
  return cases
}

/** lunar-typescript's term instant (Beijing time) as UTC ms. */
const lunarTerm = (year: number, name: string): number => {
  const s = (Solar.fromYmd(year, 7, 1).getLunar().getJieQiTable() as Record<string, Solar>)[name]
  return Date.parse(`${s.toYmdHms().replace(' ', 'T')}+08:00`)
}

describe('the yearly outlook over generated births 1900-2100', () => {
  const cases = generatedCases(120)

  it('gives the year pillar by the sixty cycle and its 立春 boundaries within 60 s of lunar-typescript', () => {
    for (const { outlook: o, year, label } of cases) {
      expect({ label, ganzhi: o.pillar.ganzhi }).toEqual({ label, ganzhi: STEMS[(year - 4) % 10] + BRANCHES[(year - 4) % 12] })
      expect(Math.abs(Date.parse(o.start.utc) - lunarTerm(year, '立春'))).toBeLessThanOrEqual(60_000)
      expect(Math.abs(Date.parse(o.end.utc) - lunarTerm(year + 1, '立春'))).toBeLessThanOrEqual(60_000)
      expect(o.nominalAge).toBe(year - Number(label.slice(0, 4)) + 1)
    }
  })

  it('agrees with the chart on the year change: a birth the minute before 立春 has the previous year, the minute after this one', () => {
    for (const { outlook: o, year } of cases.slice(0, 30)) {
      const start = Date.parse(o.start.utc)
      const at = (ms: number) => {
        const d = new Date(ms)
        const chart = calculateChart({
          date: d.toISOString().slice(0, 10),
          time: d.toISOString().slice(11, 16),
          timezone: 0,
          ziHour: 'next-day',
          trueSolarTime: false,
          locale: 'en',
          includeDaily: false,
        })
        return chart.chart.pillars.year.ganzhi
      }
      expect(at(Math.floor(start / 60_000) * 60_000 - 60_000)).toBe(STEMS[(year - 5) % 10] + BRANCHES[(year - 5) % 12])
      expect(at(Math.ceil(start / 60_000) * 60_000 + 60_000)).toBe(o.pillar.ganzhi)
    }
  })

  it('gives twelve contiguous months by 五虎遁, each from its 节 (within 60 s of lunar-typescript)', () => {
    for (const { outlook: o, year, label } of cases.slice(0, 60)) {
      expect(o.months).toHaveLength(12)
      const yearStem = (year - 4) % 10
      o.months.forEach((m, i) => {
        expect({ label, i, ganzhi: m.ganzhi }).toEqual({
          label,
          i,
          ganzhi: STEMS[((yearStem % 5) * 2 + 2 + i) % 10] + BRANCHES[(2 + i) % 12],
        })
        expect(m.start.term.zh).toBe(JIE[i])
        const theirs = i === 11 ? lunarTerm(year + 1, '小寒') : lunarTerm(year, JIE[i])
        expect(Math.abs(Date.parse(m.start.utc) - theirs)).toBeLessThanOrEqual(60_000)
        // Contiguous: each month ends where the next begins, the last at the next 立春 (lunar-typescript's, within 60 s).
        if (i < 11) expect(Date.parse(o.months[i + 1].start.utc)).toBeGreaterThan(Date.parse(m.start.utc) + 27 * 86_400_000)
      })
      expect(o.months[0].start.utc).toBe(o.start.utc)
      expect(Date.parse(o.end.utc)).toBeGreaterThan(Date.parse(o.months[11].start.utc) + 27 * 86_400_000)
    }
  })

  it('names the 太岁 relations of every natal branch by the branch tables, and the 岁君 god counted from the year’s branch', () => {
    for (const { chart, outlook: o, label } of cases) {
      const yb = o.pillar.ganzhi[1]
      const natal = [chart.chart.pillars.year, chart.chart.pillars.month, chart.chart.pillars.day, chart.chart.pillars.hour].filter(
        (p) => p,
      )
      expect(o.taiSui.pillars.map((p) => p.branch)).toEqual(natal.map((p) => p!.ganzhi[1]))
      for (const p of o.taiSui.pillars) {
        const expected: string[] = []
        if (p.branch === yb) expected.push('meets')
        if (clash(p.branch, yb)) expected.push('clashes')
        const set = punishSet(p.branch, yb)
        if (set) expected.push(`punishes/${set}`)
        if (HARM.has(pairKey(p.branch, yb))) expected.push('harms')
        if (BREAK.has(pairKey(p.branch, yb))) expected.push('breaks')
        const actual = p.relations.map((r: any) => (r.punishment ? `${r.code}/${r.punishment.code}` : r.code))
        expect({ label, pillar: p.pillar, relations: actual.sort() }).toEqual({ label, pillar: p.pillar, relations: expected.sort() })
      }
      expect(o.taiSui.offended).toBe(o.taiSui.pillars[0].relations.length > 0)
      const natalYear = chart.chart.pillars.year.ganzhi[1]
      expect(o.taiSui.yearGod.zh).toBe(YEAR_GODS[(BRANCHES.indexOf(natalYear) - BRANCHES.indexOf(yb) + 12) % 12])
    }
  })

  it('lists each interaction of the year and of every month when, and only when, its rule holds', () => {
    for (const { chart, outlook: o, label } of cases) {
      const p = chart.chart.pillars
      const natal: Member[] = [p.year, p.month, p.day, p.hour].flatMap((x) => (x ? [{ label: x.position, ganzhi: x.ganzhi }] : []))
      const lucks: Member[] = []
      if (o.luck?.inForce) lucks.push({ label: 'luck', ganzhi: o.luck.inForce.ganzhi })
      // The pillar that starts within the year is `nextLuck`, also when it is the first.
      if (o.luck?.change?.to) lucks.push({ label: 'nextLuck', ganzhi: o.luck.change.to.ganzhi })
      const annual = { label: 'annual', ganzhi: o.pillar.ganzhi }
      const expectedYear = expectedInteractions([...natal, ...lucks, annual], 'annual').filter(
        (x) => !(x.includes('luck,') && x.includes('nextLuck')),
      )
      expect({ label, got: got(o.interactions) }).toEqual({ label, got: expectedYear })
      for (const m of o.months) {
        const monthLuck: Member[] = m.luck ? [{ label: 'luck', ganzhi: m.luck }] : []
        const expected = expectedInteractions([...natal, ...monthLuck, annual, { label: 'monthly', ganzhi: m.ganzhi }], 'monthly')
        expect({ label, month: m.index, got: got(m.interactions) }).toEqual({ label, month: m.index, got: expected })
      }
      if (!p.hour) {
        expect(o.notes.map((n) => n.code)).toContain('HOUR_UNKNOWN')
        expect(JSON.stringify(o.interactions)).not.toContain('"hour"')
      }
      if (!chart.luck) {
        expect(o.luck).toBeNull()
        expect(o.notes.map((n) => n.code)).toContain('SEX_UNKNOWN')
      }
    }
  })

  it('judges favour and strain by the chart’s favourable elements', () => {
    for (const { chart, outlook: o } of cases) {
      const fav = chart.chart.strength.favourableElements as string[]
      const sides = [
        { ganzhi: o.pillar.ganzhi, stem: o.balance.stem.favourable, branch: o.balance.branch.favourable, verdict: o.balance.verdict.code },
        ...o.months.map((m) => ({
          ganzhi: m.ganzhi,
          stem: m.balance.stemFavourable,
          branch: m.balance.branchFavourable,
          verdict: m.balance.verdict,
        })),
      ]
      for (const x of sides) {
        const ganzhi = x.ganzhi
        const stemFav = fav.includes(ELEMENT_OF_STEM[STEMS.indexOf(ganzhi[0])])
        const branchElement = ['water', 'earth', 'wood', 'wood', 'earth', 'fire', 'fire', 'earth', 'metal', 'metal', 'earth', 'water'][
          BRANCHES.indexOf(ganzhi[1])
        ]
        const branchFav = fav.includes(branchElement)
        expect(x.stem).toBe(stemFav)
        expect(x.branch).toBe(branchFav)
        expect(x.verdict).toBe(stemFav && branchFav ? 'favours' : !stemFav && !branchFav ? 'strains' : 'mixed')
      }
      expect(o.balance.stem.char).toBe(o.pillar.ganzhi[0])
      expect(o.balance.branch.char).toBe(o.pillar.ganzhi[1])
      // The year's reason gives the chart's strength figures; every reason names its favourable elements.
      expect(o.balance.reason).toContain(String(chart.chart.strength.ratio))
      // The months' verdicts are said once each, every one that occurs and no other, in a fixed order, each with its reason.
      const occurring = ['favours', 'mixed', 'strains'].filter((v) => o.months.some((m) => m.balance.verdict === v))
      expect(o.monthVerdicts.map((v) => v.verdict.code)).toEqual(occurring)
      for (const reason of [o.balance.reason, ...o.monthVerdicts.map((v) => v.reason)])
        for (const e of chart.chart.strength.favourable) expect(reason).toContain(e.name)
      expect(new Set(o.monthVerdicts.map((v) => v.reason)).size).toBe(o.monthVerdicts.length)
    }
  })
})

describe('named conditions on constructed cases', () => {
  const chart = chartOf('1990-05-15', '14:30', PLACES[0], 'male')
  const day = chart.chart.pillars.day.ganzhi // 庚辰
  const birthYear = 1990
  const yearOfCycle = (ganzhi: string) => {
    for (let y = birthYear; y < birthYear + 60; y++) if (STEMS[(y - 4) % 10] + BRANCHES[(y - 4) % 12] === ganzhi) return y
    throw new Error(ganzhi)
  }
  const conditions = (o: YearlyOutlook) => o.conditions.map((c) => `${c.condition.code}:${c.against}`)

  it('伏吟: the year pillar equals the day pillar', () => {
    expect(conditions(outlookOf(chart, yearOfCycle(day)))).toContain('fu-yin:day')
  })

  it('反吟 and 天克地冲: 甲戌 against the day 庚辰 (甲庚 clash, 辰戌 clash), the day said first', () => {
    expect(day).toBe('庚辰')
    const o = outlookOf(chart, yearOfCycle('甲戌'))
    const found = conditions(o)
    expect(found).toContain('fan-yin:day')
    expect(found).toContain('heaven-strikes-earth-clashes:day')
    expect(o.conditions[0].against).toBe('day')
  })

  it('天克地冲 without 反吟: 丙戌 against 庚辰 (丙 fire controls 庚 metal, no stem clash)', () => {
    const found = conditions(outlookOf(chart, yearOfCycle('丙戌')))
    expect(found).toContain('heaven-strikes-earth-clashes:day')
    expect(found).not.toContain('fan-yin:day')
  })

  it('岁运并临: found exactly in the years whose pillar is the luck pillar in force', () => {
    let found = 0
    for (let y = birthYear; y <= birthYear + 100; y++) {
      const o = outlookOf(chart, y)
      const lucks = [o.luck?.inForce?.ganzhi, o.luck?.change?.to?.ganzhi].filter(Boolean)
      const has = o.conditions.some((c) => c.condition.code === 'year-luck-convergence')
      expect({ y, has }).toEqual({ y, has: lucks.includes(o.pillar.ganzhi) })
      if (has) found++
    }
    expect(found).toBeGreaterThan(0)
  })

  it('no condition when none holds', () => {
    // 辛巳 against 庚午 辛巳 庚辰 癸未: 伏吟 on the month pillar only.
    const found = conditions(outlookOf(chart, yearOfCycle(chart.chart.pillars.month.ganzhi)))
    expect(found).toEqual(['fu-yin:month'])
  })
})

describe('luck pillars on the exact clock', () => {
  it('a year that straddles a change of luck pillar gives both, with the change ten calendar years after the start', () => {
    const random = seededRandom(7)
    let straddles = 0
    let monthsOnTheNext = 0
    for (let i = 0; i < 40 && straddles < 5; i++) {
      const date = `${1950 + Math.floor(random() * 60)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`
      const chart = chartOf(date, '10:00', PLACES[0], random() < 0.5 ? 'male' : 'female')
      const start = chart.luck!.start
      const first = chart.luck!.pillars
      const changeYear = Number(start.utc!.slice(0, 4)) + 10
      // The Bazi year holding the second pillar's start instant.
      const at = `${changeYear}${start.utc!.slice(4)}`
      const o = [outlookOf(chart, changeYear - 1), outlookOf(chart, changeYear)].find((x) => x.start.utc <= at && at < x.end.utc)!
      expect(o.luck!.change).not.toBeNull()
      expect(o.luck!.change!.utc).toBe(at)
      expect(o.luck!.change!.from!.ganzhi).toBe(first[0].ganzhi)
      expect(o.luck!.change!.to!.ganzhi).toBe(first[1].ganzhi)
      expect(o.luck!.inForce!.ganzhi).toBe(first[0].ganzhi)
      // Each month is read against the luck pillar in force when it begins: the first before the change, the second from it.
      for (const m of o.months) expect(m.luck).toBe(m.start.utc < at ? first[0].ganzhi : first[1].ganzhi)
      monthsOnTheNext += o.months.filter((m) => m.start.utc >= at).length
      straddles++
    }
    // Across the five years some months begin after the change, so both sides of it were checked.
    expect(monthsOnTheNext).toBeGreaterThan(0)
    expect(straddles).toBe(5)
  })

  it('before the first luck pillar none is in force; the first start is the change', () => {
    const chart = chartOf('2000-06-15', '10:00', PLACES[0], 'male')
    const startUtc = chart.luck!.start.utc!
    const y = Number(startUtc.slice(0, 4))
    const o = [outlookOf(chart, y - 1), outlookOf(chart, y)].find((x) => x.start.utc <= startUtc && startUtc < x.end.utc)!
    expect(o.luck!.inForce).toBeNull()
    expect(o.luck!.change!.from).toBeNull()
    expect(o.luck!.change!.to!.ganzhi).toBe(chart.luck!.pillars[0].ganzhi)
  })
})

describe('the day pillar the chart decides', () => {
  it('follows the 子时 rule: 23:30 is the next day under next-day, the same day under same-day', () => {
    const next = chartOf('1988-08-02', '23:30', PLACES[0], 'male', 'next-day', false)
    const same = chartOf('1988-08-02', '23:30', PLACES[0], 'male', 'same-day', false)
    expect([next.chart.pillars.day.ganzhi, same.chart.pillars.day.ganzhi]).toEqual(['庚寅', '己丑'])
    for (const chart of [next, same]) {
      const o = outlookOf(chart, 2026)
      expect(o.taiSui.pillars.find((p) => p.pillar === 'day')!.branch).toBe(chart.chart.pillars.day.ganzhi[1])
    }
    // 庚寅 against 2026 丙午: 寅午 half three harmony; 己丑 against 丙午: 丑午 harm.
    expect(got(outlookOf(next, 2026).interactions)).toContain('half-combination:day,annual')
    expect(
      outlookOf(same, 2026)
        .taiSui.pillars.find((p) => p.pillar === 'day')!
        .relations.map((r) => r.code),
    ).toEqual(['harms'])
  })

  it('follows true solar time: 00:30 Beijing time at Ürümqi is the previous evening by the sun', () => {
    const solar = chartOf('2000-08-16', '00:30', PLACES[4], 'male', 'next-day', true)
    const civil = chartOf('2000-08-16', '00:30', PLACES[4], 'male', 'next-day', false)
    expect(solar.chart.pillars.day.ganzhi).not.toBe(civil.chart.pillars.day.ganzhi)
    for (const chart of [solar, civil]) {
      const o = outlookOf(chart, 2026)
      expect(o.taiSui.pillars.find((p) => p.pillar === 'day')!.branch).toBe(chart.chart.pillars.day.ganzhi[1])
      expect(o.conditions.filter((c) => c.against === 'day').every((c) => c.ganzhi === chart.chart.pillars.day.ganzhi)).toBe(true)
    }
  })
})
