/**
 * Operator commands over the same store the server uses. Each command is `run(args, io)` returning
 * an exit code, so tests call it directly with captured output. Errors: exit code 1 and one line on
 * stderr. Keys are printed once, at creation; listings show only their display prefix.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_DAILY_LIMIT, DEFAULT_DB_PATH, publicBaseUrlOf, SERVICE_VERSION, storeLocationOf } from '../config'
import { isAppError } from '../core/errors'
import { isStoreUnavailable, SERVER_URL_SETTING } from '../store/common'
import { ACCOUNT_NAME_RULE, hasControlCharacter, isAccountName } from '../store/names'
import { describeLocation, parseStoreLocation } from '../config/store-location'
import { openStore } from '../store/open'
import { quotaDayAt } from '../store/quota-day'
import { hashToken, loginLinkUrl, randomToken } from '../store/tokens'
import type { AsyncStore } from '../store/types'

export interface CliIo {
  stdout: (line: string) => void
  stderr: (line: string) => void
  env: Record<string, string | undefined>
  now: () => Date
}

class UsageError extends Error {}

const DEFAULT_LINK_TTL_MINUTES = 24 * 60
const MAX_LINK_TTL_MINUTES = 7 * 24 * 60

const DB_OPTION = { db: { type: 'string' as const } }
const HELP_OPTION = { help: { type: 'boolean' as const, short: 'h' } }

export const USAGE = `bazi-service ${SERVICE_VERSION}: Bazi charts and readings over REST and MCP

Usage: bazi-service [command] [options]

Commands:
  serve [--port N] [--host H]                 Run the server (default command)
  mcp [--tools public|all]                    MCP over stdin/stdout for a local assistant (no database)
  accounts create NAME [--daily-limit N]      Create an account (default limit ${DEFAULT_DAILY_LIMIT} calls per UTC day)
  accounts list [--json]                      List accounts: limit, password set, last sign-in
  accounts set-limit NAME N                   Change an account's daily limit
  accounts login-link NAME [--ttl MINUTES] [--base-url URL] [--json]
                                              One-time link to the settings page, where the holder
                                              chooses a password (also a password reset)
  keys create --account NAME [--label TEXT] [--json]
                                              Create an API key; the key is printed once
  keys list [--account NAME] [--json]         List keys (display prefix only)
  keys revoke ID_OR_PREFIX                    Revoke a key; it fails from the next request on
  usage [--account NAME] [--json]             Calls counted today (UTC) against each limit
  stats [--days N] [--json]                   Telemetry summary (calls, failures, latency)
  backup --to FILE                            Consistent copy of a live SQLite store (VACUUM INTO)
  migrate                                     Bring the store's schema up to date, then exit
  migrate-store --from PATH_OR_URL --to PATH_OR_URL
                                              Copy accounts, keys (hashes), today's counters, secrets,
                                              settings-page data and connected apps (OAuth) into an
                                              empty store

Options on every command:
  --db PATH|URL    The store: a SQLite file path (or file:PATH), or postgres://USER:PASS@HOST/DB
                   (env BAZI_DB, else DATABASE_URL; default ${DEFAULT_DB_PATH})
  -h, --help       Help for the command
  -v, --version    Print the version

Environment: PORT, HOST, BAZI_DB, ALLOWED_HOSTS, TRUST_PROXY, PUBLIC_MCP_CALLS_PER_MINUTE, MCP_ZIWEI_TOOL,
OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_VISION_MODEL, DEEPSEEK_API_KEY,
DEEPSEEK_BASE_URL, DEEPSEEK_MODEL, READINGS_LOG_FILE (see README).`

const HELP: Record<string, string> = {
  accounts: `Usage:
  bazi-service accounts create NAME [--daily-limit N] [--db PATH]
  bazi-service accounts list [--json] [--db PATH]
  bazi-service accounts set-limit NAME N [--db PATH]
  bazi-service accounts login-link NAME [--ttl MINUTES] [--base-url URL] [--json] [--db PATH]

login-link prints a one-time link to the account settings page (BASE/settings/link?token=…).
Whoever opens it chooses the account's password and manages its API keys at /settings/api-keys.
It works once, for --ttl minutes (default ${DEFAULT_LINK_TTL_MINUTES}, at most ${MAX_LINK_TTL_MINUTES}); a new link makes
earlier unused ones expire. Use it again as a password reset: the new password signs out every
session. The base URL is --base-url, else PUBLIC_BASE_URL, else the address the server that last
started on this store recorded, else http://HOST:PORT from the environment.`,
  keys: `Usage:
  bazi-service keys create --account NAME [--label TEXT] [--json] [--db PATH]
  bazi-service keys list [--account NAME] [--json] [--db PATH]
  bazi-service keys revoke ID_OR_PREFIX [--db PATH]`,
  usage: `Usage: bazi-service usage [--account NAME] [--json] [--db PATH]
Calls counted today (UTC) for each account, against its daily limit.`,
  stats: `Usage: bazi-service stats [--days N] [--json] [--db PATH]
Telemetry summary for the last N days (default 1): calls, failures, p50/p95 latency per operation.
Telemetry holds only operation, success, latency, versions, a short User-Agent and a derived integration id.`,
  migrate: `Usage: bazi-service migrate [--db PATH_OR_URL]
Applies the store's pending migrations (under a lock: safe beside running servers) and exits.
The server does the same when it starts; serve --workers runs this once before its workers start.`,
  backup: `Usage: bazi-service backup --to FILE [--db PATH]
A consistent copy of the SQLite store (VACUUM INTO), safe while servers are running and writing.
FILE must not exist. For PostgreSQL use its own tools (pg_dump).`,
  'migrate-store': `Usage: bazi-service migrate-store --from PATH_OR_URL --to PATH_OR_URL [--json]
Copies accounts, API keys (hashes only), today's (UTC) quota counters, server secrets, the
settings-page data (passwords, sessions, sign-in links, form tokens, throttle) and the OAuth
authorization server's rows (connected apps, their tokens and registered clients, as hashes and
sealed payloads) from one store to another: SQLite to PostgreSQL (postgres://…) or back, so
connected apps keep working. The target is created and migrated if needed and must hold no
account, no secret and no OAuth artefact. Telemetry is not copied. Stop the servers first.`,
}

const parseLimit = (text: string | undefined, what: string): number => {
  if (text === undefined) throw new UsageError(`${what} is required`)
  if (!/^\d+$/.test(text) || Number(text) > 1_000_000_000)
    throw new UsageError(`${what} must be a whole number from 0 to 1000000000, got "${text}"`)
  return Number(text)
}

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'))

function table(rows: Record<string, unknown>[], columns: string[]): string {
  const cells = [columns, ...rows.map((r) => columns.map((c) => String(r[c] ?? '-')))]
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** An operator command may read more than a request does (a month of telemetry): longer limits. */
const CLI_STORE_LIMITS = { callDeadlineMs: 30_000, statementTimeoutMs: 30_000 }

