/**
 * Embedded template narratives for the daily and kids readings, written from the computed facts in
 * English, Chinese and the request's locale. They are what the service returns when no model is
 * configured (`source: 'template'`) and the fallback text a model narrates from. Wording varies with
 * the data: the opening follows the overall score and the day's ten god, the body names the strongest
 * and the weakest areas with the reasons behind them, and the closing picks activities, colours,
 * directions and hours from the day. Deterministic: the same facts give the same text.
 *
 * Each sentence is a pattern of sentences.ts, filled with the facts' labels in each language; the
 * paragraphs are the same in every locale, joined with the locale's punctuation.
 */
import type { Almanac } from '../almanac/almanac'
import { ordinalEn } from '../almanac/glossary'
import { isChinese } from '../locale'
import type { Bilingual, Locale } from '../types'
import { LIFE_AREAS, type DailyGuidance, type LifeArea } from './guidance'
import type { Element } from '../bazi'
import { ganzhiInProse } from './labels'
import { relationDescription, type KidsDay, type ParentChildRelation } from './kids'
import { PUNCTUATION, sentences, type LabelValue, type Phrase, type Values } from '../sentence'

/** A narrative in English, Chinese and, when it is another, the request's locale. */
export type NarrativeTexts = Bilingual & Partial<Record<Locale, string>>

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const stripFinalStop = (s: string) => s.replace(/[.。]$/, '')
/** Lower case starts a clause in English and Vietnamese, the only cased languages here. */
const cased = (locale: Locale) => locale === 'en' || locale === 'vi'

/** A variant chosen by the data (the day's cycle position), so consecutive days read differently. */
const pick = <T>(variants: readonly T[], seed: number): T => variants[((seed % variants.length) + variants.length) % variants.length]

const seedOf = (ganzhi: string) => [...ganzhi].reduce((acc, ch) => acc + ch.charCodeAt(0), 0)

/** A list of items as one value: each language's items joined by that language's rule. */
function listValue(
  items: readonly LabelValue[],
  locale: Locale,
  join: { en: (s: string[]) => string; zh: (s: string[]) => string; name: (s: string[]) => string },
): LabelValue {
  return {
    en: join.en(items.map((i) => i.en)),
    zh: join.zh(items.map((i) => i.zh)),
    name: locale === 'en' || locale === 'zh' ? '' : join.name(items.map((i) => i.name)),
  }
}
const joinEn = PUNCTUATION.en.list
const joinZh = PUNCTUATION.zh.list

/** The sentences of a narrative, in English, Chinese and the request's locale, in order. */
class Lines {
  readonly en: string[] = []
  readonly zh: string[] = []
  readonly text: string[] = []
  constructor(readonly locale: Locale) {}
  push(p: Phrase): void {
    this.en.push(p.en)
    this.zh.push(p.zh)
    this.text.push(p.text)
  }
  /** English joined with spaces, Chinese without; the request's locale with its own gap. */
  texts(): NarrativeTexts {
    const out: NarrativeTexts = { en: this.en.join(' '), zh: this.zh.join('') }
    if (this.locale !== 'en' && this.locale !== 'zh') out[this.locale] = this.text.join(PUNCTUATION[this.locale].sentenceGap)
    return out
  }
}

// ---------------------------------------------------------------------------------------------
// Daily

