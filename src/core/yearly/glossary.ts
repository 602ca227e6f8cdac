/**
 * The terms of the yearly outlook (流年) in every locale: the pillars of time, the 太岁 relations and
 * the punishment sets, the palaces of life each natal pillar stands for, the named conditions, the
 * twelve 岁君 gods, the 灾煞 star and the favour/strain verdicts (docs/domain.md, "Yearly outlook").
 * Curated by hand per locale like the chart's tables (src/core/bazi/glossary.ts); `glossarySections`
 * shows them in docs/glossary.md.
 */
import { glossary, type PunishmentSetCode } from '../bazi'
import type { GlossarySection } from '../locale'

const { entries } = glossary

export type TimePillarCode = 'annual' | 'monthly' | 'luck'
export const TIME_PILLARS = entries<TimePillarCode>(
  [
    ['annual', '流年', 'Annual Pillar'],
    ['monthly', '流月', 'Monthly Pillar'],
    ['luck', '大运', 'Luck Pillar'],
  ],
  {
    'zh-TW': { annual: '流年', monthly: '流月', luck: '大運' },
    ja: { annual: '流年', monthly: '流月', luck: '大運' },
    ko: { annual: '세운', monthly: '월운', luck: '대운' },
    vi: { annual: 'Lưu Niên', monthly: 'Lưu Nguyệt', luck: 'Đại Vận' },
  },
)

export type TaiSuiRelationCode = 'meets' | 'clashes' | 'punishes' | 'harms' | 'breaks'
export const TAI_SUI_RELATIONS = entries<TaiSuiRelationCode>(
  [
    ['meets', '值太岁', 'Meets Tai Sui'],
    ['clashes', '冲太岁', 'Clashes with Tai Sui'],
    ['punishes', '刑太岁', 'Punishes Tai Sui'],
    ['harms', '害太岁', 'Harms Tai Sui'],
    ['breaks', '破太岁', 'Breaks Tai Sui'],
  ],
  {
    'zh-TW': { meets: '值太歲', clashes: '沖太歲', punishes: '刑太歲', harms: '害太歲', breaks: '破太歲' },
    ja: { meets: '値太歳', clashes: '沖太歳', punishes: '刑太歳', harms: '害太歳', breaks: '破太歳' },
    ko: { meets: '치태세', clashes: '충태세', punishes: '형태세', harms: '해태세', breaks: '파태세' },
    vi: { meets: 'Trị Thái Tuế', clashes: 'Xung Thái Tuế', punishes: 'Hình Thái Tuế', harms: 'Hại Thái Tuế', breaks: 'Phá Thái Tuế' },
  },
)

export const PUNISHMENT_SETS = entries<PunishmentSetCode>(
  [
    ['ungrateful', '无恩之刑', 'Ungrateful Punishment (Yin, Si, Shen)'],
    ['bullying', '恃势之刑', 'Bullying Punishment (Chou, Xu, Wei)'],
    ['uncivil', '无礼之刑', 'Uncivil Punishment (Zi, Mao)'],
    ['self', '自刑', 'Self Punishment'],
  ],
  {
    'zh-TW': { ungrateful: '無恩之刑', bullying: '恃勢之刑', uncivil: '無禮之刑', self: '自刑' },
    ja: { ungrateful: '無恩之刑', bullying: '恃勢之刑', uncivil: '無礼之刑', self: '自刑' },
    ko: { ungrateful: '무은지형', bullying: '지세지형', uncivil: '무례지형', self: '자형' },
    vi: { ungrateful: 'Vô Ân Chi Hình', bullying: 'Thị Thế Chi Hình', uncivil: 'Vô Lễ Chi Hình', self: 'Tự Hình' },
  },
)

export type LifePalaceCode = 'family' | 'parents-work' | 'spouse-self' | 'children-plans'
export const LIFE_PALACES = entries<LifePalaceCode>(
  [
    ['family', '祖上与家庭', 'Family and ancestry'],
    ['parents-work', '父母兄弟与事业环境', 'Parents, siblings and work environment'],
    ['spouse-self', '夫妻与自身', 'Spouse and self'],
    ['children-plans', '子女与计划', 'Children and plans'],
  ],
  {
    'zh-TW': { family: '祖上與家庭', 'parents-work': '父母兄弟與事業環境', 'spouse-self': '夫妻與自身', 'children-plans': '子女與計畫' },
    'zh-HK': { 'children-plans': '子女與計劃' },
    ja: {
      family: '祖先と家庭',
      'parents-work': '父母・兄弟と仕事の環境',
      'spouse-self': '配偶者と自分自身',
      'children-plans': '子供と将来の計画',
    },
    ko: { family: '조상과 가정', 'parents-work': '부모·형제와 일의 환경', 'spouse-self': '배우자와 자신', 'children-plans': '자녀와 계획' },
    vi: {
      family: 'Tổ tiên và gia đình',
      'parents-work': 'Cha mẹ, anh chị em và môi trường công việc',
      'spouse-self': 'Vợ chồng và bản thân',
      'children-plans': 'Con cái và dự định',
    },
  },
)