async function withStore<T>(dbOption: string | undefined, io: CliIo, fn: (store: AsyncStore) => Promise<T>): Promise<T> {
  const { store } = await openStore(storeLocationOf(dbOption, io.env), CLI_STORE_LIMITS)
  try {
    return await fn(store)
  } finally {
    await store.close()
  }
}

async function accounts(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...DB_OPTION,
      ...HELP_OPTION,
      'daily-limit': { type: 'string' },
      json: { type: 'boolean' },
      ttl: { type: 'string' },
      'base-url': { type: 'string' },
    },
    allowPositionals: true,
  })
  const [sub, ...rest] = positionals
  if (values.help || !sub) {
    io.stdout(HELP.accounts)
    return values.help ? 0 : 1
  }
  const now = io.now().getTime()
  return withStore(values.db, io, async (store) => {
    switch (sub) {
      case 'create': {
        if (rest.length !== 1) throw new UsageError('accounts create takes one NAME')
        const name = rest[0]
        if (!isAccountName(name)) throw new UsageError(`account NAME: ${ACCOUNT_NAME_RULE}`)
        const limit = values['daily-limit'] === undefined ? DEFAULT_DAILY_LIMIT : parseLimit(values['daily-limit'], '--daily-limit')
        const account = await store.createAccount(name, limit, now)
        io.stdout(
          values.json
            ? JSON.stringify({ name: account.name, dailyLimit: account.dailyLimit })
            : `created account ${account.name} (daily limit ${account.dailyLimit})`,
        )
        return 0
      }
      case 'list': {
        const accounts = await store.listAccounts()
        if (values.json) {
          io.stdout(
            JSON.stringify(
              accounts.map((a) => ({
                name: a.name,
                dailyLimit: a.dailyLimit,
                created: iso(a.createdAt),
                hasPassword: a.hasPassword,
                lastSignIn: a.lastSignInAt === null ? null : iso(a.lastSignInAt),
              })),
            ),
          )
        } else {
          const rows = accounts.map((a) => ({
            name: a.name,
            dailyLimit: a.dailyLimit,
            created: iso(a.createdAt),
            password: a.hasPassword ? 'set' : 'none',
            lastSignIn: iso(a.lastSignInAt),
          }))
          io.stdout(rows.length ? table(rows, ['name', 'dailyLimit', 'created', 'password', 'lastSignIn']) : 'no accounts')
        }
        return 0
      }
      case 'login-link': {
        if (rest.length !== 1) throw new UsageError('accounts login-link takes one NAME')
        const ttl = values.ttl === undefined ? DEFAULT_LINK_TTL_MINUTES : parseLimit(values.ttl, '--ttl')
        if (ttl < 1 || ttl > MAX_LINK_TTL_MINUTES)
          throw new UsageError(`--ttl must be from 1 to ${MAX_LINK_TTL_MINUTES} minutes, got ${ttl}`)
        const baseUrl = publicBaseUrlOf(values['base-url'], io.env, await store.serverUrl())
        const token = randomToken()
        const link = await store.createLoginLink(rest[0], hashToken(token), now, now + ttl * 60_000)
        const url = loginLinkUrl(baseUrl, token)
        const expiresAt = iso(link.expiresAt)
        if (values.json) io.stdout(JSON.stringify({ url, expiresAt, account: link.account.name }))
        else {
          io.stdout(url)
          io.stderr(
            `one-time sign-in link for account ${link.account.name}, valid until ${expiresAt}. Send it privately: whoever opens it first chooses the password.`,
          )
        }
        return 0
      }
      case 'set-limit': {
        if (rest.length !== 2) throw new UsageError('accounts set-limit takes NAME and N')
        const account = await store.setDailyLimit(rest[0], parseLimit(rest[1], 'N'))
        io.stdout(`account ${account.name}: daily limit ${account.dailyLimit}`)
        return 0
      }
      default:
        throw new UsageError(`unknown accounts command "${sub}" (create, list, set-limit, login-link)`)
    }
  })
}

