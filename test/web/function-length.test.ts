/**
 * The settings page's functions stay short too: each flow is a module of its own, and none of its
 * functions is over ~80 lines (the message tables of i18n.ts aside). The check: test/support/function-length.ts.
 */
import { expect, test } from 'bun:test'
import { longDeclarationsUnder, MAX_LINES } from '../support/function-length'

test(`no function in src/web is over ${MAX_LINES} lines (tables aside)`, () => {
  expect(longDeclarationsUnder('src/web')).toEqual([])
})
