/**
 * The yearly outlook (流年) of a chart: the Bazi year from 立春 to 立春 and its twelve 节 months on the
 * service's own solar-term instants, read against the natal pillars and the luck pillar in force
 * (docs/domain.md, "Yearly outlook"). Pure: the chart's essentials come in computed
 * (`calculateChartEssentials`), the place's clock as a function; nothing here reads the clock.
 *
 * - Year pillar: (year − 4) mod 60, in force from 立春 of `year` to 立春 of `year + 1`
 *   (docs/domain.md, "Year boundary: 立春"); month pillars by 五虎遁 from the year stem, each from its
 *   节 to the next (`yearMonthFromJie`, the chart's own arithmetic).
 * - 太岁: the year's branch against each natal branch (值, 六冲, 刑 with its set, 六害, 破), each natal
 *   pillar read as its palace of life.
 * - Interactions and named conditions against the natal pillars and the luck pillar; the 岁君 god on
 *   the natal year branch; the year's stars by the chart's rules; favour or strain by the chart's
 *   favourable elements.
 */
import {
  BRANCHES,
  LABELS,
  SIXTY_CYCLE,
  STEMS,
  branchPairCodes,
  buildPillar,
  controls,
  disasterShaFrom,
  glossary,
  punishmentSetOf,
  interactionsOfSubject,
  starsOnOuterPillar,
  stemsClash,
  tenGodOf,
  yearMonthFromJie,
  type ChartEssentials,
  type Element,
  type InteractionBuilder,
  type InteractionCode,
  type PillarMember,
  type PillarPosition,
  type Term,
} from '../bazi'
import type { Locale } from '../types'
import { formatInstant } from '../time/place-clock'
import { jieAfter, termInstant } from '../time/solar-terms'
import { solarTermName } from '../time/solar-term-names'
import type { SolarTermInstant } from '../time/types'
import {
  BALANCE_VERDICTS,
  CONDITIONS,
  DISASTER_SHA,
  LIFE_PALACES,
  PUNISHMENT_SETS,
  TAI_SUI_RELATIONS,
  TIME_PILLARS,
  YEAR_GODS,
  YEAR_GOD_ORDER,
  type ConditionCode,
  type LifePalaceCode,
  type TaiSuiRelationCode,
} from './glossary'
import { luckOfYear, luckPillarAt, luckTimelineOf, type LuckPillarRef, type LuckTimeline } from './luck'
import { balanceReason, monthBalanceReason, outlookNotes } from './texts'

/**
 * The outlook's terms, one object per entry and locale, built on first use and shared by every
 * answer (the REST presenter shapes a shared part once: src/presenters/rest-shape.ts).
 */
const SHARED_TERMS = new WeakMap<object, Partial<Record<Locale, Term>>>()
const term = (entry: Parameters<typeof glossary.term>[0], locale: Locale): Term => {
  let byLocale = SHARED_TERMS.get(entry)
  if (!byLocale) SHARED_TERMS.set(entry, (byLocale = {}))
  return (byLocale[locale] ??= glossary.term(entry, locale))
}

/** The members an interaction of the outlook names: the natal pillars, the luck pillar(s), the year and the month. */
export type OutlookMember = PillarPosition | 'luck' | 'nextLuck' | 'annual' | 'monthly'
/** A pillar the outlook reads, by the member it is and its place in the sixty. */
type TimeMember = { label: OutlookMember; cycle: number }

export interface YearlyQuery {
  chart: ChartEssentials
  /** The Bazi year, 1800..2200 (the caller has refused a year before the birth year). */
  year: number
  locale: Locale
  /** Seconds east of UTC at the birth place at an instant; null when the place keeps no known clock. */
  offsetAt: ((utcMs: number) => number) | null
  /** What names `offsetAt` (its zone or fixed offset): the year's boundaries are kept per year, clock and locale. */
  clockKey: string | null
}

/** A natal pillar as the outlook reads it. */
interface Natal {
  position: PillarPosition
  cycle: number
  stem: number
  branch: number
}