type Mood = 'bright' | 'steady' | 'patient'
const OPENINGS = sentences<`${Mood}${0 | 1 | 2}`>({
  bright0: {
    en: 'A bright day opens for you.',
    zh: '今天对你来说是明朗的一天。',
    ja: '今日はあなたにとって明るい一日です。',
    ko: '오늘은 당신에게 밝은 하루입니다.',
    vi: 'Một ngày tươi sáng mở ra với bạn.',
  },
  bright1: {
    en: 'Today has a lot going for you.',
    zh: '今天顺风顺水的地方不少。',
    ja: '今日は追い風の多い一日です。',
    ko: '오늘은 순조롭게 풀리는 일이 많습니다.',
    vi: 'Hôm nay có nhiều điều thuận lợi cho bạn.',
  },
  bright2: {
    en: 'The day leans your way.',
    zh: '今日运势偏向于你。',
    ja: '今日の運気はあなたに味方しています。',
    ko: '오늘의 운은 당신 편입니다.',
    vi: 'Vận khí hôm nay nghiêng về phía bạn.',
  },
  steady0: {
    en: 'A steady, even day lies ahead.',
    zh: '今天整体平稳。',
    ja: '今日は全体に穏やかな一日です。',
    ko: '오늘은 전반적으로 평온한 하루입니다.',
    vi: 'Hôm nay nhìn chung bình ổn.',
  },
  steady1: {
    en: 'Today is a day of balance.',
    zh: '今天喜忌参半，宜平衡应对。',
    ja: '今日は喜忌相半ば、バランスよく過ごしましょう。',
    ko: '오늘은 좋고 나쁨이 반반이니 균형 있게 지내세요.',
    vi: 'Hôm nay hỉ kỵ đan xen, nên giữ thế cân bằng.',
  },
  steady2: {
    en: 'A middling day: some things flow, some need care.',
    zh: '今天有顺有阻，张弛有度即可。',
    ja: '今日は順調なことも滞ることもある日。緩急をつけて過ごしましょう。',
    ko: '오늘은 순조로운 일과 막히는 일이 섞인 날이니 완급을 조절하세요.',
    vi: 'Hôm nay có thuận có nghịch, cứ nhịp nhàng là được.',
  },
  patient0: {
    en: 'Today calls for patience and a lighter schedule.',
    zh: '今天宜多些耐心，少排行程。',
    ja: '今日は忍耐を心がけ、予定を少なめに。',
    ko: '오늘은 인내심을 갖고 일정을 가볍게 하세요.',
    vi: 'Hôm nay cần kiên nhẫn và bớt lịch trình.',
  },
  patient1: {
    en: 'A day to go gently and keep plans simple.',
    zh: '今天宜放慢脚步，计划从简。',
    ja: '今日は歩みをゆるめ、計画はシンプルに。',
    ko: '오늘은 걸음을 늦추고 계획을 단순하게 하세요.',
    vi: 'Hôm nay nên đi chậm lại, kế hoạch gọn nhẹ.',
  },
  patient2: {
    en: 'Take today slowly; steadiness pays off.',
    zh: '今日宜稳不宜急，守成为上。',
    ja: '今日は急がず、守りを固めるのが上策です。',
    ko: '오늘은 서두르지 말고 지키는 것이 상책입니다.',
    vi: 'Hôm nay nên vững vàng, đừng vội, giữ gìn là hơn.',
  },
})

const moodOf = (overall: number): Mood => (overall >= 3.75 ? 'bright' : overall >= 2.75 ? 'steady' : 'patient')

