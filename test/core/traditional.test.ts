/**
 * Simplified → Traditional for free text (`src/core/traditional.ts`): the domain dictionary fixes
 * each mistake OpenCC makes on the field's words (the record of them is this file), Taiwan and Hong
 * Kong differ where their standards differ, and OpenCC alone still makes each mistake, so an entry
 * that stops being needed (or a dictionary that stops being applied) shows up here.
 */
import { describe, expect, it } from 'bun:test'
import { Glob } from 'bun'
import * as OpenCC from 'opencc-js'
import { DOMAIN_TERMS, INTERFACE_WORDS, toTraditional } from '../../src/core/traditional'

const bare = { 'zh-TW': OpenCC.Converter({ from: 'cn', to: 'tw' }), 'zh-HK': OpenCC.Converter({ from: 'cn', to: 'hk' }) }
const taiwanPhrases = OpenCC.Converter({ from: 'cn', to: 'twp' })
const LOCALES = ['zh-TW', 'zh-HK'] as const

describe('the tricky Traditional terms', () => {
  it.each([
    ['藏干', '藏干'],
    ['阴干与阳干', '陰干與陽干'],
    ['辰戌丑未', '辰戌丑未'],
    ['子丑合', '子丑合'],
    ['地支六冲', '地支六沖'],
    ['今年冲太岁', '今年沖太歲'],
    ['刑冲会合', '刑沖會合'],
    ['天克地冲', '天剋地沖'],
    ['五行生克', '五行生剋'],
    ['农历与黄历', '農曆與黃曆'],
    ['卷舌星', '卷舌星'],
    ['三台八座', '三台八座'],
    ['后土', '后土'],
    ['吉凶参半', '吉凶參半'],
  ])('%s → %s in both standards', (simplified, traditional) => {
    for (const locale of LOCALES) expect(toTraditional(simplified, locale)).toBe(traditional)
  })

  it('Taiwan and Hong Kong differ where their standards do: 安床/安牀, 啟/啓, 裡/裏', () => {
    expect(toTraditional('宜安床，启钻', 'zh-TW')).toBe('宜安床，啟鑽')
    expect(toTraditional('宜安床，启钻', 'zh-HK')).toBe('宜安牀，啓鑽')
    expect(toTraditional('心里', 'zh-TW')).toBe('心裡')
    expect(toTraditional('心里', 'zh-HK')).toBe('心裏')
    // "Current": 目前 in Taiwan, 當前 in Hong Kong.
    expect(toTraditional('当前大运甲子五行为喜。', 'zh-TW')).toBe('目前大運甲子五行為喜。')
    expect(toTraditional('当前大运甲子五行为喜。', 'zh-HK')).toBe('當前大運甲子五行為喜。')
  })

  it('leaves the ordinary words OpenCC gets right alone: 冲动 → 衝動, 干燥 → 乾燥, 经历 → 經歷', () => {
    for (const locale of LOCALES) {
      expect(toTraditional('冲动', locale)).toBe('衝動')
      expect(toTraditional('干燥的天气', locale)).toBe('乾燥的天氣')
      expect(toTraditional('人生经历', locale)).toBe('人生經歷')
    }
  })
})

