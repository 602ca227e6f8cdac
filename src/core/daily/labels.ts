/**
 * The labels of daily guidance and the kids reading that are not the chart's (the chart's elements,
 * ten gods and strength verdicts come from core/bazi): life areas, colours of the elements, the
 * elements' directions and the parent–child relations. Curated by hand per locale, never converted;
 * `zh-HK` is `zh-TW` with Hong Kong's own word where it differs. Each locale's terms are built once,
 * at module load, so a label costs the same in every locale.
 *
 * Sources, per locale (also in `glossarySections`, from which docs/glossary.md is generated):
 * - zh: the service's own labels since the first release (五行配色 and 五行方位 as in common
 *   feng-shui usage: 木青绿, 火红紫, 土黄棕, 金白金, 水黑蓝; 东南西北 for 木火金水).
 * - zh-TW: 《教育部重編國語辭典修訂本》 forms (綠、藍、黃、東、運、際、導、勵); zh-HK: the same, with 啡色
 *   for brown, the everyday Hong Kong word (棕色 is understood, 啡色 is what is said and written).
 * - ja: 四柱推命 and 九星 fortune-book usage for the areas (仕事運、金運、健康運), 五行 colours (木=青・緑,
 *   火=赤・紫, 土=黄・茶, 金=白・金, 水=黒・青) and the relation 比和 (same element) of 五行.
 * - ko: the 운 (運) words of 사주 daily readings (직업운, 재물운, 애정운, 건강운), everyday colour
 *   words, and 비화 (比和) / 생 (生) for the relations.
 * - vi: the words of Vietnamese Tứ Trụ and phong thủy readings (Sự nghiệp, Tài lộc, Tình cảm, Sức
 *   khỏe; hướng Chính Đông…; ngũ hành màu sắc), everyday colour words.
 */
import type { GlossarySection, Localized } from '../locale'
import { SIXTY_CYCLE, branchName, cycleParts, stemName, type Element } from '../bazi'
import type { Locale } from '../types'
import { LOCALES } from '../locale'

/** A label as results carry it: code, both reference languages and `name` in the request's locale. */
export interface Label {
  code: string
  zh: string
  en: string
  name: string
}

type Table<C extends string> = Readonly<Record<C, string>>

/** Every locale's table of one kind of label, typed on its codes so a missing term does not compile. */
type Tables<C extends string> = Readonly<Localized<Table<C>>>

/** Each locale's labels built once; `of(code, locale)` hands out the same object every time. */
function labels<C extends string>(tables: Tables<C>) {
  const built = {} as Record<Locale, Record<C, Label>>
  for (const locale of LOCALES) {
    built[locale] = {} as Record<C, Label>
    for (const code of Object.keys(tables.en) as C[])
      built[locale][code] = { code, zh: tables.zh[code], en: tables.en[code], name: tables[locale][code] }
  }
  return { tables, of: (code: C, locale: Locale): Label => built[locale][code] }
}

/**
 * A pillar as prose names it: its two characters (the code) in Chinese and Japanese, its hangul
 * reading in Korean (을사), its Sino-Vietnamese one in Vietnamese (Ất Tỵ), from the chart's tables.
 */
export function ganzhiInProse(ganzhi: string, locale: Locale): string {
  if (locale !== 'ko' && locale !== 'vi') return ganzhi
  const { stem, branch } = cycleParts(SIXTY_CYCLE.indexOf(ganzhi))
  return `${stemName(stem, locale)}${locale === 'vi' ? ' ' : ''}${branchName(branch, locale)}`
}

// ---- Life areas

export type LifeArea = 'career' | 'wealth' | 'relationships' | 'health'

const AREA_ZH_TW: Table<LifeArea> = { career: '事業', wealth: '財運', relationships: '感情人際', health: '健康' }
export const AREAS = labels<LifeArea>({
  en: { career: 'Career', wealth: 'Wealth', relationships: 'Relationships', health: 'Health' },
  zh: { career: '事业', wealth: '财运', relationships: '感情人际', health: '健康' },
  'zh-TW': AREA_ZH_TW,
  'zh-HK': { ...AREA_ZH_TW },
  ja: { career: '仕事運', wealth: '金運', relationships: '恋愛・対人運', health: '健康運' },
  ko: { career: '직업운', wealth: '재물운', relationships: '애정·대인운', health: '건강운' },
  vi: { career: 'Sự nghiệp', wealth: 'Tài lộc', relationships: 'Tình cảm', health: 'Sức khỏe' },
})

