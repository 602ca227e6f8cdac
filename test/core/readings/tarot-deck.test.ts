import { describe, expect, it } from 'bun:test'
import { DECK_SIZE, SUITS, TAROT_DECK, type TarotCard } from '../../../src/core/readings/tarot-deck'

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/
const HAN = /[\u3400-\u9fff]/

/** Every English string of a card (names, ranks, suit, keywords, meanings). */
const englishStrings = (card: TarotCard): string[] => [
  card.name.en,
  card.rank.en,
  ...(card.suit ? [card.suit.en, card.suit.element.en] : []),
  ...card.upright.keywords.en,
  ...card.reversed.keywords.en,
  card.upright.meaning.en,
  card.reversed.meaning.en,
]

const chineseStrings = (card: TarotCard): string[] => [
  card.name.zh,
  card.rank.zh,
  ...(card.suit ? [card.suit.zh, card.suit.element.zh] : []),
  ...card.upright.keywords.zh,
  ...card.reversed.keywords.zh,
  card.upright.meaning.zh,
  card.reversed.meaning.zh,
]

// domain.md §8 (Brhiza/mingyu src/utils/tarot.ts), in card order.
const MAJOR_NAMES_ZH =
  '愚者 魔术师 女祭司 女皇 皇帝 教皇 恋人 战车 力量 隐士 命运之轮 正义 倒吊人 死神 节制 恶魔 塔 星星 月亮 太阳 审判 世界'.split(' ')

describe('tarot deck: numbering', () => {
  it('has 78 cards whose id is their index', () => {
    expect(TAROT_DECK).toHaveLength(DECK_SIZE)
    TAROT_DECK.forEach((card, index) => expect(card.id).toBe(index))
  })

  it('puts the majors at 0-21 in Rider-Waite-Smith order (8 Strength, 11 Justice)', () => {
    expect(TAROT_DECK.slice(0, 22).map((c) => c.name.zh)).toEqual(MAJOR_NAMES_ZH)
    expect(TAROT_DECK[0].name.en).toBe('The Fool')
    expect(TAROT_DECK[8].name.en).toBe('Strength')
    expect(TAROT_DECK[11].name.en).toBe('Justice')
    expect(TAROT_DECK[21].name.en).toBe('The World')
    for (const card of TAROT_DECK.slice(0, 22)) {
      expect(card.arcana).toBe('major')
      expect(card.suit).toBeNull()
      expect(card.rank.value).toBe(card.id)
    }
    expect(TAROT_DECK[19].rank).toEqual({ value: 19, en: 'XIX', zh: '十九' })
    expect(TAROT_DECK[20].rank.zh).toBe('二十')
    expect(TAROT_DECK[10].rank.zh).toBe('十')
  })

  it('follows with Wands, Cups, Swords, Pentacles, each Ace, 2-10, Page, Knight, Queen, King', () => {
    const ranks = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King']
    const ranksZh = ['王牌', '二', '三', '四', '五', '六', '七', '八', '九', '十', '侍者', '骑士', '王后', '国王']
    expect(SUITS.map((s) => [s.key, s.zh])).toEqual([
      ['wands', '权杖'],
      ['cups', '圣杯'],
      ['swords', '宝剑'],
      ['pentacles', '钱币'],
    ])
    SUITS.forEach((suit, s) => {
      ranks.forEach((rank, r) => {
        const card = TAROT_DECK[22 + s * 14 + r]
        expect(card.arcana).toBe('minor')
        expect(card.suit?.key).toBe(suit.key)
        expect(card.rank).toEqual({ value: r + 1, en: rank, zh: ranksZh[r] })
        expect(card.name).toEqual({ en: `${rank} of ${suit.en}`, zh: `${suit.zh}${ranksZh[r]}` })
      })
    })
    expect(TAROT_DECK[22].name).toEqual({ en: 'Ace of Wands', zh: '权杖王牌' })
    expect(TAROT_DECK[49].name).toEqual({ en: 'King of Cups', zh: '圣杯国王' })
    expect(TAROT_DECK[50].name.en).toBe('Ace of Swords')
    expect(TAROT_DECK[77].name).toEqual({ en: 'King of Pentacles', zh: '钱币国王' })
  })

  it('keeps the ekelen/tarot-api name_short alias for every card', () => {
    const pattern = /^(ar(0\d|1\d|2[01])|(wa|cu|sw|pe)(ac|0[2-9]|10|pa|kn|qu|ki))$/
    for (const card of TAROT_DECK) expect(card.ekelenNameShort).toMatch(pattern)
    expect(new Set(TAROT_DECK.map((c) => c.ekelenNameShort)).size).toBe(78)
    expect(TAROT_DECK[8].ekelenNameShort).toBe('ar08')
    expect(TAROT_DECK[36].ekelenNameShort).toBe('cuac')
    expect(TAROT_DECK[60].ekelenNameShort).toBe('swpa')
    expect(TAROT_DECK[73].ekelenNameShort).toBe('pe10')
    const byEkelen = (nameShort: string) => TAROT_DECK.find((card) => card.ekelenNameShort === nameShort)
    expect(byEkelen('cuqu')?.name.en).toBe('Queen of Cups')
    expect(byEkelen('ar11')?.name.en).toBe('Justice')
  })

  it('is indexed by id: 0 is The Fool, 77 the King of Pentacles', () => {
    expect(TAROT_DECK[0].name.en).toBe('The Fool')
    expect(TAROT_DECK[77].name.en).toBe('King of Pentacles')
    TAROT_DECK.forEach((card, i) => expect(card.id).toBe(i))
  })

  it('is frozen so no request can change it', () => {
    expect(Object.isFrozen(TAROT_DECK)).toBe(true)
    expect(Object.isFrozen(TAROT_DECK[5].upright.meaning)).toBe(true)
    expect(() => {
      ;(TAROT_DECK[5].upright.meaning as { en: string }).en = 'changed'
    }).toThrow()
  })
})

