/**
 * English for every almanac (黄历) term lunar-typescript 1.8.6 can emit: the 宜/忌 activities, the
 * 吉神/凶煞 spirits, the twelve duty officers (建除), the twelve day gods (黄道/黑道 十二神), the 28
 * lunar mansions with their luminaries and animals, directions, the 胎神 (fetus god) positions and
 * the 彭祖百忌 lines. The Chinese keys are exactly the library's strings (computed with its default
 * 'chs' language); `scripts/extract-almanac-terms.ts` lists every term the library's own tables can
 * produce and `test/core/almanac/glossary.test.ts` proves each has an entry here.
 *
 * Renderings: activities follow the usual English almanac glosses (e.g. Hong Kong Tung Shing
 * translations: "Wedding", "Breaking ground", "Moving house"); spirit names are translated literally
 * (天德 Heavenly Virtue, 月破 Month Breaker), which is how English feng-shui and date-selection
 * literature names them, with 煞 kept as "Sha" and names shared with the chart's symbolic stars
 * (驿马 Travelling Horse, 劫煞 Robbery Sha) spelled as in src/core/bazi/glossary.ts; mansion names follow the common astronomical renderings (角 Horn, 亢 Neck…).
 */

/** 宜/忌 activities (LunarUtil.YI_JI, also used for the hour 宜忌). */
export const ACTIVITY_EN = {
  祭祀: 'Sacrifices and ancestral rites',
  祈福: 'Praying for blessings',
  求嗣: 'Praying for children',
  开光: 'Consecrating statues',
  塑绘: 'Sculpting and painting holy images',
  齐醮: 'Setting up a Taoist altar',
  斋醮: 'Taoist fasting rites',
  沐浴: 'Ritual bathing',
  酬神: 'Thanksgiving offerings',
  造庙: 'Building temples',
  祀灶: 'Offerings to the Kitchen God',
  焚香: 'Burning incense',
  谢土: 'Thanking the Earth God',
  出火: 'Moving the household altar out',
  雕刻: 'Carving',
  嫁娶: 'Weddings',
  订婚: 'Engagements',
  纳采: 'Presenting betrothal gifts',
  问名: 'Exchanging names for a betrothal',
  纳婿: 'Taking in a son-in-law',
  归宁: "A bride's visit to her parents",
  安床: 'Placing a bed',
  合帐: 'Hanging bed curtains',
  冠笄: 'Coming-of-age ceremonies',
  订盟: 'Making agreements',
  进人口: 'Taking in new household members',
  裁衣: 'Cutting cloth for clothes',
  挽面: 'Facial threading',
  开容: 'Bridal grooming',
  修坟: 'Repairing graves',
  启钻: 'Opening a grave for reburial',
  破土: 'Breaking ground for a grave',
  安葬: 'Burials',
  立碑: 'Erecting tombstones',
  成服: 'Putting on mourning clothes',
  除服: 'Taking off mourning clothes',
  开生坟: 'Preparing a grave in advance',
  合寿木: 'Making a coffin in advance',
  入殓: 'Encoffining',
  移柩: 'Moving a coffin',
  普渡: 'Rites for wandering souls',
  入宅: 'Moving into a new home',
  安香: 'Installing a household altar',
  安门: 'Installing doors',
  修造: 'Building and repairs',
  起基: 'Laying foundations',
  动土: 'Breaking ground',
  上梁: 'Raising the main beam',
  竖柱: 'Erecting pillars',
  开井开池: 'Digging wells and ponds',
  作陂放水: 'Building dikes and releasing water',
  拆卸: 'Demolition',
  破屋: 'Pulling down houses',
  坏垣: 'Pulling down walls',
  补垣: 'Mending walls',
  伐木做梁: 'Felling timber for beams',
  作灶: 'Building a stove',
  解除: 'Cleansing rites',
  开柱眼: 'Cutting mortises in pillars',
  穿屏扇架: 'Fitting screens and door frames',
  盖屋合脊: 'Roofing and closing the ridge',
  开厕: 'Digging a toilet',
  造仓: 'Building granaries',
  塞穴: 'Blocking holes and burrows',
  平治道涂: 'Levelling and repairing roads',
  造桥: 'Building bridges',
  作厕: 'Building a toilet',
  筑堤: 'Building embankments',
  开池: 'Digging ponds',
  伐木: 'Felling trees',
  开渠: 'Digging channels',
  掘井: 'Digging wells',
  扫舍: 'House cleaning',
  放水: 'Releasing water',
  造屋: 'Building houses',
  合脊: 'Closing the roof ridge',
  造畜稠: 'Building livestock pens',
  修门: 'Repairing doors',
  定磉: 'Setting pillar bases',
  作梁: 'Making beams',
  修饰垣墙: 'Decorating walls',
  架马: 'Setting up carpentry trestles',
  开市: 'Opening a business',
  挂匾: 'Hanging a signboard',
  纳财: 'Receiving money',
  求财: 'Seeking wealth',
  开仓: 'Opening storehouses',
  买车: 'Buying a vehicle',
  置产: 'Buying property',
  雇佣: 'Hiring staff',
  出货财: 'Paying out goods and money',
  安机械: 'Installing machinery',
  造车器: 'Building carts and tools',
  经络: 'Setting up looms',
  酝酿: 'Brewing',
  作染: 'Dyeing',
  鼓铸: 'Metal casting',
  造船: 'Building boats',
  割蜜: 'Harvesting honey',
  栽种: 'Planting',
  取渔: 'Fishing',
  结网: 'Making nets',
  牧养: 'Raising livestock',
  安碓磑: 'Installing mills and pestles',
  习艺: 'Learning a craft',
  入学: 'Starting school',
  理发: 'Haircuts',
  探病: 'Visiting the sick',
  见贵: 'Meeting important people',
  乘船: 'Boat trips',
  渡水: 'Crossing water',
  针灸: 'Acupuncture',
  出行: 'Travel',
  移徙: 'Moving house',
  分居: 'Setting up a separate household',
  剃头: 'Shaving the head',
  整手足甲: 'Trimming nails',
  纳畜: 'Acquiring livestock',
  捕捉: 'Trapping pests',
  畋猎: 'Hunting',
  教牛马: 'Training oxen and horses',
  会亲友: 'Visiting relatives and friends',
  赴任: 'Taking up a new post',
  求医: 'Consulting a doctor',
  治病: 'Medical treatment',
  词讼: 'Lawsuits',
  起基动土: 'Laying foundations and breaking ground',
  破屋坏垣: 'Pulling down houses and walls',
  盖屋: 'Roofing a house',
  造仓库: 'Building storehouses',
  立券交易: 'Signing contracts and trading',
  交易: 'Trading',
  立券: 'Signing contracts',
  安机: 'Installing a loom',
  会友: 'Meeting friends',
  求医疗病: 'Seeking medical treatment',
  诸事不宜: 'Nothing is favoured',
  馀事勿取: 'Nothing else is advised',
  行丧: 'Funeral processions',
  断蚁: 'Blocking ant nests',
  归岫: 'Returning home',
  无: 'None',
} as const satisfies Readonly<Record<string, string>>

