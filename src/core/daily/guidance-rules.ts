/**
 * The five rules of daily guidance (method `day-pillar-rules-v1`, described in guidance.ts), each a
 * named function that adds its reasons to the day's list. Order matters: reasons keep the order the
 * rules fire in.
 *
 * The reasons are written in every locale (sentences.ts): Japanese with the terms of 四柱推命 (日干,
 * 喜用神, 大運, 年運, 沖・合・刑・害・破, 歳破日, 黄道日/黒道日), Korean with those of 사주 (일간, 희용신,
 * 대운, 세운, 충·합·형·해·파, 세파일, 황도일/흑도일), Vietnamese with those of Tứ Trụ (Nhật chủ, hỉ dụng
 * thần, Đại vận, Lưu niên, xung/hợp/hình/hại/phá, ngày Tuế phá, ngày Hoàng đạo/Hắc đạo).
 */
import type { Almanac } from '../almanac/almanac'
import type { Locale, Sex } from '../types'
import {
  glossary,
  tenGodGroupOf,
  tenGodOf,
  dayInteractions,
  type ChartResult,
  type InteractionCode,
  type Pillars,
  type TenGodGroup,
} from '../bazi'
import { BRANCHES, SIXTY_CYCLE, STEMS, cycleParts, luckPillarInForce, plainPinyin, stemName, type Element } from '../bazi'
import { elementTerm, termOf, type DailyGuidance, type Deltas, type Phrase, type Reason } from './guidance-types'
import { BRANCH_POSITIONS, ganzhiInProse, type NatalPosition } from './labels'
import { sentences, type LabelValue, type Value, type Values } from '../sentence'

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
  /** A reason, unless it changes nothing. */
  add(rule: string, deltas: Deltas, why: Phrase): void {
    if (Object.values(deltas).every((d) => !d)) return
    this.list.push({ rule, deltas, delta: 0, ...why })
  }
  /** A reason whose rule counts once however many pillars trigger it. */
  addOnce(rule: string, deltas: Deltas, why: Phrase): void {
    if (this.seen.has(rule)) return
    this.seen.add(rule)
    this.add(rule, deltas, why)
  }
}

/** A label as a value of a sentence: its English, its Chinese and its name in the request's locale. */
export const labelValue = (label: LabelValue): LabelValue => ({ en: label.en, zh: label.zh, name: label.name })

/** A stem in a sentence: "Bing (Yang Fire)" in English (English never shows the character), 丙, 병, Bính elsewhere. */
const stemValue = (stem: number, locale: Locale): Value => ({
  en: `${plainPinyin(STEMS[stem].pinyin)} (${STEMS[stem].en})`,
  zh: STEMS[stem].zh,
  name: locale === 'en' ? '' : stemName(stem, locale),
})
/** A pillar in a sentence: "Jia-Zi" in English, its characters in Chinese and Japanese, 을사 / Ất Tỵ in Korean and Vietnamese. */
const pillarValue = (cycle: number, locale: Locale): Value => {
  const { stem, branch } = cycleParts(cycle)
  return {
    en: `${plainPinyin(STEMS[stem].pinyin)}-${plainPinyin(BRANCHES[branch].pinyin)}`,
    zh: SIXTY_CYCLE[cycle],
    name: ganzhiInProse(SIXTY_CYCLE[cycle], locale),
  }
}

/** An interaction (六冲, 三合 …) named in `locale` by the chart's glossary. */
const interactionTerm = (code: InteractionCode, locale: Locale) => termOf(glossary.INTERACTIONS[code], locale)

/** Rule 1: what each ten god of the day stem does to each area. */
const TEN_GOD_DELTAS: Record<glossary.TenGodCode, Deltas> = {
  friend: { wealth: -0.5, relationships: 0.5 },
  'rob-wealth': { wealth: -1 },
  'eating-god': { career: 0.5, wealth: 0.5, relationships: 0.5, health: 0.5 },
  'hurting-officer': { career: -0.5, wealth: 0.5, relationships: -0.5 },
  'indirect-wealth': { wealth: 1 },
  'direct-wealth': { wealth: 1 },
  'seven-killings': { career: 0.5, relationships: -0.5, health: -0.5 },
  'direct-officer': { career: 1 },
  'indirect-resource': { wealth: -0.5, health: 0.5 },
  'direct-resource': { career: 0.5, health: 1 },
}

