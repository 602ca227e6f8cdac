/**
 * Configuration, parsed once from the environment (and CLI flags, which override it) into a typed
 * object. Nothing else in the service reads `process.env` or an environment variable by name: the
 * entry point hands the environment here, and workers get theirs from `workerEnvironment`.
 */
import { availableParallelism } from 'node:os'
import pkg from '../../package.json' with { type: 'json' }
import { AppError } from '../core/errors'
import { type AiConfig, parseAiConfig } from './ai'
import { parseStoreLocation, type StoreLocation } from './store-location'

/** The version label of the machine-readable contract (OpenAPI `info.version`, telemetry's schema version); changes when the contract does. */
export const SCHEMA_VERSION = '2026-08-20'
export const SERVICE_NAME = 'bazi-service'
export const SERVICE_VERSION: string = pkg.version

export const DEFAULT_DAILY_LIMIT = 100
export const DEFAULT_DB_PATH = './data/bazi.sqlite'

export type Environment = Record<string, string | undefined>

export interface Config {
  port: number
  host: string
  /** The store: `--db`, else BAZI_DB, else DATABASE_URL, else the default SQLite file. */
  store: StoreLocation
  /** Server processes on the port (`--workers`, WORKERS; `auto` = one per core). */
  workers: number
  /** This process's number when a supervisor started it as one of several workers (BAZI_WORKER), else null. */
  worker: number | null
  /** A worker hands its metrics to the supervisor over IPC instead of serving them (BAZI_METRICS_IPC). */
  metricsOverIpc: boolean
  /** The model providers and the opt-in retention log (src/config/ai.ts). */
  ai: AiConfig
  /** PUBLIC_BASE_URL: the server's address as its users reach it (behind a proxy), or null. */
  publicBaseUrl: string | null
  /** Host names (no port) accepted in Host/Origin on the MCP connectors (DNS-rebinding protection). */
  allowedHosts: string[]
  /** Read client IPs from X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean
  /** Token bucket for tools/call on the public /mcp connector, per client IP per minute. */
  publicToolCallsPerMinute: number
  /** PostgreSQL: the deadline of one store call, ms (a metered request makes two: it answers 503 within twice this); null = the store's default, 1 s. */
  storeTimeoutMs: number | null
  /** Request body limit for JSON routes other than the image readings, bytes. */
  maxBodyBytes: number
  /** Request body limit for the image routes: two 4 MB images in base64 plus the JSON around them. */
  maxImageBodyBytes: number
  /** Telemetry rows older than this are deleted. */
  telemetryRetentionDays: number
  /** Seconds a connection may stay idle (slow clients, stalled uploads) before it is closed. */
  idleTimeoutSeconds: number
  /**
   * Seconds a request to a model-backed operation may take: the provider gets 30 s per attempt
   * and one retry, and readings may ask twice, so these requests outlive the idle timeout.
   */
  modelRequestTimeoutSeconds: number
  /** Port of the Prometheus metrics listener (on `host`), or null when off (the default). */
  metricsPort: number | null
  /**
   * MCP_ZIWEI_TOOL: also serve `calculate_ziwei_chart` on the public connector and stdio. Off by
   * default: the published interface lists three public tools and leaves Zi Wei out of MCP; the REST
   * route `/api/v1/ziwei` is always served.
   */
  ziweiMcpTool: boolean
  /** OAUTH_ACCESS_TOKEN_TTL_SECONDS: how long an access token of the authorization server lives (default 600). */
  oauthAccessTokenTtlSeconds: number
  /** OAUTH_REGISTRATIONS_PER_MINUTE: dynamic client registrations per client address per minute (default 10). */
  oauthRegistrationsPerMinute: number
  /**
   * OAUTH_METADATA_FETCHES_PER_MINUTE: Client ID Metadata Documents fetched per client address per
   * minute (default 10); a document the server holds in its cache costs nothing.
   */
  oauthMetadataFetchesPerMinute: number
  /** Tests only (no environment variable): fetch Client ID Metadata Documents from loopback addresses. */
  oauthFetchAllowLoopback: boolean
  /** Tests only (no environment variable): an extra CA (PEM) trusted when fetching metadata documents. */
  oauthFetchCa: string | null
  /** The operator's words on the home page (SITE_NAME, SITE_CONTACT, SITE_NOTICE, SITE_MCPB_URL). */
  site: SiteConfig
}

/** What the operator says about their server on the home page; every member is optional, the defaults neutral. */
export interface SiteConfig {
  /** SITE_NAME: the page's title and heading (plain text, at most 80 characters); default `bazi-service`. */
  name: string
  /** SITE_CONTACT: how to reach the operator, an e-mail address or an http(s) URL; null when unset. */
  contact: { kind: 'email' | 'url'; value: string } | null
  /** SITE_NOTICE: one paragraph of plain text shown on the page (at most 1000 characters); null when unset. */
  notice: string | null
  /** SITE_MCPB_URL: where the operator publishes the desktop bundle (`.mcpb`), an http(s) URL; null when they publish none. */
  mcpbUrl: string | null
}