const PALACE_OF: Record<PillarPosition, LifePalaceCode> = {
  year: 'family',
  month: 'parents-work',
  day: 'spouse-self',
  hour: 'children-plans',
}
/** Named conditions say the day pillar first (the self), then the others in chart order. */
const CONDITION_ORDER: readonly PillarPosition[] = ['day', 'year', 'month', 'hour']

const natalOf = (chart: ChartEssentials): Natal[] => {
  const p = chart.chart.pillars
  return [p.year, p.month, p.day, p.hour].flatMap((view) =>
    view ? [{ position: view.position, cycle: view.cycle, stem: view.cycle % 10, branch: view.cycle % 12 }] : [],
  )
}

/** An instant to the second, in UTC and at the place. */
const instantAt = (utcMs: number, offsetAt: YearlyQuery['offsetAt']) => formatInstant(utcMs, offsetAt ? offsetAt(utcMs) : null)

const boundaryView = (jie: SolarTermInstant, q: YearlyQuery) => ({
  term: { index: jie.index, zh: jie.nameZh, en: jie.nameEn, name: solarTermName(jie.index, q.locale) },
  ...instantAt(jie.utcMs, q.offsetAt),
})

/** The 太岁 relations of the year's branch with one natal branch (by the chart's interaction tables). */
function taiSuiRelations(natalBranch: number, yearBranch: number, locale: Locale) {
  const relations: (Term & { punishment?: Term })[] = []
  const add = (code: TaiSuiRelationCode, punishment?: Term) =>
    relations.push(punishment ? { ...term(TAI_SUI_RELATIONS[code], locale), punishment } : term(TAI_SUI_RELATIONS[code], locale))
  if (natalBranch === yearBranch) add('meets')
  for (const code of branchPairCodes(natalBranch, yearBranch)) {
    if (code === 'six-clash') add('clashes')
    else if (code === 'punishment' || code === 'self-punishment')
      add('punishes', term(PUNISHMENT_SETS[punishmentSetOf(natalBranch, yearBranch)!], locale))
    else if (code === 'harm') add('harms')
    else if (code === 'destruction') add('breaks')
  }
  return relations
}

/** Named conditions of a pillar of time (`cycle`) against the natal pillars (in `CONDITION_ORDER`) and the luck pillars. */
function conditionsOf(cycle: number, natal: readonly Natal[], lucks: readonly TimeMember[], locale: Locale) {
  const out: { condition: Term; against: OutlookMember; ganzhi: string }[] = []
  const push = (code: ConditionCode, against: OutlookMember, c: number) =>
    out.push({ condition: term(CONDITIONS[code], locale), against, ganzhi: SIXTY_CYCLE[c] })
  for (const luck of lucks) if (luck.cycle === cycle) push('year-luck-convergence', luck.label, luck.cycle)
  const stem = cycle % 10
  const branch = cycle % 12
  for (const p of natal) {
    const position = p.position
    if (p.cycle === cycle) push('fu-yin', position, p.cycle)
    if ((p.branch - branch + 12) % 12 !== 6) continue
    // Both branches clash; 反吟 when the stems clash too (甲庚 乙辛 丙壬 丁癸), 天克地冲 when one stem controls the other
    // (docs/domain.md, "Yearly outlook": interactions and named conditions).
    if (stemsClash(stem, p.stem)) push('fan-yin', position, p.cycle)
    const a = STEMS[stem].element
    const b = STEMS[p.stem].element
    if (controls(a) === b || controls(b) === a) push('heaven-strikes-earth-clashes', position, p.cycle)
  }
  return out
}

/**
 * An interaction as the outlook states it: its code, members, characters and element. Its name is
 * said once per answer by its code (`interactionName`), not in each of the year's and months' some
 * seventy interactions.
 */
export interface OutlookInteraction {
  code: InteractionCode
  members: OutlookMember[]
  characters: string
  element?: Element
}

