/**
 * The quota day: the UTC calendar date an account's usage row is keyed on (`consumeQuota`,
 * `refundQuota`, `usage`, `exportData` take it as `day`), and the instant its count resets, the
 * next 00:00 UTC. The pipeline's metering, the settings page's usage card and the CLI's `usage`
 * and `migrate-store` all read the day from here, so they can never disagree about it.
 */

export interface QuotaDay {
  /** The UTC date, YYYY-MM-DD. */
  day: string
  /** When the count resets: the next 00:00 UTC, in epoch milliseconds (always after `at`). */
  resetAt: number
}

/** The quota day of an instant (epoch milliseconds). */
export function quotaDayAt(at: number): QuotaDay {
  const date = new Date(at)
  return {
    day: date.toISOString().slice(0, 10),
    resetAt: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1),
  }
}
