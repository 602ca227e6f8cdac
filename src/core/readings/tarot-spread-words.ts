/**
 * The three-card spreads' words: the spreads' and positions' names in every locale (hand-curated
 * label tables typed on the codes), and the sentences of the spread's template reading (written for
 * en, zh, ja, ko and vi; zh-TW and zh-HK are the zh sentences through `toTraditional`).
 *
 * The five spreads are the common three-card layouts of tarot practice (docs/domain.md,
 * "Three-card tarot"); the names are this service's renderings in each language's tarot vocabulary (zh-TW and
 * zh-HK checked against 教育部《重編國語辭典修訂本》). Slots: `{spread}`, `{p1}`…`{p3}` (positions),
 * `{c1}`…`{c3}` (card and orientation), `{k1}`…`{k3}` (each card's first keyword), `{suit}`,
 * `{element}`. The Korean sentences put no particle directly after a slot.
 */
import type { GlossarySection } from '../locale'
import { sentenceTables } from '../sentence'
import { glossaryTerms, type TermTable } from './phrases'

export type SpreadKey =
  | 'past-present-future'
  | 'situation-action-outcome'
  | 'mind-body-spirit'
  | 'you-partner-relationship'
  | 'option-a-option-b-advice'
export const SPREAD_KEYS: readonly SpreadKey[] = [
  'past-present-future',
  'situation-action-outcome',
  'mind-body-spirit',
  'you-partner-relationship',
  'option-a-option-b-advice',
]

export type PositionKey =
  | 'past'
  | 'present'
  | 'future'
  | 'situation'
  | 'action'
  | 'outcome'
  | 'mind'
  | 'body'
  | 'spirit'
  | 'you'
  | 'partner'
  | 'relationship'
  | 'option-a'
  | 'option-b'
  | 'advice'

/** The positions of each spread, in the order the cards are laid. */
export const SPREAD_POSITIONS: Readonly<Record<SpreadKey, readonly [PositionKey, PositionKey, PositionKey]>> = {
  'past-present-future': ['past', 'present', 'future'],
  'situation-action-outcome': ['situation', 'action', 'outcome'],
  'mind-body-spirit': ['mind', 'body', 'spirit'],
  'you-partner-relationship': ['you', 'partner', 'relationship'],
  'option-a-option-b-advice': ['option-a', 'option-b', 'advice'],
}
const POSITION_KEYS = Object.values(SPREAD_POSITIONS).flat()

export const SPREAD_NAMES: TermTable<SpreadKey> = {
  en: {
    'past-present-future': 'Past, present, future',
    'situation-action-outcome': 'Situation, action, outcome',
    'mind-body-spirit': 'Mind, body, spirit',
    'you-partner-relationship': 'You, partner, relationship',
    'option-a-option-b-advice': 'Option A, option B, advice',
  },
  zh: {
    'past-present-future': '过去·现在·未来',
    'situation-action-outcome': '现状·行动·结果',
    'mind-body-spirit': '心智·身体·灵性',
    'you-partner-relationship': '你·对方·关系',
    'option-a-option-b-advice': '选项一·选项二·建议',
  },
  'zh-TW': {
    'past-present-future': '過去·現在·未來',
    'situation-action-outcome': '現狀·行動·結果',
    'mind-body-spirit': '心智·身體·靈性',
    'you-partner-relationship': '你·對方·關係',
    'option-a-option-b-advice': '選項一·選項二·建議',
  },
  'zh-HK': {
    'past-present-future': '過去·現在·未來',
    'situation-action-outcome': '現狀·行動·結果',
    'mind-body-spirit': '心智·身體·靈性',
    'you-partner-relationship': '你·對方·關係',
    'option-a-option-b-advice': '選項一·選項二·建議',
  },
  ja: {
    'past-present-future': '過去・現在・未来',
    'situation-action-outcome': '状況・行動・結果',
    'mind-body-spirit': '心・体・魂',
    'you-partner-relationship': 'あなた・相手・関係',
    'option-a-option-b-advice': '選択肢A・選択肢B・助言',
  },
  ko: {
    'past-present-future': '과거·현재·미래',
    'situation-action-outcome': '상황·행동·결과',
    'mind-body-spirit': '마음·몸·영혼',
    'you-partner-relationship': '당신·상대·관계',
    'option-a-option-b-advice': '선택지 A·선택지 B·조언',
  },
  vi: {
    'past-present-future': 'Quá khứ – Hiện tại – Tương lai',
    'situation-action-outcome': 'Tình huống – Hành động – Kết quả',
    'mind-body-spirit': 'Tâm trí – Thân thể – Tinh thần',
    'you-partner-relationship': 'Bạn – Đối phương – Mối quan hệ',
    'option-a-option-b-advice': 'Lựa chọn A – Lựa chọn B – Lời khuyên',
  },
}

