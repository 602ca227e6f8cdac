/**
 * Every word of the compatibility answer in the seven locales (the charts' own words are the chart
 * area's): the curated term tables (the score's components, the branch relations as the 合婚 reading
 * names them, the rating bands, the stem positions) and the sentence templates (each component's
 * reason, the method, the summary, the template narrative). Stems, branches, elements and animals are
 * the chart's shared names (`core/bazi` `stemName`, `branchName`, `elementName`, `animalName`).
 *
 * Sources of the terms (also in `docs/glossary.md`, from `readings-glossary.ts`):
 * - Branch relations: the short names of 合婚 evidence (六合 三合 六冲 相刑 自刑 六害 相破; the chart's
 *   interaction list uses its own long forms, 地支六冲 …, and has no 三合 of any two branches of a trine,
 *   so this table is the compatibility's own; its ja, ko and vi names are the chart's (`core/bazi` glossary). zh-TW/zh-HK 六沖 (《教育部重編國語辭典》:
 *   沖 for a clash); ja as 四柱推命 names them: 支合, 三合, 沖 (the chart's ja interaction names write 沖 too), 刑, 自刑, 害, 破; ko the hangul readings
 *   of 사주 궁합 (육합 삼합 육충 상형 자형 육해 상파); vi the Sino-Vietnamese terms (Lục Hợp, Tam Hợp,
 *   Lục Xung, Tương Hình, Tự Hình, Lục Hại, Tương Phá).
 * - Components: 日主 (ja 日主, ko 일간, vi nhật chủ), 夫妻宮 = the day branch (ko 배우자궁, vi cung phu
 *   thê), 天干五合 (ja 干合, ko 천간합, vi thiên can ngũ hợp), 五行互補.
 * - Stem positions: 年干 月干 日干 時干 (ko 연간 월간 일간 시간; vi can năm, can tháng, can ngày, can giờ).
 */
import { glossary } from '../bazi'
import type { Locale } from '../types'
import { withHongKong, type TermTable } from './phrases'
import { sentenceTables } from '../sentence'

export type ComponentCode = 'day-master' | 'day-branch' | 'year-branch' | 'stem-combination' | 'element-complementarity'
export type BranchRelation = 'six-combination' | 'trine' | 'six-clash' | 'punishment' | 'self-punishment' | 'harm' | 'destruction'
export type RatingCode = 'excellent' | 'good' | 'fair' | 'challenging'
export type PillarKey = 'year' | 'month' | 'day' | 'hour'

export const COMPONENT_CODES: readonly ComponentCode[] = [
  'day-master',
  'day-branch',
  'year-branch',
  'stem-combination',
  'element-complementarity',
]

export const COMPONENT_NAMES: TermTable<ComponentCode> = withHongKong({
  en: {
    'day-master': 'Day-master relation',
    'day-branch': 'Spouse palaces (day branches)',
    'year-branch': 'Zodiac years (year branches)',
    'stem-combination': 'Stem combinations across the charts',
    'element-complementarity': 'Element complementarity',
  },
  zh: {
    'day-master': '日主关系',
    'day-branch': '夫妻宫（日支）',
    'year-branch': '年支生肖',
    'stem-combination': '天干五合',
    'element-complementarity': '五行互补',
  },
  'zh-TW': {
    'day-master': '日主關係',
    'day-branch': '夫妻宮（日支）',
    'year-branch': '年支生肖',
    'stem-combination': '天干五合',
    'element-complementarity': '五行互補',
  },
  ja: {
    'day-master': '日主の関係',
    'day-branch': '夫妻宮（日支）',
    'year-branch': '年支（生まれ年の動物）',
    'stem-combination': '二人の天干の干合',
    'element-complementarity': '五行の補い合い',
  },
  ko: {
    'day-master': '일간 관계',
    'day-branch': '배우자궁(일지)',
    'year-branch': '연지(띠)',
    'stem-combination': '두 사람의 천간합',
    'element-complementarity': '오행 보완',
  },
  vi: {
    'day-master': 'Quan hệ nhật chủ',
    'day-branch': 'Cung phu thê (chi ngày)',
    'year-branch': 'Chi năm (con giáp)',
    'stem-combination': 'Thiên can ngũ hợp giữa hai lá số',
    'element-complementarity': 'Ngũ hành bổ trợ',
  },
})

