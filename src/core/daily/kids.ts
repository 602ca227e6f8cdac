/**
 * The kids reading's computed part: the child's day master and today's day pillar told as strengths
 * and gentle suggestions, and the parent-child day-master relation. Deliberately positive: there are
 * no ratings, no warnings and nothing about health (docs/domain.md, "Kids reading"); only the five-element relations
 * (相生相克, told kindly) and the ten-god groups of the day stem.
 *
 * Every text is written in every locale (sentences.ts) for a parent reading about their child: warm,
 * plain words, the tradition's terms only where a parent meets them anyway (日干 / 일간 / Nhật chủ,
 * the five elements, 比和 and 生 for the relations).
 */
import { elementColours } from './colours'
import { romaniseGanzhi, type Almanac } from '../almanac/almanac'
import { AppError } from '../errors'
import type { Locale } from '../types'
import { glossary, tenGodGroupOf, tenGodOf, type ChartResult, type TenGodGroup } from '../bazi'
import { ELEMENT_INFO, SIXTY_CYCLE, STEMS, controls, cycleParts, generates, type Element } from '../bazi'
import type { Term } from '../bazi'
import { elementTerm, type Phrase } from './guidance-types'
import { RELATIONS, type ParentChildRelation } from './labels'
import { sentences, type Values } from '../sentence'

export type { ParentChildRelation } from './labels'

/** The accepted `parentDayMaster` values: a stem, or a stem followed by its element (甲木). */
export const PARENT_DAY_MASTER_VALUES: readonly string[] = [
  ...STEMS.map((s) => s.zh),
  ...STEMS.map((s) => s.zh + ELEMENT_INFO[s.element].zh),
]

/**
 * The refusal of a `parentDayMaster` that is no stem, in each locale's own words. `{stems}` and
 * `{withElements}` are the accepted values, characters in every locale (the request sends them so).
 */
const REFUSALS = sentences({
  parentDayMaster: {
    en: 'parentDayMaster must be a heavenly stem as its character ({stems}) or with its element ({withElements}).',
    zh: 'parentDayMaster 须为天干字（{stems}），或天干加五行（{withElements}）。',
    ja: 'parentDayMaster には天干の一字（{stems}）、または天干と五行（{withElements}）を指定してください。',
    ko: 'parentDayMaster에는 천간 한 글자({stems}) 또는 천간과 오행({withElements})을 보내 주세요.',
    vi: 'parentDayMaster phải là một thiên can viết bằng chữ Hán ({stems}) hoặc thiên can kèm ngũ hành ({withElements}).',
  },
})

/** Stem index (0..9) of a `parentDayMaster`; undefined when absent; INVALID_REQUEST (400), said in `locale`, otherwise. */
export const parseParentDayMaster = (value: string | undefined | null, locale: Locale = 'en'): number | undefined => {
  if (value === undefined || value === null) return undefined
  const v = value.trim()
  const index = STEMS.findIndex((s) => v === s.zh || v === s.zh + ELEMENT_INFO[s.element].zh)
  if (index < 0) {
    const values = { stems: STEMS.map((s) => s.zh).join(' '), withElements: STEMS.map((s) => s.zh + ELEMENT_INFO[s.element].zh).join(' ') }
    const message = REFUSALS.say(locale, 'parentDayMaster', values).text
    throw new AppError('INVALID_REQUEST', message, { field: 'parentDayMaster', allowed: PARENT_DAY_MASTER_VALUES })
  }
  return index
}

type StemIndex = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
const stemKey = (stem: number) => String(stem) as StemIndex