/** The detectors' builder for the outlook: an interaction between two luck pillars (one ending, one starting) is not one. */
const outlookInteraction: InteractionBuilder<OutlookMember, OutlookInteraction> = (code, members, characters, element) =>
  members.includes('luck') && members.includes('nextLuck')
    ? null
    : element === undefined
      ? { code, members, characters }
      : { code, members, characters, element }

/** The pillars a subject (the year or a month) is read against, as the detectors take them. */
type Counterparts = readonly PillarMember<OutlookMember>[]
const counterpartsOf = (members: readonly TimeMember[]): Counterparts =>
  members.map((m) => ({ label: m.label, stem: m.cycle % 10, branch: m.cycle % 12 }))

/** Interactions of `subject` (the year or a month, pillar `cycle`) with its counterparts. */
const interactionsOf = (subject: OutlookMember, cycle: number, counterparts: Counterparts): OutlookInteraction[] =>
  interactionsOfSubject(counterparts, { label: subject, stem: cycle % 10, branch: cycle % 12 }, outlookInteraction)

/** An interaction's name in `locale`. */
export const interactionName = (code: InteractionCode, locale: Locale): string => glossary.INTERACTIONS[code].names[locale]

type BalanceVerdict = 'favours' | 'mixed' | 'strains'
const VERDICT_ORDER: readonly BalanceVerdict[] = ['favours', 'mixed', 'strains']

/** Whether a pillar's stem and branch elements are among the chart's favourable elements, and the verdict. */
function favourOf(cycle: number, chart: ChartEssentials) {
  const favourable = chart.chart.strength.favourableElements
  const stemFavourable = favourable.includes(STEMS[cycle % 10].element)
  const branchFavourable = favourable.includes(BRANCHES[cycle % 12].element)
  const verdict: BalanceVerdict =
    stemFavourable && branchFavourable ? 'favours' : !stemFavourable && !branchFavourable ? 'strains' : 'mixed'
  return { verdict, stemFavourable, branchFavourable }
}

/** Whether the year's elements favour or strain the chart, with the chart's own figures. */
function balanceOf(cycle: number, chart: ChartEssentials, locale: Locale) {
  const { verdict, stemFavourable, branchFavourable } = favourOf(cycle, chart)
  return {
    verdict: term(BALANCE_VERDICTS[verdict], locale),
    stem: { char: STEMS[cycle % 10].zh, favourable: stemFavourable },
    branch: { char: BRANCHES[cycle % 12].zh, favourable: branchFavourable },
    reason: balanceReason({ chart, stem: cycle % 10, branch: cycle % 12, stemFavourable, branchFavourable }, locale),
  }
}

/**
 * The months' verdicts said once each (those that occur, favours, mixed, strains), with their reason:
 * a month's reason names only the chart's favourable elements, the same for every month of a verdict.
 */
function monthVerdictsOf(months: readonly { balance: { verdict: BalanceVerdict } }[], chart: ChartEssentials, locale: Locale) {
  return VERDICT_ORDER.filter((v) => months.some((m) => m.balance.verdict === v)).map((v) => ({
    verdict: term(BALANCE_VERDICTS[v], locale),
    reason: monthBalanceReason(chart, v, locale),
  }))
}

const luckRefView = (ref: LuckPillarRef | null) =>
  ref && {
    index: ref.index,
    ganzhi: ref.ganzhi,
    tenGod: ref.tenGod,
    startYear: ref.startYear,
    endYear: ref.endYear,
    startAge: ref.startAge,
    endAge: ref.endAge,
  }

/** What every month of one outlook reads: the query, the natal pillars, the year and the luck pillars in force. */
interface OutlookContext {
  q: YearlyQuery
  natalMembers: TimeMember[]
  /** The natal pillars in the order named conditions say them (`CONDITION_ORDER`). */
  natalInConditionOrder: Natal[]
  dayMasterStem: number
  annual: TimeMember
  /** The luck pillar in force at an instant of the year (at most one change a year: a pillar lasts ten). */
  monthLuck: (utcMs: number) => LuckPillarRef | null
  /** A month's counterparts (the natal pillars, its luck pillar, the year) by its luck pillar's cycle: one or two sets a year. */
  monthCounterparts: Map<number, Counterparts>
}

