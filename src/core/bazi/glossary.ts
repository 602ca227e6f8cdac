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
type CuratedNames<C extends string> = Record<CuratedLocale, Record<C, string>> & { 'zh-HK'?: Partial<Record<C, string>> }

/** A table of terms: the rows `[code, zh, en]` and the curated names of the other locales (other areas build theirs with it). */
export const entries = <C extends string>(
  rows: readonly (readonly [C, string, string])[],
  curated: CuratedNames<C>,
): Record<C, GlossaryEntry> => {
  const out = {} as Record<C, GlossaryEntry>
  for (const [code, zh, en] of rows) {
    const tw = curated['zh-TW'][code]
    const names: Localized = {
      en,
      zh,
      'zh-TW': tw,
      'zh-HK': curated['zh-HK']?.[code] ?? tw,
      ja: curated.ja[code],
      ko: curated.ko[code],
      vi: curated.vi[code],
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
export const NAYIN_ORDER = [
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
] as const satisfies readonly (readonly [string, string, string])[]

export type NayinCode = (typeof NAYIN_ORDER)[number][0]

/**
 * The nayin in the other locales. zh-TW: 教育部重編國語辭典 forms (爐, 劍, 澗, 蠟, 靂, 燈, 驛, 釵釧).
 * ja: 四柱推命 as Japanese books write the 納音 (路傍土, 井泉水, 砂中金, 白鑞金; 常用漢字 forms 炉, 剣,
 * 灯, 駅, 渓). ko: 납음오행 in hangul (@gracefullight/saju, MIT, with its two known errors corrected:
 * 정천수 for 井泉水, not 천천수; 차천금 for 釵釧金, not 채광금; 두음법칙 노중화, 노방토). vi: the
 * Sino-Vietnamese names of Vietnamese Tứ Trụ and lịch vạn niên books (戊申/己酉 Đại Trạch Thổ).
 */
const NAYIN_NAMES: CuratedNames<NayinCode> = {
  'zh-TW': {
    'sea-metal': '海中金',
    'furnace-fire': '爐中火',
    'great-forest-wood': '大林木',
    'roadside-earth': '路旁土',
    'sword-edge-metal': '劍鋒金',
    'mountain-top-fire': '山頭火',
    'stream-water': '澗下水',
    'city-wall-earth': '城頭土',
    'white-wax-metal': '白蠟金',
    'willow-wood': '楊柳木',
    'spring-water': '泉中水',
    'rooftop-earth': '屋上土',
    'thunderbolt-fire': '霹靂火',
    'pine-cypress-wood': '松柏木',
    'long-river-water': '長流水',
    'sand-metal': '沙中金',
    'mountain-foot-fire': '山下火',
    'flatland-wood': '平地木',
    'wall-earth': '壁上土',
    'gold-foil-metal': '金箔金',
    'lamp-fire': '覆燈火',
    'heavenly-river-water': '天河水',
    'great-post-earth': '大驛土',
    'hairpin-metal': '釵釧金',
    'mulberry-wood': '桑柘木',
    'great-stream-water': '大溪水',
    'sand-earth': '沙中土',
    'heavenly-fire': '天上火',
    'pomegranate-wood': '石榴木',
    'great-sea-water': '大海水',
  },
  ja: {
    'sea-metal': '海中金',
    'furnace-fire': '炉中火',
    'great-forest-wood': '大林木',
    'roadside-earth': '路傍土',
    'sword-edge-metal': '剣鋒金',
    'mountain-top-fire': '山頭火',
    'stream-water': '澗下水',
    'city-wall-earth': '城頭土',
    'white-wax-metal': '白鑞金',
    'willow-wood': '楊柳木',
    'spring-water': '井泉水',
    'rooftop-earth': '屋上土',
    'thunderbolt-fire': '霹靂火',
    'pine-cypress-wood': '松柏木',
    'long-river-water': '長流水',
    'sand-metal': '砂中金',
    'mountain-foot-fire': '山下火',
    'flatland-wood': '平地木',
    'wall-earth': '壁上土',
    'gold-foil-metal': '金箔金',
    'lamp-fire': '覆灯火',
    'heavenly-river-water': '天河水',
    'great-post-earth': '大駅土',
    'hairpin-metal': '釵釧金',
    'mulberry-wood': '桑柘木',
    'great-stream-water': '大渓水',
    'sand-earth': '砂中土',
    'heavenly-fire': '天上火',
    'pomegranate-wood': '石榴木',
    'great-sea-water': '大海水',
  },
  ko: {
    'sea-metal': '해중금',
    'furnace-fire': '노중화',
    'great-forest-wood': '대림목',
    'roadside-earth': '노방토',
    'sword-edge-metal': '검봉금',
    'mountain-top-fire': '산두화',
    'stream-water': '간하수',
    'city-wall-earth': '성두토',
    'white-wax-metal': '백랍금',
    'willow-wood': '양류목',
    'spring-water': '정천수',
    'rooftop-earth': '옥상토',
    'thunderbolt-fire': '벽력화',
    'pine-cypress-wood': '송백목',
    'long-river-water': '장류수',
    'sand-metal': '사중금',
    'mountain-foot-fire': '산하화',
    'flatland-wood': '평지목',
    'wall-earth': '벽상토',
    'gold-foil-metal': '금박금',
    'lamp-fire': '복등화',
    'heavenly-river-water': '천하수',
    'great-post-earth': '대역토',
    'hairpin-metal': '차천금',
    'mulberry-wood': '상자목',
    'great-stream-water': '대계수',
    'sand-earth': '사중토',
    'heavenly-fire': '천상화',
    'pomegranate-wood': '석류목',
    'great-sea-water': '대해수',
  },
  vi: {
    'sea-metal': 'Hải Trung Kim',
    'furnace-fire': 'Lư Trung Hỏa',
    'great-forest-wood': 'Đại Lâm Mộc',
    'roadside-earth': 'Lộ Bàng Thổ',
    'sword-edge-metal': 'Kiếm Phong Kim',
    'mountain-top-fire': 'Sơn Đầu Hỏa',
    'stream-water': 'Giản Hạ Thủy',
    'city-wall-earth': 'Thành Đầu Thổ',
    'white-wax-metal': 'Bạch Lạp Kim',
    'willow-wood': 'Dương Liễu Mộc',
    'spring-water': 'Tuyền Trung Thủy',
    'rooftop-earth': 'Ốc Thượng Thổ',
    'thunderbolt-fire': 'Tích Lịch Hỏa',
    'pine-cypress-wood': 'Tùng Bách Mộc',
    'long-river-water': 'Trường Lưu Thủy',
    'sand-metal': 'Sa Trung Kim',
    'mountain-foot-fire': 'Sơn Hạ Hỏa',
    'flatland-wood': 'Bình Địa Mộc',
    'wall-earth': 'Bích Thượng Thổ',
    'gold-foil-metal': 'Kim Bạch Kim',
    'lamp-fire': 'Phú Đăng Hỏa',
    'heavenly-river-water': 'Thiên Hà Thủy',
    'great-post-earth': 'Đại Trạch Thổ',
    'hairpin-metal': 'Thoa Xuyến Kim',
    'mulberry-wood': 'Tang Đố Mộc',
    'great-stream-water': 'Đại Khê Thủy',
    'sand-earth': 'Sa Trung Thổ',
    'heavenly-fire': 'Thiên Thượng Hỏa',
    'pomegranate-wood': 'Thạch Lựu Mộc',
    'great-sea-water': 'Đại Hải Thủy',
  },
}

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

export const SHENSHA = entries<ShenshaCode>(
  [
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
  ],
  {
    'zh-TW': {
      nobleman: '天乙貴人',
      'supreme-nobleman': '太極貴人',
      'academic-star': '文昌',
      'travelling-horse': '驛馬',
      'peach-blossom': '桃花',
      canopy: '華蓋',
      'general-star': '將星',
      'goat-blade': '羊刃',
      'prosperity-star': '祿神',
      'red-phoenix': '紅鸞',
      'heavenly-joy': '天喜',
      'lonely-star': '孤辰',
      'widow-star': '寡宿',
      'robbery-sha': '劫煞',
      'death-spirit': '亡神',
      'heavenly-virtue': '天德',
      'monthly-virtue': '月德',
    },
    ja: {
      nobleman: '天乙貴人',
      'supreme-nobleman': '太極貴人',
      'academic-star': '文昌貴人',
      'travelling-horse': '駅馬',
      'peach-blossom': '桃花',
      canopy: '華蓋',
      'general-star': '将星',
      'goat-blade': '羊刃',
      'prosperity-star': '禄神',
      'red-phoenix': '紅鸞',
      'heavenly-joy': '天喜',
      'lonely-star': '孤辰',
      'widow-star': '寡宿',
      'robbery-sha': '劫殺',
      'death-spirit': '亡神',
      'heavenly-virtue': '天徳貴人',
      'monthly-virtue': '月徳貴人',
    },
    ko: {
      nobleman: '천을귀인',
      'supreme-nobleman': '태극귀인',
      'academic-star': '문창귀인',
      'travelling-horse': '역마살',
      'peach-blossom': '도화살',
      canopy: '화개살',
      'general-star': '장성살',
      'goat-blade': '양인살',
      'prosperity-star': '녹신',
      'red-phoenix': '홍란살',
      'heavenly-joy': '천희',
      'lonely-star': '고신살',
      'widow-star': '과숙살',
      'robbery-sha': '겁살',
      'death-spirit': '망신살',
      'heavenly-virtue': '천덕귀인',
      'monthly-virtue': '월덕귀인',
    },
    vi: {
      nobleman: 'Thiên Ất Quý Nhân',
      'supreme-nobleman': 'Thái Cực Quý Nhân',
      'academic-star': 'Văn Xương',
      'travelling-horse': 'Dịch Mã',
      'peach-blossom': 'Đào Hoa',
      canopy: 'Hoa Cái',
      'general-star': 'Tướng Tinh',
      'goat-blade': 'Dương Nhận',
      'prosperity-star': 'Lộc Thần',
      'red-phoenix': 'Hồng Loan',
      'heavenly-joy': 'Thiên Hỷ',
      'lonely-star': 'Cô Thần',
      'widow-star': 'Quả Tú',
      'robbery-sha': 'Kiếp Sát',
      'death-spirit': 'Vong Thần',
      'heavenly-virtue': 'Thiên Đức',
      'monthly-virtue': 'Nguyệt Đức',
    },
  },
)

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

export const INTERACTIONS = entries<InteractionCode>(
  [
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
  ],
  {
    'zh-TW': {
      'stem-combination': '天干五合',
      'stem-clash': '天干相沖',
      'six-combination': '地支六合',
      'three-combination': '地支三合',
      'half-combination': '地支半合',
      'directional-combination': '地支三會',
      'six-clash': '地支六沖',
      punishment: '地支相刑',
      'self-punishment': '地支自刑',
      harm: '地支六害',
      destruction: '地支相破',
    },
    ja: {
      'stem-combination': '干合',
      'stem-clash': '干沖',
      'six-combination': '支合',
      'three-combination': '三合会局',
      'half-combination': '半会',
      'directional-combination': '方合',
      'six-clash': '沖',
      punishment: '刑',
      'self-punishment': '自刑',
      harm: '害',
      destruction: '破',
    },
    ko: {
      'stem-combination': '천간합',
      'stem-clash': '천간충',
      'six-combination': '육합',
      'three-combination': '삼합',
      'half-combination': '반합',
      'directional-combination': '방합',
      'six-clash': '육충',
      punishment: '상형',
      'self-punishment': '자형',
      harm: '육해',
      destruction: '상파',
    },
    vi: {
      'stem-combination': 'Thiên Can Ngũ Hợp',
      'stem-clash': 'Thiên Can Tương Xung',
      'six-combination': 'Lục Hợp',
      'three-combination': 'Tam Hợp',
      'half-combination': 'Bán Hợp',
      'directional-combination': 'Tam Hội',
      'six-clash': 'Lục Xung',
      punishment: 'Tương Hình',
      'self-punishment': 'Tự Hình',
      harm: 'Lục Hại',
      destruction: 'Tương Phá',
    },
  },
)

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

export const PALACES = entries<'conception' | 'conception-breath' | 'life' | 'body'>(
  [
    ['conception', '胎元', 'Conception Palace'],
    ['conception-breath', '胎息', 'Conception Breath'],
    ['life', '命宫', 'Life Palace'],
    ['body', '身宫', 'Body Palace'],
  ],
  {
    'zh-TW': {
      conception: '胎元',
      'conception-breath': '胎息',
      life: '命宮',
      body: '身宮',
    },
    ja: {
      conception: '胎元',
      'conception-breath': '胎息',
      life: '命宮',
      body: '身宮',
    },
    ko: {
      conception: '태원',
      'conception-breath': '태식',
      life: '명궁',
      body: '신궁',
    },
    vi: {
      conception: 'Thai Nguyên',
      'conception-breath': 'Thai Tức',
      life: 'Mệnh Cung',
      body: 'Thân Cung',
    },
  },
)

export const STRENGTH_VERDICTS = entries<'strong' | 'weak' | 'balanced'>(
  [
    ['strong', '身强', 'Strong'],
    ['weak', '身弱', 'Weak'],
    ['balanced', '中和', 'Balanced'],
  ],
  {
    'zh-TW': {
      strong: '身強',
      weak: '身弱',
      balanced: '中和',
    },
    ja: {
      strong: '身強',
      weak: '身弱',
      balanced: '中和',
    },
    ko: {
      strong: '신강',
      weak: '신약',
      balanced: '중화',
    },
    vi: {
      strong: 'Thân Vượng',
      weak: 'Thân Nhược',
      balanced: 'Trung Hòa',
    },
  },
)

export const LUCK_DIRECTIONS = entries<'forward' | 'backward'>(
  [
    ['forward', '顺行', 'Forward'],
    ['backward', '逆行', 'Backward'],
  ],
  {
    'zh-TW': {
      forward: '順行',
      backward: '逆行',
    },
    ja: {
      forward: '順行',
      backward: '逆行',
    },
    ko: {
      forward: '순행',
      backward: '역행',
    },
    vi: {
      forward: 'Thuận Hành',
      backward: 'Nghịch Hành',
    },
  },
)

/** How ages are counted in the luck pillars (docs/domain.md, "Luck pillars"). */
export const AGE_RECKONINGS = entries<'nominal'>(
  [['nominal', '虚岁（出生年1岁，逐年加1）', 'Nominal age (xusui): 1 in the birth year, +1 each year']],
  {
    'zh-TW': {
      nominal: '虛歲（出生年1歲，逐年加1）',
    },
    ja: {
      nominal: '数え年（生まれた年を1歳とし、年が改まるごとに1歳加える）',
    },
    ko: {
      nominal: '세는나이(태어난 해를 1세로 하고 해가 바뀔 때마다 1세씩 더함)',
    },
    vi: {
      nominal: 'Tuổi mụ (năm sinh tính là 1 tuổi, mỗi năm thêm 1 tuổi)',
    },
  },
)

/** The ten-god groups (五类) used for favourable-element reasoning. */
export const TEN_GOD_GROUPS = entries<'companion' | 'output' | 'wealth' | 'officer' | 'resource'>(
  [
    ['companion', '比劫', 'Companion'],
    ['output', '食伤', 'Output'],
    ['wealth', '财星', 'Wealth'],
    ['officer', '官杀', 'Officer'],
    ['resource', '印星', 'Resource'],
  ],
  {
    'zh-TW': {
      companion: '比劫',
      output: '食傷',
      wealth: '財星',
      officer: '官殺',
      resource: '印星',
    },
    ja: {
      companion: '比劫',
      output: '食傷',
      wealth: '財星',
      officer: '官星',
      resource: '印星',
    },
    ko: {
      companion: '비겁',
      output: '식상',
      wealth: '재성',
      officer: '관성',
      resource: '인성',
    },
    vi: {
      companion: 'Tỷ Kiếp',
      output: 'Thực Thương',
      wealth: 'Tài Tinh',
      officer: 'Quan Sát',
      resource: 'Ấn Tinh',
    },
  },
)

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
  nayin: entries<NayinCode>(NAYIN_ORDER, NAYIN_NAMES),
} as const
