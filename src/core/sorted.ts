/**
 * Lookups in ascending tables (solar-term instants, zone offset changes, lunar month starts).
 */

/**
 * The largest position `i < count` with `sorted[i] <= value`, by binary search. The caller
 * guarantees `sorted[0] <= value` (a table that starts before every value it is asked about).
 */
export function lastIndexAtOrBefore(sorted: ArrayLike<number>, value: number, count = sorted.length): number {
  let lo = 0
  let hi = count - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (sorted[mid] <= value) lo = mid
    else hi = mid - 1
  }
  return lo
}
