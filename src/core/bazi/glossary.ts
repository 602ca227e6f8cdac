/**
 * The glossary of the Bazi vocabulary in every locale: ten gods, twelve growth stages, nayin, symbolic
 * stars (神煞), interactions, hidden-stem roles, palaces, strength verdicts. Every term has a stable
 * ASCII `code` (used in JSON and by other modules), the Chinese term, an English rendering, and its
 * name in each locale (`names`).
 *
 * English renderings follow the usual conventions of English-language Bazi literature (e.g. Joey Yap,
 * Jerry King): "Direct Officer" for 正官, "Seven Killings" for 七杀, "Eating God" for 食神 and so on.
 * Pinyin for the stems and branches lives in ganzhi.ts.
 *
 * The other locales are curated by hand, table by table, never converted (docs/glossary.md shows every
 * table with its sources, from `glossarySections()` in glossary-sections.ts):
 * - `zh-TW`: the Traditional forms of 教育部重編國語辭典 (劫財, 傷官, 七殺, 長生, 冠帶, 臨官, 絕 …).
 * - `zh-HK`: the zh-TW table, with an override only where Hong Kong's standard writes otherwise.
 * - `ja`: 四柱推命 as Japanese practitioners write it (阿部泰山流 and today's 四柱推命 books): 偏官
 *   for 七杀, 印綬 for 正印, 建禄 for 临官, new forms 冠帯, 絶.
 * - `ko`: the hangul readings of 사주명리 (@gracefullight/saju, MIT): 비견 겁재 식신 … 정인; 건록 for 临官.
 * - `vi`: the Sino-Vietnamese terms of Tứ Trụ (Tỷ Kiên, Kiếp Tài, Thực Thần, Thất Sát …; Trường Sinh …
 *   Lâm Quan …), as Vietnamese Tứ Trụ books and iztro's vi-VN locale (MIT) write them.
 */
import type { Localized } from '../locale'
import type { Locale } from '../types'

/** A term in Chinese and English only: the shape other areas' tables had before the locales grew. */
export interface BilingualEntry {
  code: string
  zh: string
  en: string
}

export interface GlossaryEntry extends BilingualEntry {
  /** The term in every locale (`names.zh` = `zh`, `names.en` = `en`). */
  names: Localized
}

/** A term as it appears in results: both languages plus `name` in the request's locale. */
export interface Term {
  code: string
  zh: string
  en: string
  name: string
}

/**
 * The term with its name in `locale`. A `BilingualEntry` (another area's table not yet curated per
 * locale) names itself in Chinese for `zh` and in English otherwise, as before the locales grew.
 */
export const term = (entry: GlossaryEntry | BilingualEntry, locale: Locale): Term => ({
  code: entry.code,
  zh: entry.zh,
  en: entry.en,
  name: 'names' in entry ? entry.names[locale] : locale === 'zh' ? entry.zh : entry.en,
})

/** The locales a table curates by hand; `zh-HK` takes zh-TW's term unless it overrides it. */
type CuratedLocale = 'zh-TW' | 'ja' | 'ko' | 'vi'
export type CuratedNames<C extends string> = Record<CuratedLocale, Record<C, string>> & { 'zh-HK'?: Partial<Record<C, string>> }

const entries = <C extends string>(
  rows: readonly (readonly [C, string, string])[],
  curated?: CuratedNames<C>,
): Record<C, GlossaryEntry> => {
  const out = {} as Record<C, GlossaryEntry>
  for (const [code, zh, en] of rows) {
    // Without a curated table (not yet translated) the other locales read the English term.
    const tw = curated ? curated['zh-TW'][code] : en
    const names: Localized = {
      en,
      zh,
      'zh-TW': tw,
      'zh-HK': curated?.['zh-HK']?.[code] ?? tw,
      ja: curated ? curated.ja[code] : en,
      ko: curated ? curated.ko[code] : en,
      vi: curated ? curated.vi[code] : en,
    }
    out[code] = { code, zh, en, names }
  }
  return out
}

