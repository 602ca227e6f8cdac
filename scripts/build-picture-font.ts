/**
 * Generates the font the PNG pictures are drawn with: `src/operations/shared/picture-font/`
 * `picture-sans.otf` (a subset of Noto Sans CJK SC Regular, SIL OFL 1.1) and `glyphs.txt` (the
 * characters it covers, which the tests check every picture against).
 *
 * The glyph list is generated, not written by hand: every string of the picture's word tables
 * (`PICTURE_TEXT`, every locale), the Zi Wei picture's (`ZIWEI_PICTURE_TEXT`), every Zi Wei name of every locale (stars, spirits, palaces, 四化,
 * brightness, 五行局: `ziweiLabels.NAMES`), every label of the Bazi glossary in every locale (ten gods, life
 * stages, nayin, symbolic stars, strength verdicts…), the stems, branches, elements, yin/yang and
 * zodiac animals of every locale's tables, every lunar month and day name of every locale (ja kanji,
 * ko hangul, vi "tháng Giêng"…), plus printable ASCII, Latin-1, Latin Extended-A and B and Latin
 * Extended Additional (place names in the gazetteer's Latin form; Vietnamese's precomposed letters,
 * ạ … ỹ, which the SC face of Noto Sans CJK draws: checked, no combining marks needed) and the
 * punctuation the tables use. A locale added to the tables is covered by running this again.
 *
 * The SC face covers every character of every locale; so does each regional face (JP, KR, TC, HK:
 * `picture-sans-<face>.otf`, the same list less hangul outside Korean). The picture names its
 * locale's face first (`FONTS` in src/presenters/chart-picture), so a Japanese, Korean or
 * Traditional Chinese PNG draws Han characters and punctuation as its readers write them (真, 印,
 * 龍, 曆 differ between the faces, and Taiwan and Hong Kong centre 、。). Every hangul syllable the
 * tables use is in SC and KR (the faces carry all 11,172).
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
import { ziweiLabels } from '../src/core/ziwei'
import { PICTURE_TEXT } from '../src/presenters/chart-picture'
import { ZIWEI_PICTURE_TEXT } from '../src/presenters/ziwei-picture'

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
  stringsOf(ziweiLabels.NAMES),
  stringsOf(ZIWEI_PICTURE_TEXT),
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

const subset = (fontNumber: number, textFile: string, output: string) =>
  $`/usr/bin/python3 -m fontTools.subset ${SOURCE} --font-number=${fontNumber} --text-file=${textFile} --output-file=${output} --layout-features=kern,liga,locl --no-hinting ${'--name-IDs=*'} --drop-tables+=VORG,vhea,vmtx`

/** The faces of NotoSansCJK-Regular.ttc by their index in the collection (0 JP, 1 KR, 2 SC, 3 TC, 4 HK). */
const SC = 2
const REGIONAL_FACES = { jp: 0, kr: 1, tc: 3, hk: 4 } as const

await subset(SC, `${OUT_DIR}/glyphs.txt`, `${OUT_DIR}/picture-sans.otf`)

// resvg draws a text element with one face: when the face named first lacks any of its characters
// (a space, a digit), the whole element falls back to SC. So each regional face carries every
// character its locale's texts can hold, not only the ones it draws differently: the whole list,
// less hangul outside Korean.
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u
const scratch = `${OUT_DIR}/.regional.txt`
for (const [face, index] of Object.entries(REGIONAL_FACES) as [keyof typeof REGIONAL_FACES, number][]) {
  const text = face === 'kr' ? glyphs : glyphs.filter((c) => !HANGUL.test(c))
  writeFileSync(scratch, text.join(''))
  await subset(index, scratch, `${OUT_DIR}/picture-sans-${face}.otf`)
  console.log(`${face}: ${text.length} characters`)
}
await $`rm -f ${scratch}`
await $`ls -l ${OUT_DIR}`