/**
 * 吉神/凶煞 (LunarUtil.SHEN_SHA). The library leaks four untranslated i18n keys ('sn.sanSang' …)
 * into its Chinese output; `LIBRARY_KEY_FIXES` maps them to their names and they are glossed here by
 * the fixed name.
 */
export const SPIRIT_EN = {
  天恩: 'Heavenly Grace',
  鸣吠: 'Crowing and Barking',
  母仓: 'Mother Granary',
  不将: 'No Opposition',
  四相: 'Four Ministers',
  鸣吠对: 'Crowing and Barking Pair',
  五合: 'Five Harmonies',
  三合: 'Three Harmonies',
  除神: 'Cleansing Spirit',
  月德: 'Monthly Virtue',
  月空: 'Monthly Void',
  月德合: 'Monthly Virtue Union',
  月恩: 'Monthly Grace',
  时阴: 'Seasonal Yin',
  五富: 'Five Riches',
  生气: 'Vital Energy',
  金匮: 'Golden Casket',
  相日: 'Minister Day',
  阴德: 'Yin Virtue',
  六合: 'Six Harmonies',
  益后: 'Benefiting Descendants',
  青龙: 'Azure Dragon',
  续世: 'Continuing Generations',
  明堂: 'Bright Hall',
  王日: 'King Day',
  要安: 'Essential Peace',
  官日: 'Official Day',
  吉期: 'Auspicious Period',
  福德: 'Fortune and Virtue',
  六仪: 'Six Ceremonies',
  金堂: 'Golden Hall',
  宝光: 'Precious Light',
  民日: "People's Day",
  临日: 'Arrival Day',
  天马: 'Heavenly Horse',
  敬安: 'Respectful Peace',
  普护: 'Universal Protection',
  驿马: 'Travelling Horse',
  天后: 'Heavenly Empress',
  阳德: 'Yang Virtue',
  天喜: 'Heavenly Joy',
  天医: 'Heavenly Doctor',
  司命: 'Life Controller',
  圣心: 'Sacred Heart',
  玉宇: 'Jade Palace',
  守日: 'Guardian Day',
  时德: 'Seasonal Virtue',
  解神: 'Releasing Spirit',
  时阳: 'Seasonal Yang',
  天仓: 'Heavenly Granary',
  天巫: 'Heavenly Shaman',
  玉堂: 'Jade Hall',
  福生: 'Blessings Born',
  天德: 'Heavenly Virtue',
  天德合: 'Heavenly Virtue Union',
  天愿: 'Heavenly Wish',
  天赦: 'Heavenly Pardon',
  天符: 'Heavenly Talisman',
  阴神: 'Yin Spirit',
  解除: 'Dispelling Spirit',
  五虚: 'Five Voids',
  五离: 'Five Separations',
  重日: 'Double Day',
  复日: 'Repeat Day',
  血支: 'Blood Branch',
  天贼: 'Heavenly Thief',
  土符: 'Earth Talisman',
  游祸: 'Roving Calamity',
  白虎: 'White Tiger',
  小耗: 'Minor Loss',
  致死: 'Fatal Spirit',
  河魁: 'River Chief',
  劫煞: 'Robbery Sha',
  月煞: 'Monthly Sha',
  月建: 'Month Establisher',
  往亡: 'Going to Ruin',
  大时: 'Great Time',
  大败: 'Great Defeat',
  咸池: 'Salty Pool (Peach Blossom)',
  厌对: 'Loathing Opposite',
  招摇: 'Swaying Star',
  九坎: 'Nine Pits',
  九焦: 'Nine Scorches',
  天罡: 'Heavenly Ridge',
  死神: 'Death Spirit',
  月害: 'Monthly Harm',
  死气: 'Dead Energy',
  月破: 'Month Breaker',
  大耗: 'Great Loss',
  天牢: 'Heavenly Prison',
  元武: 'Black Tortoise',
  玄武: 'Black Tortoise',
  月厌: 'Monthly Loathing',
  月虚: 'Monthly Emptiness',
  归忌: 'Return Taboo',
  小时: 'Minor Time',
  天刑: 'Heavenly Punishment',
  朱雀: 'Vermilion Bird',
  九空: 'Nine Voids',
  天吏: 'Heavenly Official',
  地火: 'Earth Fire',
  四击: 'Four Strikes',
  大煞: 'Great Sha',
  勾陈: 'Hooked Array',
  八专: 'Eight Exclusives',
  灾煞: 'Disaster Sha',
  天火: 'Heavenly Fire',
  血忌: 'Blood Taboo',
  土府: 'Earth Palace',
  月刑: 'Monthly Punishment',
  触水龙: 'Touching the Water Dragon',
  地囊: 'Earth Sack',
  八风: 'Eight Winds',
  四废: 'Four Wastes',
  四忌: 'Four Taboos',
  四穷: 'Four Exhaustions',
  五墓: 'Five Tombs',
  阴错: 'Yin Error',
  四耗: 'Four Losses',
  阳错: 'Yang Error',
  孤辰: 'Lonely Star',
  小会: 'Minor Meeting',
  大会: 'Great Meeting',
  八龙: 'Eight Dragons',
  七鸟: 'Seven Birds',
  九虎: 'Nine Tigers',
  六蛇: 'Six Snakes',
  天狗: 'Heavenly Dog',
  行狠: 'Ruthless Spirit',
  了戾: 'Perverse Spirit',
  岁薄: 'Thin Year',
  逐阵: 'Chasing Battle',
  三丧: 'Three Mournings',
  三阴: 'Triple Yin',
  阴道冲阳: 'Yin Path Strikes Yang',
  阴位: 'Yin Position',
  阴阳交破: 'Yin and Yang Break Each Other',
  阴阳俱错: 'Yin and Yang Both Astray',
  阴阳击冲: 'Yin and Yang Clash',
  鬼哭: 'Weeping Ghosts',
  单阴: 'Single Yin',
  绝阴: 'Extreme Yin',
  纯阳: 'Pure Yang',
  阳错阴冲: 'Yang Astray, Yin Clashing',
  七符: 'Seven Talismans',
  成日: 'Completion Day',
  孤阳: 'Lonely Yang',
  绝阳: 'Extreme Yang',
  纯阴: 'Pure Yin',
  大退: 'Great Retreat',
  四离: 'Four Separations',
  阳破阴冲: 'Yang Broken, Yin Clashing',
  无: 'None',
} as const satisfies Readonly<Record<string, string>>