const zhTraditionalPositions = {
  past: '過去',
  present: '現在',
  future: '未來',
  situation: '現狀',
  action: '行動',
  outcome: '結果',
  mind: '心智',
  body: '身體',
  spirit: '靈性',
  you: '你',
  partner: '對方',
  relationship: '關係',
  'option-a': '選項一',
  'option-b': '選項二',
  advice: '建議',
} as const

export const POSITION_NAMES: TermTable<PositionKey> = {
  en: {
    past: 'Past',
    present: 'Present',
    future: 'Future',
    situation: 'Situation',
    action: 'Action',
    outcome: 'Outcome',
    mind: 'Mind',
    body: 'Body',
    spirit: 'Spirit',
    you: 'You',
    partner: 'Partner',
    relationship: 'Relationship',
    'option-a': 'Option A',
    'option-b': 'Option B',
    advice: 'Advice',
  },
  zh: {
    past: '过去',
    present: '现在',
    future: '未来',
    situation: '现状',
    action: '行动',
    outcome: '结果',
    mind: '心智',
    body: '身体',
    spirit: '灵性',
    you: '你',
    partner: '对方',
    relationship: '关系',
    'option-a': '选项一',
    'option-b': '选项二',
    advice: '建议',
  },
  'zh-TW': zhTraditionalPositions,
  'zh-HK': zhTraditionalPositions,
  ja: {
    past: '過去',
    present: '現在',
    future: '未来',
    situation: '状況',
    action: '行動',
    outcome: '結果',
    mind: '心',
    body: '体',
    spirit: '魂',
    you: 'あなた',
    partner: '相手',
    relationship: '関係',
    'option-a': '選択肢A',
    'option-b': '選択肢B',
    advice: '助言',
  },
  ko: {
    past: '과거',
    present: '현재',
    future: '미래',
    situation: '상황',
    action: '행동',
    outcome: '결과',
    mind: '마음',
    body: '몸',
    spirit: '영혼',
    you: '당신',
    partner: '상대',
    relationship: '관계',
    'option-a': '선택지 A',
    'option-b': '선택지 B',
    advice: '조언',
  },
  vi: {
    past: 'Quá khứ',
    present: 'Hiện tại',
    future: 'Tương lai',
    situation: 'Tình huống',
    action: 'Hành động',
    outcome: 'Kết quả',
    mind: 'Tâm trí',
    body: 'Thân thể',
    spirit: 'Tinh thần',
    you: 'Bạn',
    partner: 'Đối phương',
    relationship: 'Mối quan hệ',
    'option-a': 'Lựa chọn A',
    'option-b': 'Lựa chọn B',
    advice: 'Lời khuyên',
  },
}

type SpreadSentences = {
  /** What each position asks about. */
  position: Readonly<Record<PositionKey, string>>
  opening: string
  openingAsked: string
  /** The three cards in their places, one sentence. */
  cards: string
  /** How the spread reads the three as one story, per spread. */
  together: Readonly<Record<SpreadKey, string>>
  majors: readonly [string, string, string, string]
  twoOfSuit: string
  threeOfSuit: string
  /** Reversals: one, two, three (none adds no sentence). */
  reversals: readonly [string, string, string]
}

