/**
 * The service's logger: one JSON line per event on stderr. Callers pass operational fields only,
 * never request bodies, keys or birth data (README "Privacy").
 */

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const line = (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) =>
  console.error(JSON.stringify({ level, time: new Date().toISOString(), message, ...fields }))

export const stderrLogger: Logger = {
  info: (message, fields) => line('info', message, fields),
  error: (message, fields) => line('error', message, fields),
}

/** The logger as one request sees it: every line carries the request's id (src/transport/request-id.ts). */
export const requestLogger = (log: Logger, requestId: string): Logger => ({
  info: (message, fields) => log.info(message, { ...fields, requestId }),
  error: (message, fields) => log.error(message, { ...fields, requestId }),
})

export const silentLogger: Logger = { info() {}, error() {} }