export const BRANCH_RELATION_CODES: readonly BranchRelation[] = [
  'six-combination',
  'trine',
  'six-clash',
  'punishment',
  'self-punishment',
  'harm',
  'destruction',
]

/** The relations the chart's interaction list names too: in ja, ko and vi the compatibility says the chart's name. */
const CHART_NAMED = ['six-combination', 'six-clash', 'punishment', 'self-punishment', 'harm', 'destruction'] as const

/** The chart's names (the Bazi glossary's `INTERACTIONS`) of the relations it shares with the compatibility, in `locale`. */
const chartInteractionNames = (locale: 'ja' | 'ko' | 'vi') =>
  Object.fromEntries(CHART_NAMED.map((code) => [code, glossary.INTERACTIONS[code].names[locale]])) as Record<
    (typeof CHART_NAMED)[number],
    string
  >

export const BRANCH_RELATION_NAMES: TermTable<BranchRelation> = withHongKong({
  en: {
    'six-combination': 'six combination (liu he)',
    trine: 'three harmony (san he, same trine)',
    'six-clash': 'clash (chong)',
    punishment: 'punishment (xing)',
    'self-punishment': 'self punishment (zi xing)',
    harm: 'harm (hai)',
    destruction: 'destruction (po)',
  },
  zh: {
    'six-combination': '六合',
    trine: '三合',
    'six-clash': '六冲',
    punishment: '相刑',
    'self-punishment': '自刑',
    harm: '六害',
    destruction: '相破',
  },
  'zh-TW': {
    'six-combination': '六合',
    trine: '三合',
    'six-clash': '六沖',
    punishment: '相刑',
    'self-punishment': '自刑',
    harm: '六害',
    destruction: '相破',
  },
  ja: { ...chartInteractionNames('ja'), trine: '三合' },
  ko: { ...chartInteractionNames('ko'), trine: '삼합' },
  vi: { ...chartInteractionNames('vi'), trine: 'Tam Hợp' },
})

export const RATING_CODES: readonly RatingCode[] = ['excellent', 'good', 'fair', 'challenging']

export const RATING_NAMES: TermTable<RatingCode> = withHongKong({
  en: { excellent: 'Excellent', good: 'Good', fair: 'Fair', challenging: 'Challenging' },
  zh: { excellent: '上佳', good: '良好', fair: '尚可', challenging: '需多磨合' },
  'zh-TW': { excellent: '上佳', good: '良好', fair: '尚可', challenging: '需多磨合' },
  ja: { excellent: '非常に良い', good: '良い', fair: 'まずまず', challenging: '歩み寄りが必要' },
  ko: { excellent: '매우 좋음', good: '좋음', fair: '무난함', challenging: '조율 필요' },
  vi: { excellent: 'Rất hợp', good: 'Hợp', fair: 'Tạm hợp', challenging: 'Cần nhiều dung hòa' },
})

export const PILLAR_KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour']

/** A pillar's stem as a stem combination names it (年干 与 时干). */
export const STEM_POSITION_NAMES: TermTable<PillarKey> = withHongKong({
  en: { year: 'year', month: 'month', day: 'day', hour: 'hour' },
  zh: { year: '年干', month: '月干', day: '日干', hour: '时干' },
  'zh-TW': { year: '年干', month: '月干', day: '日干', hour: '時干' },
  ja: { year: '年干', month: '月干', day: '日干', hour: '時干' },
  ko: { year: '연간', month: '월간', day: '일간', hour: '시간' },
  vi: { year: 'can năm', month: 'can tháng', day: 'can ngày', hour: 'can giờ' },
})