/**
 * Library output that is not the Chinese term. lunar-typescript 1.8.6 has no 'chs' message for four
 * spirit keys and returns the raw key (found by walking 1900-2100; no other key leaks). Names per
 * lunar-java's SHEN_SHA table, where the same four sit between 阴阳击冲/单阴 etc.
 */
export const LIBRARY_KEY_FIXES: Readonly<Record<string, string>> = {
  'sn.sanSang': '三丧',
  'sn.guiKu': '鬼哭',
  'sn.daTui': '大退',
  'sn.siLi': '四离',
}

/** 建除十二值星 (twelve duty officers), LunarUtil.ZHI_XING order. */
export const DUTY_OFFICER_EN = {
  建: 'Establish',
  除: 'Remove',
  满: 'Full',
  平: 'Balance',
  定: 'Stable',
  执: 'Initiate',
  破: 'Destruction',
  危: 'Danger',
  成: 'Success',
  收: 'Receive',
  开: 'Open',
  闭: 'Close',
} as const satisfies Readonly<Record<string, string>>

/** 黄道黑道十二神 (day and hour gods), LunarUtil.TIAN_SHEN. */
export const DAY_GOD_EN = {
  青龙: 'Azure Dragon',
  明堂: 'Bright Hall',
  天刑: 'Heavenly Punishment',
  朱雀: 'Vermilion Bird',
  金匮: 'Golden Casket',
  天德: 'Heavenly Virtue',
  白虎: 'White Tiger',
  玉堂: 'Jade Hall',
  天牢: 'Heavenly Prison',
  玄武: 'Black Tortoise',
  司命: 'Life Controller',
  勾陈: 'Hooked Array',
} as const satisfies Readonly<Record<string, string>>

