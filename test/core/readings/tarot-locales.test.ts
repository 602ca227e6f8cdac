/**
 * The tarot's tables in every locale: the curated names agree with the deck, every written text is
 * complete and in its language, the glossary sections cover every term, the Traditional conversion
 * keeps the terms OpenCC got wrong, and the Korean sentences never hang a particle on a keyword.
 */
import { describe, expect, it } from 'bun:test'
import { LOCALES } from '../../../src/core/locale'
import { drawTarot } from '../../../src/core/readings/tarot'
import { TAROT_DECK } from '../../../src/core/readings/tarot-deck'
import { MAJOR_ARCANA } from '../../../src/core/readings/tarot-deck-majors'
import { deckIn } from '../../../src/core/readings/tarot-localized'
import { MAJOR_NAMES, glossarySections } from '../../../src/core/readings/tarot-names'
import { templateSentences } from '../../../src/core/readings/tarot-template-text'
import { JA_TEXT } from '../../../src/core/readings/tarot-text-ja'
import { KO_TEXT } from '../../../src/core/readings/tarot-text-ko'
import { VI_TEXT } from '../../../src/core/readings/tarot-text-vi'
import type { Locale } from '../../../src/core/types'
import { foreignTextIn } from '../../support/locale-text'

const fixed = { cardIndex: () => 0, reversed: () => false }

describe('tarot names', () => {
  it('has the deck’s own en and zh names for the major arcana', () => {
    expect(MAJOR_NAMES.map((names) => ({ en: names.en, zh: names.zh }))).toEqual(
      MAJOR_ARCANA.map((major) => ({ en: major.en, zh: major.zh })),
    )
  })

  it('exports every term in every locale, each in its own language, for docs/glossary.md', () => {
    const sections = glossarySections()
    const codes = sections.flatMap((section) => section.terms.map((term) => `${section.title}/${term.code}`))
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBe(22 + 4 + 4 + 14 + 2)
    for (const section of sections) {
      expect(section.sources).toContain('- ja:')
      for (const term of section.terms) {
        for (const locale of LOCALES) {
          expect(term.names[locale].length).toBeGreaterThan(0)
          expect({ code: term.code, locale, why: foreignTextIn(term.names[locale], locale) }).toEqual({
            code: term.code,
            locale,
            why: undefined,
          })
        }
      }
    }
  })
})

describe('tarot texts written per locale', () => {
  it.each([
    ['ja', JA_TEXT],
    ['ko', KO_TEXT],
    ['vi', VI_TEXT],
  ] as const)('%s has all 78 cards, as many keywords as the English, each text in its language', (locale, texts) => {
    expect(texts).toHaveLength(78)
    texts.forEach((card, id) => {
      for (const side of ['upright', 'reversed'] as const) {
        expect(card[side].keywords).toHaveLength(TAROT_DECK[id][side].keywords.en.length)
        for (const text of [...card[side].keywords, card[side].meaning]) {
          expect(text.trim()).toBe(text)
          expect(text.length).toBeGreaterThan(0)
          expect({ id, side, text, why: foreignTextIn(text, locale) }).toEqual({ id, side, text, why: undefined })
        }
      }
    })
  })

  it('builds each locale’s deck once and shares it, frozen', () => {
    for (const locale of LOCALES) {
      expect(deckIn(locale)).toBe(deckIn(locale))
      expect(Object.isFrozen(deckIn(locale)[0])).toBe(true)
    }
  })

  it('keeps the deck’s en and zh words unchanged', () => {
    for (const card of TAROT_DECK) {
      for (const language of ['en', 'zh'] as const) {
        const words = deckIn(language)[card.id]
        expect(words.name).toBe(card.name[language])
        expect(words.reversed.meaning).toBe(card.reversed.meaning[language])
        expect(words.upright.keywords).toEqual(card.upright.keywords[language])
      }
    }
  })
})

describe('Traditional Chinese from the zh text', () => {
  it.each(['zh-TW', 'zh-HK'] as const)('%s keeps the words OpenCC got wrong: 聖杯, 只是, 鬆得', (locale) => {
    expect(templateSentences(locale).suitTheme.cups.startsWith('聖杯屬水')).toBe(true)
    expect(deckIn(locale)[12].reversed.meaning).toContain('還是只是困住了')
    expect(deckIn(locale)[67].reversed.meaning).toContain('鬆得太過')
  })

  it('writes each standard’s own characters: 裡 in Taiwan, 裏 and 温 in Hong Kong', () => {
    expect(deckIn('zh-TW')[7].reversed.meaning).toContain('哪裡')
    expect(deckIn('zh-HK')[7].reversed.meaning).toContain('哪裏')
    expect(deckIn('zh-TW')[19].upright.meaning).toContain('溫暖')
    expect(deckIn('zh-HK')[19].upright.meaning).toContain('温暖')
  })
})

describe('the template interpretation in every locale', () => {
  it('hangs no Korean particle on a placeholder (와/과, 을/를 depend on the keyword’s last syllable)', () => {
    // After a closing bracket a particle belongs to the word before the brackets (마음가짐(‘…’)으로).
    const sentences = JSON.stringify(templateSentences('ko'))
    expect(sentences.match(/\}’?(을|를|이|가|은|는|와|과|으로|로|이라는|라는)/g)).toBeNull()
  })

  it('writes the same parts in every locale: the name and orientation, the meaning, the topic line', () => {
    const names: Record<Locale, string> = {
      en: 'The Tower, reversed',
      zh: '塔（逆位）',
      'zh-TW': '高塔（逆位）',
      'zh-HK': '高塔（逆位）',
      ja: '塔（逆位置）',
      ko: '탑(역방향)',
      vi: 'Tòa Tháp (chiều ngược)',
    }
    const health: Record<Locale, string> = {
      en: 'medical',
      zh: '医疗',
      'zh-TW': '醫療',
      'zh-HK': '醫療',
      ja: '医療',
      ko: '의료',
      vi: 'y tế',
    }
    for (const locale of LOCALES) {
      const draw = drawTarot({ cardId: 16, reversed: true, question: 'Is my health getting better?', locale }, fixed)
      const text = draw.template[locale]!
      expect(text).toContain(names[locale])
      expect(text).toContain(deckIn(locale)[16].reversed.meaning)
      expect(text).toContain(health[locale])
    }
  })

  it('writes the template only for the requested locale beside en and zh', () => {
    expect(Object.keys(drawTarot({ cardId: 3, reversed: false, locale: 'ko' }, fixed).template)).toEqual(['en', 'zh', 'ko'])
    expect(Object.keys(drawTarot({ cardId: 3, reversed: false, locale: 'zh' }, fixed).template)).toEqual(['en', 'zh'])
  })
})
