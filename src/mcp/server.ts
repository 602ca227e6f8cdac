/**
 * The MCP connectors: `/mcp` (public, three deterministic tools) and `/mcp/readings` (keyed, three
 * metered readings). Stateless Streamable HTTP through the SDK's `createMcpHandler`, which serves
 * 2026-07-28 clients natively and 2025-era clients (initialize + tools/*) per request. The same
 * tool server also feeds the stdio mode (`src/mcp/stdio.ts`).
 *
 * Per-request cost is kept small: tool definitions and their JSON Schemas are built once here; each
 * request gets a fresh low-level `Server` with two handlers (no per-request schema conversion or
 * validator construction); arguments are checked by the same compiled TypeBox validator as REST.
 */
import {
  createMcpHandler,
  isLegacyRequest,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  WebStandardStreamableHTTPServerTransport,
  type CallToolResult,
  type McpHandlerRequestOptions,
  type McpServerFactory,
  type ServerContext,
} from '@modelcontextprotocol/server'
import { SERVICE_NAME, SERVICE_VERSION } from '../config'
import type { AppError } from '../core/errors'
import type { Deps } from '../deps'
import type { Capability, Connector } from '../pipeline/define'
import { executeCapability, type AnswerSink, type Caller, type Metering } from '../pipeline/execute'
import { toolsOf } from '../operations/index'
import type { CallsUnderWay } from './calls-under-way'
import { promptsOf } from './prompts'
import { toolSchema } from './tool-schema'
import { viewMeta, viewOf, VIEW_MIME_TYPE } from './views'

/** What the route and the tool handler share for one HTTP exchange. */
export interface ExchangeState {
  caller: Caller
  /**
   * Set when a tools/call hit the daily limit, or the store could not count it: the route answers
   * HTTP 429 (or 503 STORE_UNAVAILABLE) with a JSON-RPC error.
   */
  quotaExceeded: AppError | null
  metering: Metering | null
  /** The keyed calls under way on this service, so a 2025-era `notifications/cancelled` can stop one. */
  calls?: CallsUnderWay
}

const INSTRUCTIONS = `Bazi (Four Pillars of Destiny) calculations and readings.
Conventions: year and month pillars change at the exact solar-term instants (立春 for the year, each jie for the month), compared in UTC; day and hour pillars come from local true solar time at the birth longitude unless true_solar_time is false; the day pillar changes at 23:00 by default (zi_hour "next-day"; "same-day" changes it at 00:00). Historical UTC offsets (daylight saving time included) come from the IANA time zone database.
Never calculate pillars yourself and never guess missing details: if the user did not give a birth time, place or UTC offset, leave it out — results then carry warnings (BIRTH_TIME_UNKNOWN, LOCATION_UNKNOWN) instead of invented values. Read the warnings (e.g. NEAR_SOLAR_TERM, NEAR_HOUR_BOUNDARY) and pass them on.
Distinguish the natal zodiac animal (birth year) from the animal of the current year.
Results are for entertainment and personal reflection only, not medical, legal, financial or other professional advice.`

type JsonObjectSchema = ReturnType<typeof toolSchema>

interface ToolEntry {
  capability: Capability
  definition: {
    name: string
    title: string
    description: string
    inputSchema: JsonObjectSchema
    outputSchema: JsonObjectSchema
    annotations: Capability['annotations']
    _meta?: ReturnType<typeof viewMeta>
  }
}

export type ToolDefinition = ToolEntry['definition']

export interface Connector_ {
  connector: Connector
  handler: { fetch: (request: Request, options: McpHandlerRequestOptions) => Promise<Response> }
  tools: ToolDefinition[]
}

/** What a tool server announces about itself in `initialize` / `server/discover`. */
export interface ServerIdentity {
  name: string
  title: string
}

/** Where each connector is served over HTTP. */
const CONNECTOR_PATH: Record<Connector, string> = { public: '/mcp', readings: '/mcp/readings' }

