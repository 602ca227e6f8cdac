/**
 * Embedded template narratives for the daily and kids readings, written from the computed facts in
 * both languages. They are what the service returns when no model is configured (`source:
 * 'template'`) and the fallback text a model narrates from. Wording varies with the data: the
 * opening follows the overall score and the day's ten god, the body names the strongest and the
 * weakest areas with the reasons behind them, and the closing picks activities, colours, directions
 * and hours from the day. Deterministic: the same facts give the same text.
 */
import type { Almanac } from '../almanac/almanac'
import { ordinalEn } from '../almanac/glossary'
import type { Bilingual } from '../types'
import { LIFE_AREAS, type DailyGuidance, type LifeArea } from './guidance'
import type { KidsDay } from './kids'

const joinEn = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
const joinZh = (items: string[]): string => items.join('、')
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const stripFinalStop = (s: string) => s.replace(/[.。]$/, '')

/** A variant chosen by the data (the day's cycle position), so consecutive days read differently. */
const pick = <T>(variants: readonly T[], seed: number): T => variants[((seed % variants.length) + variants.length) % variants.length]

const seedOf = (ganzhi: string) => [...ganzhi].reduce((acc, ch) => acc + ch.charCodeAt(0), 0)

// ---------------------------------------------------------------------------------------------
// Daily

const OPENINGS: Record<'bright' | 'steady' | 'patient', { en: readonly string[]; zh: readonly string[] }> = {
  bright: {
    en: ['A bright day opens for you.', 'Today has a lot going for you.', 'The day leans your way.'],
    zh: ['今天对你来说是明朗的一天。', '今天顺风顺水的地方不少。', '今日运势偏向于你。'],
  },
  steady: {
    en: ['A steady, even day lies ahead.', 'Today is a day of balance.', 'A middling day: some things flow, some need care.'],
    zh: ['今天整体平稳。', '今天喜忌参半，宜平衡应对。', '今天有顺有阻，张弛有度即可。'],
  },
  patient: {
    en: [
      'Today calls for patience and a lighter schedule.',
      'A day to go gently and keep plans simple.',
      'Take today slowly; steadiness pays off.',
    ],
    zh: ['今天宜多些耐心，少排行程。', '今天宜放慢脚步，计划从简。', '今日宜稳不宜急，守成为上。'],
  },
}

const moodOf = (overall: number): keyof typeof OPENINGS => (overall >= 3.75 ? 'bright' : overall >= 2.75 ? 'steady' : 'patient')

/** The sentences of a narrative, in both languages, in order. */
interface Lines {
  en: string[]
  zh: string[]
}

/** Template narrative for `/api/v1/daily`: both languages from the same facts. */
export function dailyNarrativeTemplate(guidance: DailyGuidance, almanac: Almanac): Bilingual {
  const lines: Lines = { en: [], zh: [] }
  settingParagraph(lines, guidance, almanac)
  // Element interplay and the day's interactions with the chart.
  lines.en.push(guidance.elementInterplay.summary.en)
  lines.zh.push(guidance.elementInterplay.summary.zh)
  const notable = guidance.interactions.slice(0, 2)
  if (notable.length > 0) {
    lines.en.push(notable.map((i) => i.effect.en).join(' '))
    lines.zh.push(notable.map((i) => i.effect.zh).join(''))
  }
  areasParagraph(lines, guidance)
  doAndSkipParagraph(lines, guidance)
  luckyTouchesParagraph(lines, guidance)
  return { en: lines.en.join(' '), zh: lines.zh.join('') }
}

