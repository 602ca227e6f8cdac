/**
 * Model-provider configuration, parsed once from an env record by `loadConfig` (src/config/index.ts;
 * tests pass plain objects). Nothing here reads `process.env` itself, so tests never leak real keys.
 *
 * Decisions (documented for self-hosters):
 * - A provider counts as configured when its API key is set, OR when its base URL is set. The second
 *   rule is what lets key-less local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) work: set
 *   `OPENAI_BASE_URL=http://127.0.0.1:11434/v1` and nothing else.
 * - Order of preference when a request omits `model`: openai, then deepseek (the order of the `model` enumeration).
 * - Vision (face, aura, couple face) uses the openai provider only: DeepSeek's Chat Completions API
 *   takes no image input. `OPENAI_VISION_MODEL` falls back to `OPENAI_MODEL`, then to the default.
 * - Structured output: `json_schema` (strict) on the openai provider, `json_object` + our own validation
 *   on deepseek (its API documents only `json_object`). `OPENAI_RESPONSE_FORMAT=json_object` switches an
 *   openai-compatible server that lacks `json_schema` to JSON mode.
 * - Retention of generation inputs/outputs is opt-in: `READINGS_LOG_FILE` (path) turns it on; the file
 *   rotates when it would exceed `READINGS_LOG_MAX_BYTES` (default 10 MiB), keeping
 *   `READINGS_LOG_MAX_FILES` old files (default 3). Default: off, nothing written.
 */
import type { ModelProviderName } from '../contracts/common'

/** The opt-in retention log's file and rotation. */
export interface RetentionConfig {
  file: string
  maxBytes: number
  maxFiles: number
}

export type StructuredOutputMode = 'json_schema' | 'json_object'

export interface ProviderConfig {
  name: ModelProviderName
  /** Absent for key-less local servers (a placeholder is sent: the SDK insists on a credential). */
  apiKey?: string
  /** Absent = the provider's public endpoint. */
  baseURL?: string
  /** Text model used for narratives. */
  model: string
  /** Vision model used for image readings; absent = this provider cannot read images. */
  visionModel?: string
  structuredOutput: StructuredOutputMode
}

export interface AiConfig {
  /** Configured providers, in order of preference. Empty = templates only, no image readings. */
  providers: ProviderConfig[]
  /** Per-attempt client timeout (the SDK default is 10 minutes; 30 s bounds a stuck provider). */
  timeoutMs: number
  /** SDK retries on connection errors, timeouts, 408/409/429/5xx (the SDK default is 2). */
  maxRetries: number
  /** Opt-in retention log; absent = off. */
  retention?: RetentionConfig
}

export type EnvRecord = Record<string, string | undefined>

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_MAX_RETRIES = 1
const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini'
const DEFAULT_DEEPSEEK_MODEL = 'deepseek-chat'
const DEFAULT_DEEPSEEK_BASE_URL = 'https://api.deepseek.com'
const DEFAULT_RETENTION_MAX_BYTES = 10 * 1024 * 1024
const DEFAULT_RETENTION_MAX_FILES = 3

/** Empty and whitespace-only values count as unset (a blank line in an env file must not configure a provider). */
const read = (env: EnvRecord, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** Startup configuration error; `variable` names the env variable, never its value (it may hold a key). */
const configError = (message: string, details: { variable: string }) => Object.assign(new Error(message), details)

const readBaseUrl = (env: EnvRecord, name: string): string | undefined => {
  const value = read(env, name)
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw configError(`${name} is not a valid URL`, { variable: name })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw configError(`${name} must be an http(s) URL`, { variable: name })
  }
  return value.replace(/\/+$/, '')
}

const readPositiveInteger = (env: EnvRecord, name: string, fallback: number): number => {
  const value = read(env, name)
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw configError(`${name} must be a positive integer`, { variable: name })
  }
  return Number(value)
}

const readResponseFormat = (env: EnvRecord, name: string, fallback: StructuredOutputMode): StructuredOutputMode => {
  const value = read(env, name)
  if (value === undefined) return fallback
  if (value !== 'json_schema' && value !== 'json_object') {
    throw configError(`${name} must be json_schema or json_object`, { variable: name })
  }
  return value
}

/**
 * Parses the AI settings. Throws a plain Error at startup (not an AppError: no request is involved)
 * for malformed URLs, numbers or modes; the message names the variable, never its value.
 */
export function parseAiConfig(env: EnvRecord): AiConfig {
  const providers: ProviderConfig[] = []

  const openaiKey = read(env, 'OPENAI_API_KEY')
  const openaiBase = readBaseUrl(env, 'OPENAI_BASE_URL')
  if (openaiKey || openaiBase) {
    const model = read(env, 'OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL
    providers.push({
      name: 'openai',
      apiKey: openaiKey,
      baseURL: openaiBase,
      model,
      visionModel: read(env, 'OPENAI_VISION_MODEL') ?? model,
      structuredOutput: readResponseFormat(env, 'OPENAI_RESPONSE_FORMAT', 'json_schema'),
    })
  }

  const deepseekKey = read(env, 'DEEPSEEK_API_KEY')
  const deepseekBase = readBaseUrl(env, 'DEEPSEEK_BASE_URL')
  if (deepseekKey || deepseekBase) {
    providers.push({
      name: 'deepseek',
      apiKey: deepseekKey,
      baseURL: deepseekBase ?? DEFAULT_DEEPSEEK_BASE_URL,
      model: read(env, 'DEEPSEEK_MODEL') ?? DEFAULT_DEEPSEEK_MODEL,
      structuredOutput: 'json_object',
    })
  }

  const retentionFile = read(env, 'READINGS_LOG_FILE')
  const retention = retentionFile
    ? {
        file: retentionFile,
        maxBytes: readPositiveInteger(env, 'READINGS_LOG_MAX_BYTES', DEFAULT_RETENTION_MAX_BYTES),
        maxFiles: readPositiveInteger(env, 'READINGS_LOG_MAX_FILES', DEFAULT_RETENTION_MAX_FILES),
      }
    : undefined

  return { providers, timeoutMs: DEFAULT_TIMEOUT_MS, maxRetries: DEFAULT_MAX_RETRIES, retention }
}