export const DAY_GOD_PATH_EN = { 黄道: 'Yellow Path', 黑道: 'Black Path' } as const satisfies Readonly<Record<string, string>>
export const LUCK_EN = { 吉: 'Auspicious', 凶: 'Inauspicious' } as const satisfies Readonly<Record<string, string>>

/** 二十八宿 (lunar mansions). */
export const MANSION_EN = {
  角: 'Horn',
  亢: 'Neck',
  氐: 'Root',
  房: 'Room',
  心: 'Heart',
  尾: 'Tail',
  箕: 'Winnowing Basket',
  斗: 'Dipper',
  牛: 'Ox',
  女: 'Girl',
  虚: 'Emptiness',
  危: 'Rooftop',
  室: 'Encampment',
  壁: 'Wall',
  奎: 'Legs',
  娄: 'Bond',
  胃: 'Stomach',
  昴: 'Hairy Head',
  毕: 'Net',
  觜: 'Turtle Beak',
  参: 'Three Stars',
  井: 'Well',
  鬼: 'Ghost',
  柳: 'Willow',
  星: 'Star',
  张: 'Extended Net',
  翼: 'Wings',
  轸: 'Chariot',
} as const satisfies Readonly<Record<string, string>>

/** 七政 (seven luminaries) paired with each mansion (LunarUtil.ZHENG). */
export const LUMINARY_EN = {
  日: 'Sun',
  月: 'Moon',
  火: 'Mars',
  水: 'Mercury',
  木: 'Jupiter',
  金: 'Venus',
  土: 'Saturn',
} as const satisfies Readonly<Record<string, string>>

