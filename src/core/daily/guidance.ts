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
 * The rules live in guidance-rules.ts; the day-versus-natal interactions are the chart's (bazi/day-interactions.ts).
 */
import { ELEMENT_COLOURS } from './colours'
import type { Almanac } from '../almanac/almanac'
import { AppError } from '../errors'
import type { Locale } from '../types'
import { glossary, type TenGodGroup } from '../bazi'
import { BRANCHES, ELEMENT_INFO, STEMS, cycleParts, type Element } from '../bazi'
import {
  AREA_ENTRIES,
  LIFE_AREAS,
  elementTerm,
  phrase,
  termOf,
  type AreaRating,
  type DailyGuidance,
  type GuidanceInput,
  type GuidanceItem,
  type LifeArea,
} from './guidance-types'
import { Reasons, dayGodRule, elementRule, guidanceDay, interactionRule, periodRule, tenGodRule, type GuidanceDay } from './guidance-rules'

export * from './guidance-types'

/** Directions of the elements (五行方位); earth sits in the centre and gives no direction. */
const ELEMENT_DIRECTION: Partial<Record<Element, { zh: string; en: string }>> = {
  wood: { zh: '正东', en: 'East' },
  fire: { zh: '正南', en: 'South' },
  metal: { zh: '正西', en: 'West' },
  water: { zh: '正北', en: 'North' },
}

/** Almanac activities that serve a life area (the others are general). */
const ACTIVITY_AREA: Record<string, LifeArea> = {
  赴任: 'career',
  开市: 'career',
  挂匾: 'career',
  入学: 'career',
  习艺: 'career',
  见贵: 'career',
  订盟: 'career',
  纳财: 'wealth',
  求财: 'wealth',
  交易: 'wealth',
  立券交易: 'wealth',
  立券: 'wealth',
  开仓: 'wealth',
  置产: 'wealth',
  出货财: 'wealth',
  买车: 'wealth',
  嫁娶: 'relationships',
  订婚: 'relationships',
  纳采: 'relationships',
  问名: 'relationships',
  会亲友: 'relationships',
  会友: 'relationships',
  冠笄: 'relationships',
  进人口: 'relationships',
  归宁: 'relationships',
  探病: 'relationships',
  求医: 'health',
  治病: 'health',
  求医疗病: 'health',
  针灸: 'health',
  沐浴: 'health',
}

/** Chart-based suggestions for the day stem's ten-god group. */
const GROUP_SUGGESTION: Record<TenGodGroup, { area: LifeArea; en: string; zh: string }> = {
  companion: { area: 'relationships', en: 'Team up with friends or colleagues on a shared task', zh: '与朋友同事合力完成一件事' },
  output: { area: 'career', en: 'Share your ideas: write, teach, present or create', zh: '表达自己：写作、讲解、展示或创作' },
  wealth: { area: 'wealth', en: 'Review your finances or follow up a business lead', zh: '理财复盘，或跟进一笔生意' },
  officer: { area: 'career', en: 'Take on responsibility and settle formal matters', zh: '承担责任，处理正式事务' },
  resource: { area: 'health', en: 'Study, plan, or ask a mentor for advice', zh: '学习、规划，或向长辈师长请教' },
}

const round1 = (n: number) => Math.round(n * 10) / 10
const clampScore = (n: number) => Math.min(5, Math.max(1, Math.round(n)))

/**
 * Guidance for the almanac's date against the chart. Throws INVALID_REQUEST when the chart has no
 * day pillar data (never the case for `calculateChart` output).
 */