// ---- The natal branches (年支 月支 日支 时支), as a reason names the one today's branch meets

export type NatalPosition = 'year' | 'month' | 'day' | 'hour'

const POSITION_ZH_TW: Table<NatalPosition> = { year: '年支', month: '月支', day: '日支', hour: '時支' }
export const BRANCH_POSITIONS = labels<NatalPosition>({
  en: { year: 'Year branch', month: 'Month branch', day: 'Day branch', hour: 'Hour branch' },
  zh: { year: '年支', month: '月支', day: '日支', hour: '时支' },
  'zh-TW': POSITION_ZH_TW,
  'zh-HK': { ...POSITION_ZH_TW },
  ja: { year: '年支', month: '月支', day: '日支', hour: '時支' },
  // 년지 (not 연지): the spelling of 명리 books, as 년주 for the year pillar.
  ko: { year: '년지', month: '월지', day: '일지', hour: '시지' },
  vi: { year: 'chi năm', month: 'chi tháng', day: 'chi ngày', hour: 'chi giờ' },
})

// ---- Colours of the elements (五行配色), the first of each element named when only one is shown

export type ColourCode = 'green' | 'cyan' | 'red' | 'purple' | 'yellow' | 'brown' | 'white' | 'gold' | 'blue' | 'black'

export const ELEMENT_COLOUR_CODES: Readonly<Record<Element, readonly [ColourCode, ColourCode]>> = {
  wood: ['green', 'cyan'],
  fire: ['red', 'purple'],
  earth: ['yellow', 'brown'],
  metal: ['white', 'gold'],
  water: ['blue', 'black'],
}

const COLOUR_ZH_TW: Table<ColourCode> = {
  green: '綠色',
  cyan: '青色',
  red: '紅色',
  purple: '紫色',
  yellow: '黃色',
  brown: '棕色',
  white: '白色',
  gold: '金色',
  blue: '藍色',
  black: '黑色',
}
export const COLOURS = labels<ColourCode>({
  en: {
    green: 'Green',
    cyan: 'Cyan',
    red: 'Red',
    purple: 'Purple',
    yellow: 'Yellow',
    brown: 'Brown',
    white: 'White',
    gold: 'Gold',
    blue: 'Blue',
    black: 'Black',
  },
  zh: {
    green: '绿色',
    cyan: '青色',
    red: '红色',
    purple: '紫色',
    yellow: '黄色',
    brown: '棕色',
    white: '白色',
    gold: '金色',
    blue: '蓝色',
    black: '黑色',
  },
  'zh-TW': COLOUR_ZH_TW,
  // Hong Kong says and writes 啡色 for brown.
  'zh-HK': { ...COLOUR_ZH_TW, brown: '啡色' },
  // 青 is blue in modern Japanese: the wood colour 青 (blue-green) is 青緑色 beside water's 青色.
  ja: {
    green: '緑色',
    cyan: '青緑色',
    red: '赤色',
    purple: '紫色',
    yellow: '黄色',
    brown: '茶色',
    white: '白色',
    gold: '金色',
    blue: '青色',
    black: '黒色',
  },
  ko: {
    green: '초록색',
    cyan: '청록색',
    red: '빨간색',
    purple: '보라색',
    yellow: '노란색',
    brown: '갈색',
    white: '흰색',
    gold: '금색',
    blue: '파란색',
    black: '검은색',
  },
  vi: {
    green: 'Xanh lá',
    cyan: 'Xanh ngọc',
    red: 'Đỏ',
    purple: 'Tím',
    yellow: 'Vàng',
    brown: 'Nâu',
    white: 'Trắng',
    gold: 'Vàng kim',
    blue: 'Xanh lam',
    black: 'Đen',
  },
})

// ---- Directions of the elements (五行方位); earth sits in the centre and gives no direction

export type DirectionCode = 'east' | 'south' | 'west' | 'north'

export const ELEMENT_DIRECTION_CODE: Readonly<Partial<Record<Element, DirectionCode>>> = {
  wood: 'east',
  fire: 'south',
  metal: 'west',
  water: 'north',
}