const DAILY = sentences({
  setting: {
    en: '{opening} {weekday}, {lunar}, is a {pillar} day, {path} under the {god}. For your {element} day master ({strength}), the day stem is your {tenGod}.',
    zh: '{opening}今天是{weekday}，农历{lunar}，{pillar}日，值{god}（{path}）。你的日主属{element}（{strength}），今日天干为你的{tenGod}。',
    ja: '{opening}今日は{weekday}、{lunar}、{pillar}の日で、{god}（{path}）にあたります。日干が{element}（{strength}）のあなたにとって、今日の天干は{tenGod}です。',
    ko: '{opening} 오늘은 {weekday}, {lunar}, {pillar}일이며 {god}({path})에 해당하는 날입니다. 당신의 일간은 {element}({strength})이고, 오늘의 천간은 당신에게 {tenGod}입니다.',
    vi: '{opening} Hôm nay là {weekday}, {lunar}, ngày {pillar}, gặp {god} ({path}). Với Nhật chủ hành {element} ({strength}) của bạn, thiên can hôm nay là {tenGod}.',
  },
  allEqual: {
    en: 'All four areas sit at {score} out of 5 today, so no part of life pulls ahead.',
    zh: '今天四个方面都是{score}分（满分5分），各方面较均衡。',
    ja: '今日は四つの分野がすべて5点中{score}点で、どれか一つが突出することはありません。',
    ko: '오늘은 네 분야 모두 5점 만점에 {score}점으로, 어느 한쪽이 앞서지 않습니다.',
    vi: 'Hôm nay cả bốn phương diện đều ở mức {score}/5, không mặt nào nổi trội hơn.',
  },
  best: {
    en: 'Your strongest area is {area} ({score}/5)',
    zh: '今天最顺的是{area}（{score}/5）',
    ja: '今日いちばん好調なのは{area}（{score}/5）',
    ko: '오늘 가장 좋은 분야는 {area}({score}/5)',
    vi: 'Phương diện thuận nhất hôm nay là {area} ({score}/5)',
  },
  worst: {
    en: '{area} needs the most care ({score}/5)',
    zh: '最需留意的是{area}（{score}/5）',
    ja: 'いちばん気をつけたいのは{area}（{score}/5）',
    ko: '가장 신경 써야 할 분야는 {area}({score}/5)',
    vi: 'Phương diện cần lưu tâm nhất là {area} ({score}/5)',
  },
  because: {
    en: '{clause}: {reason}.',
    zh: '{clause}：{reason}。',
    ja: '{clause}：{reason}。',
    ko: '{clause}: {reason}.',
    vi: '{clause}: {reason}.',
  },
  plain: { en: '{clause}.', zh: '{clause}。', ja: '{clause}。', ko: '{clause}.', vi: '{clause}.' },
  doItems: {
    en: 'Good uses of the day: {items}.',
    zh: '今日宜：{items}。',
    ja: '今日向いていること：{items}。',
    ko: '오늘 하기 좋은 일: {items}.',
    vi: 'Việc nên làm hôm nay: {items}.',
  },
  skipItems: {
    en: 'Better left for another day: {items}.',
    zh: '今日不宜：{items}。',
    ja: '今日は控えたいこと：{items}。',
    ko: '오늘은 미루는 편이 좋은 일: {items}.',
    vi: 'Việc nên để ngày khác: {items}.',
  },
  wear: { en: 'wear {colours}', zh: '穿戴{colours}', ja: '{colours}を身に着ける', ko: '{colours} 계열의 옷 입기', vi: 'mặc màu {colours}' },
  face: {
    en: 'face {direction} for important meetings',
    zh: '重要会面可朝{direction}',
    ja: '大切な面会は{direction}の方角で',
    ko: '중요한 만남은 {direction} 방향으로',
    vi: 'quay về hướng {direction} khi gặp gỡ quan trọng',
  },
  hours: {
    en: 'use {hours} for what matters most',
    zh: '要紧的事安排在{hours}',
    ja: '大事なことは{hours}に',
    ko: '중요한 일은 {hours}에',
    vi: 'dành {hours} cho việc quan trọng nhất',
  },
  luckyTouch: {
    en: 'For a lucky touch, {touches}.',
    zh: '小小开运：{touches}。',
    ja: 'ちょっとした開運のヒント：{touches}。',
    ko: '작은 행운 팁: {touches}.',
    vi: 'Để thêm may mắn: {touches}.',
  },
})

/** Template narrative for `/api/v1/daily`: every language from the same facts. */
export function dailyNarrativeTemplate(guidance: DailyGuidance, almanac: Almanac): NarrativeTexts {
  const lines = new Lines(almanac.locale)
  settingParagraph(lines, guidance, almanac)
  // Element interplay and the day's interactions with the chart.
  lines.push(guidance.elementInterplay.summary)
  const notable = guidance.interactions.slice(0, 2)
  if (notable.length > 0) {
    const gap = PUNCTUATION[lines.locale].sentenceGap
    lines.push({
      en: notable.map((i) => i.effect.en).join(' '),
      zh: notable.map((i) => i.effect.zh).join(''),
      text: notable.map((i) => i.effect.text).join(gap),
    })
  }
  areasParagraph(lines, guidance)
  doAndSkipParagraph(lines, guidance)
  luckyTouchesParagraph(lines, guidance)
  return lines.texts()
}

