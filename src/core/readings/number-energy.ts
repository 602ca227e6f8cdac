/**
 * Phone-number energy (数字能量学) by the 八星 school: every overlapping adjacent digit pair names one
 * of the eight 八宅 stars (table and sources in `number-energy-table.ts`). This is NOT life-path
 * numerology (no digit sums of birth dates).
 *
 * Rules applied, in order (all constants below, each with its source or its status):
 * 1. Normalisation: spaces, dashes, dots and brackets are removed; one leading `+` is accepted
 *    (international format); anything else is refused. 6-15 digits (ITU E.164 maximum 15).
 * 2. Country code: when the number starts with `countryCode`, the code is removed before analysis
 *    (it belongs to the country, not to the subscriber). Leading zeros (a national trunk prefix such
 *    as 0 in 0912…) form no pair: pairs start at the first star digit.
 * 3. Pairs: the star digits (1-4, 6-9) are read in order; each two consecutive star digits form one
 *    pair. When they are adjacent, that is the plain overlapping pair (friday0925/phone-number-numerology
 *    `analyze_magnetic_fields`: all overlapping adjacent pairs). When 0s and/or 5s stand between them:
 *    - 0 rule (隐藏/化凶): the 0 hides the star of the digits around it (103 → 13 天医). Its level drops
 *      by ZERO_LEVEL_PENALTY (not below 1) and an auspicious star turns adverse ("hóa hung"), as
 *      huythanhnguyen/phongthuybotbackend `phone_analyzer.py` `_get_star_for_pair` does (drop the 0,
 *      keep the star, energy − 1, "Cát hóa hung"); `constants/batTinh.js` lists the same families
 *      (103/130/301/310 天医化凶 …). A 0 run at the very end weakens the last pair the same way
 *      (batTinh.js 130/310: the 0 after the pair). Chinese lore: 0 "能隐藏、收敛能量".
 *    - 5 rule (this school's rule, configurable): a 5 between two digits carries their star across and
 *      strengthens it (153 → 13 天医, level + FIVE_RULE.levelBonus, capped at 4). No citable source
 *      states the arithmetic (docs/domain.md, "Number energy": "5 = 显化/加强" is folk usage; the Vietnamese table gives 5
 *      a meaning of its own), which is why it is a named constant that can be switched off.
 *    - Both in one gap (1053): both modifiers apply (−1 then +1, clamped to 1-4), and the zero still
 *      turns an auspicious star adverse.
 * 4. Repeated digits: runs of one star digit (888) give one 伏位 pair per overlapping step (888 = two
 *    88), every one counted as the overlapping method counts them; pairs inside a run of three or more
 *    carry `repeated-run`. A repeated 0 or 5 (00, 55, 555) between two star digits is one carrier gap:
 *    the 0 or 5 rule applies once, however long the run, and the pair carries `repeated-run`. 00 and 55
 *    are not stars (see the table note). Level is never changed by repetition.
 * 5. Tail: a pair whose first digit lies within the last four digits weighs TAIL_WEIGHT (the tail of a
 *    number is the part people see and dial last; www.fyqyw.com/view/85059 "后四位最重要").
 * 6. Score (not canonical anywhere, so the formula is part of the response):
 *      points_i = weight_i × sign_i × level_i × factor_i
 *      sign = +1 auspicious, −1 inauspicious (after the 0 rule); factor = FUWEI_FACTOR for 伏位
 *      (吉/中: a waiting, neutral-leaning star), else 1
 *      score = round(50 + 50 × Σ points_i / Σ (weight_i × 4)), clamped to 0-100; 50 when no pair forms.
 *
 * Personalisation (optional, never changes the score):
 * - `dayMasterGan`: the digits' elements by the 河图 school (郑玄 on 《周易·系辞上》 "天一地二…":
 *   天一生水 地六成之, 地二生火 天七成之, 天三生木 地八成之, 地四生金 天九成之, 天五生土 地十成之:
 *   1/6 water, 2/7 fire, 3/8 wood, 4/9 metal, 5/0(10) earth), each set against the day master
 *   as its ten-god family (比劫 印 食伤 财 官杀).
 * - `birthYear` + `sex`: the 命卦 (life trigram) of the 八宅 school (《八宅明镜》 三元男女命卦: 上元甲子
 *   1864 男起坎一逆行, 女起中五顺行; 5 → 坤2 for men, 艮8 for women) and the star each digit makes with
 *   it (same table), i.e. which digits belong to the person's 东四命/西四命 group.
 */
