/**
 * Date selection (择日; the almanac's fields: docs/domain.md, "Almanac"): the days of a range on which the almanac lists the requested activities as
 * suitable (宜) and not as unsuitable (忌), ranked, with each day's auspicious two-hour periods and
 * the activities each period suits.
 *
 * Ranking (transparent points, each reason reported):
 * - day god (值神): a 黄道 (Yellow Path) day +2, a 黑道 day 0 — the 黄道/黑道 distinction is the
 *   almanac's own first test of a day;
 * - duty officer (建除十二值星), by the verse "建满平收黑，除危定执黄，成开皆可用，闭破不相当":
 *   除 危 定 执 成 开 +1, 建 满 平 收 0, 闭 破 −1;
 * - lucky gods (吉神宜趋) present that day, +0.5 each.
 * Ties go to the earlier date.
 *
 * With a person: a day whose branch clashes (六冲, branches six apart: 子午 丑未 寅申 卯酉 辰戌 巳亥)
 * with the person's year or day branch is left out and listed with the branch it clashes with.
 *
 * Hourly 宜/忌: ./hour-activities (the library's table by day and hour pillars), the same tradition as
 * the day's 宜/忌.
 */
import { AppError } from '../errors'
import { SELECTION_REFUSALS } from './refusals'
import type { Locale } from '../types'
import { julianDayNumber, dateOfJulianDayNumber, formatCivilDate, cycleIndexOfName, cycleParts } from '../bazi'
import { activityTerm, dailyAlmanac, parseAlmanacDate, term, type ActivityTerm, type Almanac } from './almanac'
import { SELECTABLE_ACTIVITY_CODES, activityCodeOf, activityZhOf } from './activity-codes'
import { hourActivitiesOf } from './hour-activities'
import { DAY_GODS, DUTY_OFFICERS, SPIRITS, type TermTable } from './term-tables'

const MAX_SELECTION_DAYS = 366

interface Label {
  code: string
  name: string
}

export interface SelectionInput {
  from: string
  to: string
  activities: string[]
  match: 'all' | 'any'
  /** Year and day pillars of the person (from their chart), when a person is given. */
  person: { yearPillar: string; dayPillar: string } | null
  locale: Locale
}

interface SelectedHour {
  ganzhi: string
  start: string
  end: string
  god: Label
  suitable: Label[]
  unsuitable: Label[]
  /** The period's own 宜 lists the requested activities (under `match`) and its 忌 none of them. */
  suitsRequested: boolean
}

interface SelectedDay {
  date: string
  rank: number
  score: number
  dayPillar: string
  /** The requested activities the day suits. */
  activities: Label[]
  reasons: {
    dayGod: Label & { yellowPath: boolean; points: number }
    dutyOfficer: Label & { verdict: 'favourable' | 'neutral' | 'unfavourable'; points: number }
    luckyGods: { gods: Label[]; points: number }
  }
  auspiciousHours: SelectedHour[]
}

interface ExcludedDay {
  date: string
  dayPillar: string
  clashesWith: ('year' | 'day')[]
}

export interface Selection {
  days: SelectedDay[]
  excluded: ExcludedDay[]
  daysChecked: number
}

/**
 * A label's code: its English name in kebab-case (as before the locales grew). The names come from the
 * almanac's term tables, a bounded set, so each is cut once and kept, not by regular expression on
 * every request.
 */
