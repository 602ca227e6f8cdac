/**
 * Builds the full chart from a `ResolvedMoment` (the output of the time-and-place pipeline). Pure
 * and fast: every pillar comes from integer arithmetic over the sixty cycle (calendar.ts); labels are
 * shared, precomputed objects; the only library call is the memoized lunar month table.
 *
 * Pipeline rule (domain notes §1; issue 4): year and month pillars from the birth instant against the
 * exact jie instants (UTC), day and hour pillars from the driving clock (local true solar time by
 * default, the civil clock on request) with the chosen 23:00 rule.
 */
import { AppError } from '../errors'
import type { Locale, Sex, Warning, ZiHourRule } from '../types'
import type { ResolvedMoment, SolarTermInstant, WallClock } from '../time/types'
import { jieAtOrBefore, jieAfter, jieBetween } from '../time/solar-terms'
import { zoneOffsetHoursAt } from '../time/resolve-moment'
import {
  addMinutesToWall,
  dayCycleOfDate,
  dayHourFromWall,
  formatCivilDate,
  parseCivilDate,
  shiftMonths,
  yearMonthFromJie,
  type YearMonth,
} from './calendar'
import { BRANCHES, ELEMENTS, ELEMENT_INFO, SIXTY_CYCLE, STEMS, cycleParts, type Element } from './ganzhi'
import {
  DAY_MASTER_ENTRY,
  GROWTH_STAGES,
  HIDDEN_STEM_ROLES as ROLE_TERMS,
  LUCK_DIRECTIONS,
  PALACES,
  STRENGTH_VERDICTS,
  TEN_GODS,
  term,
  type GlossaryEntry,
  type TenGodCode,
  type Term,
} from './glossary'
import { HIDDEN_STEMS, HIDDEN_STEM_ROLES, HIDDEN_STEM_WEIGHTS_NAME } from './hidden-stems'
import { growthStageOf, nayinElementOf, nayinOf, xunOf } from './cycle-attributes'
import { tenGodOf } from './ten-gods'
import { branchInteractions, stemInteractions, type Interaction } from './interactions'
import { shenshaOf, SHENSHA_SET_NAME, type PillarPosition, type ShenshaHit } from './shensha'
import { assessStrength, countVisibleElements, weightElements } from './strength'
import { bodyPalace, conceptionBreath, conceptionPalace, lifePalace } from './palaces'
import { lunarDateEn, lunarDateOf, lunarDateZh } from './lunar-date'
import { addSpan, isForward, luckPillars, luckStartSpan } from './luck'

export interface ChartOptions {
  sex?: Sex
  ziHour?: ZiHourRule
  locale?: Locale
  includeDaily?: boolean
  /** YYYY-MM-DD; the day of the daily block. */
  readingDate?: string
  /** YYYY-MM-DD supplied by the operation from its clock when readingDate is absent (the core never reads the clock). */
  today?: string
  /**
   * The caller's clock reading (ms since epoch) when neither readingDate nor today is given: the
   * daily block then uses today's date in the birth place's IANA zone, else in UTC (issue 4).
   */
  nowMs?: number
}

// ---------------------------------------------------------------------------------------------
// Shared label objects (built once per locale; results reference them, JSON serialises copies).

const POLARITY: Record<'yang' | 'yin', GlossaryEntry> = {
  yang: { code: 'yang', zh: '阳', en: 'Yang' },
  yin: { code: 'yin', zh: '阴', en: 'Yin' },
}
const ELEMENT_ENTRY = Object.fromEntries(
  ELEMENTS.map((e) => [e, { code: e, zh: ELEMENT_INFO[e].zh, en: ELEMENT_INFO[e].en }]),
) as Record<Element, GlossaryEntry>

interface LocaleLabels {
  element: Record<Element, Term>
  polarity: Record<'yang' | 'yin', Term>
  tenGod: Record<TenGodCode, Term>
  dayMaster: Term
}
const LABELS: Record<Locale, LocaleLabels> = {
  en: buildLabels('en'),
  zh: buildLabels('zh'),
}
function buildLabels(locale: Locale): LocaleLabels {
  return {
    element: Object.fromEntries(ELEMENTS.map((e) => [e, term(ELEMENT_ENTRY[e], locale)])) as Record<Element, Term>,
    polarity: { yang: term(POLARITY.yang, locale), yin: term(POLARITY.yin, locale) },
    tenGod: Object.fromEntries(Object.values(TEN_GODS).map((g) => [g.code, term(g, locale)])) as Record<TenGodCode, Term>,
    dayMaster: term(DAY_MASTER_ENTRY, locale),
  }
}