const DIRECTION_ZH_TW: Table<DirectionCode> = { east: '正東', south: '正南', west: '正西', north: '正北' }
export const DIRECTIONS = labels<DirectionCode>({
  en: { east: 'East', south: 'South', west: 'West', north: 'North' },
  zh: { east: '正东', south: '正南', west: '正西', north: '正北' },
  'zh-TW': DIRECTION_ZH_TW,
  'zh-HK': { ...DIRECTION_ZH_TW },
  ja: { east: '東', south: '南', west: '西', north: '北' },
  ko: { east: '동쪽', south: '남쪽', west: '서쪽', north: '북쪽' },
  vi: { east: 'Chính Đông', south: 'Chính Nam', west: 'Chính Tây', north: 'Chính Bắc' },
})

// ---- Parent–child day-master relations of the kids reading (相生相克, told kindly)

export type ParentChildRelation = 'same' | 'parent-nourishes' | 'child-nourishes' | 'parent-shapes' | 'child-shapes'

const RELATION_ZH_TW: Table<ParentChildRelation> = {
  same: '同氣相投',
  'parent-nourishes': '父母生扶孩子',
  'child-nourishes': '孩子生扶父母',
  'parent-shapes': '父母引導孩子',
  'child-shapes': '孩子激勵父母',
}
export const RELATIONS = labels<ParentChildRelation>({
  en: {
    same: 'Kindred elements',
    'parent-nourishes': 'Parent nourishes child',
    'child-nourishes': 'Child nourishes parent',
    'parent-shapes': 'Parent shapes child',
    'child-shapes': 'Child challenges parent',
  },
  zh: {
    same: '同气相投',
    'parent-nourishes': '父母生扶孩子',
    'child-nourishes': '孩子生扶父母',
    'parent-shapes': '父母引导孩子',
    'child-shapes': '孩子激励父母',
  },
  'zh-TW': RELATION_ZH_TW,
  'zh-HK': { ...RELATION_ZH_TW },
  ja: {
    same: '比和（同じ五行）',
    'parent-nourishes': '親が子を生じる',
    'child-nourishes': '子が親を生じる',
    'parent-shapes': '親が子を導く',
    'child-shapes': '子が親を磨く',
  },
  ko: {
    same: '비화(같은 오행)',
    'parent-nourishes': '부모가 아이를 생함',
    'child-nourishes': '아이가 부모를 생함',
    'parent-shapes': '부모가 아이를 이끎',
    'child-shapes': '아이가 부모를 단련함',
  },
  vi: {
    same: 'Đồng khí tương hợp',
    'parent-nourishes': 'Cha mẹ sinh phù con',
    'child-nourishes': 'Con sinh phù cha mẹ',
    'parent-shapes': 'Cha mẹ dẫn dắt con',
    'child-shapes': 'Con rèn luyện cha mẹ',
  },
})

// ---- docs/glossary.md

const SOURCES = [
  '- **zh**: the service’s own labels (五行配色 and 五行方位 as in common feng-shui usage).',
  '- **zh-TW**: hand-written in the forms of 《教育部重編國語辭典修訂本》; **zh-HK**: the same, but 啡色 (brown), the Hong Kong word.',
  '- **ja**: 四柱推命 and fortune-book usage (仕事運, 金運, 健康運; 五行 colours; 比和 for the same element). 青 is blue in modern Japanese, so the wood colour 青 is 青緑色.',
  '- **ko**: the 운 (運) words of 사주 daily readings (직업운, 재물운, 애정운, 건강운), everyday colour words, 비화 (比和) and 생 (生) for the relations.',
  '- **vi**: Vietnamese Tứ Trụ and phong thủy usage (Sự nghiệp, Tài lộc, Tình cảm, Sức khỏe; hướng Chính Đông, Chính Nam…), everyday colour words.',
].join('\n')

const sectionOf = <C extends string>(title: string, tables: Tables<C>): GlossarySection => ({
  title,
  sources: SOURCES,
  terms: (Object.keys(tables.en) as C[]).map((code) => ({
    code,
    names: Object.fromEntries(LOCALES.map((locale) => [locale, tables[locale][code]])) as Localized,
  })),
})

/** The labels of daily guidance and the kids reading, for docs/glossary.md. */
export function glossarySections(): GlossarySection[] {
  return [
    sectionOf('Daily guidance: life areas', AREAS.tables),
    sectionOf('Daily guidance: the natal branches', BRANCH_POSITIONS.tables),
    sectionOf('Daily guidance: colours of the five elements (五行配色)', COLOURS.tables),
    sectionOf('Daily guidance: directions of the elements (五行方位)', DIRECTIONS.tables),
    sectionOf('Kids reading: parent–child relations of the day masters', RELATIONS.tables),
  ]
}
