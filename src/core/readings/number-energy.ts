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
import type { Locale, Sex } from '../types'
import { ELEMENT_INFO, type Element, controls, elementName, generates, stemName, stemOf } from '../bazi'
import {
  type EnergyLevel,
  STARS,
  STAR_BY_PAIR,
  STAR_CODES,
  STAR_DIGITS,
  type StarCode,
  type StarInfo,
  type StarNature,
} from './number-energy-table'
import {
  BAND_NAMES,
  type BandCode,
  type ElementRelationToDayMaster,
  LIFE_GROUP_NAMES,
  type NumberEnergySentences,
  RELATION_NAMES,
  SCHOOL_NAMES,
  STAR_NAMES,
  TRIGRAM_NAMES,
  numberEnergyErrors,
  numberEnergySentences,
} from './number-energy-words'
import { type Label, type NarrativeTemplate, labelOf } from './phrases'
import { type Phrase, type Values, fill, phraseOf } from '../sentence'

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

const SCHOOL_SOURCES = [
  'huythanhnguyen/phongthuybotbackend constants/batTinh.js (levels, 0 rule)',
  'huythanhnguyen/phongthuybotbackend python_adk/agents/batcuclinh_so_agent/tools/phone_analyzer.py (0 rule arithmetic)',
  'friday0925/phone-number-numerology (pairs, overlapping method)',
  'www.fyqyw.com/view/85059 (pairs, tail weighs more)',
  'Ba Zhai Ming Jing 《八宅明镜》 (eight stars, life trigram)',
] as const

/** The school, named in the locale (its sources are references, cited as they are published). */
const schoolOf = (locale: Locale) => ({ code: 'ba-xing' as const, ...labelOf(SCHOOL_NAMES, 'ba-xing', locale), sources: SCHOOL_SOURCES })

/** A sentence of the answer in `en`, `zh` and `locale`, each from its own table. */
const say = (pick: (s: NumberEnergySentences) => string, slotsOf: (l: Locale) => Values, locale: Locale): Phrase =>
  phraseOf(numberEnergySentences, pick, slotsOf, locale)
const noSlots = (): Values => ({})

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

interface StarLabel extends Label {
  code: StarCode
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
  theme: Phrase
}

interface ElementTally extends Label {
  element: Element
  count: number
  /** This element's ten-god family seen from the day master. */
  relation: ElementRelationToDayMaster
  relationLabel: Label
}

interface DayMasterReading {
  gan: string
  element: Element
  elementLabel: Phrase
  digitElementSchool: Phrase
  /** One entry per element, in 木火土金水 order. */
  elements: ElementTally[]
  /** Share (0-1, 2 decimals) of digits that are the day master's own element or generate it. */
  supportShare: number
  dominant: { element: Element; relation: ElementRelationToDayMaster }[]
  summary: Phrase
}

interface LifeTrigramReading {
  birthYear: number
  sex: Sex
  kua: number
  trigram: Label
  group: Label & { code: 'east' | 'west' }
  /** Star each star digit makes with the life trigram (digit after the kua digit in the table). */
  digitStars: { digit: string; star: StarLabel; nature: StarNature }[]
  /** Star digits of the analysed number that fall in the person's favourable group, and their share. */
  favourableDigitCount: number
  starDigitCount: number
  favourableShare: number
  summary: Phrase
}

export interface NumberEnergyReading {
  locale: Locale
  /** The digits after normalisation (country code included when it was given in the phone). */
  normalisedDigits: string
  /** The digits the pairs are read from. */
  analysedDigits: string
  countryCode?: string
  countryCodeRemoved: boolean
  school: ReturnType<typeof schoolOf>
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
    rules: Phrase[]
    weightedPointsSum: number
    weightedMaximum: number
  }
  notes: Phrase[]
  summary: Phrase
  personal?: {
    dayMaster?: DayMasterReading
    lifeTrigram?: LifeTrigramReading
    notes: Phrase[]
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
  notes: Phrase[]
}