const stemView = (stem: number, locale: Locale) => {
  const s = STEMS[stem]
  const l = LABELS[locale]
  return { char: s.zh, pinyin: s.pinyin, en: s.en, name: locale === 'zh' ? s.zh : s.en, element: l.element[s.element], polarity: l.polarity[s.polarity] }
}
const branchView = (branch: number, locale: Locale) => {
  const b = BRANCHES[branch]
  const l = LABELS[locale]
  return {
    char: b.zh,
    pinyin: b.pinyin,
    en: b.en,
    name: locale === 'zh' ? b.zh : b.en,
    element: l.element[b.element],
    polarity: l.polarity[b.polarity],
    animal: { code: b.animal.en.toLowerCase(), zh: b.animal.zh, en: b.animal.en, name: locale === 'zh' ? b.animal.zh : b.animal.en },
  }
}

const STEM_VIEWS: Record<Locale, ReturnType<typeof stemView>[]> = {
  en: STEMS.map((x) => stemView(x.index, 'en')),
  zh: STEMS.map((x) => stemView(x.index, 'zh')),
}
const BRANCH_VIEWS: Record<Locale, ReturnType<typeof branchView>[]> = {
  en: BRANCHES.map((x) => branchView(x.index, 'en')),
  zh: BRANCHES.map((x) => branchView(x.index, 'zh')),
}

// ---------------------------------------------------------------------------------------------
// Result types

export type StemView = ReturnType<typeof stemView> & { tenGod: Term }
export type BranchView = ReturnType<typeof branchView> & {
  hiddenStems: { char: string; pinyin: string; element: Term; role: Term; tenGod: Term }[]
}

export interface PillarView {
  position: PillarPosition
  label: Term
  ganzhi: string
  /** Position in the sixty cycle, 0 = 甲子. */
  cycle: number
  stem: StemView
  branch: BranchView
  nayin: Term & { element: Term }
  /** 星运: the day master's growth stage on this branch; 自坐: this pillar's stem on its own branch. */
  growthStage: { dayMaster: Term; self: Term }
  xun: string
  voidBranches: string[]
  shensha: (Term & { from: PillarPosition; on: 'stem' | 'branch' })[]
}

export interface Pillars {
  year: PillarView
  month: PillarView
  day: PillarView
  hour: PillarView | null
}

/** Ganzhi strings of the four pillars (hour null when unknown): the compact form used in warnings. */
export interface PillarSet {
  year: string
  month: string
  day: string
  hour: string | null
}

const PILLAR_LABELS: Record<PillarPosition, GlossaryEntry> = {
  year: { code: 'year', zh: '年柱', en: 'Year Pillar' },
  month: { code: 'month', zh: '月柱', en: 'Month Pillar' },
  day: { code: 'day', zh: '日柱', en: 'Day Pillar' },
  hour: { code: 'hour', zh: '时柱', en: 'Hour Pillar' },
}

/** The parts of a pillar that depend only on (cycle, day master, locale, is-day): cached, ~1200 entries at most. */
type PillarCore = Omit<PillarView, 'position' | 'label' | 'shensha'>
const PILLAR_CORES = new Map<number, PillarCore>()

const pillarCore = (cycle: number, dayMasterStem: number, isDay: boolean, locale: Locale): PillarCore => {
  const cacheKey = ((locale === 'zh' ? 1 : 0) * 2 + (isDay ? 1 : 0)) * 600 + dayMasterStem * 60 + cycle
  let core = PILLAR_CORES.get(cacheKey)
  if (core) return core
  const { stem, branch } = cycleParts(cycle)
  const l = LABELS[locale]
  const stemTenGod = isDay ? l.dayMaster : l.tenGod[tenGodOf(dayMasterStem, stem)]
  const hidden = HIDDEN_STEMS[branch].map((s, k) => ({
    char: STEMS[s].zh,
    pinyin: STEMS[s].pinyin,
    element: l.element[STEMS[s].element],
    role: term(ROLE_TERMS[HIDDEN_STEM_ROLES[k]], locale),
    tenGod: l.tenGod[tenGodOf(dayMasterStem, s)],
  }))
  const xun = xunOf(cycle)
  core = {
    ganzhi: SIXTY_CYCLE[cycle],
    cycle,
    stem: { ...STEM_VIEWS[locale][stem], tenGod: stemTenGod },
    branch: { ...BRANCH_VIEWS[locale][branch], hiddenStems: hidden },
    nayin: { ...term(nayinOf(cycle), locale), element: l.element[nayinElementOf(cycle)] },
    growthStage: {
      dayMaster: term(GROWTH_STAGES[growthStageOf(dayMasterStem, branch)], locale),
      self: term(GROWTH_STAGES[growthStageOf(stem, branch)], locale),
    },
    xun: xun.xun,
    voidBranches: xun.voidBranches.map((b) => BRANCHES[b].zh),
  }
  // Shared between results, so consumers must copy before changing anything in them. Deliberately
  // NOT Object.freeze'd: frozen objects push JSC's JSON.stringify off its fast path, and a chart
  // response then serialises in ~100 µs instead of ~45 µs (BENCHMARKS.md, "frozen objects").
  PILLAR_CORES.set(cacheKey, core)
  return core
}

