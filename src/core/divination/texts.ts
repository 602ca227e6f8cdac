/**
 * The moon blocks' words in every locale: the two faces of a block and the three outcomes of a throw
 * (hand-curated label tables, typed on the codes), and the sentences of the answer (written for en,
 * zh, ja, ko and vi; zh-TW and zh-HK are the zh sentences through `toTraditional`).
 *
 * Sources of the terms (also in `docs/glossary.md`, from `glossarySections()`):
 * - zh: 圣筊, 笑筊, 阴筊 (掷筊 as Chinese dictionaries write it); zh-TW: 聖筊, 笑筊, 陰筊, the words of
 *   Taiwan's temples and of 教育部《重編國語辭典修訂本》 (「筊杯」); zh-HK: 聖杯, 笑杯, 陰杯, as Hong Kong's
 *   temples say 擲杯.
 * - ja: the same kanji (聖筊, 笑筊, 陰筊), which Japanese writing about Taiwanese temples keeps.
 * - ko: the Sino-Korean readings of those words (성교, 소교, 음교).
 * - vi: the Hán-Việt readings (Thánh giao, Tiếu giao, Âm giao).
 * - en: this service's renderings (holy, laughing, negative), the meanings the temples give.
 * Which face is called 陽 varies by region (docs/domain.md, "Moon blocks"), so the faces are named by
 * their shape, flat or round, never 陰/陽.
 */
import type { GlossarySection } from '../locale'
import { sentences } from '../sentence'
import { glossaryTerms, type TermTable } from '../readings/phrases'

export type BlockFace = 'flat' | 'round'
export type ThrowOutcome = 'holy' | 'laughing' | 'negative'
const THROW_OUTCOMES: readonly ThrowOutcome[] = ['holy', 'laughing', 'negative']
const BLOCK_FACES: readonly BlockFace[] = ['flat', 'round']

/** The outcome as temples write it in characters, whatever the locale (the `hanzi` member). */
export const OUTCOME_HANZI: Readonly<Record<ThrowOutcome, string>> = { holy: '聖筊', laughing: '笑筊', negative: '陰筊' }

export const FACE_NAMES: TermTable<BlockFace> = {
  en: { flat: 'flat side up', round: 'round side up' },
  zh: { flat: '平面朝上', round: '凸面朝上' },
  'zh-TW': { flat: '平面朝上', round: '凸面朝上' },
  'zh-HK': { flat: '平面朝上', round: '凸面朝上' },
  ja: { flat: '平らな面が上', round: '丸い面が上' },
  ko: { flat: '평평한 면이 위', round: '둥근 면이 위' },
  vi: { flat: 'mặt phẳng ngửa lên', round: 'mặt cong ngửa lên' },
}

export const OUTCOME_NAMES: TermTable<ThrowOutcome> = {
  en: { holy: 'Holy blocks', laughing: 'Laughing blocks', negative: 'Negative blocks' },
  zh: { holy: '圣筊', laughing: '笑筊', negative: '阴筊' },
  'zh-TW': { holy: '聖筊', laughing: '笑筊', negative: '陰筊' },
  'zh-HK': { holy: '聖杯', laughing: '笑杯', negative: '陰杯' },
  ja: { holy: '聖筊', laughing: '笑筊', negative: '陰筊' },
  ko: { holy: '성교', laughing: '소교', negative: '음교' },
  vi: { holy: 'Thánh giao', laughing: 'Tiếu giao', negative: 'Âm giao' },
}

/** What the throws say together (moon-blocks.ts decides which). */
export type BlocksVerdict = 'firm-yes' | 'yes' | 'no' | 'unclear' | 'mixed'