export type TenGodCode =
  | 'friend'
  | 'rob-wealth'
  | 'eating-god'
  | 'hurting-officer'
  | 'indirect-wealth'
  | 'direct-wealth'
  | 'seven-killings'
  | 'direct-officer'
  | 'indirect-resource'
  | 'direct-resource'

/** Order matters: index = 2 × relation + (polarity differs ? 1 : 0); see ten-gods.ts. */
export const TEN_GOD_ORDER: readonly TenGodCode[] = [
  'friend',
  'rob-wealth',
  'eating-god',
  'hurting-officer',
  'indirect-wealth',
  'direct-wealth',
  'seven-killings',
  'direct-officer',
  'indirect-resource',
  'direct-resource',
]

export const TEN_GODS = entries<TenGodCode>(
  [
    ['friend', '比肩', 'Friend'],
    ['rob-wealth', '劫财', 'Rob Wealth'],
    ['eating-god', '食神', 'Eating God'],
    ['hurting-officer', '伤官', 'Hurting Officer'],
    ['indirect-wealth', '偏财', 'Indirect Wealth'],
    ['direct-wealth', '正财', 'Direct Wealth'],
    ['seven-killings', '七杀', 'Seven Killings'],
    ['direct-officer', '正官', 'Direct Officer'],
    ['indirect-resource', '偏印', 'Indirect Resource'],
    ['direct-resource', '正印', 'Direct Resource'],
  ],
  {
    'zh-TW': {
      friend: '比肩',
      'rob-wealth': '劫財',
      'eating-god': '食神',
      'hurting-officer': '傷官',
      'indirect-wealth': '偏財',
      'direct-wealth': '正財',
      'seven-killings': '七殺',
      'direct-officer': '正官',
      'indirect-resource': '偏印',
      'direct-resource': '正印',
    },
    // 四柱推命: 偏官 (not 七殺) and 印綬 (not 正印) are the names Japanese books give.
    ja: {
      friend: '比肩',
      'rob-wealth': '劫財',
      'eating-god': '食神',
      'hurting-officer': '傷官',
      'indirect-wealth': '偏財',
      'direct-wealth': '正財',
      'seven-killings': '偏官',
      'direct-officer': '正官',
      'indirect-resource': '偏印',
      'direct-resource': '印綬',
    },
    ko: {
      friend: '비견',
      'rob-wealth': '겁재',
      'eating-god': '식신',
      'hurting-officer': '상관',
      'indirect-wealth': '편재',
      'direct-wealth': '정재',
      'seven-killings': '편관',
      'direct-officer': '정관',
      'indirect-resource': '편인',
      'direct-resource': '정인',
    },
    vi: {
      friend: 'Tỷ Kiên',
      'rob-wealth': 'Kiếp Tài',
      'eating-god': 'Thực Thần',
      'hurting-officer': 'Thương Quan',
      'indirect-wealth': 'Thiên Tài',
      'direct-wealth': 'Chính Tài',
      'seven-killings': 'Thất Sát',
      'direct-officer': 'Chính Quan',
      'indirect-resource': 'Thiên Ấn',
      'direct-resource': 'Chính Ấn',
    },
  },
)

/** 日主; Korean says 일간 (日干), the day stem, for the same thing. */
export const DAY_MASTER_ENTRY: GlossaryEntry = {
  code: 'day-master',
  zh: '日主',
  en: 'Day Master',
  names: { en: 'Day Master', zh: '日主', 'zh-TW': '日主', 'zh-HK': '日主', ja: '日主', ko: '일간', vi: 'Nhật Chủ' },
}

export type GrowthStageCode =
  | 'birth'
  | 'bath'
  | 'crown-belt'
  | 'coming-of-age'
  | 'prosperity'
  | 'decline'
  | 'sickness'
  | 'death'
  | 'tomb'
  | 'extinction'
  | 'conception'
  | 'nurture'