describe('tarot deck: bilingual content', () => {
  it('has no empty strings and no CJK in any English field', () => {
    for (const card of TAROT_DECK) {
      for (const text of englishStrings(card)) {
        expect(text.trim().length).toBeGreaterThan(0)
        if (CJK.test(text)) throw new Error(`card ${card.id}: CJK in English text: ${text}`)
      }
    }
  })

  it('has Chinese characters in every Chinese field', () => {
    for (const card of TAROT_DECK) {
      for (const text of chineseStrings(card)) {
        if (!HAN.test(text)) throw new Error(`card ${card.id}: no Chinese in: ${text}`)
      }
    }
  })

  it('has 78 distinct names in each language', () => {
    expect(new Set(TAROT_DECK.map((c) => c.name.en)).size).toBe(78)
    expect(new Set(TAROT_DECK.map((c) => c.name.zh)).size).toBe(78)
  })

  it('gives every card 3-4 keywords per orientation, paired across the languages', () => {
    for (const card of TAROT_DECK) {
      for (const side of [card.upright, card.reversed]) {
        expect(side.keywords.en.length).toBeGreaterThanOrEqual(3)
        expect(side.keywords.en.length).toBeLessThanOrEqual(4)
        expect(side.keywords.zh).toHaveLength(side.keywords.en.length)
        expect(new Set(side.keywords.en).size).toBe(side.keywords.en.length)
      }
    }
  })

  it('writes a card-specific meaning of two or more sentences for each orientation', () => {
    const meaningsEn = TAROT_DECK.flatMap((c) => [c.upright.meaning.en, c.reversed.meaning.en])
    const meaningsZh = TAROT_DECK.flatMap((c) => [c.upright.meaning.zh, c.reversed.meaning.zh])
    expect(new Set(meaningsEn).size).toBe(156)
    expect(new Set(meaningsZh).size).toBe(156)
    for (const card of TAROT_DECK) {
      for (const side of [card.upright, card.reversed]) {
        const sentencesEn = side.meaning.en.split(/(?<=[.!?])\s+/).filter(Boolean)
        const sentencesZh = side.meaning.zh.split(/(?<=[。！？])/).filter(Boolean)
        if (sentencesEn.length < 2 || sentencesZh.length < 2) {
          throw new Error(`card ${card.id}: meaning too short: ${side.meaning.en} / ${side.meaning.zh}`)
        }
        expect(side.meaning.en).toMatch(/[.!?]$/)
        expect(side.meaning.zh).toMatch(/[。！？]$/)
      }
    }
  })
})
