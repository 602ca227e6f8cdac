/**
 * The 22 major arcana in Rider-Waite-Smith order (VIII Strength, XI Justice, as in the 1910 deck and
 * Waite's *Pictorial Key*, which calls VIII "Fortitude"). Index in this array = card number = card id.
 * Text written for this project; see `tarot-deck-types.ts`.
 */
import type { MajorCardText } from './tarot-deck-types'

export const MAJOR_ARCANA: readonly MajorCardText[] = [
  {
    en: 'The Fool',
    zh: '愚者',
    upright: {
      keywords: ['new beginnings', 'spontaneity', 'trust', 'open road'],
      keywordsZh: ['新的开始', '率性而为', '信任', '未知的旅途'],
      en: 'A first step taken lightly, with more faith than plan. The card favours curiosity and a willingness to begin before every answer is known.',
      zh: '轻装上路，凭信念而非周密计划迈出第一步。此牌鼓励好奇心，也鼓励在尚未想清一切之前就勇于开始。',
    },
    reversed: {
      keywords: ['recklessness', 'hesitation', 'naivety', 'poor timing'],
      keywordsZh: ['鲁莽', '犹豫不前', '天真', '时机不当'],
      en: 'Either a leap made without looking or a journey never begun for fear of the drop. Ask whether carelessness or caution is the thing holding you back.',
      zh: '要么是不看脚下的冒进，要么是因害怕跌落而迟迟不肯出发。不妨问问自己：拖住你的是轻率，还是过度的谨慎。',
    },
  },
  {
    en: 'The Magician',
    zh: '魔术师',
    upright: {
      keywords: ['skill', 'willpower', 'resourcefulness', 'focus'],
      keywordsZh: ['技巧', '意志力', '善用资源', '专注'],
      en: 'Every tool you need is already on the table. With clear intent and steady focus, ideas can be turned into something real.',
      zh: '所需的工具都已摆在桌上。只要意图清晰、专注如一，想法就能化为现实。',
    },
    reversed: {
      keywords: ['scattered energy', 'manipulation', 'untapped talent', 'trickery'],
      keywordsZh: ['精力分散', '操纵', '才能未用', '花招'],
      en: 'Talent is present but misdirected, or words are running ahead of deeds. Be wary of clever promises, your own included.',
      zh: '才能仍在，却用错了方向，或是说得多、做得少。对花言巧语保持警惕，包括自己许下的承诺。',
    },
  },
  {
    en: 'The High Priestess',
    zh: '女祭司',
    upright: {
      keywords: ['intuition', 'inner knowing', 'mystery', 'stillness'],
      keywordsZh: ['直觉', '内在的知晓', '神秘', '静默'],
      en: 'Some answers arrive in quiet rather than in argument. The card asks you to listen to intuition and let what is hidden reveal itself in its own time.',
      zh: '有些答案来自安静，而非争论。此牌请你倾听直觉，让隐藏之事按自己的节奏慢慢显露。',
    },
    reversed: {
      keywords: ['ignored intuition', 'secrets', 'surface noise', 'withdrawal'],
      keywordsZh: ['忽视直觉', '秘密', '表面的喧嚣', '封闭自我'],
      en: 'The inner voice is being drowned out by noise, or something is being kept back. Time alone may help you hear what you already sense.',
      zh: '内心的声音被外界喧嚣淹没，或者有些事被刻意隐瞒。独处片刻，也许能听清你早已隐约感到的东西。',
    },
  },
  {
    en: 'The Empress',
    zh: '女皇',
    upright: {
      keywords: ['abundance', 'nurture', 'creativity', 'comfort'],
      keywordsZh: ['丰盛', '滋养', '创造力', '舒适'],
      en: 'A season of growth, warmth and generous care. Whatever you tend patiently now, whether a project, a home or a relationship, is likely to flourish.',
      zh: '这是一个成长、温暖与慷慨照料的季节。此刻耐心培育的事物，无论是计划、家还是一段关系，都有望茁壮成长。',
    },
    reversed: {
      keywords: ['neglect', 'smothering', 'creative block', 'dependence'],
      keywordsZh: ['疏于照顾', '过度保护', '创作受阻', '依赖'],
      en: 'Care is out of balance: too little for yourself or too much pressed on others. Creative energy returns when you give yourself the nourishment you give away.',
      zh: '照顾失去了平衡：对自己太少，或对别人太多。把给予他人的滋养也分一些给自己，创造力自会回来。',
    },
  },
  {
    en: 'The Emperor',
    zh: '皇帝',
    upright: {
      keywords: ['structure', 'authority', 'stability', 'leadership'],
      keywordsZh: ['秩序', '权威', '稳定', '领导力'],
      en: 'Order, firm boundaries and steady leadership. A clear plan and the discipline to keep it bring the security you are looking for.',
      zh: '代表秩序、坚定的界限与稳健的领导。清晰的计划加上坚持执行的纪律，能带来你所寻求的安全感。',
    },
    reversed: {
      keywords: ['rigidity', 'domination', 'lack of discipline', 'power struggle'],
      keywordsZh: ['僵化', '专横', '缺乏自律', '权力之争'],
      en: 'Control has hardened into stubbornness, or structure is missing altogether. Look at who holds authority in the situation and whether it is used fairly.',
      zh: '掌控变成了固执，或者根本缺乏章法。看一看局面中谁握有权力，这份权力是否被公正地使用。',
    },
  },
  {
    en: 'The Hierophant',
    zh: '教皇',
    upright: {
      keywords: ['tradition', 'guidance', 'shared values', 'learning'],
      keywordsZh: ['传统', '指引', '共同的信念', '学习'],
      en: 'Established paths, teachers and institutions have something to offer. Learning the rules well, or seeking a trusted mentor, serves you now.',
      zh: '既有的道路、师长与机构自有其价值。好好学习规则，或寻求一位可信赖的导师，对你此刻大有裨益。',
    },
    reversed: {
      keywords: ['nonconformity', 'questioning rules', 'dogma', 'personal belief'],
      keywordsZh: ['不随大流', '质疑规则', '教条', '个人信念'],
      en: 'Convention feels confining, or someone insists on doctrine over common sense. It may be time to test inherited rules against your own experience.',
      zh: '常规显得束缚，或有人死守教条而不顾常理。也许是时候用自己的经验去检验那些继承来的规矩了。',
    },
  },
  {
    en: 'The Lovers',
    zh: '恋人',
    upright: {
      keywords: ['love', 'harmony', 'meaningful choice', 'alignment of values'],
      keywordsZh: ['爱情', '和谐', '重要的抉择', '价值观契合'],
      en: 'A bond or a decision that touches the heart and your deepest values. Choose what you can stand behind fully, with honesty on both sides.',
      zh: '一段关系或一个抉择，触及内心与最深的价值观。选择你能全心认同的道路，并让双方都保持坦诚。',
    },
    reversed: {
      keywords: ['imbalance', 'misaligned values', 'indecision', 'disconnection'],
      keywordsZh: ['失衡', '价值观不合', '优柔寡断', '疏离'],
      en: 'Head and heart pull in different directions, or two people want different things. Naming the mismatch openly is the first step toward resolving it.',
      zh: '理智与情感各执一词，或双方想要的并不相同。坦率说出分歧，是化解它的第一步。',
    },
  },
  {
    en: 'The Chariot',
    zh: '战车',
    upright: {
      keywords: ['determination', 'victory', 'control', 'momentum'],
      keywordsZh: ['决心', '胜利', '掌控', '前进的势头'],
      en: 'Opposing forces are held in check by a firm will, and the way forward opens. Stay focused on the goal and keep a steady hand on the reins.',
      zh: '坚定的意志驾驭着相互拉扯的力量，前路随之打开。紧盯目标，稳稳握住缰绳。',
    },
    reversed: {
      keywords: ['lost direction', 'scattered effort', 'aggression', 'stalling'],
      keywordsZh: ['迷失方向', '力量分散', '急躁好斗', '停滞'],
      en: 'The horses are pulling apart and progress stalls. Before pushing harder, decide where you actually want to go.',
      zh: '两匹马各奔东西，进展陷入停顿。在更用力之前，先想清楚自己真正要去哪里。',
    },
  },
  {
    en: 'Strength',
    zh: '力量',
    upright: {
      keywords: ['inner strength', 'courage', 'patience', 'gentle control'],
      keywordsZh: ['内在力量', '勇气', '耐心', '以柔克刚'],
      en: 'Courage that works through gentleness rather than force. Patience and compassion tame what aggression could not.',
      zh: '这份勇气依靠温柔而非蛮力。耐心与慈悲能驯服强硬手段驯服不了的东西。',
    },
    reversed: {
      keywords: ['self-doubt', 'low energy', 'raw emotion', 'insecurity'],
      keywordsZh: ['自我怀疑', '精力不足', '情绪失控', '不安'],
      en: 'Confidence has dipped, or strong feelings are running the show. Rebuild steadily and be as kind to yourself as you would be to a friend.',
      zh: '信心有所下滑，或者强烈的情绪占了上风。一步步重建自己，像善待朋友一样善待自己。',
    },
  },
  {
    en: 'The Hermit',
    zh: '隐士',
    upright: {
      keywords: ['introspection', 'solitude', 'inner guidance', 'wisdom'],
      keywordsZh: ['内省', '独处', '内在指引', '智慧'],
      en: 'A time to step back from the crowd and search by your own lantern. Quiet reflection shows the next step more clearly than outside advice.',
      zh: '是时候从人群中退后一步，借自己的灯火探寻。安静的反思比外界的建议更能照亮下一步。',
    },
    reversed: {
      keywords: ['isolation', 'loneliness', 'withdrawal', 'avoidance'],
      keywordsZh: ['孤立', '寂寞', '退缩', '逃避'],
      en: 'Solitude has turned into isolation, or reflection has become a place to hide. Reaching out to others may now be the wiser move.',
      zh: '独处变成了孤立，或者反思成了逃避的藏身之处。此刻主动与他人联系，也许才是更明智的做法。',
    },
  },
  {
    en: 'Wheel of Fortune',
    zh: '命运之轮',
    upright: {
      keywords: ['change', 'cycles', 'turning point', 'good fortune'],
      keywordsZh: ['变化', '循环', '转折点', '好运'],
      en: 'The wheel turns and circumstances shift, often in your favour. Notice the cycle you are in and move with the change rather than against it.',
      zh: '命运之轮转动，形势随之变化，往往对你有利。留意自己身处的循环，顺应变化而不是与之对抗。',
    },
    reversed: {
      keywords: ['setback', 'resistance to change', 'bad luck', 'repeating patterns'],
      keywordsZh: ['挫折', '抗拒变化', '运气不佳', '重复的模式'],
      en: 'A downturn or a pattern that keeps coming back. What you can control is your response; what you cannot, you can let pass.',
      zh: '运势低落，或某种模式反复出现。你能掌控的是自己的回应；掌控不了的，不妨让它过去。',
    },
  },
  {
    en: 'Justice',
    zh: '正义',
    upright: {
      keywords: ['fairness', 'truth', 'accountability', 'balance'],
      keywordsZh: ['公平', '真相', '担当', '平衡'],
      en: 'Cause and effect, weighed honestly. Clear thinking and fair dealing lead to an outcome you can accept.',
      zh: '因果相循，秤量公允。清晰的思考与公正的处事，会带来你能够接受的结果。',
    },
    reversed: {
      keywords: ['unfairness', 'dishonesty', 'avoided responsibility', 'bias'],
      keywordsZh: ['不公', '不诚实', '逃避责任', '偏见'],
      en: 'The scales are tilted, by bias, by half-truths or by a reluctance to own a mistake. Honesty, starting with yourself, restores the balance.',
      zh: '天平已经倾斜，也许因为偏见、半真半假的话，或不愿承认错误。从对自己诚实开始，平衡才能恢复。',
    },
  },
  {
    en: 'The Hanged Man',
    zh: '倒吊人',
    upright: {
      keywords: ['pause', 'surrender', 'new perspective', 'letting go'],
      keywordsZh: ['暂停', '臣服', '新视角', '放下'],
      en: 'A willing pause that turns the world upside down and reveals it anew. Waiting, or letting go of control, may achieve more than action.',
      zh: '一次甘愿的停顿，把世界倒转过来，也让它焕然一新。等待或放下掌控，可能比行动收获更多。',
    },
    reversed: {
      keywords: ['stalling', 'needless sacrifice', 'indecision', 'resistance'],
      keywordsZh: ['拖延', '无谓的牺牲', '犹豫不决', '抗拒'],
      en: 'The pause has gone on too long, or sacrifices are being made for nothing. Decide whether you are waiting wisely or simply stuck.',
      zh: '停顿拖得太久，或者牺牲并无意义。分辨一下：你是在明智地等待，还是只是困住了。',
    },
  },
  {
    en: 'Death',
    zh: '死神',
    upright: {
      keywords: ['endings', 'transformation', 'transition', 'clearing away'],
      keywordsZh: ['结束', '蜕变', '过渡', '除旧'],
      en: 'Not a literal death but the close of a chapter. Something ends so that something new can grow in its place.',
      zh: '这并非字面上的死亡，而是一个篇章的落幕。旧的结束，新的才能在原处生长。',
    },
    reversed: {
      keywords: ['resisting change', 'stagnation', 'lingering', 'fear of endings'],
      keywordsZh: ['抗拒改变', '停滞', '恋恋不舍', '害怕结束'],
      en: 'Holding on to what has already run its course. Letting it go, however uncomfortable, frees energy for what comes next.',
      zh: '紧抓着早已走到尽头的事物不放。放手虽不舒服，却能为接下来的事释放能量。',
    },
  },
  {
    en: 'Temperance',
    zh: '节制',
    upright: {
      keywords: ['moderation', 'balance', 'patience', 'blending'],
      keywordsZh: ['适度', '平衡', '耐心', '调和'],
      en: 'The art of mixing the right amounts at the right pace. Patience and moderation bring different elements of your life into harmony.',
      zh: '以恰当的分量、恰当的节奏加以调和。耐心与适度能让生活中不同的部分和谐共处。',
    },
    reversed: {
      keywords: ['excess', 'imbalance', 'impatience', 'discord'],
      keywordsZh: ['过度', '失衡', '急躁', '不协调'],
      en: 'Too much of one thing, too little of another, or a rush that spoils the blend. Slow down and look for the middle way.',
      zh: '某样太多，某样太少，或者操之过急坏了调和。放慢脚步，寻找中庸之道。',
    },
  },
  {
    en: 'The Devil',
    zh: '恶魔',
    upright: {
      keywords: ['attachment', 'temptation', 'habit', 'restriction'],
      keywordsZh: ['执着', '诱惑', '习惯', '束缚'],
      en: 'Chains of habit, desire or fear that feel tighter than they are. Naming what holds you is the beginning of loosening it.',
      zh: '习惯、欲望或恐惧化成的锁链，看上去比实际更紧。说出是什么束缚了你，便是松开它的开始。',
    },
    reversed: {
      keywords: ['release', 'breaking free', 'awareness', 'reclaiming power'],
      keywordsZh: ['释放', '挣脱', '觉察', '重拾主动'],
      en: 'The chains are slipping off as you see them for what they are. Keep going: freedom is closer than it seemed.',
      zh: '当你看清锁链的本来面目，它们便开始松脱。继续前行，自由比想象中更近。',
    },
  },
  {
    en: 'The Tower',
    zh: '塔',
    upright: {
      keywords: ['sudden change', 'upheaval', 'revelation', 'collapse of illusions'],
      keywordsZh: ['突变', '动荡', '真相大白', '幻象破灭'],
      en: 'A sudden shake-up that topples what was built on shaky ground. Painful as it is, it clears the site for something truer.',
      zh: '一场突如其来的震动，推倒了建在不稳地基上的东西。过程虽痛，却为更真实的事物腾出了空间。',
    },
    reversed: {
      keywords: ['averted disaster', 'delayed change', 'fear of upheaval', 'inner shift'],
      keywordsZh: ['化险为夷', '延迟的变化', '害怕动荡', '内在转变'],
      en: 'Change is brewing but being held off, or it is happening quietly within. Facing it willingly is gentler than waiting for it to break through.',
      zh: '变化正在酝酿却被一再推迟，或正悄然在内心发生。主动面对，比等它破门而入要温和得多。',
    },
  },
  {
    en: 'The Star',
    zh: '星星',
    upright: {
      keywords: ['hope', 'renewal', 'calm', 'inspiration'],
      keywordsZh: ['希望', '复原', '平静', '灵感'],
      en: 'After the storm, a clear sky and a quiet sense of hope. Healing and renewed faith in the future are within reach.',
      zh: '风暴过后，天空澄澈，心中升起平静的希望。疗愈与对未来重拾的信心都已触手可及。',
    },
    reversed: {
      keywords: ['discouragement', 'lost faith', 'disconnection', 'pessimism'],
      keywordsZh: ['灰心', '失去信心', '失联', '悲观'],
      en: 'Hope feels far away and effort seems pointless. Small, concrete steps can rekindle the light you think has gone out.',
      zh: '希望显得遥远，努力似乎徒劳。一些小而具体的行动，就能重新点亮你以为已熄灭的光。',
    },
  },
  {
    en: 'The Moon',
    zh: '月亮',
    upright: {
      keywords: ['uncertainty', 'illusion', 'dreams', 'the subconscious'],
      keywordsZh: ['不确定', '幻象', '梦境', '潜意识'],
      en: 'The path runs through half-light where things are not quite what they seem. Trust your instincts, but check the facts before acting.',
      zh: '小径穿过半明半暗之处，事物未必如表面所见。可以相信直觉，但行动前先核实事实。',
    },
    reversed: {
      keywords: ['clarity returning', 'released fear', 'truth surfacing', 'confusion lifting'],
      keywordsZh: ['逐渐明朗', '释放恐惧', '真相浮现', '迷雾散去'],
      en: 'The fog is lifting and fears lose their grip. What was confusing begins to make sense.',
      zh: '迷雾渐散，恐惧不再紧紧抓住你。原本混乱的事开始变得清楚。',
    },
  },
  {
    en: 'The Sun',
    zh: '太阳',
    upright: {
      keywords: ['joy', 'success', 'vitality', 'clarity'],
      keywordsZh: ['喜悦', '成功', '活力', '明朗'],
      en: 'Warmth, openness and well-earned success. Things are clear and bright; share the good feeling freely.',
      zh: '温暖、坦荡，以及实至名归的成功。一切清晰明亮，尽情分享这份好心情吧。',
    },
    reversed: {
      keywords: ['clouded joy', 'overconfidence', 'delayed success', 'low spirits'],
      keywordsZh: ['喜悦蒙尘', '过度自信', '成功延迟', '情绪低落'],
      en: 'The sun is still there, only behind a cloud. Temper expectations, and the brightness will return.',
      zh: '太阳依然在，只是被云遮住了。调整一下期待，明亮终会回来。',
    },
  },
  {
    en: 'Judgement',
    zh: '审判',
    upright: {
      keywords: ['awakening', 'reckoning', 'renewal', 'calling'],
      keywordsZh: ['觉醒', '总结', '新生', '召唤'],
      en: 'A call to rise, review the past honestly and answer a deeper purpose. Forgiveness, of others and yourself, opens a fresh start.',
      zh: '一声召唤，让你起身、诚实地回顾过去，回应更深的使命。宽恕他人也宽恕自己，新的开始便由此展开。',
    },
    reversed: {
      keywords: ['self-criticism', 'ignoring the call', 'doubt', 'unfinished lessons'],
      keywordsZh: ['自我苛责', '无视召唤', '怀疑', '未完成的功课'],
      en: 'Harsh self-judgement or a reluctance to hear what is calling you. The lesson keeps returning until it is learned.',
      zh: '对自己评判过严，或不愿听见内心的召唤。这门功课没学会之前，会一再出现。',
    },
  },
  {
    en: 'The World',
    zh: '世界',
    upright: {
      keywords: ['completion', 'wholeness', 'accomplishment', 'fulfilment'],
      keywordsZh: ['完成', '圆满', '成就', '实现'],
      en: 'A cycle completed and a goal reached. Celebrate the achievement before the next journey begins.',
      zh: '一个循环圆满结束，目标已经达成。在下一段旅程开始之前，好好庆祝这份成就。',
    },
    reversed: {
      keywords: ['incompletion', 'loose ends', 'delays', 'shortcuts'],
      keywordsZh: ['未竟', '遗留问题', '延迟', '走捷径'],
      en: 'Nearly there, but something is left unfinished. Tie up the loose ends rather than reaching for the finish line too soon.',
      zh: '即将抵达，却仍有未了之事。先收拾好细节，别急着冲过终点线。',
    },
  },
]
