/** The 24 solar terms of a year: REST `POST /api/v1/solar-terms` (metered). Schemas in src/contracts/practitioner.ts. */
import { SolarTermsRequest, SolarTermsResult, solarTermsInputOf, type SolarTermsInput } from '../contracts/practitioner'
import { sentence } from '../core/sentence'
import { formatInstant, resolvePlaceClock } from '../core/time/place-clock'
import { solarTermsOfYear } from '../core/bazi'
import { defineCapability, pureCalculation } from '../pipeline/define'
import { instantView, locationView, termLabel } from '../presenters/practitioner-views'

/** How the instants were found; ja/ko/vi written for this service, zh-TW/zh-HK converted from zh once. */
const SOURCE = sentence({
  en: 'Instants of apparent solar longitude 15°·k from full VSOP87 with nutation and aberration (astronomia), ΔT applied, rounded to the second; the same table every chart compares birth instants with. Local times use the offset in force at each instant (IANA time-zone history).',
  zh: '节气时刻为太阳视黄经 15° 整数倍之时，按完整 VSOP87（含章动、光行差，astronomia）并计 ΔT，精确到秒；与排盘所用节气表相同。当地时间按各时刻当时的时区偏移（IANA 时区历史）。',
  ja: '節気の時刻は太陽の視黄経が15°の整数倍となる時刻で、章動・光行差を含む完全なVSOP87（astronomia）にΔTを加えて秒単位で求めたもの。命式が出生時刻と比べるのと同じ表です。現地時刻は各時刻に有効だったUTCオフセット（IANAタイムゾーンの履歴）によります。',
  ko: '절기 시각은 태양의 시황경이 15°의 정수배가 되는 때로, 장동과 광행차를 포함한 완전한 VSOP87(astronomia)에 ΔT를 적용해 초 단위로 구했습니다. 명식이 출생 시각과 비교하는 것과 같은 표입니다. 현지 시각은 각 시각에 적용되던 UTC 오프셋(IANA 시간대 이력)을 따릅니다.',
  vi: 'Thời khắc tiết khí là lúc hoàng kinh biểu kiến của mặt trời bằng bội số nguyên của 15°, tính bằng VSOP87 đầy đủ (kể cả chương động và quang sai, astronomia), có hiệu chỉnh ΔT, làm tròn đến giây; cùng bảng mà lá số dùng để so với thời khắc sinh. Giờ địa phương theo độ lệch UTC hiệu lực tại từng thời khắc (lịch sử múi giờ IANA).',
})

export function solarTermsResult(input: SolarTermsInput) {
  const hasPlace = input.city !== undefined || input.latitude !== undefined || input.longitude !== undefined || input.timezone !== undefined
  const place = hasPlace ? resolvePlaceClock(input, input.locale) : null
  return {
    year: input.year,
    location: place ? locationView(place) : null,
    terms: solarTermsOfYear(input.year).map((t) => ({
      term: termLabel(t.term, input.locale),
      index: t.term.index,
      kind: t.term.isJie ? 'jie' : 'qi',
      solarLongitude: t.term.solarLongitude,
      instant: place ? instantView(place, t.term.utcMs) : formatInstant(t.term.utcMs, null),
      monthPillar: t.monthPillar,
      yearPillar: t.yearPillar,
    })),
    warnings: place?.warnings ?? [],
    source: SOURCE.in(input.locale),
  }
}

export const listSolarTerms = defineCapability<SolarTermsInput, ReturnType<typeof solarTermsResult>>({
  name: 'solar_terms',
  operationId: 'listSolarTerms',
  summary: 'The 24 solar terms of a year, to the second',
  description:
    'The 24 solar terms (二十四节气) whose instants fall in a Gregorian year (1800-2200): each instant in UTC to the second and, given a place or timezone, in local civil time with the UTC offset then in force, with the month pillar each jie (节) starts and the year pillar 立春 starts. These are the instants the chart compares birth instants with.',
  output: SolarTermsResult,
  annotations: pureCalculation('List solar terms'),
  rest: {
    path: '/api/v1/solar-terms',
    example: { year: 2026, timezone: 'Asia/Shanghai', locale: 'en' },
    input: SolarTermsRequest,
    toInput: solarTermsInputOf,
  },
  run: (input) => solarTermsResult(input),
})