/** One month (流月) from its 节 to the next: its pillar, boundaries, luck pillar, interactions, conditions and balance. */
function monthOutlook(c: OutlookContext, jie: SolarTermInstant, bounds: Boundaries, index: number) {
  const { q, dayMasterStem } = c
  const month = yearMonthFromJie(jie)
  // The luck pillar in force when the month begins (a month is read against one luck pillar).
  const luck = c.monthLuck(jie.utcMs)
  const lucks: TimeMember[] = luck ? [{ label: 'luck', cycle: luck.cycle }] : []
  let counterparts = c.monthCounterparts.get(luck?.cycle ?? -1)
  if (!counterparts) c.monthCounterparts.set(luck?.cycle ?? -1, (counterparts = counterpartsOf([...c.natalMembers, ...lucks, c.annual])))
  return {
    index,
    ganzhi: SIXTY_CYCLE[month.monthCycle],
    tenGod: LABELS[q.locale].tenGod[tenGodOf(dayMasterStem, month.monthCycle % 10)],
    start: bounds[index - 1],
    luck: luck ? luck.ganzhi : null,
    interactions: interactionsOf('monthly', month.monthCycle, counterparts),
    conditions: conditionsOf(month.monthCycle, c.natalInConditionOrder, lucks, q.locale),
    // The verdict's name and reason are said once for all months (`monthVerdicts`).
    balance: favourOf(month.monthCycle, c.q.chart),
  }
}

type Boundaries = ReturnType<typeof boundaryView>[]

/** Boundaries kept per year, clock and locale (shared, never changed), at most 1,024 sets (a few MB with their REST shapes). */
const BOUNDARIES = new Map<string, Boundaries>()
const BOUNDARIES_KEPT = 1024

function boundariesOf(q: YearlyQuery, jies: readonly SolarTermInstant[]): Boundaries {
  if (q.clockKey === null && q.offsetAt !== null) return jies.map((jie) => boundaryView(jie, q))
  const key = `${q.year}|${q.clockKey}|${q.locale}`
  let bounds = BOUNDARIES.get(key)
  if (!bounds) {
    if (BOUNDARIES.size >= BOUNDARIES_KEPT) BOUNDARIES.clear()
    BOUNDARIES.set(key, (bounds = jies.map((jie) => boundaryView(jie, q))))
  }
  return bounds
}

/** The 太岁 block: whether the natal year branch is offended, its 岁君 god, and every natal branch by palace. */
function taiSuiOf(natal: Natal[], yearBranch: number, locale: Locale) {
  const natalYear = natal[0]
  const pillars = natal.map((n) => ({
    pillar: n.position,
    branch: BRANCHES[n.branch].zh,
    palace: term(LIFE_PALACES[PALACE_OF[n.position]], locale),
    relations: taiSuiRelations(n.branch, yearBranch, locale),
  }))
  return {
    // 犯太岁: any relation of the year's branch with the natal year branch (the first pillar; docs/domain.md, "Yearly outlook": 太岁).
    offended: pillars[0].relations.length > 0,
    // The twelve are laid out from the year's branch (太岁 on it, 太阳 on the next …); the god on the natal year branch is the person's
    // (docs/domain.md, "Yearly outlook": 岁君).
    yearGod: term(YEAR_GODS[YEAR_GOD_ORDER[(natalYear.branch - yearBranch + 12) % 12]], locale),
    pillars,
  }
}