describe('the domain dictionary', () => {
  const entries = Object.entries(DOMAIN_TERMS)
  it('converts every entry to its curated form, alone and inside a sentence', () => {
    for (const [simplified, target] of entries) {
      for (const locale of LOCALES) {
        const want = typeof target === 'string' ? target : target[locale]
        expect({ simplified, locale, got: toTraditional(simplified, locale) }).toEqual({ simplified, locale, got: want })
        expect(toTraditional(`今天${simplified}。`, locale)).toContain(want)
      }
    }
  })

  it('still fixes a mistake OpenCC makes on its own (else the entry is not needed)', () => {
    // Entries OpenCC converts right by itself are kept deliberately: they protect the word from a
    // longer OpenCC phrase around it (天干五合) or record a form the standards share.
    const fixes = entries.filter(([simplified, target]) =>
      LOCALES.some((locale) => bare[locale](simplified) !== (typeof target === 'string' ? target : target[locale])),
    )
    expect(fixes.map(([s]) => s)).toEqual(
      expect.arrayContaining(['藏干', '阴干', '丑', '冲太岁', '天克地冲', '生克', '卷舌', '凶', '圣杯']),
    )
  })

  it('wins over a longer phrase of OpenCC’s own dictionary (天克地冲 is one OpenCC phrase)', () => {
    expect(bare['zh-TW']('天克地冲')).toBe('天剋地衝')
    expect(toTraditional('天克地冲', 'zh-TW')).toBe('天剋地沖')
  })

  it('passes the private-use characters it uses as placeholders through, so a text that holds one is not corrupted', () => {
    expect(toTraditional('藏干\ue000丑', 'zh-TW')).toBe('藏干\ue000丑')
  })
})

describe('Taiwan’s and Hong Kong’s words for free text', () => {
  it('puts Taiwan’s software words for the mainland’s in zh-TW; Hong Kong keeps 數據 and 信息', () => {
    expect(toTraditional('服务器无法读取数据字符串', 'zh-TW')).toBe('伺服器無法讀取資料字串')
    expect(toTraditional('出生信息', 'zh-TW')).toBe('出生資訊')
    expect(toTraditional('出生信息', 'zh-HK')).toBe('出生信息')
    expect(toTraditional('服务器无法读取数据', 'zh-HK')).toBe('伺服器無法讀取數據')
  })

  it('writes a slash between two Han characters full-width, and leaves any other slash', () => {
    for (const locale of LOCALES) {
      expect(toTraditional('请加上省/州或国家', locale)).toBe('請加上省／州或國家')
      expect(toTraditional('格式 YYYY/MM 或 a/b', locale)).toBe('格式 YYYY/MM 或 a/b')
    }
  })

  it('gives Hong Kong the interface words its software uses (OpenCC has no phrase table for it), the same Taiwan gets', () => {
    for (const [simplified, word] of Object.entries(INTERFACE_WORDS)) {
      expect({ simplified, hk: toTraditional(`此${simplified}已过期`, 'zh-HK') }).toEqual({ simplified, hk: `此${word}已過期` })
      expect({ simplified, tw: toTraditional(simplified, 'zh-TW') }).toEqual({ simplified, tw: word })
      // Each entry is needed: OpenCC's Hong Kong conversion alone keeps the mainland's word.
      expect({ simplified, bare: bare['zh-HK'](simplified) }).not.toEqual({ simplified, bare: word })
    }
    expect(toTraditional('登录链接已过期，请重新设置密码', 'zh-HK')).toBe('登入連結已過期，請重新設定密碼')
  })

  it('keeps 支持 for backing a person in both (OpenCC’s Taiwan phrases write 支援), 支援 where it is technical', () => {
    expect(taiwanPhrases('看清谁是真正支持你的人')).toContain('支援')
    for (const locale of LOCALES) {
      expect(toTraditional('看清谁是真正支持你的人', locale)).toBe('看清誰是真正支持你的人')
      expect(toTraditional('得到支持', locale)).toBe('得到支持')
      expect(toTraditional('超出支持范围', locale)).toBe('超出支援範圍')
    }
    expect(toTraditional('需要支持图像的模型', 'zh-TW')).toBe('需要支援影像的模型')
  })

  it('keeps ordinary words that OpenCC’s Taiwan phrases turn into software words: 循環, 擴展, 全局, 消息, 代碼', () => {
    const sentences: [string, string, string][] = [
      ['一个循环圆满', '一個循環圓滿', '迴圈'],
      ['向外扩展', '向外擴展', '擴充套件'],
      ['胸怀全局', '胸懷全局', '全域性'],
      ['带来好消息', '帶來好消息', '訊息'],
      ['有效活动代码见文档', '有效活動代碼見文', '程式碼'],
    ]
    for (const [simplified, traditional, openccWord] of sentences) {
      expect(taiwanPhrases(simplified)).toContain(openccWord)
      for (const locale of LOCALES) expect(toTraditional(simplified, locale)).toStartWith(traditional)
    }
    expect(toTraditional('需要支持图像的模型', 'zh-HK')).toBe('需要支援圖像的模型')
  })
})

