/**
 * The suit of Cups (圣杯): water, feeling, relationships and intuition. Order: Ace, 2-10, Page,
 * Knight, Queen, King (ids 36-49). Text written for this project; see `tarot-deck-types.ts`.
 */
import type { CardText } from './tarot-deck-types'

export const CUPS: readonly CardText[] = [
  {
    upright: {
      keywords: ['new feelings', 'love', 'compassion', 'emotional openness'],
      keywordsZh: ['新的情感', '爱', '慈悲', '敞开心扉'],
      en: 'A cup overflowing with affection, kindness or creative feeling. Open your heart to what is being offered and let it fill you.',
      zh: '一只满溢的杯子，盛着爱意、善意或充满感情的创造力。敞开心扉，接纳这份馈赠，让它将你注满。',
    },
    reversed: {
      keywords: ['blocked emotions', 'emptiness', 'self-love needed', 'held back'],
      keywordsZh: ['情感受阻', '空虚', '需要自爱', '压抑'],
      en: 'Feelings are bottled up, or love is being poured out with nothing coming back. Refill your own cup first.',
      zh: '情感被封存在心里，或者爱一味付出却无回流。先把自己的杯子重新斟满。',
    },
  },
  {
    upright: {
      keywords: ['partnership', 'mutual attraction', 'connection', 'reconciliation'],
      keywordsZh: ['伙伴关系', '彼此吸引', '连结', '和解'],
      en: 'Two people meeting as equals, each giving and receiving. A bond of mutual respect, in love or friendship, is forming or deepening.',
      zh: '两人以平等的姿态相遇，彼此付出也彼此接纳。一段相互尊重的关系，无论爱情还是友谊，正在形成或加深。',
    },
    reversed: {
      keywords: ['imbalance', 'broken communication', 'tension', 'separation'],
      keywordsZh: ['失衡', '沟通中断', '紧张', '分离'],
      en: 'The give and take has slipped out of balance, or a misunderstanding has opened a gap. Honest, calm talk can close it.',
      zh: '付出与回报失去了平衡，或一场误会拉开了距离。坦诚而平和的交谈可以弥合它。',
    },
  },
  {
    upright: {
      keywords: ['friendship', 'celebration', 'community', 'shared joy'],
      keywordsZh: ['友谊', '庆祝', '群体', '共享喜悦'],
      en: 'Friends raising their cups together. Good company, shared happiness and mutual support are the gifts of the moment.',
      zh: '朋友们一同举杯。好伙伴、共享的快乐与相互扶持，是此刻的礼物。',
    },
    reversed: {
      keywords: ['overindulgence', 'gossip', 'isolation', 'third-party interference'],
      keywordsZh: ['纵乐过度', '流言', '疏离', '第三方介入'],
      en: 'The party has gone on too long, or a group dynamic has turned sour. Step back from the crowd and see who truly supports you.',
      zh: '欢聚拖得太久，或群体氛围变了味。从人群中退后一步，看清谁是真正支持你的人。',
    },
  },
  {
    upright: {
      keywords: ['apathy', 'contemplation', 'missed offers', 'reassessment'],
      keywordsZh: ['冷淡', '沉思', '错过的机会', '重新审视'],
      en: 'Absorbed in discontent, you may not notice the new cup being held out. Look up: an offer deserves at least a fair glance.',
      zh: '沉浸在不满之中，你也许没注意到有人递来一只新杯子。抬起头来，这份机会至少值得认真看一眼。',
    },
    reversed: {
      keywords: ['renewed interest', 'seizing opportunity', 'awareness', 'moving on'],
      keywordsZh: ['重燃兴趣', '抓住机会', '觉醒', '向前走'],
      en: 'Waking from a slump and ready to engage again. Say yes to the chance that now seems worth taking.',
      zh: '从低迷中醒来，准备好重新投入。对眼下看来值得一试的机会说"好"。',
    },
  },
  {
    upright: {
      keywords: ['loss', 'grief', 'regret', 'disappointment'],
      keywordsZh: ['失去', '悲伤', '懊悔', '失望'],
      en: 'Mourning the spilt cups while two still stand behind you. Let the sadness be felt, then turn to what remains.',
      zh: '为打翻的杯子哀伤，却没看到身后还立着两只。让悲伤被好好感受，然后转身看看依然拥有的。',
    },
    reversed: {
      keywords: ['acceptance', 'moving on', 'forgiveness', 'recovery'],
      keywordsZh: ['接纳', '走出来', '宽恕', '复原'],
      en: 'Grief is easing and you begin to look forward again. Forgive what can be forgiven, including yourself.',
      zh: '悲伤渐渐平复，你开始重新向前看。宽恕能宽恕的一切，也包括你自己。',
    },
  },
  {
    upright: {
      keywords: ['nostalgia', 'innocence', 'childhood memories', 'kindness'],
      keywordsZh: ['怀旧', '纯真', '童年回忆', '善意'],
      en: 'Sweet memories and simple kindness offered freely. Revisiting the past, or someone from it, brings comfort and perspective.',
      zh: '甜美的回忆与毫无保留的小小善意。重温过去，或与故人重逢，能带来慰藉与启发。',
    },
    reversed: {
      keywords: ['living in the past', 'unrealistic memories', 'moving forward', 'outgrowing'],
      keywordsZh: ['活在过去', '美化回忆', '向前迈进', '成长蜕变'],
      en: 'The past looks rosier than it was and pulls you backward. Keep the lesson and let the longing go.',
      zh: '过去在记忆里比实际更美好，把你往回拉。留下其中的经验，放下那份眷恋。',
    },
  },
  {
    upright: {
      keywords: ['choices', 'fantasy', 'illusion', 'wishful thinking'],
      keywordsZh: ['选择', '幻想', '错觉', '一厢情愿'],
      en: 'Many tempting options float in the clouds, not all of them real. Separate daydream from genuine possibility before choosing.',
      zh: '许多诱人的选项飘浮在云端，并非都是真的。做选择前，先把白日梦与真正的可能性分开。',
    },
    reversed: {
      keywords: ['clarity', 'decisiveness', 'sobering up', 'focus'],
      keywordsZh: ['清晰', '果断', '清醒过来', '专注'],
      en: 'The illusions fade and the real choice stands out. Commit to it with a clear head.',
      zh: '幻象褪去，真正的选择清晰浮现。带着清醒的头脑去投入它。',
    },
  },
  {
    upright: {
      keywords: ['walking away', 'seeking meaning', 'letting go', 'disillusionment'],
      keywordsZh: ['转身离开', '追寻意义', '放下', '幻灭'],
      en: 'Leaving behind something that no longer fulfils you, even though it looks complete. The search for deeper meaning is worth the uncertainty.',
      zh: '离开一件看似圆满、却已无法满足你的事物。为了追寻更深的意义，值得承受这份不确定。',
    },
    reversed: {
      keywords: ['fear of leaving', 'drifting', 'indecision', 'returning'],
      keywordsZh: ['不敢离开', '随波逐流', '犹豫不决', '回头'],
      en: 'You know it is time to go but cannot quite leave, or you keep drifting back. Be honest about what you are really looking for.',
      zh: '你知道该走了，却迟迟迈不开步，或者一再走回头路。诚实地面对自己真正想要的是什么。',
    },
  },
  {
    upright: {
      keywords: ['contentment', 'wishes fulfilled', 'satisfaction', 'pleasure'],
      keywordsZh: ['满足', '心愿达成', '称心', '享受'],
      en: 'Known as the wish card: comfort, satisfaction and a sense that things have gone your way. Enjoy it with gratitude.',
      zh: '人称"愿望之牌"：舒适、满足，感到事情顺遂如意。怀着感恩享受这一切。',
    },
    reversed: {
      keywords: ['smugness', 'unfulfilled wishes', 'materialism', 'inner dissatisfaction'],
      keywordsZh: ['自满', '心愿未遂', '物质至上', '内心不满'],
      en: 'Outward comfort without inner satisfaction, or a wish that has not come true yet. Ask what would truly content you.',
      zh: '外在舒适，内心却不满足，或者心愿尚未实现。问问自己，什么才能真正让你满足。',
    },
  },
  {
    upright: {
      keywords: ['harmony', 'family happiness', 'emotional fulfilment', 'home'],
      keywordsZh: ['和谐', '家庭幸福', '情感圆满', '家'],
      en: 'A rainbow over a happy home: lasting love, peace and belonging. Relationships are at their most harmonious.',
      zh: '幸福家园上空的彩虹：长久的爱、安宁与归属。人际关系处于最和睦的状态。',
    },
    reversed: {
      keywords: ['family tension', 'broken harmony', 'misaligned values', 'disconnection'],
      keywordsZh: ['家庭紧张', '和谐破裂', '价值观不一致', '疏离'],
      en: 'The ideal picture has cracks, at home or among close ones. Small acts of care repair more than grand gestures.',
      zh: '理想的画面出现了裂痕，在家中或亲近的人之间。细小的关怀，比宏大的姿态更能修补关系。',
    },
  },
  {
    upright: {
      keywords: ['curiosity', 'sensitivity', 'creative message', 'gentle surprise'],
      keywordsZh: ['好奇', '敏感', '创意讯息', '温柔的惊喜'],
      en: 'A dreamy, open-hearted messenger, sometimes with a fish peeking out of the cup. Welcome unexpected feelings and playful ideas.',
      zh: '一位爱幻想、心地柔软的信使，杯中有时还探出一条鱼。欢迎意料之外的情感和有趣的灵感。',
    },
    reversed: {
      keywords: ['emotional immaturity', 'moodiness', 'creative block', 'escapism'],
      keywordsZh: ['情感不成熟', '喜怒无常', '灵感枯竭', '逃避现实'],
      en: 'Feelings swing quickly or daydreams replace action. Treat your sensitivity kindly but do not let it run the day.',
      zh: '情绪起伏不定，或用白日梦代替行动。温柔对待自己的敏感，但别让它主宰一整天。',
    },
  },
  {
    upright: {
      keywords: ['romance', 'charm', 'following the heart', 'invitation'],
      keywordsZh: ['浪漫', '魅力', '追随内心', '邀约'],
      en: 'A gracious rider carrying an offer of love, art or reconciliation. Follow your heart, with courtesy and imagination.',
      zh: '一位优雅的骑士，捧来爱、艺术或和解的邀约。以礼貌和想象力，追随你的心。',
    },
    reversed: {
      keywords: ['moodiness', 'unrealistic ideals', 'broken promises', 'jealousy'],
      keywordsZh: ['情绪化', '不切实际的理想', '食言', '嫉妒'],
      en: 'Charm without substance or a romantic ideal that reality cannot match. Judge by actions, not pretty words.',
      zh: '只有魅力没有实质，或理想化的浪漫与现实不符。看行动，而不是好听的话。',
    },
  },
  {
    upright: {
      keywords: ['compassion', 'emotional security', 'intuition', 'calm care'],
      keywordsZh: ['慈悲', '情感安定', '直觉', '沉静的关怀'],
      en: 'Deep empathy held steady by emotional maturity. Trust your intuition and offer care without losing yourself in it.',
      zh: '深切的共情，由成熟的情感稳稳托住。相信直觉，给予关怀，但不要在其中迷失自己。',
    },
    reversed: {
      keywords: ['emotional overwhelm', 'codependence', 'insecurity', 'martyrdom'],
      keywordsZh: ['情绪过载', '过度依附', '不安', '自我牺牲'],
      en: "Absorbing everyone's feelings until yours are drowned out. Boundaries are a form of care too.",
      zh: '吸收了太多别人的情绪，以致淹没了自己的感受。设立界限，同样是一种关怀。',
    },
  },
  {
    upright: {
      keywords: ['emotional balance', 'diplomacy', 'generosity', 'calm authority'],
      keywordsZh: ['情绪平衡', '圆融', '慷慨', '沉稳的权威'],
      en: 'Steady on a restless sea: feelings acknowledged but not in charge. A calm, generous presence resolves tension around you.',
      zh: '在不安的海面上稳坐如山：承认情绪，却不被它支配。沉稳而宽厚的存在，能化解身边的紧张。',
    },
    reversed: {
      keywords: ['emotional manipulation', 'volatility', 'coldness', 'suppressed feelings'],
      keywordsZh: ['情感操控', '情绪多变', '冷漠', '压抑情感'],
      en: 'Control over feelings has become coldness, or they leak out as moodiness. Let emotions be expressed honestly and safely.',
      zh: '对情绪的控制变成了冷漠，或以阴晴不定的方式泄露出来。让情感以真诚而安全的方式表达出来。',
    },
  },
]
