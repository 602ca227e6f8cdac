/**
 * The number-energy and compatibility term tables: every term named in every locale, in that locale's
 * script (`foreignTextIn`), no two terms of a table sharing a name, and the Traditional and Hong Kong
 * names written by hand rather than left Simplified. Also the sentence tables: every template of a
 * locale fills with the same slots as the Chinese one, and the Traditional ones are converted once.
 */
import { describe, expect, it } from 'bun:test'
import { LOCALES } from '../../../src/core/locale'
import { compatibilitySentences } from '../../../src/core/readings/compatibility-words'
import { numberEnergySentences } from '../../../src/core/readings/number-energy-words'
import { endsClosed, fill } from '../../../src/core/sentence'
import { glossarySections } from '../../../src/core/readings/readings-glossary'
import { foreignTextIn } from '../../support/locale-text'

describe('glossarySections', () => {
  const sections = glossarySections()

  it('names every term in every locale, in the locale’s own script, each table citing its sources', () => {
    expect(sections.length).toBe(4)
    for (const section of sections) {
      expect(section.sources.length).toBeGreaterThan(100)
      for (const term of section.terms)
        for (const locale of LOCALES) {
          const name = term.names[locale]
          expect({ code: term.code, locale, name: name?.trim() ? name : '' }).not.toMatchObject({ name: '' })
          if (locale !== 'en')
            expect({ code: term.code, locale, why: foreignTextIn(name, locale) }).toEqual({ code: term.code, locale, why: undefined })
        }
    }
  })

  it('gives no two terms of a section the same name in a locale', () => {
    for (const section of sections)
      for (const locale of LOCALES) {
        const names = section.terms.map((t) => t.names[locale])
        // The stem positions repeat nothing; 三合 (trine) and the life groups are distinct words.
        expect({ section: section.title, locale, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({
          section: section.title,
          locale,
          duplicates: [],
        })
      }
  })

  it('writes the Traditional names by hand: 禍害 絕命 生氣 天醫, 六沖, 兌 離, 東四命', () => {
    const names = (code: string) => sections.flatMap((s) => s.terms).find((t) => t.code === code)!.names
    expect([names('huohai')['zh-TW'], names('jueming')['zh-TW'], names('shengqi')['zh-TW'], names('tianyi')['zh-HK']]).toEqual([
      '禍害',
      '絕命',
      '生氣',
      '天醫',
    ])
    expect(names('six-clash')['zh-TW']).toBe('六沖')
    expect(names('six-clash').zh).toBe('六冲')
    expect([names('dui')['zh-HK'], names('li')['zh-TW'], names('east')['zh-TW']]).toEqual(['兌', '離', '東四命'])
    expect([names('liusha').ja, names('jueming').ja, names('six-clash').ja]).toEqual(['六殺', '絶命', '沖'])
    expect([names('tianyi').ko, names('six-clash').ko, names('day-branch').ko]).toEqual(['천의', '육충', '배우자궁(일지)'])
    expect([names('tianyi').vi, names('six-clash').vi, names('trine').vi]).toEqual(['Thiên Y', 'Lục Xung', 'Tam Hợp'])
  })
})

/** The slots a template names, with their particle pairs. */
const slotsOf = (template: string) => [...template.matchAll(/\{(\w+)(?:\|[^}]*)?\}/g)].map((m) => m[1]).sort()
const flatten = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string' ? [[path, value]] : Object.entries(value as object).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k))

describe.each([
  ['number energy', numberEnergySentences],
  ['compatibility', compatibilitySentences],
] as const)('the %s sentences', (_, tables) => {
  // English names a stem by its pinyin and a year by its animal alone; the other locales name what
  // the Chinese sentences name, so their slots are the Chinese ones.
  const chinese = new Map(flatten(tables('zh')))

  it('English has every template', () => expect([...new Map(flatten(tables('en'))).keys()]).toEqual([...chinese.keys()]))

  it.each(LOCALES.filter((l) => l !== 'en' && l !== 'zh'))('%s has every template, with the Chinese one’s slots', (locale) => {
    const table = new Map(flatten(tables(locale)))
    expect([...table.keys()]).toEqual([...chinese.keys()])
    for (const [path, template] of table) {
      expect({ path, slots: slotsOf(template) }).toEqual({ path, slots: slotsOf(chinese.get(path)!) })
      if (locale === 'zh-TW' || locale === 'zh-HK') {
        // Slots filled with digits only, so what remains is the converted sentence itself.
        const text = fill(template, Object.fromEntries(slotsOf(template).map((s) => [s, '1'])))
        expect({ path, why: foreignTextIn(text, locale) }).toEqual({ path, why: undefined })
      }
    }
  })

  it('converts the Traditional tables once and keeps them', () => {
    expect(tables('zh-TW')).toBe(tables('zh-TW'))
    expect(tables('zh-HK')).toBe(tables('zh-HK'))
  })
})

describe('Korean particles', () => {
  it.each([
    ['천의', false],
    ['지혜', false],
    ['손실', true],
    ['경금', true],
    ['병화', false],
    ['30', true],
    ['4', false],
    ['정재(노력)', false],
    ['목(나무)', true],
    ['30%', false],
  ])('%s closed: %p', (word, closed) => {
    expect(endsClosed(word)).toBe(closed)
  })

  it('picks the particle by the filled value', () => {
    expect(fill('{a|이/가} {b|을/를}', { a: '정화', b: '경금' })).toBe('정화가 경금을')
    expect(fill('{a|이/가} {b|을/를}', { a: '경금', b: '무토' })).toBe('경금이 무토를')
  })

  it('leaves a hole with no value as written, for the locale sweep to find', () => {
    expect(fill('{missing} and {a|이/가}', {})).toBe('{missing} and {a|이/가}')
  })
})