/**
 * The mansions' animals. The library's table has 壁 → 獝 and 胃 → 彘; the classical names are
 * 壁水貐 and 胃土雉 (e.g. 《西游记》 ch. 92's list of the 28 mansions), so `MANSION_ANIMAL_FIXES`
 * corrects them before translation.
 */
export const MANSION_ANIMAL_EN = {
  蛟: 'Flood Dragon',
  龙: 'Dragon',
  貉: 'Raccoon Dog',
  兔: 'Hare',
  狐: 'Fox',
  虎: 'Tiger',
  豹: 'Leopard',
  獬: 'Unicorn',
  牛: 'Ox',
  蝠: 'Bat',
  鼠: 'Rat',
  燕: 'Swallow',
  猪: 'Pig',
  貐: 'Yayu Beast',
  狼: 'Wolf',
  狗: 'Dog',
  雉: 'Pheasant',
  鸡: 'Rooster',
  乌: 'Crow',
  猴: 'Monkey',
  猿: 'Ape',
  犴: 'Wild Dog',
  羊: 'Goat',
  獐: 'Water Deer',
  马: 'Horse',
  鹿: 'Deer',
  蛇: 'Snake',
  蚓: 'Earthworm',
} as const satisfies Readonly<Record<string, string>>
export const MANSION_ANIMAL_FIXES: Readonly<Record<string, string>> = { 壁: '貐', 胃: '雉' }

/** 四象 (the four palaces of the sky) holding each mansion (LunarUtil.GONG → SHOU). */
export const PALACE_EN = {
  东: 'Azure Dragon of the East',
  南: 'Vermilion Bird of the South',
  西: 'White Tiger of the West',
  北: 'Black Tortoise of the North',
} as const satisfies Readonly<Record<string, string>>

/** Directions as the library's *Desc getters, 煞 and 胎神 return them. */
export const DIRECTION_EN = {
  正北: 'North',
  东北: 'Northeast',
  正东: 'East',
  东南: 'Southeast',
  正南: 'South',
  西南: 'Southwest',
  正西: 'West',
  西北: 'Northwest',
  中宫: 'Centre',
  东: 'East',
  南: 'South',
  西: 'West',
  北: 'North',
  中: 'Centre',
} as const satisfies Readonly<Record<string, string>>