/** 长生十二宫 in cycle order. */
export const GROWTH_STAGE_ORDER: readonly GrowthStageCode[] = [
  'birth',
  'bath',
  'crown-belt',
  'coming-of-age',
  'prosperity',
  'decline',
  'sickness',
  'death',
  'tomb',
  'extinction',
  'conception',
  'nurture',
]

export const GROWTH_STAGES = entries<GrowthStageCode>(
  [
    ['birth', '长生', 'Birth'],
    ['bath', '沐浴', 'Bath'],
    ['crown-belt', '冠带', 'Crown and Belt'],
    ['coming-of-age', '临官', 'Coming of Age'],
    ['prosperity', '帝旺', 'Prosperity Peak'],
    ['decline', '衰', 'Decline'],
    ['sickness', '病', 'Sickness'],
    ['death', '死', 'Death'],
    ['tomb', '墓', 'Tomb'],
    ['extinction', '绝', 'Extinction'],
    ['conception', '胎', 'Conception'],
    ['nurture', '养', 'Nurture'],
  ],
  {
    'zh-TW': {
      birth: '長生',
      bath: '沐浴',
      'crown-belt': '冠帶',
      'coming-of-age': '臨官',
      prosperity: '帝旺',
      decline: '衰',
      sickness: '病',
      death: '死',
      tomb: '墓',
      extinction: '絕',
      conception: '胎',
      nurture: '養',
    },
    // 四柱推命 writes 建禄 for 临官 and the new forms 冠帯, 絶 (iztro's ja, a Zi Wei table, has 臨官/冠帶/絕).
    ja: {
      birth: '長生',
      bath: '沐浴',
      'crown-belt': '冠帯',
      'coming-of-age': '建禄',
      prosperity: '帝旺',
      decline: '衰',
      sickness: '病',
      death: '死',
      tomb: '墓',
      extinction: '絶',
      conception: '胎',
      nurture: '養',
    },
    // 사주 writes 건록 (建祿) rather than 임관 (@gracefullight/saju).
    ko: {
      birth: '장생',
      bath: '목욕',
      'crown-belt': '관대',
      'coming-of-age': '건록',
      prosperity: '제왕',
      decline: '쇠',
      sickness: '병',
      death: '사',
      tomb: '묘',
      extinction: '절',
      conception: '태',
      nurture: '양',
    },
    vi: {
      birth: 'Trường Sinh',
      bath: 'Mộc Dục',
      'crown-belt': 'Quan Đới',
      'coming-of-age': 'Lâm Quan',
      prosperity: 'Đế Vượng',
      decline: 'Suy',
      sickness: 'Bệnh',
      death: 'Tử',
      tomb: 'Mộ',
      extinction: 'Tuyệt',
      conception: 'Thai',
      nurture: 'Dưỡng',
    },
  },
)