/** Rule 1: the meaning of each ten god of the day stem (《渊海子平》·论十神), a clause of the reason. */
const TEN_GOD_MEANINGS = sentences<glossary.TenGodCode>({
  friend: {
    en: 'a day for peers and teamwork, though gains may have to be shared',
    zh: '利于同辈合作，但收获可能需要分享',
    ja: '仲間との協力に吉ですが、得たものは分け合うことになりがちです',
    ko: '동료와 협력하기 좋으나 얻은 것은 나누게 되기 쉽습니다',
    vi: 'thuận hợp sức cùng bạn bè, nhưng thành quả có thể phải chia',
  },
  'rob-wealth': {
    en: 'competition is in the air; keep a firm hand on money',
    zh: '竞争之气较重，钱财宜守',
    ja: '競争の気配が強く、金銭は守りを固めましょう',
    ko: '경쟁의 기운이 강하니 재물을 단단히 지키세요',
    vi: 'cạnh tranh mạnh, nên giữ chặt tiền bạc',
  },
  'eating-god': {
    en: 'an easy, expressive day that favours creativity and enjoyment',
    zh: '心情舒展，利于表达、创作与享受',
    ja: '気持ちがのびやかで、表現・創作・楽しみに向きます',
    ko: '마음이 편안하여 표현, 창작, 즐거움에 좋습니다',
    vi: 'thư thái, thuận thể hiện, sáng tạo, hưởng thụ',
  },
  'hurting-officer': {
    en: 'ideas flow, but sharp words can rub against authority',
    zh: '才思敏捷，但言语易与上级或规矩相冲',
    ja: '才気は冴えますが、言葉が上司や決まりとぶつかりやすいときです',
    ko: '생각은 잘 떠오르나 날카로운 말이 윗사람, 규칙과 부딪치기 쉽습니다',
    vi: 'nhiều ý tưởng, nhưng lời nói dễ va chạm cấp trên, quy tắc',
  },
  'indirect-wealth': {
    en: 'opportunities for unexpected income and deals',
    zh: '偏财透出，易有意外之财与交易机会',
    ja: '偏財が現れ、臨時収入や取引の好機です',
    ko: '편재가 드러나 뜻밖의 수입과 거래 기회가 있습니다',
    vi: 'Thiên Tài lộ, dễ có tiền bất ngờ, cơ hội giao dịch',
  },
  'direct-wealth': {
    en: 'steady earnings reward diligent work',
    zh: '正财当值，踏实经营可见收获',
    ja: '正財が巡り、堅実な働きが収入に結びつきます',
    ko: '정재가 들어 성실히 일한 만큼 수입이 따릅니다',
    vi: 'Chính Tài đương lệnh, chăm chỉ sẽ có thu hoạch',
  },
  'seven-killings': {
    en: 'pressure and drive: push forward, but pace yourself',
    zh: '压力与魄力并存，宜进取亦宜量力',
    ja: '重圧と気迫が同居します。前進しても無理は禁物です',
    ko: '압박과 추진력이 함께하니 나아가되 무리하지 마세요',
    vi: 'áp lực đi cùng quyết tâm: tiến lên nhưng liệu sức',
  },
  'direct-officer': {
    en: 'recognition, duty and order favour your standing',
    zh: '正官当值，名誉与职责得彰',
    ja: '正官が巡り、評価と責任が立場を高めます',
    ko: '정관이 들어 명예와 책임이 빛납니다',
    vi: 'Chính Quan đương lệnh, danh dự và trách nhiệm tỏ rõ',
  },
  'indirect-resource': {
    en: 'a reflective day for study and unusual ideas rather than deals',
    zh: '宜静思研究、偏门学问，不宜急于求财',
    ja: '研究や独自の学びに向き、金策を急ぐのは不向きです',
    ko: '조용히 연구하고 색다른 공부를 하기 좋으며, 재물을 서둘러 구하지 마세요',
    vi: 'hợp nghiên cứu, học điều lạ, chớ vội cầu tài',
  },
  'direct-resource': {
    en: 'support from mentors and a chance to rest and recharge',
    zh: '得贵人长辈扶持，宜休养充电',
    ja: '目上や恩人の支えがあり、休養と充電に良いときです',
    ko: '귀인과 어른의 도움이 있고, 쉬며 재충전하기 좋습니다',
    vi: 'được quý nhân nâng đỡ, nên nghỉ ngơi nạp năng lượng',
  },
})

