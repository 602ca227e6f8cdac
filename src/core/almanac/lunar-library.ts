/**
 * lunar-typescript (the almanac's 宜/忌, spirits and festival tables), loaded on first use rather
 * than at start-up: evaluating the library was about a quarter of the binary's start before its first
 * `/healthz` answer, and a process may serve charts for a long time before
 * its first almanac. `serve` loads it shortly after the port opens (src/serve.ts), like the gazetteer.
 *
 * Every use goes through `lunarLibrary()`; a static `import` of the package anywhere in `src/` would
 * load it at start again (and bundle its second build), which test/core/almanac/lunar-library.test.ts
 * forbids.
 */
import type * as Library from 'lunar-typescript'

let library: typeof Library | null = null

/** The library, in its default Chinese language (never switched afterwards: the setting is process-global). */
export function lunarLibrary(): typeof Library {
  if (library === null) {
    const loaded = require('lunar-typescript') as typeof Library
    // The library fills its tables in its default language on first use: make that happen now, once.
    loaded.I18n.init()
    library = loaded
  }
  return library
}