const PILLAR_LABEL_TERMS: Record<Locale, Record<PillarPosition, Term>> = {
  en: { year: term(PILLAR_LABELS.year, 'en'), month: term(PILLAR_LABELS.month, 'en'), day: term(PILLAR_LABELS.day, 'en'), hour: term(PILLAR_LABELS.hour, 'en') },
  zh: { year: term(PILLAR_LABELS.year, 'zh'), month: term(PILLAR_LABELS.month, 'zh'), day: term(PILLAR_LABELS.day, 'zh'), hour: term(PILLAR_LABELS.hour, 'zh') },
}

const buildPillar = (
  position: PillarPosition,
  cycle: number,
  dayMasterStem: number,
  shensha: ShenshaHit[],
  locale: Locale,
): PillarView => ({
  position,
  label: PILLAR_LABEL_TERMS[locale][position],
  ...pillarCore(cycle, dayMasterStem, position === 'day', locale),
  shensha: shensha.map((h) => ({ code: h.code, zh: h.zh, en: h.en, name: locale === 'zh' ? h.zh : h.en, from: h.from, on: h.on })),
})

// ---------------------------------------------------------------------------------------------
// Messages (bilingual; English contains no Chinese outside quoted ganzhi codes, which go in `alternative`).

const msg = (locale: Locale, en: string, zh: string) => (locale === 'zh' ? zh : en)

const pillarSetOf = (ym: YearMonth, dayCycle: number, hourCycle: number | null): PillarSet => ({
  year: SIXTY_CYCLE[ym.yearCycle],
  month: SIXTY_CYCLE[ym.monthCycle],
  day: SIXTY_CYCLE[dayCycle],
  hour: hourCycle === null ? null : SIXTY_CYCLE[hourCycle],
})

const isoUtc = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')

const jieView = (jie: SolarTermInstant, locale: Locale) => ({
  index: jie.index,
  zh: jie.nameZh,
  en: jie.nameEn,
  name: locale === 'zh' ? jie.nameZh : jie.nameEn,
  utc: isoUtc(jie.utcMs),
})

/** Minutes that count as "near" (issue 4): 30 around a jie, 10 around an hour or day boundary. */
export const NEAR_JIE_MINUTES = 30
export const NEAR_HOUR_MINUTES = 10

/** Sources of every convention, bilingual (English titles in pinyin so English output stays free of Chinese). */
export const CONVENTION_SOURCES: { en: string; zh: string }[] = [
  {
    en: 'Year pillar from the Start of Spring (Lichun) instant, month pillars from the jie instants (Yuanhai Ziping); instants in UTC from VSOP87 via astronomia',
    zh: '年柱以立春交节时刻为界，月柱以各节交节时刻为界（《渊海子平》）；节气时刻由 astronomia（VSOP87）按 UTC 计算',
  },
  { en: 'Month stems by the Five Tigers rule, hour stems by the Five Rats rule (Sanming Tonghui)', zh: '月干按五虎遁，时干按五鼠遁（《三命通会》）' },
  {
    en: 'Hidden stems, ten gods, nayin, growth stages: the Yuanhai Ziping / Sanming Tonghui tables as in lunar-typescript 1.8.6',
    zh: '藏干、十神、纳音、长生十二宫：《渊海子平》《三命通会》之表，与 lunar-typescript 1.8.6 一致',
  },
  {
    en: 'Luck start: 3 days = 1 year (Sanming Tonghui), computed on minutes as lunar-typescript getYun(gender, 2)',
    zh: '起运：三日折一年（《三命通会》），按分钟计算，同 lunar-typescript getYun(gender, 2)',
  },
  { en: 'Symbolic stars: Sanming Tonghui rules (see conventions.shensha)', zh: '神煞：《三命通会》规则（见 conventions.shensha）' },
  { en: 'Lunar date: lunar-typescript 1.8.6 (Chinese calendar in Beijing time)', zh: '农历日期：lunar-typescript 1.8.6（以北京时间计算的农历）' },
]

// ---------------------------------------------------------------------------------------------