import { AppError, invalidRequest } from '../errors'
import type { Bilingual, Locale, Sex } from '../types'
import { ELEMENT_INFO, type Element, controls, generates, stemOf } from '../bazi'
import {
  type EnergyLevel,
  STARS,
  STAR_BY_PAIR,
  STAR_CODES,
  STAR_DIGITS,
  type StarCode,
  type StarInfo,
  type StarNature,
  TRIGRAM_BY_DIGIT,
} from './number-energy-table'

// ---------------------------------------------------------------------------------------------
// Constants (documented in the module comment and echoed in `method`)

export const MIN_DIGITS = 6
export const MAX_DIGITS = 15
/** Weight of a pair that starts within the last four digits; other pairs weigh 1. */
export const TAIL_WEIGHT = 2
const TAIL_LENGTH = 4
/** 0 rule: levels lost by a hidden star (phone_analyzer.py: energy − 1, floor 1). */
const ZERO_LEVEL_PENALTY = 1
/** 5 rule of this school (no citable arithmetic; see module comment). */
export const FIVE_RULE = { enabled: true, levelBonus: 1 } as const
/** 伏位 counts at half strength in the score: 吉/中 in the table (docs/domain.md, "Number energy"). */
const FUWEI_FACTOR = 0.5

const SCHOOL = {
  code: 'ba-xing',
  zh: '八星数字能量（八宅游年星配洛书数）',
  en: 'Eight-star digit-pair school (Eight Mansions stars on Lo Shu numbers)',
  sources: [
    'huythanhnguyen/phongthuybotbackend constants/batTinh.js (levels, 0 rule)',
    'huythanhnguyen/phongthuybotbackend python_adk/agents/batcuclinh_so_agent/tools/phone_analyzer.py (0 rule arithmetic)',
    'friday0925/phone-number-numerology (pairs, overlapping method)',
    'www.fyqyw.com/view/85059 (pairs, tail weighs more)',
    'Ba Zhai Ming Jing 《八宅明镜》 (eight stars, life trigram)',
  ],
} as const

// ---------------------------------------------------------------------------------------------
// Types

type PairModifier = 'hidden-by-zero' | 'trailing-zero' | 'turned-adverse' | 'carried-by-five' | 'repeated-run'

export interface NumberEnergyInput {
  phone: string
  countryCode?: string
  dayMasterGan?: string
  birthYear?: number
  sex?: Sex
  locale: Locale
}

interface StarLabel {
  code: StarCode
  zh: string
  en: string
  /** The name in the request's locale. */
  name: string
}

export interface NumberEnergyPair {
  /** 1-based position of the pair's first digit in `analysedDigits`. */
  position: number
  /** The two star digits, e.g. "13" (also for "103" or "153"). */
  digits: string
  /** The digits as they stand in the number, with any 0/5 between them, e.g. "103". */
  span: string
  star: StarLabel
  /** Level from the table, 1-4. */
  baseLevel: EnergyLevel
  /** Level after the 0 and 5 rules, 1-4. */
  level: EnergyLevel
  /** After the 0 rule: an auspicious star hidden by a 0 is inauspicious. */
  nature: StarNature
  modifiers: PairModifier[]
  weight: number
  /** weight × sign × level × factor: this pair's share of the score. */
  points: number
}

interface DominantStar extends StarLabel {
  count: number
  /** Σ weight × level of the star's pairs. */
  strength: number
  nature: StarNature
  theme: Bilingual
}

interface ElementTally {
  element: Element
  zh: string
  en: string
  count: number
  /** This element's ten-god family seen from the day master. */
  relation: ElementRelationToDayMaster
  relationLabel: Bilingual
}

type ElementRelationToDayMaster = 'companion' | 'resource' | 'output' | 'wealth' | 'authority'

interface DayMasterReading {
  gan: string
  element: Element
  elementLabel: Bilingual
  digitElementSchool: Bilingual
  /** One entry per element, in 木火土金水 order. */
  elements: ElementTally[]
  /** Share (0-1, 2 decimals) of digits that are the day master's own element or generate it. */
  supportShare: number
  dominant: { element: Element; relation: ElementRelationToDayMaster }[]
  summary: Bilingual
}

interface LifeTrigramReading {
  birthYear: number
  sex: Sex
  kua: number
  trigram: { zh: string; en: string }
  group: { code: 'east' | 'west'; zh: string; en: string }
  /** Star each star digit makes with the life trigram (digit after the kua digit in the table). */
  digitStars: { digit: string; star: StarLabel; nature: StarNature }[]
  /** Star digits of the analysed number that fall in the person's favourable group, and their share. */
  favourableDigitCount: number
  starDigitCount: number
  favourableShare: number
  summary: Bilingual
}

