/**
 * Reading what a client sent, defensively: the key only from the Authorization header (a key in the
 * URL is refused), a JSON body of the right media type within a size limit, a client address, a
 * shortened User-Agent. Each failure is its own clear AppError.
 */
import { AppError } from '../core/errors'
import type { Deps } from '../deps'
import type { Caller } from '../pipeline/execute'
import { toAppError } from '../store/common'
import type { KeyPrincipal } from '../store/types'
import { requestIdOf } from './request-id'

/** Query parameters that would carry a key in a URL (keys travel only in the Authorization header: URLs end up in logs). */
const KEY_QUERY_PARAMETERS = new Set(['key', 'api_key', 'apikey', 'access_token', 'token', 'api-key'])

export function refuseKeyInUrl(url: URL): void {
  for (const name of url.searchParams.keys()) {
    if (KEY_QUERY_PARAMETERS.has(name.toLowerCase())) {
      throw new AppError(
        'KEY_IN_URL',
        `A key must never be sent in the URL (query parameter "${name}"): URLs end up in logs and browser histories. Send it as "Authorization: Bearer <key>", and revoke the key you sent if it was real.`,
      )
    }
  }
}

/** The longest `source` query parameter a REST call may carry (it is documented with this maxLength). */
export const SOURCE_MAX_LENGTH = 100

/**
 * The informational `source` query parameter, held to what the API reference publishes: at most
 * SOURCE_MAX_LENGTH characters (each, if it is repeated).
 */
export function checkSourceParameter(url: URL): void {
  for (const value of url.searchParams.getAll('source')) {
    if ([...value].length > SOURCE_MAX_LENGTH) {
      throw new AppError(
        'INVALID_REQUEST',
        `The query parameter "source" is ${[...value].length} characters long; it may have at most ${SOURCE_MAX_LENGTH}. Send a short integration or app name, or leave it out.`,
        { errors: [{ path: '?source', message: `at most ${SOURCE_MAX_LENGTH} characters` }] },
      )
    }
  }
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i

export async function authenticate(request: Request, deps: Deps): Promise<KeyPrincipal> {
  const header = request.headers.get('authorization')
  if (!header) {
    throw new AppError('UNAUTHORIZED', 'Missing API key. Reconnect with a valid key in the header "Authorization: Bearer <key>".')
  }
  const match = BEARER.exec(header)
  if (!match) {
    throw new AppError('UNAUTHORIZED', 'Malformed Authorization header. Reconnect with a valid key as "Authorization: Bearer <key>".')
  }
  let principal: KeyPrincipal | null
  try {
    principal = await deps.store.authenticate(match[1], deps.clock().getTime())
  } catch (error) {
    throw toAppError(error)
  }
  if (!principal) throw new AppError('UNAUTHORIZED', 'Invalid or revoked API key. Reconnect with a valid key.')
  return principal
}

const isJsonMediaType = (contentType: string | null): boolean => {
  if (!contentType) return false
  const mediaType = contentType.split(';', 1)[0].trim().toLowerCase()
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'))
}

export const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than this route accepts (${limit} bytes).`, { limitBytes: limit })

/** Whether the body declares (Content-Length) more than `limit` bytes: judged before reading anything. */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length')
  return declared !== null && Number(declared) > limit
}

/**
 * Whether the body is longer than `limit` bytes, for a route that does not read bodies (unknown
 * paths): a chunked body is read and counted only up to the limit, then cancelled.
 */
export async function bodyExceeds(request: Request, limit: number): Promise<boolean> {
  if (declaresMoreThan(request, limit)) return true
  if (!request.body || request.bodyUsed) return false
  const reader = request.body.getReader()
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return false
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return true
      }
    }
  } catch {
    return false // a cut connection: nobody is left to answer
  }
}

/** Reads the body as text within `limit` bytes, whatever Content-Length claims. */
async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit)
  if (!request.body) return ''
  // A body framed by a Content-Length within the limit (and no Transfer-Encoding) is exactly that
  // long: read it natively in one go (~20 µs less per request than the chunk loop; BENCHMARKS.md).
  if (declared !== null && /^\d+$/.test(declared) && request.headers.get('transfer-encoding') === null) {
    let whole: Uint8Array
    try {
      whole = new Uint8Array(await request.arrayBuffer())
    } catch {
      throw new AppError(
        'INVALID_REQUEST',
        'The request body could not be read completely (the connection was cut or the body was truncated).',
      )
    }
    if (whole.byteLength > limit) throw tooLarge(limit)
    return decodeUtf8(whole)
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        throw tooLarge(limit)
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(
      'INVALID_REQUEST',
      'The request body could not be read completely (the connection was cut or the body was truncated).',
    )
  }
  return decodeUtf8(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new AppError('INVALID_REQUEST', 'The request body is not valid UTF-8 text.')
  }
}

/** Parses a JSON request body: right media type, within the limit, well-formed. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the body as JSON with "Content-Type: application/json" (got ${request.headers.get('content-type') ? `"${request.headers.get('content-type')!.slice(0, 60)}"` : 'no Content-Type'}).`,
    )
  }
  const text = await readLimited(request, limit)
  if (text.trim() === '') throw new AppError('INVALID_REQUEST', 'The request body is empty: send a JSON object.')
  try {
    return JSON.parse(text)
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message.slice(0, 120) : 'nesting too deep'
    throw new AppError('INVALID_REQUEST', `The request body is not valid JSON (${reason}).`, { reason: 'MALFORMED_JSON' })
  }
}

/** Who is calling, for the pipeline: the key's principal, a short User-Agent, the MCP protocol version and the request id. */
export const callerOf = (request: Request, principal: KeyPrincipal | null, protocolVersion: string | null): Caller => ({
  principal,
  userAgent: shortUserAgent(request.headers.get('user-agent')),
  protocolVersion,
  requestId: requestIdOf(request),
})

/** `product/version` of the first product token, at most 40 characters; never the full string. */
function shortUserAgent(header: string | null): string | null {
  if (!header) return null
  const first = header.trim().split(/\s+/, 1)[0] ?? ''
  const cleaned = first.replace(/[^\x21-\x7e]/g, '').slice(0, 40)
  return cleaned || null
}
