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
import { elementColours } from './colours'
import type { Almanac } from '../almanac/almanac'
import { AppError } from '../errors'
import type { Locale } from '../types'
import { glossary, type TenGodGroup } from '../bazi'
import { BRANCHES, STEMS, cycleParts, type Element } from '../bazi'
import {
  LIFE_AREAS,
  elementTerm,
  termOf,
  type AreaRating,
  type DailyGuidance,
  type GuidanceInput,
  type GuidanceItem,
  type LifeArea,
  type Phrase,
} from './guidance-types'
import {
  Reasons,
  dayGodRule,
  elementRule,
  guidanceDay,
  interactionRule,
  labelValue,
  periodRule,
  tenGodRule,
  type GuidanceDay,
} from './guidance-rules'
import { AREAS, DIRECTIONS, ELEMENT_DIRECTION_CODE } from './labels'
import { sentences } from '../sentence'

export * from './guidance-types'

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
const GROUP_AREA: Record<TenGodGroup, LifeArea> = {
  companion: 'relationships',
  output: 'career',
  wealth: 'wealth',
  officer: 'career',
  resource: 'health',
}
const GROUP_SUGGESTIONS = sentences<TenGodGroup>({
  companion: {
    en: 'Team up with friends or colleagues on a shared task',
    zh: '与朋友同事合力完成一件事',
    ja: '友人や同僚と力を合わせて一つのことを成し遂げる',
    ko: '친구나 동료와 힘을 모아 한 가지 일을 해내기',
    vi: 'Cùng bạn bè, đồng nghiệp hợp sức làm xong một việc',
  },
  output: {
    en: 'Share your ideas: write, teach, present or create',
    zh: '表达自己：写作、讲解、展示或创作',
    ja: '自分を表現する：書く、教える、発表する、創作する',
    ko: '자신을 표현하기: 글쓰기, 가르치기, 발표, 창작',
    vi: 'Thể hiện bản thân: viết, giảng giải, trình bày hay sáng tác',
  },
  wealth: {
    en: 'Review your finances or follow up a business lead',
    zh: '理财复盘，或跟进一笔生意',
    ja: 'お金の流れを見直す、または商談を一つ進める',
    ko: '재정을 점검하거나 사업 기회를 챙기기',
    vi: 'Rà soát tài chính, hoặc theo sát một mối làm ăn',
  },
  officer: {
    en: 'Take on responsibility and settle formal matters',
    zh: '承担责任，处理正式事务',
    ja: '責任を引き受け、正式な用件を片づける',
    ko: '책임을 맡고 공식적인 일을 처리하기',
    vi: 'Nhận trách nhiệm và giải quyết việc chính thức',
  },
  resource: {
    en: 'Study, plan, or ask a mentor for advice',
    zh: '学习、规划，或向长辈师长请教',
    ja: '学ぶ、計画を立てる、または目上の人や師に相談する',
    ko: '공부하고 계획을 세우거나 어른과 스승께 조언 구하기',
    vi: 'Học tập, lập kế hoạch hoặc hỏi ý bậc thầy, người đi trước',
  },
})