/** The serve command's flags, as typed; each overrides its environment variable. */
export interface ServeFlags {
  port?: string
  host?: string
  db?: string
  workers?: string
  metricsPort?: string
}

/** Beyond this the processes only compete for the same cores and database. */
const MAX_WORKERS = 256

const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * An `ALLOWED_HOSTS` entry as the Host rule compares it (src/transport/allowed-host.ts): the host
 * name the URL standard reads from it, lowercased, an IPv6 address in brackets (`::1` → `[::1]`;
 * with a port it must be written `[::1]:8443`); a port is dropped, a trailing dot too (the name a
 * browser sends). An entry that cannot match a Host a browser sends (no host name, a wildcard, a
 * bare number the URL standard would read as an IPv4 address) is refused at start, not left to
 * match nothing.
 */
function allowedHostOf(entry: string): string {
  if (/^[*.]|^\d+$/.test(entry))
    throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host name: list each name in full (no wildcard), e.g. bazi.example.com`)
  const bracketed = entry.includes(':') && !entry.startsWith('[') && URL.canParse(`http://[${entry}]`) ? `[${entry}]` : entry
  const host = URL.canParse(`http://${bracketed}/`) ? new URL(`http://${bracketed}/`) : null
  if (host === null || host.hostname === '' || host.username || host.password || host.pathname !== '/' || host.search || host.hash) {
    throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host name (e.g. bazi.example.com, 127.0.0.1 or [::1])`)
  }
  return host.hostname.endsWith('.') ? host.hostname.slice(0, -1) : host.hostname
}

const intFrom = (value: string | undefined, fallback: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`)
  return n
}

const boolFrom = (value: string | undefined): boolean => value !== undefined && /^(1|true|yes|on)$/i.test(value)

/** `N` or `auto` (the number of cores) → a worker count; throws with a one-line reason. */
function parseWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return 1
  if (value === 'auto') return Math.max(1, Math.min(MAX_WORKERS, availableParallelism()))
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_WORKERS) {
    throw new Error(`--workers must be a whole number from 1 to ${MAX_WORKERS}, or auto (the number of cores), got "${value}"`)
  }
  return Number(value)
}

/** The store location: the `--db` flag, else BAZI_DB, else DATABASE_URL (what hosting providers set), else the default file. */
export const storeLocationOf = (flag: string | undefined, env: Environment): StoreLocation =>
  parseStoreLocation(flag ?? (env.BAZI_DB || env.DATABASE_URL || DEFAULT_DB_PATH))

const isPlainHttpUrl = (text: string): boolean => {
  if (!URL.canParse(text) || /[\u0000-\u001f\u007f\s]/.test(text)) return false
  const url = new URL(text)
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash
}

/**
 * The server's public base URL for printed links: the flag, else PUBLIC_BASE_URL, else where the
 * server that last started on the store said it listens (`recorded`), else http://HOST:PORT.
 */
export function publicBaseUrlOf(flag: string | undefined, env: Environment, recorded: string | null = null): string {
  // An empty PUBLIC_BASE_URL is unset, as for the server (a blank line in an env file sets nothing).
  const explicit = flag ?? (env.PUBLIC_BASE_URL || undefined)
  // The recorded address is read from the database: printed only when it is a plain http(s) URL.
  if (explicit === undefined && recorded !== null && isPlainHttpUrl(recorded)) return recorded
  if (explicit !== undefined) {
    let url: URL
    try {
      url = new URL(explicit)
    } catch {
      throw new AppError(
        'INVALID_REQUEST',
        `--base-url must be an absolute http(s) URL such as https://bazi.example.com, got "${explicit}"`,
      )
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
      throw new AppError('INVALID_REQUEST', `--base-url must be an http(s) URL without query, fragment or credentials, got "${explicit}"`)
    }
    return url.href.replace(/\/+$/, '')
  }
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}

/**
 * The environment of worker `index` (1-based) of a supervisor: the supervisor's own, with what its
 * flags said written in (the workers parse the same configuration), the port fixed (workers share
 * one), one worker each, and the metrics handed over IPC when the supervisor serves them.
 */
export function workerEnvironment(env: Environment, config: Config, options: { port: number; index: number }): Environment {
  const { METRICS_PORT: _servedBySupervisor, ...inherited } = env
  return {
    ...inherited,
    PORT: String(options.port),
    HOST: config.host,
    BAZI_DB: config.store.kind === 'postgres' ? config.store.url : config.store.path,
    WORKERS: '1',
    BAZI_WORKER: String(options.index),
    ...(config.metricsPort !== null ? { BAZI_METRICS_IPC: '1' } : {}),
  }
}

const MAX_SITE_NAME = 80
const MAX_SITE_NOTICE = 1000
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