/** The sentences of the answer, as templates (`phrases.ts`: `{slot}`, `{slot|이/가}`). */
export type CompatibilitySentences = {
  sameElement: string
  generating: string
  controlling: string
  /** What the two branch components compare, and how a pair of branches is written. */
  dayBranches: string
  yearBranches: string
  dayPair: string
  yearPair: string
  branchesNeutral: string
  sameBranch: string
  noRelation: string
  branchesRelated: string
  relationSeparator: string
  noStemCombination: string
  stemCombinationsOne: string
  stemCombinationsMany: string
  stemCombination: string
  stemCombinationSeparator: string
  /** The end of the stem-combination sentence, when the day masters combine and when not. */
  dayMastersCombine: string
  dayMastersApart: string
  /** How two stems' characters are written in a combination (甲己, 갑기, Giáp Kỷ). */
  combinationStemSeparator: string
  complementarity: string
  elementSeparator: string
  suppliesWell: string
  suppliesInPart: string
  suppliesLittle: string
  summary: string
  hourUnknown: string
  narrativeLine: string
  ratingBands: string
  method: string
  rules: Readonly<Record<ComponentCode, string>>
}

const EN: CompatibilitySentences = {
  sameElement: 'Both day masters are {element} ({a} and {b}): same element (bi he), companionship and shared ways, with some rivalry.',
  generating: '{from} generates {to} ({fromElement} produces {toElement}): a nourishing relation (xiang sheng).',
  controlling: '{from} controls {to} ({fromElement} restrains {toElement}): a relation of tension (xiang ke) that needs give and take.',
  dayBranches: 'spouse palaces (day branches)',
  yearBranches: 'zodiac years',
  dayPair: '{a} and {b}',
  yearPair: '{animalA} and {animalB}',
  branchesNeutral: 'The {what} {pair} {state}: neutral.',
  sameBranch: 'are the same branch',
  noRelation: 'neither combine nor clash',
  branchesRelated: 'The {what} {pair} form {relations}.',
  relationSeparator: ' + ',
  noStemCombination: 'No heavenly stem of one chart combines with a stem of the other.',
  stemCombinationsOne: '{count} stem combination across the charts: {list}{ending}',
  stemCombinationsMany: '{count} stem combinations across the charts: {list}{ending}',
  stemCombination: '{a}–{b} ({element})',
  stemCombinationSeparator: ', ',
  dayMastersCombine: '; the day masters themselves combine, the classic sign of mutual attraction.',
  dayMastersApart: '.',
  combinationStemSeparator: '',
  complementarity:
    "Person 1 needs {needs1}; person 2's chart is {pct1}% those elements and {verdict1}. " +
    "Person 2 needs {needs2}; person 1's chart is {pct2}% those elements and {verdict2}.",
  elementSeparator: ', ',
  suppliesWell: 'supplies them well',
  suppliesInPart: 'supplies them in part',
  suppliesLittle: 'supplies little of them',
  summary:
    'Compatibility {score}/100 ({rating}). Day masters {dm1} and {dm2}. Strongest: {best} ({bestPoints}/{bestMaximum}); weakest: {worst} ({worstPoints}/{worstMaximum}).{hourNote}',
  hourUnknown: ' One or both birth times are unknown, so the hour pillar is left out of the comparison.',
  narrativeLine: '{label} ({points}/{maximum}): {reason}',
  ratingBands: 'Rating: excellent from 80, good from 65, fair from 50, challenging below 50.',
  method:
    'score = sum of five integer components whose maxima add up to 100; the score is symmetric in the two people. This weighting is this service’s own (no canonical 合婚 score exists).',
  rules: {
    'day-master': 'Day stems by the five-element cycles: one generates the other 25, same element 15, one controls the other 8.',
    'day-branch':
      'Day branches (spouse palaces): from 0.48 × maximum, six combination +0.52, same trine +0.36, clash −0.48, punishment −0.24, self punishment −0.16, harm −0.24, destruction −0.12; clamped to 0-1, × 25, rounded.',
    'year-branch': 'Year branches (zodiac animals): the same relation table as the day branches, × 15, rounded.',
    'stem-combination':
      'Stem combinations (Jia-Ji, Yi-Geng, Bing-Xin, Ding-Ren, Wu-Gui) between the two charts: day stems combining 10, each other combination +2, at most 15.',
    'element-complementarity':
      "Each chart's favourable elements (support-ratio strength assessment) against the other chart's weighted element share, relative to the fair share (favourable count / 5): 10 × clamp(relative − 0.5, 0, 1) per direction, rounded.",
  },
}

