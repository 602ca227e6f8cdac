/**
 * The suit of Pentacles (钱币, also called 星币): earth, work, the body, resources and the material
 * world. Order: Ace, 2-10, Page, Knight, Queen, King (ids 64-77). Text written for this project;
 * see `tarot-deck-types.ts`. Cards about money describe a mood for reflection, not financial advice.
 */
import type { CardText } from './tarot-deck-types'

export const PENTACLES: readonly CardText[] = [
  {
    upright: {
      keywords: ['opportunity', 'prosperity', 'new resources', 'solid start'],
      keywordsZh: ['机遇', '富足', '新资源', '稳固的开端'],
      en: 'A tangible opportunity placed in your hand: a job, a skill, a resource. Plant it carefully and it can grow into something lasting.',
      zh: '一个实实在在的机会交到你手中：一份工作、一项技能、一种资源。用心播种，它就能长成长久之物。',
    },
    reversed: {
      keywords: ['missed chance', 'poor planning', 'instability', 'delayed reward'],
      keywordsZh: ['错失良机', '规划欠妥', '不稳定', '回报延迟'],
      en: 'An opportunity slips away or the foundations are not yet ready. Prepare the ground before planting.',
      zh: '机会悄然溜走，或地基尚未打好。播种之前，先把土地整备好。',
    },
  },
  {
    upright: {
      keywords: ['juggling', 'adaptability', 'balance', 'priorities'],
      keywordsZh: ['兼顾', '灵活应变', '平衡', '轻重缓急'],
      en: 'Keeping two things in the air with a light step. Flexibility lets you manage competing demands for now.',
      zh: '脚步轻快，让两样东西同时在空中运转。灵活变通能让你暂时应付好彼此竞争的需求。',
    },
    reversed: {
      keywords: ['overcommitted', 'disorganisation', 'dropped balls', 'stress'],
      keywordsZh: ['承诺过多', '杂乱无章', '顾此失彼', '压力'],
      en: 'Too many things in the air and some are starting to fall. Put a few down deliberately before they drop on their own.',
      zh: '手上抛着太多东西，有些已经开始掉落。在它们自己掉下之前，主动放下几样。',
    },
  },
  {
    upright: {
      keywords: ['teamwork', 'craftsmanship', 'collaboration', 'learning'],
      keywordsZh: ['团队合作', '匠心', '协作', '学习'],
      en: 'Skilled people combining their talents on a shared work. Your contribution is noticed; good collaboration raises the whole.',
      zh: '技艺娴熟的人们合力完成共同的作品。你的贡献会被看见，良好的协作让整体更上一层楼。',
    },
    reversed: {
      keywords: ['poor teamwork', 'misalignment', 'mediocrity', 'lack of recognition'],
      keywordsZh: ['配合不佳', '目标不一', '平庸', '付出未被认可'],
      en: 'The team pulls in different directions or quality slips. Clarify roles and standards together.',
      zh: '团队各行其是，或质量开始下滑。大家一起把分工和标准说清楚。',
    },
  },
  {
    upright: {
      keywords: ['security', 'saving', 'control', 'holding on'],
      keywordsZh: ['安全感', '储蓄', '掌控', '守住'],
      en: 'Holding tightly to what you have built. Security matters, but make sure the grip leaves room to receive as well.',
      zh: '紧紧守住自己建立起来的一切。安全感固然重要，但别抓得太紧，也要给接纳留出空间。',
    },
    reversed: {
      keywords: ['possessiveness', 'letting go', 'overspending', 'generosity'],
      keywordsZh: ['占有欲', '放手', '过度花费', '慷慨'],
      en: 'The grip is either too tight or has swung loose. Find the middle ground between hoarding and scattering.',
      zh: '要么抓得太紧，要么松得太过。在囤积与挥霍之间找到中间地带。',
    },
  },
  {
    upright: {
      keywords: ['hardship', 'insecurity', 'exclusion', 'worry about resources'],
      keywordsZh: ['困顿', '不安', '被冷落', '为生计担忧'],
      en: 'Walking through the cold past a lit window. Help may be closer than you think if you are willing to ask for it.',
      zh: '在寒风中走过一扇亮着灯的窗。只要你愿意开口，帮助也许比想象中更近。',
    },
    reversed: {
      keywords: ['recovery', 'finding support', 'improvement', 'spiritual renewal'],
      keywordsZh: ['好转', '得到支持', '改善', '心灵复苏'],
      en: 'The hard stretch is easing and support arrives. Accept it without shame.',
      zh: '艰难的一段正在缓和，支持也随之到来。坦然接受，无需羞愧。',
    },
  },
  {
    upright: {
      keywords: ['generosity', 'giving and receiving', 'sharing', 'fairness'],
      keywordsZh: ['慷慨', '施与受', '分享', '公平'],
      en: 'Resources flowing fairly between those who have and those who need. Give what you can, or accept help graciously.',
      zh: '资源在富余者与需要者之间公平流动。力所能及地给予，或得体地接受帮助。',
    },
    reversed: {
      keywords: ['strings attached', 'debt', 'one-sided giving', 'power imbalance'],
      keywordsZh: ['附带条件', '亏欠', '单方面付出', '权力失衡'],
      en: 'Help that comes with strings, or giving that has become one-sided. Check what the exchange really costs each side.',
      zh: '带着附加条件的帮助，或已变成单向的付出。看清这场交换对双方真正的代价。',
    },
  },
  {
    upright: {
      keywords: ['patience', 'long-term view', 'investment of effort', 'assessment'],
      keywordsZh: ['耐心', '长远眼光', '持续投入', '评估'],
      en: 'Pausing to look at the crop you have tended. Growth takes time; assess honestly whether to continue or change approach.',
      zh: '停下来看看自己悉心照料的庄稼。成长需要时间，诚实评估是坚持下去还是换个方法。',
    },
    reversed: {
      keywords: ['impatience', 'wasted effort', 'poor returns', 'frustration'],
      keywordsZh: ['急躁', '白费力气', '收效甚微', '挫败'],
      en: 'Effort that does not seem to bear fruit, or impatience for results. Decide whether to wait longer or redirect your energy.',
      zh: '付出似乎没有结果，或急于看到成效。想清楚是再等一等，还是把精力转向别处。',
    },
  },
  {
    upright: {
      keywords: ['diligence', 'skill building', 'mastery', 'attention to detail'],
      keywordsZh: ['勤勉', '磨练技能', '精通', '注重细节'],
      en: 'Steady, careful work at the bench, one piece after another. Practice and attention to detail build real mastery.',
      zh: '在工作台前踏实细致地干活，一件接着一件。练习与对细节的用心，成就真正的精通。',
    },
    reversed: {
      keywords: ['perfectionism', 'boredom', 'shortcuts', 'lack of focus'],
      keywordsZh: ['完美主义', '厌倦', '偷工减料', '不专心'],
      en: 'Either the work has become a grind or standards are slipping. Reconnect with why the craft matters to you.',
      zh: '要么工作变成了机械的苦差，要么标准开始下滑。重新想一想，这门手艺为何对你重要。',
    },
  },
  {
    upright: {
      keywords: ['self-sufficiency', 'refinement', 'reward', 'independence'],
      keywordsZh: ['自给自足', '优雅', '收获', '独立'],
      en: 'Enjoying a garden you have cultivated yourself. Independence and quiet comfort are the rewards of discipline.',
      zh: '在亲手耕耘的花园中悠然自得。独立与安适，是自律带来的回报。',
    },
    reversed: {
      keywords: ['overwork', 'superficiality', 'dependence', 'hollow luxury'],
      keywordsZh: ['过度操劳', '流于表面', '依赖', '空洞的奢华'],
      en: 'Comfort that rests on shaky ground, or success that leaves no time to enjoy it. Consider what independence really means to you.',
      zh: '舒适建立在不稳的基础上，或成功让你无暇享受。想一想，独立对你的真正意义是什么。',
    },
  },
  {
    upright: {
      keywords: ['legacy', 'family', 'long-term security', 'tradition'],
      keywordsZh: ['传承', '家族', '长久的保障', '传统'],
      en: 'Wealth in the widest sense: family, heritage and what lasts across generations. Build with the long view in mind.',
      zh: '最广义的财富：家人、传承，以及世代延续的东西。以长远的眼光去建设。',
    },
    reversed: {
      keywords: ['family disputes', 'inheritance issues', 'short-term thinking', 'instability'],
      keywordsZh: ['家庭纷争', '继承问题', '目光短浅', '不稳定'],
      en: 'Tension over what is shared or passed down, or a quick gain that threatens lasting security. Protect what took years to build.',
      zh: '为共有或传承之物起了争执，或一时的得利威胁到长久的安稳。守护好那些历经多年才建立起来的东西。',
    },
  },
  {
    upright: {
      keywords: ['study', 'ambition', 'practical plans', 'new skill'],
      keywordsZh: ['学习', '志向', '务实的计划', '新技能'],
      en: 'A diligent student holding a promise of future success. Learn steadily and make practical plans for your goal.',
      zh: '一位勤奋的学生，手捧着未来成功的承诺。踏实学习，为目标制定务实的计划。',
    },
    reversed: {
      keywords: ['procrastination', 'lack of progress', 'unrealistic goals', 'distraction'],
      keywordsZh: ['拖延', '进展缓慢', '目标不切实际', '分心'],
      en: 'Plans stay on paper or attention drifts. Choose one modest step and take it today.',
      zh: '计划停留在纸面上，或注意力四处游移。选一个小小的步骤，今天就去做。',
    },
  },
  {
    upright: {
      keywords: ['reliability', 'routine', 'patience', 'hard work'],
      keywordsZh: ['可靠', '按部就班', '耐心', '勤劳'],
      en: 'Slow, steady and dependable, ploughing the field row by row. Consistency will get you there.',
      zh: '缓慢、稳健、可靠，一行一行地耕完田地。持之以恒就能抵达。',
    },
    reversed: {
      keywords: ['stagnation', 'boredom', 'laziness', 'excessive caution'],
      keywordsZh: ['停滞', '厌倦', '懒散', '过分谨慎'],
      en: 'Routine has become a rut, or caution blocks all movement. Introduce one small change to get going again.',
      zh: '常规变成了窠臼，或谨慎到寸步难行。做一点小小的改变，让自己重新动起来。',
    },
  },
  {
    upright: {
      keywords: ['nurturing', 'practicality', 'comfort', 'resourcefulness'],
      keywordsZh: ['养育', '务实', '舒适', '持家有道'],
      en: 'Warm, practical care that makes a home and a life work. Look after the body and the basics, and others will thrive around you.',
      zh: '温暖而务实的照料，让家和生活井井有条。照顾好身体与基本所需，身边的人也会随之安好。',
    },
    reversed: {
      keywords: ['self-neglect', 'work-home imbalance', 'smothering', 'worry'],
      keywordsZh: ['忽视自己', '工作家庭失衡', '过度操心', '忧虑'],
      en: 'Looking after everyone except yourself, or worrying over material things. Restore balance between caring for others and for you.',
      zh: '照顾了所有人却唯独忘了自己，或为物质琐事忧心忡忡。在照顾他人与照顾自己之间找回平衡。',
    },
  },
  {
    upright: {
      keywords: ['abundance', 'stability', 'business sense', 'security'],
      keywordsZh: ['富足', '稳定', '经营头脑', '安稳'],
      en: 'Success built through patience and good stewardship. Enjoy the stability, and use it generously and wisely.',
      zh: '凭耐心与善于经营建立起来的成功。享受这份稳定，并慷慨而明智地运用它。',
    },
    reversed: {
      keywords: ['materialism', 'stubbornness', 'greed', 'poor judgement'],
      keywordsZh: ['物质至上', '固执', '贪婪', '判断失误'],
      en: 'Status and possessions crowd out other values, or stubbornness blocks good sense. Measure success by more than what you own.',
      zh: '地位与财物挤占了其他价值，或固执挡住了常识。衡量成功，不只看拥有多少。',
    },
  },
]
