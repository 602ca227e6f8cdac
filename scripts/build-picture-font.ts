/**
 * Generates the font the PNG pictures are drawn with: `src/operations/shared/picture-font/`
 * `picture-sans.otf` (a subset of Noto Sans CJK SC Regular, SIL OFL 1.1) and `glyphs.txt` (the
 * characters it covers, which the tests check every picture against).
 *
 * The glyph list is generated, not written by hand: every string of the picture's word tables
 * (`PICTURE_TEXT`, every locale), every label of the Bazi glossary in every locale (ten gods, life
 * stages, nayin, symbolic stars, strength verdicts…), the stems, branches, elements, yin/yang and
 * zodiac animals of every locale's tables, every lunar month and day name of every locale (ja kanji,
 * ko hangul, vi "tháng Giêng"…), plus printable ASCII, Latin-1, Latin Extended-A and B and Latin
 * Extended Additional (place names in the gazetteer's Latin form; Vietnamese's precomposed letters,
 * ạ … ỹ, which the SC face of Noto Sans CJK draws: checked, no combining marks needed) and the
 * punctuation the tables use. A locale added to the tables is covered by running this again.
 *
 * One face (SC) for every locale: the PNG is drawn with it, so a Japanese or Korean picture shows the
 * Han characters in their mainland forms (the SVG names each locale's own face first, for browsers).
 * Every hangul syllable the tables use is in it (Noto Sans CJK SC carries all 11,172).
 *
 * Source: Debian's `fonts-noto-cjk` (`apt-get install -y fonts-noto-cjk`), face "Noto Sans CJK SC"
 * of NotoSansCJK-Regular.ttc; subsetting by fontTools' `pyftsubset` (`apt-get install -y
 * python3-fonttools`). Run: `bun scripts/build-picture-font.ts`.
 */
import { $ } from 'bun'
import { writeFileSync } from 'node:fs'
import {
  animalName,
  BRANCHES,
  branchName,
  ELEMENT_INFO,
  ELEMENTS,
  elementName,
  glossary,
  lunarDateName,
  polarityName,
  stemName,
  STEMS,
} from '../src/core/bazi'
import { LOCALES } from '../src/core/locale'
import { PICTURE_TEXT } from '../src/presenters/chart-picture'

const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const OUT_DIR = 'src/operations/shared/picture-font'

/** Every string inside a value (objects, arrays, nested), in document order. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out)
  return out
}

const lunarNames: string[] = []
const localeNames: string[] = []
for (const locale of LOCALES) {
  for (let month = 1; month <= 12; month++)
    for (let day = 1; day <= 30; day++)
      for (const isLeapMonth of [false, true]) lunarNames.push(lunarDateName({ year: 2000, month, day, isLeapMonth } as never, locale))
  for (let i = 0; i < 12; i++) localeNames.push(branchName(i, locale), animalName(i, locale), i < 10 ? stemName(i, locale) : '')
  for (const element of ELEMENTS) localeNames.push(elementName(element, locale))
  localeNames.push(polarityName('yang', locale), polarityName('yin', locale))
}

const ranges = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

const sources = [
  stringsOf(PICTURE_TEXT),
  stringsOf(glossary),
  stringsOf(STEMS),
  stringsOf(BRANCHES),
  stringsOf(ELEMENT_INFO),
  localeNames,
  lunarNames,
  [
    ranges(0x20, 0x7e),
    ranges(0xa0, 0xff),
    ranges(0x100, 0x24f),
    ranges(0x1e00, 0x1eff),
    '\u2212\u2013\u2014\u00b7\u2026\u2018\u2019\u201c\u201d\uff08\uff09\uff1a\uff0c\u3001\u3002\uff1b?',
  ],
]
const glyphs = [...new Set(sources.flat().join(''))].filter((c) => c !== '\n' && c !== '\t').sort()
writeFileSync(`${OUT_DIR}/glyphs.txt`, glyphs.join(''))
console.log(`${glyphs.length} characters`)

await $`/usr/bin/python3 -m fontTools.subset ${SOURCE} --font-number=2 --text-file=${OUT_DIR}/glyphs.txt --output-file=${OUT_DIR}/picture-sans.otf --layout-features=kern,liga,locl --no-hinting ${'--name-IDs=*'} --drop-tables+=VORG,vhea,vmtx`
await $`ls -l ${OUT_DIR}`
