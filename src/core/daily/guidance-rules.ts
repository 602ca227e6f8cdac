/**
 * The five rules of daily guidance (method `day-pillar-rules-v1`, described in guidance.ts), each a
 * named function that adds its reasons to the day's list. Order matters: reasons keep the order the
 * rules fire in.
 */
import type { Almanac } from '../almanac/almanac'
import type { Locale, Sex } from '../types'
import { glossary, tenGodGroupOf, tenGodOf, dayInteractions, type ChartResult, type Pillars, type TenGodGroup } from '../bazi'
import { BRANCHES, ELEMENT_INFO, SIXTY_CYCLE, STEMS, cycleParts, plainPinyin, type Element } from '../bazi'
import { phrase, termOf, type DailyGuidance, type Deltas, type Phrase, type Reason } from './guidance-types'

/** The reading day against the natal chart: what every rule reads. */
export interface GuidanceDay {
  chart: ChartResult
  almanac: Almanac
  sex?: Sex
  locale: Locale
  pillars: Pillars
  /** Day master stem index. */
  dm: number
  favourable: Element[]
  unfavourable: Element[]
  dayStem: number
  dayBranch: number
  stemElement: Element
  branchElement: Element
  tenGod: glossary.TenGodCode
  group: TenGodGroup
  tenGodEntry: glossary.GlossaryEntry
  groupEntry: glossary.GlossaryEntry
}

export function guidanceDay(chart: ChartResult, almanac: Almanac, sex: Sex | undefined, locale: Locale, pillars: Pillars): GuidanceDay {
  const dm = cycleParts(pillars.day.cycle).stem
  const { stem: dayStem, branch: dayBranch } = cycleParts(SIXTY_CYCLE.indexOf(almanac.day_pillar.ganzhi))
  const tenGod = tenGodOf(dm, dayStem)
  const group = tenGodGroupOf(tenGod)
  return {
    chart,
    almanac,
    sex,
    locale,
    pillars,
    dm,
    favourable: chart.chart.strength.favourableElements,
    unfavourable: chart.chart.strength.unfavourableElements,
    dayStem,
    dayBranch,
    stemElement: STEMS[dayStem].element,
    branchElement: BRANCHES[dayBranch].element,
    tenGod,
    group,
    tenGodEntry: glossary.TEN_GODS[tenGod],
    groupEntry: glossary.TEN_GOD_GROUPS[group],
  }
}

/** The reasons found so far, with their per-area deltas, and the interaction rules already applied. */
export class Reasons {
  readonly list: (Reason & { deltas: Deltas })[] = []
  readonly seen = new Set<string>()
  constructor(private readonly locale: Locale) {}
  /** A reason, unless it changes nothing. */
  add(rule: string, deltas: Deltas, en: string, zh: string): void {
    if (Object.values(deltas).every((d) => !d)) return
    this.list.push({ rule, deltas, delta: 0, ...phrase(this.locale, en, zh) })
  }
  /** A reason whose rule counts once however many pillars trigger it. */
  addOnce(rule: string, deltas: Deltas, en: string, zh: string): void {
    if (this.seen.has(rule)) return
    this.seen.add(rule)
    this.add(rule, deltas, en, zh)
  }
}

/** "Bing (Yang Fire)" for 丙: English never shows the character. */
const stemEn = (stem: number) => `${plainPinyin(STEMS[stem].pinyin)} (${STEMS[stem].en})`
const romanCycle = (cycle: number) => {
  const { stem, branch } = cycleParts(cycle)
  return `${plainPinyin(STEMS[stem].pinyin)}-${plainPinyin(BRANCHES[branch].pinyin)}`
}