/** The thirty nayin (纳音) sounds, one per pair of consecutive cycle positions (甲子乙丑 = 海中金 …). */
export const NAYIN_ORDER: readonly (readonly [string, string, string])[] = [
  ['sea-metal', '海中金', 'Metal in the Sea'],
  ['furnace-fire', '炉中火', 'Fire in the Furnace'],
  ['great-forest-wood', '大林木', 'Wood of the Great Forest'],
  ['roadside-earth', '路旁土', 'Earth by the Roadside'],
  ['sword-edge-metal', '剑锋金', 'Metal of the Sword Edge'],
  ['mountain-top-fire', '山头火', 'Fire on the Mountain Top'],
  ['stream-water', '涧下水', 'Water of the Mountain Stream'],
  ['city-wall-earth', '城头土', 'Earth of the City Wall'],
  ['white-wax-metal', '白蜡金', 'White Wax Metal'],
  ['willow-wood', '杨柳木', 'Willow Wood'],
  ['spring-water', '泉中水', 'Water in the Spring'],
  ['rooftop-earth', '屋上土', 'Earth on the Roof'],
  ['thunderbolt-fire', '霹雳火', 'Thunderbolt Fire'],
  ['pine-cypress-wood', '松柏木', 'Pine and Cypress Wood'],
  ['long-river-water', '长流水', 'Long-flowing Water'],
  ['sand-metal', '沙中金', 'Metal in the Sand'],
  ['mountain-foot-fire', '山下火', 'Fire at the Foot of the Mountain'],
  ['flatland-wood', '平地木', 'Wood of the Flatland'],
  ['wall-earth', '壁上土', 'Earth on the Wall'],
  ['gold-foil-metal', '金箔金', 'Gold Foil Metal'],
  ['lamp-fire', '覆灯火', 'Lamp Fire'],
  ['heavenly-river-water', '天河水', 'Water of the Heavenly River'],
  ['great-post-earth', '大驿土', 'Earth of the Great Post Road'],
  ['hairpin-metal', '钗钏金', 'Hairpin Metal'],
  ['mulberry-wood', '桑柘木', 'Mulberry Wood'],
  ['great-stream-water', '大溪水', 'Water of the Great Stream'],
  ['sand-earth', '沙中土', 'Earth in the Sand'],
  ['heavenly-fire', '天上火', 'Fire in the Sky'],
  ['pomegranate-wood', '石榴木', 'Pomegranate Wood'],
  ['great-sea-water', '大海水', 'Water of the Great Sea'],
]

export type ShenshaCode =
  | 'nobleman'
  | 'supreme-nobleman'
  | 'academic-star'
  | 'travelling-horse'
  | 'peach-blossom'
  | 'canopy'
  | 'general-star'
  | 'goat-blade'
  | 'prosperity-star'
  | 'red-phoenix'
  | 'heavenly-joy'
  | 'lonely-star'
  | 'widow-star'
  | 'robbery-sha'
  | 'death-spirit'
  | 'heavenly-virtue'
  | 'monthly-virtue'

export const SHENSHA = entries<ShenshaCode>([
  ['nobleman', '天乙贵人', 'Heavenly Nobleman'],
  ['supreme-nobleman', '太极贵人', 'Supreme Ultimate Nobleman'],
  ['academic-star', '文昌', 'Academic Star'],
  ['travelling-horse', '驿马', 'Travelling Horse'],
  ['peach-blossom', '桃花', 'Peach Blossom'],
  ['canopy', '华盖', 'Canopy'],
  ['general-star', '将星', 'General Star'],
  ['goat-blade', '羊刃', 'Goat Blade'],
  ['prosperity-star', '禄神', 'Prosperity Star'],
  ['red-phoenix', '红鸾', 'Red Phoenix'],
  ['heavenly-joy', '天喜', 'Heavenly Joy'],
  ['lonely-star', '孤辰', 'Lonely Star'],
  ['widow-star', '寡宿', 'Widow Star'],
  ['robbery-sha', '劫煞', 'Robbery Sha'],
  ['death-spirit', '亡神', 'Death Spirit'],
  ['heavenly-virtue', '天德', 'Heavenly Virtue'],
  ['monthly-virtue', '月德', 'Monthly Virtue'],
])

export type InteractionCode =
  | 'stem-combination'
  | 'stem-clash'
  | 'six-combination'
  | 'three-combination'
  | 'half-combination'
  | 'directional-combination'
  | 'six-clash'
  | 'punishment'
  | 'self-punishment'
  | 'harm'
  | 'destruction'

export const INTERACTIONS = entries<InteractionCode>([
  ['stem-combination', '天干五合', 'Stem Combination'],
  ['stem-clash', '天干相冲', 'Stem Clash'],
  ['six-combination', '地支六合', 'Six Combination'],
  ['three-combination', '地支三合', 'Three Harmony Combination'],
  ['half-combination', '地支半合', 'Half Three Harmony Combination'],
  ['directional-combination', '地支三会', 'Directional Combination'],
  ['six-clash', '地支六冲', 'Six Clash'],
  ['punishment', '地支相刑', 'Punishment'],
  ['self-punishment', '地支自刑', 'Self Punishment'],
  ['harm', '地支六害', 'Harm'],
  ['destruction', '地支相破', 'Destruction'],
])

