/** `docs/glossary.md` is what `scripts/build-glossary.ts` makes of today's tables, and covers every area. */
import { describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { glossaryAreas, renderGlossary } from '../../scripts/build-glossary'
import { LOCALES } from '../../src/core/locale'

describe('docs/glossary.md', () => {
  const committed = readFileSync(join(import.meta.dir, '../../docs/glossary.md'), 'utf8')
  it('is generated from the label tables (run `bun scripts/build-glossary.ts` after changing a table)', () => {
    expect(committed).toBe(renderGlossary())
  })
  it('names every term in every locale, and every table states its sources', () => {
    const sections = glossaryAreas().flatMap((area) => area.sections())
    expect(sections.length).toBeGreaterThan(10)
    for (const section of sections) {
      expect(section.sources.trim().length).toBeGreaterThan(20)
      for (const term of section.terms)
        for (const locale of LOCALES)
          expect({ code: term.code, locale, name: term.names[locale]?.trim() || '' }).not.toMatchObject({ name: '' })
    }
  })
})
