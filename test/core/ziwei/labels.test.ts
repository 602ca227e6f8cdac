/**
 * The Zi Wei label tables (src/core/ziwei/labels.ts, names-*.ts): every locale names every code of
 * every kind, in its own script and terms; codes are stable ASCII; iztro's own quirks (its English,
 * its Korean brightness "[+3]", its Traditional forms in Japanese) never reach an answer; and the
 * tricky terms of each tradition are the ones its readers expect.
 */
import { describe, expect, test } from 'bun:test'
import { LOCALES } from '../../../src/core/locale'
import type { Locale } from '../../../src/core/types'
import { glossarySections } from '../../../src/core/ziwei/glossary'
import * as L from '../../../src/core/ziwei/labels'
import { foreignTextIn } from '../../support/locale-text'

const TABLES = [
  L.MAJOR_STARS,
  L.MINOR_STARS,
  L.ADJECTIVE_STARS,
  L.BOSHI_SPIRITS,
  L.JIANGQIAN_SPIRITS,
  L.SUIQIAN_SPIRITS,
  L.LIFE_STAGES,
  L.PALACES,
  L.BRIGHTNESS,
  L.MUTAGENS,
  L.FIVE_ELEMENT_BUREAUS,
]

describe('Zi Wei labels', () => {
  test('every locale has a name for every code of every kind, and nothing else', () => {
    for (const locale of Object.keys(L.NAMES) as (keyof typeof L.NAMES)[]) {
      for (const t of TABLES) {
        expect(Object.keys(L.NAMES[locale][t.kind]).sort(), `${locale} ${t.kind}`).toEqual([...t.codes].sort())
        for (const code of t.codes) expect(L.nameOf(t, code, locale).length, `${locale} ${t.kind} ${code}`).toBeGreaterThan(0)
      }
    }
  })

  test('codes are kebab-case ASCII, unique within their kind', () => {
    for (const t of TABLES) {
      expect(new Set(t.codes).size).toBe(t.codes.length)
      for (const code of t.codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  test('the English is the service\'s own: no "woo", no "[+3]", no "emperor"', () => {
    const english = TABLES.flatMap((t) => t.codes.map((c) => L.nameOf(t, c, 'en'))).join('|')
    expect(english).not.toMatch(/\bwoo\b|\[[+-]\d\]|emperor/i)
    expect(L.nameOf(L.MAJOR_STARS, 'zi-wei', 'en')).toBe('Zi Wei')
    expect(L.nameOf(L.BRIGHTNESS, 'temple', 'zh')).toBe('庙')
  })

  test('the Chinese names are the ones iztro prints (its zh-CN locale), so every answer can be read back', () => {
    const iztro = {
      ...require('iztro/lib/i18n/locales/zh-CN/star.js').default,
      ...require('iztro/lib/i18n/locales/zh-CN/palace.js').default,
      ...require('iztro/lib/i18n/locales/zh-CN/brightness.js').default,
      ...require('iztro/lib/i18n/locales/zh-CN/mutagen.js').default,
      ...require('iztro/lib/i18n/locales/zh-CN/fiveElementsClass.js').default,
    }
    const printed = new Set(Object.values(iztro) as string[])
    for (const t of TABLES) for (const code of t.codes) expect(printed.has(t.zh[code]), `${t.kind} ${code} ${t.zh[code]}`).toBe(true)
  })

  test('every name is in its locale: no Simplified form in zh-TW/zh-HK, no kana or hangul astray, no Han in ko or vi', () => {
    for (const locale of LOCALES) {
      const foreign = TABLES.flatMap((t) =>
        t.codes.map((c) => [`${t.kind} ${c}`, foreignTextIn(L.nameOf(t, c, locale), locale)] as const).filter(([, why]) => why),
      )
      expect(foreign, locale).toEqual([])
    }
  })

  test('Vietnamese names are in precomposed letters (NFC), which the picture font draws', () => {
    for (const t of TABLES) for (const code of t.codes) expect(L.nameOf(t, code, 'vi').normalize('NFC')).toBe(L.nameOf(t, code, 'vi'))
  })

  test("zh-HK writes every Zi Wei term as zh-TW does (Hong Kong's standard differs in none)", () => {
    expect(L.NAMES['zh-HK']).toEqual(L.NAMES['zh-TW'])
  })

  const name = (t: L.LabelTable, code: string, locale: Locale) => L.nameOf(t, code, locale)
  test.each(
    (
      [
        // 四化: Traditional 祿 and 權 in Taiwan and Hong Kong, Japanese new forms 禄 and 権, written whole outside Chinese.
        ['zh-TW', L.MUTAGENS, 'lu', '祿'],
        ['zh-TW', L.MUTAGENS, 'quan', '權'],
        ['zh-HK', L.MUTAGENS, 'lu', '祿'],
        ['ja', L.MUTAGENS, 'lu', '化禄'],
        ['ja', L.MUTAGENS, 'quan', '化権'],
        ['ko', L.MUTAGENS, 'ji', '화기'],
        ['vi', L.MUTAGENS, 'ji', 'Hóa Kỵ'],
        // Stars: the initial-sound rule in Korean (녹존, 영성), the Sino-Vietnamese readings.
        ['ko', L.MAJOR_STARS, 'zi-wei', '자미'],
        ['ko', L.MAJOR_STARS, 'tian-ji', '천기'],
        ['ko', L.MAJOR_STARS, 'lian-zhen', '염정'],
        ['ko', L.MINOR_STARS, 'lu-cun', '녹존'],
        ['ko', L.MINOR_STARS, 'ling-xing', '영성'],
        ['ko', L.ADJECTIVE_STARS, 'jie-kong', '절공'],
        ['ko', L.ADJECTIVE_STARS, 'tian-de', '천덕'],
        ['ko', L.SUIQIAN_SPIRITS, 'sui-jian', '세건'],
        ['vi', L.MAJOR_STARS, 'zi-wei', 'Tử Vi'],
        ['vi', L.MAJOR_STARS, 'tian-ji', 'Thiên Cơ'],
        ['vi', L.MAJOR_STARS, 'tian-xiang', 'Thiên Tướng'],
        ['vi', L.MINOR_STARS, 'qing-yang', 'Kình Dương'],
        ['vi', L.SUIQIAN_SPIRITS, 'sui-jian', 'Tuế Kiến'],
        ['zh-TW', L.MAJOR_STARS, 'tian-ji', '天機'],
        ['zh-TW', L.MINOR_STARS, 'lu-cun', '祿存'],
        ['zh-TW', L.MINOR_STARS, 'tian-yue', '天鉞'],
        ['zh-TW', L.SUIQIAN_SPIRITS, 'diao-ke', '弔客'],
        // 台 stays 台 in a star's name (OpenCC's Taiwan table would write 臺).
        ['zh-TW', L.ADJECTIVE_STARS, 'san-tai', '三台'],
        ['zh-TW', L.ADJECTIVE_STARS, 'tai-fu', '台輔'],
        ['ja', L.MINOR_STARS, 'lu-cun', '禄存'],
        ['ja', L.ADJECTIVE_STARS, 'tian-shou', '天寿'],
        ['ja', L.SUIQIAN_SPIRITS, 'sui-jian', '歳建'],
        // Brightness: words, never iztro's "[+3]"; 陷 is Hãm in Vietnamese, 陥 in Japanese.
        ['ko', L.BRIGHTNESS, 'temple', '묘'],
        ['ko', L.BRIGHTNESS, 'fallen', '함'],
        ['vi', L.BRIGHTNESS, 'fallen', 'Hãm'],
        ['ja', L.BRIGHTNESS, 'fallen', '陥'],
        ['zh-TW', L.BRIGHTNESS, 'temple', '廟'],
        // Life stages: Zi Wei keeps 臨官 (四柱推命's 建禄 is the Bazi chart's), in each locale's forms.
        ['ja', L.LIFE_STAGES, 'coming-of-age', '臨官'],
        ['ja', L.LIFE_STAGES, 'crown-belt', '冠帯'],
        ['ja', L.LIFE_STAGES, 'extinction', '絶'],
        ['zh-TW', L.LIFE_STAGES, 'extinction', '絕'],
        ['ko', L.LIFE_STAGES, 'coming-of-age', '임관'],
        ['vi', L.LIFE_STAGES, 'bath', 'Mộc Dục'],
        // Palaces and bureaus.
        ['ja', L.PALACES, 'fortune', '福徳'],
        ['ja', L.PALACES, 'friends', '奴僕'],
        ['zh-TW', L.PALACES, 'life', '命宮'],
        ['ko', L.PALACES, 'life', '명궁'],
        ['vi', L.PALACES, 'children', 'Tử Tức'],
        ['ja', L.FIVE_ELEMENT_BUREAUS, 'water-2', '水二局'],
        ['ko', L.FIVE_ELEMENT_BUREAUS, 'fire-6', '화육국'],
        ['vi', L.FIVE_ELEMENT_BUREAUS, 'metal-4', 'Kim Tứ Cục'],
      ] as const
    ).map(([locale, t, code, expected]) => [locale, `${t.kind} ${code}`, expected, t, code] as const),
  )('%s: %s is %s', (locale, _, expected, t, code) => {
    expect(name(t, code, locale)).toBe(expected)
  })

  test('the glossary sections list every code of every kind with its name in every locale', () => {
    const sections = glossarySections()
    expect(sections).toHaveLength(TABLES.length)
    for (const t of TABLES) {
      const section = sections.find((s) => s.terms.map((x) => x.code).join() === t.codes.join())!
      expect(section, t.kind).toBeDefined()
      for (const term of section.terms)
        for (const locale of LOCALES) expect(term.names[locale], `${t.kind} ${term.code} ${locale}`).toBe(L.nameOf(t, term.code, locale))
      expect(section.sources).toContain('iztro')
    }
  })
})