export interface ChartResult {
  chart: {
    pillars: Pillars
    /** The day stem character, e.g. "庚". */
    dayMaster: string
    dayMasterDetail: ReturnType<typeof stemView>
    elements: {
      visible: Record<Element, number>
      weighted: Record<Element, number>
      missing: Element[]
      missingIncludingHidden: Element[]
    }
    strength: ReturnType<typeof assessStrength> & { verdictTerm: Term; favourable: Term[]; unfavourable: Term[] }
    lunarDate: { year: number; month: number; day: number; isLeapMonth: boolean; zh: string; en: string; name: string; yearGanzhi: string }
    zodiac: { code: string; zh: string; en: string; name: string; lunarYear: { code: string; zh: string; en: string; name: string } }
    palaces: {
      conception: PalaceView
      conceptionBreath: PalaceView
      life: PalaceView | null
      body: PalaceView | null
    }
    interactions: (Interaction<PillarPosition> & { name: string })[]
  }
  location: ResolvedMoment['location']
  time: ResolvedMoment['times'] & { drivingClock: 'true-solar' | 'civil'; timeKnown: boolean }
  conventions: Record<string, unknown>
  warnings: Warning[]
  luck: LuckView | null
  daily?: DailyView
}

export interface PalaceView {
  label: Term
  ganzhi: string
  nayin: Term
}

export interface LuckView {
  sex: Sex
  direction: Term
  method: string
  start: {
    /** Civil wall time at the birth place's offset, `YYYY-MM-DDTHH:MM`. */
    moment: string
    years: number
    months: number
    days: number
    hours: number
    nominalAge: number
    /** The start instant, UTC (`YYYY-MM-DDTHH:MM:SSZ`); null when the birth instant is unknown. */
    utc: string | null
    /** The jie the distance was measured to. */
    jie: ReturnType<typeof jieView>
  }
  pillars: {
    index: number
    ganzhi: string
    tenGod: Term
    nayin: Term
    startYear: number
    endYear: number
    startAge: number
    endAge: number
    annual: { year: number; ganzhi: string; nominalAge: number; tenGod: Term }[]
  }[]
  /** Set when the birth time or offset is unknown: the start is computed from an assumed instant. */
  precision: 'exact' | 'approximate'
}

export interface DailyView {
  date: string
  ganzhi: string
  stem: StemView
  branch: ReturnType<typeof branchView>
  tenGod: Term
  /** Interactions of the day's stem and branch with the natal pillars (only those involving the day). */
  interactions: (Interaction<PillarPosition | 'today'> & { name: string })[]
}

/** Offset assumed for the main year/month pillars when the birth place's offset is unknown. */
export const ASSUMED_OFFSET_HOURS = 8
/** A wall clock read as if it were UTC (setUTCFullYear: Date.UTC maps years 0-99 to 19xx). */
const wallAsUtcMs = (w: WallClock) => {
  const d = new Date(0)
  d.setUTCFullYear(w.year, w.month - 1, w.day)
  d.setUTCHours(w.hour, w.minute, 0, 0)
  return d.getTime()
}

const wallIso = (w: WallClock) =>
  `${formatCivilDate(w)}T${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`

/** Parses times.civil ("YYYY-MM-DDTHH:MM" or "YYYY-MM-DD") into a wall clock. */
const civilWall = (civil: string): WallClock => {
  const d = parseCivilDate(civil.slice(0, 10))!
  const hh = civil.length >= 16 ? Number(civil.slice(11, 13)) : 0
  const mm = civil.length >= 16 ? Number(civil.slice(14, 16)) : 0
  return { ...d, hour: hh, minute: mm, second: 0 }
}

/**
 * Builds the whole chart result from a resolved moment.
 */
