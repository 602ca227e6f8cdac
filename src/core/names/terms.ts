/**
 * The terms of name analysis in every locale, curated by hand (docs/glossary.md, "Name analysis"):
 * the grids, the fortunes they are read for, the grades of the 81 numbers, the 三才 verdicts and
 * relations, the schools, the stroke rules, the form sources and the Korean sound conventions.
 * Korean grid names follow 원형이정 (元亨利貞); Vietnamese the Sino-Vietnamese readings.
 */
import type { GlossarySection } from '../locale'
import { glossaryTerms, labelOf, withHongKong, type TermTable } from '../readings/phrases'
import type { Locale } from '../types'

export type GridCode = 'heaven' | 'person' | 'earth' | 'outer' | 'total' | 'won' | 'hyeong' | 'i' | 'jeong'
export type FortuneCode =
  | 'ancestry'
  | 'main'
  | 'early'
  | 'secondary'
  | 'later'
  | 'early-years'
  | 'middle-years'
  | 'late-years'
  | 'whole-life'
export type SancaiVerdict = 'excellent' | 'good' | 'even' | 'poor'
/** How the 人格 stands to a neighbour (天格 or 地格) in the five-element cycle. */
export type SancaiRelation = 'supported' | 'same' | 'giving' | 'controlling' | 'controlled'
export type StrokeRule = 'radical-formula' | 'numeral' | 'override' | 'kana' | 'repeat-mark'
export type SoundConvention = 'unhae' | 'haerye'

const GRIDS: TermTable<GridCode> = withHongKong({
  en: {
    heaven: 'Heaven grid',
    person: 'Person grid',
    earth: 'Earth grid',
    outer: 'Outer grid',
    total: 'Total grid',
    won: 'Won grid (origin)',
    hyeong: 'Hyeong grid (growth)',
    i: 'I grid (gain)',
    jeong: 'Jeong grid (completion)',
  },
  zh: {
    heaven: '天格',
    person: '人格',
    earth: '地格',
    outer: '外格',
    total: '总格',
    won: '元格',
    hyeong: '亨格',
    i: '利格',
    jeong: '贞格',
  },
  'zh-TW': {
    heaven: '天格',
    person: '人格',
    earth: '地格',
    outer: '外格',
    total: '總格',
    won: '元格',
    hyeong: '亨格',
    i: '利格',
    jeong: '貞格',
  },
  ja: {
    heaven: '天格',
    person: '人格',
    earth: '地格',
    outer: '外格',
    total: '総格',
    won: '元格',
    hyeong: '亨格',
    i: '利格',
    jeong: '貞格',
  },
  ko: {
    heaven: '천격',
    person: '인격',
    earth: '지격',
    outer: '외격',
    total: '총격',
    won: '원격',
    hyeong: '형격',
    i: '이격',
    jeong: '정격',
  },
  vi: {
    heaven: 'Thiên cách',
    person: 'Nhân cách',
    earth: 'Địa cách',
    outer: 'Ngoại cách',
    total: 'Tổng cách',
    won: 'Nguyên cách',
    hyeong: 'Hanh cách',
    i: 'Lợi cách',
    jeong: 'Trinh cách',
  },
})

const FORTUNES: TermTable<FortuneCode> = withHongKong({
  en: {
    ancestry: 'ancestral fortune',
    main: 'main fortune',
    early: 'early fortune',
    secondary: 'secondary fortune',
    later: 'later fortune',
    'early-years': 'early years',
    'middle-years': 'middle years',
    'late-years': 'late years',
    'whole-life': 'whole life',
  },
  zh: {
    ancestry: '祖运',
    main: '主运',
    early: '前运',
    secondary: '副运',
    later: '后运',
    'early-years': '初年运',
    'middle-years': '中年运',
    'late-years': '晚年运',
    'whole-life': '总运',
  },
  'zh-TW': {
    ancestry: '祖運',
    main: '主運',
    early: '前運',
    secondary: '副運',
    later: '後運',
    'early-years': '初年運',
    'middle-years': '中年運',
    'late-years': '晚年運',
    'whole-life': '總運',
  },
  ja: {
    ancestry: '祖運',
    main: '主運',
    early: '前運',
    secondary: '副運',
    later: '後運',
    'early-years': '初年運',
    'middle-years': '中年運',
    'late-years': '晩年運',
    'whole-life': '総運',
  },
  ko: {
    ancestry: '조운',
    main: '주운',
    early: '전운',
    secondary: '부운',
    later: '후운',
    'early-years': '초년운',
    'middle-years': '중년운',
    'late-years': '말년운',
    'whole-life': '총운',
  },
  vi: {
    ancestry: 'vận tổ tiên',
    main: 'vận chính',
    early: 'tiền vận',
    secondary: 'vận phụ',
    later: 'hậu vận',
    'early-years': 'vận sơ niên',
    'middle-years': 'vận trung niên',
    'late-years': 'vận vãn niên',
    'whole-life': 'vận tổng thể',
  },
})