export const CONNECTOR_IDENTITY: Record<Connector, ServerIdentity> = {
  public: { name: SERVICE_NAME, title: 'Bazi calculations' },
  readings: { name: `${SERVICE_NAME}-readings`, title: 'Bazi readings' },
}

export interface ToolServerOptions {
  /** The connectors whose tools this server lists and runs (stdio `--tools all` serves both). */
  connectors: readonly Connector[]
  identity: ServerIdentity
  /** Count each tools/call against the caller's daily limit (the keyed HTTP connector). */
  metered: boolean
  /**
   * Where a tool of a connector this server does not serve can be had, for the answer to a call of
   * it: the HTTP connector's address by default (stdio says which `--tools` serves it).
   */
  whereServed?: (connector: Connector) => string
}

/** At most one progress notification per this many ms: a model writes many small pieces a second. */
const PROGRESS_INTERVAL_MS = 100

/**
 * The progress of a tool call whose request carries a `progressToken` (MCP 2025-06-18, Utilities,
 * "Progress"): `notifications/progress` once the model is asked (progress 0), then as it writes,
 * the progress being the characters written so far (always increasing; no total: the length is not
 * known beforehand). The metering figures are kept for the HTTP route's headers once the call is
 * admitted, since a response with notifications is on its way before the call ends.
 */
function progressSink(ctx: ServerContext, state: ExchangeState | undefined): AnswerSink | undefined {
  const progressToken = ctx.mcpReq._meta?.progressToken
  if (progressToken === undefined) return undefined
  let written = 0
  let reported = -1
  let lastAt = 0
  const report = (force: boolean) => {
    const now = performance.now()
    if (written === reported || (!force && now - lastAt < PROGRESS_INTERVAL_MS)) return
    reported = written
    lastAt = now
    ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: written } }).catch(() => {})
  }
  return {
    begun(metering) {
      if (state && metering) state.metering = metering
      report(true)
    },
    partial() {},
    text(piece) {
      written += piece.length
      report(false)
    },
    // A text written again still moves the count on: progress never goes back.
    restart() {},
  }
}

/**
 * One tool call through the pipeline. It stops with its request: a `notifications/cancelled` (stdio;
 * over HTTP, in a request of its own: `CallsUnderWay`) or the client closing its HTTP request aborts
 * the model call. Progress is reported when the request asks for it.
 */
function runTool(
  deps: Deps,
  capability: Capability,
  args: unknown,
  { caller, state, ctx, metered }: { caller: Caller; state: ExchangeState | undefined; ctx: ServerContext; metered: boolean },
) {
  const sink = progressSink(ctx, state)
  const tracked = state?.calls && caller.principal ? state.calls.track(caller.principal.keyId, ctx.mcpReq.id) : null
  return executeCapability(capability, 'mcp', args, deps, caller, {
    metered,
    signal: tracked ? AbortSignal.any([ctx.mcpReq.signal, tracked.signal]) : ctx.mcpReq.signal,
    ...(sink ? { sink } : {}),
  }).finally(() => tracked?.release())
}

const servedOverHttp = (connector: Connector) =>
  `on the ${CONNECTOR_PATH[connector]} connector${connector === 'readings' ? ' (bearer key)' : ''}`

/**
 * The one tool layer of both MCP transports: tool definitions built once, and a factory that gives
 * each HTTP request (`createMcpHandler`) or each stdio connection (`serveStdio`) a low-level
 * `Server` with tools/list and tools/call, and the prompts of the same connectors (prompts/list,
 * prompts/get). An HTTP exchange passes its `ExchangeState` in
 * `authInfo.extra`; stdio has none (no principal, no quota).
 */