export function chartFromMoment(moment: ResolvedMoment, options: ChartOptions = {}): ChartResult {
  const locale: Locale = options.locale ?? 'en'
  const ziHour: ZiHourRule = options.ziHour ?? 'next-day'
  const timeKnown = moment.timeKnown
  const warnings: Warning[] = [...moment.warnings]

  // --- Year and month: the instant against the jie. When the instant is unknown (no time or no
  // offset) the time pipeline's previous jie is used if it gave one, else the middle of the span.
  // - offset unknown: the civil reading is taken at UTC+8 (Beijing time, the reference of the Chinese
  //   calendar and of most Bazi software) and every other candidate goes into OFFSET_UNKNOWN_PILLARS;
  // - time unknown (offset known): the start of the civil day, the time pipeline's previous jie;
  //   candidates in BIRTH_TIME_UNKNOWN when a jie falls on that day.
  const offsetUnknown = moment.location.utcOffset === null
  const civil = civilWall(moment.times.civil)
  const assumedMs =
    moment.instantMs ??
    (offsetUnknown
      ? wallAsUtcMs(civil) - ASSUMED_OFFSET_HOURS * 3_600_000
      : moment.instantRange!.earliestMs)
  const previousJie = offsetUnknown || !moment.boundaries.previousJie ? jieAtOrBefore(assumedMs) : moment.boundaries.previousJie
  const ym = yearMonthFromJie(previousJie)

  // --- Day and hour from the driving clock.
  const wall = moment.drivingClock.wall
  const dh = dayHourFromWall(wall, ziHour, timeKnown)

  const cycles: [PillarPosition, number][] = [
    ['year', ym.yearCycle],
    ['month', ym.monthCycle],
    ['day', dh.dayCycle],
  ]
  if (dh.hourCycle !== null) cycles.push(['hour', dh.hourCycle])
  const sb = cycles.map(([position, c]) => ({ position, ...cycleParts(c) }))
  const dayMasterStem = sb[2].stem
  const stars = shenshaOf(sb)
  const views = cycles.map(([position, c]) => buildPillar(position, c, dayMasterStem, stars.get(position)!, locale))
  const pillars: Pillars = { year: views[0], month: views[1], day: views[2], hour: views[3] ?? null }

  // --- Elements and strength.
  const visible = countVisibleElements(sb)
  const weighted = weightElements(sb)
  const strength = assessStrength(sb)
  const l = LABELS[locale]

  // --- Lunar date of the civil birth date (the date as the family records it), zodiac.
  const lunar = lunarDateOf(civil.year, civil.month, civil.day)
  const lunarYearCycle = (((lunar.year - 4) % 60) + 60) % 60
  const yearBranch = BRANCHES[sb[0].branch]
  const lunarBranch = BRANCHES[lunarYearCycle % 12]

  // --- Palaces.
  const palace = (code: keyof typeof PALACES, c: number): PalaceView => ({
    label: term(PALACES[code], locale),
    ganzhi: SIXTY_CYCLE[c],
    nayin: term(nayinOf(c), locale),
  })
  const monthParts = sb[1]
  const hourParts = sb[3]
  const palaces = {
    conception: palace('conception', conceptionPalace(monthParts.stem, monthParts.branch)),
    conceptionBreath: palace('conception-breath', conceptionBreath(sb[2].stem, sb[2].branch)),
    life: hourParts ? palace('life', lifePalace(sb[0].stem, monthParts.branch, hourParts.branch)) : null,
    body: hourParts ? palace('body', bodyPalace(sb[0].stem, monthParts.branch, hourParts.branch)) : null,
  }

  // --- Interactions inside the chart.
  const interactions = withNames(
    [...stemInteractions(sb.map((p) => ({ label: p.position, stem: p.stem }))), ...branchInteractions(sb.map((p) => ({ label: p.position, branch: p.branch })))],
    locale,
  )

  // --- Warnings.
  if (!timeKnown) {
    const alt: Record<string, unknown> = {}
    let jieInDay: SolarTermInstant[] = []
    if (moment.instantRange && moment.location.utcOffset !== null) {
      jieInDay = jieBetween(moment.instantRange.earliestMs, moment.instantRange.latestMs)
      if (jieInDay.length > 0) {
        const before = yearMonthFromJie(jieAtOrBefore(moment.instantRange.earliestMs))
        const after = yearMonthFromJie(jieInDay[jieInDay.length - 1])
        alt.jie = jieView(jieInDay[0], locale)
        alt.candidates = [pillarSetOf(before, dh.dayCycle, null), pillarSetOf(after, dh.dayCycle, null)]
      }
    }
    warnings.push({
      code: 'BIRTH_TIME_UNKNOWN',
      message: msg(
        locale,
        'Birth time unknown: three pillars only; no hour pillar, life or body palace.' +
          (jieInDay.length ? ' A solar term falls on the birth day, so the month pillar depends on the time; both candidates are listed.' : ''),
        '出生时间未知：只排三柱，无时柱、命宫、身宫。' + (jieInDay.length ? '出生当日交节，月柱取决于时间，两种可能均列出。' : ''),
      ),
      ...(jieInDay.length ? { alternative: alt } : {}),
    })
  }

  const span = moment.boundaries.jieInsideUnknownOffsetSpan
  if (moment.location.utcOffset === null && span.length > 0) {
    const earliest = moment.instantRange?.earliestMs ?? span[0].utcMs - 1
    const candidates: PillarSet[] = [pillarSetOf(yearMonthFromJie(jieAtOrBefore(earliest)), dh.dayCycle, dh.hourCycle)]
    for (const j of span) candidates.push(pillarSetOf(yearMonthFromJie(j), dh.dayCycle, dh.hourCycle))
    warnings.push({
      code: 'OFFSET_UNKNOWN_PILLARS',
      message: msg(
        locale,
        'The UTC offset of the birth place is unknown and a solar term falls within the possible span (UTC-12 to UTC+14), so the year or month pillar is uncertain; every candidate is listed. Give a place or a timezone to decide.',
        '出生地的时区未知，且可能时间范围（UTC-12 至 UTC+14）内有节气交接，年柱或月柱不确定；所有可能均已列出。请提供出生地或时区。',
      ),
      alternative: { jie: span.map((j) => jieView(j, locale)), candidates },
    })
  }

  const instantKnown = moment.instantMs !== null
  if (instantKnown) {
    const minutes = nearestJie(moment, previousJie)
    if (minutes && Math.abs(minutes.minutes) <= NEAR_JIE_MINUTES) {
      const otherYm = minutes.minutes > 0 ? yearMonthFromJie(minutes.jie) : shiftMonths(ym, -1)
      warnings.push({
        code: 'NEAR_SOLAR_TERM',
        message: msg(
          locale,
          `The birth is ${Math.abs(Math.round(minutes.minutes))} min ${minutes.minutes > 0 ? 'before' : 'after'} the solar term ${minutes.jie.nameEn}; the ${otherYm.yearCycle !== ym.yearCycle ? 'year and month pillars' : 'month pillar'} would differ on the other side. Check the birth time.`,
          `出生时间距${minutes.jie.nameZh}交节${Math.abs(Math.round(minutes.minutes))}分钟（${minutes.minutes > 0 ? '节前' : '节后'}），另一侧的${otherYm.yearCycle !== ym.yearCycle ? '年柱和月柱' : '月柱'}不同，请核对出生时间。`,
        ),
        alternative: { jie: jieView(minutes.jie, locale), pillars: pillarSetOf(otherYm, dh.dayCycle, dh.hourCycle) },
      })
    }
  }

  if (timeKnown) {
    const near = nearClockBoundary(moment, wall, ziHour, ym)
    if (near) {
      warnings.push({
        code: 'NEAR_HOUR_BOUNDARY',
        message: msg(
          locale,
          `The ${moment.drivingClock.kind === 'true-solar' ? 'true solar' : 'civil'} time is ${near.minutes} min from ${near.boundary}, a ${near.isDay ? 'day and hour' : 'two-hour'} boundary; the pillars on the other side are given as the alternative.`,
          `${moment.drivingClock.kind === 'true-solar' ? '真太阳时' : '钟表时间'}距${near.boundary}${near.isDay ? '（日柱与时柱交界）' : '（时辰交界）'}${near.minutes}分钟，另一侧的四柱见 alternative。`,
        ),
        alternative: near.alternative,
      })
    }
  }

  // --- Luck pillars.
  let luck: LuckView | null = null
  if (options.sex) {
    const forward = isForward(sb[0].stem, options.sex)
    const birthMs = moment.instantMs ?? assumedMs!
    const jie = forward ? jieAfter(birthMs) : jieAtOrBefore(birthMs)
    const startSpan = luckStartSpan(jie.utcMs - birthMs)
    const startWall = addSpan(civil, startSpan)
    const birthYear = civil.year
    const core = luckPillars({ monthCycle: ym.monthCycle, forward, startYear: startWall.year, birthYear, dayMasterStem })
    luck = {
      sex: options.sex,
      direction: term(LUCK_DIRECTIONS[forward ? 'forward' : 'backward'], locale),
      method: 'minutes-to-jie-3-days-per-year',
      start: {
        moment: wallIso(startWall),
        years: startSpan.years,
        months: startSpan.months,
        days: startSpan.days,
        hours: startSpan.hours,
        nominalAge: startWall.year - birthYear + 1,
        // The same span after the birth instant (null when the instant itself is unknown).
        utc: moment.instantMs !== null ? isoUtc(moment.instantMs + wallAsUtcMs(startWall) - wallAsUtcMs(civil)) : null,
        jie: jieView(jie, locale),
      },
      pillars: core.map((p) => ({
        index: p.index,
        ganzhi: p.ganzhi,
        tenGod: l.tenGod[p.stemTenGod],
        nayin: term(nayinOf(p.cycle), locale),
        startYear: p.startYear,
        endYear: p.endYear,
        startAge: p.startAge,
        endAge: p.endAge,
        annual: p.annual.map((a) => ({ year: a.year, ganzhi: a.ganzhi, nominalAge: a.nominalAge, tenGod: l.tenGod[a.tenGod] })),
      })),
      precision: moment.instantMs !== null ? 'exact' : 'approximate',
    }
  }

  // --- Daily block.
  let daily: DailyView | undefined
  if (options.includeDaily) {
    const dateText = options.readingDate ?? options.today ?? (options.nowMs !== undefined ? todayAt(options.nowMs, moment.location.timeZone) : undefined)
    if (dateText) daily = dailyBlock(dateText, sb, dayMasterStem, locale)
  }

  const verdict = STRENGTH_VERDICTS[strength.verdict]
  const result: ChartResult = {
    chart: {
      pillars,
      dayMaster: STEMS[dayMasterStem].zh,
      dayMasterDetail: stemView(dayMasterStem, locale),
      elements: {
        visible,
        weighted,
        missing: ELEMENTS.filter((e) => visible[e] === 0),
        missingIncludingHidden: ELEMENTS.filter((e) => weighted[e] === 0),
      },
      strength: {
        ...strength,
        verdictTerm: term(verdict, locale),
        favourable: strength.favourableElements.map((e) => l.element[e]),
        unfavourable: strength.unfavourableElements.map((e) => l.element[e]),
      },
      lunarDate: {
        ...lunar,
        zh: lunarDateZh(lunar),
        en: lunarDateEn(lunar),
        name: locale === 'zh' ? lunarDateZh(lunar) : lunarDateEn(lunar),
        yearGanzhi: SIXTY_CYCLE[lunarYearCycle],
      },
      zodiac: {
        code: yearBranch.animal.en.toLowerCase(),
        zh: yearBranch.animal.zh,
        en: yearBranch.animal.en,
        name: locale === 'zh' ? yearBranch.animal.zh : yearBranch.animal.en,
        lunarYear: {
          code: lunarBranch.animal.en.toLowerCase(),
          zh: lunarBranch.animal.zh,
          en: lunarBranch.animal.en,
          name: locale === 'zh' ? lunarBranch.animal.zh : lunarBranch.animal.en,
        },
      },
      palaces,
      interactions,
    },
    location: moment.location,
    time: { ...moment.times, drivingClock: moment.drivingClock.kind, timeKnown },
    conventions: conventionsOf(moment, ziHour, options.sex !== undefined, locale),
    warnings,
    luck,
  }
  if (daily) result.daily = daily
  return result
}

