/**
 * One definition per capability. A capability names its REST surface and/or its MCP tool, each with
 * its own input schema (the two surfaces name their arguments differently: camelCase bodies, snake_case tool arguments) and a `toInput`
 * that turns validated arguments into the one core input, applying defaults. The same schema object
 * validates requests, documents the REST operation in OpenAPI and is the MCP tool's `inputSchema`;
 * the output schema documents the 200 response and is the tool's `outputSchema`.
 *
 * How to add a capability (step by step in docs/architecture.md): schemas in `src/contracts/`, then
 * `src/operations/<operation-id-in-kebab-case>.ts` exporting `defineCapability({...})`, listed in
 * `src/operations/index.ts`, with `run` calling the pure core.
 * `run` receives the core input and an `OperationContext` (clock reading, narrator, abort signal);
 * it never reads the clock or the environment itself.
 */
import type { TSchema } from '@sinclair/typebox'
import type { Narrator } from '../ai/types'
import { AppError } from '../core/errors'

export type Surface = 'rest' | 'mcp'
export type Connector = 'public' | 'readings'

/** MCP tool annotations (hints for clients; set every one, since the protocol's defaults are pessimistic). */
export interface ToolAnnotations {
  title: string
  readOnlyHint: boolean
  destructiveHint: boolean
  idempotentHint: boolean
  openWorldHint: boolean
}

export interface OperationContext {
  /** The request's clock reading (injected; tests fix it). */
  now: Date
  narrator: Narrator
  surface: Surface
  signal?: AbortSignal
  /**
   * Set when the caller follows the answer as it is made (a streamed REST answer): a reading hands
   * over its deterministic part here, the answer without its narrative, before it asks for the
   * narrative (`answerWithNarrative` in src/operations/shared/narrate.ts does).
   */
  partial?: (answer: unknown) => void
}

interface RestSurface<Input> {
  /** Path under the API root, e.g. `/api/v1/bazi`. */
  path: string
  input: TSchema
  toInput: (body: any) => Input
  /** Image routes accept large bodies (two 4 MB images); every other route far less. */
  largeBody?: boolean
  /** Extra OpenAPI text for this surface only (the capability description is used otherwise). */
  description?: string
  /** The REST 200 response when it carries members the MCP tool's result does not (the capability's `output` otherwise). */
  output?: TSchema
  /**
   * A complete, valid request body: OpenAPI publishes it as the operation's example, so a reference
   * page's "Test request" sends something the service accepts instead of a sample generated member
   * by member from the schema (which combines members that exclude each other). A test checks it
   * against `input` and sends it to the real route.
   */
  example: Record<string, unknown>
  /**
   * Set when the route answers a file (an image) rather than JSON: the media types it can answer,
   * each with its OpenAPI description. `run` then returns a `MediaAnswer`; errors stay JSON.
   */
  media?: Record<string, string>
}

/** A REST answer that is a file: sent as its bytes with its content type, not as JSON. */
export class MediaAnswer {
  constructor(
    readonly contentType: string,
    readonly body: string | Uint8Array,
  ) {}
}

interface McpSurface<Input> {
  connector: Connector
  /** Tool name, verb first, snake_case. */
  tool: string
  input: TSchema
  toInput: (args: any) => Input
  /** Tool description for the model; defaults to the capability description. */
  description?: string
  /**
   * The tool's result schema when its answer is shaped for a model reader and differs from the REST
   * body (detail levels, labels in one language); defaults to the capability's `output`.
   */
  output?: TSchema
  /**
   * A tool the published interface does not list (it names each connector's tools): served only when
   * the operator turns it on (`Config.ziweiMcpTool`, MCP_ZIWEI_TOOL), never by default.
   */
  beyondContract?: boolean
  /** The `ui://` resource of the tool's MCP Apps view (src/mcp/views.ts), when hosts can show one. */
  view?: string
}

export interface Capability<Input = any, Output = any> {
  /** Stable name used in telemetry (the MCP tool name when there is one). */
  name: string
  operationId: string
  summary: string
  description: string
  output: TSchema
  annotations: ToolAnnotations
  rest?: RestSurface<Input>
  mcp?: McpSurface<Input>
  run: (input: Input, ctx: OperationContext) => Promise<Output> | Output
}

export const defineCapability = <Input, Output>(capability: Capability<Input, Output>): Capability<Input, Output> => capability

/** The `run` of a capability whose calculation has not landed yet: a clear 501, never a made-up result. */
export const notImplemented = (what: string) => (): never => {
  throw new AppError('NOT_IMPLEMENTED', `${what} is not implemented yet in this build of the service.`)
}

/**
 * Read-only, non-destructive, open-world (it may call a model provider): the annotations of a reading
 * with a narrative or a model-written text; idempotent only when the model part is optional.
 */
export const modelBacked = (title: string, { idempotent = false } = {}): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: idempotent,
  openWorldHint: true,
})

/** Read-only, non-destructive, closed-world, idempotent: the annotations of a pure calculation. */
export const pureCalculation = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
})
