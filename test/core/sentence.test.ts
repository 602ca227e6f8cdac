/**
 * The one way texts are written in every locale (`src/core/sentence.ts`): Traditional converted from
 * the Simplified text once, holes filled by the one `fill`, and a locale left out named by the compiler.
 */
import { describe, expect, it } from 'bun:test'
import { fill, PUNCTUATION, sentence, sentences, sentenceTables } from '../../src/core/sentence'
import { toTraditional } from '../../src/core/traditional'

const WRITTEN = {
  en: '{name} was born in {year}.',
  zh: '{name}生于{year}年，六冲。',
  ja: '{name}は{year}年生まれです。',
  ko: '{name}은(는) {year}년에 태어났습니다.',
  vi: '{name} sinh năm {year}.',
}

describe('sentence and its tables', () => {
  it('gives each written locale as written and Taiwan and Hong Kong from the Simplified text', () => {
    const s = sentence(WRITTEN)
    for (const locale of ['en', 'zh', 'ja', 'ko', 'vi'] as const) expect(s.in(locale)).toBe(WRITTEN[locale])
    expect(s.in('zh-TW')).toBe(toTraditional(WRITTEN.zh, 'zh-TW'))
    expect(s.in('zh-HK')).toBe(toTraditional(WRITTEN.zh, 'zh-HK'))
    // The domain's terms survive the conversion (六冲 → 六沖, not 六衝).
    expect(s.in('zh-TW')).toContain('六沖')
  })

  it('converts a Traditional table once and keeps it', () => {
    const tables = sentenceTables({ en: { a: ['x'] }, zh: { a: ['农历'] }, ja: { a: ['x'] }, ko: { a: ['x'] }, vi: { a: ['x'] } })
    expect(tables('zh-TW')).toEqual({ a: ['農曆'] })
    expect(tables('zh-TW')).toBe(tables('zh-TW'))
  })

  it('says a keyed text in the locale with its English and Chinese, a label by its name in each', () => {
    const table = sentences({ born: WRITTEN })
    const name = { en: 'Wood', zh: '木', name: '목' }
    expect(table.say('ko', 'born', { name, year: 1990 })).toEqual({
      text: '목은(는) 1990년에 태어났습니다.',
      en: 'Wood was born in 1990.',
      zh: '木生于1990年，六冲。',
    })
    expect(table.text('vi', 'born', { name: 'Lan', year: 2001 })).toBe('Lan sinh năm 2001.')
  })

  it('refuses, at compile time, a text with a locale left out', () => {
    // @ts-expect-error vi is missing: the compiler names it
    sentence({ en: 'a', zh: 'b', ja: 'c', ko: 'd' })
    // @ts-expect-error a keyed text without ja
    sentences({ one: { en: 'a', zh: 'b', ko: 'd', vi: 'e' } })
  })
})

describe('fill', () => {
  it('fills every hole, and a value is never read as a template', () => {
    expect(fill('{a} and {b}', { a: '{b}', b: 2 })).toBe('{b} and 2')
  })

  it('leaves a hole without a value as written', () => {
    expect(fill('{a} {b|이/가}', {})).toBe('{a} {b|이/가}')
  })

  it('takes a label by the language asked', () => {
    const label = { en: 'Fire', zh: '火', name: '火 (hi)' }
    expect(fill('{x}', { x: label }, 'en')).toBe('Fire')
    expect(fill('{x}', { x: label }, 'zh')).toBe('火')
    expect(fill('{x}', { x: label })).toBe('火 (hi)')
  })

  it('gives the same answer on a second call (the cut template is kept)', () => {
    const template = '{n|이/가} {m|을/를}'
    expect(fill(template, { n: '정화', m: '경금' })).toBe('정화가 경금을')
    expect(fill(template, { n: '경금', m: '무토' })).toBe('경금이 무토를')
  })
})

describe('PUNCTUATION', () => {
  it('joins a list as each locale writes one', () => {
    const items = ['a', 'b', 'c']
    expect(PUNCTUATION.en.list(items)).toBe('a, b and c')
    expect(PUNCTUATION.vi.list(items)).toBe('a, b và c')
    expect(PUNCTUATION.zh.list(items)).toBe('a、b、c')
    expect(PUNCTUATION.ja.list(items)).toBe('a・b・c')
    expect(PUNCTUATION.ko.list(items)).toBe('a, b, c')
    expect(PUNCTUATION.en.list(['a'])).toBe('a')
  })
})
