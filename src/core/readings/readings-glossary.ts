/**
 * The number-energy and compatibility term tables as `docs/glossary.md` shows them
 * (`scripts/build-glossary.ts`), with the sources of each locale's terms. The tables themselves are in
 * `number-energy-words.ts` and `compatibility-words.ts`; the sentences of both answers are not terms
 * and are not listed.
 */
import type { GlossarySection } from '../locale'
import {
  BRANCH_RELATION_CODES,
  BRANCH_RELATION_NAMES,
  COMPONENT_CODES,
  COMPONENT_NAMES,
  PILLAR_KEYS,
  RATING_CODES,
  RATING_NAMES,
  STEM_POSITION_NAMES,
} from './compatibility-words'
import { STAR_CODES } from './number-energy-table'
import {
  BAND_CODES,
  BAND_NAMES,
  LIFE_GROUP_NAMES,
  RELATION_NAMES,
  SCHOOL_NAMES,
  STAR_NAMES,
  TRIGRAM_CODES,
  TRIGRAM_NAMES,
} from './number-energy-words'
import { glossaryTerms } from './phrases'

const TRADITIONAL = '`zh-TW` and `zh-HK` (the same here) in the character forms of 《教育部重編國語辭典》, written by hand, not converted.'

export function glossarySections(): GlossarySection[] {
  return [
    {
      title: 'Number energy: the eight stars (八星)',
      sources: [
        'The 游年 stars of 《八宅明镜》 on 洛书 digit pairs (number-energy-table.ts cites the pair tables).',
        `${TRADITIONAL} 生氣 天醫 絕命 禍害.`,
        '`ja`: the names of 八宅派風水 (生気, 絶命, and 六殺 as Japanese writes 六煞).',
        '`ko`: the hangul readings used in 팔택 풍수 and 번호 풍수 (생기, 천의, 연년, 복위, 절명, 화해, 오귀, 육살).',
        '`vi`: Bát Tinh as the Vietnamese phone-number school writes it (huythanhnguyen/phongthuybotbackend `constants/batTinh.js`: Sinh Khí, Thiên Y, Diên Niên, Phục Vị, Tuyệt Mệnh, Họa Hại, Ngũ Quỷ, Lục Sát).',
      ].join('\n'),
      terms: glossaryTerms(STAR_NAMES, STAR_CODES),
    },
    {
      title: 'Number energy: trigrams and life groups (命卦)',
      sources: [
        'The 后天八卦 of the 洛书 digits and the 东四命/西四命 groups of 《八宅明镜》.',
        `${TRADITIONAL} 兌, 離.`,
        '`ja`: the kanji (兌, 離; 東四命, 西四命); `ko`: the hangul readings (감 곤 진 손 건 태 간 이; 동사명, 서사명); `vi`: Hán-Việt (Khảm, Khôn, Chấn, Tốn, Càn, Đoài, Cấn, Ly; Đông tứ mệnh, Tây tứ mệnh).',
      ].join('\n'),
      terms: [...glossaryTerms(TRIGRAM_NAMES, TRIGRAM_CODES), ...glossaryTerms(LIFE_GROUP_NAMES, ['east', 'west'])],
    },
    {
      title: 'Number energy: the digits’ elements seen from the day master, score bands and school',
      sources: [
        'The ten-god families (比劫 印 食伤 财 官杀) of 子平 practice, as each tradition names them: `ja` 比劫, 印星, 食傷, 財星, 官殺 (四柱推命); `ko` 비겁, 인성, 식상, 재성, 관살 (사주명리); `vi` Tỷ Kiếp, Ấn, Thực Thương, Tài, Quan Sát.',
        `${TRADITIONAL} 食傷, 財, 官殺, 剋.`,
        'The score bands and the school’s name are this service’s own wording.',
      ].join('\n'),
      terms: [
        ...glossaryTerms(RELATION_NAMES, ['companion', 'resource', 'output', 'wealth', 'authority']),
        ...glossaryTerms(BAND_NAMES, BAND_CODES),
        ...glossaryTerms(SCHOOL_NAMES, ['ba-xing']),
      ],
    },
    {
      title: 'Compatibility (合婚): components, branch relations, ratings, stem positions',
      sources: [
        'Components and ratings are this service’s scoring (compatibility-score.ts); the branch relations are those of 《三命通会》 as 合婚 names them (六合 三合 六冲 相刑 自刑 六害 相破).',
        `${TRADITIONAL} 六沖 (沖 in a clash), 夫妻宮, 五行互補, 時干.`,
        '`ja`: 四柱推命 terms (支合, 沖, 刑, 害, 破; 干合; 夫妻宮; 時干), the same as the chart’s interaction names.',
        '`ko`: 사주 궁합 terms in hangul (육합, 삼합, 육충, 상형, 자형, 육해, 상파; 천간합; 배우자궁; 연간 월간 일간 시간).',
        '`vi`: Hán-Việt terms of Tứ Trụ (Lục Hợp, Tam Hợp, Lục Xung, Tương Hình, Tự Hình, Lục Hại, Tương Phá; thiên can ngũ hợp; cung phu thê).',
      ].join('\n'),
      terms: [
        ...glossaryTerms(COMPONENT_NAMES, COMPONENT_CODES),
        ...glossaryTerms(BRANCH_RELATION_NAMES, BRANCH_RELATION_CODES),
        ...glossaryTerms(RATING_NAMES, RATING_CODES),
        ...glossaryTerms(STEM_POSITION_NAMES, PILLAR_KEYS),
      ],
    },
  ]
}
