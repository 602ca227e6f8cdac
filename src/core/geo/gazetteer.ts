/** Placeholder until the offline index lands (issue 3 step 3). */
import { AppError } from '../errors'
import type { Place } from './types'

export function resolveCity(query: string): Place {
  throw new AppError('LOCATION_NOT_FOUND', `City lookup is not available yet; send latitude and longitude instead of "${query.slice(0, 100)}".`, { suggestions: [] })
}

export function nearestPlace(_latitude: number, _longitude: number, _maxKm = 30): Place | null {
  return null
}