export interface NumberEnergyReading {
  locale: Locale
  /** The digits after normalisation (country code included when it was given in the phone). */
  normalisedDigits: string
  /** The digits the pairs are read from. */
  analysedDigits: string
  countryCode?: string
  countryCodeRemoved: boolean
  school: typeof SCHOOL
  pairs: NumberEnergyPair[]
  starCounts: Record<StarCode, number>
  auspiciousCount: number
  inauspiciousCount: number
  dominantStars: DominantStar[]
  score: number
  method: {
    formula: string
    constants: {
      tailWeight: number
      tailLength: number
      zeroLevelPenalty: number
      fiveRule: { enabled: boolean; levelBonus: number }
      fuweiFactor: number
    }
    rules: Bilingual[]
    weightedPointsSum: number
    weightedMaximum: number
  }
  notes: Bilingual[]
  summary: Bilingual
  personal?: {
    dayMaster?: DayMasterReading
    lifeTrigram?: LifeTrigramReading
    notes: Bilingual[]
  }
}

// ---------------------------------------------------------------------------------------------
// Normalisation

/** Separators people type inside phone numbers; removed silently. */
const SEPARATORS = /[\s\-.()[\]{}]/g

interface NormalisedPhone {
  digits: string
  analysed: string
  countryCode?: string
  countryCodeRemoved: boolean
  notes: Bilingual[]
}

const normalisePhone = (phone: string, countryCode?: string): NormalisedPhone => {
  const stripped = phone.replace(SEPARATORS, '')
  const hasPlus = stripped.startsWith('+')
  const body = hasPlus ? stripped.slice(1) : stripped
  const bad = [...new Set(body.replace(/[0-9]/g, ''))]
  if (bad.length > 0) {
    throw invalidRequest(
      `phone contains characters that are not allowed: ${bad.map((c) => JSON.stringify(c)).join(', ')}. ` +
        'Only digits, one leading "+", spaces, dashes, dots and brackets are accepted.',
      { field: 'phone', notAllowed: bad },
    )
  }
  if (body.length < MIN_DIGITS || body.length > MAX_DIGITS) {
    throw invalidRequest(
      `phone must have ${MIN_DIGITS} to ${MAX_DIGITS} digits after removing spaces, dashes, dots and brackets; it has ${body.length}.`,
      { field: 'phone', digits: body.length, min: MIN_DIGITS, max: MAX_DIGITS },
    )
  }

  const notes: Bilingual[] = []
  let code: string | undefined
  if (countryCode !== undefined) {
    const trimmed = countryCode.trim()
    if (!/^\+?[0-9]{1,4}$/.test(trimmed)) {
      throw invalidRequest('countryCode must be 1 to 4 digits with an optional leading "+" (e.g. "86" or "+1").', {
        field: 'countryCode',
      })
    }
    code = trimmed.replace('+', '')
  }

  let analysed = body
  let removed = false
  if (code !== undefined && body.startsWith(code)) {
    const rest = body.slice(code.length)
    if (rest.length >= MIN_DIGITS) {
      analysed = rest
      removed = true
      notes.push({
        en: `The country code +${code} was removed: the pairs are read from the subscriber number only.`,
        zh: `已去掉国家代码 +${code}：只分析用户号码本身的数字对。`,
      })
    } else {
      notes.push({
        en: `The number starts with ${code} but would keep fewer than ${MIN_DIGITS} digits without it, so it was analysed as given.`,
        zh: `号码以 ${code} 开头，但去掉后不足 ${MIN_DIGITS} 位，因此按原样分析。`,
      })
    }
  } else if (code !== undefined) {
    notes.push({
      en: `The number does not start with the country code +${code}; all its digits were analysed.`,
      zh: `号码不以国家代码 +${code} 开头，全部数字参与分析。`,
    })
  } else if (hasPlus) {
    notes.push({
      en: 'The number is in international format but no countryCode was given, so the country code could not be told apart and all digits were analysed.',
      zh: '号码为国际格式但未提供 countryCode，无法区分国家代码，全部数字参与分析。',
    })
  }
  return { digits: body, analysed, countryCode: code, countryCodeRemoved: removed, notes }
}

// ---------------------------------------------------------------------------------------------
// Pairs

