/**
 * The tarot's names in every locale: the 22 major arcana, the four suits, the fourteen ranks of a
 * suit, the suits' elements and the two orientations. Hand-curated label tables (never converted by
 * machine), exported for the generated glossary by `glossarySections()`.
 *
 * Sources, per locale:
 * - en: the card titles of the Rider-Waite-Smith deck (A. E. Waite, *The Pictorial Key to the Tarot*, 1911).
 * - zh: Brhiza/mingyu `src/utils/tarot.ts` (suits 权杖/圣杯/宝剑/钱币), as the deck has always answered.
 * - zh-TW: the names Taiwanese tarot books and RWS editions print (皇后 for the Empress, 隱者, 高塔;
 *   the minors 權杖王牌, 權杖二 … 權杖十, 侍者, 騎士, 皇后, 國王), characters checked against 教育部《重編國語辭典修訂本》.
 *   zh-HK: the same names; Hong Kong's tarot books use them, and no character of them differs between
 *   the two standards.
 * - ja: the names of the Japanese RWS editions and tarot literature (愚者, 魔術師, 女教皇, 女帝, 法王,
 *   吊るされた男; 小アルカナ ワンド/カップ/ソード/ペンタクル, ranks エース … キング, "ワンドのエース");
 *   elements 火・水・風・地 as Japanese tarot books attribute them; 正位置/逆位置.
 * - ko: the names of Korean tarot literature (바보, 마법사, 여사제, 여황제, 교황, 매달린 사람; 완드/컵/소드/펜타클,
 *   "완드 에이스", 페이지/나이트/퀸/킹); elements 불·물·공기·흙; 정방향/역방향.
 * - vi: the names Vietnamese tarot readers use (Chàng Khờ, Nhà Ảo Thuật, Nữ Tư Tế, Nữ Hoàng; bộ Gậy,
 *   Cốc, Kiếm, Tiền; "Át Gậy", Tiểu Đồng, Hiệp Sĩ, Hoàng Hậu, Vua); elements Lửa, Nước, Khí, Đất;
 *   Xuôi/Ngược for the orientation.
 */
import type { GlossarySection, Localized } from '../locale'
import type { Locale } from '../types'

export type SuitKey = 'wands' | 'cups' | 'swords' | 'pentacles'

/** The major arcana in card order (index = card number = card id). */
export const MAJOR_NAMES: readonly Localized[] = [
  { en: 'The Fool', zh: '愚者', 'zh-TW': '愚者', 'zh-HK': '愚者', ja: '愚者', ko: '바보', vi: 'Chàng Khờ' },
  { en: 'The Magician', zh: '魔术师', 'zh-TW': '魔術師', 'zh-HK': '魔術師', ja: '魔術師', ko: '마법사', vi: 'Nhà Ảo Thuật' },
  { en: 'The High Priestess', zh: '女祭司', 'zh-TW': '女祭司', 'zh-HK': '女祭司', ja: '女教皇', ko: '여사제', vi: 'Nữ Tư Tế' },
  { en: 'The Empress', zh: '女皇', 'zh-TW': '皇后', 'zh-HK': '皇后', ja: '女帝', ko: '여황제', vi: 'Nữ Hoàng' },
  { en: 'The Emperor', zh: '皇帝', 'zh-TW': '皇帝', 'zh-HK': '皇帝', ja: '皇帝', ko: '황제', vi: 'Hoàng Đế' },
  { en: 'The Hierophant', zh: '教皇', 'zh-TW': '教皇', 'zh-HK': '教皇', ja: '法王', ko: '교황', vi: 'Giáo Hoàng' },
  { en: 'The Lovers', zh: '恋人', 'zh-TW': '戀人', 'zh-HK': '戀人', ja: '恋人', ko: '연인', vi: 'Tình Nhân' },
  { en: 'The Chariot', zh: '战车', 'zh-TW': '戰車', 'zh-HK': '戰車', ja: '戦車', ko: '전차', vi: 'Chiến Xa' },
  { en: 'Strength', zh: '力量', 'zh-TW': '力量', 'zh-HK': '力量', ja: '力', ko: '힘', vi: 'Sức Mạnh' },
  { en: 'The Hermit', zh: '隐士', 'zh-TW': '隱者', 'zh-HK': '隱者', ja: '隠者', ko: '은둔자', vi: 'Ẩn Sĩ' },
  {
    en: 'Wheel of Fortune',
    zh: '命运之轮',
    'zh-TW': '命運之輪',
    'zh-HK': '命運之輪',
    ja: '運命の輪',
    ko: '운명의 수레바퀴',
    vi: 'Bánh Xe Số Phận',
  },
  { en: 'Justice', zh: '正义', 'zh-TW': '正義', 'zh-HK': '正義', ja: '正義', ko: '정의', vi: 'Công Lý' },
  {
    en: 'The Hanged Man',
    zh: '倒吊人',
    'zh-TW': '倒吊人',
    'zh-HK': '倒吊人',
    ja: '吊るされた男',
    ko: '매달린 사람',
    vi: 'Người Treo Ngược',
  },
  { en: 'Death', zh: '死神', 'zh-TW': '死神', 'zh-HK': '死神', ja: '死神', ko: '죽음', vi: 'Tử Thần' },
  { en: 'Temperance', zh: '节制', 'zh-TW': '節制', 'zh-HK': '節制', ja: '節制', ko: '절제', vi: 'Tiết Chế' },
  { en: 'The Devil', zh: '恶魔', 'zh-TW': '惡魔', 'zh-HK': '惡魔', ja: '悪魔', ko: '악마', vi: 'Ác Quỷ' },
  { en: 'The Tower', zh: '塔', 'zh-TW': '高塔', 'zh-HK': '高塔', ja: '塔', ko: '탑', vi: 'Tòa Tháp' },
  { en: 'The Star', zh: '星星', 'zh-TW': '星星', 'zh-HK': '星星', ja: '星', ko: '별', vi: 'Ngôi Sao' },
  { en: 'The Moon', zh: '月亮', 'zh-TW': '月亮', 'zh-HK': '月亮', ja: '月', ko: '달', vi: 'Mặt Trăng' },
  { en: 'The Sun', zh: '太阳', 'zh-TW': '太陽', 'zh-HK': '太陽', ja: '太陽', ko: '태양', vi: 'Mặt Trời' },
  { en: 'Judgement', zh: '审判', 'zh-TW': '審判', 'zh-HK': '審判', ja: '審判', ko: '심판', vi: 'Phán Xét' },
  { en: 'The World', zh: '世界', 'zh-TW': '世界', 'zh-HK': '世界', ja: '世界', ko: '세계', vi: 'Thế Giới' },
]

