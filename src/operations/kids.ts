/** Kids fortune: REST `POST /api/v1/kids` (metered). */
import { Type } from '@sinclair/typebox'
import { birthDetailsMembers, chartOptionMembers, DateString, Locale, ModelProvider, PendingResult, StemString, StrictObject } from '../contracts/common'
import { defineCapability, notImplemented } from './define'

export const KidsRequest = StrictObject({
  childName: Type.String({ minLength: 1, maxLength: 50, description: 'The child’s name or nickname, 1 to 50 characters. Used only in the narrative; never stored.' }),
  ...birthDetailsMembers,
  parentDayMaster: Type.Optional(StemString('The parent’s day master: a heavenly stem as its character (甲 … 癸) or with its element (甲木).')),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the child’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

export interface KidsRequestInput {
  childName: string
  birth: { date: string; time?: string; city?: string; latitude?: number; longitude?: number; timezone?: number }
  parentDayMaster?: string
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  readingDate?: string
  sex?: 'male' | 'female'
  ziHour: 'next-day' | 'same-day'
  trueSolarTime: boolean
}

export const kids = defineCapability<KidsRequestInput, unknown>({
  name: 'kids',
  operationId: 'getKidsReading',
  summary: 'Kids fortune: the child’s chart, the day and a positive narrative',
  description:
    'The child’s chart, current-day data and an encouraging narrative about strengths and gentle suggestions (never negative predictions or health claims), including the parent–child day-master relation when `parentDayMaster` is given.',
  output: PendingResult('chart, today, narrative.'),
  annotations: { title: 'Kids fortune', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  rest: {
    path: '/api/v1/kids',
    input: KidsRequest,
    toInput: (body) => ({
      childName: body.childName,
      birth: { date: body.date, time: body.time, city: body.city, latitude: body.latitude, longitude: body.longitude, timezone: body.timezone },
      parentDayMaster: body.parentDayMaster,
      locale: body.locale ?? 'en',
      model: body.model,
      readingDate: body.readingDate,
      sex: body.sex,
      ziHour: body.ziHour ?? 'next-day',
      trueSolarTime: body.trueSolarTime ?? true,
    }),
  },
  run: notImplemented('The kids reading'),
})
