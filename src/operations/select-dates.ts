/** Date selection (择日): REST `POST /api/v1/almanac/select` (metered). Schemas in src/contracts/practitioner.ts. */
import { SelectionRequest, SelectionResult, selectionInputOf, type SelectionRequestInput } from '../contracts/practitioner'
import { activityCodeOf } from '../core/almanac/activity-codes'
import { activityTerm } from '../core/almanac/almanac'
import { activityZhList, selectDays } from '../core/almanac/select'
import { calculateChart } from '../core/bazi'
import type { Locale } from '../core/types'
import { defineCapability, pureCalculation } from '../pipeline/define'

const SOURCE: Record<Locale, string> = {
  en: 'Suitable/unsuitable activities by day and by two-hour period from the lunar-typescript (6tail) tables (the common almanac-app tradition). Ranking: Yellow Path day +2; duty officer by the verse "Establish, Full, Balance, Receive black; Remove, Danger, Stable, Initiate yellow; Success and Open usable; Close and Destruction not" (+1 / 0 / −1); +0.5 per lucky god. Clash: branches six apart (six clashes).',
  zh: '日与时辰宜忌取自 lunar-typescript（6tail）数据表（通行黄历一派）。排序：黄道日 +2；建除按“建满平收黑，除危定执黄，成开皆可用，闭破不相当”（+1 / 0 / −1）；每个吉神 +0.5。冲：地支六冲。',
}

export function selectionResult(input: SelectionRequestInput) {
  activityZhList(input.activities, input.locale) // unknown codes first: a 400 listing the valid ones
  const chart = input.person
    ? calculateChart({
        ...input.person,
        ziHour: input.ziHour,
        trueSolarTime: input.trueSolarTime,
        locale: input.locale,
        includeDaily: false,
      })
    : null
  const person = chart ? { yearPillar: chart.chart.pillars.year.ganzhi, dayPillar: chart.chart.pillars.day.ganzhi } : null
  const selection = selectDays({
    from: input.from,
    to: input.to,
    activities: input.activities,
    match: input.match,
    person,
    locale: input.locale,
  })
  return {
    from: input.from,
    to: input.to,
    activities: activityZhList(input.activities, input.locale).map((zh) => ({
      code: activityCodeOf(zh),
      name: activityTerm(zh, input.locale).name,
    })),
    match: input.match,
    person,
    daysChecked: selection.daysChecked,
    days: selection.days,
    excluded: selection.excluded,
    source: SOURCE[input.locale],
  }
}

export const selectDates = defineCapability<SelectionRequestInput, ReturnType<typeof selectionResult>>({
  name: 'almanac_select',
  operationId: 'selectDates',
  summary: 'Date selection: the days in a range that suit an activity, ranked',
  description:
    'Every day in a range (at most 366 days) on which the almanac lists the requested activities as suitable (宜) and not as unsuitable (忌), ranked with the reasons (day god on the Yellow Path, duty officer, lucky gods), each with its auspicious two-hour periods and their own 宜/忌. With a person, days clashing (六冲) with their year or day branch are left out and listed in `excluded` with the branch. Activities are stable kebab-case codes (the enum of `activities`); an unknown code is a 400 listing the valid ones.',
  output: SelectionResult,
  annotations: pureCalculation('Select dates'),
  rest: {
    path: '/api/v1/almanac/select',
    example: { from: '2026-01-01', to: '2026-03-31', activities: ['weddings'], match: 'all', locale: 'en' },
    input: SelectionRequest,
    toInput: selectionInputOf,
  },
  run: (input) => selectionResult(input),
})