/** Imagery of each day master (the usual 十干 images: 甲 a tall tree, 丙 the sun …), by stem index. */
const IMAGES = sentences<StemIndex>({
  0: { en: 'a tall tree', zh: '参天大树', ja: 'そびえ立つ大樹', ko: '하늘로 뻗은 큰 나무', vi: 'cây đại thụ vươn cao' },
  1: { en: 'a climbing flower', zh: '花草藤蔓', ja: 'つるを伸ばす草花', ko: '덩굴을 뻗는 꽃', vi: 'dây hoa leo' },
  2: { en: 'the sun', zh: '太阳', ja: '太陽', ko: '태양', vi: 'mặt trời' },
  3: { en: 'a candle flame', zh: '烛火', ja: 'ろうそくの灯', ko: '촛불', vi: 'ngọn nến' },
  4: { en: 'a mountain', zh: '高山', ja: '高い山', ko: '높은 산', vi: 'ngọn núi cao' },
  5: { en: 'garden soil', zh: '田园沃土', ja: '畑の豊かな土', ko: '기름진 밭의 흙', vi: 'đất vườn màu mỡ' },
  6: { en: 'raw metal', zh: '刀剑矿石', ja: '刀剣や鉱石', ko: '단단한 쇠와 원석', vi: 'quặng kim loại thô' },
  7: { en: 'a jewel', zh: '珠玉', ja: '宝石', ko: '보석', vi: 'viên ngọc' },
  8: { en: 'a great river', zh: '江河', ja: '大河', ko: '큰 강', vi: 'dòng sông lớn' },
  9: { en: 'gentle rain', zh: '雨露', ja: 'やさしい雨', ko: '부드러운 비', vi: 'cơn mưa dịu nhẹ' },
})

/** Strengths of each day master, told to a parent, by stem index. */
const STRENGTHS = sentences<StemIndex>({
  0: {
    en: 'upright, dependable and keen to grow',
    zh: '正直可靠，积极向上',
    ja: 'まっすぐで頼もしく、ぐんぐん伸びていく力があります',
    ko: '곧고 믿음직하며 쑥쑥 자라려는 힘이 있습니다',
    vi: 'ngay thẳng, đáng tin cậy và luôn muốn vươn lên',
  },
  1: {
    en: 'gentle, adaptable and good at finding a way',
    zh: '温和灵活，善于变通',
    ja: 'やさしく柔軟で、工夫して道を見つけるのが上手です',
    ko: '온화하고 유연하며 길을 잘 찾아냅니다',
    vi: 'hiền hòa, linh hoạt và khéo tìm ra lối đi',
  },
  2: {
    en: 'warm, generous and full of energy',
    zh: '热情大方，活力十足',
    ja: '明るくおおらかで、元気いっぱいです',
    ko: '따뜻하고 너그러우며 활기가 넘칩니다',
    vi: 'ấm áp, rộng rãi và tràn đầy năng lượng',
  },
  3: {
    en: 'thoughtful, caring and quietly bright',
    zh: '细心体贴，温暖而有光',
    ja: '細やかで思いやりがあり、静かに輝いています',
    ko: '세심하고 다정하며 조용히 빛납니다',
    vi: 'chu đáo, biết quan tâm và tỏa sáng dịu dàng',
  },
  4: {
    en: 'steady, loyal and trustworthy',
    zh: '稳重踏实，值得信赖',
    ja: 'どっしりと落ち着き、誠実で頼りになります',
    ko: '듬직하고 성실하여 믿음이 갑니다',
    vi: 'vững vàng, chung thủy và đáng tin cậy',
  },
  5: {
    en: 'patient, nurturing and kind',
    zh: '耐心包容，善于照顾人',
    ja: '辛抱強く包容力があり、人の世話が上手です',
    ko: '참을성 있고 너그러우며 남을 잘 보살핍니다',
    vi: 'kiên nhẫn, bao dung và khéo chăm sóc người khác',
  },
  6: {
    en: 'brave, fair and determined',
    zh: '勇敢正直，有决断力',
    ja: '勇敢でまっすぐ、決断力があります',
    ko: '용감하고 바르며 결단력이 있습니다',
    vi: 'dũng cảm, ngay thẳng và quyết đoán',
  },
  7: {
    en: 'perceptive, graceful and detail-minded',
    zh: '敏锐细腻，有品味',
    ja: '感性が鋭く細やかで、センスがあります',
    ko: '감각이 예민하고 섬세하며 안목이 있습니다',
    vi: 'tinh tế, nhạy bén và có gu thẩm mỹ',
  },
  8: {
    en: 'curious, adventurous and quick-minded',
    zh: '好奇心强，思维敏捷',
    ja: '好奇心旺盛で、頭の回転が速いです',
    ko: '호기심이 많고 생각이 빠릅니다',
    vi: 'giàu trí tò mò và nhanh trí',
  },
  9: {
    en: 'imaginative, gentle and intuitive',
    zh: '想象力丰富，温柔敏感',
    ja: '想像力が豊かで、やさしく感受性があります',
    ko: '상상력이 풍부하고 다정하며 감수성이 깊습니다',
    vi: 'giàu trí tưởng tượng, dịu dàng và nhạy cảm',
  },
})