export type ConditionCode = 'year-luck-convergence' | 'fu-yin' | 'fan-yin' | 'heaven-strikes-earth-clashes'
export const CONDITIONS = entries<ConditionCode>(
  [
    ['year-luck-convergence', '岁运并临', 'Year and Luck Pillar Coincide'],
    ['fu-yin', '伏吟', 'Fu Yin (Repeated Pillar)'],
    ['fan-yin', '反吟', 'Fan Yin (Opposed Pillar)'],
    ['heaven-strikes-earth-clashes', '天克地冲', 'Stem Controls, Branch Clashes'],
  ],
  {
    'zh-TW': { 'year-luck-convergence': '歲運並臨', 'fu-yin': '伏吟', 'fan-yin': '反吟', 'heaven-strikes-earth-clashes': '天剋地沖' },
    ja: { 'year-luck-convergence': '歳運併臨', 'fu-yin': '伏吟', 'fan-yin': '反吟', 'heaven-strikes-earth-clashes': '天剋地沖' },
    ko: { 'year-luck-convergence': '세운병림', 'fu-yin': '복음', 'fan-yin': '반음', 'heaven-strikes-earth-clashes': '천극지충' },
    vi: {
      'year-luck-convergence': 'Tuế Vận Tịnh Lâm',
      'fu-yin': 'Phục Ngâm',
      'fan-yin': 'Phản Ngâm',
      'heaven-strikes-earth-clashes': 'Thiên Khắc Địa Xung',
    },
  },
)

export type YearGodCode =
  | 'tai-sui'
  | 'tai-yang'
  | 'sang-men'
  | 'tai-yin'
  | 'guan-fu'
  | 'si-fu'
  | 'sui-po'
  | 'long-de'
  | 'bai-hu'
  | 'fu-de'
  | 'diao-ke'
  | 'bing-fu'

/** The twelve 岁君 gods in their order from the year's branch (docs/domain.md, "Yearly outlook"). */
export const YEAR_GOD_ORDER: readonly YearGodCode[] = [
  'tai-sui',
  'tai-yang',
  'sang-men',
  'tai-yin',
  'guan-fu',
  'si-fu',
  'sui-po',
  'long-de',
  'bai-hu',
  'fu-de',
  'diao-ke',
  'bing-fu',
]
export const YEAR_GODS = entries<YearGodCode>(
  [
    ['tai-sui', '太岁', 'Tai Sui (Grand Duke)'],
    ['tai-yang', '太阳', 'Tai Yang (Sun)'],
    ['sang-men', '丧门', 'Sang Men (Mourning Door)'],
    ['tai-yin', '太阴', 'Tai Yin (Moon)'],
    ['guan-fu', '官符', 'Guan Fu (Official Charm)'],
    ['si-fu', '死符', 'Si Fu (Death Charm)'],
    ['sui-po', '岁破', 'Sui Po (Year Breaker)'],
    ['long-de', '龙德', 'Long De (Dragon Virtue)'],
    ['bai-hu', '白虎', 'Bai Hu (White Tiger)'],
    ['fu-de', '福德', 'Fu De (Fortune Virtue)'],
    ['diao-ke', '吊客', 'Diao Ke (Mourning Guest)'],
    ['bing-fu', '病符', 'Bing Fu (Sickness Charm)'],
  ],
  {
    'zh-TW': {
      'tai-sui': '太歲',
      'tai-yang': '太陽',
      'sang-men': '喪門',
      'tai-yin': '太陰',
      'guan-fu': '官符',
      'si-fu': '死符',
      'sui-po': '歲破',
      'long-de': '龍德',
      'bai-hu': '白虎',
      'fu-de': '福德',
      'diao-ke': '弔客',
      'bing-fu': '病符',
    },
    ja: {
      'tai-sui': '太歳',
      'tai-yang': '太陽',
      'sang-men': '喪門',
      'tai-yin': '太陰',
      'guan-fu': '官符',
      'si-fu': '死符',
      'sui-po': '歳破',
      'long-de': '竜徳',
      'bai-hu': '白虎',
      'fu-de': '福徳',
      'diao-ke': '弔客',
      'bing-fu': '病符',
    },
    ko: {
      'tai-sui': '태세',
      'tai-yang': '태양',
      'sang-men': '상문',
      'tai-yin': '태음',
      'guan-fu': '관부',
      'si-fu': '사부',
      'sui-po': '세파',
      'long-de': '용덕',
      'bai-hu': '백호',
      'fu-de': '복덕',
      'diao-ke': '조객',
      'bing-fu': '병부',
    },
    vi: {
      'tai-sui': 'Thái Tuế',
      'tai-yang': 'Thái Dương',
      'sang-men': 'Tang Môn',
      'tai-yin': 'Thái Âm',
      'guan-fu': 'Quan Phù',
      'si-fu': 'Tử Phù',
      'sui-po': 'Tuế Phá',
      'long-de': 'Long Đức',
      'bai-hu': 'Bạch Hổ',
      'fu-de': 'Phúc Đức',
      'diao-ke': 'Điếu Khách',
      'bing-fu': 'Bệnh Phù',
    },
  },
)

