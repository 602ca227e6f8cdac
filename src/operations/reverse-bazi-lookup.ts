/** Reverse lookup (八字反查): REST `POST /api/v1/bazi/reverse` (metered). Schemas in src/contracts/practitioner.ts. */
import { ReverseRequest, ReverseResult, reverseInputOf, type ReverseRequestInput } from '../contracts/practitioner'
import { reverseLookup } from '../core/bazi'
import { resolvePlaceClock } from '../core/time/place-clock'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { locationView, windowView } from '../presenters/practitioner-views'

export function reverseResult(input: ReverseRequestInput) {
  const place = resolvePlaceClock(
    { city: input.city, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone },
    input.locale,
  )
  const { windows, clockIsTrueSolar } = reverseLookup({ ...input, place })
  return {
    pillars: { year: input.pillars.year, month: input.pillars.month, day: input.pillars.day, hour: input.pillars.hour ?? null },
    location: locationView(place),
    options: {
      trueSolarTime: input.trueSolarTime,
      clock: clockIsTrueSolar ? 'true-solar' : 'civil',
      ziHour: input.ziHour,
      fromYear: input.fromYear,
      toYear: input.toYear,
    },
    windows: windows.map((w) => windowView(place, w, input.locale)),
    warnings: place.warnings,
  }
}

export const reverseBaziLookup = defineCapability<ReverseRequestInput, ReturnType<typeof reverseResult>>({
  name: 'bazi_reverse',
  operationId: 'reverseBaziLookup',
  summary: 'Reverse lookup: the birth windows that give these pillars',
  description:
    'Every window [start, end) of local civil time at a place in which a birth gives exactly these four pillars (or three, without the hour), under the chart’s conventions (true solar time or the civil clock, the chosen 子时 rule, jie instants in UTC, historical UTC offsets), over a range of civil years (default 1900-2100, any within 1800-2200). Windows are cut exactly at solar terms, driving-clock hour boundaries, the day change and offset changes, and say which cut them. An impossible combination (month stem against the year stem by 五虎遁, hour stem against the day stem by 五鼠遁) is a 400 naming the rule.',
  output: ReverseResult,
  annotations: pureCalculation('Reverse Bazi lookup'),
  rest: {
    path: '/api/v1/bazi/reverse',
    example: { pillars: { year: '甲辰', month: '丙寅', day: '戊戌', hour: '甲寅' }, latitude: 40.7128, longitude: -74.006, locale: 'en' },
    input: ReverseRequest,
    toInput: reverseInputOf,
  },
  run: (input) => reverseResult(input),
})