describe('quotation marks', () => {
  it('Taiwan and Hong Kong quote with corner brackets', () => {
    expect(toTraditional('找不到地点“北京”，见‘说明’', 'zh-TW')).toBe('找不到地點「北京」，見『說明』')
    expect(toTraditional('找不到地点“北京”，见‘说明’', 'zh-HK')).toBe('找不到地點「北京」，見『説明』')
  })
})

describe('words whose Traditional form depends on their sense', () => {
  /**
   * Every use of these in the service's Simplified texts, counted per file, as reviewed: the curated
   * form (`DOMAIN_TERMS`, `INTERFACE_WORDS`) is right for each use counted here, but the words have
   * other senses (设置路障 is 設置, 错误消息 is 訊息 in Taiwan, 不支持 a format is 不支援). A new
   * use fails this test: read its zh-TW and zh-HK text (`toTraditional`), add a compound to the
   * dictionary if the curated form is wrong there, then count it here. web/i18n.ts and web/home-i18n.ts are written by hand
   * per locale and never converted.
   */
  const REVIEWED: Record<string, Record<string, number>> = {
    支持: {
      'ai/prompts.ts': 1,
      'core/almanac/refusals.ts': 1,
      'core/messages.ts': 1,
      'core/readings/tarot-deck-cups.ts': 1,
      'core/readings/tarot-deck-pentacles.ts': 2,
      'core/readings/tarot-deck-swords.ts': 1,
      'core/readings/tarot-deck-wands.ts': 1,
      'core/readings/tarot-text-ja.ts': 1,
      'core/time/error-texts.ts': 1,
    },
    // guandi-slips.ts: the set's own texts (盈虛消息, 消息 of the poems), quoted as written, never converted.
    消息: { 'core/readings/tarot-deck-wands.ts': 4, 'core/divination/guandi-explanations.ts': 3, 'core/divination/guandi-slips.ts': 6 },
    设置: { 'core/messages.ts': 2 },
    登录: {},
    链接: {},
    默认: { 'core/bazi/chart-conventions.ts': 1, 'presenters/ziwei.ts': 1 },
    服务器: { 'core/messages.ts': 5 },
    账号: { 'core/messages.ts': 1 },
    循环: { 'core/readings/tarot-deck-majors.ts': 3, 'core/readings/tarot-template-text.ts': 2 },
    扩展: { 'core/readings/tarot-deck-wands.ts': 1 },
    全局: { 'core/readings/tarot-deck-wands.ts': 1 },
    代码: { 'contracts/practitioner.ts': 2, 'core/almanac/refusals.ts': 2, 'core/readings/number-energy-words.ts': 4 },
  }

  it('each use in the service’s texts is one reviewed', async () => {
    const src = new URL('../../src/', import.meta.url).pathname
    const found: Record<string, Record<string, number>> = Object.fromEntries(Object.keys(REVIEWED).map((w) => [w, {}]))
    for await (const file of new Glob('**/*.ts').scan(src)) {
      if (file === 'core/traditional.ts' || file === 'web/i18n.ts' || file === 'web/home-i18n.ts') continue
      const text = await Bun.file(src + file).text()
      for (const word of Object.keys(REVIEWED)) {
        const count = text.split(word).length - 1
        if (count > 0) found[word]![file] = count
      }
    }
    expect(found).toEqual(REVIEWED)
  })
})