/** 1. Setting: the opening by mood, the day, its god and the day stem's ten god. */
function settingParagraph(lines: Lines, guidance: DailyGuidance, almanac: Almanac): void {
  const { locale } = lines
  const seed = seedOf(almanac.day_pillar.ganzhi) + almanac.lunar_date.day
  const variant = ((seed % 3) + 3) % 3
  const dm = guidance.dayMaster
  const god = almanac.day_god
  const values: Values = {
    opening: OPENINGS.value(locale, `${moodOf(guidance.overall)}${variant as 0 | 1 | 2}`),
    weekday: almanac.weekday,
    // Mid-sentence, Vietnamese writes the date in lower case ("Hôm nay là Thứ Tư, ngày 10 tháng 4 …").
    lunar: {
      en: dayDisplayEn(almanac),
      zh: almanac.lunar_date.zh,
      name: locale === 'vi' ? lowerFirst(almanac.lunar_date.display) : almanac.lunar_date.display,
    },
    pillar: { en: almanac.day_pillar.en, zh: almanac.day_pillar.ganzhi, name: ganzhiInProse(almanac.day_pillar.ganzhi, locale) },
    // English names the path in words; the other languages name the god first and its path after.
    path: { en: god.auspicious ? 'a Yellow Path day' : 'a Black Path day', zh: god.path.zh, name: god.path.name },
    god,
    element: dm.element,
    strength: { en: lowerFirst(dm.strength.en), zh: dm.strength.zh, name: dm.strength.name },
    tenGod: guidance.dayPillar.tenGod,
  }
  lines.push(DAILY.say(locale, 'setting', values))
}

/** A clause with the reason behind it, or alone: "Your strongest area is … (4/5): the day stem …". */
function withReason(locale: Locale, clause: Phrase, reason: Phrase | undefined): Phrase {
  if (!reason) return DAILY.say(locale, 'plain', { clause: { ...clause, name: clause.text } })
  const reasonValue = {
    en: lowerFirst(stripFinalStop(reason.en)),
    zh: stripFinalStop(reason.zh),
    name: cased(locale) ? lowerFirst(stripFinalStop(reason.text)) : stripFinalStop(reason.text),
  }
  return DAILY.say(locale, 'because', { clause: { ...clause, name: clause.text }, reason: reasonValue })
}

/** 3. Strongest and weakest areas, with a reason not already told in the interactions. */
function areasParagraph(lines: Lines, guidance: DailyGuidance): void {
  const { locale } = lines
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
    lines.push(DAILY.say(locale, 'allEqual', { score: bestRating.score }))
    return
  }
  const bestArea = bestRating.area
  const bestClause = DAILY.say(locale, 'best', {
    area: { en: bestArea.en.toLowerCase(), zh: bestArea.zh, name: cased(locale) ? bestArea.name.toLowerCase() : bestArea.name },
    score: bestRating.score,
  })
  // English starts its sentence with the area ("Health needs …"); Vietnamese names it mid-sentence.
  const worstArea = worstRating.area
  const worstClause = DAILY.say(locale, 'worst', {
    area: { ...worstArea, name: locale === 'vi' ? worstArea.name.toLowerCase() : worstArea.name },
    score: worstRating.score,
  })
  const first = withReason(locale, bestClause, bestReason && bestReason.delta > 0 ? bestReason : undefined)
  const second = withReason(locale, worstClause, worstReason && worstReason.delta < 0 ? worstReason : undefined)
  // English keeps both halves in one line, as it always has: "… (4/5): …. Health needs … (2/5)."
  const gap = PUNCTUATION[locale].sentenceGap
  lines.push({ en: `${first.en} ${second.en}`, zh: `${first.zh}${second.zh}`, text: `${first.text}${gap}${second.text}` })
}