/** Rule 3: palaces (宫位) of the natal branches, as they are named in a reason. */
const PALACES = sentences<NatalPosition>({
  year: { en: 'family and elders', zh: '祖上长辈', ja: '家系や目上の人', ko: '집안과 어른', vi: 'gia tộc và bề trên' },
  month: { en: 'work and parents', zh: '事业父母', ja: '仕事と両親', ko: '일과 부모', vi: 'công việc và cha mẹ' },
  day: {
    en: 'your partner and close bonds',
    zh: '配偶与亲密关系',
    ja: '配偶者や親しい人',
    ko: '배우자와 가까운 관계',
    vi: 'bạn đời và quan hệ thân thiết',
  },
  hour: { en: 'plans and children', zh: '计划与子女', ja: '計画や子ども', ko: '계획과 자녀', vi: 'kế hoạch và con cái' },
})

/** The reasons of the five rules. `{position}` is the natal branch (year…; 年支…), `{palace}` its palace. */
const REASONS = sentences({
  tenGod: {
    en: 'The day stem {stem} is your {tenGod}: {meaning}.',
    zh: '今日天干{stem}为{tenGod}：{meaning}。',
    ja: '今日の天干{stem}はあなたの{tenGod}です。{meaning}。',
    ko: '오늘 천간({stem})은 {tenGod}입니다. {meaning}.',
    vi: 'Can ngày {stem} là {tenGod}: {meaning}.',
  },
  spouseStar: {
    en: 'Your spouse star ({group}) appears on the day stem, warming close relationships.',
    zh: '配偶星（{group}）透于日干，感情有温度。',
    ja: '配偶者の星（{group}）が今日の天干に現れ、親しい関係が温まります。',
    ko: '배우자성({group})이 오늘 천간에 드러나 가까운 관계가 따뜻해집니다.',
    vi: 'Sao phối ngẫu ({group}) lộ ở can ngày, tình cảm thêm ấm áp.',
  },
  stemFavourable: {
    en: "The day's stem element, {element}, is favourable for your chart and supports outward affairs.",
    zh: '今日天干五行为{element}，是你的喜用，利于外务。',
    ja: '今日の天干の五行{element}は喜用神で、対外的なことに追い風です。',
    ko: '오늘 천간의 오행({element})은 희용신이라 대외적인 일에 유리합니다.',
    vi: 'Ngũ hành can ngày ({element}) là hỉ dụng, thuận việc bên ngoài.',
  },
  stemUnfavourable: {
    en: "The day's stem element, {element}, is not among your favourable elements; go steadily in outward affairs.",
    zh: '今日天干五行为{element}，非你所喜，外务宜稳。',
    ja: '今日の天干の五行{element}は喜用神ではありません。対外的なことは着実に。',
    ko: '오늘 천간의 오행({element})은 희용신이 아니니 대외적인 일은 차분히 하세요.',
    vi: 'Ngũ hành can ngày ({element}) không phải hỉ dụng; việc bên ngoài nên chắc chắn.',
  },
  branchFavourable: {
    en: "The day's branch element, {element}, is favourable and steadies home and body.",
    zh: '今日地支五行为{element}，为喜用，家宅与身心较安。',
    ja: '今日の地支の五行{element}は喜用神で、家庭も心身も安定します。',
    ko: '오늘 지지의 오행({element})은 희용신이라 가정과 심신이 안정됩니다.',
    vi: 'Ngũ hành chi ngày ({element}) là hỉ dụng, gia đạo và thân tâm yên ổn.',
  },
  branchUnfavourable: {
    en: "The day's branch element, {element}, is unfavourable; keep home life and energy in balance.",
    zh: '今日地支五行为{element}，非喜用，注意作息与家庭和谐。',
    ja: '今日の地支の五行{element}は喜用神ではありません。生活のリズムと家庭の和を大切に。',
    ko: '오늘 지지의 오행({element})은 희용신이 아니니 생활 리듬과 가정의 화목에 유의하세요.',
    vi: 'Ngũ hành chi ngày ({element}) không phải hỉ dụng; giữ nếp sinh hoạt, hòa khí gia đình.',
  },
  stemCombination: {
    en: 'The day stem combines with your day master: cooperation and goodwill come easily.',
    zh: '流日天干与日主相合：易得合作与善意。',
    ja: '今日の天干が日干と干合し、協力と好意を得やすい日です。',
    ko: '오늘 천간이 일간과 합합니다. 협력과 호의를 얻기 쉽습니다.',
    vi: 'Can ngày hợp Nhật chủ: dễ được hợp tác và thiện cảm.',
  },
  stemClash: {
    en: 'The day stem clashes with your day master: avoid rushing and overextending.',
    zh: '流日天干冲日主：忌急躁冒进、透支精力。',
    ja: '今日の天干が日干を沖します。焦りと無理は禁物です。',
    ko: '오늘 천간이 일간을 충합니다. 서두름과 무리는 금물입니다.',
    vi: 'Can ngày xung Nhật chủ: tránh nóng vội, quá sức.',
  },
  branchClash: {
    en: "Today's branch clashes your {position} branch, stirring matters of {palace}.",
    zh: '今日地支冲{palace}宫（{position}），相关之事易起波动。',
    ja: '今日の地支が{position}を沖し、{palace}のことが揺れやすい日です。',
    ko: '오늘 지지가 {position}를 충하여 {palace}에 관한 일이 흔들리기 쉽습니다.',
    vi: 'Chi ngày xung {position}, chuyện {palace} dễ xáo động.',
  },
  branchCombination: {
    en: "Today's branch combines with your {position} branch, bringing harmony to {palace}.",
    zh: '今日地支与{palace}宫相合，相关之事较顺。',
    ja: '今日の地支が{position}と合し、{palace}のことが円滑に運びます。',
    ko: '오늘 지지가 {position}와 합하여 {palace}에 관한 일이 순조롭습니다.',
    vi: 'Chi ngày hợp {position}, chuyện {palace} thuận hòa.',
  },
  branchPunishment: {
    en: "Today's branch punishes your {position} branch: mind friction and fatigue around {palace}.",
    zh: '今日地支与{palace}宫相刑：留意摩擦与疲劳。',
    ja: '今日の地支が{position}と刑になります。{palace}をめぐる摩擦や疲れに注意。',
    ko: '오늘 지지가 {position}와 형을 이룹니다. {palace} 쪽의 마찰과 피로에 유의하세요.',
    vi: 'Chi ngày hình {position}: dễ va chạm, mệt mỏi trong chuyện {palace}.',
  },
  branchHarm: {
    en: "Today's branch harms your {position} branch: small misunderstandings around {palace}.",
    zh: '今日地支与{palace}宫相害：易有小误会。',
    ja: '今日の地支が{position}と害になります。{palace}をめぐる小さな誤解に注意。',
    ko: '오늘 지지가 {position}와 해를 이룹니다. {palace} 쪽에 작은 오해가 생기기 쉽습니다.',
    vi: 'Chi ngày hại {position}: dễ có hiểu lầm nhỏ trong chuyện {palace}.',
  },
  branchDestruction: {
    en: "Today's branch breaks your {position} branch: check details before spending.",
    zh: '今日地支与{palace}宫相破：花钱前多核对细节。',
    ja: '今日の地支が{position}と破になります。お金を使う前に細部を確かめましょう。',
    ko: '오늘 지지가 {position}와 파를 이룹니다. 돈을 쓰기 전에 세부 사항을 확인하세요.',
    vi: 'Chi ngày phá {position}: kiểm tra kỹ trước khi chi tiêu.',
  },
  yellowPath: {
    en: 'The almanac marks a Yellow Path day ({god}), good for starting things.',
    zh: '黄历为黄道日（{god}），宜开展新事。',
    ja: '暦は黄道日（{god}）で、新しいことを始めるのに吉です。',
    ko: '책력상 황도일({god})이라 새 일을 시작하기 좋습니다.',
    vi: 'Ngày Hoàng đạo ({god}), tốt cho việc khởi sự.',
  },
  blackPath: {
    en: 'The almanac marks a Black Path day ({god}); prefer routine over new ventures.',
    zh: '黄历为黑道日（{god}），宜守成少开新局。',
    ja: '暦は黒道日（{god}）です。新しい企てより平常の務めを。',
    ko: '책력상 흑도일({god})이니 새 일보다 하던 일을 지키세요.',
    vi: 'Ngày Hắc đạo ({god}); nên giữ việc quen hơn mở việc mới.',
  },
  annualFavourable: {
    en: "This year's pillar {pillar} is on your side.",
    zh: '流年{pillar}为喜，人和身安。',
    ja: '今年の年運{pillar}は喜神で、人の和も心身も安らかです。',
    ko: '올해 세운({pillar})이 이로워 사람과 몸이 모두 편안합니다.',
    vi: 'Lưu niên {pillar} thuận cho bạn, người hòa, thân khỏe.',
  },
  annualUnfavourable: {
    en: "This year's pillar {pillar} is demanding; look after yourself and those close to you.",
    zh: '流年{pillar}非喜，宜多照顾自己与家人。',
    ja: '今年の年運{pillar}は喜神ではありません。自分と家族を大切に。',
    ko: '올해 세운({pillar})이 이롭지 않으니 자신과 가족을 더 돌보세요.',
    vi: 'Lưu niên {pillar} không thuận; nên giữ gìn bản thân, gia đình.',
  },
  yearBreaker: {
    en: "Today's branch clashes this year's branch (a year-breaker day): avoid big commitments.",
    zh: '今日为岁破日（日支冲流年支）：不宜定大事。',
    ja: '今日は歳破日（日支が年支を沖す日）です。大きな決定は避けましょう。',
    ko: '오늘은 세파일(일지가 세운의 지지를 충하는 날)입니다. 큰일을 정하지 마세요.',
    vi: 'Ngày Tuế phá (chi ngày xung chi lưu niên): chớ định việc lớn.',
  },
  luckFavourable: {
    en: 'Your current luck pillar {pillar} ({span}) carries a favourable element.',
    zh: '当前大运{pillar}（{span}）五行为喜，助力外务。',
    ja: '現在の大運{pillar}（{span}）は喜神の五行で、対外的なことを後押しします。',
    ko: '현재 대운({pillar}, {span})은 희신의 오행이라 대외적인 일을 돕습니다.',
    vi: 'Đại vận {pillar} ({span}) mang ngũ hành hỉ dụng, trợ lực cho việc bên ngoài.',
  },
  luckUnfavourable: {
    en: 'Your current luck pillar {pillar} ({span}) asks for patience.',
    zh: '当前大运{pillar}（{span}）五行非喜，宜多耐心。',
    ja: '現在の大運{pillar}（{span}）は喜神の五行ではなく、忍耐が必要です。',
    ko: '현재 대운({pillar}, {span})은 희신의 오행이 아니니 인내가 필요합니다.',
    vi: 'Đại vận {pillar} ({span}) không mang ngũ hành hỉ dụng, cần kiên nhẫn.',
  },
})

