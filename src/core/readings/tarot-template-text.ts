/**
 * The sentences of the tarot's embedded interpretation (the template `tarot.ts` assembles), one table
 * per language, with `{placeholders}` for the card's words: `{card}` (its name and orientation),
 * `{rank}`, `{theme}` (the suit's sentence), `{keywords}` (the first three, joined), `{k0}`, `{k1}`
 * (the first two keywords), `{k}` (the last one).
 *
 * en and zh are the sentences the template has always written (its answers stay the same); ja, ko and
 * vi were written for this project in the same sense; zh-TW and zh-HK are the zh sentences converted by
 * `toTraditional` (free text), once per locale on first use (`core/sentence.ts`). The Korean sentences put no particle
 * directly after a placeholder (a keyword's last syllable decides 와/과, 을/를), only 의 or a copula,
 * which read the same after any word.
 */
import type { Locale } from '../types'
import { sentenceTables, type Written } from '../sentence'
import type { SuitKey } from './tarot-names'

/** The topics a question can have (`questionTopic` in `tarot.ts`), less `none`, which adds no sentence. */
type TopicWithSentence = 'general' | 'love' | 'work' | 'money' | 'health' | 'legal' | 'decision'

export interface TemplateSentences {
  suitTheme: Readonly<Record<SuitKey, string>>
  /** What the card's place in the deck adds: a major, an Ace, a court card, a Ten, another numbered card. */
  place: { major: string; ace: string; court: string; ten: string; numbered: string }
  /** The opening line, when a question was asked and when none was (three phrasings each). */
  openingAsked: readonly string[]
  opening: readonly string[]
  themes: readonly string[]
  reversedNote: readonly string[]
  topic: Readonly<Record<TopicWithSentence, string>>
  reflection: readonly string[]
  disclaimer: string
}