/** The main lunar festivals (LunarUtil.FESTIVAL and 除夕, as `Lunar.getFestivals()` gives them). */
export const FESTIVAL_EN = {
  春节: 'Spring Festival',
  元宵节: 'Lantern Festival',
  龙头节: 'Dragon Head-Raising Day',
  端午节: 'Dragon Boat Festival',
  七夕节: 'Qixi Festival',
  中秋节: 'Mid-Autumn Festival',
  重阳节: 'Double Ninth Festival',
  腊八节: 'Laba Festival',
  除夕: "Chinese New Year's Eve",
} as const satisfies Readonly<Record<string, string>>

/** 二十四节气. */
export const SOLAR_TERM_EN = {
  立春: 'Beginning of Spring',
  雨水: 'Rain Water',
  惊蛰: 'Awakening of Insects',
  春分: 'Spring Equinox',
  清明: 'Clear and Bright',
  谷雨: 'Grain Rain',
  立夏: 'Beginning of Summer',
  小满: 'Grain Buds',
  芒种: 'Grain in Ear',
  夏至: 'Summer Solstice',
  小暑: 'Minor Heat',
  大暑: 'Major Heat',
  立秋: 'Beginning of Autumn',
  处暑: 'End of Heat',
  白露: 'White Dew',
  秋分: 'Autumn Equinox',
  寒露: 'Cold Dew',
  霜降: "Frost's Descent",
  立冬: 'Beginning of Winter',
  小雪: 'Minor Snow',
  大雪: 'Major Snow',
  冬至: 'Winter Solstice',
  小寒: 'Minor Cold',
  大寒: 'Major Cold',
} as const satisfies Readonly<Record<string, string>>

/** 彭祖百忌: one line per day stem and one per day branch (LunarUtil.PENGZU_GAN / PENGZU_ZHI). */
export const PENGZU_EN = {
  甲不开仓财物耗散: 'Jia days: do not open storehouses, or wealth drains away.',
  乙不栽植千株不长: 'Yi days: do not plant, or a thousand seedlings will not grow.',
  丙不修灶必见灾殃: 'Bing days: do not repair the stove, or misfortune follows.',
  丁不剃头头必生疮: 'Ding days: do not shave the head, or sores will follow.',
  戊不受田田主不祥: 'Wu days: do not take on farmland, or its owner meets ill luck.',
  己不破券二比并亡: 'Ji days: do not break contracts, or both parties lose.',
  庚不经络织机虚张: 'Geng days: do not set up looms, or the weaving comes to nothing.',
  辛不合酱主人不尝: 'Xin days: do not make sauce, or the host never tastes it.',
  壬不泱水更难提防: 'Ren days: do not release water, or it will be hard to hold back.',
  癸不词讼理弱敌强: 'Gui days: do not go to law; your case is weak and your opponent strong.',
  子不问卜自惹祸殃: 'Zi days: do not consult diviners, or you invite trouble.',
  丑不冠带主不还乡: 'Chou days: do not hold capping ceremonies, or the wearer will not come home.',
  寅不祭祀神鬼不尝: 'Yin days: do not make offerings; the spirits will not accept them.',
  卯不穿井水泉不香: 'Mao days: do not dig wells; the water will not be sweet.',
  辰不哭泣必主重丧: 'Chen days: do not wail, or mourning will come again.',
  巳不远行财物伏藏: 'Si days: do not travel far, or wealth stays hidden.',
  午不苫盖屋主更张: 'Wu days: do not thatch roofs, or the owner will have to move.',
  未不服药毒气入肠: 'Wei days: do not take medicine, or its harm goes deep.',
  申不安床鬼祟入房: 'Shen days: do not place a bed, or spirits enter the room.',
  酉不会客醉坐颠狂: 'You days: do not receive guests; drinking turns rowdy.',
  戌不吃犬作怪上床: 'Xu days: do not eat dog meat, or strange things disturb your sleep.',
  亥不嫁娶不利新郎: 'Hai days: do not marry; it is unlucky for the groom.',
} as const satisfies Readonly<Record<string, string>>

