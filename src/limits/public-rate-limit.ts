/**
 * Token bucket per client address for tools/call on the public connector, which has no key: each
 * address may burst up to `perMinute` calls and refills at `perMinute` per minute. Memory is
 * bounded: at most MAX_TRACKED addresses, full buckets are dropped on sweep, and the oldest entry is
 * evicted first when the table is full.
 */
const MAX_TRACKED = 100_000

interface Bucket {
  tokens: number
  updatedMs: number
}

class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly refillPerMs: number

  constructor(private readonly perMinute: number) {
    this.refillPerMs = perMinute / 60_000
  }

  /**
   * Takes `cost` tokens for `client` (one per tool call: a JSON-RPC batch costs its number of calls);
   * returns 0 when allowed, else whole seconds until enough are available.
   */
  take(client: string, nowMs: number, cost = 1): number {
    let bucket = this.buckets.get(client)
    if (bucket) {
      bucket.tokens = Math.min(this.perMinute, bucket.tokens + (nowMs - bucket.updatedMs) * this.refillPerMs)
      bucket.updatedMs = nowMs
      // Re-insert so Map order stays least-recently-used first.
      this.buckets.delete(client)
      this.buckets.set(client, bucket)
    } else {
      if (this.buckets.size >= MAX_TRACKED) this.sweep(nowMs)
      bucket = { tokens: this.perMinute, updatedMs: nowMs }
      this.buckets.set(client, bucket)
    }
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost
      return 0
    }
    return Math.max(1, Math.ceil((cost - bucket.tokens) / this.refillPerMs / 1000))
  }

  private sweep(nowMs: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (nowMs - bucket.updatedMs) * this.refillPerMs >= this.perMinute) this.buckets.delete(client)
    }
    // Still full: evict the least recently used tenth.
    if (this.buckets.size >= MAX_TRACKED) {
      let drop = Math.ceil(MAX_TRACKED / 10)
      for (const client of this.buckets.keys()) {
        this.buckets.delete(client)
        if (--drop === 0) break
      }
    }
  }

  get size(): number {
    return this.buckets.size
  }
}

/** Takes `cost` tokens for a client; 0 when allowed, else whole seconds to wait. */
export interface PublicRateLimit {
  take(client: string, nowMs: number, cost?: number): Promise<number>
}

/** One process's buckets (the embedded single-process server: nothing to share). */
export const processRateLimit = (perMinute: number): PublicRateLimit => {
  const local = new TokenBucketLimiter(perMinute)
  return { take: async (client, nowMs, cost = 1) => local.take(client, nowMs, cost) }
}

/**
 * Buckets kept in the shared store (src/store: one atomic statement per take), so that the workers
 * of one machine and the instances on one PostgreSQL database give an address one limit between
 * them, not one each. While the store cannot be reached, each process falls back to its own buckets:
 * the public tools keep answering, limited per process.
 */
export function sharedRateLimit(
  store: { takePublicToken(rateLimitKey: string, nowMs: number, perMinute: number, cost?: number): Promise<number> },
  perMinute: number,
  isUnavailable: (error: unknown) => boolean,
): PublicRateLimit {
  const fallback = new TokenBucketLimiter(perMinute)
  // After a failure the store is not asked again for a second: while it is down (or black-holed,
  // where each attempt would wait for the timeout) public calls do not pay for the attempt.
  let skipUntil = 0
  return {
    async take(client, nowMs, cost = 1) {
      if (performance.now() < skipUntil) return fallback.take(client, nowMs, cost)
      try {
        return await store.takePublicToken(client, nowMs, perMinute, cost)
      } catch (error) {
        if (!isUnavailable(error)) throw error
        skipUntil = performance.now() + 1_000
        return fallback.take(client, nowMs, cost)
      }
    },
  }
}

/**
 * The bucket a client address belongs to. An IPv6 host is normally given a whole /64 and can pick
 * any address in it, so IPv6 clients are limited per /64 prefix (else rotating addresses would buy
 * a fresh bucket per call); IPv4, including IPv4-mapped IPv6, per address.
 */
export function rateLimitKey(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped) return mapped[1]
  if (!plain.includes(':')) return plain
  const [head, tail = ''] = plain.split('::', 2)
  const headGroups = head ? head.split(':') : []
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : []
  const groups = plain.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
