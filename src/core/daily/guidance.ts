/**
 * Personal daily guidance: the reading day's almanac read against a natal chart. Deterministic and
 * pure (no model, no clock: the reading date is an input), so the same input gives the same output.
 *
 * Method `day-pillar-rules-v1` (this service's weighting of classical ideas; every rule that fires
 * is returned as a reason, so a rating can always be explained):
 * 1. Ten god of the day stem (流日十神) against the day master (《渊海子平》·论十神 meanings: 官 =
 *    status and duty, 财 = money, 印 = support and rest, 食伤 = expression, 比劫 = peers and rivals).
 *    The spouse star (male: 财, female: 官杀; 《三命通会》·论妻/论夫) also touches relationships when
 *    `sex` is given.
 * 2. Element interplay: the day stem's element against the chart's favourable / unfavourable
 *    elements (the chart's strength method, 扶抑) for outward affairs (career, wealth); the day
 *    branch's element for home and body (relationships, health).
 * 3. Interactions of the day branch with each natal branch and of the day stem with the day master
 *    (刑冲合害破, tables of the chart core). Palaces (宫位): year = family and elders, month = work
 *    and parents, day branch = partner (夫妻宫), hour = plans and children.
 * 4. The almanac's day god: a 黄道 day helps undertakings, a 黑道 day calls for caution.
 * 5. With `sex` (luck known): the luck pillar (大运) in force colours career and wealth, the annual
 *    pillar (流年) relationships and health, by whether their stem elements are favourable; a day
 *    branch clashing the annual branch (岁破日) weighs on career.
 * Each area starts at 3; the rating is 3 + the sum of its deltas, rounded and clamped to 1..5.
 */
import { ELEMENT_COLOURS } from './colours'
import type { Almanac, AlmanacHour, AlmanacTerm } from '../almanac/almanac'
import { AppError } from '../errors'
import type { Locale, Sex } from '../types'
import {
  branchInteractions,
  glossary,
  stemInteractions,
  tenGodGroupOf,
  tenGodOf,
  type ChartResult,
  type Interaction,
  type TenGodGroup,
} from '../bazi'
import { BRANCHES, ELEMENT_INFO, SIXTY_CYCLE, STEMS, cycleParts, type Element } from '../bazi/ganzhi'
import type { Term } from '../bazi/glossary'

export type LifeArea = 'career' | 'wealth' | 'relationships' | 'health'
export const LIFE_AREAS: readonly LifeArea[] = ['career', 'wealth', 'relationships', 'health']

/** A sentence in both languages; `text` is the request's locale. */
export interface Phrase {
  text: string
  en: string
  zh: string
}

export interface Reason extends Phrase {
  /** Stable rule identifier, e.g. `ten-god:direct-officer`, `clash:day`. */
  rule: string
  delta: number
}

export interface AreaRating {
  area: Term
  /** 1 (difficult) … 5 (very favourable). */
  score: number
  reasons: Reason[]
}

export interface GuidanceItem extends Phrase {
  source: 'almanac' | 'chart'
  /** The life area the item serves, when it has one. */
  area?: LifeArea
  /** For almanac activities: the activity's label. */
  activity?: AlmanacTerm
}

export interface DailyGuidance {
  readingDate: string
  method: string
  dayMaster: { char: string; element: Term; strength: Term }
  dayPillar: { ganzhi: string; name: string; tenGod: Term; group: Term; stemElement: Term; branchElement: Term }
  elementInterplay: {
    favourable: Term[]
    unfavourable: Term[]
    dayStem: { element: Term; favourable: boolean }
    dayBranch: { element: Term; favourable: boolean }
    summary: Phrase
  }
  interactions: (Term & { rule: string; natal: Term | null; characters: string; effect: Phrase })[]
  /** Luck (大运) and annual (流年) pillars in force; null without `sex` (the luck direction needs it). */
  periods: {
    luckPillar: { ganzhi: string; tenGod: Term; startYear: number; endYear: number; favourable: boolean } | null
    annualPillar: { year: number; ganzhi: string; tenGod: Term; favourable: boolean }
  } | null
  ratings: Record<LifeArea, AreaRating>
  overall: number
  suitable: GuidanceItem[]
  avoid: GuidanceItem[]
  lucky: {
    colours: (Term & { element: Term })[]
    directions: (AlmanacTerm & { why: Phrase })[]
    hours: (Pick<AlmanacHour, 'ganzhi' | 'name' | 'start' | 'end'> & { why: Phrase })[]
  }
}

