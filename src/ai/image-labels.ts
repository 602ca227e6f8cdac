/**
 * The fixed texts the service adds to face, aura and couple-face readings, in every locale: the
 * labels of the three courts, the five features, the face types, the aura colours, energy and
 * harmony levels (the model picks a code; the label is ours), the refusal messages and the
 * disclaimer. Label tables are keyed by the code and typed on its union, so a missing term does not
 * compile; each is built once.
 *
 * Sources of the terms (`glossarySections`, shown in docs/glossary.md):
 * - 三停 and 五官 with their officers (保寿官, 监察官, 审辨官, 出纳官, 采听官): 《麻衣相法》 and
 *   《神相全编》, as Chinese face reading names them; Traditional forms by 教育部重編國語辭典 (髮際,
 *   鼻頭, 審辨, 採聽).
 * - Japanese: the same terms as Japanese 人相学 writes them in shinjitai (保寿官, 審弁官, 採聴官;
 *   上停・中停・下停).
 * - Korean: the hangul readings of the same hanja terms (상정, 중정, 하정; 보수관, 감찰관, 심변관,
 *   출납관, 채청관), as Korean 관상 (face reading) writes them.
 * - Vietnamese: the Sino-Vietnamese readings used in nhân tướng học (Thượng đình, Trung đình, Hạ
 *   đình; Bảo thọ quan, Giám sát quan, Thẩm biện quan, Xuất nạp quan, Thái thính quan).
 * - Colours and levels: everyday words of each language.
 */
import type { GlossarySection, Localized } from '../core/locale'
import { READING_DISCLAIMER } from '../core/readings/disclaimer'
import { sentences } from '../core/sentence'
import type { Element } from '../core/bazi'
import type { Locale } from '../core/types'
import type { RefusalReason } from '../contracts/images'

type Court = 'upper' | 'middle' | 'lower'
type Feature = 'eyebrows' | 'eyes' | 'nose' | 'mouth' | 'ears'
type AuraColor = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'indigo' | 'violet' | 'pink' | 'white' | 'gold' | 'silver'
type EnergyLevel = 'low' | 'moderate' | 'high' | 'radiant'
type HarmonyLevel = 'challenging' | 'moderate' | 'good' | 'excellent'

/** A term: its short Chinese name (the contract's `zh` member) and its label in every locale. */
interface Term {
  zh: string
  label: Localized
}

export const COURTS: Record<Court, Term> = {
  upper: {
    zh: '上停',
    label: {
      en: 'Upper court (hairline to eyebrows)',
      zh: '上停（发际至眉）',
      'zh-TW': '上停（髮際至眉）',
      'zh-HK': '上停（髮際至眉）',
      ja: '上停（生え際から眉まで）',
      ko: '상정(머리털 난 자리부터 눈썹까지)',
      vi: 'Thượng đình (từ chân tóc đến lông mày)',
    },
  },
  middle: {
    zh: '中停',
    label: {
      en: 'Middle court (eyebrows to nose tip)',
      zh: '中停（眉至鼻头）',
      'zh-TW': '中停（眉至鼻頭）',
      'zh-HK': '中停（眉至鼻頭）',
      ja: '中停（眉から鼻先まで）',
      ko: '중정(눈썹부터 코끝까지)',
      vi: 'Trung đình (từ lông mày đến chóp mũi)',
    },
  },
  lower: {
    zh: '下停',
    label: {
      en: 'Lower court (nose tip to chin)',
      zh: '下停（鼻头至下巴）',
      'zh-TW': '下停（鼻頭至下巴）',
      'zh-HK': '下停（鼻頭至下巴）',
      ja: '下停（鼻先から顎まで）',
      ko: '하정(코끝부터 턱까지)',
      vi: 'Hạ đình (từ chóp mũi đến cằm)',
    },
  },
}