/** 4. What to do, what to skip. */
function doAndSkipParagraph(lines: Lines, guidance: DailyGuidance): void {
  const { locale } = lines
  const itemsOf = (items: Phrase[]): LabelValue => ({
    en: items.map((i) => lowerFirst(i.en)).join('; '),
    zh: joinZh(items.map((i) => i.zh)),
    name:
      PUNCTUATION[locale].colon === '：'
        ? joinZh(items.map((i) => i.text))
        : items.map((i) => (cased(locale) ? lowerFirst(i.text) : i.text)).join('; '),
  })
  const doItems = guidance.suitable.slice(0, 3)
  const skipItems = guidance.avoid.slice(0, 2)
  if (doItems.length > 0) lines.push(DAILY.say(locale, 'doItems', { items: itemsOf(doItems) }))
  if (skipItems.length > 0) lines.push(DAILY.say(locale, 'skipItems', { items: itemsOf(skipItems) }))
}

/** 5. Lucky touches: colours, a direction, hours. */
function luckyTouchesParagraph(lines: Lines, guidance: DailyGuidance): void {
  const { locale } = lines
  const list = PUNCTUATION[locale].list
  const lower = (items: string[]) => (cased(locale) ? items.map((s) => s.toLowerCase()) : items)
  const touches: Phrase[] = []
  const colours = guidance.lucky.colours.slice(0, 2)
  const direction = guidance.lucky.directions[0]
  const hours = guidance.lucky.hours.slice(0, 2)
  if (colours.length) {
    const value = listValue(colours, locale, { en: (s) => joinEn(s.map((c) => c.toLowerCase())), zh: joinZh, name: (s) => list(lower(s)) })
    touches.push(DAILY.say(locale, 'wear', { colours: value }))
  }
  if (direction) {
    const name = cased(locale) ? direction.name.toLowerCase() : direction.name
    // Vietnamese compass points keep their capitals (hướng Chính Đông).
    touches.push(
      DAILY.say(locale, 'face', {
        direction: { en: direction.en.toLowerCase(), zh: direction.zh, name: locale === 'vi' ? direction.name : name },
      }),
    )
  }
  if (hours.length) {
    const spans = hours.map((h) => `${h.start}-${h.end}`)
    touches.push(DAILY.say(locale, 'hours', { hours: { en: joinEn(spans), zh: joinZh(spans), name: list(spans) } }))
  }
  if (touches.length) {
    // Chinese parts the touches with commas (as zh always has); Japanese with 、, its names already joined by ・.
    const between = isChinese(locale) ? '，' : locale === 'ja' ? '、' : '; '
    const value = {
      en: joinEn(touches.map((t) => t.en)),
      zh: touches.map((t) => t.zh).join('，'),
      name: touches.map((t) => t.text).join(between),
    }
    lines.push(DAILY.say(locale, 'luckyTouch', { touches: value }))
  }
}

const dayDisplayEn = (almanac: Almanac) => {
  const l = almanac.lunar_date
  return `day ${l.day} of the ${l.is_leap_month ? 'leap ' : ''}${ordinalEn(l.month)} lunar month`
}

// ---------------------------------------------------------------------------------------------
// Kids

