/**
 * The JSON-RPC side of the MCP route: the error object every refusal becomes (with `data.code` from
 * the service's error codes and `data.requestId`), the protocol version a request speaks, batch
 * messages, and the params pre-check of requests the SDK would misreport.
 */
import { PROTOCOL_VERSION_META_KEY, specTypeSchemas } from '@modelcontextprotocol/server'
import type { AppError } from '../core/errors'
import { errorHeaders, JSON_HEADERS } from '../transport/responses'
import { REQUEST_ID_HEADER } from '../transport/request-id'

/** JSON-RPC error codes: the reserved ones, and server-defined ones in -32000..-32099. */
const JSONRPC_CODE: Partial<Record<AppError['code'], number>> = {
  INVALID_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  QUOTA_EXCEEDED: -32029,
  RATE_LIMITED: -32029,
  METHOD_NOT_ALLOWED: -32000,
  PAYLOAD_TOO_LARGE: -32000,
  UNSUPPORTED_MEDIA_TYPE: -32000,
  KEY_IN_URL: -32600,
  INTERNAL: -32603,
}

export type JsonRpcId = string | number | null

/** A JSON-RPC error response; `data` holds the service's error code, the details and the request id. */
export function jsonRpcError(
  error: AppError,
  id: JsonRpcId,
  requestId: string,
  extraHeaders: Record<string, string> = {},
  rpcCode?: number,
): Response {
  const body = {
    jsonrpc: '2.0',
    id,
    error: {
      code: rpcCode ?? JSONRPC_CODE[error.code] ?? -32000,
      message: error.message,
      data: { code: error.code, ...(error.details && error.code !== 'METHOD_NOT_ALLOWED' ? { details: error.details } : {}), requestId },
    },
  }
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { ...JSON_HEADERS, ...errorHeaders(error), ...extraHeaders, [REQUEST_ID_HEADER]: requestId },
  })
}

/**
 * Adds `data.requestId` to each JSON-RPC error of a JSON answer that lacks it: the SDK's own (406
 * Not Acceptable, Method not found, an invalid envelope…), keeping whatever `data` the SDK gave.
 * The errors this route makes carry it already; other answers are returned as they came.
 */
export async function withRequestId(response: Response, requestId: string): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, { status: response.status, headers: response.headers })
  }
  let changed = false
  for (const message of messagesOf(body)) {
    const error = (message as { error?: { data?: unknown } } | null)?.error
    if (!error || typeof error !== 'object') continue
    const data = error.data
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      if ((data as { requestId?: unknown }).requestId !== undefined) continue
      error.data = { ...data, requestId }
    } else error.data = data === undefined ? { requestId } : { value: data, requestId }
    changed = true
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(changed ? JSON.stringify(body) : text, { status: response.status, headers })
}

/** A protocol version as telemetry may keep it: a short token (dates like 2025-06-18), else nothing. */
const saneProtocolVersion = (value: string): string | null => (/^[A-Za-z0-9._-]{1,20}$/.test(value) ? value : null)

export const protocolVersionOf = (request: Request, body: unknown): string | null => {
  const header = request.headers.get('mcp-protocol-version')
  if (header) return saneProtocolVersion(header)
  const params = (body as { params?: Record<string, unknown> } | null)?.params
  const fromMeta = (params?._meta as Record<string, unknown> | undefined)?.[PROTOCOL_VERSION_META_KEY]
  if (typeof fromMeta === 'string') return saneProtocolVersion(fromMeta)
  if (typeof params?.protocolVersion === 'string') return saneProtocolVersion(params.protocolVersion)
  return null
}

/** The messages of a body: one JSON-RPC message, or each member of a (2025-03-26 era) batch. */
export const messagesOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body])
export const isToolCall = (message: unknown): boolean =>
  message !== null && typeof message === 'object' && (message as { method?: unknown }).method === 'tools/call'

/**
 * SDK 2.4 answers a request whose params fail its wire schema (initialize without clientInfo,
 * tools/list with a numeric cursor…) with -32603 Internal error and the raw validator output, as if
 * the server had failed, and a tools/call whose params fail (no name, arguments not an object) with
 * -32602 and that raw output as its message. These requests are checked here against the SDK's own
 * schemas so the client gets -32602 Invalid params naming the member in one sentence.
 */
const PARAMS_CHECKED = new Map<unknown, (typeof specTypeSchemas)[keyof typeof specTypeSchemas]>([
  ['initialize', specTypeSchemas.InitializeRequest],
  ['tools/list', specTypeSchemas.ListToolsRequest],
  ['resources/list', specTypeSchemas.ListResourcesRequest],
  ['resources/read', specTypeSchemas.ReadResourceRequest],
  ['ping', specTypeSchemas.PingRequest],
  ['tools/call', specTypeSchemas.CallToolRequest],
  ['prompts/list', specTypeSchemas.ListPromptsRequest],
  ['prompts/get', specTypeSchemas.GetPromptRequest],
])

export function invalidParams(message: unknown): string | null {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return null
  const schema = PARAMS_CHECKED.get((message as { method?: unknown }).method)
  if (!schema || !('id' in message)) return null
  const result = schema['~standard'].validate(message)
  if (result instanceof Promise || !result.issues) return null
  const issues = result.issues
    .slice(0, 3)
    .map((issue) => `${(issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)).join('.') || 'message'}: ${issue.message}`)
  return `Invalid params: ${issues.join('; ')}.`
}
