/**
 * Local mean and apparent (true) solar time.
 *
 * Local mean time = UTC + longitude × 4 min/°; true solar time = local mean time + equation of time
 * (docs/domain.md, "True solar time"). The equation of time is the full-precision ephemeris value
 * (Meeus 28.1 with VSOP87, scripts/build-solar-terms.ts), sampled every 5 days and interpolated with
 * a four-point Lagrange polynomial: within ~0.1 s of the ephemeris and ~50 ns per call — a
 * three-term approximation (NOAA) is off by up to ~30 s.
 */
import { AppError } from '../errors'
import { EOT_DECISECONDS_BASE64, EOT_SAMPLE_COUNT, EOT_START_UTC_MS, EOT_STEP_DAYS } from './equation-of-time-data'

const STEP_MS = EOT_STEP_DAYS * 86_400_000

/** Samples in seconds; decoded once at module load (atob is a web standard, no runtime-specific API). */
const EOT_SECONDS = (() => {
  const binary = atob(EOT_DECISECONDS_BASE64)
  const view = new DataView(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i))
  const out = new Float64Array(EOT_SAMPLE_COUNT)
  for (let i = 0; i < EOT_SAMPLE_COUNT; i++) out[i] = view.getInt16(i * 2, true) / 10
  return out
})()

/** Instants the equation of time is tabulated for. */
const SOLAR_TIME_RANGE = {
  startMs: EOT_START_UTC_MS + STEP_MS,
  endMs: EOT_START_UTC_MS + (EOT_SAMPLE_COUNT - 3) * STEP_MS,
} as const

/** Equation of time (apparent − mean solar time) in seconds at a UTC instant. */
export function equationOfTimeSeconds(utcMs: number): number {
  if (!(utcMs >= SOLAR_TIME_RANGE.startMs && utcMs < SOLAR_TIME_RANGE.endMs)) {
    throw new AppError('DATE_OUT_OF_RANGE', 'The instant is outside the range of the equation-of-time table (1800–2200).')
  }
  const x = (utcMs - EOT_START_UTC_MS) / STEP_MS
  const i = Math.floor(x)
  const t = x - i // position between samples i and i+1
  const y0 = EOT_SECONDS[i - 1]
  const y1 = EOT_SECONDS[i]
  const y2 = EOT_SECONDS[i + 1]
  const y3 = EOT_SECONDS[i + 2]
  // Lagrange cubic through nodes −1, 0, 1, 2.
  return (
    (-t * (t - 1) * (t - 2) * y0) / 6 +
    ((t + 1) * (t - 1) * (t - 2) * y1) / 2 -
    ((t + 1) * t * (t - 2) * y2) / 2 +
    ((t + 1) * t * (t - 1) * y3) / 6
  )
}

/** Local mean time at `longitude` (degrees east) as "wall ms" (a UTC-based ms holding the local wall reading). */
export const localMeanTimeMs = (utcMs: number, longitude: number) => utcMs + longitude * 240_000
