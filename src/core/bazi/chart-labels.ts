/**
 * Shared label objects of the chart (built once per locale; results reference them, JSON serialises
 * copies) and the views of stems, branches and pillars built from them.
 */
import type { Locale } from '../types'
import { inLocale } from '../locale'
import { formatUtc } from '../time/civil-date'
import type { SolarTermInstant } from '../time/types'
import { BRANCHES, ELEMENTS, ELEMENT_INFO, SIXTY_CYCLE, STEMS, cycleParts, type Element } from './ganzhi'
import {
  DAY_MASTER_ENTRY,
  GROWTH_STAGES,
  HIDDEN_STEM_ROLE_TERMS,
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

const POLARITY: Record<'yang' | 'yin', GlossaryEntry> = {
  yang: { code: 'yang', zh: '阳', en: 'Yang' },
  yin: { code: 'yin', zh: '阴', en: 'Yin' },
}
const ELEMENT_ENTRY = Object.fromEntries(ELEMENTS.map((e) => [e, { code: e, zh: ELEMENT_INFO[e].zh, en: ELEMENT_INFO[e].en }])) as Record<
  Element,
  GlossaryEntry
>

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
export const LABELS: Record<Locale, LocaleLabels> = {
  en: buildLabels('en'),
  zh: buildLabels('zh'),
}

/** `zh` for the zh locale, `en` otherwise: the `name` member of every bilingual label. */
export const nameIn = (locale: Locale, label: { zh: string; en: string }) => inLocale(locale, label.en, label.zh)

export const stemView = (stem: number, locale: Locale) => {
  const s = STEMS[stem]
  const l = LABELS[locale]
  return {
    char: s.zh,
    pinyin: s.pinyin,
    en: s.en,
    name: nameIn(locale, s),
    element: l.element[s.element],
    polarity: l.polarity[s.polarity],
  }
}

/** The zodiac animal of a branch. */
export const animalView = (branch: number, locale: Locale) => {
  const a = BRANCHES[branch].animal
  return { code: a.en.toLowerCase(), zh: a.zh, en: a.en, name: nameIn(locale, a) }
}

export const branchView = (branch: number, locale: Locale) => {
  const b = BRANCHES[branch]
  const l = LABELS[locale]
  return {
    char: b.zh,
    pinyin: b.pinyin,
    en: b.en,
    name: nameIn(locale, b),
    element: l.element[b.element],
    polarity: l.polarity[b.polarity],
    animal: animalView(branch, locale),
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

const PILLAR_LABELS: Record<PillarPosition, GlossaryEntry> = {
  year: { code: 'year', zh: '年柱', en: 'Year Pillar' },
  month: { code: 'month', zh: '月柱', en: 'Month Pillar' },
  day: { code: 'day', zh: '日柱', en: 'Day Pillar' },
  hour: { code: 'hour', zh: '时柱', en: 'Hour Pillar' },
}
const pillarLabelTerms = (locale: Locale): Record<PillarPosition, Term> => ({
  year: term(PILLAR_LABELS.year, locale),
  month: term(PILLAR_LABELS.month, locale),
  day: term(PILLAR_LABELS.day, locale),
  hour: term(PILLAR_LABELS.hour, locale),
})
const PILLAR_LABEL_TERMS: Record<Locale, Record<PillarPosition, Term>> = { en: pillarLabelTerms('en'), zh: pillarLabelTerms('zh') }

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
    role: term(HIDDEN_STEM_ROLE_TERMS[HIDDEN_STEM_ROLE_ORDER[k]], locale),
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
  // response then serialises in ~100 µs instead of ~45 µs (BENCHMARKS.md, "Fixes made").
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
    shensha: shensha.map((h) => ({ code: h.code, zh: h.zh, en: h.en, name: nameIn(locale, h), from: h.from, on: h.on })),
  }
}

/** Adds `name` (the term in the request locale) to interactions. */
export const withNames = <L extends string>(list: Interaction<L>[], locale: Locale): (Interaction<L> & { name: string })[] =>
  // Written out rather than spread (a visible clone in the chart's CPU profile); `element` is present
  // exactly when the interaction has one (interactions.ts sets it only then), as the spread copied it.
  list.map((i) =>
    i.element === undefined
      ? { code: i.code, zh: i.zh, en: i.en, members: i.members, characters: i.characters, name: nameIn(locale, i) }
      : { code: i.code, zh: i.zh, en: i.en, members: i.members, characters: i.characters, element: i.element, name: nameIn(locale, i) },
  )

/** A jie as results show it. */
export const jieView = (jie: SolarTermInstant, locale: Locale) => ({
  index: jie.index,
  zh: jie.nameZh,
  en: jie.nameEn,
  name: inLocale(locale, jie.nameEn, jie.nameZh),
  utc: formatUtc(jie.utcMs),
})