const codes = new Map<string, string>()
const slug = (english: string): string => {
  let code = codes.get(english)
  if (code === undefined) {
    code = english
      .toLowerCase()
      .replace(/'s\b/g, 's')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    codes.set(english, code)
  }
  return code
}
/** A label: its code from the English name, its name in the locale. */
const labelOf = (table: TermTable, zh: string, locale: Locale): Label => {
  const t = term(table, zh, locale)
  return { code: slug(t.en), name: t.name }
}
const activityLabel = (t: ActivityTerm): Label => ({ code: t.code, name: t.name })

const OFFICER_POINTS: Record<string, number> = { 除: 1, 危: 1, 定: 1, 执: 1, 成: 1, 开: 1, 建: 0, 满: 0, 平: 0, 收: 0, 闭: -1, 破: -1 }
const YELLOW_PATH_POINTS = 2
const LUCKY_GOD_POINTS = 0.5

/** Branches six apart clash (六冲). */
const clashes = (a: number, b: number) => (a - b + 12) % 12 === 6

/** Validates the activity codes; unknown codes are a 400 listing every valid one. */
export function activityZhList(codes: string[], locale: Locale): string[] {
  const unknown = codes.filter((c) => activityZhOf(c) === undefined)
  if (unknown.length) {
    throw new AppError(
      'INVALID_REQUEST',
      SELECTION_REFUSALS.text(locale, 'unknown', { codes: unknown.join(', '), s: unknown.length > 1 ? 's' : '' }),
      {
        field: 'activities',
        unknown,
        validCodes: SELECTABLE_ACTIVITY_CODES,
      },
    )
  }
  return codes.map((c) => activityZhOf(c)!)
}

function hoursOf(almanac: Almanac, wanted: Set<string>, match: 'all' | 'any', locale: Locale): SelectedHour[] {
  const dayGz = almanac.day_pillar.ganzhi
  return almanac.hours
    .filter((h) => h.auspicious)
    .map((h) => {
      const { suitable, unsuitable } = hourActivitiesOf(dayGz, h.ganzhi, locale)
      const yes = new Set(suitable.map((t) => t.zh))
      const no = new Set(unsuitable.map((t) => t.zh))
      const listed = [...wanted].filter((zh) => yes.has(zh))
      const suits = (match === 'all' ? listed.length === wanted.size : listed.length > 0) && ![...wanted].some((zh) => no.has(zh))
      return {
        ganzhi: h.ganzhi,
        start: h.start,
        end: h.end,
        god: { code: slug(h.god.en), name: h.god.name },
        suitable: suitable.map(activityLabel),
        unsuitable: unsuitable.map(activityLabel),
        suitsRequested: suits,
      }
    })
}

export function selectDays(input: SelectionInput): Selection {
  const { locale } = input
  const from = parseAlmanacDate(input.from, 'from', locale)
  const to = parseAlmanacDate(input.to, 'to', locale)
  const first = julianDayNumber(from.year, from.month, from.day)
  const last = julianDayNumber(to.year, to.month, to.day)
  if (last < first) {
    throw new AppError('INVALID_REQUEST', SELECTION_REFUSALS.text(locale, 'reversed', { from: input.from, to: input.to }), { field: 'to' })
  }
  if (last - first + 1 > MAX_SELECTION_DAYS) {
    const days = last - first + 1
    throw new AppError('INVALID_REQUEST', SELECTION_REFUSALS.text(locale, 'tooLong', { days, max: MAX_SELECTION_DAYS }), {
      field: 'to',
      days,
      maxDays: MAX_SELECTION_DAYS,
    })
  }
  const wanted = new Set(activityZhList(input.activities, locale))
  const personBranches = input.person
    ? {
        year: cycleParts(cycleIndexOfName(input.person.yearPillar)!).branch,
        day: cycleParts(cycleIndexOfName(input.person.dayPillar)!).branch,
      }
    : null

  const days: Omit<SelectedDay, 'rank'>[] = []
  const excluded: ExcludedDay[] = []
  for (let jdn = first; jdn <= last; jdn++) {
    const date = formatCivilDate(dateOfJulianDayNumber(jdn))
    const almanac = dailyAlmanac(date, locale)
    const yes = new Set(almanac.activities.suitable.map((t) => t.zh))
    const no = almanac.activities.unsuitable.map((t) => t.zh)
    const listed = [...wanted].filter((zh) => yes.has(zh))
    const ok = (input.match === 'all' ? listed.length === wanted.size : listed.length > 0) && !no.some((zh) => wanted.has(zh))
    if (!ok) continue
    const dayPillar = almanac.day_pillar.ganzhi
    if (personBranches) {
      const branch = cycleParts(cycleIndexOfName(dayPillar)!).branch
      const clashesWith: ('year' | 'day')[] = []
      if (clashes(branch, personBranches.year)) clashesWith.push('year')
      if (clashes(branch, personBranches.day)) clashesWith.push('day')
      if (clashesWith.length) {
        excluded.push({ date, dayPillar, clashesWith })
        continue
      }
    }
    const godZh = almanac.day_god.zh
    const yellow = almanac.day_god.auspicious
    const officerZh = almanac.duty_officer.zh
    const officerPoints = OFFICER_POINTS[officerZh] ?? 0
    const gods = almanac.lucky_gods.map((g) => labelOf(SPIRITS, g.zh, locale))
    const reasons: SelectedDay['reasons'] = {
      dayGod: { ...labelOf(DAY_GODS, godZh, locale), yellowPath: yellow, points: yellow ? YELLOW_PATH_POINTS : 0 },
      dutyOfficer: {
        ...labelOf(DUTY_OFFICERS, officerZh, locale),
        verdict: officerPoints > 0 ? 'favourable' : officerPoints < 0 ? 'unfavourable' : 'neutral',
        points: officerPoints,
      },
      luckyGods: { gods, points: gods.length * LUCKY_GOD_POINTS },
    }
    days.push({
      date,
      score: reasons.dayGod.points + reasons.dutyOfficer.points + reasons.luckyGods.points,
      dayPillar,
      activities: listed.map((zh) => ({ code: activityCodeOf(zh), name: activityTerm(zh, locale).name })),
      reasons,
      auspiciousHours: hoursOf(almanac, wanted, input.match, locale),
    })
  }
  days.sort((a, b) => b.score - a.score || (a.date < b.date ? -1 : 1))
  return { days: days.map((d, i) => ({ rank: i + 1, ...d })), excluded, daysChecked: last - first + 1 }
}
