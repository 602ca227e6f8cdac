/** The store with every call timed and its failures counted, for the Prometheus metrics (metrics.ts). */
import type { Metrics } from './metrics'
import type { Store } from './store/types'

/** The store with every call timed and its failures counted. */
export function instrumentStore(store: Store, metrics: Metrics): Store {
  const wrapped: Record<string, unknown> = {}
  for (const method of Object.keys(store) as (keyof Store)[]) {
    const fn = store[method] as (...args: unknown[]) => Promise<unknown>
    if (typeof fn !== 'function') continue
    wrapped[method] = async (...args: unknown[]) => {
      const started = performance.now()
      try {
        const result = await fn.apply(store, args)
        metrics.observeStore(method, (performance.now() - started) / 1000, null)
        return result
      } catch (error) {
        metrics.observeStore(method, (performance.now() - started) / 1000, error)
        throw error
      }
    }
  }
  // Methods on the prototype (PostgreSQL's class) are not own keys: wrap those too.
  for (let proto = Object.getPrototypeOf(store); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const method of Object.getOwnPropertyNames(proto)) {
      if (method === 'constructor' || method in wrapped) continue
      const fn = (store as unknown as Record<string, unknown>)[method]
      if (typeof fn !== 'function') continue
      wrapped[method] = async (...args: unknown[]) => {
        const started = performance.now()
        try {
          const result = await (fn as (...a: unknown[]) => Promise<unknown>).apply(store, args)
          metrics.observeStore(method, (performance.now() - started) / 1000, null)
          return result
        } catch (error) {
          metrics.observeStore(method, (performance.now() - started) / 1000, error)
          throw error
        }
      }
    }
  }
  return wrapped as unknown as Store
}