/**
 * 胎神 (fetus god) positions: "<objects it occupies> <where>", e.g. "厨灶碓 外西南". Translated by
 * parts: a leading 占 means "occupies"; the objects are tokenised longest-first; the place is 外
 * (outside) or 房内 (inside the room) plus a direction.
 */
export const FETUS_OBJECT_EN = {
  厨灶: 'kitchen stove',
  仓库: 'storehouse',
  房床: 'bedroom bed',
  大门: 'main gate',
  碓磨: 'pestle and millstone',
  门: 'door',
  碓: 'pestle',
  磨: 'millstone',
  厕: 'toilet',
  炉: 'furnace',
  床: 'bed',
  栖: 'roost',
  房: 'room',
  灶: 'stove',
  户: 'doorway',
  窗: 'window',
  堂: 'hall',
  仓: 'granary',
  厨: 'kitchen',
} as const satisfies Readonly<Record<string, string>>

const FETUS_TOKENS = (Object.keys(FETUS_OBJECT_EN) as (keyof typeof FETUS_OBJECT_EN)[]).sort((a, b) => b.length - a.length)

const joinEnglish = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/** A 胎神 position string's parts: a leading 占, its objects (tokens), and where (外 or 房内 plus a direction). */
export interface FetusPosition {
  occupies: boolean
  objects: (keyof typeof FETUS_OBJECT_EN)[]
  place: { inside: boolean; direction: string } | null
}

/** The parts of a 胎神 position; undefined when an object or the place is not one the table knows. */
export const parseFetusPosition = (zh: string): FetusPosition | undefined => {
  const [objectsPart, placePart] = zh.trim().split(/\s+/)
  if (!objectsPart) return undefined
  const occupies = objectsPart.startsWith('占')
  let rest = occupies ? objectsPart.slice(1) : objectsPart
  const objects: FetusPosition['objects'] = []
  while (rest.length > 0) {
    const token = FETUS_TOKENS.find((t) => rest.startsWith(t))
    if (!token) return undefined
    objects.push(token)
    rest = rest.slice(token.length)
  }
  if (!placePart) return { occupies, objects, place: null }
  const inside = placePart.startsWith('房内')
  if (!inside && !placePart.startsWith('外')) return undefined
  const direction = placePart.slice(inside ? 2 : 1)
  return direction in DIRECTION_EN ? { occupies, objects, place: { inside, direction } } : undefined
}

/** English for a 胎神 position string; undefined when any part is unknown (the glossary test catches it). */
export const fetusGodEn = (zh: string): string | undefined => {
  const parsed = parseFetusPosition(zh)
  if (!parsed) return undefined
  let place = ''
  if (parsed.place) {
    const dir: string = DIRECTION_EN[parsed.place.direction as keyof typeof DIRECTION_EN]
    place = parsed.place.inside
      ? dir === 'Centre'
        ? ', inside the room at its centre'
        : `, inside the room on the ${dir.toLowerCase()} side`
      : `, outside to the ${dir.toLowerCase()}`
  }
  return `Occupies the ${joinEnglish(parsed.objects.map((o) => FETUS_OBJECT_EN[o]))}${place}`
}

/** English ordinal for lunar month numbers in displays: 1st, 2nd, 3rd, 4th … 11th, 12th. */
export const ordinalEn = (n: number): string => {
  const mod100 = n % 100
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

export const WEEKDAY: readonly { en: string; zh: string }[] = [
  { en: 'Sunday', zh: '星期日' },
  { en: 'Monday', zh: '星期一' },
  { en: 'Tuesday', zh: '星期二' },
  { en: 'Wednesday', zh: '星期三' },
  { en: 'Thursday', zh: '星期四' },
  { en: 'Friday', zh: '星期五' },
  { en: 'Saturday', zh: '星期六' },
]