/** The suits' names. */
export const SUIT_NAMES: Readonly<Record<SuitKey, Localized>> = {
  wands: { en: 'Wands', zh: '权杖', 'zh-TW': '權杖', 'zh-HK': '權杖', ja: 'ワンド', ko: '완드', vi: 'Gậy' },
  cups: { en: 'Cups', zh: '圣杯', 'zh-TW': '聖杯', 'zh-HK': '聖杯', ja: 'カップ', ko: '컵', vi: 'Cốc' },
  swords: { en: 'Swords', zh: '宝剑', 'zh-TW': '寶劍', 'zh-HK': '寶劍', ja: 'ソード', ko: '소드', vi: 'Kiếm' },
  pentacles: { en: 'Pentacles', zh: '钱币', 'zh-TW': '錢幣', 'zh-HK': '錢幣', ja: 'ペンタクル', ko: '펜타클', vi: 'Tiền' },
}

/** The classical element of each suit (Golden Dawn attribution, followed by Waite). */
export const SUIT_ELEMENTS: Readonly<Record<SuitKey, Localized>> = {
  wands: { en: 'fire', zh: '火', 'zh-TW': '火', 'zh-HK': '火', ja: '火', ko: '불', vi: 'Lửa' },
  cups: { en: 'water', zh: '水', 'zh-TW': '水', 'zh-HK': '水', ja: '水', ko: '물', vi: 'Nước' },
  swords: { en: 'air', zh: '风', 'zh-TW': '風', 'zh-HK': '風', ja: '風', ko: '공기', vi: 'Khí' },
  pentacles: { en: 'earth', zh: '土', 'zh-TW': '土', 'zh-HK': '土', ja: '地', ko: '흙', vi: 'Đất' },
}

/**
 * The ranks of a suit, Ace to King. zh-TW/zh-HK keep 王牌 for the Ace (權杖王牌; some Taiwanese books
 * print 權杖一), as the template's sentence on Aces says (王牌象徵種子與開端).
 */
