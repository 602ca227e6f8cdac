/**
 * Bilingual glossary of the Bazi vocabulary: ten gods, twelve growth stages, nayin, symbolic stars
 * (神煞), interactions, hidden-stem roles, palaces, strength verdicts. Every term has a stable ASCII
 * `code` (used in JSON and by other modules), the Chinese term and an English rendering.
 *
 * English renderings follow the usual conventions of English-language Bazi literature (e.g. Joey Yap,
 * Jerry King): "Direct Officer" for 正官, "Seven Killings" for 七杀, "Eating God" for 食神 and so on.
 * Pinyin for the stems and branches lives in ganzhi.ts.
 */
import type { Locale } from '../types'

export interface GlossaryEntry {
  code: string
  zh: string
  en: string
}

/** A term as it appears in results: both languages plus `name` in the request's locale. */
export interface Term extends GlossaryEntry {
  name: string
}

export const term = (entry: GlossaryEntry, locale: Locale): Term => ({
  code: entry.code,
  zh: entry.zh,
  en: entry.en,
  name: locale === 'zh' ? entry.zh : entry.en,
})

const entries = <C extends string>(rows: readonly (readonly [C, string, string])[]): Record<C, GlossaryEntry> => {
  const out = {} as Record<C, GlossaryEntry>
  for (const [code, zh, en] of rows) out[code] = { code, zh, en }
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

export const TEN_GODS = entries<TenGodCode>([
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
])

export const DAY_MASTER_ENTRY: GlossaryEntry = { code: 'day-master', zh: '日主', en: 'Day Master' }

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

export const GROWTH_STAGES = entries<GrowthStageCode>([
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
])

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

export const HIDDEN_STEM_ROLE_TERMS = entries<'main' | 'middle' | 'residual'>([
  ['main', '本气', 'Main Qi'],
  ['middle', '中气', 'Middle Qi'],
  ['residual', '余气', 'Residual Qi'],
])

const PILLAR_NAMES = entries<'year' | 'month' | 'day' | 'hour'>([
  ['year', '年柱', 'Year Pillar'],
  ['month', '月柱', 'Month Pillar'],
  ['day', '日柱', 'Day Pillar'],
  ['hour', '时柱', 'Hour Pillar'],
])

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
  nayin: Object.fromEntries(NAYIN_ORDER.map(([code, zh, en]) => [code, { code, zh, en }])) as Record<string, GlossaryEntry>,
} as const
