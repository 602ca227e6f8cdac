/**
 * The chart's term tables in every locale (`glossarySections()`, which docs/glossary.md is generated
 * from): every term named in every locale, each name in its locale's script and no other, the
 * Traditional tables free of Simplified-only characters, and sources stated for every section.
 */
import { describe, expect, it } from 'bun:test'
import { LOCALES } from '../../../src/core/locale'
import { glossarySections } from '../../../src/core/bazi'
import { foreignTextIn } from '../../support/locale-text'

describe('glossarySections(): the chart terms in seven locales', () => {
  const sections = glossarySections()

  it('covers every table of the chart, each with its sources', () => {
    expect(sections.map((s) => s.title)).toEqual(
      expect.arrayContaining([
        'Heavenly stems (天干)',
        'Earthly branches (地支)',
        'Ten gods (十神)',
        'Twelve growth stages (长生十二宫)',
        'Nayin (纳音)',
        'Symbolic stars (神煞)',
        'Interactions (刑冲合会)',
        'Solar terms (二十四节气)',
      ]),
    )
    for (const s of sections) expect({ title: s.title, sources: s.sources.length > 40 }).toEqual({ title: s.title, sources: true })
  })

  it('names every term in every locale, in that locale only', () => {
    const problems: string[] = []
    for (const s of sections)
      for (const t of s.terms)
        for (const locale of LOCALES) {
          const name = t.names[locale]
          if (!name) problems.push(`${s.title} ${t.code} ${locale}: missing`)
          // English names of stems and branches carry no Han; Chinese-script locales name them by their characters.
          const why = name && locale !== 'en' ? foreignTextIn(name, locale) : undefined
          if (why) problems.push(`${s.title} ${t.code} ${locale}: ${why} in ${name}`)
        }
    expect(problems).toEqual([])
  })

  it('the check can fail', () => {
    expect(foreignTextIn('七杀', 'zh-TW')).toBeDefined()
    expect(foreignTextIn('Chính Quan 正官', 'vi')).toBeDefined()
  })
})