/** 灾煞: a star of the year the chart's set does not place (src/core/bazi/shensha.ts, `disasterShaFrom`). */
export const DISASTER_SHA = entries<'disaster-sha'>([['disaster-sha', '灾煞', 'Disaster Sha']], {
  'zh-TW': { 'disaster-sha': '災煞' },
  ja: { 'disaster-sha': '災殺' },
  ko: { 'disaster-sha': '재살' },
  vi: { 'disaster-sha': 'Tai Sát' },
})['disaster-sha']

export type BalanceCode = 'favours' | 'strains' | 'mixed'
export const BALANCE_VERDICTS = entries<BalanceCode>(
  [
    ['favours', '有利', 'Favours the chart'],
    ['strains', '不利', 'Strains the chart'],
    ['mixed', '喜忌参半', 'Mixed'],
  ],
  {
    'zh-TW': { favours: '有利', strains: '不利', mixed: '喜忌參半' },
    ja: { favours: '有利', strains: '不利', mixed: '喜忌相半' },
    ko: { favours: '유리', strains: '불리', mixed: '희기상반' },
    vi: { favours: 'Thuận lợi', strains: 'Bất lợi', mixed: 'Hỷ kỵ lẫn lộn' },
  },
)

const fromEntries = (table: Record<string, { code: string; names: GlossarySection['terms'][number]['names'] }>) =>
  Object.values(table).map((e) => ({ code: e.code, names: e.names }))

const SOURCES = [
  '`en`, `zh`: the service’s tables; the 岁君 names as the common almanac (通书) lists them (docs/domain.md, “Yearly outlook”).',
  '`zh-TW`: Traditional forms of 教育部重編國語辭典 (沖, 歲, 弔客, 計畫); `zh-HK` the same, 計劃 as Hong Kong writes it.',
  '`ja`: 四柱推命 usage, 常用漢字 forms (歳, 竜, 剋).',
  '`ko`: the hangul readings of the Sino-Korean terms (사주명리: 세운, 월운, 대운).',
  '`vi`: the Sino-Vietnamese (Hán-Việt) readings, as Vietnamese Tứ Trụ and Tử Vi books write them.',
]
  .map((line) => `- ${line}`)
  .join('\n')

/** The yearly outlook's term tables, one section each. */
export function glossarySections(): GlossarySection[] {
  return [
    { title: 'Pillars of time (流年 流月 大运)', sources: SOURCES, terms: fromEntries(TIME_PILLARS) },
    { title: 'Tai Sui relations (太岁)', sources: SOURCES, terms: fromEntries(TAI_SUI_RELATIONS) },
    { title: 'Punishment sets (三刑)', sources: SOURCES, terms: fromEntries(PUNISHMENT_SETS) },
    { title: 'Palaces of life of the natal pillars', sources: SOURCES, terms: fromEntries(LIFE_PALACES) },
    { title: 'Named conditions (岁运并临 伏吟 反吟 天克地冲)', sources: SOURCES, terms: fromEntries(CONDITIONS) },
    { title: 'The twelve year gods (岁君十二神)', sources: SOURCES, terms: fromEntries(YEAR_GODS) },
    { title: 'Star of the year (灾煞)', sources: SOURCES, terms: [{ code: DISASTER_SHA.code, names: DISASTER_SHA.names }] },
    { title: 'Favour or strain', sources: SOURCES, terms: fromEntries(BALANCE_VERDICTS) },
  ]
}
