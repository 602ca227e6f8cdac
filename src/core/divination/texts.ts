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
})

/** The fortune-stick sets this service ships. */
export type StickSetCode = 'guandi'

export const SET_NAMES: TermTable<StickSetCode> = {
  en: { guandi: 'Guandi fortune sticks' },
  zh: { guandi: '关帝灵签' },
  'zh-TW': { guandi: '關帝靈籤' },
  'zh-HK': { guandi: '關帝靈籤' },
  ja: { guandi: '関帝霊籤' },
  ko: { guandi: '관제 영첨' },
  vi: { guandi: 'Linh xăm Quan Đế' },
}

/** The 關帝 set's grades, best first, by code (the characters the set prints are `GRADE_SCALE`). */
export const GRADE_CODES = [
  'shang-shang',
  'da-ji',
  'shang-ji',
  'shang-ping',
  'zhong-ji',
  'zhong-ping',
  'zhong-xia',
  'xia-zhong',
  'xia-xia',
] as const
export type GradeCode = (typeof GRADE_CODES)[number]

const gradeInCharacters = {
  'shang-shang': '上上',
  'da-ji': '大吉',
  'shang-ji': '上吉',
  'shang-ping': '上平',
  'zhong-ji': '中吉',
  'zhong-ping': '中平',
  'zhong-xia': '中下',
  'xia-zhong': '下中',
  'xia-xia': '下下',
} as const

export const GRADE_NAMES: TermTable<GradeCode> = {
  en: {
    'shang-shang': 'Highest',
    'da-ji': 'Great fortune',
    'shang-ji': 'High fortune',
    'shang-ping': 'Upper middle',
    'zhong-ji': 'Middle fortune',
    'zhong-ping': 'Middling',
    'zhong-xia': 'Lower middle',
    'xia-zhong': 'Low middle',
    'xia-xia': 'Lowest',
  },
  zh: gradeInCharacters,
  'zh-TW': gradeInCharacters,
  'zh-HK': gradeInCharacters,
  ja: gradeInCharacters,
  ko: {
    'shang-shang': '상상',
    'da-ji': '대길',
    'shang-ji': '상길',
    'shang-ping': '상평',
    'zhong-ji': '중길',
    'zhong-ping': '중평',
    'zhong-xia': '중하',
    'xia-zhong': '하중',
    'xia-xia': '하하',
  },
  vi: {
    'shang-shang': 'Thượng thượng',
    'da-ji': 'Đại cát',
    'shang-ji': 'Thượng cát',
    'shang-ping': 'Thượng bình',
    'zhong-ji': 'Trung cát',
    'zhong-ping': 'Trung bình',
    'zhong-xia': 'Trung hạ',
    'xia-zhong': 'Hạ trung',
    'xia-xia': 'Hạ hạ',
  },
}