const ZH: CompatibilitySentences = {
  sameElement: '两人日主同为{element}（{a}、{b}）：比和，志趣相投，亦有竞争。',
  generating: '{from}{fromElement}生{to}{toElement}：相生，一方滋养另一方。',
  controlling: '{from}{fromElement}克{to}{toElement}：相克，需要彼此包容。',
  dayBranches: '夫妻宫（日支）',
  yearBranches: '年支生肖',
  dayPair: '{a}、{b}',
  yearPair: '{a}{animalA}、{b}{animalB}',
  branchesNeutral: '{what}{pair}{state}：中性。',
  sameBranch: '相同',
  noRelation: '无合无冲',
  branchesRelated: '{what}{pair}：{relations}。',
  relationSeparator: '、',
  noStemCombination: '两人天干之间没有五合。',
  stemCombinationsOne: '两人天干五合 {count} 处：{list}{ending}',
  stemCombinationsMany: '两人天干五合 {count} 处：{list}{ending}',
  stemCombination: '{a}与{b}{characters}合{element}',
  stemCombinationSeparator: '；',
  dayMastersCombine: '；日干相合，为合婚中最重要的相吸之象。',
  dayMastersApart: '。',
  combinationStemSeparator: '',
  complementarity: '甲方喜{needs1}，乙方八字中此类五行占 {pct1}%，{verdict1}；乙方喜{needs2}，甲方八字中此类五行占 {pct2}%，{verdict2}。',
  elementSeparator: '',
  suppliesWell: '补益充足',
  suppliesInPart: '有所补益',
  suppliesLittle: '补益较少',
  summary:
    '合婚得分 {score}/100（{rating}）。日主{dm1}与{dm2}。最佳：{best}（{bestPoints}/{bestMaximum}）；最弱：{worst}（{worstPoints}/{worstMaximum}）。{hourNote}',
  hourUnknown: '有出生时间未知，时柱未参与比较。',
  narrativeLine: '{label}（{points}/{maximum}）：{reason}',
  ratingBands: '评级：80 分以上上佳，65 分以上良好，50 分以上尚可，50 分以下需多磨合。',
  method: '总分 = 五项整数分之和，满分合计 100；两人互换结果不变。权重为本服务自定（合婚并无统一评分）。',
  rules: {
    'day-master': '日干五行：相生 25，比和 15，相克 8。',
    'day-branch':
      '日支（夫妻宫）：基准 0.48，六合 +0.52，三合 +0.36，六冲 −0.48，相刑 −0.24，自刑 −0.16，六害 −0.24，相破 −0.12；限定于 0-1 后乘 25 取整。',
    'year-branch': '年支（生肖）：与日支同一关系表，乘 15 取整。',
    'stem-combination': '两人天干五合（甲己、乙庚、丙辛、丁壬、戊癸）：日干相合 10 分，其余每处 +2，最高 15。',
    'element-complementarity':
      '各自喜用五行（扶抑强弱判断）在对方八字加权五行中所占比例，相对于平均份额（喜用数 / 5）：每方向 10 × clamp(相对值 − 0.5, 0, 1) 取整。',
  },
}

/**
 * The source of the Traditional tables: `ZH` with the complementarity rule in words (the zh answer
 * keeps its recorded "clamp(…)", an English word a Traditional reader should not meet), and 剋.
 */
const ZH_FOR_TRADITIONAL: CompatibilitySentences = {
  ...ZH,
  // 克 of the control cycle is 剋 in Traditional; here it stands alone between two slots, where the
  // converter's dictionary (生克 → 生剋) cannot see it, so the source already writes 剋.
  controlling: '{from}{fromElement}剋{to}{toElement}：相克，需要彼此包容。',
  rules: {
    ...ZH.rules,
    'element-complementarity':
      '各自喜用五行（扶抑强弱判断）在对方八字加权五行中所占比例，相对于平均份额（喜用数 / 5）：每方向取（相对值 − 0.5）限定于 0-1 后乘 10 取整。',
  },
}

