/**
 * The kids reading's computed part: the child's day master and today's day pillar told as strengths
 * and gentle suggestions, and the parent-child day-master relation. Deliberately positive: there are
 * no ratings, no warnings and nothing about health (docs/domain.md, "Kids reading"); only the five-element relations
 * (相生相克, told kindly) and the ten-god groups of the day stem.
 */
import { ELEMENT_COLOURS } from './colours'
import { romaniseGanzhi, type Almanac } from '../almanac/almanac'
import { AppError } from '../errors'
import type { Locale } from '../types'
import { glossary, tenGodGroupOf, tenGodOf, type ChartResult, type TenGodGroup } from '../bazi'
import { ELEMENT_INFO, SIXTY_CYCLE, STEMS, controls, cycleParts, generates, type Element } from '../bazi'
import type { Term } from '../bazi'
import { phrase, type Phrase } from './guidance-types'

/** The accepted `parentDayMaster` values: a stem, or a stem followed by its element (甲木). */
export const PARENT_DAY_MASTER_VALUES: readonly string[] = [
  ...STEMS.map((s) => s.zh),
  ...STEMS.map((s) => s.zh + ELEMENT_INFO[s.element].zh),
]

/** Stem index (0..9) of a `parentDayMaster`; undefined when absent; INVALID_REQUEST (400) otherwise. */
export const parseParentDayMaster = (value: string | undefined | null): number | undefined => {
  if (value === undefined || value === null) return undefined
  const v = value.trim()
  const index = STEMS.findIndex((s) => v === s.zh || v === s.zh + ELEMENT_INFO[s.element].zh)
  if (index < 0) {
    throw new AppError(
      'INVALID_REQUEST',
      `parentDayMaster must be a heavenly stem as its character (甲 乙 丙 丁 戊 己 庚 辛 壬 癸) or with its element (${STEMS.map((s) => s.zh + ELEMENT_INFO[s.element].zh).join(' ')}).`,
      { field: 'parentDayMaster', allowed: PARENT_DAY_MASTER_VALUES },
    )
  }
  return index
}

/** Imagery and strengths of each day master (the usual 十干 images: 甲 a tall tree, 丙 the sun …). */
const DAY_MASTER_PORTRAITS: readonly { image: Phrase; strengths: Phrase }[] = [
  {
    image: { text: '', en: 'a tall tree', zh: '参天大树' },
    strengths: { text: '', en: 'upright, dependable and keen to grow', zh: '正直可靠，积极向上' },
  },
  {
    image: { text: '', en: 'a climbing flower', zh: '花草藤蔓' },
    strengths: { text: '', en: 'gentle, adaptable and good at finding a way', zh: '温和灵活，善于变通' },
  },
  {
    image: { text: '', en: 'the sun', zh: '太阳' },
    strengths: { text: '', en: 'warm, generous and full of energy', zh: '热情大方，活力十足' },
  },
  {
    image: { text: '', en: 'a candle flame', zh: '烛火' },
    strengths: { text: '', en: 'thoughtful, caring and quietly bright', zh: '细心体贴，温暖而有光' },
  },
  {
    image: { text: '', en: 'a mountain', zh: '高山' },
    strengths: { text: '', en: 'steady, loyal and trustworthy', zh: '稳重踏实，值得信赖' },
  },
  {
    image: { text: '', en: 'garden soil', zh: '田园沃土' },
    strengths: { text: '', en: 'patient, nurturing and kind', zh: '耐心包容，善于照顾人' },
  },
  {
    image: { text: '', en: 'raw metal', zh: '刀剑矿石' },
    strengths: { text: '', en: 'brave, fair and determined', zh: '勇敢正直，有决断力' },
  },
  {
    image: { text: '', en: 'a jewel', zh: '珠玉' },
    strengths: { text: '', en: 'perceptive, graceful and detail-minded', zh: '敏锐细腻，有品味' },
  },
  {
    image: { text: '', en: 'a great river', zh: '江河' },
    strengths: { text: '', en: 'curious, adventurous and quick-minded', zh: '好奇心强，思维敏捷' },
  },
  {
    image: { text: '', en: 'gentle rain', zh: '雨露' },
    strengths: { text: '', en: 'imaginative, gentle and intuitive', zh: '想象力丰富，温柔敏感' },
  },
]

/** What today's day stem invites, by its ten-god group relative to the child. */
const TODAY_BY_GROUP: Record<TenGodGroup, { strength: { en: string; zh: string }; suggestion: { en: string; zh: string } }> = {
  companion: {
    strength: { en: 'playing and working together with friends', zh: '和小伙伴一起玩耍、合作' },
    suggestion: { en: 'taking turns and sharing makes the fun last longer', zh: '轮流和分享会让快乐更长久' },
  },
  output: {
    strength: { en: 'drawing, singing, building and sharing ideas', zh: '画画、唱歌、搭建和表达想法' },
    suggestion: { en: 'listening to others is a great way to collect new ideas too', zh: '认真听别人说话，也能收集到新点子' },
  },
  wealth: {
    strength: { en: 'practical projects, sorting and tidying, and helping at home', zh: '动手做事、整理收纳、帮忙做家务' },
    suggestion: { en: 'taking small steps one at a time keeps things easy', zh: '一步一步慢慢来，事情会更轻松' },
  },
  officer: {
    strength: { en: 'games with rules, routines and being a helpful team member', zh: '有规则的游戏、按计划做事、做团队好帮手' },
    suggestion: { en: 'it is always fine to ask for help or a short pause', zh: '需要时请别人帮忙或稍作休息都很好' },
  },
  resource: {
    strength: { en: 'reading, stories and learning something new', zh: '阅读、听故事、学习新东西' },
    suggestion: { en: 'trying one small thing on their own builds confidence', zh: '自己尝试一件小事，会更有自信' },
  },
}