/** The ritual's outcome and the template narrative of a slip. */
export const stickTexts = sentences({
  'stood.three-holy': {
    en: 'Stick {stick} stood at attempt {attempt}, after three holy blocks in a row.',
    zh: '第{attempt}次求签，第{stick}签连得三次圣筊，签已确定。',
    ja: '{attempt}回目に引いた第{stick}番が、三回続けて聖筊を得て確定しました。',
    ko: '{attempt}번째로 뽑은 제{stick}첨이 세 번 연속 성교를 얻어 확정되었습니다.',
    vi: 'Ở lần rút thứ {attempt}, thẻ số {stick} được xác nhận sau ba lần Thánh giao liên tiếp.',
  },
  'stood.one-holy': {
    en: 'Stick {stick} stood at attempt {attempt}, after a holy block.',
    zh: '第{attempt}次求签，第{stick}签得一次圣筊，签已确定。',
    ja: '{attempt}回目に引いた第{stick}番が、聖筊を一回得て確定しました。',
    ko: '{attempt}번째로 뽑은 제{stick}첨이 성교를 한 번 얻어 확정되었습니다.',
    vi: 'Ở lần rút thứ {attempt}, thẻ số {stick} được xác nhận sau một lần Thánh giao.',
  },
  'stood.none': {
    en: 'Stick {stick} was drawn; no confirmation by the blocks was asked.',
    zh: '抽得第{stick}签，未要求掷筊确认。',
    ja: '第{stick}番を引きました。筊による確認は求められていません。',
    ko: '제{stick}첨을 뽑았습니다. 던져서 확인하는 절차는 요청되지 않았습니다.',
    vi: 'Đã rút thẻ số {stick}; không yêu cầu gieo keo xác nhận.',
  },
  'stood.fixed': {
    en: 'Stick {stick} was drawn by the client; the service drew and threw nothing.',
    zh: '第{stick}签由客户端抽出，本服务未抽签也未掷筊。',
    ja: '第{stick}番はクライアントが引いたもので、本サービスは引きも投げもしていません。',
    ko: '제{stick}첨은 클라이언트가 뽑은 것으로, 이 서비스는 뽑거나 던지지 않았습니다.',
    vi: 'Thẻ số {stick} do ứng dụng khách rút; dịch vụ không rút thẻ hay gieo keo.',
  },
  cap: {
    en: 'No stick stood in {max} attempts, the most this service makes in one call; ask again another time.',
    zh: '求签{max}次仍无一签得到确认，这是本服务每次请求的上限；请改日再问。',
    ja: '{max}回引いても確定した籤はありませんでした。これは一回の依頼で本サービスが行う上限です。日を改めて尋ねてください。',
    ko: '{max}번 뽑아도 확정된 제비가 없습니다. 이는 이 서비스가 한 번의 요청에서 하는 최대 횟수입니다. 다른 날 다시 물어보세요.',
    vi: 'Sau {max} lần rút vẫn chưa có thẻ nào được xác nhận, đây là mức tối đa dịch vụ thực hiện trong một lần gọi; hãy hỏi lại vào hôm khác.',
  },
  opening: {
    en: 'Slip {number} of the {set} ({code}), graded {grade}.',
    zh: '{set}第{number}签（{code}），{grade}。签诗：「{poem}」。',
    ja: '{set}第{number}番（{code}）、{grade}。詩：「{poem}」。',
    ko: '{set} 제{number}첨({code}), 등급 {grade}.',
    vi: 'Thẻ số {number} của bộ {set} ({code}), hạng {grade}.',
  },
  quoted: {
    en: 'The poem and the set’s own readings are given above, as the set writes them.',
    zh: '',
    ja: '',
    ko: '시와 이 첨의 본래 풀이는 위에 원문 그대로 실려 있습니다.',
    vi: 'Bài thơ và lời giải của bộ thẻ được ghi nguyên văn ở trên.',
  },
  'topic.general': {
    en: 'Read the slip as it bears on your question, one line at a time.',
    zh: '请把签意一句一句地对照你的问题来读。',
    ja: '籤の言葉を一句ずつ、あなたの問いに照らして読んでみてください。',
    ko: '제비의 말을 한 구절씩 당신의 질문에 비추어 읽어 보세요.',
    vi: 'Hãy đọc từng câu của thẻ và đối chiếu với câu hỏi của bạn.',
  },
  'topic.love': {
    en: 'For a question of the heart, look to what the slip says of marriage and of bonds between people.',
    zh: '问感情，可留意签中关于婚姻与人情的话。',
    ja: '恋愛の問いなら、籤が縁組みや人の結びつきについて言うところに目を向けてください。',
    ko: '마음의 질문이라면 제비가 혼인과 사람 사이의 인연에 대해 하는 말을 살펴보세요.',
    vi: 'Với câu hỏi về tình cảm, hãy chú ý những gì thẻ nói về hôn nhân và mối quan hệ giữa người với người.',
  },
  'topic.work': {
    en: 'For work or study, look to what the slip says of effort, timing and recognition.',
    zh: '问事业或学业，可留意签中关于努力、时机与功名的话。',
    ja: '仕事や学業の問いなら、努力と時機と評価について言うところに目を向けてください。',
    ko: '일이나 공부에 관한 질문이라면 노력과 때와 인정에 대한 말을 살펴보세요.',
    vi: 'Với công việc hay học hành, hãy chú ý những gì thẻ nói về nỗ lực, thời cơ và công danh.',
  },
  'topic.money': {
    en: 'On money, a slip can only invite reflection; it is no basis for financial decisions.',
    zh: '问钱财，签只能提供反思的角度，不能作为财务决定的依据。',
    ja: 'お金については、籤は省みるきっかけにすぎず、財務上の判断の根拠にはなりません。',
    ko: '돈에 관해서는 제비가 성찰의 계기일 뿐, 재정 결정의 근거가 될 수 없습니다.',
    vi: 'Về tiền bạc, thẻ chỉ gợi ý để suy ngẫm, không phải căn cứ cho quyết định tài chính.',
  },
  'topic.health': {
    en: 'On health, a slip can only invite reflection; please rely on a qualified medical professional.',
    zh: '问健康，签只能提供反思的角度，请以合格医疗专业人员的意见为准。',
    ja: '健康については、籤は省みるきっかけにすぎません。資格のある医療の専門家を頼ってください。',
    ko: '건강에 관해서는 제비가 성찰의 계기일 뿐입니다. 자격 있는 의료 전문가에게 의지하세요.',
    vi: 'Về sức khỏe, thẻ chỉ gợi ý để suy ngẫm; hãy dựa vào nhân viên y tế có chuyên môn.',
  },
  'topic.legal': {
    en: 'On legal matters, a slip can only invite reflection; for decisions with legal consequences, consult a qualified professional.',
    zh: '问官司，签只能提供反思的角度，涉及法律后果的决定请咨询合格的专业人士。',
    ja: '法律の事柄については、籤は省みるきっかけにすぎません。法的な結果を伴う判断は資格のある専門家に相談してください。',
    ko: '법률 문제에 관해서는 제비가 성찰의 계기일 뿐입니다. 법적 결과가 따르는 결정은 자격 있는 전문가와 상의하세요.',
    vi: 'Về việc pháp lý, thẻ chỉ gợi ý để suy ngẫm; với quyết định có hệ quả pháp lý, hãy hỏi ý kiến chuyên gia.',
  },
  'topic.decision': {
    en: 'For a choice, let the slip show what to weigh; the decision stays yours.',
    zh: '问抉择，让签意提示你该权衡什么，决定仍在你自己。',
    ja: '選択の問いなら、籤に何を比べるべきかを示してもらい、決めるのはあなた自身です。',
    ko: '선택의 질문이라면 제비가 무엇을 저울질할지 보여 줄 뿐, 결정은 당신의 몫입니다.',
    vi: 'Khi phải lựa chọn, hãy để thẻ cho thấy điều cần cân nhắc; quyết định vẫn là của bạn.',
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
    {
      title: 'Fortune sticks (灵签): sets and the 關帝 set’s grades',
      sources: [
        'The grades as the 關帝 set prints them (上上 … 下下; `zh`, `zh-TW`, `zh-HK` and `ja` keep the characters), `ko` their Sino-Korean readings, `vi` their Hán-Việt readings, `en` this service’s renderings, best first.',
        'The set’s name: 关帝灵签 / 關帝靈籤 / 関帝霊籤, `ko` 관제 영첨, `vi` Linh xăm Quan Đế.',
      ].join('\n'),
      terms: [...glossaryTerms(SET_NAMES, ['guandi']), ...glossaryTerms(GRADE_NAMES, GRADE_CODES)],
    },
  ]
}
