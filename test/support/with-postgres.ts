/**
 * Runs a command with a fresh PostgreSQL database: `bun test/support/with-postgres.ts CMD ARGS…`.
 * The database comes from the test harness (a throwaway cluster of its own, or TEST_DATABASE_URL);
 * its URL is passed to the command as DATABASE_URL. Exits with the command's exit code (2 when no
 * PostgreSQL is available, with the reason on stderr). Used by .ci/run to smoke-test the compiled
 * binary on PostgreSQL; the throwaway cluster stops when this process ends.
 */
import { freshDatabase, postgresAvailable, postgresUnavailableReason } from './postgres'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: bun test/support/with-postgres.ts CMD [ARGS…]')
  process.exit(2)
}
if (!postgresAvailable()) {
  console.error(`no PostgreSQL: ${postgresUnavailableReason()}`)
  process.exit(2)
}
const db = await freshDatabase()
const child = Bun.spawn(command, { env: { ...process.env, DATABASE_URL: db.url }, stdio: ['inherit', 'inherit', 'inherit'] })
const code = await child.exited
await db.drop().catch(() => {})
process.exit(code)
