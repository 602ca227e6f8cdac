/**
 * Core functions stay short: none over ~80 lines unless it is a table (the check and its rule:
 * test/support/function-length.ts).
 */
import { describe, expect, test } from 'bun:test'
import { longDeclarations, longDeclarationsUnder, MAX_LINES } from '../support/function-length'

describe('core function length', () => {
  test(`no function in src/core is over ${MAX_LINES} lines (tables aside)`, () => {
    expect(longDeclarationsUnder('src/core')).toEqual([])
  })
  test('the check sees a long function and lets a long table pass', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const x${i} = ${i}`).join('\n')
    const rows = Array.from({ length: MAX_LINES }, (_, i) => `  ${i},`).join('\n')
    expect(longDeclarations(`export function long(): void {\n${body}\n}\n`)).toHaveLength(1)
    expect(longDeclarations(`export function short(): void {\n  return\n}\n`)).toEqual([])
    expect(longDeclarations(`export const TABLE: number[] = [\n${rows}\n]\n`)).toEqual([])
  })
})