export function dailyGuidance({ chart, almanac, sex, locale }: GuidanceInput): DailyGuidance {
  const pillars = chart.chart.pillars
  if (!pillars?.day) throw new AppError('INVALID_REQUEST', 'The chart has no day pillar.')
  const g = guidanceDay(chart, almanac, sex, locale, pillars)
  const reasons = new Reasons(locale)
  tenGodRule(g, reasons)
  const { stemFav, branchFav } = elementRule(g, reasons)
  const interactions = interactionRule(g, reasons)
  dayGodRule(g, reasons)
  const periods = periodRule(g, reasons)
  const ratings = ratingsOf(reasons, locale)
  const { suitable, avoid } = activityLists(g, ratings, reasons.seen)
  return {
    readingDate: almanac.date,
    method: 'day-pillar-rules-v1',
    dayMaster: {
      char: STEMS[g.dm].zh,
      element: elementTerm(STEMS[g.dm].element, locale),
      strength: termOf(glossary.STRENGTH_VERDICTS[chart.chart.strength.verdict], locale),
    },
    dayPillar: {
      ganzhi: almanac.day_pillar.ganzhi,
      name: almanac.day_pillar.name,
      tenGod: termOf(g.tenGodEntry, locale),
      group: termOf(g.groupEntry, locale),
      stemElement: elementTerm(g.stemElement, locale),
      branchElement: elementTerm(g.branchElement, locale),
    },
    elementInterplay: {
      favourable: g.favourable.map((e) => elementTerm(e, locale)),
      unfavourable: g.unfavourable.map((e) => elementTerm(e, locale)),
      dayStem: { element: elementTerm(g.stemElement, locale), favourable: stemFav },
      dayBranch: { element: elementTerm(g.branchElement, locale), favourable: branchFav },
      summary: interplaySummary(g, stemFav, branchFav),
    },
    interactions,
    periods,
    ratings,
    overall: round1(LIFE_AREAS.reduce((acc, a) => acc + ratings[a].score, 0) / LIFE_AREAS.length),
    suitable,
    avoid,
    lucky: luckyOf(g),
  }
}

function interplaySummary(g: GuidanceDay, stemFav: boolean, branchFav: boolean) {
  const s = ELEMENT_INFO[g.stemElement]
  const b = ELEMENT_INFO[g.branchElement]
  if (stemFav && branchFav)
    return phrase(
      g.locale,
      `Both of today's elements (${s.en}, ${b.en}) are favourable for you.`,
      `今日干支五行（${s.zh}、${b.zh}）皆为你所喜。`,
    )
  if (stemFav || branchFav) {
    return phrase(
      g.locale,
      `Today's elements are mixed for you: ${stemFav ? s.en : b.en} helps, ${stemFav ? b.en : s.en} less so.`,
      `今日五行喜忌参半：${stemFav ? s.zh : b.zh}为喜，${stemFav ? b.zh : s.zh}次之。`,
    )
  }
  return phrase(
    g.locale,
    `Neither of today's elements (${s.en}, ${b.en}) is among your favourable ones.`,
    `今日干支五行（${s.zh}、${b.zh}）皆非你所喜。`,
  )
}

/** Each area starts at 3; the rating is 3 + the sum of its deltas, rounded and clamped to 1..5. */
function ratingsOf(reasons: Reasons, locale: Locale): Record<LifeArea, AreaRating> {
  const ratings = {} as Record<LifeArea, AreaRating>
  for (const area of LIFE_AREAS) {
    const mine = reasons.list.filter((r) => r.deltas[area]).map(({ deltas, ...r }) => ({ ...r, delta: deltas[area]! }))
    const sum = mine.reduce((acc, r) => acc + r.delta, 0)
    ratings[area] = { area: termOf(AREA_ENTRIES[area], locale), score: clampScore(3 + sum), reasons: mine }
  }
  return ratings
}