/** Rule 1: what each ten god of the day stem does to each area, with its meaning. */
const TEN_GOD_RULES: Record<glossary.TenGodCode, { deltas: Deltas; en: string; zh: string }> = {
  friend: {
    deltas: { wealth: -0.5, relationships: 0.5 },
    en: 'a day for peers and teamwork, though gains may have to be shared',
    zh: '利于同辈合作，但收获可能需要分享',
  },
  'rob-wealth': { deltas: { wealth: -1 }, en: 'competition is in the air; keep a firm hand on money', zh: '竞争之气较重，钱财宜守' },
  'eating-god': {
    deltas: { career: 0.5, wealth: 0.5, relationships: 0.5, health: 0.5 },
    en: 'an easy, expressive day that favours creativity and enjoyment',
    zh: '心情舒展，利于表达、创作与享受',
  },
  'hurting-officer': {
    deltas: { career: -0.5, wealth: 0.5, relationships: -0.5 },
    en: 'ideas flow, but sharp words can rub against authority',
    zh: '才思敏捷，但言语易与上级或规矩相冲',
  },
  'indirect-wealth': { deltas: { wealth: 1 }, en: 'opportunities for unexpected income and deals', zh: '偏财透出，易有意外之财与交易机会' },
  'direct-wealth': { deltas: { wealth: 1 }, en: 'steady earnings reward diligent work', zh: '正财当值，踏实经营可见收获' },
  'seven-killings': {
    deltas: { career: 0.5, relationships: -0.5, health: -0.5 },
    en: 'pressure and drive: push forward, but pace yourself',
    zh: '压力与魄力并存，宜进取亦宜量力',
  },
  'direct-officer': { deltas: { career: 1 }, en: 'recognition, duty and order favour your standing', zh: '正官当值，名誉与职责得彰' },
  'indirect-resource': {
    deltas: { wealth: -0.5, health: 0.5 },
    en: 'a reflective day for study and unusual ideas rather than deals',
    zh: '宜静思研究、偏门学问，不宜急于求财',
  },
  'direct-resource': {
    deltas: { career: 0.5, health: 1 },
    en: 'support from mentors and a chance to rest and recharge',
    zh: '得贵人长辈扶持，宜休养充电',
  },
}

/** Rule 3: palaces of the natal branches. */
const PALACE: Record<'year' | 'month' | 'day' | 'hour', { en: string; zh: string }> = {
  year: { en: 'family and elders', zh: '祖上长辈' },
  month: { en: 'work and parents', zh: '事业父母' },
  day: { en: 'your partner and close bonds', zh: '配偶与亲密关系' },
  hour: { en: 'plans and children', zh: '计划与子女' },
}

const CLASH_DELTAS: Record<'year' | 'month' | 'day' | 'hour', Deltas> = {
  year: { relationships: -0.5 },
  month: { career: -1 },
  day: { relationships: -1, health: -0.5 },
  hour: { career: -0.5 },
}
const COMBINE_DELTAS: Record<'year' | 'month' | 'day' | 'hour', Deltas> = {
  year: { relationships: 0.5 },
  month: { career: 0.5 },
  day: { relationships: 1 },
  hour: { career: 0.5 },
}

/** Rule 1: the ten god of the day stem, and the spouse star when `sex` is given. */
export function tenGodRule(g: GuidanceDay, reasons: Reasons): void {
  const tg = TEN_GOD_RULES[g.tenGod]
  reasons.add(
    `ten-god:${g.tenGod}`,
    tg.deltas,
    `The day stem ${stemEn(g.dayStem)} is your ${g.tenGodEntry.en}: ${tg.en}.`,
    `今日天干${STEMS[g.dayStem].zh}为${g.tenGodEntry.zh}：${tg.zh}。`,
  )
  if (!g.sex) return
  const spouseGroup: TenGodGroup = g.sex === 'male' ? 'wealth' : 'officer'
  if (g.group === spouseGroup) {
    reasons.add(
      'spouse-star',
      { relationships: 0.5 },
      `Your spouse star (${g.groupEntry.en}) appears on the day stem, warming close relationships.`,
      `配偶星（${g.groupEntry.zh}）透于日干，感情有温度。`,
    )
  }
}

/** Rule 2: the day's stem and branch elements against the favourable ones. */
export function elementRule(g: GuidanceDay, reasons: Reasons): { stemFav: boolean; branchFav: boolean } {
  const stemFav = g.favourable.includes(g.stemElement)
  const branchFav = g.favourable.includes(g.branchElement)
  const s = ELEMENT_INFO[g.stemElement]
  const b = ELEMENT_INFO[g.branchElement]
  reasons.add(
    stemFav ? 'element:stem-favourable' : 'element:stem-unfavourable',
    stemFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
    stemFav
      ? `The day's stem element, ${s.en}, is favourable for your chart and supports outward affairs.`
      : `The day's stem element, ${s.en}, is not among your favourable elements; go steadily in outward affairs.`,
    stemFav ? `今日天干五行为${s.zh}，是你的喜用，利于外务。` : `今日天干五行为${s.zh}，非你所喜，外务宜稳。`,
  )
  reasons.add(
    branchFav ? 'element:branch-favourable' : 'element:branch-unfavourable',
    branchFav ? { relationships: 0.5, health: 0.5 } : { relationships: -0.5, health: -0.5 },
    branchFav
      ? `The day's branch element, ${b.en}, is favourable and steadies home and body.`
      : `The day's branch element, ${b.en}, is unfavourable; keep home life and energy in balance.`,
    branchFav ? `今日地支五行为${b.zh}，为喜用，家宅与身心较安。` : `今日地支五行为${b.zh}，非喜用，注意作息与家庭和谐。`,
  )
  return { stemFav, branchFav }
}