const CLASH_DELTAS: Record<NatalPosition, Deltas> = {
  year: { relationships: -0.5 },
  month: { career: -1 },
  day: { relationships: -1, health: -0.5 },
  hour: { career: -0.5 },
}
const COMBINE_DELTAS: Record<NatalPosition, Deltas> = {
  year: { relationships: 0.5 },
  month: { career: 0.5 },
  day: { relationships: 1 },
  hour: { career: 0.5 },
}

/** Rule 1: the ten god of the day stem, and the spouse star when `sex` is given. */
export function tenGodRule(g: GuidanceDay, reasons: Reasons): void {
  reasons.add(
    `ten-god:${g.tenGod}`,
    TEN_GOD_DELTAS[g.tenGod],
    REASONS.say(g.locale, 'tenGod', {
      stem: stemValue(g.dayStem, g.locale),
      tenGod: labelValue(termOf(g.tenGodEntry, g.locale)),
      meaning: TEN_GOD_MEANINGS.value(g.locale, g.tenGod),
    }),
  )
  if (!g.sex) return
  const spouseGroup: TenGodGroup = g.sex === 'male' ? 'wealth' : 'officer'
  if (g.group === spouseGroup) {
    reasons.add(
      'spouse-star',
      { relationships: 0.5 },
      REASONS.say(g.locale, 'spouseStar', { group: labelValue(termOf(g.groupEntry, g.locale)) }),
    )
  }
}

