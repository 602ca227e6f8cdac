/**
 * Shared label objects of the chart (built once per locale; results reference them, JSON serialises
 * copies) and the views of stems, branches and pillars built from them.
 */
import type { Locale } from '../types'
import { LOCALES, type Localized } from '../locale'
import { formatUtc } from '../time/civil-date'
import { solarTermName } from '../time/solar-term-names'
import type { SolarTermInstant } from '../time/types'
import {
  ANIMAL_NAMES,
  BRANCHES,
  BRANCH_NAMES,
  ELEMENTS,
  ELEMENT_NAMES,
  POLARITY_NAMES,
  SIXTY_CYCLE,
  STEMS,
  STEM_NAMES,
  cycleParts,
  type Element,
  type Polarity,
} from './ganzhi'
import {
  DAY_MASTER_ENTRY,
  GROWTH_STAGES,
  HIDDEN_STEM_ROLE_TERMS,
  INTERACTIONS,
  PILLAR_NAMES,
  SHENSHA,
  TEN_GODS,
  term,
  type GlossaryEntry,
  type TenGodCode,
  type Term,
} from './glossary'
import { HIDDEN_STEMS, HIDDEN_STEM_ROLE_ORDER } from './hidden-stems'
import { growthStageOf, nayinElementOf, nayinOf, xunOf } from './cycle-attributes'
import { tenGodOf } from './ten-gods'
import type { Interaction } from './interactions'
import type { PillarPosition, ShenshaHit } from './shensha'

/** A table's names in every locale, read by locale: `namesOf(POLARITY_NAMES, 'yang')`. */
const namesOf = <K extends string>(table: Localized<Record<K, string>>, key: K): Localized =>
  Object.fromEntries(LOCALES.map((l) => [l, table[l][key]])) as Localized

const POLARITY: Record<Polarity, GlossaryEntry> = {
  yang: { code: 'yang', zh: POLARITY_NAMES.zh.yang, en: POLARITY_NAMES.en.yang, names: namesOf(POLARITY_NAMES, 'yang') },
  yin: { code: 'yin', zh: POLARITY_NAMES.zh.yin, en: POLARITY_NAMES.en.yin, names: namesOf(POLARITY_NAMES, 'yin') },
}
const ELEMENT_ENTRY = Object.fromEntries(
  ELEMENTS.map((e) => [e, { code: e, zh: ELEMENT_NAMES.zh[e], en: ELEMENT_NAMES.en[e], names: namesOf(ELEMENT_NAMES, e) }]),
) as Record<Element, GlossaryEntry>

export interface LocaleLabels {
  element: Record<Element, Term>
  polarity: Record<'yang' | 'yin', Term>
  tenGod: Record<TenGodCode, Term>
  dayMaster: Term
}
function buildLabels(locale: Locale): LocaleLabels {
  return {
    element: Object.fromEntries(ELEMENTS.map((e) => [e, term(ELEMENT_ENTRY[e], locale)])) as Record<Element, Term>,
    polarity: { yang: term(POLARITY.yang, locale), yin: term(POLARITY.yin, locale) },
    tenGod: Object.fromEntries(Object.values(TEN_GODS).map((g) => [g.code, term(g, locale)])) as Record<TenGodCode, Term>,
    dayMaster: term(DAY_MASTER_ENTRY, locale),
  }
}

/** One value per locale, built once at module load: every locale's answer then costs the same. */
export const perLocale = <T>(build: (locale: Locale) => T): Localized<T> =>
  Object.fromEntries(LOCALES.map((l) => [l, build(l)])) as Localized<T>

export const LABELS: Localized<LocaleLabels> = perLocale(buildLabels)

export const stemView = (stem: number, locale: Locale) => {
  const s = STEMS[stem]
  const l = LABELS[locale]
  return {
    char: s.zh,
    pinyin: s.pinyin,
    en: s.en,
    name: STEM_NAMES[locale][stem],
    element: l.element[s.element],
    polarity: l.polarity[s.polarity],
  }
}

/** The zodiac animal of a branch. */
export const animalView = (branch: number, locale: Locale) => {
  const a = BRANCHES[branch].animal
  return { code: a.en.toLowerCase(), zh: a.zh, en: a.en, name: ANIMAL_NAMES[locale][branch] }
}

export const branchView = (branch: number, locale: Locale) => {
  const b = BRANCHES[branch]
  const l = LABELS[locale]
  return {
    char: b.zh,
    pinyin: b.pinyin,
    en: b.en,
    name: BRANCH_NAMES[locale][branch],
    element: l.element[b.element],
    polarity: l.polarity[b.polarity],
    animal: animalView(branch, locale),
  }
}

const STEM_VIEWS: Localized<ReturnType<typeof stemView>[]> = perLocale((l) => STEMS.map((x) => stemView(x.index, l)))
const BRANCH_VIEWS: Localized<ReturnType<typeof branchView>[]> = perLocale((l) => BRANCHES.map((x) => branchView(x.index, l)))
const ROLE_TERMS: Localized<Term[]> = perLocale((l) => HIDDEN_STEM_ROLE_ORDER.map((r) => term(HIDDEN_STEM_ROLE_TERMS[r], l)))
/** The nayin term of each of the 60 cycles, per locale (a chart names ten of them in its luck block). */
export const NAYIN_TERMS: Localized<Term[]> = perLocale((l) => SIXTY_CYCLE.map((_, cycle) => term(nayinOf(cycle), l)))
const STAGE_TERMS: Localized<Record<string, Term>> = perLocale(
  (l) => Object.fromEntries(Object.values(GROWTH_STAGES).map((g) => [g.code, term(g, l)])) as Record<string, Term>,
)