const WRITTEN: Written<TemplateSentences> = {
  en: {
    suitTheme: {
      wands: 'Wands belong to fire: drive, ambition and creative energy, so look first at where your enthusiasm is going.',
      cups: 'Cups belong to water: feelings, relationships and intuition, so the heart of the matter is likely emotional.',
      swords: 'Swords belong to air: thoughts, words and decisions, so clarity of mind is the key here.',
      pentacles: 'Pentacles belong to earth: work, the body and practical matters, so think in concrete, everyday steps.',
    },
    place: {
      major: 'As one of the major arcana (number {rank}), it points to a larger chapter of your life rather than a passing event.',
      ace: 'Aces mark a seed or a beginning. {theme}',
      court: 'Court cards often stand for a person in your life, or an attitude you could take on yourself. {theme}',
      ten: 'Tens close a cycle, for better or worse, and prepare the next one. {theme}',
      numbered: 'As the {rank} of its suit, it describes a stage along the way rather than the whole story. {theme}',
    },
    openingAsked: [
      'For your question, the card that came up is {card}.',
      'You asked, and the deck answered with {card}.',
      'The card drawn for what you asked is {card}.',
    ],
    opening: ['Your card is {card}.', 'Your single card this time is {card}.', 'The card that turned up is {card}.'],
    themes: ['Its themes are {keywords}.', 'The words that go with it here are {keywords}.', 'Think of {keywords}.'],
    reversedNote: [
      'Reversed, its energy is blocked, turned inward or overdone; read it as a prompt to look at what is getting in the way.',
      'A reversed card is not a bad omen; it asks you to look at the same theme from its more difficult side.',
    ],
    topic: {
      love: 'In matters of the heart, bring its theme of {k0} and {k1} to the relationship: notice how it shows up between you, and talk about it openly.',
      work: 'For work or study, ask how {k0} and {k1} describe where you stand, and what one practical step follows from that.',
      decision:
        'If you are weighing a choice, ask which option deals more honestly with {k0}; the card reflects, it does not decide for you.',
      money: 'On money matters, take the card as a mood to reflect on ({k0}), not as a forecast; this reading is not financial advice.',
      health:
        'On health, a card can only invite reflection; please rely on a qualified medical professional for anything that concerns your body or mind.',
      legal:
        'On legal matters, a card can only invite reflection; for decisions with legal consequences, please consult a qualified professional.',
      general: 'Applied to your question, look at where {k0} is shaping the situation; that is where your attention is best spent.',
    },
    reflection: [
      'A question to sit with: where does {k} show up in your life right now?',
      'Ask yourself what {k} would mean for you in practice this week.',
      'Ask yourself what you would do differently if you took {k} seriously.',
    ],
    disclaimer: 'This reading is for entertainment and personal reflection only.',
  },
  zh: {
    suitTheme: {
      wands: '权杖属火，关乎行动力、志向与创造的热情，不妨先看看你的热情正流向何处。',
      cups: '圣杯属水，关乎情感、关系与直觉，这件事的核心多半在情感层面。',
      swords: '宝剑属风，关乎思想、言语与决断，此处的关键在于头脑的清明。',
      pentacles: '钱币属土，关乎工作、身体与实际事务，请从具体而日常的步骤着手。',
    },
    place: {
      major: '作为大阿尔卡那中的第{rank}号牌，它指向人生中更大的篇章，而非一时的小事。',
      ace: '王牌象征种子与开端。{theme}',
      court: '宫廷牌常常代表你身边的某个人，或是你可以采取的某种态度。{theme}',
      ten: '数字十代表一个循环的终结，无论好坏，都在为下一个循环做准备。{theme}',
      numbered: '作为该花色中的第{rank}张牌，它描述的是途中的一个阶段，而非故事的全部。{theme}',
    },
    openingAsked: ['针对你的问题，抽到的是{card}。', '你提出了问题，牌面给出的回应是{card}。', '为你所问之事抽出的牌是{card}。'],
    opening: ['你抽到的牌是{card}。', '这一次的单张牌是{card}。', '翻开的这张牌是{card}。'],
    themes: ['它的主题是{keywords}。', '与它相伴的关键词是{keywords}。', '可以联想到{keywords}。'],
    reversedNote: [
      '逆位时，这张牌的能量或受阻、或内敛、或过度，可以把它当作一个提醒，看看是什么挡住了路。',
      '逆位并非凶兆，它邀请你从较为艰难的一面来看同一个主题。',
    ],
    topic: {
      love: '在感情方面，把「{k0}」与「{k1}」这一主题放进关系里看一看：它在你们之间如何体现，并坦诚地聊一聊。',
      work: '在工作或学业上，问问自己「{k0}」与「{k1}」如何描述了你眼下的处境，由此可以迈出哪一个务实的步骤。',
      decision: '如果你正在权衡一个选择，想一想哪个选项更坦诚地面对了「{k0}」；牌只是一面镜子，不会替你做决定。',
      money: '关于钱财，请把这张牌当作一种可供反思的心境（{k0}），而非预测；本解读不构成任何理财建议。',
      health: '关于健康，牌面只能引发思考；凡涉及身心状况，请以专业医疗人员的意见为准。',
      legal: '关于法律事务，牌面只能引发思考；涉及法律后果的决定，请咨询具备资质的专业人士。',
      general: '放到你的问题上，看看「{k0}」在哪里影响着局面，那里最值得你投入注意力。',
    },
    reflection: [
      '不妨想一想：此刻「{k}」在你的生活中体现在哪里？',
      '问问自己：这一周里，「{k}」对你而言具体意味着什么？',
      '问问自己：如果认真对待「{k}」，你会有什么不同的做法？',
    ],
    disclaimer: '本解读仅供娱乐与个人反思之用。',
  },
  ja: {
    suitTheme: {
      wands: 'ワンドは火のスートで、行動力、志、創造の情熱をつかさどります。まず、あなたの情熱がどこへ向かっているかを見てみましょう。',
      cups: 'カップは水のスートで、感情、人間関係、直感をつかさどります。この件の核心は、おそらく心の領域にあります。',
      swords: 'ソードは風のスートで、思考、言葉、決断をつかさどります。ここでは頭の明晰さが鍵になります。',
      pentacles: 'ペンタクルは地のスートで、仕事、体、現実的な事柄をつかさどります。具体的で日々の小さな一歩から考えましょう。',
    },
    place: {
      major: '大アルカナの一枚（{rank}）として、一時の出来事ではなく、人生のより大きな章を指し示しています。',
      ace: 'エースは種、そして始まりを表します。{theme}',
      court: 'コートカードは、あなたの身近な誰か、あるいはあなた自身が取りうる態度を表すことがよくあります。{theme}',
      ten: '10は良くも悪くもひとつの循環を閉じ、次の循環への準備をします。{theme}',
      numbered: 'スートの{rank}番目のカードとして、物語の全体ではなく、道の途中のひとつの段階を描いています。{theme}',
    },
    openingAsked: [
      'あなたの質問に対して出たカードは{card}です。',
      '問いかけに対して、カードは{card}で答えました。',
      'お尋ねのことのために引かれたカードは{card}です。',
    ],
    opening: ['あなたのカードは{card}です。', '今回の一枚は{card}です。', 'めくられたカードは{card}です。'],
    themes: ['テーマは{keywords}です。', 'ここでこのカードに添う言葉は{keywords}です。', '{keywords}を思い浮かべてみましょう。'],
    reversedNote: [
      '逆位置では、このカードのエネルギーは滞るか、内に向かうか、行き過ぎています。何が道をふさいでいるのかを見直すきっかけとして読みましょう。',
      '逆位置は凶兆ではありません。同じテーマを、より難しい側面から見つめるよう促しています。',
    ],
    topic: {
      love: '恋愛については、「{k0}」と「{k1}」というテーマを関係の中に置いてみましょう。二人の間でそれがどう表れているかに気づき、率直に話し合ってみてください。',
      work: '仕事や学業については、「{k0}」と「{k1}」が今の立ち位置をどう表しているか、そこからどんな現実的な一歩が導けるかを考えてみましょう。',
      decision:
        '選択に迷っているなら、どちらの選択肢が「{k0}」により誠実に向き合っているかを考えてみましょう。カードは映し出すものであり、あなたの代わりに決めるものではありません。',
      money:
        'お金のことについては、このカードを予測ではなく、振り返るための心の状態（{k0}）として受け取ってください。このリーディングは資産運用の助言ではありません。',
      health: '健康については、カードは考えるきっかけにすぎません。心身に関わることは、資格のある医療の専門家の意見に従ってください。',
      legal: '法律に関わることについては、カードは考えるきっかけにすぎません。法的な結果を伴う判断は、資格のある専門家にご相談ください。',
      general:
        'あなたの質問に当てはめるなら、「{k0}」が状況のどこを形づくっているかを見てみましょう。そこにこそ注意を向ける価値があります。',
    },
    reflection: [
      '考えてみたい問い：今、「{k}」はあなたの生活のどこに表れていますか。',
      '今週、「{k}」があなたにとって具体的に何を意味するか、自分に問いかけてみましょう。',
      '「{k}」を真剣に受け止めたら何を変えるか、自分に問いかけてみましょう。',
    ],
    disclaimer: 'このリーディングは娯楽と自己省察のためのものです。',
  },
  ko: {
    suitTheme: {
      wands: '완드는 불의 슈트로 행동력, 포부, 창조의 열정을 다룹니다. 먼저 당신의 열정이 어디로 향하고 있는지 살펴보세요.',
      cups: '컵은 물의 슈트로 감정, 관계, 직관을 다룹니다. 이 일의 핵심은 아마 감정의 영역에 있을 것입니다.',
      swords: '소드는 공기의 슈트로 생각, 말, 결단을 다룹니다. 여기서는 맑은 머리가 관건입니다.',
      pentacles: '펜타클은 흙의 슈트로 일, 몸, 현실적인 문제를 다룹니다. 구체적이고 일상적인 걸음으로 생각해 보세요.',
    },
    place: {
      major: '메이저 아르카나의 한 장(번호 {rank})으로서, 스쳐 가는 사건이 아니라 인생의 더 큰 장을 가리킵니다.',
      ace: '에이스는 씨앗과 시작을 뜻합니다. {theme}',
      court: '코트 카드는 흔히 당신 주변의 누군가, 혹은 당신이 취할 수 있는 태도를 나타냅니다. {theme}',
      ten: '10은 좋든 나쁘든 한 순환을 마무리하고 다음 순환을 준비합니다. {theme}',
      numbered: '슈트의 {rank}번째 카드로서, 이야기 전체가 아니라 길 위의 한 단계를 보여 줍니다. {theme}',
    },
    openingAsked: [
      '질문에 대해 나온 카드는 {card}입니다.',
      '질문에 대한 카드의 답은 {card}입니다.',
      '물어본 일을 위해 뽑은 카드는 {card}입니다.',
    ],
    opening: ['당신의 카드는 {card}입니다.', '이번에 뽑은 한 장은 {card}입니다.', '펼쳐진 카드는 {card}입니다.'],
    themes: ['주제는 {keywords}입니다.', '여기서 이 카드와 함께하는 말은 {keywords}입니다.', '{keywords}, 이런 말들을 떠올려 보세요.'],
    reversedNote: [
      '역방향일 때 이 카드의 에너지는 막히거나, 안으로 향하거나, 지나칩니다. 무엇이 길을 막고 있는지 살펴보라는 신호로 읽으세요.',
      '역방향은 흉조가 아닙니다. 같은 주제를 더 어려운 쪽에서 바라보라는 권유입니다.',
    ],
    topic: {
      love: '연애에서는 이 카드의 주제(‘{k0}’, ‘{k1}’)를 관계 안에 가져와 보세요. 두 사람 사이에서 그것이 어떻게 나타나는지 살피고, 솔직하게 이야기해 보세요.',
      work: '일이나 공부에서는 ‘{k0}’, ‘{k1}’ 같은 말이 지금 당신의 자리를 어떻게 설명하는지, 그리고 거기서 어떤 현실적인 한 걸음이 나오는지 생각해 보세요.',
      decision:
        '선택을 앞두고 있다면, 어느 쪽이 ‘{k0}’의 문제를 더 정직하게 다루는지 생각해 보세요. 카드는 비추어 줄 뿐, 대신 결정하지 않습니다.',
      money: '돈 문제라면 이 카드를 예측이 아니라 돌아볼 마음가짐(‘{k0}’)으로 받아들이세요. 이 리딩은 재무 조언이 아닙니다.',
      health: '건강에 관해서 카드는 생각할 거리를 줄 뿐입니다. 몸과 마음에 관한 일은 자격을 갖춘 의료 전문가의 의견을 따르세요.',
      legal: '법률 문제에 관해서 카드는 생각할 거리를 줄 뿐입니다. 법적 결과가 따르는 결정은 자격을 갖춘 전문가와 상담하세요.',
      general: '질문에 비추어 보면, ‘{k0}’의 기운이 상황의 어디를 움직이고 있는지 살펴보세요. 바로 그곳에 주의를 기울일 가치가 있습니다.',
    },
    reflection: [
      '곰곰이 생각해 볼 질문: 지금 ‘{k}’의 모습은 당신의 삶 어디에 나타나고 있나요?',
      '이번 주에 ‘{k}’의 의미가 실제로 당신에게 무엇인지 스스로 물어보세요.',
      '‘{k}’의 메시지를 진지하게 받아들인다면 무엇을 다르게 할지 스스로 물어보세요.',
    ],
    disclaimer: '이 리딩은 오락과 자기 성찰을 위한 것입니다.',
  },
  vi: {
    suitTheme: {
      wands: 'Bộ Gậy thuộc Lửa: hành động, chí hướng và năng lượng sáng tạo, nên trước hết hãy xem nhiệt huyết của bạn đang đổ về đâu.',
      cups: 'Bộ Cốc thuộc Nước: cảm xúc, các mối quan hệ và trực giác, nên cốt lõi của chuyện này nhiều khả năng nằm ở cảm xúc.',
      swords: 'Bộ Kiếm thuộc Khí: suy nghĩ, lời nói và quyết định, nên chìa khóa ở đây là một tâm trí sáng suốt.',
      pentacles: 'Bộ Tiền thuộc Đất: công việc, cơ thể và những việc thiết thực, nên hãy nghĩ bằng những bước cụ thể, thường ngày.',
    },
    place: {
      major:
        'Là một lá trong bộ Ẩn Chính (số {rank}), lá bài chỉ về một chương lớn hơn của cuộc đời bạn chứ không phải một sự việc thoáng qua.',
      ace: 'Lá Át tượng trưng cho hạt giống, cho sự khởi đầu. {theme}',
      court: 'Các lá hoàng gia thường đại diện cho một người trong cuộc sống của bạn, hoặc một thái độ mà chính bạn có thể chọn. {theme}',
      ten: 'Lá số mười khép lại một chu kỳ, dù tốt hay xấu, và chuẩn bị cho chu kỳ kế tiếp. {theme}',
      numbered: 'Là lá số {rank} trong bộ của nó, lá bài mô tả một chặng trên đường đi chứ không phải cả câu chuyện. {theme}',
    },
    openingAsked: [
      'Với câu hỏi của bạn, lá bài xuất hiện là {card}.',
      'Bạn đã hỏi, và bộ bài trả lời bằng {card}.',
      'Lá bài được rút cho điều bạn hỏi là {card}.',
    ],
    opening: ['Lá bài của bạn là {card}.', 'Lá bài duy nhất lần này của bạn là {card}.', 'Lá bài được lật lên là {card}.'],
    themes: ['Chủ đề của nó là {keywords}.', 'Những từ đi cùng nó ở đây là {keywords}.', 'Hãy nghĩ đến {keywords}.'],
    reversedNote: [
      'Ở chiều ngược, năng lượng của lá bài bị chặn lại, hướng vào trong hoặc bị đẩy quá mức; hãy xem đó là lời nhắc nhìn lại điều gì đang cản đường.',
      'Lá bài ngược không phải điềm xấu; nó mời bạn nhìn cùng một chủ đề từ phía khó khăn hơn.',
    ],
    topic: {
      love: 'Trong chuyện tình cảm, hãy đặt chủ đề “{k0}” và “{k1}” vào mối quan hệ: để ý xem nó thể hiện thế nào giữa hai người, và cởi mở nói chuyện về nó.',
      work: 'Với công việc hay học tập, hãy tự hỏi “{k0}” và “{k1}” mô tả vị trí hiện tại của bạn ra sao, và từ đó có thể bước một bước thiết thực nào.',
      decision:
        'Nếu bạn đang cân nhắc một lựa chọn, hãy nghĩ xem phương án nào đối diện thành thật hơn với “{k0}”; lá bài chỉ phản chiếu, không quyết định thay bạn.',
      money:
        'Về tiền bạc, hãy xem lá bài như một tâm thế để suy ngẫm (“{k0}”), không phải một lời dự báo; bài đọc này không phải lời khuyên tài chính.',
      health:
        'Về sức khỏe, lá bài chỉ có thể gợi mở suy ngẫm; với mọi điều liên quan đến thân thể hay tâm trí, xin hãy dựa vào ý kiến của nhân viên y tế có chuyên môn.',
      legal:
        'Về chuyện pháp lý, lá bài chỉ có thể gợi mở suy ngẫm; với những quyết định có hệ quả pháp lý, xin hãy hỏi ý kiến người có chuyên môn.',
      general: 'Áp vào câu hỏi của bạn, hãy xem “{k0}” đang định hình tình huống ở chỗ nào; đó là nơi đáng để bạn dồn sự chú ý.',
    },
    reflection: [
      'Một câu hỏi để ngẫm: lúc này “{k}” hiện diện ở đâu trong cuộc sống của bạn?',
      'Hãy tự hỏi trong tuần này “{k}” thực sự có nghĩa là gì với bạn.',
      'Hãy tự hỏi bạn sẽ làm khác đi điều gì nếu thật sự coi trọng “{k}”.',
    ],
    disclaimer: 'Bài đọc này chỉ nhằm mục đích giải trí và tự chiêm nghiệm.',
  },
}

/** The template's sentences in `locale` (zh-TW and zh-HK converted from zh on first use). */
export const templateSentences = sentenceTables(WRITTEN)