/** Rule 2: the day's stem and branch elements against the favourable ones. */
export function elementRule(g: GuidanceDay, reasons: Reasons): { stemFav: boolean; branchFav: boolean } {
  const stemFav = g.favourable.includes(g.stemElement)
  const branchFav = g.favourable.includes(g.branchElement)
  reasons.add(
    stemFav ? 'element:stem-favourable' : 'element:stem-unfavourable',
    stemFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
    REASONS.say(g.locale, stemFav ? 'stemFavourable' : 'stemUnfavourable', { element: labelValue(elementTerm(g.stemElement, g.locale)) }),
  )
  reasons.add(
    branchFav ? 'element:branch-favourable' : 'element:branch-unfavourable',
    branchFav ? { relationships: 0.5, health: 0.5 } : { relationships: -0.5, health: -0.5 },
    REASONS.say(g.locale, branchFav ? 'branchFavourable' : 'branchUnfavourable', {
      element: labelValue(elementTerm(g.branchElement, g.locale)),
    }),
  )
  return { stemFav, branchFav }
}

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
    const effect = REASONS.say(locale, combine ? 'stemCombination' : 'stemClash')
    interactions.push({
      ...interactionTerm(hit.code, locale),
      rule: hit.code,
      natal: pillars.day.label,
      characters: hit.characters,
      effect,
    })
    reasons.addOnce(
      combine ? 'stem-combination:day-master' : 'stem-clash:day-master',
      combine ? { relationships: 0.5 } : { career: -0.5, health: -0.5 },
      effect,
    )
  }
  for (const hit of branches) {
    const palaceOf = hit.members.filter((m) => m !== 'today')[0] as NatalPosition
    const rule = branchRule(hit.code, palaceOf, locale)
    if (!rule) continue
    interactions.push({
      ...interactionTerm(hit.code, locale),
      rule: hit.code,
      natal: pillars[palaceOf]!.label,
      characters: hit.characters,
      effect: rule.effect,
    })
    reasons.addOnce(`${hit.code}:${palaceOf}`, rule.deltas, rule.effect)
  }
  return interactions
}