/** What today's day stem invites, by its ten-god group relative to the child: a strength (a noun phrase) and a suggestion. */
const TODAY = sentences<`${TenGodGroup}-strength` | `${TenGodGroup}-suggestion`>({
  'companion-strength': {
    en: 'playing and working together with friends',
    zh: '和小伙伴一起玩耍、合作',
    ja: '友だちと一緒に遊んだり協力したりすること',
    ko: '친구들과 함께 놀고 협력하기',
    vi: 'vui chơi và cùng làm việc với bạn bè',
  },
  'companion-suggestion': {
    en: 'taking turns and sharing makes the fun last longer',
    zh: '轮流和分享会让快乐更长久',
    ja: '順番こや分け合いをすると、楽しさが長続きします',
    ko: '차례를 지키고 나누면 즐거움이 더 오래갑니다',
    vi: 'thay phiên và chia sẻ sẽ giúp niềm vui kéo dài hơn',
  },
  'output-strength': {
    en: 'drawing, singing, building and sharing ideas',
    zh: '画画、唱歌、搭建和表达想法',
    ja: '絵を描く、歌う、何かを組み立てる、考えを伝えること',
    ko: '그림 그리기, 노래하기, 만들기, 생각 나누기',
    vi: 'vẽ tranh, ca hát, lắp ghép và chia sẻ ý tưởng',
  },
  'output-suggestion': {
    en: 'listening to others is a great way to collect new ideas too',
    zh: '认真听别人说话，也能收集到新点子',
    ja: '人の話をよく聞くのも、新しいアイデアを集めるすてきな方法です',
    ko: '다른 사람의 이야기를 잘 듣는 것도 새로운 생각을 모으는 멋진 방법입니다',
    vi: 'lắng nghe người khác cũng là cách tuyệt vời để góp nhặt ý tưởng mới',
  },
  'wealth-strength': {
    en: 'practical projects, sorting and tidying, and helping at home',
    zh: '动手做事、整理收纳、帮忙做家务',
    ja: '手を動かす作業、片づけや整理、お家のお手伝い',
    ko: '손으로 만드는 일, 정리정돈, 집안일 돕기',
    vi: 'việc làm bằng tay, sắp xếp dọn dẹp và phụ giúp việc nhà',
  },
  'wealth-suggestion': {
    en: 'taking small steps one at a time keeps things easy',
    zh: '一步一步慢慢来，事情会更轻松',
    ja: '一歩ずつゆっくり進めれば、もっと楽になります',
    ko: '한 걸음씩 천천히 하면 훨씬 쉬워집니다',
    vi: 'từng bước nhỏ một sẽ giúp mọi việc nhẹ nhàng hơn',
  },
  'officer-strength': {
    en: 'games with rules, routines and being a helpful team member',
    zh: '有规则的游戏、按计划做事、做团队好帮手',
    ja: 'ルールのある遊び、決まった手順で進めること、チームのお助け役',
    ko: '규칙이 있는 놀이, 계획대로 하기, 팀의 든든한 도우미 되기',
    vi: 'trò chơi có luật, làm việc theo nề nếp và làm người giúp sức trong nhóm',
  },
  'officer-suggestion': {
    en: 'it is always fine to ask for help or a short pause',
    zh: '需要时请别人帮忙或稍作休息都很好',
    ja: '困ったときは助けを求めたり、少し休んだりしても大丈夫です',
    ko: '필요할 때 도움을 청하거나 잠깐 쉬어도 괜찮습니다',
    vi: 'lúc cần, nhờ giúp đỡ hay nghỉ một chút đều rất tốt',
  },
  'resource-strength': {
    en: 'reading, stories and learning something new',
    zh: '阅读、听故事、学习新东西',
    ja: '本を読むこと、お話を聞くこと、新しいことを学ぶこと',
    ko: '책 읽기, 이야기 듣기, 새로운 것 배우기',
    vi: 'đọc sách, nghe kể chuyện và học điều mới',
  },
  'resource-suggestion': {
    en: 'trying one small thing on their own builds confidence',
    zh: '自己尝试一件小事，会更有自信',
    ja: '小さなことを一つ自分でやってみると、自信がつきます',
    ko: '작은 일 하나를 스스로 해 보면 자신감이 생깁니다',
    vi: 'tự mình thử một việc nhỏ sẽ giúp con tự tin hơn',
  },
})

