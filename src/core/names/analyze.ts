/**
 * Name analysis (姓名学, 姓名判断, 성명학): the characters counted, the grids, 三才, the Korean sound
 * elements and, with a birth, the name's elements against the chart's favourable elements
 * (docs/domain.md, "Name analysis"). Pure: the stroke table is the one embedded file read on first use.
 */
import { AppError } from '../errors'
import { elementName, type Element } from '../bazi'
import { compareWithBirth, type BirthComparison } from './birth'
import type { Locale } from '../types'
import { countingForm, splitFullName, type NameSchool } from './forms'
import { fiveGrids, fourGrids, elementOfNumber, type GridNumber } from './grids'
import { isKana } from './kana'
import { meaningOfNumber } from './numbers'
import { SANCAI_POINTS, sancaiOf, type Sancai } from './sancai'
import { isHangulSyllable, soundElement } from './sound-elements'
import { strokeCount } from './strokes'
import type { GridView, NameBirth, NameCharacter, NamePart, SancaiView } from './types'
import { nameTerm, termName, type SoundConvention } from './terms'
import { NAME_REFUSALS } from './refusals'
import { NAME_TEXTS } from './texts'

export interface NameInput {
  surname?: string
  givenName?: string
  name?: string
  school: NameSchool
  locale: Locale
  /** Korean school: the hangul reading, one syllable per character, for the sound elements. */
  hangul?: string
  soundConvention?: SoundConvention
  /** The birth, with the chart options decided (the operation's defaults). */
  birth?: NameBirth
}

type Part = NamePart
type SplitRule = 'as-sent' | 'space' | 'compound-surname' | 'first-character'

const MAX_CHARACTERS: Readonly<Record<NameSchool, number>> = { chinese: 2, japanese: 3, korean: 2 }

const refuse = (field: string, message: string, details: Record<string, unknown> = {}): never => {
  throw new AppError('INVALID_REQUEST', message, { field, ...details })
}

const chars = (text: string): string[] => [...text.normalize('NFC').trim()]

/** The surname and given name as characters, and how they were split. */
function partsOf(input: NameInput): { surname: string[]; givenName: string[]; split: SplitRule } {
  const { locale, school } = input
  const parts = input.surname !== undefined || input.givenName !== undefined
  if (parts ? input.name !== undefined || input.surname === undefined || input.givenName === undefined : input.name === undefined)
    refuse('name', NAME_REFUSALS.text(locale, 'nameOrParts'))
  if (parts) return { surname: chars(input.surname!), givenName: chars(input.givenName!), split: 'as-sent' }
  const spaced = input
    .name!.normalize('NFC')
    .trim()
    .split(/[\s\u3000]+/)
  if (spaced.length === 2) return { surname: chars(spaced[0]!), givenName: chars(spaced[1]!), split: 'space' }
  if (spaced.length > 2) refuse('name', NAME_REFUSALS.text(locale, 'manySpaces'))
  if (school === 'japanese') refuse('name', NAME_REFUSALS.text(locale, 'needsSplit'))
  const split = splitFullName(chars(input.name!))
  if (split.givenName.length === 0 && split.surname.length === 1) refuse('name', NAME_REFUSALS.text(locale, 'oneCharacter'))
  return { ...split, split: split.surname.length === 2 ? 'compound-surname' : 'first-character' }
}

/** Refuses a part with too few or too many characters, or written in a script the school cannot count. */
function checkPart(characters: string[], input: NameInput, field: string): void {
  const { locale, school } = input
  const schoolName = termName('school', school, locale)
  const max = MAX_CHARACTERS[school]
  if (characters.length === 0) refuse(field, NAME_REFUSALS.text(locale, 'empty', { field }))
  const hangul = characters.some((c) => isHangulSyllable(c) || /[\u1100-\u11ff\u3131-\u318e]/.test(c))
  if (hangul) refuse(field, NAME_REFUSALS.text(locale, school === 'korean' ? 'needsHanja' : 'needsHan', { field, school: schoolName }))
  if (school !== 'japanese' && characters.some(isKana)) refuse(field, NAME_REFUSALS.text(locale, 'needsHan', { field, school: schoolName }))
  if (characters.length > max)
    refuse(field, NAME_REFUSALS.text(locale, 'tooLong', { field, count: characters.length, school: schoolName, max }), { max })
}

/** One character counted; `previous` is the count of the character before it (for 々). */
function countCharacter(char: string, part: Part, field: string, input: NameInput, previous?: NameCharacter): NameCharacter {
  const { locale, school } = input
  const element = (strokes: number) => {
    const code = elementOfNumber(strokes)
    return { code, name: elementName(code, locale) }
  }
  if (char === '々' && school === 'japanese' && previous) {
    // 熊崎式: the repeat mark counts as the character it repeats (佐々木 = 佐 佐 木).
    return { ...previous, character: char, part, rule: 'repeat-mark' }
  }
  const { form, source, alternatives } = countingForm(char, school, part === 'surname')
  const count = strokeCount(form)
  if (!count) {
    const codePoint = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    return refuse(field, NAME_REFUSALS.text(locale, 'unknownCharacter', { field, char, codePoint }), { character: char, codePoint })
  }
  return {
    character: char,
    form,
    formSource: source,
    alternatives,
    part,
    strokes: count.strokes,
    rule: count.rule,
    radical: count.radical,
    residual: count.residual,
    element: element(count.strokes),
  }
}