const KIDS = sentences({
  opening0: {
    en: 'Here is a happy look at today for {name}.',
    zh: '来看看{name}今天的闪光点吧。',
    ja: '今日の{name}のすてきなところを見てみましょう。',
    ko: '오늘 {name}의 빛나는 점을 살펴볼까요.',
    vi: 'Cùng xem hôm nay {name} có những điểm sáng nào nhé.',
  },
  opening1: {
    en: 'Today is full of little chances for {name} to shine.',
    zh: '今天，{name}有很多发光的小机会。',
    ja: '今日は{name}が輝ける小さなチャンスがいっぱいです。',
    ko: '오늘은 {name}에게 빛날 작은 기회가 가득합니다.',
    vi: 'Hôm nay có nhiều cơ hội nhỏ để {name} tỏa sáng.',
  },
  opening2: {
    en: "Let's see what today brings out in {name}.",
    zh: '一起看看今天能激发{name}的哪些长处。',
    ja: '今日、{name}のどんな良さが引き出されるか見てみましょう。',
    ko: '오늘 {name}의 어떤 장점이 피어날지 함께 볼까요.',
    vi: 'Cùng xem hôm nay sẽ khơi dậy những điểm mạnh nào của {name}.',
  },
  dayMaster: {
    en: "{name}'s day master is {element}, like {image}: {strengths}.",
    zh: '{name}的日主属{element}，像{image}一样{strengths}。',
    ja: '{name}の日干は{element}。{image}のように、{strengths}。',
    ko: '{name}의 일간은 {element}입니다. {image}처럼 {strengths}.',
    vi: 'Nhật chủ của {name} là {element}, như {image}: {strengths}.',
  },
  today: {
    en: 'Today ({pillar}) is a lovely day for {strength}, and {suggestion}.',
    zh: '今天（{pillar}日）很适合{strength}；{suggestion}。',
    ja: '今日（{pillar}の日）は{strength}にぴったりの日です。{suggestion}。',
    ko: '오늘({pillar}일)은 {strength}에 딱 좋은 날입니다. {suggestion}.',
    vi: 'Hôm nay (ngày {pillar}) rất hợp với {strength}; {suggestion}.',
  },
  colours: {
    en: "For fun, a touch of {colours} could be {name}'s colour of the day.",
    zh: '好玩的小彩蛋：今天可以给{name}搭配一点{colours}。',
    ja: 'お楽しみに、今日は{colours}を少し取り入れて、{name}のラッキーカラーにしてみては。',
    ko: '재미 삼아, 오늘은 {name}에게 {colours} 계열을 살짝 더해 행운의 색으로 삼아 보세요.',
    vi: 'Cho vui, một chút màu {colours} có thể là màu may mắn hôm nay của {name}.',
  },
  closing: {
    en: "Every child grows in their own way, and {name}'s way is worth celebrating.",
    zh: '每个孩子都有自己的成长节奏，{name}的每一步都值得欣赏。',
    ja: '子どもはみな、自分のペースで育ちます。{name}の一歩一歩は、どれも喜びたいものです。',
    ko: '모든 아이는 저마다의 속도로 자랍니다. {name}의 한 걸음 한 걸음이 모두 축하할 만합니다.',
    vi: 'Mỗi đứa trẻ lớn lên theo cách riêng, và từng bước đi của {name} đều đáng trân trọng.',
  },
})

/** The sentence tables of this file, for the tests that check every locale's patterns. */
export const NARRATIVE_SENTENCES = [OPENINGS, DAILY, KIDS] as const

/**
 * Template narrative for `/api/v1/kids`: encouraging, about strengths and gentle suggestions; never a
 * prediction of trouble and nothing about health (the tone test checks a blocklist).
 */
export function kidsNarrativeTemplate(day: KidsDay, childName: string, locale: Locale): NarrativeTexts {
  const name = childName.trim()
  const seed = seedOf(day.today.ganzhi) + name.length
  const lines = new Lines(locale)
  const variant = ((seed % 3) + 3) % 3
  lines.push(KIDS.say(locale, `opening${variant as 0 | 1 | 2}`, { name }))
  const dm = day.dayMaster
  lines.push(
    KIDS.say(locale, 'dayMaster', {
      name,
      element: dm.element,
      image: { ...dm.image, name: dm.image.text },
      strengths: { ...dm.strengths, name: dm.strengths.text },
    }),
  )
  const t = day.today
  lines.push(
    KIDS.say(locale, 'today', {
      pillar: { en: t.romanised, zh: t.ganzhi, name: ganzhiInProse(t.ganzhi, locale) },
      strength: { ...t.strength, name: t.strength.text },
      suggestion: { ...t.suggestion, name: t.suggestion.text },
    }),
  )
  if (day.luckyColours.length) {
    const list = PUNCTUATION[locale].list
    const colours = listValue(day.luckyColours, locale, {
      en: (s) => joinEn(s.map((c) => c.toLowerCase())),
      zh: joinZh,
      name: (s) => list(cased(locale) ? s.map((c) => c.toLowerCase()) : s),
    })
    lines.push(KIDS.say(locale, 'colours', { name, colours }))
  }
  if (day.parentRelation) {
    const r = day.parentRelation
    const [relation, parent, child] = [r.relation.code as ParentChildRelation, r.parentElement.code as Element, dm.element.code as Element]
    lines.push(relationDescription(relation, parent, child, locale, name))
  }
  lines.push(KIDS.say(locale, 'closing', { name }))
  return lines.texts()
}
