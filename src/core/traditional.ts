/**
 * Simplified → Traditional Chinese for free text (sentences of guidance, tarot meanings, narratives),
 * never for label tables: those are curated by hand per locale (docs/glossary.md).
 *
 * OpenCC (opencc-js, the maintained port of the OpenCC project's dictionaries) converts with the
 * Taiwan and Hong Kong character standards, which differ where the standards differ (床/牀, 啟/啓,
 * 裡/裏). For Taiwan it uses `twp`, which also puts Taiwan's words for the mainland's (伺服器 for
 * 服务器, 資料 for 数据, 資訊 for 信息, 字串 for 字符串): a reader in Taipei reads the error messages
 * and notes in the words of Taiwan's software. OpenCC has no such phrase table for Hong Kong (`hk`):
 * the service's interface words are curated for it (`INTERFACE_WORDS`). OpenCC knows nothing of
 * Bazi, and gets the field's vocabulary wrong in known ways (`test/core/traditional.test.ts` shows each):
 * 藏干 → 藏幹, 丑 → 醜, 冲太岁 → 衝太歲, 卷舌 → 捲舌, 历 → 歷; and its Taiwan phrases write 支援 for
 * the 支持 of backing a person. So every term of `DOMAIN_TERMS` (and `INTERFACE_WORDS`) is taken out of the text before conversion (replaced by a
 * private-use character, which OpenCC passes through) and put back in its curated form after it.
 * A longer phrase of OpenCC's own dictionary can therefore never override a domain term (adding the
 * terms to OpenCC's dictionary is not enough: 天克地冲 still became 天剋地衝).
 *
 * Built once per locale on first use (OpenCC's dictionaries take ~0.1 s to load).
 */
import * as OpenCC from 'opencc-js'

export type TraditionalLocale = 'zh-TW' | 'zh-HK'

/**
 * Domain terms in Simplified with their Traditional form, where OpenCC is wrong or unsure. Longest
 * match first. A compound is listed when OpenCC would convert it wrongly as a whole (天克地冲) or
 * when a character's meaning depends on the word (冲 is 沖 in a clash, 衝 in 冲动; 干 is 干 in a
 * stem, 乾 in 干燥; 丑 is the branch, 醜 only "ugly", which the field's texts never say).
 * Sources: the OpenCC mistakes `test/core/traditional.test.ts` records; 《教育部重編國語辭典》 for
 * 沖 (沖犯, 沖煞) and 曆 (農曆, 曆書).
 * A lone character is listed only when the field's texts never use it otherwise (丑, 卷舌).
 */
export const DOMAIN_TERMS: Readonly<Record<string, string | Record<TraditionalLocale, string>>> = {
  // 干 stays 干 when it is a heavenly stem
  藏干: '藏干',
  天干: '天干',
  干支: '干支',
  干合: '干合',
  日干: '日干',
  年干: '年干',
  月干: '月干',
  时干: '時干',
  阳干: '陽干',
  阴干: '陰干',
  甲干: '甲干',
  天干五合: '天干五合',
  透干: '透干',
  // 丑 is the branch
  丑: '丑',
  // …except in 美丑 "beauty or ugliness" (the image readings' safety rule: never judge attractiveness)
  美丑: '美醜',
  // 冲 in a clash is 沖
  六冲: '六沖',
  相冲: '相沖',
  冲太岁: '沖太歲',
  冲煞: '沖煞',
  刑冲: '刑沖',
  天克地冲: '天剋地沖',
  对冲: '對沖',
  冲克: '沖剋',
  日冲: '日沖',
  岁冲: '歲沖',
  冲合: '沖合',
  冲鼠: '沖鼠',
  冲牛: '沖牛',
  冲虎: '沖虎',
  冲兔: '沖兔',
  冲龙: '沖龍',
  冲蛇: '沖蛇',
  冲马: '沖馬',
  冲羊: '沖羊',
  冲猴: '沖猴',
  冲鸡: '沖雞',
  冲狗: '沖狗',
  冲猪: '沖豬',
  逢冲: '逢沖',
  // a stem or branch clashing what follows ("流日天干冲日主", "今日地支冲月支"): OpenCC gives 衝
  // when 冲 meets the next word (found in daily guidance's sentences)
  天干冲: '天干沖',
  地支冲: '地支沖',
  日支冲: '日支沖',
  无冲: '無沖',
  被冲: '被沖',
  // 克 in the control cycle is 剋
  生克: '生剋',
  相克: '相剋',
  克我: '剋我',
  我克: '我剋',
  // stars and calendar words
  卷舌: '卷舌',
  // 凶 (ill-omened: 吉凶, 凶星, 化凶) stays 凶; OpenCC's Taiwan table writes 兇 for it alone (兇 is the
  // 兇手 of crime, which the field's texts never say). Found in the number-energy sentences (凶 4 组 → 兇 4 組).
  凶: '凶',
  // 历 is 曆 in a calendar, 歷 in 经历/历史 (OpenCC gets the words right, not 历 alone)
  农历: '農曆',
  日历: '日曆',
  公历: '公曆',
  旧历: '舊曆',
  皇历: '皇曆',
  历书: '曆書',
  黄历: '黃曆',
  阴历: '陰曆',
  阳历: '陽曆',
  历法: '曆法',
  后土: '后土',
  三台: '三台',
  // the bed: 床 in Taiwan, 牀 in Hong Kong
  安床: { 'zh-TW': '安床', 'zh-HK': '安牀' },
  // Found in the tarot's texts (its meanings and template sentences, src/core/readings): the suit of
  // Cups is 聖杯 in Traditional tarot books, as its curated name (OpenCC writes 聖盃); OpenCC reads
  // 是只 in 还是只是 as the measure word (還是隻是); 松 in 松得太过 is 鬆 (loose), not the pine.
  圣杯: '聖杯',
  只是: '只是',
  松得: '鬆得',
  // 支持 is backing a person (真正支持你的人, 得到支持: the tarot's meanings): 支持 in Taiwan and Hong
  // Kong alike. OpenCC's Taiwan phrases write 支援 (technical support) for it everywhere; the
  // service's own technical uses are listed as the compounds they are.
  支持: '支持',
  支持范围: '支援範圍',
  支持图像: { 'zh-TW': '支援影像', 'zh-HK': '支援圖像' },
  // Ordinary words OpenCC's Taiwan phrases turn into software vocabulary (found by converting every
  // Chinese text of the service with `twp` and with `tw` and reading the differences): a cycle
  // coming full circle is no program loop (迴圈), 扩展 no extension package (擴充套件), 胸怀全局 no
  // global scope (全域性), 好消息 no message (訊息), an activity's or a country's 代码 no program code
  // (程式碼).
  // 签 in the service's texts is the temple's slip (灵签, 求签, 第…签: 籤 as Taiwan's and Hong Kong's
  // temples print it) or a label (标签: 標籤); OpenCC writes 簽 (of 签名, to sign), which no converted
  // text here means. A text that needs 签名 or 签证 converted adds the compound.
  签: '籤',
  循环: '循環',
  扩展: '擴展',
  全局: '全局',
  消息: '消息',
  代码: '代碼',
  // "Current" (当前大运, 当前采用): Taiwan writes 目前, 當前 reads as the mainland's word there; Hong
  // Kong writes 當前 (《教育部重編國語辭典》 for 目前).
  当前: { 'zh-TW': '目前', 'zh-HK': '當前' },
}