const JA: CompatibilitySentences = {
  sameElement: '二人の日主はともに{element}（{a}と{b}）：比和です。志向が通じ合い仲間意識がある一方、張り合う面もあります。',
  generating: '{from}{fromElement}が{to}{toElement}を生じます（相生）。一方がもう一方を育む関係です。',
  controlling: '{from}{fromElement}が{to}{toElement}を剋します（相剋）。緊張をはらむ関係で、互いの歩み寄りが必要です。',
  dayBranches: '夫妻宮（日支）',
  yearBranches: '年支',
  dayPair: '{a}と{b}',
  yearPair: '{a}（{animalA}）と{b}（{animalB}）',
  branchesNeutral: '{what}の{pair}は{state}。中立です。',
  sameBranch: '同じ支です',
  noRelation: '合も沖もありません',
  branchesRelated: '{what}の{pair}は{relations}の関係です。',
  relationSeparator: '・',
  noStemCombination: '二人の天干の間に干合はありません。',
  stemCombinationsOne: '二人の天干の干合は {count} か所：{list}{ending}',
  stemCombinationsMany: '二人の天干の干合は {count} か所：{list}{ending}',
  stemCombination: '{a}と{b}の{characters}の合（{element}）',
  stemCombinationSeparator: '、',
  dayMastersCombine: '。日干同士が合しており、相性で最も重んじられる引き合う象です。',
  dayMastersApart: '。',
  combinationStemSeparator: '',
  complementarity:
    '一人目の喜用の五行は{needs1}で、二人目の命式ではそれが {pct1}% を占め、{verdict1}。' +
    '二人目の喜用の五行は{needs2}で、一人目の命式ではそれが {pct2}% を占め、{verdict2}。',
  elementSeparator: '・',
  suppliesWell: '十分に補っています',
  suppliesInPart: 'ある程度補っています',
  suppliesLittle: 'ほとんど補っていません',
  summary:
    '相性スコア {score}/100（{rating}）。日主は{dm1}と{dm2}。最も良い項目：{best}（{bestPoints}/{bestMaximum}）、最も弱い項目：{worst}（{worstPoints}/{worstMaximum}）。{hourNote}',
  hourUnknown: '出生時刻の分からない人がいるため、時柱は比較に含めていません。',
  narrativeLine: '{label}（{points}/{maximum}）：{reason}',
  ratingBands: '評価：80 点以上は非常に良い、65 点以上は良い、50 点以上はまずまず、50 点未満は歩み寄りが必要。',
  method:
    '総合点 = 五項目の整数点の合計で、満点の合計は 100。二人を入れ替えても結果は変わりません。配点は本サービス独自のものです（相性鑑定に統一された採点法はありません）。',
  rules: {
    'day-master': '日干の五行：相生 25、比和 15、相剋 8。',
    'day-branch':
      '日支（夫妻宮）：基準 0.48、支合 +0.52、三合 +0.36、沖 −0.48、刑 −0.24、自刑 −0.16、害 −0.24、破 −0.12。0〜1 に収めて 25 を掛け、四捨五入。',
    'year-branch': '年支（生まれ年の動物）：日支と同じ関係表を用い、15 を掛けて四捨五入。',
    'stem-combination': '二人の天干の干合（甲己、乙庚、丙辛、丁壬、戊癸）：日干同士の干合 10 点、そのほかは 1 か所ごとに +2、最高 15。',
    'element-complementarity':
      '各自の喜用の五行（扶抑による強弱判断）が相手の命式の重み付き五行に占める割合を、平均の割合（喜用の数 ÷ 5）と比べます：片方向ごとに（相対値 − 0.5）を 0〜1 に収めた値に 10 を掛けて四捨五入。',
  },
}

