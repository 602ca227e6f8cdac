/**
 * The suit of Swords (宝剑): air, thought, truth, conflict and decision. Order: Ace, 2-10, Page,
 * Knight, Queen, King (ids 50-63). Text written for this project; see `tarot-deck-types.ts`.
 */
import type { CardText } from './tarot-deck-types'

export const SWORDS: readonly CardText[] = [
  {
    upright: {
      keywords: ['clarity', 'breakthrough', 'truth', 'sharp mind'],
      keywordsZh: ['清晰', '突破', '真相', '敏锐的头脑'],
      en: 'A clear idea cuts through confusion. Speak the truth plainly and act on what you now understand.',
      zh: '一个清晰的想法劈开了迷雾。坦白说出真相，并按照你此刻的理解去行动。',
    },
    reversed: {
      keywords: ['confusion', 'miscommunication', 'harsh words', 'clouded judgement'],
      keywordsZh: ['困惑', '沟通不畅', '言语伤人', '判断失准'],
      en: 'Thoughts are muddled or words are wielded carelessly. Wait until your head clears before deciding or speaking.',
      zh: '思绪纷乱，或言辞使用得太过随意。等头脑清醒了再做决定、再开口。',
    },
  },
  {
    upright: {
      keywords: ['stalemate', 'difficult choice', 'avoidance', 'truce'],
      keywordsZh: ['僵局', '艰难的抉择', '回避', '休战'],
      en: "Blindfolded between two options, holding both at arm's length. A decision is needed, and more information may help you make it.",
      zh: '蒙着双眼，在两个选项之间把二者都拒之门外。必须做出决定了，多掌握一些信息或许能帮你下定决心。',
    },
    reversed: {
      keywords: ['indecision', 'information overload', 'lesser of two evils', 'release'],
      keywordsZh: ['优柔寡断', '信息过载', '两害相权', '放下'],
      en: 'The stalemate is breaking, or too much input keeps you frozen. Pick the path you can live with and move.',
      zh: '僵局正在打破，或过多的信息让你动弹不得。选一条你能接受的路，然后动身。',
    },
  },
  {
    upright: {
      keywords: ['heartbreak', 'sorrow', 'painful truth', 'grief'],
      keywordsZh: ['心碎', '悲痛', '痛苦的真相', '哀伤'],
      en: 'A painful truth pierces the heart. Acknowledging the hurt honestly is the first step toward healing.',
      zh: '一个痛苦的真相刺穿了心。诚实地承认这份伤痛，是走向疗愈的第一步。',
    },
    reversed: {
      keywords: ['recovery', 'forgiveness', 'releasing pain', 'lingering hurt'],
      keywordsZh: ['复原', '宽恕', '释放痛苦', '余痛未消'],
      en: 'The wound is beginning to close, though memories still sting. Let yourself heal rather than reopening it.',
      zh: '伤口开始愈合，只是回忆仍会刺痛。让自己好好复原，别一再揭开伤疤。',
    },
  },
  {
    upright: {
      keywords: ['rest', 'recovery', 'contemplation', 'retreat'],
      keywordsZh: ['休息', '恢复', '沉思', '暂时退隐'],
      en: 'A knight lying at rest in a quiet chapel. Time out to recover is not idleness; it prepares you for what comes next.',
      zh: '一位骑士静卧在幽静的小礼拜堂里。停下来休养并非虚度，而是为接下来的事养精蓄锐。',
    },
    reversed: {
      keywords: ['restlessness', 'burnout', 'stagnation', 'reawakening'],
      keywordsZh: ['坐立不安', '倦怠', '停滞', '重新振作'],
      en: 'Either rest is overdue and exhaustion is setting in, or a long retreat is ending. Listen to what your body and mind are asking for.',
      zh: '要么早该休息，疲惫已经袭来；要么漫长的退隐即将结束。倾听身心真正的需求。',
    },
  },
  {
    upright: {
      keywords: ['hollow victory', 'conflict', 'winning at all costs', 'tension'],
      keywordsZh: ['空洞的胜利', '冲突', '不择手段', '紧张'],
      en: 'A victory that leaves others defeated and the air sour. Consider whether winning this argument is worth what it costs.',
      zh: '一场让他人落败、气氛变僵的胜利。想一想，赢下这场争论是否值得付出的代价。',
    },
    reversed: {
      keywords: ['reconciliation', 'making amends', 'lingering resentment', 'moving past conflict'],
      keywordsZh: ['和解', '弥补', '积怨', '翻篇'],
      en: 'The fight is over and the chance to make peace appears. Offering or accepting an apology frees both sides.',
      zh: '争斗已经结束，讲和的机会出现了。主动道歉或接受道歉，双方都能得到解脱。',
    },
  },
  {
    upright: {
      keywords: ['transition', 'moving on', 'calmer waters', 'leaving behind'],
      keywordsZh: ['过渡', '继续前行', '风平浪静', '告别过去'],
      en: 'A quiet passage away from troubled waters toward calmer ones. The journey is subdued but it is taking you somewhere better.',
      zh: '一段安静的航程，驶离动荡，驶向平静的水域。旅途虽然低沉，却正带你去往更好的地方。',
    },
    reversed: {
      keywords: ['unfinished business', 'resistance to change', 'emotional baggage', 'stuck'],
      keywordsZh: ['未了之事', '抗拒改变', '情绪包袱', '困住'],
      en: 'You want to move on but keep carrying the old load. Decide what must come with you and what can stay ashore.',
      zh: '你想前行，却一直背着旧的包袱。决定哪些必须随身带上，哪些可以留在岸边。',
    },
  },
  {
    upright: {
      keywords: ['strategy', 'stealth', 'deception', 'acting alone'],
      keywordsZh: ['策略', '暗中行事', '欺瞒', '独自行动'],
      en: 'Slipping away with what you can carry, by cunning rather than confrontation. Be strategic, but ask whether someone, perhaps you, is not being fully honest.',
      zh: '凭机巧而非正面对抗，带着能拿走的东西悄悄离开。讲究策略固然好，但也要想想，是否有人（也许是你自己）并不完全坦诚。',
    },
    reversed: {
      keywords: ['coming clean', 'conscience', 'exposed plans', 'self-deception'],
      keywordsZh: ['坦白', '良知', '计划败露', '自欺'],
      en: 'Secrets surface or a conscience stirs. Honesty now costs less than being found out later.',
      zh: '秘密浮出水面，或良知开始不安。现在坦白，代价总比日后被揭穿要小。',
    },
  },
  {
    upright: {
      keywords: ['restriction', 'feeling trapped', 'self-limiting beliefs', 'helplessness'],
      keywordsZh: ['受限', '感到被困', '自我设限', '无助'],
      en: 'Bound and blindfolded, yet the swords around you leave a way out. Much of the trap is made of fear and assumptions.',
      zh: '被缚住双手、蒙上双眼，四周的剑却留有出路。困住你的，很多是恐惧和臆想。',
    },
    reversed: {
      keywords: ['release', 'new perspective', 'freedom', 'self-acceptance'],
      keywordsZh: ['解脱', '新视角', '自由', '接纳自己'],
      en: 'The blindfold loosens and options appear. Step out: the bonds were never as tight as they felt.',
      zh: '蒙眼布松开，选择浮现眼前。走出去吧，那些束缚从来没有感觉中那么紧。',
    },
  },
  {
    upright: {
      keywords: ['anxiety', 'worry', 'sleeplessness', 'fear'],
      keywordsZh: ['焦虑', '担忧', '失眠', '恐惧'],
      en: 'Worries that loom largest in the middle of the night. Share them with someone you trust; spoken aloud they often shrink.',
      zh: '那些在深夜里显得最庞大的忧虑。和信任的人说说吧，说出口后它们往往会变小。',
    },
    reversed: {
      keywords: ['easing fears', 'hope', 'reaching out', 'deep-seated worry'],
      keywordsZh: ['恐惧消退', '希望', '寻求帮助', '根深蒂固的忧虑'],
      en: 'The worst of the anxiety is passing, or it needs more support than you have given it. Do not carry it alone.',
      zh: '最焦虑的时候正在过去，或者它需要比你给予的更多支持。不要独自背负。',
    },
  },
  {
    upright: {
      keywords: ['painful ending', 'rock bottom', 'defeat', 'release'],
      keywordsZh: ['痛苦的结局', '谷底', '失败', '解脱'],
      en: 'A dramatic ending, yet the sky behind is already brightening. Things cannot get worse than this, so from here they can only improve.',
      zh: '一个戏剧性的终结，身后的天空却已开始放亮。情况不会比这更糟了，从此只会好转。',
    },
    reversed: {
      keywords: ['recovery', 'survival', 'resisting the end', 'slow healing'],
      keywordsZh: ['复原', '挺过来', '抗拒结束', '缓慢愈合'],
      en: 'You have survived the worst and are slowly rising. Accept that it is over so recovery can continue.',
      zh: '你已挺过最艰难的时刻，正慢慢站起来。接受一切已经结束，复原才能继续。',
    },
  },
  {
    upright: {
      keywords: ['curiosity', 'vigilance', 'new ideas', 'eager mind'],
      keywordsZh: ['好奇', '警觉', '新想法', '求知若渴'],
      en: 'An alert, inquisitive mind eager to learn and debate. Ask questions, gather facts and stay watchful.',
      zh: '一颗机敏、好奇、渴望学习与辩论的头脑。多提问，多收集事实，保持警觉。',
    },
    reversed: {
      keywords: ['gossip', 'all talk', 'defensiveness', 'hasty words'],
      keywordsZh: ['流言', '光说不练', '戒备心强', '言语仓促'],
      en: 'Sharp words without substance, or curiosity that slides into prying. Think before speaking.',
      zh: '言辞锋利却缺乏实质，或好奇心滑向了打探隐私。开口之前先想一想。',
    },
  },
  {
    upright: {
      keywords: ['ambition', 'fast action', 'drive', 'directness'],
      keywordsZh: ['雄心', '迅速行动', '冲劲', '直截了当'],
      en: 'Charging ahead at full speed, sword raised. Decisive action wins the day when the cause is sound.',
      zh: '举剑全速冲锋。只要目标正当，果断的行动就能赢得这一局。',
    },
    reversed: {
      keywords: ['recklessness', 'impatience', 'aggression', 'scattered focus'],
      keywordsZh: ['鲁莽', '急躁', '咄咄逼人', '注意力分散'],
      en: 'Speed without aim, or bluntness that wounds. Pause long enough to check where you are charging and who is in the way.',
      zh: '有速度没方向，或直率到伤人。停下片刻，看清自己冲向哪里、挡在前面的是谁。',
    },
  },
  {
    upright: {
      keywords: ['clear thinking', 'honesty', 'independence', 'fair judgement'],
      keywordsZh: ['思维清晰', '坦诚', '独立', '公正的判断'],
      en: 'Perceptive and direct, with wisdom earned through experience. Cut through pretence kindly but firmly.',
      zh: '洞察敏锐、直言不讳，智慧来自阅历。温和而坚定地拨开虚饰。',
    },
    reversed: {
      keywords: ['coldness', 'bitterness', 'harsh criticism', 'closed heart'],
      keywordsZh: ['冷淡', '尖刻', '苛刻的批评', '心门紧闭'],
      en: 'Clarity has hardened into coldness, often after past hurt. Let some warmth back into your judgements.',
      zh: '清醒变成了冷漠，往往源于旧日的伤痛。让判断里重新多一些温度。',
    },
  },
  {
    upright: {
      keywords: ['intellect', 'authority', 'truth', 'principled decisions'],
      keywordsZh: ['智识', '权威', '真理', '有原则的决断'],
      en: 'Clear reason and firm ethics in a position of authority. Decide by principle and evidence, not by mood.',
      zh: '身居要位，理性清明，操守坚定。以原则与证据来决断，而非凭一时情绪。',
    },
    reversed: {
      keywords: ['manipulation', 'cruelty', 'abuse of power', 'rigid thinking'],
      keywordsZh: ['操纵', '冷酷', '滥用权力', '思维僵化'],
      en: 'Intellect used to dominate rather than to serve. Watch for cold logic that ignores the people it affects.',
      zh: '智识被用来支配他人，而非服务他人。警惕那种无视当事人感受的冷冰冰的逻辑。',
    },
  },
]
