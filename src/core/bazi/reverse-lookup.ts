/**
 * Reverse lookup (八字反查): every window of civil time at a place in which a birth gets exactly the
 * given pillars, under the chart's own conventions (true solar time or the civil clock, the chosen
 * 子时 rule, jie instants in UTC, historical offsets: docs/domain.md, "Pillars from the birth instant"
 * and "The 子 hour (23:00) schools").
 *
 * Search: the year pillar fixes the Bazi year modulo 60 and the month pillar's branch its month
 * (寅 = the month from 立春 …), so over 1800–2200 there are at most seven month spans [jie, next jie).
 * Inside a span (~30 days) the day pillar occurs at most once (it repeats every 60 days); the
 * windows are then cut from the few days around it by `pillarWindows` and filtered. A 200-year
 * search touches a handful of days, not 73,000.
 *
 * Impossible combinations are refused before searching, naming the rule:
 * - 五虎遁 (Five Tigers, 《三命通会》): the 寅-month stem of a 甲/己 year is 丙, of 乙/庚 戊, of 丙/辛
 *   庚, of 丁/壬 壬, of 戊/癸 甲; the later months follow in order;
 * - 五鼠遁 (Five Rats): the 子-hour stem of a 甲/己 day is 甲, of 乙/庚 丙 …; the hour stem always
 *   comes from the day the 子 hour opens (calendar.ts), so under `same-day` a 子 hour may also carry
 *   the next day's stem (the 23:00-24:00 late 子 hour, 夜子时), never under `next-day`.
 */
import { AppError } from '../errors'
import type { Locale, ZiHourRule } from '../types'
import { termInstant, jieAfter, SOLAR_TERM_RANGE } from '../time/solar-terms'
import { wallToMs, zonedWallToUtc } from '../time/offsets'
import type { PlaceClock } from '../time/place-clock'
import { dayCycleOfJdn, hourStemOf } from './calendar'
import { SIXTY_CYCLE, branchName, cycleIndexOf, cycleIndexOfName, cycleParts, stemName } from './ganzhi'
import { fill, sentence } from '../sentence'
import { pillarWindows, type Boundary, type DrivingContext, type KeyField, type PillarWindow } from './pillar-windows'

export const REVERSE_DEFAULT_FROM_YEAR = 1900
export const REVERSE_DEFAULT_TO_YEAR = 2100

export interface ReversePillars {
  year: string
  month: string
  day: string
  hour?: string
}

export interface ReverseInput {
  pillars: ReversePillars
  place: PlaceClock
  trueSolarTime: boolean
  ziHour: ZiHourRule
  fromYear: number
  toYear: number
  locale: Locale
}

const DAY_MS = 86_400_000
const UNIX_EPOCH_JDN = 2440588
// The refusals in every locale (ja, ko, vi written for this service; zh-TW/zh-HK from zh, `../sentence`).
const NOT_A_PAIR = sentence({
  en: 'pillars.{field} "{value}" is not one of the sixty stem-branch pairs (甲子 … 癸亥); a yang stem pairs only with a yang branch.',
  zh: 'pillars.{field}“{value}”不是六十甲子之一（阳干配阳支，阴干配阴支）。',
  ja: 'pillars.{field}「{value}」は六十干支のいずれでもありません（陽干は陽支とだけ、陰干は陰支とだけ組みます）。',
  ko: 'pillars.{field} "{value}"은(는) 육십갑자가 아닙니다(양간은 양지와만, 음간은 음지와만 짝을 이룹니다).',
  vi: 'pillars.{field} "{value}" không thuộc sáu mươi hoa giáp (甲子 … 癸亥); can dương chỉ đi với chi dương.',
})
const FIVE_TIGERS = sentence({
  en: "Impossible pillars: by the Five Tigers rule (wu hu dun) a {stem} year's {branch} month is {expected}, not {given}.",
  zh: '四柱不成立：按五虎遁，{stem}年的{branch}月为{expected}，不是{given}。',
  ja: '成り立たない四柱です。五虎遁により、{stem}年の{branch}月は{expected}であり、{given}ではありません。',
  ko: '성립하지 않는 사주입니다. 오호둔에 따라 {stem}년의 {branch}월은 {expected}이며 {given}이 아닙니다.',
  vi: 'Tứ trụ không hợp lệ: theo phép Ngũ Hổ Độn, tháng {branch} của năm {stem} là {expected}, không phải {given}.',
})
const FIVE_RATS = sentence({
  en: "Impossible pillars: by the Five Rats rule (wu shu dun), under the {rule} 23:00 rule, a {day} day's {branch} hour is {names}, not {given}.",
  zh: '四柱不成立：按五鼠遁（子时规则 {rule}），{day}日的{branch}时为{names}，不是{given}。',
  ja: '成り立たない四柱です。五鼠遁により（子の刻の規則 {rule}）、{day}日の{branch}の刻は{names}であり、{given}ではありません。',
  ko: '성립하지 않는 사주입니다. 오서둔에 따라(자시 규칙 {rule}) {day}일의 {branch}시는 {names}이며 {given}이 아닙니다.',
  vi: 'Tứ trụ không hợp lệ: theo phép Ngũ Thử Độn (quy tắc giờ Tý {rule}), giờ {branch} của ngày {day} là {names}, không phải {given}.',
})
const OR = sentence({ en: ' or ', zh: '或', ja: 'または', ko: ' 또는 ', vi: ' hoặc ' })
const NEEDS_PLACE = sentence({
  en: 'A reverse lookup needs a place: send a city, coordinates, or a timezone offset.',
  zh: '反查需要地点：请提供城市、经纬度或时区偏移。',
  ja: '逆引きには場所が必要です。都市名、緯度・経度、またはタイムゾーンのオフセットを送ってください。',
  ko: '역추적에는 장소가 필요합니다. 도시, 위도·경도 또는 시간대 오프셋을 보내 주세요.',
  vi: 'Tra ngược cần nơi chốn: hãy gửi thành phố, tọa độ hoặc độ lệch múi giờ.',
})
const YEARS_REVERSED = sentence({
  en: 'fromYear ({from}) is after toYear ({to}).',
  zh: 'fromYear（{from}）晚于 toYear（{to}）。',
  ja: 'fromYear（{from}）が toYear（{to}）より後です。',
  ko: 'fromYear({from})가 toYear({to})보다 뒤입니다.',
  vi: 'fromYear ({from}) lớn hơn toYear ({to}).',
})

