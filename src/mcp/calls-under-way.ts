/**
 * Cancelling a tool call over stateless HTTP. A 2025-era client cancels with a
 * `notifications/cancelled` of its own (MCP 2025-06-18, Utilities, "Cancellation": `requestId` names
 * the call), POSTed separately, so it reaches a fresh server that never saw the call. The calls under
 * way are kept here, by the key that made them and their JSON-RPC id, so that notification stops
 * the one it names. Only the caller's own key can cancel its calls; two calls of one key with the
 * same id (two sessions of one client) are stopped together. A cancellation that reaches another
 * instance of the service finds nothing to stop: the call then runs to its end (a 2026-07-28 client
 * closes its request instead, which stops the call wherever it runs).
 */
import type { JsonRpcId } from './json-rpc'

const keyOf = (keyId: string, id: JsonRpcId) => `${keyId}\u0000${JSON.stringify(id)}`

export class CallsUnderWay {
  private readonly calls = new Map<string, Set<AbortController>>()

  /** Tracks one call until `release`; its `signal` aborts when the caller cancels it. */
  track(keyId: string, id: JsonRpcId): { signal: AbortSignal; release: () => void } {
    const key = keyOf(keyId, id)
    const controller = new AbortController()
    const same = this.calls.get(key) ?? new Set()
    same.add(controller)
    this.calls.set(key, same)
    return {
      signal: controller.signal,
      release: () => {
        same.delete(controller)
        if (same.size === 0 && this.calls.get(key) === same) this.calls.delete(key)
      },
    }
  }

  /** Stops the calls of `keyId` that the `notifications/cancelled` among `messages` name, if any are under way. */
  cancelNamedIn(keyId: string, messages: unknown[]): void {
    for (const message of messages) {
      const m = message as { method?: unknown; params?: { requestId?: unknown } } | null
      const id = m?.method === 'notifications/cancelled' ? m.params?.requestId : undefined
      if (typeof id !== 'string' && typeof id !== 'number') continue
      for (const controller of this.calls.get(keyOf(keyId, id)) ?? []) controller.abort('cancelled by the client')
    }
  }
}
