/**
 * Sign-in throttling: after 10 failed sign-ins within 15 minutes for one account name, or from one
 * client address, further attempts for it are refused with 429 until the window has room again,
 * even with the right password (otherwise the throttle would confirm a guess).
 *
 * The counts live in the store, not in memory, so they hold across restarts and across several
 * processes sharing the database. Subjects are stored as an HMAC with a server secret: the table
 * holds no account names or client addresses in the clear.
 */
import { hmacSha256 } from '../store/common'
import type { Store } from '../store/types'

const MAX_FAILURES = 10
const FAILURE_WINDOW_MS = 15 * 60_000

export class SignInThrottle {
  private secret: string | null = null

  constructor(private readonly store: Store) {}

  private async subjects(accountName: string, address: string): Promise<string[]> {
    const secret = (this.secret ??= await this.store.secret('sign-in-throttle-secret'))
    return [`account:${accountName}`, `address:${address}`].map((s) => hmacSha256(secret, s))
  }

  /** Seconds until an attempt is allowed again, or 0 when it is allowed now. */
  async retryAfterSeconds(accountName: string, address: string, now: number): Promise<number> {
    let until = 0
    for (const subject of await this.subjects(accountName, address)) {
      const times = await this.store.signInFailureTimes(subject, now - FAILURE_WINDOW_MS)
      // Allowed again once fewer than MAX_FAILURES remain in the window: when the failure that
      // makes the count reach the limit, counted from the newest, leaves it.
      if (times.length >= MAX_FAILURES) until = Math.max(until, times[times.length - MAX_FAILURES] + FAILURE_WINDOW_MS)
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0
  }

  async recordFailure(accountName: string, address: string, now: number): Promise<void> {
    await this.store.recordSignInFailure(await this.subjects(accountName, address), now)
  }

  /** A successful sign-in clears the account's count (not the address's: it may be guessing others). */
  async recordSuccess(accountName: string, address: string, now: number): Promise<void> {
    await this.store.clearSignInFailures((await this.subjects(accountName, address))[0])
    await this.store.pruneSignInFailures(now - FAILURE_WINDOW_MS)
  }
}

/**
 * One sign-in attempt at a time per subject (account name, client address) in this process: the
 * count is read, the password checked and a failure recorded before the next attempt on the same
 * subject reads the count. Without it a burst of parallel guesses all read the count before any
 * failure was written and got past the limit. Across processes sharing a store, each process can
 * add at most one attempt in flight. A subject with too many attempts waiting gets none (`null`):
 * the caller answers "busy" rather than holding an attacker's flood of requests open.
 */
export class AttemptQueue {
  private readonly subjects = new Map<string, { tail: Promise<void>; count: number }>()

  constructor(private readonly maxWaiting = 16) {}

  async run<T>(subjects: string[], attempt: () => Promise<T>): Promise<T | null> {
    const earlier: Promise<void>[] = []
    for (const subject of subjects) {
      const entry = this.subjects.get(subject)
      if (entry && entry.count >= this.maxWaiting) return null
      if (entry) earlier.push(entry.tail)
    }
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    for (const subject of subjects) {
      const entry = this.subjects.get(subject) ?? { tail: mine, count: 0 }
      entry.tail = mine
      entry.count++
      this.subjects.set(subject, entry)
    }
    try {
      await Promise.all(earlier)
      return await attempt()
    } finally {
      release()
      for (const subject of subjects) {
        const entry = this.subjects.get(subject)!
        if (--entry.count === 0) this.subjects.delete(subject)
      }
    }
  }
}