/** The sentence and deltas of each kind of branch interaction with a rule (the others have none). */
const BRANCH_RULES: Record<string, { sentence: keyof typeof REASONS.written; deltas: (palace: NatalPosition) => Deltas }> = {
  'six-clash': { sentence: 'branchClash', deltas: (p) => CLASH_DELTAS[p] },
  'six-combination': { sentence: 'branchCombination', deltas: (p) => COMBINE_DELTAS[p] },
  'half-combination': { sentence: 'branchCombination', deltas: (p) => COMBINE_DELTAS[p] },
  'three-combination': { sentence: 'branchCombination', deltas: (p) => COMBINE_DELTAS[p] },
  'directional-combination': { sentence: 'branchCombination', deltas: (p) => COMBINE_DELTAS[p] },
  punishment: { sentence: 'branchPunishment', deltas: () => ({ health: -0.5 }) },
  'self-punishment': { sentence: 'branchPunishment', deltas: () => ({ health: -0.5 }) },
  harm: { sentence: 'branchHarm', deltas: () => ({ relationships: -0.5 }) },
  destruction: { sentence: 'branchDestruction', deltas: () => ({ wealth: -0.5 }) },
}

/** What a branch interaction of today with a natal branch does, by kind and palace; null for kinds without a rule. */
function branchRule(code: string, palaceOf: NatalPosition, locale: Locale): { deltas: Deltas; effect: Phrase } | null {
  const rule = Object.hasOwn(BRANCH_RULES, code) ? BRANCH_RULES[code] : undefined
  if (!rule) return null
  const values: Values = {
    // English names the pillar ("your year branch"), the other locales the branch itself (年支).
    position: { ...labelValue(BRANCH_POSITIONS.of(palaceOf, locale)), en: palaceOf },
    palace: PALACES.value(locale, palaceOf),
  }
  return { deltas: rule.deltas(palaceOf), effect: REASONS.say(locale, rule.sentence, values) }
}