async function keys(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...DB_OPTION, ...HELP_OPTION, account: { type: 'string' }, label: { type: 'string' }, json: { type: 'boolean' } },
    allowPositionals: true,
  })
  const [sub, ...rest] = positionals
  if (values.help || !sub) {
    io.stdout(HELP.keys)
    return values.help ? 0 : 1
  }
  const now = io.now().getTime()
  return withStore(values.db, io, async (store) => {
    switch (sub) {
      case 'create': {
        if (!values.account) throw new UsageError('keys create needs --account NAME')
        if (values.label !== undefined && values.label.length > 100) throw new UsageError('--label: at most 100 characters')
        if (values.label !== undefined && hasControlCharacter(values.label))
          throw new UsageError('--label: plain text, without control characters (tabs, line breaks)')
        const { record, key } = await store.createKey(values.account, values.label ?? null, now)
        if (values.json) io.stdout(JSON.stringify({ id: record.id, key, prefix: record.prefix, account: record.accountName }))
        else {
          io.stdout(key)
          io.stderr(
            `created key ${record.id} (${record.prefix}…) for account ${record.accountName}. It is shown only now: store it safely.`,
          )
        }
        return 0
      }
      case 'list': {
        const list = (await store.listKeys(values.account)).map((k) => ({
          id: k.id,
          prefix: k.prefix,
          account: k.accountName,
          label: k.label,
          created: iso(k.createdAt),
          lastUsed: iso(k.lastUsedAt),
          status: k.revokedAt === null ? 'active' : `revoked ${iso(k.revokedAt)}`,
        }))
        io.stdout(
          values.json
            ? JSON.stringify(list)
            : list.length
              ? table(list, ['id', 'prefix', 'account', 'label', 'created', 'lastUsed', 'status'])
              : 'no keys',
        )
        return 0
      }
      case 'revoke': {
        if (rest.length !== 1) throw new UsageError('keys revoke takes one ID_OR_PREFIX')
        const revoked = await store.revokeKey(rest[0], now)
        if (!revoked) throw new UsageError(`no key with id or prefix "${rest[0]}"`)
        io.stdout(`revoked key ${revoked.id} (${revoked.prefix}…) of account ${revoked.accountName}`)
        return 0
      }
      default:
        throw new UsageError(`unknown keys command "${sub}" (create, list, revoke)`)
    }
  })
}

