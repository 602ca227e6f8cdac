/**
 * Sign-in throttling: after 10 failed sign-ins within 15 minutes for one account name, or from one
 * client address, further attempts for it are refused with 429 until the window has room again,
 * even with the right password (otherwise the throttle would confirm a guess).
 *
 * The counts live in the store, not in memory, so they hold across restarts and across several
 * processes sharing the database. Subjects are stored as an HMAC with a server secret: the table
 * holds no account names or client addresses in the clear.
 */
import { createHmac } from 'node:crypto'
import type { Store } from '../store/types'

export const MAX_FAILURES = 10
export const FAILURE_WINDOW_MS = 15 * 60_000

export class SignInThrottle {
  private readonly secret: string

  constructor(private readonly store: Store) {
    this.secret = store.secret('sign-in-throttle-secret')
  }

  private subjects(accountName: string, address: string): string[] {
    return [`account:${accountName}`, `address:${address}`].map((s) => createHmac('sha256', this.secret).update(s).digest('base64url'))
  }

  /** Seconds until an attempt is allowed again, or 0 when it is allowed now. */
  retryAfterSeconds(accountName: string, address: string, now: number): number {
    let until = 0
    for (const subject of this.subjects(accountName, address)) {
      const times = this.store.signInFailureTimes(subject, now - FAILURE_WINDOW_MS)
      // Allowed again once fewer than MAX_FAILURES remain in the window: when the failure that
      // makes the count reach the limit, counted from the newest, leaves it.
      if (times.length >= MAX_FAILURES) until = Math.max(until, times[times.length - MAX_FAILURES] + FAILURE_WINDOW_MS)
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0
  }

  recordFailure(accountName: string, address: string, now: number): void {
    this.store.recordSignInFailure(this.subjects(accountName, address), now)
  }

  /** A successful sign-in clears the account's count (not the address's: it may be guessing others). */
  recordSuccess(accountName: string, address: string, now: number): void {
    this.store.clearSignInFailures(this.subjects(accountName, address)[0])
    this.store.pruneSignInFailures(now - FAILURE_WINDOW_MS)
  }
}