/** Rule 4: the almanac's day god (黄道 / 黑道). */
export function dayGodRule(g: GuidanceDay, reasons: Reasons): void {
  const god = g.almanac.day_god
  reasons.add(
    god.auspicious ? 'day-god:yellow-path' : 'day-god:black-path',
    god.auspicious ? { career: 0.5, wealth: 0.5 } : { career: -0.5 },
    REASONS.say(g.locale, god.auspicious ? 'yellowPath' : 'blackPath', { god: labelValue(god) }),
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
  const luckPillar = luckPillarInForce(chart.luck, baziYear)
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
    REASONS.say(locale, annualFav ? 'annualFavourable' : 'annualUnfavourable', { pillar: pillarValue(annualCycle, locale) }),
  )
  if ((g.dayBranch - annual.branch + 12) % 12 === 6) {
    reasons.add('clash:annual', { career: -0.5 }, REASONS.say(locale, 'yearBreaker'))
  }
  return periods
}

type LuckPillar = NonNullable<ChartResult['luck']>['pillars'][number]

function luckPillarReason(g: GuidanceDay, reasons: Reasons, luckPillar: LuckPillar): NonNullable<DailyGuidance['periods']>['luckPillar'] {
  const cycle = SIXTY_CYCLE.indexOf(luckPillar.ganzhi)
  const lp = cycleParts(cycle)
  const luckFav = g.favourable.includes(STEMS[lp.stem].element)
  reasons.add(
    luckFav ? 'luck-pillar:favourable' : 'luck-pillar:unfavourable',
    luckFav ? { career: 0.5, wealth: 0.5 } : { career: -0.5, wealth: -0.5 },
    REASONS.say(g.locale, luckFav ? 'luckFavourable' : 'luckUnfavourable', {
      pillar: pillarValue(cycle, g.locale),
      span: `${luckPillar.startYear}-${luckPillar.endYear}`,
    }),
  )
  return {
    ganzhi: luckPillar.ganzhi,
    tenGod: termOf(glossary.TEN_GODS[tenGodOf(g.dm, lp.stem)], g.locale),
    startYear: luckPillar.startYear,
    endYear: luckPillar.endYear,
    favourable: luckFav,
  }
}

/** The sentence tables of this file, for the tests that check every locale's patterns. */
export const RULE_SENTENCES = [TEN_GOD_MEANINGS, PALACES, REASONS] as const