export const FEATURES: Record<Feature, Term> = {
  eyebrows: {
    zh: '眉',
    label: {
      en: 'Eyebrows (officer of longevity)',
      zh: '眉（保寿官）',
      'zh-TW': '眉（保壽官）',
      'zh-HK': '眉（保壽官）',
      ja: '眉（保寿官）',
      ko: '눈썹(보수관)',
      vi: 'Lông mày (Bảo thọ quan)',
    },
  },
  eyes: {
    zh: '眼',
    label: {
      en: 'Eyes (officer of observation)',
      zh: '眼（监察官）',
      'zh-TW': '眼（監察官）',
      'zh-HK': '眼（監察官）',
      ja: '目（監察官）',
      ko: '눈(감찰관)',
      vi: 'Mắt (Giám sát quan)',
    },
  },
  nose: {
    zh: '鼻',
    label: {
      en: 'Nose (officer of judgement)',
      zh: '鼻（审辨官）',
      'zh-TW': '鼻（審辨官）',
      'zh-HK': '鼻（審辨官）',
      ja: '鼻（審弁官）',
      ko: '코(심변관)',
      vi: 'Mũi (Thẩm biện quan)',
    },
  },
  mouth: {
    zh: '口',
    label: {
      en: 'Mouth (officer of speech and provision)',
      zh: '口（出纳官）',
      'zh-TW': '口（出納官）',
      'zh-HK': '口（出納官）',
      ja: '口（出納官）',
      ko: '입(출납관)',
      vi: 'Miệng (Xuất nạp quan)',
    },
  },
  ears: {
    zh: '耳',
    label: {
      en: 'Ears (officer of hearing)',
      zh: '耳（采听官）',
      'zh-TW': '耳（採聽官）',
      'zh-HK': '耳（採聽官）',
      ja: '耳（採聴官）',
      ko: '귀(채청관)',
      vi: 'Tai (Thái thính quan)',
    },
  },
}

/** The five-element face types (五行形相): the English keeps its "Wood type" form. */
export const FACE_TYPES: Record<Element, Localized> = {
  wood: { en: 'Wood type', zh: '木形', 'zh-TW': '木形', 'zh-HK': '木形', ja: '木形', ko: '목형', vi: 'Hình Mộc' },
  fire: { en: 'Fire type', zh: '火形', 'zh-TW': '火形', 'zh-HK': '火形', ja: '火形', ko: '화형', vi: 'Hình Hỏa' },
  earth: { en: 'Earth type', zh: '土形', 'zh-TW': '土形', 'zh-HK': '土形', ja: '土形', ko: '토형', vi: 'Hình Thổ' },
  metal: { en: 'Metal type', zh: '金形', 'zh-TW': '金形', 'zh-HK': '金形', ja: '金形', ko: '금형', vi: 'Hình Kim' },
  water: { en: 'Water type', zh: '水形', 'zh-TW': '水形', 'zh-HK': '水形', ja: '水形', ko: '수형', vi: 'Hình Thủy' },
}

const color = (zh: string, zhTW: string, en: string, ja: string, ko: string, vi: string): Term => ({
  zh,
  label: { en, zh, 'zh-TW': zhTW, 'zh-HK': zhTW, ja, ko, vi },
})

export const COLORS: Record<AuraColor, Term> = {
  red: color('红', '紅', 'Red', '赤', '빨강', 'Đỏ'),
  orange: color('橙', '橙', 'Orange', '橙', '주황', 'Cam'),
  yellow: color('黄', '黃', 'Yellow', '黄', '노랑', 'Vàng'),
  green: color('绿', '綠', 'Green', '緑', '초록', 'Xanh lá'),
  blue: color('蓝', '藍', 'Blue', '青', '파랑', 'Xanh lam'),
  indigo: color('靛', '靛', 'Indigo', '藍', '남색', 'Chàm'),
  violet: color('紫', '紫', 'Violet', '紫', '보라', 'Tím'),
  pink: color('粉', '粉', 'Pink', '桃色', '분홍', 'Hồng'),
  white: color('白', '白', 'White', '白', '하양', 'Trắng'),
  gold: color('金', '金', 'Gold', '金', '금색', 'Vàng kim'),
  silver: color('银', '銀', 'Silver', '銀', '은색', 'Bạc'),
}

export const ENERGY: Record<EnergyLevel, Term> = {
  low: color('偏低', '偏低', 'Low', '低め', '낮음', 'Thấp'),
  moderate: color('平稳', '平穩', 'Moderate', '安定', '안정', 'Ổn định'),
  high: color('充沛', '充沛', 'High', '充実', '충만', 'Dồi dào'),
  radiant: color('旺盛', '旺盛', 'Radiant', '旺盛', '왕성', 'Rực rỡ'),
}

export const HARMONY: Record<HarmonyLevel, Term> = {
  challenging: color('需磨合', '需磨合', 'Needs work', '歩み寄りが必要', '서로 맞춰 가야 함', 'Cần vun đắp thêm'),
  moderate: color('尚可', '尚可', 'Moderate', 'まずまず', '무난함', 'Tạm được'),
  good: color('和谐', '和諧', 'Good', '良好', '좋음', 'Hòa hợp'),
  excellent: color('非常和谐', '非常和諧', 'Excellent', 'とても良好', '매우 좋음', 'Rất hòa hợp'),
}