function cycleOf(field: keyof ReversePillars, value: string, locale: Locale): number {
  const cycle = cycleIndexOfName(value)
  if (cycle === undefined) {
    throw new AppError('INVALID_REQUEST', fill(NOT_A_PAIR.in(locale), { field, value }), { field: `pillars.${field}` })
  }
  return cycle
}

/** Month index 0..11 (0 = 寅) of a branch. */
const monthIndexOfBranch = (branch: number) => (branch + 10) % 12

/** 五虎遁: the month pillar of month index m (0 = 寅) in a year with stem `yearStem`. */
const fiveTigersMonth = (yearStem: number, monthIndex: number): number => {
  const branch = (monthIndex + 2) % 12
  return cycleIndexOf((2 * yearStem + 2 + monthIndex) % 10, branch)
}

/** The hour pillars a day pillar admits for a branch under the rule (one, or two for 子 under `same-day`). */
const admissibleHours = (dayCycle: number, branch: number, ziHour: ZiHourRule): number[] => {
  const dayStem = dayCycle % 10
  const own = cycleIndexOf(hourStemOf(dayStem, branch), branch)
  if (branch === 0 && ziHour === 'same-day') return [own, cycleIndexOf(hourStemOf((dayStem + 1) % 10, branch), branch)]
  return [own]
}

/** Checks the combination; returns the cycles. Throws INVALID_REQUEST naming the rule that fails. */
function checkPillars(pillars: ReversePillars, ziHour: ZiHourRule, locale: Locale) {
  const year = cycleOf('year', pillars.year, locale)
  const month = cycleOf('month', pillars.month, locale)
  const day = cycleOf('day', pillars.day, locale)
  const hour = pillars.hour !== undefined ? cycleOf('hour', pillars.hour, locale) : null
  const yearStem = cycleParts(year).stem
  const monthIndex = monthIndexOfBranch(cycleParts(month).branch)
  const expectedMonth = fiveTigersMonth(yearStem, monthIndex)
  if (expectedMonth !== month) {
    throw new AppError(
      'INVALID_REQUEST',
      fill(FIVE_TIGERS.in(locale), {
        stem: stemName(yearStem, locale),
        branch: branchName(cycleParts(month).branch, locale),
        expected: SIXTY_CYCLE[expectedMonth],
        given: pillars.month,
      }),
      { rule: 'five-tigers', field: 'pillars.month', expected: SIXTY_CYCLE[expectedMonth] },
    )
  }
  if (hour !== null) {
    const branch = cycleParts(hour).branch
    const allowed = admissibleHours(day, branch, ziHour)
    if (!allowed.includes(hour)) {
      const names = allowed.map((c) => SIXTY_CYCLE[c])
      throw new AppError(
        'INVALID_REQUEST',
        fill(FIVE_RATS.in(locale), {
          rule: ziHour,
          day: pillars.day,
          branch: branchName(branch, locale),
          names: names.join(OR.in(locale)),
          given: String(pillars.hour),
        }),
        { rule: 'five-rats', field: 'pillars.hour', ziHour, expected: names },
      )
    }
  }
  return { year, month, day, hour, monthIndex }
}

