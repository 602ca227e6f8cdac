/**
 * The embedded template narrative of a yearly outlook: deterministic, built only from the outlook's
 * facts (the year, its 太岁 relations, the luck pillar, the named conditions, favour or strain, the
 * months with a clash or a combination). Written by hand in en, zh, ja, ko and vi; zh-TW/zh-HK are
 * the zh sentences through `toTraditional`, converted once (`sentences`, core/sentence.ts).
 */
import { BRANCHES, STEMS, glossary, type ChartEssentials, type Term } from '../bazi'
import { PUNCTUATION, fill, sentences, type Values } from '../sentence'
import type { Locale } from '../types'
import { TIME_PILLARS } from './glossary'
import type { OutlookMember, YearlyOutlook } from './outlook'
import { balanceReasonIn } from './texts'

const S = sentences({
  open: {
    en: '{year} is a {ganzhi} year, from {start} to {end}. Its stem {stem} is your {tenGod}.',
    zh: '{year}年为{ganzhi}年，自{start}至{end}。年干{stem}是你的{tenGod}。',
    ja: '{year}年は{ganzhi}の年で、{start}から{end}まで。年干{stem}はあなたの{tenGod}です。',
    ko: '{year}년은 {ganzhi}년으로, {start}부터 {end}까지입니다. 연간 {stem}의 십성은 {tenGod}입니다.',
    vi: 'Năm {year} là năm {ganzhi}, từ {start} đến {end}. Thiên can năm {stem} là {tenGod} của bạn.',
  },
  taiSuiHit: {
    en: 'Tai Sui: against your year branch {branch}, the year’s branch {yearBranch} gives {relations}; the year god standing on your branch is {god}.',
    zh: '太岁：流年地支{yearBranch}与你的年支{branch}构成{relations}；落在你年支上的岁君为{god}。',
    ja: '太歳：流年の地支{yearBranch}はあなたの年支{branch}に対して{relations}。あなたの年支に当たる歳君は{god}です。',
    ko: '태세: 세운 지지 {yearBranch} 대 본명 연지 {branch} → {relations}. 본명 연지에 드는 세군: {god}.',
    vi: 'Thái Tuế: địa chi năm {yearBranch} đối với chi năm sinh {branch} của bạn là {relations}; thần Tuế Quân ứng vào chi năm sinh của bạn là {god}.',
  },
  taiSuiClear: {
    en: 'Tai Sui: the year’s branch {yearBranch} neither meets, clashes with, punishes, harms nor breaks your year branch {branch}; the year god standing on your branch is {god}.',
    zh: '太岁：流年地支{yearBranch}与你的年支{branch}无值、冲、刑、害、破；落在你年支上的岁君为{god}。',
    ja: '太歳：流年の地支{yearBranch}はあなたの年支{branch}と値・沖・刑・害・破のいずれにもなりません。あなたの年支に当たる歳君は{god}です。',
    ko: '태세: 세운 지지 {yearBranch} 대 본명 연지 {branch} → 치·충·형·해·파 없음. 본명 연지에 드는 세군: {god}.',
    vi: 'Thái Tuế: địa chi năm {yearBranch} không trị, xung, hình, hại hay phá chi năm sinh {branch} của bạn; thần Tuế Quân ứng vào chi năm sinh của bạn là {god}.',
  },
  palaces: {
    en: 'The year also touches {list}.',
    zh: '流年还触及{list}。',
    ja: 'ほかに{list}にも関わります。',
    ko: '그 밖에 닿는 궁: {list}.',
    vi: 'Năm nay cũng chạm đến {list}.',
  },
  palaceItem: {
    en: '{palace} ({pillar} {branch}: {relations})',
    zh: '{palace}（{pillar}{branch}：{relations}）',
    ja: '{palace}（{pillar}{branch}：{relations}）',
    ko: '{palace}({pillar} {branch}: {relations})',
    vi: '{palace} ({pillar} {branch}: {relations})',
  },
  luck: {
    en: 'Your luck pillar this year is {luck} ({tenGod}).',
    zh: '今年所行大运为{luck}（{tenGod}）。',
    ja: '今年の大運は{luck}（{tenGod}）です。',
    ko: '올해의 대운: {luck}({tenGod}).',
    vi: 'Đại vận của bạn năm nay là {luck} ({tenGod}).',
  },
  luckChange: {
    en: 'On {date} your luck pillar changes from {from} to {to}.',
    zh: '{date}大运由{from}换为{to}。',
    ja: '{date}に大運が{from}から{to}へ切り替わります。',
    ko: '대운 교체: {date}, {from} → {to}.',
    vi: 'Ngày {date}, đại vận chuyển từ {from} sang {to}.',
  },
  luckFirst: {
    en: 'Your first luck pillar, {to}, starts on {date}.',
    zh: '{date}起行第一步大运{to}。',
    ja: '{date}に最初の大運{to}が始まります。',
    ko: '첫 대운 {to} 시작: {date}.',
    vi: 'Ngày {date}, đại vận đầu tiên {to} bắt đầu.',
  },
  luckNotYet: {
    en: 'Your first luck pillar has not started yet.',
    zh: '第一步大运尚未开始。',
    ja: '最初の大運はまだ始まっていません。',
    ko: '아직 첫 대운이 시작되지 않았습니다.',
    vi: 'Đại vận đầu tiên của bạn chưa bắt đầu.',
  },
  conditions: {
    en: 'Named conditions this year: {list}.',
    zh: '今年的特殊格局：{list}。',
    ja: '今年の特別な条件：{list}。',
    ko: '올해의 특수 조건: {list}.',
    vi: 'Các điều kiện đặc biệt năm nay: {list}.',
  },
  conditionItem: {
    en: '{condition} ({against})',
    zh: '{condition}（{against}）',
    ja: '{condition}（{against}）',
    ko: '{condition}({against})',
    vi: '{condition} ({against})',
  },
  balance: {
    en: 'Favour or strain: {verdict}. {reason}',
    zh: '喜忌：{verdict}。{reason}',
    ja: '喜忌：{verdict}。{reason}',
    ko: '희기: {verdict}. {reason}',
    vi: 'Hỷ kỵ: {verdict}. {reason}',
  },
  clashMonths: {
    en: 'Months with a clash against your pillars: {list}.',
    zh: '与命局相冲的月份：{list}。',
    ja: '命式と沖になる月：{list}。',
    ko: '명식과 충이 있는 달: {list}.',
    vi: 'Những tháng xung với lá số: {list}.',
  },
  combinationMonths: {
    en: 'Months with a combination: {list}.',
    zh: '有合的月份：{list}。',
    ja: '合になる月：{list}。',
    ko: '합이 있는 달: {list}.',
    vi: 'Những tháng có hợp: {list}.',
  },
  monthItem: {
    en: '{ganzhi} (from {date})',
    zh: '{ganzhi}（{date}起）',
    ja: '{ganzhi}（{date}から）',
    ko: '{ganzhi}({date}부터)',
    vi: '{ganzhi} (từ {date})',
  },
  close: {
    en: 'Read these as tendencies to reflect on, not as fate.',
    zh: '以上只是值得留意的倾向，并非定数。',
    ja: 'これらは振り返るための傾向であり、定めではありません。',
    ko: '이는 돌아볼 만한 흐름일 뿐 정해진 운명이 아닙니다.',
    vi: 'Đây chỉ là những xu hướng để suy ngẫm, không phải định mệnh.',
  },
})
type Key = Parameters<typeof S.text>[1]

