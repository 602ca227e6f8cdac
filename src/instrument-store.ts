/** The store with every call timed and its failures counted, for the Prometheus metrics (metrics.ts). */
import type { Metrics } from './metrics'
import { isStoreUnavailable } from './store/common'
import type { Store } from './store/types'

/** The store with every call timed and its failures counted. */
export function instrumentStore(store: Store, metrics: Metrics): Store {
  const wrapped: Record<string, unknown> = {}
  const timed =
    (method: string, fn: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      const started = performance.now()
      try {
        const result = await fn.apply(store, args)
        metrics.observeStore(method, (performance.now() - started) / 1000, null)
        return result
      } catch (error) {
        metrics.observeStore(method, (performance.now() - started) / 1000, isStoreUnavailable(error) ? 'unavailable' : 'error')
        throw error
      }
    }
  // Own methods (the SQLite store's asynchronous wrapper), then methods on the prototype chain
  // (PostgreSQL's class), which are not own keys.
  const methods = new Set<string>(Object.keys(store))
  for (let proto = Object.getPrototypeOf(store); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const method of Object.getOwnPropertyNames(proto)) if (method !== 'constructor') methods.add(method)
  }
  for (const method of methods) {
    const fn = (store as unknown as Record<string, unknown>)[method]
    if (typeof fn === 'function') wrapped[method] = timed(method, fn as (...args: unknown[]) => Promise<unknown>)
  }
  return wrapped as unknown as Store
}