export const HIDDEN_STEM_ROLE_TERMS = entries<'main' | 'middle' | 'residual'>(
  [
    ['main', '本气', 'Main Qi'],
    ['middle', '中气', 'Middle Qi'],
    ['residual', '余气', 'Residual Qi'],
  ],
  {
    'zh-TW': { main: '本氣', middle: '中氣', residual: '餘氣' },
    // 蔵干の本気・中気・余気 (四柱推命).
    ja: { main: '本気', middle: '中気', residual: '余気' },
    ko: { main: '본기', middle: '중기', residual: '여기' },
    vi: { main: 'Bản Khí', middle: 'Trung Khí', residual: 'Dư Khí' },
  },
)

export const PILLAR_NAMES = entries<'year' | 'month' | 'day' | 'hour'>(
  [
    ['year', '年柱', 'Year Pillar'],
    ['month', '月柱', 'Month Pillar'],
    ['day', '日柱', 'Day Pillar'],
    ['hour', '时柱', 'Hour Pillar'],
  ],
  {
    'zh-TW': { year: '年柱', month: '月柱', day: '日柱', hour: '時柱' },
    ja: { year: '年柱', month: '月柱', day: '日柱', hour: '時柱' },
    // 두음법칙: 年柱 is 연주 at the head of a word.
    ko: { year: '연주', month: '월주', day: '일주', hour: '시주' },
    vi: { year: 'Trụ Năm', month: 'Trụ Tháng', day: 'Trụ Ngày', hour: 'Trụ Giờ' },
  },
)

export const PALACES = entries<'conception' | 'conception-breath' | 'life' | 'body'>([
  ['conception', '胎元', 'Conception Palace'],
  ['conception-breath', '胎息', 'Conception Breath'],
  ['life', '命宫', 'Life Palace'],
  ['body', '身宫', 'Body Palace'],
])

export const STRENGTH_VERDICTS = entries<'strong' | 'weak' | 'balanced'>([
  ['strong', '身强', 'Strong'],
  ['weak', '身弱', 'Weak'],
  ['balanced', '中和', 'Balanced'],
])

export const LUCK_DIRECTIONS = entries<'forward' | 'backward'>([
  ['forward', '顺行', 'Forward'],
  ['backward', '逆行', 'Backward'],
])

/** How ages are counted in the luck pillars (docs/domain.md, "Luck pillars"). */
export const AGE_RECKONINGS = entries<'nominal'>([
  ['nominal', '虚岁（出生年1岁，逐年加1）', 'Nominal age (xusui): 1 in the birth year, +1 each year'],
])

/** The ten-god groups (五类) used for favourable-element reasoning. */
export const TEN_GOD_GROUPS = entries<'companion' | 'output' | 'wealth' | 'officer' | 'resource'>([
  ['companion', '比劫', 'Companion'],
  ['output', '食伤', 'Output'],
  ['wealth', '财星', 'Wealth'],
  ['officer', '官杀', 'Officer'],
  ['resource', '印星', 'Resource'],
])

/** Every glossary table, for documentation and completeness tests. */
export const GLOSSARY = {
  tenGods: TEN_GODS,
  growthStages: GROWTH_STAGES,
  shensha: SHENSHA,
  interactions: INTERACTIONS,
  hiddenStemRoles: HIDDEN_STEM_ROLE_TERMS,
  pillars: PILLAR_NAMES,
  palaces: PALACES,
  strengthVerdicts: STRENGTH_VERDICTS,
  luckDirections: LUCK_DIRECTIONS,
  ageReckonings: AGE_RECKONINGS,
  tenGodGroups: TEN_GOD_GROUPS,
  nayin: entries(NAYIN_ORDER),
} as const
