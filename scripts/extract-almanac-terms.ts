/**
 * Lists every almanac term lunar-typescript can emit (from its own tables, see
 * `src/core/almanac/term-inventory.ts`) and reports any without a name in some locale (English in
 * `src/core/almanac/glossary.ts`, the others in `src/core/almanac/term-tables.ts`). Run after
 * upgrading the library:
 *
 *   npx bun scripts/extract-almanac-terms.ts          # counts + missing terms, exit 1 if any
 *   npx bun scripts/extract-almanac-terms.ts --json   # the whole inventory as JSON
 */
import { almanacTermInventory } from '../src/core/almanac/term-inventory'
import { missingAlmanacTranslations } from '../src/core/almanac/glossary-coverage'

const inventory = almanacTermInventory()
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(inventory, null, 2))
} else {
  for (const [category, terms] of Object.entries(inventory)) console.log(`${category.padEnd(16)} ${terms.length}`)
  const missing = missingAlmanacTranslations(inventory)
  if (missing.length > 0) {
    console.log(`\n${missing.length} names missing:`)
    for (const m of missing) console.log(`  ${m.locale} ${m.category}: ${m.zh}`)
    process.exit(1)
  }
  console.log('\nEvery term has a name in every locale.')
}