type NatalPosition = 'year' | 'month' | 'day' | 'hour'
const BRANCH_NAME_ZH: Record<NatalPosition, string> = { year: '年支', month: '月支', day: '日支', hour: '时支' }

/** Rule 3: today's stem against the day master and today's branch against each natal branch (shared with the chart's daily block). */
export function interactionRule(g: GuidanceDay, reasons: Reasons): DailyGuidance['interactions'] {
  const { pillars, locale } = g
  const natal = (['year', 'month', 'day', 'hour'] as const)
    .filter((p) => pillars[p])
    .map((p) => ({ position: p, ...cycleParts(pillars[p]!.cycle) }))
  const { stems, branches } = dayInteractions(natal, g.dayStem, g.dayBranch)
  const interactions: DailyGuidance['interactions'] = []
  for (const hit of stems) {
    const other = hit.members.find((m) => m !== 'today')
    if (other !== 'day') continue // only the day master itself matters for the day stem
    const combine = hit.code === 'stem-combination'
    const effect = combine
      ? phrase(
          locale,
          'The day stem combines with your day master: cooperation and goodwill come easily.',
          '流日天干与日主相合：易得合作与善意。',
        )
      : phrase(
          locale,
          'The day stem clashes with your day master: avoid rushing and overextending.',
          '流日天干冲日主：忌急躁冒进、透支精力。',
        )
    interactions.push({ ...termOf(hit, locale), rule: hit.code, natal: pillars.day.label, characters: hit.characters, effect })
    reasons.addOnce(
      combine ? 'stem-combination:day-master' : 'stem-clash:day-master',
      combine ? { relationships: 0.5 } : { career: -0.5, health: -0.5 },
      effect.en,
      effect.zh,
    )
  }
  for (const hit of branches) {
    const palaceOf = hit.members.filter((m) => m !== 'today')[0] as NatalPosition
    const rule = branchRule(hit.code, palaceOf, locale)
    if (!rule) continue
    interactions.push({
      ...termOf(hit, locale),
      rule: hit.code,
      natal: pillars[palaceOf]!.label,
      characters: hit.characters,
      effect: rule.effect,
    })
    reasons.addOnce(`${hit.code}:${palaceOf}`, rule.deltas, rule.effect.en, rule.effect.zh)
  }
  return interactions
}

/** What a branch interaction of today with a natal branch does, by kind and palace; null for kinds without a rule. */
function branchRule(code: string, palaceOf: NatalPosition, locale: Locale): { deltas: Deltas; effect: Phrase } | null {
  const palace = PALACE[palaceOf]
  switch (code) {
    case 'six-clash':
      return {
        deltas: CLASH_DELTAS[palaceOf],
        effect: phrase(
          locale,
          `Today's branch clashes your ${palaceOf} branch, stirring matters of ${palace.en}.`,
          `今日地支冲${palace.zh}宫（${BRANCH_NAME_ZH[palaceOf]}），相关之事易起波动。`,
        ),
      }
    case 'six-combination':
    case 'half-combination':
    case 'three-combination':
    case 'directional-combination':
      return {
        deltas: COMBINE_DELTAS[palaceOf],
        effect: phrase(
          locale,
          `Today's branch combines with your ${palaceOf} branch, bringing harmony to ${palace.en}.`,
          `今日地支与${palace.zh}宫相合，相关之事较顺。`,
        ),
      }
    case 'punishment':
    case 'self-punishment':
      return {
        deltas: { health: -0.5 },
        effect: phrase(
          locale,
          `Today's branch punishes your ${palaceOf} branch: mind friction and fatigue around ${palace.en}.`,
          `今日地支与${palace.zh}宫相刑：留意摩擦与疲劳。`,
        ),
      }
    case 'harm':
      return {
        deltas: { relationships: -0.5 },
        effect: phrase(
          locale,
          `Today's branch harms your ${palaceOf} branch: small misunderstandings around ${palace.en}.`,
          `今日地支与${palace.zh}宫相害：易有小误会。`,
        ),
      }
    case 'destruction':
      return {
        deltas: { wealth: -0.5 },
        effect: phrase(
          locale,
          `Today's branch breaks your ${palaceOf} branch: check details before spending.`,
          `今日地支与${palace.zh}宫相破：花钱前多核对细节。`,
        ),
      }
    default:
      return null
  }
}

