/**
 * Configuration, parsed once from the environment (and CLI flags, which override it) into a typed
 * object. Nothing else in the service reads `process.env`.
 */
import pkg from '../package.json' with { type: 'json' }

/** The version label of the machine-readable contract (OpenAPI `info.version`, telemetry's schema version); changes when the contract does. */
export const SCHEMA_VERSION = '2026-08-20'
export const SERVICE_NAME = 'bazi-service'
export const SERVICE_VERSION: string = pkg.version

export const DEFAULT_DAILY_LIMIT = 100
export const DEFAULT_DB_PATH = './data/bazi.sqlite'

export interface Config {
  port: number
  host: string
  dbPath: string
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
  /** The raw environment, for the AI provider configuration (parsed in src/ai/config.ts). */
  env: Record<string, string | undefined>
}

const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1']

const intFrom = (value: string | undefined, fallback: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`)
  return n
}

const boolFrom = (value: string | undefined): boolean => value !== undefined && /^(1|true|yes|on)$/i.test(value)

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const allowed = env.ALLOWED_HOSTS?.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
  return {
    port: intFrom(env.PORT, 3000, 'PORT', 0, 65535),
    host: env.HOST || '127.0.0.1',
    dbPath: env.BAZI_DB || DEFAULT_DB_PATH,
    allowedHosts: allowed?.length ? allowed : DEFAULT_ALLOWED_HOSTS,
    trustProxy: boolFrom(env.TRUST_PROXY),
    publicToolCallsPerMinute: intFrom(env.PUBLIC_MCP_CALLS_PER_MINUTE, 120, 'PUBLIC_MCP_CALLS_PER_MINUTE', 1),
    storeTimeoutMs: env.STORE_TIMEOUT_MS ? intFrom(env.STORE_TIMEOUT_MS, 0, 'STORE_TIMEOUT_MS', 200, 60_000) : null,
    maxBodyBytes: intFrom(env.MAX_BODY_BYTES, 64 * 1024, 'MAX_BODY_BYTES', 1024, 2 ** 30),
    // Two images of 4 MiB each in base64 (4/3 growth) plus field names and whitespace.
    maxImageBodyBytes: intFrom(env.MAX_IMAGE_BODY_BYTES, 2 * Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64 * 1024, 'MAX_IMAGE_BODY_BYTES', 1024, 2 ** 30),
    telemetryRetentionDays: intFrom(env.TELEMETRY_RETENTION_DAYS, 30, 'TELEMETRY_RETENTION_DAYS', 1),
    idleTimeoutSeconds: intFrom(env.IDLE_TIMEOUT_SECONDS, 30, 'IDLE_TIMEOUT_SECONDS', 1, 255),
    modelRequestTimeoutSeconds: intFrom(env.MODEL_REQUEST_TIMEOUT_SECONDS, 150, 'MODEL_REQUEST_TIMEOUT_SECONDS', 1, 255),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT', 0, 65535) : null,
    env,
    ...overrides,
  }
}
