/** Date selection (择日): REST `POST /api/v1/almanac/select` (metered). Schemas in src/contracts/practitioner.ts. */
import { SelectionRequest, SelectionResult, selectionInputOf, type SelectionRequestInput } from '../contracts/practitioner'
import { activityCodeOf } from '../core/almanac/activity-codes'
import { activityTerm } from '../core/almanac/almanac'
import { activityZhList, selectDays } from '../core/almanac/select'
import { calculateChart } from '../core/bazi'
import type { Locale } from '../core/types'
import { defineCapability, pureCalculation } from '../pipeline/define'

/**
 * The conventions of the selection, per locale: en and zh as written before the locales grew; zh-TW
 * and zh-HK written out in Traditional (the converter would make the lone 冲 of "冲：地支六冲" the 衝
 * of 衝動; no character differs between the two standards here); ja, ko and vi written for their
 * readers (the 建除 verse quoted in each tradition's names: 納 in Japanese).
 */
const TRADITIONAL_SOURCE =
  '日與時辰宜忌取自 lunar-typescript（6tail）數據表（通行黃曆一派）。排序：黃道日 +2；建除按“建滿平收黑，除危定執黃，成開皆可用，閉破不相當”（+1 / 0 / −1）；每個吉神 +0.5。沖：地支六沖。'
const SOURCE: Record<Locale, string> = {
  en: 'Suitable/unsuitable activities by day and by two-hour period from the lunar-typescript (6tail) tables (the common almanac-app tradition). Ranking: Yellow Path day +2; duty officer by the verse "Establish, Full, Balance, Receive black; Remove, Danger, Stable, Initiate yellow; Success and Open usable; Close and Destruction not" (+1 / 0 / −1); +0.5 per lucky god. Clash: branches six apart (six clashes).',
  zh: '日与时辰宜忌取自 lunar-typescript（6tail）数据表（通行黄历一派）。排序：黄道日 +2；建除按“建满平收黑，除危定执黄，成开皆可用，闭破不相当”（+1 / 0 / −1）；每个吉神 +0.5。冲：地支六冲。',
  ja: '日と時辰の宜忌は lunar-typescript（6tail）の表による（通行の暦の系統）。順位：黄道日 +2、十二直は「建満平納は黒、除危定執は黄、成開は皆用いるべし、閉破は当たらず」により +1 / 0 / −1、吉神ひとつにつき +0.5。沖：地支の六沖。',
  ko: '날과 시진의 의기는 lunar-typescript(6tail)의 표를 따른다(통용 책력 계통). 순위: 황도일 +2, 건제십이신은 "건·만·평·수는 흑, 제·위·정·집은 황, 성·개는 모두 쓸 만하고, 폐·파는 마땅치 않다"에 따라 +1 / 0 / −1, 길신 하나마다 +0.5. 충: 지지의 육충.',
  vi: 'Việc nên làm và kiêng kỵ theo ngày và theo giờ lấy từ các bảng của lunar-typescript (6tail) (truyền thống lịch thông dụng). Xếp hạng: ngày Hoàng Đạo +2; trực theo câu "Kiến Mãn Bình Thu hắc, Trừ Nguy Định Chấp hoàng, Thành Khai giai khả dụng, Bế Phá bất tương đương" (+1 / 0 / −1); mỗi cát thần +0.5. Xung: lục xung của địa chi.',
  'zh-TW': TRADITIONAL_SOURCE,
  'zh-HK': TRADITIONAL_SOURCE,
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
