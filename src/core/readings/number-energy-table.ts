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

/** A star of the table; its names and theme in every locale are in `number-energy-words.ts`. */
export interface StarInfo {
  code: StarCode
  pinyin: string
  /** 四吉星 (生气 天医 延年 伏位) are auspicious, 四凶星 inauspicious (《八宅明镜》). */
  nature: StarNature
  /** Pairs by level: index 0 = level 4 (strongest) … index 3 = level 1. */
  pairsByLevel: readonly [readonly string[], readonly string[], readonly string[], readonly string[]]
}

/** Table order is the display order: four auspicious stars, then four inauspicious (docs/domain.md, "Number energy"). */
export const STARS: readonly StarInfo[] = [
  {
    code: 'shengqi',
    pinyin: 'shēng qì',
    nature: 'auspicious',
    pairsByLevel: [
      ['14', '41'],
      ['67', '76'],
      ['39', '93'],
      ['28', '82'],
    ],
  },
  {
    code: 'tianyi',
    pinyin: 'tiān yī',
    nature: 'auspicious',
    pairsByLevel: [
      ['13', '31'],
      ['68', '86'],
      ['49', '94'],
      ['27', '72'],
    ],
  },
  {
    code: 'yannian',
    pinyin: 'yán nián',
    nature: 'auspicious',
    pairsByLevel: [
      ['19', '91'],
      ['78', '87'],
      ['34', '43'],
      ['26', '62'],
    ],
  },
  {
    code: 'fuwei',
    pinyin: 'fú wèi',
    nature: 'auspicious',
    pairsByLevel: [
      ['11', '22'],
      ['88', '99'],
      ['66', '77'],
      ['33', '44'],
    ],
  },
  {
    code: 'jueming',
    pinyin: 'jué mìng',
    nature: 'inauspicious',
    pairsByLevel: [
      ['12', '21'],
      ['69', '96'],
      ['48', '84'],
      ['37', '73'],
    ],
  },
  {
    code: 'huohai',
    pinyin: 'huò hài',
    nature: 'inauspicious',
    pairsByLevel: [
      ['17', '71'],
      ['89', '98'],
      ['46', '64'],
      ['23', '32'],
    ],
  },
  {
    code: 'wugui',
    pinyin: 'wǔ guǐ',
    nature: 'inauspicious',
    pairsByLevel: [
      ['18', '81'],
      ['79', '97'],
      ['36', '63'],
      ['24', '42'],
    ],
  },
  {
    code: 'liusha',
    pinyin: 'liù shà',
    nature: 'inauspicious',
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