/** 1. Setting: the opening by mood, the day, its god and the day stem's ten god. */
function settingParagraph(lines: Lines, guidance: DailyGuidance, almanac: Almanac): void {
  const seed = seedOf(almanac.day_pillar.ganzhi) + almanac.lunar_date.day
  const mood = moodOf(guidance.overall)
  const dp = guidance.dayPillar
  const dm = guidance.dayMaster
  const god = almanac.day_god
  lines.en.push(
    `${pick(OPENINGS[mood].en, seed)} ${almanac.weekday.en}, ${dayDisplayEn(almanac)}, is a ${almanac.day_pillar.en} day, ` +
      `${god.auspicious ? 'a Yellow Path day' : 'a Black Path day'} under the ${god.en}. ` +
      `For your ${dm.element.en} day master (${lowerFirst(dm.strength.en)}), the day stem is your ${dp.tenGod.en}.`,
  )
  lines.zh.push(
    `${pick(OPENINGS[mood].zh, seed)}今天是${almanac.weekday.zh}，农历${almanac.lunar_date.zh}，${almanac.day_pillar.ganzhi}日，值${god.zh}（${god.path.zh}）。` +
      `你的日主属${dm.element.zh}（${dm.strength.zh}），今日天干为你的${dp.tenGod.zh}。`,
  )
}

/** 3. Strongest and weakest areas, with a reason not already told in the interactions. */
function areasParagraph(lines: Lines, guidance: DailyGuidance): void {
  const ranked = [...LIFE_AREAS].sort(
    (a, b) => guidance.ratings[b].score - guidance.ratings[a].score || LIFE_AREAS.indexOf(a) - LIFE_AREAS.indexOf(b),
  )
  const best: LifeArea = ranked[0]
  const worst: LifeArea = ranked[ranked.length - 1]
  const bestRating = guidance.ratings[best]
  const worstRating = guidance.ratings[worst]
  // Reasons already told in the interactions paragraph are not repeated.
  const told = new Set(guidance.interactions.slice(0, 2).map((i) => i.effect.en))
  const bestReason = [...bestRating.reasons].filter((r) => !told.has(r.en)).sort((a, b) => b.delta - a.delta)[0]
  const worstReason = [...worstRating.reasons].filter((r) => !told.has(r.en)).sort((a, b) => a.delta - b.delta)[0]
  if (bestRating.score === worstRating.score) {
    lines.en.push(`All four areas sit at ${bestRating.score} out of 5 today, so no part of life pulls ahead.`)
    lines.zh.push(`今天四个方面都是${bestRating.score}分（满分5分），各方面较均衡。`)
    return
  }
  lines.en.push(
    `Your strongest area is ${bestRating.area.en.toLowerCase()} (${bestRating.score}/5)` +
      (bestReason && bestReason.delta > 0 ? `: ${lowerFirst(stripFinalStop(bestReason.en))}.` : '.') +
      ` ${worstRating.area.en} needs the most care (${worstRating.score}/5)` +
      (worstReason && worstReason.delta < 0 ? `: ${lowerFirst(stripFinalStop(worstReason.en))}.` : '.'),
  )
  lines.zh.push(
    `今天最顺的是${bestRating.area.zh}（${bestRating.score}/5）` +
      (bestReason && bestReason.delta > 0 ? `：${stripFinalStop(bestReason.zh)}。` : '。') +
      `最需留意的是${worstRating.area.zh}（${worstRating.score}/5）` +
      (worstReason && worstReason.delta < 0 ? `：${stripFinalStop(worstReason.zh)}。` : '。'),
  )
}

/** 4. What to do, what to skip. */
function doAndSkipParagraph(lines: Lines, guidance: DailyGuidance): void {
  const doItems = guidance.suitable.slice(0, 3)
  const skipItems = guidance.avoid.slice(0, 2)
  if (doItems.length > 0) {
    lines.en.push(`Good uses of the day: ${doItems.map((i) => lowerFirst(i.en)).join('; ')}.`)
    lines.zh.push(`今日宜：${joinZh(doItems.map((i) => i.zh))}。`)
  }
  if (skipItems.length > 0) {
    lines.en.push(`Better left for another day: ${skipItems.map((i) => lowerFirst(i.en)).join('; ')}.`)
    lines.zh.push(`今日不宜：${joinZh(skipItems.map((i) => i.zh))}。`)
  }
}