/** The nearest jie to the instant (signed minutes: positive = the jie is ahead). */
function nearestJie(moment: ResolvedMoment, previousJie: SolarTermInstant) {
  const t = moment.instantMs
  if (t === null) return null
  const next = moment.boundaries.nextJie ?? jieAfter(t)
  const toPrev = (previousJie.utcMs - t) / 60000
  const toNext = (next.utcMs - t) / 60000
  return Math.abs(toPrev) <= Math.abs(toNext) ? { minutes: toPrev, jie: previousJie } : { minutes: toNext, jie: next }
}

const HOUR_BOUNDARY_NAMES = (h: number) => `${String(h).padStart(2, '0')}:00`

/** Near an hour boundary on the driving clock: the pillars across it. */
function nearClockBoundary(moment: ResolvedMoment, wall: WallClock, ziHour: ZiHourRule, ym: YearMonth) {
  const b = moment.boundaries
  const candidates = [b.minutesToHourBoundary, b.minutesToDayBoundary].filter(
    (m): m is number => m !== null && Math.abs(m) <= NEAR_HOUR_MINUTES,
  )
  if (candidates.length === 0) return null
  const minutes = candidates.reduce((a, c) => (Math.abs(c) < Math.abs(a) ? c : a))
  // Step to just across the boundary: at it when it is ahead (a boundary minute belongs to the
  // period it opens), one second before it when it is behind.
  const across = addMinutesToWall(wall, minutes > 0 ? minutes + 1 / 60 : minutes - 1 / 60)
  const boundaryWall = addMinutesToWall(wall, minutes)
  const boundaryHour = Math.round(boundaryWall.hour + boundaryWall.minute / 60) % 24
  const other = dayHourFromWall(across, ziHour, true)
  const alternative: Record<string, unknown> = {
    clockReading: wallIso(across),
    pillars: pillarSetOf(ym, other.dayCycle, other.hourCycle),
  }
  const isDay = boundaryHour === 23 || boundaryHour === 0
  if (isDay) {
    // Around midnight the 23:00 schools disagree too: give the other school's reading of the actual time.
    const otherRule: ZiHourRule = ziHour === 'next-day' ? 'same-day' : 'next-day'
    const o = dayHourFromWall(wall, otherRule, true)
    alternative.otherZiHourRule = { ziHour: otherRule, pillars: pillarSetOf(ym, o.dayCycle, o.hourCycle) }
  }
  return { minutes: Math.abs(Math.round(minutes)), boundary: HOUR_BOUNDARY_NAMES(boundaryHour), isDay, alternative }
}

