/** Deterministic personal guidance for a day: MCP `get_daily_bazi_guidance` on the public connector. */
import { Type } from '@sinclair/typebox'
import { DateString, Latitude, Locale, Longitude, PendingResult, Sex, StrictObject, TimePattern, UtcOffsetHours, ZiHour } from '../contracts/common'
import { invalidRequest } from '../core/errors'
import { defineCapability, notImplemented, pureCalculation } from './define'

export const GuidanceToolArgs = StrictObject({
  birth_date: DateString('Birth date YYYY-MM-DD.'),
  birth_time: Type.String({ pattern: TimePattern, description: 'Local civil birth time HH:MM (24-hour), as stated by the user.' }),
  birth_city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Birth city, instead of coordinates.' })),
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  timezone: Type.Optional(UtcOffsetHours),
  reading_date: DateString('The day to read, YYYY-MM-DD.', ['2026-11-21']),
  locale: Type.Optional(Locale),
  sex: Type.Optional(Sex),
  ziHour: Type.Optional(ZiHour),
})

export interface GuidanceRequestInput {
  birth: { date: string; time: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  readingDate: string
  locale: 'en' | 'zh'
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
}

export const getDailyBaziGuidance = defineCapability<GuidanceRequestInput, unknown>({
  name: 'get_daily_bazi_guidance',
  operationId: 'getDailyBaziGuidance',
  summary: 'Deterministic daily guidance for a person',
  description:
    'Personal guidance for one day from a Bazi chart: the day pillar and its ten god, element interplay, clashes and combinations with the natal branches, ratings for career, wealth, relationships and health with their reasons, suitable and avoid lists, lucky colours, directions and hours. Needs complete birth details (date, time, and coordinates, a city or a UTC offset) and a reading date; deterministic, no AI. Not for a date-only almanac request (use get_daily_almanac).',
  output: PendingResult('Guidance for the reading day.'),
  annotations: pureCalculation('Get daily Bazi guidance'),
  mcp: {
    connector: 'public',
    tool: 'get_daily_bazi_guidance',
    input: GuidanceToolArgs,
    toInput: (args) => {
      const hasCoordinates = args.latitude !== undefined && args.longitude !== undefined
      if (args.latitude !== undefined !== (args.longitude !== undefined)) {
        throw invalidRequest('Give latitude and longitude together, or neither.')
      }
      if (!hasCoordinates && args.birth_city === undefined && args.timezone === undefined) {
        throw invalidRequest('Daily guidance needs complete birth details: give the birth place as latitude and longitude (or birth_city), or at least the UTC offset in `timezone`. Ask the user; do not guess.')
      }
      return {
        birth: { date: args.birth_date, time: args.birth_time, city: args.birth_city, latitude: args.latitude, longitude: args.longitude, timezone: args.timezone },
        readingDate: args.reading_date,
        locale: args.locale ?? 'en',
        sex: args.sex,
        ziHour: args.ziHour ?? 'next-day',
      }
    },
  },
  run: notImplemented('Daily Bazi guidance'),
})