/** The instant of local civil 00:00 on 1 January of `year` at the place. */
function yearStartUtc(place: PlaceClock, year: number): number {
  if (place.fixedOffsetSeconds !== null)
    return wallToMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }) - place.fixedOffsetSeconds * 1000
  return zonedWallToUtc({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, place.zone!).utcMs
}

const RANGE: Boundary = { kind: 'range' }

/** Every window, in time order. */
export function reverseLookup(input: ReverseInput): { windows: PillarWindow[]; clockIsTrueSolar: boolean } {
  const { place, ziHour, locale } = input
  if (!place.hasOffset) {
    throw new AppError('INVALID_REQUEST', NEEDS_PLACE.in(locale), { field: 'city' })
  }
  if (input.fromYear > input.toYear) {
    throw new AppError('INVALID_REQUEST', fill(YEARS_REVERSED.in(locale), { from: input.fromYear, to: input.toYear }), {
      field: 'fromYear',
    })
  }
  const target = checkPillars(input.pillars, ziHour, locale)
  const ctx: DrivingContext = { place, trueSolarTime: input.trueSolarTime, ziHour }
  const rangeStart = Math.max(yearStartUtc(place, input.fromYear), SOLAR_TERM_RANGE.tableStartMs)
  const rangeEnd =
    input.toYear + 1 > SOLAR_TERM_RANGE.lastYear
      ? Math.min(yearStartUtc(place, input.toYear + 1), SOLAR_TERM_RANGE.tableEndMs)
      : yearStartUtc(place, input.toYear + 1)
  const fields: KeyField[] = target.hour === null ? ['year', 'month', 'day', 'offset'] : ['year', 'month', 'day', 'hour', 'offset']

  const windows: PillarWindow[] = []
  // Bazi years with this year pillar whose month can touch the civil range.
  const firstBaziYear = input.fromYear - 1
  const firstCycle = (((firstBaziYear - 4) % 60) + 60) % 60
  const firstMatch = firstBaziYear + ((((target.year - firstCycle) % 60) + 60) % 60)
  for (let y = firstMatch; y <= input.toYear; y += 60) {
    // The month's jie: index 2m, in Gregorian year y (小寒, m = 11, falls in January of y + 1).
    const gregorian = target.monthIndex === 11 ? y + 1 : y
    if (gregorian < SOLAR_TERM_RANGE.firstYear || gregorian > SOLAR_TERM_RANGE.lastYear) continue
    const startJie = termInstant(gregorian, target.monthIndex * 2)
    const endJie = jieAfter(startJie.utcMs)
    const spanStart = Math.max(startJie.utcMs, rangeStart)
    const spanEnd = Math.min(endJie.utcMs, rangeEnd)
    if (spanEnd <= spanStart) continue
    // Civil dates carrying the day pillar near the span (any driving-clock date lies within a day of the UTC date).
    const jdnFrom = Math.floor(spanStart / DAY_MS) + UNIX_EPOCH_JDN - 2
    const jdnTo = Math.floor(spanEnd / DAY_MS) + UNIX_EPOCH_JDN + 2
    for (let jdn = jdnFrom; jdn <= jdnTo; jdn++) {
      if (dayCycleOfJdn(jdn) !== target.day) continue
      const dayUtc = (jdn - UNIX_EPOCH_JDN) * DAY_MS
      const a = Math.max(spanStart, dayUtc - 2 * DAY_MS)
      const b = Math.min(spanEnd, dayUtc + 3 * DAY_MS)
      const edge = (ms: number, jieMs: number, jie: typeof startJie): Boundary => (ms === jieMs ? { kind: 'solar-term', term: jie } : RANGE)
      for (const w of pillarWindows(ctx, a, b, fields, edge(a, startJie.utcMs, startJie), edge(b, endJie.utcMs, endJie))) {
        const s = w.sample
        if (
          s.yearCycle === target.year &&
          s.monthCycle === target.month &&
          s.dayCycle === target.day &&
          (target.hour === null || s.hourCycle === target.hour)
        )
          windows.push(w)
      }
    }
  }
  windows.sort((p, q) => p.startMs - q.startMs)
  return { windows, clockIsTrueSolar: input.trueSolarTime && place.longitude !== null }
}