const GRADES: TermTable<'good' | 'mixed' | 'poor'> = withHongKong({
  en: { good: 'good', mixed: 'mixed', poor: 'poor' },
  zh: { good: '吉', mixed: '半吉', poor: '凶' },
  'zh-TW': { good: '吉', mixed: '半吉', poor: '凶' },
  ja: { good: '吉', mixed: '半吉', poor: '凶' },
  ko: { good: '길', mixed: '반길', poor: '흉' },
  vi: { good: 'cát', mixed: 'bán cát', poor: 'hung' },
})

const VERDICTS: TermTable<SancaiVerdict> = withHongKong({
  en: { excellent: 'excellent', good: 'good', even: 'even', poor: 'poor' },
  zh: { excellent: '大吉', good: '吉', even: '平', poor: '凶' },
  'zh-TW': { excellent: '大吉', good: '吉', even: '平', poor: '凶' },
  ja: { excellent: '大吉', good: '吉', even: '平', poor: '凶' },
  ko: { excellent: '대길', good: '길', even: '평', poor: '흉' },
  vi: { excellent: 'đại cát', good: 'cát', even: 'bình', poor: 'hung' },
})

const RELATIONS: TermTable<SancaiRelation> = withHongKong({
  en: { supported: 'supported', same: 'in step', giving: 'giving', controlling: 'controlling', controlled: 'controlled' },
  zh: { supported: '得生', same: '比和', giving: '生出', controlling: '克出', controlled: '受克' },
  'zh-TW': { supported: '得生', same: '比和', giving: '生出', controlling: '剋出', controlled: '受剋' },
  ja: { supported: '相生（受ける）', same: '比和', giving: '相生（与える）', controlling: '相剋（剋す）', controlled: '相剋（剋される）' },
  ko: { supported: '생을 받음', same: '비화', giving: '생해 줌', controlling: '극함', controlled: '극을 받음' },
  vi: { supported: 'được sinh', same: 'tỷ hòa', giving: 'sinh ra', controlling: 'khắc ra', controlled: 'bị khắc' },
})

const SCHOOLS: TermTable<'chinese' | 'japanese' | 'korean'> = withHongKong({
  en: { chinese: 'Chinese five grids', japanese: 'Japanese seimei handan (Kumazaki)', korean: 'Korean four grids (wonhyeong-ijeong)' },
  zh: { chinese: '五格剖象法', japanese: '日本姓名判断（熊崎式）', korean: '韩国元亨利贞四格' },
  'zh-TW': { chinese: '五格剖象法', japanese: '日本姓名判斷（熊崎式）', korean: '韓國元亨利貞四格' },
  ja: { chinese: '中国式五格', japanese: '姓名判断（熊崎式）', korean: '韓国式四格（元亨利貞）' },
  ko: { chinese: '중국식 오격', japanese: '일본 성명판단(구마사키식)', korean: '원형이정 사격' },
  vi: {
    chinese: 'Ngũ cách Trung Hoa',
    japanese: 'Tính danh phán đoán Nhật Bản (phái Kumazaki)',
    korean: 'Tứ cách Hàn Quốc (nguyên hanh lợi trinh)',
  },
})

const RULES: TermTable<StrokeRule> = withHongKong({
  en: {
    'radical-formula': 'Kangxi radical in full form plus residual strokes',
    numeral: 'numeral counted by its value',
    override: 'reviewed count',
    kana: 'kana strokes',
    'repeat-mark': 'repeat mark counted as the character it repeats',
  },
  zh: {
    'radical-formula': '康熙部首原形笔画加余画',
    numeral: '数字按数值计',
    override: '审定笔画',
    kana: '假名笔画',
    'repeat-mark': '叠字符按所叠之字计',
  },
  'zh-TW': {
    'radical-formula': '康熙部首原形筆畫加餘畫',
    numeral: '數字按數值計',
    override: '審定筆畫',
    kana: '假名筆畫',
    'repeat-mark': '疊字符按所疊之字計',
  },
  ja: {
    'radical-formula': '康熙部首の原形画数と残り画数',
    numeral: '数字は数の値で数える',
    override: '審査済みの画数',
    kana: '仮名の画数',
    'repeat-mark': '踊り字は繰り返す字の画数',
  },
  ko: {
    'radical-formula': '강희 부수 원형 획수와 나머지 획수',
    numeral: '숫자는 그 수대로',
    override: '검토한 획수',
    kana: '가나 획수',
    'repeat-mark': '반복 부호는 반복하는 글자의 획수',
  },
  vi: {
    'radical-formula': 'bộ thủ Khang Hy dạng đầy đủ cộng số nét còn lại',
    numeral: 'chữ số tính theo giá trị',
    override: 'số nét đã thẩm định',
    kana: 'số nét kana',
    'repeat-mark': 'dấu lặp tính như chữ được lặp',
  },
})

