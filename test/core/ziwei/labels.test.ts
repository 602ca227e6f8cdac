/**
 * The Zi Wei label tables (src/core/ziwei/labels.ts): every locale names every code of every kind,
 * codes are stable ASCII, and iztro's own English quirks never reach an answer.
 */
import { describe, expect, test } from 'bun:test'
import * as L from '../../../src/core/ziwei/labels'

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
})