/** The sentences of the guidance itself: the interplay summary, the personal avoid list, the lucky touches. */
const GUIDANCE = sentences({
  bothFavourable: {
    en: "Both of today's elements ({stem}, {branch}) are favourable for you.",
    zh: '今日干支五行（{stem}、{branch}）皆为你所喜。',
    ja: '今日の干支の五行（{stem}・{branch}）はどちらもあなたの喜用神です。',
    ko: '오늘 간지의 오행({stem}, {branch})이 모두 당신에게 이롭습니다.',
    vi: 'Cả hai ngũ hành can chi hôm nay ({stem}, {branch}) đều là hỉ dụng.',
  },
  mixed: {
    en: "Today's elements are mixed for you: {good} helps, {other} less so.",
    zh: '今日五行喜忌参半：{good}为喜，{other}次之。',
    ja: '今日の五行は喜忌相半ばです。{good}は追い風、{other}はそれほどでもありません。',
    ko: '오늘의 오행은 희기가 반반입니다. {good} 기운은 돕고, {other} 기운은 그보다 덜합니다.',
    vi: 'Ngũ hành hôm nay hỉ kỵ lẫn lộn: {good} lợi, {other} kém hơn.',
  },
  neitherFavourable: {
    en: "Neither of today's elements ({stem}, {branch}) is among your favourable ones.",
    zh: '今日干支五行（{stem}、{branch}）皆非你所喜。',
    ja: '今日の干支の五行（{stem}・{branch}）はどちらも喜用神ではありません。',
    ko: '오늘 간지의 오행({stem}, {branch})은 모두 희용신이 아닙니다.',
    vi: 'Cả hai ngũ hành can chi hôm nay ({stem}, {branch}) đều không phải hỉ dụng.',
  },
  wait: {
    en: '{activity}: the almanac allows it, but your {area} rating suggests waiting',
    zh: '{activity}：黄历虽宜，但你今日{area}欠佳，宜缓',
    ja: '{activity}：暦では吉ですが、今日は{area}が低めなので見合わせを',
    ko: '{activity}: 책력상 길하나 오늘 {area}이 낮아 미루는 편이 좋음',
    vi: '{activity}: lịch tốt, nhưng hôm nay {area} kém, nên hoãn',
  },
  lending: {
    en: 'Lending money or speculative spending',
    zh: '借钱给人或投机消费',
    ja: '人にお金を貸すこと、投機的な出費',
    ko: '남에게 돈을 빌려주거나 투기성 지출을 하는 것',
    vi: 'Cho người khác vay tiền hoặc chi tiêu đầu cơ',
  },
  confronting: {
    en: 'Confronting superiors or breaking rules',
    zh: '顶撞上级或逾越规矩',
    ja: '上司に逆らうこと、決まりを破ること',
    ko: '윗사람에게 맞서거나 규칙을 어기는 것',
    vi: 'Cãi lại cấp trên hoặc vượt quá khuôn phép',
  },
  arguments: {
    en: 'Heated arguments with your partner',
    zh: '与伴侣争执',
    ja: 'パートナーとの口論',
    ko: '배우자와 언쟁하는 것',
    vi: 'Tranh cãi với người bạn đời',
  },
  jobChanges: {
    en: 'Abrupt job changes or big work decisions',
    zh: '贸然变动工作或做重大职业决定',
    ja: '思いつきの転職や、仕事上の大きな決断',
    ko: '섣부른 이직이나 큰 업무 결정',
    vi: 'Đổi việc vội vàng hay quyết định lớn về nghề nghiệp',
  },
  overwork: {
    en: 'Overwork and rushing',
    zh: '过度劳累与急躁',
    ja: '働きすぎと焦り',
    ko: '과로와 조급함',
    vi: 'Làm việc quá sức và nóng vội',
  },
  joyGod: {
    en: 'Direction of the Joy God today',
    zh: '今日喜神方位',
    ja: '喜神の方位',
    ko: '희신 방위',
    vi: 'Hướng Hỷ thần',
  },
  wealthGod: {
    en: 'Direction of the Wealth God today',
    zh: '今日财神方位',
    ja: '財神の方位',
    ko: '재신 방위',
    vi: 'Hướng Tài thần',
  },
  fortuneGod: {
    en: 'Direction of the Fortune God today',
    zh: '今日福神方位',
    ja: '福神の方位',
    ko: '복신 방위',
    vi: 'Hướng Phúc thần',
  },
  elementDirection: {
    en: 'Direction of {element}, a favourable element for you',
    zh: '{element}之方，为你的喜用',
    ja: '{element}の方位、あなたの喜用神',
    ko: '희용신인 {element}의 방위',
    vi: 'Hướng hành {element}, hỉ dụng',
  },
  yellowPathHourFavourable: {
    en: 'A Yellow Path hour ({god}) whose element favours you',
    zh: '黄道吉时（{god}），五行为你所喜',
    ja: '黄道（{god}）、五行も吉',
    ko: '황도({god}), 오행도 이로움',
    vi: 'Hoàng đạo ({god}), ngũ hành hợp',
  },
  yellowPathHour: {
    en: 'A Yellow Path hour ({god})',
    zh: '黄道吉时（{god}）',
    ja: '黄道（{god}）',
    ko: '황도({god})',
    vi: 'Hoàng đạo ({god})',
  },
})

/** The sentence tables of this file, for the tests that check every locale's patterns. */
export const GUIDANCE_SENTENCES = [GROUP_SUGGESTIONS, GUIDANCE] as const

/** An almanac activity as an item of the lists: its name in the request's locale. */
const activityPhrase = (activity: { en: string; zh: string; name: string }, locale: Locale): Phrase => ({
  text: locale === 'en' ? activity.en : locale === 'zh' ? activity.zh : activity.name,
  en: activity.en,
  zh: activity.zh,
})

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
  const reasons = new Reasons()
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

function interplaySummary(g: GuidanceDay, stemFav: boolean, branchFav: boolean): Phrase {
  const stem = labelValue(elementTerm(g.stemElement, g.locale))
  const branch = labelValue(elementTerm(g.branchElement, g.locale))
  if (stemFav && branchFav) return GUIDANCE.say(g.locale, 'bothFavourable', { stem, branch })
  if (stemFav || branchFav) return GUIDANCE.say(g.locale, 'mixed', { good: stemFav ? stem : branch, other: stemFav ? branch : stem })
  return GUIDANCE.say(g.locale, 'neitherFavourable', { stem, branch })
}