export function createToolServer(deps: Deps, options: ToolServerOptions): { factory: McpServerFactory; tools: ToolDefinition[] } {
  const entries: ToolEntry[] = options.connectors
    .flatMap((connector) => toolsOf(connector, deps.config.ziweiMcpTool))
    .map((capability) => ({
      capability,
      definition: {
        name: capability.mcp!.tool,
        title: capability.annotations.title,
        description: capability.mcp!.description ?? capability.description,
        inputSchema: toolSchema(capability.mcp!.input),
        // A tool's own result schema is written for a model reader; a REST result schema reused as is
        // is advertised with its top-level members described and required (the rest: OpenAPI).
        outputSchema: capability.mcp!.output
          ? toolSchema(capability.mcp!.output)
          : toolSchema(capability.output, { descriptionDepth: 1, requiredDepth: 1 }),
        annotations: capability.annotations,
        ...(capability.mcp!.view ? { _meta: viewMeta(capability.mcp!.view) } : {}),
      },
    }))
  // Every connector that lists a tool with a view answers resources/list and resources/read for it.
  const views = entries.flatMap((e) => (e.capability.mcp!.view ? [viewOf(e.capability.mcp!.view)!] : []))
  const resources = views.map((v) => ({ uri: v.uri, name: v.name, title: v.title, description: v.description, mimeType: VIEW_MIME_TYPE }))
  const byName = new Map(entries.map((e) => [e.definition.name, e]))
  // The other connectors' tools, so a call made on the wrong connector is told where the tool is.
  const elsewhereOf = new Map(
    (['public', 'readings'] as const)
      .filter((c) => !options.connectors.includes(c))
      .flatMap((c) => toolsOf(c).map((t) => [t.mcp!.tool, c] as const)),
  )
  const tools = entries.map((e) => e.definition)
  const { metered, identity, whereServed = servedOverHttp } = options
  const prompts = promptsOf(options.connectors, whereServed)

  const factory: McpServerFactory = (context) => {
    const state = (context.authInfo?.extra as { state?: ExchangeState } | undefined)?.state
    const capabilities = views.length ? { tools: {}, prompts: {}, resources: {} } : { tools: {}, prompts: {} }
    const server = new Server(
      { name: identity.name, version: SERVICE_VERSION, title: identity.title },
      { capabilities, instructions: INSTRUCTIONS },
    )
    server.setRequestHandler('tools/list', () => ({ tools }))
    server.setRequestHandler('prompts/list', () => ({ prompts: prompts.prompts }))
    // Getting a prompt runs nothing and costs nothing: it only writes the message.
    server.setRequestHandler('prompts/get', (request) =>
      prompts.get(request.params.name, request.params.arguments, state?.caller.requestId ?? crypto.randomUUID()),
    )
    if (views.length) {
      server.setRequestHandler('resources/list', () => ({ resources }))
      server.setRequestHandler('resources/read', (request) => {
        const view = views.find((v) => v.uri === request.params.uri)
        if (!view)
          throw new ProtocolError(
            ProtocolErrorCode.ResourceNotFound,
            `Unknown resource "${request.params.uri}". Resources here: ${views.map((v) => v.uri).join(', ')}.`,
          )
        return { contents: [{ uri: view.uri, mimeType: VIEW_MIME_TYPE, text: view.html }] }
      })
    }
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const entry = byName.get(request.params.name)
      const caller = state?.caller ?? { principal: null, userAgent: null, protocolVersion: null, requestId: crypto.randomUUID() }
      if (!entry) {
        const elsewhere = elsewhereOf.get(request.params.name)
        const message = elsewhere
          ? `The tool "${request.params.name}" is not served here: it is ${whereServed(elsewhere)}. Tools here: ${tools.map((t) => t.name).join(', ')}.`
          : `Unknown tool "${request.params.name}". Tools here: ${tools.map((t) => t.name).join(', ')}.`
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, message, {
          code: 'NOT_FOUND',
          ...(elsewhere ? { details: { connector: CONNECTOR_PATH[elsewhere] } } : {}),
          requestId: caller.requestId,
        })
      }
      const execution = await runTool(deps, entry.capability, request.params.arguments ?? {}, { caller, state, ctx, metered })
      if (state) state.metering = execution.metering
      if (execution.ok) {
        const result: CallToolResult = {
          content: [{ type: 'text', text: JSON.stringify(execution.value) }],
          structuredContent: execution.value as Record<string, unknown>,
        }
        return server.projectCallToolResult(result, entry.definition.outputSchema)
      }
      if ((execution.error.code === 'QUOTA_EXCEEDED' || execution.error.code === 'STORE_UNAVAILABLE') && state)
        state.quotaExceeded = execution.error
      const { code, message, details } = execution.error
      const hint = details && code !== 'INTERNAL' ? `\n${JSON.stringify({ code, details })}` : ''
      // The request id rides as an extra member of the result (results allow additional members), so
      // a user can quote it; the text stays what a model reads.
      return { content: [{ type: 'text', text: `${code}: ${message}${hint}` }], isError: true, requestId: caller.requestId }
    })
    return server
  }
  return { factory, tools }
}