export interface GuidanceInput {
  /** A chart from `calculateChart` (any locale; labels are rebuilt in `locale`). */
  chart: ChartResult
  /** The reading day's almanac from `dailyAlmanac`. */
  almanac: Almanac
  sex?: Sex
  locale: Locale
}

// ---------------------------------------------------------------------------------------------
// Labels

const phrase = (locale: Locale, en: string, zh: string): Phrase => ({ text: locale === 'zh' ? zh : en, en, zh })
const termOf = (entry: { code: string; zh: string; en: string }, locale: Locale): Term => glossary.term(entry, locale)

const AREA_ENTRIES: Record<LifeArea, { code: LifeArea; zh: string; en: string }> = {
  career: { code: 'career', zh: '事业', en: 'Career' },
  wealth: { code: 'wealth', zh: '财运', en: 'Wealth' },
  relationships: { code: 'relationships', zh: '感情人际', en: 'Relationships' },
  health: { code: 'health', zh: '健康', en: 'Health' },
}

const elementTerm = (e: Element, locale: Locale): Term => termOf({ code: e, zh: ELEMENT_INFO[e].zh, en: ELEMENT_INFO[e].en }, locale)

/** "Bing (Yang Fire)" for 丙: English never shows the character. */
const stemEn = (stem: number) => `${capitalise(stripTones(STEMS[stem].pinyin))} (${STEMS[stem].en})`
const stripTones = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const romanCycle = (cycle: number) => {
  const { stem, branch } = cycleParts(cycle)
  return `${capitalise(stripTones(STEMS[stem].pinyin))}-${capitalise(stripTones(BRANCHES[branch].pinyin))}`
}

// ---------------------------------------------------------------------------------------------
// Rule tables

type Deltas = Partial<Record<LifeArea, number>>