/** The moon blocks' sentences: each outcome's meaning, what the throws say together, the disclaimer. */
export const blockTexts = sentences({
  holy: {
    en: 'One flat face and one round face: yes, the answer is favourable.',
    zh: '一平一凸：是，表示应允，答案是肯定的。',
    ja: '平らな面と丸い面が一つずつ：はい、肯定の答えです。',
    ko: '평평한 면 하나와 둥근 면 하나: 예, 긍정의 답입니다.',
    vi: 'Một mặt phẳng, một mặt cong: có, câu trả lời là thuận.',
  },
  laughing: {
    en: 'Both flat faces up: unclear; the question may be vague or the answer already plain, so restate it and throw again.',
    zh: '两面皆平：不明，可能问题没有说清，或答案已经很明显，请重新说明后再掷。',
    ja: '両方とも平らな面が上：不明。問いが曖昧か、答えがすでに明らかなのかもしれません。問い直してもう一度投げます。',
    ko: '두 개 모두 평평한 면이 위: 불분명합니다. 질문이 모호하거나 답이 이미 분명할 수 있으니 다시 묻고 한 번 더 던집니다.',
    vi: 'Cả hai mặt phẳng ngửa lên: chưa rõ; câu hỏi có thể chưa rõ ràng hoặc câu trả lời đã hiển nhiên, hãy hỏi lại rồi gieo lần nữa.',
  },
  negative: {
    en: 'Both round faces up: no, the answer is unfavourable or the matter needs rethinking.',
    zh: '两面皆凸：否，答案是否定的，或此事需要重新考虑。',
    ja: '両方とも丸い面が上：いいえ、否定の答えか、考え直すべきことを示します。',
    ko: '두 개 모두 둥근 면이 위: 아니오, 부정의 답이거나 다시 생각해 볼 일이라는 뜻입니다.',
    vi: 'Cả hai mặt cong ngửa lên: không, câu trả lời là nghịch hoặc việc này cần cân nhắc lại.',
  },
  'firm-yes': {
    en: 'Three holy blocks in a row: a firm yes.',
    zh: '连续三次圣筊：确定的应允。',
    ja: '三回続けて聖筊：確かな「はい」です。',
    ko: '세 번 연속 성교: 확실한 예입니다.',
    vi: 'Ba lần Thánh giao liên tiếp: một lời thuận chắc chắn.',
  },
  yes: {
    en: 'Every throw was holy: yes. A strict temple asks for three in a row before the answer is firm.',
    zh: '每一掷都是圣筊：是。严格的庙宇要求连续三次圣筊，答案才算确定。',
    ja: 'どの投げも聖筊：はい。厳格な廟では、三回続けて出て初めて答えが確かになります。',
    ko: '모든 던짐이 성교였습니다: 예. 엄격한 사당에서는 세 번 연속이어야 답이 확실하다고 봅니다.',
    vi: 'Mọi lần gieo đều là Thánh giao: có. Đền nghiêm ngặt đòi ba lần liên tiếp thì câu trả lời mới chắc chắn.',
  },
  no: {
    en: 'Every throw was negative: no.',
    zh: '每一掷都是阴筊：否。',
    ja: 'どの投げも陰筊：いいえ。',
    ko: '모든 던짐이 음교였습니다: 아니오.',
    vi: 'Mọi lần gieo đều là Âm giao: không.',
  },
  unclear: {
    en: 'Every throw was laughing: no answer yet; restate the question and ask again.',
    zh: '每一掷都是笑筊：尚无答案，请重新说明问题后再问。',
    ja: 'どの投げも笑筊：まだ答えはありません。問いを言い直してもう一度尋ねます。',
    ko: '모든 던짐이 소교였습니다: 아직 답이 없으니 질문을 다시 정리해 묻습니다.',
    vi: 'Mọi lần gieo đều là Tiếu giao: chưa có câu trả lời; hãy nói lại câu hỏi và hỏi lần nữa.',
  },
  mixed: {
    en: 'The throws disagree, so there is no firm answer; restate the question and ask again.',
    zh: '几次结果不一致，没有确定的答案，请重新说明问题后再问。',
    ja: '結果がそろわないので確かな答えはありません。問いを言い直してもう一度尋ねます。',
    ko: '결과가 엇갈려 확실한 답이 없습니다. 질문을 다시 정리해 묻습니다.',
    vi: 'Các lần gieo không thống nhất nên chưa có câu trả lời chắc chắn; hãy nói lại câu hỏi và hỏi lần nữa.',
  },
  disclaimer: {
    en: 'For entertainment and personal reflection only.',
    zh: '仅供娱乐与个人反思。',
    ja: '娯楽と自己省察のためのものです。',
    ko: '오락과 자기 성찰을 위한 것입니다.',
    vi: 'Chỉ nhằm mục đích giải trí và tự chiêm nghiệm.',
  },
})

export function glossarySections(): GlossarySection[] {
  return [
    {
      title: 'Moon blocks (筊杯): faces and outcomes',
      sources: [
        '`zh` 圣筊 笑筊 阴筊; `zh-TW` 聖筊 笑筊 陰筊 (Taiwan’s temples; 教育部《重編國語辭典修訂本》 「筊杯」); `zh-HK` 聖杯 笑杯 陰杯 (擲杯 as Hong Kong’s temples say it).',
        '`ja` the same kanji; `ko` the Sino-Korean readings (성교 소교 음교); `vi` the Hán-Việt readings (Thánh giao, Tiếu giao, Âm giao); `en` this service’s renderings.',
        'Faces are named by shape (flat, round), since which face is 陽 varies by region.',
      ].join('\n'),
      terms: [...glossaryTerms(OUTCOME_NAMES, THROW_OUTCOMES), ...glossaryTerms(FACE_NAMES, BLOCK_FACES)],
    },
  ]
}