/** SITE_* settings: plain text within its length, a contact that is an address or a URL; a bad value stops the start. */
export function siteConfigOf(env: Environment): SiteConfig {
  const name = env.SITE_NAME?.trim() || SERVICE_NAME
  if (name.length > MAX_SITE_NAME || CONTROL_CHARACTERS.test(name))
    throw new Error(`SITE_NAME must be one line of at most ${MAX_SITE_NAME} characters, got ${name.length} characters`)
  // A paragraph: its line breaks are spaces, as in an HTML paragraph.
  const notice = env.SITE_NOTICE?.replace(/\s+/g, ' ').trim() || null
  if (notice !== null && (notice.length > MAX_SITE_NOTICE || CONTROL_CHARACTERS.test(notice)))
    throw new Error(`SITE_NOTICE must be one paragraph of plain text of at most ${MAX_SITE_NOTICE} characters, got ${notice.length}`)
  const contactText = env.SITE_CONTACT?.trim() || null
  let contact: SiteConfig['contact'] = null
  if (contactText !== null) {
    if (isPlainHttpUrl(contactText)) contact = { kind: 'url', value: new URL(contactText).href }
    else if (EMAIL.test(contactText) && contactText.length <= 254) contact = { kind: 'email', value: contactText }
    else throw new Error(`SITE_CONTACT must be an e-mail address or an http(s) URL, got "${contactText.slice(0, 100)}"`)
  }
  const mcpb = env.SITE_MCPB_URL?.trim() || null
  if (mcpb !== null && !isPlainHttpUrl(mcpb)) throw new Error(`SITE_MCPB_URL must be an http(s) URL, got "${mcpb.slice(0, 100)}"`)
  return { name, contact, notice, mcpbUrl: mcpb === null ? null : new URL(mcpb).href }
}

/** The configuration from `env` (default: the process's), the serve command's `flags` over it, then typed `overrides` (tests). */
export function loadConfig(env: Environment = process.env, overrides: Partial<Config> = {}, flags: ServeFlags = {}): Config {
  const allowed = env.ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map(allowedHostOf)
  const metricsPort = flags.metricsPort ?? env.METRICS_PORT
  const worker = env.BAZI_WORKER ? intFrom(env.BAZI_WORKER, 0, 'BAZI_WORKER', 1, MAX_WORKERS) : null
  return {
    port: intFrom(flags.port ?? env.PORT, 3000, 'PORT', 0, 65535),
    host: flags.host ?? (env.HOST || '127.0.0.1'),
    store: storeLocationOf(flags.db, env),
    workers: parseWorkers(flags.workers ?? env.WORKERS),
    worker,
    metricsOverIpc: worker !== null && boolFrom(env.BAZI_METRICS_IPC),
    ai: parseAiConfig(env),
    publicBaseUrl: env.PUBLIC_BASE_URL ? publicBaseUrlOf(undefined, env) : null,
    allowedHosts: allowed?.length ? allowed : DEFAULT_ALLOWED_HOSTS,
    trustProxy: boolFrom(env.TRUST_PROXY),
    publicToolCallsPerMinute: intFrom(env.PUBLIC_MCP_CALLS_PER_MINUTE, 120, 'PUBLIC_MCP_CALLS_PER_MINUTE', 1),
    storeTimeoutMs: env.STORE_TIMEOUT_MS ? intFrom(env.STORE_TIMEOUT_MS, 0, 'STORE_TIMEOUT_MS', 200, 60_000) : null,
    maxBodyBytes: intFrom(env.MAX_BODY_BYTES, 64 * 1024, 'MAX_BODY_BYTES', 1024, 2 ** 30),
    // Two images of 4 MiB each in base64 (4/3 growth) plus field names and whitespace.
    maxImageBodyBytes: intFrom(
      env.MAX_IMAGE_BODY_BYTES,
      2 * Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64 * 1024,
      'MAX_IMAGE_BODY_BYTES',
      1024,
      2 ** 30,
    ),
    telemetryRetentionDays: intFrom(env.TELEMETRY_RETENTION_DAYS, 30, 'TELEMETRY_RETENTION_DAYS', 1),
    idleTimeoutSeconds: intFrom(env.IDLE_TIMEOUT_SECONDS, 30, 'IDLE_TIMEOUT_SECONDS', 1, 255),
    modelRequestTimeoutSeconds: intFrom(env.MODEL_REQUEST_TIMEOUT_SECONDS, 150, 'MODEL_REQUEST_TIMEOUT_SECONDS', 1, 255),
    metricsPort: metricsPort ? intFrom(metricsPort, 0, 'METRICS_PORT', 0, 65535) : null,
    ziweiMcpTool: boolFrom(env.MCP_ZIWEI_TOOL),
    oauthAccessTokenTtlSeconds: intFrom(env.OAUTH_ACCESS_TOKEN_TTL_SECONDS, 600, 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', 1, 86_400),
    oauthRegistrationsPerMinute: intFrom(env.OAUTH_REGISTRATIONS_PER_MINUTE, 10, 'OAUTH_REGISTRATIONS_PER_MINUTE', 1, 10_000),
    oauthMetadataFetchesPerMinute: intFrom(env.OAUTH_METADATA_FETCHES_PER_MINUTE, 10, 'OAUTH_METADATA_FETCHES_PER_MINUTE', 1, 10_000),
    oauthFetchAllowLoopback: false,
    oauthFetchCa: null,
    site: siteConfigOf(env),
    ...overrides,
  }
}