function conventionsOf(moment: ResolvedMoment, ziHour: ZiHourRule, withLuck: boolean, locale: Locale): Record<string, unknown> {
  return {
    ziHour,
    ziHourDescription:
      ziHour === 'next-day'
        ? msg(locale, 'The day pillar changes at 23:00 on the driving clock (school A, most software); the 23:00-24:00 hour stem comes from the next day.', '日柱在 23:00 换日（多数软件的做法）；23:00-24:00 的时干取次日。')
        : msg(locale, 'The day pillar changes at 00:00 on the driving clock (school B, lunar-typescript default); the 23:00-24:00 hour stem still comes from the next day.', '日柱在 00:00 换日（lunar-typescript 默认）；23:00-24:00 的时干仍取次日。'),
    clock: moment.drivingClock.kind,
    clockDescription:
      moment.drivingClock.kind === 'true-solar'
        ? msg(locale, 'Day and hour pillars from local apparent (true) solar time at the birth longitude.', '日柱和时柱按出生地经度的真太阳时计算。')
        : msg(locale, 'Day and hour pillars from the civil clock as entered (no longitude correction).', '日柱和时柱按输入的钟表时间计算（未做经度校正）。'),
    yearBoundary: 'lichun-instant',
    monthBoundary: 'jie-instant',
    termComparison: 'utc-instant',
    dayPillar: 'julian-day-number-sexagenary',
    hourStem: 'five-rats',
    monthStem: 'five-tigers',
    luckStartMethod: withLuck ? 'minutes-to-jie-3-days-per-year' : null,
    hiddenStemWeights: HIDDEN_STEM_WEIGHTS_NAME,
    strengthMethod: 'weighted-support-ratio',
    shensha: SHENSHA_SET_NAME,
    nayin: 'sanming-tonghui',
    growthStages: 'yang-forward-yin-backward-fire-earth-same',
    lunarDate: 'civil-birth-date',
    unknownOffsetAssumption: moment.location.utcOffset === null ? `UTC+${ASSUMED_OFFSET_HOURS}` : null,
    unknownOffsetDescription:
      moment.location.utcOffset === null
        ? msg(
            locale,
            'The UTC offset is unknown: the main year and month pillars read the civil time at UTC+8 (Beijing time, the reference of the Chinese calendar); every candidate another offset could give is in OFFSET_UNKNOWN_PILLARS.',
            '时区未知：主年柱、月柱按 UTC+8（北京时间，农历的基准）解读输入时间；其他时区可能得出的结果见 OFFSET_UNKNOWN_PILLARS。',
          )
        : null,
    unknownTimeDescription: moment.timeKnown
      ? null
      : msg(
          locale,
          'The birth time is unknown: no hour pillar; year and month pillars as at the start of the civil day, with both candidates in BIRTH_TIME_UNKNOWN when a jie falls on that day.',
          '出生时间未知：无时柱；年柱、月柱按当日零点计算，若当日交节，两种可能见 BIRTH_TIME_UNKNOWN。',
        ),
    sources: CONVENTION_SOURCES,
  }
}

