/**
 * The yearly outlook's sentences in every locale: the favour/strain reason and the notes on what was
 * left out (its refusal is in `refusals.ts`). Written with `core/sentence.ts`: `en`, `zh`, `ja`, `ko`
 * and `vi` by hand, `zh-TW`/`zh-HK` the `zh` text through `toTraditional`, once.
 */
import { LABELS, STEMS, BRANCHES, type ChartEssentials, type Term } from '../bazi'
import { PUNCTUATION, fill, sentences, type LabelValue } from '../sentence'
import type { Locale } from '../types'
import type { LuckTimeline } from './luck'

const TEXTS = sentences({
  favourable: { en: 'favourable', zh: '喜', ja: '喜神', ko: '희신', vi: 'hỷ thần' },
  unfavourable: { en: 'unfavourable', zh: '忌', ja: '忌神', ko: '기신', vi: 'kỵ thần' },
  year: {
    en: 'Stem {stem} ({stemElement}) is {stemVerdict} and branch {branch} ({branchElement}) is {branchVerdict} for this chart: the day master {dayMaster} is {strength} (support ratio {ratio}), so its favourable elements are {favourable}.',
    zh: '天干{stem}（{stemElement}）为{stemVerdict}，地支{branch}（{branchElement}）为{branchVerdict}：日主{dayMaster}{strength}（得助比例 {ratio}），喜用{favourable}。',
    ja: '天干{stem}（{stemElement}）は{stemVerdict}、地支{branch}（{branchElement}）は{branchVerdict}：日干{dayMaster}は{strength}（扶助の比率 {ratio}）で、喜神は{favourable}。',
    ko: '이 명식에서 천간 {stem}({stemElement}): {stemVerdict}, 지지 {branch}({branchElement}): {branchVerdict}. 일간 {dayMaster}의 강약은 {strength}(도움 비율 {ratio})이고 희신은 {favourable}입니다.',
    vi: 'Thiên can {stem} ({stemElement}) là {stemVerdict}, địa chi {branch} ({branchElement}) là {branchVerdict} với lá số này: nhật chủ {dayMaster} {strength} (tỷ lệ trợ lực {ratio}), nên hỷ thần là {favourable}.',
  },
  // A month's reason, one per verdict: the month's stem and branch are its pillar, their elements the
  // fixed tables'; which of the two is favourable is said by the month (docs/domain.md, "Yearly outlook").
  favours: {
    en: 'The elements of both its stem and its branch are among the chart’s favourable elements ({favourable}).',
    zh: '月干与月支的五行皆为命局喜用（{favourable}）。',
    ja: '月干と月支の五行はどちらも命式の喜神（{favourable}）。',
    ko: '월간과 월지의 오행이 모두 명식의 희신({favourable})입니다.',
    vi: 'Ngũ hành của cả can và chi tháng đều thuộc hỷ thần của lá số ({favourable}).',
  },
  mixed: {
    en: 'Only one of the elements of its stem and its branch is among the chart’s favourable elements ({favourable}).',
    zh: '月干与月支的五行仅其一为命局喜用（{favourable}）。',
    ja: '月干と月支の五行のうち一方だけが命式の喜神（{favourable}）。',
    ko: '월간과 월지의 오행 중 하나만 명식의 희신({favourable})입니다.',
    vi: 'Chỉ một trong ngũ hành của can và chi tháng thuộc hỷ thần của lá số ({favourable}).',
  },
  strains: {
    en: 'Neither the element of its stem nor that of its branch is among the chart’s favourable elements ({favourable}).',
    zh: '月干与月支的五行皆非命局喜用（{favourable}）。',
    ja: '月干と月支の五行はどちらも命式の喜神（{favourable}）ではない。',
    ko: '월간과 월지의 오행 모두 명식의 희신({favourable})이 아닙니다.',
    vi: 'Ngũ hành của cả can và chi tháng đều không thuộc hỷ thần của lá số ({favourable}).',
  },
})

export interface BalanceFacts {
  chart: ChartEssentials
  stem: number
  branch: number
  stemFavourable: boolean
  branchFavourable: boolean
}

/** Labels joined as a list of running text, in each language (a value for `{holes}`). */
const listValue = (terms: readonly LabelValue[], locale: Locale): LabelValue => ({
  en: PUNCTUATION.en.list(terms.map((t) => t.en)),
  zh: PUNCTUATION.zh.list(terms.map((t) => t.zh)),
  name: PUNCTUATION[locale].list(terms.map((t) => t.name)),
})

const VERDICT_VALUES: Partial<Record<Locale, [LabelValue, LabelValue]>> = {}
/** "favourable" or "unfavourable" as a value, built once per locale. */
const verdictValue = (locale: Locale, favourable: boolean): LabelValue =>
  (VERDICT_VALUES[locale] ??= [TEXTS.value(locale, 'unfavourable'), TEXTS.value(locale, 'favourable')])[favourable ? 1 : 0]

const valuesOf = (f: BalanceFacts, locale: Locale) => {
  const element = LABELS[locale].element
  const strength = f.chart.chart.strength
  return {
    stem: STEMS[f.stem].zh,
    stemElement: element[STEMS[f.stem].element],
    stemVerdict: verdictValue(locale, f.stemFavourable),
    branch: BRANCHES[f.branch].zh,
    branchElement: element[BRANCHES[f.branch].element],
    branchVerdict: verdictValue(locale, f.branchFavourable),
    dayMaster: f.chart.chart.dayMaster,
    strength: strength.verdictTerm as Term,
    ratio: strength.ratio,
    favourable: listValue(strength.favourable, locale),
  }
}