const isStarDigit = (d: string) => STAR_DIGITS.includes(d)
const clampLevel = (n: number): EnergyLevel => Math.min(4, Math.max(1, n)) as EnergyLevel
const label = (s: StarInfo, locale: Locale): StarLabel => ({ code: s.code, zh: s.zh, en: s.en, name: locale === 'zh' ? s.zh : s.en })
const round2 = (n: number) => Math.round(n * 100) / 100

/** Reads the pairs of an all-digit string by the rules of the module comment. */
export const readPairs = (digits: string, locale: Locale): NumberEnergyPair[] => {
  const starIdx: number[] = []
  for (let i = 0; i < digits.length; i++) if (isStarDigit(digits[i])) starIdx.push(i)
  const tailStart = digits.length - TAIL_LENGTH
  const lastStar = starIdx[starIdx.length - 1]
  const trailingZero = lastStar !== undefined && digits.slice(lastStar + 1).includes('0')

  const pairs: NumberEnergyPair[] = []
  for (let k = 0; k + 1 < starIdx.length; k++) {
    const a = starIdx[k]
    const b = starIdx[k + 1]
    const gap = digits.slice(a + 1, b)
    const key = digits[a] + digits[b]
    const entry = STAR_BY_PAIR.get(key)
    // Every pair of star digits is in the table (8 × 8 = 64 entries); a miss is a table bug.
    if (!entry) throw new AppError('INTERNAL', `number-energy table has no entry for ${key}`)
    const modifiers: PairModifier[] = []
    let level: number = entry.level
    let nature: StarNature = entry.star.nature
    const zeroHere = gap.includes('0') || (k + 2 === starIdx.length && trailingZero)
    if (gap.includes('0')) modifiers.push('hidden-by-zero')
    else if (k + 2 === starIdx.length && trailingZero) modifiers.push('trailing-zero')
    if (zeroHere) {
      level -= ZERO_LEVEL_PENALTY
      if (nature === 'auspicious') {
        nature = 'inauspicious'
        modifiers.push('turned-adverse')
      }
    }
    if (FIVE_RULE.enabled && gap.includes('5')) {
      level += FIVE_RULE.levelBonus
      modifiers.push('carried-by-five')
    }
    const inIdenticalRun =
      gap === '' &&
      digits[a] === digits[b] &&
      ((a > 0 && digits[a - 1] === digits[a]) || (b + 1 < digits.length && digits[b + 1] === digits[b]))
    const repeatedCarrier = gap.length >= 2 && /^(0+|5+)$/.test(gap)
    if (inIdenticalRun || repeatedCarrier) modifiers.push('repeated-run')
    const weight = a >= tailStart ? TAIL_WEIGHT : 1
    const finalLevel = clampLevel(level)
    const sign = nature === 'auspicious' ? 1 : -1
    const factor = entry.star.code === 'fuwei' ? FUWEI_FACTOR : 1
    pairs.push({
      position: a + 1,
      digits: key,
      span: digits.slice(a, b + 1),
      star: label(entry.star, locale),
      baseLevel: entry.level,
      level: finalLevel,
      nature,
      modifiers,
      weight,
      points: round2(weight * sign * finalLevel * factor),
    })
  }
  return pairs
}

/** score = round(50 + 50 × Σ points / Σ (weight × 4)), clamped 0-100; 50 without pairs. */
const scorePairs = (pairs: NumberEnergyPair[]): { score: number; sum: number; max: number } => {
  const sum = pairs.reduce(
    (s, p) => s + p.weight * (p.nature === 'auspicious' ? 1 : -1) * p.level * (p.star.code === 'fuwei' ? FUWEI_FACTOR : 1),
    0,
  )
  const max = pairs.reduce((s, p) => s + p.weight * 4, 0)
  if (max === 0) return { score: 50, sum: 0, max: 0 }
  const score = Math.min(100, Math.max(0, Math.round(50 + (50 * sum) / max)))
  return { score, sum: round2(sum), max }
}

// ---------------------------------------------------------------------------------------------
// Personalisation

/** 河图 digit → element (郑玄 on 《周易·系辞上》; 0 stands for 10, paired with 5). */
const HETU_ELEMENT: Readonly<Record<string, Element>> = {
  '1': 'water',
  '6': 'water',
  '2': 'fire',
  '7': 'fire',
  '3': 'wood',
  '8': 'wood',
  '4': 'metal',
  '9': 'metal',
  '5': 'earth',
  '0': 'earth',
}

