/** Small statistics and formatting helpers shared by the benchmarks. */

export const median = (xs: number[]): number => quantile(xs, 0.5)

/** Nearest-rank quantile of an unsorted sample (copied, not mutated). */
export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN
  const sorted = Float64Array.from(xs).sort()
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank]
}

export const fixed = (x: number, digits = 1): string => (Number.isFinite(x) ? x.toFixed(digits) : '–')

/** 12 345 → "12.3k". */
export const kilo = (x: number): string => (Number.isFinite(x) ? (x >= 1000 ? `${(x / 1000).toFixed(1)}k` : x.toFixed(0)) : '–')

export const pct = (ratio: number): string => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : '–')

/** A deterministic pseudo-random source (LCG) so that runs draw the same inputs. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
}

export interface Verdict {
  name: string
  target: string
  value: string
  met: boolean | null // null = not measured (skipped)
  note?: string
}

export const verdictLine = (v: Verdict): string =>
  `${v.target === '(report)' ? 'INFO' : v.met === null ? 'SKIP' : v.met ? 'MET ' : 'MISS'}  ${v.name.padEnd(44)} ${v.value.padStart(16)}   goal ${v.target}${v.note ? `   (${v.note})` : ''}`