async function usage(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...DB_OPTION, ...HELP_OPTION, account: { type: 'string' }, json: { type: 'boolean' } } })
  if (values.help) {
    io.stdout(HELP.usage)
    return 0
  }
  const { day } = quotaDayAt(io.now().getTime())
  return withStore(values.db, io, async (store) => {
    const rows = await store.usage(day, values.account)
    io.stdout(values.json ? JSON.stringify(rows) : rows.length ? table(rows as never, ['account', 'day', 'used', 'limit']) : 'no accounts')
    return 0
  })
}

async function stats(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...DB_OPTION, ...HELP_OPTION, days: { type: 'string' }, json: { type: 'boolean' } } })
  if (values.help) {
    io.stdout(HELP.stats)
    return 0
  }
  const days = values.days === undefined ? 1 : parseLimit(values.days, '--days')
  return withStore(values.db, io, async (store) => {
    const rows = await store.telemetrySummary(io.now().getTime() - days * 86_400_000)
    if (values.json) io.stdout(JSON.stringify(rows))
    else
      io.stdout(
        rows.length
          ? table(rows as never, ['operation', 'transport', 'calls', 'failures', 'p50Ms', 'p95Ms'])
          : `no calls in the last ${days} day(s)`,
      )
    return 0
  })
}

async function migrate(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...DB_OPTION, ...HELP_OPTION } })
  if (values.help) {
    io.stdout(HELP.migrate)
    return 0
  }
  // Opening the store applies its migrations.
  return withStore(values.db, io, async () => {
    io.stdout(`the store at ${describeLocation(storeLocationOf(values.db, io.env))} is up to date`)
    return 0
  })
}

async function backup(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...DB_OPTION, ...HELP_OPTION, to: { type: 'string' } } })
  if (values.help) {
    io.stdout(HELP.backup)
    return 0
  }
  if (!values.to) throw new UsageError('backup needs --to FILE')
  const location = storeLocationOf(values.db, io.env)
  if (location.kind !== 'sqlite') throw new UsageError('backup copies a SQLite store; back up PostgreSQL with pg_dump')
  if (location.path === ':memory:') throw new UsageError('backup needs a database file, not :memory:')
  const target = resolve(values.to)
  if (existsSync(target)) throw new UsageError(`--to ${values.to} already exists; give a new file name`)
  if (!existsSync(location.path)) throw new UsageError(`no database at ${location.path}`)
  mkdirSync(dirname(target), { recursive: true })
  const { sqlite, store } = await openStore(location)
  try {
    sqlite!.backupTo(target)
  } finally {
    await store.close()
  }
  io.stdout(`backed up ${location.path} to ${target} (${statSync(target).size} bytes)`)
  return 0
}

