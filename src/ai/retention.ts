/**
 * Opt-in retention of generation inputs and outputs for keyed (authenticated) readings: the only
 * exception to "never stored" the data policy allows (README "Data handling"), and only when the
 * operator turns it on.
 *
 * - Off unless `READINGS_LOG_FILE` is set (see config.ts); nothing is written by default.
 * - A separate JSON-lines file, never the service log; created with mode 0600.
 * - Size-based rotation: before an entry would push the file past `maxBytes`, `file` becomes `file.1`,
 *   `file.1` becomes `file.2`…, and the oldest beyond `maxFiles` is deleted.
 * - Entries name the key by the platform's key id, never the secret. Images are never retained: image
 *   readings record the output and the images' types and sizes only.
 * - A failed write never fails the reading: retention is best effort and reports nothing (a log line
 *   about it could itself leak what was being written).
 */
import { appendFile, rename, rm, stat } from 'node:fs/promises'
import type { RetentionConfig } from '../config/ai'

interface RetentionEntry {
  /** The caller's key id (platform-derived identifier, never the secret). */
  keyId: string
  kind: string
  locale: string
  provider: string
  model: string
  input: unknown
  output: unknown
}

export interface RetentionLog {
  readonly enabled: boolean
  record(entry: RetentionEntry): Promise<void>
}

const disabledRetention: RetentionLog = { enabled: false, record: async () => {} }

const sizeOf = async (path: string): Promise<number> => {
  try {
    return (await stat(path)).size
  } catch {
    return 0
  }
}

async function rotate(config: RetentionConfig): Promise<void> {
  await rm(`${config.file}.${config.maxFiles}`, { force: true })
  for (let index = config.maxFiles - 1; index >= 1; index--) {
    await rename(`${config.file}.${index}`, `${config.file}.${index + 1}`).catch(() => {})
  }
  await rename(config.file, `${config.file}.1`).catch(() => {})
}

export function createRetentionLog(config: RetentionConfig | undefined, now: () => Date = () => new Date()): RetentionLog {
  if (!config) return disabledRetention
  // Writes are chained so rotation and appends never interleave within this process.
  let queue: Promise<void> = Promise.resolve()
  return {
    enabled: true,
    record(entry) {
      const line = `${JSON.stringify({ at: now().toISOString(), ...entry })}\n`
      const bytes = Buffer.byteLength(line)
      queue = queue
        .then(async () => {
          const size = await sizeOf(config.file)
          if (size > 0 && size + bytes > config.maxBytes) await rotate(config)
          await appendFile(config.file, line, { mode: 0o600 })
        })
        .catch(() => {})
      return queue
    },
  }
}