/**
 * The parent–child relation told kindly. `{child}` is the child ("the child", 孩子) or, in the
 * narrative, the child's name; `{Child}` the same at the start of an English sentence.
 */
const RELATION_DESCRIPTIONS = sentences<ParentChildRelation>({
  same: {
    en: 'You share the same element, {c}: you understand each other naturally, and giving each other room lets you both shine.',
    zh: '你们同属{c}，心意相通；彼此留些空间，会一起发光。',
    ja: 'あなたと{child}は同じ{c}の五行（比和）。自然に心が通じ合う間柄です。お互いにゆとりを持てば、二人とも輝けます。',
    ko: '당신과 {child} 모두 같은 {c} 오행입니다. 자연스럽게 마음이 통하니, 서로에게 여유를 주면 함께 빛날 수 있습니다.',
    vi: 'Bạn và {child} cùng hành {c}: hai người tự nhiên hiểu nhau, và khi cho nhau chút khoảng riêng, cả hai đều tỏa sáng.',
  },
  'parent-nourishes': {
    en: "Your {p} nourishes {child}'s {c}, the way water feeds a tree: your encouragement helps them grow.",
    zh: '你的{p}生{child}的{c}：你的鼓励是{child}成长的养分。',
    ja: 'あなたの{p}は{child}の{c}を生じます。水が木を育てるように、あなたの励ましが{child}の成長の糧になります。',
    ko: '당신의 {p} 기운이 {child}의 {c} 기운을 생합니다. 물이 나무를 키우듯, 당신의 격려가 {child}의 성장에 밑거름이 됩니다.',
    vi: 'Hành {p} của bạn sinh hành {c} của {child}, như nước nuôi cây: lời động viên của bạn giúp {child} lớn lên.',
  },
  'child-nourishes': {
    en: "{Child}'s {c} feeds your {p}: they bring you fresh energy and joy.",
    zh: '{child}的{c}生你的{p}：{child}常常给你带来能量和快乐。',
    ja: '{child}の{c}はあなたの{p}を生じます。{child}はいつも、あなたに新しい元気と喜びを運んでくれます。',
    ko: '{child}의 {c} 기운이 당신의 {p} 기운을 생합니다. {child} 덕분에 새로운 힘과 기쁨을 얻습니다.',
    vi: 'Hành {c} của {child} sinh hành {p} của bạn: {child} mang đến cho bạn năng lượng mới và niềm vui.',
  },
  'parent-shapes': {
    en: "Your {p} gives shape to {child}'s {c}: gentle guidance and warm praise work better than strict rules.",
    zh: '你的{p}能塑造{child}的{c}：温和引导、多些肯定，比严格要求更有效。',
    ja: 'あなたの{p}は{child}の{c}に形を与えます。厳しい決まりより、やさしい導きと温かいほめ言葉のほうがよく届きます。',
    ko: '당신의 {p} 기운은 {child}의 {c} 기운을 다듬어 줍니다. 엄격한 규칙보다 부드러운 이끎과 따뜻한 칭찬이 더 잘 통합니다.',
    vi: 'Hành {p} của bạn định hình hành {c} của {child}: dẫn dắt nhẹ nhàng và lời khen ấm áp hiệu quả hơn quy tắc nghiêm khắc.',
  },
  'child-shapes': {
    en: "{Child}'s {c} tempers your {p}: they may stretch your patience in ways that help you both grow, and humour goes a long way.",
    zh: '{child}的{c}会磨练你的{p}：这份挑战让你们一起成长，多些幽默会更轻松。',
    ja: '{child}の{c}はあなたの{p}を鍛えてくれます。ときに忍耐を試されても、それが二人の成長につながります。ユーモアを忘れずに。',
    ko: '{child}의 {c} 기운은 당신의 {p} 기운을 단련시킵니다. 때로는 인내심을 시험받지만 함께 성장하는 계기가 되고, 유머가 큰 힘이 됩니다.',
    vi: 'Hành {c} của {child} rèn luyện hành {p} của bạn: đôi khi thử thách sự kiên nhẫn, nhưng giúp cả hai cùng trưởng thành, và một chút hài hước sẽ giúp rất nhiều.',
  },
})