/** The yearly outlook of `q.chart` for the Bazi year `q.year`. */
export function yearlyOutlook(q: YearlyQuery) {
  const { chart, locale } = q
  const natal = natalOf(chart)
  const jies = monthStarts(q.year)
  const start = jies[0]
  const end = jies[12]
  const cycle = yearMonthFromJie(start).yearCycle
  const luck = luckTimelineOf(chart, locale)
  // The luck pillar in force when the year begins (`luck`) and the one that starts within it (`nextLuck`).
  const luckAtStart = luck && luckPillarAt(luck, start.utcMs)
  const luckAtEnd = luck && luckPillarAt(luck, end.utcMs - 1)
  const changes = luckAtEnd !== null && luckAtEnd.index !== luckAtStart?.index
  const changeMs = changes ? luck!.startMs(luckAtEnd.index) : Infinity
  const lucks: TimeMember[] = []
  if (luckAtStart) lucks.push({ label: 'luck', cycle: luckAtStart.cycle })
  if (changes) lucks.push({ label: 'nextLuck', cycle: luckAtEnd.cycle })
  const c: OutlookContext = {
    q,
    natalMembers: natal.map((n) => ({ label: n.position, cycle: n.cycle })),
    natalInConditionOrder: CONDITION_ORDER.flatMap((position) => natal.filter((n) => n.position === position)),
    dayMasterStem: chart.chart.pillars.day.cycle % 10,
    annual: { label: 'annual', cycle },
    monthLuck: (utcMs) => (utcMs >= changeMs ? luckAtEnd : luckAtStart),
    monthCounterparts: new Map(),
  }
  const view = buildPillar('year', cycle, c.dayMasterStem, [], locale)
  // The thirteen boundaries once: each month ends where the next begins.
  const bounds = boundariesOf(q, jies)
  const months = jies.slice(0, 12).map((jie, i) => monthOutlook(c, jie, bounds, i + 1))
  return {
    year: q.year,
    nominalAge: q.year - birthYearOf(chart) + 1,
    pillar: {
      label: term(TIME_PILLARS.annual, locale),
      ganzhi: view.ganzhi,
      cycle: view.cycle,
      stem: view.stem,
      branch: view.branch,
      nayin: view.nayin,
      growthStage: view.growthStage,
    },
    start: bounds[0],
    end: bounds[12],
    luck: luck ? luckOfYear(luck, start.utcMs, end.utcMs, q.offsetAt, luckRefView) : null,
    taiSui: taiSuiOf(natal, cycle % 12, locale),
    interactions: interactionsOf('annual', cycle, counterpartsOf([...c.natalMembers, ...lucks])),
    conditions: conditionsOf(cycle, c.natalInConditionOrder, lucks, locale),
    stars: yearStars(natal, cycle, locale),
    balance: balanceOf(cycle, chart, locale),
    months,
    monthVerdicts: monthVerdictsOf(months, chart, locale),
    notes: outlookNotes(chart, luck, q.offsetAt !== null, locale),
  }
}

export type YearlyOutlook = ReturnType<typeof yearlyOutlook>

/** The thirteen 节 from 立春 of the year to 立春 of the next: the twelve months' starts and the year's end. */
function monthStarts(year: number): readonly SolarTermInstant[] {
  let jies = MONTH_STARTS.get(year)
  if (!jies) {
    const found = [termInstant(year, 0)]
    for (let i = 0; i < 12; i++) found.push(jieAfter(found[i].utcMs))
    MONTH_STARTS.set(year, (jies = Object.freeze(found)))
  }
  return jies
}
/** Per Bazi year, shared and never changed: at most the 401 years 1800..2200, thirteen instants each. */
const MONTH_STARTS = new Map<number, readonly SolarTermInstant[]>()

/** The civil birth year (nominal ages count from it, as the chart's luck pillars do). */
export const birthYearOf = (chart: ChartEssentials): number => Number(chart.time.civil.slice(0, 4))

/** The stars the year's pillar carries for this chart: the chart's set by its rules, and 灾煞 (《三命通会》; docs/domain.md, "Yearly outlook": stars of the year). */
function yearStars(natal: Natal[], cycle: number, locale: Locale) {
  const shensha = glossary.SHENSHA
  const stars: (Term & { from: PillarPosition; on: 'stem' | 'branch' })[] = starsOnOuterPillar(natal, cycle % 10, cycle % 12).map((h) => ({
    ...term(shensha[h.code], locale),
    from: h.from,
    on: h.on,
  }))
  for (const from of disasterShaFrom(natal, cycle % 12)) stars.push({ ...term(DISASTER_SHA, locale), from, on: 'branch' })
  return stars
}