/**
 * Why the year favours or strains the chart, in the chart's own terms: its strength verdict, support
 * ratio and favourable elements.
 */
export const balanceReason = (f: BalanceFacts, locale: Locale): string => TEXTS.text(locale, 'year', valuesOf(f, locale))

/** Why a month with this verdict favours or strains the chart: its favourable elements (said once per verdict). */
export function monthBalanceReason(chart: ChartEssentials, verdict: 'favours' | 'mixed' | 'strains', locale: Locale): string {
  const elements = chart.chart.strength.favourableElements
  const key = `${locale}|${verdict}|${elements.join()}`
  let reason = MONTH_REASONS.get(key)
  if (reason === undefined) {
    // The elements named in `locale` here, whatever locale the chart was computed in: the text is kept for every answer in `locale`.
    const favourable = listValue(
      elements.map((e) => LABELS[locale].element[e]),
      locale,
    )
    MONTH_REASONS.set(key, (reason = TEXTS.text(locale, verdict, { favourable })))
  }
  return reason
}
/** A month's reason depends only on the locale, the verdict and the favourable elements: at most 7 × 3 × 31 texts, each written once. */
const MONTH_REASONS = new Map<string, string>()

/** The year's reason in `language` ('en', 'zh' or the outlook's own locale), for the narrative. */
export const balanceReasonIn = (f: BalanceFacts, locale: Locale, language: Locale): string =>
  fill(TEXTS.in(language).year, valuesOf(f, locale), language === 'en' ? 'en' : language === 'zh' ? 'zh' : 'name')

const NOTES = sentences({
  HOUR_UNKNOWN: {
    en: 'The birth time is unknown: the hour pillar, its Tai Sui relation and its interactions are left out, never guessed.',
    zh: '出生时间未知：时柱及其太岁关系与刑沖会合一概不列，绝不臆测。',
    ja: '出生時刻が不明のため、時柱とその太歳との関係・刑沖会合は推測せずに省いています。',
    ko: '출생 시각을 모르므로 시주와 그 태세 관계, 형충회합은 추측하지 않고 뺐습니다.',
    vi: 'Không rõ giờ sinh: trụ giờ, quan hệ Thái Tuế và các hình xung hợp hội của nó được bỏ qua, không đoán.',
  },
  SEX_UNKNOWN: {
    en: 'Sex not given: the luck pillars need it for their direction, so no luck pillar, no interactions with it and no coinciding year and luck pillar are given.',
    zh: '未提供性别：大运顺逆需要性别，故不列大运及其刑沖会合与岁运并临。',
    ja: '性別が未指定のため、大運の順逆が決まらず、大運とその刑沖会合・歳運併臨は示していません。',
    ko: '성별이 없어 대운의 순역을 정할 수 없으므로 대운과 그 형충회합, 세운병림은 넣지 않았습니다.',
    vi: 'Chưa có giới tính: chiều của đại vận cần giới tính, nên không có đại vận, hình xung hợp hội với nó hay Tuế Vận Tịnh Lâm.',
  },
  LUCK_START_APPROXIMATE: {
    en: 'The birth instant is not known to the minute (time or offset unknown): the luck pillars start from an assumed instant, so the instant of a luck change is approximate.',
    zh: '出生时刻不确切（时间或时区未知）：大运起运按假定时刻推算，换运时刻仅为近似。',
    ja: '出生の瞬間が確定しない（時刻またはタイムゾーンが不明）ため、立運は仮定の時刻から算出しており、大運の切り替わり時刻は概算です。',
    ko: '출생 순간이 확실하지 않아(시각 또는 시간대 미상) 대운은 가정한 시각에서 계산했으므로 대운이 바뀌는 시각은 근사치입니다.',
    vi: 'Thời khắc sinh không chính xác (không rõ giờ hoặc múi giờ): đại vận tính từ một thời khắc giả định, nên thời khắc chuyển vận chỉ là gần đúng.',
  },
  PLACE_CLOCK_UNKNOWN: {
    en: 'No time zone is known for the birth place: every instant is given in UTC only.',
    zh: '出生地的时区未知：各时刻只以 UTC 给出。',
    ja: '出生地のタイムゾーンが不明のため、各時刻は UTC のみで示しています。',
    ko: '출생지의 시간대를 알 수 없어 모든 시각은 UTC로만 나타냈습니다.',
    vi: 'Không rõ múi giờ của nơi sinh: mọi thời khắc chỉ ghi theo UTC.',
  },
})

type OutlookNoteCode = 'HOUR_UNKNOWN' | 'SEX_UNKNOWN' | 'LUCK_START_APPROXIMATE' | 'PLACE_CLOCK_UNKNOWN'

/** What the outlook left out or could only approximate, and why. */
export function outlookNotes(chart: ChartEssentials, luck: LuckTimeline | null, hasClock: boolean, locale: Locale) {
  const codes: OutlookNoteCode[] = []
  if (!chart.chart.pillars.hour) codes.push('HOUR_UNKNOWN')
  if (!chart.luck) codes.push('SEX_UNKNOWN')
  if (luck?.precision === 'approximate') codes.push('LUCK_START_APPROXIMATE')
  if (!hasClock) codes.push('PLACE_CLOCK_UNKNOWN')
  return codes.map((code) => ({ code, message: NOTES.text(locale, code) }))
}