const normalisePhone = (phone: string, countryCode: string | undefined, locale: Locale): NormalisedPhone => {
  const stripped = phone.replace(SEPARATORS, '')
  const hasPlus = stripped.startsWith('+')
  const body = hasPlus ? stripped.slice(1) : stripped
  const bad = [...new Set(body.replace(/[0-9]/g, ''))]
  if (bad.length > 0) {
    const list = bad.map((c) => JSON.stringify(c)).join(', ')
    throw invalidRequest(fill(numberEnergyErrors(locale).phoneCharacters, { list }), { field: 'phone', notAllowed: bad })
  }
  if (body.length < MIN_DIGITS || body.length > MAX_DIGITS) {
    throw invalidRequest(fill(numberEnergyErrors(locale).phoneLength, { min: MIN_DIGITS, max: MAX_DIGITS, n: body.length }), {
      field: 'phone',
      digits: body.length,
      min: MIN_DIGITS,
      max: MAX_DIGITS,
    })
  }

  const notes: Phrase[] = []
  let code: string | undefined
  if (countryCode !== undefined) {
    const trimmed = countryCode.trim()
    if (!/^\+?[0-9]{1,4}$/.test(trimmed)) {
      throw invalidRequest(numberEnergyErrors(locale).countryCode, {
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
      notes.push(
        say(
          (s) => s.countryCodeRemoved,
          () => ({ code: code! }),
          locale,
        ),
      )
    } else {
      notes.push(
        say(
          (s) => s.countryCodeTooShort,
          () => ({ code: code!, min: MIN_DIGITS }),
          locale,
        ),
      )
    }
  } else if (code !== undefined) {
    notes.push(
      say(
        (s) => s.countryCodeAbsent,
        () => ({ code: code! }),
        locale,
      ),
    )
  } else if (hasPlus) {
    notes.push(say((s) => s.countryCodeUnknown, noSlots, locale))
  }
  return { digits: body, analysed, countryCode: code, countryCodeRemoved: removed, notes }
}

// ---------------------------------------------------------------------------------------------
// Pairs

const isStarDigit = (d: string) => STAR_DIGITS.includes(d)
const clampLevel = (n: number): EnergyLevel => Math.min(4, Math.max(1, n)) as EnergyLevel
const label = (s: StarInfo, locale: Locale): StarLabel => ({ code: s.code, ...labelOf(STAR_NAMES, s.code, locale) })
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

const relationTo = (dayMaster: Element, other: Element): ElementRelationToDayMaster => {
  if (other === dayMaster) return 'companion'
  if (generates(other) === dayMaster) return 'resource'
  if (generates(dayMaster) === other) return 'output'
  if (controls(dayMaster) === other) return 'wealth'
  return 'authority'
}

const ELEMENT_ORDER: Element[] = ['wood', 'fire', 'earth', 'metal', 'water']

const readDayMaster = (gan: string, digits: string, locale: Locale): DayMasterReading => {
  const stem = stemOf(gan[0])
  // Accept "甲" or "甲木" (the API allows two characters); nothing else.
  if (!stem || (gan.length === 2 && gan[1] !== ELEMENT_INFO[stem.element].zh) || gan.length > 2) {
    throw invalidRequest(numberEnergyErrors(locale).dayMaster, { field: 'dayMasterGan' })
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
      name: elementName(e, locale),
      count: counts.get(e) ?? 0,
      relation,
      relationLabel: labelOf(RELATION_NAMES, relation, locale),
    }
  })
  const total = digits.length
  const support = elements.filter((e) => e.relation === 'companion' || e.relation === 'resource').reduce((s, e) => s + e.count, 0)
  const supportShare = round2(support / total)
  const top = Math.max(...elements.map((e) => e.count))
  const dominant = elements.filter((e) => e.count === top).map((e) => ({ element: e.element, relation: e.relation }))
  // English names the stem by its "Yang Wood" name and pinyin; the others by the stem and its element (甲木, 갑목, Giáp Mộc).
  const stemSlots = (l: Locale): Values =>
    l === 'en' ? { stem: stem.en, pinyin: stem.pinyin } : { stem: stemName(stem.index, l), element: elementName(dm, l) }
  const dominantList = (l: Locale) => {
    const s = numberEnergySentences(l)
    const list = dominant.map((d) =>
      fill(s.dayMasterDominant, { element: elementName(d.element, l), relation: RELATION_NAMES[l][d.relation] }),
    )
    return list.join(s.listSeparator)
  }
  const pct = Math.round(supportShare * 100)
  return {
    gan: stem.zh,
    element: dm,
    elementLabel: say((s) => s.dayMasterLabel, stemSlots, locale),
    digitElementSchool: say((s) => s.digitElementSchool, noSlots, locale),
    elements,
    supportShare,
    dominant,
    summary: say(
      (s) => s.dayMasterSummary,
      (l) => ({ ...stemSlots(l), dominant: dominantList(l), pct }),
      locale,
    ),
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

/** 洛书 后天八卦 trigram of each star digit (used for the personal life trigram, 命卦), as the code of `TRIGRAM_NAMES`. */
const TRIGRAM_CODE_BY_DIGIT = { '1': 'kan', '2': 'kun', '3': 'zhen', '4': 'xun', '6': 'qian', '7': 'dui', '8': 'gen', '9': 'li' } as const

const readLifeTrigram = (year: number, sex: Sex, digits: string, locale: Locale): LifeTrigramReading => {
  const kua = lifeKua(year, sex)
  const k = String(kua) as keyof typeof TRIGRAM_CODE_BY_DIGIT
  const digitStars = [...STAR_DIGITS].map((d) => {
    const entry = STAR_BY_PAIR.get(k + d)!
    return { digit: d, star: label(entry.star, locale), nature: entry.star.nature }
  })
  const favourable = new Set(digitStars.filter((s) => s.nature === 'auspicious').map((s) => s.digit))
  const starDigits = [...digits].filter(isStarDigit)
  const fav = starDigits.filter((d) => favourable.has(d)).length
  const share = starDigits.length === 0 ? 0 : round2(fav / starDigits.length)
  // 东四命 = 坎离震巽 (1 9 3 4), 西四命 = 乾坤艮兑 (6 2 8 7) (《八宅明镜》).
  const group = '1349'.includes(k) ? ('east' as const) : ('west' as const)
  const trigram = TRIGRAM_CODE_BY_DIGIT[k]
  const favList = [...favourable].join(', ')
  const pct = Math.round(share * 100)
  return {
    birthYear: year,
    sex,
    kua,
    trigram: labelOf(TRIGRAM_NAMES, trigram, locale),
    group: { code: group, ...labelOf(LIFE_GROUP_NAMES, group, locale) },
    digitStars,
    favourableDigitCount: fav,
    starDigitCount: starDigits.length,
    favourableShare: share,
    summary: say(
      (s) => s.lifeTrigramSummary,
      (l) => ({ kua, trigram: TRIGRAM_NAMES[l][trigram], group: LIFE_GROUP_NAMES[l][group], list: favList, pct }),
      locale,
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// Main

const RULE_SLOTS: Values = {
  penalty: ZERO_LEVEL_PENALTY,
  bonus: FIVE_RULE.levelBonus,
  tailLength: TAIL_LENGTH,
  tailWeight: TAIL_WEIGHT,
  fuwei: FUWEI_FACTOR,
}
const ruleSlots = (l: Locale): Values => ({ ...RULE_SLOTS, fiveOff: FIVE_RULE.enabled ? '' : numberEnergySentences(l).fiveRuleOff })

/** The reading rules and the formula of a locale: the same for every request, so built once per locale. */
const methodWords = new Map<Locale, { rules: Phrase[]; formula: string }>()
const methodWordsOf = (locale: Locale) => {
  let words = methodWords.get(locale)
  if (!words) {
    const rules = numberEnergySentences(locale).rules.map((_, i) => say((s) => s.rules[i]!, ruleSlots, locale))
    words = { rules, formula: fill(numberEnergySentences(locale).formula, RULE_SLOTS) }
    methodWords.set(locale, words)
  }
  return words
}

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
    .map(({ s, strength: st }) => ({
      ...label(s, locale),
      count: starCounts[s.code],
      strength: st,
      nature: s.nature,
      theme: say((w) => w.themes[s.code], noSlots, locale),
    }))
  return { starCounts, dominantStars }
}

/** The optional personal part (day master, life trigram); undefined when the request gives none of its fields. */
const readPersonal = (input: NumberEnergyInput, digits: string): NumberEnergyReading['personal'] => {
  if (input.dayMasterGan === undefined && input.birthYear === undefined && input.sex === undefined) return undefined
  const { locale } = input
  const pNotes: Phrase[] = []
  const dayMaster = input.dayMasterGan !== undefined ? readDayMaster(input.dayMasterGan.trim(), digits, locale) : undefined
  let lifeTrigram: LifeTrigramReading | undefined
  if (input.birthYear !== undefined) {
    if (!Number.isInteger(input.birthYear) || input.birthYear < 1800 || input.birthYear > 2200) {
      throw invalidRequest(numberEnergyErrors(locale).birthYear, { field: 'birthYear' })
    }
  }
  if (input.birthYear !== undefined && input.sex !== undefined) {
    lifeTrigram = readLifeTrigram(input.birthYear, input.sex, digits, locale)
    pNotes.push(say((s) => s.lifeTrigramYearNote, noSlots, locale))
  } else if (input.birthYear !== undefined || input.sex !== undefined) {
    pNotes.push(say((s) => s.lifeTrigramNeedsBoth, noSlots, locale))
  }
  return { ...(dayMaster && { dayMaster }), ...(lifeTrigram && { lifeTrigram }), notes: pNotes }
}

export const analyzeNumberEnergy = (input: NumberEnergyInput): NumberEnergyReading => {
  const { locale } = input
  const phone = normalisePhone(input.phone, input.countryCode, locale)
  const digits = phone.analysed
  const pairs = readPairs(digits, locale)
  const { score, sum, max } = scorePairs(pairs)
  const { starCounts, dominantStars } = tallyStars(pairs, locale)

  const auspiciousCount = pairs.filter((p) => p.nature === 'auspicious').length
  const inauspiciousCount = pairs.length - auspiciousCount

  const notes = [...phone.notes]
  if (/^0/.test(digits)) notes.push(say((s) => s.leadingZeros, noSlots, locale))

  const summary = summarise(pairs, dominantStars, score, auspiciousCount, inauspiciousCount, locale)
  const personal = readPersonal(input, digits)
  const { rules, formula } = methodWordsOf(locale)

  return {
    locale,
    normalisedDigits: phone.digits,
    analysedDigits: digits,
    ...(phone.countryCode !== undefined && { countryCode: phone.countryCode }),
    countryCodeRemoved: phone.countryCodeRemoved,
    school: schoolOf(locale),
    pairs,
    starCounts,
    auspiciousCount,
    inauspiciousCount,
    dominantStars,
    score,
    method: {
      formula,
      constants: {
        tailWeight: TAIL_WEIGHT,
        tailLength: TAIL_LENGTH,
        zeroLevelPenalty: ZERO_LEVEL_PENALTY,
        fiveRule: { enabled: FIVE_RULE.enabled, levelBonus: FIVE_RULE.levelBonus },
        fuweiFactor: FUWEI_FACTOR,
      },
      rules,
      weightedPointsSum: sum,
      weightedMaximum: max,
    },
    notes,
    summary,
    ...(personal && { personal }),
  }
}

const bandOf = (score: number): BandCode =>
  score >= 75
    ? 'strongly-favourable'
    : score >= 60
      ? 'favourable'
      : score > 40
        ? 'mixed'
        : score > 25
          ? 'unfavourable'
          : 'strongly-unfavourable'

const summarise = (
  pairs: NumberEnergyPair[],
  dominant: DominantStar[],
  score: number,
  good: number,
  bad: number,
  locale: Locale,
): Phrase => {
  if (pairs.length === 0) return say((s) => s.noPairs, noSlots, locale)
  const band = bandOf(score)
  const hidden = pairs.filter((p) => p.modifiers.includes('hidden-by-zero') || p.modifiers.includes('trailing-zero')).length
  const carried = pairs.filter((p) => p.modifiers.includes('carried-by-five')).length
  const tail = pairs.filter((p) => p.weight > 1)
  const slotsOf = (l: Locale): Values => {
    const s = numberEnergySentences(l)
    const names = STAR_NAMES[l]
    const extras = [hidden ? fill(s.hidden, { n: hidden }) : '', carried ? fill(s.carried, { n: carried }) : ''].filter(Boolean)
    const tailList = tail.map((p) => fill(s.tailPair, { span: p.span, name: names[p.star.code] })).join(s.listSeparator)
    return {
      score,
      band: BAND_NAMES[l][band],
      count: pairs.length,
      good,
      bad,
      extra: extras.length ? fill(s.extra, { list: extras.join(s.extraSeparator) }) : '',
      dominant: dominant.map((d) => fill(s.dominant, { name: names[d.code], theme: s.themes[d.code] })).join(s.dominantSeparator),
      tail: tail.length ? fill(s.tail, { list: tailList }) : '',
    }
  }
  return say((s) => s.summary, slotsOf, locale)
}

/** A phrase of the reading in `en`, `zh` or the reading's own locale (the three a phrase holds). */
const textIn = (p: Phrase, l: Locale) => (l === 'en' ? p.en : l === 'zh' ? p.zh : p.text)

/** The template narrative in one of the reading's three languages. */
const narrativeIn = (r: NumberEnergyReading, l: Locale): string => {
  const s = numberEnergySentences(l)
  const names = STAR_NAMES[l]
  const lines: string[] = [textIn(r.summary, l)]
  for (const d of r.dominantStars) {
    const slots = { name: names[d.code], nature: s.nature[d.nature], count: d.count, theme: s.themes[d.code] }
    lines.push(fill(d.count > 1 ? s.starLine : s.starLineOne, slots))
  }
  const hidden = r.pairs.filter((p) => p.modifiers.includes('turned-adverse'))
  if (hidden.length > 0) {
    const list = hidden.map((p) => names[p.star.code]).join(s.listSeparator)
    lines.push(fill(hidden.length > 1 ? s.hiddenMany : s.hiddenOne, { names: list }))
  }
  if (r.personal?.dayMaster) lines.push(textIn(r.personal.dayMaster.summary, l))
  if (r.personal?.lifeTrigram) lines.push(textIn(r.personal.lifeTrigram.summary, l))
  lines.push(s.disclaimer)
  return lines.join(s.sentenceJoiner)
}

/**
 * The embedded template narrative (used when no model is configured), written from the same facts
 * as the result: the summary, what each dominant star stands for, the tail, and the personal notes.
 * In English, Chinese and the reading's locale.
 */
export const numberEnergyTemplateNarrative = (r: NumberEnergyReading): NarrativeTemplate => ({
  en: narrativeIn(r, 'en'),
  zh: narrativeIn(r, 'zh'),
  [r.locale]: narrativeIn(r, r.locale),
})