const KO: CompatibilitySentences = {
  sameElement: '두 사람의 일간은 모두 {element}({a}, {b}): 비화로, 뜻이 잘 맞고 동료 같은 정이 있지만 경쟁심도 있습니다.',
  generating: '{from}{fromElement|이/가} {to}{toElement|을/를} 생합니다(상생): 한쪽이 다른 쪽을 길러 주는 관계입니다.',
  controlling: '{from}{fromElement|이/가} {to}{toElement|을/를} 극합니다(상극): 긴장이 있는 관계라 서로 양보가 필요합니다.',
  dayBranches: '배우자궁(일지)',
  yearBranches: '연지(띠)',
  dayPair: '{a}, {b}',
  yearPair: '{a}({animalA}), {b}({animalB})',
  branchesNeutral: '{what} {pair}: {state}, 중립입니다.',
  sameBranch: '같은 지지',
  noRelation: '합도 충도 없음',
  branchesRelated: '{what} {pair}: {relations}.',
  relationSeparator: ' + ',
  noStemCombination: '두 사람의 천간 사이에 천간합이 없습니다.',
  stemCombinationsOne: '두 사람의 천간합 {count}곳: {list}{ending}',
  stemCombinationsMany: '두 사람의 천간합 {count}곳: {list}{ending}',
  stemCombination: '{a}·{b} {characters}합({element})',
  stemCombinationSeparator: ', ',
  dayMastersCombine: '. 일간끼리 합하니 궁합에서 가장 중요하게 보는 서로 끌림의 상입니다.',
  dayMastersApart: '.',
  combinationStemSeparator: '',
  complementarity:
    '첫 번째 사람의 희용 오행은 {needs1}입니다. 두 번째 사람의 사주에서 이 오행이 {pct1}%를 차지하여 {verdict1}. ' +
    '두 번째 사람의 희용 오행은 {needs2}입니다. 첫 번째 사람의 사주에서 이 오행이 {pct2}%를 차지하여 {verdict2}.',
  elementSeparator: '·',
  suppliesWell: '충분히 보완합니다',
  suppliesInPart: '어느 정도 보완합니다',
  suppliesLittle: '거의 보완하지 못합니다',
  summary:
    '궁합 점수 {score}/100({rating}). 일간: {dm1}, {dm2}. 가장 좋은 항목: {best}({bestPoints}/{bestMaximum}), 가장 약한 항목: {worst}({worstPoints}/{worstMaximum}).{hourNote}',
  hourUnknown: ' 출생 시각을 모르는 사람이 있어 시주는 비교에서 뺐습니다.',
  narrativeLine: '{label}({points}/{maximum}): {reason}',
  ratingBands: '평가: 80점 이상 매우 좋음, 65점 이상 좋음, 50점 이상 무난함, 50점 미만 조율 필요.',
  method:
    '총점 = 다섯 항목 정수 점수의 합이며 만점 합계는 100입니다. 두 사람을 바꿔도 결과는 같습니다. 배점은 이 서비스가 정한 것입니다(궁합에는 통일된 채점법이 없습니다).',
  rules: {
    'day-master': '일간 오행: 상생 25, 비화 15, 상극 8.',
    'day-branch':
      '일지(배우자궁): 기준 0.48, 육합 +0.52, 삼합 +0.36, 육충 −0.48, 상형 −0.24, 자형 −0.16, 육해 −0.24, 상파 −0.12. 0~1로 제한한 뒤 25를 곱해 반올림.',
    'year-branch': '연지(띠): 일지와 같은 관계표를 쓰고 15를 곱해 반올림.',
    'stem-combination': '두 사람의 천간합(갑기, 을경, 병신, 정임, 무계): 일간끼리 합하면 10점, 그 밖의 합은 한 곳마다 +2, 최고 15.',
    'element-complementarity':
      '각자의 희용 오행(억부로 본 강약 판단)이 상대 사주의 가중 오행에서 차지하는 비율을 평균 비율(희용 오행 수 ÷ 5)과 비교합니다: 방향마다 (상대값 − 0.5)를 0~1로 제한한 값에 10을 곱해 반올림.',
  },
}