/** The text `key` in `locale` with its values (already in that locale's words). */
const put = (key: Key, locale: Locale, values: Values = {}): string => fill(S.in(locale)[key], values)

// The narrative names the months whose branch clashes or combines with a natal branch (六冲; 六合, 三合, 三会);
// every other interaction stays in the months' lists.
const CLASHES = new Set(['six-clash'])
const COMBINATIONS = new Set(['six-combination', 'three-combination', 'directional-combination'])
const NATAL = new Set<OutlookMember>(['year', 'month', 'day', 'hour'])

/** A boundary as the narrative says it: local date and time at the place, else UTC. */
const when = (b: { utc: string; local: string | null }, withTime: boolean): string => {
  const text = b.local ?? b.utc
  const date = text.slice(0, 10)
  const shown = withTime ? `${date} ${text.slice(11, 16)}` : date
  return b.local ? shown : `${shown} UTC`
}

/**
 * A term in `locale`: the outlook is computed in the request's locale, and each term also carries its
 * English and Chinese, which the narrator's contract asks for beside it.
 */
const say = (t: Term, locale: Locale): string => (locale === 'en' ? t.en : locale === 'zh' ? t.zh : t.name)

const memberName = (member: OutlookMember, locale: Locale): string =>
  member === 'luck' || member === 'nextLuck'
    ? TIME_PILLARS.luck.names[locale]
    : member === 'annual' || member === 'monthly'
      ? TIME_PILLARS[member].names[locale]
      : glossary.PILLAR_NAMES[member].names[locale]

function luckSentence(o: YearlyOutlook, locale: Locale): string | null {
  if (!o.luck) return null
  const { inForce, change } = o.luck
  const parts: string[] = []
  if (inForce) parts.push(put('luck', locale, { luck: inForce.ganzhi, tenGod: say(inForce.tenGod, locale) }))
  if (change && change.from)
    parts.push(put('luckChange', locale, { date: when(change, false), from: change.from.ganzhi, to: change.to!.ganzhi }))
  else if (change) parts.push(put('luckFirst', locale, { date: when(change, false), to: change.to!.ganzhi }))
  else if (!inForce) parts.push(put('luckNotYet', locale))
  return parts.join(PUNCTUATION[locale].sentenceGap)
}

