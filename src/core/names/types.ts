/** The shapes name analysis shares between its files (answer parts), kept apart so no file imports in a circle. */
import type { calculateChart, Element } from '../bazi'
import type { FormSource } from './forms'
import type { StrokeCount } from './strokes'
import type { FortuneCode, GridCode, SancaiRelation, SancaiVerdict } from './terms'
import type { NumberGrade } from './numbers'

/** The birth of a name analysis, with the chart options decided (the operation's defaults). */
export type NameBirth = Omit<Parameters<typeof calculateChart>[0], 'includeDaily' | 'locale'>

export type NamePart = 'surname' | 'givenName'

/** An element as the answer carries it. */
export interface ElementView {
  code: Element
  name: string
}

export interface NameCharacter {
  /** As sent. */
  character: string
  /** The form counted (Traditional, 旧字体, or as sent). */
  form: string
  formSource: FormSource
  alternatives: string[]
  part: NamePart
  strokes: number
  rule: StrokeCount['rule']
  radical: StrokeCount['radical']
  residual: number | null
  element: ElementView
}

export interface GridView {
  code: GridCode
  name: string
  number: number
  reading: number
  placeholder: boolean
  element: ElementView
  grade: { code: NumberGrade; name: string }
  meaning: string
  fortune: { code: FortuneCode; name: string }
}

export interface SancaiView {
  heaven: ElementView
  person: ElementView
  earth: ElementView
  relations: { heaven: { code: SancaiRelation; name: string }; earth: { code: SancaiRelation; name: string } }
  points: number
  verdict: { code: SancaiVerdict; name: string }
  reason: string
}