const VI: CompatibilitySentences = {
  sameElement:
    'Cả hai nhật chủ đều thuộc hành {element} ({a} và {b}): tỷ hòa, hợp chí hướng, gắn bó như bạn đồng hành nhưng cũng có phần ganh đua.',
  generating: '{from} {fromElement} sinh {to} {toElement}: quan hệ tương sinh, một bên nuôi dưỡng bên kia.',
  controlling: '{from} {fromElement} khắc {to} {toElement}: quan hệ tương khắc, có căng thẳng nên cần nhường nhịn lẫn nhau.',
  dayBranches: 'cung phu thê (chi ngày)',
  yearBranches: 'chi năm (con giáp)',
  dayPair: '{a} và {b}',
  yearPair: '{a} ({animalA}) và {b} ({animalB})',
  branchesNeutral: 'Ở {what}, {pair} {state}: trung tính.',
  sameBranch: 'là cùng một chi',
  noRelation: 'không hợp cũng không xung',
  branchesRelated: 'Ở {what}, {pair} tạo thành {relations}.',
  relationSeparator: ' + ',
  noStemCombination: 'Thiên can của hai người không có cặp ngũ hợp nào.',
  stemCombinationsOne: 'Thiên can hai người có {count} cặp ngũ hợp: {list}{ending}',
  stemCombinationsMany: 'Thiên can hai người có {count} cặp ngũ hợp: {list}{ending}',
  stemCombination: '{a} với {b} ({characters} hợp hóa {element})',
  stemCombinationSeparator: '; ',
  dayMastersCombine: '; hai nhật chủ hợp nhau, dấu hiệu hút nhau quan trọng nhất khi xem hợp hôn.',
  dayMastersApart: '.',
  combinationStemSeparator: ' ',
  complementarity:
    'Người thứ nhất cần {needs1}; lá số của người thứ hai có {pct1}% các hành này và {verdict1}. ' +
    'Người thứ hai cần {needs2}; lá số của người thứ nhất có {pct2}% các hành này và {verdict2}.',
  elementSeparator: ', ',
  suppliesWell: 'bổ sung đầy đủ',
  suppliesInPart: 'bổ sung được một phần',
  suppliesLittle: 'bổ sung rất ít',
  summary:
    'Điểm hợp hôn {score}/100 ({rating}). Nhật chủ {dm1} và {dm2}. Mạnh nhất: {best} ({bestPoints}/{bestMaximum}); yếu nhất: {worst} ({worstPoints}/{worstMaximum}).{hourNote}',
  hourUnknown: ' Có người không rõ giờ sinh, nên trụ giờ không được đưa vào so sánh.',
  narrativeLine: '{label} ({points}/{maximum}): {reason}',
  ratingBands: 'Xếp loại: từ 80 điểm Rất hợp, từ 65 Hợp, từ 50 Tạm hợp, dưới 50 Cần nhiều dung hòa.',
  method:
    'Tổng điểm = tổng năm thành phần điểm nguyên, điểm tối đa cộng lại là 100; đổi chỗ hai người thì kết quả vẫn như nhau. Cách cho điểm này là của riêng dịch vụ (xem hợp hôn không có thang điểm thống nhất).',
  rules: {
    'day-master': 'Ngũ hành của hai nhật can: tương sinh 25, tỷ hòa 15, tương khắc 8.',
    'day-branch':
      'Chi ngày (cung phu thê): mức gốc 0.48; Lục Hợp +0.52; Tam Hợp +0.36; Lục Xung −0.48; Tương Hình −0.24; Tự Hình −0.16; Lục Hại −0.24; Tương Phá −0.12; giới hạn trong 0-1, nhân 25 rồi làm tròn.',
    'year-branch': 'Chi năm (con giáp): dùng cùng bảng quan hệ như chi ngày, nhân 15 rồi làm tròn.',
    'stem-combination':
      'Thiên can ngũ hợp giữa hai lá số (Giáp Kỷ, Ất Canh, Bính Tân, Đinh Nhâm, Mậu Quý): hai nhật can hợp nhau được 10, mỗi cặp hợp khác +2, tối đa 15.',
    'element-complementarity':
      'Tỷ lệ các hành hỷ dụng của mỗi người (xét vượng suy theo phù ức) trong ngũ hành có trọng số của lá số bên kia, so với tỷ lệ trung bình (số hành hỷ dụng / 5): mỗi chiều lấy (giá trị tương đối − 0.5) giới hạn trong 0-1, nhân 10 rồi làm tròn.',
  },
}

/** The sentence table of a locale (zh-TW and zh-HK converted from the Simplified one on first use). */
export const compatibilitySentences: (locale: Locale) => CompatibilitySentences = sentenceTables(
  { en: EN, zh: ZH, ja: JA, ko: KO, vi: VI },
  ZH_FOR_TRADITIONAL,
)