/** Why a photo is not read, in every locale (`core/sentence.ts`). */
const REFUSALS = sentences<RefusalReason>({
  NO_FACE: {
    en: 'No face could be found in the photo. Please send a clear, front-facing photo of one person.',
    zh: '照片中没有找到人脸。请发送一张清晰的单人正面照。',
    ja: '写真に顔が見つかりませんでした。一人が正面を向いた、はっきりした写真を送ってください。',
    ko: '사진에서 얼굴을 찾지 못했습니다. 한 사람이 정면을 향한 선명한 사진을 보내 주세요.',
    vi: 'Không tìm thấy khuôn mặt nào trong ảnh. Hãy gửi một ảnh rõ nét, chụp chính diện một người.',
  },
  MULTIPLE_FACES: {
    en: 'More than one face is in the photo. Please send a photo of one person only.',
    zh: '照片中有不止一张人脸。请发送只有一个人的照片。',
    ja: '写真に複数の顔が写っています。一人だけが写った写真を送ってください。',
    ko: '사진에 얼굴이 둘 이상 있습니다. 한 사람만 나온 사진을 보내 주세요.',
    vi: 'Trong ảnh có nhiều hơn một khuôn mặt. Hãy gửi ảnh chỉ có một người.',
  },
  NOT_TWO_PEOPLE: {
    en: 'The photo does not show exactly two people. Send one photo of both of you, or two separate portraits.',
    zh: '照片中不是恰好两个人。请发送一张两人合照，或两张单人照。',
    ja: '写真に写っているのがちょうど二人ではありません。お二人が一緒に写った写真を一枚、または一人ずつの写真を二枚送ってください。',
    ko: '사진에 정확히 두 사람이 나와 있지 않습니다. 두 분이 함께 나온 사진 한 장이나 각자의 사진 두 장을 보내 주세요.',
    vi: 'Ảnh không có đúng hai người. Hãy gửi một ảnh chụp chung cả hai, hoặc hai ảnh chân dung riêng.',
  },
  IMAGE_UNCLEAR: {
    en: 'The photo is too blurred, dark or small to read. Please send a sharper, well-lit photo.',
    zh: '照片太模糊、太暗或太小，无法解读。请发送更清晰、光线充足的照片。',
    ja: '写真がぼやけている、暗い、または小さすぎて読み取れません。より鮮明で明るい写真を送ってください。',
    ko: '사진이 너무 흐리거나 어둡거나 작아서 풀이할 수 없습니다. 더 선명하고 밝은 사진을 보내 주세요.',
    vi: 'Ảnh quá mờ, quá tối hoặc quá nhỏ để xem. Hãy gửi ảnh sắc nét hơn, đủ sáng.',
  },
  POLICY: {
    en: 'This photo cannot be read under the content policy (for example, it appears to show a child).',
    zh: '根据内容规范，这张照片无法解读（例如照片中似乎是儿童）。',
    ja: 'コンテンツポリシーにより、この写真は読み取れません（たとえば子どもが写っているように見える場合）。',
    ko: '콘텐츠 정책에 따라 이 사진은 풀이할 수 없습니다(예: 어린이로 보이는 경우).',
    vi: 'Theo chính sách nội dung, không thể xem ảnh này (ví dụ: người trong ảnh có vẻ là trẻ em).',
  },
})

/** The refusal message for `reason` and the disclaimer, in `locale`. */
export const imageSentences = (locale: Locale) => ({
  refusal: (reason: RefusalReason) => REFUSALS.text(locale, reason),
  disclaimer: READING_DISCLAIMER.in(locale),
})

export const labelIn = (term: Term, locale: Locale): string => term.label[locale]

const SOURCES = `Chinese face reading (面相): 三停 and 五官 with their officers as 《麻衣相法》 and 《神相全编》 name them; Traditional forms by 教育部重編國語辭典. Japanese: the same terms in Japanese 人相学 usage, in shinjitai (保寿官, 審弁官, 採聴官). Korean: the hangul readings of the same terms (관상). Vietnamese: their Sino-Vietnamese readings as nhân tướng học writes them. Colours and levels: everyday words of each language.`

const section = (title: string, table: Record<string, Term | Localized>): GlossarySection => ({
  title,
  sources: SOURCES,
  terms: Object.entries(table).map(([code, term]) => ({ code, names: 'label' in term ? (term.label as Localized) : (term as Localized) })),
})

/** The image readings' label tables, for docs/glossary.md. */
export function glossarySections(): GlossarySection[] {
  return [
    section('Face reading: the three courts (三停)', COURTS),
    section('Face reading: the five features (五官)', FEATURES),
    section('Face reading: the five-element face types (五行形相)', FACE_TYPES),
    section('Aura colours', COLORS),
    section('Aura energy levels', ENERGY),
    section('Couple harmony levels', HARMONY),
  ]
}