/**
 * Interface words of the service's own sentences (error messages, the settings page's notes) in
 * Hong Kong's software usage, which here is Taiwan's: 伺服器, 登入, 連結, 預設, 設定, 帳號. OpenCC's
 * Taiwan phrases (`twp`) give them already; it has no phrase table for Hong Kong, whose conversion
 * would keep the mainland's 服務器, 登錄, 鏈接, 默認, 設置. 數據, 網絡 and 信息, which Hong Kong
 * writes too, stay. 账号 is 帳號 in both (OpenCC writes 賬號). Source: the hand-written zh-TW/zh-HK
 * tables of the settings page (src/web/i18n.ts), which use these words.
 */
export const INTERFACE_WORDS: Readonly<Record<string, string>> = {
  服务器: '伺服器',
  登录: '登入',
  链接: '連結',
  默认: '預設',
  设置: '設定',
  账号: '帳號',
}

/** Every word taken out of the text before conversion and put back in its curated form. */
const CURATED: Readonly<Record<string, string | Record<TraditionalLocale, string>>> = { ...INTERFACE_WORDS, ...DOMAIN_TERMS }

const CORNER_QUOTES: Record<string, string> = { '“': '「', '”': '」', '‘': '『', '’': '』' }

const PRIVATE_USE_START = 0xe000
const sortedTerms = Object.keys(CURATED).sort((a, b) => b.length - a.length)
/** The domain's terms, longest first, and any private-use character already in the text (kept as it is). */
const termPattern = new RegExp(`${sortedTerms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|[\ue000-\uf8ff]`, 'g')

const converters: Partial<Record<TraditionalLocale, (text: string) => string>> = {}
const converterOf = (locale: TraditionalLocale) =>
  (converters[locale] ??= OpenCC.Converter({ from: 'cn', to: locale === 'zh-TW' ? 'twp' : 'hk' }))

const traditionalTermOf = (simplified: string, locale: TraditionalLocale): string => {
  const target = CURATED[simplified]
  if (target === undefined) return simplified // a private-use character of the text itself
  return typeof target === 'string' ? target : target[locale]
}

/** `text` (Simplified Chinese) in the Traditional characters of `locale`, with the domain's terms curated. */
export function toTraditional(text: string, locale: TraditionalLocale): string {
  const protectedTerms: string[] = []
  const masked = text.replace(termPattern, (term) => {
    protectedTerms.push(traditionalTermOf(term, locale))
    return String.fromCharCode(PRIVATE_USE_START + protectedTerms.length - 1)
  })
  // Taiwan and Hong Kong quote with corner brackets (「」, 『』 inside) and write a slash between two
  // Han characters full-width (省／州), as the hand-written tables do; OpenCC leaves punctuation as it is.
  const converted = converterOf(locale)(masked)
    .replace(/[“”‘’]/g, (q) => CORNER_QUOTES[q]!)
    .replace(/(?<=\p{Script=Han})\/(?=\p{Script=Han})/gu, '／')
  return converted.replace(/[\ue000-\uf8ff]/g, (c) => protectedTerms[c.charCodeAt(0) - PRIVATE_USE_START]!)
}