/** How the parent's text names the child when it does not use the child's name. */
const THE_CHILD = sentences({
  child: { en: 'the child', zh: '孩子', ja: 'お子さん', ko: '아이', vi: 'con' },
  Child: { en: 'The child', zh: '孩子', ja: 'お子さん', ko: '아이', vi: 'Con' },
})

/** The sentence tables of this file, for the tests that check every locale's patterns. */
export const KIDS_SENTENCES = [IMAGES, STRENGTHS, TODAY, RELATION_DESCRIPTIONS, THE_CHILD, REFUSALS] as const

/**
 * The parent–child relation's description in `locale`, naming the child "the child" or, given
 * `childName` (the narrative), by name.
 */
export function relationDescription(
  relation: ParentChildRelation,
  parent: Element,
  child: Element,
  locale: Locale,
  childName?: string,
): Phrase {
  const values: Values = {
    p: elementTerm(parent, locale),
    c: elementTerm(child, locale),
    child: childName ?? THE_CHILD.value(locale, 'child'),
    Child: childName ?? THE_CHILD.value(locale, 'Child'),
  }
  return RELATION_DESCRIPTIONS.say(locale, relation, values)
}

export const parentChildRelationOf = (parent: Element, child: Element): ParentChildRelation =>
  parent === child
    ? 'same'
    : generates(parent) === child
      ? 'parent-nourishes'
      : generates(child) === parent
        ? 'child-nourishes'
        : controls(parent) === child
          ? 'parent-shapes'
          : 'child-shapes'

export interface KidsDay {
  date: string
  dayMaster: { char: string; element: Term; image: Phrase; strengths: Phrase }
  today: { ganzhi: string; name: string; romanised: string; tenGod: Term; group: Term; strength: Phrase; suggestion: Phrase }
  /** Colours of the child's favourable elements, as a playful touch. */
  luckyColours: (Term & { element: Term })[]
  parentRelation: {
    parentDayMaster: string
    parentElement: Term
    relation: Term
    description: Phrase
  } | null
}

/** The parent's day master against the child's: the relation, named and told kindly; null without a parent. */
function parentRelationOf(parentDayMaster: number | undefined, childElement: Element, locale: Locale): KidsDay['parentRelation'] {
  if (parentDayMaster === undefined) return null
  const parentElement = STEMS[parentDayMaster].element
  const relation = parentChildRelationOf(parentElement, childElement)
  return {
    parentDayMaster: STEMS[parentDayMaster].zh,
    parentElement: elementTerm(parentElement, locale),
    relation: RELATIONS.of(relation, locale),
    description: relationDescription(relation, parentElement, childElement, locale),
  }
}

/** The kids reading's facts for `almanac.date`. `childName` only appears in the narrative. */
export function kidsDay(input: { chart: ChartResult; almanac: Almanac; parentDayMaster?: number; locale: Locale }): KidsDay {
  const { chart, almanac, parentDayMaster, locale } = input
  const dm = cycleParts(chart.chart.pillars.day.cycle).stem
  const dmElement = STEMS[dm].element
  const day = cycleParts(SIXTY_CYCLE.indexOf(almanac.day_pillar.ganzhi))
  const tenGod = tenGodOf(dm, day.stem)
  const group = tenGodGroupOf(tenGod)
  return {
    date: almanac.date,
    dayMaster: {
      char: STEMS[dm].zh,
      element: elementTerm(dmElement, locale),
      image: IMAGES.say(locale, stemKey(dm)),
      strengths: STRENGTHS.say(locale, stemKey(dm)),
    },
    today: {
      ganzhi: almanac.day_pillar.ganzhi,
      name: almanac.day_pillar.name,
      romanised: romaniseGanzhi(almanac.day_pillar.ganzhi),
      tenGod: glossary.term(glossary.TEN_GODS[tenGod], locale),
      group: glossary.term(glossary.TEN_GOD_GROUPS[group], locale),
      strength: TODAY.say(locale, `${group}-strength`),
      suggestion: TODAY.say(locale, `${group}-suggestion`),
    },
    luckyColours: chart.chart.strength.favourableElements
      .slice(0, 2)
      .map((e) => ({ ...elementColours(e, locale)[0], element: elementTerm(e, locale) })),
    parentRelation: parentRelationOf(parentDayMaster, dmElement, locale),
  }
}