const RELATION_LABEL: Record<ElementRelationToDayMaster, Bilingual> = {
  companion: { en: 'companion (same element as the day master)', zh: '比劫（与日主同五行）' },
  resource: { en: 'resource (generates the day master)', zh: '印（生日主）' },
  output: { en: 'output (generated by the day master)', zh: '食伤（日主所生）' },
  wealth: { en: 'wealth (controlled by the day master)', zh: '财（日主所克）' },
  authority: { en: 'authority (controls the day master)', zh: '官杀（克日主）' },
}

const relationTo = (dayMaster: Element, other: Element): ElementRelationToDayMaster => {
  if (other === dayMaster) return 'companion'
  if (generates(other) === dayMaster) return 'resource'
  if (generates(dayMaster) === other) return 'output'
  if (controls(dayMaster) === other) return 'wealth'
  return 'authority'
}

const ELEMENT_ORDER: Element[] = ['wood', 'fire', 'earth', 'metal', 'water']

const readDayMaster = (gan: string, digits: string): DayMasterReading => {
  const stem = stemOf(gan[0])
  // Accept "甲" or "甲木" (the API allows two characters); nothing else.
  if (!stem || (gan.length === 2 && gan[1] !== ELEMENT_INFO[stem.element].zh) || gan.length > 2) {
    throw invalidRequest(
      'dayMasterGan must be a heavenly stem (甲乙丙丁戊己庚辛壬癸), optionally followed by its element (e.g. "甲" or "甲木").',
      {
        field: 'dayMasterGan',
      },
    )
  }
  const dm = stem.element
  const counts = new Map<Element, number>(ELEMENT_ORDER.map((e) => [e, 0]))
  for (const d of digits) counts.set(HETU_ELEMENT[d], (counts.get(HETU_ELEMENT[d]) ?? 0) + 1)
  const elements: ElementTally[] = ELEMENT_ORDER.map((e) => {
    const relation = relationTo(dm, e)
    return {
      element: e,
      zh: ELEMENT_INFO[e].zh,
      en: ELEMENT_INFO[e].en,
      count: counts.get(e) ?? 0,
      relation,
      relationLabel: RELATION_LABEL[relation],
    }
  })
  const total = digits.length
  const support = elements.filter((e) => e.relation === 'companion' || e.relation === 'resource').reduce((s, e) => s + e.count, 0)
  const supportShare = round2(support / total)
  const top = Math.max(...elements.map((e) => e.count))
  const dominant = elements.filter((e) => e.count === top).map((e) => ({ element: e.element, relation: e.relation }))
  const domEn = dominant.map((d) => `${ELEMENT_INFO[d.element].en} (${RELATION_LABEL[d.relation].en})`).join(', ')
  const domZh = dominant.map((d) => `${ELEMENT_INFO[d.element].zh}（${RELATION_LABEL[d.relation].zh}）`).join('、')
  const pct = Math.round(supportShare * 100)
  return {
    gan: stem.zh,
    element: dm,
    elementLabel: { en: `${stem.en} (${stem.pinyin})`, zh: `${stem.zh}${ELEMENT_INFO[dm].zh}` },
    digitElementSchool: {
      en: 'He Tu (River Chart) numbers: 1/6 Water, 2/7 Fire, 3/8 Wood, 4/9 Metal, 5/0 Earth',
      zh: '河图数：一六水、二七火、三八木、四九金、五十（0）土',
    },
    elements,
    supportShare,
    dominant,
    summary: {
      en:
        `For a ${stem.en} day master the number's digits are mostly ${domEn}; ${pct}% of the digits support the day master (same element or its resource). ` +
        'Whether support is welcome depends on the strength of the whole chart, which one stem cannot show.',
      zh: `日主${stem.zh}${ELEMENT_INFO[dm].zh}：号码数字以${domZh}为主；${pct}% 的数字生扶日主（比劫或印）。是否喜生扶要看整个八字的强弱，仅凭日干无法判断。`,
    },
  }
}

/**
 * 命卦 by 《八宅明镜》 三元男女命卦: 1864 (上元甲子) men start at 1 (坎) and count backwards one per year,
 * women start at 5 (中) and count forwards; 5 becomes 2 (坤) for men and 8 (艮) for women.
 * `year` is the Bazi year, which changes at 立春 (about 4 February), not on 1 January.
 */
export const lifeKua = (year: number, sex: Sex): number => {
  const offset = year - 1864
  const mod9 = (n: number) => ((n % 9) + 9) % 9
  const raw = sex === 'male' ? mod9(1 - offset) : mod9(5 + offset)
  const kua = raw === 0 ? 9 : raw
  if (kua === 5) return sex === 'male' ? 2 : 8
  return kua
}

