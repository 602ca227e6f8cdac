/**
 * The grids (docs/domain.md, "Name analysis: grids"), from the stroke counts of the surname's
 * and the given name's characters.
 *
 * Five grids (Chinese and Japanese schools; 熊崎's layout): 天格 = the surname's strokes (+1, the
 * 假数/霊数, for a one-character surname); 人格 = last surname character + first given character;
 * 地格 = the given name's strokes (+1 for a one-character given name); 总格 = every real stroke;
 * 外格 = 天格 + 地格 − 人格, which holds for every layout (the "总格 − 人格 + 1" shortcut is right only
 * for a one-character surname). Korean four grids (원형이정): 원격 = the given name's strokes, 형격 =
 * surname + first given character, 이격 = surname + last given character (surname alone for a
 * one-character given name), 정격 = every stroke. A number over 81 is read after taking 80 away.
 */
import type { Element } from '../bazi'
import { gradeOfNumber, reduceNumber, type NumberGrade } from './numbers'
import type { FortuneCode, GridCode } from './terms'

export interface GridNumber {
  code: GridCode
  /** The sum as counted (假数 included where the school adds it). */
  number: number
  /** The number read in the 81 numbers (over 81: less 80). */
  reading: number
  element: Element
  grade: NumberGrade
  fortune: FortuneCode
  /** Whether the 假数 (霊数) 1 is part of `number`. */
  placeholder: boolean
}

/** The element of a number by its last digit: 1-2 wood, 3-4 fire, 5-6 earth, 7-8 metal, 9-0 water. */
export const elementOfNumber = (n: number): Element =>
  (['water', 'wood', 'wood', 'fire', 'fire', 'earth', 'earth', 'metal', 'metal', 'water'] as const)[n % 10]!

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

const grid = (code: GridCode, number: number, fortune: FortuneCode, placeholder = false): GridNumber => {
  const reading = reduceNumber(number)
  return { code, number, reading, element: elementOfNumber(reading), grade: gradeOfNumber(reading), fortune, placeholder }
}

/** The five grids of a name: surname and given-name strokes, one or more characters each. */
export function fiveGrids(surname: readonly number[], given: readonly number[]): GridNumber[] {
  const heaven = sum(surname) + (surname.length === 1 ? 1 : 0)
  const earth = sum(given) + (given.length === 1 ? 1 : 0)
  const person = surname.at(-1)! + given[0]!
  return [
    grid('heaven', heaven, 'ancestry', surname.length === 1),
    grid('person', person, 'main'),
    grid('earth', earth, 'early', given.length === 1),
    grid('outer', heaven + earth - person, 'secondary', surname.length === 1 || given.length === 1),
    grid('total', sum(surname) + sum(given), 'later'),
  ]
}

/** The Korean four grids (원형이정) on the same strokes. */
export function fourGrids(surname: readonly number[], given: readonly number[]): GridNumber[] {
  const s = sum(surname)
  return [
    grid('won', sum(given), 'early-years'),
    grid('hyeong', s + given[0]!, 'middle-years'),
    grid('i', given.length > 1 ? s + given.at(-1)! : s, 'late-years'),
    grid('jeong', s + sum(given), 'whole-life'),
  ]
}