function taiSuiSentences(o: YearlyOutlook, locale: Locale): string[] {
  const sep = PUNCTUATION[locale].enumeration
  const [year, ...others] = o.taiSui.pillars
  const values = { branch: year.branch, yearBranch: o.pillar.ganzhi.slice(1), god: say(o.taiSui.yearGod, locale) }
  const out = [
    year.relations.length > 0
      ? put('taiSuiHit', locale, { ...values, relations: year.relations.map((r) => say(r, locale)).join(sep) })
      : put('taiSuiClear', locale, values),
  ]
  const touched = others.filter((p) => p.relations.length > 0)
  if (touched.length > 0) {
    const list = touched.map((p) =>
      put('palaceItem', locale, {
        palace: say(p.palace, locale),
        pillar: memberName(p.pillar, locale),
        branch: p.branch,
        relations: p.relations.map((r) => say(r, locale)).join(sep),
      }),
    )
    out.push(put('palaces', locale, { list: list.join(sep) }))
  }
  return out
}

/** The months named in the narrative: those with a clash against a natal pillar, and those with a combination, each list said once. */
function namedMonths(o: YearlyOutlook, locale: Locale): { clashes: string | null; combinations: string | null } {
  const clashes: string[] = []
  const combinations: string[] = []
  for (const m of o.months) {
    let clash = false
    let combination = false
    for (const i of m.interactions) {
      // A natal member, when there is one, comes first: members are in the outlook's order (natal, luck, year, month).
      if (!NATAL.has(i.members[0])) continue
      if (CLASHES.has(i.code)) clash = true
      else if (COMBINATIONS.has(i.code)) combination = true
    }
    if (!clash && !combination) continue
    const item = put('monthItem', locale, { ganzhi: m.ganzhi, date: when(m.start, false) })
    if (clash) clashes.push(item)
    if (combination) combinations.push(item)
  }
  const sep = PUNCTUATION[locale].enumeration
  return {
    clashes: clashes.length === 0 ? null : clashes.join(sep),
    combinations: combinations.length === 0 ? null : combinations.join(sep),
  }
}

function narrativeIn(o: YearlyOutlook, chart: ChartEssentials, outlookLocale: Locale, locale: Locale): string {
  const sep = PUNCTUATION[locale].enumeration
  const parts: (string | null)[] = [
    put('open', locale, {
      year: o.year,
      ganzhi: o.pillar.ganzhi,
      start: when(o.start, true),
      end: when(o.end, true),
      stem: o.pillar.stem.char,
      tenGod: say(o.pillar.stem.tenGod, locale),
    }),
    ...taiSuiSentences(o, locale),
    luckSentence(o, locale),
  ]
  if (o.conditions.length > 0)
    parts.push(
      put('conditions', locale, {
        list: o.conditions
          .map((c) => put('conditionItem', locale, { condition: say(c.condition, locale), against: memberName(c.against, locale) }))
          .join(sep),
      }),
    )
  const b = o.balance
  const stem = STEMS.findIndex((x) => x.zh === b.stem.char)
  const branch = BRANCHES.findIndex((x) => x.zh === b.branch.char)
  const facts = { chart, stem, branch, stemFavourable: b.stem.favourable, branchFavourable: b.branch.favourable }
  const reason = balanceReasonIn(facts, outlookLocale, locale)
  parts.push(put('balance', locale, { verdict: say(b.verdict, locale), reason }))
  const { clashes, combinations } = namedMonths(o, locale)
  if (clashes) parts.push(put('clashMonths', locale, { list: clashes }))
  if (combinations) parts.push(put('combinationMonths', locale, { list: combinations }))
  parts.push(put('close', locale))
  return parts.filter((p): p is string => p !== null).join(PUNCTUATION[locale].sentenceGap)
}

/**
 * The template narrative of an outlook computed in `locale`: its text in that locale, and in English
 * and Chinese (the narrator's contract) from the same facts, the terms' own English and Chinese.
 * The English and Chinese texts are written when read (a narrator answering in the request's locale
 * reads only that one), once each.
 */
export function yearlyNarrativeTemplate(o: YearlyOutlook, chart: ChartEssentials, locale: Locale) {
  const own = narrativeIn(o, chart, locale, locale)
  let en: string | undefined = locale === 'en' ? own : undefined
  let zh: string | undefined = locale === 'zh' ? own : undefined
  return {
    get en() {
      return (en ??= narrativeIn(o, chart, locale, 'en'))
    },
    get zh() {
      return (zh ??= narrativeIn(o, chart, locale, 'zh'))
    },
    [locale]: own,
  } as { en: string; zh: string } & Partial<Record<Locale, string>>
}