/** Rule 1: what each ten god of the day stem does to each area, with its meaning. */
const TEN_GOD_RULES: Record<glossary.TenGodCode, { deltas: Deltas; en: string; zh: string }> = {
  friend: { deltas: { wealth: -0.5, relationships: 0.5 }, en: 'a day for peers and teamwork, though gains may have to be shared', zh: '利于同辈合作，但收获可能需要分享' },
  'rob-wealth': { deltas: { wealth: -1 }, en: 'competition is in the air; keep a firm hand on money', zh: '竞争之气较重，钱财宜守' },
  'eating-god': { deltas: { career: 0.5, wealth: 0.5, relationships: 0.5, health: 0.5 }, en: 'an easy, expressive day that favours creativity and enjoyment', zh: '心情舒展，利于表达、创作与享受' },
  'hurting-officer': { deltas: { career: -0.5, wealth: 0.5, relationships: -0.5 }, en: 'ideas flow, but sharp words can rub against authority', zh: '才思敏捷，但言语易与上级或规矩相冲' },
  'indirect-wealth': { deltas: { wealth: 1 }, en: 'opportunities for unexpected income and deals', zh: '偏财透出，易有意外之财与交易机会' },
  'direct-wealth': { deltas: { wealth: 1 }, en: 'steady earnings reward diligent work', zh: '正财当值，踏实经营可见收获' },
  'seven-killings': { deltas: { career: 0.5, relationships: -0.5, health: -0.5 }, en: 'pressure and drive: push forward, but pace yourself', zh: '压力与魄力并存，宜进取亦宜量力' },
  'direct-officer': { deltas: { career: 1 }, en: 'recognition, duty and order favour your standing', zh: '正官当值，名誉与职责得彰' },
  'indirect-resource': { deltas: { wealth: -0.5, health: 0.5 }, en: 'a reflective day for study and unusual ideas rather than deals', zh: '宜静思研究、偏门学问，不宜急于求财' },
  'direct-resource': { deltas: { career: 0.5, health: 1 }, en: 'support from mentors and a chance to rest and recharge', zh: '得贵人长辈扶持，宜休养充电' },
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


/** Directions of the elements (五行方位); earth sits in the centre and gives no direction. */
const ELEMENT_DIRECTION: Partial<Record<Element, { zh: string; en: string }>> = {
  wood: { zh: '正东', en: 'East' },
  fire: { zh: '正南', en: 'South' },
  metal: { zh: '正西', en: 'West' },
  water: { zh: '正北', en: 'North' },
}

/** Almanac activities that serve a life area (the others are general). */
const ACTIVITY_AREA: Record<string, LifeArea> = {
  赴任: 'career', 开市: 'career', 挂匾: 'career', 入学: 'career', 习艺: 'career', 见贵: 'career', 订盟: 'career',
  纳财: 'wealth', 求财: 'wealth', 交易: 'wealth', 立券交易: 'wealth', 立券: 'wealth', 开仓: 'wealth', 置产: 'wealth', 出货财: 'wealth', 买车: 'wealth',
  嫁娶: 'relationships', 订婚: 'relationships', 纳采: 'relationships', 问名: 'relationships', 会亲友: 'relationships', 会友: 'relationships', 冠笄: 'relationships', 进人口: 'relationships', 归宁: 'relationships', 探病: 'relationships',
  求医: 'health', 治病: 'health', 求医疗病: 'health', 针灸: 'health', 沐浴: 'health',
}

/** Chart-based suggestions for the day stem's ten-god group. */
const GROUP_SUGGESTION: Record<TenGodGroup, { area: LifeArea; en: string; zh: string }> = {
  companion: { area: 'relationships', en: 'Team up with friends or colleagues on a shared task', zh: '与朋友同事合力完成一件事' },
  output: { area: 'career', en: 'Share your ideas: write, teach, present or create', zh: '表达自己：写作、讲解、展示或创作' },
  wealth: { area: 'wealth', en: 'Review your finances or follow up a business lead', zh: '理财复盘，或跟进一笔生意' },
  officer: { area: 'career', en: 'Take on responsibility and settle formal matters', zh: '承担责任，处理正式事务' },
  resource: { area: 'health', en: 'Study, plan, or ask a mentor for advice', zh: '学习、规划，或向长辈师长请教' },
}

// ---------------------------------------------------------------------------------------------

const round1 = (n: number) => Math.round(n * 10) / 10
const clampScore = (n: number) => Math.min(5, Math.max(1, Math.round(n)))

/**
 * Guidance for the almanac's date against the chart. Throws INVALID_REQUEST when the chart has no
 * day pillar data (never the case for `calculateChart` output).
 */
export function dailyGuidance({ chart, almanac, sex, locale }: GuidanceInput): DailyGuidance {
  const pillars = chart.chart.pillars
  if (!pillars?.day) throw new AppError('INVALID_REQUEST', 'The chart has no day pillar.')
  const dm = cycleParts(pillars.day.cycle).stem
  const dmElement = STEMS[dm].element
  const favourable = chart.chart.strength.favourableElements
  const unfavourable = chart.chart.strength.unfavourableElements
  const dayCycle = SIXTY_CYCLE.indexOf(almanac.day_pillar.ganzhi)
  const { stem: dayStem, branch: dayBranch } = cycleParts(dayCycle)
  const stemElement = STEMS[dayStem].element
  const branchElement = BRANCHES[dayBranch].element
  const tenGod = tenGodOf(dm, dayStem)
  const group = tenGodGroupOf(tenGod)
  const tenGodEntry = glossary.TEN_GODS[tenGod]
  const groupEntry = glossary.TEN_GOD_GROUPS[group]

  const reasons: (Reason & { deltas: Deltas })[] = []
  const add = (rule: string, deltas: Deltas, en: string, zh: string) => {
    if (Object.values(deltas).every((d) => !d)) return
    reasons.push({ rule, deltas, delta: 0, ...phrase(locale, en, zh) })
  }

  // 1. Ten god of the day stem.
  const tg = TEN_GOD_RULES[tenGod]
  add(
    `ten-god:${tenGod}`,
    tg.deltas,
    `The day stem ${stemEn(dayStem)} is your ${tenGodEntry.en}: ${tg.en}.`,
    `今日天干${STEMS[dayStem].zh}为${tenGodEntry.zh}：${tg.zh}。`,
  )
  if (sex) {
    const spouseGroup: TenGodGroup = sex === 'male' ? 'wealth' : 'officer'
    if (group === spouseGroup) {
      add(
        'spouse-star',
        { relationships: 0.5 },
        `Your spouse star (${groupEntry.en}) appears on the day stem, warming close relationships.`,
        `配偶星（${groupEntry.zh}）透于日干，感情有温度。`,
      )
    }
  }

  // 2. Element interplay.
  const stemFav = favourable.includes(stemElement)
  const branchFav = favourable.includes(branchElement)
  const s = ELEMENT_INFO[stemElement]
  const b = ELEMENT_INFO[branchElement]
  add(
    stemFav ? 'element:stem-favourable' : 'element:stem-unfavourable',
    stemFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
    stemFav
      ? `The day's stem element, ${s.en}, is favourable for your chart and supports outward affairs.`
      : `The day's stem element, ${s.en}, is not among your favourable elements; go steadily in outward affairs.`,
    stemFav ? `今日天干五行为${s.zh}，是你的喜用，利于外务。` : `今日天干五行为${s.zh}，非你所喜，外务宜稳。`,
  )
  add(
    branchFav ? 'element:branch-favourable' : 'element:branch-unfavourable',
    branchFav ? { relationships: 0.5, health: 0.5 } : { relationships: -0.5, health: -0.5 },
    branchFav
      ? `The day's branch element, ${b.en}, is favourable and steadies home and body.`
      : `The day's branch element, ${b.en}, is unfavourable; keep home life and energy in balance.`,
    branchFav ? `今日地支五行为${b.zh}，为喜用，家宅与身心较安。` : `今日地支五行为${b.zh}，非喜用，注意作息与家庭和谐。`,
  )

  // 3. Interactions of today with the natal chart.
  type Label = 'year' | 'month' | 'day' | 'hour' | 'today'
  const natal = (['year', 'month', 'day', 'hour'] as const).filter((p) => pillars[p]).map((p) => ({ position: p, ...cycleParts(pillars[p]!.cycle) }))
  const involvesToday = (i: Interaction<Label>) => i.members.includes('today')
  const stemHits = stemInteractions<Label>([...natal.map((p) => ({ label: p.position as Label, stem: p.stem })), { label: 'today', stem: dayStem }]).filter(involvesToday)
  const branchHits = branchInteractions<Label>([...natal.map((p) => ({ label: p.position as Label, branch: p.branch })), { label: 'today', branch: dayBranch }]).filter(involvesToday)
  const interactions: DailyGuidance['interactions'] = []
  const seenRules = new Set<string>()
  const addOnce = (rule: string, deltas: Deltas, en: string, zh: string) => {
    if (seenRules.has(rule)) return
    seenRules.add(rule)
    add(rule, deltas, en, zh)
  }

  for (const hit of stemHits) {
    const other = hit.members.find((m) => m !== 'today') as Exclude<Label, 'today'>
    if (other !== 'day') continue // only the day master itself matters for the day stem
    const combine = hit.code === 'stem-combination'
    const effect = combine
      ? phrase(locale, 'The day stem combines with your day master: cooperation and goodwill come easily.', '流日天干与日主相合：易得合作与善意。')
      : phrase(locale, 'The day stem clashes with your day master: avoid rushing and overextending.', '流日天干冲日主：忌急躁冒进、透支精力。')
    interactions.push({ ...termOf(hit, locale), rule: hit.code, natal: pillars.day.label, characters: hit.characters, effect })
    addOnce(combine ? 'stem-combination:day-master' : 'stem-clash:day-master', combine ? { relationships: 0.5 } : { career: -0.5, health: -0.5 }, effect.en, effect.zh)
  }

  for (const hit of branchHits) {
    const others = hit.members.filter((m) => m !== 'today') as Exclude<Label, 'today'>[]
    const palaceOf = others[0]
    const palace = PALACE[palaceOf]
    let deltas: Deltas = {}
    let effect: Phrase
    switch (hit.code) {
      case 'six-clash':
        deltas = CLASH_DELTAS[palaceOf]
        effect = phrase(locale, `Today's branch clashes your ${palaceOf} branch, stirring matters of ${palace.en}.`, `今日地支冲${palace.zh}宫（${palaceOf === 'day' ? '日支' : palaceOf === 'month' ? '月支' : palaceOf === 'year' ? '年支' : '时支'}），相关之事易起波动。`)
        break
      case 'six-combination':
      case 'half-combination':
      case 'three-combination':
      case 'directional-combination':
        deltas = COMBINE_DELTAS[palaceOf]
        effect = phrase(locale, `Today's branch combines with your ${palaceOf} branch, bringing harmony to ${palace.en}.`, `今日地支与${palace.zh}宫相合，相关之事较顺。`)
        break
      case 'punishment':
      case 'self-punishment':
        deltas = { health: -0.5 }
        effect = phrase(locale, `Today's branch punishes your ${palaceOf} branch: mind friction and fatigue around ${palace.en}.`, `今日地支与${palace.zh}宫相刑：留意摩擦与疲劳。`)
        break
      case 'harm':
        deltas = { relationships: -0.5 }
        effect = phrase(locale, `Today's branch harms your ${palaceOf} branch: small misunderstandings around ${palace.en}.`, `今日地支与${palace.zh}宫相害：易有小误会。`)
        break
      case 'destruction':
        deltas = { wealth: -0.5 }
        effect = phrase(locale, `Today's branch breaks your ${palaceOf} branch: check details before spending.`, `今日地支与${palace.zh}宫相破：花钱前多核对细节。`)
        break
      default:
        continue
    }
    interactions.push({ ...termOf(hit, locale), rule: hit.code, natal: pillars[palaceOf]!.label, characters: hit.characters, effect })
    addOnce(`${hit.code}:${palaceOf}`, deltas, effect.en, effect.zh)
  }

  // 4. The almanac's day god.
  const god = almanac.day_god
  add(
    god.auspicious ? 'day-god:yellow-path' : 'day-god:black-path',
    god.auspicious ? { career: 0.5, wealth: 0.5 } : { career: -0.5 },
    god.auspicious
      ? `The almanac marks a Yellow Path day (${god.en}), good for starting things.`
      : `The almanac marks a Black Path day (${god.en}); prefer routine over new ventures.`,
    god.auspicious ? `黄历为黄道日（${god.zh}），宜开展新事。` : `黄历为黑道日（${god.zh}），宜守成少开新局。`,
  )

  // 5. Luck and annual pillars (only with sex: the luck direction needs it).
  let periods: DailyGuidance['periods'] = null
  if (sex && chart.luck) {
    const readingYear = Number(almanac.date.slice(0, 4))
    // The Bazi year changes at 立春: before it, the reading date is still in the previous year.
    const baziYear = SIXTY_CYCLE[(((readingYear - 4) % 60) + 60) % 60] === almanac.year_pillar.ganzhi ? readingYear : readingYear - 1
    const annualCycle = SIXTY_CYCLE.indexOf(almanac.year_pillar.ganzhi)
    const annual = cycleParts(annualCycle)
    const annualFav = favourable.includes(STEMS[annual.stem].element)
    const luckPillar = chart.luck.pillars.find((p) => p.startYear <= baziYear && baziYear <= p.endYear) ?? null
    let luckView: NonNullable<DailyGuidance['periods']>['luckPillar'] = null
    if (luckPillar) {
      const lp = cycleParts(SIXTY_CYCLE.indexOf(luckPillar.ganzhi))
      const luckFav = favourable.includes(STEMS[lp.stem].element)
      luckView = { ganzhi: luckPillar.ganzhi, tenGod: termOf(glossary.TEN_GODS[tenGodOf(dm, lp.stem)], locale), startYear: luckPillar.startYear, endYear: luckPillar.endYear, favourable: luckFav }
      add(
        luckFav ? 'luck-pillar:favourable' : 'luck-pillar:unfavourable',
        luckFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
        luckFav
          ? `Your current luck pillar ${romanCycle(SIXTY_CYCLE.indexOf(luckPillar.ganzhi))} (${luckPillar.startYear}-${luckPillar.endYear}) carries a favourable element.`
          : `Your current luck pillar ${romanCycle(SIXTY_CYCLE.indexOf(luckPillar.ganzhi))} (${luckPillar.startYear}-${luckPillar.endYear}) asks for patience.`,
        luckFav ? `当前大运${luckPillar.ganzhi}（${luckPillar.startYear}-${luckPillar.endYear}）五行为喜，助力外务。` : `当前大运${luckPillar.ganzhi}（${luckPillar.startYear}-${luckPillar.endYear}）五行非喜，宜多耐心。`,
      )
    }
    periods = {
      luckPillar: luckView,
      annualPillar: { year: baziYear, ganzhi: almanac.year_pillar.ganzhi, tenGod: termOf(glossary.TEN_GODS[tenGodOf(dm, annual.stem)], locale), favourable: annualFav },
    }
    add(
      annualFav ? 'annual-pillar:favourable' : 'annual-pillar:unfavourable',
      annualFav ? { relationships: 0.5, health: 0.5 } : { relationships: -0.5, health: -0.5 },
      annualFav
        ? `This year's pillar ${romanCycle(annualCycle)} is on your side.`
        : `This year's pillar ${romanCycle(annualCycle)} is demanding; look after yourself and those close to you.`,
      annualFav ? `流年${almanac.year_pillar.ganzhi}为喜，人和身安。` : `流年${almanac.year_pillar.ganzhi}非喜，宜多照顾自己与家人。`,
    )
    if ((dayBranch - annual.branch + 12) % 12 === 6) {
      add('clash:annual', { career: -0.5 }, "Today's branch clashes this year's branch (a year-breaker day): avoid big commitments.", '今日为岁破日（日支冲流年支）：不宜定大事。')
    }
  }

  // Ratings.
  const ratings = {} as Record<LifeArea, AreaRating>
  for (const area of LIFE_AREAS) {
    const mine = reasons.filter((r) => r.deltas[area]).map(({ deltas, ...r }) => ({ ...r, delta: deltas[area]! }))
    const sum = mine.reduce((acc, r) => acc + r.delta, 0)
    ratings[area] = { area: termOf(AREA_ENTRIES[area], locale), score: clampScore(3 + sum), reasons: mine }
  }
  const overall = round1(LIFE_AREAS.reduce((acc, a) => acc + ratings[a].score, 0) / LIFE_AREAS.length)

  // Personal suitable / avoid lists.
  const suitable: GuidanceItem[] = []
  const avoid: GuidanceItem[] = []
  const suggestion = GROUP_SUGGESTION[group]
  if (ratings[suggestion.area].score >= 3) suitable.push({ source: 'chart', area: suggestion.area, ...phrase(locale, suggestion.en, suggestion.zh) })
  for (const activity of almanac.activities.suitable) {
    const area = ACTIVITY_AREA[activity.zh]
    const score = area ? ratings[area].score : 3
    const item = { source: 'almanac' as const, activity, ...(area ? { area } : {}) }
    if (score <= 2) {
      avoid.push({
        ...item,
        ...phrase(locale, `${activity.en}: the almanac allows it, but your ${AREA_ENTRIES[area!].en.toLowerCase()} rating suggests waiting`, `${activity.zh}：黄历虽宜，但你今日${AREA_ENTRIES[area!].zh}欠佳，宜缓`),
      })
    } else {
      suitable.push({ ...item, ...phrase(locale, activity.en, activity.zh) })
    }
  }
  // Highest-rated areas first; the almanac's own order otherwise.
  suitable.sort((x, y) => (y.area ? ratings[y.area].score : 3) - (x.area ? ratings[x.area].score : 3))
  for (const activity of almanac.activities.unsuitable) avoid.push({ source: 'almanac', activity, ...phrase(locale, activity.en, activity.zh) })
  if (tenGod === 'rob-wealth') avoid.push({ source: 'chart', area: 'wealth', ...phrase(locale, 'Lending money or speculative spending', '借钱给人或投机消费') })
  if (tenGod === 'hurting-officer') avoid.push({ source: 'chart', area: 'career', ...phrase(locale, 'Confronting superiors or breaking rules', '顶撞上级或逾越规矩') })
  if (seenRules.has('six-clash:day')) avoid.push({ source: 'chart', area: 'relationships', ...phrase(locale, 'Heated arguments with your partner', '与伴侣争执') })
  if (seenRules.has('six-clash:month')) avoid.push({ source: 'chart', area: 'career', ...phrase(locale, 'Abrupt job changes or big work decisions', '贸然变动工作或做重大职业决定') })
  if (seenRules.has('stem-clash:day-master') || tenGod === 'seven-killings') avoid.push({ source: 'chart', area: 'health', ...phrase(locale, 'Overwork and rushing', '过度劳累与急躁') })

  // Lucky colours, directions and hours.
  const weights = chart.chart.elements.weighted
  const neediest = [...favourable].sort((x, y) => weights[x] - weights[y] || favourable.indexOf(x) - favourable.indexOf(y))
  const colours = neediest.slice(0, 2).flatMap((e) => ELEMENT_COLOURS[e].map((c) => ({ ...termOf(c, locale), element: elementTerm(e, locale) })))
  const dirs = almanac.auspicious_directions
  const directions: DailyGuidance['lucky']['directions'] = [
    { ...dirs.joy, why: phrase(locale, 'Direction of the Joy God today', '今日喜神方位') },
    { ...dirs.wealth, why: phrase(locale, 'Direction of the Wealth God today', '今日财神方位') },
    { ...dirs.fortune, why: phrase(locale, 'Direction of the Fortune God today', '今日福神方位') },
  ]
  const favDirElement = neediest.find((e) => ELEMENT_DIRECTION[e])
  if (favDirElement) {
    const d = ELEMENT_DIRECTION[favDirElement]!
    if (!directions.some((x) => x.zh === d.zh)) {
      directions.push({
        name: locale === 'zh' ? d.zh : d.en,
        en: d.en,
        zh: d.zh,
        why: phrase(locale, `Direction of ${ELEMENT_INFO[favDirElement].en}, a favourable element for you`, `${ELEMENT_INFO[favDirElement].zh}之方，为你的喜用`),
      })
    }
  }
  const natalDayBranch = cycleParts(pillars.day.cycle).branch
  const hours = almanac.hours
    .map((h, index) => ({ h, branch: index, favourableBranch: favourable.includes(BRANCHES[index].element) }))
    .filter(({ h, branch }) => h.auspicious && (branch - natalDayBranch + 12) % 12 !== 6)
    .sort((x, y) => Number(y.favourableBranch) - Number(x.favourableBranch) || x.branch - y.branch)
    .slice(0, 4)
    .sort((x, y) => x.branch - y.branch)
    .map(({ h, favourableBranch }) => ({
      ganzhi: h.ganzhi,
      name: h.name,
      start: h.start,
      end: h.end,
      why: favourableBranch
        ? phrase(locale, `A Yellow Path hour (${h.god.en}) whose element favours you`, `黄道吉时（${h.god.zh}），五行为你所喜`)
        : phrase(locale, `A Yellow Path hour (${h.god.en})`, `黄道吉时（${h.god.zh}）`),
    }))

  return {
    readingDate: almanac.date,
    method: 'day-pillar-rules-v1',
    dayMaster: {
      char: STEMS[dm].zh,
      element: elementTerm(dmElement, locale),
      strength: termOf(glossary.STRENGTH_VERDICTS[chart.chart.strength.verdict], locale),
    },
    dayPillar: {
      ganzhi: almanac.day_pillar.ganzhi,
      name: almanac.day_pillar.name,
      tenGod: termOf(tenGodEntry, locale),
      group: termOf(groupEntry, locale),
      stemElement: elementTerm(stemElement, locale),
      branchElement: elementTerm(branchElement, locale),
    },
    elementInterplay: {
      favourable: favourable.map((e) => elementTerm(e, locale)),
      unfavourable: unfavourable.map((e) => elementTerm(e, locale)),
      dayStem: { element: elementTerm(stemElement, locale), favourable: stemFav },
      dayBranch: { element: elementTerm(branchElement, locale), favourable: branchFav },
      summary:
        stemFav && branchFav
          ? phrase(locale, `Both of today's elements (${s.en}, ${b.en}) are favourable for you.`, `今日干支五行（${s.zh}、${b.zh}）皆为你所喜。`)
          : stemFav || branchFav
            ? phrase(locale, `Today's elements are mixed for you: ${stemFav ? s.en : b.en} helps, ${stemFav ? b.en : s.en} less so.`, `今日五行喜忌参半：${stemFav ? s.zh : b.zh}为喜，${stemFav ? b.zh : s.zh}次之。`)
            : phrase(locale, `Neither of today's elements (${s.en}, ${b.en}) is among your favourable ones.`, `今日干支五行（${s.zh}、${b.zh}）皆非你所喜。`),
    },
    interactions,
    periods,
    ratings,
    overall,
    suitable,
    avoid,
    lucky: { colours, directions, hours },
  }
}
