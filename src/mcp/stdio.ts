/**
 * `bazi-service mcp`: MCP over stdin/stdout for a local assistant (Claude Desktop, Cursor, the MCP
 * Inspector) that starts the service as its own child process. The same tool server as the HTTP
 * connectors (`createToolServer`), served through the SDK's `serveStdio`, which answers both
 * protocol eras (2025 `initialize` and 2026-07-28 envelopes) on one connection.
 *
 * The person running it is its only user, so: no key, no quota (`--tools all` adds the three reading
 * tools, unmetered), and nothing about them is stored. The store is SQLite in memory (no file is
 * created) with telemetry off, since nobody could read it back. Stdout carries protocol messages
 * only; every log line goes to stderr, and `console.log`/`info`/`debug` are pointed at stderr too,
 * so a stray log from a library cannot corrupt the stream.
 */
import { parseArgs } from 'node:util'
import { isJSONRPCNotification, isJSONRPCRequest, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/server'
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio'
import { loadConfig, SERVICE_NAME, SERVICE_VERSION } from '../config'
import { createDeps } from '../deps'
import { stderrLogger } from '../log'
import type { Connector } from '../pipeline/define'
import { SqliteStore } from '../store/sqlite-store'
import { CONNECTOR_IDENTITY, createToolServer, type ServerIdentity } from './server'

const MCP_USAGE = `Usage: bazi-service mcp [--tools public|all]

Speaks MCP over stdin/stdout, for a local assistant that starts this command itself.
  --tools public   get_daily_almanac, calculate_bazi_chart, get_daily_bazi_guidance (default)
  --tools all      also calculate_bazi_compatibility, draw_tarot_card, analyze_number_energy
                   (no key and no daily limit: the person running this is its only user)
  -h, --help       This help
  -v, --version    Print the version

MCP_ZIWEI_TOOL=1 adds calculate_ziwei_chart (the Zi Wei Dou Shu chart) to either set.
Prompts: read_my_chart and today_for_me, with --tools all also are_we_compatible (en or zh).

Stdout carries protocol messages only; logs go to stderr. No database file is created and
nothing about the user is stored. OPENAI_*/DEEPSEEK_* variables enable model-written narratives
for the reading tools (see README); without them the narratives come from templates.`

type Toolset = 'public' | 'all'

const TOOLSETS: Record<Toolset, { connectors: Connector[]; identity: ServerIdentity }> = {
  public: { connectors: ['public'], identity: CONNECTOR_IDENTITY.public },
  all: { connectors: ['public', 'readings'], identity: { name: SERVICE_NAME, title: 'Bazi calculations and readings' } },
}

/** An in-memory store that keeps no telemetry: the stdio process has one user and no `stats`. */
class EphemeralStore extends SqliteStore {
  constructor() {
    super(':memory:')
  }
  override recordTelemetry(): void {}
}

/** Points the console's stdout methods at stderr, so only the transport writes to stdout. */
function routeConsoleToStderr(): void {
  const toStderr = (...args: unknown[]) => console.error(...args)
  console.log = toStderr
  console.info = toStderr
  console.debug = toStderr
}

/** How long requests already received may still run after stdin closes. */
const DRAIN_LIMIT_MS = 10_000

/**
 * The SDK's stdio transport, with two changes. When stdin ends, the requests already received are
 * answered before the session closes (within DRAIN_LIMIT_MS), so `printf '…' | bazi-service mcp`
 * gets every answer; the SDK alone would abort them. And the session's end is reported to
 * `onEnded` (serveStdio owns the transport's `onclose`).
 */
class SessionTransport extends StdioServerTransport {
  private readonly unanswered = new Set<RequestId>()
  private whenAllAnswered: (() => void) | null = null
  private draining: Promise<void> | null = null

  constructor(private readonly onEnded: () => void) {
    super()
    const closeNow = this._onstdinclose
    this._onstdinclose = () => void this.drain().then(closeNow)
  }

  override async start(): Promise<void> {
    // serveStdio sets onmessage before it starts the transport.
    const deliver = this.onmessage
    this.onmessage = (message) => {
      if (isJSONRPCRequest(message)) this.unanswered.add(message.id)
      else if (isJSONRPCNotification(message) && message.method === 'notifications/cancelled')
        this.answered((message.params as { requestId?: RequestId })?.requestId)
      deliver?.(message)
    }
    await super.start()
  }

  override async send(message: JSONRPCMessage): Promise<void> {
    try {
      await super.send(message)
    } finally {
      if ('id' in message && ('result' in message || 'error' in message)) this.answered(message.id as RequestId)
    }
  }

  override async close(): Promise<void> {
    await super.close()
    this.onEnded()
  }

  private answered(id: RequestId | undefined): void {
    if (id === undefined) return
    this.unanswered.delete(id)
    if (this.unanswered.size === 0) this.whenAllAnswered?.()
  }

  /** Resolves when every request received has been answered, or after DRAIN_LIMIT_MS. Stdin's
   * `end` and `close` both call it: one wait, one timer. */
  private drain(): Promise<void> {
    this.draining ??= new Promise((resolve) => {
      if (this.unanswered.size === 0) return resolve()
      const timer = setTimeout(resolve, DRAIN_LIMIT_MS)
      this.whenAllAnswered = () => {
        clearTimeout(timer)
        resolve()
      }
    })
    return this.draining
  }
}

interface StdioServer {
  /** Resolves when the connection has ended (stdin closed, or `close()`), after the store is closed. */
  closed: Promise<void>
  close(): Promise<void>
}

/** Serves the chosen tools on this process's stdin/stdout until stdin closes. */
function serveMcpOverStdio(toolset: Toolset, env: Record<string, string | undefined>): StdioServer {
  const config = loadConfig(env, { store: { kind: 'sqlite', path: ':memory:' } })
  const store = new EphemeralStore()
  const deps = createDeps(config, { store, log: stderrLogger })
  const { factory } = createToolServer(deps, {
    ...TOOLSETS[toolset],
    metered: false,
    whereServed: () => 'served with `bazi-service mcp --tools all`',
  })

  let onClosed!: () => void
  const closed = new Promise<void>((resolve) => (onClosed = resolve))
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    store.close()
    deps.log.info('mcp stdio session ended')
    onClosed()
  }
  const handle = serveStdio(factory, {
    transport: new SessionTransport(finish),
    // Out-of-band protocol errors (a malformed line, a response to nothing): reported on stderr
    // by kind only, since an SDK message may quote the client's input.
    onerror: (error) => deps.log.error('mcp stdio protocol error', { error: error.name }),
  })
  deps.log.info('mcp stdio session started', { version: SERVICE_VERSION, tools: toolset })
  return {
    closed,
    close: async () => {
      await handle.close()
      finish()
    },
  }
}