async function migrateStore(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { ...HELP_OPTION, from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' } },
  })
  if (values.help) {
    io.stdout(HELP['migrate-store'])
    return 0
  }
  if (!values.from || !values.to) throw new UsageError('migrate-store needs --from PATH_OR_URL and --to PATH_OR_URL')
  const from = parseStoreLocation(values.from)
  const to = parseStoreLocation(values.to)
  const same =
    from.kind === 'sqlite' && to.kind === 'sqlite'
      ? resolve(from.path) === resolve(to.path)
      : from.kind === to.kind && (from as { url: string }).url === (to as { url: string }).url
  if (same) throw new UsageError('--from and --to are the same store')
  if (from.kind === 'sqlite' && (from.path === ':memory:' || !existsSync(from.path))) throw new UsageError(`no database at ${from.path}`)
  const { day } = quotaDayAt(io.now().getTime())
  const source = await openStore(from, CLI_STORE_LIMITS)
  try {
    const snapshot = await source.store.exportData(day)
    // Where the old server listened is no setting of the new store: its own server records its address.
    snapshot.settings = snapshot.settings.filter((setting) => setting.name !== SERVER_URL_SETTING)
    const target = await openStore(to, CLI_STORE_LIMITS)
    try {
      await target.store.importData(snapshot)
    } finally {
      await target.store.close()
    }
    const counts = {
      accounts: snapshot.accounts.length,
      keys: snapshot.apiKeys.length,
      counters: snapshot.usage.length,
      secrets: snapshot.settings.length,
      sessions: snapshot.sessions.length,
      loginLinks: snapshot.loginLinks.length,
      // Apps still connected (live grants); every OAuth row is copied, expired ones too.
      connectedApps: snapshot.oauthArtifacts.filter((a) => a.model === 'Grant' && a.expiresAt > io.now().getTime()).length,
      oauthArtifacts: snapshot.oauthArtifacts.length,
    }
    io.stdout(
      values.json
        ? JSON.stringify({ from: describeLocation(from), to: describeLocation(to), day, ...counts })
        : `copied ${counts.accounts} account(s), ${counts.keys} key(s), ${counts.counters} counter(s) for ${day}, ${counts.secrets} secret(s), ${counts.sessions} session(s), ${counts.loginLinks} sign-in link(s), ${counts.connectedApps} connected app(s) (${counts.oauthArtifacts} OAuth artefact(s)) from ${describeLocation(from)} to ${describeLocation(to)}`,
    )
    return 0
  } finally {
    await source.store.close()
  }
}

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  accounts,
  keys,
  usage,
  stats,
  migrate,
  backup,
  'migrate-store': migrateStore,
}

/** Runs an operator command; maps every failure to exit code 1 and one line on stderr. */
export async function runCommand(command: string, args: string[], io: CliIo): Promise<number> {
  const handler = COMMANDS[command]
  if (!handler) {
    io.stderr(`error: unknown command "${command}". Run "bazi-service --help".`)
    return 1
  }
  try {
    return await handler(args, io)
  } catch (error) {
    const message =
      error instanceof UsageError ||
      isAppError(error) ||
      isStoreUnavailable(error) ||
      (error as { code?: string })?.code?.startsWith?.('ERR_PARSE_ARGS')
        ? (error as Error).message
        : `failed: ${(error as Error)?.message ?? String(error)}`
    io.stderr(`error: ${message.split('\n')[0]}`)
    return 1
  }
}
