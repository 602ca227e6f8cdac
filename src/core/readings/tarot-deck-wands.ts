/**
 * The suit of Wands (权杖): fire, will, enterprise and creative drive. Order: Ace, 2-10, Page,
 * Knight, Queen, King (ids 22-35). Text written for this project; see `tarot-deck-types.ts`.
 */
import type { CardText } from './tarot-deck-types'

export const WANDS: readonly CardText[] = [
  {
    upright: {
      keywords: ['inspiration', 'new venture', 'creative spark', 'potential'],
      keywordsZh: ['灵感', '新事业', '创意火花', '潜力'],
      en: 'A sudden spark of enthusiasm and the energy to start something. Seize the idea while it is alive and give it a first concrete form.',
      zh: '一闪而过的热情火花，以及着手开创的动力。趁想法还鲜活时抓住它，给它一个最初的具体形态。',
    },
    reversed: {
      keywords: ['delays', 'lack of motivation', 'false start', 'blocked energy'],
      keywordsZh: ['延误', '缺乏动力', '开局不顺', '能量受阻'],
      en: 'The spark is there but will not catch, through delay, doubt or poor timing. Wait for the right moment rather than forcing a start.',
      zh: '火花虽有，却点不着，可能因为延误、怀疑或时机不对。与其硬着头皮开始，不如等待合适的时刻。',
    },
  },
  {
    upright: {
      keywords: ['planning', 'future vision', 'decisions', 'leaving the comfort zone'],
      keywordsZh: ['规划', '远景', '抉择', '走出舒适区'],
      en: 'With the world in your hands, you weigh what lies beyond familiar walls. Planning now prepares a bold step later.',
      zh: '手握世界，你在掂量熟悉的围墙之外有什么。此刻的规划，是为日后大胆迈步做准备。',
    },
    reversed: {
      keywords: ['fear of the unknown', 'poor planning', 'playing safe', 'restlessness'],
      keywordsZh: ['畏惧未知', '规划不足', '求稳', '躁动不安'],
      en: 'You sense a bigger horizon but keep to the safe ground, or plan without ever acting. Name the fear, then take one small step past it.',
      zh: '你感到有更广阔的天地，却仍守在安全地带，或者只规划不行动。说出那份恐惧，再越过它迈出一小步。',
    },
  },
  {
    upright: {
      keywords: ['expansion', 'foresight', 'progress', 'opportunities abroad'],
      keywordsZh: ['扩展', '远见', '进展', '远方的机遇'],
      en: 'Your ships are setting out and early efforts begin to pay off. Look further ahead: the opportunities are wider than you first thought.',
      zh: '你的船队已经起航，早先的努力开始见到回报。再往远处看，机会比你最初想的更广阔。',
    },
    reversed: {
      keywords: ['obstacles', 'delays', 'limited vision', 'frustration'],
      keywordsZh: ['阻碍', '延误', '眼界受限', '受挫'],
      en: 'Expected returns are slow to arrive, or plans ran into snags you did not foresee. Adjust course instead of abandoning the voyage.',
      zh: '期待的回报迟迟未到，或计划遇到未曾预料的障碍。调整航向，而不是放弃整段航程。',
    },
  },
  {
    upright: {
      keywords: ['celebration', 'homecoming', 'harmony', 'milestone'],
      keywordsZh: ['庆祝', '归家', '和睦', '里程碑'],
      en: 'A joyful milestone shared with people you care about. Stable ground and community make this a good time to celebrate.',
      zh: '与所爱之人共享一个喜悦的里程碑。根基稳固、亲友相伴，正是庆祝的好时候。',
    },
    reversed: {
      keywords: ['unsettled home', 'cancelled plans', 'lack of support', 'transition'],
      keywordsZh: ['家宅不宁', '计划取消', '缺乏支持', '过渡期'],
      en: 'The celebration feels muted, or home and community are in flux. Look for small ways to restore a sense of belonging.',
      zh: '庆祝显得冷清，或者家庭与群体正处于变动之中。寻找一些小方法，重新找回归属感。',
    },
  },
  {
    upright: {
      keywords: ['competition', 'conflict', 'rivalry', 'clashing ideas'],
      keywordsZh: ['竞争', '冲突', '较量', '观点交锋'],
      en: 'Many voices and egos striving at once. The friction can sharpen everyone if it stays a contest rather than a fight.',
      zh: '众多声音与自我同时较劲。只要这仍是一场比试而非争斗，摩擦反而能让每个人都更出色。',
    },
    reversed: {
      keywords: ['avoiding conflict', 'resolution', 'inner tension', 'truce'],
      keywordsZh: ['回避冲突', '化解', '内心拉扯', '休战'],
      en: 'Either the quarrel is winding down or it has gone underground. Speak plainly so that tension does not simmer unspoken.',
      zh: '争执要么正在平息，要么转入了暗处。把话说清楚，别让紧张情绪在沉默中发酵。',
    },
  },
  {
    upright: {
      keywords: ['victory', 'recognition', 'confidence', 'public success'],
      keywordsZh: ['胜利', '认可', '自信', '公开的成功'],
      en: 'Riding home to applause after a hard-won result. Accept the recognition; it is earned and it strengthens your next effort.',
      zh: '历经艰辛取得成果，在掌声中凯旋。坦然接受这份认可，它实至名归，也会为下一次努力增添力量。',
    },
    reversed: {
      keywords: ['fall from grace', 'lack of recognition', 'ego', 'self-doubt'],
      keywordsZh: ['失宠', '不被认可', '自负', '自我怀疑'],
      en: 'Applause is slow to come, or pride is running ahead of results. Let the work speak before the praise does.',
      zh: '掌声迟迟不来，或者骄傲跑在了成果前面。先让作品说话，再谈赞誉。',
    },
  },
  {
    upright: {
      keywords: ['standing your ground', 'perseverance', 'defence', 'conviction'],
      keywordsZh: ['坚守立场', '坚持', '防守', '信念'],
      en: 'You hold the high ground against challengers. Stay firm in what you believe; the position is worth defending.',
      zh: '你占据高地，抵挡着挑战者。坚定你的信念，这个立场值得守护。',
    },
    reversed: {
      keywords: ['overwhelm', 'giving up', 'exhaustion', 'defensiveness'],
      keywordsZh: ['不堪重负', '放弃', '精疲力尽', '过度防卫'],
      en: 'Defending on every front has worn you down. Choose the battles that truly matter and let the rest go.',
      zh: '处处设防让你疲惫不堪。挑出真正重要的战斗，其余的就放手吧。',
    },
  },
  {
    upright: {
      keywords: ['speed', 'swift action', 'news', 'movement'],
      keywordsZh: ['迅速', '果断行动', '消息', '进展'],
      en: 'Things move fast: messages arrive, plans take flight and obstacles clear. Act while the momentum is with you.',
      zh: '事情进展飞快：消息纷至，计划腾飞，障碍消散。趁势头正好，立刻行动。',
    },
    reversed: {
      keywords: ['haste', 'delays', 'frustration', 'waiting'],
      keywordsZh: ['仓促', '延误', '受挫', '等待'],
      en: 'Either everything stalls or you rush ahead without aim. Slow down enough to point your energy in one direction.',
      zh: '要么一切停滞，要么你毫无目标地横冲直撞。放慢一点，让能量朝一个方向使劲。',
    },
  },
  {
    upright: {
      keywords: ['resilience', 'persistence', 'last stand', 'boundaries'],
      keywordsZh: ['韧性', '坚持不懈', '最后的坚守', '界限'],
      en: 'Tired but still standing, with the finish in sight. One more push, guarded by the lessons of past battles, will carry you through.',
      zh: '虽然疲惫，却依然屹立，终点已在眼前。带着过往战斗的经验再坚持一下，就能走过去。',
    },
    reversed: {
      keywords: ['paranoia', 'fatigue', 'stubbornness', 'near breaking point'],
      keywordsZh: ['疑神疑鬼', '疲劳', '固执', '濒临极限'],
      en: 'Vigilance has become suspicion and persistence has become stubbornness. Rest is not surrender; ask for help if you need it.',
      zh: '警觉变成了多疑，坚持变成了固执。休息不等于认输，需要时就开口求助。',
    },
  },
  {
    upright: {
      keywords: ['burden', 'responsibility', 'hard work', 'overcommitment'],
      keywordsZh: ['重担', '责任', '辛劳', '承担过多'],
      en: 'Carrying a heavy load close to the goal. Success brings duties of its own; check which of them are truly yours to carry.',
      zh: '背负重担，离目标已不远。成功也带来了新的责任，看看其中哪些真该由你来扛。',
    },
    reversed: {
      keywords: ['delegation', 'release', 'burnout', 'letting go of duties'],
      keywordsZh: ['分派任务', '卸下', '倦怠', '放下职责'],
      en: 'The load is too much to bear alone. Putting some of it down, or sharing it, is a sign of good judgement, not weakness.',
      zh: '这份重担独自难以承受。放下一部分或与人分担，是明智而非软弱。',
    },
  },
  {
    upright: {
      keywords: ['enthusiasm', 'exploration', 'good news', 'free spirit'],
      keywordsZh: ['热情', '探索', '好消息', '自由的心'],
      en: 'A curious, eager messenger bringing news of a new interest. Follow the enthusiasm and explore without needing to know where it leads.',
      zh: '一位好奇而热切的信使，带来新兴趣的消息。追随这份热情去探索，不必预先知道它通向哪里。',
    },
    reversed: {
      keywords: ['scattered ideas', 'setbacks', 'impatience', 'lack of direction'],
      keywordsZh: ['想法零散', '挫折', '急躁', '缺乏方向'],
      en: 'Ideas arrive faster than they can be followed through. Pick one and give it the attention it needs.',
      zh: '想法来得太快，来不及一一落实。挑出一个，给它应有的专注。',
    },
  },
  {
    upright: {
      keywords: ['energy', 'passion', 'adventure', 'boldness'],
      keywordsZh: ['活力', '激情', '冒险', '大胆'],
      en: 'A charge of passion and daring, eager to go further and faster. Bold action suits the moment, as long as you know why you are riding.',
      zh: '满怀激情与胆量，想跑得更远更快。此刻适合大胆行动，只要你清楚自己为何出发。',
    },
    reversed: {
      keywords: ['impulsiveness', 'recklessness', 'frustration', 'unfinished projects'],
      keywordsZh: ['冲动', '鲁莽', '挫败', '半途而废'],
      en: 'Energy burns hot and burns out, leaving things half done. Channel the fire before it scatters.',
      zh: '热情来得猛、去得快，留下一堆半成品。在火焰散开之前，先给它找个出口。',
    },
  },
  {
    upright: {
      keywords: ['confidence', 'warmth', 'determination', 'charisma'],
      keywordsZh: ['自信', '热情', '坚定', '魅力'],
      en: 'Self-assured, warm and magnetic, able to run many things at once. Lead with generosity and others will follow gladly.',
      zh: '自信、温暖而富有魅力，能同时打理许多事务。以慷慨之心去带领，别人自会乐意追随。',
    },
    reversed: {
      keywords: ['jealousy', 'insecurity', 'demanding', 'burnt-out warmth'],
      keywordsZh: ['嫉妒', '缺乏安全感', '苛求', '热情耗尽'],
      en: "Warmth turns to possessiveness or confidence wavers. Refuel your own fire before tending everyone else's.",
      zh: '热情变成了占有欲，或自信开始动摇。在照看别人的火焰之前，先为自己添柴。',
    },
  },
  {
    upright: {
      keywords: ['vision', 'leadership', 'entrepreneurship', 'honour'],
      keywordsZh: ['远见', '领导力', '开创精神', '荣誉'],
      en: 'A natural leader who sees the big picture and inspires others to build it. Take charge with vision and integrity.',
      zh: '天生的领导者，胸怀全局，激励他人共同实现。以远见和正直担起责任。',
    },
    reversed: {
      keywords: ['impulsiveness', 'arrogance', 'high expectations', 'domineering'],
      keywordsZh: ['冲动', '傲慢', '期望过高', '专横'],
      en: 'Vision without patience, or leadership that tips into command. Listen as much as you direct.',
      zh: '有远见却缺耐心，或领导变成了发号施令。多倾听，和指挥一样多。',
    },
  },
]