/** Each area starts at 3; the rating is 3 + the sum of its deltas, rounded and clamped to 1..5. */
function ratingsOf(reasons: Reasons, locale: Locale): Record<LifeArea, AreaRating> {
  const ratings = {} as Record<LifeArea, AreaRating>
  for (const area of LIFE_AREAS) {
    const mine = reasons.list.filter((r) => r.deltas[area]).map(({ deltas, ...r }) => ({ ...r, delta: deltas[area]! }))
    const sum = mine.reduce((acc, r) => acc + r.delta, 0)
    ratings[area] = { area: AREAS.of(area, locale), score: clampScore(3 + sum), reasons: mine }
  }
  return ratings
}

/** Personal suitable / avoid lists: the almanac's activities weighed by the area ratings, plus the chart's own. */
function activityLists(g: GuidanceDay, ratings: Record<LifeArea, AreaRating>, seenRules: ReadonlySet<string>) {
  const { almanac, locale, tenGod } = g
  const suitable: GuidanceItem[] = []
  const avoid: GuidanceItem[] = []
  const suggestionArea = GROUP_AREA[g.group]
  if (ratings[suggestionArea].score >= 3)
    suitable.push({ source: 'chart', area: suggestionArea, ...GROUP_SUGGESTIONS.say(locale, g.group) })
  for (const activity of almanac.activities.suitable) {
    const area = ACTIVITY_AREA[activity.zh]
    const score = area ? ratings[area].score : 3
    const item = { source: 'almanac' as const, activity, ...(area ? { area } : {}) }
    if (score <= 2) {
      avoid.push({ ...item, ...GUIDANCE.say(locale, 'wait', { activity: labelValue(activity), area: areaInSentence(area!, locale) }) })
    } else {
      suitable.push({ ...item, ...activityPhrase(activity, locale) })
    }
  }
  // Highest-rated areas first; the almanac's own order otherwise.
  suitable.sort((x, y) => (y.area ? ratings[y.area].score : 3) - (x.area ? ratings[x.area].score : 3))
  for (const activity of almanac.activities.unsuitable) avoid.push({ source: 'almanac', activity, ...activityPhrase(activity, locale) })
  const caution = (area: LifeArea, key: 'lending' | 'confronting' | 'arguments' | 'jobChanges' | 'overwork') =>
    avoid.push({ source: 'chart', area, ...GUIDANCE.say(locale, key) })
  if (tenGod === 'rob-wealth') caution('wealth', 'lending')
  if (tenGod === 'hurting-officer') caution('career', 'confronting')
  if (seenRules.has('six-clash:day')) caution('relationships', 'arguments')
  if (seenRules.has('six-clash:month')) caution('career', 'jobChanges')
  if (seenRules.has('stem-clash:day-master') || tenGod === 'seven-killings') caution('health', 'overwork')
  return { suitable, avoid }
}

/** A life area inside a sentence: lower case in English and Vietnamese ("your wealth rating", "tài lộc của bạn"). */
const areaInSentence = (area: LifeArea, locale: Locale) => {
  const label = AREAS.of(area, locale)
  return { en: label.en.toLowerCase(), zh: label.zh, name: locale === 'en' || locale === 'vi' ? label.name.toLowerCase() : label.name }
}

/** Lucky colours (of the neediest favourable elements), directions and hours. */
function luckyOf(g: GuidanceDay): DailyGuidance['lucky'] {
  const { chart, almanac, locale, favourable } = g
  const weights = chart.chart.elements.weighted
  const neediest = [...favourable].sort((x, y) => weights[x] - weights[y] || favourable.indexOf(x) - favourable.indexOf(y))
  const colours = neediest.slice(0, 2).flatMap((e) => elementColours(e, locale).map((c) => ({ ...c, element: elementTerm(e, locale) })))
  return { colours, directions: luckyDirections(almanac, neediest, locale), hours: luckyHours(g) }
}

function luckyDirections(almanac: Almanac, neediest: Element[], locale: Locale): DailyGuidance['lucky']['directions'] {
  const dirs = almanac.auspicious_directions
  const directions: DailyGuidance['lucky']['directions'] = [
    { ...dirs.joy, why: GUIDANCE.say(locale, 'joyGod') },
    { ...dirs.wealth, why: GUIDANCE.say(locale, 'wealthGod') },
    { ...dirs.fortune, why: GUIDANCE.say(locale, 'fortuneGod') },
  ]
  const favDirElement = neediest.find((e) => ELEMENT_DIRECTION_CODE[e])
  if (favDirElement) {
    const d = DIRECTIONS.of(ELEMENT_DIRECTION_CODE[favDirElement]!, locale)
    if (!directions.some((x) => x.zh === d.zh)) {
      directions.push({
        name: d.name,
        en: d.en,
        zh: d.zh,
        why: GUIDANCE.say(locale, 'elementDirection', { element: labelValue(elementTerm(favDirElement, locale)) }),
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
      why: GUIDANCE.say(locale, favourableBranch ? 'yellowPathHourFavourable' : 'yellowPathHour', { god: labelValue(h.god) }),
    }))
}