/** Adds `name` (the term in the request locale) to interactions. */
const withNames = <L extends string>(list: Interaction<L>[], locale: Locale): (Interaction<L> & { name: string })[] =>
  list.map((i) => ({ ...i, name: locale === 'zh' ? i.zh : i.en }))

/** The civil date at `nowMs` in an IANA zone (UTC when there is none). */
function todayAt(nowMs: number, timeZone: string | null): string {
  const offsetMs = timeZone ? zoneOffsetHoursAt(nowMs, timeZone) * 3_600_000 : 0
  return new Date(nowMs + offsetMs).toISOString().slice(0, 10)
}

/** Day pillar of a civil date (YYYY-MM-DD) and its relations to natal pillars. */
function dailyBlock(
  dateText: string,
  natal: { position: PillarPosition; stem: number; branch: number }[],
  dayMasterStem: number,
  locale: Locale,
): DailyView {
  const d = parseCivilDate(dateText)
  if (!d) throw new AppError('INVALID_DATE', `Invalid reading date "${dateText}": expected an existing date YYYY-MM-DD.`, { field: 'readingDate' })
  const cycle = dayCycleOfDate(d.year, d.month, d.day)
  const { stem, branch } = cycleParts(cycle)
  const isToday = (i: Interaction<PillarPosition | 'today'>) => i.members.includes('today')
  const interactions = [
    ...stemInteractions<PillarPosition | 'today'>([...natal.map((p) => ({ label: p.position, stem: p.stem })), { label: 'today', stem }]),
    ...branchInteractions<PillarPosition | 'today'>([...natal.map((p) => ({ label: p.position, branch: p.branch })), { label: 'today', branch }]),
  ].filter(isToday)
  return {
    date: formatCivilDate(d),
    ganzhi: SIXTY_CYCLE[cycle],
    stem: { ...stemView(stem, locale), tenGod: LABELS[locale].tenGod[tenGodOf(dayMasterStem, stem)] },
    branch: branchView(branch, locale),
    tenGod: LABELS[locale].tenGod[tenGodOf(dayMasterStem, stem)],
    interactions: withNames(interactions, locale),
  }
}