const SOUND_CONVENTIONS: TermTable<SoundConvention> = withHongKong({
  en: {
    unhae: 'Unhae convention (laryngeals earth, labials water)',
    haerye: 'Haerye convention (laryngeals water, labials earth)',
  },
  zh: { unhae: '韵解本（喉音属土，唇音属水）', haerye: '训民正音解例本（喉音属水，唇音属土）' },
  'zh-TW': { unhae: '韻解本（喉音屬土，脣音屬水）', haerye: '訓民正音解例本（喉音屬水，脣音屬土）' },
  ja: { unhae: '韻解本（喉音は土、唇音は水）', haerye: '訓民正音解例本（喉音は水、唇音は土）' },
  ko: { unhae: '운해본(ㅇㅎ 토, ㅁㅂㅍ 수)', haerye: '해례본(ㅇㅎ 수, ㅁㅂㅍ 토)' },
  vi: { unhae: 'Vận giải bản (hầu âm thổ, thần âm thủy)', haerye: 'Giải lệ bản (hầu âm thủy, thần âm thổ)' },
})

const FITS: TermTable<'favourable' | 'unfavourable'> = withHongKong({
  en: { favourable: 'favourable', unfavourable: 'unfavourable' },
  zh: { favourable: '喜用', unfavourable: '忌' },
  'zh-TW': { favourable: '喜用', unfavourable: '忌' },
  ja: { favourable: '喜神', unfavourable: '忌神' },
  ko: { favourable: '희신', unfavourable: '기신' },
  vi: { favourable: 'hỷ dụng', unfavourable: 'kỵ' },
})

const TABLES = {
  grid: GRIDS,
  fortune: FORTUNES,
  grade: GRADES,
  verdict: VERDICTS,
  relation: RELATIONS,
  school: SCHOOLS,
  rule: RULES,
  sound: SOUND_CONVENTIONS,
  fit: FITS,
} as const

type Tables = typeof TABLES
type CodeOf<K extends keyof Tables> = Tables[K] extends TermTable<infer C> ? C : never

/** A term of name analysis as the answer carries it: its code and its name in the locale. */
export const nameTerm = <K extends keyof Tables>(kind: K, code: CodeOf<K>, locale: Locale): { code: CodeOf<K>; name: string } => ({
  code,
  name: labelOf(TABLES[kind] as TermTable<CodeOf<K>>, code, locale).name,
})

/** The name of a term in a locale (for sentences). */
export const termName = <K extends keyof Tables>(kind: K, code: CodeOf<K>, locale: Locale): string =>
  (TABLES[kind] as TermTable<CodeOf<K>>)[locale][code]

const SOURCES =
  'Chinese, Japanese and Korean forms: the terms of 熊崎健翁《姓名の神秘》(1929) as the Taiwanese 姓名學, Japanese 姓名判断 and Korean 성명학 handbooks write them (원형이정 for the Korean four grids); English and Vietnamese written by the project (docs/domain.md, "Name analysis").'

const SECTION_TITLES: Readonly<Record<keyof Tables, string>> = {
  grid: 'Name grids (五格, 원형이정)',
  fortune: 'What each grid is read for (运)',
  grade: 'Grades of the 81 numbers',
  verdict: '三才 verdicts',
  relation: '三才 relations (from the 人格)',
  school: 'Schools of name analysis',
  rule: 'Stroke rules',
  sound: 'Korean sound-element conventions (발음오행)',
  fit: 'A name element against the chart',
}

/** The glossary sections of name analysis (docs/glossary.md), one per table. */
export function glossarySections(): GlossarySection[] {
  return (Object.keys(TABLES) as (keyof Tables)[]).map((kind) => {
    const table = TABLES[kind] as TermTable<string>
    return { title: SECTION_TITLES[kind], sources: SOURCES, terms: glossaryTerms(table, Object.keys(table.en)) }
  })
}