/** Rule 4: the almanac's day god (黄道 / 黑道). */
export function dayGodRule(g: GuidanceDay, reasons: Reasons): void {
  const god = g.almanac.day_god
  reasons.add(
    god.auspicious ? 'day-god:yellow-path' : 'day-god:black-path',
    god.auspicious ? { career: 0.5, wealth: 0.5 } : { career: -0.5 },
    god.auspicious
      ? `The almanac marks a Yellow Path day (${god.en}), good for starting things.`
      : `The almanac marks a Black Path day (${god.en}); prefer routine over new ventures.`,
    god.auspicious ? `黄历为黄道日（${god.zh}），宜开展新事。` : `黄历为黑道日（${god.zh}），宜守成少开新局。`,
  )
}

/** Rule 5: the luck and annual pillars in force (only with sex: the luck direction needs it); null without them. */
export function periodRule(g: GuidanceDay, reasons: Reasons): DailyGuidance['periods'] {
  const { chart, almanac, locale } = g
  if (!g.sex || !chart.luck) return null
  const readingYear = Number(almanac.date.slice(0, 4))
  // The Bazi year changes at 立春: before it, the reading date is still in the previous year.
  const baziYear = SIXTY_CYCLE[(((readingYear - 4) % 60) + 60) % 60] === almanac.year_pillar.ganzhi ? readingYear : readingYear - 1
  const annualCycle = SIXTY_CYCLE.indexOf(almanac.year_pillar.ganzhi)
  const annual = cycleParts(annualCycle)
  const annualFav = g.favourable.includes(STEMS[annual.stem].element)
  const luckPillar = chart.luck.pillars.find((p) => p.startYear <= baziYear && baziYear <= p.endYear) ?? null
  const luckView = luckPillar ? luckPillarReason(g, reasons, luckPillar) : null
  const periods = {
    luckPillar: luckView,
    annualPillar: {
      year: baziYear,
      ganzhi: almanac.year_pillar.ganzhi,
      tenGod: termOf(glossary.TEN_GODS[tenGodOf(g.dm, annual.stem)], locale),
      favourable: annualFav,
    },
  }
  reasons.add(
    annualFav ? 'annual-pillar:favourable' : 'annual-pillar:unfavourable',
    annualFav ? { relationships: 0.5, health: 0.5 } : { relationships: -0.5, health: -0.5 },
    annualFav
      ? `This year's pillar ${romanCycle(annualCycle)} is on your side.`
      : `This year's pillar ${romanCycle(annualCycle)} is demanding; look after yourself and those close to you.`,
    annualFav ? `流年${almanac.year_pillar.ganzhi}为喜，人和身安。` : `流年${almanac.year_pillar.ganzhi}非喜，宜多照顾自己与家人。`,
  )
  if ((g.dayBranch - annual.branch + 12) % 12 === 6) {
    reasons.add(
      'clash:annual',
      { career: -0.5 },
      "Today's branch clashes this year's branch (a year-breaker day): avoid big commitments.",
      '今日为岁破日（日支冲流年支）：不宜定大事。',
    )
  }
  return periods
}

type LuckPillar = NonNullable<ChartResult['luck']>['pillars'][number]

function luckPillarReason(g: GuidanceDay, reasons: Reasons, luckPillar: LuckPillar): NonNullable<DailyGuidance['periods']>['luckPillar'] {
  const cycle = SIXTY_CYCLE.indexOf(luckPillar.ganzhi)
  const lp = cycleParts(cycle)
  const luckFav = g.favourable.includes(STEMS[lp.stem].element)
  const span = `${luckPillar.startYear}-${luckPillar.endYear}`
  reasons.add(
    luckFav ? 'luck-pillar:favourable' : 'luck-pillar:unfavourable',
    luckFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
    luckFav
      ? `Your current luck pillar ${romanCycle(cycle)} (${span}) carries a favourable element.`
      : `Your current luck pillar ${romanCycle(cycle)} (${span}) asks for patience.`,
    luckFav ? `当前大运${luckPillar.ganzhi}（${span}）五行为喜，助力外务。` : `当前大运${luckPillar.ganzhi}（${span}）五行非喜，宜多耐心。`,
  )
  return {
    ganzhi: luckPillar.ganzhi,
    tenGod: termOf(glossary.TEN_GODS[tenGodOf(g.dm, lp.stem)], g.locale),
    startYear: luckPillar.startYear,
    endYear: luckPillar.endYear,
    favourable: luckFav,
  }
}
