/** Daily reading for a person: REST `POST /api/v1/daily` (metered). */
import { Type } from '@sinclair/typebox'
import { birthDetailsMembers, chartOptionMembers, DateString, Locale, ModelProvider, PendingResult, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'

export const DailyRequest = StrictObject({
  ...birthDetailsMembers,
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the person’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

export interface DailyRequestInput {
  birth: { date: string; time?: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  readingDate?: string
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
  trueSolarTime: boolean
}

export const daily = defineCapability<DailyRequestInput, unknown>({
  name: 'daily',
  operationId: 'getDailyReading',
  summary: 'Daily reading: chart, the day’s almanac and guidance, and a narrative',
  description:
    'The person’s chart, the current day (almanac and personal guidance) and a narrative written from the computed data (by the configured model, else the embedded template).',
  output: PendingResult('chart, today, narrative.'),
  annotations: { title: 'Daily reading', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: {
    path: '/api/v1/daily',
    input: DailyRequest,
    toInput: (body) => ({
      birth: { date: body.date, time: body.time, city: body.city, latitude: body.latitude, longitude: body.longitude, timezone: body.timezone },
      locale: body.locale ?? 'en',
      model: body.model,
      readingDate: body.readingDate,
      sex: body.sex,
      ziHour: body.ziHour ?? 'next-day',
      trueSolarTime: body.trueSolarTime ?? true,
    }),
  },
  run: notImplemented('The daily reading'),
})