export const MINOR_RANK_NAMES: readonly Localized[] = [
  { en: 'Ace', zh: '王牌', 'zh-TW': '王牌', 'zh-HK': '王牌', ja: 'エース', ko: '에이스', vi: 'Át' },
  { en: 'Two', zh: '二', 'zh-TW': '二', 'zh-HK': '二', ja: '2', ko: '2', vi: 'Hai' },
  { en: 'Three', zh: '三', 'zh-TW': '三', 'zh-HK': '三', ja: '3', ko: '3', vi: 'Ba' },
  { en: 'Four', zh: '四', 'zh-TW': '四', 'zh-HK': '四', ja: '4', ko: '4', vi: 'Bốn' },
  { en: 'Five', zh: '五', 'zh-TW': '五', 'zh-HK': '五', ja: '5', ko: '5', vi: 'Năm' },
  { en: 'Six', zh: '六', 'zh-TW': '六', 'zh-HK': '六', ja: '6', ko: '6', vi: 'Sáu' },
  { en: 'Seven', zh: '七', 'zh-TW': '七', 'zh-HK': '七', ja: '7', ko: '7', vi: 'Bảy' },
  { en: 'Eight', zh: '八', 'zh-TW': '八', 'zh-HK': '八', ja: '8', ko: '8', vi: 'Tám' },
  { en: 'Nine', zh: '九', 'zh-TW': '九', 'zh-HK': '九', ja: '9', ko: '9', vi: 'Chín' },
  { en: 'Ten', zh: '十', 'zh-TW': '十', 'zh-HK': '十', ja: '10', ko: '10', vi: 'Mười' },
  { en: 'Page', zh: '侍者', 'zh-TW': '侍者', 'zh-HK': '侍者', ja: 'ペイジ', ko: '페이지', vi: 'Tiểu Đồng' },
  { en: 'Knight', zh: '骑士', 'zh-TW': '騎士', 'zh-HK': '騎士', ja: 'ナイト', ko: '나이트', vi: 'Hiệp Sĩ' },
  { en: 'Queen', zh: '王后', 'zh-TW': '皇后', 'zh-HK': '皇后', ja: 'クイーン', ko: '퀸', vi: 'Hoàng Hậu' },
  { en: 'King', zh: '国王', 'zh-TW': '國王', 'zh-HK': '國王', ja: 'キング', ko: '킹', vi: 'Vua' },
]

/**
 * A minor arcanum's name from its suit and rank, in each language's word order: "Ace of Wands",
 * 权杖王牌 / 權杖王牌, ワンドのエース, 완드 에이스, Át Gậy.
 */
export const minorName = (suit: SuitKey, rank: number, locale: Locale): string => {
  const s = SUIT_NAMES[suit][locale]
  const r = MINOR_RANK_NAMES[rank - 1][locale]
  switch (locale) {
    case 'en':
      return `${r} of ${s}`
    case 'ja':
      return `${s}の${r}`
    case 'ko':
      return `${s} ${r}`
    case 'vi':
      return `${r} ${s}`
    default:
      return `${s}${r}`
  }
}

export type Orientation = 'upright' | 'reversed'

export const ORIENTATION_NAMES: Readonly<Record<Orientation, Localized>> = {
  upright: { en: 'Upright', zh: '正位', 'zh-TW': '正位', 'zh-HK': '正位', ja: '正位置', ko: '정방향', vi: 'Xuôi' },
  reversed: { en: 'Reversed', zh: '逆位', 'zh-TW': '逆位', 'zh-HK': '逆位', ja: '逆位置', ko: '역방향', vi: 'Ngược' },
}

const SOURCES = [
  '- en: the card titles of the Rider-Waite-Smith deck (A. E. Waite, *The Pictorial Key to the Tarot*, 1911).',
  '- zh: Brhiza/mingyu `src/utils/tarot.ts` (suits 权杖/圣杯/宝剑/钱币).',
  '- zh-TW, zh-HK: the names Taiwanese and Hong Kong tarot books print (皇后 for the Empress, 隱者, 高塔; 權杖王牌 … 國王), characters checked against 教育部《重編國語辭典修訂本》.',
  '- ja: Japanese RWS editions and tarot literature (女教皇, 女帝, 法王, 吊るされた男; ワンド/カップ/ソード/ペンタクル; 火・水・風・地; 正位置/逆位置).',
  '- ko: Korean tarot literature (바보, 여사제, 여황제, 매달린 사람; 완드/컵/소드/펜타클; 정방향/역방향).',
  '- vi: the names Vietnamese tarot readers use (Chàng Khờ, Nữ Tư Tế; bộ Gậy, Cốc, Kiếm, Tiền; Át, Tiểu Đồng, Hiệp Sĩ, Hoàng Hậu, Vua).',
].join('\n')

/** The tarot's term tables for the generated glossary. */
export function glossarySections(): GlossarySection[] {
  return [
    {
      title: 'Tarot: major arcana',
      sources: SOURCES,
      terms: MAJOR_NAMES.map((names, number) => ({ code: `ar${String(number).padStart(2, '0')}`, names })),
    },
    {
      title: 'Tarot: suits, their elements, ranks and orientations',
      sources: SOURCES,
      terms: [
        ...(Object.keys(SUIT_NAMES) as SuitKey[]).map((suit) => ({ code: suit, names: SUIT_NAMES[suit] })),
        ...(Object.keys(SUIT_ELEMENTS) as SuitKey[]).map((suit) => ({ code: `${suit}.element`, names: SUIT_ELEMENTS[suit] })),
        ...MINOR_RANK_NAMES.map((names, index) => ({ code: `rank-${index + 1}`, names })),
        ...(Object.keys(ORIENTATION_NAMES) as Orientation[]).map((side) => ({ code: side, names: ORIENTATION_NAMES[side] })),
      ],
    },
  ]
}
