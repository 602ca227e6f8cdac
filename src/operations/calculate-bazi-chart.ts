/**
 * The Four Pillars chart: REST `POST /api/v1/bazi` (metered) and MCP `calculate_bazi_chart` on the
 * public connector. Both surfaces map to the same core input.
 */
import { Type } from '@sinclair/typebox'
import {
  birthDetailsMembers,
  chartOptionMembers,
  DateString,
  Latitude,
  Locale,
  Longitude,
  PendingResult,
  StrictObject,
  TimePattern,
  UtcOffsetHours,
} from '../contracts/common'
import { defineCapability, notImplemented, pureCalculation } from './define'

const readingDate = Type.Optional(DateString('Day for the current-day block (`includeDaily`), YYYY-MM-DD. Default: today in the birth place’s zone, else UTC.', ['2026-11-21']))

export const BaziRequest = StrictObject(
  {
    ...birthDetailsMembers,
    includeDaily: Type.Optional(Type.Boolean({ description: 'Add the current-day block: the day’s pillar, its ten god and its interactions with the natal branches (default false).' })),
    ...chartOptionMembers,
    locale: Type.Optional(Locale),
    readingDate,
  },
  { description: 'Birth details plus chart options.' },
)

export const BaziToolArgs = StrictObject({
  birth_date: DateString('Birth date YYYY-MM-DD (civil calendar at the birth place).'),
  birth_time: Type.Optional(Type.String({ pattern: TimePattern, description: 'Local civil birth time HH:MM (24-hour). Leave out when unknown; never guess it.' })),
  birth_city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Birth city (English or Chinese), instead of coordinates. Leave out when unknown.' })),
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  timezone: Type.Optional(UtcOffsetHours),
  locale: Type.Optional(Locale),
  ...chartOptionMembers,
  include_daily: Type.Optional(Type.Boolean({ description: 'Add the current-day block (default false).' })),
  reading_date: readingDate,
})

/** The core input of the chart (see src/core/bazi/chart.ts). */
export interface ChartRequestInput {
  date: string
  time?: string
  city?: string
  latitude?: number
  longitude?: number
  timezone?: number
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
  trueSolarTime: boolean
  locale: 'en' | 'zh'
  includeDaily: boolean
  readingDate?: string
}

export const calculateBaziChart = defineCapability<ChartRequestInput, unknown>({
  name: 'calculate_bazi_chart',
  operationId: 'calculateBaziChart',
  summary: 'Four Pillars (Bazi) chart with True Solar Time',
  description:
    'Computes a complete, bilingual Four Pillars chart: year and month pillars from the birth instant against the exact solar terms, day and hour pillars from local true solar time (or the civil clock), ten gods, hidden stems, nayin, growth stages, symbolic stars, interactions, element balance, and luck pillars when `sex` is given. Unknown time or place is reported, never invented.',
  output: PendingResult('Chart, resolved location, the clocks used, conventions and warnings.'),
  annotations: pureCalculation('Calculate Bazi chart'),
  rest: {
    path: '/api/v1/bazi',
    input: BaziRequest,
    toInput: (body) => ({
      date: body.date,
      time: body.time,
      city: body.city,
      latitude: body.latitude,
      longitude: body.longitude,
      timezone: body.timezone,
      sex: body.sex,
      ziHour: body.ziHour ?? 'next-day',
      trueSolarTime: body.trueSolarTime ?? true,
      locale: body.locale ?? 'en',
      includeDaily: body.includeDaily ?? false,
      readingDate: body.readingDate,
    }),
  },
  mcp: {
    connector: 'public',
    tool: 'calculate_bazi_chart',
    input: BaziToolArgs,
    description:
      'Four Pillars (Bazi) chart with True Solar Time correction for a birth date, time and place. Give only what the user actually stated: leave out birth_time, the place or the timezone when unknown — never infer or guess them (unknown details are reported in `warnings`, and the hour pillar is left out without a time). Coordinates (or birth_city) give true solar time and the historical UTC offset; `timezone` is the UTC offset in hours in force at birth.',
    toInput: (args) => ({
      date: args.birth_date,
      time: args.birth_time,
      city: args.birth_city,
      latitude: args.latitude,
      longitude: args.longitude,
      timezone: args.timezone,
      sex: args.sex,
      ziHour: args.ziHour ?? 'next-day',
      trueSolarTime: args.trueSolarTime ?? true,
      locale: args.locale ?? 'en',
      includeDaily: args.include_daily ?? false,
      readingDate: args.reading_date,
    }),
  },
  run: notImplemented('The Bazi chart'),
})
