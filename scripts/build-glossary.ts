/**
 * Writes `docs/glossary.md`: every curated term of every area in every locale, with the sources of
 * each locale's terms, from the tables themselves (each area exports `glossarySections()`), so the
 * document cannot drift from what the service answers (`test/locales/glossary.test.ts` regenerates
 * it and compares).
 *
 * Run: `bun scripts/build-glossary.ts`.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES, type GlossarySection } from '../src/core/locale'
import { glossarySections as imageSections } from '../src/ai/image-labels'
import { glossarySections as almanacSections } from '../src/core/almanac/glossary-sections'
import { glossarySections as dailySections } from '../src/core/daily/labels'
import { glossarySections as chartSections } from '../src/core/bazi'
import { glossarySections as readingsSections } from '../src/core/readings/readings-glossary'
import { glossarySections as tarotSections } from '../src/core/readings/tarot-names'
import { glossarySections as spreadSections } from '../src/core/readings/tarot-spread-words'
import { glossarySections as templeSections } from '../src/core/divination/texts'
import { glossarySections as ziweiSections } from '../src/core/ziwei/glossary'
import { glossarySections as nameSections } from '../src/core/names/terms'
import { glossarySections as yearlySections } from '../src/core/yearly'

/** The areas' tables, in the order the document shows them. */
const AREAS: { title: string; sections: () => GlossarySection[] }[] = [
  { title: 'The Bazi chart', sections: chartSections },
  { title: 'The almanac', sections: almanacSections },
  { title: 'Daily guidance and the kids’ reading', sections: dailySections },
  { title: 'The yearly outlook', sections: yearlySections },
  { title: 'Number energy and compatibility', sections: readingsSections },
  { title: 'Zi Wei Dou Shu', sections: ziweiSections },
  { title: 'Name analysis', sections: nameSections },
  { title: 'Tarot', sections: () => [...tarotSections(), ...spreadSections()] },
  { title: 'Moon blocks and fortune sticks', sections: templeSections },
  { title: 'Face, aura and couple readings', sections: imageSections },
]

export const glossaryAreas = () => AREAS

const LOCALE_HEADINGS: Record<(typeof LOCALES)[number], string> = {
  en: 'en',
  zh: 'zh (简体)',
  'zh-TW': 'zh-TW (臺灣)',
  'zh-HK': 'zh-HK (香港)',
  ja: 'ja (四柱推命)',
  ko: 'ko (사주명리)',
  vi: 'vi (Tứ Trụ)',
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function renderSection(section: GlossarySection): string {
  const header = `| code | ${LOCALES.map((l) => LOCALE_HEADINGS[l]).join(' | ')} |`
  const rule = `|---|${LOCALES.map(() => '---').join('|')}|`
  const rows = section.terms.map((t) => `| \`${t.code}\` | ${LOCALES.map((l) => cell(t.names[l])).join(' | ')} |`)
  return [`### ${section.title}`, '', section.sources.trim(), '', header, rule, ...rows, ''].join('\n')
}

export function renderGlossary(): string {
  const parts = [
    '# Glossary',
    '',
    'Every term the service answers with, in each of its seven locales, and where each locale’s terms come from. Generated from the label tables by `scripts/build-glossary.ts` (do not edit by hand; `test/locales/glossary.test.ts` fails when this file and the tables differ).',
    '',
    'Conventions:',
    '',
    '- Label tables are curated by hand per locale; nothing here is machine-converted. Free sentences in Traditional Chinese (guidance, tarot meanings, narratives) go through OpenCC (`opencc-js`, Taiwan and Hong Kong standards) behind the domain dictionary of `src/core/traditional.ts`, whose every entry is tested.',
    '- `zh-HK` is the `zh-TW` table with Hong Kong’s own forms where its standard differs (牀 for 床, 啓 for 啟, 裏 for 裡).',
    '- Ganzhi stay in their two characters as codes (`甲子`) in every locale, and every `code` is the same in every locale.',
    '',
  ]
  for (const area of AREAS) {
    parts.push(`## ${area.title}`, '')
    for (const section of area.sections()) parts.push(renderSection(section))
  }
  return `${parts.join('\n').trimEnd()}\n`
}

if (import.meta.main) {
  const target = join(import.meta.dir, '..', 'docs', 'glossary.md')
  writeFileSync(target, renderGlossary())
  console.log(`wrote ${target}`)
}
