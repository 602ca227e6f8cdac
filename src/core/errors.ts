/**
 * The one error type of the service. The core and the operations throw `AppError` with a code from
 * a closed set; each transport maps the code to its own shape exactly once: REST in
 * `src/transport/responses.ts` (`errorResponse`), MCP in the `tools/call` handler of `src/mcp/server.ts`
 * (a tool result with `isError: true`). Nothing here knows about HTTP beyond the status table, which
 * is data the transports share.
 */

export const ERROR_STATUS = {
  // Request shape and content
  INVALID_REQUEST: 400,
  INVALID_DATE: 400,
  DATE_OUT_OF_RANGE: 400,
  LOCATION_NOT_FOUND: 400,
  LOCATION_AMBIGUOUS: 400,
  MODEL_NOT_CONFIGURED: 400,
  IMAGE_TOO_LARGE: 400,
  IMAGE_TYPE_MISMATCH: 400,
  KEY_IN_URL: 400,
  // Identity and limits
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
  // Transport
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Server side
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  MODEL_UNAVAILABLE: 503,
  /** The accounts store (SQLite file or PostgreSQL) cannot be reached right now; retry shortly. */
  STORE_UNAVAILABLE: 503,
  /** A bounded queue of work (the PNG rasteriser's) is full right now; retry after Retry-After. */
  SERVER_BUSY: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  override readonly name = 'AppError'
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Machine-readable specifics: failing field paths, suggestions, candidates, configured providers… */
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown; text?: { id: string; params: Readonly<Record<string, string | number>> } },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.text = options?.text
  }

  /** The message's id and parameters in `core/messages.ts`, when it can be rendered in another locale. */
  readonly text?: { id: string; params: Readonly<Record<string, string | number>> }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError

/** Shorthand for the most common error: a request that is well-formed JSON but asks for something invalid. */
export const invalidRequest = (message: string, details?: Record<string, unknown>) => new AppError('INVALID_REQUEST', message, details)