/**
 * The `mcp` command: parses its options, then serves until stdin closes. Returns the exit code
 * (help, version, a usage error) or, once the session has ended, -1: let the process end by itself.
 */
export async function runMcpCommand(
  args: string[],
  io: { stdout: (line: string) => void; stderr: (line: string) => void; env: Record<string, string | undefined> },
): Promise<number> {
  let values: { tools?: string; help?: boolean; version?: boolean }
  try {
    values = parseArgs({
      args,
      options: { tools: { type: 'string' }, help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
    }).values
  } catch (error) {
    io.stderr(`error: ${(error as Error).message.split('\n')[0].replace(/\.?$/, '.')} Run "bazi-service mcp --help".`)
    return 1
  }
  if (values.help) {
    io.stdout(MCP_USAGE)
    return 0
  }
  if (values.version) {
    io.stdout(SERVICE_VERSION)
    return 0
  }
  const toolset = values.tools ?? 'public'
  if (toolset !== 'public' && toolset !== 'all') {
    io.stderr(`error: --tools must be "public" or "all", got "${toolset.slice(0, 40)}". Run "bazi-service mcp --help".`)
    return 1
  }
  routeConsoleToStderr()
  let server: StdioServer
  try {
    server = serveMcpOverStdio(toolset, io.env)
  } catch (error) {
    io.stderr(`error: ${(error as Error).message.split('\n')[0]}`)
    return 1
  }
  await server.closed
  // Not process.exit(): stdout to a pipe is written asynchronously, and exiting now could cut the
  // last answer short. With the transport and store closed, nothing holds the event loop, so the
  // process ends once stdout has drained (exit code 0).
  return -1
}