export const spreadSentences = sentenceTables<SpreadSentences>({
  en: {
    position: {
      past: 'what has shaped the matter and still carries weight',
      present: 'where things stand now',
      future: 'where things lean if the present course holds',
      situation: 'the situation as it is',
      action: 'the step or attitude that would help',
      outcome: 'what that step tends to bring',
      mind: 'thoughts, plans and worries',
      body: 'energy, daily habits and material circumstances',
      spirit: 'values, meaning and inner direction',
      you: 'what you bring to the relationship',
      partner: 'what the other person brings',
      relationship: 'the bond between you as it stands',
      'option-a': 'what the first option holds',
      'option-b': 'what the second option holds',
      advice: 'what to keep in mind when choosing',
    },
    opening: 'Three cards in the {spread} spread.',
    openingAsked: 'For your question, three cards in the {spread} spread.',
    cards: '{p1}: {c1}, with {k1}. {p2}: {c2}, with {k2}. {p3}: {c3}, with {k3}.',
    together: {
      'past-present-future':
        'Read as one story, what {k1} set in motion meets {k2} now, and {k3} is where it leans: a direction, not a fate.',
      'situation-action-outcome':
        'Read as one story, the situation carries {k1}, the action card shows {k2}, and together they lean toward {k3}, an outcome you can still shape.',
      'mind-body-spirit':
        'Read together, they ask whether your thoughts ({k1}), your daily life ({k2}) and your inner direction ({k3}) pull the same way, and where one could steady the others.',
      'you-partner-relationship':
        'Read together, you bring {k1}, the other person brings {k2}, and the bond between you shows {k3}; what you make of it stays yours to decide.',
      'option-a-option-b-advice':
        'Read together, the first path holds {k1}, the second holds {k2}, and the advice card asks you to weigh both with {k3} in mind; the choice stays yours.',
    },
    majors: [
      'No major arcana appear, so this is about everyday matters within your reach.',
      'One major arcanum marks the place where larger forces are at work.',
      'Two major arcana suggest a turning point rather than a passing matter.',
      'All three cards are major arcana: a matter of deep change, worth taking slowly.',
    ],
    twoOfSuit: 'Two cards share the suit of {suit} ({element}), so its theme weighs most.',
    threeOfSuit: 'All three cards are {suit} ({element}): its theme runs through the whole reading.',
    reversals: [
      'One card lies reversed: that part of the story asks for patience or a second look.',
      'Two cards lie reversed: much here is still blocked or turning inward, so go gently.',
      'All three cards lie reversed: a time to pause and reconsider rather than push.',
    ],
  },
  zh: {
    position: {
      past: '影响此事、至今仍有分量的过往',
      present: '眼下的处境',
      future: '照目前方向发展的走向',
      situation: '事情的现状',
      action: '有帮助的做法或态度',
      outcome: '这样做通常带来的结果',
      mind: '想法、计划与忧虑',
      body: '精力、日常习惯与物质生活',
      spirit: '价值、意义与内在方向',
      you: '你在关系中带来的东西',
      partner: '对方带来的东西',
      relationship: '你们之间此刻的联结',
      'option-a': '第一个选项蕴含的可能',
      'option-b': '第二个选项蕴含的可能',
      advice: '做选择时值得记住的事',
    },
    opening: '「{spread}」牌阵的三张牌。',
    openingAsked: '针对你的问题，「{spread}」牌阵的三张牌。',
    cards: '「{p1}」位置的{c1}带来{k1}；「{p2}」位置的{c2}以{k2}回应；「{p3}」位置的{c3}指向{k3}。',
    together: {
      'past-present-future': '连起来读是一个故事：由{k1}开启的事，此刻遇上{k2}，而{k3}是它倾向的方向，是方向而非定数。',
      'situation-action-outcome': '连起来读：处境带着{k1}，行动牌显出{k2}，两者一起倾向{k3}，结果仍可由你塑造。',
      'mind-body-spirit':
        '合起来看，它们在问：你的想法（{k1}）、日常生活（{k2}）与内在方向（{k3}）是否朝同一处用力，哪一方可以稳住其他两方。',
      'you-partner-relationship': '合起来看：你带来{k1}，对方带来{k2}，你们之间的联结显出{k3}；如何对待这段关系，仍由你决定。',
      'option-a-option-b-advice': '合起来看：第一条路蕴含{k1}，第二条路蕴含{k2}，建议牌请你带着{k3}去权衡两者；选择仍在你手中。',
    },
    majors: [
      '没有大阿尔卡那出现，所以这是你力所能及的日常之事。',
      '一张大阿尔卡那标出更大的力量正在起作用的地方。',
      '两张大阿尔卡那表示这是一个转折点，而不是一时之事。',
      '三张都是大阿尔卡那：这是深刻变化之事，值得慢慢来。',
    ],
    twoOfSuit: '有两张牌同属{suit}（{element}），它的主题分量最重。',
    threeOfSuit: '三张牌都是{suit}（{element}）：它的主题贯穿整个解读。',
    reversals: [
      '有一张牌是逆位：故事的这一部分需要耐心，或再看一看。',
      '有两张牌是逆位：许多事仍受阻或转向内在，请温和地前行。',
      '三张牌都是逆位：此时宜停下来重新考虑，而不是硬推。',
    ],
  },
  ja: {
    position: {
      past: 'この件を形づくり、今も重みを持つ過去',
      present: '今の状況',
      future: '今の流れが続いた場合の行方',
      situation: '物事の現状',
      action: '助けになる行動や姿勢',
      outcome: 'その行動がもたらしやすい結果',
      mind: '考え、計画、心配事',
      body: '活力、日々の習慣、物質的な暮らし',
      spirit: '価値観、意味、内なる方向',
      you: 'あなたが関係にもたらすもの',
      partner: '相手がもたらすもの',
      relationship: '二人の今の結びつき',
      'option-a': '一つ目の選択肢が含むもの',
      'option-b': '二つ目の選択肢が含むもの',
      advice: '選ぶときに心に留めておきたいこと',
    },
    opening: '「{spread}」のスプレッドの三枚です。',
    openingAsked: 'あなたの問いに対する「{spread}」のスプレッドの三枚です。',
    cards: '「{p1}」の位置の{c1}は「{k1}」を、「{p2}」の位置の{c2}は「{k2}」を、「{p3}」の位置の{c3}は「{k3}」を示します。',
    together: {
      'past-present-future':
        '一つの物語として読むと、「{k1}」で動き出したことが今「{k2}」と出会い、「{k3}」がその向かう先です。運命ではなく方向です。',
      'situation-action-outcome':
        '一つの物語として読むと、状況は「{k1}」を帯び、行動のカードは「{k2}」を示し、二つ合わせて「{k3}」へ傾いています。結果はまだ変えられます。',
      'mind-body-spirit':
        '合わせて読むと、考え（「{k1}」）、日々の暮らし（「{k2}」）、内なる方向（「{k3}」）が同じ方へ向かっているか、どれが他を支えられるかを問いかけています。',
      'you-partner-relationship':
        '合わせて読むと、あなたは「{k1}」を、相手は「{k2}」をもたらし、二人の結びつきは「{k3}」を示します。それをどうするかはあなた次第です。',
      'option-a-option-b-advice':
        '合わせて読むと、一つ目の道は「{k1}」、二つ目の道は「{k2}」を含み、助言のカードは「{k3}」を心に留めて両方を比べるよう促します。選ぶのはあなたです。',
    },
    majors: [
      '大アルカナは出ていないので、これは手の届く日常の事柄です。',
      '一枚の大アルカナが、より大きな力が働いている所を示しています。',
      '二枚の大アルカナは、一時的な事ではなく転機であることを示唆します。',
      '三枚とも大アルカナです。深い変化にかかわる事なので、ゆっくり進めましょう。',
    ],
    twoOfSuit: '二枚が{suit}（{element}）で、そのテーマが最も重みを持ちます。',
    threeOfSuit: '三枚とも{suit}（{element}）で、そのテーマがリーディング全体を貫いています。',
    reversals: [
      '一枚が逆位置です。物語のその部分は、忍耐かもう一度見直すことを求めています。',
      '二枚が逆位置です。多くがまだ滞っているか内に向かっているので、穏やかに進みましょう。',
      '三枚とも逆位置です。押し進めるより、立ち止まって考え直す時です。',
    ],
  },
  ko: {
    position: {
      past: '이 일을 만들어 왔고 지금도 무게가 있는 과거',
      present: '지금의 상황',
      future: '지금의 흐름이 이어질 때의 방향',
      situation: '일의 현재 모습',
      action: '도움이 되는 행동이나 태도',
      outcome: '그 행동이 가져오기 쉬운 결과',
      mind: '생각, 계획, 걱정',
      body: '기운, 일상의 습관, 물질적인 생활',
      spirit: '가치, 의미, 내면의 방향',
      you: '당신이 관계에 가져오는 것',
      partner: '상대가 가져오는 것',
      relationship: '지금 두 사람 사이의 유대',
      'option-a': '첫 번째 선택지에 담긴 것',
      'option-b': '두 번째 선택지에 담긴 것',
      advice: '선택할 때 기억해 둘 것',
    },
    opening: '「{spread}」 스프레드의 세 장입니다.',
    openingAsked: '당신의 질문에 대한 「{spread}」 스프레드의 세 장입니다.',
    cards: '{p1} 자리의 {c1}: {k1}. {p2} 자리의 {c2}: {k2}. {p3} 자리의 {c3}: {k3}.',
    together: {
      'past-present-future':
        '하나의 이야기로 읽으면, {k1}에서 시작된 일이 지금 {k2}의 흐름을 만나고, {k3} 쪽으로 기울어 갑니다. 운명이 아니라 방향입니다.',
      'situation-action-outcome':
        '하나의 이야기로 읽으면, 상황에는 {k1}의 기운이 있고 행동 카드는 {k2}의 모습을 보이며, 둘이 함께 {k3} 쪽으로 기웁니다. 결과는 아직 바꿀 수 있습니다.',
      'mind-body-spirit':
        '함께 읽으면, 생각({k1}), 일상({k2}), 내면의 방향({k3})이 같은 쪽을 향하는지, 어느 것이 나머지를 받쳐 줄 수 있는지 묻고 있습니다.',
      'you-partner-relationship':
        '함께 읽으면, 당신 쪽은 {k1}, 상대 쪽은 {k2}, 두 사람의 유대는 {k3}의 모습입니다. 어떻게 할지는 여전히 당신이 정합니다.',
      'option-a-option-b-advice':
        '함께 읽으면, 첫 번째 길에는 {k1}, 두 번째 길에는 {k2}의 가능성이 있고, 조언 카드는 {k3}의 관점으로 둘을 저울질하라고 권합니다. 선택은 당신의 몫입니다.',
    },
    majors: [
      '메이저 아르카나가 나오지 않았으니, 손이 닿는 일상의 일입니다.',
      '메이저 아르카나 한 장이 더 큰 힘이 작용하는 자리를 보여 줍니다.',
      '메이저 아르카나 두 장은 지나가는 일이 아니라 전환점임을 시사합니다.',
      '세 장 모두 메이저 아르카나입니다. 깊은 변화의 일이니 천천히 가는 것이 좋습니다.',
    ],
    twoOfSuit: '두 장이 같은 수트인 {suit}({element})이며, 그 주제가 가장 무겁습니다.',
    threeOfSuit: '세 장 모두 {suit}({element})이며, 그 주제가 리딩 전체를 관통합니다.',
    reversals: [
      '한 장이 역방향입니다. 이야기의 그 부분은 인내나 다시 살펴보기를 요구합니다.',
      '두 장이 역방향입니다. 많은 것이 아직 막혀 있거나 안으로 향하고 있으니 부드럽게 나아가세요.',
      '세 장 모두 역방향입니다. 밀어붙이기보다 멈추고 다시 생각할 때입니다.',
    ],
  },
  vi: {
    position: {
      past: 'những gì đã định hình sự việc và vẫn còn sức nặng',
      present: 'tình thế hiện tại',
      future: 'hướng đi nếu mọi việc tiếp tục như hiện nay',
      situation: 'sự việc như nó đang là',
      action: 'bước đi hay thái độ có ích',
      outcome: 'điều mà bước đi ấy thường mang lại',
      mind: 'suy nghĩ, dự định và nỗi lo',
      body: 'sức lực, thói quen hằng ngày và đời sống vật chất',
      spirit: 'giá trị, ý nghĩa và định hướng bên trong',
      you: 'những gì bạn mang vào mối quan hệ',
      partner: 'những gì người kia mang vào',
      relationship: 'sợi dây giữa hai người lúc này',
      'option-a': 'những gì lựa chọn thứ nhất chứa đựng',
      'option-b': 'những gì lựa chọn thứ hai chứa đựng',
      advice: 'điều cần nhớ khi lựa chọn',
    },
    opening: 'Ba lá bài trong trải bài {spread}.',
    openingAsked: 'Cho câu hỏi của bạn, ba lá bài trong trải bài {spread}.',
    cards: 'Ở vị trí {p1}, {c1} mang đến {k1}; ở vị trí {p2}, {c2} đáp lại bằng {k2}; và ở vị trí {p3}, {c3} hướng tới {k3}.',
    together: {
      'past-present-future':
        'Đọc như một câu chuyện, điều mà {k1} khởi động nay gặp {k2}, và {k3} là nơi nó nghiêng về: một hướng đi, không phải định mệnh.',
      'situation-action-outcome':
        'Đọc như một câu chuyện, tình huống mang dấu {k1}, lá hành động cho thấy {k2}, và cùng nhau chúng nghiêng về {k3}, một kết quả bạn vẫn có thể định hình.',
      'mind-body-spirit':
        'Đọc cùng nhau, chúng hỏi liệu suy nghĩ ({k1}), đời sống hằng ngày ({k2}) và định hướng bên trong ({k3}) có cùng một hướng không, và điều nào có thể giữ vững những điều còn lại.',
      'you-partner-relationship':
        'Đọc cùng nhau, bạn mang đến {k1}, người kia mang đến {k2}, và sợi dây giữa hai người cho thấy {k3}; làm gì với điều đó vẫn do bạn quyết định.',
      'option-a-option-b-advice':
        'Đọc cùng nhau, con đường thứ nhất chứa {k1}, con đường thứ hai chứa {k2}, và lá lời khuyên mời bạn cân nhắc cả hai với {k3} trong tâm trí; lựa chọn vẫn là của bạn.',
    },
    majors: [
      'Không có lá Ẩn Chính nào, nên đây là chuyện thường ngày trong tầm tay bạn.',
      'Một lá Ẩn Chính đánh dấu nơi những sức mạnh lớn hơn đang vận hành.',
      'Hai lá Ẩn Chính gợi ý một bước ngoặt chứ không phải chuyện thoáng qua.',
      'Cả ba lá đều là Ẩn Chính: chuyện của thay đổi sâu sắc, nên đi chậm.',
    ],
    twoOfSuit: 'Hai lá cùng thuộc bộ {suit} ({element}), nên chủ đề của nó nặng ký nhất.',
    threeOfSuit: 'Cả ba lá đều thuộc bộ {suit} ({element}): chủ đề của nó xuyên suốt cả trải bài.',
    reversals: [
      'Một lá nằm ngược: phần ấy của câu chuyện cần kiên nhẫn hoặc nhìn lại.',
      'Hai lá nằm ngược: nhiều điều còn bị chặn hoặc đang hướng vào trong, hãy đi nhẹ nhàng.',
      'Cả ba lá đều nằm ngược: lúc để dừng lại và cân nhắc thay vì cố đẩy.',
    ],
  },
})

export function glossarySections(): GlossarySection[] {
  return [
    {
      title: 'Tarot: three-card spreads and their positions',
      sources: [
        'The common three-card layouts of tarot practice (docs/domain.md, "Three-card tarot"); each language’s names are this service’s renderings in its tarot vocabulary.',
        '`zh-TW` and `zh-HK` (the same here) in the character forms of 《教育部重編國語辭典》, written by hand, not converted.',
      ].join('\n'),
      terms: [...glossaryTerms(SPREAD_NAMES, SPREAD_KEYS), ...glossaryTerms(POSITION_NAMES, POSITION_KEYS)],
    },
  ]
}