/** Personal suitable / avoid lists: the almanac's activities weighed by the area ratings, plus the chart's own. */
function activityLists(g: GuidanceDay, ratings: Record<LifeArea, AreaRating>, seenRules: ReadonlySet<string>) {
  const { almanac, locale, tenGod } = g
  const suitable: GuidanceItem[] = []
  const avoid: GuidanceItem[] = []
  const suggestion = GROUP_SUGGESTION[g.group]
  if (ratings[suggestion.area].score >= 3)
    suitable.push({ source: 'chart', area: suggestion.area, ...phrase(locale, suggestion.en, suggestion.zh) })
  for (const activity of almanac.activities.suitable) {
    const area = ACTIVITY_AREA[activity.zh]
    const score = area ? ratings[area].score : 3
    const item = { source: 'almanac' as const, activity, ...(area ? { area } : {}) }
    if (score <= 2) {
      avoid.push({
        ...item,
        ...phrase(
          locale,
          `${activity.en}: the almanac allows it, but your ${AREA_ENTRIES[area!].en.toLowerCase()} rating suggests waiting`,
          `${activity.zh}：黄历虽宜，但你今日${AREA_ENTRIES[area!].zh}欠佳，宜缓`,
        ),
      })
    } else {
      suitable.push({ ...item, ...phrase(locale, activity.en, activity.zh) })
    }
  }
  // Highest-rated areas first; the almanac's own order otherwise.
  suitable.sort((x, y) => (y.area ? ratings[y.area].score : 3) - (x.area ? ratings[x.area].score : 3))
  for (const activity of almanac.activities.unsuitable)
    avoid.push({ source: 'almanac', activity, ...phrase(locale, activity.en, activity.zh) })
  if (tenGod === 'rob-wealth')
    avoid.push({ source: 'chart', area: 'wealth', ...phrase(locale, 'Lending money or speculative spending', '借钱给人或投机消费') })
  if (tenGod === 'hurting-officer')
    avoid.push({ source: 'chart', area: 'career', ...phrase(locale, 'Confronting superiors or breaking rules', '顶撞上级或逾越规矩') })
  if (seenRules.has('six-clash:day'))
    avoid.push({ source: 'chart', area: 'relationships', ...phrase(locale, 'Heated arguments with your partner', '与伴侣争执') })
  if (seenRules.has('six-clash:month'))
    avoid.push({
      source: 'chart',
      area: 'career',
      ...phrase(locale, 'Abrupt job changes or big work decisions', '贸然变动工作或做重大职业决定'),
    })
  if (seenRules.has('stem-clash:day-master') || tenGod === 'seven-killings')
    avoid.push({ source: 'chart', area: 'health', ...phrase(locale, 'Overwork and rushing', '过度劳累与急躁') })
  return { suitable, avoid }
}

/** Lucky colours (of the neediest favourable elements), directions and hours. */
function luckyOf(g: GuidanceDay): DailyGuidance['lucky'] {
  const { chart, almanac, locale, favourable } = g
  const weights = chart.chart.elements.weighted
  const neediest = [...favourable].sort((x, y) => weights[x] - weights[y] || favourable.indexOf(x) - favourable.indexOf(y))
  const colours = neediest
    .slice(0, 2)
    .flatMap((e) => ELEMENT_COLOURS[e].map((c) => ({ ...termOf(c, locale), element: elementTerm(e, locale) })))
  return { colours, directions: luckyDirections(almanac, neediest, locale), hours: luckyHours(g) }
}

function luckyDirections(almanac: Almanac, neediest: Element[], locale: Locale): DailyGuidance['lucky']['directions'] {
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
        why: phrase(
          locale,
          `Direction of ${ELEMENT_INFO[favDirElement].en}, a favourable element for you`,
          `${ELEMENT_INFO[favDirElement].zh}之方，为你的喜用`,
        ),
      })
    }
  }
  return directions
}

/** Up to four Yellow Path hours that do not clash the natal day branch, favourable elements first, in clock order. */
function luckyHours(g: GuidanceDay): DailyGuidance['lucky']['hours'] {
  const { locale, favourable } = g
  const natalDayBranch = cycleParts(g.pillars.day.cycle).branch
  return g.almanac.hours
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
}