function countAll(surname: string[], givenName: string[], input: NameInput, fieldOf: (part: Part) => string): NameCharacter[] {
  const out: NameCharacter[] = []
  for (const [part, characters] of [
    ['surname', surname],
    ['givenName', givenName],
  ] as const) {
    checkPart(characters, input, fieldOf(part))
    for (const char of characters) out.push(countCharacter(char, part, fieldOf(part), input, out.at(-1)))
  }
  return out
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

function gridView(g: GridNumber, locale: Locale): GridView {
  return {
    ...nameTerm('grid', g.code, locale),
    number: g.number,
    reading: g.reading,
    placeholder: g.placeholder,
    element: { code: g.element, name: elementName(g.element, locale) },
    grade: nameTerm('grade', g.grade, locale),
    meaning: meaningOfNumber(g.reading, locale),
    fortune: nameTerm('fortune', g.fortune, locale),
  }
}

/** The 三才 reason in a locale. */
function sancaiReason(s: Sancai, locale: Locale): string {
  return NAME_TEXTS.text(locale, 'sancai', {
    he: elementName(s.heaven, locale),
    pe: elementName(s.person, locale),
    ee: elementName(s.earth, locale),
    r1: termName('relation', s.relations.heaven, locale),
    r2: termName('relation', s.relations.earth, locale),
    p1: signed(SANCAI_POINTS[s.relations.heaven]),
    p2: signed(SANCAI_POINTS[s.relations.earth]),
    points: signed(s.points),
    verdict: termName('verdict', s.verdict, locale),
  })
}

function sancaiView(s: Sancai, locale: Locale): SancaiView {
  const element = (e: Element) => ({ code: e, name: elementName(e, locale) })
  return {
    heaven: element(s.heaven),
    person: element(s.person),
    earth: element(s.earth),
    relations: { heaven: nameTerm('relation', s.relations.heaven, locale), earth: nameTerm('relation', s.relations.earth, locale) },
    points: s.points,
    verdict: nameTerm('verdict', s.verdict, locale),
    reason: sancaiReason(s, locale),
  }
}

function soundView(input: NameInput, count: number) {
  if (input.hangul === undefined && input.soundConvention === undefined) return null
  const { locale } = input
  if (input.school !== 'korean') return refuse('hangul', NAME_REFUSALS.text(locale, 'hangulSchool'))
  const syllables = chars(input.hangul ?? '')
  if (syllables.length !== count || !syllables.every(isHangulSyllable))
    return refuse('hangul', NAME_REFUSALS.text(locale, 'hangulCount', { count: syllables.length, expected: count }))
  const convention = input.soundConvention ?? 'unhae'
  return {
    convention: nameTerm('sound', convention, locale),
    syllables: syllables.map((syllable) => {
      const { initial, element } = soundElement(syllable, convention)
      return { syllable, initial, element: { code: element, name: elementName(element, locale) } }
    }),
  }
}

export interface NameReading {
  school: { code: NameSchool; name: string }
  surname: string
  givenName: string
  split: SplitRule
  characters: NameCharacter[]
  grids: GridView[]
  sancai: SancaiView | null
  soundElements: ReturnType<typeof soundView>
  birth: BirthComparison | null
}

/** A name read in its school: characters, grids, 三才 (five-grid schools), sound elements, birth comparison. */
export function analyzeName(input: NameInput): NameReading {
  const { locale, school } = input
  const { surname, givenName, split } = partsOf(input)
  const fieldOf = (part: Part) => (split === 'as-sent' ? part : 'name')
  const characters = countAll(surname, givenName, input, fieldOf)
  const strokesOf = (part: Part) => characters.filter((c) => c.part === part).map((c) => c.strokes)
  const grids =
    school === 'korean' ? fourGrids(strokesOf('surname'), strokesOf('givenName')) : fiveGrids(strokesOf('surname'), strokesOf('givenName'))
  const sancai = school === 'korean' ? null : sancaiOf(grids[0]!.element, grids[1]!.element, grids[2]!.element)
  const soundElements = soundView(input, characters.length)
  const views = grids.map((g) => gridView(g, locale))
  return {
    school: nameTerm('school', school, locale),
    surname: surname.join(''),
    givenName: givenName.join(''),
    split,
    characters,
    grids: views,
    sancai: sancai && sancaiView(sancai, locale),
    soundElements,
    birth: input.birth ? compareWithBirth(input.birth, locale, views, characters) : null,
  }
}