export type ParentChildRelation = 'same' | 'parent-nourishes' | 'child-nourishes' | 'parent-shapes' | 'child-shapes'

const RELATION_ENTRY: Record<ParentChildRelation, { code: ParentChildRelation; zh: string; en: string }> = {
  same: { code: 'same', zh: '同气相投', en: 'Kindred elements' },
  'parent-nourishes': { code: 'parent-nourishes', zh: '父母生扶孩子', en: 'Parent nourishes child' },
  'child-nourishes': { code: 'child-nourishes', zh: '孩子生扶父母', en: 'Child nourishes parent' },
  'parent-shapes': { code: 'parent-shapes', zh: '父母引导孩子', en: 'Parent shapes child' },
  'child-shapes': { code: 'child-shapes', zh: '孩子激励父母', en: 'Child challenges parent' },
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

const elementTerm = (e: Element, locale: Locale): Term => glossary.term({ code: e, zh: ELEMENT_INFO[e].zh, en: ELEMENT_INFO[e].en }, locale)

/** The kids reading's facts for `almanac.date`. `childName` only appears in the narrative. */
export function kidsDay(input: { chart: ChartResult; almanac: Almanac; parentDayMaster?: number; locale: Locale }): KidsDay {
  const { chart, almanac, parentDayMaster, locale } = input
  const dm = cycleParts(chart.chart.pillars.day.cycle).stem
  const dmElement = STEMS[dm].element
  const day = cycleParts(SIXTY_CYCLE.indexOf(almanac.day_pillar.ganzhi))
  const tenGod = tenGodOf(dm, day.stem)
  const group = tenGodGroupOf(tenGod)
  const portrait = DAY_MASTER_PORTRAITS[dm]
  const today = TODAY_BY_GROUP[group]
  const withText = (p: Phrase) => phrase(locale, p.en, p.zh)

  let parentRelation: KidsDay['parentRelation'] = null
  if (parentDayMaster !== undefined) {
    const pElement = STEMS[parentDayMaster].element
    const relation = parentChildRelationOf(pElement, dmElement)
    const p = ELEMENT_INFO[pElement]
    const c = ELEMENT_INFO[dmElement]
    const descriptions: Record<ParentChildRelation, [string, string]> = {
      same: [
        `You share the same element, ${c.en}: you understand each other naturally, and giving each other room lets you both shine.`,
        `你们同属${c.zh}，心意相通；彼此留些空间，会一起发光。`,
      ],
      'parent-nourishes': [
        `Your ${p.en} nourishes the child's ${c.en}, the way water feeds a tree: your encouragement helps them grow.`,
        `你的${p.zh}生孩子的${c.zh}：你的鼓励是孩子成长的养分。`,
      ],
      'child-nourishes': [
        `The child's ${c.en} feeds your ${p.en}: they bring you fresh energy and joy.`,
        `孩子的${c.zh}生你的${p.zh}：孩子常常给你带来能量和快乐。`,
      ],
      'parent-shapes': [
        `Your ${p.en} gives shape to the child's ${c.en}: gentle guidance and warm praise work better than strict rules.`,
        `你的${p.zh}能塑造孩子的${c.zh}：温和引导、多些肯定，比严格要求更有效。`,
      ],
      'child-shapes': [
        `The child's ${c.en} tempers your ${p.en}: they may stretch your patience in ways that help you both grow, and humour goes a long way.`,
        `孩子的${c.zh}会磨练你的${p.zh}：这份挑战让你们一起成长，多些幽默会更轻松。`,
      ],
    }
    const [en, zh] = descriptions[relation]
    parentRelation = {
      parentDayMaster: STEMS[parentDayMaster].zh,
      parentElement: elementTerm(pElement, locale),
      relation: glossary.term(RELATION_ENTRY[relation], locale),
      description: phrase(locale, en, zh),
    }
  }

  return {
    date: almanac.date,
    dayMaster: {
      char: STEMS[dm].zh,
      element: elementTerm(dmElement, locale),
      image: withText(portrait.image),
      strengths: withText(portrait.strengths),
    },
    today: {
      ganzhi: almanac.day_pillar.ganzhi,
      name: almanac.day_pillar.name,
      romanised: romaniseGanzhi(almanac.day_pillar.ganzhi),
      tenGod: glossary.term(glossary.TEN_GODS[tenGod], locale),
      group: glossary.term(glossary.TEN_GOD_GROUPS[group], locale),
      strength: phrase(locale, today.strength.en, today.strength.zh),
      suggestion: phrase(locale, today.suggestion.en, today.suggestion.zh),
    },
    luckyColours: chart.chart.strength.favourableElements
      .slice(0, 2)
      .map((e) => ({ ...glossary.term(ELEMENT_COLOURS[e][0], locale), element: elementTerm(e, locale) })),
    parentRelation,
  }
}
