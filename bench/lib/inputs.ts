/**
 * Benchmark inputs: birth details spread over 1900-2100 and over places with different zones, so
 * that no cache (a year table, a zone formatter) flatters the figures. Deterministic (LCG).
 */
import { lcg } from './stats'

/** Places with coordinates in many zones (DST and non-DST, half-hour offsets, both hemispheres). */
const PLACES: readonly { city: string; latitude: number; longitude: number }[] = [
  { city: 'Beijing', latitude: 39.9042, longitude: 116.4074 },
  { city: 'Shanghai', latitude: 31.2304, longitude: 121.4737 },
  { city: 'Guangzhou', latitude: 23.1291, longitude: 113.2644 },
  { city: 'Chengdu', latitude: 30.5728, longitude: 104.0668 },
  { city: 'Hong Kong', latitude: 22.3193, longitude: 114.1694 },
  { city: 'Taipei', latitude: 25.033, longitude: 121.5654 },
  { city: 'Singapore', latitude: 1.3521, longitude: 103.8198 },
  { city: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
  { city: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { city: 'London', latitude: 51.5072, longitude: -0.1276 },
  { city: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  { city: 'New York', latitude: 40.7128, longitude: -74.006 },
  { city: 'San Francisco', latitude: 37.7749, longitude: -122.4194 },
  { city: 'Vancouver, Canada', latitude: 49.2827, longitude: -123.1207 },
  { city: 'Sydney', latitude: -33.8688, longitude: 151.2093 },
  { city: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
]

export interface BirthSample {
  date: string
  time: string
  latitude: number
  longitude: number
  city: string
  sex: 'male' | 'female'
}

const pad2 = (n: number) => String(n).padStart(2, '0')
const DAY_MS = 86_400_000
const FIRST = Date.UTC(1900, 0, 1)
const SPAN_DAYS = Math.floor((Date.UTC(2100, 11, 31) - FIRST) / DAY_MS)

export function birthSamples(count: number, seed = 20261121): BirthSample[] {
  const rand = lcg(seed)
  return Array.from({ length: count }, () => {
    const place = PLACES[Math.floor(rand() * PLACES.length)]
    return {
      date: new Date(FIRST + Math.floor(rand() * SPAN_DAYS) * DAY_MS).toISOString().slice(0, 10),
      time: `${pad2(Math.floor(rand() * 24))}:${pad2(Math.floor(rand() * 60))}`,
      latitude: place.latitude,
      longitude: place.longitude,
      city: place.city,
      sex: rand() < 0.5 ? 'male' : 'female',
    }
  })
}

/** Random days for the almanac (its supported range is wider; use the same 1900-2100 span). */
export function almanacDays(count: number, seed = 7): string[] {
  const rand = lcg(seed)
  return Array.from({ length: count }, () => new Date(FIRST + Math.floor(rand() * SPAN_DAYS) * DAY_MS).toISOString().slice(0, 10))
}

export function phoneNumbers(count: number, seed = 11): string[] {
  const rand = lcg(seed)
  return Array.from({ length: count }, () => '1' + Array.from({ length: 10 }, () => Math.floor(rand() * 10)).join(''))
}

/** The REST body of a full chart (time, coordinates, sex → luck pillars). */
export const restChartBody = (s: BirthSample) => ({ date: s.date, time: s.time, latitude: s.latitude, longitude: s.longitude, sex: s.sex })

/** The same chart as MCP tool arguments. */
export const mcpChartArguments = (s: BirthSample) => ({
  birth_date: s.date,
  birth_time: s.time,
  latitude: s.latitude,
  longitude: s.longitude,
  sex: s.sex,
})

export const MCP_MODERN_VERSION = '2026-07-28'
export const MCP_LEGACY_VERSION = '2025-06-18'
export type McpEra = 'modern' | 'legacy'

/**
 * Headers of a `tools/call` POST on /mcp: the 2026-07-28 envelope names its version, method and
 * tool in headers; a 2025-era call (no initialize, stateless) only its version.
 */
export function mcpCallHeaders(era: McpEra, tool = 'calculate_bazi_chart'): Record<string, string> {
  const common = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
  return era === 'modern'
    ? { ...common, 'mcp-protocol-version': MCP_MODERN_VERSION, 'mcp-method': 'tools/call', 'mcp-name': tool }
    : { ...common, 'mcp-protocol-version': MCP_LEGACY_VERSION }
}

/** A JSON-RPC `tools/call` body; in the 2026-07-28 envelope `_meta` carries the version and the client. */
export const mcpCallBody = (era: McpEra, args: unknown, id: number, tool = 'calculate_bazi_chart'): string =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name: tool,
      arguments: args,
      ...(era === 'modern'
        ? {
            _meta: {
              'io.modelcontextprotocol/protocolVersion': MCP_MODERN_VERSION,
              'io.modelcontextprotocol/clientCapabilities': {},
              'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
            },
          }
        : {}),
    },
  })