export type StemView = ReturnType<typeof stemView> & { tenGod: Term }
type BranchView = ReturnType<typeof branchView> & {
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

const PILLAR_LABEL_TERMS: Localized<Record<PillarPosition, Term>> = perLocale((l) => ({
  year: term(PILLAR_NAMES.year, l),
  month: term(PILLAR_NAMES.month, l),
  day: term(PILLAR_NAMES.day, l),
  hour: term(PILLAR_NAMES.hour, l),
}))
const LOCALE_INDEX = Object.fromEntries(LOCALES.map((l, i) => [l, i])) as Record<Locale, number>

/** The parts of a pillar that depend only on (cycle, day master, locale, is-day): cached, ~1200 entries at most. */
type PillarCore = Omit<PillarView, 'position' | 'label' | 'shensha'>
const PILLAR_CORES = new Map<number, PillarCore>()

const pillarCore = (cycle: number, dayMasterStem: number, isDay: boolean, locale: Locale): PillarCore => {
  const cacheKey = (LOCALE_INDEX[locale] * 2 + (isDay ? 1 : 0)) * 600 + dayMasterStem * 60 + cycle
  let core = PILLAR_CORES.get(cacheKey)
  if (core) return core
  const { stem, branch } = cycleParts(cycle)
  const l = LABELS[locale]
  const stemTenGod = isDay ? l.dayMaster : l.tenGod[tenGodOf(dayMasterStem, stem)]
  const hidden = HIDDEN_STEMS[branch].map((s, k) => ({
    char: STEMS[s].zh,
    pinyin: STEMS[s].pinyin,
    element: l.element[STEMS[s].element],
    role: ROLE_TERMS[locale][k],
    tenGod: l.tenGod[tenGodOf(dayMasterStem, s)],
  }))
  const xun = xunOf(cycle)
  core = {
    ganzhi: SIXTY_CYCLE[cycle],
    cycle,
    stem: { ...STEM_VIEWS[locale][stem], tenGod: stemTenGod },
    branch: { ...BRANCH_VIEWS[locale][branch], hiddenStems: hidden },
    nayin: { ...NAYIN_TERMS[locale][cycle], element: l.element[nayinElementOf(cycle)] },
    growthStage: {
      dayMaster: STAGE_TERMS[locale][growthStageOf(dayMasterStem, branch)],
      self: STAGE_TERMS[locale][growthStageOf(stem, branch)],
    },
    xun: xun.xun,
    voidBranches: xun.voidBranches.map((b) => BRANCHES[b].zh),
  }
  // Shared between results, so consumers must copy before changing anything in them. Deliberately
  // NOT Object.freeze'd: frozen objects push JSC's JSON.stringify off its fast path, and a chart
  // response then serialises in ~100 µs instead of ~45 µs.
  PILLAR_CORES.set(cacheKey, core)
  return core
}

export const buildPillar = (
  position: PillarPosition,
  cycle: number,
  dayMasterStem: number,
  shensha: ShenshaHit[],
  locale: Locale,
): PillarView => {
  const core = pillarCore(cycle, dayMasterStem, position === 'day', locale)
  // Built member by member in PillarCore's order rather than spread: the spread's property copy was
  // ~6 % of a chart (CPU profile, BENCHMARKS.md, "The hot path"); the serialised order is unchanged.
  return {
    position,
    label: PILLAR_LABEL_TERMS[locale][position],
    ganzhi: core.ganzhi,
    cycle: core.cycle,
    stem: core.stem,
    branch: core.branch,
    nayin: core.nayin,
    growthStage: core.growthStage,
    xun: core.xun,
    voidBranches: core.voidBranches,
    shensha: shensha.map((h) => ({ code: h.code, zh: h.zh, en: h.en, name: SHENSHA[h.code].names[locale], from: h.from, on: h.on })),
  }
}

/** Adds `name` (the term in the request locale) to interactions. */
export const withNames = <L extends string>(list: Interaction<L>[], locale: Locale): (Interaction<L> & { name: string })[] =>
  // Written out rather than spread (a visible clone in the chart's CPU profile); `element` is present
  // exactly when the interaction has one (interactions.ts sets it only then), as the spread copied it.
  list.map((i) =>
    i.element === undefined
      ? { code: i.code, zh: i.zh, en: i.en, members: i.members, characters: i.characters, name: INTERACTIONS[i.code].names[locale] }
      : {
          code: i.code,
          zh: i.zh,
          en: i.en,
          members: i.members,
          characters: i.characters,
          element: i.element,
          name: INTERACTIONS[i.code].names[locale],
        },
  )

/** A jie as results show it. */
export const jieView = (jie: SolarTermInstant, locale: Locale) => ({
  index: jie.index,
  zh: jie.nameZh,
  en: jie.nameEn,
  name: solarTermName(jie.index, locale),
  utc: formatUtc(jie.utcMs),
})