const readLifeTrigram = (year: number, sex: Sex, digits: string, locale: Locale): LifeTrigramReading => {
  const kua = lifeKua(year, sex)
  const k = String(kua)
  const digitStars = [...STAR_DIGITS].map((d) => {
    const entry = STAR_BY_PAIR.get(k + d)!
    return { digit: d, star: label(entry.star, locale), nature: entry.star.nature }
  })
  const favourable = new Set(digitStars.filter((s) => s.nature === 'auspicious').map((s) => s.digit))
  const starDigits = [...digits].filter(isStarDigit)
  const fav = starDigits.filter((d) => favourable.has(d)).length
  const share = starDigits.length === 0 ? 0 : round2(fav / starDigits.length)
  // 东四命 = 坎离震巽 (1 9 3 4), 西四命 = 乾坤艮兑 (6 2 8 7) (《八宅明镜》).
  const east = '1349'.includes(k)
  const group = east ? { code: 'east' as const, zh: '东四命', en: 'East group' } : { code: 'west' as const, zh: '西四命', en: 'West group' }
  const favList = [...favourable].join(', ')
  const pct = Math.round(share * 100)
  return {
    birthYear: year,
    sex,
    kua,
    trigram: TRIGRAM_BY_DIGIT[k],
    group,
    digitStars,
    favourableDigitCount: fav,
    starDigitCount: starDigits.length,
    favourableShare: share,
    summary: {
      en: `Life trigram ${kua} (${TRIGRAM_BY_DIGIT[k].en}, ${group.en}): favourable digits ${favList}; ${pct}% of the number's star digits are among them.`,
      zh: `命卦${kua}（${TRIGRAM_BY_DIGIT[k].zh}卦，${group.zh}）：吉数字为 ${favList}；号码中 ${pct}% 的星数字属于吉数字。`,
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Main

const RULES: Bilingual[] = [
  {
    en: 'Every two consecutive star digits (1-4, 6-9) form one pair; adjacent pairs overlap (1368 = 13, 36, 68).',
    zh: '相邻的两个星数字（1-4、6-9）构成一组，逐位重叠取对（1368 = 13、36、68）。',
  },
  {
    en: `0 rule: a 0 between two digits hides their star (103 = Tian Yi hidden): level −${ZERO_LEVEL_PENALTY} (not below 1) and an auspicious star turns adverse; zeros at the very end do the same to the last pair. Leading zeros form no pair.`,
    zh: `0 规则：两数之间的 0 隐藏其星（103 = 天医被隐藏）：能量级 −${ZERO_LEVEL_PENALTY}（最低 1），吉星化凶；号码末尾的 0 对最后一组同样处理。开头的 0 不成组。`,
  },
  {
    en: `5 rule (this school's rule${FIVE_RULE.enabled ? '' : ', switched off'}): a 5 between two digits carries their star across and strengthens it (153 = Tian Yi strengthened): level +${FIVE_RULE.levelBonus}, at most 4.`,
    zh: `5 规则（本派规则${FIVE_RULE.enabled ? '' : '，已关闭'}）：两数之间的 5 延续并加强其星（153 = 天医加强）：能量级 +${FIVE_RULE.levelBonus}，最高 4。`,
  },
  {
    en: 'Repeated digits: a run like 888 gives one Fu Wei pair per step (two 88), each counted; 00 and 55 form no star and act once as a 0 or 5 carrier. Such pairs are marked repeated-run; repetition never changes a level.',
    zh: '重复数字：如 888 每一步构成一组伏位（两组 88），均计入；00、55 不成星，只作为一次 0 或 5 的承接。此类组标记为 repeated-run，重复本身不改变能量级。',
  },
  {
    en: `Tail: pairs starting in the last ${TAIL_LENGTH} digits weigh ${TAIL_WEIGHT}, the others 1.`,
    zh: `尾数：起于最后 ${TAIL_LENGTH} 位的组权重为 ${TAIL_WEIGHT}，其余为 1。`,
  },
]

const FORMULA =
  `score = round(50 + 50 × Σ points / Σ (weight × 4)), clamped to 0-100 (50 when no pair forms); ` +
  `points = weight × sign × level × factor, sign = +1 auspicious / −1 inauspicious, factor = ${FUWEI_FACTOR} for Fu Wei else 1, ` +
  `weight = ${TAIL_WEIGHT} for pairs starting in the last ${TAIL_LENGTH} digits else 1. Personal data never changes the score.`

/** How often each star forms, and the (up to) three dominant stars: greatest Σ weight × level, ties in table order. */
const tallyStars = (
  pairs: readonly NumberEnergyPair[],
  locale: Locale,
): { starCounts: Record<StarCode, number>; dominantStars: DominantStar[] } => {
  const starCounts = Object.fromEntries(STAR_CODES.map((c) => [c, 0])) as Record<StarCode, number>
  const strength = new Map<StarCode, number>()
  for (const p of pairs) {
    starCounts[p.star.code]++
    strength.set(p.star.code, (strength.get(p.star.code) ?? 0) + p.weight * p.level)
  }
  const dominantStars: DominantStar[] = STARS.filter((s) => starCounts[s.code] > 0)
    .map((s, order) => ({ s, order, strength: strength.get(s.code) ?? 0 }))
    .sort((x, y) => y.strength - x.strength || x.order - y.order)
    .slice(0, 3)
    .map(({ s, strength: st }) => ({ ...label(s, locale), count: starCounts[s.code], strength: st, nature: s.nature, theme: s.theme }))
  return { starCounts, dominantStars }
}

/** The optional personal part (day master, life trigram); undefined when the request gives none of its fields. */
const readPersonal = (input: NumberEnergyInput, digits: string): NumberEnergyReading['personal'] => {
  if (input.dayMasterGan === undefined && input.birthYear === undefined && input.sex === undefined) return undefined
  const pNotes: Bilingual[] = []
  const dayMaster = input.dayMasterGan !== undefined ? readDayMaster(input.dayMasterGan.trim(), digits) : undefined
  let lifeTrigram: LifeTrigramReading | undefined
  if (input.birthYear !== undefined) {
    if (!Number.isInteger(input.birthYear) || input.birthYear < 1800 || input.birthYear > 2200) {
      throw invalidRequest('birthYear must be an integer from 1800 to 2200.', { field: 'birthYear' })
    }
  }
  if (input.birthYear !== undefined && input.sex !== undefined) {
    lifeTrigram = readLifeTrigram(input.birthYear, input.sex, digits, input.locale)
    pNotes.push({
      en: 'The life trigram uses the Bazi year, which begins at Lichun (about 4 February): for a birth in January or early February give the previous year.',
      zh: '命卦按八字年（以立春约 2 月 4 日为界）计算：一月或二月初出生者请给出上一年。',
    })
  } else if (input.birthYear !== undefined || input.sex !== undefined) {
    pNotes.push({
      en: 'The life trigram needs both birthYear and sex; it was left out.',
      zh: '命卦需要同时提供出生年份和性别，故未计算。',
    })
  }
  return { ...(dayMaster && { dayMaster }), ...(lifeTrigram && { lifeTrigram }), notes: pNotes }
}

export const analyzeNumberEnergy = (input: NumberEnergyInput): NumberEnergyReading => {
  const phone = normalisePhone(input.phone, input.countryCode)
  const digits = phone.analysed
  const pairs = readPairs(digits, input.locale)
  const { score, sum, max } = scorePairs(pairs)
  const { starCounts, dominantStars } = tallyStars(pairs, input.locale)

  const auspiciousCount = pairs.filter((p) => p.nature === 'auspicious').length
  const inauspiciousCount = pairs.length - auspiciousCount

  const notes = [...phone.notes]
  if (/^0/.test(digits)) notes.push({ en: 'Leading zeros (a trunk prefix) form no pair.', zh: '开头的 0（长途冠码）不参与取对。' })

  const summary = summarise(pairs, dominantStars, score, auspiciousCount, inauspiciousCount)
  const personal = readPersonal(input, digits)

  return {
    locale: input.locale,
    normalisedDigits: phone.digits,
    analysedDigits: digits,
    ...(phone.countryCode !== undefined && { countryCode: phone.countryCode }),
    countryCodeRemoved: phone.countryCodeRemoved,
    school: SCHOOL,
    pairs,
    starCounts,
    auspiciousCount,
    inauspiciousCount,
    dominantStars,
    score,
    method: {
      formula: FORMULA,
      constants: {
        tailWeight: TAIL_WEIGHT,
        tailLength: TAIL_LENGTH,
        zeroLevelPenalty: ZERO_LEVEL_PENALTY,
        fiveRule: { enabled: FIVE_RULE.enabled, levelBonus: FIVE_RULE.levelBonus },
        fuweiFactor: FUWEI_FACTOR,
      },
      rules: RULES,
      weightedPointsSum: sum,
      weightedMaximum: max,
    },
    notes,
    summary,
    ...(personal && { personal }),
  }
}

const band = (score: number): Bilingual =>
  score >= 75
    ? { en: 'strongly favourable', zh: '能量很好' }
    : score >= 60
      ? { en: 'favourable', zh: '能量较好' }
      : score > 40
        ? { en: 'mixed', zh: '吉凶参半' }
        : score > 25
          ? { en: 'unfavourable', zh: '能量偏弱' }
          : { en: 'strongly unfavourable', zh: '能量较差' }

const summarise = (pairs: NumberEnergyPair[], dominant: DominantStar[], score: number, good: number, bad: number): Bilingual => {
  if (pairs.length === 0) {
    return {
      en: 'No star pair forms in this number (it has fewer than two star digits 1-4, 6-9), so the score is the neutral 50.',
      zh: '该号码未形成任何星组（星数字 1-4、6-9 少于两个），分数取中性值 50。',
    }
  }
  const b = band(score)
  const domEn = dominant.map((d) => `${d.en}: ${d.theme.en}`).join('; ')
  const domZh = dominant.map((d) => `${d.zh}（${d.theme.zh}）`).join('、')
  const hidden = pairs.filter((p) => p.modifiers.includes('hidden-by-zero') || p.modifiers.includes('trailing-zero')).length
  const carried = pairs.filter((p) => p.modifiers.includes('carried-by-five')).length
  const extraEn = [hidden ? `${hidden} hidden by a 0` : '', carried ? `${carried} carried by a 5` : ''].filter(Boolean).join(', ')
  const extraZh = [hidden ? `${hidden} 组被 0 隐藏` : '', carried ? `${carried} 组由 5 加强` : ''].filter(Boolean).join('，')
  const tail = pairs.filter((p) => p.weight > 1)
  const tailEn = tail.length ? ` The tail reads ${tail.map((p) => `${p.span} ${p.star.en}`).join(', ')}.` : ''
  const tailZh = tail.length ? `尾数为 ${tail.map((p) => `${p.span} ${p.star.zh}`).join('、')}。` : ''
  return {
    en:
      `Score ${score}/100 (${b.en}): ${pairs.length} pairs, ${good} auspicious and ${bad} inauspicious` +
      `${extraEn ? ` (${extraEn})` : ''}. Dominant: ${domEn}.${tailEn}`,
    zh: `得分 ${score}/100（${b.zh}）：共 ${pairs.length} 组，吉 ${good} 组、凶 ${bad} 组${extraZh ? `（${extraZh}）` : ''}。主导星：${domZh}。${tailZh}`,
  }
}

/**
 * The embedded template narrative (used when no model is configured), written from the same facts
 * as the result: the summary, what each dominant star stands for, the tail, and the personal notes.
 */
export const numberEnergyTemplateNarrative = (r: NumberEnergyReading): Bilingual => {
  const en: string[] = [r.summary.en]
  const zh: string[] = [r.summary.zh]
  for (const d of r.dominantStars) {
    en.push(`${d.en} (${d.nature}, ${d.count} pair${d.count > 1 ? 's' : ''}) stands for ${d.theme.en}.`)
    zh.push(`${d.zh}（${d.nature === 'auspicious' ? '吉' : '凶'}星，${d.count} 组）主${d.theme.zh}。`)
  }
  const hidden = r.pairs.filter((p) => p.modifiers.includes('turned-adverse'))
  if (hidden.length > 0) {
    en.push(
      `A 0 hides ${hidden.map((p) => p.star.en).join(', ')}, so ${hidden.length > 1 ? 'these stars turn' : 'this star turns'} adverse here.`,
    )
    zh.push(`数字 0 隐藏了${hidden.map((p) => p.star.zh).join('、')}，吉星化凶。`)
  }
  if (r.personal?.dayMaster) {
    en.push(r.personal.dayMaster.summary.en)
    zh.push(r.personal.dayMaster.summary.zh)
  }
  if (r.personal?.lifeTrigram) {
    en.push(r.personal.lifeTrigram.summary.en)
    zh.push(r.personal.lifeTrigram.summary.zh)
  }
  en.push('Number energy is a traditional reading for reflection; it is no basis for financial or business decisions.')
  zh.push('数字能量是一种传统解读，仅供参考，不能作为财务或商业决定的依据。')
  return { en: en.join(' '), zh: zh.join('') }
}
