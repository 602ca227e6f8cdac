/**
 * Password hashing for the settings page: argon2id through `Bun.password` (no extra dependency, and
 * it works inside the compiled binary), with at most a few hashes computed at once.
 *
 * Parameters: 19 MiB of memory, 2 passes, 1 lane: the OWASP Password Storage Cheat Sheet's first
 * argon2id configuration. Each hash takes tens of milliseconds of one core on purpose, which is
 * why `PasswordGate` bounds how many run together: a flood of sign-ins then waits in a short queue
 * (and beyond it is told to come back) instead of taking every core from the API.
 */
import { AppError } from '../core/errors'

export const MIN_PASSWORD_LENGTH = 15
export const MAX_PASSWORD_LENGTH = 256

/** The two operations the page needs; tests may wrap them to observe concurrency. */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, hash: string): Promise<boolean>
}

const ARGON2ID = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

export const argon2idHasher: PasswordHasher = {
  hash: (password) => Bun.password.hash(password, ARGON2ID),
  verify: (password, hash) => Bun.password.verify(password, hash, 'argon2id'),
}

/** Length in characters as a person counts them (code points, so one emoji is one character). */
export const passwordLength = (password: string): number => [...password].length

/**
 * A counting semaphore with a bounded queue. `run` waits for one of `concurrency` slots; when
 * `maxQueue` callers already wait, it fails at once with RATE_LIMITED (answered as 429 with a
 * short Retry-After) rather than letting the queue grow without bound.
 */
export class Semaphore {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) {
        throw new AppError('RATE_LIMITED', 'Too many sign-ins at once; try again in a moment.', { retryAfterSeconds: 1, reason: 'busy' })
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.active++
    }
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

/**
 * Hashing and verifying behind the semaphore, with a dummy hash so that an unknown account (or one
 * without a password yet) costs one full verification too: the response time does not tell
 * which account names exist.
 */
export class PasswordGate {
  private dummyHash: Promise<string> | null = null

  constructor(
    private readonly hasher: PasswordHasher = argon2idHasher,
    private readonly semaphore = new Semaphore(2, 32),
  ) {}

  hash(password: string): Promise<string> {
    return this.semaphore.run(() => this.hasher.hash(password))
  }

  /** Verifies against the hash, or against the dummy hash (always false) when there is none. */
  async verify(password: string, hash: string | null): Promise<boolean> {
    if (hash !== null) return this.semaphore.run(() => this.hasher.verify(password, hash))
    this.dummyHash ??= this.hasher.hash(crypto.randomUUID() + crypto.randomUUID())
    const dummy = await this.dummyHash
    await this.semaphore.run(() => this.hasher.verify(password, dummy))
    return false
  }
}