/** 5. Lucky touches: colours, a direction, hours. */
function luckyTouchesParagraph(lines: Lines, guidance: DailyGuidance): void {
  const colours = guidance.lucky.colours.slice(0, 2)
  const direction = guidance.lucky.directions[0]
  const hours = guidance.lucky.hours.slice(0, 2)
  const touchesEn: string[] = []
  const touchesZh: string[] = []
  if (colours.length) {
    touchesEn.push(`wear ${joinEn(colours.map((c) => c.en.toLowerCase()))}`)
    touchesZh.push(`穿戴${joinZh(colours.map((c) => c.zh))}`)
  }
  if (direction) {
    touchesEn.push(`face ${direction.en.toLowerCase()} for important meetings`)
    touchesZh.push(`重要会面可朝${direction.zh}`)
  }
  if (hours.length) {
    touchesEn.push(`use ${joinEn(hours.map((h) => `${h.start}-${h.end}`))} for what matters most`)
    touchesZh.push(`要紧的事安排在${joinZh(hours.map((h) => `${h.start}-${h.end}`))}`)
  }
  if (touchesEn.length) {
    lines.en.push(`For a lucky touch, ${joinEn(touchesEn)}.`)
    lines.zh.push(`小小开运：${touchesZh.join('，')}。`)
  }
}

const dayDisplayEn = (almanac: Almanac) => {
  const l = almanac.lunar_date
  return `day ${l.day} of the ${l.is_leap_month ? 'leap ' : ''}${ordinalEn(l.month)} lunar month`
}

// ---------------------------------------------------------------------------------------------
// Kids

const KIDS_OPENINGS: { en: readonly string[]; zh: readonly string[] } = {
  en: [
    'Here is a happy look at today for {name}.',
    'Today is full of little chances for {name} to shine.',
    "Let's see what today brings out in {name}.",
  ],
  zh: ['来看看{name}今天的闪光点吧。', '今天，{name}有很多发光的小机会。', '一起看看今天能激发{name}的哪些长处。'],
}

/**
 * Template narrative for `/api/v1/kids`: encouraging, about strengths and gentle suggestions; never a
 * prediction of trouble and nothing about health (the tone test checks a blocklist).
 */
export function kidsNarrativeTemplate(day: KidsDay, childName: string): Bilingual {
  const name = childName.trim()
  const seed = seedOf(day.today.ganzhi) + name.length
  const en: string[] = []
  const zh: string[] = []
  en.push(pick(KIDS_OPENINGS.en, seed).replace('{name}', name))
  zh.push(pick(KIDS_OPENINGS.zh, seed).replace('{name}', name))

  en.push(`${name}'s day master is ${day.dayMaster.element.en}, like ${day.dayMaster.image.en}: ${day.dayMaster.strengths.en}.`)
  zh.push(`${name}的日主属${day.dayMaster.element.zh}，像${day.dayMaster.image.zh}一样${day.dayMaster.strengths.zh}。`)

  en.push(`Today (${day.today.romanised}) is a lovely day for ${day.today.strength.en}, and ${day.today.suggestion.en}.`)
  zh.push(`今天（${day.today.ganzhi}日）很适合${day.today.strength.zh}；${day.today.suggestion.zh}。`)

  if (day.luckyColours.length) {
    en.push(`For fun, a touch of ${joinEn(day.luckyColours.map((c) => c.en.toLowerCase()))} could be ${name}'s colour of the day.`)
    zh.push(`好玩的小彩蛋：今天可以给${name}搭配一点${joinZh(day.luckyColours.map((c) => c.zh))}。`)
  }

  if (day.parentRelation) {
    const r = day.parentRelation
    en.push(r.description.en.replaceAll("the child's", `${name}'s`).replaceAll("The child's", `${name}'s`))
    zh.push(r.description.zh.replaceAll('孩子', name))
  }

  en.push(`Every child grows in their own way, and ${name}'s way is worth celebrating.`)
  zh.push(`每个孩子都有自己的成长节奏，${name}的每一步都值得欣赏。`)
  return { en: en.join(' '), zh: zh.join('') }
}