/**
 * 2025-era requests (initialize, tools/* without the 2026-07-28 envelope), served statelessly as by
 * the SDK's own fallback (`legacy: 'stateless'`: a fresh server and transport per request), but
 * answered as one `application/json` body instead of a one-event SSE stream. Streamable HTTP lets
 * the server choose (MCP 2025-06-18, Transports, "Sending Messages to the Server": for a POST with
 * requests the server returns either `text/event-stream` or `application/json`, and every client
 * must accept both), and these tools send nothing before their result (no progress, no logging),
 * so a stream only adds framing, a second serialisation pass and an answer sent before the call's
 * metering is known. (A call that asks for progress is the exception: `streamingLegacy` below.) A
 * client that closes its request stops the call. Other requests (2026-07-28) go to the SDK's
 * handler, which answers JSON itself, or a stream once a tool sends progress.
 */
function legacyJsonHandler(factory: McpServerFactory) {
  return async (request: Request, options: McpHandlerRequestOptions): Promise<Response> => {
    const server = await factory({
      era: 'legacy',
      ...(options.authInfo !== undefined ? { authInfo: options.authInfo } : {}),
      requestInfo: request,
    })
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    await server.connect(transport)
    // Closing the transport aborts the tool call under way (its model request with it).
    const stop = () => void transport.close().catch(() => {})
    request.signal.addEventListener('abort', stop, { once: true })
    try {
      // Resolves with the whole answer: nothing is left running once it has.
      return await transport.handleRequest(request, options)
    } finally {
      request.signal.removeEventListener('abort', stop)
      transport.close().catch(() => {})
      server.close().catch(() => {})
    }
  }
}

/**
 * A stream answered once its first event is out (a progress notification, or the answer itself when
 * the call ended before asking a model): a call the quota refused has then told the route so, which
 * answers HTTP 429 as for any other call.
 */
async function afterFirstEvent(response: Response): Promise<Response> {
  if (!response.body || !/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) return response
  const reader = response.body.getReader()
  const first = await reader.read()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close()
      else controller.enqueue(first.value)
    },
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** Whether a message (or one of a batch) is a request carrying a `progressToken`. */
const asksForProgress = (body: unknown): boolean =>
  (Array.isArray(body) ? body : [body]).some(
    (message) => (message as { params?: { _meta?: { progressToken?: unknown } } } | null)?.params?._meta?.progressToken !== undefined,
  )

export function createConnector(connector: Connector, deps: Deps): Connector_ {
  const { factory, tools } = createToolServer(deps, {
    connectors: [connector],
    identity: CONNECTOR_IDENTITY[connector],
    metered: connector === 'readings',
  })
  const modern = createMcpHandler(factory, { legacy: 'reject', onerror: () => {} })
  const legacy = legacyJsonHandler(factory)
  // A 2025-era call that asks for progress gets it: answered as a stream by the SDK's own stateless fallback.
  const streamingLegacy = createMcpHandler(factory, { legacy: 'stateless', onerror: () => {} })
  const handler = {
    fetch: async (request: Request, options: McpHandlerRequestOptions) => {
      if (!(await isLegacyRequest(request, options.parsedBody))) return modern.fetch(request, options)
      return asksForProgress(options.parsedBody) ? afterFirstEvent(await streamingLegacy.fetch(request, options)) : legacy(request, options)
    },
  }
  return { connector, handler, tools }
}
