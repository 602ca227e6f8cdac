/**
 * The 八星 (eight stars) digit-pair table of 数字能量学 phone-number reading.
 *
 * School: the eight stars are the 八宅 游年 stars (《八宅明镜》: 生气 天医 延年 伏位 绝命 五鬼 六煞 祸害)
 * applied to digits read as 洛书 (后天八卦) trigram numbers: 1 坎, 2 坤, 3 震, 4 巽, 6 乾, 7 兑, 8 艮, 9 离.
 * A digit pair names the star that trigram B holds from trigram A (e.g. 13 = 坎→震 = 天医). 5 (the
 * centre) and 0 have no trigram, which is why they form no star of their own (see number-energy.ts
 * for the 0 and 5 rules).
 *
 * Levels (energy 1-4): huythanhnguyen/phongthuybotbackend `constants/batTinh.js` (mirrored in its
 * `python_adk/agents/batcuclinh_so_agent/tools/phone_analyzer.py`); the pairs per star are confirmed
 * by friday0925/phone-number-numerology and www.fyqyw.com/view/85059. Levels 3-4 are that school's
 * "động số" (active numbers), 1-2 "tĩnh số" (passive numbers). `55` and `00` are not in the level
 * table (some sources file them under 伏位; the cited table does not), so they form no star here.
 *
 * The table is data, transcribed once; every lookup goes through `STAR_BY_PAIR`.
 */

export type StarCode = 'shengqi' | 'tianyi' | 'yannian' | 'fuwei' | 'jueming' | 'huohai' | 'wugui' | 'liusha'
export type StarNature = 'auspicious' | 'inauspicious'
export type EnergyLevel = 1 | 2 | 3 | 4

export interface StarInfo {
  code: StarCode
  zh: string
  en: string
  pinyin: string
  /** 四吉星 (生气 天医 延年 伏位) are auspicious, 四凶星 inauspicious (《八宅明镜》). */
  nature: StarNature
  /** What the star governs in this school, both languages. */
  theme: { en: string; zh: string }
  /** Pairs by level: index 0 = level 4 (strongest) … index 3 = level 1. */
  pairsByLevel: readonly [readonly string[], readonly string[], readonly string[], readonly string[]]
}

/** Table order is the display order: four auspicious stars, then four inauspicious (docs/domain.md, "Number energy"). */
export const STARS: readonly StarInfo[] = [
  {
    code: 'shengqi',
    zh: '生气',
    en: 'Sheng Qi (Vital Energy)',
    pinyin: 'shēng qì',
    nature: 'auspicious',
    theme: { en: 'helpful people, popularity, optimism', zh: '贵人、人缘、乐观' },
    pairsByLevel: [
      ['14', '41'],
      ['67', '76'],
      ['39', '93'],
      ['28', '82'],
    ],
  },
  {
    code: 'tianyi',
    zh: '天医',
    en: 'Tian Yi (Heavenly Doctor)',
    pinyin: 'tiān yī',
    nature: 'auspicious',
    theme: { en: 'earned wealth, marriage, wisdom', zh: '正财、婚姻、智慧' },
    pairsByLevel: [
      ['13', '31'],
      ['68', '86'],
      ['49', '94'],
      ['27', '72'],
    ],
  },
  {
    code: 'yannian',
    zh: '延年',
    en: 'Yan Nian (Longevity)',
    pinyin: 'yán nián',
    nature: 'auspicious',
    theme: { en: 'career, leadership, keeping wealth', zh: '事业、领导力、守财' },
    pairsByLevel: [
      ['19', '91'],
      ['78', '87'],
      ['34', '43'],
      ['26', '62'],
    ],
  },
  {
    code: 'fuwei',
    zh: '伏位',
    en: 'Fu Wei (Stability)',
    pinyin: 'fú wèi',
    nature: 'auspicious',
    theme: { en: 'waiting, gathering strength, caution', zh: '等待、蓄势、保守' },
    pairsByLevel: [
      ['11', '22'],
      ['88', '99'],
      ['66', '77'],
      ['33', '44'],
    ],
  },
  {
    code: 'jueming',
    zh: '绝命',
    en: 'Jue Ming (Total Loss)',
    pinyin: 'jué mìng',
    nature: 'inauspicious',
    theme: { en: 'ups and downs, risky investment, losses', zh: '大起大落、投资冒险、破财' },
    pairsByLevel: [
      ['12', '21'],
      ['69', '96'],
      ['48', '84'],
      ['37', '73'],
    ],
  },
  {
    code: 'huohai',
    zh: '祸害',
    en: 'Huo Hai (Mishap)',
    pinyin: 'huò hài',
    nature: 'inauspicious',
    theme: { en: 'quarrels and gossip, a sharp tongue', zh: '口舌是非、口才' },
    pairsByLevel: [
      ['17', '71'],
      ['89', '98'],
      ['46', '64'],
      ['23', '32'],
    ],
  },
  {
    code: 'wugui',
    zh: '五鬼',
    en: 'Wu Gui (Five Ghosts)',
    pinyin: 'wǔ guǐ',
    nature: 'inauspicious',
    theme: { en: 'talent, restless change, accidents', zh: '才华、多变、意外' },
    pairsByLevel: [
      ['18', '81'],
      ['79', '97'],
      ['36', '63'],
      ['24', '42'],
    ],
  },
  {
    code: 'liusha',
    zh: '六煞',
    en: 'Liu Sha (Six Killings)',
    pinyin: 'liù shà',
    nature: 'inauspicious',
    theme: { en: 'emotional and social entanglements', zh: '情感与人际纠葛' },
    pairsByLevel: [
      ['16', '61'],
      ['47', '74'],
      ['38', '83'],
      ['29', '92'],
    ],
  },
]

export const STAR_CODES: readonly StarCode[] = STARS.map((s) => s.code)

/** Two-digit string → its star and table level. Built once at module load from `STARS`. */
export const STAR_BY_PAIR: ReadonlyMap<string, { star: StarInfo; level: EnergyLevel }> = new Map(
  STARS.flatMap((star) =>
    star.pairsByLevel.flatMap((pairs, i) => pairs.map((pair) => [pair, { star, level: (4 - i) as EnergyLevel }] as const)),
  ),
)

/** Digits that form stars: the eight trigram numbers of the 洛书 (5 is the centre, 0 is no trigram). */
export const STAR_DIGITS = '12346789'

/** 洛书 后天八卦 trigram of each star digit (used for the personal life trigram, 命卦). */
export const TRIGRAM_BY_DIGIT: Readonly<Record<string, { zh: string; en: string }>> = {
  '1': { zh: '坎', en: 'Kan (Water)' },
  '2': { zh: '坤', en: 'Kun (Earth)' },
  '3': { zh: '震', en: 'Zhen (Thunder)' },
  '4': { zh: '巽', en: 'Xun (Wind)' },
  '6': { zh: '乾', en: 'Qian (Heaven)' },
  '7': { zh: '兑', en: 'Dui (Lake)' },
  '8': { zh: '艮', en: 'Gen (Mountain)' },
  '9': { zh: '离', en: 'Li (Fire)' },
}
